/**
 * A host simulator for the real Office.js client (officeReal.ts loads it): it receives the RichApi
 * request body that `context.sync()` sends (actions + object paths), executes it in order against an
 * in-memory workbook and answers as Excel does (results by action id, or an error that stops the
 * batch: what ran before it stays done, as in Excel).
 *
 * What it enforces, because Excel does and our fakes did not:
 * - 5 MB per request and per response (Excel on the web). A request over it is refused before any of
 *   its actions runs (RequestPayloadSizeLimitExceeded); a response over it fails the batch
 *   (ResponsePayloadSizeLimitExceeded). "5 MB" read as 5,000,000 bytes of UTF-8 on the wire: the
 *   stricter of the two readings.
 * - at most 5 million cells in one range read;
 * - sheet names: 1..31 characters, none of []:*?/\, not starting or ending with ', unique ignoring case;
 * - ItemNotFound for a missing sheet/table/item, InvalidArgument for bad addresses, value arrays of the
 *   wrong shape, single-cell arguments given a range, text over 32,767 characters.
 * - page layout (ExcelApi 1.9, NotImplemented below it): orientation and paper from their enums, zoom
 *   either a scale of 10..400 or pages to fit (whole numbers, 0 = automatic) but not both, print title
 *   rows only whole rows ("$1:$1"), each header/footer section at most 255 characters.
 *
 * Cells keep their typed values plus the formula text where a formula was typed, so that deleting a
 * sheet turns every formula pointing at it into #REF! for good (Excel rewrites `=Quadro!B2` as
 * `=#REF!B2`; adding a sheet named Quadro again does not bring it back). Sheet ids are opaque GUIDs;
 * `reabrir()` gives every sheet a new one, as another session or another Excel may.
 */
import { randomUUID } from "node:crypto";

export type Valor = string | number | boolean | null;

/** 5 MB on the wire (Excel on the web), for requests and responses. */
export const LIMITE_PAYLOAD = 5_000_000;
/** Cells in one range read (Excel: five million). */
export const LIMITE_CELULAS_LEITURA = 5_000_000;
const MAX_LINHAS = 1_048_576;
const MAX_COLUNAS = 16_384;
const MAX_TEXTO_CELULA = 32_767;

export interface Retangulo {
  linha: number;
  coluna: number;
  linhas: number;
  colunas: number;
}

export class ErroExcel extends Error {
  constructor(
    readonly codigo: string,
    mensagem: string,
    readonly http = 400,
  ) {
    super(mensagem);
  }
}

const naoEncontrado = (o: string) =>
  new ErroExcel("ItemNotFound", `The requested resource doesn't exist: ${o}.`, 404);
const argumentoInvalido = (o: string) =>
  new ErroExcel("InvalidArgument", `The argument is invalid or missing or has an incorrect format: ${o}.`);

// ---------------------------------------------------------------------------------------------------
// The workbook model
// ---------------------------------------------------------------------------------------------------

export interface FormatoGravado {
  intervalo: Retangulo;
  propriedade: string;
  valor: unknown;
}

export interface TabelaSimulada {
  id: string;
  nome: string;
  folha: FolhaSimulada;
  intervalo: Retangulo;
  estilo: string;
  faixasNasLinhas: boolean;
}

export interface GraficoSimulado {
  nome: string;
  tipo: string;
  dados: Retangulo;
  titulo: string;
  posicao?: { inicio: string; fim: string };
  coresSeries: (string | undefined)[];
}

export interface ComentarioSimulado {
  folha: FolhaSimulada;
  linha: number;
  coluna: number;
  texto: string;
}

/** A range's data validation as set (ExcelApi 1.8): the rule, the error alert, ignoreBlanks. */
export interface ValidacaoSimulada {
  intervalo: Retangulo;
  regra?: { list: { inCellDropDown: boolean; source: string } };
  alerta?: { showAlert: boolean; style: string; title: string; message: string };
  ignorarBrancos?: boolean;
}

export class FolhaSimulada {
  id = novoId();
  visibilidade: "Visible" | "Hidden" | "VeryHidden" = "Visible";
  excluida = false;
  /** Typed values by row; undefined = empty cell. A formula cell keeps its last computed value here. */
  valores: (Valor | undefined)[][] = [];
  /** Formula text by "linha:coluna", for cells where a formula was typed. */
  formulas = new Map<string, string>();
  formatos: FormatoGravado[] = [];
  validacoes: ValidacaoSimulada[] = [];
  /** Column widths in points, by column. */
  larguras = new Map<number, number>();
  linhasCongeladas = 0;
  /** Merged areas (a test sets them; Range.getMergedAreasOrNullObject, ExcelApi 1.13, reads them). */
  mesclas: Retangulo[] = [];
  graficos: GraficoSimulado[] = [];
  /** Worksheet custom properties (ExcelApi 1.12): they travel with the sheet, copies included. */
  propriedades = new Map<string, string>();
  /** Page layout as set (ExcelApi 1.9): properties by name, print title rows, header/footer sections. */
  pagina: { propriedades: Map<string, unknown>; titulos?: string; secoes: Map<string, string> } = {
    propriedades: new Map(),
    secoes: new Map(),
  };

  constructor(public nome: string) {}

  /** The value Excel shows: "" for an empty cell, the formula's result for a formula cell. */
  valor(linha: number, coluna: number, pasta: PastaSimulada): Valor {
    const f = this.formulas.get(`${linha}:${coluna}`);
    if (f !== undefined) return avaliarFormula(f, this, pasta);
    const v = this.valores[linha]?.[coluna];
    return v === undefined || v === null ? "" : v;
  }

  /** Typing `v` into a cell: Excel's conversions (formula, number, boolean), the apostrophe kept out. */
  digitar(linha: number, coluna: number, v: Valor): void {
    if (this.formulas.size > 0) this.formulas.delete(`${linha}:${coluna}`);
    let valor: Valor | undefined = v;
    // The first character decides which conversion may apply (a million cells go through here).
    if (typeof v === "string") {
      if (v.length > MAX_TEXTO_CELULA) throw argumentoInvalido(`texto com ${v.length} caracteres`);
      const c = v.charAt(0);
      if (c === "'") valor = v.slice(1);
      else if (v === "") valor = undefined;
      else if ((c === "=" || c === "+" || c === "-") && v.length > 1 && !/^[+-]\d/.test(v)) {
        this.formulas.set(`${linha}:${coluna}`, c === "=" ? v : `=${v}`);
        valor = null;
      } else if (/[\d+\-.\s]/.test(c) && /^[+-]?\d+([.,]\d+)?([eE][+-]?\d+)?$/.test(v.trim()))
        valor = Number(v.trim().replace(",", "."));
      else if (/[tfvTFV]/.test(c) && /^(true|false|verdadeiro|falso)$/i.test(v))
        valor = /^(true|verdadeiro)$/i.test(v);
    }
    const l = (this.valores[linha] ??= []);
    l[coluna] = valor;
  }

  /** Bounding rectangle of the cells with a value or formula (and formats unless `soValores`). */
  usado(soValores: boolean): Retangulo | null {
    let [l0, c0, l1, c1] = [Infinity, Infinity, -1, -1];
    const incluir = (l: number, c: number, linhas = 1, colunas = 1) => {
      l0 = Math.min(l0, l);
      c0 = Math.min(c0, c);
      l1 = Math.max(l1, l + linhas - 1);
      c1 = Math.max(c1, c + colunas - 1);
    };
    this.valores.forEach((linha, l) =>
      linha?.forEach((v, c) => {
        if (v !== undefined && v !== null && v !== "") incluir(l, c);
      }),
    );
    for (const chave of this.formulas.keys()) {
      const [l, c] = chave.split(":").map(Number);
      incluir(l, c);
    }
    if (!soValores)
      for (const f of this.formatos)
        incluir(f.intervalo.linha, f.intervalo.coluna, f.intervalo.linhas, f.intervalo.colunas);
    return l1 < 0 ? null : { linha: l0, coluna: c0, linhas: l1 - l0 + 1, colunas: c1 - c0 + 1 };
  }

  vazia(linha: number, coluna: number): boolean {
    const v = this.valores[linha]?.[coluna];
    return (
      (v === undefined || v === null || v === "") &&
      !(this.formulas.size > 0 && this.formulas.has(`${linha}:${coluna}`))
    );
  }
}

