/**
 * Opening and creating workbooks for the ExcelJS adapter. ExcelJS is loaded on demand
 * (`await import("exceljs")`), so the task pane bundle only fetches it when a file is opened or saved.
 */
import { lerCsv, type LeituraCsv } from "../../leitura/csv";
import { PastaXlsx } from "./pastaXlsx";

type ModuloExcelJS = typeof import("exceljs");

export async function carregarExcelJS(): Promise<ModuloExcelJS> {
  const modulo = (await import("exceljs")) as ModuloExcelJS & { default?: ModuloExcelJS };
  return modulo.default ?? modulo;
}

/** An .xlsx file's bytes as a port. A file that is not an .xlsx gets a message the clerk understands. */
export async function abrirXlsx(bytes: ArrayBuffer | Uint8Array): Promise<PastaXlsx> {
  const ExcelJS = await carregarExcelJS();
  const pasta = new ExcelJS.Workbook();
  try {
    await pasta.xlsx.load(bytes instanceof Uint8Array ? bytesParaArrayBuffer(bytes) : bytes);
  } catch (erro) {
    throw new Error(
      "Não foi possível abrir o arquivo como pasta de trabalho do Excel (.xlsx). " +
        "Se ele é .xls (Excel 97-2003) ou .ods, salve-o como .xlsx no Excel ou no LibreOffice. " +
        `Detalhe: ${erro instanceof Error ? erro.message : String(erro)}`,
    );
  }
  return new PastaXlsx(pasta);
}

export async function novaPastaXlsx(): Promise<PastaXlsx> {
  const ExcelJS = await carregarExcelJS();
  return new PastaXlsx(new ExcelJS.Workbook());
}

/**
 * A CSV file as a workbook with one sheet, named as Excel names it when it opens the file (the file
 * name without extension). Every field is written as text, exactly as in the file: this sheet is the
 * clerk's data, kept as it came, and the shared parsers read numbers and dates from the text.
 */
export async function abrirCsv(
  bytes: Uint8Array,
  nomeArquivo: string,
): Promise<{ porta: PastaXlsx; leitura: LeituraCsv }> {
  const leitura = lerCsv(bytes, nomeDaFolhaDoArquivo(nomeArquivo));
  const porta = await novaPastaXlsx();
  const folha = porta.pasta.addWorksheet(leitura.tabela.folha);
  leitura.tabela.valores.forEach((linha, i) => {
    const r = folha.getRow(i + 1);
    linha.forEach((v, j) => {
      if (v !== null) r.getCell(j + 1).value = v;
    });
  });
  return { porta, leitura };
}

/** "Resultado final [2025].csv" → "Resultado final (2025)": ≤ 31 characters, none of : \ / ? * [ ]. */
export function nomeDaFolhaDoArquivo(nomeArquivo: string): string {
  const base = nomeArquivo.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "");
  const limpo = base
    .replace(/\[/g, "(")
    .replace(/\]/g, ")")
    .replace(/[:\\/?*]/g, "_")
    .replace(/^'+|'+$/g, "")
    .trim()
    .slice(0, 31);
  return limpo || "Dados";
}

function bytesParaArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? (bytes.buffer as ArrayBuffer)
    : (bytes.slice().buffer as ArrayBuffer);
}
