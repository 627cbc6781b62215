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
    // Two records of its lists refused: the summary printed, and exit 1 (#37: never a quiet loss).
    expect(r.codigo).toBe(1);
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
    // Two records refused: written only with --aceitar-recusados, and the exit code still says it (#37).
    expect(
      (await rodar(["importar", join(CORPUS, "secoes-com-defeitos.txt"), "-o", csv, "--aceitar-recusados"]))
        .codigo,
    ).toBe(1);
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

  it("registros de uma lista não lidos (#37): código 1, a contagem e os primeiros recusados com a página; a tabela só com --aceitar-recusados", async () => {
    const saida = join(dir, "recusados.xlsx");
    const r = await rodar(["importar", join(CORPUS, "secoes-com-defeitos.txt"), "-o", saida]);
    expect(r.codigo).toBe(1);
    expect(r.stderr.split("\n").slice(0, 4)).toEqual([
      "cotas importar: 2 de 14 registro(s) das listas não lido(s).",
      '  • p. 1: O registro tem 4 campo(s) e a seção tem 5 coluna(s). — "10010659, Abraao Pereira Lacerda, 12.00, 46.00"',
      '  • p. 1: A inscrição 10001621 já apareceu nesta seção. — "10001621, Ackton Stive Candido Stevanelli, 12.00, 58.00, 70.…"',
      "A tabela não foi gravada: confira os recusados no PDF, ou grave-a sem eles com --aceitar-recusados.",
    ]);
    // The summary says it per section: read of the records the section holds.
    expect(r.stdout).toMatch(/1\.1 Resultado final nas provas objetivas +AC +7 +2 +1 +7 de 9/);
    expect(r.stdout).not.toContain("gravada em");
    expect(existsSync(saida)).toBe(false);

    const aceito = await rodar([
      "importar",
      join(CORPUS, "secoes-com-defeitos.txt"),
      "-o",
      saida,
      "--aceitar-recusados",
    ]);
    expect(aceito.codigo).toBe(1);
    expect(aceito.stderr).toContain(
      `A tabela foi gravada em ${saida} sem eles (--aceitar-recusados): complete-a antes de anotar.`,
    );
    expect(existsSync(saida)).toBe(true);
    const ajuda = await rodar(["importar", "--help"]);
    expect(ajuda.stdout).toContain("--aceitar-recusados    grava a tabela mesmo com registros não lidos");
  });

  it("os registros antes da primeira frase, sem --lista, não são lidos: código 1 (DOU, 14/12/2023, p. 73)", async () => {
    const r = await rodar(["importar", join(CORPUS, "dou-2023-12-14-secao2-p73-trecho.txt")]);
    expect(r.codigo).toBe(1);
    expect(r.stderr).toContain("cotas importar: 14 de 14 registro(s) das listas não lido(s).");
    const comLista = await rodar([
      "importar",
      join(CORPUS, "dou-2023-12-14-secao2-p73-trecho.txt"),
      "--lista",
      "AC",
    ]);
    expect([comLista.codigo, comLista.stderr]).toEqual([0, ""]);
  });

  it("--cargo num resultado de um cargo só (CFO): a coluna Cargo, e importar && anotar com o edital desse cargo", async () => {
    const candidatos = join(dir, "cfo-cargo.csv");
    const importado = await rodar([
      "importar",
      join(CORPUS, "cfo-trecho.txt"),
      "--lista",
      "AC",
      "--cargo",
      "Oficial CFO",
      "-o",
      candidatos,
    ]);
    expect(importado.codigo).toBe(0);
    const linhas = (await readFile(candidatos, "utf8")).split("\r\n");
    expect(linhas[0]).toBe(
      "\uFEFFInscrição;Nome;Cargo;Nota final;Classificado na AC;Valor publicado 1;Valor publicado 2;Valor publicado 3;Página",
    );
    expect(linhas[1]).toMatch(/^10011661;Abel Batista Ribeiro;Oficial CFO;40;Sim;/);
    const edital = join(dir, "edital-cfo.json");
    await writeFile(
      edital,
      JSON.stringify({ dataPublicacao: "2025-09-01", cargos: [{ id: "Oficial CFO", vagas: 10 }] }),
    );
    const r = await executarAnotar([candidatos, "-o", join(dir, "anotada-cfo.xlsx"), "--edital", edital]);
    expect([r.codigo, r.erro]).toEqual([0, ""]);
    expect(r.saida).toContain("  • Oficial CFO: 10 vagas — AC 10 (2 reversões)");
  });
});