export interface FolhaInicial {
  nome: string;
  /** The cells as the file holds them: text stays text; a string starting with "=" is a formula. */
  valores: Valor[][];
  tabelas?: { nome: string; intervalo: Retangulo }[];
}

export class PastaSimulada {
  folhas: FolhaSimulada[] = [];
  tabelas: TabelaSimulada[] = [];
  comentarios: ComentarioSimulado[] = [];
  /** Document settings as Office stores them: one JSON text, written by saveAsync. */
  configuracoesSalvas = "{}";
  selecao: { folha: FolhaSimulada; intervalo: Retangulo } | null = null;
  private proximaTabela = 1;

  folha(nome: string): FolhaSimulada | undefined {
    return this.folhas.find((f) => mesmoNome(f.nome, nome));
  }

  adicionarFolha(nome: string): FolhaSimulada {
    validarNomeDeFolha(nome);
    if (this.folha(nome))
      throw new ErroExcel("ItemAlreadyExists", `The resource already exists: sheet "${nome}".`, 409);
    const f = new FolhaSimulada(nome);
    this.folhas.push(f);
    return f;
  }

  /** Deletes a sheet: its tables, charts and comments go with it; formulas pointing at it become #REF!. */
  excluirFolha(f: FolhaSimulada): void {
    if (this.folhas.filter((x) => x.visibilidade === "Visible" && x !== f).length === 0)
      throw new ErroExcel("InvalidOperation", "A workbook must contain at least one visible worksheet.");
    f.excluida = true;
    this.folhas = this.folhas.filter((x) => x !== f);
    this.tabelas = this.tabelas.filter((t) => t.folha !== f);
    this.comentarios = this.comentarios.filter((c) => c.folha !== f);
    if (this.selecao?.folha === f) this.selecao = { folha: this.folhas[0], intervalo: celula(0, 0) };
    const referencia = new RegExp(
      `(?:'${escaparRegExp(f.nome.replace(/'/g, "''"))}'|${escaparRegExp(f.nome)})!`,
      "gi",
    );
    for (const outra of this.folhas) {
      for (const [chave, formula] of outra.formulas)
        outra.formulas.set(chave, formula.replace(referencia, "#REF!"));
    }
  }

  adicionarTabela(f: FolhaSimulada, intervalo: Retangulo): TabelaSimulada {
    if (this.tabelas.some((t) => t.folha === f && cruzam(t.intervalo, intervalo)))
      throw new ErroExcel("InvalidOperation", "A table can't overlap another table.");
    let n = this.proximaTabela;
    while (this.tabela(`Tabela${n}`)) n++;
    const t: TabelaSimulada = {
      id: String(this.proximaTabela++),
      nome: `Tabela${n}`,
      folha: f,
      intervalo,
      estilo: "TableStyleMedium2",
      faixasNasLinhas: true,
    };
    this.tabelas.push(t);
    return t;
  }

  tabela(nomeOuId: string): TabelaSimulada | undefined {
    return this.tabelas.find((t) => t.id === nomeOuId || mesmoNome(t.nome, nomeOuId));
  }

  /** A rectangle's values as Excel reads them ("" for empty cells). */
  ler(f: FolhaSimulada, r: Retangulo): Valor[][] {
    return Array.from({ length: r.linhas }, (_, i) =>
      Array.from({ length: r.colunas }, (_, j) => f.valor(r.linha + i, r.coluna + j, this)),
    );
  }

  /** The values of a whole sheet from A1 to its last used cell (tests). */
  valores(nome: string): Valor[][] {
    const f = this.folha(nome);
    if (!f) throw new Error(`sem a folha ${nome}`);
    const u = f.usado(true);
    return u
      ? this.ler(f, { linha: 0, coluna: 0, linhas: u.linha + u.linhas, colunas: u.coluna + u.colunas })
      : [];
  }

  formula(nome: string, endereco: string): string | undefined {
    const p = celulaDeA1(endereco);
    return this.folha(nome)?.formulas.get(`${p.linha}:${p.coluna}`);
  }
}

function avaliarFormula(formula: string, f: FolhaSimulada, pasta: PastaSimulada): Valor {
  if (formula.includes("#REF!")) return "#REF!";
  // Only a plain reference is computed (=B2, =Quadro!B2, ='Pretos e pardos'!B2): enough for the
  // clerk formulas the tests keep pointing at the add-in's sheets.
  const m = /^=(?:'((?:[^']|'')+)'!|([^'!]+)!)?\$?([A-Z]+)\$?(\d+)$/i.exec(formula);
  if (!m) return null;
  const alvo = (m[1] ?? m[2]) ? pasta.folha((m[1] ?? m[2]).replace(/''/g, "'")) : f;
  if (!alvo) return "#REF!";
  const p = celulaDeA1(`${m[3]}${m[4]}`);
  return alvo === f && f.formulas.has(`${p.linha}:${p.coluna}`) ? 0 : alvo.valor(p.linha, p.coluna, pasta);
}

// ---------------------------------------------------------------------------------------------------
// Names and addresses (the simulator's own parser: it must not share the adapter's bugs)
// ---------------------------------------------------------------------------------------------------

function mesmoNome(a: string, b: string): boolean {
  return a.toLocaleUpperCase("pt-BR") === b.toLocaleUpperCase("pt-BR");
}

export function validarNomeDeFolha(nome: unknown): asserts nome is string {
  if (
    typeof nome !== "string" ||
    nome.length === 0 ||
    nome.length > 31 ||
    /[[\]:*?/\\]/.test(nome) ||
    /^'|'$/.test(nome)
  )
    throw argumentoInvalido(`nome de folha ${JSON.stringify(nome)}`);
}

function escaparRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function novoId(): string {
  return `{${randomUUID().toUpperCase()}}`;
}

const celula = (linha: number, coluna: number): Retangulo => ({ linha, coluna, linhas: 1, colunas: 1 });

function cruzam(a: Retangulo, b: Retangulo): boolean {
  return (
    a.linha < b.linha + b.linhas &&
    b.linha < a.linha + a.linhas &&
    a.coluna < b.coluna + b.colunas &&
    b.coluna < a.coluna + a.colunas
  );
}

function colunaA1(c: number): string {
  let s = "";
  for (let n = c + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function celulaDeA1(ref: string): { linha: number; coluna: number } {
  const m = /^\$?([A-Z]{1,3})\$?(\d{1,7})$/i.exec(ref);
  if (!m) throw argumentoInvalido(`endereço "${ref}"`);
  let coluna = 0;
  for (const ch of m[1].toUpperCase()) coluna = coluna * 26 + ch.charCodeAt(0) - 64;
  const linha = Number(m[2]);
  if (linha < 1 || linha > MAX_LINHAS || coluna > MAX_COLUNAS) throw argumentoInvalido(`endereço "${ref}"`);
  return { linha: linha - 1, coluna: coluna - 1 };
}

/** "B2", "B2:D10", "$B$2:$D$10", optionally "Folha!…" / "'Folha 1'!…" (the sheet is returned apart). */
function parseEndereco(endereco: unknown): { folha?: string; intervalo: Retangulo } {
  if (typeof endereco !== "string") throw argumentoInvalido(`endereço ${JSON.stringify(endereco)}`);
  const m = /^(?:'((?:[^']|'')+)'!|([^'!]+)!)?([^!]+)$/.exec(endereco);
  if (!m) throw argumentoInvalido(`endereço "${endereco}"`);
  const [a, b = a, ...resto] = m[3].split(":");
  if (resto.length > 0) throw argumentoInvalido(`endereço "${endereco}"`);
  const p = celulaDeA1(a);
  const q = celulaDeA1(b);
  return {
    folha: m[1]?.replace(/''/g, "'") ?? m[2],
    intervalo: {
      linha: Math.min(p.linha, q.linha),
      coluna: Math.min(p.coluna, q.coluna),
      linhas: Math.abs(q.linha - p.linha) + 1,
      colunas: Math.abs(q.coluna - p.coluna) + 1,
    },
  };
}

function a1(r: Retangulo): string {
  const ini = `${colunaA1(r.coluna)}${r.linha + 1}`;
  return r.linhas === 1 && r.colunas === 1
    ? ini
    : `${ini}:${colunaA1(r.coluna + r.colunas - 1)}${r.linha + r.linhas}`;
}

