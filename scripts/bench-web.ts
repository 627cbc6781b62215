/**
 * npm run bench:web [-- --candidatos N]
 * The web mode (dist/index.html, the task pane opened as a plain page) on a generated edital of N
 * candidates (default 100,000), driven in Debian's Chromium as the browser tests do: the file chosen
 * through the file input, the steps up to "Baixar pasta anotada", the download saved. Measured: the wall
 * time from choosing the file to the end of the download, the main thread's JS heap peak (CDP
 * Performance.getMetrics, sampled), the peak RSS of the page's renderer process (VmHWM: it holds the
 * Web Worker that reads and writes the .xlsx) and the longest main-thread task (PerformanceObserver
 * 'longtask': how long the page stayed frozen at most). Beside it, in the same run, `cotas anotar` on
 * the same file in a fresh Node process under a 2 GB heap cap (bench-anotar's own measurement), and
 * the ratios web/anotar.
 * Needs dist/ (npm run build); builds nothing itself.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { gerarExemplo } from "../src/exemplo/gerar";
import { editalDoExemplo } from "../src/exemplo/planilha";
import { escreverExemploComEdital } from "./exemploComEdital";
import { abrirNavegador, PASTA_DIST, passoNaTela, servirPasta } from "../test/browser/navegador";

const PASTA = "test-results/bench";
/** Generous: at 100,000 candidates each step takes tens of seconds on a shared 2-core machine. */
const ESPERA_MS = 15 * 60_000;

interface MedidaWeb {
  ms: number;
  /** From choosing the file to "Lido: folha Candidatos". */
  leituraMs: number;
  /** From "Calcular e gravar as folhas" to "Folhas gravadas.". */
  calculoMs: number;
  /** From "Baixar pasta anotada" to the download saved. */
  downloadMs: number;
  heapPicoMb: number;
  rendererPicoMb: number;
  tarefaMaisLongaMs: number;
  tarefasLongas: number;
  /** The longest main-thread task and the count of those over 50 ms, per phase of the walk. */
  porFase: { fase: string; maisLongaMs: number; longas: number }[];
}

/** bench-anotar's measurement (`--tarefa anotar`, a fresh Node process under its heap cap). */
interface MedidaAnotar {
  ms: number;
  cpuMs: number;
  maxRssMb: number;
}

