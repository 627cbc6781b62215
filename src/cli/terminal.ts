/**
 * Text bound for the terminal, with its control characters shown rather than obeyed. Names and cells
 * come from the clerk's files: an ESC in a candidate's name must not recolour, move the cursor or
 * retitle the clerk's terminal, and a CR must not overwrite the line before it. Tab and line feed stay.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function escaparControles(texto: string): string {
  return texto.replace(CONTROLES, (c) => {
    const codigo = c.charCodeAt(0);
    return codigo < 0x100
      ? `\\x${codigo.toString(16).padStart(2, "0")}`
      : `\\u${codigo.toString(16).padStart(4, "0")}`;
  });
}
