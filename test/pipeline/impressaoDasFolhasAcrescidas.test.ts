/**
 * The sheets written after the result (the Publicação, and the Convocações and "Atos das convocações"
 * created by the first call) print as the result's sheets do: landscape A4, one page wide, the header
 * row repeated, the concurso, the cargo(s) and "Página X de Y" in the page header and footer. Checked
 * in the .xlsx parts and through the real Office.js client against the harness.
 */
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { PastaOffice } from "../../src/adapters/office";
import type { PortaPasta } from "../../src/adapters/porta";
import { PastaXlsx } from "../../src/adapters/xlsx/pastaXlsx";
import { alocar, type Concurso } from "../../src/engine";
import { FOLHA_ATOS, FOLHA_CONVOCACOES } from "../../src/folhas/convocacoes";
import { NOME_DA_FOLHA_PUBLICACAO } from "../../src/publicacao/folha";
import {
  calcularConvocacao,
  entradaDeImpressao,
  gravarPublicacao,
  lerConvocacoesDaPasta,
  registrarConvocacaoNaPasta,
} from "../../src/pipeline";
import { montarPublicacao } from "../../src/publicacao/modelo";
import { HostExcel } from "../adapters/office/hostExcel";
import { ambienteReal } from "../adapters/office/officeReal";
import { partesDaPasta as partes } from "../adapters/xlsx/partesDaPasta";

const CONCURSO: Concurso = {
  edital: { dataPublicacao: "2025-09-01" },
  cargos: [
    { id: "C1", vagas: 3 },
    { id: "C2", vagas: 1 },
  ],
  candidatos: [
    { id: "A", nome: "Ana", cargo: "C1", nota: 100, listas: ["AC"] },
    { id: "B", nome: "Bruno", cargo: "C1", nota: 99, listas: ["AC", "PPP"] },
    { id: "E", nome: "Elis & Cia", cargo: "C1", nota: 50, listas: ["PPP"] },
    { id: "G", nome: "Gil", cargo: "C2", nota: 70, listas: ["AC"] },
  ],
};
const TITULO = "Concurso nº 1/2026 & outros";
const ESCRIVAO = [
  ["Inscrição", "Nome"],
  ["A", "Ana"],
];

/** A clerk's workbook as a file. */
async function pastaDoEscrivao(): Promise<PastaXlsx> {
  const inicial = new ExcelJS.Workbook();
  inicial.addWorksheet("Candidatos").addRows(ESCRIVAO);
  return PastaXlsx.abrir(new Uint8Array((await inicial.xlsx.writeBuffer()) as ArrayBuffer));
}

async function convocar(porta: PortaPasta, cargo: string): Promise<void> {
  const livro = await lerConvocacoesDaPasta(porta);
  const r = calcularConvocacao(CONCURSO, livro.convocacoes, { cargo, posicoes: 1, data: "2026-03-01" });
  await registrarConvocacaoNaPasta(porta, CONCURSO, livro.convocacoes, r.convocacao, { titulo: TITULO });
}

async function publicar(porta: PortaPasta): Promise<void> {
  const resultado = alocar(CONCURSO);
  const entrada = { concurso: CONCURSO, resultado, titulo: TITULO, dataDoCalculo: "2026-11-30" };
  await gravarPublicacao(porta, montarPublicacao(entrada), entradaDeImpressao(entrada));
}

/** The ledger's header names every cargo (a later call of another cargo lands on the same sheet). */
const CABECALHO_DO_LIVRO = {
  esquerda: "Concurso nº 1/2026 && outros",
  centro: "&A",
  direita: "Cargos: C1, C2",
};
/** The ledger grows on other days: the footer prints the day of printing, not a day of calculation. */
const RODAPE_DO_LIVRO = { esquerda: "Impresso em &D", centro: "", direita: "Página &P de &N" };
const CABECALHO_DA_PUBLICACAO = CABECALHO_DO_LIVRO;
const RODAPE_DA_PUBLICACAO = { ...RODAPE_DO_LIVRO, esquerda: "Calculado em 30/11/2026" };

