/**
 * The pane's work on one workbook, as one object: the candidates read, the concurso checked and the last
 * result stay inside it, and the pane gets back only what it shows (the first rows, counts, problems, a
 * summary, the answer to a search). In web mode it lives in the Web Worker beside the workbook
 * (web/trabalhador.ts): reading, checking, computing and writing 100,000 candidates never
 * holds the page's thread, and nothing the size of the concurso crosses to it. Inside Excel it runs on
 * the pane's thread, beside Office.js, which only runs there.
 * Every method is async and takes and returns plain data (what a worker message can carry); callbacks
 * come proxied. One run at a time: `cancelar` stops it between batches and cargos.
 */
import { Cancelado, type PortaPasta } from "../adapters/porta";
import type { Convocacao, ConvocacaoNova, ResultadoDaConvocacao } from "../engine";
import { ErroDeEntrada, type Sorteio } from "../engine/tipos";
import type { EntradaRender } from "../folhas/comum";
import { entradaDeImpressao } from "../folhas/impressao";
import type { MapaColunas, MapeamentoAutomatico, OpcoesLeitura } from "../leitura/mapaColunas";
import type { Problema } from "../leitura/problema";
import type { TabelaBruta } from "../planilha/tabela";
import { colunasDaTabela } from "../planilha/tabela";
import { montarPublicacao } from "../publicacao/modelo";
import { buscarPessoas, fichaDaPessoa, type FichaDaPessoa, type PessoaEncontrada } from "./buscarPessoa";
import { conferir, type Conferencia, type EntradaConferir } from "./conferir";
import {
  calcularConvocacaoNaPasta,
  registrarConvocacaoNaPasta,
  type LivroDaPasta,
  type PedidoNaPasta,
} from "./convocar";
import { desfazerUltimaConvocacao, ultimaConvocacao, type UltimaConvocacao } from "./desfazerConvocacao";
import { registrarDesfechoNaPasta, type PedidoDeDesfecho } from "./registrarDesfecho";
import { candidatosLidos, lerEMapear } from "./dadosDoPainel";
import { SubstituicaoRecusada, type OpcoesEscrever } from "./escrever";
import { executar, type EntradaExecucao } from "./executar";
import type { FonteDados } from "./lerDados";
import {
  paginaDeEmpates,
  provisoriosDoResultado,
  type CandidatoProvisorio,
  type EmpateAberto,
  type EmpatesAbertos,
} from "./provisorios";
import type { Progresso } from "./progresso";
import { gravarPublicacao } from "./publicar";
import type { ConcursoEmFase, ResultadoDaFase } from "../engine/fases";
import type { EntradaDaFaseNaPasta } from "./fase";
import type { Concurso } from "../engine/tipos";
import type { EtapaDoCargo } from "../folhas/confirmacao";
import type { AtoDaConfirmacao } from "../publicacao/confirmacao";
import type { ResumoDaConfirmacao } from "./confirmacao";
import { resumoDaFase, resumoPorCargo, type ResumoCargo, type ResumoDaFase } from "./resumo";
import { tituloDaTabela } from "./titulo";

/** Rows of the table the pane holds: the header (after title rows) and the preview's first candidates. */
export const LINHAS_DA_AMOSTRA = 40;

/** The table read, as the pane sees it: its first rows and its size; every row stays in the session. */
export interface VistaDosDados {
  /** The table's first LINHAS_DA_AMOSTRA rows (header and preview), same sheet and origin. */
  amostra: TabelaBruta;
  linhas: number;
  colunas: number;
  /** The clerk's title row above the header, for the printed page header (titulo.ts). */
  titulo?: string;
}

export interface DadosNaSessao {
  vista: VistaDosDados;
  fonte: FonteDados;
  mapeamento?: MapeamentoAutomatico;
}

export interface CandidatosNaSessao {
  /** Candidates read with the mapping (every row). */
  contagem: number;
  cargos: string[];
}

export interface ConferenciaNaSessao {
  problemas: Problema[];
  mapa: MapaColunas;
  /** No error remains: the concurso is built (kept in the session) and can be computed or called. */
  pronta: boolean;
}

/** How a run ended: a cancellation and a refusal to replace edited sheets are answers, not errors
 *  (an error's class does not survive the way back from a worker). */
export type ExecucaoNaSessao =
  | { situacao: "com-erros"; problemas: Problema[] }
  | { situacao: "cancelada" }
  | { situacao: "recusada"; mensagem: string; editadas: string[] }
  | {
      situacao: "escrito";
      resumo: ResumoCargo[];
      folhas: string[];
      avisos: string[];
      sorteios?: Sorteio[];
    };

