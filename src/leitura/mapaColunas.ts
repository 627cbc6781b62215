/**
 * The mapping from the clerk's columns to the fields the engine needs. A plain serializable object:
 * the task pane shows it as dropdowns and saves it in the workbook, the CLI reads it from mapa.json.
 */

/** The fields a candidate row may carry. Only `id` and `nota` are always required (`cargo` too,
 *  unless the concurso has a single cargo: see OpcoesLeitura.cargoUnico). */
export type CampoCandidato =
  | "id"
  | "nome"
  | "cargo"
  | "nota"
  /** Free text: "Negro", "PPP/PcD", "Indígena + deficiência", "Ampla"… */
  | "modalidade"
  /** Yes/no columns, one per reserve. */
  | "pcd"
  | "ppp"
  | "ind"
  | "qui"
  /** One confirmation column for every reserve the candidate opted for… */
  | "confirmacao"
  /** …or one per reserve (a per-reserve column wins over the single one). */
  | "confirmacaoPpp"
  | "confirmacaoInd"
  | "confirmacaoQui"
  | "confirmacaoPcd"
  /** Yes/no: classified within the AC cut (absent → OpcoesLeitura.classificadoNaAcPorPadrao). */
  | "classificadoAc"
  | "nascimento"
  | "situacao"
  /** For candidates already nominated: their position in the nomination order. */
  | "posicaoNomeacao";

export const CAMPOS_CANDIDATO: readonly CampoCandidato[] = [
  "id",
  "nome",
  "cargo",
  "nota",
  "modalidade",
  "pcd",
  "ppp",
  "ind",
  "qui",
  "confirmacao",
  "confirmacaoPpp",
  "confirmacaoInd",
  "confirmacaoQui",
  "confirmacaoPcd",
  "classificadoAc",
  "nascimento",
  "situacao",
  "posicaoNomeacao",
];

/** How each field is called to the clerk (dropdown labels, messages). */
export const ROTULO_DO_CAMPO: Record<CampoCandidato, string> = {
  id: "Inscrição",
  nome: "Nome",
  cargo: "Cargo",
  nota: "Nota final",
  modalidade: "Modalidade",
  pcd: "Pessoa com deficiência",
  ppp: "Preto ou pardo",
  ind: "Indígena",
  qui: "Quilombola",
  confirmacao: "Confirmação da autodeclaração",
  confirmacaoPpp: "Heteroidentificação (pretos e pardos)",
  confirmacaoInd: "Confirmação (indígenas)",
  confirmacaoQui: "Confirmação (quilombolas)",
  confirmacaoPcd: "Perícia (pessoa com deficiência)",
  classificadoAc: "Classificado na ampla concorrência",
  nascimento: "Data de nascimento",
  situacao: "Situação",
  posicaoNomeacao: "Posição na ordem de nomeação",
};

/**
 * A column, by its header text (robust when columns move) and/or its letter in the sheet ("D").
 * When both are given the header wins if it is found exactly once; otherwise the letter is used.
 */
export interface ColunaMapeada {
  cabecalho?: string;
  coluna?: string;
}

export interface ColunaDeDesempate {
  /** Name the edital's criteria use (CriterioDesempate `campo`); by default the header text. */
  campo: string;
  coluna: ColunaMapeada;
}

export interface MapaColunas {
  /** Excel row number of the header row (1 = first row of the sheet); absent → detected. */
  linhaDoCabecalho?: number;
  campos: Partial<Record<CampoCandidato, ColunaMapeada>>;
  /** Numeric tie-break columns ("Nota prova discursiva"…), higher first unless the edital says so. */
  desempate?: ColunaDeDesempate[];
}

export type Confianca = "alta" | "media";

/** What the automatic mapping found, for the task pane to show and let the clerk correct. */
export interface MapeamentoAutomatico {
  mapa: MapaColunas;
  /** "alta": the header is one of the known names; "media": it only contains one. */
  confianca: Partial<Record<CampoCandidato, Confianca>>;
  /** Required fields that no column matched. */
  faltando: CampoCandidato[];
  /** Columns with a header that no field took (shown so the clerk can assign them). */
  colunasSemCampo: { coluna: string; cabecalho: string }[];
}

/** Options of the reading, beside the mapping. */
export interface OpcoesLeitura {
  /**
   * Whether a candidate is classified in AC when the workbook has no "Classificado na AC" column or
   * the cell is blank. Default true: the usual sheet lists the classified candidates with their final
   * score, and a cotista competes in AC at the same time (Lei 15.142 art. 7). Set false when the sheet
   * also lists cotistas who only reached the reserved lists' cut (Lei 15.142 art. 6).
   */
  classificadoNaAcPorPadrao?: boolean;
  /** The workbook uses the 1904 date system (old Mac workbooks): serial 0 is 1904-01-01. */
  datas1904?: boolean;
  /** Every candidate belongs to this cargo when there is no cargo column. */
  cargoUnico?: string;
  /** At most this many problems of one kind per column are listed; the rest are counted in a final
   *  one (default 1000), so a sheet of garbage cannot exhaust memory. */
  limiteDeProblemasPorTipo?: number;
}
