/**
 * The text of a PDF, page by page, in the order the page reads (top to bottom, column by column: see
 * linhasDaPagina), with pdfjs-dist — Mozilla's PDF reader, maintained, and the same code in Node and in
 * a browser worker. A PDF that cannot be opened, is protected by a password, or has no text (a scanned
 * image) is refused with one sentence; so is one past the limits of limitesDoPdf (a stream that inflates
 * without bound, more pages than LIMITES_DO_PDF.paginas) and one pdf.js cannot walk (a circular page
 * tree, dictionaries nested deeper than the stack): pdf.js's English never reaches the clerk.
 */
import type { PaginaDeTexto } from "../../publicada/tipos";
import { ArquivoRecusado } from "../xlsx/limites";
import { LIMITES_DO_PDF, conferirLimitesDoPdf } from "./limitesDoPdf";
import { LIMITE_DA_LINHA } from "../../leitura/limitesDoTexto";
import { linhasComPosicoes, type Pedaco } from "./linhasDaPagina";

export interface OpcoesDoPdf {
  /** Pages read so far, of the total, after each page. */
  progresso?: (lidas: number, total: number) => void;
  /** In a browser, the URL of pdf.js's worker script (Node runs it in the same thread by itself). */
  trabalhador?: string;
}

export async function paginasDoPdf(bytes: Uint8Array, opcoes: OpcoesDoPdf = {}): Promise<PaginaDeTexto[]> {
  conferirLimitesDoPdf(bytes);
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  if (opcoes.trabalhador) pdfjs.GlobalWorkerOptions.workerSrc = opcoes.trabalhador;
  let documento: Awaited<ReturnType<typeof pdfjs.getDocument>["promise"]>;
  try {
    // A copy: pdfjs takes the buffer over, and the caller's bytes stay theirs.
    // stopAtErrors: a content stream pdf.js cannot parse is an error, not a page read up to there
    // (the text after it lost, and the PDF then said to have none).
    documento = await pdfjs.getDocument({
      data: bytes.slice(),
      isEvalSupported: false,
      verbosity: 0,
      stopAtErrors: true,
    }).promise;
  } catch (erro) {
    const nome = (erro as { name?: string }).name;
    if (nome === "PasswordException")
      throw new ArquivoRecusado(
        "O PDF está protegido por senha: abra-o, salve uma cópia sem senha e tente de novo.",
      );
    throw recusaDoPdfjs(erro, "O arquivo não é um PDF legível (danificado, incompleto ou de outro formato).");
  }
  const paginas: PaginaDeTexto[] = [];
  let comTexto = false;
  try {
    if (documento.numPages > LIMITES_DO_PDF.paginas)
      throw new ArquivoRecusado(
        `O PDF tem ${documento.numPages.toLocaleString("pt-BR")} páginas, mais do que as ${LIMITES_DO_PDF.paginas.toLocaleString("pt-BR")} que o importador lê: divida-o em partes menores (as páginas das listas).`,
      );
    const conta = { caracteres: 0 };
    for (let n = 1; n <= documento.numPages; n++) {
      try {
        const pagina = await documento.getPage(n);
        const pedacos = await pedacosDaPagina(pagina, n, conta);
        const comPosicoes = linhasComPosicoes(pedacos, pagina.getViewport({ scale: 1 }).transform);
        const linhas = comPosicoes.map((l) => l.texto);
        conferirLinhas(linhas, n);
        paginas.push({ numero: n, linhas, posicoes: comPosicoes.map((l) => l.palavras) });
        comTexto ||= pedacos.some((p) => p.str.trim());
        pagina.cleanup();
      } catch (erro) {
        throw recusaDoPdfjs(
          erro,
          `O PDF está danificado: a página ${n} não pôde ser lida (abra-o e salve uma cópia, ou peça à banca o PDF publicado).`,
        );
      }
      opcoes.progresso?.(n, documento.numPages);
    }
  } finally {
    await documento.destroy();
  }
  if (!comTexto)
    throw new ArquivoRecusado(
      "O PDF não tem texto (é uma imagem escaneada?): peça à banca o PDF publicado, ou passe o texto por um programa de OCR e use o texto.",
    );
  return paginas;
}

