import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { MarcaFolha } from "../../../src/adapters/porta";
import { abrirXlsx } from "../../../src/adapters/xlsx/arquivo";
import type { Impressao, ModeloFolha } from "../../../src/folhas/modelo";
import { partesDaPasta as partes } from "./partesDaPasta";

const impressao: Impressao = {
  linhasRepetidas: 1,
  cabecalho: { esquerda: "Concurso 1/2026 && <outros>", centro: "&A", direita: "Cargo: Analista" },
  rodape: { esquerda: "Calculado em 30/11/2026", centro: "", direita: "Página &P de &N" },
};
const marca: MarcaFolha = { versao: 1, tipo: "ordem", hash: "h", completa: true };
const ordem: ModeloFolha = {
  nome: "Ordem de nomeação",
  tipo: "ordem",
  valores: [["Cargo", "Nome"], ...Array.from({ length: 50 }, (_, i) => ["Analista", `Pessoa ${i}`])],
  formatos: [],
  larguras: [20, 30],
  congelarLinhas: 1,
  notas: [],
  impressao,
};

/** A clerk's workbook with a print title of their own on their sheet. */
async function pastaDoEscrivao(): Promise<Uint8Array> {
  const pasta = new ExcelJS.Workbook();
  const f = pasta.addWorksheet("Candidatos");
  f.addRow(["Inscrição", "Nome"]);
  f.addRow(["1", "Ana"]);
  f.pageSetup.printTitlesRow = "1:1";
  return new Uint8Array((await pasta.xlsx.writeBuffer()) as ArrayBuffer);
}

describe("the .xlsx writer prints the add-in's sheets as delivered", () => {
  it("fit to page on, A4 landscape one page wide (fitToHeight 0 = automatic), header and footer codes", async () => {
    const porta = await abrirXlsx(await pastaDoEscrivao());
    await porta.escreverFolhas([{ modelo: ordem, marca }]);
    const { folhas } = await partes(await porta.paraBytes());
    const xml = folhas.get("Ordem de nomeação")!;
    expect(xml).toMatch(/^[^]*<worksheet[^>]*><sheetPr><pageSetUpPr fitToPage="1"\/><\/sheetPr><dimension /);
    expect(xml).toContain(
      '<pageSetup paperSize="9" orientation="landscape" fitToWidth="1" fitToHeight="0"/>' +
        "<headerFooter><oddHeader>&amp;LConcurso 1/2026 &amp;&amp; &lt;outros&gt;&amp;C&amp;A&amp;RCargo: Analista</oddHeader>" +
        "<oddFooter>&amp;LCalculado em 30/11/2026&amp;RPágina &amp;P de &amp;N</oddFooter></headerFooter>",
    );
    // CT_Worksheet's order: pageMargins, pageSetup, headerFooter, then the drawings and tables.
    expect(xml.indexOf("<pageMargins")).toBeLessThan(xml.indexOf("<pageSetup"));
  });

  it("the header row is the sheet's print titles (_xlnm.Print_Titles), the clerk's own kept; a rerun leaves one", async () => {
    const porta = await abrirXlsx(await pastaDoEscrivao());
    await porta.escreverFolhas([{ modelo: ordem, marca }]);
    const primeira = await porta.paraBytes();
    const nomes = (livro: string) =>
      [...livro.matchAll(/<definedName [^>]*>[^<]*<\/definedName>/g)].map((m) => m[0]);
    expect(nomes((await partes(primeira)).livro)).toEqual([
      `<definedName name="_xlnm.Print_Titles" localSheetId="0">&apos;Candidatos&apos;!$1:$1</definedName>`,
      `<definedName name="_xlnm.Print_Titles" localSheetId="1">'Ordem de nomeação'!$1:$1</definedName>`,
    ]);
    const outraVez = await abrirXlsx(primeira);
    await outraVez.escreverFolhas([{ modelo: ordem, marca }]);
    const segunda = await partes(await outraVez.paraBytes());
    expect(nomes(segunda.livro).filter((n) => n.includes("Ordem"))).toHaveLength(1);
    // Another reader sees the same: ExcelJS reads the print titles and the page setup back.
    const lida = new ExcelJS.Workbook();
    await lida.xlsx.load((await outraVez.paraBytes()).slice().buffer as ArrayBuffer);
    const f = lida.getWorksheet("Ordem de nomeação")!;
    expect(f.pageSetup).toMatchObject({
      orientation: "landscape",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
    });
    expect(f.pageSetup.printTitlesRow).toBe("1:1");
    expect(lida.getWorksheet("Candidatos")!.pageSetup.orientation).not.toBe("landscape");
  });

  it("a sheet without print setup (a clerk's CSV turned into a sheet) gets none", async () => {
    const porta = await abrirXlsx(await pastaDoEscrivao());
    await porta.escreverFolhas([{ modelo: { ...ordem, impressao: undefined }, marca }]);
    const { livro, folhas } = await partes(await porta.paraBytes());
    expect(folhas.get("Ordem de nomeação")).not.toMatch(/pageSetup|headerFooter|sheetPr/);
    expect(livro).not.toContain("Ordem de nomeação'!$1");
  });
});
