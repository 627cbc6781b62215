/**
 * Property of the calls in grouped cargos (Decreto 12.536, art. 20; #36, item 9): whatever the group
 * and the draw, whatever vagas arise in the cargo, every replacement takes the position and the list
 * of whom it replaces (Lei 15.142, art. 7º, § 3º; art. 9º, § 2º; RULES § 7.4 and § 7.6) while that
 * list has someone not yet called — the group's reserve shared again never takes that vaga away.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { proximaConvocacao, registrarConvocacao } from "../../src/engine";
import type { Candidato, Concurso, DesfechoConvocacao } from "../../src/engine";

const pessoas = (cargo: string, ac: number, ppp: number, pcd: number): Candidato[] => [
  ...Array.from({ length: ac }, (_, k) => ({
    id: `${cargo}-a${k}`,
    cargo,
    nota: 100 - k,
    listas: ["AC" as const],
  })),
  ...Array.from({ length: ppp }, (_, k) => ({
    id: `${cargo}-p${k}`,
    cargo,
    nota: 60 - k,
    listas: ["AC" as const, "PPP" as const],
  })),
  ...Array.from({ length: pcd }, (_, k) => ({
    id: `${cargo}-d${k}`,
    cargo,
    nota: 45 - k,
    listas: ["AC" as const, "PCD" as const],
  })),
];

describe("cargos agrupados: a substituição toma a posição e a lista de quem saiu (#36, item 9)", () => {
  it("com vagas surgidas no cargo e a reserva do grupo repartida de novo, cada substituto fica na posição e na lista de quem substitui", () => {
    fc.assert(
      fc.property(
        fc.record({
          n1: fc.integer({ min: 1, max: 14 }),
          n2: fc.integer({ min: 1, max: 14 }),
          n3: fc.integer({ min: 0, max: 6 }),
          semente: fc.stringMatching(/^[a-z0-9]{1,6}$/),
          novas: fc.integer({ min: 0, max: 4 }),
          ppp: fc.integer({ min: 2, max: 9 }),
          pcd: fc.integer({ min: 1, max: 4 }),
          saidas: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
          motivo: fc.constantFrom<DesfechoConvocacao>("sem-efeito", "desistencia"),
        }),
        ({ n1, n2, n3, semente, novas, ppp, pcd, saidas, motivo }) => {
          const cargos = [
            { id: "C1", vagas: n1 },
            { id: "C2", vagas: n2 },
            ...(n3 > 0 ? [{ id: "C3", vagas: n3 }] : []),
          ];
          let concurso: Concurso = {
            edital: {
              dataPublicacao: "2025-09-01",
              agrupamento: [{ cargos: cargos.map((c) => c.id), sorteio: semente }],
            },
            cargos,
            candidatos: cargos.flatMap((c) => pessoas(c.id, 20, ppp, pcd)),
          };
          const primeira = proximaConvocacao(concurso, { cargo: "C1", posicoes: n1 }).convocacao;
          const reservados = primeira.chamados.filter((x) => x.lista !== "AC");
          fc.pre(reservados.length > 0);
          const saem = [...new Set(saidas.map((k) => reservados[k % reservados.length]))];
          concurso = registrarConvocacao(concurso, primeira);
          concurso.convocacoes!.at(-1)!.desfechos = Object.fromEntries(
            saem.map((x) => [x.candidato, motivo]),
          );
          // Each list of those who leave has at least that many people not yet called.
          const chamados = new Set(primeira.chamados.map((x) => x.candidato));
          for (const lista of new Set(saem.map((x) => x.lista))) {
            const restam = concurso.candidatos.filter(
              (c) => c.cargo === "C1" && c.listas.includes(lista) && !chamados.has(c.id),
            ).length;
            fc.pre(restam >= saem.filter((x) => x.lista === lista).length);
          }
          concurso = {
            ...concurso,
            cargos: concurso.cargos.map((c) => (c.id === "C1" ? { ...c, vagas: c.vagas + novas } : c)),
          };
          const segunda = proximaConvocacao(concurso, { cargo: "C1", posicoes: saem.length }).convocacao;
          const substitutos = new Map(segunda.chamados.map((x) => [x.substitui, x]));
          for (const x of saem) {
            const s = substitutos.get(x.candidato);
            expect(s && [s.posicao, s.lista]).toEqual([x.posicao, x.lista]);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
