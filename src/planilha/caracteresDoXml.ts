/**
 * Characters an .xlsx cannot hold. A workbook is XML 1.0, which has no place for U+FFFE, U+FFFF, lone
 * UTF-16 surrogates or C0 control characters other than tab, line feed and carriage return: one of them
 * in a shared string makes the whole file not well-formed, and Excel refuses to open it. They reach us
 * from CSV files and from other programs' workbooks; they are replaced by U+FFFD (the replacement
 * character, shown as "�") and reported, never written.
 */
/* eslint-disable no-control-regex -- matching control characters is the point */
const FORA_DO_XML =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/* eslint-enable no-control-regex */

export const SUBSTITUTO = "\ufffd";

export function temForaDoXml(texto: string): boolean {
  FORA_DO_XML.lastIndex = 0;
  return FORA_DO_XML.test(texto);
}

export function trocarForaDoXml(texto: string): string {
  return texto.replace(FORA_DO_XML, SUBSTITUTO);
}

/** "U+FFFE, U+0007": the characters found, for the clerk's message (each once, at most five). */
export function citarForaDoXml(texto: string): string {
  const achados = [...new Set(texto.match(FORA_DO_XML) ?? [])].map(
    (c) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`,
  );
  return achados.slice(0, 5).join(", ") + (achados.length > 5 ? "…" : "");
}

/** The message for one cell (without address), the same for every reader and the pipeline. */
export function motivoForaDoXml(texto: string): string {
  return `o texto tem caracteres que uma pasta do Excel não pode guardar (${citarForaDoXml(texto)}); foram trocados por "${SUBSTITUTO}" nas folhas gravadas`;
}

/**
 * Characters that change the direction of the text around them without being seen (Unicode's bidi
 * embeddings, overrides and isolates): U+202E in a name shows it reversed in the sheets and in the
 * published act. XML holds them, but a list in which a name does not read as it was written is a wrong
 * list: in the texts the add-in writes they are replaced and reported like the others.
 */
const DIRECAO = /[\u202a-\u202e\u2066-\u2069]/g;

/** True when the text has a character that cannot be written or must not be shown as it is. */
export function temIlegivel(texto: string): boolean {
  DIRECAO.lastIndex = 0;
  return temForaDoXml(texto) || DIRECAO.test(texto);
}

export function tornarLegivel(texto: string): string {
  return trocarForaDoXml(texto).replace(DIRECAO, SUBSTITUTO);
}

/** The message for one cell: what was replaced and why. */
export function motivoIlegivel(texto: string): string {
  const direcao = [...new Set(texto.match(DIRECAO) ?? [])].map(
    (c) => `U+${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  if (direcao.length === 0) return motivoForaDoXml(texto);
  const ambos = temForaDoXml(texto) ? `${motivoForaDoXml(texto)}; e ` : "o texto tem ";
  return `${ambos}caracteres invisíveis que mudam a direção da escrita (${direcao.join(", ")}), que mostrariam o texto invertido: foram trocados por "${SUBSTITUTO}" nas folhas e na publicação`;
}
