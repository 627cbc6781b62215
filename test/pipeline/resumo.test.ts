import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine/alocar";
import type { Concurso } from "../../src/engine/tipos";
import { resumoPorCargo } from "../../src/pipeline/resumo";

describe("Resumo por cargo", () => {
  it("segue o nome dos cargos na ordem do português (acentos e números como o escrivão os lê), não a ordem do arquivo", () => {
    const nomes = ["Técnico", "Cargo 10", "analista", "Escrivão", "Cargo 2", "Ética"];
    const concurso: Concurso = {
      edital: { dataPublicacao: "2025-09-01" },
      cargos: nomes.map((id) => ({ id, vagas: 1 })),
      candidatos: nomes.map((cargo, i) => ({ id: `${100 + i}`, cargo, nota: 80, listas: ["AC"] })),
    };
    expect(resumoPorCargo(alocar(concurso)).map((r) => r.cargo)).toEqual([
      "analista",
      "Cargo 2",
      "Cargo 10",
      "Escrivão",
      "Ética",
      "Técnico",
    ]);
  });
});
