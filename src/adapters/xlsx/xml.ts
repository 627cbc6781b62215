/**
 * XML in and out of the package. In: a SAX parser (saxes) over text chunks, with element names
 * without their prefix (tools write `<x:c>` as well as `<c>`). Out: escaping that never writes a
 * character XML 1.0 cannot hold, whatever the text (the reading layer replaces and reports them; this
 * is the writer's own guard), and that keeps OOXML's `_xHHHH_` escapes literal.
 */
import { SaxesParser } from "saxes";
import { ArquivoRecusado } from "./limites";
import { trocarForaDoXml } from "../../planilha/caracteresDoXml";

export interface EventosXml {
  abrir?(nome: string, atributos: Record<string, string>): void;
  texto?(texto: string): void;
  fechar?(nome: string): void;
}

/** Thrown by a handler to stop reading a part once what is needed was read. */
export class ParadaAntecipada extends Error {}

/** Parses the text `fonte` hands over in chunks; a part that is not XML is refused with its name. */
export function lerXml(
  nomeDaParte: string,
  fonte: (aoTexto: (t: string) => void) => void,
  eventos: EventosXml,
): void {
  const parser = new SaxesParser({ position: false });
  const local = (nome: string) => {
    const i = nome.indexOf(":");
    return i < 0 ? nome : nome.slice(i + 1);
  };
  if (eventos.abrir) {
    const abrir = eventos.abrir;
    parser.on("opentag", (tag) => abrir(local(tag.name), tag.attributes as Record<string, string>));
  }
  if (eventos.texto) parser.on("text", eventos.texto);
  if (eventos.fechar) {
    const fechar = eventos.fechar;
    parser.on("closetag", (tag) => fechar(local(tag.name)));
  }
  let falha: Error | null = null;
  parser.on("error", (e) => {
    falha ??= e;
  });
  try {
    fonte((t) => {
      parser.write(t);
      if (falha) throw falha;
    });
    parser.close();
    if (falha) throw falha;
  } catch (erro) {
    if (erro instanceof ParadaAntecipada) return;
    if (erro instanceof ArquivoRecusado) throw erro;
    // A text longer than a JavaScript string holds (~512 million characters): no cell of Excel's.
    if (erro instanceof RangeError && /Invalid string length/i.test(erro.message))
      throw new ArquivoRecusado(
        `A parte "${nomeDaParte}" do arquivo tem um texto longo demais para ser lido (centenas de milhões ` +
          "de caracteres, quando uma célula do Excel guarda no máximo 32.767): o arquivo parece feito para " +
          "esgotar a memória e não será aberto.",
      );
    throw new ArquivoRecusado(
      `A parte "${nomeDaParte}" do arquivo não é XML válido; o arquivo está danificado ` +
        `(abra-o e salve-o de novo no Excel ou no LibreOffice). Detalhe: ${(erro as Error).message}`,
    );
  }
}

const ESPECIAIS = /[&<>"\r\n\t]|_x(?=[0-9A-Fa-f]{4}_)/g;
const ENTIDADES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "\r": "&#13;",
  "\n": "&#10;",
  "\t": "&#9;",
  // OOXML reads "_x000D_" in a cell as a carriage return: the literal text is written "_x005F_x000D_".
  _x: "_x005F_x",
};

/** Text for an attribute value. */
export function escaparAtributo(texto: string): string {
  return trocarForaDoXml(texto).replace(ESPECIAIS, (c) => ENTIDADES[c]);
}

/** Text for element content (line breaks and tabs kept as they are, CR as a reference). */
export function escaparTexto(texto: string): string {
  if (semNadaAEscapar(texto)) return texto;
  return trocarForaDoXml(texto).replace(ESPECIAIS, (c) =>
    c === "\n" || c === "\t" || c === '"' ? c : ENTIDADES[c],
  );
}

/**
 * Whether a text goes into an element as it is: no markup character, no "_" (OOXML's "_xHHHH_"
 * escapes), no control character, surrogate or U+FFFE/U+FFFF. One pass over the codes, no regular
 * expression: the add-in's sheets escape every text cell, and almost none needs it.
 */
function semNadaAEscapar(texto: string): boolean {
  for (let i = 0; i < texto.length; i++) {
    const c = texto.charCodeAt(i);
    if (c < 32 || c === 38 || c === 60 || c === 62 || c === 95 || (c >= 0xd800 && c <= 0xdfff) || c >= 0xfffe)
      return false;
  }
  return true;
}

/** OOXML's escapes in read text: "_x000D_" is a carriage return, "_x005F_" a literal underscore. */
export function desfazerEscapesOoxml(texto: string): string {
  if (texto.indexOf("_x") < 0) return texto;
  return texto.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
