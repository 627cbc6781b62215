import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hashValores } from "../../src/folhas/modelo";
import type { ValorCelula } from "../../src/planilha/tabela";

/** cyrb53 of one string: the definition hashValores must agree with. */
function cyrb53(texto: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < texto.length; i++) {
    const ch = texto.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The values as the text hashed: each row up to the last filled one, each filled cell with its place and type. */
function textoDosValores(valores: ValorCelula[][], linhaInicial: number, colunaInicial: number): string {
  const vazio = (v: ValorCelula) => v === null || v === "";
  const linhas = valores.map((linha, i) => {
    const celulas = linha.map((v, j) =>
      vazio(v)
        ? ""
        : `\u0001${j + colunaInicial}:${typeof v === "string" ? "s" : typeof v === "number" ? "n" : "b"}${String(v)}`,
    );
    return `\n${i + linhaInicial}${celulas.join("")}`;
  });
  let ultima = valores.length - 1;
  while (ultima >= 0 && valores[ultima].every(vazio)) ultima--;
  return linhas.slice(0, ultima + 1).join("");
}

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

  it("é o cyrb53 do texto dos valores (linha, coluna, tipo e valor de cada célula preenchida)", () => {
    const valor = fc.oneof(
      fc.constant(null),
      fc.constant(""),
      fc.string(),
      fc.boolean(),
      fc.integer({ min: 0, max: 10_000 }),
      fc.maxSafeNat(),
      fc.double(),
      fc.constant(-0),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(valor, { maxLength: 6 }), { maxLength: 6 }),
        fc.nat(2000),
        fc.nat(50),
        (v, l, c) => {
          expect(hashValores(v, l, c)).toBe(cyrb53(textoDosValores(v, l, c)));
        },
      ),
      { numRuns: 300 },
    );
  });
});
