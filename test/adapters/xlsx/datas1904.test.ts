/**
 * A workbook in the 1904 date system (old Excel for Mac; `<workbookPr date1904="1"/>`), written by
 * openpyxl (corpus/gerar.py openpyxl_datas_1904): its date serials are read as that system's days.
 * Before, the file's system was ignored: birth dates came out four years early, the two candidates tied
 * at 80.00 (58 and 57 years old) became 60 or more, and the older-person priority (Estatuto da Pessoa
 * Idosa, art. 27, parágrafo único) silently broke a tie the banca must decide.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abrirXlsx } from "../../../src/adapters/xlsx/arquivo";
import { executarAnotar } from "../../../src/cli/anotar";
import { lerCandidatos } from "../../../src/leitura";
import { mapearTabela } from "../../../src/leitura/mapeamentoAutomatico";

const ARQUIVO = join(__dirname, "corpus", "openpyxl-datas-1904.xlsx");

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "datas1904-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("pasta no sistema de datas 1904, escrita pelo openpyxl", () => {
  it("as datas de nascimento são as escritas (1968-05-10, 1969-07-20), não quatro anos antes", async () => {
    const pasta = await abrirXlsx(new Uint8Array(await readFile(ARQUIVO)));
    const tabela = await pasta.lerIntervalo("Candidatos");
    expect(tabela.datas1904).toBe(true);
    const lida = lerCandidatos(tabela, mapearTabela(tabela)!.mapa);
    expect(lida.linhas.slice(0, 2).map((l) => [l.campos.id, l.campos.nascimento])).toEqual([
      ["2000", "1968-05-10"],
      ["2001", "1969-07-20"],
    ]);
  });

  it("cotas anotar: o empate das duas pessoas de 58 e 57 anos fica para a banca (folha Empates), sem prioridade de idosa", async () => {
    const edital = join(dir, "edital.json");
    await writeFile(
      edital,
      JSON.stringify({ dataPublicacao: "2025-09-01", cargos: [{ id: "Analista", vagas: 1 }] }),
    );
    const saida = join(dir, "anotada.xlsx");
    const r = await executarAnotar([ARQUIVO, "-o", saida, "--edital", edital]);
    expect(r.erro).toBe("");
    const empates = await (await abrirXlsx(new Uint8Array(await readFile(saida)))).lerIntervalo("Empates");
    const textos = empates.valores.flat().map(String).join(" | ");
    expect(textos).toContain("2000");
    expect(textos).toContain("2001");
  });
});
