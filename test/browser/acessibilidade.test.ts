/**
 * The task pane as a screen-reader and keyboard-only clerk meets it (issue #16), in web mode at the
 * width of Excel's pane (350 px): what the live regions say after each action (each message once,
 * assertive only for an error that stops the clerk), where the focus is after each transition, the
 * aria attributes of invalid fields, the names of the controls, and no sideways scrolling at 200% zoom
 * (175 CSS px). axe-core stays at zero violations. Screenshots: test-results/a11y-*.png.
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import ExcelJS from "exceljs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  abrirNavegador,
  contextoDoPainel,
  descricoes,
  PASTA_DIST,
  PASTA_RESULTADOS,
  passoNaTela,
  servirPasta,
  violacoesWcag,
  type Servidor,
} from "./navegador";

const EXEMPLO = resolve(__dirname, "..", "..", "assets", "exemplo-edital.xlsx");

/**
 * Runs in the page before its scripts: records every message put in a live region — the announcer's
 * (`[data-anuncio]`, each message a new node) and any other `role="alert"` element (a field's error) —
 * as "educado: …", "urgente: …" or "alerta: …", in window.__anuncios.
 */
function gravarAnuncios(): void {
  const registro: string[] = [];
  (window as unknown as { __anuncios: string[] }).__anuncios = registro;
  const vistos = new WeakSet<Node>();
  const ultimoAlerta = new WeakMap<Element, string>();
  new MutationObserver(() => {
    for (const regiao of document.querySelectorAll<HTMLElement>("[data-anuncio]")) {
      for (const no of regiao.childNodes) {
        if (vistos.has(no)) continue;
        vistos.add(no);
        if (no.textContent) registro.push(`${regiao.dataset.anuncio}: ${no.textContent}`);
      }
    }
    for (const alerta of document.querySelectorAll('[role="alert"]:not([data-anuncio])')) {
      const texto = alerta.textContent ?? "";
      if (texto && ultimoAlerta.get(alerta) !== texto) registro.push(`alerta: ${texto}`);
      ultimoAlerta.set(alerta, texto);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** The messages recorded since the last call. */
async function novosAnuncios(pagina: Page): Promise<string[]> {
  return pagina.evaluate(() => {
    const w = window as unknown as { __anuncios: string[] };
    return w.__anuncios.splice(0, w.__anuncios.length);
  });
}

/** What has the focus: its role-ish tag and its text (or label). */
function focado(pagina: Page): Promise<string> {
  return pagina.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    if (!a || a === document.body) return "body";
    return `${a.tagName.toLowerCase()}: ${(a.getAttribute("aria-label") ?? a.innerText ?? "").trim()}`;
  });
}

/** Sideways scrolling of the page ("nenhuma", or how wide it is), the step labels cut inside their
 *  buttons, and what sticks out to the right of the pane. */
function rolagemLateral(pagina: Page): Promise<{ rolagem: string; cortados: string[]; fora: string[] }> {
  return pagina.evaluate(() => {
    const raiz = document.documentElement;
    const cortados = [...document.querySelectorAll<HTMLElement>('nav[aria-label="Etapas do cálculo"] button')]
      .filter((b) => b.scrollWidth > b.clientWidth)
      .map((b) => b.innerText.replace(/\s+/g, " "));
    // Inside a box that scrolls or clips (the preview tables) sticking out is the box's business.
    const recortado = (e: Element) => {
      for (let p = e.parentElement; p && p !== document.body; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== "visible") return true;
      return false;
    };
    const fora = [...document.querySelectorAll<HTMLElement>("main *")]
      .filter(
        (e) => e.getBoundingClientRect().right > raiz.clientWidth + 0.5 && e.getClientRects().length > 0,
      )
      .filter((e) => !recortado(e))
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${e.className.toString().split(" ")[0]}: ${(e.textContent ?? "").slice(0, 40)}`,
      )
      .slice(0, 5);
    const rolagem =
      raiz.scrollWidth > raiz.clientWidth ? `${raiz.scrollWidth} > ${raiz.clientWidth}` : "nenhuma";
    return { rolagem, cortados, fora };
  });
}

async function fotografar(pagina: Page, nome: string): Promise<void> {
  await pagina.screenshot({ path: join(PASTA_RESULTADOS, `a11y-${nome}.png`), fullPage: true });
}

/** A page of the pane; with `abrirExemplo`, the sample opened (nothing opens by itself). */
async function novaPagina(contexto: BrowserContext, servidor: Servidor, abrirExemplo = true): Promise<Page> {
  const pagina = await contexto.newPage();
  await pagina.addInitScript(gravarAnuncios);
  await pagina.goto(`${servidor.url}index.html`);
  if (!abrirExemplo) {
    await pagina.getByRole("button", { name: "Usar exemplo" }).waitFor({ timeout: 30_000 });
    return pagina;
  }
  await pagina.getByRole("button", { name: "Usar exemplo" }).click();
  await passoNaTela(pagina)
    .getByText(/^Lido: folha Candidatos/)
    .waitFor({ timeout: 30_000 });
  return pagina;
}

describe("painel acessível: anúncios, foco, erros e nomes (350 px)", () => {
  let servidor: Servidor;
  let navegador: Browser;
  let contexto: BrowserContext;
  let pagina: Page;
  const erros: string[] = [];

  beforeAll(async () => {
    mkdirSync(PASTA_RESULTADOS, { recursive: true });
    servidor = await servirPasta(process.env.PASTA_DIST ?? PASTA_DIST);
    navegador = await abrirNavegador();
    contexto = await contextoDoPainel(navegador, 350);
    // The first test opens the sample through the file input.
    pagina = await novaPagina(contexto, servidor, false);
    pagina.on("pageerror", (e) => erros.push(`${e.name}: ${e.message}`));
  }, 60_000);

  afterAll(async () => {
    await contexto?.close();
    await navegador?.close();
    await servidor?.fechar();
  });

  it("Dados: abrir um arquivo diz 'Lendo a planilha…' e o que foi lido, uma vez cada; a entrada de arquivo oculta não aparece", async () => {
    await novosAnuncios(pagina);
    await pagina.locator('input[type="file"]').setInputFiles(EXEMPLO);
    await expect
      // The first file of the page also loads the .xlsx reader (a worker): slower than the next ones.
      .poll(() => pagina.evaluate(() => (window as unknown as { __anuncios: string[] }).__anuncios.length), {
        timeout: 30_000,
      })
      .toBe(2);
    expect(await novosAnuncios(pagina)).toEqual([
      "educado: Lendo a planilha…",
      "educado: Lido: folha Candidatos, A1:J302: 300 candidatos.",
    ]);
    // Only the visible controls: the hidden file input is not a second, unlabelled button.
    const zona = pagina.getByTestId("zona-arquivo");
    expect(await zona.getByRole("button").allTextContents()).toEqual(["Escolher arquivo…", "Usar exemplo"]);

    // A file that does not open stops the clerk: said assertively, once.
    await pagina.locator('input[type="file"]').setInputFiles({
      name: "corrompido.xlsx",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("x"),
    });
    await expect.poll(() => passoNaTela(pagina).getByRole("group", { name: "Erro" }).count()).toBe(1);
    const mensagem = await passoNaTela(pagina).getByRole("group", { name: "Erro" }).innerText();
    await expect
      .poll(() => novosAnuncios(pagina))
      .toEqual(["educado: Lendo a planilha…", `urgente: ${mensagem}`]);
    expect(await violacoesWcag(pagina)).toEqual([]);
  });

  it("a 350 px as cinco etapas ficam numa linha, cada rótulo inteiro na sua coluna", async () => {
    const etapas = await pagina.evaluate(() =>
      [...document.querySelectorAll("nav ol button")].map((b) => {
        const rotulo = b.lastElementChild as HTMLElement;
        return { topo: Math.round(b.getBoundingClientRect().top), cabe: rotulo.scrollWidth <= b.clientWidth };
      }),
    );
    expect(etapas).toHaveLength(5);
    expect(new Set(etapas.map((e) => e.topo)).size).toBe(1);
    expect(etapas.every((e) => e.cabe)).toBe(true);
  });

  it("Edital: nada fala ao entrar; a data só é conferida na pausa (um alerta, não um por tecla)", async () => {
    await pagina.getByRole("button", { name: "Avançar: Edital" }).click();
    expect(await pagina.evaluate(() => document.activeElement?.getAttribute("aria-labelledby"))).toBe(
      "titulo-do-passo",
    );
    await pagina.waitForTimeout(1500);
    // Four cargos, no four "Quadro calculado" said at once.
    expect(await novosAnuncios(pagina)).toEqual([]);

    const data = pagina.getByLabel("Data de publicação do edital");
    // Typed as a clerk types it, dd/mm/aaaa: the date passes through "01/01/2", "01/01/20", "01/01/201".
    await data.fill("");
    await data.focus();
    await pagina.keyboard.type("01/01/2010", { delay: 50 });
    expect(await data.inputValue()).toBe("01/01/2010");
    await pagina.waitForTimeout(1500);
    const alertas = await novosAnuncios(pagina);
    expect(alertas).toHaveLength(1);
    expect(alertas[0]).toMatch(/^alerta: .*Lei nº 12\.990/);
    expect(await data.getAttribute("aria-invalid")).toBe("true");
    expect((await descricoes(data)).join(" ")).toMatch(/Lei nº 12\.990/);

    await data.fill("2025-09-01");
    await expect.poll(() => data.getAttribute("aria-invalid")).toBeNull();
    // The regime the date chooses is said once, the typing paused.
    await expect
      .poll(() => novosAnuncios(pagina), { timeout: 5000 })
      .toEqual([expect.stringMatching(/^educado: Regime Decreto nº 12\.536\/2025/)]);
  });

  it("Edital: percentual inválido marca o campo (aria-invalid, aria-describedby) e Avançar diz por que não segue", async () => {
    const ppp = pagina.getByRole("textbox", { name: /^PPP \(%\)/ });
    await ppp.fill("150");
    await ppp.blur();
    await expect.poll(() => ppp.getAttribute("aria-invalid")).toBe("true");
    expect((await descricoes(ppp)).join(" ")).toMatch(/percentual 150 fora do intervalo de 0 a 100/);
    const avancar = pagina.getByRole("button", { name: "Avançar: Conferência" });
    expect(await avancar.getAttribute("aria-disabled")).toBe("true");
    expect((await descricoes(avancar)).join(" ")).toMatch(
      /^Para seguir, corrija o edital: percentual 150 fora do intervalo de 0 a 100/,
    );
    // Reachable with the keyboard, and it does not go on.
    await avancar.focus();
    expect(await focado(pagina)).toBe("button: Avançar: Conferência");
    await pagina.keyboard.press("Enter");
    expect(await pagina.getByRole("button", { name: "Avançar: Conferência" }).count()).toBe(1);
    await fotografar(pagina, "edital-invalido");
    expect(await violacoesWcag(pagina)).toEqual([]);

    await ppp.fill("");
    await expect.poll(() => avancar.getAttribute("aria-disabled")).toBeNull();
    expect(await ppp.getAttribute("aria-invalid")).toBeNull();
    await novosAnuncios(pagina);
  });

  it("Edital: cada campo de vagas é descrito pelo seu quadro (ids válidos); o quadro é dito uma vez na pausa; nomes com o cargo", async () => {
    const vagas = pagina.getByRole("textbox", { name: /^Vagas de / });
    expect(await vagas.count()).toBe(4);
    for (const campo of await vagas.all()) {
      const ids = (await campo.getAttribute("aria-describedby")) ?? "";
      expect(ids).not.toMatch(/^\s|\s$/);
      expect((await descricoes(campo)).every((t) => t?.startsWith("Quadro calculado: "))).toBe(true);
    }
    const analista = pagina.getByRole("textbox", { name: "Vagas de Analista Administrativo" });
    await analista.fill("100");
    await expect
      .poll(() => novosAnuncios(pagina), { timeout: 5000 })
      .toEqual(["educado: Quadro calculado: AC 65 · PPP 25 · IND 3 · QUI 2 · PcD 5"]);
    await analista.fill("abc");
    await expect.poll(() => analista.getAttribute("aria-invalid")).toBe("true");
    const [erro] = await descricoes(analista);
    expect(erro).not.toMatch(/^Quadro calculado/);
    await expect.poll(() => novosAnuncios(pagina), { timeout: 5000 }).toEqual([`educado: ${erro}`]);
    await analista.fill("20");
    await expect.poll(() => analista.getAttribute("aria-invalid")).toBeNull();

    // Four buttons, each named with its cargo (the same names as the vagas fields).
    const cargos = (await vagas.evaluateAll((cs) => cs.map((c) => c.getAttribute("aria-label")))).map((r) =>
      r!.replace(/^Vagas de /, ""),
    );
    const acordeoes = pagina.getByRole("button", { name: /^Quadro publicado no edital/ });
    const nomes = await acordeoes.evaluateAll((bs) => bs.map((b) => b.textContent));
    expect(nomes).toEqual(cargos.map((c) => `Quadro publicado no edital para ${c}`));
    for (const c of cargos)
      expect(await pagina.getByRole("button", { name: `Quadro publicado no edital para ${c}` }).count()).toBe(
        1,
      );
    await novosAnuncios(pagina);
  });

  it("Conferência: Avançar: Resultado bloqueado é alcançável pelo Tab e diz o motivo", async () => {
    // Vagas the engine refuses: the Conferência names them and Resultado stays closed.
    const vagas = pagina.getByRole("textbox", { name: "Vagas de Analista Administrativo" });
    await vagas.fill("abc");
    await pagina.getByRole("button", { name: "Avançar: Conferência" }).click();
    const avancar = pagina.getByRole("button", { name: "Avançar: Resultado" });
    await expect.poll(() => descricoes(avancar)).toEqual(["Para seguir, corrija os erros da Conferência."]);
    expect(await avancar.getAttribute("aria-disabled")).toBe("true");
    const voltar = pagina.getByRole("button", { name: "Voltar: Edital" });
    await voltar.focus();
    await pagina.keyboard.press("Tab");
    expect(await focado(pagina)).toBe("button: Avançar: Resultado");
    expect(await violacoesWcag(pagina)).toEqual([]);
    await voltar.click();
    await vagas.fill("20");
    await pagina.getByRole("button", { name: "Avançar: Conferência" }).click();
    await expect.poll(() => avancar.getAttribute("aria-disabled")).toBeNull();
    await avancar.focus();
  });

  it("Resultado: cada etapa do cálculo é dita uma vez, depois o desfecho; o foco vai ao título do resumo", async () => {
    await pagina.keyboard.press("Enter");
    const calcular = pagina.getByRole("button", { name: "Calcular e gravar as folhas" });
    await calcular.focus();
    await novosAnuncios(pagina);
    await pagina.keyboard.press("Enter");
    const ditos: string[] = [];
    await expect
      .poll(async () => (ditos.push(...(await novosAnuncios(pagina))), ditos.at(-1)), { timeout: 30_000 })
      .toMatch(/^educado: Folhas gravadas\./);
    expect(ditos[0]).toBe("educado: Conferindo os dados…");
    expect(ditos.at(-1)).toMatch(/^educado: Folhas gravadas\.( \d+ avisos? do cálculo\.)?$/);
    expect(new Set(ditos).size).toBe(ditos.length);
    expect(ditos.every((d) => d.startsWith("educado: "))).toBe(true);
    expect(await focado(pagina)).toBe("h3: Resumo por cargo");
    await fotografar(pagina, "resultado");
    expect(await violacoesWcag(pagina)).toEqual([]);
  });

  it("Resultado: Cancelar devolve o foco ao botão que começou o cálculo e diz 'Cancelado.'", async () => {
    const calcular = pagina.getByRole("button", { name: "Calcular e gravar de novo" });
    await calcular.focus();
    // The clerk presses "Cancelar" the moment it appears (from the page itself: the run is too quick for a
    // round trip of the test), with the focus on it as a keyboard user's would be.
    await pagina.evaluate(() => {
      const w = window as unknown as { __cancelado: Promise<void> };
      w.__cancelado = new Promise<void>((feito) => {
        const observador = new MutationObserver(() => {
          const botao = [...document.querySelectorAll("button")].find((b) => b.textContent === "Cancelar");
          if (!botao) return;
          observador.disconnect();
          botao.focus();
          botao.click();
          feito();
        });
        observador.observe(document.body, { subtree: true, childList: true });
      });
    });
    await pagina.keyboard.press("Enter");
    await pagina.evaluate(() => (window as unknown as { __cancelado: Promise<void> }).__cancelado);
    await passoNaTela(pagina)
      .getByText(/^Cancelado\./)
      .waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await novosAnuncios(pagina)).at(-1))
      .toBe("educado: Cancelado. As folhas já gravadas serão substituídas no próximo cálculo.");
    expect(await focado(pagina)).toBe("button: Calcular e gravar as folhas");
  });

  it("diálogo 'Substituir folhas alteradas?': abre em 'Não substituir', descrito pelo aviso, fecha com Escape e devolve o foco", async () => {
    // A workbook whose add-in sheet the clerk edited after it was written.
    await pagina.getByRole("button", { name: "Calcular e gravar as folhas" }).click();
    await passoNaTela(pagina).getByText("Folhas gravadas.").waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([
      pagina.waitForEvent("download"),
      pagina.getByRole("button", { name: "Baixar pasta anotada" }).click(),
    ]);
    const anotada = join(PASTA_RESULTADOS, "a11y-anotada.xlsx");
    await download.saveAs(anotada);
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.readFile(anotada);
    livro.getWorksheet("Quadro")!.getCell("A1").value = "Editado à mão";
    const editada = join(PASTA_RESULTADOS, "a11y-editada.xlsx");
    await livro.xlsx.writeFile(editada);

    await pagina.getByRole("button", { name: "Dados", exact: true }).click();
    await pagina.locator('input[type="file"]').setInputFiles(editada);
    await expect
      .poll(() => passoNaTela(pagina).getByText("Arquivo aberto:").textContent(), { timeout: 20_000 })
      .toContain("a11y-editada.xlsx");
    await passoNaTela(pagina)
      .getByText(/^Lido: folha Candidatos/)
      .waitFor({ timeout: 20_000 });
    await pagina.getByRole("button", { name: "Avançar: Edital" }).click();
    await pagina.getByRole("button", { name: "Avançar: Conferência" }).click();
    const aceitar = pagina.getByRole("checkbox", { name: "Li os avisos e quero calcular assim mesmo" });
    if (await aceitar.count()) await aceitar.check();
    await pagina.getByRole("button", { name: "Avançar: Resultado" }).click();

    const calcular = pagina.getByRole("button", { name: "Calcular e gravar as folhas" });
    await calcular.focus();
    await pagina.keyboard.press("Enter");
    const dialogo = pagina.getByRole("alertdialog", { name: "Substituir folhas alteradas?" });
    await dialogo.waitFor({ timeout: 30_000 });
    await expect.poll(() => focado(pagina)).toBe("button: Não substituir");
    const [descricao] = await descricoes(dialogo);
    expect(descricao).toMatch(
      /"Quadro".* alteradas? depois de gravadas? pelo suplemento\. Substituí-las apaga essas alterações\.$/,
    );
    await fotografar(pagina, "dialogo");
    expect(await violacoesWcag(pagina)).toEqual([]);
    await novosAnuncios(pagina);

    await pagina.keyboard.press("Escape");
    await dialogo.waitFor({ state: "detached" });
    await expect.poll(() => focado(pagina)).toBe("button: Calcular e gravar as folhas");
    // The modal let go of the page: nothing of the pane is left aria-hidden.
    await expect
      .poll(() =>
        pagina.evaluate(() => document.querySelector("main")?.closest('[aria-hidden="true"]') !== null),
      )
      .toBe(false);
    await passoNaTela(pagina)
      .getByText(/Nada foi substituído/)
      .waitFor();
    // Declining is the clerk's choice, not an error: said politely, once.
    await expect
      .poll(async () => (await novosAnuncios(pagina)).filter((d) => /Nada foi substituído/.test(d)))
      .toEqual([expect.stringMatching(/^educado: A folha "Quadro" foi alterada .* Nada foi substituído/)]);
  }, 120_000);

  it("sem erros na página", () => {
    expect(erros).toEqual([]);
  });
});

describe("painel a 200% de zoom (175 CSS px): sem rolagem lateral", () => {
  let servidor: Servidor;
  let navegador: Browser;
  let contexto: BrowserContext;
  let pagina: Page;

  beforeAll(async () => {
    servidor = await servirPasta(process.env.PASTA_DIST ?? PASTA_DIST);
    navegador = await abrirNavegador();
    contexto = await navegador.newContext({ locale: "pt-BR", viewport: { width: 175, height: 800 } });
    pagina = await novaPagina(contexto, servidor);
  }, 60_000);

  afterAll(async () => {
    await contexto?.close();
    await navegador?.close();
    await servidor?.fechar();
  });

  it("cada etapa cabe na largura: rótulos das etapas inteiros, Avançar dentro do painel", async () => {
    const sem = { rolagem: "nenhuma", cortados: [], fora: [] };
    expect(await rolagemLateral(pagina)).toEqual(sem);
    await fotografar(pagina, "175-dados");
    for (const proximo of ["Edital", "Conferência", "Resultado"]) {
      await pagina.getByRole("button", { name: `Avançar: ${proximo}` }).click();
      if (proximo === "Conferência")
        await passoNaTela(pagina)
          .getByText(/Pode calcular/)
          .waitFor();
      expect(await rolagemLateral(pagina)).toEqual(sem);
      await fotografar(pagina, `175-${proximo.toLowerCase()}`);
    }
    await pagina.getByRole("button", { name: "Calcular e gravar as folhas" }).click();
    await passoNaTela(pagina).getByText("Folhas gravadas.").waitFor({ timeout: 30_000 });
    expect(await rolagemLateral(pagina)).toEqual(sem);
    await fotografar(pagina, "175-resultado");
  }, 90_000);
});
