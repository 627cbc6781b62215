import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { gerarExemplo, type CandidatoExemplo } from "../../src/exemplo/gerar";
import {
  CABECALHOS_CANDIDATOS,
  escreverExemploXlsx,
  linhaDoCandidato,
  LINHA_CABECALHO,
  linhaDoCabecalho,
} from "../../src/exemplo/planilha";

const PARAMETROS = { candidatos: 300, cargos: 4, semente: 2025 };

describe("gerador de editais de exemplo", () => {
  it("é determinístico: a mesma semente dá o mesmo exemplo, sem Math.random", () => {
    const espiao = vi.spyOn(Math, "random");
    expect(gerarExemplo(PARAMETROS)).toEqual(gerarExemplo(PARAMETROS));
    expect(espiao).not.toHaveBeenCalled();
    espiao.mockRestore();
    expect(gerarExemplo({ ...PARAMETROS, semente: 7 })).not.toEqual(gerarExemplo(PARAMETROS));
  });

  it("gera o número pedido de candidatos e cargos, com inscrições únicas", () => {
    const { candidatos, cargos } = gerarExemplo({
      candidatos: 1000,
      cargos: 6,
      semente: 1,
    });
    expect(candidatos).toHaveLength(1000);
    expect(cargos).toHaveLength(6);
    expect(new Set(candidatos.map((c) => c.inscricao)).size).toBe(1000);
    for (const cargo of cargos) expect(candidatos.some((c) => c.cargo === cargo.nome)).toBe(true);
  });

  it("cria quadros variados: um cargo com vaga indígena (≥ 17 vagas) e um no mínimo de 2 vagas (Decreto 12.536 art. 3)", () => {
    const { cargos } = gerarExemplo(PARAMETROS);
    expect(cargos[0].vagas).toBeGreaterThanOrEqual(17);
    expect(cargos[cargos.length - 1].vagas).toBe(2);
  });

  it("planta os casos que a lei manda tratar", () => {
    const { candidatos, casos } = gerarExemplo(PARAMETROS);
    const por = (inscricao: number): CandidatoExemplo => candidatos.find((c) => c.inscricao === inscricao)!;
    const [a, b] = casos.empateSemDesempate.map(por);
    expect([a.notaFinalCentesimos, a.notaDiscursivaCentesimos]).toEqual([
      b.notaFinalCentesimos,
      b.notaDiscursivaCentesimos,
    ]);
    expect(2025 - a.nascimento.ano).toBeLessThan(60);
    expect(2025 - b.nascimento.ano).toBeLessThan(60);
    const idoso = por(casos.empateDesfeitoPelaIdade.idoso);
    const outro = por(casos.empateDesfeitoPelaIdade.outro);
    expect(idoso.notaFinalCentesimos).toBe(outro.notaFinalCentesimos);
    expect(2025 - idoso.nascimento.ano).toBeGreaterThan(60);
    expect(idoso.notaDiscursivaCentesimos).toBeLessThan(outro.notaDiscursivaCentesimos);
    const reservada = por(casos.apenasNaReservada);
    expect(reservada.classificadoNaAmpla).toBe("Não");
    expect(reservada.heteroidentificacao).toBe("Confirmada");
    expect(por(casos.confirmacaoIndeferida).heteroidentificacao).toBe("Indeferida");
    expect(por(casos.confirmacaoPendente).heteroidentificacao).toBe("Pendente");
    expect(por(casos.eliminado).situacao).toBe("Eliminado");
    expect(por(casos.desistente).situacao).toBe("Desistente");
    expect(
      candidatos.filter((c) => c.cargo === casos.cargoSemPcd && /pcd|deficiência/i.test(c.modalidade)),
    ).toEqual([]);
  });

  it("abaixo do corte da ampla só há cotistas (Lei 15.142 art. 6)", () => {
    const { candidatos } = gerarExemplo(PARAMETROS);
    const abaixo = candidatos.filter((c) => c.classificadoNaAmpla === "Não");
    expect(abaixo.length).toBeGreaterThan(0);
    for (const c of abaixo) expect(c.modalidade).not.toMatch(/ampla/i);
  });
});

describe("pasta de exemplo (.xlsx)", () => {
  it("a maior pasta que o Excel guarda: 1.048.575 candidatos e o cabeçalho, sem o título (#39)", () => {
    expect(linhaDoCabecalho(100)).toBe(LINHA_CABECALHO);
    expect(linhaDoCabecalho(1_048_574)).toBe(2);
    // 1.048.575 candidatos + o cabeçalho = as 1.048.576 linhas da grade: o título não cabe.
    expect(linhaDoCabecalho(1_048_575)).toBe(1);
  });

  const dir = mkdtemp(join(tmpdir(), "exemplo-"));
  afterAll(async () => rm(await dir, { recursive: true, force: true }));

  it("grava título, cabeçalho e uma linha por candidato, com datas como data e como texto", async () => {
    const exemplo = gerarExemplo(PARAMETROS);
    const caminho = join(await dir, "exemplo.xlsx");
    await escreverExemploXlsx(exemplo, caminho);
    const pasta = new ExcelJS.Workbook();
    await pasta.xlsx.readFile(caminho);
    const folha = pasta.getWorksheet("Candidatos")!;
    expect(folha.getRow(LINHA_CABECALHO).values).toEqual([undefined, ...CABECALHOS_CANDIDATOS]);
    const normalizar = (v: unknown): unknown =>
      v instanceof Date ? v.getTime() : v === "" || v === undefined ? null : v;
    exemplo.candidatos.forEach((c, i) => {
      const lida = CABECALHOS_CANDIDATOS.map((_, j) =>
        normalizar(folha.getCell(LINHA_CABECALHO + 1 + i, j + 1).value),
      );
      expect(lida).toEqual(linhaDoCandidato(c).map(normalizar));
    });
    const tipos = new Set(
      exemplo.candidatos.map((c, i) => typeof folha.getCell(LINHA_CABECALHO + 1 + i, 7).value),
    );
    expect(tipos).toEqual(new Set(["object", "string"]));
    const vagas = pasta.getWorksheet("Vagas")!;
    expect(vagas.getRow(1).values).toEqual([undefined, "Cargo", "Vagas"]);
    expect(vagas.getRow(2).values).toEqual([undefined, exemplo.cargos[0].nome, exemplo.cargos[0].vagas]);
  });
});
