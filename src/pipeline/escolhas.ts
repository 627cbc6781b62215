/**
 * What a front end asks the pipeline to run with (the source, the mapping, the edital, the cargos) and
 * the saving of those choices with the sheets they produced — shared by the run (executar.ts), the
 * confirmation stage (confirmacao.ts) and the phase (fase.ts), which import it from here, not each other.
 */
import type { PortaPasta } from "../adapters/porta";
import type { TabelaBruta } from "../planilha/tabela";
import type { Conferencia, EntradaConferir } from "./conferir";
import { salvarPreferencias } from "./configuracao";
import type { FonteDados } from "./lerDados";

/** What conferir takes (the mapping, the edital, the cargos, the reading options, whose words), with the
 *  table optional: where the candidates are instead. */
export interface EntradaExecucao extends Omit<EntradaConferir, "tabela"> {
  /** Where the candidates are (default: automatic; saved as the source), or the table already read. */
  fonte?: FonteDados;
  /** The table already read: `executar` lets go of it (sets it undefined) once the concurso is read. */
  tabela?: TabelaBruta;
}

/** The choices that produced the sheets, saved with them (every front end reads them back from here). */
export async function salvarEscolhas(
  porta: PortaPasta,
  entrada: EntradaExecucao,
  conferencia: Conferencia,
): Promise<void> {
  const { fonte, edital, cargos, leitura } = entrada;
  // A partial mapping is saved as completed: the saved one is read back whole.
  const mapa = entrada.completarMapa ? conferencia.mapa : entrada.mapa;
  await salvarPreferencias(porta, { fonte, mapa, edital, cargos, leitura });
}
