/**
 * The .xlsx port in a Web Worker, seen from the page as a port like any other. Every call goes to the
 * worker (comlink); what cannot cross to it stays here: the AbortSignal is checked before and after
 * each call, and the progress of a write is reported when it ends.
 */
import { wrap, type Remote } from "comlink";
import type { ModeloFolha } from "../../folhas/modelo";
import type { TabelaBruta, ValorCelula } from "../../planilha/tabela";
import {
  verificarCancelamento,
  type InfoFolha,
  type InfoTabela,
  type MarcaFolha,
  type OpcoesLote,
  type PortaPasta,
} from "../porta";
import type { PastaXlsx } from "./pastaXlsx";
import type { ApiDoTrabalhador } from "./trabalhador";

export class PortaNoTrabalhador implements PortaPasta {
  constructor(private readonly remota: Remote<PastaXlsx>) {}

  /** The annotated workbook's bytes, produced in the worker. */
  paraBytes(): Promise<Uint8Array> {
    return this.remota.paraBytes();
  }

  listarFolhas(): Promise<InfoFolha[]> {
    return this.remota.listarFolhas();
  }

  listarTabelas(): Promise<InfoTabela[]> {
    return this.remota.listarTabelas();
  }

  async lerIntervalo(folha: string, endereco?: string, opcoes?: OpcoesLote): Promise<TabelaBruta> {
    verificarCancelamento(opcoes?.sinal);
    const t = await this.remota.lerIntervalo(folha, endereco);
    verificarCancelamento(opcoes?.sinal);
    return t;
  }

  lerTabela(nome: string): Promise<TabelaBruta> {
    return this.remota.lerTabela(nome);
  }

  lerRegiaoDaSelecao(): Promise<TabelaBruta> {
    return this.remota.lerRegiaoDaSelecao();
  }

  async escreverFolhas(
    folhas: { modelo: ModeloFolha; marca: MarcaFolha }[],
    opcoes?: OpcoesLote,
  ): Promise<void> {
    verificarCancelamento(opcoes?.sinal);
    await this.remota.escreverFolhas(folhas);
    opcoes?.progresso?.(1);
  }

  async acrescentarLinhas(folha: string, linhas: ValorCelula[][], opcoes?: OpcoesLote): Promise<void> {
    verificarCancelamento(opcoes?.sinal);
    await this.remota.acrescentarLinhas(folha, linhas);
    opcoes?.progresso?.(1);
  }

  excluirFolhas(nomes: string[]): Promise<void> {
    return this.remota.excluirFolhas(nomes);
  }

  /** A file has no live selection (see PastaXlsx.selecionarCelula). */
  selecionarCelula(): Promise<void> {
    return this.remota.selecionarCelula();
  }

  lerConfiguracao(chave: string): Promise<unknown> {
    return this.remota.lerConfiguracao(chave);
  }

  salvarConfiguracao(chave: string, valor: unknown): Promise<void> {
    return this.remota.salvarConfiguracao(chave, valor);
  }
}

let trabalhador: Remote<ApiDoTrabalhador> | null = null;

/** The worker, started on first use (one for the page: it holds the workbooks opened). */
export function apiNoTrabalhador(): Remote<ApiDoTrabalhador> {
  trabalhador ??= wrap<ApiDoTrabalhador>(new Worker(new URL("./trabalhador.ts", import.meta.url)));
  return trabalhador;
}

/** Whether this page can run a Web Worker (a browser; not Node nor jsdom, where the port runs here). */
export function haTrabalhador(): boolean {
  return (
    typeof Worker !== "undefined" && typeof window !== "undefined" && !/jsdom/i.test(navigator.userAgent)
  );
}
