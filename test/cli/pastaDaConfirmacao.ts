/**
 * The workbook both tests of the confirmation stage on files start from (`cotas confirmacao` and
 * `cotas publicar --confirmacao`): six candidates of one cargo written by ExcelJS, as another program
 * would, beside a sheet of the clerk's that must come out untouched; that workbook after a first
 * `cotas confirmacao`; and the clerk recording votes and pareceres in the "Confirmação" sheet, by
 * inscrição and list.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { expect } from "vitest";
import { rodar } from "./rodar";

export const CANDIDATOS = [
  ["Inscrição", "Nome", "Nota", "Cota racial (S/N)", "PcD (S/N)"],
  ["101", "Ana Souza", 100, "N", "N"],
  ["102", "Bruno Lima", 99, "S", "N"],
  ["103", "Carla Dias", 90, "S", "N"],
  ["104", "Davi Rocha", 80, "N", "S"],
  ["105", "Elisa Prado", 70, "S", "N"],
  ["106", "Fábio Reis", 60, "N", "N"],
];

/** The candidates' workbook and the edital's JSON (4 vagas of "Agente"), in `dir`. */
export async function entrada(dir: string, edital: object = {}) {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet("Objetiva").addRows(CANDIDATOS);
  wb.addWorksheet("Observações").getCell("A1").value = "não mexer";
  const arquivo = join(dir, `objetiva-${Math.random().toString(36).slice(2)}.xlsx`);
  await wb.xlsx.writeFile(arquivo);
  const json = join(dir, `edital-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(
    json,
    JSON.stringify({
      edital: { dataPublicacao: "2025-09-01", ...edital },
      cargos: [{ id: "Agente", vagas: 4 }],
    }),
  );
  return { arquivo, json };
}

/**
 * The candidates' workbook (`entrada`) after a first `cotas confirmacao` (it exits 0): the convened and
 * the "Confirmação" sheet to fill, at `dir`/`nome`.
 */
export async function pastaConvocada(dir: string, nome: string, edital: object = {}): Promise<string> {
  const { arquivo, json } = await entrada(dir, edital);
  const convocados = join(dir, nome);
  expect((await rodar(["confirmacao", arquivo, "-o", convocados, "--edital", json])).codigo).toBe(0);
  return convocados;
}

/** The five votes of the commission, in order, "A" for A favor and "C" for Contra: "CCCAA". */
export function votos(cinco: string): Record<string, string> {
  return Object.fromEntries(
    [...cinco].map((v, i) => [`Comissão ${i + 1}`, v === "A" ? "A favor" : "Contra"]),
  );
}

export async function ler(arquivo: string) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(arquivo);
  return wb;
}

/** What the clerk records in the Confirmação sheet, by "inscrição/lista": column name → value. */
export async function registrar(
  arquivo: string,
  saida: string,
  registros: Record<string, Record<string, string>>,
) {
  const wb = await ler(arquivo);
  const ws = wb.getWorksheet("Confirmação")!;
  const cab = (ws.getRow(1).values as unknown[]).map((v) => String(v ?? ""));
  ws.eachRow((row, n) => {
    if (n === 1) return;
    const chave = `${row.getCell(cab.indexOf("Inscrição")).value}/${row.getCell(cab.indexOf("Lista")).value}`;
    for (const [coluna, valor] of Object.entries(registros[chave] ?? {}))
      row.getCell(cab.indexOf(coluna)).value = valor;
  });
  await wb.xlsx.writeFile(saida);
}