/** Excel's range address: the sheet name quoted when it is not a plain word. */
function enderecoCompleto(f: FolhaSimulada, r: Retangulo): string {
  const nome = /^[\p{L}_][\p{L}\p{N}_.]*$/u.test(f.nome) ? f.nome : `'${f.nome.replace(/'/g, "''")}'`;
  return `${nome}!${a1(r)}`;
}

const ORIENTACOES = new Set(["Portrait", "Landscape"]);
const PAPEIS = new Set(["Letter", "Legal", "A3", "A4", "A5", "B4", "B5", "Executive", "Tabloid"]);

/** A page layout property, refused as Excel refuses it (values outside the enum, a scale with fit). */
function definirPagina(f: FolhaSimulada, nome: string, valor: unknown): void {
  if (nome === "Orientation" && !ORIENTACOES.has(String(valor)))
    throw argumentoInvalido(`orientação ${valor}`);
  if (nome === "PaperSize" && !PAPEIS.has(String(valor))) throw argumentoInvalido(`papel ${valor}`);
  if (nome === "Zoom") {
    const z = (valor ?? {}) as { scale?: number; horizontalFitToPages?: number; verticalFitToPages?: number };
    const paginas = [z.horizontalFitToPages, z.verticalFitToPages].filter(
      (n) => n !== undefined && n !== null,
    );
    const inteiros = paginas.every((n) => Number.isInteger(n) && n! >= 0 && n! <= 32_767);
    const escala = z.scale === undefined || z.scale === null || (z.scale >= 10 && z.scale <= 400);
    if (!inteiros || !escala || (paginas.length > 0 && z.scale != null))
      throw argumentoInvalido(`zoom ${JSON.stringify(valor)}`);
  } else if (nome !== "Orientation" && nome !== "PaperSize") {
    throw new ErroExcel("NotImplemented", `Simulador: PageLayout.${nome} não implementado.`, 501);
  }
  f.pagina.propriedades.set(nome, valor);
}

// ---------------------------------------------------------------------------------------------------
// The RichApi protocol: objects the requests name, and what each member does
// ---------------------------------------------------------------------------------------------------

type Objeto =
  | { t: "Workbook" }
  | { t: "Application" }
  | { t: "WorksheetCollection" }
  | { t: "Worksheet"; f: FolhaSimulada }
  | { t: "Range"; f: FolhaSimulada; r: Retangulo }
  | { t: "RangeAreas" | "RangeCollection"; f: FolhaSimulada; areas: Retangulo[] }
  | { t: "RangeFormat" | "RangeFill" | "RangeFont" | "RangeBorderCollection"; f: FolhaSimulada; r: Retangulo }
  | { t: "RangeBorder"; f: FolhaSimulada; r: Retangulo; lado: string }
  | { t: "DataValidation"; f: FolhaSimulada; r: Retangulo }
  | { t: "WorksheetFreezePanes"; f: FolhaSimulada }
  | { t: "TableCollection"; f?: FolhaSimulada; r?: Retangulo }
  | { t: "Table"; tb: TabelaSimulada }
  | { t: "TableRowCollection"; tb: TabelaSimulada }
  /** A data row of a table, by its index (0: the row under the header). */
  | { t: "TableRow"; tb: TabelaSimulada; i?: number }
  | { t: "ChartCollection"; f: FolhaSimulada }
  | { t: "Chart" | "ChartTitle" | "ChartSeriesCollection"; g: GraficoSimulado }
  | { t: "ChartSeries" | "ChartSeriesFormat" | "ChartFill"; g: GraficoSimulado; i: number }
  | { t: "CommentCollection"; f?: FolhaSimulada }
  | { t: "Comment"; c: ComentarioSimulado }
  | { t: "WorksheetCustomPropertyCollection"; f: FolhaSimulada }
  | { t: "WorksheetCustomProperty"; f: FolhaSimulada; chave: string }
  | { t: "PageLayout" | "HeaderFooterGroup" | "HeaderFooter"; f: FolhaSimulada };

interface CaminhoInfo {
  Id: number;
  ObjectPathType: number;
  Name: string;
  ParentObjectPathId?: number;
  ArgumentInfo?: { Arguments?: unknown[]; ReferencedObjectPathIds?: (number | null)[] };
}

interface Acao {
  Id: number;
  ActionType: number;
  Name: string;
  ObjectPathId: number;
  ArgumentInfo?: { Arguments?: unknown[]; ReferencedObjectPathIds?: (number | null)[] };
  QueryInfo?: { Select?: string[]; Expand?: string[] };
}

export interface CorpoRichApi {
  Actions: Acao[];
  ObjectPaths: Record<string, CaminhoInfo>;
}

/** One request as it went over the wire, and what came back. */
export interface Requisicao {
  bytes: number;
  bytesResposta: number;
  acoes: number;
  /** Whether it sets anything (a write batch), as opposed to only reading. */
  escrita: boolean;
  erro?: string;
  mensagem?: string;
}

const ACAO = { instanciar: 1, consultar: 2, metodo: 3, definir: 4 } as const;
const CAMINHO = { global: 1, propriedade: 4, metodo: 3, indexador: 5, referencia: 6, nulo: 7 } as const;
/** Objects a loaded result names by reference id, so the client can keep using them in later syncs. */
const REFERENCIAVEIS = new Set(["Worksheet", "Range", "Table", "Chart", "Comment"]);

export class HostExcel {
  pasta = new PastaSimulada();
  requisicoes: Requisicao[] = [];
  /** Calls of the application's suspend and calculate methods, for the screen/calculation checks. */
  suspensoes: string[] = [];
  /**
   * The request says AutoKeepReference: an object the client loads comes back with a `_ReferenceId`,
   * and the client then names it by that id in later syncs (how a range from getSelectedRange(),
   * whose own path is valid for one request only, stays usable).
   */
  readonly referencias = new Map<string, unknown>();
  /** Bytes a request or response may weigh; tests lower it to make Excel refuse a planned batch. */
  limitePayload = LIMITE_PAYLOAD;
  proximaReferencia = 1;

  /** `versaoApi`: the highest ExcelApi the simulated host claims (the loaded client has no notes, 1.18). */
  constructor(
    folhas: FolhaInicial[] = [{ nome: "Planilha1", valores: [] }],
    readonly versaoApi = "1.17",
  ) {
    for (const fi of folhas) {
      const f = this.pasta.adicionarFolha(fi.nome);
      fi.valores.forEach((linha, l) => {
        f.valores[l] = linha.map((v) => (typeof v === "string" && v.startsWith("=") ? null : v));
        linha.forEach((v, c) => typeof v === "string" && v.startsWith("=") && f.formulas.set(`${l}:${c}`, v));
      });
      for (const t of fi.tabelas ?? []) {
        const tb = this.pasta.adicionarTabela(f, t.intervalo);
        tb.nome = t.nome;
      }
    }
    this.pasta.selecao = { folha: this.pasta.folhas[0], intervalo: celula(0, 0) };
  }

  get syncs(): number {
    return this.requisicoes.length;
  }

  get maiorRequisicao(): number {
    return Math.max(0, ...this.requisicoes.map((r) => r.bytes));
  }

  suporta(versao: string): boolean {
    const [a, b] = versao.split(".").map(Number);
    const [x, y] = this.versaoApi.split(".").map(Number);
    return a < x || (a === x && b <= y);
  }

  selecionar(folha: string, endereco: string): void {
    const f = this.pasta.folha(folha);
    if (!f) throw new Error(`sem a folha ${folha}`);
    this.pasta.selecao = { folha: f, intervalo: parseEndereco(endereco).intervalo };
  }

  /** "Reopens" the workbook: same contents, every sheet with a new id (ids are not stable across sessions). */
  reabrir(): void {
    for (const f of this.pasta.folhas) f.id = novoId();
  }

  /** Office.context.document.settings of one session: a local copy, persisted by saveAsync (2 MB cap). */
  configuracoes(): Pick<Office.Settings, "get" | "set" | "saveAsync"> {
    let locais = JSON.parse(this.pasta.configuracoesSalvas) as Record<string, unknown>;
    let carregadas = this.pasta.configuracoesSalvas;
    const atualizar = () => {
      if (carregadas !== this.pasta.configuracoesSalvas) {
        locais = JSON.parse(this.pasta.configuracoesSalvas) as Record<string, unknown>;
        carregadas = this.pasta.configuracoesSalvas;
      }
    };
    return {
      get: (chave: string) => {
        atualizar();
        return chave in locais ? JSON.parse(JSON.stringify(locais[chave])) : null;
      },
      set: (chave: string, valor: unknown) => {
        atualizar();
        locais[chave] = JSON.parse(JSON.stringify(valor));
      },
      saveAsync: ((cb?: (r: { status: string; error?: { message: string } }) => void) => {
        const texto = JSON.stringify(locais);
        if (texto.length > 2 * 1024 * 1024) {
          cb?.({ status: "failed", error: { message: "As configurações passam de 2 MB." } });
          return;
        }
        this.pasta.configuracoesSalvas = carregadas = texto;
        cb?.({ status: "succeeded" });
      }) as Office.Settings["saveAsync"],
    };
  }

