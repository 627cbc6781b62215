/**
 * A problem found in the clerk's data, pointing at the sheet and cell so the task pane can select it
 * and the CLI can print it (`Candidatos!D17: "8,5a" não é uma nota`). Errors block the computation;
 * warnings (avisos), what can change the result, are shown and must be accepted by the clerk;
 * information (a title row above the header, normal in a clerk's sheet) is only shown.
 */
import type { CampoCandidato, ColunaMapeada } from "./mapaColunas";

export type Gravidade = "erro" | "aviso" | "informacao";

/** Headings under which the task pane groups the problems (pt-BR, shown as they are). */
export type GrupoProblema =
  | "Tabela"
  | "Cabeçalho"
  | "Colunas"
  | "Linhas em branco"
  | "Caracteres"
  | "Inscrições"
  | "Inscrições duplicadas"
  | "Notas"
  | "Modalidade"
  | "Confirmação"
  | "Classificação"
  | "Datas"
  | "Situação"
  | "Desempate"
  | "Cargos"
  | "Cargos sem vagas"
  | "Vagas"
  | "Edital"
  | "Convocações";

export interface Problema {
  gravidade: Gravidade;
  folha: string;
  /** A1-style address inside the sheet: one cell ("D17") or a range for a run of rows ("A5:F7"). */
  celula: string;
  /** Sheet-qualified address, quoted as Excel does when needed ("Candidatos!D17", "'Minha folha'!D17"). */
  endereco: string;
  /** Full message in pt-BR, starting with the address. */
  mensagem: string;
  /** 0-based sheet row of the (first) cell, as in TabelaBruta. */
  linha?: number;
  /** 0-based sheet row of the last row when the problem covers a run of rows (blank rows, titles). */
  ultimaLinha?: number;
  /** 0-based sheet column. */
  coluna?: number;
  grupo: GrupoProblema;
  /** The mapping change that fixes it (a reserve's yes/no column taken for the modality): this column
   *  as this field, in place of the one it has. The pane offers it as one click. */
  mapaSugerido?: { campo: CampoCandidato; coluna: ColunaMapeada };
}

export function temErros(problemas: readonly Problema[]): boolean {
  return problemas.some((p) => p.gravidade === "erro");
}
