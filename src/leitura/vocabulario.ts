/**
 * One source for the messages that tell the clerk where to give the reader something (a column, the
 * sheet of the candidates, the list of a published text), in the words of whoever reads them: the pane
 * names its own fields and boxes, `cotas` its options. A message is built with its reader's words,
 * never with both ("escolha-a no mapeamento (no cotas, --mapa …)" inside the pane).
 */
import type { CampoCandidato } from "./mapaColunas";

/** Who reads a message: the task pane (and the web page), or the `cotas` command. */
export type Leitor = "painel" | "cli";

/** Each choice a message may point at: the pane's field, by the label the clerk sees, and the option. */
export const ONDE_SE_INDICA = {
  coluna: { painel: "em Colunas, na etapa Dados", cli: "com --mapa MAPA.json" },
  folha: { painel: "em “Onde estão os candidatos”, na etapa Dados", cli: "com --folha NOME" },
  vagas: {
    painel: "escolhendo a tabela em “Ler as vagas de uma tabela da pasta”, na etapa Edital",
    cli: 'pondo as vagas de cada cargo em "cargos" do edital (--edital EDITAL.json)',
  },
  lista: {
    painel: "na caixa “Lista de um texto sem a frase que apresenta a lista”",
    cli: "com --lista AC, PPP, IND, QUI ou PCD",
  },
} as const satisfies Record<string, Record<Leitor, string>>;

export type Indicacao = keyof typeof ONDE_SE_INDICA;

/** Where the clerk gives this choice, in the reader's words ("com --mapa MAPA.json"). */
export function ondeSeIndica(indicacao: Indicacao, leitor: Leitor = "painel"): string {
  return ONDE_SE_INDICA[indicacao][leitor];
}

/**
 * How to take a column of the header as a field: in the pane, the field's box in Colunas; for `cotas`,
 * the --mapa file with this very column ({"campos": {"ppp": {"cabecalho": "Cota racial (S/N)"}}}).
 */
export function usarColunaComo(campo: CampoCandidato, titulo: string, leitor: Leitor = "painel"): string {
  return leitor === "cli"
    ? `${ONDE_SE_INDICA.coluna.cli}: {"campos": {"${campo}": {"cabecalho": ${JSON.stringify(titulo)}}}}`
    : ONDE_SE_INDICA.coluna.painel;
}