  /** One `context.sync()`: the request text in, the response text out. */
  processar(texto: string): { statusCode: number; body: string } {
    const bytes = Buffer.byteLength(texto, "utf8");
    const req: Requisicao = { bytes, bytesResposta: 0, acoes: 0, escrita: false };
    this.requisicoes.push(req);
    const responder = (corpo: unknown) => {
      const body = JSON.stringify(corpo);
      req.bytesResposta = Buffer.byteLength(body, "utf8");
      return { statusCode: 200, body };
    };
    const erro = (e: ErroExcel, indice?: number) => {
      req.erro = e.codigo;
      req.mensagem = e.message;
      return responder({
        Error: {
          Code: e.codigo,
          Message: e.message,
          HttpStatusCode: e.http,
          ActionIndex: indice ?? -1,
          Location: "",
        },
      });
    };
    if (bytes > this.limitePayload)
      return erro(
        new ErroExcel(
          "RequestPayloadSizeLimitExceeded",
          "The request payload size has exceeded the limit.",
          413,
        ),
      );
    const corpo = JSON.parse(texto) as CorpoRichApi;
    req.acoes = corpo.Actions.length;
    req.escrita = corpo.Actions.some((a) => a.ActionType === ACAO.definir);
    const execucao = new Execucao(this, corpo);
    const resultados: { ActionId: number; Value: unknown }[] = [];
    for (const [indice, acao] of corpo.Actions.entries()) {
      try {
        const r = execucao.executar(acao);
        if (r !== undefined) resultados.push({ ActionId: acao.Id, Value: r });
      } catch (e) {
        if (e instanceof ErroExcel) return erro(e, indice);
        throw e;
      }
    }
    const resposta = responder({ Results: resultados });
    if (req.bytesResposta > this.limitePayload)
      return erro(
        new ErroExcel(
          "ResponsePayloadSizeLimitExceeded",
          "The response payload size has exceeded the limit.",
          413,
        ),
      );
    return resposta;
  }
}

/** One request's execution: object paths resolved once each (an "Add" path must not add twice). */
class Execucao {
  private objetos = new Map<number, Objeto | null>();

  constructor(
    private readonly host: HostExcel,
    private readonly corpo: CorpoRichApi,
  ) {}

  private get pasta(): PastaSimulada {
    return this.host.pasta;
  }

  executar(acao: Acao): unknown {
    const alvo = this.resolver(acao.ObjectPathId);
    switch (acao.ActionType) {
      case ACAO.instanciar: {
        const caminho = this.corpo.ObjectPaths[acao.ObjectPathId];
        if (alvo === null) return null;
        // A new sheet's path is rewritten by the client as worksheets.getItem(id) for later requests.
        if (alvo.t === "Worksheet" && caminho.ObjectPathType === CAMINHO.metodo) return { Id: alvo.f.id };
        return undefined;
      }
      case ACAO.consultar:
        return alvo === null ? null : this.consultar(alvo, acao.QueryInfo?.Select);
      case ACAO.metodo:
        if (alvo === null) return undefined;
        return this.metodo(alvo, acao.Name, this.argumentos(acao.ArgumentInfo), true);
      case ACAO.definir:
        if (alvo === null) throw new ErroExcel("InvalidOperation", "The object is a null object.");
        this.definir(alvo, acao.Name, this.argumentos(acao.ArgumentInfo)[0]);
        return undefined;
      default:
        return undefined;
    }
  }

  private argumentos(info?: CaminhoInfo["ArgumentInfo"]): unknown[] {
    const args = info?.Arguments ?? [];
    const refs = info?.ReferencedObjectPathIds;
    return refs ? args.map((a, i) => (refs[i] ? this.resolver(refs[i]) : a)) : args;
  }

  private resolver(id: number): Objeto | null {
    if (this.objetos.has(id)) return this.objetos.get(id)!;
    const c = this.corpo.ObjectPaths[id];
    if (!c) throw new ErroExcel("InvalidObjectPath", `Object path ${id} is not in the request.`);
    let o: Objeto | null;
    if (c.ObjectPathType === CAMINHO.global) o = { t: "Workbook" };
    else if (c.ObjectPathType === CAMINHO.nulo) o = null;
    else if (c.ObjectPathType === CAMINHO.referencia) {
      o = (this.host.referencias.get(c.Name) as Objeto | undefined) ?? null;
      if (!o) throw new ErroExcel("InvalidObjectPath", `Reference ${c.Name} is not known.`);
    } else {
      const pai = this.resolver(c.ParentObjectPathId!);
      if (pai === null) o = null;
      else {
        verificarVivo(pai);
        const args = this.argumentos(c.ArgumentInfo);
        if (c.ObjectPathType === CAMINHO.propriedade) o = this.propriedade(pai, c.Name);
        else if (c.ObjectPathType === CAMINHO.indexador) o = this.indexar(pai, args[0]);
        else if (c.ObjectPathType === CAMINHO.metodo)
          o = this.metodo(pai, c.Name, args, false) as Objeto | null;
        else throw new ErroExcel("NotImplemented", `Simulador: caminho do tipo ${c.ObjectPathType}.`);
      }
    }
    this.objetos.set(id, o);
    return o;
  }

  private naoImplementado(o: Objeto, membro: string): never {
    throw new ErroExcel("NotImplemented", `Simulador: ${o.t}.${membro} não implementado.`, 501);
  }

  private propriedade(o: Objeto, nome: string): Objeto {
    switch (`${o.t}.${nome}`) {
      case "Workbook.Worksheets":
        return { t: "WorksheetCollection" };
      case "Workbook.Application":
        return { t: "Application" };
      case "Workbook.Tables":
        return { t: "TableCollection" };
      case "Workbook.Comments":
        return { t: "CommentCollection" };
    }
    if (o.t === "Worksheet") {
      if (nome === "Tables") return { t: "TableCollection", f: o.f };
      if (nome === "Charts") return { t: "ChartCollection", f: o.f };
      if (nome === "FreezePanes") return { t: "WorksheetFreezePanes", f: o.f };
      if (nome === "Comments") return { t: "CommentCollection", f: o.f };
      if (nome === "CustomProperties") return { t: "WorksheetCustomPropertyCollection", f: o.f };
      if (nome === "PageLayout") {
        if (!this.host.suporta("1.9")) this.naoImplementado(o, nome);
        return { t: "PageLayout", f: o.f };
      }
    }
    if (o.t === "PageLayout" && nome === "HeadersFooters") return { t: "HeaderFooterGroup", f: o.f };
    if (o.t === "HeaderFooterGroup" && nome === "DefaultForAllPages") return { t: "HeaderFooter", f: o.f };
    if (o.t === "Range" || o.t === "RangeFormat") {
      if (nome === "Worksheet") return { t: "Worksheet", f: o.f };
      if (nome === "Format") return { ...o, t: "RangeFormat" };
      if (nome === "Fill") return { ...o, t: "RangeFill" };
      if (nome === "Font") return { ...o, t: "RangeFont" };
      if (nome === "Borders" && o.t === "RangeFormat") return { ...o, t: "RangeBorderCollection" };
      if (nome === "DataValidation" && o.t === "Range") {
        if (!this.host.suporta("1.8")) this.naoImplementado(o, nome);
        return { ...o, t: "DataValidation" };
      }
    }
    if (o.t === "RangeAreas" && nome === "Areas") return { ...o, t: "RangeCollection" };
    if (o.t === "Table" && nome === "Worksheet") return { t: "Worksheet", f: o.tb.folha };
    if (o.t === "Table" && nome === "Rows") return { t: "TableRowCollection", tb: o.tb };
    if (o.t === "Chart" && nome === "Title") return { t: "ChartTitle", g: o.g };
    if (o.t === "Chart" && nome === "Series") return { t: "ChartSeriesCollection", g: o.g };
    if (o.t === "ChartSeries" && nome === "Format") return { ...o, t: "ChartSeriesFormat" };
    if (o.t === "ChartSeriesFormat" && nome === "Fill") return { ...o, t: "ChartFill" };
    return this.naoImplementado(o, nome);
  }

