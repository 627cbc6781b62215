/**
 * The Web Worker of the web mode: the .xlsx port lives here, so reading the clerk's file (unzip, XML)
 * and producing the annotated one (XML, deflate) never freeze the page. The page talks to it through
 * comlink (./portaNoTrabalhador).
 */
import { expose, proxy } from "comlink";
import { abrirPastaDoArquivo, novaPastaXlsx } from "./arquivo";

export const apiDoTrabalhador = {
  async abrir(bytes: Uint8Array, nomeArquivo: string) {
    return proxy(await abrirPastaDoArquivo(bytes, nomeArquivo));
  },
  async nova() {
    return proxy(await novaPastaXlsx());
  },
};

export type ApiDoTrabalhador = typeof apiDoTrabalhador;

expose(apiDoTrabalhador);
