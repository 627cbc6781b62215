/**
 * npm run bench — the engine against one sort.
 *
 * Two scenarios of 1,000,000 candidates: one cargo with 10,000 vagas, and 2,000 cargos (10,000 vagas
 * in all). Each runs in its own Node process (clean peak memory): the candidates are generated from a
 * fixed seed and passed through JSON as the CLI would read them; then `alocar` runs once, then the same
 * candidates are sorted once by score (`slice().sort((a, b) => b.nota - a.nota)`). Printed: both times,
 * wall clock and CPU (the machine may be shared), their ratio (goal of #23: ≤ 2), and the peak resident
 * memory the allocation added over the generated input.
 */
import { execFileSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { alocar, type Candidato, type Cargo, type Concurso, type Lista } from "../src/engine";
import { criarAleatorio } from "../src/exemplo/aleatorio";

const CANDIDATOS = Number(process.env.BENCH_CANDIDATOS ?? 1_000_000);
const VAGAS = 10_000;

function gerar(cargos: number): Concurso {
  const a = criarAleatorio(20251129);
  const listaDeCargos: Cargo[] = [];
  for (let i = 0; i < cargos; i++) listaDeCargos.push({ id: `C${i + 1}`, vagas: 0 });
  // Vagas spread so that they add up to VAGAS (1 to 9 per cargo when there are 2,000 of them).
  for (let i = 0; i < VAGAS; i++) listaDeCargos[cargos === 1 ? 0 : (i * 7919) % cargos].vagas++;
  const candidatos: Candidato[] = new Array(CANDIDATOS);
  for (let i = 0; i < CANDIDATOS; i++) {
    const listas: Lista[] = [];
    const ppp = a.chance(0.3);
    const ind = !ppp && a.chance(0.03);
    const qui = !ppp && !ind && a.chance(0.02);
    const pcd = a.chance(0.06);
    const cotista = ppp || ind || qui || pcd;
    if (!cotista || a.chance(0.7)) listas.push("AC"); // cotistas below the AC cut have no "AC"
    if (ppp) listas.push("PPP");
    if (ind) listas.push("IND");
    if (qui) listas.push("QUI");
    if (pcd) listas.push("PCD");
    const c: Candidato = {
      id: String(100000 + i),
      cargo: listaDeCargos[cargos === 1 ? 0 : a.inteiro(0, cargos - 1)].id,
      nota: Math.round(a.proximo() * 1_000_000) / 10_000,
      listas,
      nascimento: `${a.inteiro(1950, 2004)}-${String(a.inteiro(1, 12)).padStart(2, "0")}-${String(a.inteiro(1, 28)).padStart(2, "0")}`,
    };
    if (ppp && a.chance(0.05)) c.confirmacao = { PPP: a.chance(0.5) ? "indeferida" : "pendente" };
    if (a.chance(0.01)) c.situacao = a.chance(0.5) ? "eliminado" : "desistente";
    // As the CLI reads it: through JSON (flat strings, the object shapes of JSON.parse).
    candidatos[i] = JSON.parse(JSON.stringify(c)) as Candidato;
  }
  return { edital: { dataPublicacao: "2025-09-01" }, cargos: listaDeCargos, candidatos };
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const ms = (t: number) => `${t.toFixed(0).padStart(7)} ms`;

function medir(cargos: number): void {
  const concurso = gerar(cargos);
  (globalThis as { gc?: () => void }).gc?.();
  const rssAntes = process.resourceUsage().maxRSS;
  const heapAntes = process.memoryUsage().heapUsed;
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const [t0, c0] = [performance.now(), cpu()];
  const resultado = alocar(concurso);
  const [motor, motorCpu] = [performance.now() - t0, cpu() - c0];
  const rssDepois = process.resourceUsage().maxRSS;
  (globalThis as { gc?: () => void }).gc?.();
  const resultadoRetido = (process.memoryUsage().heapUsed - heapAntes) / 1024;
  const [t1, c1] = [performance.now(), cpu()];
  concurso.candidatos.slice().sort((a, b) => b.nota - a.nota);
  const [ordenar, ordenarCpu] = [performance.now() - t1, cpu() - c1];
  const ocupadas = resultado.cargos.reduce((s, c) => s + c.ordem.filter((p) => p.candidato).length, 0);
  console.log(
    JSON.stringify({
      cargos,
      motor,
      ordenar,
      motorCpu,
      ordenarCpu,
      pico: rssDepois,
      acrescimo: rssDepois - rssAntes,
      resultadoRetido,
      ocupadas,
      empates: resultado.empates.length,
    }),
  );
}

const cenario = process.argv.indexOf("--cenario");
if (cenario >= 0) {
  medir(Number(process.argv[cenario + 1]));
} else {
  console.log(
    `Bancada: ${CANDIDATOS.toLocaleString("pt-BR")} candidatos, ${VAGAS.toLocaleString("pt-BR")} vagas (Node ${process.version})\n`,
  );
  for (const cargos of [1, 2000]) {
    const saida = execFileSync(
      process.execPath,
      [...process.execArgv, __filename, "--cenario", String(cargos)],
      {
        encoding: "utf8",
        maxBuffer: 1 << 20,
      },
    );
    const r = JSON.parse(saida.trim().split("\n").pop()!);
    console.log(
      `${cargos === 1 ? "1 cargo" : `${cargos} cargos`} (${r.ocupadas} vagas ocupadas, ${r.empates} empates relatados):`,
    );
    console.log(`  motor (alocar)            ${ms(r.motor)} de relógio   ${ms(r.motorCpu)} de CPU`);
    console.log(`  ordenar uma vez por nota  ${ms(r.ordenar)} de relógio   ${ms(r.ordenarCpu)} de CPU`);
    console.log(
      `  razão motor / ordenação   ${(r.motor / r.ordenar).toFixed(1).padStart(6)} × relógio   ${(r.motorCpu / r.ordenarCpu).toFixed(1).padStart(6)} × CPU   (meta ≤ 2)`,
    );
    console.log(
      `  memória: pico do processo ${mb(r.pico)}; a alocação acrescentou ${mb(r.acrescimo)} ao pico da entrada; o resultado retém ${mb(r.resultadoRetido)}\n`,
    );
  }
}
