/**
 * `cotas anotar` handles its files like a careful tool: the input is recognised through links, an
 * existing output is replaced only with --substituir/--force and keeps its mode, new files get 0666
 * less the umask,
 * temporary files do not outlive SIGINT/SIGTERM and those of killed runs are swept.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, existsSync, linkSync, readdirSync, statSync, symlinkSync, utimesSync } from "node:fs";
import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executarAnotar } from "../../src/cli/anotar";
import { gravarBytes, varrerTemporariosAbandonados } from "../../src/cli/arquivoDeSaida";

let dir: string;
let entrada: string;
const edital = "assets/exemplo-edital.json";

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "arquivo-de-saida-"));
  entrada = join(dir, "real.xlsx");
  await copyFile("assets/exemplo-edital.xlsx", entrada);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const modo = (caminho: string) => statSync(caminho).mode & 0o777;

describe("a entrada nunca é a saída, pelo arquivo de verdade", () => {
  it("um link simbólico para a entrada, como saída: recusado, código 2, a entrada intacta", async () => {
    const link = join(dir, "link.xlsx");
    symlinkSync(entrada, link);
    const antes = statSync(entrada).mtimeMs;
    for (const [de, para] of [
      [link, entrada],
      [entrada, link],
    ]) {
      const r = await executarAnotar([de, "-o", para, "--edital", edital, "--substituir"]);
      expect(r.codigo).toBe(2);
      expect(r.erro).toMatch(/a saída não pode ser o próprio arquivo de entrada/);
    }
    expect(statSync(entrada).mtimeMs).toBe(antes);
  });

  it("um link físico (hard link) para a entrada: recusado", async () => {
    const fisico = join(dir, "fisico.xlsx");
    linkSync(entrada, fisico);
    const r = await executarAnotar([entrada, "-o", fisico, "--edital", edital, "--force"]);
    expect(r.codigo).toBe(2);
    expect(r.erro).toMatch(/a saída não pode ser o próprio arquivo de entrada/);
  });
});

describe("saída existente", () => {
  it("não é substituída sem --substituir; com --substituir ou --force, é, e mantém o modo 0600", async () => {
    const saida = join(dir, "existente.xlsx");
    await writeFile(saida, "do escrivão");
    chmodSync(saida, 0o600);
    const recusa = await executarAnotar([entrada, "-o", saida, "--edital", edital]);
    expect(recusa.codigo).toBe(2);
    expect(recusa.erro).toMatch(/o arquivo .*existente\.xlsx já existe; use --substituir \(ou --force\)/);
    expect(statSync(saida).size).toBe(Buffer.byteLength("do escrivão"));

    for (const opcao of ["--substituir", "--force"]) {
      const r = await executarAnotar([entrada, "-o", saida, "--edital", edital, opcao]);
      expect(r.erro).toBe("");
      expect(r.codigo).toBe(0);
      expect(statSync(saida).size).toBeGreaterThan(1000);
      expect(modo(saida)).toBe(0o600);
    }
  });

  it("mantém também um modo mais aberto que o escrivão escolheu (0640)", async () => {
    const saida = join(dir, "compartilhada.xlsx");
    await writeFile(saida, "x");
    chmodSync(saida, 0o640);
    expect((await executarAnotar([entrada, "-o", saida, "--edital", edital, "--substituir"])).codigo).toBe(0);
    expect(modo(saida)).toBe(0o640);
  });

  it.each([
    ["022", 0o022],
    ["002", 0o002],
    ["077", 0o077],
  ])(
    "um arquivo novo tem o modo de sempre, 0666 menos a umask (%s): o colega da pasta compartilhada o abre",
    async (_, umask) => {
      const saida = join(dir, `nova-${umask.toString(8)}.xlsx`);
      const antes = process.umask(umask);
      try {
        expect((await executarAnotar([entrada, "-o", saida, "--edital", edital])).codigo).toBe(0);
      } finally {
        process.umask(antes);
      }
      expect(modo(saida)).toBe(0o666 & ~umask);
      expect(readdirSync(dir).filter((n) => n.endsWith(".tmp"))).toEqual([]);
    },
  );
});

describe("arquivos temporários", () => {
  it.each(["SIGTERM", "SIGINT"] as const)("%s durante a gravação remove o temporário", async (sinal) => {
    const alvo = join(dir, `sinal-${sinal}.xlsx`);
    const filho = spawn(process.execPath, [
      "--import",
      "tsx",
      "test/cli/fixtures/gravacaoInterrompida.ts",
      alvo,
    ]);
    const [pedaco] = (await once(filho.stdout, "data")) as [Buffer];
    const temporario = /^gravando (.*)\n$/.exec(pedaco.toString())![1];
    expect(existsSync(temporario)).toBe(true);
    filho.kill(sinal);
    const [, recebido] = (await once(filho, "exit")) as [number | null, string | null];
    expect(recebido).toBe(sinal);
    expect(existsSync(temporario)).toBe(false);
    expect(existsSync(alvo)).toBe(false);
  });

  it("a próxima execução varre os de execuções mortas e deixa os de uma execução viva", async () => {
    const alvo = join(dir, "varrer.xlsx");
    const morto = join(dir, ".varrer.xlsx.7ffffffe0badc0de.tmp"); // pid 0x7ffffffe: no such process
    const antigo = join(dir, ".varrer.xlsx.deadbeef.tmp"); // an older version's name, a day old
    const vivo = join(dir, `.varrer.xlsx.${process.pid.toString(16).padStart(8, "0")}0badc0de.tmp`);
    const alheio = join(dir, ".outra.xlsx.7ffffffe0badc0de.tmp");
    for (const f of [morto, antigo, vivo, alheio]) await writeFile(f, "x");
    const ontem = (Date.now() - 25 * 60 * 60 * 1000) / 1000;
    utimesSync(antigo, ontem, ontem);
    expect((await executarAnotar([entrada, "-o", alvo, "--edital", edital])).codigo).toBe(0);
    expect([morto, antigo, vivo, alheio].map(existsSync)).toEqual([false, false, true, true]);
    expect(await varrerTemporariosAbandonados(alvo)).toEqual([]);
  });
});

describe("duas gravações da mesma saída nova ao mesmo tempo", () => {
  it("a segunda, que conferiu a saída antes de a primeira a criar, não a substitui: EEXIST, e o arquivo é o da primeira", async () => {
    const saida = join(dir, "disputada.xlsx");
    // Both runs passed conferirSaida while the file did not exist (modoExistente null).
    await gravarBytes(saida, new Uint8Array([1, 2, 3]), null);
    await expect(gravarBytes(saida, new Uint8Array([9, 9]), null)).rejects.toMatchObject({ code: "EEXIST" });
    expect([...(await readFile(saida))]).toEqual([1, 2, 3]);
    expect(readdirSync(dir).filter((n) => n.startsWith(".disputada.xlsx."))).toEqual([]);
  });

  it("dois cotas anotar para a mesma saída nova, lado a lado: um grava, o outro diz por que não (código 2)", async () => {
    const saida = join(dir, "lado-a-lado.xlsx");
    const rodar = () => {
      const filho = spawn(process.execPath, [
        "bin/cotas.cjs",
        "anotar",
        entrada,
        "-o",
        saida,
        "--edital",
        edital,
      ]);
      let erro = "";
      filho.stderr.on("data", (d: Buffer) => (erro += d.toString()));
      return once(filho, "close").then(([codigo]) => ({ codigo: codigo as number, erro }));
    };
    const [a, b] = await Promise.all([rodar(), rodar()]);
    expect([a.codigo, b.codigo].sort()).toEqual([0, 2]);
    const recusada = a.codigo === 2 ? a : b;
    expect(recusada.erro).toMatch(/já existe|outro programa criou o arquivo/);
  });
});
