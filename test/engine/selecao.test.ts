import { describe, expect, it } from "vitest";
import { alocarUm, c, candidato, porLista } from "./montar";

describe("Seleção: ampla concorrência primeiro (Lei 15.142 art. 7 § 2; Decreto 12.536 art. 17)", () => {
  it("contraexemplo de RULES §4: A, B, C, D, E com 3 vagas (2 AC + 1 PPP) → AC {A, B}, PPP {E}", () => {
    const { r, cargo } = alocarUm(3, [
      c("A:100:AC"),
      c("B:99:AC,PPP"),
      c("C:98:AC"),
      c("D:97:AC"),
      c("E:50:PPP"),
    ]);
    expect(cargo.quadro).toMatchObject({ AC: 2, PPP: 1 });
    expect(porLista(r)).toEqual({ AC: ["A", "B"], PPP: ["E"] });
    // Order AC, PPP, AC: E takes position 2, B position 3 — not C, as slot by slot would give.
    expect(cargo.ordem.map((p) => p.candidato)).toEqual(["A", "E", "B"]);
    expect(candidato(r, "B").notas.map((n) => n.fundamento)).toContain(
      "Lei nº 15.142/2025, art. 7º, § 2º; Decreto nº 12.536/2025, art. 17",
    );
  });

  it("cotista classificado só na reserva (abaixo do corte da AC) ocupa a vaga reservada (Lei art. 6; Decreto art. 19)", () => {
    const { r } = alocarUm(2, [c("A:90:AC"), c("B:80:AC"), c("E:40:PPP")]);
    expect(porLista(r)).toEqual({ AC: ["A"], PPP: ["E"] });
  });
});

describe("Seleção: candidato em duas reservas, PCD e racial (RULES §4.2)", () => {
  const vagas10 = 10; // AC 6, PPP 3, PCD 1

  it("ocupa a lista de maior percentual (PPP) quando os seguintes ainda se encaixam", () => {
    const cands = [
      ...["A1", "A2", "A3", "A4", "A5", "A6"].map((id, i) => c(`${id}:${100 - i}:AC`)),
      c("X:60:PPP,PCD"),
      c("P1:55:PPP"),
      c("P2:54:PPP"),
      c("Q:30:PCD"),
    ];
    const { r } = alocarUm(vagas10, cands);
    expect(porLista(r)).toMatchObject({ PPP: ["X", "P1", "P2"], PCD: ["Q"] });
  });

  it("ocupa a PCD quando, na PPP, deixaria sem vaga quem vem depois — o maior número de vagas preenchidas pelo seu público", () => {
    const cands = [
      ...["A1", "A2", "A3", "A4", "A5", "A6"].map((id, i) => c(`${id}:${100 - i}:AC`)),
      c("X:60:PPP,PCD"),
      c("P1:55:PPP"),
      c("P2:54:PPP"),
      c("P3:53:PPP"),
    ];
    const { r, cargo } = alocarUm(vagas10, cands);
    expect(porLista(r)).toMatchObject({ PPP: ["P1", "P2", "P3"], PCD: ["X"] });
    expect(cargo.reversoes).toEqual([]);
  });

  it("processa por mérito: o mais bem classificado é aceito antes, mesmo que um de nota menor encaixe melhor", () => {
    // 5 vagas: AC 3, PPP 1, PCD 1. Y (PPP) and Z (PCD) below X (PPP+PCD): X, then Y → X to PCD.
    const cands = [
      c("A1:99:AC"),
      c("A2:98:AC"),
      c("A3:97:AC"),
      c("X:60:PPP,PCD"),
      c("Y:50:PPP"),
      c("Z:40:PCD"),
    ];
    const { r } = alocarUm(5, cands);
    expect(porLista(r)).toMatchObject({ PPP: ["Y"], PCD: ["X"] });
    expect(candidato(r, "Z").lista).toBeNull();
  });
});
