/**
 * Two calls in the pane, in web mode (dist/index.html in Chromium): the result computed on the sample,
 * a first call of three positions, the workbook downloaded and the outcome of the second person typed
 * into the Convocações sheet by another program (openpyxl, as a clerk would in Excel or LibreOffice),
 * the workbook opened again, and a second call of one position that replaces the sem-efeito person at
 * the same position (Lei 15.142, art. 7º, § 3º). The sheet only grows: the typed outcome stays. Then
 * the sequence goes on: a third call, a desistência typed by openpyxl, and a fourth call with two vagas
 * arising — the desistência replaced at its position, then the next positions.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PYTHON, temOpenpyxl } from "../ferramentas";
import { abrirComOExemplo, calcular, convocar } from "./exemploNoPainel";
import { PASTA_RESULTADOS, passoNaTela, type PainelWeb } from "./navegador";

/** From the Resultado step: on to Nova convocação, and the call (no vagas arising unless given). */
async function convocarDoResultado(
  pagina: Page,
  posicoes: string,
  ato: string,
  esperadas: number,
  vagasSurgidas = "0",
  /** A picture of the step before Convocar (test-results/), to look at as the clerk sees it. */
  foto?: string,
): Promise<{ linhas: string[][]; porQue: string }> {
  await pagina.getByRole("button", { name: "Avançar: Nova convocação" }).click();
  return convocar(pagina, posicoes, ato, esperadas, { vagasSurgidas, foto });
}

async function baixar(pagina: Page, nome: string): Promise<string> {
  const [download] = await Promise.all([
    pagina.waitForEvent("download"),
    passoNaTela(pagina).getByRole("button", { name: "Baixar pasta anotada" }).click(),
  ]);
  const caminho = join(PASTA_RESULTADOS, nome);
  await download.saveAs(caminho);
  return caminho;
}

/** The clerk types outcomes in the Convocações sheet with another program and saves a copy. */
function digitarDesfechos(de: string, para: string, celulas: Record<string, string>): void {
  const codigo =
    "import sys, json, openpyxl\nw = openpyxl.load_workbook(sys.argv[1])\n" +
    "for c, t in json.loads(sys.argv[3]).items(): w['Convocações'][c] = t\nw.save(sys.argv[2])";
  execFileSync(PYTHON, ["-c", codigo, de, para, JSON.stringify(celulas)]);
}

/** Opens a workbook in the pane (Dados) and computes the result again, as the clerk does. */
async function reabrir(pagina: Page, caminho: string, nome: string): Promise<void> {
  await pagina.getByRole("button", { name: "Dados", exact: true }).click();
  await pagina.locator('input[type="file"]').setInputFiles(caminho);
  await expect
    .poll(() => pagina.getByText("Arquivo aberto:").textContent(), { timeout: 20_000 })
    .toContain(nome);
  await passoNaTela(pagina)
    .getByText(/^Lido: folha Candidatos/)
    .waitFor({ timeout: 30_000 });
  await calcular(pagina);
}

/** The Convocações sheet as openpyxl reads it (another reader than ours). */
function folhaConvocacoes(caminho: string): unknown[][] {
  const codigo =
    "import sys, json, openpyxl\nw = openpyxl.load_workbook(sys.argv[1])\n" +
    "print(json.dumps([list(r) for r in w['Convocações'].iter_rows(values_only=True)], default=str))";
  return JSON.parse(execFileSync(PYTHON, ["-c", codigo, caminho]).toString()) as unknown[][];
}

