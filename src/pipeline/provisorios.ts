/**
 * Who holds a provisional result, and why: the engine marks a candidate provisorio for three reasons
 * (a confirmation still pending, a sub judice situation, a tie the edital's criteria did not break that
 * decides who fills a vaga); the front ends name each person with the reason in the clerk's words.
 */
import { rotulo } from "../engine/notas";
import type { Concurso, Empate, Lista, Resultado, ResultadoCargo } from "../engine/tipos";

export interface Provisorio {
  cargo: string;
  candidato: string;
  nome?: string;
  /** Each reason in a short Portuguese phrase ("confirmação da autodeclaração pendente na lista …"). */
  motivos: string[];
}

export function provisorios(concurso: Concurso, resultado: Resultado): Provisorio[] {
  const porId = new Map(concurso.candidatos.map((c) => [c.id, c]));
  const cargos = new Map(resultado.cargos.map((c) => [c.id, c]));
  const empatesQueDecidem = resultado.empates.filter((e) => decideVaga(e, cargos.get(e.cargo)));
  return resultado.candidatos
    .filter((x) => x.provisorio)
    .map((x) => {
      const c = porId.get(x.id);
      const listasDoCargo = cargos.get(x.cargo)?.listas ?? {};
      const motivos: string[] = [];
      for (const lista of c?.listas ?? []) {
        if (lista === "AC" || !(lista in listasDoCargo) || c?.confirmacao?.[lista] !== "pendente") continue;
        motivos.push(
          lista === "PCD"
            ? `avaliação da condição de pessoa com deficiência pendente`
            : `confirmação da autodeclaração pendente na lista de ${rotulo(lista)}`,
        );
      }
      if (c?.situacao === "sub judice") motivos.push("sub judice, até a decisão judicial");
      for (const e of empatesQueDecidem) {
        if (e.cargo !== x.cargo || !e.candidatos.includes(x.id)) continue;
        const outros = e.candidatos.filter((id) => id !== x.id).join(", ");
        motivos.push(
          `empate não desfeito pelos critérios do edital na lista de ${rotulo(e.lista)} com ${outros}`,
        );
      }
      return { cargo: x.cargo, candidato: x.id, ...(c?.nome ? { nome: c.nome } : {}), motivos };
    });
}

/** A tie makes its candidates provisional only when their outcomes differ (one fills the vaga). */
function decideVaga(empate: Empate, cargo: ResultadoCargo | undefined): boolean {
  const entradas = cargo?.listas[empate.lista as Lista] ?? [];
  const desfechos = new Set(
    entradas.filter((e) => empate.candidatos.includes(e.candidato)).map((e) => e.desfecho),
  );
  return desfechos.size > 1;
}
