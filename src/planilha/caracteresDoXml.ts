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
