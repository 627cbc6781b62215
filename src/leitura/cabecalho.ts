/**
 * Finding the header row of a table: the row, among the first ones, whose cells name the most known
 * fields. Title rows and blank rows may sit above it; merged header cells arrive as a value in the
 * first cell and null in the others (they are reported by the reader when their column holds data).
 */
import type { Reconhecedor } from "./reconhecedorDeCabecalho";
import type { ValorCelula } from "../planilha/tabela";
import { celulaVazia } from "./texto";

/** The header is looked for among the first rows only, so that a huge sheet costs nothing more. */
const LINHAS_PROCURADAS = 50;
/** A header names at least two known fields ("Nome" alone could be a candidate called Nome). */
const MINIMO_DE_CAMPOS = 2;

export function linhaEmBranco(linha: readonly ValorCelula[] | undefined): boolean {
  if (!linha) return true;
  for (const v of linha) if (!celulaVazia(v)) return false;
  return true;
}

/** How many distinct fields the row's text cells name. */
export function camposReconhecidos<C extends string>(
  linha: readonly ValorCelula[],
  reconhecer: Reconhecedor<C>,
): number {
  const campos = new Set<C>();
  for (const v of linha) {
    if (typeof v !== "string") continue;
    const r = reconhecer(v);
    if (r) campos.add(r.campo);
  }
  return campos.size;
}

/**
 * Index (in `valores`) of the header row: the first row naming the most fields, if it names at least
 * two; otherwise the first non-blank row (the mapping will then say which fields are missing).
 * Null for a table with no non-blank row.
 */
export function localizarCabecalho<C extends string>(
  valores: readonly (readonly ValorCelula[])[],
  reconhecer: Reconhecedor<C>,
): { indice: number; reconhecido: boolean } | null {
  let melhor = -1;
  let melhorCampos = MINIMO_DE_CAMPOS - 1;
  let primeira = -1;
  let vistas = 0;
  for (let i = 0; i < valores.length && vistas < LINHAS_PROCURADAS; i++) {
    if (linhaEmBranco(valores[i])) continue;
    vistas++;
    if (primeira < 0) primeira = i;
    const n = camposReconhecidos(valores[i], reconhecer);
    if (n > melhorCampos) {
      melhor = i;
      melhorCampos = n;
    }
  }
  if (melhor >= 0) return { indice: melhor, reconhecido: true };
  // No non-blank row stops the scan early, so primeira < 0 means the whole table is blank.
  return primeira >= 0 ? { indice: primeira, reconhecido: false } : null;
}
