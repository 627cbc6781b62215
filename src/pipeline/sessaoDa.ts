/**
 * The session on a port (sessao.ts): the one the port brings (the web mode's, in the Web Worker beside
 * the workbook), or one on this thread, its code loaded on first use: the pane's first load carries
 * none of the reading, checking and computing.
 */
import type { PortaPasta } from "../adapters/porta";
import type { Sessao } from "./sessao";

/** A port that comes with its own session, held where the workbook is. */
export interface PortaComSessao extends PortaPasta {
  readonly sessao: Sessao;
}

export function sessaoDa(porta: PortaPasta): Sessao {
  if ("sessao" in porta) return (porta as PortaComSessao).sessao;
  const carregada = import(/* webpackChunkName: "sessao" */ "./sessao").then(
    (m) => new m.SessaoDoPainel(porta),
  );
  // Every method of the session is async: each call waits for the code, then runs. Not a thenable.
  return new Proxy({} as Sessao, {
    get: (_, nome: keyof Sessao | "then") =>
      nome === "then"
        ? undefined
        : async (...argumentos: unknown[]) => {
            const sessao = await carregada;
            return (sessao[nome] as (...a: unknown[]) => Promise<unknown>).apply(sessao, argumentos);
          },
  });
}
