/** =COTAS.CORTE (RULES § 8): the cut score of a list in a phase, as the engine's quemSegue computes it. */
import { describe, expect, it } from "vitest";
import { cutScore } from "../../src/functions/functions";
import { coluna, erroAssincronoDe, serial } from "./excel";

const DECRETO = serial(2025, 9, 1);
const NOTAS = coluna([100, 99, 98, 98, 60, 55, 40]);
const LISTAS = coluna(["AC", "AC;PPP", "AC", "AC", "AC;PPP;PcD", "PcD", "PPP"]);
const LIMITES = [
  ["AC", 3],
  ["PPP", 1],
  ["pessoas com deficiência", 1],
];

const mensagem = async (chamada: () => Promise<unknown>) => (await erroAssincronoDe(chamada)).message;

describe("COTAS.CORTE: a nota de corte de uma lista na fase", () => {
  it("Edital (empates na última posição): o corte da ampla é a nota do 3º, 98, que dois têm", async () => {
    expect(await cutScore(NOTAS, LISTAS, "AC", [[3]], 50, DECRETO)).toBe(98);
    expect(await cutScore(NOTAS, LISTAS, "AC", LIMITES, 50, DECRETO)).toBe(98);
  });

  it("Decreto 12.536 art. 18: o optante que segue pela ampla (99) não conta na reserva; o corte de PPP é 60", async () => {
    expect(await cutScore(NOTAS, LISTAS, "PPP", LIMITES, 50, DECRETO)).toBe(60);
  });

  it("Decreto 12.536 art. 21: quem segue por PPP não ocupa o lugar de PcD; o corte de PcD é 55", async () => {
    expect(await cutScore(NOTAS, LISTAS, "PCD", LIMITES, 50, DECRETO)).toBe(55);
  });

  it("Lei 15.142 art. 6º: sem nota mínima, a nota 40 seguiria por PPP se houvesse lugar; com ela, não segue", async () => {
    const doisLugares = [
      ["AC", 3],
      ["PPP", 2],
    ];
    expect(await cutScore(NOTAS, LISTAS, "PPP", doisLugares, null, DECRETO)).toBe(40);
    expect(await cutScore(NOTAS, LISTAS, "PPP", doisLugares, 50, DECRETO)).toBe(60);
  });

  it("ninguém segue pela lista: #N/D com o motivo", async () => {
    const limites = [
      ["AC", 3],
      ["IND", 1],
    ];
    expect(await erroAssincronoDe(() => cutScore(NOTAS, LISTAS, "IND", limites, 50, DECRETO))).toEqual({
      code: "#N/A",
      message: "ninguém segue pela lista IND",
    });
  });

  it("o corte de uma reserva com um número só: #VALOR! pede os limites de cada lista", async () => {
    expect(await mensagem(() => cutScore(NOTAS, LISTAS, "PPP", [[1]], 50, DECRETO))).toMatch(
      /^a nota de corte de PPP depende de quem segue pela ampla concorrência \(Decreto 12\.536, art\. 18\)/,
    );
  });

  it("limites errados: #VALOR! com a linha", async () => {
    expect(await mensagem(() => cutScore(NOTAS, LISTAS, "AC", [["AC", -1]], 50, DECRETO))).toBe(
      'limites, linha 1 deve ser um inteiro ≥ 0 (recebido: "-1")',
    );
    const repetido = [
      ["AC", 3],
      ["AC", 2],
    ];
    expect(await mensagem(() => cutScore(NOTAS, LISTAS, "AC", repetido, 50, DECRETO))).toBe(
      "limites, linha 2: a lista AC já tem limite",
    );
  });
});
