/**
 * `cotas anotar` through bin/cotas.cjs, as the clerk runs it: the dispatcher awaits the command and
 * reports like every other command (stdout on success, stderr and code 2 on bad data).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "anotar-processo-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

function cotas(...args: string[]) {
  return spawnSync(process.execPath, ["bin/cotas.cjs", ...args], { encoding: "utf8" });
}

describe("cotas anotar pela linha de comando", () => {
  it("grava a pasta e imprime o resumo, código 0", () => {
    const saida = join(dir, "anotada.xlsx");
    const r = cotas(
      "anotar",
      "assets/exemplo-edital.xlsx",
      "-o",
      saida,
      "--edital",
      "assets/exemplo-edital.json",
    );
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Pasta anotada gravada em .*\nRegime: Decreto nº 12\.536\/2025/);
    expect(existsSync(saida)).toBe(true);
  });

  it("os números do resumo batem com as listas abaixo deles: provisórios com nome e motivo, avisos", () => {
    const r = cotas(
      "anotar",
      "assets/exemplo-edital.xlsx",
      "-o",
      join(dir, "contagens.xlsx"),
      "--edital",
      "assets/exemplo-edital.json",
    );
    expect(r.status).toBe(0);
    const itensAbaixo = (titulo: RegExp, marca: string) => {
      const bloco = r.stdout.split("\n\n").find((b) => titulo.test(b));
      expect(bloco, `sem bloco ${titulo}`).toBeDefined();
      const [cabecalho, ...itens] = bloco!.split("\n");
      expect(itens.every((l) => l.startsWith(`  ${marca} `))).toBe(true);
      return { n: Number(titulo.exec(cabecalho)![1]), itens };
    };
    const avisos = itensAbaixo(/^Avisos \((\d+)\):/, "!");
    expect(avisos.itens).toHaveLength(avisos.n);
    const provisorios = itensAbaixo(/^Resultado provisório para (\d+) candidatos?:/, "•");
    expect(provisorios.itens).toHaveLength(provisorios.n);
    // The example plants a tie in Analista Administrativo's AC list and pending confirmations.
    expect(provisorios.itens).toContainEqual(
      expect.stringMatching(
        /^ {2}• Analista Administrativo: \d+ \(.+\) — empate não desfeito pelos critérios do edital na lista de ampla concorrência \(AC\): \d+ candidatos com nota [\d,]+, da \d+ª à \d+ª classificação$/,
      ),
    );
    expect(provisorios.itens).toContainEqual(
      expect.stringMatching(/^ {2}• .+: \d+ \(.+\) — confirmação da autodeclaração pendente na lista de /),
    );
  });

  it("CSV com aspas abertas: código 2, a célula na mensagem, nenhum arquivo", async () => {
    const csv = join(dir, "quebrado.csv");
    await writeFile(csv, 'Inscrição;Nome;Cargo;Nota final\n1;"Ana;Analista;7,5\n2;Bia;Analista;8\n');
    const saida = join(dir, "nao.xlsx");
    const r = cotas("anotar", csv, "-o", saida, "--edital", "assets/exemplo-edital.json");
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/cotas anotar: dados inválidos \(1\):\n {2}• quebrado!B2: as aspas abertas/);
    expect(existsSync(saida)).toBe(false);
  });

  it("uso errado: código 2 e a ajuda indicada", () => {
    const r = cotas("anotar", "assets/exemplo-edital.xlsx");
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/informe a pasta a gravar com -o SAIDA\.xlsx\nUse "cotas anotar --help"/);
  });

  it("--help mostra as opções", () => {
    const r = cotas("anotar", "--help");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Uso: cotas anotar ENTRADA\.xlsx\|ENTRADA\.csv -o SAIDA\.xlsx/);
  });
});
