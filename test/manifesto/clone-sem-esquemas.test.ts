/**
 * The README's `npm test` on a bare clone: the manifest's schemas are not in the repository (CI lays
 * them beside it in ../shared), so `npm run validate` skips the schema check with the reason printed and
 * still checks resid, sizes and URLs; under CI=true the missing schemas are an error, never a quiet skip.
 * The script runs from a copy of the repository's layout in a temporary folder with nothing beside it.
 */
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const RAIZ = join(__dirname, "..", "..");
let pasta: string;
let clone: string;

beforeAll(() => {
  pasta = mkdtempSync(join(tmpdir(), "clone-sem-esquemas-"));
  clone = join(pasta, "repo");
  mkdirSync(join(clone, "scripts"), { recursive: true });
  copyFileSync(join(RAIZ, "scripts", "validar-manifesto.ts"), join(clone, "scripts", "validar-manifesto.ts"));
  copyFileSync(join(RAIZ, "manifest.xml"), join(clone, "manifest.xml"));
  symlinkSync(join(RAIZ, "node_modules"), join(clone, "node_modules"));
});
afterAll(() => rmSync(pasta, { recursive: true, force: true }));

function validar(manifesto: string, ci: boolean) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.ESQUEMAS_MANIFESTO;
  delete env.CI;
  if (ci) env.CI = "true";
  return spawnSync(
    process.execPath,
    ["--import", "tsx", join(clone, "scripts", "validar-manifesto.ts"), join(clone, manifesto)],
    { cwd: clone, env, encoding: "utf8" },
  );
}

describe("npm run validate num clone sem os esquemas ao lado", () => {
  it("pula a validação pelos esquemas com o motivo, confere o resto e sai com 0", () => {
    const r = validar("manifest.xml", false);
    expect(r.stderr).toContain("validação pelos esquemas pulada: esquemas do manifesto não encontrados");
    expect(r.stdout).toContain("válido quanto a resid, tamanhos e URLs (sem os esquemas do Office)");
    expect(r.status).toBe(0);
  });

  it("sem os esquemas, um resid que não existe ainda é recusado", () => {
    const xml = readFileSync(join(RAIZ, "manifest.xml"), "utf8");
    const alvo = xml.match(/resid="([^"]+)"/)![0];
    writeFileSync(join(clone, "quebrado.xml"), xml.replace(alvo, 'resid="NaoExiste"'));
    const r = validar("quebrado.xml", false);
    expect(r.stderr).toContain('resid "NaoExiste" não existe em <Resources>');
    expect(r.status).toBe(1);
  });

  it("no CI (CI=true), faltar os esquemas é erro, não pulo", () => {
    const r = validar("manifest.xml", true);
    expect(r.stderr).toContain("Esquemas do manifesto não encontrados");
    expect(r.status).toBe(1);
  });
});
