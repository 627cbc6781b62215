/**
 * The README's `npm test` needs Node alone: a test that runs a tool the README does not install
 * (Debian's python3 with openpyxl) goes through test/ferramentas.ts, which skips it with the reason
 * printed when the tool is missing (`.ci/run` installs it, so CI always runs it). Before, two tests ran
 * /usr/bin/python3 directly and failed on a machine with Node alone.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const RAIZ = join(__dirname, "..");

function arquivosDeTeste(pasta: string): string[] {
  return readdirSync(pasta).flatMap((nome) => {
    const caminho = join(pasta, nome);
    if (statSync(caminho).isDirectory()) return arquivosDeTeste(caminho);
    return /\.test\.tsx?$/.test(nome) ? [caminho] : [];
  });
}

describe("ferramentas que o npm test do README não instala", () => {
  it("todo teste que roda o python3 (openpyxl) passa por temOpenpyxl, que o pula com o motivo quando falta", () => {
    const semGuarda = arquivosDeTeste(RAIZ)
      .filter((f) => f !== __filename)
      .filter((f) => {
        const texto = readFileSync(f, "utf8");
        return (
          /python3|PYTHON\b/.test(texto) &&
          /openpyxl/.test(texto) &&
          !/skipIf\(!temOpenpyxl\(\)\)/.test(texto)
        );
      })
      .map((f) => relative(RAIZ, f));
    expect(semGuarda).toEqual([]);
    // The guard is not only imported: at least the files that run python use it.
    expect(
      arquivosDeTeste(RAIZ).some((f) => /skipIf\(!temOpenpyxl\(\)\)/.test(readFileSync(f, "utf8"))),
    ).toBe(true);
  });
});
