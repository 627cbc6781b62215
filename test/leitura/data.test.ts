import { describe, expect, it } from "vitest";
import { lerData } from "../../src/leitura/data";

const data = (v: Parameters<typeof lerData>[0], datas1904 = false) => {
  const r = lerData(v, { datas1904 });
  return r.tipo === "valor" ? r.valor : r;
};

describe("datas: números de série do Excel e texto", () => {
  it("converte números de série do sistema 1900", () => {
    expect(data(1)).toBe("1900-01-01");
    expect(data(59)).toBe("1900-02-28");
    expect(data(61)).toBe("1900-03-01");
    expect(data(22281)).toBe("1960-12-31");
    expect(data(45809)).toBe("2025-06-01");
    expect(data(45809.75)).toBe("2025-06-01"); // the time of day is dropped
  });

  it("o número 60 é o 29/02/1900 que não existe (erro antigo do Excel herdado do Lotus)", () => {
    expect(data(60)).toEqual({
      tipo: "invalido",
      motivo: '"60" é 29/02/1900, data que não existe (erro antigo do Excel)',
    });
  });

  it("converte números de série do sistema 1904 (pastas antigas do Mac)", () => {
    expect(data(0, true)).toBe("1904-01-01");
    expect(data(20819, true)).toBe("1960-12-31");
  });

  it("lê DD/MM/AAAA, DD.MM.AAAA, DD-MM-AAAA e AAAA-MM-DD (com hora, se houver)", () => {
    expect(data("31/12/1960")).toBe("1960-12-31");
    expect(data("1/2/1960")).toBe("1960-02-01");
    expect(data("31.12.1960")).toBe("1960-12-31");
    expect(data("31-12-1960")).toBe("1960-12-31");
    expect(data("1960-12-31")).toBe("1960-12-31");
    expect(data("1960-12-31T00:00:00.000Z")).toBe("1960-12-31");
    expect(data("31/12/1960 00:00:00")).toBe("1960-12-31");
  });

  it("recusa datas que não existem, anos de dois dígitos e texto qualquer", () => {
    expect(data("31/02/1960")).toEqual({
      tipo: "invalido",
      motivo: '"31/02/1960" não é uma data que exista',
    });
    expect(data("29/02/1961")).toMatchObject({ tipo: "invalido" });
    expect(data("29/02/1960")).toBe("1960-02-29");
    expect(data("31/12/60")).toEqual({
      tipo: "invalido",
      motivo: '"31/12/60": escreva o ano com quatro dígitos (DD/MM/AAAA)',
    });
    expect(data("ontem")).toEqual({ tipo: "invalido", motivo: '"ontem" não é uma data (use DD/MM/AAAA)' });
    expect(data(0)).toMatchObject({ tipo: "invalido" });
    expect(data(-5)).toMatchObject({ tipo: "invalido" });
    expect(data(3_000_000)).toMatchObject({ tipo: "invalido" });
    expect(data(true)).toMatchObject({ tipo: "invalido" });
    expect(data("#N/D")).toMatchObject({ motivo: expect.stringContaining("erro do Excel") });
  });

  it("célula vazia é vazio", () => {
    expect(lerData(null)).toEqual({ tipo: "vazio" });
  });
});
