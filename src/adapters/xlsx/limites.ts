/**
 * What the .xlsx reader accepts before memory runs out, checked while it streams: a file that goes
 * past a limit is refused with one sentence (ArquivoRecusado, exit code 2 in the CLI), never left to
 * abort the process. Excel's own grid ends at row 1,048,576 and column XFD (16,384).
 */
export interface Limites {
  /**
   * Inflated bytes of one part: 1 GiB, past the sheet of Excel's largest table of candidates
   * (1,048,575 rows of ten columns are ~420 MB of XML) and under what a string or a buffer holds.
   */
  bytesInflados: number;
  /** Inflated/stored ratio above which a part is a zip bomb… */
  razao: number;
  /** …once it is past this size (small parts of repeated XML compress very well). */
  bytesSemRazao: number;
  /** Cells kept in memory from one sheet (filled or inside the rectangle read). */
  celulas: number;
}

export const LIMITES: Limites = {
  bytesInflados: 1024 * 1024 * 1024,
  razao: 200,
  bytesSemRazao: 8 * 1024 * 1024,
  celulas: 40_000_000,
};

export const MAX_LINHAS_EXCEL = 1_048_576;
export const MAX_COLUNAS_EXCEL = 16_384;

/** A file the reader refuses (not an .xlsx, a zip bomb, an absurd dimension): bad input, not a bug. */
export class ArquivoRecusado extends Error {
  constructor(mensagem: string) {
    super(mensagem);
    this.name = "ArquivoRecusado";
  }
}
