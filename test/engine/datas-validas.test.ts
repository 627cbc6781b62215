// Dates the engine receives (publication of the edital, which chooses the regime — Decreto nº 12.536/2025,
// arts. 25 e 26 —, and birth dates for the tie-break of the Estatuto da Pessoa Idosa): only real
// calendar dates written AAAA-MM-DD are dates.
import { describe, expect, it } from "vitest";
import { ehDataValida, formatarData } from "../../src/engine/datas";

describe("Data de calendário AAAA-MM-DD", () => {
  it("datas reais, inclusive 29/02 de ano bissexto", () => {
    for (const d of ["2025-06-27", "2024-02-29", "2000-02-29", "1999-12-31"])
      expect(ehDataValida(d), d).toBe(true);
  });

  it("dia, mês ou ano fora do calendário não são datas (sem virar a data seguinte)", () => {
    for (const d of [
      "2025-02-29",
      "1900-02-29",
      "2025-04-31",
      "2025-13-01",
      "2025-00-10",
      "2024-12-32",
      "2025-01-00",
    ])
      expect(ehDataValida(d), d).toBe(false);
  });

  it("ano de dois dígitos escrito com zeros (0099) não é lido como 1999", () => {
    expect(ehDataValida("0099-01-01")).toBe(false);
  });

  it("número ou texto em outro formato não é data", () => {
    for (const d of [20250101, 45000, null, undefined, "01/02/2025", "2025-1-2", " 2025-01-02"])
      expect(ehDataValida(d), String(d)).toBe(false);
  });

  it("nas mensagens, DD/MM/AAAA", () => {
    expect(formatarData("2025-06-27")).toBe("27/06/2025");
  });
});
