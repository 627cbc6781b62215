/**
 * What the browser tests of calls in web mode (web-convocacoes, web-desfecho, sob-demanda) do the same
 * way: the pane opened on the sample ("Usar exemplo"), the result computed and written ("Calcular e
 * gravar as folhas", replacing the sheets when the workbook already has them), and a call made in the
 * Nova convocação step, read from its table "quem será convocado" before it is recorded.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { abrirPainelWeb, PASTA_RESULTADOS, passoNaTela, type PainelWeb } from "./navegador";

/** "Usar exemplo", then the sample read in the Dados step. */
export async function usarOExemplo(pagina: Page): Promise<void> {
  await pagina.getByRole("button", { name: "Usar exemplo" }).click();
  await passoNaTela(pagina)
    .getByText(/^Lido: folha Candidatos/)
    .waitFor({ timeout: 30_000 });
}

/** The web pane at `largura` px with the sample read; console and page errors go to `erros`. */
export async function abrirComOExemplo(largura: number, erros: string[]): Promise<PainelWeb> {
  mkdirSync(PASTA_RESULTADOS, { recursive: true });
  const painel = await abrirPainelWeb(largura, { erros });
  await usarOExemplo(painel.pagina);
  return painel;
}

/** From Dados to Resultado: the warnings accepted, the sheets written (replaced if already there). */
export async function calcular(pagina: Page): Promise<void> {
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
      { timeout: 60_000 },
    )
    .toBe(true);
  if (await substituir.count()) await substituir.click();
  await expect
    .poll(() => passoNaTela(pagina).getByText("Folhas gravadas.").count(), { timeout: 30_000 })
    .toBe(1);
}

/** The rows of the table "quem será convocado": Posição, Lista, Inscrição, Nome, Substitui. */
export async function chamados(pagina: Page): Promise<string[][]> {
  const linhas = passoNaTela(pagina).getByRole("table").locator("tbody tr");
  const n = await linhas.count();
  const r: string[][] = [];
  for (let i = 0; i < n; i++) r.push(await linhas.nth(i).locator("td").allInnerTexts());
  return r;
}

/**
 * A call in the Nova convocação step, confirmed in its dialog: the rows of the table and the list "Por
 * que cada pessoa" as they were before Convocar (once recorded, the step shows the next call).
 */
export async function convocar(
  pagina: Page,
  posicoes: string,
  ato: string,
  esperadas: number,
  opcoes: {
    /** Typed into "Vagas que surgiram desde o edital" when given. */
    vagasSurgidas?: string;
    /** A picture of the step before Convocar and of the dialog (test-results/), to look at. */
    foto?: string;
  } = {},
): Promise<{ linhas: string[][]; porQue: string }> {
  await pagina.getByRole("textbox", { name: "Posições a convocar agora" }).fill(posicoes);
  if (opcoes.vagasSurgidas !== undefined)
    await pagina.getByRole("textbox", { name: /^Vagas que surgiram/ }).fill(opcoes.vagasSurgidas);
  await pagina.getByRole("textbox", { name: /^Ato/ }).fill(ato);
  await pagina.getByLabel("Data da convocação").fill("01/03/2026");
  await expect.poll(async () => (await chamados(pagina)).length, { timeout: 20_000 }).toBe(esperadas);
  const linhas = await chamados(pagina);
  const porQue = await passoNaTela(pagina).getByRole("list", { name: "Por que cada pessoa" }).innerText();
  const { foto } = opcoes;
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
