/**
 * A macro-enabled workbook (.xlsm, written by LibreOffice: corpus/gerar.py libreoffice_com_macros) stays
 * one: `cotas anotar` writes it as .xlsm with its parts and content type as they were, refuses a .xlsx
 * output with the reason (Excel refuses a .xlsx that holds macros), and the pane's download keeps the
 * extension. Before, -o x.xlsm was refused and -o x.xlsx kept the macros under the wrong extension.
 */
import { unzipSync } from "fflate";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executarAnotar } from "../../../src/cli/anotar";
import { nomeDaPastaAnotada } from "../../../src/taskpane/ambiente";

const XLSM = join(__dirname, "corpus", "libreoffice-com-macros.xlsm");
const TIPO_COM_MACROS = "application/vnd.ms-excel.sheet.macroEnabled.main+xml";

let dir: string;
let edital: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "xlsm-"));
  edital = join(dir, "edital.json");
  await writeFile(
    edital,
    JSON.stringify({ dataPublicacao: "2025-09-01", cargos: [{ id: "Analista", vagas: 5 }] }),
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const tipos = async (arquivo: string) =>
  new TextDecoder().decode(unzipSync(new Uint8Array(await readFile(arquivo)))["[Content_Types].xml"]);

describe("pasta com macros (.xlsm)", () => {
  it("a entrada do corpus é de fato uma pasta com macros", async () => {
    expect(await tipos(XLSM)).toContain(TIPO_COM_MACROS);
  });

  it("cotas anotar -o SAIDA.xlsm: gravada com o tipo de conteúdo das macros", async () => {
    const saida = join(dir, "anotada.xlsm");
    const r = await executarAnotar([XLSM, "-o", saida, "--edital", edital]);
    expect([r.codigo, r.erro]).toEqual([0, ""]);
    expect(await tipos(saida)).toContain(TIPO_COM_MACROS);
  });

  it("cotas anotar -o SAIDA.xlsx: recusado com o motivo, nada gravado", async () => {
    const saida = join(dir, "anotada.xlsx");
    const r = await executarAnotar([XLSM, "-o", saida, "--edital", edital]);
    expect(r.codigo).toBe(2);
    expect(r.erro).toContain("é uma pasta com macros (.xlsm): a saída também deve ser .xlsm");
    await expect(stat(saida)).rejects.toThrow();
  });

  it("o painel baixa a pasta anotada de um .xlsm como .xlsm", () => {
    expect(nomeDaPastaAnotada("edital.xlsm")).toBe("edital (anotado).xlsm");
    expect(nomeDaPastaAnotada("edital.xlsx")).toBe("edital (anotado).xlsx");
    expect(nomeDaPastaAnotada(null)).toBe("Cotas (anotado).xlsx");
  });
});
