/**
 * The protective apostrophe of the CSV (#39): `cotas importar -o x.csv` writes "'=SOMA+Silva" so that
 * Excel never runs it, and `cotas anotar x.csv` read the apostrophe as part of the name ("'=Ana Silva"
 * in the lists and the act). The reader takes off the apostrophe before = + - @ (what Excel hides in a
 * cell), and only that one.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abrirXlsx } from "../../src/adapters/xlsx/arquivo";
import { executarAnotar } from "../../src/cli/anotar";
import { lerCsv } from "../../src/leitura/csv";
import { rodar } from "../cli/rodar";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "csv-apostrofo-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const campos = (csv: string) => lerCsv(new TextEncoder().encode(csv), "x").tabela.valores.map((l) => l[0]);

describe("o apóstrofo que protege uma fórmula no CSV", () => {
  it("tirado antes de = + - @ e tabulação; qualquer outro apóstrofo é do texto", () => {
    expect(
      campos(
        "Nome;N\n'=Ana Silva;1\n'+Bruno;1\n'-Carla;1\n'@Dora;1\n\"'\tEva\";1\n'Olho d'água;1\n''=x;1\n'5;1\n",
      ),
    ).toEqual(["Nome", "=Ana Silva", "+Bruno", "-Carla", "@Dora", "\tEva", "'Olho d'água", "''=x", "'5"]);
  });

  it("importar -o x.csv e anotar x.csv: o nome nas listas sem o apóstrofo", async () => {
    const texto = join(dir, "hostil.txt");
    await writeFile(
      texto,
      "1.1 Resultado final, na seguinte ordem: número de inscrição, nome do candidato, nota na parte 1 e nota final.\n" +
        "10000001, =SOMA+Silva, -0.775, 40.00 / 10000002, Ana, 1.00, 39.00 /\n",
    );
    const csv = join(dir, "hostil.csv");
    expect((await rodar(["importar", texto, "-o", csv])).codigo).toBe(0);
    expect(await readFile(csv, "utf8")).toContain(";'=SOMA+Silva;");
    const edital = join(dir, "edital.json");
    await writeFile(
      edital,
      JSON.stringify({ dataPublicacao: "2025-09-01", cargos: [{ id: "X", vagas: 2 }] }),
    );
    const saida = join(dir, "anotada.xlsx");
    const r = await executarAnotar([csv, "-o", saida, "--edital", edital]);
    expect([r.codigo, r.erro]).toEqual([0, ""]);
    const pasta = await abrirXlsx(new Uint8Array(await readFile(saida)));
    const nomes = (await pasta.lerIntervalo("AC")).valores.flat();
    expect(nomes).toContain("=SOMA+Silva");
    expect(nomes).not.toContain("'=SOMA+Silva");
  });
});
