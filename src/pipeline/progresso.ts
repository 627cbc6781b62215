/**
 * Progress and cancellation shared by the pipeline's steps: each step reports its name (pt-BR, shown
 * in the task pane's progress bar) and the fraction done; the AbortSignal is checked between batches.
 */
import { verificarCancelamento, type OpcoesLote } from "../adapters/porta";

export type Etapa =
  | "Lendo os dados"
  | "Conferindo os dados"
  | "Calculando as vagas"
  | "Calculando quem segue"
  | "Confirmando as autodeclarações"
  | "Preparando as folhas"
  | "Verificando as folhas do suplemento"
  | "Escrevendo as folhas";

export interface Progresso {
  etapa: Etapa;
  /** 0..1 within the step. */
  fracao: number;
  /** Where within the step, in words ("3 de 8 cargos"). */
  detalhe?: string;
}

export interface OpcoesEtapa {
  sinal?: AbortSignal;
  progresso?: (p: Progresso) => void;
}

/** The port's per-batch callback for one step. */
export function loteDaEtapa(etapa: Etapa, opcoes: OpcoesEtapa): OpcoesLote {
  return {
    sinal: opcoes.sinal,
    progresso: (fracao) => opcoes.progresso?.({ etapa, fracao }),
  };
}

/**
 * Gives the host's event loop a turn (a repaint, a click, a message), then checks the cancellation. In
 * the Web Worker the AbortSignal only flips when the page's "Cancelar" message is handled, which is at
 * such a turn: a check without one never sees it.
 */
export async function cederAoHospedeiro(sinal?: AbortSignal): Promise<void> {
  await new Promise((r) => setTimeout(r, 0));
  verificarCancelamento(sinal);
}