type PaginaDoPdfjs = Awaited<
  ReturnType<
    Awaited<
      ReturnType<(typeof import("pdfjs-dist/legacy/build/pdf.mjs"))["getDocument"]>["promise"]
    >["getPage"]
  >
>;

/**
 * A page's text pieces, read from pdf.js's stream of them (a hundred at a time) and counted as they come:
 * past LIMITES_DO_PDF.pedacosPorPagina pieces on the page, or LIMITES_DO_PDF.caracteres characters in the
 * document, the stream is cancelled and the PDF refused — a content stream of millions of tiny pieces
 * (a "space bomb") never gets whole into memory.
 */
async function pedacosDaPagina(
  pagina: PaginaDoPdfjs,
  n: number,
  conta: { caracteres: number },
): Promise<Pedaco[]> {
  const leitor = pagina.streamTextContent().getReader();
  const pedacos: Pedaco[] = [];
  let daPagina = 0;
  try {
    for (;;) {
      const { done, value } = await leitor.read();
      if (done) return pedacos;
      for (const item of (value as { items: Partial<Pedaco>[] }).items) {
        daPagina++;
        if (daPagina > LIMITES_DO_PDF.pedacosPorPagina)
          throw new ArquivoRecusado(
            `A página ${n} do PDF tem mais de ${LIMITES_DO_PDF.pedacosPorPagina.toLocaleString("pt-BR")} pedaços de texto, mais do que o importador lê numa página (um arquivo feito para travar o leitor, ou danificado): peça à banca o PDF publicado.`,
          );
        if (typeof item.str !== "string" || item.str === "") continue;
        conta.caracteres += item.str.length;
        if (conta.caracteres > LIMITES_DO_PDF.caracteres)
          throw new ArquivoRecusado(
            `O texto do PDF passa de ${LIMITES_DO_PDF.caracteres.toLocaleString("pt-BR")} caracteres, mais do que o importador lê de um texto: divida-o em partes menores (as páginas das listas).`,
          );
        pedacos.push(item as Pedaco);
      }
    }
  } catch (erro) {
    // With a reason (pdf.js asserts one); awaited, so that the page's task stops before the document
    // is destroyed.
    await leitor.cancel(erro instanceof Error ? erro : new Error(String(erro))).catch(() => undefined);
    throw erro;
  }
}

/** No line of the page's text past the text's own limit (LIMITE_DA_LINHA), as in a pasted text. */
function conferirLinhas(linhas: readonly string[], n: number): void {
  for (const linha of linhas)
    if (linha.length > LIMITE_DA_LINHA)
      throw new ArquivoRecusado(
        `A página ${n} do PDF tem uma linha de ${linha.length.toLocaleString("pt-BR")} caracteres, mais do que os ${LIMITE_DA_LINHA.toLocaleString("pt-BR")} que o importador lê numa linha: o arquivo não parece um texto de lista (feito para travar o leitor, ou danificado); peça à banca o PDF publicado.`,
      );
}

/**
 * pdf.js's errors, in Portuguese: the ones an attack on the reader gives (#39) by name, any other as
 * `generica`. A refusal of ours passes as it is.
 */
function recusaDoPdfjs(erro: unknown, generica: string): ArquivoRecusado {
  if (erro instanceof ArquivoRecusado) return erro;
  const mensagem = erro instanceof Error ? erro.message : String(erro);
  if (/circular reference/i.test(mensagem))
    return new ArquivoRecusado(
      "A árvore de páginas do PDF é circular (uma página dentro de si mesma): o arquivo está danificado ou foi feito para travar o leitor; peça à banca o PDF publicado.",
    );
  if (erro instanceof RangeError || /call stack|stack size/i.test(mensagem))
    return new ArquivoRecusado(
      "O PDF tem estruturas aninhadas fundo demais para serem lidas: o arquivo está danificado ou foi feito para travar o leitor; peça à banca o PDF publicado.",
    );
  return new ArquivoRecusado(generica);
}
