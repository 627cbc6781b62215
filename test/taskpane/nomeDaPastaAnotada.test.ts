import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nomeDaPastaAnotada } from "../../src/taskpane/ambiente";

describe("o nome da pasta anotada baixada", () => {
  it("não acrescenta '(anotado)' a uma pasta que já o tem, nem à cópia que o navegador numerou", () => {
    expect(nomeDaPastaAnotada("edital (anotado).xlsx")).toBe("edital (anotado).xlsx");
    expect(nomeDaPastaAnotada("edital (anotado) (anotado).xlsx")).toBe("edital (anotado).xlsx");
    expect(nomeDaPastaAnotada("edital (anotado) (1).xlsx")).toBe("edital (anotado).xlsx");
    expect(nomeDaPastaAnotada("edital (Anotado).xlsm")).toBe("edital (anotado).xlsm");
    expect(nomeDaPastaAnotada("edital.csv")).toBe("edital (anotado).xlsx");
  });

  it("anotar de novo o que foi baixado dá o mesmo nome (propriedade)", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.constantFrom(".xlsx", ".xlsm", ".csv"), (base, ext) => {
        const uma = nomeDaPastaAnotada(`${base}${ext}`);
        expect(nomeDaPastaAnotada(uma)).toBe(uma);
        expect(uma).not.toMatch(/\(anotado\)\s*\(anotado\)/);
      }),
    );
  });
});
