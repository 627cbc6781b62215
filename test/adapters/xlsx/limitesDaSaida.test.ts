/**
 * What is written must fit in Excel (#39): `importar` wrote 1,250,000 rows (Excel drops those past
 * 1,048,576 and `anotar` then called the file damaged), and cells past Excel's 32,767 characters (a
 * 50 MB CSV field, a 40,000-character --ato) were written without a word. Now refused before anything
 * is written, naming the sheet or the cell; one sentence, exit code 2.
 */
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  conferirValoresParaOExcel,
  MAX_CARACTERES_EXCEL,
  MAX_LINHAS_EXCEL,
} from "../../../src/adapters/xlsx/limites";
import { PastaXlsx } from "../../../src/adapters/xlsx/pastaXlsx";
import { executarAnotar } from "../../../src/cli/anotar";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "limites-saida-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("a saída cabe no Excel", () => {
  it("1.048.577 linhas: recusadas antes de gravar, com a folha nomeada; 1.048.576 cabem", async () => {
    const linhas = Array.from({ length: MAX_LINHAS_EXCEL + 1 }, (_, i) => [i]);
    const pasta = PastaXlsx.nova();
    await pasta.criarFolhaDeDados("Candidatos importados", linhas);
    await expect(pasta.paraBytes()).rejects.toThrow(
      'A folha "Candidatos importados" teria 1.048.577 linhas, mais do que as 1.048.576 de uma folha do Excel (que cortaria as de baixo): nada foi gravado; divida os dados em partes menores.',
    );
    expect(() => conferirValoresParaOExcel("X", linhas.slice(1))).not.toThrow();
  });

  it("uma célula de 40.000 caracteres: recusada, a célula nomeada; 32.767 cabem", async () => {
    const pasta = PastaXlsx.nova();
    await pasta.criarFolhaDeDados("Dados", [
      ["Nome", "Ato"],
      ["Ana", "x".repeat(40_000)],
    ]);
    await expect(pasta.paraBytes()).rejects.toThrow(
      "A célula Dados!B2 teria 40.000 caracteres, mais do que os 32.767 que uma célula do Excel guarda (que cortaria o resto): nada foi gravado; encurte o texto.",
    );
    expect(() => conferirValoresParaOExcel("X", [["x".repeat(MAX_CARACTERES_EXCEL)]])).not.toThrow();
  });

  it("`cotas anotar` de um CSV com um campo de 40.000 caracteres: código 2, a célula nomeada, nada gravado", async () => {
    const csv = join(dir, "longo.csv");
    await writeFile(
      csv,
      `Inscrição;Nome;Nota;Cargo\n1;Ana;90;Analista\n2;${"B".repeat(40_000)};80;Analista\n`,
    );
    const edital = join(dir, "edital.json");
    await writeFile(
      edital,
      JSON.stringify({ dataPublicacao: "2025-09-01", cargos: [{ id: "Analista", vagas: 1 }] }),
    );
    const saida = join(dir, "saida.xlsx");
    const r = await executarAnotar([csv, "-o", saida, "--edital", edital]);
    expect(r.codigo).toBe(2);
    expect(r.erro).toContain("A célula longo!B3 teria 40.000 caracteres, mais do que os 32.767");
    await expect(stat(saida)).rejects.toThrow();
  });
});
