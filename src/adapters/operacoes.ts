/**
 * The operations of a write plan (lotes.ts) and what each costs on the wire (Precos: the Office.js prices
 * in office/precos.ts), in a module of their own so that the plan and the prices need not import each other.
 */
import type { ValorCelula } from "../planilha/tabela";
import type {
  FormatoIntervalo,
  Impressao,
  Intervalo,
  ModeloGrafico,
  NotaCelula,
  ValidacaoLista,
} from "../folhas/modelo";
import type { MarcaFolha } from "./porta";

export type Operacao =
  | { tipo: "renomear"; folha: string; nome: string }
  | { tipo: "limpar"; folha: string; marca: MarcaFolha }
  /** A new sheet, placed after sheet `depois` (the result's previous one) when given. */
  | { tipo: "criar"; folha: string; marca: MarcaFolha; depois?: string }
  | { tipo: "valores"; folha: string; linha: number; valores: ValorCelula[][] }
  | { tipo: "formato"; folha: string; formato: FormatoIntervalo }
  | { tipo: "larguras"; folha: string; larguras: number[] }
  | { tipo: "congelar"; folha: string; linhas: number }
  | { tipo: "impressao"; folha: string; impressao: Impressao }
  | { tipo: "tabela"; folha: string; nome: string; intervalo: Intervalo }
  | { tipo: "grafico"; folha: string; grafico: ModeloGrafico }
  | { tipo: "nota"; folha: string; nota: NotaCelula }
  | { tipo: "validacao"; folha: string; validacao: ValidacaoLista }
  | { tipo: "marcar"; folha: string; marca: MarcaFolha };

export interface Lote {
  operacoes: Operacao[];
  /** Estimated request size on the wire, by the plan's prices. */
  bytes: number;
}

/** What an operation costs in the request that carries it, in bytes (upper bounds). */
export interface Precos {
  /** What every request carries whatever its operations. */
  porRequisicao: number;
  /** Any operation but values, whole. */
  operacao(op: Exclude<Operacao, { tipo: "valores" }>): number;
  /** A values operation without its rows: the range, the action. */
  envelopeDeValores(op: Extract<Operacao, { tipo: "valores" }>): number;
  /** One row of values, with its share of what is added per band of rows. */
  linha(valores: ValorCelula[], colunas: number): number;
}
