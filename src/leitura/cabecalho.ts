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

/**
 * The header row as the clerk sees it when its titles take two rows: a cell left empty in the header
 * row under a title in the row just above takes that title (a title merged down over both rows keeps
 * its value in the top cell only, so "Modalidade" beside "Inscrição | Nome | Nota" of the row below
 * would be a column with no title, and every candidate would read as ampla). Only when the row above
 * is a row of titles (two or more cells), not the concurso's title over the table. `deCima`: the
 * indices of the columns whose title came from above.
 */
export function cabecalhoEmDuasLinhas(
  valores: readonly (readonly ValorCelula[])[],
  indice: number,
): { cabecalho: readonly ValorCelula[]; deCima: number[] } {
  const linha = valores[indice] ?? [];
  const acima = indice > 0 ? valores[indice - 1] : undefined;
  if (!acima || acima.filter((v) => !celulaVazia(v)).length < 2) return { cabecalho: linha, deCima: [] };
  const deCima: number[] = [];
  const cabecalho = Array.from({ length: Math.max(linha.length, acima.length) }, (_, j) => {
    const proprio = linha[j] ?? null;
    if (!celulaVazia(proprio) || celulaVazia(acima[j] ?? null)) return proprio;
    deCima.push(j);
    return acima[j];
  });
  return deCima.length ? { cabecalho, deCima } : { cabecalho: linha, deCima: [] };
}
