/** The workbook's date system, asked of Excel as DATA(1904;1;1) (sistemaDeDatas.ts). */
import { afterEach, describe, expect, it, vi } from "vitest";
import { pastaUsaDatas1904 } from "../../src/taskpane/sistemaDeDatas";

/** Excel's DATE in each system: days since 31/12/1899 (1900 system, with its 29/02/1900) or 01/01/1904. */
function data(sistema: 1900 | 1904, ano: number, mes: number, dia: number): number {
  const dias = (Date.UTC(ano, mes - 1, dia) - Date.UTC(1899, 11, 30)) / 864e5;
  return sistema === 1904 ? dias - 1462 : dias;
}

/** The part of office.js the function touches: requirements, and Excel.run with worksheet functions
 *  whose results, like Office.js proxies, are only filled by sync(). */
function excelNoSistema(sistema: 1900 | 1904, conjuntos = ["1.1", "1.2"]) {
  vi.stubGlobal("Office", {
    context: {
      requirements: { isSetSupported: (s: string, v: string) => s === "ExcelApi" && conjuntos.includes(v) },
    },
  });
  const pedidos: number[][] = [];
  vi.stubGlobal("Excel", {
    run: async <T>(lote: (contexto: unknown) => Promise<T>) => {
      const pendentes: (() => void)[] = [];
      const contexto = {
        workbook: {
          functions: {
            date: (ano: number, mes: number, dia: number) => {
              pedidos.push([ano, mes, dia]);
              const resultado = { value: undefined as number | undefined, load: () => resultado };
              pendentes.push(() => (resultado.value = data(sistema, ano, mes, dia)));
              return resultado;
            },
          },
        },
        sync: async () => pendentes.splice(0).forEach((f) => f()),
      };
      return lote(contexto);
    },
  });
  return pedidos;
}

describe("pastaUsaDatas1904", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("pasta no sistema 1904: DATA(1904;1;1) é 0", async () => {
    const pedidos = excelNoSistema(1904);
    expect(await pastaUsaDatas1904()).toBe(true);
    expect(pedidos).toEqual([[1904, 1, 1]]);
  });

  it("pasta no sistema 1900: DATA(1904;1;1) é 1462", async () => {
    excelNoSistema(1900);
    expect(await pastaUsaDatas1904()).toBe(false);
  });

  it("Excel sem ExcelApi 1.2 (sem as funções de planilha): sistema 1900, sem perguntar", async () => {
    const pedidos = excelNoSistema(1904, ["1.1"]);
    expect(await pastaUsaDatas1904()).toBe(false);
    expect(pedidos).toEqual([]);
  });
});
