/**
 * The engine's vocabulary: what goes in (edital, cargos, candidatos) and what comes out (resultado).
 * These names are the contract of every front end (CLI JSON, task pane, sheets, custom functions):
 * fields may be added, names and meanings stay.
 */

/** The lists and the regimes by name (vocabulario.ts), shared with the edital's schema. */
export { LISTAS, type Lista, type ListaRacial, type ListaReservada, type RegimeId } from "./vocabulario";
import type { Lista, ListaReservada, RegimeId } from "./vocabulario";
export { ErroDeEntrada } from "./erroDeEntrada";

/** Outcome of the confirmation of a self-declaration (heteroidentificação, documents). */
export type Confirmacao = "confirmada" | "indeferida" | "pendente" | "fraude";

export type Situacao = "classificado" | "eliminado" | "desistente" | "sub judice" | "nomeado";

/** Percentages in basis points (2500 = 25%): legal quantities never go through floating point. */
export type PontosBase = number;

/** The edital and its options come from its schema (esquemaDoEdital.ts): the type, the messages and
 *  the README's table of fields have one source. */
export type { Edital, OpcoesEdital } from "./esquemaDoEdital";
import type { Edital } from "./esquemaDoEdital";

/** One step of an edital's own cascade: the vagas `de` cannot fill go to the first of `para` that can. */
export type PassoDaCascata = Extract<NonNullable<Edital["cascata"]>, readonly unknown[]>[number];

/** Cargos grouped for the reserve (Decreto 12.536 art. 20; Embrapa 01/2024 Annex IX 3.1, 3.2). */
export type GrupoDeCargos = NonNullable<Edital["agrupamento"]>[number];

/** A draw, as published: anyone can re-run it from the seed and the method. */
export interface Sorteio {
  /** Index of the group in `edital.agrupamento` (0-based). */
  grupo: number;
  semente: string;
  /** The method in words, e.g. "SHA-256 de semente + \":\" + id do cargo; menor valor primeiro". */
  metodo: string;
  /** Each cargo of the group in the order of the draw (lowest value first), with the value it drew,
   *  the reserved list it received (the first, in the order of LISTAS), if any, and its whole share of
   *  the group's quadro (a cargo of two vagas may receive two reserved lists). */
  cargos: { cargo: string; valor: string; lista: ListaReservada | null; quadro: Quadro }[];
}

/** A tie-break: "idade-60" (60+ older first), "idade" (older first, any age), or a numeric field of
 *  the candidate's `desempate` record, higher first unless `ordem` says otherwise. */
export type CriterioDesempate = NonNullable<Edital["desempate"]>[number];

/** Validity of the concurso: up to two years from the homologation, extendable once for an equal period
 *  (Constituição, art. 37, III). */
export type Validade = NonNullable<Edital["validade"]>;

export interface Cargo {
  id: string;
  nome?: string;
  /** Vagas of the edital plus those that arose during validity (Lei 15.142 art. 1 § 2). */
  vagas: number;
  /** The quadro published in the edital; it wins over the computed one, and the difference is shown. */
  quadroPublicado?: Partial<Record<Lista, number>>;
}

export interface Candidato {
  id: string;
  nome?: string;
  cargo: string;
  nota: number;
  /** Lists in which the candidate is classified (a cotista below the AC cut has no "AC"). */
  listas: Lista[];
  confirmacao?: Partial<Record<ListaReservada, Confirmacao>>;
  situacao?: Situacao;
  /** AAAA-MM-DD */
  nascimento?: string;
  /** Extra numeric tie-break fields named by the edital's criteria. */
  desempate?: Record<string, number>;
  /** For situacao "nomeado": the position the candidate already holds in the nomination order. */
  posicaoNomeacao?: number;
}

export interface Concurso {
  edital: Edital;
  cargos: Cargo[];
  candidatos: Candidato[];
  /** The ledger of calls made so far (livroDeConvocacoes.ts), in the order they were made. */
  convocacoes?: Convocacao[];
}

/** What became of a called person: took office, nomination made void, or gave up. */
export type DesfechoConvocacao = "posse" | "sem-efeito" | "desistencia";

/** One person called: the position of the nomination order and the list whose vaga they take. */
export interface Chamado {
  posicao: number;
  lista: Lista;
  candidato: string;
}

