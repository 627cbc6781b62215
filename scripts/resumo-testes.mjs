// Last line of .ci/run: "N passed, N failed" from Vitest's JSON report (test-results/vitest.json).
// Usage: node scripts/resumo-testes.mjs <exit code of npm test>
// If npm test failed before Vitest ran (type check, lint, manifest, build), there is no report of this
// run: that counts as one failure. Exits non-zero whenever anything failed.
import { existsSync, readFileSync } from "node:fs";

const RELATORIO = new URL("../test-results/vitest.json", import.meta.url);
const codigo = Number(process.argv[2] ?? 0);

let aprovados = 0;
let reprovados = 0;
if (existsSync(RELATORIO)) {
  const relatorio = JSON.parse(readFileSync(RELATORIO, "utf8"));
  aprovados = relatorio.numPassedTests ?? 0;
  reprovados = relatorio.numFailedTests ?? 0;
  // A test file that fails to load, or whose beforeAll fails (its tests then count as skipped), has
  // no failed test of its own but failed all the same: one failure per such file, beside the others.
  for (const arquivo of relatorio.testResults ?? []) {
    const semTesteReprovado = !(arquivo.assertionResults ?? []).some((t) => t.status === "failed");
    if (arquivo.status === "failed" && semTesteReprovado) reprovados += 1;
  }
}
if (codigo !== 0 && reprovados === 0) reprovados = 1;

console.log(`${aprovados} passed, ${reprovados} failed`);
process.exitCode = reprovados > 0 ? 1 : 0;
