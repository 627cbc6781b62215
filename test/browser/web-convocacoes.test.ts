/**
 * Two calls in the pane, in web mode (dist/index.html in Chromium): the result computed on the sample,
 * a first call of three positions, the workbook downloaded and the outcome of the second person typed
 * into the Convocações sheet by another program (openpyxl, as a clerk would in Excel or LibreOffice),
 * the workbook opened again, and a second call of one position that replaces the sem-efeito person at
 * the same position (Lei 15.142, art. 7º, § 3º). The sheet only grows: the typed outcome stays. Then
 * the sequence goes on: a third call, a desistência typed by openpyxl, and a fourth call with two vagas
 * arising — the desistência replaced at its position, then the next positions.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PYTHON, temOpenpyxl } from "../ferramentas";
import { abrirPainelWeb, PASTA_RESULTADOS, passoNaTela, type PainelWeb } from "./navegador";

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

async function convocar(
  pagina: Page,
  posicoes: string,
  ato: string,
  esperadas: number,
  vagasSurgidas = "0",
  /** A picture of the step before Convocar (test-results/), to look at as the clerk sees it. */
  foto?: string,
): Promise<{ linhas: string[][]; porQue: string }> {
  await pagina.getByRole("button", { name: "Avançar: Nova convocação" }).click();
  await pagina.getByRole("textbox", { name: "Posições a convocar agora" }).fill(posicoes);
  await pagina.getByRole("textbox", { name: /^Vagas que surgiram/ }).fill(vagasSurgidas);
  await pagina.getByRole("textbox", { name: /^Ato/ }).fill(ato);
  await pagina.getByLabel("Data da convocação").fill("01/03/2026");
  await expect.poll(async () => (await chamados(pagina)).length, { timeout: 20_000 }).toBe(esperadas);
  const linhas = await chamados(pagina);
  // Read before Convocar: once recorded, the step shows the next call.
  const porQue = await passoNaTela(pagina).getByRole("list", { name: "Por que cada pessoa" }).innerText();
  if (foto) await pagina.screenshot({ path: join(PASTA_RESULTADOS, foto), fullPage: true });
  await pagina.getByRole("button", { name: "Convocar" }).click();
  // Nothing is recorded before the clerk confirms what the call is.
  const confirmacao = pagina.getByRole("dialog", { name: /^Registrar a convocação nº \d+\?$/ });
  await confirmacao.waitFor();
  if (foto)
    await pagina.screenshot({ path: join(PASTA_RESULTADOS, foto.replace(/\.png$/, "-confirmar.png")) });
  await confirmacao.getByRole("button", { name: "Registrar a convocação" }).click();
  await expect
    .poll(
      () =>
        passoNaTela(pagina)
          .getByText(/acrescentada à folha Convocações/)
          .count(),
      { timeout: 20_000 },
    )
    .toBe(1);
  return { linhas, porQue };
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

/** The clerk types outcomes in the Convocações sheet with another program and saves a copy. */
function digitarDesfechos(de: string, para: string, celulas: Record<string, string>): void {
  const codigo =
    "import sys, json, openpyxl\nw = openpyxl.load_workbook(sys.argv[1])\n" +
    "for c, t in json.loads(sys.argv[3]).items(): w['Convocações'][c] = t\nw.save(sys.argv[2])";
  execFileSync(PYTHON, ["-c", codigo, de, para, JSON.stringify(celulas)]);
}

/** Opens a workbook in the pane (Dados) and computes the result again, as the clerk does. */
async function reabrir(pagina: Page, caminho: string, nome: string): Promise<void> {
  await pagina.getByRole("button", { name: "Dados", exact: true }).click();
  await pagina.locator('input[type="file"]').setInputFiles(caminho);
  await expect
    .poll(() => pagina.getByText("Arquivo aberto:").textContent(), { timeout: 20_000 })
    .toContain(nome);
  await passoNaTela(pagina)
    .getByText(/^Lido: folha Candidatos/)
    .waitFor({ timeout: 30_000 });
  await calcular(pagina);
}

/** The Convocações sheet as openpyxl reads it (another reader than ours). */
function folhaConvocacoes(caminho: string): unknown[][] {
  const codigo =
    "import sys, json, openpyxl\nw = openpyxl.load_workbook(sys.argv[1])\n" +
    "print(json.dumps([list(r) for r in w['Convocações'].iter_rows(values_only=True)], default=str))";
  return JSON.parse(execFileSync(PYTHON, ["-c", codigo, caminho]).toString()) as unknown[][];
}

describe.skipIf(!temOpenpyxl())(
  "Nova convocação no modo web: convocações com desfechos digitados entre elas",
  () => {
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
      const { linhas: primeira } = await convocar(pagina, "3", "Portaria nº 1/2026", 3);
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
      const { linhas: segunda } = await convocar(pagina, "1", "Portaria nº 2/2026", 1);
      expect(segunda).toHaveLength(1);
      // Same position as the sem-efeito person, replacing them.
      expect([segunda[0][0], segunda[0][4]]).toEqual([primeira[1][0], primeira[1][3]]);
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

    it("três convocações com uma desistência, um sem efeito e duas vagas surgidas: substitutos nas mesmas posições (art. 7º, § 3º), depois as posições seguintes, ninguém chamado duas vezes", async () => {
      await reabrir(pagina, join(PASTA_RESULTADOS, "convocacoes-2.xlsx"), "convocacoes-2.xlsx");
      // The ledger so far: call 1 (positions 1–3, position 2 without effect), call 2 (position 2 again).
      const { linhas: terceira } = await convocar(pagina, "1", "Portaria nº 3/2026", 1);
      expect(terceira[0][0]).toBe("4");
      const baixada = await baixar(pagina, "convocacoes-3.xlsx");

      // Position 1 gave up (row 2), position 4 took office (row 6); saved by openpyxl.
      const comDesfechos = join(PASTA_RESULTADOS, "convocacoes-3-desfechos.xlsx");
      digitarDesfechos(baixada, comDesfechos, { J2: "Desistência", J6: "Posse" });
      await reabrir(pagina, comDesfechos, "convocacoes-3-desfechos.xlsx");
      // Two vagas arose: the desistência is replaced first, at position 1, then positions 5 and 6.
      const { linhas: quarta, porQue } = await convocar(
        pagina,
        "3",
        "Portaria nº 4/2026",
        3,
        "2",
        "nova-convocacao-substituicao-360.png",
      );
      // Why each person is there, in words, with the act: the replacement names whom it replaces.
      expect(porQue).toMatch(/1ª posição, .+: Substitui .+ na posição 1 \(convocação nº 1; desistência\)/);
      expect(porQue).toContain("5ª posição");
      expect(quarta.map((l) => l[0])).toEqual(["1", "5", "6"]);
      expect(quarta[0][4]).not.toBe("—");
      expect(quarta.slice(1).map((l) => l[4])).toEqual(["—", "—"]);

      const final = folhaConvocacoes(await baixar(pagina, "convocacoes-4.xlsx"));
      const linhas = final.slice(1);
      expect(linhas.map((l) => [l[1], l[4], l[9]])).toEqual([
        [1, 1, "Desistência"],
        [1, 2, "Sem efeito"],
        [1, 3, null],
        [2, 2, null],
        [3, 4, "Posse"],
        [4, 1, null],
        [4, 5, null],
        [4, 6, null],
      ]);
      const chamados = linhas.map((l) => l[6]);
      expect(new Set(chamados).size).toBe(chamados.length);
      // The replacement at position 1 names whom it replaces.
      expect(linhas[5][8]).toBe(linhas[0][6]);
      expect(erros).toEqual([]);
    }, 240_000);
  },
);
