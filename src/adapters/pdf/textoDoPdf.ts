/**
 * The text of a PDF, page by page, in the order the page reads (top to bottom, column by column: see
 * linhasDaPagina), with pdfjs-dist — Mozilla's PDF reader, maintained, and the same code in Node and in
 * a browser worker. A PDF that cannot be opened, is protected by a password, or has no text (a scanned
 * image) is refused with one sentence.
 */
import type { PaginaDeTexto } from "../../publicada/tipos";
import { ArquivoRecusado } from "../xlsx/limites";
import { linhasDaPagina, type Pedaco } from "./linhasDaPagina";

export interface OpcoesDoPdf {
  /** Pages read so far, of the total, after each page. */
  progresso?: (lidas: number, total: number) => void;
  /** In a browser, the URL of pdf.js's worker script (Node runs it in the same thread by itself). */
  trabalhador?: string;
}

export async function paginasDoPdf(bytes: Uint8Array, opcoes: OpcoesDoPdf = {}): Promise<PaginaDeTexto[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  if (opcoes.trabalhador) pdfjs.GlobalWorkerOptions.workerSrc = opcoes.trabalhador;
  let documento: Awaited<ReturnType<typeof pdfjs.getDocument>["promise"]>;
  try {
    // A copy: pdfjs takes the buffer over, and the caller's bytes stay theirs.
    documento = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 })
      .promise;
  } catch (erro) {
    const nome = (erro as { name?: string }).name;
    if (nome === "PasswordException")
      throw new ArquivoRecusado(
        "O PDF está protegido por senha: abra-o, salve uma cópia sem senha e tente de novo.",
      );
    throw new ArquivoRecusado("O arquivo não é um PDF legível (danificado, incompleto ou de outro formato).");
  }
  const paginas: PaginaDeTexto[] = [];
  let comTexto = false;
  for (let n = 1; n <= documento.numPages; n++) {
    const pagina = await documento.getPage(n);
    const conteudo = await pagina.getTextContent();
    const pedacos = (conteudo.items as Pedaco[]).filter((i) => typeof i.str === "string" && i.str !== "");
    paginas.push({ numero: n, linhas: linhasDaPagina(pedacos) });
    comTexto ||= pedacos.some((p) => p.str.trim());
    pagina.cleanup();
    opcoes.progresso?.(n, documento.numPages);
  }
  await documento.destroy();
  if (!comTexto)
    throw new ArquivoRecusado(
      "O PDF não tem texto (é uma imagem escaneada?): peça à banca o PDF publicado, ou passe o texto por um programa de OCR e use o texto.",
    );
  return paginas;
}