/** How a phase's run ended: as a result's, or its rule does not fit the concurso (a list it lacks…). */
export type ExecucaoDaFaseNaSessao =
  | Exclude<ExecucaoNaSessao, { situacao: "escrito" }>
  | { situacao: "regra-invalida"; problemas: string[] }
  | { situacao: "escrito"; fase: ResumoDaFase[]; folhas: string[] };

/** How a confirmation run ended (pipeline/confirmacao.ts). */
export type ExecucaoDaConfirmacaoNaSessao =
  | Exclude<ExecucaoNaSessao, { situacao: "escrito" }>
  | { situacao: "escrito"; confirmacao: ResumoDaConfirmacao; folhas: string[] };

export type PreviaDaConvocacao =
  | { erros: string[] }
  | {
      r: ResultadoDaConvocacao;
      /** The names of the people it calls and of those they replace (inscrição → nome). */
      nomes: Record<string, string>;
      /** Those it calls in a reserved list whose confirmation there is still pending. */
      pendentes: string[];
    };

export interface PublicacaoNaSessao {
  /** The sheet written, or the edited one that was not replaced. */
  folha?: string;
  recusada?: string;
  /** The .docx's bytes, when asked. */
  docx?: Uint8Array;
}

export class SessaoDoPainel {
  private tabela: TabelaBruta | null = null;
  private conferida: Conferencia | null = null;
  private entrada: EntradaRender | null = null;
  /** The last phase computed here, for its publication. */
  private fase: { concurso: ConcursoEmFase; resultado: ResultadoDaFase } | null = null;
  /** The last confirmation stage run here, for its acts. */
  private confirmacao: { concurso: Concurso; etapas: EtapaDoCargo[] } | null = null;
  private controle: AbortController | null = null;

  constructor(private readonly porta: PortaPasta) {}

  /** Reads a source and, unless a saved mapping is kept, maps its columns (dadosDoPainel.lerEMapear). */
  async ler(fonte: FonteDados, manterMapaSalvo: boolean): Promise<DadosNaSessao> {
    const lidos = await lerEMapear(this.porta, fonte, manterMapaSalvo);
    this.tabela = lidos.tabela;
    this.conferida = null;
    return { vista: vistaDe(lidos.tabela), fonte: lidos.fonte, mapeamento: lidos.mapeamento };
  }

  async lerCandidatos(mapa: MapaColunas, opcoes: OpcoesLeitura): Promise<CandidatosNaSessao> {
    const { leitura, cargos } = candidatosLidos(this.exigirTabela(), mapa, opcoes);
    return { contagem: leitura.linhas.length, cargos };
  }

  /** The Conferência: the concurso built is kept for the calls (previaDaConvocacao, registrarConvocacao). */
  async conferir(entrada: Omit<EntradaConferir, "tabela">): Promise<ConferenciaNaSessao> {
    this.conferida = conferir({ ...entrada, tabela: this.exigirTabela() });
    const { problemas, mapa, concurso } = this.conferida;
    return { problemas, mapa, pronta: concurso !== null };
  }

  /**
   * Calcular e gravar (executar.ts) on the table read; the result stays here for the queries below. The
   * callbacks are arguments of their own: a worker message carries a proxied function only there.
   */
  async executar(
    entrada: Omit<EntradaExecucao, "tabela">,
    progresso?: (p: Progresso) => void,
    confirmarSubstituicao?: OpcoesEscrever["confirmarSubstituicao"],
  ): Promise<ExecucaoNaSessao> {
    return this.umaExecucao(async (sinal) => {
      const r = await executar(
        this.porta,
        { ...entrada, tabela: this.exigirTabela() },
        { progresso, confirmarSubstituicao, sinal },
      );
      if (r.situacao === "com-erros") return r;
      this.entrada = r.entrada;
      return {
        situacao: "escrito",
        resumo: resumoPorCargo(r.resultado),
        folhas: r.escrita.escritas,
        // The ties are counted in the engine's warning and listed apart (Provisorios), a page at a
        // time: 33,000 of them, one warning each, froze the page (#36, item 3).
        avisos: r.resultado.avisos.map((n) => n.texto),
        ...(r.resultado.sorteios ? { sorteios: r.resultado.sorteios } : {}),
      };
    });
  }

  /** One run at a time, stopped by `cancelar`: its cancellation and a refusal to replace edited sheets
   *  come back as answers. */
  private async umaExecucao<T>(
    corpo: (sinal: AbortSignal) => Promise<T>,
  ): Promise<T | { situacao: "cancelada" } | { situacao: "recusada"; mensagem: string; editadas: string[] }> {
    this.controle?.abort();
    const controle = new AbortController();
    this.controle = controle;
    try {
      return await corpo(controle.signal);
    } catch (e) {
      if (e instanceof Cancelado) return { situacao: "cancelada" };
      if (e instanceof SubstituicaoRecusada)
        return { situacao: "recusada", mensagem: e.message, editadas: e.editadas };
      throw e;
    } finally {
      if (this.controle === controle) this.controle = null;
    }
  }

