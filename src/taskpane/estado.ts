/**
 * The task pane's state, in one place: a reducer over plain data. Each step reads it and dispatches
 * actions; the workbook port and the running pipeline live in the context (contexto.tsx), not here.
 */
import type {
  Cargo,
  CriterioDesempate,
  Edital,
  GrupoDeCargos,
  Lista,
  ListaReservada,
  Sorteio,
} from "../engine/tipos";
import type { FonteDados } from "../pipeline/lerDados";
import type { Progresso } from "../pipeline/progresso";
import type { ResumoCargo, ResumoDaFase } from "../pipeline/resumo";
import type { ResumoDaConfirmacao } from "../pipeline/confirmacao";
import type { VistaDosDados } from "../pipeline/sessao";
import { type MapaColunas, type MapeamentoAutomatico } from "../pipeline";

export type Passo = "dados" | "edital" | "conferencia" | "resultado" | "convocacao";
export const PASSOS: readonly Passo[] = ["dados", "edital", "conferencia", "resultado", "convocacao"];
export const ROTULO_DO_PASSO: Record<Passo, string> = {
  dados: "Dados",
  edital: "Edital",
  conferencia: "Conferência",
  resultado: "Resultado",
  convocacao: "Nova convocação",
};

/** Where the candidates are read from: an Excel table, a range of a sheet, or the selection's region. */
export type Fonte = FonteDados;

/** What the clerk types in the Edital step, as typed (text): converted by `paraConcurso`. */
export interface FormularioEdital {
  /** AAAA-MM-DD, or "" while not typed. */
  dataPublicacao: string;
  /** Vagas per cargo id, as typed. */
  vagas: Record<string, string>;
  /** Percentages per reserved list, as typed ("" = the regime's). */
  percentuais: Partial<Record<ListaReservada, string>>;
  trintaPorCentoPrimeiro: boolean;
  reversaoPcdPara: Lista;
  modoOrdem: NonNullable<Edital["modoOrdem"]>;
  /** Tie-break criteria after the score, in order; null = the law's default (60 or more years first). */
  desempate: CriterioDesempate[] | null;
  /** The edital's published quadro per cargo and list, as typed ("" = not published). */
  quadroPublicado: Record<string, Partial<Record<Lista, string>>>;
  /** Cargos grouped for the reserve, with the seed of their draw (Agrupamento.tsx). */
  agrupamento: GrupoDeCargos[];
  /** The edital's own choices (OpcoesDoEdital.tsx), as the edital holds them. */
  escolhas: EscolhasDoFormulario;
  /** "Fase intermediária": who goes on to the next phase instead of the final result (FaseDoEdital.tsx). */
  fase: FormularioDaFase;
  /** "Confirmação da autodeclaração": convene, record and the outcomes, instead of the final result. */
  confirmacao?: boolean;
}

/** The phase's rule as typed (text), converted by `paraRegraDaFase`. */
export interface FormularioDaFase {
  /** Compute a phase (cláusula de barreira) rather than the final result. */
  ativa: boolean;
  notaMinima: string;
  multiplicador: string;
  /** How many go on in each list, as typed ("" = no number for the list). */
  limites: Partial<Record<Lista, string>>;
  sobraParaAmpla: boolean;
  contarNasDuasReservas: boolean;
}

export const FASE_VAZIA: FormularioDaFase = {
  ativa: false,
  notaMinima: "",
  multiplicador: "",
  limites: {},
  sobraParaAmpla: false,
  contarNasDuasReservas: false,
};

/** The fields of "Opções do edital" kept as they go into the edital (no text to convert). */
export type EscolhasDoFormulario = Pick<
  Edital,
  "regime" | "arredondamento" | "minimoDeVagas" | "tetoPcd" | "cascata" | "series"
>;
const CAMPOS_DAS_ESCOLHAS = [
  "regime",
  "arredondamento",
  "minimoDeVagas",
  "tetoPcd",
  "cascata",
  "series",
] as const;

export const FORMULARIO_VAZIO: FormularioEdital = {
  dataPublicacao: "",
  vagas: {},
  percentuais: {},
  trintaPorCentoPrimeiro: false,
  reversaoPcdPara: "AC",
  modoOrdem: "serie-padrao",
  desempate: null,
  quadroPublicado: {},
  agrupamento: [],
  escolhas: {},
  fase: FASE_VAZIA,
};

export type { ResumoCargo };

export type Execucao =
  | { estado: "parada" }
  | { estado: "executando"; etapa: string; fracao: number; detalhe?: string }
  | {
      estado: "concluida";
      resumo: ResumoCargo[];
      /** A phase was computed (not the final result): who goes on per cargo and list. */
      fase?: ResumoDaFase[];
      /** The confirmation of the self-declaration was run: the convened and the outcomes. */
      confirmacao?: ResumoDaConfirmacao;
      folhas: string[];
      avisos: string[];
      sorteios?: Sorteio[];
      /** The result itself stays in the session (pipeline/sessao.ts): kept there, and this here, not in
       *  the step, so that coming back to Resultado from another step still finds the search, the
       *  provisional results and Publicar. */
    }
  | { estado: "cancelada" }
  | { estado: "falhou"; mensagem: string };