  private indexar(o: Objeto, chave: unknown): Objeto {
    if (o.t === "WorksheetCollection") {
      const f = this.pasta.folhas.find((x) => x.id === chave) ?? this.pasta.folha(String(chave));
      if (!f) throw naoEncontrado(`folha ${JSON.stringify(chave)}`);
      return { t: "Worksheet", f };
    }
    if (o.t === "TableCollection") {
      const tb = this.pasta.tabela(String(chave));
      if (!tb || (o.f && tb.folha !== o.f)) throw naoEncontrado(`tabela ${JSON.stringify(chave)}`);
      return { t: "Table", tb };
    }
    // borders.getItem(index): the client sends it as an indexer of the collection.
    if (o.t === "RangeBorderCollection") {
      if (!LADOS_DA_BORDA.includes(String(chave))) throw argumentoInvalido(`borda ${JSON.stringify(chave)}`);
      return { t: "RangeBorder", f: o.f, r: o.r, lado: String(chave) };
    }
    return this.naoImplementado(o, "indexador");
  }

  /** A method: returns an object (object path) or a value (method action; `acao`). */
  private metodo(o: Objeto, nome: string, args: unknown[], acao: boolean): unknown {
    if (nome === "_KeepReference") return undefined;
    if (nome === "_RemoveReference") {
      // Excel.run's clean-up: the references handed out during the run are released.
      for (const id of args.flat(2)) this.host.referencias.delete(String(id));
      return undefined;
    }
    if (nome === "GetItemAt") return this.itemEm(o, Number(args[0]));
    switch (o.t) {
      case "Application":
        if (nome === "SuspendApiCalculationUntilNextSync" || nome === "SuspendScreenUpdatingUntilNextSync") {
          this.host.suspensoes.push(nome);
          return undefined;
        }
        if (nome === "Calculate") {
          this.host.suspensoes.push(`Calculate(${String(args[0])})`);
          return undefined;
        }
        break;
      case "Workbook":
        if (nome === "GetSelectedRange") {
          const s = this.pasta.selecao!;
          return { t: "Range", f: s.folha, r: s.intervalo };
        }
        break;
      case "WorksheetCollection":
        if (nome === "Add")
          return { t: "Worksheet", f: this.pasta.adicionarFolha(nomeNovo(this.pasta, args[0])) };
        if (nome === "GetItemOrNullObject") {
          const f = this.pasta.folha(String(args[0]));
          return f ? { t: "Worksheet", f } : null;
        }
        if (nome === "GetActiveWorksheet") return { t: "Worksheet", f: this.pasta.selecao!.folha };
        break;
      case "Worksheet":
        if (nome === "GetRange")
          return { t: "Range", f: o.f, r: this.intervaloNaFolha(o.f, args[0] ?? "A1:XFD1048576") };
        if (nome === "GetRangeByIndexes") {
          const [linha, coluna, linhas, colunas] = args.map(Number);
          return { t: "Range", f: o.f, r: validarRetangulo({ linha, coluna, linhas, colunas }) };
        }
        if (nome === "GetUsedRange" || nome === "GetUsedRangeOrNullObject") {
          const u = o.f.usado(Boolean(args[0]));
          if (u) return { t: "Range", f: o.f, r: u };
          return nome === "GetUsedRange" ? { t: "Range", f: o.f, r: celula(0, 0) } : null;
        }
        if (nome === "Delete") return void this.pasta.excluirFolha(o.f);
        if (nome === "Activate") {
          if (o.f.visibilidade !== "Visible")
            throw new ErroExcel("InvalidOperation", "A hidden sheet can't be activated.");
          this.pasta.selecao = { folha: o.f, intervalo: celula(0, 0) };
          return undefined;
        }
        break;
      case "Range":
        if (nome === "Select") {
          this.pasta.selecao = { folha: o.f, intervalo: o.r };
          return undefined;
        }
        if (nome === "GetSurroundingRegion") return { t: "Range", f: o.f, r: regiaoAtual(o.f, o.r) };
        if (nome === "GetMergedAreasOrNullObject") {
          if (!this.host.suporta("1.13")) this.naoImplementado(o, nome);
          const areas = o.f.mesclas.filter((m) => cruzam(m, o.r));
          return areas.length ? { t: "RangeAreas", f: o.f, areas } : null;
        }
        if (nome === "Clear") return void limpar(o.f, o.r, String(args[0] ?? "All"));
        if (nome === "GetTables") {
          return { t: "TableCollection", f: o.f, r: o.r };
        }
        // The client itself cuts a values array over 1,500 cells into row bands
        // (range.getRow(i).getBoundingRect(range.getRow(j))) after asking the host to check the shape.
        if (nome === "_ValidateArraySize") {
          if (Number(args[0]) !== o.r.linhas || Number(args[1]) !== o.r.colunas)
            throw argumentoInvalido(
              "The number of rows or columns in the input array doesn't match the size or dimensions of the range",
            );
          return undefined;
        }
        if (nome === "GetRow")
          return {
            t: "Range",
            f: o.f,
            r: validarRetangulo({ ...o.r, linha: o.r.linha + Number(args[0]), linhas: 1 }),
          };
        if (nome === "GetColumn")
          return {
            t: "Range",
            f: o.f,
            r: validarRetangulo({ ...o.r, coluna: o.r.coluna + Number(args[0]), colunas: 1 }),
          };
        if (nome === "GetBoundingRect") {
          const outro = this.rangeDoArgumento(args[0], o.f);
          const l0 = Math.min(o.r.linha, outro.r.linha);
          const c0 = Math.min(o.r.coluna, outro.r.coluna);
          const l1 = Math.max(o.r.linha + o.r.linhas, outro.r.linha + outro.r.linhas);
          const c1 = Math.max(o.r.coluna + o.r.colunas, outro.r.coluna + outro.r.colunas);
          return { t: "Range", f: o.f, r: { linha: l0, coluna: c0, linhas: l1 - l0, colunas: c1 - c0 } };
        }
        if (nome === "GetResizedRange") {
          const [dl, dc] = args.map(Number);
          return {
            t: "Range",
            f: o.f,
            r: validarRetangulo({ ...o.r, linhas: o.r.linhas + dl, colunas: o.r.colunas + dc }),
          };
        }
        if (nome === "GetOffsetRange") {
          const [dl, dc] = args.map(Number);
          return {
            t: "Range",
            f: o.f,
            r: validarRetangulo({ ...o.r, linha: o.r.linha + dl, coluna: o.r.coluna + dc }),
          };
        }
        if (nome === "GetCell") {
          const [l, c] = args.map(Number);
          return { t: "Range", f: o.f, r: validarRetangulo(celula(o.r.linha + l, o.r.coluna + c)) };
        }
        break;
      case "Table": {
        const i = o.tb.intervalo;
        if (nome === "GetRange") return { t: "Range", f: o.tb.folha, r: i };
        if (nome === "GetHeaderRowRange") return { t: "Range", f: o.tb.folha, r: { ...i, linhas: 1 } };
        if (nome === "GetDataBodyRange")
          return {
            t: "Range",
            f: o.tb.folha,
            r: { ...i, linha: i.linha + 1, linhas: Math.max(1, i.linhas - 1) },
          };
        if (nome === "Delete") {
          this.pasta.tabelas = this.pasta.tabelas.filter((t) => t !== o.tb);
          return undefined;
        }
        break;
      }
      case "TableRowCollection":
        if (nome === "Add") return this.acrescentarNaTabela(o.tb, args[0], args[1]);
        break;
      case "TableRow":
        if (nome === "Delete" && o.i !== undefined) return this.tirarDaTabela(o.tb, o.i);
        break;
      case "PageLayout":
        if (nome === "SetPrintTitleRows") {
          const linhas = String(args[0] ?? "");
          const m = /^\$?(\d+):\$?(\d+)$/.exec(linhas);
          if (!m || Number(m[1]) < 1 || Number(m[2]) < Number(m[1]) || Number(m[2]) > MAX_LINHAS)
            throw argumentoInvalido(`linhas de título "${linhas}"`);
          o.f.pagina.titulos = linhas;
          return undefined;
        }
        break;
      case "WorksheetFreezePanes":
        if (nome === "FreezeRows") {
          o.f.linhasCongeladas = Number(args[0] ?? 1);
          return undefined;
        }
        if (nome === "Unfreeze") return void (o.f.linhasCongeladas = 0);
        break;
      case "TableCollection":
        if (nome === "Add") {
          const alvo = this.rangeDoArgumento(args[0], o.f);
          return { t: "Table", tb: this.pasta.adicionarTabela(alvo.f, alvo.r) };
        }
        break;
      case "ChartCollection":
        if (nome === "Add") {
          const dados = this.rangeDoArgumento(args[1], o.f);
          const g: GraficoSimulado = {
            nome: `Gráfico ${o.f.graficos.length + 1}`,
            tipo: String(args[0]),
            dados: dados.r,
            titulo: "",
            coresSeries: [],
          };
          o.f.graficos.push(g);
          return { t: "Chart", g };
        }
        break;
      case "Chart":
        if (nome === "Delete") {
          for (const f of this.pasta.folhas) f.graficos = f.graficos.filter((g) => g !== o.g);
          return undefined;
        }
        if (nome === "SetPosition") {
          o.g.posicao = { inicio: String(args[0]), fim: String(args[1] ?? args[0]) };
          return undefined;
        }
        break;
      case "ChartFill":
        if (nome === "SetSolidColor") {
          o.g.coresSeries[o.i] = String(args[0]);
          return undefined;
        }
        break;
      case "CommentCollection":
        if (nome === "Add") {
          const alvo = this.rangeDoArgumento(args[0]);
          if (alvo.r.linhas !== 1 || alvo.r.colunas !== 1)
            throw argumentoInvalido("comentário em mais de uma célula");
          if (String(args[1]).length > MAX_TEXTO_CELULA)
            throw argumentoInvalido(`comentário de ${String(args[1]).length} caracteres (máximo 32.767)`);
          const c: ComentarioSimulado = {
            folha: alvo.f,
            linha: alvo.r.linha,
            coluna: alvo.r.coluna,
            texto: String(args[1]),
          };
          this.pasta.comentarios.push(c);
          return { t: "Comment", c };
        }
        break;
      case "Comment":
        if (nome === "Delete")
          return void (this.pasta.comentarios = this.pasta.comentarios.filter((c) => c !== o.c));
        break;
      case "WorksheetCustomPropertyCollection":
        if (nome === "Add") {
          o.f.propriedades.set(String(args[0]), String(args[1]));
          return { t: "WorksheetCustomProperty", f: o.f, chave: String(args[0]) };
        }
        if (nome === "GetItemOrNullObject") {
          const chave = String(args[0]);
          return o.f.propriedades.has(chave) ? { t: "WorksheetCustomProperty", f: o.f, chave } : null;
        }
        break;
    }
    void acao;
    return this.naoImplementado(o, nome);
  }

