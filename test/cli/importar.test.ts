/**
 * `cotas importar` end to end on the published corpus (test/publicada/corpus): the summary and the
 * warnings with their pages, the --json shape, the table written as .xlsx and .csv, and the whole job
 * `cotas importar r.txt -o c.xlsx && cotas anotar c.xlsx -o a.xlsx --edital e.json`. Bad input: one
 * sentence, exit 2, nothing written.
 */
import { existsSync } from "node:fs";
import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executarAnotar } from "../../src/cli/anotar";
import { rodar } from "./rodar";

const CORPUS = join(__dirname, "..", "publicada", "corpus");
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "importar-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("cotas importar", () => {
  it("resume as seções e imprime cada aviso com a página", async () => {
    const r = await rodar(["importar", join(CORPUS, "secoes-com-defeitos.txt")]);
    expect(r.codigo).toBe(0);
    expect(r.stdout).toMatch(
      /1\.2 Resultado final nas provas objetivas dos candidatos que se autode… +PPP +3 +0/,
    );
    expect(r.stdout).toContain("9 candidato(s).");
    expect(r.stdout).toContain(
      '  • p. 1: O registro tem 4 campo(s) e a seção tem 5 coluna(s). Registro recusado. — "10010659, Abraao Pereira Lacerda, 12.00, 46.00"',
    );
  });

  it("--json: seções, um candidato por pessoa com as suas listas, avisos", async () => {
    const r = await rodar(["importar", join(CORPUS, "secoes-com-defeitos.txt"), "--json"]);
    const json = JSON.parse(r.stdout) as {
      secoes: { lista: string; registros: number; recusados: number }[];
      candidatos: { inscricao: string | null; listas: string[]; nota: number }[];
      avisos: { pagina: number; mensagem: string }[];
    };
    expect(json.secoes.map((s) => s.lista)).toEqual(["AC", "PPP", "PCD", "outra"]);
    expect(json.candidatos.find((c) => c.inscricao === "10005557")).toMatchObject({
      nome: "Acsa, Gabriely da Silva Barros",
      valores: ["10,00", "44,00", "54,00"],
      nota: 54,
      listas: ["AC", "PCD"],
      pagina: 1,
    });
    expect(json.avisos).toHaveLength(12);
  });

  it("o trabalho inteiro: importar a lista publicada para .xlsx e anotá-la com o edital", async () => {
    const candidatos = join(dir, "candidatos.xlsx");
    const importado = await rodar([
      "importar",
      join(CORPUS, "cfo-trecho.txt"),
      "--lista",
      "AC",
      "-o",
      candidatos,
    ]);
    expect(importado.codigo).toBe(0);
    const edital = join(dir, "edital.json");
    await writeFile(
      edital,
      JSON.stringify({ dataPublicacao: "2025-09-01", cargos: [{ id: "CFO", vagas: 10 }] }),
    );
    const anotada = join(dir, "anotada.xlsx");
    const r = await executarAnotar([candidatos, "-o", anotada, "--edital", edital]);
    expect(r.erro).toBe("");
    expect(r.saida).toContain(
      'Candidatos lidos da folha "Candidatos importados": 179; nomeados nas vagas: 10.',
    );
    const pasta = new ExcelJS.Workbook();
    await pasta.xlsx.readFile(anotada);
    const ac = pasta.getWorksheet("AC")!;
    // The best score of the excerpt, 81.00, is three people's: tied, placed by inscrição until the banca decides.
    expect(ac.getRow(2).values).toEqual(
      expect.arrayContaining(["10001448", "Agatha Macambira Monte de Lima", 81]),
    );
  });

  it("grava CSV com ; e BOM, que o Excel pt-BR abre com as colunas separadas", async () => {
    const csv = join(dir, "candidatos.csv");
    expect((await rodar(["importar", join(CORPUS, "secoes-com-defeitos.txt"), "-o", csv])).codigo).toBe(0);
    const texto = await readFile(csv, "utf8");
    expect(texto.startsWith("\uFEFFInscrição;Nome;Nota final;Classificado na AC;Pretos e pardos;PcD;")).toBe(
      true,
    );
    expect(texto).toContain("10005557;Acsa, Gabriely da Silva Barros;54;Sim;Não;Sim;10,00;44,00;54,00;1");
  });

  it("no CSV, um nome que o Excel rodaria como fórmula vai com apóstrofo; uma nota negativa continua número", async () => {
    const texto = join(dir, "hostil.txt");
    await writeFile(
      texto,
      "1.1 Resultado final, na seguinte ordem: número de inscrição, nome do candidato, nota na parte 1 e nota final.\n" +
        "10000001, =SOMA+Silva, -0.775, 40.00 / 10000002, Ana, 1.00, 39.00 /\n",
    );
    const csv = join(dir, "hostil.csv");
    expect((await rodar(["importar", texto, "-o", csv])).codigo).toBe(0);
    const linhas = (await readFile(csv, "utf8")).split("\r\n");
    expect(linhas[1]).toBe("10000001;'=SOMA+Silva;40;Sim;-0.775;40.00;1");
  });

  it("um texto salvo em Windows-1252 (Latin-1) é lido como o mesmo texto em UTF-8", async () => {
    const utf8 = await readFile(join(CORPUS, "secoes-com-defeitos.txt"), "utf8");
    const latin1 = join(dir, "latin1.txt");
    await writeFile(latin1, Buffer.from(utf8.replace(/[–—]/g, "-"), "latin1"));
    const deUtf8 = JSON.parse(
      (await rodar(["importar", join(CORPUS, "secoes-com-defeitos.txt"), "--json"])).stdout,
    );
    const deLatin1 = JSON.parse((await rodar(["importar", latin1, "--json"])).stdout);
    expect(deLatin1.candidatos).toEqual(deUtf8.candidatos);
    expect(deLatin1.candidatos[2]).toMatchObject({ nome: "Abner Ribeiro Negrao" });
    expect(JSON.stringify(deLatin1.avisos)).toContain("Abner Ribeiro Negrão");
  });

  it("entrada ruim: uma frase, código 2 e nada gravado", async () => {
    const saida = join(dir, "nada.xlsx");
    const semLista = await rodar(["importar", join(CORPUS, "cfo-trecho.txt"), "-o", saida]);
    expect([semLista.codigo, semLista.stderr.split("\n")[0]]).toEqual([
      2,
      'cotas importar: O texto não tem a frase que apresenta uma lista ("…, na seguinte ordem: número de inscrição, nome…"): diga de que lista ele é com --lista AC, PPP, IND, QUI ou PCD.',
    ]);
    const falso = join(dir, "falso.pdf");
    await copyFile(join(CORPUS, "cfo-trecho.txt"), falso);
    const naoPdf = await rodar(["importar", falso, "-o", saida]);
    expect([naoPdf.codigo, naoPdf.stderr.trim()]).toEqual([
      2,
      "cotas importar: O arquivo não é um PDF legível (danificado, incompleto ou de outro formato).",
    ]);
    const lista = await rodar(["importar", join(CORPUS, "cfo-trecho.txt"), "--lista", "negros"]);
    expect(lista.stderr).toContain('--lista deve ser uma de AC, PPP, IND, QUI, PCD: "negros"');
    const docx = await rodar(["importar", join(dir, "x.docx")]);
    expect(docx.stderr).toContain("não é um PDF nem um texto (.txt)");
    expect(existsSync(saida)).toBe(false);
  });
});