export interface Estado {
  passo: Passo;
  /** Web mode: the name of the file opened (null before any). */
  arquivo: string | null;
  /** Set while a file or table is being read. */
  lendo: boolean;
  /** A message about the data source (file that could not be opened…), or null. */
  erroDados: string | null;
  fonte: Fonte | null;
  /** The table read: its first rows and size (every row stays in the session). */
  dados: VistaDosDados | null;
  mapa: MapaColunas;
  confianca: MapeamentoAutomatico["confianca"];
  formulario: FormularioEdital;
  aceitarAvisos: boolean;
  execucao: Execucao;
  /** The clerk changed the mapping or the edital, or computed the sheets, since the file was opened. */
  alterado: boolean;
}

export const ESTADO_INICIAL: Estado = {
  passo: "dados",
  arquivo: null,
  lendo: false,
  erroDados: null,
  fonte: null,
  dados: null,
  mapa: { campos: {} },
  confianca: {},
  formulario: FORMULARIO_VAZIO,
  aceitarAvisos: false,
  execucao: { estado: "parada" },
  alterado: false,
};

export type Acao =
  | { tipo: "irPara"; passo: Passo }
  | { tipo: "lendo"; arquivo?: string }
  | { tipo: "falhaAoLer"; mensagem: string }
  | { tipo: "dadosLidos"; fonte: Fonte; vista: VistaDosDados; mapeamento?: MapeamentoAutomatico }
  | { tipo: "mapa"; mapa: MapaColunas }
  | { tipo: "formulario"; mudanca: Partial<FormularioEdital> }
  | { tipo: "restaurar"; mapa?: MapaColunas; formulario?: FormularioEdital; fonte?: Fonte }
  | { tipo: "aceitarAvisos"; aceitar: boolean }
  /** Data written into the workbook by the pane (an imported list): in web mode, only in the page. */
  | { tipo: "pastaAlterada" }
  | { tipo: "execucao"; execucao: Execucao }
  /** A step of the run under way; from a worker it may arrive after the run ended: then it is dropped. */
  | { tipo: "progresso"; progresso: Progresso };

export function reduzir(estado: Estado, acao: Acao): Estado {
  switch (acao.tipo) {
    case "irPara":
      return { ...estado, passo: acao.passo };
    case "lendo":
      // Another file: nothing of the previous one is left to lose.
      return acao.arquivo
        ? { ...estado, lendo: true, erroDados: null, arquivo: acao.arquivo, alterado: false }
        : { ...estado, lendo: true, erroDados: null };
    case "falhaAoLer":
      return { ...estado, lendo: false, erroDados: acao.mensagem };
    case "dadosLidos":
      return {
        ...estado,
        lendo: false,
        erroDados: null,
        fonte: acao.fonte,
        dados: acao.vista,
        // A mapping restored from the workbook wins over the automatic one.
        mapa: acao.mapeamento ? acao.mapeamento.mapa : estado.mapa,
        confianca: acao.mapeamento ? acao.mapeamento.confianca : estado.confianca,
        aceitarAvisos: false,
        execucao: { estado: "parada" },
      };
    case "mapa":
      // The clerk chose the column: that is certain, no confidence badge any more.
      return {
        ...estado,
        mapa: acao.mapa,
        aceitarAvisos: false,
        execucao: { estado: "parada" },
        alterado: true,
      };
    case "formulario":
      return {
        ...estado,
        formulario: { ...estado.formulario, ...acao.mudanca },
        execucao: estado.execucao.estado === "executando" ? estado.execucao : { estado: "parada" },
        alterado: true,
      };
    case "restaurar":
      return {
        ...estado,
        mapa: acao.mapa ?? estado.mapa,
        formulario: acao.formulario ?? estado.formulario,
        fonte: acao.fonte ?? estado.fonte,
      };
    case "aceitarAvisos":
      return { ...estado, aceitarAvisos: acao.aceitar };
    case "pastaAlterada":
      return { ...estado, alterado: true };
    case "progresso":
      return estado.execucao.estado === "executando"
        ? { ...estado, execucao: { estado: "executando", ...acao.progresso } }
        : estado;
    case "execucao":
      return {
        ...estado,
        execucao: acao.execucao,
        alterado: estado.alterado || acao.execucao.estado === "concluida",
      };
  }
}

/** The typed percentage, or undefined when blank (the regime's default applies). Comma decimals accepted. */
export function numeroDigitado(texto: string | undefined): number | undefined {
  const t = (texto ?? "").trim().replace(",", ".");
  if (t === "") return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : Number.NaN;
}

/**
 * A whole number typed in digits (vagas, a published quadro), or undefined when blank. Anything else goes
 * to the engine as typed, which refuses it quoting what the clerk wrote ("abc", "-3", "20,5"), never
 * "NaN": the engine checks its input as unknown data (lerConcurso), so the text is a fair value to give it.
 */
