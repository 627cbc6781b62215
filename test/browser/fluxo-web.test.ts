/**
 * The task pane in web mode, walked as a clerk would, keyboard and mouse, at the width of Excel's pane
 * (360 × 800): the sample opened through the file input, every step, the sheets written, the annotated
 * workbook downloaded and read back. On every step axe-core checks WCAG 2.0/2.1 A and AA: zero
 * violations. Screenshots of each step go to test-results/fluxo-*.png.
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  abrirNavegador,
  abrirPainelWeb,
  descricoes,
  PASTA_DIST,
  PASTA_RESULTADOS,
  passoNaTela,
  servirPasta,
  violacoesWcag,
  type PainelWeb,
  type Servidor,
} from "./navegador";

const EXEMPLO = resolve(__dirname, "..", "..", "assets", "exemplo-edital.xlsx");
async function fotografar(pagina: Page, nome: string): Promise<void> {
  await pagina.screenshot({ path: join(PASTA_RESULTADOS, `fluxo-${nome}.png`), fullPage: true });
}

describe("fluxo no modo web: da planilha aberta à pasta anotada baixada", () => {
  let painel: PainelWeb | undefined;
  let pagina: Page;
  const erros: string[] = [];

  beforeAll(async () => {
    mkdirSync(PASTA_RESULTADOS, { recursive: true });
    painel = await abrirPainelWeb(360, { erros, console: true });
    pagina = painel.pagina;
  }, 60_000); // a loaded machine starts Chromium in more than 10 s

  afterAll(() => painel?.fechar());

  it("abre sem arquivo; o exemplo só quando pedido", async () => {
    await pagina.getByRole("button", { name: "Usar exemplo" }).click();
    await expect
      .poll(() => pagina.getByText("Arquivo aberto:").textContent(), { timeout: 20_000 })
      .toContain("exemplo-edital.xlsx");
    await expect
      .poll(
        () =>
          passoNaTela(pagina)
            .getByText(/^Lido: folha Candidatos/)
            .count(),
        { timeout: 10_000 },
      )
      .toBe(1);
  });

  it("Dados: abre o arquivo pelo seletor, mapeia as colunas e mostra a prévia", async () => {
    await pagina.locator('input[type="file"]').setInputFiles(EXEMPLO);
    await expect
      .poll(() => passoNaTela(pagina).getByText("Lido: folha Candidatos, A1:J302: 300 candidatos.").count(), {
        timeout: 20_000,
      })
      .toBe(1);
    const previa = pagina.getByRole("table", { name: "Como as primeiras linhas foram lidas" });
    await expect.poll(() => previa.locator("tbody tr").count()).toBe(5);
    expect(await pagina.getByRole("combobox", { name: /Nota final/ }).textContent()).toContain("Nota final");
    await fotografar(pagina, "1-dados");
    expect(await violacoesWcag(pagina)).toEqual([]);
  });

  it("Edital: a data escolhe o regime e o quadro aparece enquanto se digita", async () => {
    await pagina.getByRole("button", { name: "Avançar: Edital" }).click();
    const data = pagina.getByLabel("Data de publicação do edital");
    await data.fill("2025-09-01");
    await expect.poll(() => pagina.getByText(/Regime Decreto nº 12\.536\/2025/).count()).toBeGreaterThan(0);
    // The vagas came from the sheet Vagas (Cargo, Vagas): 20 for Analista Administrativo.
    const vagas = pagina.getByRole("textbox", { name: "Vagas de Analista Administrativo" });
    await expect.poll(() => vagas.inputValue()).toBe("20");
    // The quadro is the vagas field's description (aria-describedby), read with it.
    await expect
      .poll(() => descricoes(vagas))
      .toEqual(["Quadro calculado: AC 13 · PPP 5 · IND 1 · QUI 0 · PcD 1"]);
    // Typed with the keyboard, the quadro follows: 100 vagas (RULES.md § 2: AC 65, PPP 25, IND 3, QUI 2, PcD 5).
    await vagas.fill("100");
    await expect
      .poll(() => descricoes(vagas))
      .toEqual(["Quadro calculado: AC 65 · PPP 25 · IND 3 · QUI 2 · PcD 5"]);
    await vagas.fill("20");
    await fotografar(pagina, "2-edital");
    expect(await violacoesWcag(pagina)).toEqual([]);
  });

  it("Conferência: problemas agrupados com o endereço; avisos aceitos para seguir", async () => {
    await pagina.getByRole("button", { name: "Avançar: Conferência" }).click();
    await expect
      .poll(() => pagina.getByRole("region", { name: /Etapa 3 de \d/ }).textContent())
      .toMatch(/aviso|Nenhum problema/);
    const aceitar = pagina.getByRole("checkbox", { name: "Li os avisos e quero calcular assim mesmo" });
    if (await aceitar.count()) await aceitar.check();
    await fotografar(pagina, "3-conferencia");
    expect(await violacoesWcag(pagina)).toEqual([]);
  });

  it("Resultado: calcula, grava as folhas, resume por cargo e baixa a pasta anotada", async () => {
    await pagina.getByRole("button", { name: "Avançar: Resultado" }).click();
    await pagina.getByRole("button", { name: "Calcular e gravar as folhas" }).click();
    await expect
      .poll(() => passoNaTela(pagina).getByText("Folhas gravadas.").count(), { timeout: 30_000 })
      .toBe(1);
    const resumo = pagina.getByRole("list", { name: "Resumo por cargo" }).getByRole("listitem");
    expect(await resumo.count()).toBe(4);
    expect(await resumo.first().textContent()).toMatch(/^Analista Administrativo20 vagas · 20 preenchidas/);
    // Web mode shows the sheets written, the first rows of one at a time.
    const visao = pagina.getByRole("table", { name: "Primeiras linhas da folha Ordem de nomeação" });
    expect(await visao.locator("thead th").first().textContent()).toBeTruthy();
    expect(await visao.locator("tbody tr").count()).toBeGreaterThan(0);
    await fotografar(pagina, "4-resultado");
    expect(await violacoesWcag(pagina)).toEqual([]);

    const [download] = await Promise.all([
      pagina.waitForEvent("download"),
      pagina.getByRole("button", { name: "Baixar pasta anotada" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("exemplo-edital (anotado).xlsx");
    const caminho = join(PASTA_RESULTADOS, "fluxo-pasta-anotada.xlsx");
    await download.saveAs(caminho);
    const ExcelJS = (await import("exceljs")).default;
    const pasta = new ExcelJS.Workbook();
    await pasta.xlsx.readFile(caminho);
    const nomes = pasta.worksheets.map((f) => f.name);
    expect(nomes).toEqual(
      expect.arrayContaining(["Candidatos", "Vagas", "AC", "Ordem de nomeação", "Reversões", "Quadro"]),
    );
  });

  it("a pasta anotada, aberta de novo, traz o edital e as colunas gravados nela (nada fica no navegador)", async () => {
    await pagina.getByRole("button", { name: "Dados", exact: true }).click();
    await pagina
      .locator('input[type="file"]')
      .setInputFiles(join(PASTA_RESULTADOS, "fluxo-pasta-anotada.xlsx"));
    await expect
      .poll(() => pagina.getByText("Arquivo aberto:").textContent(), { timeout: 20_000 })
      .toContain("fluxo-pasta-anotada.xlsx");
    await expect
      .poll(
        () =>
          passoNaTela(pagina)
            .getByText(/^Lido: folha Candidatos/)
            .count(),
        { timeout: 20_000 },
      )
      .toBe(1);
    // The add-in's own sheets are not offered as the candidates' source.
    await pagina.getByRole("combobox", { name: "Onde estão os candidatos" }).click();
    const opcoes = await pagina.getByRole("option").allTextContents();
    await pagina.keyboard.press("Escape");
    expect(opcoes.some((o) => /Ordem de nomeação|Quadro|_cotas/.test(o))).toBe(false);
    await pagina.getByRole("button", { name: "Avançar: Edital" }).click();
    expect(await pagina.getByLabel("Data de publicação do edital").inputValue()).toBe("01/09/2025");
    expect(await pagina.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  });

  it("um .csv arrastado para a zona de arquivo é aberto como pasta", async () => {
    await pagina.getByRole("button", { name: "Dados", exact: true }).click();
    const csv =
      "Inscrição;Nome;Cargo;Nota final;Modalidade\n1;Ana;Analista;8,5;Ampla\n2;Bia;Analista;7,25;Negra\n";
    await pagina.getByTestId("zona-arquivo").evaluate((zona, texto) => {
      const dados = new DataTransfer();
      dados.items.add(new File([texto], "resultado.csv", { type: "text/csv" }));
      zona.dispatchEvent(new DragEvent("dragover", { dataTransfer: dados, bubbles: true, cancelable: true }));
      zona.dispatchEvent(new DragEvent("drop", { dataTransfer: dados, bubbles: true, cancelable: true }));
    }, csv);
    await expect
      .poll(() => pagina.getByText("Arquivo aberto:").textContent(), { timeout: 20_000 })
      .toContain("resultado.csv");
    await expect
      .poll(() => passoNaTela(pagina).getByText("Lido: folha resultado, A1:E3: 2 candidatos.").count())
      .toBe(1);
    const previa = pagina.getByRole("table", { name: "Como as primeiras linhas foram lidas" });
    expect(await previa.locator("tbody tr").allInnerTexts()).toEqual([
      "2\t1\tAna\tAnalista\t8,5\tAC",
      "3\t2\tBia\tAnalista\t7,25\tPPP",
    ]);
    await fotografar(pagina, "6-csv-arrastado");
    expect(await violacoesWcag(pagina)).toEqual([]);
  });

  it("Conferência com erros: cada um com a célula, nada a gravar; a página segue sem violações", async () => {
    await pagina.getByRole("button", { name: "Dados", exact: true }).click();
    const csv =
      "Inscrição;Nome;Cargo;Nota final;Modalidade\n1;Ana;Analista;8,5a;Ampla\n1;Bia;Analista;7;Negra\n";
    await pagina.getByTestId("zona-arquivo").evaluate((zona, texto) => {
      const dados = new DataTransfer();
      dados.items.add(new File([texto], "com-erros.csv", { type: "text/csv" }));
      zona.dispatchEvent(new DragEvent("drop", { dataTransfer: dados, bubbles: true, cancelable: true }));
    }, csv);
    await expect
      .poll(
        () =>
          passoNaTela(pagina)
            .getByText(/^Lido: folha com-erros/)
            .count(),
        { timeout: 20_000 },
      )
      .toBe(1);
    await pagina.getByRole("button", { name: "Avançar: Edital" }).click();
    await pagina.getByLabel("Data de publicação do edital").fill("2025-09-01");
    await pagina.getByRole("textbox", { name: "Vagas de Analista" }).fill("1");
    await pagina.getByRole("button", { name: "Avançar: Conferência" }).click();
    const passo = pagina.getByRole("region", { name: /Etapa 3 de \d/ });
    await expect.poll(() => passo.textContent()).toContain("erros a corrigir");
    const texto = (await passo.innerText()).replace(/\s+/g, " ");
    expect(texto).toContain("Erro 'com-erros'!D2:");
    expect(texto).toContain("Erro 'com-erros'!A3: inscrição \"1\" repetida");
    expect(
      await pagina.getByRole("button", { name: "Avançar: Resultado" }).getAttribute("aria-disabled"),
    ).toBe("true");
    await fotografar(pagina, "7-conferencia-com-erros");
    expect(await violacoesWcag(pagina)).toEqual([]);
  });

  it("sem erros no console durante todo o fluxo", () => {
    expect(erros).toEqual([]);
  });
});

describe("fluxo no modo web só com o teclado", () => {
  let servidor: Servidor;
  let navegador: Browser;
  let pagina: Page;

  beforeAll(async () => {
    servidor = await servirPasta(process.env.PASTA_DIST ?? PASTA_DIST);
    navegador = await abrirNavegador();
    pagina = await navegador.newPage({ locale: "pt-BR", viewport: { width: 360, height: 800 } });
    await pagina.goto(`${servidor.url}index.html`);
    await pagina.getByRole("button", { name: "Usar exemplo" }).click();
    await passoNaTela(pagina)
      .getByText(/^Lido: folha Candidatos/)
      .waitFor({ timeout: 20_000 });
  }, 60_000);

  afterAll(async () => {
    await navegador?.close();
    await servidor?.fechar();
  });

  /** Presses Tab until the focused element has this accessible text; fails after `limite` presses. */
  async function tabAte(nome: string, limite = 60): Promise<void> {
    for (let i = 0; i < limite; i++) {
      await pagina.keyboard.press("Tab");
      const rotulo = await pagina.evaluate(() => {
        const a = document.activeElement as HTMLInputElement | null;
        return (
          a?.getAttribute("aria-label") ?? a?.labels?.[0]?.innerText.trim() ?? a?.innerText?.trim() ?? ""
        );
      });
      if (rotulo === nome) return;
    }
    throw new Error(`"${nome}" não foi alcançado com ${limite} Tabs`);
  }

  it("Tab, Enter e Espaço levam da abertura às folhas gravadas, com o foco no começo de cada etapa", async () => {
    await tabAte("Avançar: Edital");
    await pagina.keyboard.press("Enter");
    expect(await pagina.evaluate(() => document.activeElement?.getAttribute("aria-labelledby"))).toBe(
      "titulo-do-passo",
    );
    await pagina.keyboard.press("Tab");
    // The date field (dd/mm/aaaa, a text field: the browser's date field follows its own language).
    expect(await pagina.evaluate(() => document.activeElement?.getAttribute("placeholder"))).toBe(
      "dd/mm/aaaa",
    );
    // The sample's edital already brought its publication date; the clerk could type over it here.
    expect(await pagina.getByText(/Regime Decreto nº 12\.536\/2025/).count()).toBeGreaterThan(0);
    await tabAte("Avançar: Conferência");
    await pagina.keyboard.press("Enter");
    // The check comes from the session (the Web Worker): the clerk reads it before going on. The
    // sample's title row is information: nothing to tick.
    await passoNaTela(pagina).getByText("Nenhum erro nem aviso. Pode calcular.").waitFor();
    await tabAte("Avançar: Resultado");
    await pagina.keyboard.press("Enter");
    await tabAte("Calcular e gravar as folhas");
    await pagina.keyboard.press("Space");
    await expect
      .poll(() => passoNaTela(pagina).getByText("Folhas gravadas.").count(), { timeout: 30_000 })
      .toBe(1);
    await tabAte("Baixar pasta anotada");
    await fotografar(pagina, "5-teclado");
  });
});
