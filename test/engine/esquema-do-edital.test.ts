// The edital's schema (esquemaDoEdital.ts): it accepts every field tipos.ts declares, and refuses anything
// else with one Portuguese sentence and the field's path, the way the CLI and the pane show it.
import { describe, expect, it } from "vitest";
import { lerEdital, problemasDoEdital } from "../../src/engine/esquemaDoEdital";
import type { Edital } from "../../src/engine/tipos";

describe("esquema do edital", () => {
  it("aceita cada campo do edital, os novos do #12 inclusive, e devolve o mesmo edital", () => {
    const edital: Edital = {
      dataPublicacao: "2025-09-01",
      percentuais: { PPP: 20, PCD: 10 },
      arredondamento: { PPP: "teto", PCD: "meio-para-cima" },
      minimoDeVagas: { racial: 4, PCD: 5 },
      tetoPcd: null,
      cascata: [{ de: "QUI", para: ["AC"] }],
      modoOrdem: "primeira-e-intervalo",
      series: { IND: { primeira: 10, intervalo: 10 } },
      agrupamento: [{ cargos: ["C1", "C2"], sorteio: "semente publicada" }],
      trintaPorCentoPrimeiro: false,
      reversaoPcdPara: "AC",
      pcdNaRegraDoMaiorPercentual: true,
      desempate: ["idade-60", { campo: "redacao", ordem: "maior", rotulo: "nota da redação" }],
      posicoesFixas: { PPP: [3, 8] },
      dataReferenciaIdade: "2025-10-01",
      validade: { homologacao: "2026-01-15", meses: 24, prorrogada: false },
    };
    expect(lerEdital(structuredClone(edital))).toEqual(edital);
    expect(lerEdital({ regime: "lei-15142", cascata: "direto-para-ampla", tetoPcd: 20 })).toEqual({
      regime: "lei-15142",
      cascata: "direto-para-ampla",
      tetoPcd: 20,
    });
  });

  it("cada problema com o caminho do campo e uma frase em português", () => {
    expect(
      problemasDoEdital({
        dataPublicacao: "01/09/2025",
        percentuais: { PPP: "vinte", XYZ: 3 },
        arredondamento: { PCD: "para-baixo" },
        minimoDeVagas: { racial: 2.5 },
        tetoPcd: 120,
        cascata: [
          { de: "QUI", para: [] },
          { de: "ZZ", para: ["AC"] },
        ],
        series: { IND: { primeira: 0, intervalo: 10 } },
        agrupamento: [{ cargos: [], sorteio: "" }],
        modoOrdem: "aleatorio",
        percentual: 20,
      }),
    ).toEqual([
      {
        campo: "edital.dataPublicacao",
        mensagem: 'data inválida "01/09/2025"; escreva AAAA-MM-DD, por exemplo 2025-09-01',
      },
      {
        campo: "edital.percentuais.PPP",
        mensagem: 'percentual inválido "vinte"; escreva um número, como 25 ou 2.5',
      },
      { campo: "edital.percentuais.XYZ", mensagem: 'lista desconhecida "XYZ"; use PPP, IND, QUI, PPIQ, PCD' },
      {
        campo: "edital.arredondamento.PCD",
        mensagem: 'modo de arredondamento desconhecido "para-baixo"; use meio-para-cima, teto, piso',
      },
      {
        campo: "edital.minimoDeVagas.racial",
        mensagem: 'o mínimo de vagas da reserva racial deve ser um número inteiro; recebido "2.5"',
      },
      { campo: "edital.tetoPcd", mensagem: 'o teto de PcD fica entre 0 e 100; recebido "120"' },
      { campo: "edital.cascata[0].para", mensagem: "informe ao menos uma lista de destino" },
      {
        campo: "edital.cascata[1].de",
        mensagem: 'lista desconhecida "ZZ"; use AC, PPP, IND, QUI, PPIQ, PCD',
      },
      {
        campo: "edital.series.IND.primeira",
        mensagem: 'a primeira posição deve ser 1 ou mais; recebido "0"',
      },
      {
        campo: "edital.agrupamento[0].cargos",
        mensagem: 'informe os cargos do grupo pelos seus ids, como ["C1", "C2"]',
      },
      {
        campo: "edital.agrupamento[0].sorteio",
        mensagem: "informe a semente do sorteio publicada no edital (um texto não vazio)",
      },
      {
        campo: "edital.modoOrdem",
        mensagem:
          'modo de ordem desconhecido "aleatorio"; use serie-padrao, proporcional, posicoes-fixas, primeira-e-intervalo',
      },
      {
        campo: "edital.percentual",
        mensagem: expect.stringMatching(
          /^campo desconhecido "percentual"; os campos do edital são dataPublicacao, /,
        ),
      },
    ]);
  });

  it("lerEdital recusa com ErroDeEntrada; o que não é objeto pede o edital", () => {
    expect(() => lerEdital([])).toThrow(
      "edital: informe o edital: um objeto com dataPublicacao (AAAA-MM-DD) ou regime",
    );
    expect(problemasDoEdital({ cascata: "nenhuma" }, "arquivo.edital")).toEqual([
      {
        campo: "arquivo.edital.cascata",
        mensagem:
          'use "lei", "direto-para-ampla" ou uma lista de passos como [{"de": "QUI", "para": ["AC"]}]',
      },
    ]);
  });
});
