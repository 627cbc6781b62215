/**
 * Names printed by a system that capitalises ASCII letters only ("ícaro Vasconcelos Alvim", "átila
 * Conceição De Goes": the list of the EmbarcaTech/CEPEDI homologation, reservado-2) and names whose
 * first word is printed small ("na Woo Kim", Fuvest 1999) are names: the first word in a small letter
 * alone does not make a row the text of an act.
 */
import { describe, expect, it } from "vitest";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { paginasDoMundo } from "./trechosReais";

describe("CEPEDI/EmbarcaTech 2024, resultado preliminar da prova (47 páginas)", () => {
  it("'TIC370102000 ***.854.015-** ícaro Vasconcelos Alvim …' é um candidato, lido, não recusado como texto de um ato", async () => {
    const lida = lerPublicacao(
      await paginasDoMundo("reservado-2", "cepedi-2024-11-embarcatech-resultado-preliminar-prova.pdf"),
      { lista: "AC" },
    );
    expect(
      lida.secoes.flatMap((s) => s.recusas).filter((r) => /não começa por um nome/.test(r.motivo)),
    ).toEqual([]);
    expect(lida.candidatos.find((c) => c.inscricao === "TIC370102000")?.nome).toMatch(
      /^ícaro Vasconcelos Alvim/,
    );
  }, 60_000);
});
