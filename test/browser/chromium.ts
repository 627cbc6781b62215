/**
 * Which Chromium the browser tests and benchmarks drive. `npm ci && npm test` must pass on a machine with
 * only Node: Debian's Chromium (/usr/bin/chromium) when it is there, otherwise the headless Chromium
 * packed inside the dev dependency @sparticuz/chromium. `CHROMIUM=/path` picks a binary;
 * `CHROMIUM=npm` forces the packed one (how the fallback is tested on a machine that has Debian's).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

const CHROMIUM_DO_DEBIAN = "/usr/bin/chromium";

export interface Chromium {
  executavel: string;
  /** Extra environment of the browser process (the packed one brings its libraries and fonts). */
  ambiente?: Record<string, string>;
}

export async function chromiumDosTestes(): Promise<Chromium> {
  const pedido = process.env.CHROMIUM;
  if (pedido && pedido !== "npm") return { executavel: pedido };
  if (!pedido && existsSync(CHROMIUM_DO_DEBIAN)) return { executavel: CHROMIUM_DO_DEBIAN };
  return umaExtracaoPorVez(chromiumDoNpm);
}

/**
 * @sparticuz/chromium was made for AWS Lambda: executablePath() unpacks the browser and its fonts into
 * the temporary folder, but the libraries it links to (NSS, NSPR, expat: absent from a Node-only image)
 * only on Amazon Linux. They are unpacked here with the package's own inflate, and handed to the browser
 * through LD_LIBRARY_PATH, with the fonts through FONTCONFIG_PATH (the package's fonts.conf lists
 * /tmp/fonts).
 */
async function chromiumDoNpm(): Promise<Chromium> {
  const { default: sparticuz } = await import("@sparticuz/chromium");
  const executavel = await sparticuz.executablePath();
  // The package exports only its entry point; lambdafs.js (its unpacker) sits beside it.
  const entrada = createRequire(__filename).resolve("@sparticuz/chromium");
  const { inflate } = (await import(pathToFileURL(join(dirname(entrada), "lambdafs.js")).href)) as {
    inflate(arquivo: string): Promise<string>;
  };
  const bibliotecas = join(await inflate(join(dirname(entrada), "..", "bin", "al2023.tar.br")), "lib");
  return {
    executavel,
    ambiente: {
      LD_LIBRARY_PATH: [bibliotecas, process.env.LD_LIBRARY_PATH].filter(Boolean).join(":"),
      FONTCONFIG_PATH: join(tmpdir(), "fonts"),
    },
  };
}

/**
 * The package writes the browser straight to its final path and takes an existing file for a finished
 * one: two test files unpacking at once (vitest runs them in parallel processes) would launch a
 * half-written binary. The first one unpacks under a lock folder and leaves a mark; the others wait for it.
 */
async function umaExtracaoPorVez(extrair: () => Promise<Chromium>): Promise<Chromium> {
  const trava = join(tmpdir(), "cotas-chromium.trava");
  const pronto = join(tmpdir(), "cotas-chromium.pronto");
  const fim = Date.now() + 180_000;
  for (;;) {
    if (existsSync(pronto)) return extrair(); // unpacked: only paths are computed
    try {
      mkdirSync(trava);
      writeFileSync(join(trava, "pid"), String(process.pid));
    } catch {
      // Someone else is unpacking, or a run killed half-way left its lock.
      if (abandonada(trava)) rmSync(trava, { recursive: true, force: true });
      if (Date.now() > fim) throw new Error(`o Chromium do npm não foi extraído em 3 minutos (${trava})`);
      await new Promise((r) => setTimeout(r, 250));
      continue;
    }
    try {
      // Left half-written by a run killed while unpacking: the package would take them for finished ones.
      for (const parte of ["chromium", "fonts", "al2023"])
        rmSync(join(tmpdir(), parte), { recursive: true, force: true });
      const chromium = await extrair();
      writeFileSync(pronto, chromium.executavel);
      return chromium;
    } finally {
      rmSync(trava, { recursive: true, force: true });
    }
  }
}

/** The lock's process is gone (or, before it wrote its pid, the lock is more than 10 s old). */
function abandonada(trava: string): boolean {
  try {
    return !vivo(Number(readFileSync(join(trava, "pid"), "utf8")));
  } catch {
    const desde = statSync(trava, { throwIfNoEntry: false })?.mtimeMs;
    return desde !== undefined && Date.now() - desde > 10_000;
  }
}

function vivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (erro) {
    return (erro as NodeJS.ErrnoException).code === "EPERM";
  }
}
