/**
 * Tools of the machine that some tests need and the README's `npm test` does not install (`.ci/run`
 * installs them from Debian, so CI always runs those tests). Without one, the test is skipped and the
 * reason printed once, never failed.
 */
import { execFileSync } from "node:child_process";

export const PYTHON = "/usr/bin/python3";

const avisados = new Set<string>();

function falta(ferramenta: string, como: string): false {
  if (!avisados.has(ferramenta)) {
    avisados.add(ferramenta);
    console.warn(`teste pulado: ${ferramenta} não está nesta máquina (${como}; o .ci/run o instala).`);
  }
  return false;
}

let openpyxl: boolean | undefined;

/** Debian's python3 with openpyxl, the other program that edits a workbook between two calls. */
export function temOpenpyxl(): boolean {
  if (openpyxl === undefined) {
    try {
      execFileSync(PYTHON, ["-c", "import openpyxl"], { stdio: "ignore" });
      openpyxl = true;
    } catch {
      openpyxl = falta("o openpyxl do python3", "apt-get install python3-openpyxl");
    }
  }
  return openpyxl;
}
