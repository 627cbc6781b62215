import { describe, expect, it } from "vitest";
import type { Candidato } from "../../src/engine";
import { alocarUm, c, EDITAL_2025, porLista } from "./montar";

/** n candidates of one list: "P1:50:PPP", "P2:49:PPP"… */
function muitos(prefixo: string, n: number, listas: string, nota = 60): Candidato[] {
  return Array.from({ length: n }, (_, i) => c(`${prefixo}${i + 1}:${nota - i / 100}:${listas}`));
}

// 25 vagas under Decreto 12.536: AC 15, PPP 6, IND 1, QUI 1, PCD 2.
const AC15 = muitos("A", 15, "AC", 99);

describe("Reversões em cascata (Decreto 12.536 art. 3; Lei 15.142 arts. 8 e 9)", () => {
  it("art. 3 § 1: vaga de QUI sem quilombola vai para indígenas", () => {
    const { r, cargo } = alocarUm(25, [
      ...AC15,
      ...muitos("P", 6, "PPP"),
      ...muitos("I", 2, "IND"),
      ...muitos("D", 2, "PCD"),
    ]);
    expect(cargo.reversoes).toEqual([
      expect.objectContaining({
        de: "QUI",
        para: "IND",
        vagas: 1,
        fundamento: "Decreto nº 12.536/2025, art. 3º, §§ 1º e 3º",
      }),
    ]);
    expect(porLista(r).IND).toEqual(["I1", "I2"]);
    expect(cargo.quadroFinal).toMatchObject({ IND: 2, QUI: 0 });
  });

  it("art. 3 § 2: vaga de IND sem indígena vai para quilombolas", () => {
    const { cargo } = alocarUm(25, [
      ...AC15,
      ...muitos("P", 6, "PPP"),
      ...muitos("Q", 2, "QUI"),
      ...muitos("D", 2, "PCD"),
    ]);
    expect(cargo.reversoes).toEqual([expect.objectContaining({ de: "IND", para: "QUI", vagas: 1 })]);
  });

  it("art. 3 § 3: sem indígenas nem quilombolas, as vagas vão a pretos e pardos e, por último, à ampla", () => {
    const comPPP = alocarUm(25, [...AC15, ...muitos("P", 8, "PPP"), ...muitos("D", 2, "PCD")]);
    expect(comPPP.cargo.reversoes.map((v) => [v.de, v.para, v.vagas])).toEqual([
      ["QUI", "PPP", 1],
      ["IND", "PPP", 1],
    ]);
    const semPPPsobrando = alocarUm(25, [
      ...muitos("A", 20, "AC", 99),
      ...muitos("P", 6, "PPP"),
      ...muitos("D", 2, "PCD"),
    ]);
    expect(semPPPsobrando.cargo.reversoes.map((v) => [v.de, v.para, v.vagas])).toEqual([
      ["QUI", "AC", 1],
      ["IND", "AC", 1],
    ]);
  });

  it("Lei 15.142 art. 8: vagas de PPP sem candidatos revertem para a ampla, na ordem de classificação", () => {
    const { r, cargo } = alocarUm(10, [...muitos("A", 9, "AC", 99), c("P:50:PPP"), c("D:40:PCD")]);
    expect(cargo.reversoes).toEqual([
      expect.objectContaining({ de: "PPP", para: "AC", vagas: 2, fundamento: "Lei nº 15.142/2025, art. 8º" }),
    ]);
    expect(porLista(r).AC).toEqual(["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8"]);
  });

  it("PcD sem candidatos → ampla por padrão; o edital pode indicar outra lista (reversaoPcdPara)", () => {
    const cands = [...muitos("A", 9, "AC", 99), ...muitos("P", 5, "PPP")];
    expect(alocarUm(10, cands).cargo.reversoes).toEqual([
      expect.objectContaining({ de: "PCD", para: "AC", vagas: 1 }),
    ]);
    const edital = { ...EDITAL_2025, reversaoPcdPara: "PPP" as const };
    expect(alocarUm(10, cands, edital).cargo.reversoes).toEqual([
      expect.objectContaining({ de: "PCD", para: "PPP", vagas: 1 }),
    ]);
  });

  it("art. 3 § 4: falta na ampla → PPP, IND e QUI na proporção 25:3:2 (maior resto) entre as listas com candidatos", () => {
    // 100 vagas: AC 65, PPP 25, IND 3, QUI 2, PCD 5. Only 10 AC candidates: 55 AC vagas to share.
    const cands = [
      ...muitos("A", 10, "AC", 99),
      ...muitos("P", 80, "PPP"),
      ...muitos("I", 20, "IND"),
      ...muitos("Q", 20, "QUI"),
      ...muitos("D", 5, "PCD"),
    ];
    const { cargo } = alocarUm(100, cands);
    // 55·25/30 = 45,83; 55·3/30 = 5,5; 55·2/30 = 3,67 → 45 + 5 + 3 = 53, the 2 left to the largest remainders (PPP, QUI).
    expect(cargo.reversoes.map((v) => [v.de, v.para, v.vagas])).toEqual([
      ["AC", "PPP", 46],
      ["AC", "IND", 5],
      ["AC", "QUI", 4],
    ]);
    expect(cargo.reversoes[0].fundamento).toBe(
      "Decreto nº 12.536/2025, art. 3º, § 4º; Lei nº 15.142/2025, art. 9º, § 1º",
    );
  });

  it("falta na ampla: lista sem candidatos fica fora da repartição; o que sobra vai à PcD", () => {
    const cands = [...muitos("A", 5, "AC", 99), ...muitos("P", 4, "PPP"), ...muitos("D", 3, "PCD")];
    const { cargo } = alocarUm(10, cands); // AC 6, PPP 3, PCD 1
    expect(cargo.reversoes.map((v) => [v.de, v.para, v.vagas])).toEqual([["AC", "PPP", 1]]);
    const semPPP = alocarUm(10, [
      ...muitos("A", 5, "AC", 99),
      ...muitos("P", 3, "PPP"),
      ...muitos("D", 3, "PCD"),
    ]);
    expect(semPPP.cargo.reversoes.map((v) => [v.de, v.para, v.vagas])).toEqual([["AC", "PCD", 1]]);
  });

  it("vaga que nenhuma lista pode ocupar fica vaga, contada e relatada, na posição da sua lista", () => {
    const { cargo } = alocarUm(5, [c("A:90:AC")]); // AC 3, PPP 1, PCD 1
    expect(cargo.vagasNaoPreenchidas).toBe(4);
    expect(cargo.quadroFinal).toEqual(cargo.quadro);
    expect(cargo.ordem.map((p) => p.candidato)).toEqual(["A", null, null, null, null]);
    expect(cargo.notas.some((n) => n.texto.includes("sem candidato em nenhuma lista"))).toBe(true);
  });

  it("Lei 15.142 (regime de 4 a 27/06/2025): lista única PPIQ revertendo para a ampla (art. 8)", () => {
    const { cargo } = alocarUm(10, [...muitos("A", 10, "AC", 99), c("D:40:PCD")], {
      dataPublicacao: "2025-06-10",
    });
    expect(cargo.reversoes).toEqual([expect.objectContaining({ de: "PPIQ", para: "AC", vagas: 3 })]);
  });
});
