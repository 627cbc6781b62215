/**
 * What a published result in text may hold (#39): the reader of src/publicada keeps about fifty times
 * the text in memory while it reads, so the text has a size limit (20 MB: a million lines of records,
 * some ten times the longest result seen, at about 1 GB of memory), checked before it is decoded; and
 * one line may not pass LIMITE_DA_LINHA characters (a whole list pasted as one paragraph is some
 * hundred thousand), checked before anything splits it. Either is one sentence, never memory run out.
 */
import { ArquivoRecusado } from "./arquivoRecusado";

export const LIMITE_DO_TEXTO_EM_BYTES = 20 * 1024 * 1024;
export const LIMITE_DA_LINHA = 1024 * 1024;

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024)).toLocaleString("pt-BR")} MB`;

/** The file's size, before it is decoded (or, in the CLI, before it is read: see tamanhoDoTexto). */
export function conferirTamanhoDoTexto(bytes: number): void {
  if (bytes > LIMITE_DO_TEXTO_EM_BYTES)
    throw new ArquivoRecusado(
      `O texto tem ${mb(bytes)}, mais do que os ${mb(LIMITE_DO_TEXTO_EM_BYTES)} que o importador lê: divida-o em partes menores (as páginas das listas).`,
    );
}

/** Each line's length, in one pass over the text, before it is split into pages and lines. */
export function conferirLinhasDoTexto(texto: string): void {
  let inicio = 0;
  let numero = 1;
  for (;;) {
    const fim = texto.indexOf("\n", inicio);
    const comprimento = (fim < 0 ? texto.length : fim) - inicio;
    if (comprimento > LIMITE_DA_LINHA)
      throw new ArquivoRecusado(
        `A linha ${numero.toLocaleString("pt-BR")} do texto tem ${comprimento.toLocaleString("pt-BR")} caracteres, mais do que os ${LIMITE_DA_LINHA.toLocaleString("pt-BR")} que o importador lê numa linha: o arquivo não parece um texto de lista (quebre as linhas, ou use o PDF publicado).`,
      );
    if (fim < 0) return;
    inicio = fim + 1;
    numero++;
  }
}
