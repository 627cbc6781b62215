/**
 * npm run bench:fases — who goes on in a phase (engine/fases.ts) against the allocation of the same
 * candidates.
 *
 * 200,000 candidates (fixed seed) in one cargo of 500 vagas, 30% PPP and 6% PcD optants, a phase that
 * takes 5 × the vagas of each list with a minimum score. Measured: `alocar` of the concurso (the
 * baseline: one sort and linear passes), then `quemSegue` (one sort, a pass per list, every candidate's
 * outcome and note in every list), and one plain sort of the scores (the floor). Printed: CPU times and
 * the ratios (goal: the phase ≤ 1 × alocar).
 */
import { alocar, type Candidato, type Lista } from "../src/engine";
import { lerConcursoEmFase, quemSegue } from "../src/engine/fases";
import { criarAleatorio } from "../src/exemplo/aleatorio";

const a = criarAleatorio(20261202);
const candidatos: Candidato[] = [];
for (let i = 0; i < 200_000; i++) {
  const listas: Lista[] = ["AC"];
  if (a.chance(0.3)) listas.push("PPP");
  if (a.chance(0.06)) listas.push("PCD");
  candidatos.push({
    id: String(100000 + i),
    cargo: "ANALISTA",
    nota: Math.round(a.proximo() * 1_000_000) / 10_000,
    listas,
    nascimento: `${a.inteiro(1950, 2004)}-0${a.inteiro(1, 9)}-1${a.inteiro(0, 9)}`,
  });
}
const edital = { dataPublicacao: "2025-09-01" };
const cargos = [{ id: "ANALISTA", vagas: 500 }];

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const medir = (f: () => unknown) => {
  const c = cpu();
  f();
  return cpu() - c;
};
const ms = (t: number) => `${t.toFixed(0).padStart(7)} ms`;

const base = medir(() => alocar({ edital, cargos, candidatos }));
const concurso = lerConcursoEmFase({
  edital,
  cargos,
  candidatos,
  fase: { multiplicador: 5, notaMinima: 20 },
});
let seguem = 0;
const fase = medir(() => (seguem = quemSegue(concurso).cargos[0].avancam.length));
const piso = medir(() => [...candidatos].sort((x, y) => y.nota - x.nota || (x.id < y.id ? -1 : 1)));

console.log(
  `Bancada: 200.000 candidatos, 1 cargo de 500 vagas, fase de 5 × as vagas (Node ${process.version})\n`,
);
console.log(`  alocar                  ${ms(base)} de CPU`);
console.log(`  quem segue na fase      ${ms(fase)} de CPU   (${seguem} seguem)`);
console.log(`  uma ordenação das notas ${ms(piso)} de CPU`);
console.log(`  razão fase / alocar     ${(fase / base).toFixed(2).padStart(6)} ×   (meta ≤ 1)`);
console.log(`  razão fase / ordenação  ${(fase / piso).toFixed(2).padStart(6)} ×`);
