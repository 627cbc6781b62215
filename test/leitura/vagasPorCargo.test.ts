import { describe, expect, it } from "vitest";
import type { TabelaBruta, ValorCelula } from "../../src/planilha/tabela";
import { lerVagasPorCargo } from "../../src/leitura/vagasPorCargo";

const tabela = (valores: ValorCelula[][]): TabelaBruta => ({
  folha: "Vagas",
  linhaInicial: 0,
  colunaInicial: 0,
  valores,
});

describe("vagas por cargo lidas de uma tabela", () => {
  it("lê Cargo e Vagas, abaixo de um título, e ignora a linha de total com aviso", () => {
    const r = lerVagasPorCargo(
      tabela([
        ["Quadro de vagas do edital", null],
        ["Cargo", "Total de vagas"],
        ["Analista", 10],
        ["Técnico", "5"],
        ["Total", 15],
      ]),
    );
    expect(r.cargos).toEqual([
      { id: "Analista", vagas: 10 },
      { id: "Técnico", vagas: 5 },
    ]);
    expect(r.problemas.map((p) => p.mensagem)).toEqual([
      "Vagas!A1:B1: a linha 1 está acima do cabeçalho (linha 2) e não foi lida como dados",
      "Vagas!A5:B5: a linha 5 é a linha de total e não foi lida como cargo",
    ]);
    expect(r.mapa).toEqual({
      linhaDoCabecalho: 2,
      campos: {
        cargo: { cabecalho: "Cargo", coluna: "A" },
        vagas: { cabecalho: "Total de vagas", coluna: "B" },
      },
    });
    expect(r.linhaDoCargo.get("Técnico")).toBe(3);
  });

  it("lê o quadro publicado por lista quando a tabela o traz", () => {
    const r = lerVagasPorCargo(
      tabela([
        ["Cargo", "Vagas", "AC", "Negros", "Indígenas", "Quilombolas", "PcD"],
        ["Analista", 100, 65, 25, 3, 2, 5],
      ]),
    );
    expect(r.cargos).toEqual([
      { id: "Analista", vagas: 100, quadroPublicado: { AC: 65, PPP: 25, IND: 3, QUI: 2, PCD: 5 } },
    ]);
  });

  it("relata vagas que não são número inteiro, cargo em branco e cargo repetido", () => {
    const r = lerVagasPorCargo(
      tabela([
        ["Cargo", "Vagas"],
        ["Analista", "dez"],
        ["Técnico", 2.5],
        [null, 3],
        ["Agente", 1],
        ["AGENTE", 2],
        ["Perito", null],
      ]),
    );
    expect(r.cargos).toEqual([{ id: "Agente", vagas: 1 }]);
    expect(r.problemas.map((p) => p.mensagem)).toEqual([
      'Vagas!B2: "dez" não é um número de vagas',
      'Vagas!B3: "2,5" não é um número de vagas (0, 1, 2…)',
      "Vagas!A4: cargo em branco",
      'Vagas!A6: o cargo "AGENTE" aparece de novo: já está em Vagas!A5',
      "Vagas!B7: número de vagas em branco",
    ]);
  });

  it("tabela sem coluna de vagas ou vazia: erro", () => {
    expect(
      lerVagasPorCargo(
        tabela([
          ["Cargo", "Nome"],
          ["Analista", "x"],
        ]),
      ).problemas.map((p) => p.mensagem),
    ).toEqual([
      "Vagas!A1: nenhuma coluna de Vagas no cabeçalho da tabela de vagas (linha 1)",
      "Vagas!A2:B2: a linha 2 não foi lida: faltam as colunas Cargo e Vagas",
    ]);
    expect(lerVagasPorCargo(tabela([])).problemas.map((p) => p.mensagem)).toEqual([
      "Vagas!A1: não há uma tabela de vagas por cargo aqui",
    ]);
  });
});
