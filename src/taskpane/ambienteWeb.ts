/**
 * The pane's environment in each host. Web mode: files are opened with the ExcelJS adapter (loaded on
 * demand), the bundled sample comes from the page's own origin, the annotated workbook is downloaded.
 * Inside Excel: the Office.js adapter on the open workbook.
 */
import { PastaOffice } from "../adapters/office";
import type { PortaPasta } from "../adapters/porta";
import type { Edital } from "../engine/tipos";
import { salvarNoNavegador, type Ambiente } from "./ambiente";

/** The sample edital dist/ serves beside index.html (copied from assets/ by webpack). */
export const CAMINHO_DO_EXEMPLO = "assets/exemplo-edital.xlsx";
/** Its edital (publication date, tie-break criteria), as the generator wrote it. */
export const CAMINHO_DO_EDITAL_DO_EXEMPLO = "assets/exemplo-edital.json";

async function abrirArquivo(bytes: Uint8Array, nome: string): Promise<PortaPasta> {
  const { abrirCsv, abrirXlsx } = await import("../adapters/xlsx/arquivo");
  if (/\.csv$/i.test(nome)) return (await abrirCsv(bytes, nome)).porta;
  return abrirXlsx(bytes);
}

async function buscarExemplo(): Promise<{ bytes: Uint8Array; nome: string; edital?: Edital }> {
  const [pasta, edital] = await Promise.all([fetch(CAMINHO_DO_EXEMPLO), fetch(CAMINHO_DO_EDITAL_DO_EXEMPLO)]);
  if (!pasta.ok) throw new Error(`Não foi possível carregar o exemplo (HTTP ${pasta.status}).`);
  return {
    bytes: new Uint8Array(await pasta.arrayBuffer()),
    nome: "exemplo-edital.xlsx",
    edital: edital.ok ? ((await edital.json()) as Edital) : undefined,
  };
}

const TIPO_XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Web mode: the opened file itself, with the add-in's sheets written into it. */
async function gerarPastaAnotada(porta: PortaPasta): Promise<Blob> {
  const { PastaXlsx } = await import("../adapters/xlsx/pastaXlsx");
  if (!(porta instanceof PastaXlsx)) throw new Error("Não há pasta aberta para baixar.");
  const bytes = await porta.paraBytes();
  return new Blob([bytes as BlobPart], { type: TIPO_XLSX });
}

export function ambienteWeb(): Ambiente {
  return {
    hospedeiro: "web",
    porta: null,
    exemploAoIniciar: true,
    abrirArquivo,
    buscarExemplo,
    gerarPastaAnotada,
    salvarArquivo: salvarNoNavegador,
  };
}

export function ambienteExcel(): Ambiente {
  return { hospedeiro: "excel", porta: new PastaOffice(), salvarArquivo: salvarNoNavegador };
}
