/**
 * Merged cells in the Convocações sheet (#39): "Sem efeito" merged over two Desfecho cells counted for
 * the first row only, silently (the second person's outcome read as blank), and a merged Posição read
 * '"" não é um número inteiro'. Both are now an error naming the merged area, code 2, nothing written.
 * The workbook: the example annotated and called once by `cotas`, the merge made by openpyxl.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executarAnotar } from "../../src/cli/anotar";
import { gerarExemplo, type Exemplo } from "../../src/exemplo/gerar";
import { editalDoExemplo, escreverExemploXlsx } from "../../src/exemplo/planilha";
import { PYTHON, temOpenpyxl } from "../ferramentas";
import { rodar } from "./rodar";

let dir: string;
let exemplo: Exemplo;
let convocada: string;

const argumentos = (entrada: string, saida: string) => [
  "convocar",
  entrada,
  "-o",
  saida,
  "--cargo",
  exemplo.cargos[0].nome,
  "--posicoes",
  "1",
  "--data",
  "2026-04-01",
];

beforeAll(async () => {
  if (!temOpenpyxl()) return;
  dir = await mkdtemp(join(tmpdir(), "convocar-mesclas-"));
  exemplo = gerarExemplo({ candidatos: 60, cargos: 1, semente: 39 });
  const entrada = join(dir, "edital.xlsx");
  const edital = join(dir, "edital.json");
  const anotada = join(dir, "anotada.xlsx");
  await escreverExemploXlsx(exemplo, entrada);
  await writeFile(edital, JSON.stringify(editalDoExemplo(exemplo)));
  expect((await executarAnotar([entrada, "-o", anotada, "--edital", edital])).erro).toBe("");
  convocada = join(dir, "convocada.xlsx");
  const r = await rodar([
    ...argumentos(anotada, convocada).slice(0, 6),
    "--posicoes",
    "3",
    "--data",
    "2026-03-01",
  ]);
  expect([r.codigo, r.stderr]).toEqual([0, ""]);
});
afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

/** A copy of the called workbook with openpyxl's lines run on the Convocações sheet `f`. */
function editada(nome: string, python: string): string {
  const caminho = join(dir, nome);
  copyFileSync(convocada, caminho);
  execFileSync(PYTHON, [
    "-c",
    `import sys, openpyxl\nw = openpyxl.load_workbook(sys.argv[1])\nf = w['Convocações']\n${python}\nw.save(sys.argv[1])`,
    caminho,
  ]);
  return caminho;
}

describe.skipIf(!temOpenpyxl())("células mescladas na folha Convocações", () => {
  it("'Sem efeito' mesclado sobre dois Desfechos: recusado nomeando as células, nunca lido só para a primeira linha", async () => {
    const entrada = editada("desfecho.xlsx", "f['J2'] = 'Sem efeito'\nf.merge_cells('J2:J3')");
    const saida = join(dir, "saida-desfecho.xlsx");
    const r = await rodar(argumentos(entrada, saida));
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain(
      "Convocações!J2: as células J2:J3 estão mescladas: o valor de uma célula mesclada vale só para a primeira linha, e as outras são lidas em branco; desfaça a mesclagem e escreva o valor em cada linha",
    );
    await expect(readFile(saida)).rejects.toThrow();
  });

  it("uma Posição mesclada: a mesma frase, não '\"\" não é um número inteiro'", async () => {
    const entrada = editada("posicao.xlsx", "f.merge_cells('E2:E3')");
    const r = await rodar(argumentos(entrada, join(dir, "saida-posicao.xlsx")));
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain("Convocações!E2: as células E2:E3 estão mescladas");
    expect(r.stderr).not.toContain("não é um número inteiro");
  });
});
