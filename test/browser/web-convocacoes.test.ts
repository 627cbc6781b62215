/**
 * Two calls in the pane, in web mode (dist/index.html in Chromium): the result computed on the sample,
 * a first call of three positions, the workbook downloaded and the outcome of the second person typed
 * into the Convocações sheet by another program (openpyxl, as a clerk would in Excel or LibreOffice),
 * the workbook opened again, and a second call of one position that replaces the sem-efeito person at
 * the same position (Lei 15.142, art. 7º, § 3º). The sheet only grows: the typed outcome stays.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abrirPainelWeb, PASTA_RESULTADOS, passoNaTela, type PainelWeb } from "./navegador";

const PYTHON = "/usr/bin/python3";

/** The rows of the table "quem será convocado": Posição, Lista, Inscrição, Nome, Substitui. */
async function chamados(pagina: Page): Promise<string[][]> {
  const linhas = passoNaTela(pagina).getByRole("table").locator("tbody tr");
  const n = await linhas.count();
  const r: string[][] = [];
  for (let i = 0; i < n; i++) r.push(await linhas.nth(i).locator("td").allInnerTexts());
  return r;
}

async function calcular(pagina: Page): Promise<void> {
  await pagina.getByRole("button", { name: "Avançar: Edital" }).click();
  await pagina.getByRole("button", { name: "Avançar: Conferência" }).click();
  const aceitar = pagina.getByRole("checkbox", { name: "Li os avisos e quero calcular assim mesmo" });
  await expect.poll(() => passoNaTela(pagina).textContent()).toMatch(/aviso|Nenhum problema/);
  if (await aceitar.count()) await aceitar.check();
  await pagina.getByRole("button", { name: "Avançar: Resultado" }).click();
  await pagina.getByRole("button", { name: "Calcular e gravar as folhas" }).click();
  const substituir = pagina.getByRole("button", { name: "Substituir" });
  await expect
    .poll(
      async () =>
        (await substituir.count()) > 0 ||
        (await passoNaTela(pagina).getByText("Folhas gravadas.").count()) === 1,
      { timeout: 30_000 },
    )
    .toBe(true);
  if (await substituir.count()) await substituir.click();
  await expect
    .poll(() => passoNaTela(pagina).getByText("Folhas gravadas.").count(), { timeout: 30_000 })
    .toBe(1);
}

async function convocar(pagina: Page, posicoes: string, ato: string, esperadas: number): Promise<string[][]> {
  await pagina.getByRole("button", { name: "Avançar: Nova convocação" }).click();
  await pagina.getByRole("textbox", { name: "Posições a convocar agora" }).fill(posicoes);
  await pagina.getByRole("textbox", { name: /^Ato/ }).fill(ato);
  await pagina.getByLabel("Data da convocação").fill("2026-03-01");
  await expect.poll(async () => (await chamados(pagina)).length, { timeout: 20_000 }).toBe(esperadas);
  const linhas = await chamados(pagina);
  await pagina.getByRole("button", { name: "Convocar" }).click();
  await expect
    .poll(
      () =>
        passoNaTela(pagina)
          .getByText(/acrescentada à folha Convocações/)
          .count(),
      { timeout: 20_000 },
    )
    .toBe(1);
  return linhas;
}

async function baixar(pagina: Page, nome: string): Promise<string> {
  const [download] = await Promise.all([
    pagina.waitForEvent("download"),
    passoNaTela(pagina).getByRole("button", { name: "Baixar pasta anotada" }).click(),
  ]);
  const caminho = join(PASTA_RESULTADOS, nome);
  await download.saveAs(caminho);
  return caminho;
}

/** The Convocações sheet as openpyxl reads it (another reader than ours). */
function folhaConvocacoes(caminho: string): unknown[][] {
  const codigo =
    "import sys, json, openpyxl\nw = openpyxl.load_workbook(sys.argv[1])\n" +
    "print(json.dumps([list(r) for r in w['Convocações'].iter_rows(values_only=True)]))";
  return JSON.parse(execFileSync(PYTHON, ["-c", codigo, caminho]).toString()) as unknown[][];
}

describe("Nova convocação no modo web: duas convocações com um desfecho digitado entre elas", () => {
  let painel: PainelWeb | undefined;
  let pagina: Page;
  const erros: string[] = [];

  beforeAll(async () => {
    mkdirSync(PASTA_RESULTADOS, { recursive: true });
    painel = await abrirPainelWeb(360, { erros });
    pagina = painel.pagina;
    await pagina.getByRole("button", { name: "Usar exemplo" }).click();
    await passoNaTela(pagina)
      .getByText(/^Lido: folha Candidatos/)
      .waitFor({ timeout: 30_000 });
  }, 60_000);

  afterAll(() => painel?.fechar());

  it("a segunda convocação põe na posição de quem teve a nomeação sem efeito quem o substitui", async () => {
    await calcular(pagina);
    const primeira = await convocar(pagina, "3", "Portaria nº 1/2026", 3);
    expect(primeira.map((l) => l[0])).toEqual(["1", "2", "3"]);
    expect(primeira.map((l) => l[4])).toEqual(["—", "—", "—"]);
    const baixada = await baixar(pagina, "convocacoes-1.xlsx");

    // The clerk types "Sem efeito" for the person at position 2 (row 3 of the sheet) and saves.
    const comDesfecho = join(PASTA_RESULTADOS, "convocacoes-1-sem-efeito.xlsx");
    execFileSync(PYTHON, [
      "-c",
      "import sys, openpyxl\nw = openpyxl.load_workbook(sys.argv[1])\nw['Convocações']['J3'] = 'Sem efeito'\nw.save(sys.argv[2])",
      baixada,
      comDesfecho,
    ]);

    await pagina.getByRole("button", { name: "Dados", exact: true }).click();
    await pagina.locator('input[type="file"]').setInputFiles(comDesfecho);
    await expect
      .poll(() => pagina.getByText("Arquivo aberto:").textContent(), { timeout: 20_000 })
      .toContain("convocacoes-1-sem-efeito.xlsx");
    await passoNaTela(pagina)
      .getByText(/^Lido: folha Candidatos/)
      .waitFor({ timeout: 30_000 });
    await calcular(pagina);
    const segunda = await convocar(pagina, "1", "Portaria nº 2/2026", 1);
    expect(segunda).toHaveLength(1);
    // Same position as the sem-efeito person, replacing them.
    expect([segunda[0][0], segunda[0][4]]).toEqual([primeira[1][0], primeira[1][2]]);
    expect(segunda[0][2]).not.toBe(primeira[1][2]);

    const final = folhaConvocacoes(await baixar(pagina, "convocacoes-2.xlsx"));
    expect(final.map((l) => [l[1], l[4], l[6], l[8], l[9]])).toEqual([
      ["Convocação", "Posição", "Inscrição", "Substitui", "Desfecho"],
      [1, 1, primeira[0][2], null, null],
      [1, 2, primeira[1][2], null, "Sem efeito"],
      [1, 3, primeira[2][2], null, null],
      [2, 2, segunda[0][2], primeira[1][2], null],
    ]);
    expect(erros).toEqual([]);
  }, 180_000);
});
