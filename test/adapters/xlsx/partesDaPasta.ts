/** The parts of a written .xlsx a test reads: workbook.xml and each sheet's XML by the sheet's name. */
import JSZip from "jszip";

export async function partesDaPasta(
  bytes: Uint8Array,
): Promise<{ livro: string; folhas: Map<string, string> }> {
  const zip = await JSZip.loadAsync(bytes);
  const livro = await zip.file("xl/workbook.xml")!.async("string");
  const rels = await zip.file("xl/_rels/workbook.xml.rels")!.async("string");
  const folhas = new Map<string, string>();
  for (const [, nome, rid] of livro.matchAll(/<sheet name="([^"]+)"[^>]*r:id="([^"]+)"/g)) {
    const alvo = new RegExp(`Id="${rid}"[^>]*Target="([^"]+)"`).exec(rels)![1].replace(/^\/?(xl\/)?/, "");
    folhas.set(nome, await zip.file(`xl/${alvo}`)!.async("string"));
  }
  return { livro, folhas };
}
