import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ordemDasListas, posicaoNaSeriePadrao, posicoesDaLista } from "../../src/engine/ordem";
import { calcularQuadro } from "../../src/engine/quadro";
import { LISTAS, type Edital, type Lista, type ListaReservada, type Quadro } from "../../src/engine/tipos";

const decreto: Edital = { dataPublicacao: "2025-09-01" };
const RESERVADAS = ["PPP", "IND", "QUI", "PPIQ", "PCD"] as const;
const soma = (q: Quadro) => Object.values(q).reduce((s, n) => s + (n ?? 0), 0);

function contagens(ordem: readonly Lista[]): Partial<Record<Lista, number>> {
  const c: Partial<Record<Lista, number>> = {};
  for (const l of ordem) c[l] = (c[l] ?? 0) + 1;
  return c;
}

/** Editais válidos de todos os regimes, com percentuais dentro da lei e as opções do edital. */
const editalValido: fc.Arbitrary<Edital> = fc
  .oneof(
    // Decreto nº 12.536, art. 3º, § 5º: PPP at least 20%, the total 30% (Lei nº 15.142, art. 1º), QUI
    // above zero; § 6º: IND may be zero, and the total then 27%.
    fc.record({
      regime: fc.constant("decreto-12536" as const),
      percentuais: fc
        .record({ PPP: fc.integer({ min: 2000, max: 2999 }), QUI: fc.integer({ min: 1, max: 1000 }) })
        .filter((p) => p.PPP + p.QUI <= 3000)
        .map((p) => ({ PPP: p.PPP / 100, IND: (3000 - p.PPP - p.QUI) / 100, QUI: p.QUI / 100 })),
    }),
    fc.record({
      regime: fc.constant("decreto-12536" as const),
      percentuais: fc
        .integer({ min: 2000, max: 2699 })
        .map((ppp) => ({ PPP: ppp / 100, IND: 0, QUI: (2700 - ppp) / 100 })),
    }),
    fc.record({ regime: fc.constant("lei-15142" as const) }),
    fc.record({
      regime: fc.constant("lei-15142" as const),
      percentuais: fc
        .tuple(fc.nat(3000), fc.nat(3000))
        .map(([a, b]) => [Math.min(a, b), Math.max(a, b)])
        .map(([a, b]) => ({ PPP: a / 100, IND: (b - a) / 100, QUI: (3000 - b) / 100 })),
    }),
    fc.record({ regime: fc.constant("lei-12990" as const) }),
  )
  .chain((base: Edital) =>
    fc
      .record({
        pcd: fc.integer({ min: 500, max: 2000 }),
        arredondamentoPcd: fc.constantFrom("teto" as const, "meio-para-cima" as const),
        trintaPorCentoPrimeiro: fc.boolean(),
        modoOrdem: fc.constantFrom("serie-padrao" as const, "proporcional" as const),
      })
      .map((o) => ({
        ...base,
        percentuais: { ...base.percentuais, PCD: o.pcd / 100 },
        arredondamento: { PCD: o.arredondamentoPcd },
        trintaPorCentoPrimeiro: o.trintaPorCentoPrimeiro,
        modoOrdem: o.modoOrdem,
      })),
  );

