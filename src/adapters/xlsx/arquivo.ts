/**
 * Opening and creating workbooks for the .xlsx adapter (copy-through, ./pastaXlsx): the clerk's .xlsx
 * as it is, a CSV as a new workbook with one sheet of its rows, or an empty workbook.
 */
import { lerCsv, type LeituraCsv } from "../../leitura/csv";
import { PastaXlsx } from "./pastaXlsx";
import type { ZlibDoAmbiente } from "./zip";

/**
 * An .xlsx file's bytes as a port. A file that is not an .xlsx gets a message the clerk understands.
 * `zlib`: the platform's, where it has one (the CLI's Node zlib), for reading and writing the file.
 */
export async function abrirXlsx(bytes: ArrayBuffer | Uint8Array, zlib?: ZlibDoAmbiente): Promise<PastaXlsx> {
  return PastaXlsx.abrir(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), zlib);
}

/** A file the clerk picked or dropped: .csv by its name, anything else as .xlsx. */
export async function abrirPastaDoArquivo(bytes: Uint8Array, nomeArquivo: string): Promise<PastaXlsx> {
  if (/\.csv$/i.test(nomeArquivo)) {
    const { porta, leitura } = await abrirCsv(bytes, nomeArquivo);
    // A malformed quote moved the rows after it into one field: the file is not opened, with the cell
    // to fix, rather than read with rows silently missing (the pane has no place for file problems).
    const erro = leitura.problemas.find((p) => p.gravidade === "erro");
    if (erro) throw new Error(erro.mensagem);
    return porta;
  }
  return abrirXlsx(bytes);
}

export async function novaPastaXlsx(): Promise<PastaXlsx> {
  return PastaXlsx.nova();
}

/**
 * A CSV file as a workbook with one sheet, named as Excel names it when it opens the file (the file
 * name without extension). Every field is written as text, exactly as in the file: this sheet is the
 * clerk's data, kept as it came, and the shared parsers read numbers and dates from the text.
 */
export async function abrirCsv(
  bytes: Uint8Array,
  nomeArquivo: string,
  zlib?: ZlibDoAmbiente,
): Promise<{ porta: PastaXlsx; leitura: LeituraCsv }> {
  const leitura = lerCsv(bytes, nomeDaFolhaDoArquivo(nomeArquivo));
  const porta = PastaXlsx.nova(zlib);
  porta.adicionarFolhaDoEscrivao(leitura.tabela.folha, leitura.tabela.valores);
  return { porta, leitura };
}

/** "Resultado final [2025].csv" → "Resultado final (2025)": ≤ 31 characters, none of : \ / ? * [ ],
 *  never the reserved "History". */
export function nomeDaFolhaDoArquivo(nomeArquivo: string): string {
  const base = nomeArquivo.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "");
  const limpo = base
    .replace(/\[/g, "(")
    .replace(/\]/g, ")")
    .replace(/[:\\/?*]/g, "_")
    .replace(/^'+|'+$/g, "")
    .trim()
    .slice(0, 31);
  // Excel reserves "History" (its change-tracking sheet) and refuses a sheet with that name.
  return /^history$/i.test(limpo) ? `${limpo}_` : limpo || "Dados";
}
