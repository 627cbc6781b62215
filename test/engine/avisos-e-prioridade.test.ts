// What the whole result warns about (Lei nº 10.741/2003, art. 27, parágrafo único: the age tie-break needs
// a reference date; ties the criteria cannot break), and the order in which a candidate in two reserves
// is offered them: the higher percentage first (Decreto nº 12.536/2025, art. 21; RULES §4.2).
import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine";
import { alocarUm, c, candidato } from "./montar";

describe("Avisos do resultado", () => {
  it("sem data de publicação nem de referência: o desempate pela idade não pôde ser aplicado; e o empate", () => {
    const r = alocar({
      edital: { regime: "decreto-12536" },
      cargos: [{ id: "C1", vagas: 1 }],
      candidatos: [c("B:80:AC"), c("A:80:AC")],
    });
    expect(r.avisos).toEqual([
      {
        texto:
          "Sem data de publicação nem data de referência da idade: o desempate pela idade de 60 anos não pôde ser aplicado.",
        fundamento: "Lei nº 10.741/2003 (Estatuto da Pessoa Idosa), art. 27, parágrafo único",
      },
      {
        texto:
          "1 empate que os critérios não desfazem (nota final, depois idade de 60 anos ou mais (a mais elevada primeiro)): ordenados provisoriamente pelo número de inscrição; veja a lista de empates.",
        fundamento:
          "Lei nº 10.741/2003 (Estatuto da Pessoa Idosa), art. 27, parágrafo único; Edital (critérios de desempate)",
      },
    ]);
  });

  it("com a data de publicação e sem empates, nenhum aviso", () => {
    expect(alocarUm(1, [c("B:80:AC"), c("A:70:AC")]).r.avisos).toEqual([]);
  });

  it("sem a idade entre os critérios do edital, a falta de data não é avisada", () => {
    const r = alocar({
      edital: { regime: "decreto-12536", desempate: [{ campo: "redacao" }] },
      cargos: [{ id: "C1", vagas: 1 }],
      candidatos: [c("B:80:AC")],
    });
    expect(r.avisos).toEqual([]);
  });
});

describe("Candidato em duas reservas: a de maior percentual primeiro", () => {
  it("40 vagas (IND 1, PCD 2): o indígena com deficiência ocupa a vaga de PcD (5% > 3%)", () => {
    const { r, cargo } = alocarUm(40, [c("X:90:IND,PCD")]);
    expect(cargo.quadro).toMatchObject({ IND: 1, PCD: 2 });
    expect(candidato(r, "X").lista).toBe("PCD");
  });
});
