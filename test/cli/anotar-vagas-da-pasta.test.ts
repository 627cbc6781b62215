/**
 * The vagas read from the workbook when the edital has no "cargos": a workbook written by openpyxl with
 * the candidates (sheet "Resultado"), the "Vagas" sheet whose cargos are theirs, and a "Resumo" sheet
 * holding an Excel table with the same headers (Cargo, Vagas) and other cargos. The Vagas sheet is
 * read (before, the Resumo table was, and the candidates' cargos were looked for in it: seven errors);
 * with two places that both have the candidates' cargos, nothing is guessed.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executarAnotar } from "../../src/cli/anotar";
import type { Resultado } from "../../src/engine/tipos";
import { PYTHON, temOpenpyxl } from "../ferramentas";

const GERAR = `
import sys, openpyxl
from openpyxl.worksheet.table import Table
w = openpyxl.Workbook()
r = w.active
r.title = "Resultado"
r.append(["Inscrição", "Nome do candidato", "Cargo", "Nota final", "Cota racial (S/N)"])
cargos = [("Analista", 25), ("Técnico", 10), ("Motorista", 1)]
n = 0
for cargo, vagas in cargos:
    for i in range(vagas * 3):
        n += 1
        r.append([str(100000 + n), "Pessoa %d" % n, cargo, 1000 - n, "S" if n % 4 == 0 else "N"])
v = w.create_sheet("Vagas")
v.append(["Cargo", "Vagas"])
for cargo, vagas in cargos:
    v.append([cargo, vagas])
s = w.create_sheet("Resumo")
s.append(["Cargo", "Vagas"])
for cargo, vagas in [("Diretoria", 3), ("Gabinete", 2)]:
    s.append([cargo, vagas])
s.add_table(Table(displayName="Resumo", ref="A1:B3"))
if sys.argv[2] == "tabela":
    v.add_table(Table(displayName="TabelaDeVagas", ref="A1:B4"))
if sys.argv[2] == "duas":
    t = w.create_sheet("Vagas2")
    t.append(["Cargo", "Vagas"])
    for cargo, vagas in cargos:
        t.append([cargo, vagas])
w.save(sys.argv[1])
`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "vagas-pasta-"));
  await writeFile(join(dir, "edital.json"), JSON.stringify({ dataPublicacao: "2025-09-01" }));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe.skipIf(!temOpenpyxl())(
  "as vagas da pasta: a tabela de Cargo e Vagas cujos cargos são os dos candidatos",
  () => {
    it("com uma tabela Resumo de outros cargos, as vagas vêm da folha Vagas (25, 10 e 1)", async () => {
      const entrada = join(dir, "uma.xlsx");
      execFileSync(PYTHON, ["-c", GERAR, entrada, "uma"]);
      const r = await executarAnotar([
        entrada,
        "-o",
        join(dir, "uma-saida.xlsx"),
        "--edital",
        join(dir, "edital.json"),
        "--json",
      ]);
      expect(r.erro).toBe("");
      const resultado = JSON.parse(r.saida) as Resultado;
      expect(resultado.cargos.map((c) => [c.id, c.vagas])).toEqual([
        ["Analista", 25],
        ["Técnico", 10],
        ["Motorista", 1],
      ]);
    });

    it("a folha Vagas que é ela mesma uma tabela do Excel: um lugar só, não 'duas tabelas, diga qual' (#39)", async () => {
      const entrada = join(dir, "tabela.xlsx");
      execFileSync(PYTHON, ["-c", GERAR, entrada, "tabela"]);
      const r = await executarAnotar([
        entrada,
        "-o",
        join(dir, "tabela-saida.xlsx"),
        "--edital",
        join(dir, "edital.json"),
        "--json",
      ]);
      expect(r.erro).toBe("");
      const resultado = JSON.parse(r.saida) as Resultado;
      expect(resultado.cargos.map((c) => [c.id, c.vagas])).toEqual([
        ["Analista", 25],
        ["Técnico", 10],
        ["Motorista", 1],
      ]);
    });

    it("duas folhas com os cargos dos candidatos: recusado (código 2), nomeando as duas, nada gravado", async () => {
      const entrada = join(dir, "duas.xlsx");
      const saida = join(dir, "duas-saida.xlsx");
      execFileSync(PYTHON, ["-c", GERAR, entrada, "duas"]);
      const r = await executarAnotar([entrada, "-o", saida, "--edital", join(dir, "edital.json")]);
      expect(r.codigo).toBe(2);
      expect(r.erro).toContain(
        "Folha Vagas e Folha Vagas2 têm as colunas Cargo e Vagas com os cargos dos candidatos",
      );
      expect(r.saida).toBe("");
    });
  },
);
