/** Small builders for the engine tests: a concurso in a few lines. */
import { alocar, ErroDeEntrada, lerConcurso } from "../../src/engine";
import type { Candidato, Cargo, Concurso, Edital, Lista, Resultado, ResultadoCargo } from "../../src/engine";

export const EDITAL_2025: Edital = { dataPublicacao: "2025-09-01" };

/** "B:99:AC,PPP" → candidate B, score 99, lists AC and PPP, cargo C1. */
export function c(spec: string, extra: Partial<Candidato> = {}): Candidato {
  const [id, nota, listas] = spec.split(":");
  return { id, cargo: "C1", nota: Number(nota), listas: listas.split(",") as Lista[], ...extra };
}

export function concurso(
  vagas: number | Cargo,
  candidatos: Candidato[],
  edital: Edital = EDITAL_2025,
): Concurso {
  const cargo = typeof vagas === "number" ? { id: "C1", vagas } : vagas;
  return { edital, cargos: [cargo], candidatos };
}

export function alocarUm(
  vagas: number | Cargo,
  candidatos: Candidato[],
  edital?: Edital,
): { r: Resultado; cargo: ResultadoCargo } {
  const r = alocar(concurso(vagas, candidatos, edital));
  return { r, cargo: r.cargos[0] };
}

/** Who fills each list, in rank order: { AC: ["A", "B"], PPP: ["E"] }. */
export function porLista(r: Resultado): Partial<Record<Lista, string[]>> {
  const saida: Partial<Record<Lista, string[]>> = {};
  for (const x of r.candidatos) if (x.lista) (saida[x.lista] ??= []).push(x.id);
  return saida;
}

export function candidato(r: Resultado, id: string) {
  const x = r.candidatos.find((y) => y.id === id);
  if (!x) throw new Error(`sem candidato ${id}`);
  return x;
}

/** Every problem lerConcurso finds, as "campo: mensagem" lines ([] when the concurso is valid). */
export function problemas(json: unknown): string[] {
  try {
    lerConcurso(json);
  } catch (erro) {
    if (erro instanceof ErroDeEntrada) return erro.problemas.map((p) => `${p.campo}: ${p.mensagem}`);
    throw erro;
  }
  return [];
}
