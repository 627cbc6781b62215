/**
 * The Web Worker of the web mode: the .xlsx port lives here, so reading the clerk's file (unzip, XML)
 * and producing the annotated one (XML, deflate) never freeze the page; and so does the pane's session
 * on it (pipeline/sessao.ts), so checking and computing 100,000 candidates never do either. The page
 * talks to both through comlink (./portaNoTrabalhador).
 */
import { expose, proxy } from "comlink";
import { SessaoDoPainel } from "../pipeline/sessao";
import { abrirPastaDoArquivo, novaPastaXlsx } from "../adapters/xlsx/arquivo";
import type { PastaXlsx } from "../adapters/xlsx/pastaXlsx";

/** The workbooks opened, by the number the page refers to them with. */
const pastas = new Map<number, { pasta: PastaXlsx; sessao: SessaoDoPainel }>();
let ultima = 0;

function guardar(pasta: PastaXlsx): number {
  pastas.set(++ultima, { pasta, sessao: new SessaoDoPainel(pasta) });
  return ultima;
}

function aberta(id: number) {
  const p = pastas.get(id);
  if (!p) throw new Error("A pasta de trabalho não está mais aberta.");
  return p;
}

export const apiDoTrabalhador = {
  async abrir(bytes: Uint8Array, nomeArquivo: string): Promise<number> {
    return guardar(await abrirPastaDoArquivo(bytes, nomeArquivo));
  },
  async nova(): Promise<number> {
    return guardar(await novaPastaXlsx());
  },
  pasta(id: number) {
    return proxy(aberta(id).pasta);
  },
  sessao(id: number) {
    return proxy(aberta(id).sessao);
  },
  /**
   * The workbook as a file, made here from the chunks the zip was written in: the page receives a
   * handle to it, not 14 MB (100,000 candidates) to copy on its own thread, and nothing is joined.
   */
  async arquivo(id: number, tipo: string): Promise<Blob> {
    return new Blob((await aberta(id).pasta.paraPedacos()) as BlobPart[], { type: tipo });
  },
  /** The page is done with a workbook (another file opened, an export downloaded). */
  fechar(id: number): void {
    pastas.delete(id);
  },
};

export type ApiDoTrabalhador = typeof apiDoTrabalhador;

expose(apiDoTrabalhador);
