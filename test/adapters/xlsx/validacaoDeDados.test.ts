/**
 * The drop-down lists of a sheet model (ModeloFolha.validacoes) in the .xlsx file: the Desfecho column
 * of the Convocações sheet offers Posse, Sem efeito and Desistência, read back by another program
 * (openpyxl), and the element sits where CT_Worksheet wants it (after sheetData, before pageMargins).
 * Rows appended to the ledger in a later session take the list and the date format with them.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { marcaDe } from "../../../src/adapters/porta";
import { PastaXlsx } from "../../../src/adapters/xlsx/pastaXlsx";
import { xmlDasValidacoes } from "../../../src/adapters/xlsx/escritorDeFolha";
import { modeloDasConvocacoes } from "../../../src/folhas/convocacoes";
import { comImpressao } from "../../../src/folhas/impressao";
import type { ValidacaoLista } from "../../../src/folhas/modelo";
import { PYTHON, temOpenpyxl } from "../../ferramentas";
import { partesDaPasta } from "./partesDaPasta";

const linha = ["Analista", 1, 46082, "Portaria nº 1/2026", 1, "AC", "0001", "Ana", null, null];
const outra = ["Analista", 2, 46113, "Portaria nº 2/2026", 2, "PcD", "0002", "Bia", null, null];

async function pastaComLivro(): Promise<Uint8Array> {
  const porta = PastaXlsx.nova();
  const [m] = comImpressao([modeloDasConvocacoes([linha])], {
    concurso: { cargos: [] } as never,
    cargos: [],
  });
  await porta.escreverFolhas([{ modelo: m, marca: marcaDe(m) }]);
  return porta.paraBytes();
}

describe("validação de dados (lista suspensa) no .xlsx", () => {
  it("a folha Convocações tem a lista do Desfecho nas linhas da tabela na coluna J, depois de sheetData e antes de pageMargins", async () => {
    const xml = (await partesDaPasta(await pastaComLivro())).folhas.get("Convocações")!;
    const validacoes = /<dataValidations count="1">.*<\/dataValidations>/.exec(xml)?.[0];
    expect(validacoes).toContain('type="list"');
    expect(validacoes).toContain('sqref="J2"');
    expect(validacoes).toContain('errorStyle="warning"');
    expect(validacoes).toContain('<formula1>"Posse,Sem efeito,Desistência"</formula1>');
    expect(xml.indexOf("</sheetData>")).toBeLessThan(xml.indexOf("<dataValidations"));
    expect(xml.indexOf("</dataValidations>")).toBeLessThan(xml.indexOf("<pageMargins"));
  });

  it("uma lista que o Excel recusaria (vírgula num valor, mais de 255 caracteres) é erro de programação", () => {
    const base: ValidacaoLista = {
      intervalo: { linha: 1, coluna: 0, linhas: 1, colunas: 1 },
      valores: ["a"],
      alerta: { estilo: "parar", titulo: "t", texto: "x" },
    };
    expect(() => xmlDasValidacoes([{ ...base, valores: ["a,b"] }])).toThrow();
    expect(() => xmlDasValidacoes([{ ...base, valores: ["x".repeat(256)] }])).toThrow();
    expect(xmlDasValidacoes([base])).not.toContain("errorStyle");
  });

  it("linhas acrescentadas noutra sessão entram na lista do Desfecho e levam o estilo da linha de cima", async () => {
    const porta = PastaXlsx.abrir(await pastaComLivro());
    await porta.acrescentarLinhas("Convocações", [outra]);
    const xml = (await partesDaPasta(await porta.paraBytes())).folhas.get("Convocações")!;
    expect(/<dataValidation [^>]*sqref="([^"]+)"/.exec(xml)?.[1]).toBe("J2:J3");
    expect(xml).toMatch(/<c r="C3" s="[1-9]\d*"><v>46113<\/v><\/c>/);
  });

  it.skipIf(!temOpenpyxl())(
    "o openpyxl lê as datas da convocação como datas (formato dd/mm/yyyy), também a da linha acrescentada",
    async () => {
      const dir = await mkdtemp(join(tmpdir(), "validacao-"));
      try {
        const porta = PastaXlsx.abrir(await pastaComLivro());
        await porta.acrescentarLinhas("Convocações", [outra]);
        const caminho = join(dir, "livro.xlsx");
        await writeFile(caminho, await porta.paraBytes());
        const lido = JSON.parse(
          execFileSync(PYTHON, [
            "-c",
            "import sys, json, openpyxl\nw = openpyxl.load_workbook(sys.argv[1])\nf = w['Convocações']\n" +
              "print(json.dumps([[f[c].is_date, f[c].number_format, str(f[c].value)] for c in ['C2', 'C3']]))",
            caminho,
          ]).toString(),
        ) as unknown[];
        expect(lido).toEqual([
          [true, "dd/mm/yyyy", "2026-03-01 00:00:00"],
          [true, "dd/mm/yyyy", "2026-04-01 00:00:00"],
        ]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  it.skipIf(!temOpenpyxl())("o openpyxl lê a lista suspensa do Desfecho", async () => {
    const dir = await mkdtemp(join(tmpdir(), "validacao-"));
    try {
      const caminho = join(dir, "livro.xlsx");
      await writeFile(caminho, await pastaComLivro());
      const lido = JSON.parse(
        execFileSync(PYTHON, [
          "-c",
          "import sys, json, openpyxl\nw = openpyxl.load_workbook(sys.argv[1])\nf = w['Convocações']\n" +
            "print(json.dumps([{'tipo': v.type, 'fonte': v.formula1, 'onde': str(v.sqref), " +
            "'estilo': v.errorStyle, 'branco': v.allow_blank, 'erro': v.error, " +
            "'escondida': v.showDropDown} for v in f.data_validations.dataValidation]))",
          caminho,
        ]).toString(),
      ) as unknown[];
      expect(lido).toEqual([
        {
          tipo: "list",
          fonte: '"Posse,Sem efeito,Desistência"',
          onde: "J2",
          estilo: "warning",
          branco: true,
          erro: expect.stringContaining("Desistente") as unknown,
          // openpyxl's showDropDown is Excel's "hide the arrow": the arrow is shown.
          escondida: null,
        },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
