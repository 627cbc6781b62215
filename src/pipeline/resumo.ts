/** What the Resultado step shows of a result or of a phase, per cargo. */
import type { ResultadoDaFase } from "../engine/fases";
import type { Lista, Resultado } from "../engine/tipos";

export interface ResumoCargo {
  cargo: string;
  vagas: number;
  preenchidas: number;
  revertidas: number;
  /** Vagas nobody could fill (counted, reported vacant). */
  vazias: number;
}

/** The cargos by name as a clerk looks them up ("Analista" before "Técnico", "Cargo 2" before "Cargo 10"). */
const PELO_NOME = new Intl.Collator("pt-BR", { numeric: true, sensitivity: "base" });
const porNome = <T extends { cargo: string }>(linhas: T[]): T[] =>
  linhas.sort((a, b) => PELO_NOME.compare(a.cargo, b.cargo));

/** Per cargo, by name: vagas, filled, moved by reversion, vacant (positions of the order within the vagas). */
export function resumoPorCargo(resultado: Resultado): ResumoCargo[] {
  return porNome(
    resultado.cargos.map((c) => ({
      cargo: c.id,
      vagas: c.vagas,
      preenchidas: c.ordem.filter((p) => p.posicao <= c.vagas && p.candidato !== null).length,
      revertidas: c.reversoes.reduce((s, r) => s + r.vagas, 0),
      vazias: c.vagasNaoPreenchidas,
    })),
  );
}

/** What the Resultado step shows of a phase, per cargo and list: the edital's number against who goes on. */
export interface ResumoDaFase {
  cargo: string;
  listas: {
    lista: Lista;
    /** The places (null: the edital fixes none). */
    limite: number | null;
    seguem: number;
    notaDeCorte: number | null;
    empatados: number;
    contadosEmOutraLista: number;
    semUso: number;
  }[];
}

export function resumoDaFase(resultado: ResultadoDaFase): ResumoDaFase[] {
  return porNome(
    resultado.cargos.map((c) => ({
      cargo: c.id,
      listas: (Object.keys(c.listas) as Lista[]).map((lista) => {
        const x = c.listas[lista]!;
        return {
          lista,
          limite: x.limite,
          seguem: x.avancam.length,
          notaDeCorte: x.notaDeCorte,
          empatados: x.empatadosNoCorte.length,
          contadosEmOutraLista: x.contadosEmOutraLista.length,
          semUso: x.lugaresSemUso,
        };
      }),
    })),
  );
}
