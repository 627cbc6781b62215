import { describe, expect, it } from "vitest";
import type { Candidato } from "../../src/engine";
import { alocarUm, c } from "./montar";

function muitos(prefixo: string, n: number, listas: string, nota: number): Candidato[] {
  return Array.from({ length: n }, (_, i) => c(`${prefixo}${i + 1}:${nota - i / 100}:${listas}`));
}

describe("Nomeação: quem ocupa cada posição da ordem (Lei 15.142 art. 9; RULES §5)", () => {
  it("N = 100: cada lista nas suas posições da série padrão, na ordem de classificação", () => {
    const cands = [
      ...muitos("A", 70, "AC", 99),
      ...muitos("P", 30, "PPP", 60),
      ...muitos("I", 5, "IND", 60),
      ...muitos("Q", 5, "QUI", 60),
      ...muitos("D", 8, "PCD", 60),
    ];
    const { cargo } = alocarUm(100, cands);
    const de = (lista: string) => cargo.ordem.filter((p) => p.lista === lista);
    expect(de("PCD").map((p) => p.posicao)).toEqual([5, 21, 41, 61, 81]);
    expect(de("PCD").map((p) => p.candidato)).toEqual(["D1", "D2", "D3", "D4", "D5"]);
    expect(de("IND").map((p) => [p.posicao, p.candidato])).toEqual([
      [17, "I1"],
      [49, "I2"],
      [84, "I3"],
    ]);
    expect(de("QUI").map((p) => p.posicao)).toEqual([25, 75]);
    expect(de("PPP")[0]).toMatchObject({ posicao: 2, candidato: "P1" });
    expect(cargo.ordem[0]).toMatchObject({ posicao: 1, lista: "AC", candidato: "A1" });
  });

  it("a vaga revertida mantém a posição: as últimas posições da lista que cede passam à que recebe", () => {
    // 10 vagas: AC, PPP, AC, AC, PCD, PPP, AC, AC, AC, PPP. One PPP candidate: PPP keeps 2; 6 and 10 go to AC.
    const { cargo } = alocarUm(10, [...muitos("A", 9, "AC", 99), c("P:50:PPP"), c("D:40:PCD")]);
    expect(cargo.ordem[1]).toMatchObject({ posicao: 2, lista: "PPP", candidato: "P" });
    expect(cargo.ordem[5]).toMatchObject({ posicao: 6, lista: "AC", listaOriginal: "PPP", candidato: "A4" });
    expect(cargo.ordem[9]).toMatchObject({ posicao: 10, lista: "AC", listaOriginal: "PPP", candidato: "A8" });
    expect(cargo.ordem[5].nota?.fundamento).toBe("Lei nº 15.142/2025, art. 8º");
    // AC candidates keep their rank order across own and received positions.
    expect(cargo.ordem.filter((p) => p.lista === "AC").map((p) => p.candidato)).toEqual([
      "A1",
      "A2",
      "A3",
      "A4",
      "A5",
      "A6",
      "A7",
      "A8",
    ]);
  });

  it("posição sem ninguém que possa ocupá-la aparece vaga, com a nota", () => {
    const { cargo } = alocarUm(5, [...muitos("A", 3, "AC", 99), c("P:50:PPP")]); // PCD at 5, nobody anywhere
    expect(cargo.ordem[4]).toMatchObject({ posicao: 5, lista: "PCD", candidato: null });
    expect(cargo.ordem[4].nota?.texto).toContain("fica vaga");
  });

  it("art. 9 § 2: os já nomeados mantêm as posições; os demais ocupam as restantes da sua lista", () => {
    const cands = [
      c("N1:70:AC", { situacao: "nomeado", posicaoNomeacao: 1 }),
      c("N3:95:AC", { situacao: "nomeado", posicaoNomeacao: 3 }),
      ...muitos("A", 5, "AC", 99),
      ...muitos("P", 3, "PPP", 60),
      c("D:40:PCD"),
    ];
    const { cargo } = alocarUm(10, cands);
    expect(cargo.ordem[0]).toMatchObject({ candidato: "N1", lista: "AC" });
    expect(cargo.ordem[2]).toMatchObject({ candidato: "N3", lista: "AC" });
    expect(cargo.ordem.filter((p) => p.lista === "AC").map((p) => p.candidato)).toEqual([
      "N1",
      "N3",
      "A1",
      "A2",
      "A3",
      "A4",
    ]);
  });
});
