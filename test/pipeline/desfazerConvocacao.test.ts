/**
 * Undoing the last call (registered by mistake), through the three adapters: the call's rows leave the
 * Convocações and "Atos das convocações" sheets and the copy in the settings; the calls before it stay
 * as they were, outcomes typed included; a call with an outcome typed is not undone; undoing the
 * first call removes the two sheets it created.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { PastaMemoria } from "../../src/adapters/memoria";
import { PastaOffice } from "../../src/adapters/office";
import type { PortaPasta } from "../../src/adapters/porta";
import { PastaXlsx } from "../../src/adapters/xlsx/pastaXlsx";
import { FOLHA_ATOS, FOLHA_CONVOCACOES } from "../../src/folhas/convocacoes";
import { desfazerUltimaConvocacao, lerConvocacoesSalvas, ultimaConvocacao } from "../../src/pipeline";
import { HostExcel } from "../adapters/office/hostExcel";
import { ambienteReal } from "../adapters/office/officeReal";
import { PYTHON, temOpenpyxl } from "../ferramentas";
import { convocar, ESCRIVAO } from "./livroDeTeste";

/** Inscrição (column G) of each data row of the Convocações sheet, and the acts' numbers. */
async function oQueFicou(porta: PortaPasta) {
  const folhas = (await porta.listarFolhas()).map((f) => f.nome);
  if (!folhas.includes(FOLHA_CONVOCACOES)) return null;
  const conv = (await porta.lerIntervalo(FOLHA_CONVOCACOES)).valores.slice(1);
  const atos = (await porta.lerIntervalo(FOLHA_ATOS)).valores.slice(1);
  return {
    inscricoes: conv.filter((l) => l[6] !== "" && l[6] !== null).map((l) => l[6]),
    atos: [...new Set(atos.filter((l) => l[1] !== "" && l[1] !== null).map((l) => l[1]))],
    salvas: (await lerConvocacoesSalvas(porta))?.map((c) => c.numero),
  };
}

describe("Desfazer a última convocação (registrada por engano), pelo adaptador em memória", () => {
  it("a segunda sai das duas folhas e da cópia nas configurações; a primeira fica; desfeita a primeira, as folhas somem", async () => {
    const porta = new PastaMemoria({ folhas: [{ nome: "Candidatos", valores: ESCRIVAO }] });
    await convocar(porta, 2, "Portaria nº 1/2026");
    await convocar(porta, 1, "Portaria nº 2/2026");
    expect(await ultimaConvocacao(porta)).toEqual({ cargo: "C1", numero: 2, pessoas: 1 });
    expect(await desfazerUltimaConvocacao(porta)).toBe(
      "Convocação nº 2 do cargo C1 desfeita: 1 pessoa saiu da folha Convocações.",
    );
    expect(await oQueFicou(porta)).toEqual({ inscricoes: ["A", "E"], atos: [1], salvas: [1] });
    // The next call is nº 2 again.
    await convocar(porta, 1, "Portaria nº 3/2026");
    expect((await ultimaConvocacao(porta))?.numero).toBe(2);
    await desfazerUltimaConvocacao(porta);
    await desfazerUltimaConvocacao(porta);
    expect(await oQueFicou(porta)).toBeNull();
    expect(await lerConvocacoesSalvas(porta)).toEqual([]);
    expect(await ultimaConvocacao(porta)).toBeNull();
  });

  it("com desfecho escrito numa pessoa da última convocação, nada se desfaz e a frase diz por quê", async () => {
    const porta = new PastaMemoria({ folhas: [{ nome: "Candidatos", valores: ESCRIVAO }] });
    await convocar(porta, 2, "Portaria nº 1/2026");
    porta.folha(FOLHA_CONVOCACOES)!.celulas[2][9] = "Posse";
    const antes = await oQueFicou(porta);
    expect((await ultimaConvocacao(porta))?.impedimento).toBe(
      "Na convocação nº 1 do cargo C1 já há desfecho escrito (1 pessoa): uma convocação com desfecho não se desfaz.",
    );
    await expect(desfazerUltimaConvocacao(porta)).rejects.toThrow(/já há desfecho escrito/);
    expect(await oQueFicou(porta)).toEqual(antes);
  });

  it("uma linha da convocação anterior apagada pelo escrivão: nada se desfaz (a cópia perderia a linha também), a frase diz quem falta", async () => {
    const porta = new PastaMemoria({ folhas: [{ nome: "Candidatos", valores: ESCRIVAO }] });
    await convocar(porta, 2, "Portaria nº 1/2026");
    await convocar(porta, 1, "Portaria nº 2/2026");
    const f = porta.folha(FOLHA_CONVOCACOES)!;
    f.celulas.splice(1, 1);
    f.tabelas[0].intervalo.linhas--;
    const antes = await oQueFicou(porta);
    expect((await ultimaConvocacao(porta))?.impedimento).toMatch(
      /^Convocações!A1:J1: falta a linha de A \(convocação nº 1 do cargo C1\), posição 1, lista AC/,
    );
    await expect(desfazerUltimaConvocacao(porta)).rejects.toThrow(/falta a linha de A/);
    expect(await oQueFicou(porta)).toEqual(antes);
    expect(await lerConvocacoesSalvas(porta)).toHaveLength(2);
  });

  it("linhas reordenadas pelo escrivão: a última linha não é a última convocação, nada se desfaz", async () => {
    const porta = new PastaMemoria({ folhas: [{ nome: "Candidatos", valores: ESCRIVAO }] });
    await convocar(porta, 1, "Portaria nº 1/2026");
    await convocar(porta, 1, "Portaria nº 2/2026");
    const f = porta.folha(FOLHA_CONVOCACOES)!;
    [f.celulas[1], f.celulas[2]] = [f.celulas[2], f.celulas[1]];
    expect((await ultimaConvocacao(porta))?.impedimento).toMatch(/não estão na ordem/);
  });
});

