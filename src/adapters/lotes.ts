/**
 * The write plan shared by the adapters that talk to Excel in round trips (Office.js) or model them
 * (memória): the sheet models become a list of operations, packed into batches (one request, one
 * `context.sync()` each) that stay under the request size limit. Values are split by rows only when a
 * sheet does not fit in one request; formats are whole ranges. Nothing here is per cell.
 */
import type { ValorCelula } from "../planilha/tabela";
import type { FormatoIntervalo, Intervalo, ModeloFolha, ModeloGrafico, NotaCelula } from "../planilha/saida";
import { FolhaAlheia, type InfoFolha, type MarcaFolha } from "./porta";

/** Office.js refuses requests over 5 MB; the plan keeps its estimate under 4 MB, leaving room for the
 *  request's envelope and for the apostrophes the Office adapter adds to text. */
export const LIMITE_REQUISICAO_OFFICE = 5 * 1024 * 1024;
export const ORCAMENTO_POR_LOTE = 4 * 1024 * 1024;
/** Reads: responses have the same 5 MB limit; 150,000 cells a read leaves ~35 bytes per cell. */
export const CELULAS_POR_LEITURA = 150_000;

export type Operacao =
  | { tipo: "excluir"; folha: string }
  | { tipo: "criar"; folha: string; marca: MarcaFolha }
  | { tipo: "valores"; folha: string; linha: number; valores: ValorCelula[][] }
  | { tipo: "formato"; folha: string; formato: FormatoIntervalo }
  | { tipo: "larguras"; folha: string; larguras: number[] }
  | { tipo: "congelar"; folha: string; linhas: number }
  | { tipo: "tabela"; folha: string; nome: string; intervalo: Intervalo }
  | { tipo: "grafico"; folha: string; grafico: ModeloGrafico }
  | { tipo: "nota"; folha: string; nota: NotaCelula }
  | { tipo: "marcar"; folha: string; marca: MarcaFolha };

export interface Lote {
  operacoes: Operacao[];
  /** Estimated request size: the JSON length of its operations. */
  bytes: number;
}

export function bytesDe(x: unknown): number {
  return JSON.stringify(x).length;
}

/**
 * Operations to write `folhas`: an existing sheet of the same name is deleted first, which only the
 * add-in's own sheets may be (FolhaAlheia otherwise, before any operation is planned). The sheet is
 * created tagged incomplete and tagged complete after its last operation.
 */
export function planejarEscrita(
  folhas: { modelo: ModeloFolha; marca: MarcaFolha }[],
  existentes: InfoFolha[],
  orcamento = ORCAMENTO_POR_LOTE,
): Lote[] {
  const porNome = new Map(existentes.map((f) => [f.nome.toLocaleLowerCase("pt-BR"), f]));
  for (const { modelo } of folhas) {
    const f = porNome.get(modelo.nome.toLocaleLowerCase("pt-BR"));
    if (f && !f.marca) throw new FolhaAlheia(f.nome);
  }
  const ops: Operacao[] = [];
  for (const { modelo: m, marca } of folhas) {
    const folha = m.nome;
    const existente = porNome.get(folha.toLocaleLowerCase("pt-BR"));
    if (existente) ops.push({ tipo: "excluir", folha: existente.nome });
    ops.push({ tipo: "criar", folha, marca: { ...marca, completa: false } });
    for (const bloco of blocosPorLinhas(m.valores, orcamento / 2))
      ops.push({ tipo: "valores", folha, ...bloco });
    for (const formato of m.formatos) ops.push({ tipo: "formato", folha, formato });
    ops.push({ tipo: "larguras", folha, larguras: m.larguras });
    if (m.congelarLinhas > 0) ops.push({ tipo: "congelar", folha, linhas: m.congelarLinhas });
    if (m.tabela) ops.push({ tipo: "tabela", folha, ...m.tabela });
    if (m.grafico) ops.push({ tipo: "grafico", folha, grafico: m.grafico });
    for (const nota of m.notas) ops.push({ tipo: "nota", folha, nota });
    ops.push({ tipo: "marcar", folha, marca: { ...marca, completa: true } });
  }
  return empacotar(ops, orcamento);
}

/** Splits a 2-D array into runs of whole rows of at most `orcamento` bytes each (at least one row). */
export function blocosPorLinhas(
  valores: ValorCelula[][],
  orcamento: number,
): { linha: number; valores: ValorCelula[][] }[] {
  const blocos: { linha: number; valores: ValorCelula[][] }[] = [];
  let inicio = 0;
  let bytes = 0;
  for (let i = 0; i < valores.length; i++) {
    const b = bytesDe(valores[i]) + 1;
    if (i > inicio && bytes + b > orcamento) {
      blocos.push({ linha: inicio, valores: valores.slice(inicio, i) });
      inicio = i;
      bytes = 0;
    }
    bytes += b;
  }
  if (valores.length > inicio) blocos.push({ linha: inicio, valores: valores.slice(inicio) });
  return blocos;
}

function empacotar(ops: Operacao[], orcamento: number): Lote[] {
  const lotes: Lote[] = [];
  let atual: Lote = { operacoes: [], bytes: 0 };
  for (const op of ops) {
    const b = bytesDe(op);
    if (atual.operacoes.length > 0 && atual.bytes + b > orcamento) {
      lotes.push(atual);
      atual = { operacoes: [], bytes: 0 };
    }
    atual.operacoes.push(op);
    atual.bytes += b;
  }
  if (atual.operacoes.length > 0) lotes.push(atual);
  return lotes;
}

/** Row runs of a read of `linhas` × `colunas` cells, each within CELULAS_POR_LEITURA. */
export function blocosDeLeitura(linhas: number, colunas: number): { linha: number; linhas: number }[] {
  const porBloco = Math.max(1, Math.floor(CELULAS_POR_LEITURA / Math.max(1, colunas)));
  const blocos: { linha: number; linhas: number }[] = [];
  for (let i = 0; i < linhas; i += porBloco)
    blocos.push({ linha: i, linhas: Math.min(porBloco, linhas - i) });
  return blocos;
}
