/**
 * The vocabulary of the confirmation stage (RULES § 9): what the clerk records (votes, pareceres,
 * documents) and what the stage decides per candidate and reserved list. A contract of every front end
 * (CLI JSON, the workbook sheet, the pane, the published acts): fields may be added, names stay.
 */
import type { Lista, ListaReservada, Nota, Situacao } from "./tipos";

/** The outcome of one reserved list after the stage. */
export type ResultadoDaConfirmacao =
  | "confirmada"
  | "nao-confirmada"
  | "ausente"
  | "recusa-de-filmagem"
  | "pendente"
  | "pendente-de-recurso"
  | "fraude-apurada"
  | "nao-convocado";

export const RESULTADOS_DA_CONFIRMACAO: readonly ResultadoDaConfirmacao[] = [
  "confirmada",
  "nao-confirmada",
  "ausente",
  "recusa-de-filmagem",
  "pendente",
  "pendente-de-recurso",
  "fraude-apurada",
  "nao-convocado",
];

/** Each outcome as the clerk reads it (tables, cells, acts). */
export const RESULTADO_EM_PALAVRAS: Record<ResultadoDaConfirmacao, string> = {
  confirmada: "confirmada",
  "nao-confirmada": "não confirmada",
  ausente: "ausente",
  "recusa-de-filmagem": "recusa de filmagem",
  pendente: "pendente",
  "pendente-de-recurso": "pendente de recurso",
  "fraude-apurada": "fraude apurada",
  "nao-convocado": "não convocado(a)",
};

/** One member's vote in the heteroidentificação (in favour of the self-declaration, or against). */
export type Voto = "favor" | "contra";
export type Parecer = "favoravel" | "desfavoravel";
export type ParecerPcd = "caracterizada" | "nao-caracterizada";
/** A fraud procedure (Lei nº 15.142, art. 4º): only its conclusion changes anything. */
export type ApuracaoDeFraude = "em-andamento" | "fraude-apurada";

/** PPP (and PPIQ): the commission's votes and the appeal commission's, or "interposto" while not judged. */
export interface RegistroDeHeteroidentificacao {
  comissao?: Voto[];
  recurso?: Voto[] | "interposto";
  apuracaoDeFraude?: ApuracaoDeFraude;
}

/** IND, QUI (and PPIQ by documents): the documents presented and the commission's parecer. */
export interface RegistroDocumental {
  documentos?: string[];
  parecer?: Parecer;
  recurso?: { parecer?: Parecer } | "interposto";
  apuracaoDeFraude?: ApuracaoDeFraude;
}

/** PCD: the biopsychosocial evaluation's parecer. */
export interface RegistroPcd {
  parecer?: ParecerPcd;
  recurso?: { parecer?: ParecerPcd } | "interposto";
  apuracaoDeFraude?: ApuracaoDeFraude;
}

export type RegistroDaLista =
  "ausente" | "recusou-filmagem" | RegistroDeHeteroidentificacao | RegistroDocumental | RegistroPcd;

/** What was recorded for one candidate, per reserved list. */
export type VotosDoCandidato = Partial<Record<ListaReservada, RegistroDaLista>>;

export interface CandidatoNaConfirmacao {
  id: string;
  nome?: string;
  nota: number;
  /** The lists the person competes in before the stage: "AC" when in ampla, and each reserve opted for. */
  listas: Lista[];
  situacao?: Situacao;
  /** Habilitado in the earlier phases (default true; eliminado and desistente are not). */
  habilitado?: boolean;
}

export interface EntradaDaConfirmacao {
  candidatos: CandidatoNaConfirmacao[];
  /** By candidate id. */
  votos: Record<string, VotosDoCandidato>;
}

export type Encaminhamento = "Ministério Público" | "Advocacia-Geral da União";

/** One reserved list of one candidate: convened or not, the outcome, and why (each with its fundamento). */
export interface DecisaoNaLista {
  lista: ListaReservada;
  convocado: boolean;
  /** Convened by the edital's supplementary call. */
  suplementar?: boolean;
  resultado: ResultadoDaConfirmacao;
  provisorio: boolean;
  notas: Nota[];
}

export interface ConfirmacaoDoCandidato {
  id: string;
  /** Habilitado in the earlier phases (not: convened for nothing, in no list after the stage). */
  habilitado: boolean;
  /** Convened for at least one reserved list. */
  convocado: boolean;
  /** Only the reserves the person opted for. */
  resultado: Partial<Record<ListaReservada, ResultadoDaConfirmacao>>;
  decisoes: DecisaoNaLista[];
  /** The lists the person stays in after the stage (never one not in the input's `listas`). */
  listas: Lista[];
  provisorio: boolean;
  /** Out of the concurso: fraud established, or absence/refusal where the edital eliminates. */
  eliminado: boolean;
  /** The list whose fraud procedure concluded for fraud (Lei nº 15.142, art. 4º), or null. */
  fraudeApuradaEm: ListaReservada | null;
  /** Fraud established of someone already nominated (Lei nº 15.142, art. 4º, § 1º, II). */
  anulacaoDaAdmissao: boolean;
  /** Where the fraud procedure's result is sent (Lei nº 15.142, art. 4º, § 2º). */
  encaminhamentos: Encaminhamento[];
  notas: Nota[];
}

/** Who was convened for one reserved list, in score order (for the convocation act). */
export interface ConvocacaoDaLista {
  lista: ListaReservada;
  /** The edital's limit, or null when every habilitado optant is convened. */
  limite: number | null;
  convocados: string[];
  /** Convened by the supplementary call, in the order called. */
  suplementares: string[];
  /** The score of the last place convened by the limit (ties at it convened too), when limited. */
  notaDeCorte: number | null;
  /** Convened beyond the limit because tied at the last place. */
  empatadosNaUltimaPosicao: string[];
  nota: Nota;
}

export interface ResultadoDaEtapaDeConfirmacao {
  candidatos: ConfirmacaoDoCandidato[];
  convocacao: ConvocacaoDaLista[];
  /** What the clerk must see: records not used (votes of someone not convened), and why. */
  avisos: Nota[];
}
