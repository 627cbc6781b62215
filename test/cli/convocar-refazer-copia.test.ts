/**
 * `cotas convocar PASTA.xlsx --refazer-copia` (#39): a workbook whose copy of the ledger (the hidden
 * _cotas_suplemento) is missing or damaged stops every call with a sentence; the sentence names this
 * option, and with it the copy is written again from the Convocações sheet as it is now, said with its
 * counts, and the call goes on as it would on the untouched workbook. A readable copy is never replaced.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abrirXlsx } from "../../src/adapters/xlsx/arquivo";
import type { Exemplo } from "../../src/exemplo/gerar";
import { CHAVE_CONVOCACOES, lerCopiaDoLivro } from "../../src/pipeline/configuracao";
import { argumentosDaConvocacao as argumentosNoExemplo, pastaAnotada } from "./pastaAnotada";
import { rodar } from "./rodar";

let dir: string;
let exemplo: Exemplo;
/** The workbook after a first call of 3 positions, its copy intact. */
let convocada: string;

type Chamado = { posicao: number; lista: string; candidato: string };

const argumentosDaConvocacao = (entrada: string, saida: string, ato: string): string[] =>
  argumentosNoExemplo(exemplo, entrada, saida, { posicoes: 3, ato, data: "2026-03-01" });

async function convocarJson(entrada: string, saida: string, ato: string, ...mais: string[]) {
  const r = await rodar([...argumentosDaConvocacao(entrada, saida, ato), "--json", ...mais]);
  expect([r.codigo, r.stderr]).toEqual([0, ""]);
  return JSON.parse(r.stdout) as {
    convocacao: { numero: number; chamados: Chamado[] };
    copiaRefeita?: { folha: string; convocacoes: number; pessoas: number };
  };
}

/** The same workbook with the copy of the ledger replaced by `copia` (null: missing, as if cleared). */
async function comACopia(nome: string, copia: unknown): Promise<string> {
  const porta = await abrirXlsx(new Uint8Array(await readFile(convocada)));
  await porta.salvarConfiguracao(CHAVE_CONVOCACOES, copia);
  const caminho = join(dir, nome);
  await writeFile(caminho, await porta.paraBytes());
  return caminho;
}

beforeAll(async () => {
  let anotada: string;
  ({ dir, exemplo, anotada } = await pastaAnotada("refazer-copia-", {
    candidatos: 120,
    cargos: 2,
    semente: 2025,
  }));
  convocada = join(dir, "convocada.xlsx");
  await convocarJson(anotada, convocada, "Portaria nº 1/2026");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("cotas convocar --refazer-copia (#39)", () => {
  it("sem a cópia: para com a frase que nomeia a opção; com ela, a cópia refeita da folha, dita, e a convocação é a da pasta intocada", async () => {
    const semCopia = await comACopia("sem-copia.xlsx", null);
    const parada = await rodar(argumentosDaConvocacao(semCopia, join(dir, "nao.xlsx"), "Portaria nº 2/2026"));
    expect(parada.codigo).toBe(2);
    expect(parada.stderr).toContain("a folha Convocações tem 3 pessoas convocadas, mas falta a cópia");
    expect(parada.stderr).toContain("cotas convocar PASTA.xlsx -o SAIDA.xlsx --refazer-copia");

    const refeita = join(dir, "refeita.xlsx");
    const comOpcao = await convocarJson(semCopia, refeita, "Portaria nº 2/2026", "--refazer-copia");
    expect(comOpcao.copiaRefeita).toEqual({ folha: "Convocações", convocacoes: 1, pessoas: 3 });
    // The call is the one the untouched workbook gives: nobody of the first call called again.
    const intocada = await convocarJson(convocada, join(dir, "intocada.xlsx"), "Portaria nº 2/2026");
    expect(comOpcao.convocacao).toEqual(intocada.convocacao);
    expect(comOpcao.convocacao.numero).toBe(2);

    // The copy in the output holds both calls, and the next call reads it against the sheet: consistent.
    const copia = await lerCopiaDoLivro(await abrirXlsx(new Uint8Array(await readFile(refeita))));
    expect(copia.estado).toBe("lida");
    expect(copia.estado === "lida" && copia.convocacoes.map((c) => c.chamados.length)).toEqual([3, 3]);
    const seguinte = await convocarJson(refeita, join(dir, "seguinte.xlsx"), "Portaria nº 3/2026");
    expect(seguinte.convocacao.numero).toBe(3);
    expect(seguinte.copiaRefeita).toBeUndefined();
  });

  it("em texto: diz o que refez e que vale o que foi conferido, antes da convocação", async () => {
    const semCopia = await comACopia("sem-copia-texto.xlsx", null);
    const r = await rodar([
      ...argumentosDaConvocacao(semCopia, join(dir, "texto.xlsx"), "Portaria nº 2/2026"),
      "--refazer-copia",
    ]);
    expect([r.codigo, r.stderr]).toEqual([0, ""]);
    expect(r.stdout).toMatch(
      /^Cópia das convocações refeita a partir da folha Convocações como ela está agora: 1 convocação, 3 pessoas \(uma linha por pessoa\)\. .*conferiu com os atos de convocação publicados/,
    );
    expect(r.stdout).toContain("Convocação nº 2");
  });

  it("só a cópia (sem --cargo): grava a pasta com a cópia refeita e não convoca ninguém; a cópia danificada também", async () => {
    const danificada = await comACopia("danificada.xlsx", { versao: 1, convocacoes: "?" });
    const parada = await rodar(argumentosDaConvocacao(danificada, join(dir, "nao2.xlsx"), "P"));
    expect(parada.codigo).toBe(2);
    expect(parada.stderr).toContain("está danificada e não pode ser lida");
    expect(parada.stderr).toContain("--refazer-copia");

    const saida = join(dir, "so-copia.xlsx");
    const r = await rodar(["convocar", danificada, "-o", saida, "--refazer-copia", "--json"]);
    expect([r.codigo, r.stderr]).toEqual([0, ""]);
    expect(JSON.parse(r.stdout)).toEqual({
      copiaRefeita: { folha: "Convocações", convocacoes: 1, pessoas: 3 },
    });
    const copia = await lerCopiaDoLivro(await abrirXlsx(new Uint8Array(await readFile(saida))));
    expect(copia.estado === "lida" && copia.convocacoes.map((c) => c.chamados.length)).toEqual([3]);
    // And the result computed again (cotas anotar) no longer stops for the copy.
    const anotar = await rodar(["anotar", saida, "-o", join(dir, "reanotada.xlsx")]);
    expect([anotar.codigo, anotar.stderr]).toEqual([0, ""]);
  });

  it("com a cópia inteira, --refazer-copia é recusado (código 2): uma folha que não confere com ela se corrige na folha", async () => {
    const r = await rodar([
      ...argumentosDaConvocacao(convocada, join(dir, "nao3.xlsx"), "P"),
      "--refazer-copia",
    ]);
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain(
      "--refazer-copia só vale quando a cópia das convocações guardada na pasta falta",
    );
  });
});