export function inteiroDigitado(texto: string | undefined): number | undefined {
  const t = (texto ?? "").trim();
  if (t === "") return undefined;
  return /^\d+$/.test(t) ? Number(t) : (t as unknown as number);
}

/** A typed number for the engine (a percentage, a score, a multiplier): the number, or the text as typed
 *  when it is not one. */
function percentualDigitado(texto: string | undefined): number | undefined {
  const n = numeroDigitado(texto);
  return n !== undefined && Number.isNaN(n) ? ((texto ?? "").trim() as unknown as number) : n;
}

/** The edital the engine reads, from the form. Blank fields are left out so the law's defaults apply. */
export function paraEdital(f: FormularioEdital): Edital {
  const edital: Edital = {};
  if (f.dataPublicacao) edital.dataPublicacao = f.dataPublicacao;
  const percentuais: Edital["percentuais"] = {};
  for (const [lista, texto] of Object.entries(f.percentuais) as [ListaReservada, string][]) {
    const n = percentualDigitado(texto);
    if (n !== undefined) percentuais[lista] = n;
  }
  if (Object.keys(percentuais).length) edital.percentuais = percentuais;
  if (f.trintaPorCentoPrimeiro) edital.trintaPorCentoPrimeiro = true;
  if (f.reversaoPcdPara !== "AC") edital.reversaoPcdPara = f.reversaoPcdPara;
  if (f.modoOrdem !== "serie-padrao") edital.modoOrdem = f.modoOrdem;
  if (f.desempate) edital.desempate = f.desempate;
  if (f.agrupamento.length) edital.agrupamento = f.agrupamento;
  for (const campo of CAMPOS_DAS_ESCOLHAS)
    if (f.escolhas[campo] !== undefined) Object.assign(edital, { [campo]: f.escolhas[campo] });
  return edital;
}

/**
 * The phase's rule for the engine, from the form: blank fields left out; a number typed wrong goes as
 * typed, for the rule's schema to refuse quoting it (esquemaDaFase.ts).
 */
export function paraRegraDaFase(f: FormularioDaFase): Record<string, unknown> {
  const regra: Record<string, unknown> = {};
  const limites: Record<string, unknown> = {};
  for (const [lista, texto] of Object.entries(f.limites) as [Lista, string][]) {
    const n = inteiroDigitado(texto);
    if (n !== undefined) limites[lista] = n;
  }
  if (Object.keys(limites).length) regra.limites = limites;
  const multiplicador = percentualDigitado(f.multiplicador);
  if (multiplicador !== undefined) regra.multiplicador = multiplicador;
  const notaMinima = percentualDigitado(f.notaMinima);
  if (notaMinima !== undefined) regra.notaMinima = notaMinima;
  if (f.sobraParaAmpla) regra.sobraDasReservas = "ampla";
  if (f.contarNasDuasReservas) regra.contarNasDuasReservas = true;
  return regra;
}

/** The cargos with their typed vagas and published quadro (cargos without vagas typed are left out). */
export function paraCargos(f: FormularioEdital, nomes: readonly string[]): Cargo[] {
  return nomes.flatMap((id) => {
    const vagas = inteiroDigitado(f.vagas[id]);
    if (vagas === undefined) return [];
    const cargo: Cargo = { id, vagas };
    const publicado: Cargo["quadroPublicado"] = {};
    for (const [lista, texto] of Object.entries(f.quadroPublicado[id] ?? {}) as [Lista, string][]) {
      const n = inteiroDigitado(texto);
      if (n !== undefined) publicado[lista] = n;
    }
    if (Object.keys(publicado).length) cargo.quadroPublicado = publicado;
    return [cargo];
  });
}

/** The form back from a saved edital and cargos (restoring the pane from the workbook's settings). */
export function doEdital(edital: Edital, cargos: readonly Cargo[]): FormularioEdital {
  const texto = (n: number | undefined) => (n === undefined ? "" : String(n).replace(".", ","));
  const percentuais: FormularioEdital["percentuais"] = {};
  for (const [l, n] of Object.entries(edital.percentuais ?? {}) as [ListaReservada, number][])
    percentuais[l] = texto(n);
  return {
    dataPublicacao: edital.dataPublicacao ?? "",
    vagas: Object.fromEntries(cargos.map((c) => [c.id, texto(c.vagas)])),
    percentuais,
    trintaPorCentoPrimeiro: edital.trintaPorCentoPrimeiro === true,
    reversaoPcdPara: edital.reversaoPcdPara ?? "AC",
    modoOrdem: edital.modoOrdem ?? "serie-padrao",
    desempate: edital.desempate ?? null,
    agrupamento: edital.agrupamento ?? [],
    escolhas: Object.fromEntries(
      CAMPOS_DAS_ESCOLHAS.filter((c) => edital[c] !== undefined).map((c) => [c, edital[c]]),
    ),
    fase: FASE_VAZIA,
    quadroPublicado: Object.fromEntries(
      cargos
        .filter((c) => c.quadroPublicado)
        .map((c) => [
          c.id,
          Object.fromEntries(Object.entries(c.quadroPublicado!).map(([l, n]) => [l, texto(n)])),
        ]),
    ),
  };
}
