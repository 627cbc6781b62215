/**
 * `npm start` (scripts/start.mjs) on Linux: webpack serve under this script, which npm runs through a
 * shell. Stopped by SIGTERM or SIGINT, nothing it started may keep running (the issue: after a SIGTERM to
 * npm, start.mjs and webpack went on serving). The build is stopped while it is still compiling, the
 * slowest moment to stop and the fastest to reach.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { connect, createServer } from "node:net";
import { describe, expect, it } from "vitest";

/** Every live process under `raiz` (zombies, already dead, left out), from `ps`. */
function descendentes(raiz: number): { pid: number; cmd: string }[] {
  const linhas = execFileSync("ps", ["-eo", "pid=,ppid=,stat=,args="], { encoding: "utf8" }).split("\n");
  const processos = linhas
    .map((l) => /^\s*(\d+)\s+(\d+)\s+(\S+)\s+(.*)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), zumbi: m[3].startsWith("Z"), cmd: m[4] }));
  const achados: { pid: number; cmd: string }[] = [];
  const fila = [raiz];
  while (fila.length) {
    const pai = fila.shift()!;
    for (const p of processos.filter((x) => x.ppid === pai)) {
      fila.push(p.pid);
      if (!p.zumbi) achados.push({ pid: p.pid, cmd: p.cmd });
    }
  }
  return achados;
}

function vivos(pids: number[]): number[] {
  const estados = execFileSync("ps", ["-eo", "pid=,stat="], { encoding: "utf8" });
  const vivosAgora = new Set(
    estados
      .split("\n")
      .map((l) => l.trim().split(/\s+/))
      .filter(([, stat]) => stat && !stat.startsWith("Z"))
      .map(([pid]) => Number(pid)),
  );
  return pids.filter((p) => vivosAgora.has(p));
}

async function esperar(condicao: () => boolean, prazo: number): Promise<void> {
  const fim = Date.now() + prazo;
  while (!condicao() && Date.now() < fim) await new Promise((r) => setTimeout(r, 200));
}

async function portaLivre(): Promise<number> {
  const servidor = createServer();
  await new Promise<void>((pronto) => servidor.listen(0, "127.0.0.1", pronto));
  const { port } = servidor.address() as { port: number };
  await new Promise((pronto) => servidor.close(pronto));
  return port;
}

function atende(porta: number): Promise<boolean> {
  return new Promise((pronto) => {
    const s = connect(porta, "127.0.0.1");
    s.once("connect", () => (s.destroy(), pronto(true)));
    s.once("error", () => pronto(false));
  });
}

/** Starts `node scripts/start.mjs` the way npm does (a shell in between) and waits for the dev server to
 *  listen: from then on its own signal handlers run (a graceful shutdown that waits for the build). */
async function iniciar(): Promise<{ shell: ChildProcess; todos: { pid: number; cmd: string }[] }> {
  const porta = await portaLivre();
  const shell = spawn("sh", ["-c", "node scripts/start.mjs"], {
    env: { ...process.env, npm_package_config_dev_server_port: String(porta) },
    stdio: "ignore",
  });
  const fim = Date.now() + 30_000;
  while (!(await atende(porta)) && Date.now() < fim) await new Promise((r) => setTimeout(r, 200));
  const todos = descendentes(shell.pid!);
  expect(todos.map((p) => p.cmd).join("\n"), "webpack não começou sob o start.mjs").toMatch(/webpack/);
  return { shell, todos };
}

/** Waits for every process started to end; whatever is left is killed (not to burden the machine) and
 *  named in the failure. */
async function semSobras(todos: { pid: number; cmd: string }[]): Promise<void> {
  await esperar(() => vivos(todos.map((p) => p.pid)).length === 0, 15_000);
  const sobras = todos.filter((p) => vivos([p.pid]).length > 0);
  for (const p of sobras) process.kill(p.pid, "SIGKILL");
  expect(sobras.map((p) => p.cmd)).toEqual([]);
}

describe.skipIf(process.platform === "win32")("npm start encerra o que iniciou", () => {
  it("SIGTERM ao npm (ao shell que roda o script): start.mjs e webpack terminam", async () => {
    const { shell, todos } = await iniciar();
    shell.kill("SIGTERM");
    await semSobras(todos);
  }, 60_000);

  it("SIGINT ao start.mjs durante a compilação: o webpack não fica esperando a compilação acabar", async () => {
    const { todos } = await iniciar();
    const script = todos.find((p) => /scripts\/start\.mjs/.test(p.cmd))!;
    process.kill(script.pid, "SIGINT");
    await semSobras(todos);
  }, 60_000);
});
