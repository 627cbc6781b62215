/**
 * The workbook port: every access of the pipeline to a workbook goes through it. Adapters: Office.js
 * (src/adapters/office), ExcelJS (src/adapters/xlsx), memória (tests and benchmarks).
 *
 * Contract every adapter keeps (the pipeline relies on it, tests check it):
 * - Reads return whole rectangles (TabelaBruta); writes apply whole models: values as 2-D arrays,
 *   styles per range, never cell by cell, in as few round trips as the host allows.
 * - Strings are written as text, never as formulas (see `pareceFormula` in folhas/modelo.ts).
 * - Only the add-in's own sheets are ever replaced or deleted: a sheet is the add-in's when the adapter
 *   tagged it when writing it (`MarcaFolha`). Writing over, or deleting, an untagged sheet throws
 *   `FolhaAlheia` before anything is changed. The clerk's sheets are never modified.
 * - `opcoes.sinal` (AbortSignal) is checked between batches; an aborted write throws `Cancelado`
 *   and leaves the sheets already written tagged `completa: false` (a rerun replaces them).
 */
import { hashValores, type ModeloFolha, type TipoFolha } from "../folhas/modelo";
import type { TabelaBruta, ValorCelula } from "../planilha/tabela";

/** The add-in's tag on a sheet it wrote. */
export interface MarcaFolha {
  versao: 1;
  tipo: TipoFolha;
  /** hashValores(modelo.valores): compared with the sheet's values to detect the clerk's edits. */
  hash: string;
  /** false while the sheet is being written (a cancelled or failed write): no edit check then. */
  completa: boolean;
}

/** The tag of a sheet written complete from its model (the hash of its values, for the edit check). */
export function marcaDe(modelo: ModeloFolha): MarcaFolha {
  return { versao: 1, tipo: modelo.tipo, hash: hashValores(modelo.valores), completa: true };
}

export interface InfoFolha {
  nome: string;
  /** The add-in's tag, or null for a sheet the add-in did not create (the clerk's). */
  marca: MarcaFolha | null;
}

export interface InfoTabela {
  nome: string;
  folha: string;
  /** Address inside its sheet, 0-based like TabelaBruta (header row included). */
  linhaInicial: number;
  colunaInicial: number;
  linhas: number;
  colunas: number;
}

export interface OpcoesLote {
  sinal?: AbortSignal;
  /** Fraction done so far, 0..1, after each batch (writes; reads may not report). */
  progresso?: (fracao: number) => void;
}

export interface PortaPasta {
  listarFolhas(): Promise<InfoFolha[]>;
  listarTabelas(): Promise<InfoTabela[]>;
  /** A range of a sheet ("A1:H200"); without an address, the sheet's used range (empty: no rows). */
  lerIntervalo(folha: string, endereco?: string, opcoes?: OpcoesLote): Promise<TabelaBruta>;
  /** An Excel table with its header row. */
  lerTabela(nome: string): Promise<TabelaBruta>;
  /** The table the selection is in, else the region around the selection (bounded by blank rows/columns). */
  lerRegiaoDaSelecao(): Promise<TabelaBruta>;
  /**
   * Writes each model as a sheet, tagged with its mark. A sheet of the same name must be the add-in's
   * (else FolhaAlheia, nothing written) and is replaced. New sheets go after the existing ones.
   */
  escreverFolhas(folhas: { modelo: ModeloFolha; marca: MarcaFolha }[], opcoes?: OpcoesLote): Promise<void>;
  /**
   * Appends rows under the Excel table of one of the add-in's sheets (a ledger: the Convocações sheet),
   * the table growing to hold them. Nothing already on the sheet is rewritten, moved or restyled: the
   * clerk may have typed into it. An untagged sheet throws FolhaAlheia; each row has the table's width.
   */
  acrescentarLinhas(folha: string, linhas: ValorCelula[][], opcoes?: OpcoesLote): Promise<void>;
  /**
   * Takes the last `n` rows out of the Excel table of one of the add-in's ledger sheets: the undoing of
   * the last acrescentarLinhas (a call registered by mistake). The table shrinks and keeps at least one
   * row; the rows above are not touched. An untagged sheet throws FolhaAlheia.
   */
  removerUltimasLinhas(folha: string, n: number): Promise<void>;
  /**
   * Writes single cells inside the data rows of the Excel table of one of the add-in's ledger sheets
   * (the Desfecho of a person called, recorded from the pane), as if typed; nothing else on the sheet
   * changes. An untagged sheet throws FolhaAlheia; a cell outside the table's data rows throws.
   * Coordinates are the sheet's, 0-based, as TabelaBruta's.
   */
  escreverNoLivro(folha: string, celulas: readonly CelulaDoLivro[]): Promise<void>;
  /**
   * Adds a sheet of the clerk's data — the candidates imported from a banca's published list — after
   * the existing ones, never tagged as the add-in's: the automatic reading and the clerk take it as
   * theirs. Nothing else is touched; a name in use gets " (2)", " (3)"… Returns the name given.
   */
  criarFolhaDeDados(nome: string, valores: ValorCelula[][], opcoes?: OpcoesLote): Promise<string>;
  /** Deletes the add-in's sheets by name; an untagged name throws FolhaAlheia, nothing deleted. */
  excluirFolhas(nomes: string[]): Promise<void>;
  /** Activates the sheet and selects one cell (0-based), for the Conferência links. */
  selecionarCelula(folha: string, linha: number, coluna: number): Promise<void>;
  /** The add-in's settings saved inside the workbook (mapping, edital): JSON values by key. */
  lerConfiguracao(chave: string): Promise<unknown>;
  salvarConfiguracao(chave: string, valor: unknown): Promise<void>;
}

