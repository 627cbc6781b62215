/**
 * Helpers of the browser tests: a static HTTP server over dist/ on 127.0.0.1 (random port) and a
 * headless Chromium (chromium.ts: Debian's, or the one packed in @sparticuz/chromium) driven by
 * playwright-core, with every console error, page error and failed request recorded.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve, sep } from "node:path";
import { chromiumDosTestes } from "./chromium";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";

export const PASTA_DIST = resolve(__dirname, "..", "..", "dist");
export const PASTA_RESULTADOS = resolve(__dirname, "..", "..", "test-results");

const TIPOS: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".png": "image/png",
  ".xml": "application/xml; charset=utf-8",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
};

export interface Servidor {
  /** Base URL, ending in "/". */
  url: string;
  fechar(): Promise<void>;
}

/** Serves `pasta` (dist/ by default) read-only; anything outside it or missing is a 404. */
export async function servirPasta(pasta = PASTA_DIST): Promise<Servidor> {
  if (!existsSync(join(pasta, "index.html"))) {
    throw new Error(`${pasta}/index.html não existe: rode "npm run build" antes dos testes de navegador.`);
  }
  const servidor: Server = createServer((pedido, resposta) => {
    const caminho = decodeURIComponent(new URL(pedido.url ?? "/", "http://x").pathname);
    const arquivo = normalize(join(pasta, caminho === "/" ? "index.html" : caminho));
    if (!arquivo.startsWith(pasta + sep) || !existsSync(arquivo) || !statSync(arquivo).isFile()) {
      resposta.writeHead(404).end();
      return;
    }
    resposta.writeHead(200, { "Content-Type": TIPOS[extname(arquivo)] ?? "application/octet-stream" });
    resposta.end(readFileSync(arquivo));
  });
  await new Promise<void>((pronto) => servidor.listen(0, "127.0.0.1", pronto));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    fechar: () => new Promise<void>((feito) => servidor.close(() => feito())),
  };
}

/** Headless Chromium, no sandbox (CI containers), nothing in the background that reaches the network. */
export async function abrirNavegador(): Promise<Browser> {
  const { executavel, ambiente } = await chromiumDosTestes();
  return chromium.launch({
    executablePath: executavel,
    ...(ambiente ? { env: { ...process.env, ...ambiente } } : {}),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export interface PaginaVigiada {
  pagina: Page;
  /** Console errors and uncaught exceptions (CSP violations show up here too). */
  erros: string[];
  /** Requests that failed or answered with an HTTP error, with their URL. */
  falhas: string[];
  /** Every URL the page asked for. */
  pedidos: string[];
}

/** Opens `url` in a new page that records errors and requests from the first byte; `preparar` runs
 *  before the page loads (e.g. to route requests). */
export async function abrirPagina(
  navegador: Browser,
  url: string,
  preparar?: (pagina: Page) => Promise<unknown>,
): Promise<PaginaVigiada> {
  const pagina = await navegador.newPage({ locale: "pt-BR", viewport: { width: 400, height: 800 } });
  await preparar?.(pagina);
  const vigiada: PaginaVigiada = { pagina, erros: [], falhas: [], pedidos: [] };
  pagina.on("console", (m) => {
    if (m.type() === "error") vigiada.erros.push(`${m.text()} (${m.location().url || "?"})`);
  });
  pagina.on("pageerror", (e) => vigiada.erros.push(`${e.name}: ${e.message}`));
  pagina.on("request", (r) => vigiada.pedidos.push(r.url()));
  pagina.on("requestfailed", (r) =>
    vigiada.falhas.push(`${r.url()} (${r.failure()?.errorText ?? "falhou"})`),
  );
  pagina.on("response", (r) => {
    if (r.status() >= 400) vigiada.falhas.push(`${r.url()} (HTTP ${r.status()})`);
  });
  await pagina.goto(url);
  return vigiada;
}

const AXE = resolve(__dirname, "..", "..", "node_modules", "axe-core", "axe.min.js");
const REGRAS_WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface Violacao {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe-core (WCAG 2.0/2.1/2.2 A and AA) on the whole page; the violations, summarized so a failure says
 *  what and where. The page's CSP must be bypassed (axe is injected as a script). */
export async function violacoesWcag(pagina: Page): Promise<string[]> {
  if (!(await pagina.evaluate(() => "axe" in window))) await pagina.addScriptTag({ path: AXE });
  const violacoes = await pagina.evaluate(async (tags) => {
    // Colours mid-transition (a step label fading from disabled to enabled) are neither state: axe
    // judges the page once its CSS transitions and animations have finished.
    const finitas = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity); // a spinner never finishes
    await Promise.all(finitas.map((a) => a.finished.catch(() => undefined)));
    const axe = (
      window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const r = await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return r.violations;
  }, REGRAS_WCAG_AA);
  return (violacoes as Violacao[]).map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`,
  );
}

/** The texts an element's aria-describedby points at, one per id; null for an id with no element. */
export function descricoes(elemento: Locator): Promise<(string | null)[]> {
  return elemento.evaluate((e) =>
    (e.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? null),
  );
}

/** The step on screen (the region "Etapa N de 4: …"), without the announcer's live regions, which
 *  repeat its messages. */
export function passoNaTela(pagina: Page): Locator {
  return pagina.getByRole("region", { name: /^Etapa \d de \d/ });
}

/**
 * A context as wide as Excel's pane for the flow tests. The pages' CSP allows no inline script: axe-core
 * is injected as one, so the context bypasses it (taskpane.test.ts checks the CSP itself). No colour
 * transitions half-way when axe measures contrast right after a click.
 */
export function contextoDoPainel(navegador: Browser, largura: number): Promise<BrowserContext> {
  return navegador.newContext({
    locale: "pt-BR",
    viewport: { width: largura, height: 800 },
    bypassCSP: true,
    acceptDownloads: true,
    reducedMotion: "reduce",
  });
}

/** The pane in web mode as the flow tests drive it: dist/ served, Chromium, a context `largura` wide
 *  (contextoDoPainel) and one page on index.html. */
export interface PainelWeb {
  servidor: Servidor;
  navegador: Browser;
  contexto: BrowserContext;
  pagina: Page;
  /** Closes the page's browser and server (afterAll). */
  fechar(): Promise<void>;
}

/**
 * Opens the pane for a flow test. Uncaught exceptions go to `erros`, and console errors too with
 * `console: true`; `antesDeCarregar` runs before index.html loads (e.g. to expose a function).
 */
export async function abrirPainelWeb(
  largura: number,
  opcoes: { erros?: string[]; console?: boolean; antesDeCarregar?: (pagina: Page) => Promise<unknown> } = {},
): Promise<PainelWeb> {
  const servidor = await servirPasta(process.env.PASTA_DIST ?? PASTA_DIST);
  const navegador = await abrirNavegador();
  const contexto = await contextoDoPainel(navegador, largura);
  const pagina = await contexto.newPage();
  const { erros } = opcoes;
  if (erros) {
    pagina.on("pageerror", (e) => erros.push(`${e.name}: ${e.message}`));
    if (opcoes.console)
      pagina.on("console", (m) => {
        if (m.type() === "error") erros.push(m.text());
      });
  }
  await opcoes.antesDeCarregar?.(pagina);
  await pagina.goto(`${servidor.url}index.html`);
  return {
    servidor,
    navegador,
    contexto,
    pagina,
    async fechar() {
      await contexto.close();
      await navegador.close();
      await servidor.fechar();
    },
  };
}
