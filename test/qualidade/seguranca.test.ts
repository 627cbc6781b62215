// Security checks of the add-in's sources and build (issue #7, SECURITY.md). They read the files as
// text: the rules are about what the code may contain at all, whatever path runs it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const RAIZ = fileURLToPath(new URL("../../", import.meta.url));
const SRC = join(RAIZ, "src");
const DIST = join(RAIZ, "dist");

function arquivos(pasta: string, extensoes: RegExp): string[] {
  return readdirSync(pasta).flatMap((nome) => {
    const caminho = join(pasta, nome);
    if (statSync(caminho).isDirectory()) return arquivos(caminho, extensoes);
    return extensoes.test(nome) ? [caminho] : [];
  });
}

/** The code without its comments (comments may name what the code must not do). */
function semComentarios(codigo: string): string {
  return codigo.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

const fontes = arquivos(SRC, /\.(ts|tsx)$/).map((caminho) => ({
  arquivo: relative(RAIZ, caminho).replaceAll("\\", "/"),
  codigo: semComentarios(readFileSync(caminho, "utf8")),
}));

/** Each occurrence of `padrao` in src, as "file: excerpt". */
function ocorrencias(padrao: RegExp, fonte = fontes): string[] {
  const global = new RegExp(padrao.source, padrao.flags.includes("g") ? padrao.flags : padrao.flags + "g");
  return fonte.flatMap(({ arquivo, codigo }) =>
    [...codigo.matchAll(global)].map((m) => `${arquivo}: ${m[0]}`),
  );
}

function exigirDist(arquivo: string): string {
  const caminho = join(DIST, arquivo);
  if (!existsSync(caminho)) {
    throw new Error(
      `dist/${arquivo} não existe: rode "npm run build" (o "npm test" já o faz antes do vitest).`,
    );
  }
  return readFileSync(caminho, "utf8");
}

describe("Código gerado a partir de texto: nenhum (CSP sem 'unsafe-eval')", () => {
  it("src não usa eval, new Function, setTimeout/setInterval com texto nem import de URL", () => {
    expect(fontes.length).toBeGreaterThan(50);
    expect(ocorrencias(/\beval\s*\(|\bnew\s+Function\s*\(|\bFunction\s*\(\s*["'`]/)).toEqual([]);
    expect(ocorrencias(/\bset(Timeout|Interval)\s*\(\s*["'`]/)).toEqual([]);
    // Dynamic imports name a module webpack bundles (a literal path or package), never a URL or a variable.
    // (The spaces go inside the lookahead: a comment removed before the path leaves one, and `\s*` outside
    // would backtrack past it and flag a literal path.)
    expect(ocorrencias(/\bimport\s*\((?!\s*["'][\w@./-]+["']\s*\))/)).toEqual([]);
  });
});

describe("HTML montado a partir do texto das células: nenhum (o React escapa o texto)", () => {
  it("src não usa innerHTML, outerHTML, insertAdjacentHTML, document.write nem dangerouslySetInnerHTML", () => {
    expect(
      ocorrencias(
        /\b(innerHTML|outerHTML|insertAdjacentHTML|dangerouslySetInnerHTML|createContextualFragment)\b|document\.write/,
      ),
    ).toEqual([]);
  });
});

describe("Rede: o suplemento não chama servidor algum", () => {
  it("sem XMLHttpRequest, WebSocket, EventSource, sendBeacon nem window.open em src", () => {
    expect(
      ocorrencias(/\b(XMLHttpRequest|WebSocket|EventSource|sendBeacon|SharedWorker|window\.open)\b/),
    ).toEqual([]);
  });

  it("um só Web Worker, o da porta .xlsx do modo web, de um módulo do próprio build (mesma origem)", () => {
    expect(ocorrencias(/new Worker\([^)]*\)/)).toEqual([
      'src/web/portaNoTrabalhador.ts: new Worker(new URL("./trabalhador.ts", import.meta.url)',
    ]);
  });

  it("fetch só no modo web, e só do exemplo empacotado, por caminho relativo à própria origem", () => {
    expect(ocorrencias(/\bfetch\s*\(/)).toEqual([
      "src/taskpane/ambienteWeb.ts: fetch(",
      "src/taskpane/ambienteWeb.ts: fetch(",
    ]);
    const web = fontes.find((f) => f.arquivo === "src/taskpane/ambienteWeb.ts")!.codigo;
    const argumentos = [...web.matchAll(/\bfetch\s*\(\s*([^)]*)\)/g)].map((m) => m[1].trim());
    expect(argumentos).toEqual(["CAMINHO_DO_EXEMPLO", "CAMINHO_DO_EDITAL_DO_EXEMPLO"]);
    for (const nome of argumentos) {
      const valor = new RegExp(`export const ${nome} = "([^"]*)"`).exec(web)?.[1];
      // Relative to the page: the same origin that served it (connect-src 'self' agrees).
      expect(valor, nome).toMatch(/^assets\/[\w.-]+$/);
    }
  });

  it("nenhuma URL absoluta de rede no código de src (só em comentários)", () => {
    // XML namespaces of the .xlsx package (OOXML, ECMA-376) are names, never fetched.
    const NAMESPACES_XML = /^["'`]\s*http:\/\/(schemas\.openxmlformats\.org|purl\.oclc\.org)$/;
    const urls = ocorrencias(/["'`]\s*(https?:|wss?:)?\/\/[\w.-]+/).filter(
      (o) => !NAMESPACES_XML.test(o.slice(o.indexOf(": ") + 2)),
    );
    expect(urls).toEqual([]);
  });
});

describe("Motor puro (src/engine): só importa os próprios módulos", () => {
  const motor = fontes.filter((f) => f.arquivo.startsWith("src/engine/"));
  // The outside modules, pure JavaScript without Office, DOM or Node: SHA-256 of the grouped reserve's
  // draw (sorteio.ts) and valibot for the edital's schema (esquemaDoEdital.ts).
  const DE_FORA =
    /^src\/engine\/(sorteio\.ts: @noble\/hashes\/(sha2|utils)\.js|esquema(DoEdital|DaFase)\.ts: valibot)$/;
  it("todo import e export … from do motor é um módulo relativo do próprio motor (ou o SHA-256 do sorteio e o valibot dos esquemas do edital e da fase)", () => {
    expect(motor.length).toBeGreaterThan(10);
    const origens = motor.flatMap(({ arquivo, codigo }) =>
      [...codigo.matchAll(/\b(?:from|import)\s*\(?\s*["'`]([^"'`]+)["'`]/g)].map(
        (m) => `${arquivo}: ${m[1]}`,
      ),
    );
    expect(origens.length).toBeGreaterThan(10);
    expect(origens.filter((o) => !/: \.\/[\w]+$/.test(o) && !DE_FORA.test(o))).toEqual([]);
    expect(ocorrencias(/\brequire\s*\(/, motor)).toEqual([]);
  });

  it("o motor não toca Office, DOM, Node nem relógio ou acaso (resultado reprodutível)", () => {
    expect(
      ocorrencias(
        /\b(window|document|navigator|localStorage|Office|Excel|CustomFunctions|process|Buffer|globalThis)\s*[.[]|\bMath\.random\b|\bDate\.now\b|\bnew Date\(\s*\)/,
        motor,
      ),
    ).toEqual([]);
  });
});

describe("Manifesto: permissões mínimas", () => {
  for (const arquivo of ["manifest.xml", "dist/manifest.xml"]) {
    it(`${arquivo}: ReadWriteDocument, sem AppDomains além da própria origem`, () => {
      const caminho = join(RAIZ, arquivo);
      if (!existsSync(caminho))
        throw new Error(`${arquivo} não existe (o build copia manifest.xml para dist/).`);
      const xml = readFileSync(caminho, "utf8").replace(/<!--[\s\S]*?-->/g, "");
      // Writing the add-in's sheets needs ReadWriteDocument; nothing asks for ReadWriteMailbox or the like.
      expect([...xml.matchAll(/<Permissions>([^<]*)<\/Permissions>/g)].map((m) => m[1].trim())).toEqual([
        "ReadWriteDocument",
      ]);
      // The pages never navigate away from the add-in's origin: no other domain to trust.
      const origem = new URL(/<SourceLocation DefaultValue="([^"]+)"/.exec(xml)![1]).origin;
      const dominios = [...xml.matchAll(/<AppDomain>([^<]*)<\/AppDomain>/g)].map((m) => m[1].trim());
      expect(dominios.filter((d) => new URL(d).origin !== origem)).toEqual([]);
      // Every URL of the manifest is https on the add-in's own origin.
      const urls = [...xml.matchAll(/(?:DefaultValue|Value)="(https?:\/\/[^"]+)"/g)].map((m) => m[1]);
      expect(urls.length).toBeGreaterThan(5);
      expect(urls.filter((u) => new URL(u).origin !== origem || !u.startsWith("https://"))).toEqual([]);
    });
  }
});

/** The Content-Security-Policy of a built page, directive → sources. */
function politica(html: string): Map<string, string[]> {
  const metas = [...html.matchAll(/<meta[^>]*http-equiv="?Content-Security-Policy"?[^>]*>/gi)];
  expect(metas).toHaveLength(1);
  const conteudo = /content="([^"]*)"/.exec(metas[0][0])![1];
  return new Map(
    conteudo
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([diretiva, ...fontes]) => [diretiva, fontes]),
  );
}

describe("Content-Security-Policy de cada página do build", () => {
  const HOST_DO_OFFICE = "https://appsforoffice.microsoft.com";
  const paginas = existsSync(DIST) ? readdirSync(DIST).filter((n) => n.endsWith(".html")) : [];

  it("o build tem as quatro páginas (taskpane.html no Excel, index.html no modo web, ajuda.html, guia.html)", () => {
    exigirDist("taskpane.html");
    expect(paginas.sort()).toEqual(["ajuda.html", "guia.html", "index.html", "taskpane.html"]);
  });

  for (const estatica of ["ajuda.html", "guia.html"])
    it(`${estatica}: página estática, sem script algum, estilos só do próprio arquivo`, () => {
      const html = exigirDist(estatica);
      expect(Object.fromEntries(politica(html))).toEqual({
        "default-src": ["'self'"],
        "script-src": ["'none'"],
        "style-src": ["'self'"],
        "img-src": ["'self'"],
        "connect-src": ["'none'"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'none'"],
      });
      expect(html).not.toMatch(/<script/i);
    });

  for (const pagina of ["taskpane.html", "index.html"]) {
    it(`${pagina}: só 'self' (+ o host de scripts do Office no taskpane.html), sem eval nem script inline`, () => {
      const html = exigirDist(pagina);
      const csp = politica(html);
      const scriptSrc = pagina === "taskpane.html" ? ["'self'", HOST_DO_OFFICE] : ["'self'"];
      expect(Object.fromEntries(csp)).toEqual({
        "default-src": ["'self'"],
        "script-src": scriptSrc,
        // Fluent UI (Griffel) writes its CSS into <style> elements at run time.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'none'"],
      });
      // Every script is a file the policy allows, none inline (script-src has no 'unsafe-inline').
      const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(2);
      for (const [, atributos, corpo] of scripts) {
        expect(corpo.trim()).toBe("");
        const src = /\ssrc="?([^"\s>]+)/.exec(atributos)![1];
        if (/^https?:/.test(src)) expect(new URL(src).origin).toBe(scriptSrc[1]);
      }
    });
  }
});
