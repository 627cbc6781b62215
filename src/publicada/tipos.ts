/**
 * What the reader of a banca's published result makes of it: the sections (one per list), one
 * candidate per person with every list they appear in, and every piece of debris found in the text,
 * resolved or refused, with its page. Pure data: the pipeline, the CLI and the pane share it.
 */
import type { Lista } from "../engine/tipos";

/** The text of one page, as extracted from a PDF or cut from pasted text at its form feeds. */
export interface PaginaDeTexto {
  /** 1-based; a pasted text without form feeds is one page. */
  numero: number;
  /** The page's lines, in reading order. */
  linhas: string[];
  /**
   * From a PDF: where each word of each line (its text split on white space) stands along the line, in
   * points from the page's left (a table's cell is under its header's column). None in a pasted text.
   */
  posicoes?: (readonly TrechoDaPalavra[])[];
}

/** Where a word stands along its line: its start and its end, in points. */
export interface TrechoDaPalavra {
  x: number;
  fim: number;
}

/** A list section's list; "outra" is a section of a group the law does not reserve for (reported). */
export type ListaDaSecao = Exclude<Lista, "PPIQ"> | "outra";

/** A list the clerk may name for records no sentence introduces (`--lista`, the pane's list box). */
export type ListaNomeavel = Exclude<ListaDaSecao, "outra">;

/** A phase's relation: of those it took out of the concurso, or of those it kept with no score. */
export type RelacaoDeEtapa = "eliminados" | "aptos";

export const LISTAS_NOMEAVEIS: readonly ListaNomeavel[] = ["AC", "PPP", "IND", "QUI", "PCD"];

/** A record of a list that was not read: its page, its text as published, and why. */
export interface RecusaDaPublicacao {
  pagina: number;
  /** The raw text of the record (cut to a readable length). */
  texto: string;
  motivo: string;
}

export interface SecaoPublicada {
  /** The header sentence as published (up to "na seguinte ordem"), or the --lista given for a bare run. */
  titulo: string;
  lista: ListaDaSecao;
  /** The column names of the header sentence, in the published order. */
  colunas: string[];
  /**
   * The record-like starts of the section (an inscrição where a record begins, followed by a name),
   * counted apart from the reading: a start that no record read or refused holds is a refusal too.
   */
  inicios: number;
  registros: number;
  /** Records the reading refused (each said in a warning). */
  recusados: number;
  /**
   * Records of the section not read: the refused, a refused text counted once per start it holds (a
   * list of one record per line read as one record), and the starts no record held. Zero when the
   * whole list was read: `registros` of `registros + naoLidos`.
   */
  naoLidos: number;
  /** Every record not read, with its page and text. */
  recusas: RecusaDaPublicacao[];
  /** The count the text states (a total, or the last classification), when it states one. */
  declarados?: number;
  /** A call to a procedure, not a list of the result (its `lista` is "outra"). */
  convocacao?: true;
  /**
   * A phase's relation of those it eliminated (its `lista` is "outra") or kept (the aptos: read as the
   * phase's list when they are a concurso's candidates, else "outra").
   */
  etapa?: RelacaoDeEtapa;
  pagina: number;
}

export interface CandidatoPublicado {
  /** As published, as text: leading zeros kept. Null when it fell off the text (a warning says so). */
  inscricao: string | null;
  /** As published, character for character (spaces between words made single). */
  nome: string;
  /** The cargo of the subheading the record is under ("CARGO 2: …"), when the text has them. */
  cargo?: string;
  /** Every field after the name, in the published order, debris removed. */
  valores: string[];
  /** The final score, where the header names the column. */
  nota: number | null;
  listas: ListaDaSecao[];
  /** The published classification in each list, where the header has a classification column. */
  classificacao: Partial<Record<ListaDaSecao, number>>;
  /** "sub judice" when the person is in a section of candidates who stay by a court's order. */
  situacao?: "sub judice";
  /**
   * Each record of a person in more than one section, in the order of the text: the index of its section in `secoes` and the
   * final score that section gave (null where it gives none, e.g. a sub judice list of partial scores),
   * so that a score is known by the section that printed it, not only the one kept for the table.
   */
  registros?: { secao: number; nota: number | null }[];
  /** The page of the person's first record. */
  pagina: number;
}

export interface AvisoDaPublicacao {
  pagina: number;
  /** The raw text concerned (cut to a readable length). */
  texto: string;
  mensagem: string;
}

export interface PublicacaoLida {
  secoes: SecaoPublicada[];
  candidatos: CandidatoPublicado[];
  avisos: AvisoDaPublicacao[];
  /** The published columns of the candidates' `valores` (those of the first section). */
  colunasDosValores: string[];
  /** Records before the first section sentence, of no list (no --lista): not read, counted here. */
  semLista?: { registros: number; pagina: number };
}

/** A row of a table read by the table readers (tabela.ts, tabelaSemInscricao.ts). */
export interface LinhaDaTabela {
  offset: number;
  fim: number;
  bruto: string;
  /** Null in a list that prints no inscrição (the classification and the name only). */
  inscricao: string | null;
  /** The published classification, in a list that prints no inscrição. */
  classificacao?: number;
  /** The final score, in a list that prints no inscrição and whose header ends with it. */
  nota?: number | null;
  nome: string;
  valores: string[];
  /** The list its list column names, when the table has one. */
  lista?: ListaDaSecao;
  /** The cargo (or curso) its column of the cargo prints ("CURSO", "CAR/CUR"), when the header has one. */
  cargo?: string;
  /** The columns of the header row over it (inscrição and name first), when there is one. */
  colunas: string[];
  /**
   * The lists a row read by its header's kinds of columns is classified in (its printed classification
   * columns: "class ac", "class ppp"), with its classification in each.
   */
  listas?: { lista: ListaDaSecao; classificacao: number | null }[];
  /** Optional columns the row fills one of, and the text cannot tell which (tabelaPeloCabecalho.ts). */
  ambiguas?: { colunas: string[]; valores: string[] };
}

/** A run of a table's rows under one title (its subtitle lines), with its refusals and starts. */
export interface BlocoDaTabela {
  /** The subtitle lines over the run, joined ("" when none). */
  titulo: string;
  offset: number;
  linhas: LinhaDaTabela[];
  /** Lines that begin with an inscrição and could not be read as a row, with why. */
  recusadas: { offset: number; fim: number; bruto: string; motivo: string }[];
  /** The record-like starts of the run (counted apart, registros.ts). */
  inicios: number[];
  /** A run of a list with no inscrição: its list comes from its own title only. */
  semInscricao?: true;
  /**
   * A relation of people with neither inscrição nor name (a header "CPF Polo Justificativa", each line
   * a masked CPF): no candidate to read, its lines counted and said.
   */
  semNome?: { linhas: number; colunas: string[]; primeira: string };
  /** What the reading of its rows chose or could not tell, to be said (a line's offset and text). */
  avisos?: { offset: number; texto: string; mensagem: string }[];
  /**
   * The run's rows are under a header row of their own (a table of candidates the text has not had
   * before, or the first one after another act of a Diário ended): its list comes from its own title,
   * never from an earlier act's.
   */
  tabelaPropria?: true;
}

/** A record read from a section: its fields by role, its page and what was mended (lerPublicacao.ts). */
export interface RegistroLido {
  subJudice?: true;
  inscricao: string | null;
  nome: string;
  cargo?: string;
  valores: string[];
  nota: number | null;
  classificacao: number | null;
  pagina: number;
}
