/**
 * The add-in's output as plain sheet models: what every adapter (Office.js, ExcelJS, memória) writes.
 * A model knows nothing of Office.js or ExcelJS; it says which values go where, which ranges get which
 * style (whole contiguous ranges, never cell by cell), the table, the chart and the cell notes.
 * Coordinates are 0-based from A1 (linha 0 = Excel row 1, coluna 0 = column A), as in TabelaBruta.
 */
import { intervaloA1, posicaoDaCelula, separarEndereco } from "../planilha/endereco";
import type { ValorCelula } from "../planilha/tabela";

export interface Intervalo {
  linha: number;
  coluna: number;
  linhas: number;
  colunas: number;
}

export interface Estilo {
  /** Fill, "#RRGGBB". */
  preenchimento?: string;
  /** Font color, "#RRGGBB". */
  corFonte?: string;
  negrito?: boolean;
  italico?: boolean;
  /** Excel number format code: "@" text, "0", "0.00", "dd/mm/aaaa"… */
  formatoNumero?: string;
  alinhamento?: "esquerda" | "centro" | "direita";
  quebrarTexto?: boolean;
  /** A medium dark line under the range: the cut line of a phase (folhas/fases.ts). */
  bordaInferior?: boolean;
}

export interface FormatoIntervalo extends Estilo {
  intervalo: Intervalo;
}

/** A cell note (comment) on a cell a clerk will ask about; the text carries the article. */
export interface NotaCelula {
  linha: number;
  coluna: number;
  texto: string;
  /** Where the whole text is, said if the note must be cut ("nas colunas Motivo e Fundamento desta
   *  linha"); by default, the cells of its row. */
  inteiroEm?: string;
}

/** Excel's limit of characters in a note or comment, as in a cell (#39). */
export const MAX_CARACTERES_DA_NOTA = 32_767;

/**
 * The note's text as Excel can hold it: up to 32,767 characters, else cut, ending with a marker that
 * says how many characters were left out and where the whole text is. Never a quiet loss (#39).
 */
export function textoDaNotaQueCabe(nota: Pick<NotaCelula, "texto" | "inteiroEm">): string {
  if (nota.texto.length <= MAX_CARACTERES_DA_NOTA) return nota.texto;
  const marcador = (fora: number) =>
    ` […] (nota cortada: ${fora.toLocaleString("pt-BR")} caracteres ficaram de fora, além dos ` +
    `${MAX_CARACTERES_DA_NOTA.toLocaleString("pt-BR")} que uma nota do Excel guarda; o texto inteiro está ` +
    `${nota.inteiroEm ?? "nas células desta linha"}.)`;
  // The marker for the whole length is the longest it can be: what is kept plus the marker fits.
  let fica = MAX_CARACTERES_DA_NOTA - marcador(nota.texto.length).length;
  // Not between the two halves of a surrogate pair.
  if (/[\uD800-\uDBFF]/.test(nota.texto[fica - 1] ?? "")) fica--;
  return nota.texto.slice(0, fica) + marcador(nota.texto.length - fica);
}

/** A native clustered-column chart. `dados`: first row = series names, first column = categories. */
export interface ModeloGrafico {
  titulo: string;
  dados: Intervalo;
  /** One fill per series, in order ("#RRGGBB"). */
  coresSeries: string[];
  /** Top-left cell where the chart sits, and its size in columns and rows. */
  ancora: { linha: number; coluna: number };
  colunas: number;
  linhas: number;
}

/**
 * A data validation list (Excel's Data › Data Validation › List): the cells of `intervalo` offer
 * `valores` in a drop-down (a blank stays allowed). Excel keeps a literal list in one formula of at
 * most 255 characters, the values separated by commas: no value may contain a comma or a double quote
 * (`verificarValidacaoLista`).
 */
export interface ValidacaoLista {
  intervalo: Intervalo;
  valores: readonly string[];
  /**
   * What Excel does when something else is typed: "parar" refuses it; "aviso" asks, and keeps it if
   * the clerk says so (for a column whose reader accepts other forms of the same values). Title at
   * most 32 characters, text at most 255 (Excel's limits).
   */
  alerta: { estilo: "parar" | "aviso"; titulo: string; texto: string };
}

