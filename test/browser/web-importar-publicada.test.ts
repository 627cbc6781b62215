/**
 * "Importar lista publicada" in web mode (dist/index.html in Chromium), with the banca's real PDF
 * (test/publicada/corpus): pdf.js reads it in its own worker, the pane shows the section and each
 * warning with its page, and the candidates go to a new workbook read into the mapping — at the width
 * of Excel's pane and at desktop width, with pictures of the step (test-results/importar-*.png).
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abrirPainelWeb, PASTA_RESULTADOS, passoNaTela, type PainelWeb } from "./navegador";

const CORPUS = resolve(__dirname, "..", "publicada", "corpus");

describe.each([360, 1280])("Importar lista publicada no modo web, a %i px", (largura) => {
  let painel: PainelWeb | undefined;
  const erros: string[] = [];

  beforeAll(async () => {
    mkdirSync(PASTA_RESULTADOS, { recursive: true });
    painel = await abrirPainelWeb(largura, { erros });
  }, 60_000);
  afterAll(() => painel?.fechar());

  it("o PDF publicado pela banca vira a folha dos candidatos, com as seções e os avisos à vista", async () => {
    const pagina = painel!.pagina;
    await pagina.getByRole("button", { name: "Importar lista publicada (PDF ou texto)" }).click();
    const escolher = pagina.waitForEvent("filechooser");
    await pagina.getByRole("button", { name: "Escolher PDF ou texto…" }).click();
    await (await escolher).setFiles(join(CORPUS, "cebraspe-pas-2etapa-2023-pag1.pdf"));
    const secoes = pagina.getByRole("list", { name: "Seções encontradas" });
    await secoes.waitFor({ timeout: 30_000 });
    expect(await secoes.innerText()).toMatch(
      /^ampla concorrência \(página 1\): \d+ lidos, 1 recusado — 1\.1 Resultado final nos itens do tipo D/,
    );
    const avisos = await pagina.getByRole("list", { name: "Avisos da leitura" }).innerText();
    expect(avisos).toContain("p. 1: 1 número(s) de página retirado(s) do texto (página 1).");
    expect(avisos).toContain("p. 1: O cabeçalho não diz qual coluna é a nota final");
    await pagina.screenshot({ path: join(PASTA_RESULTADOS, `importar-${largura}.png`), fullPage: true });
    // Nothing wider than the pane at 360 px.
    expect(await pagina.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(largura);

    // A record not read: the sheet is written only after the clerk says so, with the number (#37).
    const gravar = pagina.getByRole("button", { name: "Gravar a folha “Candidatos importados” e seguir" });
    expect(await gravar.isDisabled()).toBe(true);
    await pagina
      .getByRole("checkbox", {
        name: "Gravar a folha sem o 1 registro não lido (eu o confiro e completo depois)",
      })
      .check();
    await gravar.click();
    await expect
      .poll(
        () =>
          passoNaTela(pagina)
            .getByText(/^Lido: folha Candidatos importados, A1:/)
            .count(),
        {
          timeout: 20_000,
        },
      )
      .toBe(1);
    expect(await pagina.getByText("Arquivo aberto:").textContent()).toContain("candidatos-importados.xlsx");
    await pagina.screenshot({ path: join(PASTA_RESULTADOS, `importar-${largura}-lido.png`), fullPage: true });
    // The imported workbook lives only in the page: leaving it asks first, as the browser asks.
    const saidaCancelada = await pagina.evaluate(() => {
      const e = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    });
    expect(saidaCancelada).toBe(true);
    expect(erros).toEqual([]);
  }, 90_000);
});
