/**
 * The .xlsx port in a Web Worker, seen from the page as a port like any other. Every call goes to the
 * worker (comlink); what cannot cross to it stays here: the AbortSignal is checked before and after
 * each call, and the progress of a write is reported when it ends. `sessao` is the pane's session on
 * the same workbook, in the worker too (pipeline/sessao.ts).
 */
import { proxy, wrap, type Remote } from "comlink";
import type { ModeloFolha } from "../folhas/modelo";
import type { TabelaBruta, ValorCelula } from "../planilha/tabela";
import {
  verificarCancelamento,
  type CelulaDoLivro,
  type InfoFolha,
  type InfoTabela,
  type MarcaFolha,
  type OpcoesLote,
  type PortaPasta,
} from "../adapters/porta";
import type { Sessao, SessaoDoPainel } from "../pipeline/sessao";
import type { PastaXlsx } from "../adapters/xlsx/pastaXlsx";
import type { ApiDoTrabalhador } from "./trabalhador";

export class PortaNoTrabalhador implements PortaPasta {
  readonly sessao: Sessao;

  private constructor(
    private readonly id: number,
    private readonly remota: Remote<PastaXlsx>,
    sessao: Remote<SessaoDoPainel>,
  ) {
    this.sessao = sessaoComCallbacks(sessao);
  }

  /** The port of a workbook the worker opened (apiDoTrabalhador.abrir or nova). */
  static async daPasta(id: number): Promise<PortaNoTrabalhador> {
    const api = apiNoTrabalhador();
    return new PortaNoTrabalhador(id, await api.pasta(id), await api.sessao(id));
  }

  /** Lets the worker drop the workbook (an export already downloaded). */
  fechar(): Promise<void> {
    return apiNoTrabalhador().fechar(this.id);
  }

  /** The annotated workbook as a file of type `tipo`, made in the worker (apiDoTrabalhador.arquivo). */
  paraArquivo(tipo: string): Promise<Blob> {
    return apiNoTrabalhador().arquivo(this.id, tipo);
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

  removerUltimasLinhas(folha: string, n: number): Promise<void> {
    return this.remota.removerUltimasLinhas(folha, n);
  }

  escreverNoLivro(folha: string, celulas: readonly CelulaDoLivro[]): Promise<void> {
    return this.remota.escreverNoLivro(folha, celulas);
  }

  async criarFolhaDeDados(nome: string, valores: ValorCelula[][], opcoes?: OpcoesLote): Promise<string> {
    verificarCancelamento(opcoes?.sinal);
    const criada = await this.remota.criarFolhaDeDados(nome, valores);
    opcoes?.progresso?.(1);
    return criada;
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

/** The session in the worker, its callbacks (progress, the question about edited sheets) proxied back. */
function sessaoComCallbacks(remota: Remote<SessaoDoPainel>): Sessao {
  const sessao = remota as unknown as Sessao;
  return new Proxy(sessao, {
    get(alvo, nome: keyof Sessao) {
      if (nome === "executar") {
        const executar: Sessao["executar"] = (entrada, progresso, confirmar) =>
          alvo.executar(entrada, progresso && proxy(progresso), confirmar && proxy(confirmar));
        return executar;
      }
      if (nome === "executarFase") {
        const executarFase: Sessao["executarFase"] = (entrada, progresso, confirmar) =>
          alvo.executarFase(entrada, progresso && proxy(progresso), confirmar && proxy(confirmar));
        return executarFase;
      }
      if (nome === "executarConfirmacao") {
        const executarConfirmacao: Sessao["executarConfirmacao"] = (entrada, progresso, confirmar) =>
          alvo.executarConfirmacao(entrada, progresso && proxy(progresso), confirmar && proxy(confirmar));
        return executarConfirmacao;
      }
      return alvo[nome];
    },
  });
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