  /**
   * `table.rows.add(index, values)`: Excel refuses values whose width is not the table's, inserts the
   * rows under the table moving down the cells below it (in the table's columns) and types the values.
   */
  private acrescentarNaTabela(tb: TabelaSimulada, indice: unknown, valores: unknown): Objeto {
    if (indice !== null && indice !== undefined)
      throw new ErroExcel("NotImplemented", "Simulador: rows.add com índice.", 501);
    const i = tb.intervalo;
    if (
      !Array.isArray(valores) ||
      valores.length === 0 ||
      valores.some((l) => !Array.isArray(l) || l.length !== i.colunas)
    )
      throw argumentoInvalido(
        "The number of rows or columns in the input array doesn't match the size or dimensions of the range",
      );
    const f = tb.folha;
    const fim = i.linha + i.linhas;
    const n = valores.length;
    for (let l = Math.max(f.valores.length - 1, fim); l >= fim; l--) {
      for (let c = i.coluna; c < i.coluna + i.colunas; c++) {
        const v = f.valores[l]?.[c];
        const formula = f.formulas.get(`${l}:${c}`);
        (f.valores[l + n] ??= [])[c] = v;
        if (f.valores[l]) f.valores[l][c] = undefined;
        f.formulas.delete(`${l}:${c}`);
        if (formula !== undefined) f.formulas.set(`${l + n}:${c}`, formula);
      }
    }
    (valores as Valor[][]).forEach((linha, k) =>
      linha.forEach((v, c) => f.digitar(fim + k, i.coluna + c, v)),
    );
    // Excel extends the formats and the data validation of the table's last row to the rows added.
    const ultima = fim - 1;
    const ateAUltima = (r: Retangulo) =>
      r.linha <= ultima && r.linha + r.linhas === fim && cruzam(r, { ...i, linha: ultima, linhas: 1 });
    for (const x of f.formatos)
      if (ateAUltima(x.intervalo)) x.intervalo = { ...x.intervalo, linhas: x.intervalo.linhas + n };
    for (const v of f.validacoes)
      if (ateAUltima(v.intervalo)) v.intervalo = { ...v.intervalo, linhas: v.intervalo.linhas + n };
    tb.intervalo = { ...i, linhas: i.linhas + n };
    return { t: "TableRow", tb };
  }

  /**
   * `TableRow.delete()`: the row leaves the table, which shrinks; the cells under it, in the table's
   * columns, move up. The simulator refuses the last data row (a table keeps one: Excel would leave an
   * empty row, which the add-in never wants).
   */
  private tirarDaTabela(tb: TabelaSimulada, indice: number): undefined {
    const i = tb.intervalo;
    if (i.linhas <= 2) throw argumentoInvalido("a tabela ficaria sem linhas de dados");
    const f = tb.folha;
    const fim = Math.max(f.valores.length, i.linha + i.linhas);
    for (let l = i.linha + 1 + indice; l < fim; l++) {
      for (let c = i.coluna; c < i.coluna + i.colunas; c++) {
        const abaixo = f.valores[l + 1]?.[c];
        (f.valores[l] ??= [])[c] = abaixo;
        const formula = f.formulas.get(`${l + 1}:${c}`);
        f.formulas.delete(`${l}:${c}`);
        if (formula !== undefined) f.formulas.set(`${l}:${c}`, formula);
      }
    }
    tb.intervalo = { ...i, linhas: i.linhas - 1 };
    return undefined;
  }

  private itemEm(o: Objeto, i: number): Objeto {
    const lista: Objeto[] | undefined =
      o.t === "WorksheetCollection"
        ? this.pasta.folhas.map((f) => ({ t: "Worksheet", f }))
        : o.t === "TableCollection"
          ? this.tabelasDe(o).map((tb) => ({ t: "Table", tb }))
          : o.t === "ChartSeriesCollection"
            ? Array.from({ length: numeroDeSeries(o.g) }, (_, k) => ({ t: "ChartSeries", g: o.g, i: k }))
            : o.t === "TableRowCollection"
              ? Array.from({ length: o.tb.intervalo.linhas - 1 }, (_, k) => ({
                  t: "TableRow",
                  tb: o.tb,
                  i: k,
                }))
              : undefined;
    if (!lista) return this.naoImplementado(o, "GetItemAt");
    if (!(i >= 0 && i < lista.length)) throw naoEncontrado(`item ${i}`);
    return lista[i];
  }

  private tabelasDe(o: Extract<Objeto, { t: "TableCollection" }>): TabelaSimulada[] {
    return this.pasta.tabelas.filter((t) => (!o.f || t.folha === o.f) && (!o.r || cruzam(t.intervalo, o.r)));
  }

  private rangeDoArgumento(a: unknown, folha?: FolhaSimulada): { f: FolhaSimulada; r: Retangulo } {
    if (a && typeof a === "object" && (a as Objeto).t === "Range") {
      const r = a as Extract<Objeto, { t: "Range" }>;
      return { f: r.f, r: r.r };
    }
    const p = parseEndereco(a);
    const f = p.folha !== undefined ? this.pasta.folha(p.folha) : (folha ?? this.pasta.selecao?.folha);
    if (!f) throw naoEncontrado(`folha do endereço ${JSON.stringify(a)}`);
    return { f, r: p.intervalo };
  }

  private intervaloNaFolha(f: FolhaSimulada, endereco: unknown): Retangulo {
    const p = parseEndereco(endereco);
    if (p.folha !== undefined && !mesmoNome(p.folha, f.nome))
      throw argumentoInvalido(`endereço de outra folha "${String(endereco)}"`);
    return validarRetangulo(p.intervalo);
  }

