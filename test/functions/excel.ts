/**
 * Calling the functions as Excel does: numbers as numbers, dates as serial numbers, blank cells and
 * omitted arguments as null, ranges as 2-D arrays; and reading the error a function throws.
 */
import { expect } from "vitest";
import type { ErroNaCelula } from "../../src/functions/erros";

/** Excel's serial number of a date (1900 date system, serials after 28/02/1900). */
export function serial(ano: number, mes: number, dia: number): number {
  return (Date.UTC(ano, mes - 1, dia) - Date.UTC(1899, 11, 30)) / 86_400_000;
}

/** A column range as Excel passes it. */
export function coluna<T>(valores: T[]): T[][] {
  return valores.map((v) => [v]);
}

/** The error a call shows in its cell (code and message), failing if the call returns a value. */
export function erroDe(chamada: () => unknown): { code: string; message?: string } {
  let valor: unknown;
  try {
    valor = chamada();
  } catch (erro) {
    const e = erro as ErroNaCelula;
    return { code: e.code, message: e.message };
  }
  return expect.unreachable(`esperava um erro, veio ${JSON.stringify(valor)}`);
}

/** erroDe for an asynchronous function (=COTAS.CORTE): the error its promise rejects with. */
export async function erroAssincronoDe(
  chamada: () => Promise<unknown>,
): Promise<{ code: string; message?: string }> {
  let valor: unknown;
  try {
    valor = await chamada();
  } catch (erro) {
    const e = erro as ErroNaCelula;
    return { code: e.code, message: e.message };
  }
  return expect.unreachable(`esperava um erro, veio ${JSON.stringify(valor)}`);
}
