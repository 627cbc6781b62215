/**
 * Where the vagas of each cargo may be read from the workbook instead of typed: a table of the clerk's
 * with Cargo and Vagas columns (and, if it has them, the quadro the edital published per list). The
 * task pane lists these places and the `cotas anotar` command takes the first that reads cleanly.
 */
import type { PortaPasta } from "../adapters/porta";
import type { Cargo } from "../engine/tipos";
import { temErros } from "../planilha/problema";
import { lerVagasPorCargo, type VagasLidas } from "../planilha/vagasPorCargo";

export interface OrigemDasVagas {
  /** Stable key ("tabela:Nome" or "folha:Nome"), the same the task pane uses for the candidates' source. */
  valor: string;
  texto: string;
  fonte: { tipo: "tabela"; nome: string } | { tipo: "intervalo"; folha: string };
}

/** The candidates' own table or sheet, never a source of vagas. */
export interface DosCandidatos {
  tabela?: string;
  folha?: string;
}

/** Excel tables outside the add-in's sheets, then the clerk's sheets, in the workbook's order. */
export async function origensDasVagas(porta: PortaPasta, excluir: DosCandidatos): Promise<OrigemDasVagas[]> {
  const [tabelas, folhas] = await Promise.all([porta.listarTabelas(), porta.listarFolhas()]);
  const nossas = new Set(folhas.filter((f) => f.marca).map((f) => f.nome));
  return [
    ...tabelas
      .filter((t) => !nossas.has(t.folha) && t.nome !== excluir.tabela)
      .map((t) => ({
        valor: `tabela:${t.nome}`,
        texto: `Tabela ${t.nome}`,
        fonte: { tipo: "tabela" as const, nome: t.nome },
      })),
    ...folhas
      .filter((f) => !f.marca && f.nome !== excluir.folha)
      .map((f) => ({
        valor: `folha:${f.nome}`,
        texto: `Folha ${f.nome}`,
        fonte: { tipo: "intervalo" as const, folha: f.nome },
      })),
  ];
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