  private definir(o: Objeto, nome: string, valor: unknown): void {
    verificarVivo(o);
    switch (o.t) {
      case "Range":
        if (nome === "Values" || nome === "Formulas") return escreverValores(o.f, o.r, valor);
        if (nome === "NumberFormat") return gravarFormato(o.f, o.r, "numberFormat", valorUnico(o.r, valor));
        break;
      case "RangeFormat":
        // Setting true puts the columns (rows) back to the standard width (height); false does nothing.
        if (nome === "UseStandardWidth") {
          if (valor === true)
            for (let c = o.r.coluna; c < o.r.coluna + o.r.colunas; c++) o.f.larguras.delete(c);
          return;
        }
        if (nome === "UseStandardHeight") {
          if (valor === true)
            o.f.formatos = o.f.formatos.filter(
              (x) => !(x.propriedade === "rowHeight" && dentro(x.intervalo, o.r)),
            );
          return;
        }
        if (nome === "ColumnWidth") {
          for (let c = o.r.coluna; c < o.r.coluna + o.r.colunas; c++) o.f.larguras.set(c, Number(valor));
          return;
        }
        if (
          nome === "HorizontalAlignment" ||
          nome === "WrapText" ||
          nome === "VerticalAlignment" ||
          nome === "RowHeight"
        )
          return gravarFormato(o.f, o.r, minuscula(nome), valor);
        break;
      case "RangeFill":
        if (nome === "Color") return gravarFormato(o.f, o.r, "fill.color", valor);
        break;
      case "DataValidation":
        return definirValidacao(o.f, o.r, nome, valor);
      case "RangeBorder": {
        // Excel.BorderLineStyle and Excel.BorderWeight: any other value is refused.
        const aceitos: Record<string, readonly string[]> = {
          Style: ["None", "Continuous", "Dash", "DashDot", "DashDotDot", "Dot", "Double", "SlantDashDot"],
          Weight: ["Hairline", "Thin", "Medium", "Thick"],
        };
        if (nome in aceitos && !aceitos[nome].includes(String(valor)))
          throw argumentoInvalido(`${nome} ${JSON.stringify(valor)}`);
        if (nome === "Style" || nome === "Weight" || nome === "Color")
          return gravarFormato(o.f, o.r, `border.${o.lado}.${minuscula(nome)}`, valor);
        break;
      }
      case "RangeFont":
        if (["Color", "Bold", "Italic", "Size", "Name"].includes(nome))
          return gravarFormato(o.f, o.r, `font.${minuscula(nome)}`, valor);
        break;
      case "Table":
        if (nome === "Name") {
          const nomeTabela = String(valor);
          if (!/^[\p{L}_\\][\p{L}\p{N}_.]{0,254}$/u.test(nomeTabela))
            throw argumentoInvalido(`nome de tabela "${nomeTabela}"`);
          const outra = this.pasta.tabela(nomeTabela);
          if (outra && outra !== o.tb)
            throw new ErroExcel(
              "ItemAlreadyExists",
              `The resource already exists: table "${nomeTabela}".`,
              409,
            );
          o.tb.nome = nomeTabela;
          return;
        }
        if (nome === "Style") return void (o.tb.estilo = String(valor));
        if (nome === "ShowBandedRows") return void (o.tb.faixasNasLinhas = Boolean(valor));
        break;
      case "ChartTitle":
        if (nome === "Text") return void (o.g.titulo = String(valor));
        break;
      case "PageLayout":
        return definirPagina(o.f, nome, valor);
      case "HeaderFooter":
        if (/^(Left|Center|Right)(Header|Footer)$/.test(nome)) {
          if (String(valor).length > 255) throw argumentoInvalido(`${nome} com mais de 255 caracteres`);
          return void o.f.pagina.secoes.set(nome, String(valor));
        }
        break;
      case "Worksheet":
        if (nome === "Name") {
          validarNomeDeFolha(valor);
          const outra = this.pasta.folha(valor);
          if (outra && outra !== o.f)
            throw new ErroExcel("ItemAlreadyExists", `The resource already exists: sheet "${valor}".`, 409);
          o.f.nome = valor;
          return;
        }
        if (nome === "Visibility") return void (o.f.visibilidade = valor as FolhaSimulada["visibilidade"]);
        if (nome === "Position") {
          this.pasta.folhas = this.pasta.folhas.filter((x) => x !== o.f);
          this.pasta.folhas.splice(Number(valor), 0, o.f);
          return;
        }
        break;
    }
    this.naoImplementado(o, nome);
  }

