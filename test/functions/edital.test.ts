/**
 * The `edital` argument (issue 12, item 2): the whole edital as JSON text, as the `edital` object of
 * `cotas alocar`, typed in a cell. The expected tables are worked out by hand from the edital's
 * choices (percentages, rounding, minimums, series), never read back from the engine.
 */
import { describe, expect, it } from "vitest";
import {
  allocate,
  breakdown,
  listAt,
  nominationOrder,
  positions,
  reserved,
} from "../../src/functions/functions";
import { coluna, erroDe } from "./excel";

const VALOR = "#VALUE!";
const json = (edital: unknown) => JSON.stringify(edital);

/** A municipal edital: 20% negros, 10% PcD rounded half-up, racial reserve from 4 vagas. */
const MUNICIPAL = json({
  regime: "edital",
  percentuais: { PPP: 20, PCD: 10 },
  arredondamento: { PCD: "meio-para-cima" },
  minimoDeVagas: { racial: 4 },
});

/** Indígenas called at the 10th position, then every 10. */
const INDIGENAS_DE_10_EM_10 = json({
  regime: "edital",
  percentuais: { IND: 10 },
  modoOrdem: "primeira-e-intervalo",
  series: { IND: { primeira: 10, intervalo: 10 } },
});

describe("COTAS.QUADRO com o edital em JSON: as escolhas do edital decidem", () => {
  it("edital municipal 20% + 10% PcD meio-para-cima: 14 vagas → PPP 2,8 → 3, PCD 1,4 → 1 (o teto daria 2), AC 10", () => {
    expect(breakdown(14, null, null, null, MUNICIPAL)).toEqual([
      ["AC", "PPP", "PCD"],
      [10, 3, 1],
    ]);
  });

  it("mínimo de vagas do edital: com 3 vagas (menos que 4) não há reserva racial", () => {
    expect(breakdown(3, null, null, null, MUNICIPAL)[1]).toEqual([3, 0, 0]);
  });

  it("lista única de 30% (PPIQ) e PcD 25% sem teto: 20 vagas → PPIQ 6, PCD 5, AC 9", () => {
    const edital = json({ regime: "edital", percentuais: { PPIQ: 30, PCD: 25 }, tetoPcd: null });
    expect(breakdown(20, null, null, "coluna", edital)).toEqual([
      ["AC", 9],
      ["PPIQ", 6],
      ["PCD", 5],
    ]);
  });

  it("COTAS.RESERVA lê a lista do edital dado: PPIQ existe num edital de lista única", () => {
    const edital = json({ regime: "edital", percentuais: { PPIQ: 30 } });
    expect(reserved(20, "PPIQ", null, null, edital)).toBe(6);
  });
});

describe("COTAS.ORDEM.NOMEACAO, POSICOES e LISTA com modoOrdem primeira-e-intervalo", () => {
  it("indígenas na 10ª, 20ª e 30ª posições de 30 vagas; as outras, AC", () => {
    const ordem = nominationOrder(30, null, null, null, INDIGENAS_DE_10_EM_10) as string[][];
    expect(ordem).toHaveLength(30);
    ordem.forEach(([lista], i) => expect(lista, `posição ${i + 1}`).toBe((i + 1) % 10 === 0 ? "IND" : "AC"));
    expect(positions(30, "IND", null, null, INDIGENAS_DE_10_EM_10)).toEqual([[10], [20], [30]]);
    expect(listAt(20, 30, null, null, INDIGENAS_DE_10_EM_10)).toBe("IND");
    expect(listAt(19, 30, null, null, INDIGENAS_DE_10_EM_10)).toBe("AC");
  });
});

describe("COTAS.ALOCAR com o edital em JSON", () => {
  it("lista única PPIQ de 30%: 3 vagas → 1 reservada, que o candidato AC;PPIQ ocupa à frente do terceiro da ampla", async () => {
    const edital = json({ regime: "edital", percentuais: { PPIQ: 30 } });
    const resultado = await allocate(
      coluna(["A", "B", "C", "D"]),
      coluna([10, 9, 8, 5]),
      coluna(["AC", "AC", "AC", "AC;PPIQ"]),
      3,
      null,
      null,
      edital,
    );
    expect(resultado.map(([lista]) => lista)).toEqual(["AC", "AC", "", "PPIQ"]);
  });
});

