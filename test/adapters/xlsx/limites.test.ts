// The .xlsx reader refuses, with one Portuguese sentence and exit code 2, what would otherwise exhaust
// memory: a zip bomb, a cell at XFD1048576 that makes the used range absurd, a row past Excel's grid,
// more cells than the limit. And the writer never writes a character XML cannot hold.
import ExcelJS from "exceljs";
import fc from "fast-check";
import { strToU8, unzipSync, zipSync } from "fflate";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SaxesParser } from "saxes";
import { beforeAll, describe, expect, it } from "vitest";
import { abrirXlsx } from "../../../src/adapters/xlsx/arquivo";
import { lerFolha } from "../../../src/adapters/xlsx/leitorDeFolha";
import { ArquivoRecusado, LIMITES, MAX_LINHAS_EXCEL } from "../../../src/adapters/xlsx/limites";
import { Pacote } from "../../../src/adapters/xlsx/pacote";
import { desfazerEscapesOoxml, escaparTexto, lerXml } from "../../../src/adapters/xlsx/xml";
import { inflarTexto, lerIndiceZip } from "../../../src/adapters/xlsx/zip";
import { trocarForaDoXml } from "../../../src/planilha/caracteresDoXml";
import { executarAnotar } from "../../../src/cli/anotar";

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
let dir: string;
let base: Record<string, Uint8Array>;
let edital: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "limites-"));
  edital = join(dir, "edital.json");
  await writeFile(edital, JSON.stringify({ dataPublicacao: "2025-09-01", cargos: [{ id: "A", vagas: 1 }] }));
  const pasta = new ExcelJS.Workbook();
  pasta.addWorksheet("Candidatos").getCell("A1").value = "Nome";
  base = unzipSync(new Uint8Array((await pasta.xlsx.writeBuffer()) as ArrayBuffer));
});

/** The base workbook with its sheet's XML replaced. */
function comFolha(xml: string): Uint8Array {
  return zipSync({ ...base, "xl/worksheets/sheet1.xml": strToU8(xml) }, { level: 1 });
}

async function anotar(bytes: Uint8Array, ...opcoes: string[]) {
  const entrada = join(dir, `entrada-${Math.random().toString(36).slice(2)}.xlsx`);
  await writeFile(entrada, bytes);
  return executarAnotar([entrada, "-o", join(dir, "saida.xlsx"), "--edital", edital, ...opcoes]);
}

