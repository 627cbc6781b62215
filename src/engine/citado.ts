/**
 * A value of the input quoted in a message: control characters shown as "�" (they would break the line
 * or the terminal) and a long text cut at 60 characters, never between the halves of a surrogate pair,
 * so that a hostile or damaged value (200 MB in one field) cannot flood the pane or the terminal.
 */
const MAXIMO = 60;

export function citado(valor: unknown): string {
  const inteiro = String(valor);
  const corte = /[\ud800-\udbff]/.test(inteiro.charAt(MAXIMO - 1)) ? MAXIMO - 1 : MAXIMO;
  // eslint-disable-next-line no-control-regex
  const texto = inteiro.slice(0, corte).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "�");
  return `"${texto}${inteiro.length > MAXIMO ? "…" : ""}"`;
}
