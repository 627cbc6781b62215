// @vitest-environment jsdom
/** How a file reaches the clerk inside Excel: a download, or on Mac a new workbook (office-js 2700). */
import { describe, expect, it } from "vitest";
import { salvarNoNavegador } from "../../src/taskpane/ambiente";
import { emBase64, formasDeEntrega, type HostDoOffice } from "../../src/taskpane/entrega";

function host(plataforma: string, conjuntos: Record<string, string>, criadas: string[] = []): HostDoOffice {
  return {
    plataforma,
    suporta: (conjunto, versao) => conjunto in conjuntos && Number(conjuntos[conjunto]) >= Number(versao),
    criarPasta: async (base64) => void criadas.push(base64),
  };
}

describe("formasDeEntrega", () => {
  it("Windows e Excel na web: download", () => {
    expect(formasDeEntrega(host("PC", { ExcelApi: "1.17" }))).toEqual({ salvarArquivo: salvarNoNavegador });
    expect(formasDeEntrega(host("OfficeOnline", { ExcelApi: "1.17" }))).toEqual({
      salvarArquivo: salvarNoNavegador,
    });
  });

  it("Mac com ExcelApi 1.8: sem download; o arquivo abre como nova pasta, em base64 (Excel.createWorkbook)", async () => {
    const criadas: string[] = [];
    const formas = formasDeEntrega(host("Mac", { ExcelApi: "1.8" }, criadas));
    expect(formas.salvarArquivo).toBeUndefined();
    await formas.abrirComoNovaPasta!(new Blob([new Uint8Array([0x50, 0x4b, 3, 4, 0xff])]));
    expect(criadas).toEqual(["UEsDBP8="]);
  });

  it("Mac ou iPad sem ExcelApi 1.8: nenhuma forma (o painel diz por quê)", () => {
    expect(formasDeEntrega(host("Mac", { ExcelApi: "1.7" }))).toEqual({});
    expect(formasDeEntrega(host("iOS", {}))).toEqual({});
  });

  it("emBase64: os bytes, sem o prefixo do data URL", async () => {
    expect(await emBase64(new Blob(["Cotas"]))).toBe(btoa("Cotas"));
  });
});
