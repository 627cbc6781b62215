/** What the Resultado step shows of a result, per cargo. */
import type { Resultado } from "../engine/tipos";

export interface ResumoCargo {
  cargo: string;
  vagas: number;
  preenchidas: number;
  revertidas: number;
  /** Vagas nobody could fill (counted, reported vacant). */
  vazias: number;
}

/** Per cargo: vagas, filled, moved by reversion, vacant (positions of the order within the vagas). */
export function resumoPorCargo(resultado: Resultado): ResumoCargo[] {
  return resultado.cargos.map((c) => ({
    cargo: c.id,
    vagas: c.vagas,
    preenchidas: c.ordem.filter((p) => p.posicao <= c.vagas && p.candidato !== null).length,
    revertidas: c.reversoes.reduce((s, r) => s + r.vagas, 0),
    vazias: c.vagasNaoPreenchidas,
  }));
}