  private consultar(o: Objeto, select?: string[]): unknown {
    verificarVivo(o);
    const props = (x: Objeto) =>
      this.propriedades(
        x,
        select?.map((s) => s.replace(/^items\//, "")),
      );
    if (o.t === "WorksheetCollection")
      return { _Items: this.pasta.folhas.map((f) => props({ t: "Worksheet", f })) };
    if (o.t === "TableCollection")
      return { _Items: this.tabelasDe(o).map((tb) => props({ t: "Table", tb })) };
    if (o.t === "ChartCollection") return { _Items: o.f.graficos.map((g) => props({ t: "Chart", g })) };
    if (o.t === "RangeCollection") return { _Items: o.areas.map((r) => props({ t: "Range", f: o.f, r })) };
    if (o.t === "CommentCollection")
      return {
        _Items: this.pasta.comentarios
          .filter((c) => !o.f || c.folha === o.f)
          .map((c) => props({ t: "Comment", c })),
      };
    return props(o);
  }

  private propriedades(o: Objeto, select?: string[]): Record<string, unknown> {
    const todas = this.escalares(o);
    const nomes = select?.length ? select.map((s) => s[0].toUpperCase() + s.slice(1)) : Object.keys(todas);
    const r: Record<string, unknown> = {};
    if (REFERENCIAVEIS.has(o.t)) {
      const id = `ref${this.host.proximaReferencia++}`;
      this.host.referencias.set(id, o);
      r._ReferenceId = id;
    }
    for (const n of nomes) {
      if (!(n in todas)) this.naoImplementado(o, `load(${n})`);
      r[n] = todas[n]();
    }
    return r;
  }

  private escalares(o: Objeto): Record<string, () => unknown> {
    switch (o.t) {
      case "Worksheet":
        return {
          Name: () => o.f.nome,
          Id: () => o.f.id,
          Position: () => this.pasta.folhas.indexOf(o.f),
          Visibility: () => o.f.visibilidade,
        };
      case "Range": {
        const lerCelulas = () => {
          const n = o.r.linhas * o.r.colunas;
          if (n > LIMITE_CELULAS_LEITURA)
            throw new ErroExcel(
              "ResponsePayloadSizeLimitExceeded",
              `A range read is limited to five million cells (${n}).`,
              413,
            );
          return this.pasta.ler(o.f, o.r);
        };
        return {
          Address: () => enderecoCompleto(o.f, o.r),
          AddressLocal: () => enderecoCompleto(o.f, o.r),
          RowIndex: () => o.r.linha,
          ColumnIndex: () => o.r.coluna,
          RowCount: () => o.r.linhas,
          ColumnCount: () => o.r.colunas,
          CellCount: () => o.r.linhas * o.r.colunas,
          Values: lerCelulas,
          Formulas: () => {
            const v = lerCelulas();
            return v.map((l, i) =>
              l.map((x, j) => o.f.formulas.get(`${o.r.linha + i}:${o.r.coluna + j}`) ?? x),
            );
          },
        };
      }
      case "RangeAreas":
        return {
          AreaCount: () => o.areas.length,
          Address: () => o.areas.map((r) => enderecoCompleto(o.f, r)).join(", "),
        };
      case "Table":
        return {
          Name: () => o.tb.nome,
          Id: () => o.tb.id,
          Style: () => o.tb.estilo,
          ShowBandedRows: () => o.tb.faixasNasLinhas,
          ShowHeaders: () => true,
        };
      case "Chart":
        return { Name: () => o.g.nome, ChartType: () => o.g.tipo };
      case "ChartTitle":
        return { Text: () => o.g.titulo };
      case "Comment":
        return { Content: () => o.c.texto, Id: () => `${o.c.folha.id}:${o.c.linha}:${o.c.coluna}` };
      case "WorksheetCustomProperty":
        return { Key: () => o.chave, Value: () => o.f.propriedades.get(o.chave) };
      default:
        return {};
    }
  }
}

function verificarVivo(o: Objeto): void {
  const f = "f" in o ? o.f : o.t === "Table" ? o.tb.folha : undefined;
  if (f?.excluida) throw naoEncontrado(`folha excluída "${f.nome}"`);
}

function nomeNovo(pasta: PastaSimulada, nome: unknown): string {
  if (nome !== undefined && nome !== null) return String(nome);
  let n = pasta.folhas.length + 1;
  while (pasta.folha(`Planilha${n}`)) n++;
  return `Planilha${n}`;
}

function validarRetangulo(r: Retangulo): Retangulo {
  const ok =
    [r.linha, r.coluna, r.linhas, r.colunas].every(Number.isInteger) &&
    r.linha >= 0 &&
    r.coluna >= 0 &&
    r.linhas >= 1 &&
    r.colunas >= 1 &&
    r.linha + r.linhas <= MAX_LINHAS &&
    r.coluna + r.colunas <= MAX_COLUNAS;
  if (!ok) throw argumentoInvalido(`intervalo ${JSON.stringify(r)}`);
  return r;
}

function minuscula(s: string): string {
  return s[0].toLowerCase() + s.slice(1);
}

function numeroDeSeries(g: GraficoSimulado): number {
  // Series by columns; the first column holds the categories.
  return Math.max(1, g.dados.colunas - 1);
}

/** Values (or formulas) set on a range: a scalar for every cell, or an array of the range's shape. */
function escreverValores(f: FolhaSimulada, r: Retangulo, valor: unknown): void {
  if (!Array.isArray(valor)) {
    for (let i = 0; i < r.linhas; i++)
      for (let j = 0; j < r.colunas; j++) f.digitar(r.linha + i, r.coluna + j, valor as Valor);
    return;
  }
  if (valor.length !== r.linhas || valor.some((l) => !Array.isArray(l) || l.length !== r.colunas))
    throw argumentoInvalido(
      "The number of rows or columns in the input array doesn't match the size or dimensions of the range",
    );
  (valor as Valor[][]).forEach((linha, i) =>
    linha.forEach((v, j) => {
      // null leaves the cell as it is (Office.js).
      if (v !== null) f.digitar(r.linha + i, r.coluna + j, v);
    }),
  );
}

/** A format given as a 2-D array must be 1×1 (applies to all) or of the range's shape. */
function valorUnico(r: Retangulo, valor: unknown): unknown {
  if (!Array.isArray(valor)) return valor;
  if (valor.length === 1 && Array.isArray(valor[0]) && valor[0].length === 1) return valor[0][0];
  if (valor.length !== r.linhas || valor.some((l) => !Array.isArray(l) || l.length !== r.colunas))
    throw argumentoInvalido(
      "The number of rows or columns in the input array doesn't match the size or dimensions of the range",
    );
  return valor;
}

/** Range.clear: "All" and "Contents" empty the cells (formulas too), "All" and "Formats" drop the formats. */
function limpar(f: FolhaSimulada, r: Retangulo, tipo: string): void {
  if (tipo === "All" || tipo === "Contents") {
    f.valores.forEach((linha, l) =>
      linha?.forEach((_, c) => {
        if (dentro(celula(l, c), r)) linha[c] = undefined;
      }),
    );
    for (const chave of [...f.formulas.keys()]) {
      const [l, c] = chave.split(":").map(Number);
      if (dentro(celula(l, c), r)) f.formulas.delete(chave);
    }
  }
  if (tipo === "All" || tipo === "Formats") f.formatos = f.formatos.filter((x) => !dentro(x.intervalo, r));
}

/** Whether rectangle `a` lies inside `b`. */
function dentro(a: Retangulo, b: Retangulo): boolean {
  return (
    a.linha >= b.linha &&
    a.coluna >= b.coluna &&
    a.linha + a.linhas <= b.linha + b.linhas &&
    a.coluna + a.colunas <= b.coluna + b.colunas
  );
}

/** Excel.BorderIndex. */
const LADOS_DA_BORDA = [
  "EdgeTop",
  "EdgeBottom",
  "EdgeLeft",
  "EdgeRight",
  "InsideVertical",
  "InsideHorizontal",
  "DiagonalDown",
  "DiagonalUp",
];

/**
 * dataValidation.rule, errorAlert and ignoreBlanks (ExcelApi 1.8) as Excel checks them: a rule has
 * exactly one kind; a list's literal source is 1..255 characters; an alert style is Stop, Warning or
 * Information, its title at most 32 characters and its message at most 255. Only list rules are
 * simulated (the add-in sets no other).
 */
function definirValidacao(f: FolhaSimulada, r: Retangulo, nome: string, valor: unknown): void {
  let v = f.validacoes.find((x) => igualRetangulo(x.intervalo, r));
  if (!v) f.validacoes.push((v = { intervalo: r }));
  if (nome === "Rule") {
    const regra = valor as { list?: { inCellDropDown?: unknown; source?: unknown } } | null;
    const tipos = regra && typeof regra === "object" ? Object.keys(regra) : [];
    const lista = regra?.list;
    if (tipos.length !== 1 || !lista || typeof lista.source !== "string")
      throw argumentoInvalido(`regra de validação ${JSON.stringify(valor)}`);
    if (lista.source.length === 0 || lista.source.length > 255)
      throw argumentoInvalido(`lista de validação de ${lista.source.length} caracteres`);
    v.regra = { list: { inCellDropDown: lista.inCellDropDown !== false, source: lista.source } };
    return;
  }
  if (nome === "ErrorAlert") {
    const a = valor as { showAlert?: unknown; style?: unknown; title?: unknown; message?: unknown };
    if (!["Stop", "Warning", "Information"].includes(String(a.style)))
      throw argumentoInvalido(`estilo de alerta ${JSON.stringify(a.style)}`);
    if (String(a.title ?? "").length > 32 || String(a.message ?? "").length > 255)
      throw argumentoInvalido("alerta de validação longo demais");
    v.alerta = {
      showAlert: a.showAlert !== false,
      style: String(a.style),
      title: String(a.title ?? ""),
      message: String(a.message ?? ""),
    };
    return;
  }
  if (nome === "IgnoreBlanks") {
    v.ignorarBrancos = Boolean(valor);
    return;
  }
  throw new ErroExcel("NotImplemented", `Simulador: DataValidation.${nome} não implementado.`, 501);
}

function igualRetangulo(a: Retangulo, b: Retangulo): boolean {
  return a.linha === b.linha && a.coluna === b.coluna && a.linhas === b.linhas && a.colunas === b.colunas;
}

function gravarFormato(f: FolhaSimulada, r: Retangulo, propriedade: string, valor: unknown): void {
  f.formatos.push({ intervalo: r, propriedade, valor });
}

/** Excel's current region: grows while a non-empty cell touches the rectangle (diagonals count). */
function regiaoAtual(f: FolhaSimulada, r: Retangulo): Retangulo {
  let [l0, c0, l1, c1] = [r.linha, r.coluna, r.linha + r.linhas - 1, r.coluna + r.colunas - 1];
  const temNaLinha = (l: number, a: number, b: number) => {
    for (let c = Math.max(0, a); c <= b; c++) if (!f.vazia(l, c)) return true;
    return false;
  };
  const temNaColuna = (c: number, a: number, b: number) => {
    for (let l = Math.max(0, a); l <= b; l++) if (!f.vazia(l, c)) return true;
    return false;
  };
  for (let cresceu = true; cresceu;) {
    cresceu = false;
    // Each side grows as far as it can before the others are looked at again (a long list is
    // one pass down, not one pass per row).
    while (l0 > 0 && temNaLinha(l0 - 1, c0 - 1, c1 + 1)) [l0, cresceu] = [l0 - 1, true];
    while (temNaLinha(l1 + 1, c0 - 1, c1 + 1)) [l1, cresceu] = [l1 + 1, true];
    while (c0 > 0 && temNaColuna(c0 - 1, l0 - 1, l1 + 1)) [c0, cresceu] = [c0 - 1, true];
    while (temNaColuna(c1 + 1, l0 - 1, l1 + 1)) [c1, cresceu] = [c1 + 1, true];
  }
  return { linha: l0, coluna: c0, linhas: l1 - l0 + 1, colunas: c1 - c0 + 1 };
}
