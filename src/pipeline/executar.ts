/**
 * The whole flow on one port: read → map and validate → compute → render and write, with progress
 * and cancellation between steps and batches. Nothing is written while an error remains in the data.
 * The choices that produced the sheets are saved in the workbook with them, by this one function for
 * every front end: the file never holds sheets of one edital and the settings of another.
 */
import type { PortaPasta } from "../adapters/porta";
import type { Cargo, Concurso, Edital, Resultado } from "../engine/tipos";
import type { EntradaRender } from "../folhas/comum";
import type { MapaColunas } from "../leitura/mapaColunas";
import type { OpcoesMontagem } from "../leitura/montarConcurso";
import type { Problema } from "../leitura/problema";
import type { Leitor } from "../leitura/vocabulario";
import type { TabelaBruta } from "../planilha/tabela";
import { conferir, type Conferencia } from "./conferir";
import { calcularComLivro } from "./convocar";
import { salvarPreferencias } from "./configuracao";
import { escrever, type OpcoesEscrever, type RelatorioEscrita } from "./escrever";
import { lerDados, type FonteDados } from "./lerDados";
import { cederAoHospedeiro } from "./progresso";
import { dataDeHoje, tituloDaTabela } from "./titulo";

export interface EntradaExecucao {
  /** Where the candidates are (default: automatic; saved as the source), or the table already read. */
  fonte?: FonteDados;
  /** The table already read: `executar` lets go of it (sets it undefined) once the concurso is read. */
  tabela?: TabelaBruta;
  mapa?: MapaColunas;
  /** The mapping names only some fields (conferir.ts). */
  completarMapa?: boolean;
  edital: Edital;
  cargos: Cargo[];
  leitura?: OpcoesMontagem;
  /** Whose words the messages use: the pane's (default) or `cotas`'s (vocabulario.ts). */
  leitor?: Leitor;
}

export type Execucao =
  | { situacao: "com-erros"; problemas: Problema[] }
  | {
      situacao: "escrito";
      problemas: Problema[];
      /** The concurso as read and checked: the names and situations the result refers to. */
      concurso: Concurso;
      resultado: Resultado;
      escrita: RelatorioEscrita;
      /** What was rendered (for an export of the same sheets into a new file). */
      entrada: EntradaRender;
    };

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

export async function executar(
  porta: PortaPasta,
  entrada: EntradaExecucao,
  opcoes: OpcoesEscrever = {},
): Promise<Execucao> {
  let tabela: TabelaBruta | null = entrada.tabela ?? (await lerDados(porta, entrada.fonte, opcoes));
  // The rows read are not kept past conferir: at a million candidates they were a tenth of the peak
  // memory, held through the rendering (#39). Let go of here and in the caller's object, which the
  // suspended async function keeps as its argument (a new object in its place does not free it).
  entrada.tabela = undefined;
  await cederAoHospedeiro(opcoes.sinal);
  const c = conferir({ ...entrada, tabela }, opcoes);
  const titulo = tituloDaTabela(tabela);
  tabela = null;
  if (!c.concurso) return { situacao: "com-erros", problemas: c.problemas };
  const calculado = await calcularComLivro(porta, c.concurso, opcoes);
  if ("problemas" in calculado)
    return { situacao: "com-erros", problemas: [...c.problemas, ...calculado.problemas] };
  const { concurso, resultado } = calculado;
  await cederAoHospedeiro(opcoes.sinal);
  const entradaRender: EntradaRender = {
    concurso,
    resultado,
    origem: c.origem,
    titulo,
    dataDoCalculo: dataDeHoje(),
  };
  const escrita = await escrever(porta, entradaRender, opcoes);
  await salvarEscolhas(porta, entrada, c);
  return {
    situacao: "escrito",
    problemas: c.problemas,
    concurso,
    resultado,
    escrita,
    entrada: entradaRender,
  };
}
