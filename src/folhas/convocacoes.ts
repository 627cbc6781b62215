/**
 * The ledger sheets: "Convocações" (one row per person called, with a Desfecho column the clerk fills
 * in: posse, sem efeito, desistência) and "Atos das convocações" (the text of each call's act, one
 * line per row). The add-in writes each once, with its first call, and from then on only appends rows
 * (PortaPasta.acrescentarLinhas): a rerun of the result never rewrites nor deletes them.
 */
import { formatarData, textoDoAto, type Concurso, type ConvocacaoNova, type Lista } from "../engine";
import { serialDaData } from "../leitura/data";
import type { ValorCelula } from "../planilha/tabela";
import { folhaTabular, formatoDeColuna } from "./comum";
import type { ModeloFolha, TipoFolha, ValidacaoLista } from "./modelo";

export const FOLHA_CONVOCACOES = "Convocações";
export const FOLHA_ATOS = "Atos das convocações";

/**
 * No Provisório column here, though the sheet names people: what is provisional about a called person
 * (confirmation of the self-declaration or PcD evaluation pending, a tie, sub judice) is a fact of the
 * candidates' data, which changes after the call, and this sheet is never rewritten: a cell written at
 * the call would go on saying "pendente" after the commission decided. The ledger itself knows only who
 * was called and the outcome the clerk types (Desfecho; blank while pending). The Provisório column of
 * the Ordem de nomeação and of the lists, rewritten with every calculation, is where it stays true.
 */
export const CABECALHO_CONVOCACOES = [
  "Cargo",
  "Convocação",
  "Data",
  "Ato",
  "Posição",
  "Lista",
  "Inscrição",
  "Nome",
  "Substitui",
  "Desfecho",
] as const;
export const COLUNA_DESFECHO = CABECALHO_CONVOCACOES.indexOf("Desfecho");
export const COLUNA_DATA = CABECALHO_CONVOCACOES.indexOf("Data");

/** The call's date as Excel shows it (invariant code: both adapters write it as it is). */
export const FORMATO_DA_DATA = "dd/mm/yyyy";
/** Room for "01/03/2026" (a narrower column shows ########). */
const LARGURA_DA_DATA = 11;

/** A list as the clerk reads it in the sheet: PcD as the pane and the law write it, the others by code. */
export function listaNaFolha(lista: Lista): string {
  return lista === "PCD" ? "PcD" : lista;
}

export interface OpcoesDasLinhas {
  /**
   * The call's date as text "DD/MM/AAAA", as ledgers begun before dates were written as dates have
   * it (a column of a ledger goes on in the form it has), and in workbooks that count dates from 1904
   * (pipeline/convocar.ts). The reader takes both.
   */
  dataComoTexto?: boolean;
}
const CABECALHO_ATOS = ["Cargo", "Convocação", "Texto do ato"];

/** The sheets the add-in appends to and never rewrites: a rerun of the result leaves them alone. */
export const FOLHAS_ACRESCIDAS: ReadonlySet<TipoFolha> = new Set<TipoFolha>(["convocacoes", "atos"]);

/** The call's date in its cell: an Excel date (serial), or the old text form. */
export function dataNaFolha(data: string | undefined, opcoes: OpcoesDasLinhas = {}): ValorCelula {
  if (!data) return null;
  return opcoes.dataComoTexto ? formatarData(data) : serialDaData(data);
}

/** One row per person called, the Desfecho left blank for the clerk. */
export function linhasDaConvocacao(
  concurso: Concurso,
  nova: ConvocacaoNova,
  opcoes: OpcoesDasLinhas = {},
): ValorCelula[][] {
  const nomes = new Map(concurso.candidatos.map((c) => [c.id, c.nome ?? null]));
  return nova.chamados.map((x) => [
    nova.cargo,
    nova.numero,
    dataNaFolha(nova.data, opcoes),
    nova.ato ?? null,
    x.posicao,
    listaNaFolha(x.lista),
    x.candidato,
    nomes.get(x.candidato) ?? null,
    x.substitui,
    null,
  ]);
}

/** The act's text, one line per row, under its cargo and number. */
export function linhasDoAto(concurso: Concurso, nova: ConvocacaoNova): ValorCelula[][] {
  return textoDoAto(concurso, nova)
    .split("\n")
    .map((t) => [nova.cargo, nova.numero, t || null]);
}

const NOTA_DESFECHO =
  "Escreva aqui o que aconteceu com cada convocado(a): Posse, Sem efeito (nomeação tornada sem efeito) ou " +
  "Desistência. Na próxima convocação, a posição de quem não tomou posse vai ao próximo da mesma lista " +
  "(Lei 15.142/2025, art. 7º, § 3º). O suplemento só acrescenta linhas a esta folha; nunca a reescreve.";

/** The outcomes the Desfecho drop-down offers, as the clerk reads them (leitura/convocacoesDaFolha.ts
 *  also reads the other forms the lists and acts use: Desistente, Tomou posse, Tornada sem efeito…). */
export const DESFECHOS_DA_LISTA = ["Posse", "Sem efeito", "Desistência"] as const;

/**
 * The Desfecho drop-down, on the column's rows of the table: every adapter grows it with the rows
 * appended by later calls, as Excel grows a table's validation (not the whole column: a reader that
 * expands a validation cell by cell, as ExcelJS does, would take a million cells). A warning, not a
 * refusal, for another text: the other forms the reader accepts ("Desistente") may be typed, and what
 * it cannot read is said at its cell.
 */
export function validacaoDoDesfecho(linhas: number): ValidacaoLista {
  return {
    intervalo: { linha: 1, coluna: COLUNA_DESFECHO, linhas: Math.max(1, linhas), colunas: 1 },
    valores: DESFECHOS_DA_LISTA,
    alerta: {
      estilo: "aviso",
      titulo: "Desfecho",
      texto:
        "Escolha na lista: Posse, Sem efeito ou Desistência (ou deixe em branco enquanto não se sabe). " +
        "Desistente, Tomou posse e Tornada sem efeito também são lidos.",
    },
  };
}

export function modeloDasConvocacoes(linhas: ValorCelula[][]): ModeloFolha {
  const m = folhaTabular(
    FOLHA_CONVOCACOES,
    "convocacoes",
    "Cotas_Convocacoes",
    [...CABECALHO_CONVOCACOES],
    linhas,
    formatoDeColuna(COLUNA_DATA, linhas.length, { formatoNumero: FORMATO_DA_DATA }),
    {
      numeros: [1, 4],
    },
  );
  const larguras = m.larguras.map((w, j) => (j === COLUNA_DATA ? Math.max(w, LARGURA_DA_DATA) : w));
  return {
    ...m,
    larguras,
    notas: [{ linha: 0, coluna: COLUNA_DESFECHO, texto: NOTA_DESFECHO }],
    validacoes: [validacaoDoDesfecho(linhas.length)],
  };
}

export function modeloDosAtos(linhas: ValorCelula[][]): ModeloFolha {
  return folhaTabular(FOLHA_ATOS, "atos", "Cotas_AtosConvocacoes", CABECALHO_ATOS, linhas, [], {
    numeros: [1],
  });
}
