/**
 * The write plan shared by the adapters that talk to Excel in round trips (Office.js) or model them
 * (memória): the sheet models become a list of operations, packed into batches (one request, one
 * `context.sync()` each) that stay under the request size limit. Values are split by rows only when a
 * sheet does not fit in one request; formats are whole ranges. Nothing here is per cell.
 *
 * Each operation is priced at what Office.js really puts on the wire for it (PRECOS_OFFICE: action
 * list, object paths, the client's own cutting of large value arrays), not at the JSON of our plan,
 * which is four to five times smaller for a format or a note.
 */
import type { ValorCelula } from "../planilha/tabela";
import type { ModeloFolha } from "../folhas/modelo";
import { destinos } from "./marcas";
import { FolhaAlheia, verificarCancelamento, type InfoFolha, type MarcaFolha } from "./porta";
import { PRECOS_OFFICE } from "./office/precos";
import type { Lote, Operacao, Precos } from "./operacoes";

export type { Lote, Operacao, Precos };

/** Excel on the web refuses a request or a response over 5 MB (read here as 5,000,000 bytes, the
 *  stricter reading). */
export const LIMITE_REQUISICAO_OFFICE = 5_000_000;
/** What a write request may weigh on the wire, by the plan's prices: 10% under the limit. */
export const ORCAMENTO_POR_LOTE = 4_500_000;

export function bytesDe(x: unknown): number {
  return JSON.stringify(x).length;
}

export interface OpcoesPlano {
  orcamento?: number;
  precos?: Precos;
}

/**
 * Operations to write `folhas`. An existing sheet of the same name must be the add-in's (FolhaAlheia
 * otherwise, before any operation is planned); it is cleared and rewritten in place, never deleted, so
 * the clerk's formulas pointing at it keep working (`destinos`: also the add-in's sheet the clerk
 * renamed, renamed back). Other sheets are created after the result's previous sheet, so that the
 * order is the result's. Each is tagged incomplete first and tagged complete after its last operation.
 */
export function planejarEscrita(
  folhas: { modelo: ModeloFolha; marca: MarcaFolha }[],
  existentes: InfoFolha[],
  { orcamento = ORCAMENTO_POR_LOTE, precos = PRECOS_OFFICE }: OpcoesPlano = {},
): Lote[] {
  const porNome = new Map(existentes.map((f) => [f.nome.toLocaleLowerCase("pt-BR"), f]));
  for (const { modelo } of folhas) {
    const f = porNome.get(modelo.nome.toLocaleLowerCase("pt-BR"));
    if (f && !f.marca) throw new FolhaAlheia(f.nome);
  }
  const ops: Operacao[] = [];
  const lista = destinos(
    folhas.map((f) => f.modelo),
    existentes,
  ).destinos;
  for (const [i, { modelo: m, atual }] of lista.entries()) {
    const { marca } = folhas[i];
    const folha = m.nome;
    const incompleta = { ...marca, completa: false };
    if (atual && atual.nome !== folha) ops.push({ tipo: "renomear", folha: atual.nome, nome: folha });
    const depois = lista[i - 1]?.modelo.nome;
    ops.push(
      atual
        ? { tipo: "limpar", folha, marca: incompleta }
        : { tipo: "criar", folha, marca: incompleta, ...(depois ? { depois } : {}) },
    );
    ops.push({ tipo: "valores", folha, linha: 0, valores: m.valores });
    for (const formato of m.formatos) ops.push({ tipo: "formato", folha, formato });
    ops.push({ tipo: "larguras", folha, larguras: m.larguras });
    if (m.congelarLinhas > 0) ops.push({ tipo: "congelar", folha, linhas: m.congelarLinhas });
    if (m.impressao) ops.push({ tipo: "impressao", folha, impressao: m.impressao });
    if (m.tabela) ops.push({ tipo: "tabela", folha, ...m.tabela });
    if (m.grafico) ops.push({ tipo: "grafico", folha, grafico: m.grafico });
    for (const nota of m.notas) ops.push({ tipo: "nota", folha, nota });
    for (const validacao of m.validacoes ?? []) ops.push({ tipo: "validacao", folha, validacao });
    ops.push({ tipo: "marcar", folha, marca: { ...marca, completa: true } });
  }
  return empacotar(ops, orcamento, precos);
}

/**
 * Operations to write rows of values from A1 of one sheet (a sheet of the clerk's data, created
 * before), packed in batches by the same prices as the add-in's sheets.
 */
export function planejarValores(
  folha: string,
  valores: ValorCelula[][],
  { orcamento = ORCAMENTO_POR_LOTE, precos = PRECOS_OFFICE }: OpcoesPlano = {},
): Lote[] {
  return empacotar([{ tipo: "valores", folha, linha: 0, valores }], orcamento, precos);
}

/**
 * Greedy packing in plan order. A values operation is cut by rows to fill what is left of the current
 * batch, so every batch but the last of a run is nearly full: the number of syncs is the payload
 * divided by the budget, plus one per sheet at most.
 */
