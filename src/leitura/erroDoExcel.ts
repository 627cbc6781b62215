/**
 * Excel error values, as they arrive in a TabelaBruta (their text), in Portuguese and English Excel.
 * A formula that failed in the clerk's sheet must never be read as a name, a score or an id.
 */
import type { ValorCelula } from "../planilha/tabela";
import { citarValor } from "./texto";

const ERROS_DO_EXCEL = new Set([
  // pt-BR
  "#N/D",
  "#VALOR!",
  "#REF!",
  "#DIV/0!",
  "#NOME?",
  "#NÚM!",
  "#NULO!",
  "#CAMPO!",
  "#DESPEJAR!",
  "#CALC!",
  "#OCUPADO!",
  "#CONECTAR!",
  "#BLOQUEADO!",
  "#DESCONHECIDO!",
  "#OBTENDO_DADOS",
  // en
  "#N/A",
  "#VALUE!",
  "#NAME?",
  "#NUM!",
  "#NULL!",
  "#FIELD!",
  "#SPILL!",
  "#BUSY!",
  "#CONNECT!",
  "#BLOCKED!",
  "#UNKNOWN!",
  "#GETTING_DATA",
  "#EXTERNAL!",
  "#PYTHON!",
]);

export function ehErroDoExcel(valor: ValorCelula): valor is string {
  return typeof valor === "string" && valor.startsWith("#") && ERROS_DO_EXCEL.has(valor.trim().toUpperCase());
}

/** `"#N/D" é um erro do Excel: …` */
export function motivoDoErroDoExcel(valor: string): string {
  return `${citarValor(valor.trim())} é um erro do Excel: corrija a fórmula ou digite o valor`;
}