  /** A phase (cláusula de barreira) on the table read: who goes on, its sheets written (pipeline/fase.ts). */
  async executarFase(
    entrada: Omit<EntradaDaFaseNaPasta, "tabela">,
    progresso?: (p: Progresso) => void,
    confirmarSubstituicao?: OpcoesEscrever["confirmarSubstituicao"],
  ): Promise<ExecucaoDaFaseNaSessao> {
    return this.umaExecucao(async (sinal) => {
      const { executarFase } = await import(/* webpackChunkName: "fase" */ "./fase");
      try {
        const r = await executarFase(
          this.porta,
          { ...entrada, tabela: this.exigirTabela() },
          { progresso, confirmarSubstituicao, sinal },
        );
        if (r.situacao === "com-erros") return r;
        this.fase = { concurso: r.concurso, resultado: r.resultado };
        return { situacao: "escrito", fase: resumoDaFase(r.resultado), folhas: r.escrita.escritas };
      } catch (e) {
        if (!(e instanceof ErroDeEntrada)) throw e;
        return { situacao: "regra-invalida", problemas: e.problemas.map((p) => `${p.campo}: ${p.mensagem}`) };
      }
    });
  }

  /**
   * The confirmation of the self-declaration (pipeline/confirmacao.ts): the convened and the Confirmação
   * sheet written (or, once the clerk recorded in it, read), the outcomes written beside it.
   */
  async executarConfirmacao(
    entrada: Omit<EntradaExecucao, "tabela">,
    progresso?: (p: Progresso) => void,
    confirmarSubstituicao?: OpcoesEscrever["confirmarSubstituicao"],
  ): Promise<ExecucaoDaConfirmacaoNaSessao> {
    return this.umaExecucao(async (sinal) => {
      const { executarConfirmacao, resumoDaConfirmacao } = await import(
        /* webpackChunkName: "confirmacao" */ "./confirmacao"
      );
      const r = await executarConfirmacao(
        this.porta,
        { ...entrada, tabela: this.exigirTabela() },
        { progresso, confirmarSubstituicao, sinal },
      );
      if (r.situacao === "com-erros") return r;
      this.confirmacao = { concurso: r.concurso, etapas: r.etapas };
      return { situacao: "escrito", confirmacao: resumoDaConfirmacao(r), folhas: r.escrita.escritas };
    });
  }

  /** One act of the confirmation as a .docx, by the same model as `cotas publicar --confirmacao`. */
  async publicarConfirmacao(ato: AtoDaConfirmacao): Promise<Uint8Array> {
    if (!this.confirmacao) throw new Error("Faça a confirmação antes de publicá-la.");
    const [{ montarPublicacaoDaConfirmacao }, { publicacaoEmDocx }] = await Promise.all([
      import(/* webpackChunkName: "confirmacao" */ "../publicacao/confirmacao"),
      import(/* webpackChunkName: "docx" */ "../publicacao/docx"),
    ]);
    return publicacaoEmDocx(montarPublicacaoDaConfirmacao({ ...this.confirmacao, ato }));
  }

  /** Stops the run under way at its next batch or cargo (it ends with Cancelado). */
  async cancelar(): Promise<void> {
    this.controle?.abort();
  }

  async buscarPessoas(texto: string): Promise<{ total: number; pessoas: PessoaEncontrada[] }> {
    return buscarPessoas(this.exigirResultado(), texto);
  }

  async fichaDaPessoa(id: string): Promise<FichaDaPessoa | null> {
    return fichaDaPessoa(this.exigirResultado(), id);
  }

  /** The first provisional results and ties, and their counts: never the thousands a big concurso has. */
  async provisorios(
    escritas: readonly string[],
  ): Promise<{ candidatos: CandidatoProvisorio[]; totalDeCandidatos: number; empates: EmpatesAbertos }> {
    return provisoriosDoResultado(this.exigirResultado(), escritas);
  }

  /** A page of the ties, in the Empates sheet's order (those that decide a vaga or the order first). */
  async paginaDeEmpates(
    escritas: readonly string[],
    inicio: number,
    quantos: number,
  ): Promise<EmpateAberto[]> {
    return paginaDeEmpates(this.exigirResultado(), escritas, inicio, quantos);
  }

  /**
   * Publicar resultado: the Publicação sheet written into the workbook (an edited one is never replaced:
   * `recusada`), and the .docx when asked.
   */
  async publicar({ docx }: { docx: boolean }): Promise<PublicacaoNaSessao> {
    const entrada = this.exigirResultado();
    const publicacao = montarPublicacao(entrada);
    const feito: PublicacaoNaSessao = {};
    try {
      feito.folha = await gravarPublicacao(this.porta, publicacao, entradaDeImpressao(entrada), {
        confirmarSubstituicao: async () => false,
      });
    } catch (e) {
      if (!(e instanceof SubstituicaoRecusada)) throw e;
      feito.recusada = e.editadas[0];
    }
    if (docx) {
      const { publicacaoEmDocx } = await import(/* webpackChunkName: "docx" */ "../publicacao/docx");
      feito.docx = await publicacaoEmDocx(publicacao);
    }
    return feito;
  }

