// The README's table of the edital's fields is generated from the schema (npm run doc:edital): this
// test fails when a field, a value or a description changed in the schema and the README was not updated.
import { readFileSync } from "node:fs";
import { format } from "prettier";
import { describe, expect, it } from "vitest";
import { readmeComTabelas, TABELA_DA_FASE, TABELA_DO_EDITAL } from "../../scripts/tabelaDoEdital";

describe("README: tabelas dos campos do edital e da fase", () => {
  it("é a que o esquema gera (rode npm run doc:edital se falhar)", async () => {
    const readme = readFileSync("README.md", "utf8");
    const esperado = await format(readmeComTabelas(readme), {
      parser: "markdown",
      filepath: "README.md",
    });
    expect(readme).toBe(esperado);
  });

  it("tem uma linha por campo do esquema, cada um com a sua descrição", () => {
    for (const [tabela, campo] of [
      [TABELA_DO_EDITAL, "tetoPcd"],
      [TABELA_DA_FASE, "sobraDasReservas"],
    ] as const) {
      const linhas = tabela.tabela().split("\n").slice(2);
      expect(linhas.map((l) => /^\| `(\w+)`/.exec(l)?.[1])).toContain(campo);
      for (const l of linhas) expect(l.split(" | ")[2].length).toBeGreaterThan(20);
    }
  });
});
