/**
 * "Confirmação da autodeclaração" in the pane, web mode, real Chromium (issue #38): the mode chosen in
 * Edital, the convened per reserve shown and the Confirmação sheet written, the outcomes with their
 * reasons and the acts to publish; no WCAG violation; at 350 px (Excel's pane) nothing wider than the
 * page, at 1280 px the pane uses the width. Screenshots: test-results/confirmacao-350.png and -1280.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abrirPainelWeb, PASTA_RESULTADOS, passoNaTela, violacoesWcag, type PainelWeb } from "./navegador";

describe("Confirmação da autodeclaração no modo web", () => {
  let painel: PainelWeb | undefined;
  let pagina: Page;
  const erros: string[] = [];

  beforeAll(async () => {
    mkdirSync(PASTA_RESULTADOS, { recursive: true });
    painel = await abrirPainelWeb(350, { erros, console: true });
    pagina = painel.pagina;
  }, 60_000);

  afterAll(() => painel?.fechar());

  it("convoca, mostra os convocados por reserva e os resultados com o motivo; 350 e 1280 px", async () => {
    await pagina.getByRole("button", { name: "Usar exemplo" }).click();
    await passoNaTela(pagina)
      .getByText(/^Lido: folha Candidatos/)
      .waitFor({ timeout: 30_000 });
    await pagina.getByRole("button", { name: "Avançar: Edital" }).click();
    await pagina.getByLabel("Data de publicação do edital").fill("2025-09-01");
    await pagina.getByRole("combobox", { name: "O que calcular" }).click();
    await pagina.getByRole("option", { name: "Confirmação da autodeclaração" }).click();
    await pagina.getByRole("button", { name: "Avançar: Conferência" }).click();
    await pagina.getByRole("button", { name: "Avançar: Resultado" }).click();
    await pagina.getByRole("button", { name: "Convocar e gravar a folha de registro" }).click();
    try {
      await passoNaTela(pagina).getByText("Folhas gravadas.").waitFor({ timeout: 120_000 });
    } catch (e) {
      await pagina.screenshot({ path: join(PASTA_RESULTADOS, "confirmacao-falha.png"), fullPage: true });
      throw new Error(`${String(e)}\n${await passoNaTela(pagina).innerText()}\n${erros.join("\n")}`);
    }
    await pagina.screenshot({ path: join(PASTA_RESULTADOS, "confirmacao-350.png"), fullPage: true });
    // The viewport alone, where the convened begin and where the outcomes and Publicar are (the full
    // page of the example's hundreds of convened is tens of thousands of pixels tall).
    const tela = async (nome: string, titulo: string) => {
      await pagina.getByRole("heading", { name: titulo }).scrollIntoViewIfNeeded();
      await pagina.screenshot({ path: join(PASTA_RESULTADOS, `confirmacao-${nome}.png`) });
    };
    await tela("350-convocados", "Convocados por reserva");
    await tela("350-resultados", "Resultados e motivos");
    await tela("350-publicar", "Publicar");
    const passo = passoNaTela(pagina);
    expect(await passo.getByRole("heading", { name: "Convocados por reserva" }).count()).toBe(1);
    expect(await passo.getByRole("list", { name: /^Heteroidentificação — / }).count()).toBeGreaterThan(0);
    expect(await passo.getByRole("button", { name: "Publicar convocação" }).count()).toBe(1);
    expect(await passo.textContent()).toContain("Pendente (provisório)");
    expect(await pagina.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(350);
    expect(await violacoesWcag(pagina)).toEqual([]);
    await pagina.setViewportSize({ width: 1280, height: 800 });
    await pagina.screenshot({ path: join(PASTA_RESULTADOS, "confirmacao-1280.png"), fullPage: true });
    await tela("1280-convocados", "Convocados por reserva");
    await tela("1280-resultados", "Resultados e motivos");
    expect(erros).toEqual([]);
  }, 240_000);
});
