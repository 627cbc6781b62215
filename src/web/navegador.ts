/**
 * The annotated workbook as a file, for the task pane (web mode and inside Excel). Plain functions:
 * the pane calls them. In a browser the .xlsx port runs in a Web Worker (./trabalhador), so the page
 * never freezes while a large file is read or written; where there is no worker (tests in Node and
 * jsdom) the same port runs in place.
 * - Web mode: open the clerk's .xlsx or .csv, run the pipeline on it, download it with the add-in's
 *   sheets written in (the clerk's parts byte for byte, see ./pastaXlsx).
 * - Inside Excel, "Exportar pasta anotada": the add-in's sheets rendered again from the same models
 *   (renderizar) into a new workbook, so there is no second copy of the sheet logic; and the whole
 *   workbook through Office's getFileAsync where the host offers it.
 */
import type { EntradaRender } from "../folhas/comum";
import { renderizar } from "../folhas/render";
import { marcaDe, type PortaPasta } from "../adapters/porta";
import { abrirPastaDoArquivo, novaPastaXlsx } from "../adapters/xlsx/arquivo";
import { PastaXlsx } from "../adapters/xlsx/pastaXlsx";
import { apiNoTrabalhador, haTrabalhador, PortaNoTrabalhador } from "./portaNoTrabalhador";

export const TIPO_XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A file the clerk picked or dropped, as a port: .csv by its name, anything else as .xlsx. */
export async function abrirPastaDeTrabalho(
  bytes: ArrayBuffer | Uint8Array,
  nomeArquivo: string,
): Promise<PortaPasta> {
  const dados = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (!haTrabalhador()) return abrirPastaDoArquivo(dados, nomeArquivo);
  return PortaNoTrabalhador.daPasta(await apiNoTrabalhador().abrir(dados, nomeArquivo));
}

/** A new workbook without sheets, in the Web Worker where there is one. */
export async function novaPastaDeTrabalho(): Promise<PastaXlsx | PortaNoTrabalhador> {
  return haTrabalhador() ? PortaNoTrabalhador.daPasta(await apiNoTrabalhador().nova()) : novaPastaXlsx();
}

/** Web mode: the opened workbook, the clerk's sheets as they came plus the add-in's. */
export async function baixarPastaAnotada(porta: PortaPasta): Promise<Blob> {
  if (!(porta instanceof PastaXlsx) && !(porta instanceof PortaNoTrabalhador))
    throw new Error("Não há pasta aberta a partir de um arquivo para baixar.");
  return arquivoDaPasta(porta);
}

/** Inside Excel: a new workbook with only the add-in's sheets, rendered from the result. */
export async function exportarFolhasDoSuplemento(entrada: EntradaRender): Promise<Blob> {
  const porta = await novaPastaDeTrabalho();
  await porta.escreverFolhas(renderizar(entrada).map((modelo) => ({ modelo, marca: marcaDe(modelo) })));
  const arquivo = await arquivoDaPasta(porta);
  if (porta instanceof PortaNoTrabalhador) await porta.fechar();
  return arquivo;
}

/** The .xlsx file where the port lives (in the worker, or in place), from the zip's chunks unjoined. */
async function arquivoDaPasta(porta: PastaXlsx | PortaNoTrabalhador): Promise<Blob> {
  if (porta instanceof PortaNoTrabalhador) return porta.paraArquivo(TIPO_XLSX);
  return new Blob((await porta.paraPedacos()) as BlobPart[], { type: TIPO_XLSX });
}

/** Whether the host can hand over the whole open workbook (Office's getFileAsync, compressed). */
export function podeBaixarPastaInteira(): boolean {
  return (
    typeof Office !== "undefined" &&
    typeof Office.context?.document?.getFileAsync === "function" &&
    Office.context.requirements?.isSetSupported?.("File", "1.1") !== false
  );
}

/**
 * Inside Excel: the whole workbook as the host saves it (the clerk's sheets and the add-in's, with the
 * native chart), read slice by slice through getFileAsync. Excel on the web and desktop offer it;
 * hosts that do not reject with a message the pane can show.
 */
export async function baixarPastaInteiraDoExcel(): Promise<Blob> {
  if (!podeBaixarPastaInteira()) {
    throw new Error("Este Excel não permite copiar a pasta inteira; use Arquivo > Salvar uma cópia.");
  }
  const arquivo = await new Promise<Office.File>((ok, falha) =>
    Office.context.document.getFileAsync(Office.FileType.Compressed, { sliceSize: 4 * 1024 * 1024 }, (r) =>
      r.status === Office.AsyncResultStatus.Succeeded ? ok(r.value) : falha(new Error(r.error.message)),
    ),
  );
  try {
    const partes: Uint8Array[] = [];
    for (let i = 0; i < arquivo.sliceCount; i++) {
      partes.push(
        await new Promise<Uint8Array>((ok, falha) =>
          arquivo.getSliceAsync(i, (r) =>
            r.status === Office.AsyncResultStatus.Succeeded
              ? ok(new Uint8Array(r.value.data as ArrayLike<number>))
              : falha(new Error(r.error.message)),
          ),
        ),
      );
    }
    return new Blob(partes as BlobPart[], { type: TIPO_XLSX });
  } finally {
    arquivo.closeAsync();
  }
}
