/**
 * Issue 36, items 6 and 8, in the real Chromium at the pane's 350 px and at 1280 px: the Dados preview
 * with the Nome column and no word cut in two; the Edital step with the Por quê of each list, the date
 * in dd/mm/aaaa, and no form field wider than 45rem (720 px) in a 1280 px window.
 * Screenshots: test-results/larguras-{350,1280}-{dados,edital,edital-cargo}.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abrirPainelWeb, PASTA_RESULTADOS, passoNaTela, type PainelWeb } from "./navegador";

/** The cap of a form field (src/taskpane/larguraDoFormulario.ts): 45rem at 16 px. */
const LARGURA_MAXIMA_DO_CAMPO = 720;

async function fotografar(pagina: Page, nome: string): Promise<void> {
  await pagina.screenshot({ path: join(PASTA_RESULTADOS, `larguras-${nome}.png`), fullPage: true });
}

/** The words of the preview's text cells laid out on more than one line (cut in the middle). */
function palavrasPartidas(pagina: Page): Promise<string[]> {
  return pagina.evaluate(() => {
    const tabela = document.querySelector('table[aria-labelledby="titulo-previa"]');
    const partidas: string[] = [];
    for (const celula of tabela?.querySelectorAll("td, th") ?? []) {
      const texto = celula.firstChild;
      if (!texto || texto.nodeType !== Node.TEXT_NODE) continue;
      const conteudo = texto.textContent ?? "";
      for (const m of conteudo.matchAll(/\S+/g)) {
        const r = document.createRange();
        r.setStart(texto, m.index);
        r.setEnd(texto, m.index + m[0].length);
        const linhas = new Set([...r.getClientRects()].map((q) => Math.round(q.top)));
        if (linhas.size > 1) partidas.push(m[0]);
      }
    }
    return partidas;
  });
}

/** The widest form field of the step on screen, in CSS px. */
function campoMaisLargo(pagina: Page): Promise<number> {
  return passoNaTela(pagina).evaluate((passo) =>
    Math.max(
      0,
      ...[...passo.querySelectorAll(".fui-Field, input")].map((c) => c.getBoundingClientRect().width),
    ),
  );
}

describe.each([350, 1280])("a %i px", (largura) => {
  let painel: PainelWeb | undefined;
  let pagina: Page;

  beforeAll(async () => {
    mkdirSync(PASTA_RESULTADOS, { recursive: true });
    painel = await abrirPainelWeb(largura);
    pagina = painel.pagina;
    await pagina.getByRole("button", { name: "Usar exemplo" }).click();
    await passoNaTela(pagina)
      .getByText(/^Lido: folha Candidatos/)
      .waitFor({ timeout: 30_000 });
  }, 90_000);

  afterAll(() => painel?.fechar());

  it("Dados: a prévia tem a coluna Nome depois da Inscrição, e nenhuma palavra partida ao meio", async () => {
    const previa = pagina.getByRole("table", { name: "Como as primeiras linhas foram lidas" });
    expect(await previa.locator("thead th").allInnerTexts()).toEqual([
      "Linha",
      "Inscrição",
      "Nome",
      "Cargo",
      "Nota",
      "Cotas",
    ]);
    const nomes = await previa.locator("tbody tr td:nth-child(3)").allInnerTexts();
    expect(nomes).toHaveLength(5);
    for (const n of nomes) expect(n).toMatch(/^\p{L}+(\s\p{L}+)+$/u);
    expect(await palavrasPartidas(pagina)).toEqual([]);
    expect(await campoMaisLargo(pagina)).toBeLessThanOrEqual(LARGURA_MAXIMA_DO_CAMPO);
    await fotografar(pagina, `${largura}-dados`);
  });

  it("Edital: a data em dd/mm/aaaa, o porquê de cada lista, e nenhum campo mais largo que 720 px", async () => {
    await pagina.getByRole("button", { name: "Avançar: Edital" }).click();
    const data = pagina.getByLabel("Data de publicação do edital");
    expect(await data.getAttribute("type")).toBe("text");
    expect(await data.getAttribute("placeholder")).toBe("dd/mm/aaaa");
    await data.fill("01/09/2025");
    await expect
      .poll(() =>
        pagina.getByText(/Regime Decreto nº 12\.536\/2025: edital publicado em 01\/09\/2025/).count(),
      )
      .toBeGreaterThan(0);
    const vagas = pagina.getByRole("textbox", { name: "Vagas de Analista Administrativo" });
    await vagas.fill("25");
    const porQue = passoNaTela(pagina).getByRole("list", { name: "Por quê:" }).first();
    await expect
      .poll(() => porQue.innerText())
      .toContain("Pessoas com deficiência: 5% de 25 = 1,25 → 2 (qualquer fração sobe).");
    expect(await campoMaisLargo(pagina)).toBeLessThanOrEqual(LARGURA_MAXIMA_DO_CAMPO);
    const larguraDaData = await data.evaluate((e) => e.getBoundingClientRect().width);
    expect(larguraDaData).toBeLessThanOrEqual(LARGURA_MAXIMA_DO_CAMPO);
    await fotografar(pagina, `${largura}-edital`);
    await passoNaTela(pagina)
      .locator("[data-cargo]")
      .first()
      .screenshot({ path: join(PASTA_RESULTADOS, `larguras-${largura}-edital-cargo.png`) });
  });
});
