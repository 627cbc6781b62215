/**
 * A raw table as any workbook front end reads it: a rectangle of cell values and where it sits.
 * Excel error values arrive as their text ("#N/D", "#N/A", "#VALOR!"…); dates may arrive as serial
 * numbers or as text. Nothing here knows Office.js or ExcelJS.
 */
export type ValorCelula = string | number | boolean | null;

export interface TabelaBruta {
  /** Sheet name, as the clerk sees it. */
  folha: string;
  /** 0-based row and column of valores[0][0] in the sheet (row 0 = Excel row 1, column 0 = A). */
  linhaInicial: number;
  colunaInicial: number;
  valores: ValorCelula[][];
  /** Name of the Excel table the values came from, when they came from one. */
  tabela?: string;
  /**
   * The file counts dates from 1904 (`<workbookPr date1904="1"/>`, old Mac workbooks): a date serial in
   * `valores` is days since 1904-01-01, 1,462 days after what the same serial means in the 1900 system.
   */
  datas1904?: boolean;
  /**
   * Cells of the rectangle (sheet row and column, 0-based) that hold a formula with no calculated value
   * stored (a file saved by a program that does not calculate): their `valores` are empty, but the
   * clerk wrote something there that nobody can read.
   */
  formulasSemValor?: readonly (readonly [number, number])[];
  /**
   * The merged areas that touch the rectangle (sheet rows and columns, 0-based), where the reader knows
   * them (the .xlsx file): a merged cell's value is its first cell's, the others read empty.
   */
  mesclas?: readonly { linha: number; coluna: number; linhas: number; colunas: number }[];
}

/** The width of the widest row. A loop, not `Math.max(...rows)`: a spread of 125,000 rows overflows the stack. */
export function colunasDaTabela(valores: readonly (readonly unknown[])[]): number {
  let n = 0;
  for (const linha of valores) if (linha.length > n) n = linha.length;
  return n;
}
