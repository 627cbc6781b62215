/**
 * The pane in web mode, in the real Chromium, walking the sequences of issue 13 (items 4 to 6):
 * - nothing opens by itself; the sample opens when asked;
 * - vagas the engine refuses ("abc", "-3", "20,5") stop the clerk at the Conferência, which names the
 *   cargo and the field (never "NaN"); fixed, computed and downloaded at once, the file's saved
 *   settings are exactly those that produced its sheets (the test opens the downloaded file);
 * - a title row above the header is information, not a warning to tick;
 * - leaving or reloading with edits asks first (beforeunload), a fresh page does not;
 * - one person found by inscrição or name, with the lists and the notes, the count announced;
 * - no English word in any step's text or accessible names; at 320 px a long error wraps, at 1280 px
 *   the pane uses the width. Screenshots: test-results/painel-*.png (350 and 1280 px).
 */
import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import ExcelJS from "exceljs";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAVE_CONFIGURACAO } from "../../src/adapters/porta";
import { abrirXlsx } from "../../src/adapters/xlsx/arquivo";
import type { Preferencias } from "../../src/pipeline/configuracao";
import {
  abrirNavegador,
  abrirPainelWeb,
  contextoDoPainel,
  PASTA_DIST,
  PASTA_RESULTADOS,
  passoNaTela,
  servirPasta,
  violacoesWcag,
  type PainelWeb,
  type Servidor,
} from "./navegador";

/** Words of Fluent's and the browser's English defaults that must never reach a clerk. */
const INGLES =
  /\b(Clear|selection|Dismiss|Close|Open|Search|Loading|Select|Submit|Next|Previous|Remove|Expand|Collapse|Show more|Required|Error|Warning|Success|Info|Menu|Options?)\b/;

/** The text on screen and every accessible name or description of the page. */
function textosDaPagina(pagina: Page): Promise<string[]> {
  return pagina.evaluate(() => {
    const textos = [document.body.innerText];
    for (const e of document.querySelectorAll("*")) {
      for (const a of ["aria-label", "aria-description", "aria-roledescription", "title", "placeholder"]) {
        const v = e.getAttribute(a);
        if (v) textos.push(`${a}=${v}`);
      }
    }
    return textos;
  });
}

async function semIngles(pagina: Page): Promise<string[]> {
  return (await textosDaPagina(pagina)).flatMap((t) => t.split("\n")).filter((t) => INGLES.test(t));
}

async function fotografar(pagina: Page, nome: string): Promise<void> {
  await pagina.screenshot({ path: join(PASTA_RESULTADOS, `painel-${nome}.png`), fullPage: true });
}

const larguraDaPagina = (pagina: Page) => pagina.evaluate(() => document.documentElement.scrollWidth);

async function abrirExemplo(pagina: Page): Promise<void> {
  await pagina.getByRole("button", { name: "Usar exemplo" }).click();
  await passoNaTela(pagina)
    .getByText(/^Lido: folha Candidatos/)
    .waitFor({ timeout: 30_000 });
}

