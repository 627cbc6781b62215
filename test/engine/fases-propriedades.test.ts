/**
 * The invariants of a phase (RULES § 8) on random concursos of the three regimes: nobody below the
 * minimum goes on (Lei 15.142 art. 6); raising a limit never removes anyone; every optant within the AC
 * cut goes on (Decreto 12.536 art. 16); a reserve's places are never taken by someone counted elsewhere
 * (art. 7 § 2 applied to the phase; Decreto art. 21).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { saidaPelosDados, type Lista } from "../../src/engine";
import type { RegraDaFase } from "../../src/engine/esquemaDaFase";
import { lerConcursoEmFase, quemSegue, type ConcursoEmFase } from "../../src/engine/fases";
import { arbConcurso } from "./arbitrarios";

const LISTAS: Lista[] = ["AC", "PPP", "IND", "QUI", "PPIQ", "PCD"];

const arbRegra: fc.Arbitrary<RegraDaFase> = fc
  .record({
    limites: fc.array(fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }), {
      minLength: 6,
      maxLength: 6,
    }),
    multiplicador: fc.option(fc.constantFrom(1, 1.5, 2, 3), { nil: undefined }),
    notaMinima: fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }),
    sobra: fc.boolean(),
    duas: fc.boolean(),
  })
  .map(({ limites, multiplicador, notaMinima, sobra, duas }) => ({
    limites: Object.fromEntries(
      LISTAS.flatMap((l, i) => (limites[i] === undefined ? [] : [[l, limites[i]]])),
    ),
    ...(multiplicador !== undefined && { multiplicador }),
    ...(notaMinima !== undefined && { notaMinima }),
    ...(sobra && { sobraDasReservas: "ampla" as const }),
    ...(duas && { contarNasDuasReservas: true }),
  }));

/** A random concurso with a phase rule, the limits kept to the edital's lists. */
const arbFase: fc.Arbitrary<ConcursoEmFase> = fc.tuple(arbConcurso, arbRegra).map(([c, fase]) => {
  const { candidatos, ...resto } = c;
  const listas = new Set(candidatos.flatMap((x) => x.listas));
  listas.add("AC");
  const limites = Object.fromEntries(
    Object.entries(fase.limites ?? {}).filter(([l]) => listas.has(l as Lista)),
  );
  return lerConcursoEmFase({ ...resto, candidatos, fase: { ...fase, limites } });
});

/** Only editais whose lists the random candidates name (the limits must name lists the edital has). */
function valido(c: ConcursoEmFase): boolean {
  try {
    lerConcursoEmFase(c);
    return true;
  } catch {
    return false;
  }
}

const execucoes = { numRuns: 300 };

describe("propriedades da fase (RULES § 8)", () => {
  it("Lei 15.142 art. 6º: ninguém abaixo da nota mínima segue, nem eliminado ou desistente", () => {
    fc.assert(
      fc.property(arbFase, (c) => {
        const porId = new Map(c.candidatos.map((x) => [x.id, x]));
        for (const cargo of quemSegue(c).cargos) {
          for (const id of cargo.avancam) {
            const x = porId.get(id)!;
            expect(saidaPelosDados(x)).toBeNull();
            if (c.fase.notaMinima !== undefined) expect(x.nota).toBeGreaterThanOrEqual(c.fase.notaMinima);
          }
        }
      }),
      execucoes,
    );
  });

  it("aumentar um limite nunca tira ninguém", () => {
    fc.assert(
      fc.property(arbFase, fc.nat(5), fc.integer({ min: 1, max: 5 }), (c, i, mais) => {
        const listas = Object.keys(c.fase.limites ?? {}) as Lista[];
        fc.pre(listas.length > 0);
        const l = listas[i % listas.length];
        const maior = {
          ...c,
          fase: { ...c.fase, limites: { ...c.fase.limites, [l]: c.fase.limites![l]! + mais } },
        };
        fc.pre(valido(maior));
        const antes = quemSegue(c).cargos;
        const depois = quemSegue(maior).cargos;
        antes.forEach((cargo, k) => {
          const agora = new Set(depois[k].avancam);
          for (const id of cargo.avancam) expect(agora.has(id)).toBe(true);
        });
      }),
      execucoes,
    );
  });

  it("Decreto 12.536 art. 16: todo optante dentro do corte da ampla segue pela ampla", () => {
    fc.assert(
      fc.property(arbFase, (c) => {
        const r = quemSegue(c);
        for (const cargo of r.cargos) {
          const ac = cargo.listas.AC!;
          const qualificados = c.candidatos.filter(
            (x) =>
              x.cargo === cargo.id &&
              saidaPelosDados(x) === null &&
              (c.fase.notaMinima === undefined || x.nota >= c.fase.notaMinima),
          );
          const doCorte = new Set(ac.avancam);
          for (const x of qualificados) {
            const acima = qualificados.filter((y) => y.nota > x.nota).length;
            if (ac.limite === null || acima < ac.limite) expect(doCorte.has(x.id)).toBe(true);
          }
        }
      }),
      execucoes,
    );
  });

  it("Lei 15.142 art. 7º § 2º e Decreto art. 21: os lugares da reserva não são de quem conta em outra lista", () => {
    fc.assert(
      fc.property(arbFase, (c) => {
        for (const cargo of quemSegue(c).cargos) {
          const pelaAmpla = new Set(cargo.listas.AC!.avancam);
          const jaContados = new Set<string>();
          for (const [l, lista] of Object.entries(cargo.listas)) {
            if (l === "AC") continue;
            for (const id of lista.avancam) {
              expect(pelaAmpla.has(id)).toBe(false);
              if (!c.fase.contarNasDuasReservas) expect(jaContados.has(id)).toBe(false);
            }
            for (const id of lista.avancam) jaContados.add(id);
            // Past the limit only those tied at the cut.
            if (lista.limite !== null && lista.avancam.length > lista.limite)
              expect(lista.empatadosNoCorte.length).toBeGreaterThan(1);
          }
        }
      }),
      execucoes,
    );
  });
});
