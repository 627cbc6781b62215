/**
 * The Convocações sheet as Excel users keep it (#36, item 4): the call's date an Excel date (serial
 * with a date format), read back, and the text dates of ledgers begun before still read; "PcD" as the
 * sheet writes it; the outcome "Desistente" as the lists write it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Concurso, ConvocacaoNova } from "../../src/engine";
import {
  CABECALHO_CONVOCACOES,
  COLUNA_DATA,
  FORMATO_DA_DATA,
  linhasDaConvocacao,
  modeloDasConvocacoes,
} from "../../src/folhas/convocacoes";
import { lerConvocacoesDaFolha } from "../../src/leitura/convocacoesDaFolha";
import { lerData, serialDaData } from "../../src/leitura/data";
import type { ValorCelula } from "../../src/planilha/tabela";

const concurso = {
  candidatos: [
    { id: "0001", nome: "Ana" },
    { id: "0002", nome: "Bia" },
  ],
} as unknown as Concurso;
const nova: ConvocacaoNova = {
  cargo: "Analista",
  numero: 1,
  data: "2026-03-01",
  ato: "Portaria nº 1/2026",
  chamados: [
    { posicao: 1, lista: "AC", candidato: "0001", substitui: null },
    { posicao: 2, lista: "PCD", candidato: "0002", substitui: null },
  ],
} as ConvocacaoNova;

const ler = (linhas: ValorCelula[][], datas1904?: boolean) =>
  lerConvocacoesDaFolha({
    folha: "Convocações",
    linhaInicial: 0,
    colunaInicial: 0,
    valores: [[...CABECALHO_CONVOCACOES], ...linhas],
    ...(datas1904 ? { datas1904 } : {}),
  });

describe("folha Convocações: datas, listas e desfechos como o Excel e as listas os têm", () => {
  it("a data da convocação é uma data do Excel (número de série com formato de data) e volta como a data", () => {
    const linhas = linhasDaConvocacao(concurso, nova);
    expect(linhas[0][COLUNA_DATA]).toBe(46082);
    const m = modeloDasConvocacoes(linhas);
    expect(m.formatos).toContainEqual({
      intervalo: { linha: 1, coluna: COLUNA_DATA, linhas: 2, colunas: 1 },
      formatoNumero: FORMATO_DA_DATA,
    });
    expect(m.larguras[COLUNA_DATA]).toBeGreaterThanOrEqual(11);
    const lido = ler(linhas);
    expect(lido.problemas).toEqual([]);
    expect(lido.convocacoes[0].data).toBe("2026-03-01");
  });

  it("um número de série do sistema de 1904 é lido como a mesma data", () => {
    const linhas = linhasDaConvocacao(concurso, nova);
    linhas[0][COLUNA_DATA] = serialDaData("2026-03-01", true);
    expect(ler(linhas, true).convocacoes[0].data).toBe("2026-03-01");
  });

  it("um livro começado com a data em texto continua em texto, e as duas formas são lidas", () => {
    const texto = linhasDaConvocacao(concurso, nova, { dataComoTexto: true });
    expect(texto[0][COLUNA_DATA]).toBe("01/03/2026");
    const lido = ler([...texto, ...linhasDaConvocacao(concurso, { ...nova, numero: 2 })]);
    expect(lido.problemas).toEqual([]);
    expect(lido.convocacoes.map((c) => c.data)).toEqual(["2026-03-01", "2026-03-01"]);
  });

  it("serialDaData é o inverso de lerData, nos dois sistemas de datas", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1900, 2, 1)),
          max: new Date(Date.UTC(9999, 11, 31)),
          noInvalidDate: true,
        }),
        fc.boolean(),
        (d, datas1904) => {
          const iso = d.toISOString().slice(0, 10);
          // The 1904 system starts at 01/01/1904.
          fc.pre(!datas1904 || iso >= "1904-01-01");
          const serial = serialDaData(iso, datas1904);
          expect(lerData(serial, { datas1904 })).toEqual({ tipo: "valor", valor: iso });
        },
      ),
    );
  });

  it('a lista PCD aparece como "PcD" na folha, e "PcD" e "PCD" são lidas', () => {
    const linhas = linhasDaConvocacao(concurso, nova);
    expect(linhas.map((l) => l[5])).toEqual(["AC", "PcD"]);
    const lido = ler([
      ...linhas,
      ...linhasDaConvocacao(concurso, { ...nova, numero: 2 }).map((l) =>
        l.map((v) => (v === "PcD" ? "PCD" : v)),
      ),
    ]);
    expect(lido.problemas).toEqual([]);
    expect(lido.convocacoes.flatMap((c) => c.chamados.map((x) => x.lista))).toEqual([
      "AC",
      "PCD",
      "AC",
      "PCD",
    ]);
  });

  it('"Desistente", a palavra das listas, é lida como desistência', () => {
    const linhas = linhasDaConvocacao(concurso, nova);
    linhas[0][9] = "Desistente";
    const lido = ler(linhas);
    expect(lido.problemas).toEqual([]);
    expect(lido.convocacoes[0].desfechos).toEqual({ "0001": "desistencia" });
  });
});