describe("Desfazer a última convocação, pelo cliente Office.js real", () => {
  it("em outra sessão, TableRow.delete tira as linhas dela; a convocação anterior fica", async () => {
    const host = new HostExcel([{ nome: "Candidatos", valores: ESCRIVAO }]);
    await convocar(new PastaOffice(ambienteReal(host)), 2, "Portaria nº 1/2026");
    host.reabrir();
    await convocar(new PastaOffice(ambienteReal(host)), 1, "Portaria nº 2/2026");
    host.reabrir();
    const porta = new PastaOffice(ambienteReal(host));
    await desfazerUltimaConvocacao(porta);
    expect(await oQueFicou(porta)).toEqual({ inscricoes: ["A", "E"], atos: [1], salvas: [1] });
  });
});

describe.skipIf(!temOpenpyxl())(
  "Desfazer a última convocação, pelo arquivo .xlsx (lido pelo openpyxl)",
  () => {
    it("a convocação de uma sessão anterior sai das partes do arquivo; a tabela encolhe; o desfecho da anterior fica", async () => {
      const inicial = new ExcelJS.Workbook();
      inicial.addWorksheet("Candidatos").addRows(ESCRIVAO);
      const porta1 = PastaXlsx.abrir(new Uint8Array((await inicial.xlsx.writeBuffer()) as ArrayBuffer));
      await convocar(porta1, 2, "Portaria nº 1/2026");
      const porta2 = PastaXlsx.abrir(await porta1.paraBytes());
      await convocar(porta2, 1, "Portaria nº 2/2026");
      // The clerk types an outcome of the first call in another program (openpyxl) and saves.
      const pasta = mkdtempSync(join(tmpdir(), "desfazer-"));
      const [antes, digitada, depois] = ["antes", "digitada", "depois"].map((n) => join(pasta, `${n}.xlsx`));
      writeFileSync(antes, await porta2.paraBytes());
      execFileSync(PYTHON, [
        "-c",
        "import sys, openpyxl\nw = openpyxl.load_workbook(sys.argv[1])\nw['Convocações']['J2'] = 'Posse'\nw.save(sys.argv[2])",
        antes,
        digitada,
      ]);
      const porta3 = PastaXlsx.abrir(new Uint8Array(readFileSync(digitada)));
      await desfazerUltimaConvocacao(porta3);
      writeFileSync(depois, await porta3.paraBytes());
      const lido = JSON.parse(
        execFileSync(PYTHON, [
          "-c",
          "import sys, json, openpyxl\nw = openpyxl.load_workbook(sys.argv[1])\n" +
            "c = w['Convocações']; a = w['Atos das convocações']\n" +
            "print(json.dumps({'linhas': [[c.cell(r, 7).value, c.cell(r, 10).value] for r in range(2, c.max_row + 1)]," +
            " 'tabela': c.tables['Cotas_Convocacoes'].ref, 'atos': sorted({r[1] for r in a.iter_rows(min_row=2, values_only=True) if r[1] is not None})}))",
          depois,
        ]).toString(),
      ) as { linhas: unknown[][]; tabela: string; atos: number[] };
      expect(lido).toEqual({
        linhas: [
          ["A", "Posse"],
          ["E", null],
        ],
        tabela: "A1:J3",
        atos: [1],
      });
      expect(await lerConvocacoesSalvas(PastaXlsx.abrir(new Uint8Array(readFileSync(depois))))).toHaveLength(
        1,
      );
    });
  },
);
