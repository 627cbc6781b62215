/**
 * Each note's article belongs to the list it speaks of (issue 12.4; issue 13, item 6), over random
 * concursos of the three federal regimes and of regime "edital":
 * - a waiting candidate's note in the PcD or the ampla list cites no racial-quota article (Lei
 *   nº 15.142, art. 1º, § 2º, is the racial reserve's), and one in a racial or the ampla list no PcD act;
 * - a vacant position cites the acts of its own list (and of the list it came from; for the ampla,
 *   of the lists its vagas would go to): a PcD position
 *   Decreto nº 9.508 and the edital, never Lei nº 15.142, art. 7º, § 3º, nor Lei nº 12.990, art. 3º, § 2º;
 * - under regime "edital" every decision cites the edital (or the acts that bind every body: the
 *   Constituição and the Estatuto da Pessoa Idosa), never a federal quota act.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine";
import type { Concurso, Edital, Lista, Nota } from "../../src/engine";
import { arbConcurso } from "./arbitrarios";

const RACIAL =
  /Lei nº 12\.990\/2014, arts?\. [123]º|Lei nº 15\.142\/2025, arts?\. [1-8]º|Lei nº 15\.142\/2025, art\. 9º, §|Decreto nº 12\.536\/2025, arts?\. (?!25\b)/;
const DE_PCD = /Decreto nº 9\.508|Lei nº 8\.112/;
const ATO_FEDERAL_DE_COTAS =
  /Lei nº 12\.990|Lei nº 15\.142|Decreto nº 12\.536|Decreto nº 9\.508|Lei nº 8\.112/;
const RACIAIS: readonly Lista[] = ["PPP", "IND", "QUI", "PPIQ"];

/** The same candidates under regime "edital", with the lists of the federal edital they came from. */
function noRegimeDoEdital(concurso: Concurso, escolha: number): Concurso {
  const listas = new Set(concurso.candidatos.flatMap((c) => c.listas));
  const percentuais: Edital["percentuais"] = listas.has("PPIQ")
    ? { PPIQ: 30, PCD: 10 }
    : listas.has("IND") || listas.has("QUI")
      ? { PPP: 25, IND: 3, QUI: 2, PCD: 5 }
      : { PPP: 20, PCD: 5 };
  const opcoes: Edital[] = [
    {},
    { cascata: "direto-para-ampla", tetoPcd: null, arredondamento: { PCD: "meio-para-cima" } },
    {
      minimoDeVagas: { racial: 4, PCD: 3 },
      modoOrdem: "primeira-e-intervalo",
      series: { PCD: { primeira: 3, intervalo: 7 } },
    },
  ];
  return { ...concurso, edital: { regime: "edital", percentuais, ...opcoes[escolha % opcoes.length] } };
}

function conferir(concurso: Concurso): void {
  const r = alocar(concurso);
  const notas: Nota[] = [...r.avisos];
  for (const cargo of r.cargos) {
    notas.push(...cargo.notas, ...cargo.reversoes);
    for (const [lista, entradas] of Object.entries(cargo.listas) as [
      Lista,
      { desfecho: string; motivo: Nota }[],
    ][]) {
      for (const e of entradas) {
        notas.push(e.motivo);
        if (e.desfecho !== "aguardando") continue;
        if (!RACIAIS.includes(lista)) expect(e.motivo.fundamento, e.motivo.texto).not.toMatch(RACIAL);
        if (lista !== "PCD") expect(e.motivo.fundamento, e.motivo.texto).not.toMatch(DE_PCD);
      }
    }
    for (const p of cargo.ordem) {
      if (!p.nota) continue;
      notas.push(p.nota);
      if (p.candidato !== null) continue;
      const sobre = [p.lista, p.listaOriginal ?? p.lista];
      // A vacant AC position names where the ampla's vagas would go (the racial lists): their articles.
      const racialOuAmpla = sobre.some((l) => l === "AC" || RACIAIS.includes(l));
      if (!racialOuAmpla) expect(p.nota.fundamento, p.nota.texto).not.toMatch(RACIAL);
      if (!sobre.includes("PCD")) expect(p.nota.fundamento, p.nota.texto).not.toMatch(DE_PCD);
      if (p.lista === "PCD" && r.regime !== "edital") {
        expect(p.nota.fundamento, p.nota.texto).toMatch(/^Decreto nº 9\.508\/2018; Edital \(/);
      }
    }
  }
  for (const x of r.candidatos) notas.push(...x.notas);
  if (r.regime === "edital") {
    for (const n of notas) expect(n.fundamento, n.texto).not.toMatch(ATO_FEDERAL_DE_COTAS);
  }
}

describe("Cada nota cita os atos da lista de que fala (propriedade; issue 12.4)", () => {
  it("três regimes federais: aguardando em PcD e na ampla sem artigo racial; posição vaga de PcD com o Decreto nº 9.508", () => {
    fc.assert(fc.property(arbConcurso, conferir), { numRuns: 200 });
  });

  it("regime edital: toda decisão cita o Edital, com qualquer escolha do edital", () => {
    fc.assert(
      fc.property(arbConcurso, fc.nat(), (concurso, escolha) =>
        conferir(noRegimeDoEdital(concurso, escolha)),
      ),
      { numRuns: 200 },
    );
  });
});
