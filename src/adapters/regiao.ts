/**
 * Excel's two notions of "where the data is", on any grid given by an emptiness test (0-based cells):
 * the used range (values only) and the current region around a cell (Ctrl+Shift+*). Pure, so the
 * ExcelJS adapter and the in-memory one answer alike.
 */
import type { Intervalo } from "../folhas/modelo";

export type Vazia = (linha: number, coluna: number) => boolean;

/** Visits every cell the grid stores (filled or not); `intervaloUsado` keeps the non-empty ones. */
export type Percorrer = (visitar: (linha: number, coluna: number) => void) => void;

/** The smallest rectangle holding every non-empty cell of the sheet, or null for an empty sheet. */
export function intervaloUsado(percorrer: Percorrer, vazia: Vazia): Intervalo | null {
  let [l0, c0, l1, c1] = [Infinity, Infinity, -1, -1];
  percorrer((i, j) => {
    if (vazia(i, j)) return;
    [l0, c0, l1, c1] = [Math.min(l0, i), Math.min(c0, j), Math.max(l1, i), Math.max(c1, j)];
  });
  return l1 < 0 ? null : { linha: l0, coluna: c0, linhas: l1 - l0 + 1, colunas: c1 - c0 + 1 };
}

/** Excel's current region: grow the rectangle while a cell next to it (diagonals too) is filled. */
export function regiaoAoRedor(vazia: Vazia, linha: number, coluna: number): Intervalo {
  const cheia = (i: number, j: number): boolean => i >= 0 && j >= 0 && !vazia(i, j);
  let [l0, c0, l1, c1] = [linha, coluna, linha, coluna];
  for (let mudou = true; mudou;) {
    mudou = false;
    const colunaTem = (j: number): boolean => {
      for (let i = l0 - 1; i <= l1 + 1; i++) if (cheia(i, j)) return true;
      return false;
    };
    const linhaTem = (i: number): boolean => {
      for (let j = c0 - 1; j <= c1 + 1; j++) if (cheia(i, j)) return true;
      return false;
    };
    // Whole runs of rows, then of columns: each pass is linear in the region's size.
    for (; l0 > 0 && linhaTem(l0 - 1); mudou = true) l0--;
    for (; linhaTem(l1 + 1); mudou = true) l1++;
    for (; c0 > 0 && colunaTem(c0 - 1); mudou = true) c0--;
    for (; colunaTem(c1 + 1); mudou = true) c1++;
  }
  return { linha: l0, coluna: c0, linhas: l1 - l0 + 1, colunas: c1 - c0 + 1 };
}
