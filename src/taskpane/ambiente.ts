/**
 * What the pane needs from where it runs. Inside Excel: the Office.js adapter of the workbook port.
 * In web mode: no workbook until the clerk opens a file (ExcelJS adapter), plus the bundled sample and
 * the download of the annotated workbook. Tests give the in-memory adapter here.
 */
import type { PortaPasta } from "../adapters/porta";
import type { Edital } from "../engine/tipos";
import type { Hospedeiro } from "./office";
import { type EntradaRender } from "../pipeline";

export interface Ambiente {
  hospedeiro: Hospedeiro;
  /** The open workbook: Excel's own, or null in web mode before a file is opened. */
  porta: PortaPasta | null;
  /** Web mode: a workbook from a file's bytes (.xlsx or .csv, by its name). */
  abrirArquivo?: (bytes: Uint8Array, nome: string) => Promise<PortaPasta>;
  /** Web mode: a new workbook without sheets (the candidates imported from a published list go in it). */
  novaPasta?: () => Promise<PortaPasta>;
  /** Web mode: the bundled sample edital's bytes and file name, with its edital (date, criteria). */
  buscarExemplo?: () => Promise<{ bytes: Uint8Array; nome: string; edital?: Edital }>;
  /** Web mode, "Baixar pasta anotada": the opened file with the add-in's sheets written in. */
  baixarPastaAnotada?: (porta: PortaPasta) => Promise<Blob>;
  /** Inside Excel, "Exportar pasta anotada": the add-in's sheets, rendered again, as a new workbook. */
  exportarPastaAnotada?: (entrada: EntradaRender) => Promise<Blob>;
  /** Inside Excel, where the host allows it (getFileAsync): the whole open workbook as a file. */
  baixarPastaInteira?: () => Promise<Blob>;
  /** Inside Excel: whether the workbook counts dates from 1904 (sistemaDeDatas.ts); absent: the 1900 system. */
  datas1904?: () => Promise<boolean>;
  /** Saves a file on the clerk's computer (an <a download> click in the browser); absent where the
   *  host drops downloads (Excel for Mac, entrega.ts). */
  salvarArquivo?: (conteudo: Blob, nome: string) => void;
  /** Inside Excel where downloads do not work: opens the file as a new workbook (Excel.createWorkbook). */
  abrirComoNovaPasta?: (conteudo: Blob) => Promise<void>;
}

/** The browser's way of handing a file to the clerk. */
export function salvarNoNavegador(conteudo: Blob, nome: string): void {
  const url = URL.createObjectURL(conteudo);
  const a = document.createElement("a");
  a.href = url;
  a.download = nome;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "edital.xlsx" → "edital (anotado).xlsx"; inside Excel, with no file name, "Cotas (anotado).xlsx". A
 * workbook with macros keeps its kind: "edital.xlsm" → "edital (anotado).xlsm" (its parts are copied
 * as they are, and Excel refuses a .xlsx that holds macros). Never "(anotado) (anotado)".
 */
export function nomeDaPastaAnotada(nome: string | null): string {
  // A workbook already annotated (downloaded, opened again, annotated again) keeps one "(anotado)":
  // "edital (anotado).xlsx" and the browser's copy "edital (anotado) (1).xlsx" give "edital (anotado).xlsx".
  const base = (nome ?? "Cotas")
    .replace(/\.(xlsx|xlsm|csv)$/i, "")
    .replace(/(?:\s*\(anotado\)(?:\s*\(\d+\))?)+$/i, "")
    .trimEnd();
  return `${base} (anotado).${/\.xlsm$/i.test(nome ?? "") ? "xlsm" : "xlsx"}`;
}
