// Sizes of the production bundle in dist/: the JavaScript each page loads at start (its <script> tags,
// office.js apart: it is Microsoft's, from the CDN inside Office) and the chunks loaded on demand
// (ExcelJS). Raw and gzipped bytes. Run after `npm run build`: node scripts/tamanhos.mjs [--json]
// The budgets of the quality gates import medirDist() from here.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const PASTA_DIST = fileURLToPath(new URL("../dist/", import.meta.url));

/** Bytes and gzipped bytes (level 9, as a server would serve it) of one file of dist/. */
export function medirArquivo(nome, pasta = PASTA_DIST) {
  const conteudo = readFileSync(join(pasta, nome));
  return { nome, bytes: conteudo.length, gzip: gzipSync(conteudo, { level: 9 }).length };
}

/** The page's own scripts, in order (absolute URLs, such as office.js from the CDN, excluded). */
export function scriptsDaPagina(pagina, pasta = PASTA_DIST) {
  const html = readFileSync(join(pasta, pagina), "utf8");
  return [...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)"?/g)]
    .map((m) => m[1])
    .filter((src) => !/^https?:/.test(src));
}

const somar = (arquivos) => ({
  bytes: arquivos.reduce((s, a) => s + a.bytes, 0),
  gzip: arquivos.reduce((s, a) => s + a.gzip, 0),
});

/** Initial JS of each page and the on-demand chunks. */
export function medirDist(pasta = PASTA_DIST) {
  if (!existsSync(join(pasta, "index.html"))) {
    throw new Error(`${pasta} não tem index.html: rode "npm run build" antes.`);
  }
  const paginas = ["taskpane.html", "index.html"].map((pagina) => {
    const arquivos = scriptsDaPagina(pagina, pasta).map((nome) => medirArquivo(nome, pasta));
    return { pagina, arquivos, total: somar(arquivos) };
  });
  const iniciais = new Set(paginas.flatMap((p) => p.arquivos.map((a) => a.nome)));
  const sobDemanda = readdirSync(pasta)
    .filter((nome) => nome.endsWith(".js") && !iniciais.has(nome))
    .map((nome) => medirArquivo(nome, pasta));
  return { paginas, sobDemanda };
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const medidas = medirDist();
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(medidas, null, 2));
  } else {
    const linha = (a) =>
      `  ${a.nome.padEnd(28)} ${kib(a.bytes).padStart(11)} ${kib(a.gzip).padStart(11)} gzip`;
    for (const { pagina, arquivos, total } of medidas.paginas) {
      console.log(`${pagina} — JavaScript inicial (sem office.js):`);
      arquivos.forEach((a) => console.log(linha(a)));
      console.log(linha({ nome: "total", ...total }));
    }
    console.log("Sob demanda (import dinâmico):");
    medidas.sobDemanda.forEach((a) => console.log(linha(a)));
  }
}
