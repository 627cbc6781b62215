/**
 * Every note cites the act that governs it, over random concursos of the three regimes (issue 15):
 * - a note about PcD alone (a candidate in AC and PcD only, a PcD position or reversion) cites no
 *   racial-quota article (Lei nº 12.990, arts. 1º a 3º; Lei nº 15.142, arts. 1º a 8º and art. 9º, §§;
 *   Decreto nº 12.536);
 * - a concurso of Lei nº 12.990 cites Lei nº 15.142 only in its art. 11, and never the Decreto (Lei
 *   nº 15.142, art. 11: those editais stay "regidos pela Lei nº 12.990");
 * - a concurso of the lei-15142 window cites the Decreto only in its art. 25 (Decreto nº 12.536, art. 25);
 * - every citation is in the conventional form ("Lei nº …", never "RULES §4.2" alone nor a mode id).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine";
import type { Lista, Nota, Resultado } from "../../src/engine";
import { arbConcurso } from "./arbitrarios";

const RACIAL =
  /Lei nº 12\.990\/2014, arts?\. [123]º|Lei nº 15\.142\/2025, arts?\. [1-8]º|Lei nº 15\.142\/2025, art\. 9º, §|Decreto nº 12\.536\/2025, arts?\. (?!25\b)/;

/** Each act's part of a fundamento ("Lei nº 15.142/2025, art. 11"), split at the "; " between acts. */
const partes = (fundamento: string) => fundamento.split("; ");

interface NotaSobre {
  nota: Nota;
  /** The note is about these lists only (a candidate's lists, a position's, a reversion's). */
  listas: readonly Lista[];
}

function todasAsNotas(r: Resultado, listasDe: Map<string, readonly Lista[]>): NotaSobre[] {
  const todas: NotaSobre[] = [];
  for (const cargo of r.cargos) {
    const raciais = (Object.keys(cargo.quadro) as Lista[]).filter((l) => l !== "AC" && l !== "PCD");
    for (const nota of cargo.notas) todas.push({ nota, listas: ["AC", ...raciais, "PCD"] });
    for (const v of cargo.reversoes) todas.push({ nota: v, listas: [v.de, v.para] });
    for (const p of cargo.ordem) {
      if (p.nota) todas.push({ nota: p.nota, listas: [p.lista, p.listaOriginal ?? p.lista] });
    }
    for (const entradas of Object.values(cargo.listas)) {
      for (const e of entradas!) todas.push({ nota: e.motivo, listas: listasDe.get(e.candidato)! });
    }
  }
  for (const x of r.candidatos) for (const nota of x.notas) todas.push({ nota, listas: listasDe.get(x.id)! });
  for (const nota of r.avisos) todas.push({ nota, listas: ["AC"] });
  return todas;
}

describe("Citações que regem a decisão (propriedade, três regimes)", () => {
  it("nota só de PcD sem artigo racial; Lei nº 12.990 sem a lei nova (salvo art. 11); janela da Lei nº 15.142 sem o Decreto (salvo art. 25)", () => {
    fc.assert(
      fc.property(arbConcurso, (concurso) => {
        const r = alocar(concurso);
        const listasDe = new Map(concurso.candidatos.map((c) => [c.id, c.listas]));
        for (const { nota, listas } of todasAsNotas(r, listasDe)) {
          // A vaga reverted to the candidate's list is the other list's: the note speaks of that list.
          const soPcd =
            listas.every((l) => l === "AC" || l === "PCD") &&
            listas.includes("PCD") &&
            !/revertida para esta lista/.test(nota.texto);
          if (soPcd) expect(nota.fundamento, nota.texto).not.toMatch(RACIAL);
          for (const parte of partes(nota.fundamento)) {
            if (r.regime === "lei-12990") {
              expect(parte, nota.texto).not.toMatch(/Decreto nº 12\.536/);
              if (parte.startsWith("Lei nº 15.142"))
                expect(parte, nota.texto).toBe("Lei nº 15.142/2025, art. 11");
            }
            if (r.regime === "lei-15142" && parte.startsWith("Decreto nº 12.536")) {
              expect(parte, nota.texto).toBe("Decreto nº 12.536/2025, art. 25");
            }
            expect(parte).not.toMatch(/\b(Lei|Decreto) \d/); // "nº" always
            expect(parte).not.toMatch(/^RULES|meio-para-cima|\bteto\b/);
          }
          expect(nota.texto).not.toMatch(/\b(PPP|PPIQ|IND|QUI|PCD)\b/); // list names, not codes
        }
      }),
      { numRuns: 300 },
    );
  });
});