function empacotar(ops: Operacao[], orcamento: number, precos: Precos): Lote[] {
  const lotes: Lote[] = [];
  const vazio = (): Lote => ({ operacoes: [], bytes: precos.porRequisicao });
  let atual = vazio();
  const fechar = () => {
    lotes.push(atual);
    atual = vazio();
  };
  for (const op of ops) {
    if (op.tipo !== "valores") {
      const b = precos.operacao(op);
      if (atual.operacoes.length > 0 && atual.bytes + b > orcamento) fechar();
      atual.operacoes.push(op);
      atual.bytes += b;
      continue;
    }
    const envelope = precos.envelopeDeValores(op);
    const colunas = op.valores[0]?.length ?? 0;
    const pesos = op.valores.map((l) => precos.linha(l, colunas));
    for (let i = 0; i < op.valores.length;) {
      let n = 0;
      let b = envelope;
      while (i + n < op.valores.length && atual.bytes + b + pesos[i + n] <= orcamento) b += pesos[i + n++];
      if (n === 0 && atual.operacoes.length > 0) {
        fechar();
        continue;
      }
      // A single row larger than the budget still goes, alone in its batch.
      if (n === 0) b += pesos[i + n++];
      atual.operacoes.push({ ...op, linha: op.linha + i, valores: op.valores.slice(i, i + n) });
      atual.bytes += b;
      i += n;
      if (i < op.valores.length) fechar();
    }
  }
  if (atual.operacoes.length > 0) lotes.push(atual);
  return lotes;
}

/** A write request Excel refused as too large (RequestPayloadSizeLimitExceeded): none of it ran. */
export class PedidoGrandeDemais extends Error {
  constructor() {
    super("O pedido passou do limite de 5 MB do Excel.");
    this.name = "PedidoGrandeDemais";
  }
}

/**
 * Sends a batch; one refused as too large is sent again in two halves (by operations, or a lone
 * values operation by rows), and so on. Safe because Excel refuses an oversized request before
 * running any of it. Only a single row that no request can carry fails for good.
 */
export async function enviarDividindo(lote: Lote, enviar: (parte: Lote) => Promise<void>): Promise<void> {
  try {
    await enviar(lote);
  } catch (e) {
    const metades = e instanceof PedidoGrandeDemais ? dividir(lote) : null;
    if (!metades) throw e;
    for (const metade of metades) await enviarDividindo(metade, enviar);
  }
}

function dividir({ operacoes, bytes }: Lote): [Lote, Lote] | null {
  const metade = (ops: Operacao[], fracao: number): Lote => ({
    operacoes: ops,
    bytes: Math.round(bytes * fracao),
  });
  if (operacoes.length > 1) {
    const k = Math.ceil(operacoes.length / 2);
    const f = k / operacoes.length;
    return [metade(operacoes.slice(0, k), f), metade(operacoes.slice(k), 1 - f)];
  }
  const op = operacoes[0];
  if (op?.tipo !== "valores" || op.valores.length < 2) return null;
  const k = Math.ceil(op.valores.length / 2);
  const f = k / op.valores.length;
  return [
    metade([{ ...op, valores: op.valores.slice(0, k) }], f),
    metade([{ ...op, linha: op.linha + k, valores: op.valores.slice(k) }], 1 - f),
  ];
}

/** Reads: Office.js responses have the same 5 MB limit. */
export const ORCAMENTO_POR_LEITURA = 4 * 1024 * 1024;

/** A read whose response went over the limit (Office.js: ResponsePayloadSizeLimitExceeded). */
export class RespostaGrandeDemais extends Error {
  constructor() {
    super("A resposta passou do limite de 5 MB do Excel.");
    this.name = "RespostaGrandeDemais";
  }
}

/**
 * Reads a rectangle in runs of whole rows. Cell sizes are unknown before reading, so each run is
 * sized from the bytes per cell the previous one weighed (first guess 40, 25% margin, at most twice
 * the previous run's rows); a run refused as too large is read again in halves.
 */
export async function lerEmBlocos(
  linhas: number,
  colunas: number,
  ler: (linha: number, linhas: number) => Promise<ValorCelula[][]>,
  sinal?: AbortSignal,
): Promise<ValorCelula[][]> {
  const valores: ValorCelula[][] = [];
  let bytesPorCelula = 40;
  let anterior = Infinity;
  for (let i = 0; i < linhas;) {
    verificarCancelamento(sinal);
    let n = Math.min(
      linhas - i,
      2 * anterior,
      Math.max(1, Math.floor(ORCAMENTO_POR_LEITURA / (bytesPorCelula * colunas))),
    );
    let bloco: ValorCelula[][];
    for (;;) {
      try {
        bloco = await ler(i, n);
        break;
      } catch (e) {
        if (!(e instanceof RespostaGrandeDemais) || n === 1) throw e;
        n = Math.ceil(n / 2);
      }
    }
    bytesPorCelula = Math.max(8, (1.25 * bytesDe(bloco)) / (n * colunas));
    for (const l of bloco) valores.push(l);
    anterior = n;
    i += n;
  }
  return valores;
}
