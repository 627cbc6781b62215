/**
 * The help page the manifest gives as SupportUrl and LearnMoreUrl: built into dist/, in Portuguese, with
 * the four steps, and loading under its own CSP without a single error (no script, no other origin).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abrirNavegador, abrirPagina, servirPasta, type Servidor } from "./navegador";
import { PASSOS, ROTULO_DO_PASSO } from "../../src/taskpane/estado";

describe("página de ajuda (dist/ajuda.html)", () => {
  let servidor: Servidor;
  let navegador: Browser;

  beforeAll(async () => {
    servidor = await servirPasta();
    navegador = await abrirNavegador();
  });

  afterAll(async () => {
    await navegador?.close();
    await servidor?.fechar();
  });

  it("é a SupportUrl e a LearnMoreUrl do manifesto, não o modo web", () => {
    const manifesto = readFileSync(join(__dirname, "..", "..", "manifest.xml"), "utf8");
    expect(manifesto).toMatch(/<SupportUrl DefaultValue="https:\/\/localhost:3000\/ajuda\.html"\/>/);
    expect(manifesto).toMatch(
      /id="GetStarted\.LearnMoreUrl" DefaultValue="https:\/\/localhost:3000\/ajuda\.html"/,
    );
  });

  it("abre em português com as etapas do painel e onde obter ajuda, sem erro no console nem pedido de fora", async () => {
    const { pagina, erros, falhas, pedidos } = await abrirPagina(navegador, `${servidor.url}ajuda.html`);
    await pagina.waitForLoadState("networkidle");
    expect(await pagina.getByRole("heading", { level: 1 }).textContent()).toBe("Cotas em Concursos");
    expect(await pagina.evaluate(() => document.documentElement.lang)).toBe("pt-BR");
    const etapas = await pagina.locator("ol > li > strong").allTextContents();
    // The pane's own steps, by their labels: the help cannot say four where the pane has five.
    expect(etapas).toEqual(PASSOS.map((p) => ROTULO_DO_PASSO[p]));
    expect(await pagina.getByRole("heading", { name: "Onde obter ajuda" }).isVisible()).toBe(true);
    // The stylesheet applied (a blocked or missing one would leave the browser's default margin).
    expect(await pagina.evaluate(() => getComputedStyle(document.body).margin)).toBe("0px");
    expect(erros).toEqual([]);
    expect(falhas).toEqual([]);
    expect(pedidos.filter((url) => !url.startsWith(servidor.url))).toEqual([]);
  });
});
