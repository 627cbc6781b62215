/**
 * The user guide (docs/guia.md): the pane links to it, the build serves it with its pictures, and the
 * pictures are this test's screenshots of the steps at 350 px, the width of Excel's pane. They go to
 * test-results/guia/; with CAPTURAS_DO_GUIA=1 also to docs/imagens/, to be looked at and committed.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abrirPainelWeb, PASTA_DIST, PASTA_RESULTADOS, passoNaTela, type PainelWeb } from "./navegador";

const RAIZ = resolve(__dirname, "..", "..");
const EXEMPLO = join(RAIZ, "assets", "exemplo-edital.xlsx");
/** A page of a result the banca published (test/publicada/corpus). */
const PDF_DA_BANCA = join(RAIZ, "test", "publicada", "corpus", "cebraspe-pas-2etapa-2023-pag1.pdf");
const GUIA = readFileSync(join(RAIZ, "docs", "guia.md"), "utf8");
const CAPTURAS = join(PASTA_RESULTADOS, "guia");
const IMAGENS_DO_GUIA = join(RAIZ, "docs", "imagens");
const tiradas: string[] = [];

async function fotografar(pagina: Page, nome: string): Promise<void> {
  const arquivo = `${nome}.png`;
  await pagina.screenshot({ path: join(CAPTURAS, arquivo), fullPage: true });
  if (process.env.CAPTURAS_DO_GUIA === "1")
    copyFileSync(join(CAPTURAS, arquivo), join(IMAGENS_DO_GUIA, arquivo));
  tiradas.push(arquivo);
}

describe("guia do usuário: as etapas a 350 px", () => {
  let painel: PainelWeb | undefined;
  let pagina: Page;

  beforeAll(async () => {
    mkdirSync(CAPTURAS, { recursive: true });
    mkdirSync(IMAGENS_DO_GUIA, { recursive: true });
    painel = await abrirPainelWeb(350);
    pagina = painel.pagina;
  });

  afterAll(() => painel?.fechar());

  it("o painel leva ao guia, que o build publica ao lado da página", async () => {
    const link = pagina.getByRole("link", { name: "Guia do usuário" });
    await expect.poll(() => link.count(), { timeout: 20_000 }).toBe(1);
    // A page, not raw Markdown: the guide's title as a heading, and every picture of it loaded.
    const guia = await pagina.context().newPage();
    const resposta = await guia.goto(new URL((await link.getAttribute("href"))!, pagina.url()).href);
    expect(resposta?.status()).toBe(200);
    expect(resposta?.headers()["content-type"]).toMatch(/^text\/html/);
    expect(await guia.getByRole("heading", { level: 1 }).innerText()).toBe(/^#\s+(.+)$/m.exec(GUIA)![1]);
    expect(await guia.locator("body").innerText()).not.toContain("**");
    const imagens = [...GUIA.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].length;
    await expect
      .poll(() =>
        guia
          .locator("img")
          .evaluateAll((is) => is.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
      )
      .toBe(imagens);
    expect(imagens).toBeGreaterThan(0);
    await guia.close();
    await pagina.waitForLoadState("networkidle");
    await fotografar(pagina, "01-inicio");
  });

  it("Dados, Edital, Conferência, Resultado e Nova convocação, com o exemplo do suplemento", async () => {
    await pagina.locator('input[type="file"]').setInputFiles(EXEMPLO);
    await expect
      .poll(
        () =>
          passoNaTela(pagina)
            .getByText(/^Lido: folha Candidatos/)
            .count(),
        { timeout: 20_000 },
      )
      .toBe(1);
    // The file chosen is read after whatever was open: the picture waits for the reading to end.
    await expect.poll(() => pagina.getByText("Lendo a planilha…").count(), { timeout: 20_000 }).toBe(0);
    await fotografar(pagina, "02-dados");

    await pagina.getByRole("button", { name: "Avançar: Edital" }).click();
    await pagina.getByLabel("Data de publicação do edital").fill("2025-09-01");
    await expect.poll(() => pagina.getByText(/Regime Decreto nº 12\.536\/2025/).count()).toBeGreaterThan(0);
    await fotografar(pagina, "03-edital");

    await pagina.getByRole("button", { name: "Avançar: Conferência" }).click();
    await expect
      .poll(() => pagina.getByRole("region", { name: /Etapa 3 de \d/ }).textContent())
      .toMatch(/aviso|problema/i);
    const aceitar = pagina.getByRole("checkbox", { name: "Li os avisos e quero calcular assim mesmo" });
    if (await aceitar.count()) await aceitar.check();
    await fotografar(pagina, "04-conferencia");

    await pagina.getByRole("button", { name: "Avançar: Resultado" }).click();
    await pagina.getByRole("button", { name: "Calcular e gravar as folhas" }).click();
    await expect
      .poll(() => passoNaTela(pagina).getByText("Folhas gravadas.").count(), { timeout: 30_000 })
      .toBe(1);
    await fotografar(pagina, "05-resultado");

    await pagina.getByRole("button", { name: "Publicar resultado" }).click();
    await expect
      .poll(
        () =>
          passoNaTela(pagina)
            .getByText(/Preencha os campos entre colchetes/)
            .count(),
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    await fotografar(pagina, "06-publicar");

    await pagina.getByRole("button", { name: "Avançar: Nova convocação" }).click();
    await expect.poll(() => passoNaTela(pagina).getByLabel("Posições a convocar agora").count()).toBe(1);
    // The picture shows who will be called: the preview comes from the session after the step opens.
    const chamados = passoNaTela(pagina).getByRole("table", {
      name: /^Convocação nº \d+: quem será convocado$/,
    });
    await expect.poll(() => chamados.count(), { timeout: 30_000 }).toBe(1);
    await fotografar(pagina, "07-convocacao");
  }, 120_000);

  it("Importar lista publicada: o PDF da banca lido, a seção e os avisos com a página", async () => {
    const importacao = await abrirPainelWeb(350);
    try {
      const p = importacao.pagina;
      await p.getByRole("button", { name: "Importar lista publicada (PDF ou texto)" }).click();
      const escolher = p.waitForEvent("filechooser");
      await p.getByRole("button", { name: "Escolher PDF ou texto…" }).click();
      await (await escolher).setFiles(PDF_DA_BANCA);
      await p.getByRole("list", { name: "Avisos da leitura" }).waitFor({ timeout: 30_000 });
      await fotografar(p, "08-importar-publicada");
    } finally {
      await importacao.fechar();
    }
  }, 60_000);

  it("o guia mostra exatamente estas capturas, e elas estão em docs/imagens e no build", () => {
    const citadas = [...GUIA.matchAll(/!\[[^\]]*\]\(imagens\/([^)]+)\)/g)].map((m) => m[1]);
    expect(citadas).toEqual(tiradas);
    for (const imagem of citadas) {
      expect(existsSync(join(IMAGENS_DO_GUIA, imagem)), `docs/imagens/${imagem}`).toBe(true);
      expect(existsSync(join(PASTA_DIST, "imagens", imagem)), `dist/imagens/${imagem}`).toBe(true);
    }
  });
});
