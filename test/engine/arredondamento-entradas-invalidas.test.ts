// The rounding of legal quantities (Lei nº 15.142/2025, art. 5º, § 2º; Decreto nº 9.508/2018, art. 1º, § 3º;
// Lei nº 8.112/1990, art. 5º, § 2º) works on exact integers only: what it refuses, and the message.
import { describe, expect, it } from "vitest";
import {
  arredondarDecimalMeioParaCima,
  arredondarMeioParaCima,
  arredondarPiso,
  arredondarTeto,
} from "../../src/engine/arredondamento";

describe("Arredondamento: entradas que não são frações exatas", () => {
  it("numerador ou denominador não inteiro é recusado com o nome do termo", () => {
    expect(() => arredondarMeioParaCima(2.5, 10)).toThrow(
      new RangeError("numerador deve ser um número inteiro exato: 2.5"),
    );
    expect(() => arredondarTeto(5, 0.5)).toThrow(
      new RangeError("denominador deve ser um número inteiro exato: 0.5"),
    );
  });

  it("denominador zero é recusado com a própria mensagem", () => {
    expect(() => arredondarTeto(5, 0)).toThrow(new RangeError("denominador zero"));
    expect(() => arredondarMeioParaCima(5n, 0n)).toThrow(new RangeError("denominador zero"));
  });

  it("denominador negativo troca o sinal dos dois termos", () => {
    expect(arredondarMeioParaCima(5, -2)).toBe(-3);
    expect(arredondarTeto(-5, -2)).toBe(3);
  });

  it("o piso (até 20% das vagas) não aceita valor negativo", () => {
    expect(() => arredondarPiso(-1, 5)).toThrow(new RangeError("arredondarPiso: valor negativo"));
  });

  it("=COTAS.ARREDONDAR com texto que não é número", () => {
    expect(() => arredondarDecimalMeioParaCima("dois")).toThrow(new RangeError("Não é um número: dois"));
  });
});
