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

describe("cotas confirmacao e cotas convocar falam como o cotas fases (#36, item 5)", () => {
  /** Candidates of one cargo, and two sheets that both hold its vagas: the reader does not guess. */
  async function pastaComDuasTabelasDeVagas() {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet("Objetiva").addRows([
      ["Inscrição", "Nome", "Cargo", "Nota", "Cota racial (S/N)"],
      ["101", "Ana Souza", "Agente", 100, "N"],
      ["102", "Bruno Lima", "Agente", 99, "S"],
    ]);
    wb.addWorksheet("Vagas").addRows([
      ["Cargo", "Vagas"],
      ["Agente", 2],
    ]);
    wb.addWorksheet("Vagas2").addRows([
      ["Cargo", "Vagas"],
      ["Agente", 3],
    ]);
    const arquivo = join(dir, "duas-vagas.xlsx");
    await wb.xlsx.writeFile(arquivo);
    const edital = join(dir, "edital-sem-cargos.json");
    writeFileSync(edital, JSON.stringify({ dataPublicacao: "2025-09-01" }));
    return { arquivo, edital };
  }

  it.each(["fases", "confirmacao"])(
    "cotas %s: duas folhas com as vagas dos cargos, diga qual com --edital, não no painel",
    async (comando) => {
      const { arquivo, edital } = await pastaComDuasTabelasDeVagas();
      const fase = join(dir, "fase.json");
      writeFileSync(fase, JSON.stringify({ limites: { AC: 1 } }));
      const saida = join(dir, `duas-vagas-${comando}.xlsx`);
      const r = await rodar([
        comando,
        arquivo,
        "-o",
        saida,
        "--edital",
        edital,
        ...(comando === "fases" ? ["--fase", fase] : []),
      ]);
      expect(r.codigo).toBe(2);
      expect(r.stderr).toContain(
        'vagas: Folha Vagas e Folha Vagas2 têm as colunas Cargo e Vagas com os cargos dos candidatos; diga qual vale pondo as vagas de cada cargo em "cargos" do edital (--edital EDITAL.json)',
      );
      expect(r.stderr).not.toMatch(/etapa Edital|etapa Dados/);
      expect(existsSync(saida)).toBe(false);
    },
  );

  it.each(["fases", "confirmacao"])("cotas %s: a coluna que falta, com --mapa e --folha", async (comando) => {
    const entrada = join(dir, `sem-nota-${comando}.csv`);
    writeFileSync(entrada, "Inscrição;Nome;Cargo\n1;Ana;Analista\n2;Bia;Analista\n");
    const edital = join(dir, "edital-analista.json");
    writeFileSync(
      edital,
      JSON.stringify({ dataPublicacao: "2025-09-01", cargos: [{ id: "Analista", vagas: 1 }] }),
    );
    const fase = join(dir, "fase.json");
    writeFileSync(fase, JSON.stringify({ limites: { AC: 1 } }));
    const saida = join(dir, `sem-nota-${comando}.xlsx`);
    const r = await rodar([
      comando,
      entrada,
      "-o",
      saida,
      "--edital",
      edital,
      ...(comando === "fases" ? ["--fase", fase] : []),
    ]);
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain(
      "nenhuma coluna de Nota final no cabeçalho (linha 1): indique-a com --mapa MAPA.json; se os candidatos estão em outra folha, escolha-a com --folha NOME",
    );
    expect(r.stderr).not.toMatch(/etapa Dados|etapa Edital/);
    expect(existsSync(saida)).toBe(false);
  });
});

describe("cotas convocar fala como o cotas anotar (#36, item 5)", () => {
  it("a coluna da nota renomeada na pasta anotada: indique-a com --mapa, não no painel", async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet("Objetiva").addRows([
      ["Inscrição", "Nome", "Cargo", "Nota"],
      ["101", "Ana Souza", "Agente", 100],
      ["102", "Bruno Lima", "Agente", 99],
    ]);
    const entrada = join(dir, "convocar-entrada.xlsx");
    await wb.xlsx.writeFile(entrada);
    const edital = join(dir, "edital-agente.json");
    writeFileSync(
      edital,
      JSON.stringify({ dataPublicacao: "2025-09-01", cargos: [{ id: "Agente", vagas: 1 }] }),
    );
    const anotada = join(dir, "convocar-anotada.xlsx");
    expect((await executarAnotar([entrada, "-o", anotada, "--edital", edital])).erro).toBe("");
    // The clerk renames the column of the grades, in another program.
    const editada = new ExcelJS.Workbook();
    await editada.xlsx.readFile(anotada);
    const objetiva = editada.getWorksheet("Objetiva")!;
    objetiva.getCell("D1").value = "Pontos";
    const alterada = join(dir, "convocar-alterada.xlsx");
    await editada.xlsx.writeFile(alterada);
    const saida = join(dir, "convocar-saida.xlsx");
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
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain(
      "Objetiva!A1: nenhuma coluna de Nota final no cabeçalho (linha 1): indique-a com --mapa MAPA.json; se os candidatos estão em outra folha, escolha-a com --folha NOME",
    );
    expect(r.stderr).not.toMatch(/etapa Dados|etapa Edital/);
    expect(existsSync(saida)).toBe(false);
  });
});
