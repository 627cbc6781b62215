/**
 * The Node zlib the CLI gives the .xlsx adapter: a part written in chunks, each compressed on its own
 * and flushed, is one DEFLATE stream that fflate's unzip and our reader read back whole; a part read
 * through it gives the same text as through fflate, its CRC-32 checked; a part that inflates past the
 * cap goes back to fflate's stream and meets the same limits.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { ArquivoRecusado, LIMITES } from "../../src/adapters/xlsx/limites";
import { bytesArmazenados, EscritorZip, lerIndiceZip, lerTextoDaParte } from "../../src/adapters/xlsx/zip";
import { zlibNativo } from "../../src/cli/zlibNativo";

// Over 64 KiB chunks (the writer's), with text that repeats and text that does not.
const linhas = Array.from(
  { length: 20_000 },
  (_, i) => `<row r="${i + 1}"><c t="inlineStr"><is><t>Candidata ${i} da Conceição</t></is></c></row>`,
);
const texto = linhas.join("");

describe("zlibNativo: o zlib do Node no lugar do fflate, com os mesmos bytes", () => {
  it("a parte comprimida em pedaços um a um é um fluxo DEFLATE só, lido de volta pelo fflate e por nós", () => {
    const zip = new EscritorZip(zlibNativo);
    zip.adicionar("xl/worksheets/sheet1.xml", (escrever) => linhas.forEach((l) => escrever(l)));
    const bytes = zip.concluir();
    expect(strFromU8(unzipSync(bytes)["xl/worksheets/sheet1.xml"])).toBe(texto);
    const parte = lerIndiceZip(bytes).get("xl/worksheets/sheet1.xml")!;
    expect(parte.metodo).toBe(8);
    expect(lerTextoDaParte(bytes, parte)).toBe(texto);
    expect(lerTextoDaParte(bytes, parte, LIMITES, zlibNativo)).toBe(texto);
  });

  it("uma parte escrita pelo fflate lida pelo zlib dá o mesmo texto; a CRC-32 errada é recusada", () => {
    const bytes = zipSync({ "a.xml": strToU8(texto) }, { level: 6 });
    const parte = lerIndiceZip(bytes).get("a.xml")!;
    expect(lerTextoDaParte(bytes, parte, LIMITES, zlibNativo)).toBe(texto);
    const danificada = { ...parte, crc: parte.crc ^ 1 };
    expect(() => lerTextoDaParte(bytes, danificada, LIMITES, zlibNativo)).toThrow(/CRC-32 não confere/);
  });

  it("uma parte que passa do teto volta ao fluxo do fflate e é recusada pelos mesmos limites", () => {
    const bomba = zipSync({ "b.xml": strToU8("A".repeat(3 * 1024 * 1024)) }, { level: 9 });
    const parte = lerIndiceZip(bomba).get("b.xml")!;
    const limites = { ...LIMITES, bytesSemRazao: 1024 * 1024, razao: 20 };
    expect(() => lerTextoDaParte(bomba, parte, limites, zlibNativo)).toThrow(ArquivoRecusado);
    expect(() => lerTextoDaParte(bomba, parte, limites, zlibNativo)).toThrow(/se expande a mais de .* MB/);
  });

  it("inflar devolve null além do teto pedido e o texto inteiro até ele", () => {
    const comprimido = zipSync({ "c.xml": strToU8(texto) }, { level: 6 });
    const parte = lerIndiceZip(comprimido).get("c.xml")!;
    const armazenado = bytesArmazenados(comprimido, parte);
    expect(zlibNativo.inflar(armazenado, parte.tamanho - 1, parte.tamanho)).toBeNull();
    expect(strFromU8(zlibNativo.inflar(armazenado, parte.tamanho, parte.tamanho)!)).toBe(texto);
  });

  it("o tamanho declarado só dimensiona a saída: falso para menos ou para mais, o texto sai inteiro", () => {
    const comprimido = zipSync({ "c.xml": strToU8(texto) }, { level: 6 });
    const parte = lerIndiceZip(comprimido).get("c.xml")!;
    const armazenado = bytesArmazenados(comprimido, parte);
    for (const declarado of [0, 10, parte.tamanho - 1, parte.tamanho * 3]) {
      expect(strFromU8(zlibNativo.inflar(armazenado, parte.tamanho * 4, declarado)!)).toBe(texto);
    }
    expect(zlibNativo.inflar(armazenado, parte.tamanho - 1, 10)).toBeNull();
  });
});
