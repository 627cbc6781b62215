import { describe, expect, it } from "vitest";
import { convencaoDaColuna, lerNumero } from "../../src/leitura/numero";

const valor = (v: Parameters<typeof lerNumero>[0]) => {
  const r = lerNumero(v, "uma nota");
  return r.tipo === "valor" ? r.valor : r.tipo;
};

describe("números digitados pelo servidor", () => {
  it("aceita números do Excel como estão", () => {
    expect(valor(87.5)).toBe(87.5);
    expect(valor(0)).toBe(0);
    expect(valor(-3)).toBe(-3);
  });

  it("lê vírgula decimal brasileira, com ou sem milhar", () => {
    expect(valor("8,5")).toBe(8.5);
    expect(valor(" 8,50 ")).toBe(8.5);
    expect(valor("1.234,56")).toBe(1234.56);
    expect(valor("1.234.567")).toBe(1234567);
    expect(valor("1 234,5")).toBe(1234.5);
    expect(valor(",5")).toBe(0.5);
    expect(valor("-2,25")).toBe(-2.25);
    expect(valor("−2,25")).toBe(-2.25);
  });

  it("lê ponto decimal de exportações em inglês", () => {
    expect(valor("87.5")).toBe(87.5);
    expect(valor("1,234.56")).toBe(1234.56);
    expect(valor("0.125")).toBe(0.125);
  });

  it('"1.234" é lido como 1,234 mas avisa que poderia ser mil duzentos e trinta e quatro', () => {
    const r = lerNumero("1.234", "uma nota");
    expect(r).toEqual({
      tipo: "valor",
      valor: 1.234,
      aviso: '"1.234" foi lido como 1,234; se era 1234, escreva sem o ponto',
    });
  });

  it('"8,5a" não é uma nota', () => {
    expect(lerNumero("8,5a", "uma nota")).toEqual({ tipo: "invalido", motivo: '"8,5a" não é uma nota' });
    for (const t of ["8,5,5", "1.2.3", "=SOMA(A1:A3)", "oito", "8 5", "1e3", "NaN", "Infinity", "85%"]) {
      expect(lerNumero(t).tipo, t).toBe("invalido");
    }
    expect(lerNumero(true, "uma nota")).toEqual({ tipo: "invalido", motivo: '"VERDADEIRO" não é uma nota' });
    expect(lerNumero(Number.NaN).tipo).toBe("invalido");
  });

  it("#N/D e os outros erros do Excel são apontados como erro do Excel", () => {
    expect(lerNumero("#N/D", "uma nota")).toEqual({
      tipo: "invalido",
      motivo: '"#N/D" é um erro do Excel: corrija a fórmula ou digite o valor',
    });
    for (const e of ["#VALOR!", "#DIV/0!", "#N/A", "#VALUE!", "#REF!", "#NOME?", "#NÚM!", "#SPILL!"]) {
      expect(lerNumero(e)).toMatchObject({
        tipo: "invalido",
        motivo: expect.stringContaining("erro do Excel"),
      });
    }
  });

  it("célula vazia ou só espaços é vazio, não zero", () => {
    expect(lerNumero(null)).toEqual({ tipo: "vazio" });
    expect(lerNumero("   ")).toEqual({ tipo: "vazio" });
  });
});

describe('a convenção da própria coluna decide "1.000" e "1,000"', () => {
  it.each([
    [["1.234,56", "1.000"], "virgula"],
    [["8,5", "7"], "virgula"],
    [["87.5", "1,000"], "ponto"],
    [["1,234.56"], "ponto"],
    [["1.000", "2.000"], undefined],
    [["8,5", "87.5"], undefined],
    [[90, 85.5, null], undefined],
  ] as const)("%j → %s", (valores, convencao) => {
    expect(convencaoDaColuna(valores)).toBe(convencao);
  });

  it('com vírgula decimal, "1.000" é mil e "-1.500" é menos mil e quinhentos, sem aviso', () => {
    expect(lerNumero("1.000", "uma nota", "virgula")).toEqual({ tipo: "valor", valor: 1000 });
    expect(lerNumero("-1.500", "uma nota", "virgula")).toEqual({ tipo: "valor", valor: -1500 });
  });

  it('com ponto decimal, "1,000" é mil e "1.000" é um, sem aviso', () => {
    expect(lerNumero("1,000", "uma nota", "ponto")).toEqual({ tipo: "valor", valor: 1000 });
    expect(lerNumero("1.000", "uma nota", "ponto")).toEqual({ tipo: "valor", valor: 1 });
  });

  it('sem convenção, "1.000" continua lido como 1 com o aviso', () => {
    const lida = lerNumero("1.000");
    expect(lida).toMatchObject({ tipo: "valor", valor: 1 });
    expect((lida as { aviso?: string }).aviso).toContain("escreva sem o ponto");
  });
});
