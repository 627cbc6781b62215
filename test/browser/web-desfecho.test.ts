/**
 * An outcome recorded in the pane, in web mode (#36, item 4): no Excel to type it into, so "Registrar
 * desfecho" finds the person called by inscrição or name, takes the outcome, its date and act, and
 * writes it into the Convocações sheet; the next call replaces the person at the same position. At the
 * width of Excel's pane (350 px) and on a wide screen (1280 px), with a screenshot of each to look at,
 * and nothing of the form wider than the pane.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abrirComOExemplo, calcular, convocar } from "./exemploNoPainel";
import { PASTA_RESULTADOS, passoNaTela, type PainelWeb } from "./navegador";

describe.each([350, 1280])("Registrar desfecho no modo web, a %i px", (largura) => {
  let painel: PainelWeb | undefined;
  let pagina: Page;
  const erros: string[] = [];

  beforeAll(async () => {
    painel = await abrirComOExemplo(largura, erros);
    pagina = painel.pagina;
  }, 60_000);

  afterAll(() => painel?.fechar());

  it("um sem efeito registrado no painel: a próxima convocação põe o substituto na mesma posição", async () => {
    await calcular(pagina);
    await pagina.getByRole("button", { name: "Avançar: Nova convocação" }).click();
    const { linhas: primeira } = await convocar(pagina, "3", "Portaria nº 1/2026", 3);
    const [posicao, , inscricao, nome] = primeira[1];

    const busca = pagina.getByRole("searchbox", { name: "Buscar pela inscrição ou pelo nome" });
    await busca.fill(inscricao);
    const pessoa = pagina.getByRole("combobox", { name: "Pessoa convocada" });
    await expect.poll(() => pessoa.locator("option").count()).toBe(2);
    await pessoa.selectOption({ index: 1 });
    await pagina.getByRole("combobox", { name: "Desfecho" }).selectOption({ label: "Sem efeito" });
    // dd/mm/aaaa whatever the browser's language; what is not a date gets its sentence at the field.
    const data = pagina.getByLabel("Data do desfecho");
    expect(await data.getAttribute("placeholder")).toBe("dd/mm/aaaa");
    await data.fill("31/02/2026");
    await data.blur();
    const naoLida = passoNaTela(pagina).getByText("Digite a data como dd/mm/aaaa, por exemplo 01/09/2025.");
    await naoLida.waitFor();
    await naoLida.scrollIntoViewIfNeeded();
    await pagina.screenshot({ path: join(PASTA_RESULTADOS, `desfecho-${largura}-data-invalida.png`) });
    await data.fill("10/03/2026");
    await pagina.getByRole("textbox", { name: "Documento do desfecho" }).fill("Portaria nº 5/2026");
    await pagina.screenshot({ path: join(PASTA_RESULTADOS, `desfecho-${largura}.png`), fullPage: true });
    await pagina.getByRole("button", { name: "Registrar desfecho" }).click();
    await expect
      .poll(
        () =>
          passoNaTela(pagina)
            .getByText(/registrado na folha Convocações/)
            .count(),
        { timeout: 20_000 },
      )
      .toBe(1);
    expect(
      await passoNaTela(pagina)
        .getByText(/registrado na folha Convocações/)
        .innerText(),
    ).toContain(nome);
    await pagina.screenshot({
      path: join(PASTA_RESULTADOS, `desfecho-${largura}-feito.png`),
      fullPage: true,
    });
    // Nothing of the form wider than the pane (a native select is as wide as its longest option).
    const direita = await pagina
      .locator('section[aria-labelledby="titulo-desfecho"]')
      .evaluate((e) =>
        Math.max(...[e, ...e.querySelectorAll("*")].map((x) => x.getBoundingClientRect().right)),
      );
    expect(direita).toBeLessThanOrEqual(largura);

    const { linhas: segunda } = await convocar(pagina, "1", "Portaria nº 6/2026", 1);
    expect(segunda[0][0]).toBe(posicao);
    expect(segunda[0][4]).toContain(nome);
    expect(erros).toEqual([]);
  }, 240_000);
});
