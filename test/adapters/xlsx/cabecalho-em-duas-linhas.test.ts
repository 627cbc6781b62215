/**
 * A header of two merged rows, written by openpyxl (corpus/gerar.py openpyxl_cabecalho_em_duas_linhas):
 * "Modalidade" merged down over E1:E2 beside Inscrição, Nome, Cargo and Nota final in row 2. Before, the
 * header was row 2 alone, column E had no title and was not read: every candidate became ampla, the
 * reserved vagas reverted to AC, exit 0, no warning. And a table with no list column at all is read as
 * all-ampla only with a warning when the quadro reserves vagas.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { abrirXlsx } from "../../../src/adapters/xlsx/arquivo";
import { conferir } from "../../../src/pipeline";

const ARQUIVO = join(__dirname, "corpus", "openpyxl-cabecalho-em-duas-linhas.xlsx");
const EDITAL = { dataPublicacao: "2025-09-01" };
const CARGOS = [{ id: "Analista", vagas: 5 }];

describe("cabeçalho em duas linhas mescladas (pasta do openpyxl)", () => {
  it("a coluna Modalidade, mesclada das duas linhas, é lida: os optantes estão nas suas listas", async () => {
    const tabela = await (await abrirXlsx(new Uint8Array(await readFile(ARQUIVO)))).lerIntervalo("Resultado");
    const c = conferir({ tabela, edital: EDITAL, cargos: CARGOS });
    expect(c.problemas.filter((p) => p.gravidade !== "informacao")).toEqual([]);
    expect(c.mapa.campos.modalidade?.cabecalho).toBe("Modalidade");
    const listas = Object.fromEntries(c.concurso!.candidatos.map((x) => [x.id, x.listas]));
    expect(listas["3001"]).toContain("PPP");
    expect(listas["3002"]).toContain("PCD");
    expect(c.problemas.map((p) => p.mensagem)).toContain(
      'Resultado!E1: o cabeçalho ocupa duas linhas: o título "Modalidade" vale para a coluna abaixo dele',
    );
  });

  it("sem nenhuma coluna de lista, com vagas reservadas no quadro: todos ampla, com um aviso que diz o que fazer", () => {
    const tabela = {
      folha: "Resultado",
      linhaInicial: 0,
      colunaInicial: 0,
      valores: [
        ["Inscrição", "Nome", "Nota final"],
        ["1", "Ana", 90],
        ["2", "Bia", 80],
      ],
    };
    const c = conferir({ tabela, edital: EDITAL, cargos: CARGOS });
    expect(c.concurso).not.toBeNull();
    const avisos = c.problemas.filter((p) => p.gravidade === "aviso").map((p) => p.mensagem);
    expect(avisos).toHaveLength(1);
    expect(avisos[0]).toMatch(/^Resultado!A1: nenhuma coluna diz a lista de cada candidato/);
    expect(avisos[0]).toContain("as vagas reservadas de Analista revertem à ampla");
    // A cargo of 1 vaga reserves none: nothing to warn about.
    const semReserva = conferir({ tabela, edital: EDITAL, cargos: [{ id: "Analista", vagas: 1 }] });
    expect(semReserva.problemas.filter((p) => p.gravidade === "aviso")).toEqual([]);
  });

  it("uma coluna com dados e sem título na pasta (célula vazia, não nula) é avisada", async () => {
    const tabela = await (await abrirXlsx(new Uint8Array(await readFile(ARQUIVO)))).lerIntervalo("Resultado");
    // Row 1 gone: the header is row 2 alone, and column E has data under an empty title.
    const soUmaLinha = { ...tabela, linhaInicial: 1, valores: tabela.valores.slice(1) };
    const c = conferir({ tabela: soUmaLinha, edital: EDITAL, cargos: CARGOS });
    expect(c.problemas.map((p) => p.mensagem)).toContainEqual(
      expect.stringMatching(/^Resultado!E2: esta coluna tem dados mas não tem título no cabeçalho/),
    );
  });
});
