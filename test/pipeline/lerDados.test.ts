/**
 * Step 1 on the in-memory port: where the candidates are found, and that a blank row left in the
 * middle of them (the current region's edge) does not end the table.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PastaMemoria } from "../../src/adapters/memoria";
import { abrirXlsx } from "../../src/adapters/xlsx/arquivo";
import { conferir, lerDados } from "../../src/pipeline";
import type { ValorCelula } from "../../src/planilha/tabela";

const CABECALHO = ["Inscrição", "Nome", "Nota"];
const preenchida = (v: ValorCelula) => v !== null && v !== "";
const linha = (i: number): ValorCelula[] => [String(i), `Pessoa ${i}`, 90 - i];

/** Candidates 1–4, a blank row, candidates 5–12; a note two columns to the right, far below. */
function pastaComLinhaEmBranco(): PastaMemoria {
  const valores: ValorCelula[][] = [CABECALHO];
  for (let i = 1; i <= 4; i++) valores.push(linha(i));
  valores.push([]);
  for (let i = 5; i <= 12; i++) valores.push(linha(i));
  valores.push([], [null, null, null, null, "nota do escrivão"]);
  return new PastaMemoria({
    folhas: [{ nome: "Candidatos", valores }],
    selecao: { folha: "Candidatos", linha: 0, coluna: 0 },
  });
}

describe("lerDados: a região ao redor da seleção vai até o fim do intervalo usado", () => {
  it("automática: uma linha em branco no meio não encerra a tabela (as 12 linhas de candidatos chegam)", async () => {
    const tabela = await lerDados(pastaComLinhaEmBranco());
    const inscricoes = tabela.valores.map((l) => l[0]).filter(preenchida);
    expect(inscricoes).toEqual(["Inscrição", ...Array.from({ length: 12 }, (_, i) => String(i + 1))]);
    // Only the region's columns: the note far to the right is not part of the candidates' table.
    expect(tabela).toMatchObject({ folha: "Candidatos", linhaInicial: 0, colunaInicial: 0 });
    expect(tabela.valores.every((l) => l.length === 3)).toBe(true);
  });

  it("seleção: o mesmo, quando o escrivão escolhe a região da seleção", async () => {
    const tabela = await lerDados(pastaComLinhaEmBranco(), { tipo: "selecao" });
    expect(tabela.valores.filter((l) => preenchida(l[0]))).toHaveLength(13);
  });

  it("sem nada abaixo da região, a região é lida como está", async () => {
    const pasta = new PastaMemoria({
      folhas: [{ nome: "Candidatos", valores: [CABECALHO, linha(1), linha(2)] }],
      selecao: { folha: "Candidatos", linha: 1, coluna: 1 },
    });
    expect((await lerDados(pasta)).valores).toEqual([CABECALHO, linha(1), linha(2)]);
  });
});

describe("lerDados automática numa pasta do openpyxl: os candidatos onde o cabeçalho os nomeia (#24, item 13)", () => {
  const abrir = async (nome: string) =>
    abrirXlsx(new Uint8Array(await readFile(join(__dirname, "..", "adapters", "xlsx", "corpus", nome))));
  const cargos = [{ id: "Analista", vagas: 5 }];

  it("o cabeçalho na linha 5, sob um título de três linhas mescladas: lido, nenhum erro de coluna", async () => {
    const tabela = await lerDados(await abrir("openpyxl-titulo-acima.xlsx"));
    const c = conferir({ tabela, edital: { dataPublicacao: "2025-09-01" }, cargos });
    expect(c.problemas.filter((p) => p.gravidade === "erro")).toEqual([]);
    expect(c.mapa.linhaDoCabecalho).toBe(5);
    expect(c.concurso?.candidatos).toHaveLength(8);
  });

  it("a folha ativa com uma tabela de resumo: os candidatos vêm da folha Candidatos, não da tabela Resumo", async () => {
    const tabela = await lerDados(await abrir("openpyxl-tabela-de-resumo.xlsx"));
    expect(tabela.folha).toBe("Candidatos");
  });
});
