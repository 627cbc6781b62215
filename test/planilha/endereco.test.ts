import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  celulaA1,
  colunaDasLetras,
  enderecoNaFolha,
  intervaloA1,
  letrasDaColuna,
  posicaoDaCelula,
  separarEndereco,
} from "../../src/planilha/endereco";

describe("endereços A1", () => {
  it("converte colunas em letras como o Excel (A, Z, AA, XFD)", () => {
    expect(letrasDaColuna(0)).toBe("A");
    expect(letrasDaColuna(25)).toBe("Z");
    expect(letrasDaColuna(26)).toBe("AA");
    expect(letrasDaColuna(701)).toBe("ZZ");
    expect(letrasDaColuna(702)).toBe("AAA");
    expect(letrasDaColuna(16_383)).toBe("XFD");
    expect(letrasDaColuna(16_384)).toBe("XFE");
    expect(() => letrasDaColuna(-1)).toThrow(RangeError);
  });

  it("linha e coluna 0-based viram D17 e voltam", () => {
    expect(celulaA1(16, 3)).toBe("D17");
    expect(posicaoDaCelula("D17")).toEqual({ linha: 16, coluna: 3 });
    expect(posicaoDaCelula("$D$17")).toEqual({ linha: 16, coluna: 3 });
    expect(posicaoDaCelula("D0")).toBeNull();
    expect(posicaoDaCelula("17D")).toBeNull();
  });

  it("qualifica com a folha e põe aspas quando o Excel põe", () => {
    expect(enderecoNaFolha("Candidatos", "D17")).toBe("Candidatos!D17");
    expect(enderecoNaFolha("Minha folha", "D17")).toBe("'Minha folha'!D17");
    expect(enderecoNaFolha("Inscrições", "A1")).toBe("Inscrições!A1");
    expect(enderecoNaFolha("2025", "A1")).toBe("'2025'!A1");
    expect(enderecoNaFolha("AB12", "A1")).toBe("'AB12'!A1");
    expect(enderecoNaFolha("R2C5", "A1")).toBe("'R2C5'!A1");
    expect(enderecoNaFolha("Resultado", "A1")).toBe("Resultado!A1");
    expect(enderecoNaFolha("D'Ávila", "A1")).toBe("'D''Ávila'!A1");
    expect(enderecoNaFolha("Notas-finais", "A1")).toBe("'Notas-finais'!A1");
  });

  it("separa um endereço qualificado, com ou sem aspas, célula ou intervalo", () => {
    expect(separarEndereco("Candidatos!D17")).toEqual({ folha: "Candidatos", celula: "D17" });
    expect(separarEndereco("'Minha folha'!D17")).toEqual({ folha: "Minha folha", celula: "D17" });
    expect(separarEndereco("'D''Ávila'!A5:F7")).toEqual({ folha: "D'Ávila", celula: "A5:F7" });
    expect(separarEndereco("Candidatos!ZZZZ1")).toBeNull();
    expect(separarEndereco("D17")).toBeNull();
  });

  it("um intervalo de uma célula só é a célula", () => {
    expect(intervaloA1(4, 0, 6, 5)).toBe("A5:F7");
    expect(intervaloA1(4, 0, 4, 0)).toBe("A5");
  });

  it("ida e volta para qualquer célula e qualquer nome de folha", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_048_575 }),
        fc.integer({ min: 0, max: 16_383 }),
        fc.string({ minLength: 1, maxLength: 31 }).filter((s) => !/[\\/?*[\]:]/.test(s)),
        (linha, coluna, folha) => {
          const celula = celulaA1(linha, coluna);
          expect(posicaoDaCelula(celula)).toEqual({ linha, coluna });
          expect(colunaDasLetras(letrasDaColuna(coluna))).toBe(coluna);
          expect(separarEndereco(enderecoNaFolha(folha, celula))).toEqual({ folha, celula });
        },
      ),
    );
  });
});
