/**
 * What the reading doubts or replaces reaches the publication only said (corpus: a workbook written by
 * openpyxl, gerar.py openpyxl_textos_e_numeros): `cotas publicar` prints the warnings `cotas anotar`
 * prints; a name with U+202E (right-to-left override) is published with the character replaced, not
 * reversed; and "1.000" in a column written "1.234,56" is one thousand, as the column's own convention
 * says. Before, publicar printed no warning, the name went reversed into the act and "1.000" was 1.
 */
import { unzipSync } from "fflate";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abrirXlsx } from "../../src/adapters/xlsx/arquivo";
import { conferir } from "../../src/pipeline";
import { rodar } from "./rodar";

const ARQUIVO = join(__dirname, "..", "adapters", "xlsx", "corpus", "openpyxl-textos-e-numeros.xlsx");
const CARGOS = [{ id: "Analista", vagas: 5 }];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "publicar-avisos-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("cotas publicar com textos que a leitura trocou ou duvidou", () => {
  it('"1.000" ao lado de "1.234,56" na mesma coluna é mil, sem aviso; "987,25" continua decimal', async () => {
    const tabela = await (
      await abrirXlsx(new Uint8Array(await readFile(ARQUIVO)))
    ).lerIntervalo("Candidatos");
    const c = conferir({ tabela, edital: { dataPublicacao: "2025-09-01" }, cargos: CARGOS });
    const nota = Object.fromEntries(c.concurso!.candidatos.map((x) => [x.id, x.nota]));
    expect(nota).toMatchObject({ "4001": 1234.56, "4003": 1000, "4004": 987.25 });
    expect(c.problemas.filter((p) => p.grupo === "Notas")).toEqual([]);
  });

  it("o aviso do U+202E sai no resumo do publicar, e o nome no documento não tem o caractere", async () => {
    const edital = join(dir, "edital.json");
    await writeFile(edital, JSON.stringify({ dataPublicacao: "2025-09-01", cargos: CARGOS }));
    const docx = join(dir, "resultado.docx");
    const r = await rodar(["publicar", ARQUIVO, "-o", docx, "--edital", edital]);
    expect([r.codigo, r.stderr]).toEqual([0, ""]);
    expect(r.stdout).toContain("Avisos (1):");
    expect(r.stdout).toContain(
      "Candidatos!B3: o texto tem caracteres invisíveis que mudam a direção da escrita (U+202E)",
    );
    const documento = new TextDecoder().decode(
      unzipSync(new Uint8Array(await readFile(docx)))["word/document.xml"],
    );
    expect(documento).not.toContain("\u202e");
    expect(documento).toContain("Bruno \ufffdazuoS");
  });
});
