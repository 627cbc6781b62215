import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  arredondar,
  arredondarDecimalMeioParaCima,
  arredondarMeioParaCima,
  arredondarPiso,
  arredondarTeto,
} from "../../src/engine/arredondamento";
import { decimalExato, formatarDecimal, formatarPercentual } from "../../src/engine/decimal";
import { repartirPorMaiorResto } from "../../src/engine/maiorResto";

describe("Lei 15.142, art. 5º, § 2º — arredondamento: fração ≥ 0,5 sobe, < 0,5 desce", () => {
  it("sobre frações exatas", () => {
    expect(arredondarMeioParaCima(5, 2)).toBe(3); // 2,5
    expect(arredondarMeioParaCima(24999, 10000)).toBe(2); // 2,4999
    expect(arredondarMeioParaCima(2500 * 17, 10000)).toBe(4); // 25% de 17 = 4,25
    expect(arredondarMeioParaCima(300 * 17, 10000)).toBe(1); // 3% de 17 = 0,51
    expect(arredondarMeioParaCima(300 * 16, 10000)).toBe(0); // 3% de 16 = 0,48
    expect(arredondarMeioParaCima(0, 7)).toBe(0);
  });
  it("aceita bigint e denominador negativo", () => {
    expect(arredondarMeioParaCima(10n ** 30n + 5n, 10n)).toBe(Number(10n ** 29n + 1n));
    expect(arredondarMeioParaCima(5, -2)).toBe(-3);
  });
  it("recusa número não inteiro e denominador zero", () => {
    expect(() => arredondarMeioParaCima(2.5, 1)).toThrow(RangeError);
    expect(() => arredondarMeioParaCima(1, 0)).toThrow(RangeError);
  });
  it("coincide com a definição ⌊x + ½⌋ para frações não negativas (propriedade)", () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 100_000 }), (n, d) => {
        const r = arredondarMeioParaCima(n, d);
        // r − ½ ≤ n/d < r + ½, em inteiros: 2r·d − d ≤ 2n < 2r·d + d
        return 2 * r * d - d <= 2 * n && 2 * n < 2 * r * d + d;
      }),
    );
  });
});

describe("Decreto 9.508, art. 1º, § 3º — fração de PcD sobe ao inteiro seguinte", () => {
  it("teto exato", () => {
    expect(arredondarTeto(500 * 5, 10000)).toBe(1); // 5% de 5 = 0,25
    expect(arredondarTeto(500 * 20, 10000)).toBe(1); // 5% de 20 = 1
    expect(arredondarTeto(500 * 21, 10000)).toBe(2); // 5% de 21 = 1,05
    expect(arredondarTeto(0, 3)).toBe(0);
    expect(arredondar(500 * 21, 10000, "meio-para-cima")).toBe(1);
    expect(arredondar(500 * 21, 10000, "teto")).toBe(2);
  });
  it("Lei 8.112, art. 5º, § 2º — o limite de 20% é a parte inteira", () => {
    expect(arredondarPiso(2000 * 4, 10000)).toBe(0);
    expect(arredondarPiso(2000 * 5, 10000)).toBe(1);
    expect(() => arredondarPiso(-1, 2)).toThrow(RangeError);
  });
});

describe("=COTAS.ARREDONDAR(valor) — o valor como digitado, arredondado exatamente", () => {
  it("2,5 → 3; 2,4999 → 2; 0,5 → 1; 2,675 → 3", () => {
    expect(arredondarDecimalMeioParaCima(2.5)).toBe(3);
    expect(arredondarDecimalMeioParaCima(2.4999)).toBe(2);
    expect(arredondarDecimalMeioParaCima(0.5)).toBe(1);
    expect(arredondarDecimalMeioParaCima(2.675)).toBe(3);
    expect(arredondarDecimalMeioParaCima(0.49999999999999994)).toBe(0);
  });
  it("negativos arredondam de forma simétrica, como o ARRED do Excel: -2,5 → -3, -2,4 → -2", () => {
    expect(arredondarDecimalMeioParaCima(-2.5)).toBe(-3);
    expect(arredondarDecimalMeioParaCima(-2.4)).toBe(-2);
    expect(arredondarDecimalMeioParaCima(-0.4)).toBe(0);
  });
  it("texto com vírgula, notação científica e números enormes", () => {
    expect(arredondarDecimalMeioParaCima("2,5")).toBe(3);
    expect(arredondarDecimalMeioParaCima(1.5e-7)).toBe(0);
    expect(arredondarDecimalMeioParaCima(1e21)).toBe(1e21);
    expect(() => arredondarDecimalMeioParaCima("abc")).toThrow(RangeError);
    expect(() => arredondarDecimalMeioParaCima(Number.NaN)).toThrow(RangeError);
  });
});

describe("Números exatos para as notas", () => {
  it("decimalExato lê o texto mais curto do número", () => {
    expect(decimalExato(2.5)).toEqual({ numerador: 25n, denominador: 10n });
    expect(decimalExato(0.1 + 0.2)).toEqual({ numerador: 30000000000000004n, denominador: 10n ** 17n });
    expect(decimalExato("-3")).toEqual({ numerador: -3n, denominador: 1n });
    expect(decimalExato("1.2.3")).toBeUndefined();
  });
  it("formatarDecimal escreve em pt-BR, marcando o que não é exato", () => {
    expect(formatarDecimal(625n, 10n)).toBe("62,5");
    expect(formatarDecimal(48n, 100n)).toBe("0,48");
    expect(formatarDecimal(1n, 3n)).toBe("0,3333…");
    expect(formatarDecimal(-5n, 2n)).toBe("-2,5");
    expect(formatarPercentual(250)).toBe("2,5%");
    expect(formatarPercentual(2500)).toBe("25%");
  });
});

describe("Maior resto (Decreto 12.536, art. 3º, § 4º; agrupamento de cargos)", () => {
  it("reparte pela proporção, restos maiores primeiro, empate pelo peso e depois pela ordem", () => {
    expect(repartirPorMaiorResto(10, [2500, 300, 200])).toEqual([8, 1, 1]); // 8,33 · 1 · 0,67
    expect(repartirPorMaiorResto(1, [1, 1])).toEqual([1, 0]);
    expect(repartirPorMaiorResto(1, [1, 2])).toEqual([0, 1]);
    expect(repartirPorMaiorResto(0, [0, 0])).toEqual([0, 0]);
  });
  it("respeita capacidades, passando o excedente adiante", () => {
    expect(repartirPorMaiorResto(3, [10, 1, 1], [1, 5, 5])).toEqual([1, 1, 1]);
    expect(() => repartirPorMaiorResto(3, [1, 1], [1, 1])).toThrow(RangeError);
    expect(() => repartirPorMaiorResto(1, [0, 0])).toThrow(RangeError);
  });
  it("soma o total e fica a menos de uma unidade da cota (propriedade)", () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.array(fc.nat(10_000), { minLength: 1, maxLength: 8 }), (total, pesos) => {
        fc.pre(pesos.some((p) => p > 0));
        const partes = repartirPorMaiorResto(total, pesos);
        const soma = pesos.reduce((s, p) => s + p, 0);
        expect(partes.reduce((s, p) => s + p, 0)).toBe(total);
        partes.forEach((parte, i) => {
          expect(Math.abs(parte * soma - total * pesos[i])).toBeLessThan(soma);
        });
      }),
    );
  });
});
