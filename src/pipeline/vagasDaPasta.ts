/**
 * Where the vagas of each cargo may be read from the workbook instead of typed: a table of the clerk's
 * with Cargo and Vagas columns (and, if it has them, the quadro the edital published per list). The
 * task pane lists these places and the `cotas anotar` command takes the first that reads cleanly.
 */
import type { PortaPasta } from "../adapters/porta";
import type { Cargo } from "../engine/tipos";
import { temErros } from "../leitura/problema";
import { lerVagasPorCargo, type VagasLidas } from "../leitura/vagasPorCargo";
import { lugaresDoEscrivao, type LugarDaPasta } from "./lugaresDaPasta";

export type OrigemDasVagas = LugarDaPasta & { texto: string };

/** The candidates' own table or sheet, never a source of vagas. */
export interface DosCandidatos {
  tabela?: string;
  folha?: string;
}

/** The clerk's tables and sheets (`lugaresDoEscrivao`) but the candidates'. */
export async function origensDasVagas(porta: PortaPasta, excluir: DosCandidatos): Promise<OrigemDasVagas[]> {
  return (await lugaresDoEscrivao(porta))
    .filter((l) =>
      l.fonte.tipo === "tabela" ? l.fonte.nome !== excluir.tabela : l.fonte.folha !== excluir.folha,
    )
    .map((l) => ({
      ...l,
      texto: l.fonte.tipo === "tabela" ? `Tabela ${l.fonte.nome}` : `Folha ${l.fonte.folha}`,
    }));
}

export async function lerVagasDaOrigem(porta: PortaPasta, o: OrigemDasVagas): Promise<VagasLidas> {
  const tabela =
    o.fonte.tipo === "tabela" ? await porta.lerTabela(o.fonte.nome) : await porta.lerIntervalo(o.fonte.folha);
  return lerVagasPorCargo(tabela);
}

/** Whether what was read can stand for the vagas without the clerk looking: some cargo, no error. */
export function vagasUsaveis(lidas: VagasLidas): boolean {
  return lidas.cargos.length > 0 && !temErros(lidas.problemas);
}

/** The first origin that reads as vagas per cargo without errors; none → no cargos, and the
 *  validation then says what is missing. */
export async function vagasDaPasta(porta: PortaPasta, excluir: DosCandidatos): Promise<Cargo[]> {
  for (const o of await origensDasVagas(porta, excluir)) {
    const lidas = await lerVagasDaOrigem(porta, o);
    if (vagasUsaveis(lidas)) return lidas.cargos;
  }
  return [];
}