/** Excel's limit on the text of a list validation's literal source ("a,b,c"). */
export const MAX_FONTE_DA_LISTA = 255;

/** The comma-separated source of a list validation (what both adapters write). */
export function fonteDaLista(v: ValidacaoLista): string {
  return v.valores.join(",");
}

/** A list Excel would refuse, as a programming error (the add-in's own lists are fixed texts). */
export function verificarValidacaoLista(v: ValidacaoLista): void {
  if (v.valores.length === 0 || v.valores.some((x) => x === "" || /[,"]/.test(x)))
    throw new Error(`Lista de validação inválida: ${JSON.stringify(v.valores)}`);
  if (
    fonteDaLista(v).length > MAX_FONTE_DA_LISTA ||
    v.alerta.titulo.length > 32 ||
    v.alerta.texto.length > 255
  )
    throw new Error(`Lista de validação além dos limites do Excel: ${JSON.stringify(v)}`);
}

/**
 * A range after `n` rows were added under a table whose rows end (exclusive) at row `fim`: a range
 * that reached the table's last row grows with it, as Excel grows a table's formats and validation
 * with the rows added to it. Others are returned as they are.
 */
export function intervaloComLinhas(i: Intervalo, fim: number, n: number): Intervalo {
  return i.linha < fim && i.linha + i.linhas === fim ? { ...i, linhas: i.linhas + n } : i;
}

/** Which add-in sheet this is, stable across reruns even if the clerk renames it. */
export type TipoFolha =
  | `lista:${string}`
  | "ordem"
  | "empates"
  | "reversoes"
  | "quadro"
  /** The ledger of calls and their acts: appended to, never rewritten (folhas/convocacoes.ts). */
  | "convocacoes"
  | "atos"
  /** The publication of a result (publicacao/folha.ts): replaced by the next result. */
  | "publicacao"
  /** A phase's sheets (folhas/fases.ts): one per list and the summary, replaced by the next phase. */
  | `fase:${string}`
  | "fase-resumo"
  /** The confirmation of the self-declaration (folhas/confirmacao.ts): the clerk's record, appended to… */
  | "confirmacao"
  /** …and the convened and the outcomes, replaced on every run. */
  | "confirmacao-convocados"
  | "confirmacao-resultado";

export interface ModeloFolha {
  /** ≤ 31 characters, none of : \ / ? * [ ] (Excel's rules). */
  nome: string;
  tipo: TipoFolha;
  /** A rectangle starting at A1 (every row the same length). Strings are text, never formulas. */
  valores: ValorCelula[][];
  /** Applied in order; later ranges win where they overlap. */
  formatos: FormatoIntervalo[];
  /** Column widths in characters (Excel's default width is 8.43). */
  larguras: number[];
  /** Rows frozen at the top (1 = the header). */
  congelarLinhas: number;
  /** An Excel table (with its filter buttons) over `intervalo`, header in its first row. */
  tabela?: { nome: string; intervalo: Intervalo };
  notas: NotaCelula[];
  /** Drop-down lists on ranges of the sheet (the Desfecho column of the ledger). */
  validacoes?: ValidacaoLista[];
  grafico?: ModeloGrafico;
  /** How it prints; every adapter applies it (folhas/impressao.ts sets it on every add-in sheet). */
  impressao?: Impressao;
}

/**
 * Print setup: landscape, fit to one page wide (as many pages tall as needed), the first
 * `linhasRepetidas` rows repeated on every page (0: none, a sheet without a header row), and a page
 * header and footer.
 */
export interface Impressao {
  linhasRepetidas: number;
  cabecalho: TextosDaPagina;
  rodape: TextosDaPagina;
}

/**
 * Left, centre and right text of a page header or footer in Excel's codes (the same in SpreadsheetML
 * and Office.js): &P page, &N pages, &A sheet name; a literal "&" is written "&&".
 */
export interface TextosDaPagina {
  esquerda: string;
  centro: string;
  direita: string;
}

/**
 * Formula injection: a string that begins with = + - @ would become a formula if typed or pasted
 * into Excel. Adapters write strings as text; the Office.js adapter, which can only write through the
 * same path as typing, prefixes such strings with an apostrophe (Excel's own "this is text" mark,
 * not part of the value read back). Tab and carriage return are included as OWASP recommends.
 */
export function pareceFormula(texto: string): boolean {
  return /^[=+\-@\t\r]/.test(texto);
}

/** "A1" or "A1:C10" for an interval (0-based). */
export function enderecoA1(i: Intervalo): string {
  return intervaloA1(i.linha, i.coluna, i.linha + i.linhas - 1, i.coluna + i.colunas - 1);
}

/** Parses "B2", "B2:D10", "$B$2:$D$10" or "Folha!B2:D10" (the sheet part is ignored). */
export function intervaloDeEndereco(endereco: string): Intervalo {
  const celulas = (separarEndereco(endereco)?.celula ?? endereco).split(":");
  const [a, b] = [celulas[0], celulas[1] ?? celulas[0]].map((c) => posicaoDaCelula(c));
  if (!a || !b) throw new Error(`Endereço inválido: "${endereco}"`);
  return {
    linha: Math.min(a.linha, b.linha),
    coluna: Math.min(a.coluna, b.coluna),
    linhas: Math.abs(b.linha - a.linha) + 1,
    colunas: Math.abs(b.coluna - a.coluna) + 1,
  };
}

/**
 * Fingerprint of a sheet's values, stored in the add-in's tag when it writes the sheet and compared
 * on the next run to tell whether the clerk edited it (ask before replacing). Empty cells and null
 * are the same; trailing empty rows and columns don't count; numbers and text keep their type.
 * cyrb53 (a 53-bit non-cryptographic hash): enough to notice an edit, not to resist forgery.
 */
export function hashValores(valores: ValorCelula[][], linhaInicial = 0, colunaInicial = 0): string {
  H[0] = 0xdeadbeef;
  H[1] = 0x41c6ce57;
  let ultimaLinha = valores.length - 1;
  while (ultimaLinha >= 0 && ultimaPreenchida(valores[ultimaLinha]) === -1) ultimaLinha--;
  for (let i = 0; i <= ultimaLinha; i++) {
    const linha = valores[i];
    const fim = ultimaPreenchida(linha);
    // Each piece mixed on its own: the same hash as of the pieces joined, without a string per cell.
    misturar(10); // "\n"
    misturarInteiro(i + linhaInicial);
    for (let j = 0; j <= fim; j++) {
      const v = linha[j];
      if (v === null || v === "") continue;
      misturar(1); // "\u0001"
      misturarInteiro(j + colunaInicial);
      misturar(58); // ":"
      if (typeof v === "string") {
        misturar(115); // "s"
        misturarTexto(v);
      } else if (typeof v === "number") {
        misturar(110); // "n"
        if (Number.isInteger(v) && v >= 0 && v <= Number.MAX_SAFE_INTEGER) misturarInteiro(v);
        else misturarTexto(String(v));
      } else {
        misturar(98); // "b"
        misturarTexto(v ? "true" : "false");
      }
    }
  }
  let h1 = H[0];
  let h2 = H[1];
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The index of a row's last filled cell, or -1 (null and "" are empty). */
function ultimaPreenchida(linha: readonly ValorCelula[]): number {
  let fim = linha.length - 1;
  while (fim >= 0 && (linha[fim] === null || linha[fim] === "")) fim--;
  return fim;
}

/**
 * cyrb53's two words, in a typed array: kept in variables shared by functions, a 32-bit word that
 * is not a small integer would be boxed on every character.
 */
const H = new Int32Array(2);
/** Room for the digits of Number.MAX_SAFE_INTEGER. */
const DIGITOS = new Uint8Array(16);

/** One UTF-16 code unit into cyrb53. */
function misturar(ch: number): void {
  H[0] = Math.imul(H[0] ^ ch, 2654435761);
  H[1] = Math.imul(H[1] ^ ch, 1597334677);
}

function misturarTexto(s: string): void {
  for (let i = 0; i < s.length; i++) misturar(s.charCodeAt(i));
}

/** A non-negative safe integer's decimal digits, as String(n) writes them, without the string. */
function misturarInteiro(n: number): void {
  let k = 0;
  do {
    const digito = n % 10;
    DIGITOS[k++] = 48 + digito;
    n = (n - digito) / 10;
  } while (n > 0);
  while (k > 0) misturar(DIGITOS[--k]);
}
