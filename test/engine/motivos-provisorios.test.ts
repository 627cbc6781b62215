import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine/alocar";
import type { Concurso } from "../../src/engine/tipos";

const concurso: Concurso = {
  edital: { dataPublicacao: "2025-09-01", desempate: ["idade"] },
  cargos: [{ id: "ADM", vagas: 4 }],
  candidatos: [
    { id: "1", cargo: "ADM", nota: 95, listas: ["AC"], situacao: "sub judice" },
    { id: "2", cargo: "ADM", nota: 90, listas: ["AC"] },
    { id: "3", cargo: "ADM", nota: 80, listas: ["AC"] },
    { id: "4", cargo: "ADM", nota: 80, listas: ["AC"] },
    { id: "5", cargo: "ADM", nota: 60, listas: ["AC", "PPP"], confirmacao: { PPP: "pendente" } },
  ],
};
const r = alocar(concurso);
const motivos = (id: string) => r.candidatos.find((c) => c.id === id)!.motivosProvisorios;

describe("why a result is provisional, with the article", () => {
  it("Lei 15.142 art. 3 § 1: a pending heteroidentificação, in the list it concerns", () => {
    expect(motivos("5")).toEqual([
      {
        tipo: "confirmacao-pendente",
        lista: "PPP",
        nota: expect.objectContaining({ fundamento: expect.stringMatching(/art\. 3º/) }),
      },
    ]);
  });

  it("sub judice: provisional until the court decides", () => {
    expect(motivos("1")).toEqual([
      { tipo: "sub-judice", nota: expect.objectContaining({ texto: expect.stringMatching(/sub judice/) }) },
    ]);
  });

  it("Lei 10.741 art. 27 pu and the edital's criteria: a tie they did not break that decides a vaga", () => {
    for (const id of ["3", "4"]) {
      expect(motivos(id)).toEqual([
        {
          tipo: "empate",
          lista: "AC",
          nota: expect.objectContaining({ fundamento: expect.stringMatching(/art\. 27, parágrafo único/) }),
        },
      ]);
    }
    expect(motivos("2")).toBeUndefined();
  });

  it("the tie carries the criteria tried and that it decides a vaga", () => {
    expect(r.empates).toEqual([
      expect.objectContaining({
        lista: "AC",
        candidatos: ["3", "4"],
        criterios: "nota final, depois idade (a mais elevada primeiro)",
        decideVaga: true,
      }),
    ]);
  });
});
