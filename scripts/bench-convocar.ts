/**
 * npm run bench:convocar — the next call against the allocation it stands on.
 *
 * 100,000 candidates (fixed seed) in one cargo of 1,000 vagas, plus 199 small cargos with another
 * 100,000 candidates; a ledger of 19 calls of 50 positions (positions 1 to 950, one in twenty
 * nominations made void). Measured: `alocar` of the whole concurso once (the baseline), then
 * `proximaConvocacao` of 50 positions of the big cargo — which checks the whole file and allocates that
 * cargo once, with the ledger (the call is read from that allocation). Printed: both times (wall clock
 * and CPU) and the ratio (goal: ≤ 1, since a call allocates one cargo only).
 */
import { performance } from "node:perf_hooks";
import { alocar, proximaConvocacao, registrarConvocacao } from "../src/engine";
import type { Candidato, Cargo, Concurso, Lista } from "../src/engine";
import { criarAleatorio } from "../src/exemplo/aleatorio";

function gerar(): Concurso {
  const a = criarAleatorio(20261130);
  const cargos: Cargo[] = [{ id: "GRANDE", vagas: 1000 }];
  for (let i = 1; i < 200; i++) cargos.push({ id: `C${i}`, vagas: a.inteiro(1, 9) });
  const candidatos: Candidato[] = [];
  for (let i = 0; i < 200_000; i++) {
    const ppp = a.chance(0.3);
    const pcd = a.chance(0.06);
    const listas: Lista[] = [];
    if (!(ppp || pcd) || a.chance(0.7)) listas.push("AC");
    if (ppp) listas.push("PPP");
    if (pcd) listas.push("PCD");
    candidatos.push({
      id: String(100000 + i),
      cargo: i < 100_000 ? "GRANDE" : cargos[a.inteiro(1, 199)].id,
      nota: Math.round(a.proximo() * 1_000_000) / 10_000,
      listas,
      nascimento: `${a.inteiro(1950, 2004)}-0${a.inteiro(1, 9)}-1${a.inteiro(0, 9)}`,
    });
  }
  return { edital: { dataPublicacao: "2025-09-01" }, cargos, candidatos };
}

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const ms = (t: number) => `${t.toFixed(0).padStart(7)} ms`;

let concurso = gerar();
for (let k = 0; k < 19; k++) {
  const r = proximaConvocacao(concurso, { cargo: "GRANDE", posicoes: 50 });
  concurso = registrarConvocacao(concurso, r.convocacao);
  const ultima = concurso.convocacoes!.at(-1)!;
  ultima.desfechos = Object.fromEntries(
    ultima.chamados.map((x, i) => [x.candidato, i % 20 === 7 ? "sem-efeito" : "posse"] as const),
  );
}

const [t0, c0] = [performance.now(), cpu()];
alocar(concurso);
const [base, baseCpu] = [performance.now() - t0, cpu() - c0];
const [t1, c1] = [performance.now(), cpu()];
const r = proximaConvocacao(concurso, { cargo: "GRANDE", posicoes: 50 });
const [chamar, chamarCpu] = [performance.now() - t1, cpu() - c1];

console.log(
  `Bancada: 200.000 candidatos, 200 cargos; livro de 19 convocações (950 posições) no cargo de 1.000 vagas (Node ${process.version})\n`,
);
console.log(`  alocar o concurso inteiro   ${ms(base)} de relógio   ${ms(baseCpu)} de CPU`);
console.log(
  `  próxima convocação (50)     ${ms(chamar)} de relógio   ${ms(chamarCpu)} de CPU   (${r.convocacao.chamados.length} chamados, ${r.avisos.length} avisos)`,
);
console.log(
  `  razão convocação / alocar   ${(chamar / base).toFixed(2).padStart(6)} × relógio   ${(chamarCpu / baseCpu).toFixed(2).padStart(6)} × CPU   (meta ≤ 1)`,
);