describe("the .xlsx parts of the sheets written after the result carry the page setup", () => {
  const xmlDe = (c: { esquerda: string; centro: string; direita: string }) =>
    `&amp;L${c.esquerda.replace(/&/g, "&amp;")}${c.centro ? `&amp;C${c.centro.replace(/&/g, "&amp;")}` : ""}&amp;R${c.direita.replace(/&/g, "&amp;")}`;

  it("Convocações and Atos das convocações: landscape, one page wide, row 1 repeated, every cargo, the day of printing", async () => {
    const porta = await pastaDoEscrivao();
    await convocar(porta, "C1");
    const { livro, folhas } = await partes(await porta.paraBytes());
    for (const nome of [FOLHA_CONVOCACOES, FOLHA_ATOS]) {
      const xml = folhas.get(nome)!;
      expect(xml).toContain('<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>');
      expect(xml).toContain(
        '<pageSetup paperSize="9" orientation="landscape" fitToWidth="1" fitToHeight="0"/>' +
          `<headerFooter><oddHeader>${xmlDe(CABECALHO_DO_LIVRO)}</oddHeader>` +
          `<oddFooter>${xmlDe(RODAPE_DO_LIVRO)}</oddFooter></headerFooter>`,
      );
      expect(livro).toMatch(new RegExp(`name="_xlnm.Print_Titles"[^>]*>'${nome}'!\\$1:\\$1<`));
    }
  });

  it("Publicação: landscape, one page wide, the result's cargos and day of calculation, no row repeated (no header row)", async () => {
    const porta = await pastaDoEscrivao();
    await publicar(porta);
    const { livro, folhas } = await partes(await porta.paraBytes());
    const xml = folhas.get(NOME_DA_FOLHA_PUBLICACAO)!;
    expect(xml).toContain('<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>');
    expect(xml).toContain(
      '<pageSetup paperSize="9" orientation="landscape" fitToWidth="1" fitToHeight="0"/>' +
        `<headerFooter><oddHeader>${xmlDe(CABECALHO_DA_PUBLICACAO)}</oddHeader>` +
        `<oddFooter>${xmlDe(RODAPE_DA_PUBLICACAO)}</oddFooter></headerFooter>`,
    );
    expect(livro).not.toContain("Print_Titles");
  });
});

describe("through the real Office.js client (ExcelApi 1.9), the same page setup", () => {
  const secoes = (c: typeof CABECALHO_DO_LIVRO, r: typeof RODAPE_DO_LIVRO) => ({
    LeftHeader: c.esquerda,
    CenterHeader: c.centro,
    RightHeader: c.direita,
    LeftFooter: r.esquerda,
    CenterFooter: r.centro,
    RightFooter: r.direita,
  });
  const PAISAGEM = {
    Orientation: "Landscape",
    PaperSize: "A4",
    Zoom: { horizontalFitToPages: 1, verticalFitToPages: 0 },
  };

  it("Convocações and Atos das convocações, set when the first call creates them and kept as a later call of another cargo appends", async () => {
    const host = new HostExcel([{ nome: "Candidatos", valores: ESCRIVAO }]);
    await convocar(new PastaOffice(ambienteReal(host)), "C1");
    host.reabrir();
    await convocar(new PastaOffice(ambienteReal(host)), "C2");
    expect(host.pasta.valores(FOLHA_CONVOCACOES).map((l) => l[0])).toEqual(["Cargo", "C1", "C2"]);
    for (const nome of [FOLHA_CONVOCACOES, FOLHA_ATOS]) {
      const pagina = host.pasta.folha(nome)!.pagina;
      expect(Object.fromEntries(pagina.propriedades)).toEqual(PAISAGEM);
      expect(pagina.titulos).toBe("$1:$1");
      expect(Object.fromEntries(pagina.secoes)).toEqual(secoes(CABECALHO_DO_LIVRO, RODAPE_DO_LIVRO));
    }
    expect(host.pasta.folha("Candidatos")!.pagina.propriedades.size).toBe(0);
  });

  it("Publicação: no print titles, the result's day of calculation in the footer", async () => {
    const host = new HostExcel([{ nome: "Candidatos", valores: ESCRIVAO }]);
    await publicar(new PastaOffice(ambienteReal(host)));
    const pagina = host.pasta.folha(NOME_DA_FOLHA_PUBLICACAO)!.pagina;
    expect(Object.fromEntries(pagina.propriedades)).toEqual(PAISAGEM);
    expect(pagina.titulos).toBeUndefined();
    expect(Object.fromEntries(pagina.secoes)).toEqual(secoes(CABECALHO_DA_PUBLICACAO, RODAPE_DA_PUBLICACAO));
    expect(host.requisicoes.filter((q) => q.erro)).toEqual([]);
  });
});
