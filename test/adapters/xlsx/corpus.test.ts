// Workbooks written by other tools (openpyxl, LibreOffice: test/adapters/xlsx/corpus/gerar.py) through
// `cotas anotar`: every part of the clerk's file comes out with the same bytes, charts, comments, images,
// tables, validation, conditional formats and names included; only the parts that list sheets and
// styles change. Before the copy-through, openpyxl's chart and comment files were refused and
// LibreOffice's chart was dropped.
import { unzipSync } from "fflate";
import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SaxesParser } from "saxes";
import { beforeAll, describe, expect, it } from "vitest";
import { abrirXlsx } from "../../../src/adapters/xlsx/arquivo";
import { executarAnotar } from "../../../src/cli/anotar";
import { FOLHA_INTERNA } from "../../../src/adapters/xlsx/pastaXlsx";

const CORPUS = join(__dirname, "corpus");
/** The parts that list the sheets and the styles: the only ones the add-in may change. */
const QUE_MUDAM = new Set([
  "[Content_Types].xml",
  "xl/workbook.xml",
  "xl/_rels/workbook.xml.rels",
  "xl/styles.xml",
]);
const EDITAL = { dataPublicacao: "2025-09-01", cargos: [{ id: "Analista", vagas: 5 }] };

let dir: string;
let edital: string;
let arquivos: string[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "corpus-"));
  edital = join(dir, "edital.json");
  await writeFile(edital, JSON.stringify(EDITAL));
  arquivos = (await readdir(CORPUS)).filter((n) => n.endsWith(".xlsx")).sort();
});

async function anotar(entrada: string, saida: string): Promise<Record<string, Uint8Array>> {
  const r = await executarAnotar([entrada, "-o", saida, "--edital", edital]);
  expect(r.erro).toBe("");
  expect(r.codigo).toBe(0);
  return unzipSync(new Uint8Array(await readFile(saida)));
}

function partesIguaisSalvo(
  entrada: Record<string, Uint8Array>,
  saida: Record<string, Uint8Array>,
  podemMudar: (parte: string) => boolean,
): string[] {
  return Object.keys(entrada).filter(
    (parte) =>
      !podemMudar(parte) && !(saida[parte] && Buffer.from(saida[parte]).equals(Buffer.from(entrada[parte]))),
  );
}

describe("corpus de pastas de outras ferramentas", () => {
  it("o corpus tem pastas do openpyxl e do LibreOffice", () => {
    expect(arquivos.some((n) => n.startsWith("openpyxl-"))).toBe(true);
    expect(arquivos.some((n) => n.startsWith("libreoffice-"))).toBe(true);
  });

  it.each([
    "openpyxl-completa",
    "openpyxl-grafico",
    "openpyxl-comentario",
    "openpyxl-tabela",
    "libreoffice-completa",
    "libreoffice-tabela",
  ])(
    "%s: cada parte da pasta do escrivão sai com os mesmos bytes, mais as folhas do suplemento",
    async (nome) => {
      const entrada = join(CORPUS, `${nome}.xlsx`);
      const partesDaEntrada = unzipSync(new Uint8Array(await readFile(entrada)));
      const saida = join(dir, `${nome}-anotada.xlsx`);
      const partesDaSaida = await anotar(entrada, saida);
      expect(partesIguaisSalvo(partesDaEntrada, partesDaSaida, (p) => QUE_MUDAM.has(p))).toEqual([]);

      // Every part the add-in wrote or edited is well-formed XML, and the workbook lists its sheets
      // (ExcelJS cannot be the other reader here: it refuses openpyxl's charts and comments).
      for (const [parte, bytes] of Object.entries(partesDaSaida)) {
        if (!/\.(xml|rels|vml)$/.test(parte) || partesDaEntrada[parte]?.length === bytes.length) continue;
        const parser = new SaxesParser({ xmlns: true });
        let erro: Error | null = null;
        parser.on("error", (e) => (erro ??= e));
        parser.write(new TextDecoder().decode(bytes)).close();
        expect([parte, erro]).toEqual([parte, null]);
      }
      const relida = await abrirXlsx(await readFile(saida));
      expect((await relida.listarFolhas()).map((f) => f.nome)).toEqual(
        expect.arrayContaining(["Candidatos", "AC", "Ordem de nomeação"]),
      );
      expect(new TextDecoder().decode(partesDaSaida["xl/workbook.xml"])).toMatch(
        new RegExp(`<sheet name="${FOLHA_INTERNA}" sheetId="\\d+" state="veryHidden"`),
      );

      // Run again on the annotated file: only the add-in's parts are replaced.
      const deNovo = await anotar(saida, join(dir, `${nome}-de-novo.xlsx`));
      expect(partesIguaisSalvo(partesDaEntrada, deNovo, (p) => QUE_MUDAM.has(p))).toEqual([]);
      expect(Object.keys(deNovo).length).toBe(Object.keys(partesDaSaida).length);
    },
  );

  it("o gráfico do LibreOffice continua na pasta anotada, ligado à sua folha", async () => {
    const saida = join(dir, "lo-grafico.xlsx");
    const partes = await anotar(join(CORPUS, "libreoffice-completa.xlsx"), saida);
    const graficos = Object.keys(partes).filter((p) => /^xl\/charts\/chart\d+\.xml$/.test(p));
    expect(graficos).not.toEqual([]);
    const tipos = new TextDecoder().decode(partes["[Content_Types].xml"]);
    for (const g of graficos) expect(tipos).toContain(`/${g}`);
  });
});
