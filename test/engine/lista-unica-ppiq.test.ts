// Lei nº 15.142/2025 before its decree (editais of 04/06 to 27/06/2025): one racial list, PPIQ, with 30% of
// the vagas (art. 1º), filled by its own candidates in rank order.
import { describe, expect, it } from "vitest";
import { alocarUm, c, candidato, porLista } from "./montar";

describe("Lei nº 15.142/2025, art. 1º: lista única PPIQ", () => {
  it("10 vagas: AC 6, PPIQ 3, PcD 1; os optantes de PPIQ ocupam as 3 vagas, sem reversão", () => {
    const ampla = [1, 2, 3, 4, 5, 6].map((i) => c(`A${i}:${100 - i}:AC`));
    const { r, cargo } = alocarUm(
      10,
      [...ampla, c("X:80:PPIQ"), c("Y:70:PPIQ"), c("Z:60:PPIQ"), c("D:50:PCD")],
      {
        regime: "lei-15142",
        dataPublicacao: "2025-06-10",
      },
    );
    expect(cargo.quadro).toEqual({ AC: 6, PPIQ: 3, PCD: 1 });
    expect(cargo.reversoes).toEqual([]);
    expect(porLista(r).PPIQ).toEqual(["X", "Y", "Z"]);
    expect(candidato(r, "X").notas.at(-1)).toEqual({
      texto:
        "1º na lista de pessoas pretas e pardas, indígenas e quilombolas, dentro das 3 vagas reservadas.",
      fundamento: "Lei nº 15.142/2025, art. 1º, caput",
    });
  });
});
