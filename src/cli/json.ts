/**
 * The JSON files a clerk names (the concurso of `cotas alocar`, --edital, --mapa, --fase), read the
 * same way by every command: UTF-8 only (a file saved in Latin-1 or Windows-1252 by an old editor is
 * refused, never read with "�" in place of each accent), the BOM dropped, and a syntax error said in
 * Portuguese with its line and column, never V8's English with the whole file quoted.
 */
import { ErroDeUso } from "./argumentos";

/** Not UTF-8: an error with the code motivoDoErroDeArquivo says in Portuguese. */
export class NaoEUtf8 extends Error {
  readonly code = "EILSEQ";
}

export function textoUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    throw new NaoEUtf8("o arquivo não está em UTF-8");
  }
}

export function jsonDoTexto(texto: string, caminho: string): unknown {
  try {
    return JSON.parse(texto);
  } catch (erro) {
    throw new ErroDeUso(`o arquivo ${caminho} não é um JSON válido${ondeNoTexto(texto, erro)}`);
  }
}

/** " (linha 3, coluna 12)" from V8's "at position N", or why the text ended; "" when it does not say. */
function ondeNoTexto(texto: string, erro: unknown): string {
  const mensagem = erro instanceof Error ? erro.message : "";
  if (/end of JSON input/.test(mensagem)) return " (o texto termina antes de fechar tudo o que abriu)";
  const posicao = /at position (\d+)/.exec(mensagem);
  if (!posicao) return "";
  const antes = texto.slice(0, Number(posicao[1]));
  const linha = antes.split("\n").length;
  return ` (linha ${linha}, coluna ${antes.length - antes.lastIndexOf("\n")})`;
}
