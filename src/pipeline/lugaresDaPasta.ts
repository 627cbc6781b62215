/**
 * The places of the clerk's workbook a table can be read from: its Excel tables (outside the add-in's
 * sheets), then its sheets (used range), in the workbook's order. The task pane offers them for the
 * candidates and for the vagas per cargo; `cotas anotar` searches them for the vagas.
 */
import type { InfoTabela, PortaPasta } from "../adapters/porta";
import type { FonteDados } from "./lerDados";

/** A place of the workbook, keyed as `chaveDaFonte` keys it; a table with its sheet and size. */
export type LugarDaPasta =
  | { valor: string; fonte: { tipo: "tabela"; nome: string }; tabela: InfoTabela }
  | { valor: string; fonte: { tipo: "intervalo"; folha: string } };

/** The key of a source: "tabela:Nome", "folha:Nome", or the kind for the automatic and selection ones. */
export function chaveDaFonte(fonte: FonteDados | null): string {
  if (!fonte) return "";
  switch (fonte.tipo) {
    case "tabela":
      return `tabela:${fonte.nome}`;
    case "intervalo":
      return `folha:${fonte.folha}`;
    default:
      return fonte.tipo;
  }
}

/** The clerk's Excel tables (not on the add-in's sheets), then the clerk's sheets. */
export async function lugaresDoEscrivao(porta: PortaPasta): Promise<LugarDaPasta[]> {
  const [tabelas, folhas] = await Promise.all([porta.listarTabelas(), porta.listarFolhas()]);
  const nossas = new Set(folhas.filter((f) => f.marca).map((f) => f.nome));
  return [
    ...tabelas
      .filter((t) => !nossas.has(t.folha))
      .map((t): LugarDaPasta => {
        const fonte = { tipo: "tabela" as const, nome: t.nome };
        return { valor: chaveDaFonte(fonte), fonte, tabela: t };
      }),
    ...folhas
      .filter((f) => !f.marca)
      .map((f): LugarDaPasta => {
        const fonte = { tipo: "intervalo" as const, folha: f.nome };
        return { valor: chaveDaFonte(fonte), fonte };
      }),
  ];
}
