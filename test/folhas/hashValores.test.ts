import { describe, expect, it } from "vitest";
import { hashValores } from "../../src/folhas/modelo";

describe("hashValores: a impressão digital gravada nas folhas do suplemento", () => {
  it("dá os mesmos valores que as pastas já gravadas guardam (senão toda folha pareceria editada)", () => {
    // Values computed by the first version of the function and stored in workbooks in use.
    const valores = [
      ["Cargo", "Nota", null],
      ["Analista – TI", 93.89, true],
      ["", null, ""],
      [null, 0, "Ação"],
    ];
    expect(hashValores(valores, 2, 1)).toBe("idwgiqsr4");
    expect(hashValores([])).toBe("wvjl67o803");
    expect(hashValores([[1.5, "x"]])).toBe("1l57uewagow");
  });

  it("muda quando uma célula muda de tipo ou de lugar", () => {
    expect(hashValores([["1"]])).not.toBe(hashValores([[1]]));
    expect(hashValores([[null, "a"]])).not.toBe(hashValores([["a"]]));
    expect(hashValores([["a"]], 1)).not.toBe(hashValores([["a"]]));
  });
});
