/**
 * npm run bench:anotar [-- --candidatos N] [-- --sem-exceljs]
 * `cotas anotar` on a generated edital of N candidates (default 100,000), beside two baselines measured
 * in the same run: the floor (unzip and parse the candidates' sheet alone, with the same streaming
 * reader) and ExcelJS alone reading and writing the clerk's workbook (the round trip anotar used to
 * be). Each measurement runs in a fresh Node process, so that peak memory (max RSS) is its own; every
 * process runs under a 2 GB V8 heap cap (--max-old-space-size=2048). Goals (#23): anotar at most 0.5×
 * the ExcelJS round trip's time, 0.3× its memory and 1.5× its output's size, and at most 3× the floor.
 * `--empates` gives every candidate a whole-point score (as many bancas publish them) and leaves the age
 * of 60 the only tie-break: thousands of ties
 * the criteria cannot break, the case where the notes once grew as the square of the tied (#39); the
 * size of the annotated workbook's comments parts is printed beside the time.
 * `--sem-exceljs` skips ExcelJS (at 1,000,000 candidates it does not finish under the cap).
 * `--exceljs-anotada` also has ExcelJS read and write the annotated workbook anotar wrote: the same
 * content (the clerk's sheets and the add-in's) through another writer, the fair reference for the
 * output's size (ExcelJS keeps text in shared strings and recompresses everything). It needs a 4 GB heap.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { lerFolha, lerStringsCompartilhadas } from "../src/adapters/xlsx/leitorDeFolha";
import { lerLivro, Pacote, REL_STRINGS } from "../src/adapters/xlsx/pacote";
import { executarAnotar } from "../src/cli/anotar";
import { zlibNativo } from "../src/cli/zlibNativo";

const PASTA = "test-results/bench";

interface Medida {
  /** Wall-clock time of the task (the machine may be shared: see cpuMs). */
  ms: number;
  /** CPU time (user + system) of the task: what the work costs, whatever else runs beside it. */
  cpuMs: number;
  maxRssMb: number;
}

type Tarefa = "exceljs" | "exceljs-anotada" | "anotar" | "piso";

/** Heap cap of every measured process: the 2 GB the issue sets for 1,000,000 candidates. */
const LIMITE_HEAP_MB = 2048;

async function executarTarefa(tarefa: Tarefa, entrada: string, saida: string, edital: string): Promise<void> {
  const inicio = performance.now();
  const cpu = process.cpuUsage();
  if (tarefa === "piso") {
    // The floor: unzip and parse the candidates' sheet (and the shared strings) and nothing else, with
    // the zlib `cotas` reads with.
    const pacote = new Pacote(new Uint8Array(readFileSync(entrada)), zlibNativo);
    const livro = lerLivro(pacote);
    const strings = lerStringsCompartilhadas(pacote, pacote.alvo(livro.parte, REL_STRINGS));
    const folha = livro.folhas.find((f) => f.nome === "Candidatos")!;
    const lida = lerFolha(pacote, folha.parte!, folha.nome, strings);
    if (lida.linhas.length === 0) throw new Error("folha vazia");
    writeFileSync(saida, "");
  } else if (tarefa === "exceljs" || tarefa === "exceljs-anotada") {
    const { default: ExcelJS } = await import("exceljs");
    const pasta = new ExcelJS.Workbook();
    const bytes = readFileSync(entrada);
    await pasta.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    await writeFile(saida, new Uint8Array((await pasta.xlsx.writeBuffer()) as ArrayBuffer));
  } else {
    const r = await executarAnotar([entrada, "-o", saida, "--edital", edital, "--substituir"]);
    if (r.codigo !== 0) throw new Error(r.erro);
  }
  const gasto = process.cpuUsage(cpu);
  const medida: Medida = {
    ms: performance.now() - inicio,
    cpuMs: (gasto.user + gasto.system) / 1000,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  };
  process.stdout.write(JSON.stringify(medida));
}