describe("edital ruim: #VALOR! com a mensagem em português e o campo, nunca uma exceção", () => {
  const erro = (edital: unknown) => erroDe(() => breakdown(10, null, null, null, edital));

  it("campo com tipo errado: o caminho do campo vem na mensagem (esquema do edital)", () => {
    expect(erro(json({ regime: "edital", percentuais: { PPP: "vinte" } }))).toEqual({
      code: VALOR,
      message: 'edital.percentuais.PPP: percentual inválido "vinte"; escreva um número, como 25 ou 2.5',
    });
    expect(erro(json({ regime: "municipal" })).message).toMatch(/^edital\.regime: regime desconhecido/);
  });

  it("texto que não é JSON, ou um número: diz como escrever", () => {
    expect(erro("{regime: edital}")).toEqual({
      code: VALOR,
      message:
        'edital não é um JSON válido; escreva o objeto entre chaves e os textos entre aspas duplas, como {"regime": "edital", "percentuais": {"PPP": 20}}',
    });
    expect(erro(5).message).toMatch(/^edital deve ser um texto JSON/);
  });

  it("escolha que o regime federal proíbe: recusada com o campo e o artigo (Lei 15.142, art. 5º; Lei 8.112, art. 5º, § 2º)", () => {
    const minimo = erro(json({ dataPublicacao: "2025-09-01", minimoDeVagas: { racial: 4 } }));
    expect(minimo.code).toBe(VALOR);
    expect(minimo.message).toMatch(/^edital\.minimoDeVagas\.racial: .*Lei nº 15\.142\/2025, art\. 5º/);
    expect(erro(json({ dataPublicacao: "2025-09-01", tetoPcd: 30 })).message).toMatch(
      /^edital\.tetoPcd: .*Lei nº 8\.112\/1990, art\. 5º, § 2º/,
    );
    expect(erro(json({ dataPublicacao: "2025-09-01", cascata: "direto-para-ampla" })).message).toMatch(
      /^edital\.cascata: /,
    );
  });

  it("edital junto com data_edital ou percentual_pcd: um só deve dizer o edital; edital vazio (null, '' ou o 0 do desktop): valem os outros", () => {
    const edital = json({ regime: "edital", percentuais: { PPP: 20 } });
    expect(erroDe(() => breakdown(10, "2025-09-01", null, null, edital)).message).toMatch(
      /^deixe data_edital vazio/,
    );
    expect(erroDe(() => reserved(10, "PPP", null, 10, edital)).message).toMatch(
      /^deixe percentual_pcd vazio/,
    );
    const semEdital = breakdown(100, "2025-09-01", 10);
    for (const vazio of [null, "", 0])
      expect(breakdown(100, "2025-09-01", 10, null, vazio)).toEqual(semEdital);
  });

  it("recusa do motor ao montar a ordem (posições fixas repetidas): também com o campo do edital", () => {
    const repetida = json({
      regime: "edital",
      percentuais: { PPP: 20 },
      modoOrdem: "posicoes-fixas",
      posicoesFixas: { PPP: [1, 1] },
    });
    expect(erroDe(() => nominationOrder(10, null, null, null, repetida))).toEqual({
      code: VALOR,
      message: "edital.posicoesFixas.PPP: a posição 1 foi indicada para PPP e para PPP",
    });
  });

  it("agrupamento de cargos: uma função calcula um só cargo", () => {
    const agrupado = json({
      regime: "edital",
      percentuais: { PPP: 20 },
      agrupamento: [{ cargos: ["C1", "C2"], sorteio: "semente" }],
    });
    expect(erro(agrupado).message).toMatch(/^edital\.agrupamento: uma função calcula um só cargo/);
  });
});