describe.skipIf(!temOpenpyxl())(
  "Nova convocação no modo web: convocações com desfechos digitados entre elas",
  () => {
    let painel: PainelWeb | undefined;
    let pagina: Page;
    const erros: string[] = [];

    beforeAll(async () => {
      painel = await abrirComOExemplo(360, erros);
      pagina = painel.pagina;
    }, 60_000);

    afterAll(() => painel?.fechar());

    it("a segunda convocação põe na posição de quem teve a nomeação sem efeito quem o substitui", async () => {
      await calcular(pagina);
      const { linhas: primeira } = await convocarDoResultado(pagina, "3", "Portaria nº 1/2026", 3);
      expect(primeira.map((l) => l[0])).toEqual(["1", "2", "3"]);
      expect(primeira.map((l) => l[4])).toEqual(["—", "—", "—"]);
      const baixada = await baixar(pagina, "convocacoes-1.xlsx");

      // The clerk types "Sem efeito" for the person at position 2 (row 3 of the sheet) and saves.
      const comDesfecho = join(PASTA_RESULTADOS, "convocacoes-1-sem-efeito.xlsx");
      digitarDesfechos(baixada, comDesfecho, { J3: "Sem efeito" });
      await reabrir(pagina, comDesfecho, "convocacoes-1-sem-efeito.xlsx");
      const { linhas: segunda } = await convocarDoResultado(pagina, "1", "Portaria nº 2/2026", 1);
      expect(segunda).toHaveLength(1);
      // Same position as the sem-efeito person, replacing them.
      expect([segunda[0][0], segunda[0][4]]).toEqual([primeira[1][0], primeira[1][3]]);
      expect(segunda[0][2]).not.toBe(primeira[1][2]);

      const final = folhaConvocacoes(await baixar(pagina, "convocacoes-2.xlsx"));
      expect(final.map((l) => [l[1], l[4], l[6], l[8], l[9]])).toEqual([
        ["Convocação", "Posição", "Inscrição", "Substitui", "Desfecho"],
        [1, 1, primeira[0][2], null, null],
        [1, 2, primeira[1][2], null, "Sem efeito"],
        [1, 3, primeira[2][2], null, null],
        [2, 2, segunda[0][2], primeira[1][2], null],
      ]);
      expect(erros).toEqual([]);
    }, 180_000);

    it("três convocações com uma desistência, um sem efeito e duas vagas surgidas: substitutos nas mesmas posições (art. 7º, § 3º), depois as posições seguintes, ninguém chamado duas vezes", async () => {
      await reabrir(pagina, join(PASTA_RESULTADOS, "convocacoes-2.xlsx"), "convocacoes-2.xlsx");
      // The ledger so far: call 1 (positions 1–3, position 2 without effect), call 2 (position 2 again).
      const { linhas: terceira } = await convocarDoResultado(pagina, "1", "Portaria nº 3/2026", 1);
      expect(terceira[0][0]).toBe("4");
      const baixada = await baixar(pagina, "convocacoes-3.xlsx");

      // Position 1 gave up (row 2), position 4 took office (row 6); saved by openpyxl.
      const comDesfechos = join(PASTA_RESULTADOS, "convocacoes-3-desfechos.xlsx");
      digitarDesfechos(baixada, comDesfechos, { J2: "Desistência", J6: "Posse" });
      await reabrir(pagina, comDesfechos, "convocacoes-3-desfechos.xlsx");
      // Two vagas arose: the desistência is replaced first, at position 1, then positions 5 and 6.
      const { linhas: quarta, porQue } = await convocarDoResultado(
        pagina,
        "3",
        "Portaria nº 4/2026",
        3,
        "2",
        "nova-convocacao-substituicao-360.png",
      );
      // Why each person is there, in words, with the act: the replacement names whom it replaces.
      expect(porQue).toMatch(/1ª posição, .+: Substitui .+ na posição 1 \(convocação nº 1; desistência\)/);
      expect(porQue).toContain("5ª posição");
      expect(quarta.map((l) => l[0])).toEqual(["1", "5", "6"]);
      expect(quarta[0][4]).not.toBe("—");
      expect(quarta.slice(1).map((l) => l[4])).toEqual(["—", "—"]);

      const final = folhaConvocacoes(await baixar(pagina, "convocacoes-4.xlsx"));
      const linhas = final.slice(1);
      expect(linhas.map((l) => [l[1], l[4], l[9]])).toEqual([
        [1, 1, "Desistência"],
        [1, 2, "Sem efeito"],
        [1, 3, null],
        [2, 2, null],
        [3, 4, "Posse"],
        [4, 1, null],
        [4, 5, null],
        [4, 6, null],
      ]);
      const chamados = linhas.map((l) => l[6]);
      expect(new Set(chamados).size).toBe(chamados.length);
      // The replacement at position 1 names whom it replaces.
      expect(linhas[5][8]).toBe(linhas[0][6]);
      expect(erros).toEqual([]);
    }, 240_000);
  },
);
