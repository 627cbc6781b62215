/**
 * The drop-down lists of a sheet model (ModeloFolha.validacoes) in the .xlsx file: the Desfecho column
 * of the Convocações sheet offers Posse, Sem efeito and Desistência, read back by another program
 * (openpyxl), and the element sits where CT_Worksheet wants it (after sheetData, before pageMargins).
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

const linha = ["Analista", 1, null, "Portaria nº 1/2026", 1, "AC", "0001", "Ana", null, null];

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
  it("a folha Convocações tem a lista do Desfecho em toda a coluna J, depois de sheetData e antes de pageMargins", async () => {
    const xml = (await partesDaPasta(await pastaComLivro())).folhas.get("Convocações")!;
    const validacoes = /<dataValidations count="1">.*<\/dataValidations>/.exec(xml)?.[0];
    expect(validacoes).toContain('type="list"');
    expect(validacoes).toContain('sqref="J2:J1048576"');
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
          onde: "J2:J1048576",
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
