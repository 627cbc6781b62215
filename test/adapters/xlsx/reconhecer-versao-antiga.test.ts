/**
 * A workbook annotated by an older version (#39): its records of the add-in's sheets keep no table
 * (`{nome, marca}` by sheetId, before 5f69745). A sheet of it the clerk renamed was taken for the
 * clerk's: `cotas anotar` wrote a new "AC" beside the stale renamed one, and `cotas convocar` read
 * the stale list as the candidates. The sheet is known by the table the add-in gives its type.
 * The file: the corpus's LibreOffice-edited workbook (AC renamed "Ampla (conferida)", sheetIds
 * renumbered) with the tables taken out of its records, as the older version wrote them.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reconhecer } from "../../../src/adapters/marcas";
import { abrirXlsx } from "../../../src/adapters/xlsx/arquivo";
import { executarAnotar } from "../../../src/cli/anotar";

const REORDENADA = join(__dirname, "corpus", "libreoffice-anotada-reordenada.xlsx");

let dir: string;
let antiga: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "versao-antiga-"));
  const partes = unzipSync(new Uint8Array(await readFile(REORDENADA)));
  const strings = strFromU8(partes["xl/sharedStrings.xml"]);
  const semTabela = strings.replace(/,&quot;tabela&quot;:&quot;Cotas_[A-Za-z_]+&quot;/g, "");
  expect(semTabela).not.toBe(strings);
  partes["xl/sharedStrings.xml"] = strToU8(semTabela);
  antiga = join(dir, "antiga.xlsx");
  await writeFile(antiga, zipSync(partes));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const marca = { versao: 1, hash: "h", completa: true } as const;

describe("pasta de uma versão antiga (registros sem a tabela) com uma folha renomeada", () => {
  it("reconhecer: o registro sem tabela acha a folha renomeada pela tabela do seu tipo; a cópia do escrivão (outra tabela) não", () => {
    const achados = reconhecer(
      [
        { nome: "AC 2026", id: "9", tabelas: ["Cotas_AC"] },
        { nome: "Cópia de AC", id: "10", tabelas: ["Cotas_AC2"] },
        { nome: "Conv", id: "11", tabelas: ["Cotas_Convocacoes"] },
      ],
      [
        { nome: "AC", id: "3", marca: { ...marca, tipo: "lista:AC" } },
        { nome: "Convocações", id: "4", marca: { ...marca, tipo: "convocacoes" } },
      ],
    );
    expect(achados.map((r) => r?.marca.tipo ?? null)).toEqual(["lista:AC", null, "convocacoes"]);
  });

  it("a folha AC renomeada é do suplemento; anotar a regrava no lugar, sem deixar a velha ao lado", async () => {
    const pasta = await abrirXlsx(new Uint8Array(await readFile(antiga)));
    const tipos = Object.fromEntries(
      (await pasta.listarFolhas()).map((f) => [f.nome, f.marca?.tipo ?? null]),
    );
    expect(tipos).toMatchObject({
      "Ampla (conferida)": "lista:AC",
      Convocações: "convocacoes",
      Candidatos: null,
    });
    const saida = join(dir, "anotada.xlsx");
    const r = await executarAnotar([antiga, "-o", saida]);
    expect(r.erro).toBe("");
    const workbook = strFromU8(unzipSync(new Uint8Array(await readFile(saida)))["xl/workbook.xml"]);
    const nomes = [...workbook.matchAll(/<sheet [^>]*name="([^"]*)"/g)].map((m) => m[1]);
    expect(nomes).toContain("AC");
    expect(nomes).not.toContain("Ampla (conferida)");
  });
});
