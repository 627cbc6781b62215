/**
 * Which text encoding a CSV file uses, and its text. Clerks' CSV files come from Excel on Windows
 * ("CSV (separado por vírgulas)" is Windows-1252, the Latin-1 superset), from Excel's "CSV UTF-8"
 * (with a BOM), from LibreOffice and web systems (UTF-8 without BOM), and from "Texto Unicode"
 * (UTF-16 with a BOM). Pure: bytes in, text out; no Node or DOM API.
 */
export type CodificacaoCsv = "utf-8" | "utf-8-bom" | "utf-16le" | "utf-16be" | "windows-1252";

/** Bytes 0x80–0x9F of Windows-1252 (the rest of the byte range maps to the same code point). */
// prettier-ignore
const CP1252_80_9F = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];

export function decodificarCsv(bytes: Uint8Array): { texto: string; codificacao: CodificacaoCsv } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { texto: utf8(bytes.subarray(3)) ?? latin1(bytes.subarray(3)), codificacao: "utf-8-bom" };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { texto: utf16(bytes.subarray(2), true), codificacao: "utf-16le" };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { texto: utf16(bytes.subarray(2), false), codificacao: "utf-16be" };
  // Valid UTF-8 is almost never valid-looking Latin-1 text by accident (an accented letter in
  // Windows-1252 is one byte ≥ 0x80 followed by ASCII, which UTF-8 rejects), so strict UTF-8 first.
  const texto = utf8(bytes);
  return texto === null
    ? { texto: latin1(bytes), codificacao: "windows-1252" }
    : { texto, codificacao: "utf-8" };
}

function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Windows-1252 by hand: TextDecoder's legacy encodings are missing from small-ICU builds. */
function latin1(bytes: Uint8Array): string {
  const partes: string[] = [];
  const BLOCO = 8192;
  for (let inicio = 0; inicio < bytes.length; inicio += BLOCO) {
    const codigos = Array.from(bytes.subarray(inicio, inicio + BLOCO), (b) =>
      b >= 0x80 && b <= 0x9f ? CP1252_80_9F[b - 0x80] : b,
    );
    partes.push(String.fromCharCode(...codigos));
  }
  return partes.join("");
}

function utf16(bytes: Uint8Array, littleEndian: boolean): string {
  const visao = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const partes: string[] = [];
  const BLOCO = 8192;
  for (let inicio = 0; inicio + 1 < bytes.length; inicio += 2 * BLOCO) {
    const codigos: number[] = [];
    for (let i = inicio; i + 1 < bytes.length && i < inicio + 2 * BLOCO; i += 2) {
      codigos.push(visao.getUint16(i, littleEndian));
    }
    partes.push(String.fromCharCode(...codigos));
  }
  return partes.join("");
}
