/**
 * Tools of the machine that some tests need and the README's `npm test` does not install (`.ci/run`
 * installs them from Debian, so CI always runs those tests). Without one, the test is skipped and the
 * reason printed once, never failed.
 */
import { execFileSync } from "node:child_process";
import { acharPastaDosEsquemas } from "../scripts/validar-manifesto";

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

/**
 * The XML schemas of the Office manifest (Microsoft's, beside the repository in CI as
 * ../shared/office/manifest-schema, or where $ESQUEMAS_MANIFESTO says): a bare clone has none.
 */
export function temEsquemasDoManifesto(): boolean {
  return (
    acharPastaDosEsquemas() !== null ||
    falta("os esquemas do manifesto do Office", "defina ESQUEMAS_MANIFESTO")
  );
}