describe("Propriedades do quadro (RULES.md § 2)", () => {
  it("soma N para todo N de 0 a 100.000; cada reserva cresce com N; AC cai no máximo 1 de N a N + 1", () => {
    let anterior = calcularQuadro(0, decreto).quadro;
    for (let n = 1; n <= 100_000; n++) {
      const q = calcularQuadro(n, decreto).quadro;
      if (soma(q) !== n) expect(q).toEqual(`soma ${n}`);
      for (const l of RESERVADAS) if ((q[l] ?? 0) < (anterior[l] ?? 0)) expect(`${l} caiu em ${n}`).toBe("");
      if (q.AC! < anterior.AC! - 1) expect(`AC caiu mais de 1 em ${n}`).toBe("");
      anterior = q;
    }
  });
  it("AC não é monótona: de 49 para 50 vagas PPP e IND ganham uma vaga cada e AC perde uma", () => {
    expect(calcularQuadro(49, decreto).quadro.AC).toBe(32);
    expect(calcularQuadro(50, decreto).quadro.AC).toBe(31);
  });
  it("para editais válidos quaisquer: soma N, sem negativos, PcD até 20% e nada racial abaixo do mínimo", () => {
    fc.assert(
      fc.property(editalValido, fc.nat(20_000), (edital, n) => {
        const { quadro } = calcularQuadro(n, edital);
        expect(soma(quadro)).toBe(n);
        expect(Object.values(quadro).every((v) => v! >= 0)).toBe(true);
        expect(quadro.PCD! * 5).toBeLessThanOrEqual(n);
        const minimo = edital.regime === "lei-12990" ? 3 : 2;
        if (n < minimo) expect(quadro.AC! + quadro.PCD!).toBe(n);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("Propriedades da ordem de nomeação (RULES.md § 5)", () => {
  it("tamanho max(N, ate), cada lista com exatamente sua contagem, prefixo estável ao estender", () => {
    fc.assert(
      fc.property(editalValido, fc.nat(3000), fc.nat(300), (edital, n, extra) => {
        const { quadro } = calcularQuadro(n, edital);
        const ordem = ordemDasListas(quadro, edital);
        expect(ordem).toHaveLength(n);
        const c = contagens(ordem);
        for (const l of LISTAS) expect(c[l] ?? 0).toBe(quadro[l] ?? 0);
        const longa = ordemDasListas(quadro, edital, { ate: n + extra });
        expect(longa).toHaveLength(n + extra);
        expect(longa.slice(0, n)).toEqual(ordem);
        const maisLonga = ordemDasListas(quadro, edital, { ate: n + extra + 17 });
        expect(maisLonga.slice(0, n + extra)).toEqual(longa);
      }),
      { numRuns: 500 },
    );
  });
  it("qualquer quadro, inclusive publicado fora do cálculo, guarda suas contagens", () => {
    const quadroQualquer = fc.record(
      { AC: fc.nat(50), PPP: fc.nat(20), IND: fc.nat(5), QUI: fc.nat(5), PPIQ: fc.nat(5), PCD: fc.nat(10) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        quadroQualquer,
        fc.constantFrom<Edital["modoOrdem"]>("serie-padrao", "proporcional"),
        (quadro, modoOrdem) => {
          const ordem = ordemDasListas(quadro, { ...decreto, modoOrdem });
          expect(ordem).toHaveLength(soma(quadro));
          const c = contagens(ordem);
          for (const l of LISTAS) expect(c[l] ?? 0).toBe(quadro[l] ?? 0);
          for (const l of LISTAS) {
            const p = posicoesDaLista(ordem, l);
            expect(p.every((x, i) => i === 0 || x > p[i - 1])).toBe(true);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
  it("série padrão: a k-ésima vaga fica na primeira posição T cujo quadro de T vagas dá k vagas à lista", () => {
    fc.assert(
      fc.property(
        editalValido.map((e) => ({ ...e, trintaPorCentoPrimeiro: false })),
        (edital) => {
          const listas = Object.keys(calcularQuadro(0, edital).quadro).filter(
            (l) => l !== "AC",
          ) as ListaReservada[];
          const contagem = (t: number) => calcularQuadro(t, edital).quadro;
          for (const lista of listas) {
            for (let k = 1; k <= 3; k++) {
              const t = posicaoNaSeriePadrao(lista, k, edital);
              if (t > 2000) continue; // percentual pequeno: fora do alcance deste teste
              expect(contagem(t)[lista]).toBeGreaterThanOrEqual(k);
              expect(contagem(t - 1)[lista]).toBeLessThan(k);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
  it("percentuais padrão: PcD e PPP nunca colidem, e ninguém passa da própria posição na série", () => {
    const listas = ["PCD", "PPP", "IND", "QUI"] as const;
    const serie = Object.fromEntries(
      listas.map((l) => [l, Array.from({ length: 800 }, (_, k) => posicaoNaSeriePadrao(l, k + 1, decreto))]),
    );
    for (let n = 1; n <= 3000; n++) {
      const ordem = ordemDasListas(calcularQuadro(n, decreto).quadro, decreto);
      for (const lista of listas) {
        const posicoes = posicoesDaLista(ordem, lista);
        posicoes.forEach((p, i) => {
          const naSerie = serie[lista][i];
          if (lista === "PCD" || lista === "PPP" ? p !== naSerie : p > naSerie) {
            expect(`${lista} ${i + 1}ª em ${p}, série ${naSerie}, N = ${n}`).toBe("");
          }
        });
      }
    }
  });
  it("depois de N, nenhuma lista reservada fica à frente do quadro legal, e atrás no máximo uma vaga", () => {
    // Por grupo: com a reserva total primeiro, o maior resto pode tirar vaga de uma lista quando N cresce.
    const porGrupo = editalValido.map((e) => ({ ...e, trintaPorCentoPrimeiro: false }));
    fc.assert(
      fc.property(porGrupo, fc.nat(200), (edital, n) => {
        const ordem = ordemDasListas(calcularQuadro(n, edital).quadro, edital, { ate: n + 400 });
        const c: Partial<Record<Lista, number>> = contagens(ordem.slice(0, n));
        for (let t = n + 1; t <= ordem.length; t++) {
          c[ordem[t - 1]] = (c[ordem[t - 1]] ?? 0) + 1;
          const legal = calcularQuadro(t, edital).quadro;
          for (const l of RESERVADAS) {
            if (legal[l] === undefined) continue;
            const falta = legal[l]! - (c[l] ?? 0);
            if (falta < 0 || falta > 1) expect(`${l} em T = ${t}: falta ${falta}`).toBe("");
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
