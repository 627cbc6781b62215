/**
 * The add-in's sheets in a file are known by their `Cotas_` tables, as in Excel (src/adapters/marcas.ts),
 * not by the sheetId they had: LibreOffice numbers the sheets again when it saves a workbook in which
 * the clerk inserted or moved a sheet. The corpus file (corpus/gerar-anotadas.sh) is a workbook annotated
 * and called once by `cotas`, then edited by LibreOffice: a sheet of notes inserted first, Convocações
 * moved to the second place, AC renamed. Before, `cotas convocar` found no Convocações sheet and
 * `cotas anotar` wrote "AC (2)"… beside the old sheets.
 */
import { unzipSync } from "fflate";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abrirXlsx } from "../../../src/adapters/xlsx/arquivo";
import { executarAnotar } from "../../../src/cli/anotar";
import { rodar } from "../../cli/rodar";

const REORDENADA = join(__dirname, "corpus", "libreoffice-anotada-reordenada.xlsx");

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "reconhecer-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function nomesDasFolhas(bytes: Uint8Array): string[] {
  const workbook = new TextDecoder().decode(unzipSync(bytes)["xl/workbook.xml"]);
  return [...workbook.matchAll(/<sheet [^>]*name="([^"]*)"/g)].map((m) => m[1]);
}

describe("pasta anotada que o LibreOffice reordenou (sheetIds renumerados) e em que AC foi renomeada", () => {
  it("o arquivo do corpus é o que o teste diz: folhas na ordem nova, AC com outro nome", async () => {
    expect(nomesDasFolhas(new Uint8Array(await readFile(REORDENADA))).slice(0, 4)).toEqual([
      "Notas do escrivão",
      "Convocações",
      "Candidatos",
      "Ampla (conferida)",
    ]);
  });

  it("cada folha do suplemento é reconhecida pela sua tabela; as do escrivão não", async () => {
    const pasta = await abrirXlsx(new Uint8Array(await readFile(REORDENADA)));
    const tipos = Object.fromEntries(
      (await pasta.listarFolhas()).map((f) => [f.nome, f.marca?.tipo ?? null]),
    );
    expect(tipos).toMatchObject({
      "Notas do escrivão": null,
      Candidatos: null,
      Convocações: "convocacoes",
      "Ampla (conferida)": "lista:AC",
      // No table (an empty list): its recorded name and values.
      Indígenas: "lista:IND",
      Quadro: "quadro",
      "Atos das convocações": "atos",
    });
  });

  it("cotas anotar regrava as folhas do suplemento no lugar (AC volta ao nome), sem nenhuma 'X (2)'; a folha do escrivão fica", async () => {
    const saida = join(dir, "anotada.xlsx");
    const r = await executarAnotar([REORDENADA, "-o", saida]);
    expect(r.erro).toBe("");
    const nomes = nomesDasFolhas(new Uint8Array(await readFile(saida)));
    expect(nomes.filter((n) => / \(\d+\)$/.test(n))).toEqual([]);
    expect(nomes.slice(0, 4)).toEqual(["Notas do escrivão", "Convocações", "Candidatos", "AC"]);
    expect(new Set(nomes).size).toBe(nomes.length);
  });

  it("cotas convocar lê os candidatos da folha Candidatos e o livro da Convocações: a convocação nº 2 chama as posições 3 e 4", async () => {
    const r = await rodar([
      "convocar",
      REORDENADA,
      "-o",
      join(dir, "convocada.xlsx"),
      "--cargo",
      "Analista",
      "--posicoes",
      "2",
      "--data",
      "2026-04-01",
      "--json",
    ]);
    expect([r.codigo, r.stderr]).toEqual([0, ""]);
    const { convocacao } = JSON.parse(r.stdout) as {
      convocacao: { numero: number; chamados: { posicao: number; candidato: string }[] };
    };
    expect(convocacao.numero).toBe(2);
    expect(convocacao.chamados.map((c) => c.posicao)).toEqual([3, 4]);
  });
});
