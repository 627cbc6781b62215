import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abrirNavegador, abrirPagina, PASTA_RESULTADOS, servirPasta, type Servidor } from "./navegador";

describe("painel em modo web (dist/index.html, fora do Excel)", () => {
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

  it("mostra a primeira tela em português, sem erros no console nem pedidos falhos", async () => {
    const { pagina, erros, falhas, pedidos } = await abrirPagina(navegador, `${servidor.url}index.html`);

    await expect
      .poll(() => pagina.getByRole("heading", { level: 1 }).textContent())
      .toBe("Cotas em Concursos");
    const texto = await pagina.locator("main").innerText();
    expect(texto).toContain("reserva de vagas");
    expect(texto).toContain("Lei 15.142/2025");
    expect(await pagina.getByRole("region", { name: "Etapas" }).isVisible()).toBe(true);
    expect(await pagina.evaluate(() => document.documentElement.lang)).toBe("pt-BR");

    // The web mode fetches its sample edital at start: its errors count too.
    await pagina.waitForLoadState("networkidle");
    // office.js's loader framed its telemetry service 3 s after load (a CSP error in the console): the
    // page is watched past that moment, or a fast run ends before the error comes.
    await pagina.waitForTimeout(4000);
    mkdirSync(PASTA_RESULTADOS, { recursive: true });
    await pagina.screenshot({ path: join(PASTA_RESULTADOS, "taskpane-inicio.png"), fullPage: true });

    expect(erros).toEqual([]);
    expect(falhas).toEqual([]);
    // Everything comes from the add-in's own origin: no CDN, no telemetry; and no office.js outside Office.
    expect(pedidos.filter((url) => !url.startsWith(servidor.url))).toEqual([]);
    expect(pedidos.filter((url) => /office/i.test(new URL(url).pathname))).toEqual([]);
    expect(await pagina.locator("iframe").count()).toBe(0);
  });

  it("taskpane.html sem acesso ao CDN do Office não espera para sempre: abre em modo web", async () => {
    const { pagina, falhas } = await abrirPagina(navegador, `${servidor.url}taskpane.html`, (p) =>
      p.route("https://appsforoffice.microsoft.com/**", (rota) => rota.abort("internetdisconnected")),
    );
    await expect
      .poll(() => pagina.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000 })
      .toBe("Cotas em Concursos");
    expect(await pagina.locator("main").innerText()).toContain("Modo web");
    expect(falhas).toEqual([
      "https://appsforoffice.microsoft.com/lib/1/hosted/office.js (net::ERR_INTERNET_DISCONNECTED)",
    ]);
  });
});
