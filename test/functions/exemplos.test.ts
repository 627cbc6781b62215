import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gerarExemplosFuncoes } from "../../scripts/gerar-exemplos-funcoes";
import * as funcoes from "../../src/functions/functions";
import { NOMES_PT_BR } from "../../src/functions/nomesPtBr";

/** The function behind each id, as CustomFunctions.associate binds them in the bundle. */
const POR_ID: Record<string, (...args: unknown[]) => unknown> = {
  BREAKDOWN: funcoes.breakdown,
  RESERVED: funcoes.reserved,
  NOMINATION_ORDER: funcoes.nominationOrder,
  POSITIONS: funcoes.positions,
  LIST_AT: funcoes.listAt,
  ALLOCATE: funcoes.allocate as (...args: unknown[]) => unknown,
  CUT_SCORE: funcoes.cutScore as (...args: unknown[]) => unknown,
  CONFIRMATION: funcoes.confirmation as (...args: unknown[]) => unknown,
  ROUND_HALF_UP: funcoes.roundHalfUp,
};

let pasta: string;
let livro: ExcelJS.Workbook;

beforeAll(async () => {
  pasta = mkdtempSync(path.join(tmpdir(), "cotas-exemplos-"));
  const arquivo = path.join(pasta, "exemplos-funcoes.xlsx");
  await gerarExemplosFuncoes(arquivo);
  livro = new ExcelJS.Workbook();
  await livro.xlsx.readFile(arquivo);
});

afterAll(() => rmSync(pasta, { recursive: true, force: true }));

/** A cell as Excel passes it to a function: dates as serial numbers, blanks as null. */
function comoExcelPassa(valor: ExcelJS.CellValue): unknown {
  if (valor instanceof Date) return (valor.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;
  // ExcelJS reads a formula's cached <v>0</v> back without `result`.
  if (valor !== null && typeof valor === "object" && "formula" in valor) return valor.result ?? 0;
  return valor ?? null;
}

function argumento(folha: ExcelJS.Worksheet, ref: string): unknown {
  if (!ref.includes(":")) return comoExcelPassa(folha.getCell(ref).value);
  const [inicio, fim] = ref.split(":").map((r) => folha.getCell(r));
  const linhas: unknown[][] = [];
  for (let l = Number(inicio.row); l <= Number(fim.row); l++) {
    const linha: unknown[] = [];
    for (let c = Number(inicio.col); c <= Number(fim.col); c++)
      linha.push(comoExcelPassa(folha.getCell(l, c).value));
    linhas.push(linha);
  }
  return linhas;
}

describe("assets/exemplos-funcoes.xlsx (npm run exemplos-funcoes)", () => {
  it("uma folha de leia-me e uma por função, com o nome em português", () => {
    expect(livro.worksheets.map((f) => f.name)).toEqual([
      "Leia-me",
      ...Object.values(NOMES_PT_BR).map((t) => t.nome),
    ]);
  });

  it("cada fórmula é a função do suplemento, e o valor gravado é o que ela calcula com os argumentos da folha", async () => {
    const usadas = new Set<string>();
    const conferencias: Promise<void>[] = [];
    for (const folha of livro.worksheets) {
      folha.eachRow((linha) =>
        linha.eachCell((celula) => {
          const valor = celula.value as ExcelJS.CellFormulaValue & { ref?: string };
          if (valor === null || typeof valor !== "object" || !("formula" in valor)) return;
          const m = /^_xldudf_COTAS_([A-Z_]+)\((.*)\)$/.exec(valor.formula);
          expect(m, valor.formula).not.toBeNull();
          const [, id, lista] = m!;
          usadas.add(id);
          const gravado = valor.ref ? argumento(folha, valor.ref) : comoExcelPassa(valor);
          // COTAS.CORTE is asynchronous (its engine loads on the first call): every answer is awaited.
          conferencias.push(
            Promise.resolve(POR_ID[id](...lista.split(",").map((ref) => argumento(folha, ref)))).then(
              (calculado) => expect(gravado, `${folha.name}!${celula.address}`).toEqual(calculado),
            ),
          );
        }),
      );
    }
    await Promise.all(conferencias);
    expect([...usadas].sort()).toEqual(Object.keys(POR_ID).sort());
  });

  it("o exemplo de ALOCAR mostra a regra do § 4 das RULES: a cotista dentro da AC não gasta a vaga de PPP", () => {
    const folha = livro.getWorksheet("ALOCAR")!;
    const linhaDe = (inscricao: string) => {
      let achada = 0;
      folha.getColumn(1).eachCell((c, l) => {
        if (c.value === inscricao) achada = l;
      });
      return achada;
    };
    expect(comoExcelPassa(folha.getCell(linhaDe("1002"), 4).value)).toBe("AC");
    expect(folha.getCell(linhaDe("1005"), 4).value).toBe("PPP");
    expect(folha.getCell(linhaDe("1005"), 8).value).toBe("PPP"); // the fixed copy
  });
});
