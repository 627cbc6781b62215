/**
 * The words of `cotas` as a clerk reads them (#36, item 8): singular and plural, the reader addressed as
 * the owner of the workbook, the same word as the pane for who decides a tie, and an empty file said
 * to be empty.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { afterAll, describe, expect, it } from "vitest";
import { executarAnotar } from "../../src/cli/anotar";
import { COMANDOS } from "../../src/cli/comandos";
import { rodar } from "./rodar";

const dir = mkdtempSync(join(tmpdir(), "palavras-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("singular e plural", () => {
  it('"Quadro de 1 vaga", "Ordem de nomeação de 1 vaga", "Cargo X — 1 vaga"; com 2, no plural', async () => {
    const quadro = (vagas: string) => rodar(["quadro", "--vagas", vagas, "--data-edital", "2025-09-01"]);
    expect((await quadro("1")).stdout).toMatch(/^Quadro de 1 vaga — regime/);
    expect((await quadro("2")).stdout).toMatch(/^Quadro de 2 vagas — regime/);
    const ordem = await rodar(["ordem", "--vagas", "1", "--data-edital", "2025-09-01"]);
    expect(ordem.stdout).toMatch(/^Ordem de nomeação de 1 vaga — regime/);
    const concurso = {
      edital: { dataPublicacao: "2025-09-01" },
      cargos: [{ id: "C1", vagas: 1 }],
      candidatos: [{ id: "1", cargo: "C1", nota: 80, listas: ["AC"] }],
    };
    const alocar = await rodar(["alocar", "c.json"], { "c.json": JSON.stringify(concurso) });
    expect(alocar.stdout).toContain("══ Cargo C1 — 1 vaga ══");
  });
});

describe("quem lê é o dono da pasta", () => {
  it('a ajuda de cada comando não fala do "escrivão" na terceira pessoa', () => {
    for (const [nome, comando] of Object.entries(COMANDOS)) {
      expect(comando.ajuda, nome).not.toMatch(/escrivão/);
    }
    expect(COMANDOS.anotar.ajuda).toContain("com as suas folhas intactas");
  });
});

describe("um .xlsx de 0 bytes", () => {
  it('diz "o arquivo está vazio", não que é um .xls (código 2, nada gravado)', () => {
    const entrada = join(dir, "vazio.xlsx");
    writeFileSync(entrada, "");
    const saida = join(dir, "saida.xlsx");
    const r = spawnSync(
      process.execPath,
      ["bin/cotas.cjs", "anotar", entrada, "--edital", "assets/exemplo-edital.json", "-o", saida],
      { encoding: "utf8" },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/O arquivo está vazio \(0 bytes\)/);
    expect(r.stderr).not.toMatch(/\.xls \(Excel 97-2003\)/);
    expect(existsSync(saida)).toBe(false);
  });
});

describe("as mensagens no vocabulário do cotas (#36, item 5)", () => {
  it("a coluna que falta: --mapa e --folha, não os campos do painel", async () => {
    const entrada = join(dir, "sem-nota.csv");
    writeFileSync(entrada, "Inscrição;Nome;Cargo\n1;Ana;Analista\n2;Bia;Analista\n");
    const edital = join(dir, "edital.json");
    writeFileSync(
      edital,
      JSON.stringify({ dataPublicacao: "2025-09-01", cargos: [{ id: "Analista", vagas: 1 }] }),
    );
    const r = await executarAnotar([entrada, "-o", join(dir, "sem-nota.xlsx"), "--edital", edital]);
    expect(r.codigo).toBe(2);
    expect(r.erro).toContain(
      "nenhuma coluna de Nota final no cabeçalho (linha 1): indique-a com --mapa MAPA.json; se os candidatos estão em outra folha, escolha-a com --folha NOME",
    );
    expect(r.erro).not.toMatch(/etapa Dados|mapeamento das colunas/);
  });
});

describe("uma coluna de nomes tomada pela nota", () => {
  it("uma linha para a coluna, com a contagem e alguns exemplos, não 300 linhas de “não é uma nota”", async () => {
    const linhas = Array.from(
      { length: 300 },
      (_, i) => `${1000 + i};Pessoa ${i + 1};Analista;${50 + (i % 40)}`,
    );
    const entrada = join(dir, "nomes.csv");
    writeFileSync(entrada, `Inscrição;Nome;Cargo;Nota final\n${linhas.join("\n")}\n`);
    const edital = join(dir, "edital-nomes.json");
    writeFileSync(
      edital,
      JSON.stringify({ dataPublicacao: "2025-09-01", cargos: [{ id: "Analista", vagas: 5 }] }),
    );
    const mapa = join(dir, "mapa-nomes.json");
    writeFileSync(mapa, JSON.stringify({ campos: { nota: { cabecalho: "Nome" } } }));
    const r = await executarAnotar([
      entrada,
      "-o",
      join(dir, "nomes.xlsx"),
      "--edital",
      edital,
      "--mapa",
      mapa,
    ]);
    expect(r.codigo).toBe(2);
    expect(r.erro).toMatch(/^cotas anotar: 1 erro nos dados; nenhuma pasta foi gravada\./);
    const itens = r.erro.split("\n").filter((l) => l.trim().startsWith("✗"));
    expect(itens).toEqual([
      '  ✗ nomes!B1: a coluna "Nome" foi lida como Nota final, mas nenhuma das suas 300 células serve: "Pessoa 1" não é uma nota (e "Pessoa 2", "Pessoa 3"…). Indique a coluna de Nota final com --mapa MAPA.json',
    ]);
  });
});

/** `cotas` refuses with `mensagem`, in its own words (no field of the pane), and writes nothing. */
async function recusadoNasPalavrasDoCotas(argv: string[], saida: string, mensagem: string) {
  const r = await rodar(argv);
  expect(r.codigo).toBe(2);
  expect(r.stderr).toContain(mensagem);
  expect(r.stderr).not.toMatch(/etapa Dados|etapa Edital/);
  expect(existsSync(saida)).toBe(false);
}

