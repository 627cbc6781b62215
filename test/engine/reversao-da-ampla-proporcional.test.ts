// Vagas of the ampla concorrência without candidates go to the reserved lists "observada a
// proporcionalidade" (Decreto nº 12.536/2025, art. 3º, § 4º; Lei nº 15.142/2025, art. 9º, § 1º): shared by
// the edital's percentages, a list at 0% taking no part; equally when no list of the group has one.
import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine";
import type { Candidato, Concurso } from "../../src/engine";
import { alocarUm, c, porLista } from "./montar";

function muitos(prefixo: string, n: number, listas: string, nota = 60): Candidato[] {
  return Array.from({ length: n }, (_, i) => c(`${prefixo}${i + 1}:${nota - i / 100}:${listas}`));
}

describe("Falta na ampla: repartição proporcional entre as listas raciais", () => {
  it("art. 3º, § 6º (IND a 0% no edital): as 3 vagas vão a PPP pela proporção 25:0:2, nenhuma a IND", () => {
    // 20 vagas with IND at 0%: AC 14, PPP 5, IND 0, QUI 0, PCD 1. Only 11 in the ampla.
    const { r, cargo } = alocarUm(
      20,
      [
        ...muitos("A", 11, "AC", 99),
        ...muitos("P", 10, "PPP"),
        ...muitos("I", 3, "IND", 70),
        ...muitos("Q", 3, "QUI", 65),
        ...muitos("D", 1, "PCD"),
      ],
      { dataPublicacao: "2025-09-01", percentuais: { IND: 0 } },
    );
    expect(cargo.quadro).toMatchObject({ AC: 14, PPP: 5, IND: 0, QUI: 0, PCD: 1 });
    expect(cargo.reversoes.map((v) => [v.de, v.para, v.vagas, v.fundamento])).toEqual([
      ["AC", "PPP", 3, "Decreto nº 12.536/2025, art. 3º, § 4º; Lei nº 15.142/2025, art. 9º, § 1º"],
    ]);
    expect(porLista(r).PPP).toEqual(["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8"]);
    expect(porLista(r).IND).toBeUndefined();
  });

  it("Lei 15.142 (divisão do edital, IND e QUI a 0%): sem PPP restante, IND e QUI dividem por igual", () => {
    // 10 vagas: AC 6, PPP 3, IND 0, QUI 0, PCD 1. Only 4 in the ampla; every PPP candidate placed.
    const { r, cargo } = alocarUm(
      10,
      [
        ...muitos("A", 4, "AC", 99),
        ...muitos("P", 3, "PPP"),
        ...muitos("I", 2, "IND", 70),
        ...muitos("Q", 2, "QUI", 65),
        ...muitos("D", 1, "PCD"),
      ],
      { regime: "lei-15142", percentuais: { PPP: 30, IND: 0, QUI: 0 } },
    );
    expect(cargo.reversoes.map((v) => [v.de, v.para, v.vagas])).toEqual([
      ["AC", "IND", 1],
      ["AC", "QUI", 1],
    ]);
    expect([porLista(r).IND, porLista(r).QUI]).toEqual([["I1"], ["Q1"]]);
  });

  it("cotista de PPP colocado na ampla não conta como candidato restante de PPP na repartição", () => {
    // 20 vagas: AC 13, PPP 5, IND 1, QUI 0, PCD 1. The ampla has 10 (P1, of PPP too, among them):
    // 3 short. Every PPP candidate is placed (P1 in AC, the others in PPP): IND and QUI share the 3.
    const { r, cargo } = alocarUm(20, [
      ...muitos("A", 9, "AC", 99),
      c("P1:95:AC,PPP"),
      ...muitos("P", 5, "PPP", 60).map((x) => ({ ...x, id: `Q${x.id}` })),
      ...muitos("I", 3, "IND", 58),
      ...muitos("K", 3, "QUI", 57),
      ...muitos("D", 3, "PCD", 56),
    ]);
    expect(cargo.quadro).toMatchObject({ AC: 13, PPP: 5, IND: 1, QUI: 0, PCD: 1 });
    expect(cargo.reversoes.map((v) => [v.de, v.para, v.vagas])).toEqual([
      ["AC", "IND", 2],
      ["AC", "QUI", 1],
    ]);
    expect(porLista(r).PCD).toEqual(["D1"]);
  });
});

describe("Decreto 12.536 art. 3º § 4º e Lei 15.142 art. 9º § 2º: a proporção conta as reversões já feitas para nomeados", () => {
  // 6 vagas (AC 4, PPP 1, PCD 1; percentuais 24/3/3): two ampla candidates; the ampla's other two vagas
  // revert, in proportion, one to indígenas (i001) and one to quilombolas (i004).
  const concurso: Concurso = {
    edital: { dataPublicacao: "2025-06-10", percentuais: { PPP: 24, IND: 3, QUI: 3 } },
    cargos: [{ id: "C1", vagas: 6 }],
    candidatos: [
      { id: "i000", cargo: "C1", nota: 0, listas: ["AC"], nascimento: "1950-01-15" },
      { id: "i001", cargo: "C1", nota: 0, listas: ["IND"], nascimento: "1950-01-15" },
      {
        id: "i002",
        cargo: "C1",
        nota: 0,
        listas: ["PPP", "IND"],
        nascimento: "1950-01-15",
        confirmacao: { PPP: "indeferida" },
      },
      { id: "i003", cargo: "C1", nota: 0, listas: ["AC"], nascimento: "1950-01-15" },
      { id: "i004", cargo: "C1", nota: 0, listas: ["QUI"], nascimento: "1950-01-15" },
    ],
  };
  const ordem = (c: Concurso) => alocar(c).cargos[0].ordem.map((p) => [p.posicao, p.lista, p.candidato]);

  it("com i001 já nomeado na posição revertida a indígenas, a outra vaga revertida segue com quilombolas: a ordem não muda", () => {
    const antes = ordem(concurso);
    expect(antes[5]).toEqual([6, "QUI", "i004"]);
    const nomeados: Concurso = {
      ...concurso,
      candidatos: concurso.candidatos.map((c) =>
        ["i000", "i003", "i001"].includes(c.id)
          ? {
              ...c,
              situacao: "nomeado" as const,
              posicaoNomeacao: { i000: 1, i003: 2, i001: 4 }[c.id as "i000"],
            }
          : c,
      ),
    };
    expect(ordem(nomeados)).toEqual(antes);
  });
});
