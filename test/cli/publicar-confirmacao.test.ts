/**
 * `cotas publicar ENTRADA.xlsx -o ATO.docx --confirmacao convocacao|provisorio|definitivo` (issue #38): the
 * acts of the confirmation of the self-declaration, by the model of the final result's publication, from a
 * workbook where the clerk recorded the votes (ExcelJS, as another program would): the text of the .docx
 * (word/document.xml) names the convened per reserve, the outcomes and the edital's item to fill.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rodar } from "./rodar";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "publicar-confirmacao-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const CANDIDATOS = [
  ["Inscrição", "Nome", "Nota", "Cota racial (S/N)", "PcD (S/N)"],
  ["101", "Ana Souza", 100, "N", "N"],
  ["102", "Bruno Lima", 99, "S", "N"],
  ["103", "Carla Dias", 90, "S", "N"],
  ["104", "Davi Rocha", 80, "N", "S"],
  ["105", "Elisa Prado", 70, "S", "N"],
  ["106", "Fábio Reis", 60, "N", "N"],
];

async function entrada(edital: object = {}) {
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

async function ler(arquivo: string) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(arquivo);
  return wb;
}

/** What the clerk records in the Confirmação sheet, by inscrição and list: column name → value. */
async function registrar(arquivo: string, saida: string, registros: Record<string, Record<string, string>>) {
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

describe("cotas publicar --confirmacao", () => {
  it("convocação por reserva com o item do edital, resultado provisório e definitivo com o resultado de cada um", async () => {
    const { arquivo, json } = await entrada();
    const convocados = join(dir, "c1.xlsx");
    expect((await rodar(["confirmacao", arquivo, "-o", convocados, "--edital", json])).codigo).toBe(0);
    const registrada = join(dir, "registrada.xlsx");
    await registrar(convocados, registrada, {
      "102/PPP": {
        "Comissão 1": "Contra",
        "Comissão 2": "Contra",
        "Comissão 3": "Contra",
        "Comissão 4": "A favor",
        "Comissão 5": "Contra",
      },
      "103/PPP": {
        "Comissão 1": "A favor",
        "Comissão 2": "A favor",
        "Comissão 3": "A favor",
        "Comissão 4": "Contra",
        "Comissão 5": "A favor",
      },
      "105/PPP": { Ausência: "Ausente" },
      "104/PcD": { Parecer: "Não caracterizada" },
    });

    // The acts, by the model of the final result's publication.
    const texto = async (ato: string) => {
      const docx = join(dir, `${ato}.docx`);
      const p = await rodar(["publicar", registrada, "-o", docx, "--confirmacao", ato]);
      expect(p.stderr).toBe("");
      expect(p.codigo).toBe(0);
      const t = strFromU8(unzipSync(new Uint8Array(await readFile(docx)))["word/document.xml"]).replace(
        /<[^>]+>/g,
        "",
      );
      return t;
    };
    const convocacao = await texto("convocacao");
    expect(convocacao).toContain("CONVOCAÇÃO PARA O PROCEDIMENTO DE CONFIRMAÇÃO DA AUTODECLARAÇÃO");
    expect(convocacao).toContain("[ITEM DO EDITAL]");
    expect(convocacao).toMatch(
      /Da lista de pessoas pretas e pardas \(heteroidentificação\).*Bruno Lima.*Carla Dias.*Elisa Prado/,
    );
    expect(convocacao).toMatch(
      /Da lista de pessoas com deficiência \(avaliação da deficiência\).*Davi Rocha/,
    );
    const provisorio = await texto("provisorio");
    expect(provisorio).toContain("RESULTADO PROVISÓRIO");
    expect(provisorio).toMatch(/102Bruno LimaNão confirmadaSegue em: ampla concorrência/);
    expect(provisorio).toMatch(/103Carla DiasConfirmada/);
    expect(provisorio).toContain("[PRAZO DO RECURSO]");
    const definitivo = await texto("definitivo");
    expect(definitivo).toContain(
      "RESULTADO DEFINITIVO DO PROCEDIMENTO DE CONFIRMAÇÃO DA AUTODECLARAÇÃO, APÓS OS RECURSOS",
    );
    expect(definitivo).toMatch(/105Elisa PradoAusente/);
  });

  it("o resultado definitivo é recusado enquanto há procedimento sem registro", async () => {
    const { arquivo, json } = await entrada();
    const convocados = join(dir, "c3.xlsx");
    expect((await rodar(["confirmacao", arquivo, "-o", convocados, "--edital", json])).codigo).toBe(0);
    const docx = join(dir, "def.docx");
    const r = await rodar(["publicar", convocados, "-o", docx, "--confirmacao", "definitivo"]);
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain("o resultado definitivo pede todos os procedimentos registrados");
    expect(existsSync(docx)).toBe(false);
  });
});
