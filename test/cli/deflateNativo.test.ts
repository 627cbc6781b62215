/**
 * The zlib DEFLATE the CLI gives the .xlsx writer: a part of several chunks, each compressed on its
 * own and flushed, joined into one stream that fflate's unzip and our reader (CRC-32 checked) read
 * back whole.
 */
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { EscritorZip, lerIndiceZip, lerTextoDaParte } from "../../src/adapters/xlsx/zip";
import { deflateNativo } from "../../src/cli/deflateNativo";

describe("deflateNativo: a parte em pedaços comprimidos um a um é um fluxo DEFLATE só", () => {
  it("lida de volta inteira pelo fflate e pelo nosso leitor, com a CRC-32 conferida", () => {
    // Over 64 KiB chunks (the writer's), with text that repeats and text that does not.
    const linhas = Array.from(
      { length: 20_000 },
      (_, i) => `<row r="${i + 1}"><c t="inlineStr"><is><t>Candidata ${i} da Conceição</t></is></c></row>`,
    );
    const texto = linhas.join("");
    const zip = new EscritorZip(deflateNativo);
    zip.adicionar("xl/worksheets/sheet1.xml", (escrever) => linhas.forEach((l) => escrever(l)));
    const bytes = zip.concluir();
    expect(strFromU8(unzipSync(bytes)["xl/worksheets/sheet1.xml"])).toBe(texto);
    const parte = lerIndiceZip(bytes).get("xl/worksheets/sheet1.xml")!;
    expect(parte.metodo).toBe(8);
    expect(lerTextoDaParte(bytes, parte)).toBe(texto);
  });
});
