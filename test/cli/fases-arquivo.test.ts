/**
 * `cotas fases ENTRADA.xlsx -o SAIDA.xlsx --fase FASE.json` on a workbook another tool wrote (openpyxl:
 * an Excel table, a comment, a second sheet): the phase's sheets added, the cut line and the tied at the
 * cut as openpyxl reads them back, the clerk's parts untouched; bad input said in Portuguese, nothing written.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGRA_DE_TESTE } from "../engine/faseDeTeste";
import { PYTHON, temOpenpyxl } from "../ferramentas";
import { rodar } from "./rodar";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "fases-xlsx-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const ESCREVER = `
import sys, openpyxl
from openpyxl.comments import Comment
from openpyxl.worksheet.table import Table
wb = openpyxl.Workbook()
ws = wb.active
ws.title = "Objetiva"
ws.append(["Inscrição", "Nome", "Nota", "Cota racial (S/N)", "PcD (S/N)"])
for r in [("101","Ana Souza",100,"N","N"),("102","Bruno Lima",99,"S","N"),("103","Carla Dias",98,"N","N"),
          ("104","Davi Rocha",98,"N","N"),("105","Elisa Prado",60,"S","S"),("106","Fábio Reis",55,"N","S"),
          ("107","Gil Matos",40,"S","N"),("108","Hugo Nunes",70,"N","N")]:
    ws.append(list(r))
ws.add_table(Table(displayName="Objetiva", ref="A1:E9"))
ws["A1"].comment = Comment("conferido pela banca", "RH")
wb.create_sheet("Observações")["A1"] = "não mexer"
wb.save(sys.argv[1])
`;

const LER = `
import sys, json, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
ac = wb["Fase - AC"]
linhas = [[c.value for c in r[:7]] for r in ac.iter_rows()]
bordas = [r[0].row for r in ac.iter_rows() if r[0].border.bottom.style == "medium"]
print(json.dumps({"folhas": wb.sheetnames, "ac": linhas, "bordas": bordas, "cabecalho": ac.oddHeader.left.text,
  "comentario": wb["Objetiva"]["A1"].comment.text, "tabelas": list(wb["Objetiva"].tables.keys()),
  "obs": wb["Observações"]["A1"].value}, ensure_ascii=False))
`;

/** The clerk's workbook (written by openpyxl), the edital with the cargo's vagas, and the phase's rule. */
async function arquivosDeEntrada() {
  const entrada = join(dir, "objetiva.xlsx");
  execFileSync(PYTHON, ["-c", ESCREVER, entrada]);
  const edital = join(dir, "edital.json");
  await writeFile(
    edital,
    JSON.stringify({ edital: { dataPublicacao: "2025-09-01" }, cargos: [{ id: "Agente", vagas: 10 }] }),
  );
  const fase = join(dir, "fase.json");
  await writeFile(fase, JSON.stringify(REGRA_DE_TESTE));
  return { entrada, edital, fase };
}

describe("cotas fases numa pasta .xlsx", () => {
  it.skipIf(!temOpenpyxl())(
    "grava as folhas da fase numa pasta do openpyxl: corte, empatados e as partes do escrivão intactas",
    async () => {
      const { entrada, edital, fase } = await arquivosDeEntrada();
      const saida = join(dir, "fase.xlsx");
      const r = await rodar(["fases", entrada, "-o", saida, "--fase", fase, "--edital", edital]);
      expect(r.stderr).toBe("");
      expect(r.codigo).toBe(0);
      expect(r.stdout).toContain("Ampla concorrência (AC): seguem 4 para 3 lugares");
      const lido = JSON.parse(execFileSync(PYTHON, ["-c", LER, saida], { encoding: "utf8" }));
      expect(lido.folhas).toEqual([
        "Objetiva",
        "Observações",
        "Fase - resumo",
        "Fase - AC",
        "Fase - Pretos e pardos",
        "Fase - Indígenas",
        "Fase - Quilombolas",
        "Fase - PcD",
        "_cotas_suplemento",
      ]);
      expect(lido.ac.slice(1, 5).map((l: unknown[]) => [l[2], l[5]])).toEqual([
        ["101", "Segue nesta lista"],
        ["102", "Segue nesta lista"],
        ["103", "Segue, empatado(a) na nota de corte"],
        ["104", "Segue, empatado(a) na nota de corte"],
      ]);
      expect(lido.cabecalho).toBe("Resultado da fase"); // no title row above the clerk's table
      expect(lido.bordas).toEqual([5]); // under Davi Rocha, the last tied at the cut (sheet row 5)
      expect([lido.comentario, lido.tabelas, lido.obs]).toEqual([
        "conferido pela banca",
        ["Objetiva"],
        "não mexer",
      ]);
    },
  );

  it.skipIf(!temOpenpyxl())(
    "cotas publicar --fase: o resultado da fase em .docx, pelo mesmo modelo do resultado final",
    async () => {
      const { entrada, edital, fase } = await arquivosDeEntrada();
      const saida = join(dir, "fase.docx");
      const r = await rodar(["publicar", entrada, "-o", saida, "--fase", fase, "--edital", edital]);
      expect(r.stderr).toBe("");
      expect(r.stdout).toContain("6 candidatos seguem para a etapa seguinte");
      const documento = strFromU8(unzipSync(new Uint8Array(await readFile(saida)))["word/document.xml"]);
      const texto = documento.replace(/<[^>]+>/g, "");
      expect(texto).toContain("Seguem 4 candidatos para 3 lugares; nota de corte: 98,00");
      expect(texto).toContain("Segue pela ampla concorrência");
    },
  );

  it("sem --fase, ou uma regra ruim: a frase em português, código 2, nada gravado", async () => {
    const saida = join(dir, "nada.xlsx");
    const entrada = join(dir, "qualquer.xlsx");
    const semFase = await rodar(["fases", entrada, "-o", saida]);
    expect(semFase.codigo).toBe(2);
    expect(semFase.stderr).toContain("informe a regra da fase com --fase FASE.json");
    const ruim = join(dir, "ruim.json");
    await writeFile(ruim, JSON.stringify({ limites: { AC: "muitos" } }));
    const r = await rodar(["fases", entrada, "-o", saida, "--fase", ruim]);
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain("fase.limites.AC: o limite da lista deve ser um número inteiro");
    expect(existsSync(saida)).toBe(false);
  });

  it("as opções da pasta não valem com o JSON", async () => {
    const r = await rodar(["fases", "f.json", "--fase", "x.json"], { "f.json": "{}" });
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain("--fase só vale com uma pasta .xlsx ou .csv");
  });
});
