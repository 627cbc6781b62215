/**
 * What a value parser returns: the value read (possibly with a warning), a blank cell, or the reason
 * the text is not what the column should hold (a message without the address, in pt-BR).
 */
import { ehErroDoExcel, motivoDoErroDoExcel } from "./erroDoExcel";
import type { ValorCelula } from "../planilha/tabela";
import { celulaVazia } from "./texto";

export type LeituraDeValor<T> =
  { tipo: "valor"; valor: T; aviso?: string } | { tipo: "vazio" } | { tipo: "invalido"; motivo: string };

export const VAZIO: LeituraDeValor<never> = { tipo: "vazio" };

export function lido<T>(valor: T, aviso?: string): LeituraDeValor<T> {
  return aviso === undefined ? { tipo: "valor", valor } : { tipo: "valor", valor, aviso };
}

export function invalido(motivo: string): LeituraDeValor<never> {
  return { tipo: "invalido", motivo };
}

/** The cases every parser shares: blank cells and Excel errors; null when the parser must decide. */
export function leituraComum(valor: ValorCelula): LeituraDeValor<never> | null {
  if (celulaVazia(valor)) return VAZIO;
  if (ehErroDoExcel(valor)) return invalido(motivoDoErroDoExcel(valor));
  return null;
}
