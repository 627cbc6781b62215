/**
 * What the .xlsx reader accepts before memory runs out, checked while it streams: a file that goes
 * past a limit is refused with one sentence (ArquivoRecusado, exit code 2 in the CLI), never left to
 * abort the process. Excel's own grid ends at row 1,048,576 and column XFD (16,384).
 */
import { ArquivoRecusado } from "../../leitura/arquivoRecusado";
import { letrasDaColuna } from "../../planilha/endereco";
import type { ValorCelula } from "../../planilha/tabela";

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
  /**
   * Cells kept in memory from one sheet (filled or inside the rectangle read): 16 million, about 1.5×
   * the largest candidates' table Excel holds with ten columns (1,048,575 rows × 10). Reading keeps
   * ~33 bytes a cell (measured: 1 million cells 212 MB of RSS, 4 million 312 MB), and the run holds the
   * rectangle read once more; at the former 40 million, a sheet inside the limit ran out of memory (#39).
   */
  celulas: number;
}

export const LIMITES: Limites = {
  bytesInflados: 1024 * 1024 * 1024,
  razao: 200,
  bytesSemRazao: 8 * 1024 * 1024,
  celulas: 16_000_000,
};

export const MAX_LINHAS_EXCEL = 1_048_576;
export const MAX_COLUNAS_EXCEL = 16_384;
/** Characters a cell of Excel holds (a longer text is cut, or the file called damaged). */
export const MAX_CARACTERES_EXCEL = 32_767;

/**
 * What is written must fit in a sheet of Excel (#39): more rows than its grid were dropped by Excel
 * (and the file then called damaged), a longer text cut, without a word. Refused before anything is
 * written, naming the sheet or the cell; one pass over the values, no copy.
 */
export function conferirValoresParaOExcel(
  folha: string,
  valores: readonly (readonly ValorCelula[] | undefined)[],
): void {
  if (valores.length > MAX_LINHAS_EXCEL)
    throw new ArquivoRecusado(
      `A folha "${folha}" teria ${valores.length.toLocaleString("pt-BR")} linhas, mais do que as ` +
        `${MAX_LINHAS_EXCEL.toLocaleString("pt-BR")} de uma folha do Excel (que cortaria as de baixo): nada foi gravado; divida os dados em partes menores.`,
    );
  for (let i = 0; i < valores.length; i++) {
    const linha = valores[i];
    if (!linha) continue;
    for (let j = 0; j < linha.length; j++) {
      const v = linha[j];
      if (typeof v === "string" && v.length > MAX_CARACTERES_EXCEL)
        throw new ArquivoRecusado(
          `A célula ${folha}!${letrasDaColuna(j)}${i + 1} teria ${v.length.toLocaleString("pt-BR")} caracteres, mais do que os ` +
            `${MAX_CARACTERES_EXCEL.toLocaleString("pt-BR")} que uma célula do Excel guarda (que cortaria o resto): nada foi gravado; encurte o texto.`,
        );
    }
  }
}

// Re-exported for the readers and the CLI that import it from here: the class lives in src/leitura
// (arquivoRecusado.ts), shared with the limits of the text of a published list.
export { ArquivoRecusado };
