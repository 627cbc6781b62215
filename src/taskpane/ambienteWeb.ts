/**
 * The pane's environment in each host. Web mode: files are opened with the ExcelJS adapter (loaded on
 * demand), the bundled sample comes from the page's own origin, the annotated workbook is downloaded.
 * Inside Excel: the Office.js adapter on the open workbook, and the add-in's sheets exported as a file
 * (downloaded, or opened as a new workbook on Excel for Mac: entrega.ts).
 */
import { PastaOffice } from "../adapters/office";
import type { Edital } from "../engine/tipos";
import { salvarNoNavegador, type Ambiente } from "./ambiente";
import { formasDeEntrega, hostDoOffice } from "./entrega";
import { pastaUsaDatas1904 } from "./sistemaDeDatas";

/** The sample edital dist/ serves beside index.html (copied from assets/ by webpack). */
export const CAMINHO_DO_EXEMPLO = "assets/exemplo-edital.xlsx";
/** Its edital (publication date, tie-break criteria), as the generator wrote it. */
export const CAMINHO_DO_EDITAL_DO_EXEMPLO = "assets/exemplo-edital.json";

/** ExcelJS and the file helpers only load when a file is opened or saved (dynamic import). */
const navegador = () => import("../web/navegador");

async function buscarExemplo(): Promise<{ bytes: Uint8Array; nome: string; edital?: Edital }> {
  const [pasta, edital] = await Promise.all([fetch(CAMINHO_DO_EXEMPLO), fetch(CAMINHO_DO_EDITAL_DO_EXEMPLO)]);
  if (!pasta.ok) throw new Error(`Não foi possível carregar o exemplo (HTTP ${pasta.status}).`);
  return {
    bytes: new Uint8Array(await pasta.arrayBuffer()),
    nome: "exemplo-edital.xlsx",
    edital: edital.ok ? ((await edital.json()) as Edital) : undefined,
  };
}

export function ambienteWeb(): Ambiente {
  return {
    hospedeiro: "web",
    porta: null,
    abrirArquivo: async (bytes, nome) => (await navegador()).abrirPastaDeTrabalho(bytes, nome),
    novaPasta: async () => (await navegador()).novaPastaDeTrabalho(),
    buscarExemplo,
    baixarPastaAnotada: async (porta) => (await navegador()).baixarPastaAnotada(porta),
    salvarArquivo: salvarNoNavegador,
  };
}

export function ambienteExcel(): Ambiente {
  return {
    hospedeiro: "excel",
    porta: new PastaOffice(),
    exportarPastaAnotada: async (entrada) => (await navegador()).exportarFolhasDoSuplemento(entrada),
    baixarPastaInteira: async () => (await navegador()).baixarPastaInteiraDoExcel(),
    datas1904: pastaUsaDatas1904,
    ...formasDeEntrega(hostDoOffice()),
  };
}