describe("limites da leitura do .xlsx", () => {
  it("uma bomba de zip (mais de 8 MB de uma parte de poucos KB) é recusada ao inflar: código 2, uma frase", async () => {
    const texto = "A".repeat(12 * 1024 * 1024);
    const bomba = comFolha(
      `<worksheet ${NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${texto}</t></is></c></row></sheetData></worksheet>`,
    );
    expect(bomba.length).toBeLessThan(1024 * 1024);
    const r = await anotar(bomba, "--folha", "Candidatos");
    expect(r.codigo).toBe(2);
    expect(r.erro).toMatch(/se expande a mais de .* MB .* esgotar a memória e não será aberto/);
    expect(r.erro).not.toMatch(/\n\s+at /);
  });

  it("uma parte que declara mais de 1 GB (2,5 GB): recusada pelo tamanho, não como arquivo danificado (#39)", async () => {
    const bytes = comFolha(`<worksheet ${NS}><sheetData/></worksheet>`);
    const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const parte = lerIndiceZip(bytes).get("xl/worksheets/sheet1.xml")!;
    const declarado = 2.5 * 1024 * 1024 * 1024;
    dv.setUint32(parte.offset + 22, declarado, true);
    for (let i = 0; i + 46 <= bytes.length; i++)
      if (dv.getUint32(i, true) === 0x02014b50 && dv.getUint32(i + 42, true) === parte.offset)
        dv.setUint32(i + 24, declarado, true);
    const r = await anotar(bytes, "--folha", "Candidatos");
    expect(r.codigo).toBe(2);
    expect(r.erro).toContain(
      'A parte "xl/worksheets/sheet1.xml" do arquivo tem 2.560 MB descompactada, mais do que os 1.024 MB que o leitor abre numa parte',
    );
    expect(r.erro).not.toContain("danificad");
  });

  it("uma parte que se expande além do limite a uma razão abaixo da de bomba: recusada pelo tamanho, ao inflar (#39)", () => {
    // Text that compresses ~2:1, under the bomb's ratio; declared smaller than it is.
    let x = 1;
    const texto = Array.from({ length: 3 * 1024 * 1024 }, () => {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      return String.fromCharCode(65 + (x % 16));
    }).join("");
    const bytes = comFolha(
      `<worksheet ${NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${texto}</t></is></c></row></sheetData></worksheet>`,
    );
    const parte = lerIndiceZip(bytes).get("xl/worksheets/sheet1.xml")!;
    const limites = { ...LIMITES, bytesInflados: 2 * 1024 * 1024 };
    expect(() => inflarTexto(bytes, { ...parte, tamanho: 1024 }, () => undefined, limites)).toThrow(
      'A parte "xl/worksheets/sheet1.xml" do arquivo passa de 2 MB descompactada, o máximo que o leitor abre numa parte: deixe na pasta só a tabela dos candidatos, ou divida-a em pastas menores.',
    );
  });

  it('um texto longo demais para uma string ("Invalid string length"): a frase do tamanho, não "não é XML válido"', () => {
    expect(() =>
      lerXml(
        "xl/sharedStrings.xml",
        () => {
          throw new RangeError("Invalid string length");
        },
        {},
      ),
    ).toThrow(
      'A parte "xl/sharedStrings.xml" do arquivo tem um texto longo demais para ser lido (centenas de milhões de caracteres, quando uma célula do Excel guarda no máximo 32.767)',
    );
  });

  it("uma célula em XFD1048576 com --folha: a área lida seria absurda e é recusada antes de alocar", async () => {
    const xml =
      `<worksheet ${NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Nome</t></is></c></row>` +
      `<row r="1048576"><c r="XFD1048576"><v>1</v></c></row></sheetData></worksheet>`;
    const r = await anotar(comFolha(xml), "--folha", "Candidatos");
    expect(r.codigo).toBe(2);
    expect(r.erro).toMatch(/A folha "Candidatos" ocupa A1:XFD1048576 .*grande demais para ler/);
  });

  it("um retângulo de 16.000.016 células (A1:P1000001) com --folha: além do limite de 16 milhões, recusado antes de alocar (#39: 39,8 milhões, sob o limite de 40, esgotavam a memória)", async () => {
    const xml =
      `<worksheet ${NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Nome</t></is></c></row>` +
      `<row r="1000001"><c r="P1000001"><v>1</v></c></row></sheetData></worksheet>`;
    const r = await anotar(comFolha(xml), "--folha", "Candidatos");
    expect(r.codigo).toBe(2);
    expect(r.erro).toContain(
      'A folha "Candidatos" ocupa A1:P1000001 (16.000.016 células): grande demais para ler.',
    );
    expect(LIMITES.celulas).toBeGreaterThan(MAX_LINHAS_EXCEL * 10);
  });

  it("uma linha além de 1.048.576 é recusada como arquivo danificado", async () => {
    const xml = `<worksheet ${NS}><sheetData><row r="1048577"><c r="A1048577"><v>1</v></c></row></sheetData></worksheet>`;
    const r = await anotar(comFolha(xml), "--folha", "Candidatos");
    expect(r.codigo).toBe(2);
    expect(r.erro).toMatch(/tem a (linha|célula) .*1048577.* além do limite do Excel/);
  });

  it("mais células do que o limite: recusado enquanto lê, não depois", () => {
    const linhas = Array.from(
      { length: 20 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`,
    );
    const pacote = new Pacote(
      comFolha(`<worksheet ${NS}><sheetData>${linhas.join("")}</sheetData></worksheet>`),
    );
    expect(() =>
      lerFolha(pacote, "xl/worksheets/sheet1.xml", "Candidatos", [], { ...LIMITES, celulas: 10 }),
    ).toThrow(ArquivoRecusado);
    expect(lerFolha(pacote, "xl/worksheets/sheet1.xml", "Candidatos", []).linhas).toHaveLength(20);
  });

  it("um arquivo que não é zip, ou um zip sem pasta de trabalho (.ods), é recusado com uma frase", async () => {
    await expect(abrirXlsx(strToU8("não sou uma pasta"))).rejects.toThrow(
      /não é uma pasta de trabalho do Excel/,
    );
    const ods = zipSync({ mimetype: strToU8("application/vnd.oasis.opendocument.spreadsheet") });
    await expect(abrirXlsx(ods)).rejects.toThrow(ArquivoRecusado);
  });
});

describe("escrita do XML", () => {
  it("U+FFFE, U+FFFF, substitutos soltos e controles C0 nunca são gravados; o XML continua bem formado", async () => {
    const nome = "Ana\uFFFE \uFFFFMaria \uD800 \uDC00 \u0001Souza & <Cia> _x000D_";
    expect(escaparTexto(nome)).toBe(
      "Ana\uFFFD \uFFFDMaria \uFFFD \uFFFD \uFFFDSouza &amp; &lt;Cia&gt; _x005F_x000D_",
    );
    const porta = await abrirXlsx(zipSync(base));
    await porta.escreverFolhas([
      {
        modelo: {
          nome: "AC",
          tipo: "lista:AC",
          valores: [["Nome"], [nome]],
          formatos: [],
          larguras: [],
          congelarLinhas: 0,
          notas: [{ linha: 1, coluna: 0, texto: nome }],
        },
        marca: { versao: 1, tipo: "lista:AC", hash: "h", completa: true },
      },
    ]);
    const bytes = await porta.paraBytes();
    const partes = unzipSync(bytes);
    for (const [parte, conteudo] of Object.entries(partes)) {
      if (!/\.(xml|vml|rels)$/.test(parte)) continue;
      const parser = new SaxesParser({ xmlns: true });
      let erro: Error | null = null;
      parser.on("error", (e) => (erro ??= e));
      parser.write(new TextDecoder().decode(conteudo)).close();
      expect([parte, erro]).toEqual([parte, null]);
    }
    const relida = await abrirXlsx(bytes);
    expect((await relida.lerIntervalo("AC")).valores[1][0]).toBe(
      "Ana\uFFFD \uFFFDMaria \uFFFD \uFFFD \uFFFDSouza & <Cia> _x000D_",
    );
  });

  it("qualquer texto escapado é lido de volta como era, só com os caracteres fora do XML trocados", () => {
    const pedaco = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.constantFrom(
        "&",
        "<",
        ">",
        '"',
        "_x000D_",
        "_x",
        "\r",
        "\n",
        "\t",
        "\u0001",
        "\ud800",
        "\udc00",
        "\ufffe",
        "ç",
        " ",
      ),
    );
    fc.assert(
      fc.property(fc.array(pedaco, { maxLength: 8 }), (pedacos) => {
        const texto = pedacos.join("");
        let lido = "";
        let erro: Error | null = null;
        const parser = new SaxesParser();
        parser.on("text", (t) => (lido += t));
        parser.on("error", (e) => (erro ??= e));
        parser.write(`<t>${escaparTexto(texto)}</t>`).close();
        expect(erro).toBeNull();
        expect(desfazerEscapesOoxml(lido)).toBe(trocarForaDoXml(texto));
      }),
      { numRuns: 500 },
    );
  });
});
