/**
 * `cotas anotar` on the banca's layout (one S/N column per reserve) with a `--mapa` that names only
 * what the header does not say well: the other columns are still recognized (before, a --mapa turned
 * off the recognition of every field it did not name), and `--help` lists every key of --mapa.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executarAnotar } from "../../src/cli/anotar";
import type { Resultado } from "../../src/engine/tipos";
import { CAMPOS_CANDIDATO } from "../../src/leitura/mapaColunas";
import { rodar } from "./rodar";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "anotar-sn-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("cotas anotar com colunas de Sim/Não e um --mapa parcial", () => {
  it("'Cota racial (S/N)' é lida como pretos e pardos; --mapa que só nomeia a nota não desliga o reconhecimento das outras colunas", async () => {
    const linhas = ["Inscrição;Nome do candidato;Cargo;Pontos;Cota racial (S/N);PcD"];
    for (let i = 0; i < 40; i++)
      linhas.push(
        `${3000 + i};Pessoa ${i};Analista;${80 - i};${i % 3 === 0 ? "S" : "N"};${i === 9 ? "X" : ""}`,
      );
    const csv = join(dir, "resultado.csv");
    await writeFile(csv, linhas.join("\n"));
    const edital = join(dir, "edital.json");
    await writeFile(
      edital,
      JSON.stringify({ dataPublicacao: "2025-09-01", cargos: [{ id: "Analista", vagas: 10 }] }),
    );
    // "Pontos" is no score name the recognition knows: the clerk names it, and only it.
    const mapa = join(dir, "mapa.json");
    await writeFile(mapa, JSON.stringify({ campos: { nota: { cabecalho: "Pontos" } } }));
    const r = await executarAnotar([
      csv,
      "-o",
      join(dir, "saida.xlsx"),
      "--edital",
      edital,
      "--mapa",
      mapa,
      "--json",
    ]);
    expect(r.erro).toBe("");
    const resultado = JSON.parse(r.saida) as Resultado;
    const ppp = resultado.cargos[0].listas.PPP ?? [];
    expect(ppp.map((e) => e.candidato)).toEqual(Array.from({ length: 14 }, (_, k) => String(3000 + 3 * k)));
    expect(resultado.cargos[0].listas.PCD?.map((e) => e.candidato)).toEqual(["3009"]);
  });

  it("--help lista todas as chaves de --mapa", async () => {
    const r = await rodar(["anotar", "--help"]);
    for (const campo of CAMPOS_CANDIDATO) expect(r.stdout).toMatch(new RegExp(`^ +${campo} +\\S`, "m"));
  });
});
