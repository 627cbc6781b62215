/**
 * The workbook the tests of `cotas convocar` on files start from (convocar-arquivo, convocar-mesclas,
 * convocar-refazer-copia): the generated example written as .xlsx and annotated by `cotas anotar` with
 * its edital; the arguments of a call on its first cargo; a call refused; and the clerk's edits of the
 * Convocações sheet, made by openpyxl (another program) on a copy.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { executarAnotar } from "../../src/cli/anotar";
import { gerarExemplo, type Exemplo, type ParametrosExemplo } from "../../src/exemplo/gerar";
import { editalDoExemplo, escreverExemploXlsx } from "../../src/exemplo/planilha";
import { PYTHON } from "../ferramentas";
import { rodar } from "./rodar";

export interface PastaAnotada {
  /** A new temporary folder (the caller removes it). */
  dir: string;
  exemplo: Exemplo;
  /** The example annotated by `cotas anotar` (edital.xlsx and edital.json beside it). */
  anotada: string;
}

/** The example of `parametros` annotated by `cotas anotar`, in a new folder named from `prefixo`. */
export async function pastaAnotada(prefixo: string, parametros: ParametrosExemplo): Promise<PastaAnotada> {
  const dir = await mkdtemp(join(tmpdir(), prefixo));
  const exemplo = gerarExemplo(parametros);
  const entrada = join(dir, "edital.xlsx");
  const edital = join(dir, "edital.json");
  const anotada = join(dir, "anotada.xlsx");
  await escreverExemploXlsx(exemplo, entrada);
  await writeFile(edital, JSON.stringify(editalDoExemplo(exemplo)));
  expect((await executarAnotar([entrada, "-o", anotada, "--edital", edital])).erro).toBe("");
  return { dir, exemplo, anotada };
}

/** `cotas convocar` of `posicoes` on the example's first cargo, on `data` (with the act when given). */
export function argumentosDaConvocacao(
  exemplo: Exemplo,
  entrada: string,
  saida: string,
  { posicoes, data, ato }: { posicoes: number; data: string; ato?: string },
): string[] {
  return [
    "convocar",
    entrada,
    "-o",
    saida,
    "--cargo",
    exemplo.cargos[0].nome,
    "--posicoes",
    String(posicoes),
    ...(ato === undefined ? [] : ["--ato", ato]),
    "--data",
    data,
  ];
}

/** A call of one position that `cotas convocar` refuses (code 2, nothing written): what it said. */
export async function convocacaoRecusada(exemplo: Exemplo, entrada: string, saida: string): Promise<string> {
  const r = await rodar(argumentosDaConvocacao(exemplo, entrada, saida, { posicoes: 1, data: "2026-04-01" }));
  expect(r.codigo).toBe(2);
  await expect(readFile(saida)).rejects.toThrow();
  return r.stderr;
}

/**
 * A copy of `origem` at `caminho` that openpyxl loads as `w`, edits by the lines `python` on the
 * Convocações sheet `f`, and saves: its path.
 */
export function livroEditado(origem: string, caminho: string, python: string): string {
  copyFileSync(origem, caminho);
  execFileSync(PYTHON, [
    "-c",
    `import sys, openpyxl\nw = openpyxl.load_workbook(sys.argv[1])\nf = w['Convocações']\n${python}\nw.save(sys.argv[1])`,
    caminho,
  ]);
  return caminho;
}
