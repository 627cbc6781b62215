// Candidates classified in two reserves at once, PCD and a racial list (RULES §4.2; Decreto nº 9.508/2018,
// art. 1º; Decreto nº 12.536/2025, art. 21), and the ampla concorrência first (Lei nº 15.142/2025, art. 7º,
// § 2º; Decreto nº 12.536/2025, art. 17).
import { describe, expect, it } from "vitest";
import { alocarUm, c, candidato, porLista } from "./montar";

const AMPLA = (n: number) => Array.from({ length: n }, (_, i) => c(`A${i + 1}:${99 - i}:AC`));
const MAIOR =
  "Classificado(a) também na lista de pessoas com deficiência: ocupa a vaga de pessoas pretas e pardas, a de maior percentual, e nas outras o lugar passa ao próximo.";
// The PcD vaga (5%) is not "a de maior percentual" (issue 15, finding 10): the note says why it is taken.
const MENOR =
  "Classificado(a) também na lista de pessoas pretas e pardas: ocupa a vaga de pessoas com deficiência, embora outra reserva tenha percentual maior, para que as vagas reservadas dos candidatos seguintes continuem preenchidas por seu público.";

describe("Reservas concomitantes (RULES §4.2)", () => {
  it("8 vagas (PPP 2, PCD 1): os dois de PPP e PCD e o só de PPP preenchem as três vagas reservadas", () => {
    const { r, cargo } = alocarUm(8, [...AMPLA(5), c("X:90:PPP,PCD"), c("Y:80:PPP"), c("Z:70:PPP,PCD")]);
    expect(cargo.quadro).toMatchObject({ AC: 5, PPP: 2, PCD: 1 });
    // X, the best, takes PPP (the higher percentage): Y still fits PPP and Z the PCD vaga.
    expect(porLista(r)).toEqual({ AC: ["A1", "A2", "A3", "A4", "A5"], PPP: ["X", "Y"], PCD: ["Z"] });
    expect(cargo.reversoes).toEqual([]);
    const textos = (id: string) => candidato(r, id).notas.map((n) => n.texto);
    expect(textos("X")).toContain(MAIOR);
    expect(textos("Z")).toContain(MENOR);
    // Y is in one reserve only: no note about concomitant reserves.
    expect(textos("Y").filter((t) => t.startsWith("Classificado(a) também"))).toEqual([]);
  });
});

describe("Ampla concorrência primeiro (Lei nº 15.142/2025, art. 7º, § 2º)", () => {
  it("quem é só da ampla e ficou fora das vagas da AC não ocupa nem bloqueia vaga reservada", () => {
    // 4 vagas: AC 3, PPP 1. A4 (ampla only) outscores P1 but has no reserved list.
    const { r, cargo } = alocarUm(4, [...AMPLA(4), c("P1:50:PPP")]);
    expect(cargo.quadro).toMatchObject({ AC: 3, PPP: 1 });
    expect(porLista(r)).toEqual({ AC: ["A1", "A2", "A3"], PPP: ["P1"] });
    expect(cargo.reversoes).toEqual([]);
  });
});