/** A workbook of candidates of "Agente" (more sheets, as given) and an edital (without cargos: none). */
async function pastaDeAgentes(nome: string, folhas: Record<string, unknown[][]>, cargos?: object[]) {
  const wb = new ExcelJS.Workbook();
  for (const [folha, linhas] of Object.entries(folhas)) wb.addWorksheet(folha).addRows(linhas);
  const arquivo = join(dir, `${nome}.xlsx`);
  await wb.xlsx.writeFile(arquivo);
  const edital = join(dir, `${nome}-edital.json`);
  writeFileSync(edital, JSON.stringify({ dataPublicacao: "2025-09-01", ...(cargos ? { cargos } : {}) }));
  return { arquivo, edital };
}

const AGENTES = [
  ["Inscrição", "Nome", "Cargo", "Nota"],
  ["101", "Ana Souza", "Agente", 100],
  ["102", "Bruno Lima", "Agente", 99],
];

describe("cotas confirmacao e cotas convocar falam como o cotas fases (#36, item 5)", () => {
  const CASOS = {
    "duas folhas com as vagas dos cargos: diga qual com --edital": {
      folhas: {
        Objetiva: AGENTES,
        Vagas: [
          ["Cargo", "Vagas"],
          ["Agente", 2],
        ],
        Vagas2: [
          ["Cargo", "Vagas"],
          ["Agente", 3],
        ],
      },
      cargos: undefined,
      mensagem:
        'vagas: Folha Vagas e Folha Vagas2 têm as colunas Cargo e Vagas com os cargos dos candidatos; diga qual vale pondo as vagas de cada cargo em "cargos" do edital (--edital EDITAL.json)',
    },
    "a coluna que falta: com --mapa e --folha": {
      folhas: { Objetiva: AGENTES.map((l) => l.slice(0, 3)) },
      cargos: [{ id: "Agente", vagas: 1 }],
      mensagem:
        "Objetiva!A1: nenhuma coluna de Nota final no cabeçalho (linha 1): indique-a com --mapa MAPA.json; se os candidatos estão em outra folha, escolha-a com --folha NOME",
    },
  };
  const fase = join(dir, "fase.json");
  writeFileSync(fase, JSON.stringify({ limites: { AC: 1 } }));

  it.each(["fases", "confirmacao"].flatMap((comando) => Object.keys(CASOS).map((caso) => [comando, caso])))(
    "cotas %s: %s, não no painel",
    async (comando, caso) => {
      const { folhas, cargos, mensagem } = CASOS[caso as keyof typeof CASOS];
      const nome = `${comando}-${Object.keys(CASOS).indexOf(caso)}`;
      const { arquivo, edital } = await pastaDeAgentes(nome, folhas, cargos);
      const saida = join(dir, `${nome}-saida.xlsx`);
      const argv = [comando, arquivo, "-o", saida, "--edital", edital];
      await recusadoNasPalavrasDoCotas(
        comando === "fases" ? [...argv, "--fase", fase] : argv,
        saida,
        mensagem,
      );
    },
  );

  it("cotas convocar: a coluna da nota renomeada na pasta anotada, indique-a com --mapa, não no painel", async () => {
    const { arquivo, edital } = await pastaDeAgentes("convocar", { Objetiva: AGENTES }, [
      { id: "Agente", vagas: 1 },
    ]);
    const anotada = join(dir, "convocar-anotada.xlsx");
    expect((await executarAnotar([arquivo, "-o", anotada, "--edital", edital])).erro).toBe("");
    // The clerk renames the column of the grades, in another program.
    const editada = new ExcelJS.Workbook();
    await editada.xlsx.readFile(anotada);
    editada.getWorksheet("Objetiva")!.getCell("D1").value = "Pontos";
    const alterada = join(dir, "convocar-alterada.xlsx");
    await editada.xlsx.writeFile(alterada);
    const saida = join(dir, "convocar-saida.xlsx");
    await recusadoNasPalavrasDoCotas(
      ["convocar", alterada, "-o", saida, "--cargo", "Agente", "--posicoes", "1", "--data", "2026-03-01"],
      saida,
      CASOS["a coluna que falta: com --mapa e --folha"].mensagem,
    );
    // convocar has no --mapa: the last line says the options are those of the calculation.
    const r = await rodar([
      "convocar",
      alterada,
      "-o",
      saida,
      "--cargo",
      "Agente",
      "--posicoes",
      "1",
      "--data",
      "2026-03-01",
    ]);
    expect(r.stderr.trim().split("\n").at(-1)).toBe(
      "  • " +
        `${alterada}: a pasta mudou depois do cálculo e não se lê mais com as escolhas gravadas nela: corrija na pasta o que as linhas acima dizem, ou calcule de novo (cotas anotar ${alterada} -o SAIDA.xlsx, com as opções ditas acima) e convoque sobre a pasta nova`,
    );
  });
});
