/**
 * Text helpers shared by the readers: comparing what the clerk typed without caring for accents,
 * case or punctuation, and quoting a cell value safely inside a message.
 */
import { citado } from "../engine/citado";
import type { ValorCelula } from "../planilha/tabela";

/**
 * The texts normalised lately: a column of 100,000 rows holds a handful of distinct values (cargos,
 * modalidades, S/N), each normalised once instead of once per row. Emptied when full, so that a column
 * of distinct names cannot make it grow without end.
 */
const NORMALIZADOS = new Map<string, string>();
const MAXIMO_NORMALIZADOS = 4096;

/** Where each of a text's lines (split on "\n") begins, in order. */
export function iniciosDasLinhas(linhas: readonly string[]): number[] {
  const inicios: number[] = [];
  let o = 0;
  for (const l of linhas) {
    inicios.push(o);
    o += l.length + 1;
  }
  return inicios;
}

/** "Nº de Inscrição:" → "no de inscricao". Letters and digits of any script are kept (NFKD: "º" → "o"). */
export function normalizarTexto(texto: string): string {
  let normal = NORMALIZADOS.get(texto);
  if (normal !== undefined) return normal;
  normal = texto
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  if (NORMALIZADOS.size >= MAXIMO_NORMALIZADOS) NORMALIZADOS.clear();
  NORMALIZADOS.set(texto, normal);
  return normal;
}

/** A cell is blank when it is null or only white space. */
export function celulaVazia(valor: ValorCelula): boolean {
  return valor === null || (typeof valor === "string" && valor.trim() === "");
}

/** The text of a cell as the clerk would read it in Excel pt-BR (booleans, decimal comma). */
export function textoDaCelula(valor: ValorCelula): string {
  if (valor === null) return "";
  if (typeof valor === "boolean") return valor ? "VERDADEIRO" : "FALSO";
  if (typeof valor === "number") return String(valor).replace(".", ",");
  return valor;
}

/**
 * The cell value quoted for a message (engine/citado.ts): control characters shown as "�" and very long
 * text cut, so that a hostile cell cannot flood the pane or the CLI.
 */
export function citarValor(valor: ValorCelula): string {
  return citado(textoDaCelula(valor));
}

/** 1234567 → "1.234.567", the pt-BR grouping, independent of the runtime's locale data. */
export function formatarInteiro(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** A table of the words a clerk may write for each meaning (already normalised), word → meaning. */
export function dicionarioDeTermos<T extends string>(
  grupos: Partial<Record<T, readonly string[]>>,
): ReadonlyMap<string, T> {
  const termos = Object.entries(grupos) as [T, readonly string[]][];
  return new Map(termos.flatMap(([sentido, lista]) => lista.map((t) => [t, sentido] as const)));
}

/**
 * Cargo names compared as the clerk means them: "Analista – TI" in the candidates' sheet is the
 * "analista ti" of the vagas table (accents, case, spaces and punctuation aside). A name made only of
 * punctuation is compared as typed.
 */
export function chaveDoCargo(nome: string): string {
  return normalizarTexto(nome) || nome.trim();
}
