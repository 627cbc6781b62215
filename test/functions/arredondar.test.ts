import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roundHalfUp } from "../../src/functions/functions";
import { erroDe } from "./excel";

describe("COTAS.ARREDONDAR: fração igual ou maior que 0,5 sobe, menor desce (Lei 15.142, art. 5º, § 2º)", () => {
  it("meio sobe, menos que meio desce", () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(0.5)).toBe(1);
    expect(roundHalfUp(2.4999)).toBe(2);
    expect(roundHalfUp(0.49)).toBe(0);
    expect(roundHalfUp(7)).toBe(7);
    expect(roundHalfUp(0.25 * 10)).toBe(3); // PPP de 10 vagas
    expect(roundHalfUp(0.03 * 50)).toBe(2); // IND de 50 vagas: 1,5
  });

  it("o valor como o Excel o mostra (15 algarismos): =1,005*1000 guarda 1004,9999999999999, mostra 1005 e fica 1005", () => {
    expect(1.005 * 1000).toBe(1004.9999999999999);
    expect(roundHalfUp(1.005 * 1000)).toBe(1005);
    expect(roundHalfUp(1.0045 * 1000)).toBe(1005); // 1004,5 na célula
    expect(roundHalfUp(4.499999999999999)).toBe(5);
    expect(roundHalfUp(4.49999999999999)).toBe(4);
  });

  it("texto digitado, com vírgula ou ponto, e milhares", () => {
    expect(roundHalfUp("2,5")).toBe(3);
    expect(roundHalfUp("2.4999")).toBe(2);
    expect(roundHalfUp(" 1.234,5 ")).toBe(1235);
  });

  it("negativos: simétrico, como o ARRED do Excel", () => {
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(roundHalfUp(-2.4)).toBe(-2);
  });

  it("célula vazia é 0, como no Excel", () => {
    expect(roundHalfUp(null)).toBe(0);
    expect(roundHalfUp(undefined)).toBe(0);
  });

  it("o que não é número: #VALOR! com a mensagem", () => {
    expect(erroDe(() => roundHalfUp("dois"))).toEqual({
      code: "#VALUE!",
      message: 'valor: "dois" não é um número',
    });
    expect(erroDe(() => roundHalfUp(true)).message).toBe('valor deve ser um número (recebido: "VERDADEIRO")');
  });

  it("propriedade: para inteiros n e décimos d, n + d/10 sobe exatamente quando d ≥ 5", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 9 }), (n, d) => {
        expect(roundHalfUp(`${n},${d}`)).toBe(d >= 5 ? n + 1 : n);
        expect(roundHalfUp(Number(`${n}.${d}`))).toBe(d >= 5 ? n + 1 : n);
      }),
    );
  });
});
