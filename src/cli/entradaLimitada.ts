/**
 * The published result's file read only when its size is within the importer's limit (#39): a file
 * past it is refused by its size on disk, before a byte of it is in memory.
 */
import { readFile, stat } from "node:fs/promises";
import { LIMITES_DO_PDF } from "../adapters/pdf/limitesDoPdf";
import { ArquivoRecusado } from "../adapters/xlsx/limites";
import { LIMITE_DO_TEXTO_EM_BYTES, conferirTamanhoDoTexto } from "../leitura/limitesDoTexto";

export async function lerEntradaLimitada(caminho: string, pdf: boolean): Promise<Uint8Array> {
  const { size } = await stat(caminho);
  if (pdf && size > LIMITES_DO_PDF.bytesDoArquivo)
    throw new ArquivoRecusado(
      `O PDF tem ${Math.round(size / 1024 / 1024).toLocaleString("pt-BR")} MB, mais do que os ${Math.round(LIMITES_DO_PDF.bytesDoArquivo / 1024 / 1024).toLocaleString("pt-BR")} MB que o importador lê: divida-o em partes menores.`,
    );
  if (!pdf && size > LIMITE_DO_TEXTO_EM_BYTES) conferirTamanhoDoTexto(size);
  return new Uint8Array(await readFile(caminho));
}