  /**
   * The phase's result as a .docx for the Diário Oficial, by the same model as `cotas publicar --fase`
   * (publicacao/fase.ts): per list, in order, with the cut score, the tied and those who go on by another.
   */
  async publicarFase(): Promise<Uint8Array> {
    if (!this.fase) throw new Error("Calcule a fase antes de publicá-la.");
    const [{ montarPublicacaoDaFase }, { publicacaoEmDocx }] = await Promise.all([
      import(/* webpackChunkName: "fase" */ "../publicacao/fase"),
      import(/* webpackChunkName: "docx" */ "../publicacao/docx"),
    ]);
    return publicacaoEmDocx(montarPublicacaoDaFase(this.fase));
  }

  /** The next call over the ledger, as the Convocação step previews it before the clerk confirms. */
  async previaDaConvocacao(livro: LivroDaPasta, pedido: PedidoNaPasta): Promise<PreviaDaConvocacao> {
    const concurso = this.exigirConcurso();
    let r: ResultadoDaConvocacao;
    try {
      r = calcularConvocacaoNaPasta(concurso, livro, pedido);
    } catch (e) {
      if (e instanceof ErroDeEntrada) return { erros: e.problemas.map((p) => `${p.campo}: ${p.mensagem}`) };
      throw e;
    }
    const porId = new Map(concurso.candidatos.map((c) => [c.id, c]));
    const nomes: Record<string, string> = {};
    for (const c of r.convocacao.chamados) {
      for (const id of [c.candidato, c.substitui]) {
        const nome = id ? porId.get(id)?.nome : undefined;
        if (id && nome) nomes[id] = nome;
      }
    }
    // The commission has not decided on them (heteroidentificação, or the PcD assessment, pending in
    // the list they are called in).
    const pendentes = r.convocacao.chamados
      .filter((c) => c.lista !== "AC" && porId.get(c.candidato)?.confirmacao?.[c.lista] === "pendente")
      .map((c) => c.candidato);
    return { r, nomes, pendentes };
  }

  /** Records a call previewed (registrarConvocacaoNaPasta), the page header titled like the result's. */
  async registrarConvocacao(
    convocacoes: Convocacao[],
    nova: ConvocacaoNova,
    { datas1904 }: { datas1904?: boolean } = {},
  ): Promise<void> {
    const titulo = this.tabela ? tituloDaTabela(this.tabela) : undefined;
    await registrarConvocacaoNaPasta(this.porta, this.exigirConcurso(), convocacoes, nova, {
      titulo,
      datas1904,
    });
  }

  /** An outcome recorded from the pane into the Convocações sheet (registrarDesfecho.ts). */
  async registrarDesfecho(pedido: PedidoDeDesfecho): Promise<string> {
    return registrarDesfechoNaPasta(this.porta, pedido);
  }

  /** The last call recorded, and whether it can be undone (desfazerConvocacao.ts). */
  async ultimaConvocacao(): Promise<UltimaConvocacao | null> {
    return ultimaConvocacao(this.porta);
  }

  /** Undoes the last call; the sentence says what was done. */
  async desfazerUltimaConvocacao(): Promise<string> {
    return desfazerUltimaConvocacao(this.porta);
  }

  /** Inside Excel only (the session runs on the pane's thread there): the result, to export it. */
  async resultado(): Promise<EntradaRender> {
    return this.exigirResultado();
  }

  private exigirTabela(): TabelaBruta {
    if (!this.tabela) throw new Error("Leia os dados antes.");
    return this.tabela;
  }

  private exigirConcurso() {
    if (!this.conferida?.concurso) throw new Error("Confira os dados antes.");
    return this.conferida.concurso;
  }

  private exigirResultado(): EntradaRender {
    if (!this.entrada) throw new Error("Calcule o resultado antes.");
    return this.entrada;
  }
}

function vistaDe(tabela: TabelaBruta): VistaDosDados {
  return {
    amostra: { ...tabela, valores: tabela.valores.slice(0, LINHAS_DA_AMOSTRA) },
    linhas: tabela.valores.length,
    colunas: colunasDaTabela(tabela.valores),
    titulo: tituloDaTabela(tabela),
  };
}

/** What a front end uses of a session: SessaoDoPainel itself, or its stand-in for one in a worker. */
export type Sessao = Pick<SessaoDoPainel, keyof SessaoDoPainel>;
