/**
 * The parts of the pane loaded on demand (etapas/SobDemanda.tsx), in the production build and a real
 * Chromium: the result's parts come in their own chunk ("resultado") after the run; when that chunk
 * cannot be fetched (the network dropped), the pane says so in Portuguese instead of going blank, and
 * "Tentar de novo" fetches it once the network is back. Screenshot: test-results/sob-demanda-falha.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calcular, usarOExemplo } from "./exemploNoPainel";
import { abrirPainelWeb, PASTA_RESULTADOS, passoNaTela, type PainelWeb } from "./navegador";

const FALHA = "Não foi possível carregar esta parte do suplemento. Verifique a conexão e tente de novo.";

describe("partes do painel sob demanda, no build de produção", () => {
  let painel: PainelWeb | undefined;
  let pagina: Page;
  const pedidos: string[] = [];

  beforeAll(async () => {
    mkdirSync(PASTA_RESULTADOS, { recursive: true });
    painel = await abrirPainelWeb(350);
    pagina = painel.pagina;
    pagina.on("request", (r) => pedidos.push(new URL(r.url()).pathname));
  }, 60_000);

  afterAll(() => painel?.fechar());

  it("o chunk do resultado não vem: a frase em português; a rede de volta, 'Tentar de novo' mostra a parte", async () => {
    // The first screen does not ask for the result's chunk.
    await usarOExemplo(pagina);
    expect(pedidos.filter((p) => /\/resultado\.[0-9a-f]+\.js$/.test(p))).toEqual([]);

    await pagina.route(/\/resultado\.[0-9a-f]+\.js$/, (rota) => rota.abort("internetdisconnected"));
    await calcular(pagina);
    const falhas = passoNaTela(pagina).getByText(FALHA);
    await falhas.first().waitFor({ timeout: 20_000 });
    await pagina.screenshot({ path: join(PASTA_RESULTADOS, "sob-demanda-falha.png"), fullPage: true });
    // What did load stays: the summary per cargo is the pane's own.
    expect(await passoNaTela(pagina).getByRole("heading", { name: "Resumo por cargo" }).count()).toBe(1);

    await pagina.unroute(/\/resultado\.[0-9a-f]+\.js$/);
    // One "Tentar de novo" retries every part that failed (SobDemanda.tsx); click while any is left.
    const tentar = passoNaTela(pagina).getByRole("button", { name: "Tentar de novo" });
    for (let antes = await tentar.count(); antes > 0; antes = await tentar.count()) {
      await tentar.first().click();
      await expect.poll(() => tentar.count(), { timeout: 20_000 }).toBeLessThan(antes);
    }
    await expect.poll(() => falhas.count(), { timeout: 20_000 }).toBe(0);
    await passoNaTela(pagina)
      .getByRole("button", { name: "Publicar resultado" })
      .waitFor({ timeout: 20_000 });
    expect(await passoNaTela(pagina).getByRole("searchbox").count()).toBe(1);
  }, 180_000);
});
