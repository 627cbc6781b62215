/**
 * Files that are not a whole, readable workbook get one sentence that says which it is, exit 2, and no
 * output: a part whose CRC-32 does not match (a disk or transfer error in sharedStrings.xml of a file
 * LibreOffice wrote, or in an image of one openpyxl wrote), a file cut in half, a workbook encrypted with a password (written by xlsx-populate).
 * Before, the damaged part was read and copied, and the other two were told "se ele é .xls ou .ods".
 */
import { unzipSync } from "fflate";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lerIndiceZip } from "../../../src/adapters/xlsx/zip";
import { executarAnotar } from "../../../src/cli/anotar";

const CORPUS = join(__dirname, "corpus");

let dir: string;
let edital: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "danificado-"));
  edital = join(dir, "edital.json");
  await writeFile(
    edital,
    JSON.stringify({ dataPublicacao: "2025-09-01", cargos: [{ id: "Analista", vagas: 5 }] }),
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function anotar(bytes: Uint8Array, nome: string) {
  const entrada = join(dir, nome);
  await writeFile(entrada, bytes);
  const saida = join(dir, `saida-${nome}`);
  const r = await executarAnotar([entrada, "-o", saida, "--edital", edital]);
  await expect(stat(saida)).rejects.toThrow();
  expect(r.codigo).toBe(2);
  return r.erro;
}

/** The file with the CRC-32 of one part changed in its local header and in the central directory. */
function comCrcErrado(original: Uint8Array, parte: string): Uint8Array {
  const bytes = original.slice();
  const dv = new DataView(bytes.buffer);
  const p = lerIndiceZip(bytes).get(parte)!;
  dv.setUint32(p.offset + 14, (p.crc ^ 0xdeadbeef) >>> 0, true);
  for (let i = 0; i + 4 <= bytes.length; i++) {
    if (dv.getUint32(i, true) === 0x02014b50 && dv.getUint32(i + 42, true) === p.offset)
      dv.setUint32(i + 16, (p.crc ^ 0xdeadbeef) >>> 0, true);
  }
  return bytes;
}

describe("arquivo danificado, cortado ou com senha", () => {
  it("sharedStrings.xml com a CRC-32 errada (pasta do LibreOffice): recusada, a parte nomeada", async () => {
    const original = new Uint8Array(await readFile(join(CORPUS, "libreoffice-completa.xlsx")));
    expect(Object.keys(unzipSync(original))).toContain("xl/sharedStrings.xml");
    const erro = await anotar(comCrcErrado(original, "xl/sharedStrings.xml"), "crc.xlsx");
    expect(erro).toContain('A parte "xl/sharedStrings.xml" está danificada');
    expect(erro).toContain("incompleto ou danificado");
  });

  it("uma parte que só seria copiada (uma imagem) com a CRC-32 errada também é recusada", async () => {
    const original = new Uint8Array(await readFile(join(CORPUS, "openpyxl-completa.xlsx")));
    const imagem = [...lerIndiceZip(original).keys()].find((n) => n.startsWith("xl/media/"))!;
    const erro = await anotar(comCrcErrado(original, imagem), "crc-imagem.xlsx");
    expect(erro).toContain(`A parte "${imagem}" está danificada`);
  });

  it("gravada pela metade: 'incompleto ou danificado', não 'salve como .xlsx'", async () => {
    const original = new Uint8Array(await readFile(join(CORPUS, "openpyxl-completa.xlsx")));
    const erro = await anotar(original.slice(0, original.length >> 1), "metade.xlsx");
    expect(erro).toContain("O arquivo está incompleto ou danificado");
    expect(erro).not.toContain(".ods");
  });

  it("protegida por senha (xlsx-populate): a frase diz como tirar a senha", async () => {
    const erro = await anotar(
      new Uint8Array(await readFile(join(CORPUS, "xlsx-populate-com-senha.xlsx"))),
      "senha.xlsx",
    );
    expect(erro).toContain("A pasta está protegida por senha");
    expect(erro).not.toContain(".ods");
  });
});