function medir(tarefa: Tarefa, entrada: string, saida: string, edital: string): Medida {
  const filho = spawnSync(
    process.execPath,
    [
      `--max-old-space-size=${tarefa === "exceljs-anotada" ? 2 * LIMITE_HEAP_MB : LIMITE_HEAP_MB}`,
      ...process.execArgv,
      process.argv[1],
      "--tarefa",
      tarefa,
      entrada,
      saida,
      edital,
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 1 << 20 },
  );
  if (filho.status !== 0) throw new Error(`a medida "${tarefa}" falhou (código ${filho.status})`);
  return JSON.parse(filho.stdout) as Medida;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === "--tarefa") return executarTarefa(args[1] as Tarefa, args[2], args[3], args[4]);
  const i = args.indexOf("--candidatos");
  const candidatos = i >= 0 ? Number(args[i + 1]) : 100_000;
  const empates = args.includes("--empates");
  mkdirSync(PASTA, { recursive: true });
  const sufixo = `${candidatos}${empates ? "-empates" : ""}`;
  const entrada = join(PASTA, `edital-${sufixo}.xlsx`);
  const edital = join(PASTA, `edital-${sufixo}.json`);
  if (!existsSync(entrada) || !existsSync(edital)) {
    // Loaded here: the measured processes do not pay for modules `cotas anotar` does not load.
    const { gerarExemplo } = await import("../src/exemplo/gerar");
    const { editalDoExemplo, escreverExemploXlsx } = await import("../src/exemplo/planilha");
    const exemplo = gerarExemplo({ candidatos, cargos: 8, semente: 7 });
    if (empates)
      for (const c of exemplo.candidatos)
        c.notaFinalCentesimos = Math.round(c.notaFinalCentesimos / 100) * 100;
    await escreverExemploXlsx(exemplo, entrada);
    // With --empates, only the age criterion of the Estatuto (most are under 60): no discursive score.
    const doEdital = editalDoExemplo(exemplo);
    await writeFile(edital, JSON.stringify(empates ? { ...doEdital, desempate: ["idade-60"] } : doEdital));
  }
  const semExcelJS = args.includes("--sem-exceljs");
  const saidaExcelJS = join(PASTA, `exceljs-${sufixo}.xlsx`);
  const saidaAnotada = join(PASTA, `anotada-${sufixo}.xlsx`);
  const piso = medir("piso", entrada, join(PASTA, "piso.txt"), edital);
  const soExcelJS = semExcelJS ? null : medir("exceljs", entrada, saidaExcelJS, edital);
  const anotar = medir("anotar", entrada, saidaAnotada, edital);
  const saidaExcelJSAnotada = join(PASTA, `exceljs-anotada-${sufixo}.xlsx`);
  const anotadaPeloExcelJS = args.includes("--exceljs-anotada")
    ? medir("exceljs-anotada", saidaAnotada, saidaExcelJSAnotada, edital)
    : null;
  const mb = (arquivo: string) => (statSync(arquivo).size / 1024 / 1024).toFixed(1);
  const linha = (nome: string, m: Medida, arquivo: string | null) =>
    `${nome.padEnd(50)} ${(m.ms / 1000).toFixed(1).padStart(7)} s ${(m.cpuMs / 1000).toFixed(1).padStart(7)} s ` +
    `${m.maxRssMb.toFixed(0).padStart(7)} MB ${(arquivo ? mb(arquivo) : "").padStart(7)} MB`;
  console.log(
    `cotas anotar — ${candidatos.toLocaleString("pt-BR")} candidatos (${mb(entrada)} MB de entrada), ` +
      `cada medida num processo com --max-old-space-size=${LIMITE_HEAP_MB}`,
  );
  console.log(
    `${"".padEnd(50)} ${"tempo".padStart(9)} ${"CPU".padStart(9)} ${"pico RSS".padStart(10)} ${"saída".padStart(10)}`,
  );
  console.log(linha("piso: descompactar e ler só a folha dos candidatos", piso, null));
  if (soExcelJS) console.log(linha("ExcelJS só: ler e gravar a pasta do escrivão", soExcelJS, saidaExcelJS));
  console.log(linha("cotas anotar (ler, conferir, calcular, gravar)", anotar, saidaAnotada));
  console.log(`  notas das células (xl/comments*.xml), descompactadas: ${partesDeNotas(saidaAnotada)}`);
  if (anotadaPeloExcelJS)
    console.log(linha("ExcelJS só: ler e gravar a pasta anotada", anotadaPeloExcelJS, saidaExcelJSAnotada));
  const razao = (base: Medida) =>
    `tempo ${(anotar.ms / base.ms).toFixed(2)}×, CPU ${(anotar.cpuMs / base.cpuMs).toFixed(2)}×, ` +
    `memória ${(anotar.maxRssMb / base.maxRssMb).toFixed(2)}×`;
  console.log(`anotar / piso:               ${razao(piso)} (meta: CPU até 3×)`);
  if (soExcelJS) {
    const saida = (statSync(saidaAnotada).size / statSync(saidaExcelJS).size).toFixed(2);
    console.log(
      `anotar / ExcelJS ida e volta: ${razao(soExcelJS)}, saída ${saida}× ` +
        "(meta: tempo até 0,5×, memória até 0,3×, saída até 1,5×)",
    );
  }
  if (anotadaPeloExcelJS) {
    const saida = (statSync(saidaAnotada).size / statSync(saidaExcelJSAnotada).size).toFixed(2);
    console.log(
      `anotar / ExcelJS com a pasta anotada (o mesmo conteúdo): CPU ${(anotar.cpuMs / anotadaPeloExcelJS.cpuMs).toFixed(2)}×, ` +
        `memória ${(anotar.maxRssMb / anotadaPeloExcelJS.maxRssMb).toFixed(2)}×, saída ${saida}×`,
    );
  }
}

/** The uncompressed size of the comments parts of a workbook (read from the zip's directory, not inflated). */
function partesDeNotas(arquivo: string): string {
  const tamanhos: number[] = [];
  unzipSync(new Uint8Array(readFileSync(arquivo)), {
    filter: (f) => {
      if (/^xl\/comments\d*\.xml$/.test(f.name)) tamanhos.push(f.originalSize);
      return false;
    },
  });
  const total = tamanhos.reduce((a, b) => a + b, 0);
  return `${(total / 1024 / 1024).toFixed(1)} MB em ${tamanhos.length} partes`;
}

main().catch((erro: unknown) => {
  console.error(erro);
  process.exit(1);
});