/** A cell of a ledger sheet to write (escreverNoLivro): 0-based row and column of the sheet. */
export interface CelulaDoLivro {
  linha: number;
  coluna: number;
  valor: ValorCelula;
}

/** escreverNoLivro: each cell must lie in the data rows of the table (header excluded). */
export function verificarCelulasDoLivro(
  tabela: string,
  intervalo: { linha: number; coluna: number; linhas: number; colunas: number },
  celulas: readonly CelulaDoLivro[],
): void {
  for (const c of celulas) {
    const dentro =
      c.linha > intervalo.linha &&
      c.linha < intervalo.linha + intervalo.linhas &&
      c.coluna >= intervalo.coluna &&
      c.coluna < intervalo.coluna + intervalo.colunas;
    if (!dentro)
      throw new Error(`A célula (${c.linha}, ${c.coluna}) não está nas linhas da tabela "${tabela}".`);
  }
}

/** Refusal to touch a sheet the add-in did not create. */
export class FolhaAlheia extends Error {
  constructor(public readonly folha: string) {
    super(`A folha "${folha}" não foi criada pelo suplemento e não será alterada.`);
    this.name = "FolhaAlheia";
  }
}

export class Cancelado extends Error {
  constructor() {
    super("Operação cancelada.");
    this.name = "Cancelado";
  }
}

export function verificarCancelamento(sinal?: AbortSignal): void {
  if (sinal?.aborted) throw new Cancelado();
}

/** removerUltimasLinhas: `n` rows can come out of a table of `linhas` rows (header included), one left. */
export function verificarLinhasATirar(tabela: string, linhas: number, n: number): void {
  if (!(Number.isInteger(n) && n >= 1 && n < linhas - 1))
    throw new Error(`A tabela "${tabela}" não tem ${n} linhas a tirar (fica ao menos uma).`);
}

/** Keys under which the add-in keeps its settings in the workbook. */
export const CHAVE_CONFIGURACAO = "cotas.configuracao";

/** Excel's longest sheet name. */
const MAX_NOME_DE_FOLHA = 31;

/** `nome`, else `nome (2)`, `nome (3)`…: the first not in use (Excel compares sheet names without case). */
export function nomeLivre(nome: string, usados: readonly string[]): string {
  const tomados = new Set(usados.map((u) => u.toLocaleLowerCase("pt-BR")));
  for (let n = 1; ; n++) {
    const sufixo = n === 1 ? "" : ` (${n})`;
    const candidato = nome.slice(0, MAX_NOME_DE_FOLHA - sufixo.length) + sufixo;
    if (!tomados.has(candidato.toLocaleLowerCase("pt-BR"))) return candidato;
  }
}