/** A call (convocação) of one cargo, as recorded: it is never rewritten, only followed by others. */
export interface Convocacao {
  /** 1, 2, 3… per cargo. */
  numero: number;
  /** AAAA-MM-DD */
  data?: string;
  /** The act that made the call ("Portaria nº 12/2026"). */
  ato?: string;
  cargo: string;
  chamados: Chamado[];
  /** The outcome of each person of this call, by candidate id, as it becomes known. */
  desfechos?: Record<string, DesfechoConvocacao>;
}

export type Quadro = Partial<Record<Lista, number>>;

/** A decision explained to the clerk, with the article behind it. */
export interface Nota {
  texto: string;
  fundamento: string;
}

export interface Reversao {
  de: Lista;
  para: Lista;
  vagas: number;
  fundamento: string;
  texto: string;
}

export interface PosicaoOrdem {
  posicao: number;
  /** The list that fills this position (after reversions). */
  lista: Lista;
  /** The list the position belonged to in the quadro, when a reversion moved it. */
  listaOriginal?: Lista;
  /** Candidate id, or null when nobody can fill it (vacant). */
  candidato: string | null;
  nota?: Nota;
}

/** How a candidate ends in one list's ranking (the per-list sheets). */
export type Desfecho =
  | "nomeado-nesta-lista"
  | "nomeado-em-outra-lista"
  | "aguardando"
  | "apenas-informativo"
  | "eliminado"
  | "desistente"
  | "nao-classificado";

export interface EntradaLista {
  candidato: string;
  /** Rank in this list, 1-based; ties the criteria could not break share nothing silently: see empates. */
  classificacao: number;
  nota: number;
  desfecho: Desfecho;
  provisorio: boolean;
  motivo: Nota;
}

/**
 * A tie the criteria could not break, described once for its group: the tied candidates' own notes
 * refer to it by list, score and positions (constant size), never by naming the others.
 */
export interface Empate {
  cargo: string;
  lista: Lista;
  /** The tied, in the provisional order (by inscrição). */
  candidatos: string[];
  /** Their score. */
  nota: number;
  /** The ranks in the list they span, first and last (ranks are consecutive within a tie). */
  classificacoes: { de: number; ate: number };
  /** The group in words, without the names (the candidates are listed apart, one row each). */
  texto: string;
  /** The criteria tried before the tie was left to the commission, in words ("nota final, depois…"). */
  criterios?: string;
  /** Whether the tie decides who fills a vaga (then the tied candidates are provisional). */
  decideVaga?: boolean;
  /** Whether, all of them (two or more) filling vagas of the list, it decides their order of nomination. */
  decideOrdem?: boolean;
}

/** Why a candidate's result is provisional, with the note (and article) that says it. */
export type MotivoProvisorio =
  /** The heteroidentificação, or the PcD assessment, has not been decided (Lei 15.142 art. 3). */
  | { tipo: "confirmacao-pendente"; lista: ListaReservada; nota: Nota }
  /** A tie the edital's criteria did not break decides the vaga (Estatuto da Pessoa Idosa art. 27 pu). */
  | { tipo: "empate"; lista: Lista; nota: Nota }
  /** A court decision is pending. */
  | { tipo: "sub-judice"; nota: Nota };

export interface ResultadoCargo {
  id: string;
  vagas: number;
  quadro: Quadro;
  quadroCalculado: Quadro;
  quadroPublicado?: Quadro;
  quadroFinal: Quadro;
  reversoes: Reversao[];
  ordem: PosicaoOrdem[];
  vagasNaoPreenchidas: number;
  /** Each list of the regime, ranked, with every candidate's outcome. */
  listas: Partial<Record<Lista, EntradaLista[]>>;
  notas: Nota[];
}

export interface ResultadoCandidato {
  id: string;
  cargo: string;
  /** The list whose vaga the candidate fills, or null. */
  lista: Lista | null;
  /** Position in the nomination order, or null. */
  posicao: number | null;
  provisorio: boolean;
  /** Why the result is provisional (present when `provisorio`). */
  motivosProvisorios?: MotivoProvisorio[];
  notas: Nota[];
}

export interface Resultado {
  regime: RegimeId;
  cargos: ResultadoCargo[];
  candidatos: ResultadoCandidato[];
  empates: Empate[];
  avisos: Nota[];
  /** The draws of grouped cargos (edital.agrupamento), when any. */
  sorteios?: Sorteio[];
}
