import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine";
import { alocarUm, c } from "./montar";

describe("Quadro publicado no edital prevalece sobre o calculado (RULES §2)", () => {
  it("usa o publicado e mostra a diferença", () => {
    const { cargo } = alocarUm({ id: "C1", vagas: 4, quadroPublicado: { AC: 3, PCD: 1 } }, [
      c("A:90:AC"),
      c("B:80:AC"),
      c("C:70:AC"),
      c("D:60:PCD"),
    ]);
    expect(cargo.quadroCalculado).toMatchObject({ AC: 3, PPP: 1, PCD: 0 });
    expect(cargo.quadro).toMatchObject({ AC: 3, PPP: 0, PCD: 1 });
    expect(cargo.quadroPublicado).toEqual(cargo.quadro);
    // RULES §5: AC 3 + PCD 1 → AC, AC, AC, PCD.
    expect(cargo.ordem.map((p) => [p.lista, p.candidato])).toEqual([
      ["AC", "A"],
      ["AC", "B"],
      ["AC", "C"],
      ["PCD", "D"],
    ]);
    expect(cargo.notas.filter((n) => n.texto.startsWith("Quadro publicado")).map((n) => n.texto)).toEqual([
      "Quadro publicado no edital prevalece para pessoas pretas e pardas: calculado 1, publicado 0 (diferença -1).",
      "Quadro publicado no edital prevalece para pessoas com deficiência: calculado 0, publicado 1 (diferença +1).",
    ]);
  });
});

describe("Vários cargos", () => {
  it("cada cargo tem o seu quadro, as suas listas e a sua ordem", () => {
    const r = alocar({
      edital: { dataPublicacao: "2025-09-01" },
      cargos: [
        { id: "X", vagas: 1 },
        { id: "Y", vagas: 2 },
      ],
      candidatos: [
        { id: "1", cargo: "X", nota: 50, listas: ["AC", "PPP"] },
        { id: "2", cargo: "Y", nota: 90, listas: ["AC"] },
        { id: "3", cargo: "Y", nota: 40, listas: ["PPP"] },
      ],
    });
    expect(r.cargos.map((c) => [c.id, c.ordem.map((p) => p.candidato)])).toEqual([
      ["X", ["1"]],
      ["Y", ["2", "3"]],
    ]);
    expect(r.candidatos.map((x) => [x.id, x.cargo, x.lista])).toEqual([
      ["1", "X", "AC"],
      ["2", "Y", "AC"],
      ["3", "Y", "PPP"],
    ]);
  });
});
