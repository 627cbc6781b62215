import { describe, expect, it } from "vitest";
import { emLinhasDoCabecalho } from "../../src/folhas/impressao";

describe("o cabeçalho da página impressa: o título do escrivão inteiro, em linhas", () => {
  it("um título longo quebra nos espaços em duas linhas de até 40 caracteres, sem cortar palavra, e não é cortado na seção do meio", () => {
    const titulo = "Concurso Público nº 1/2026 – Analista e Técnico – RESULTADO FINAL (após recursos)";
    const linhas = emLinhasDoCabecalho(titulo).split("\n");
    // "recursos)" does not fit a third line: the second ends in "…".
    expect(linhas).toEqual(["Concurso Público nº 1/2026 – Analista e", "Técnico – RESULTADO FINAL (após…"]);
  });

  it("o que não cabe em duas linhas termina em reticências; o curto fica como está", () => {
    const longo = "palavra ".repeat(20).trim();
    const [, segunda] = emLinhasDoCabecalho(longo).split("\n");
    expect(segunda.endsWith("…")).toBe(true);
    expect(segunda.length).toBeLessThanOrEqual(40);
    expect(emLinhasDoCabecalho("Cargo: Analista")).toBe("Cargo: Analista");
  });
});
