/**
 * ExcelJS cell values as the port reads them, the way Office.js gives `range.values`: numbers, text,
 * booleans; date cells as their serial number (Office.js never returns dates); an empty cell, and the
 * covered cells of a merge, as ""; a formula as its last computed result; an error as its code.
 */
import type { CellValue } from "exceljs";
import type { ValorCelula } from "../../planilha/tabela";

const MS_POR_DIA = 24 * 3600 * 1000;
/** Days from 1899-12-30 (serial 0 of the 1900 system) to 1970-01-01, and the 1904 system's offset. */
const SERIAL_DE_1970 = 25569;
const DESLOCAMENTO_1904 = 1462;

/** The serial number Excel stores for a date cell (ExcelJS reads it as a UTC Date). */
export function serialDaData(data: Date, datas1904: boolean): number {
  return SERIAL_DE_1970 + data.getTime() / MS_POR_DIA - (datas1904 ? DESLOCAMENTO_1904 : 0);
}

export function valorDaCelula(valor: CellValue | undefined, datas1904: boolean): ValorCelula {
  if (valor === null || valor === undefined) return "";
  if (typeof valor === "number" || typeof valor === "string" || typeof valor === "boolean") return valor;
  if (valor instanceof Date) return serialDaData(valor, datas1904);
  if ("error" in valor) return valor.error;
  if ("richText" in valor) return valor.richText.map((t) => t.text).join("");
  if ("hyperlink" in valor) return valorDaCelula(valor.text as CellValue, datas1904);
  if ("formula" in valor || "sharedFormula" in valor) {
    return valorDaCelula((valor as { result?: CellValue }).result, datas1904);
  }
  return "";
}
