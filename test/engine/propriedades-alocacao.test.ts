/**
 * Invariants of the allocation over thousands of random concursos (RULES §4–§5): every vaga filled or
 * reported vacant; nobody placed twice; the AC vagas are the top of the AC list; nobody waiting ranks
 * above someone placed in the same list; reversions conserve vagas; the order holds each list's count
 * and each list's rank; the result does not depend on the order of the input rows.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine";
import type { Concurso, Lista, Resultado } from "../../src/engine";
import { arbConcurso } from "./arbitrarios";

function verificarInvariantes(concurso: Concurso, r: Resultado): void {
  const vistos = new Set<string>();
  for (const cargo of r.cargos) {
    const listas = Object.keys(cargo.quadro) as Lista[];
    const soma = (q: Partial<Record<Lista, number>>) => listas.reduce((s, l) => s + (q[l] ?? 0), 0);
    // Every vaga filled or reported vacant; reversions conserve vagas.
    expect(cargo.ordem).toHaveLength(cargo.vagas);
    expect(soma(cargo.quadro)).toBe(cargo.vagas);
    expect(soma(cargo.quadroFinal)).toBe(cargo.vagas);
    expect(cargo.ordem.filter((p) => p.candidato === null)).toHaveLength(cargo.vagasNaoPreenchidas);
    for (const l of listas) {
      const saldo = cargo.reversoes.reduce(
        (s, v) => s + (v.para === l ? v.vagas : 0) - (v.de === l ? v.vagas : 0),
        0,
      );
      expect(cargo.quadroFinal[l]).toBe((cargo.quadro[l] ?? 0) + saldo);
    }
    // Nobody placed twice.
    for (const p of cargo.ordem) {
      if (p.candidato === null) continue;
      expect(vistos.has(p.candidato)).toBe(false);
      vistos.add(p.candidato);
    }
    for (const l of listas) {
      const entradas = cargo.listas[l]!.filter((e) => e.classificacao > 0);
      // The order holds each list's count, and each list's candidates in their rank.
      const naOrdem = cargo.ordem.filter((p) => p.lista === l);
      expect(naOrdem).toHaveLength(cargo.quadroFinal[l]!);
      const rank = new Map(entradas.map((e) => [e.candidato, e.classificacao]));
      const ranks = naOrdem.filter((p) => p.candidato !== null).map((p) => rank.get(p.candidato!)!);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      // Nobody waiting ranks above someone placed in the same list.
      const ultimoColocado = entradas.map((e) => e.desfecho).lastIndexOf("nomeado-nesta-lista");
      if (ultimoColocado > 0) {
        expect(entradas.slice(0, ultimoColocado).filter((e) => e.desfecho === "aguardando")).toEqual([]);
      }
    }
    // The AC vagas of the quadro are exactly the top of the AC list.
    const ac = cargo.listas.AC!.filter((e) => e.classificacao > 0);
    const topo = ac.slice(0, cargo.quadro.AC ?? 0);
    expect(topo.every((e) => e.desfecho === "nomeado-nesta-lista")).toBe(true);
    const naAC = new Set(cargo.ordem.filter((p) => p.lista === "AC").map((p) => p.candidato));
    for (const e of topo) expect(naAC.has(e.candidato)).toBe(true);
  }
  // Each candidate's lista/posicao agrees with the order.
  const naOrdem = new Map(
    r.cargos.flatMap((c) => c.ordem.filter((p) => p.candidato).map((p) => [p.candidato!, p])),
  );
  for (const x of r.candidatos) {
    if (x.lista === null) expect(naOrdem.has(x.id)).toBe(false);
    else expect(naOrdem.get(x.id)).toMatchObject({ posicao: x.posicao, lista: x.lista });
  }
  expect(r.candidatos).toHaveLength(concurso.candidatos.length);
}

describe("Propriedades da alocação (RULES §4–§5)", () => {
  it("toda vaga ocupada ou relatada vaga; ninguém duas vezes; AC = topo da lista AC; ordem fiel a cada lista; reversões conservam as vagas", () => {
    fc.assert(
      fc.property(arbConcurso, (concurso) => verificarInvariantes(concurso, alocar(concurso))),
      { numRuns: 2000 },
    );
  });

  it("o resultado não depende da ordem das linhas de entrada", () => {
    fc.assert(
      fc.property(
        arbConcurso.chain((c) =>
          fc.tuple(fc.constant(c), fc.shuffledSubarray(c.candidatos, { minLength: c.candidatos.length })),
        ),
        ([concurso, embaralhados]) => {
          expect(alocar({ ...concurso, candidatos: embaralhados })).toEqual(alocar(concurso));
        },
      ),
      { numRuns: 1500 },
    );
  });

  it("Lei 15.142 art. 9 § 2: recalculada com os primeiros já nomeados nas suas posições, a ordem não muda", () => {
    fc.assert(
      fc.property(arbConcurso, fc.nat(30), (concurso, k) => {
        const antes = alocar(concurso);
        const posicao = new Map<string, number>();
        for (const cargo of antes.cargos) {
          for (const p of cargo.ordem.slice(0, k)) if (p.candidato) posicao.set(p.candidato, p.posicao);
        }
        const nomeados = concurso.candidatos.map((c) =>
          posicao.has(c.id) ? { ...c, situacao: "nomeado" as const, posicaoNomeacao: posicao.get(c.id) } : c,
        );
        const depois = alocar({ ...concurso, candidatos: nomeados });
        expect(depois.cargos.map((c) => c.ordem.map((p) => p.candidato))).toEqual(
          antes.cargos.map((c) => c.ordem.map((p) => p.candidato)),
        );
      }),
      { numRuns: 1500 },
    );
  });
});
