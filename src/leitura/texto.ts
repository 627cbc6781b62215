/**
 * Text helpers shared by the readers: comparing what the clerk typed without caring for accents,
 * case or punctuation, and quoting a cell value safely inside a message.
 */
import type { ValorCelula } from "../planilha/tabela";

/** "Nº de Inscrição:" → "no de inscricao". Letters and digits of any script are kept (NFKD: "º" → "o"). */
export function normalizarTexto(texto: string): string {
  return texto
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
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

const MAX_NA_MENSAGEM = 60;

/**
 * The cell value quoted for a message: control characters shown as "�" (they would break the line or
 * the terminal) and very long text cut, so that a hostile cell cannot flood the pane or the CLI.
 */
export function citarValor(valor: ValorCelula): string {
  const inteiro = textoDaCelula(valor);
  // Cut before the limit, never between the two halves of a surrogate pair (emoji, 𝔑…).
  const corte = /[\ud800-\udbff]/.test(inteiro.charAt(MAX_NA_MENSAGEM - 1))
    ? MAX_NA_MENSAGEM - 1
    : MAX_NA_MENSAGEM;
  // eslint-disable-next-line no-control-regex
  let texto = inteiro.slice(0, corte).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "�");
  if (inteiro.length > MAX_NA_MENSAGEM) texto = `${texto}…`;
  return `"${texto}"`;
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