/** Peak RSS (VmHWM) of the largest Chromium renderer among this process's descendants, in MB. */
function picoDoRenderer(): number {
  const pais = new Map<number, number>();
  for (const nome of readdirSync("/proc")) {
    if (!/^\d+$/.test(nome)) continue;
    try {
      // "pid (comm) state ppid ...": comm may hold spaces, so split after its closing parenthesis.
      const stat = readFileSync(`/proc/${nome}/stat`, "utf8");
      pais.set(Number(nome), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended meanwhile.
    }
  }
  const descende = (pid: number): boolean => {
    for (let p = pais.get(pid); p !== undefined && p > 1; p = pais.get(p)) if (p === process.pid) return true;
    return false;
  };
  let pico = 0;
  for (const pid of pais.keys()) {
    if (!descende(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("--type=renderer")) continue;
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (hwm) pico = Math.max(pico, Number(hwm[1]) / 1024);
    } catch {
      // The process ended meanwhile.
    }
  }
  return pico;
}

async function medirWeb(entrada: string, saida: string, dataPublicacao: string): Promise<MedidaWeb> {
  const servidor = await servirPasta(process.env.PASTA_DIST ?? PASTA_DIST);
  const navegador = await abrirNavegador();
  try {
    const contexto = await navegador.newContext({
      locale: "pt-BR",
      viewport: { width: 360, height: 800 },
      acceptDownloads: true,
    });
    const pagina = await contexto.newPage();
    const erros: string[] = [];
    pagina.on("pageerror", (e) => erros.push(`${e.name}: ${e.message}`));
    pagina.on("crash", () => erros.push("a página caiu (memória esgotada?)"));
    // Before the page's own scripts: every main-thread task over 50 ms, from the first one.
    await pagina.addInitScript(() => {
      const w = window as unknown as { __longas: { inicio: number; ms: number }[] };
      w.__longas = [];
      new PerformanceObserver((lista) => {
        for (const t of lista.getEntries()) w.__longas.push({ inicio: t.startTime, ms: t.duration });
      }).observe({ type: "longtask", buffered: true });
    });
    await pagina.goto(`${servidor.url}index.html`);
    const cdp = await contexto.newCDPSession(pagina);
    await cdp.send("Performance.enable");
    let heapPico = 0;
    let amostrando = true;
    const amostragem = (async () => {
      while (amostrando) {
        // If the page closes or crashes the sampling stops; the step that waits for it reports why.
        const resposta = await cdp.send("Performance.getMetrics").catch(() => null);
        if (!resposta) break;
        const { metrics } = resposta;
        const heap = metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0;
        heapPico = Math.max(heapPico, heap);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    // The page's own clock at each phase's start, to tell which phase a long task froze.
    const marcas: { fase: string; em: number }[] = [];
    const marcar = async (fase: string) =>
      marcas.push({ fase, em: await pagina.evaluate(() => performance.now()) });
    await marcar("leitura");
    const inicio = performance.now();
    await pagina.locator('input[type="file"]').setInputFiles(entrada);
    await passoNaTela(pagina)
      .getByText(/^Lido: folha Candidatos/)
      .waitFor({ timeout: ESPERA_MS });
    const lido = performance.now();
    await marcar("edital e conferência");
    await pagina.getByRole("button", { name: "Avançar: Edital" }).click();
    await pagina.getByLabel("Data de publicação do edital").fill(dataPublicacao);
    await pagina.getByRole("button", { name: "Avançar: Conferência" }).click();
    const aceitar = pagina.getByRole("checkbox", { name: "Li os avisos e quero calcular assim mesmo" });
    await pagina.waitForTimeout(500);
    if (await aceitar.count()) await aceitar.check();
    await pagina.getByRole("button", { name: "Avançar: Resultado" }).click();
    await marcar("calcular e gravar");
    const calcular = performance.now();
    await pagina.getByRole("button", { name: "Calcular e gravar as folhas" }).click();
    await passoNaTela(pagina).getByText("Folhas gravadas.").waitFor({ timeout: ESPERA_MS });
    const gravado = performance.now();
    await marcar("download");
    const [download] = await Promise.all([
      pagina.waitForEvent("download", { timeout: ESPERA_MS }),
      pagina.getByRole("button", { name: "Baixar pasta anotada" }).click(),
    ]);
    await download.saveAs(saida);
    const fim = performance.now();

    amostrando = false;
    await amostragem;
    const longas = await pagina.evaluate(
      () => (window as unknown as { __longas: { inicio: number; ms: number }[] }).__longas,
    );
    const faseDe = (t: { inicio: number }) =>
      [...marcas].reverse().find((m) => m.em <= t.inicio)?.fase ?? "abertura";
    const porFase = ["abertura", ...marcas.map((m) => m.fase)].map((fase) => {
      const daFase = longas.filter((t) => faseDe(t) === fase).map((t) => t.ms);
      return { fase, maisLongaMs: Math.max(0, ...daFase), longas: daFase.length };
    });
    const rendererPicoMb = picoDoRenderer();
    if (erros.length) throw new Error(`a página deu erro: ${erros.join("; ")}`);
    return {
      ms: fim - inicio,
      leituraMs: lido - inicio,
      calculoMs: gravado - calcular,
      downloadMs: fim - gravado,
      heapPicoMb: heapPico / 1024 / 1024,
      rendererPicoMb,
      tarefaMaisLongaMs: Math.max(0, ...longas.map((t) => t.ms)),
      tarefasLongas: longas.length,
      porFase,
    };
  } finally {
    await navegador.close();
    await servidor.fechar();
  }
}

function medirAnotar(entrada: string, saida: string, edital: string): MedidaAnotar {
  const filho = spawnSync(
    process.execPath,
    [
      "--max-old-space-size=2048",
      ...process.execArgv,
      resolve(__dirname, "bench-anotar.ts"),
      "--tarefa",
      "anotar",
      entrada,
      saida,
      edital,
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 1 << 20 },
  );
  if (filho.status !== 0) throw new Error(`o cotas anotar falhou (código ${filho.status})`);
  return JSON.parse(filho.stdout) as MedidaAnotar;
}

async function main(): Promise<void> {
  const dist = process.env.PASTA_DIST ?? PASTA_DIST;
  if (!existsSync(join(dist, "index.html"))) {
    console.error(`${dist}/index.html não existe: rode "npm run build" antes do bench:web.`);
    process.exit(2);
  }
  const args = process.argv.slice(2);
  const i = args.indexOf("--candidatos");
  const candidatos = i >= 0 ? Number(args[i + 1]) : 100_000;
  if (!Number.isInteger(candidatos) || candidatos < 1) {
    console.error("--candidatos precisa de um número inteiro positivo.");
    process.exit(2);
  }
  mkdirSync(PASTA, { recursive: true });
  // The workbook carries its edital (as the bundled sample does): the pane reads it, anotar gets the same.
  const entrada = join(PASTA, `web-${candidatos}.xlsx`);
  const edital = join(PASTA, `web-${candidatos}.json`);
  const exemplo = gerarExemplo({ candidatos, cargos: 8, semente: 7 });
  const doExemplo = editalDoExemplo(exemplo);
  if (!existsSync(entrada) || !existsSync(edital)) {
    await escreverExemploComEdital(exemplo, entrada);
    await writeFile(edital, JSON.stringify(doExemplo));
  }
  const saidaWeb = join(PASTA, `web-baixada-${candidatos}.xlsx`);
  const saidaAnotar = join(PASTA, `web-anotar-${candidatos}.xlsx`);
  const web = await medirWeb(resolve(entrada), saidaWeb, doExemplo.dataPublicacao!);
  const anotar = medirAnotar(entrada, saidaAnotar, edital);

  const mb = (arquivo: string) => (statSync(arquivo).size / 1024 / 1024).toFixed(1);
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `modo web — ${candidatos.toLocaleString("pt-BR")} candidatos (${mb(entrada)} MB de entrada), ` +
      `Chromium headless; cotas anotar no mesmo arquivo num processo Node novo`,
  );
  console.log(
    `modo web: ${s(web.ms)} do arquivo escolhido ao download (leitura ${s(web.leituraMs)}, ` +
      `calcular e gravar ${s(web.calculoMs)}, download ${s(web.downloadMs)}); saída ${mb(saidaWeb)} MB`,
  );
  console.log(
    `  pico do heap JS da página ${web.heapPicoMb.toFixed(0)} MB; pico de RSS do renderizador (página + ` +
      `Web Worker) ${web.rendererPicoMb.toFixed(0)} MB`,
  );
  console.log(
    `  tarefa mais longa na thread principal ${web.tarefaMaisLongaMs.toFixed(0)} ms ` +
      `(${web.tarefasLongas} tarefas acima de 50 ms)`,
  );
  for (const f of web.porFase)
    console.log(`    ${f.fase}: mais longa ${f.maisLongaMs.toFixed(0)} ms, ${f.longas} acima de 50 ms`);
  console.log(
    `cotas anotar: ${s(anotar.ms)} (CPU ${s(anotar.cpuMs)}), pico de RSS ${anotar.maxRssMb.toFixed(0)} MB; ` +
      `saída ${mb(saidaAnotar)} MB`,
  );
  console.log(
    `web / anotar: tempo ${(web.ms / anotar.ms).toFixed(2)}×, ` +
      `memória ${(web.rendererPicoMb / anotar.maxRssMb).toFixed(2)}× (RSS do renderizador / RSS do anotar)`,
  );
}

main().catch((erro: unknown) => {
  console.error(erro);
  process.exit(1);
});
