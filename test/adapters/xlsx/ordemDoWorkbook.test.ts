/**
 * workbook.xml written in the schema's order (CT_Workbook is a sequence): the print titles of the
 * add-in's sheets go in a new <definedNames> after <externalReferences>, not right after <sheets>. The
 * input is a workbook of the corpus with an external link and no defined names, written by LibreOffice
 * (corpus/gerar-anotadas.sh). Before, <definedNames> came before <externalReferences>.
 */
import { unzipSync } from "fflate";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executarAnotar } from "../../../src/cli/anotar";

/** The children of <workbook> in ECMA-376's order (Part 1, CT_Workbook). */
const ORDEM = [
  "fileVersion",
  "fileSharing",
  "workbookPr",
  "workbookProtection",
  "bookViews",
  "sheets",
  "functionGroups",
  "externalReferences",
  "definedNames",
  "calcPr",
  "oleSize",
  "customWorkbookViews",
  "pivotCaches",
  "smartTagPr",
  "smartTagTypes",
  "webPublishing",
  "fileRecoveryPr",
  "webPublishObjects",
  "extLst",
];

/** The names of the direct children of <workbook>, in the order they are written. */
function filhosDoWorkbook(xml: string): string[] {
  const corpo = xml.slice(xml.indexOf(">", xml.indexOf("<workbook")) + 1, xml.lastIndexOf("</workbook>"));
  const filhos: string[] = [];
  let profundidade = 0;
  for (const m of corpo.matchAll(/<(\/?)(?:\w+:)?(\w+)[^>]*?(\/?)>/g)) {
    if (m[1]) profundidade--;
    else {
      if (profundidade === 0) filhos.push(m[2]);
      if (!m[3]) profundidade++;
    }
  }
  return filhos;
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "ordem-workbook-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("workbook.xml na ordem do esquema", () => {
  it("pasta do LibreOffice com vínculo externo e sem nomes: <definedNames> entra depois de <externalReferences>", async () => {
    const entrada = join(__dirname, "corpus", "libreoffice-vinculo-externo.xlsx");
    const edital = join(dir, "edital.json");
    await writeFile(
      edital,
      JSON.stringify({ dataPublicacao: "2025-09-01", cargos: [{ id: "Analista", vagas: 5 }] }),
    );
    const saida = join(dir, "anotada.xlsx");
    const r = await executarAnotar([entrada, "-o", saida, "--edital", edital]);
    expect(r.erro).toBe("");
    const xml = new TextDecoder().decode(unzipSync(new Uint8Array(await readFile(saida)))["xl/workbook.xml"]);
    const filhos = filhosDoWorkbook(xml);
    expect(filhos).toContain("externalReferences");
    expect(filhos).toContain("definedNames");
    const posicoes = filhos.map((f) => ORDEM.indexOf(f));
    expect(posicoes).not.toContain(-1);
    expect(posicoes).toEqual([...posicoes].sort((a, b) => a - b));
  });
});