describe("painel no modo web: a Conferência barra o que o motor recusa, as escolhas gravadas são as das folhas", () => {
  let painel: PainelWeb | undefined;
  let servidor: Servidor;
  let contexto: BrowserContext;
  let pagina: Page;
  const erros: string[] = [];
  const anuncios: string[] = [];
  const vagas = () => pagina.getByRole("textbox", { name: "Vagas de Analista Administrativo" });
  const irPara = (passo: string) => pagina.getByRole("button", { name: `Avançar: ${passo}` }).click();
  const voltarA = (passo: string) => pagina.getByRole("button", { name: passo, exact: true }).click();

  beforeAll(async () => {
    mkdirSync(PASTA_RESULTADOS, { recursive: true });
    painel = await abrirPainelWeb(350, {
      erros,
      console: true,
      antesDeCarregar: (p) => p.exposeFunction("registrarAnuncio", (t: string) => anuncios.push(t)),
    });
    ({ servidor, contexto, pagina } = painel);
  }, 60_000);

  afterAll(() => painel?.fechar());

  it("nada abre sozinho: o exemplo só quando pedido", async () => {
    await pagina.getByRole("button", { name: "Usar exemplo" }).waitFor();
    await pagina.waitForTimeout(1500);
    expect(await pagina.getByText("Arquivo aberto:").count()).toBe(0);
    expect(await semIngles(pagina)).toEqual([]);
    await abrirExemplo(pagina);
    expect(await pagina.getByText("Arquivo aberto:").textContent()).toContain("exemplo-edital.xlsx");
    expect(await semIngles(pagina)).toEqual([]);
  });

  it.each(["abc", "-3", "20,5"])(
    'vagas "%s": a Conferência diz o cargo e o campo, nunca NaN, e não deixa seguir',
    async (digitado) => {
      if (await pagina.getByRole("button", { name: "Avançar: Edital" }).count()) await irPara("Edital");
      else await voltarA("Edital");
      await pagina.getByLabel("Data de publicação do edital").fill("2025-09-01");
      await pagina.getByRole("textbox", { name: "PcD (%)" }).fill("10");
      await vagas().fill(digitado);
      await expect.poll(() => semIngles(pagina)).toEqual([]);
      await irPara("Conferência");
      const passo = passoNaTela(pagina);
      await expect
        .poll(() => passo.textContent())
        .toContain(
          `cargo "Analista Administrativo", vagas: o número de vagas deve ser um número inteiro igual ou maior que zero (zero: apenas cadastro de reserva); recebido "${digitado}"`,
        );
      expect(await pagina.evaluate(() => document.body.innerText)).not.toContain("NaN");
      const avancar = pagina.getByRole("button", { name: "Avançar: Resultado" });
      expect(await avancar.getAttribute("aria-disabled")).toBe("true");
      expect(await pagina.getByText("Para seguir, corrija os erros da Conferência.").count()).toBe(1);
      if (digitado === "abc") {
        await fotografar(pagina, "350-conferencia-erro");
        expect(await violacoesWcag(pagina)).toEqual([]);
        expect(await semIngles(pagina)).toEqual([]);
      }
    },
  );

  it("título acima do cabeçalho: informação, sem caixa de aviso a marcar", async () => {
    await voltarA("Edital");
    await vagas().fill("20");
    await irPara("Conferência");
    const passo = passoNaTela(pagina);
    await expect.poll(() => passo.textContent()).toContain("Nenhum erro nem aviso. Pode calcular.");
    expect(await passo.textContent()).toContain("a linha 1 está acima do cabeçalho");
    expect(await pagina.getByRole("checkbox", { name: /Li os avisos/ }).count()).toBe(0);
  });

  it("corrigido, calculado e baixado de imediato: as escolhas do arquivo são as que produziram as folhas", async () => {
    await irPara("Resultado");
    await pagina.getByRole("button", { name: "Calcular e gravar as folhas" }).click();
    await passoNaTela(pagina).getByText("Folhas gravadas.").waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([
      pagina.waitForEvent("download"),
      pagina.getByRole("button", { name: "Baixar pasta anotada" }).click(),
    ]);
    const caminho = join(PASTA_RESULTADOS, "painel-pasta-anotada.xlsx");
    await download.saveAs(caminho);

    const porta = await abrirXlsx(await readFile(caminho));
    const salvas = (await porta.lerConfiguracao(CHAVE_CONFIGURACAO)) as Preferencias;
    expect(salvas.edital?.percentuais).toEqual({ PCD: 10 });
    expect(salvas.edital?.dataPublicacao).toBe("2025-09-01");

    const pasta = new ExcelJS.Workbook();
    await pasta.xlsx.readFile(caminho);
    const quadro = pasta.getWorksheet("Quadro")!;
    const vagasNaFolha = new Map<string, number>();
    const pcdCalculado = new Map<string, number>();
    quadro.eachRow((linha, n) => {
      if (n === 1) return;
      const [cargo, vagasDoCargo, lista, calculado] = [1, 2, 3, 4].map((c) => linha.getCell(c).value);
      if (typeof cargo !== "string" || typeof vagasDoCargo !== "number") return;
      vagasNaFolha.set(cargo, vagasDoCargo);
      if (String(lista).startsWith("pessoas com deficiência")) pcdCalculado.set(cargo, Number(calculado));
    });
    expect(new Map(salvas.cargos?.map((c) => [c.id, c.vagas]))).toEqual(vagasNaFolha);
    // 10% of 20 vagas: 2 for PcD (the law's 5% would give 1).
    expect(pcdCalculado.get("Analista Administrativo")).toBe(2);
    expect(JSON.stringify(salvas)).not.toContain("null");
  });

  it("buscar candidato: por inscrição e por nome, a contagem anunciada, as listas e os artigos", async () => {
    const busca = pagina.getByRole("search", { name: "Buscar candidato" });
    const campo = busca.getByRole("searchbox", { name: "Inscrição ou nome" });
    await pagina.evaluate(() => {
      // Every message the live regions receive, as a screen reader would hear it.
      const vistos = new WeakMap<Node, string>();
      new MutationObserver(() => {
        for (const r of document.querySelectorAll("[aria-live]")) {
          const t = r.textContent ?? "";
          if (t && vistos.get(r) !== t) {
            vistos.set(r, t);
            (window as unknown as { registrarAnuncio: (t: string) => void }).registrarAnuncio(t);
          }
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const ordem = pagina.getByRole("table", { name: "Primeiras linhas da folha Ordem de nomeação" });
    // The preview puts the person first: Inscrição, Nome.
    expect(await ordem.locator("thead th").allTextContents()).toEqual(
      expect.arrayContaining(["Inscrição", "Nome"]),
    );
    expect((await ordem.locator("thead th").allTextContents()).slice(0, 2)).toEqual(["Inscrição", "Nome"]);
    const [inscricao, nome] = (await ordem.locator("tbody tr").first().locator("td").allTextContents()).slice(
      0,
      2,
    );

    await campo.fill(inscricao);
    const ficha = busca.getByRole("article");
    await expect.poll(() => ficha.count(), { timeout: 5000 }).toBe(1);
    expect(await ficha.getByRole("heading").textContent()).toBe(`${nome}, inscrição ${inscricao}`);
    const texto = (await ficha.textContent()) ?? "";
    expect(texto).toContain("1ª posição da ordem de nomeação");
    expect(texto).toMatch(/AC \(ampla concorrência\): \d+ª na classificação · Nomeado\(a\) nesta lista/);
    expect(texto).toMatch(/\((Lei|Decreto|Edital)[^)]*\)/);
    await expect.poll(() => anuncios).toContain("1 candidato encontrado.");

    await campo.fill("a");
    await expect.poll(() => anuncios.some((a) => /^\d+ candidatos encontrados/.test(a))).toBe(true);
    const encontrados = busca.getByRole("list", { name: "Candidatos encontrados" }).getByRole("button");
    expect(await encontrados.count()).toBeGreaterThan(1);
    await encontrados.first().click();
    // The person's record comes from the session in the Web Worker: it arrives after the click.
    await expect.poll(() => ficha.count()).toBe(1);
    await campo.fill(inscricao);
    await expect.poll(() => ficha.count()).toBe(1);
    await fotografar(pagina, "350-resultado-busca");
    expect(await larguraDaPagina(pagina)).toBeLessThanOrEqual(350);
    expect(await violacoesWcag(pagina)).toEqual([]);
    expect(await semIngles(pagina)).toEqual([]);
  });

  it("a 1280 px o painel usa a largura", async () => {
    await pagina.setViewportSize({ width: 1280, height: 900 });
    const largura = await pagina.locator("main").evaluate((m) => m.getBoundingClientRect().width);
    expect(largura).toBeGreaterThan(1100);
    await fotografar(pagina, "1280-resultado");
    await voltarA("Edital");
    await fotografar(pagina, "1280-edital");
    await pagina.setViewportSize({ width: 350, height: 800 });
  });

  it("sair ou recarregar a página com alterações pede confirmação (beforeunload)", async () => {
    // The browser's own dialog needs the page's handler to cancel the event: asked of the page as the
    // browser asks it (headless Chromium does not show the dialog to a script).
    const cancela = (p: Page) =>
      p.evaluate(() => {
        const e = new Event("beforeunload", { cancelable: true });
        window.dispatchEvent(e);
        return e.defaultPrevented;
      });
    expect(await cancela(pagina)).toBe(true);
    const nova = await contexto.newPage();
    await nova.goto(`${servidor.url}index.html`);
    await nova.getByRole("button", { name: "Usar exemplo" }).waitFor();
    expect(await cancela(nova)).toBe(false);
    expect(erros).toEqual([]);
  });
});

describe("painel a 320 px: um erro longo quebra a linha", () => {
  it("percentual abaixo do mínimo do Decreto: a mensagem cabe na largura", async () => {
    const servidor = await servirPasta(process.env.PASTA_DIST ?? PASTA_DIST);
    const navegador = await abrirNavegador();
    try {
      const contexto = await contextoDoPainel(navegador, 320);
      const pagina = await contexto.newPage();
      await pagina.goto(`${servidor.url}index.html`);
      await abrirExemplo(pagina);
      await pagina.getByRole("button", { name: "Avançar: Edital" }).click();
      await pagina.getByLabel("Data de publicação do edital").fill("2025-09-01");
      const ppp = pagina.getByRole("textbox", { name: "PPP (%)" });
      await ppp.fill("1,5");
      await ppp.blur();
      await expect
        .poll(() => pagina.getByText(/a reserva para PPP deve ser de no mínimo/).count(), { timeout: 5000 })
        .toBeGreaterThan(0);
      await fotografar(pagina, "320-edital-erro");
      expect(await larguraDaPagina(pagina)).toBeLessThanOrEqual(320);
    } finally {
      await navegador.close();
      await servidor.fechar();
    }
  });
});
