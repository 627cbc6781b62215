/**
 * `cotas convocar ENTRADA.xlsx -o SAIDA.xlsx`: on a workbook annotated by `cotas anotar`, two calls
 * with an outcome typed by the clerk between them (the file saved by openpyxl, another program): the
 * second call replaces the sem-efeito person at the same position (Lei 15.142, art. 7º, § 3º), the
 * Convocações sheet only grows, and the clerk's sheets and files are not touched.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executarAnotar } from "../../src/cli/anotar";
import { gerarExemplo, type Exemplo } from "../../src/exemplo/gerar";
import { editalDoExemplo, escreverExemploXlsx } from "../../src/exemplo/planilha";
import { rodar } from "./rodar";

let dir: string;
let exemplo: Exemplo;
let anotada: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "convocar-"));
  exemplo = gerarExemplo({ candidatos: 120, cargos: 2, semente: 2025 });
  const entrada = join(dir, "edital.xlsx");
  const edital = join(dir, "edital.json");
  anotada = join(dir, "anotada.xlsx");
  await escreverExemploXlsx(exemplo, entrada);
  await writeFile(edital, JSON.stringify(editalDoExemplo(exemplo)));
  const r = await executarAnotar([entrada, "-o", anotada, "--edital", edital]);
  expect(r.erro).toBe("");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

type Chamado = { posicao: number; lista: string; candidato: string; substitui: string | null };

async function convocar(entrada: string, saida: string, posicoes: number, ato: string) {
  const cargo = exemplo.cargos[0].nome;
  const r = await rodar([
    "convocar",
    entrada,
    "-o",
    saida,
    "--cargo",
    cargo,
    "--posicoes",
    String(posicoes),
    "--ato",
    ato,
    "--data",
    "2026-03-01",
    "--json",
  ]);
  expect([r.codigo, r.stderr]).toEqual([0, ""]);
  return (JSON.parse(r.stdout) as { convocacao: { numero: number; chamados: Chamado[] } }).convocacao;
}

/** The clerk types an outcome in another program (openpyxl reads and saves the whole workbook). */
function digitarDesfecho(caminho: string, celula: string, texto: string): void {
  execFileSync("/usr/bin/python3", [
    "-c",
    "import sys, openpyxl\nw = openpyxl.load_workbook(sys.argv[1])\nw['Convocações'][sys.argv[2]] = sys.argv[3]\nw.save(sys.argv[1])",
    caminho,
    celula,
    texto,
  ]);
}

describe("cotas convocar sobre uma pasta .xlsx", () => {
  it("duas convocações com um sem efeito digitado entre elas: o substituto entra na mesma posição, da mesma lista", async () => {
    const antes = await readFile(anotada);
    const c1 = join(dir, "c1.xlsx");
    const primeira = await convocar(anotada, c1, 3, "Portaria nº 1/2026");
    expect(primeira.numero).toBe(1);
    expect(primeira.chamados.map((c) => c.posicao)).toEqual([1, 2, 3]);
    expect(Buffer.compare(await readFile(anotada), antes)).toBe(0);

    const vaga = primeira.chamados[1];
    digitarDesfecho(c1, "J3", "Sem efeito");
    const c2 = join(dir, "c2.xlsx");
    const segunda = await convocar(c1, c2, 1, "Portaria nº 2/2026");
    expect(segunda.numero).toBe(2);
    expect(segunda.chamados).toHaveLength(1);
    expect(segunda.chamados[0]).toMatchObject({
      posicao: vaga.posicao,
      lista: vaga.lista,
      substitui: vaga.candidato,
    });

    // Read back by openpyxl too (ExcelJS cannot read the comments of a file openpyxl saved).
    const folhas = JSON.parse(
      execFileSync("/usr/bin/python3", [
        "-c",
        "import sys, json, openpyxl\nw = openpyxl.load_workbook(sys.argv[1])\n" +
          "print(json.dumps({n: [list(r) for r in w[n].iter_rows(values_only=True)] for n in ['Convocações', 'Atos das convocações']}))",
        c2,
      ]).toString(),
    ) as Record<string, unknown[][]>;
    expect(folhas["Convocações"].map((l) => [l[4], l[6], l[8], l[9]])).toEqual([
      ["Posição", "Inscrição", "Substitui", "Desfecho"],
      [1, primeira.chamados[0].candidato, null, null],
      [2, vaga.candidato, null, "Sem efeito"],
      [3, primeira.chamados[2].candidato, null, null],
      [vaga.posicao, segunda.chamados[0].candidato, vaga.candidato, null],
    ]);
    expect(
      folhas["Atos das convocações"].some((l) =>
        String(l[2]).startsWith("Portaria nº 2/2026 — convocação nº 2"),
      ),
    ).toBe(true);
  });

  it("sem -o, com a pasta, a falta é dita numa frase (código 2) e nada é gravado", async () => {
    const r = await rodar(["convocar", anotada, "--cargo", "X", "--posicoes", "1"]);
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain("-o SAIDA.xlsx");
    expect(r.stdout).toBe("");
  });

  it("uma pasta sem o edital guardado é recusada com o caminho a seguir", async () => {
    const crua = join(dir, "crua.xlsx");
    await escreverExemploXlsx(exemplo, crua);
    const r = await rodar(["convocar", crua, "-o", join(dir, "x.xlsx"), "--cargo", "X", "--posicoes", "1"]);
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain("não tem o edital guardado");
  });
});
