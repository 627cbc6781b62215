// The exact arithmetic under the quadro: the largest-remainder split of a reserve among lists or cargos
// (Decreto nº 12.536/2025, art. 20, §§ 1º e 3º; reserva racial total primeiro) and the decimals the clerk
// types and reads in the memória de cálculo (percentages, "25% de 10 = 2,5").
import { describe, expect, it } from "vitest";
import { decimalExato, formatarDecimal } from "../../src/engine/decimal";
import { repartirPorMaiorResto } from "../../src/engine/maiorResto";

describe("Maior resto: desempates e limites", () => {
  it("restos iguais: o maior peso leva a unidade, em qualquer ordem de entrada", () => {
    expect(repartirPorMaiorResto(2, [1, 3])).toEqual([0, 2]);
    expect(repartirPorMaiorResto(2, [3, 1])).toEqual([2, 0]);
  });

  it("restos e pesos iguais: o índice menor leva a unidade", () => {
    expect(repartirPorMaiorResto(1, [1, 1])).toEqual([1, 0]);
    expect(repartirPorMaiorResto(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(repartirPorMaiorResto(3, [1, 1, 1, 1, 1])).toEqual([1, 1, 1, 0, 0]);
  });

  it("sem pesos para repartir: a mensagem diz o total e os pesos", () => {
    expect(() => repartirPorMaiorResto(1, [0, 0])).toThrow(
      new RangeError("não há como repartir 1 entre pesos 0, 0"),
    );
  });

  it("produto acima da aritmética inteira exata do JavaScript é recusado, não arredondado", () => {
    expect(() => repartirPorMaiorResto(2 ** 52, [3, 1])).toThrow(
      new RangeError("repartição fora da aritmética inteira exata"),
    );
  });
});

describe("Decimal exato como o escrivão digitou", () => {
  it("espaços em volta são ignorados; vírgula ou ponto como separador", () => {
    expect(decimalExato(" 2,5 ")).toEqual({ numerador: 25n, denominador: 10n });
    expect(decimalExato("-0.25")).toEqual({ numerador: -25n, denominador: 100n });
  });

  it("expoente até 400 é lido exatamente; além dele, não é número", () => {
    expect(decimalExato("1e400")).toEqual({ numerador: 10n ** 400n, denominador: 1n });
    expect(decimalExato("1e-400")).toEqual({ numerador: 1n, denominador: 10n ** 400n });
    expect(decimalExato("1e401")).toBeUndefined();
    expect(decimalExato("1e-401")).toBeUndefined();
  });
});

describe("Decimal escrito em pt-BR (memória de cálculo)", () => {
  it("o sinal vem do quociente: numerador ou denominador negativo, nunca '-0'", () => {
    expect(formatarDecimal(-5n, 2n)).toBe("-2,5");
    expect(formatarDecimal(5n, -2n)).toBe("-2,5");
    expect(formatarDecimal(-5n, -2n)).toBe("2,5");
    expect(formatarDecimal(0n, -3n)).toBe("0");
  });

  it("dízima truncada nas casas pedidas e marcada com reticências", () => {
    expect(formatarDecimal(1n, 3n)).toBe("0,3333…");
    expect(formatarDecimal(-2n, 3n, 2)).toBe("-0,66…");
  });
});
