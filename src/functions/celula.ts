/**
 * One cell argument as each Excel host encodes it, reduced to the workbook's ValorCelula.
 *
 * - A blank cell: Excel on the web passes null, Excel desktop (Windows, Mac) passes 0 (office-js
 *   issues 4702 and 5262); an omitted optional argument is undefined or null. The two encodings cannot
 *   be told apart from the value, so each argument reader says what 0 means for it (`ehVazioNoExcel`).
 * - A data-type cell: functions.json declares `allowCustomDataForDataTypeAny`, so a cell holding a data
 *   type arrives as an Excel.CellValue object ({ type: "Double" | "FormattedNumber" | "String" |
 *   "Boolean" | "Entity" | "Empty" | "Error", basicValue, … }). It is read by its basicValue, the value
 *   Excel itself uses in a formula; an entity whose basicValue is an error ("#VALUE!", the usual case
 *   for a card) is read by its text, what the cell shows.
 */
import type { ValorCelula } from "../planilha/tabela";
import { celulaVazia } from "../leitura/texto";
import { ErroDeArgumento } from "./erros";

/** The fields of Excel.CellValue this reader uses (every type has `type`; most have `basicValue`). */
interface ValorComTipo {
  type: string;
  basicValue?: unknown;
  basicType?: string;
  text?: unknown;
}

function ehValorComTipo(valor: unknown): valor is ValorComTipo {
  return typeof valor === "object" && valor !== null && !Array.isArray(valor) && "type" in valor;
}

function primitivo(valor: unknown): valor is string | number | boolean {
  return typeof valor === "string" || typeof valor === "number" || typeof valor === "boolean";
}

function doTipoDeDado(valor: ValorComTipo): ValorCelula | undefined {
  if (valor.type === "Empty") return null;
  const basico = valor.basicValue;
  const basicoEhErro = valor.basicType === "Error" && valor.type !== "Error";
  if (!basicoEhErro && primitivo(basico)) return basico;
  if (typeof valor.text === "string") return valor.text;
  return undefined;
}

/**
 * The value of a cell argument, or throws ErroDeArgumento naming it when it is neither a value nor a
 * data type (a range passed where one cell is expected, an unknown object). `onde` completes the
 * message for a cell of a range ("ids, linha 3").
 */
export function valorDoArgumento(valor: unknown, onde: string): ValorCelula {
  if (valor === undefined || valor === null) return null;
  if (primitivo(valor)) return valor;
  if (ehValorComTipo(valor)) {
    const lido = doTipoDeDado(valor);
    if (lido !== undefined) return lido;
    throw new ErroDeArgumento(`${onde}: tipo de dado "${valor.type}" sem valor que possa ser lido`);
  }
  if (Array.isArray(valor)) throw new ErroDeArgumento(`${onde} deve ser um único valor, não um intervalo`);
  throw new ErroDeArgumento(`${onde}: valor que não é texto nem número`);
}

/** Blank on some host: null or "" (Excel on the web, omitted), or 0 (a blank cell on Excel desktop). */
export function ehVazioNoExcel(valor: ValorCelula): boolean {
  return celulaVazia(valor) || valor === 0;
}
