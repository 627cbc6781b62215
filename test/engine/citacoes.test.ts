/**
 * The citation table (src/engine/citacoes.ts): the conventional form of every citation, and the
 * refusal of a provision that does not govern the decision's lists or regime.
 */
import { describe, expect, it } from "vitest";
import { ATOS, citar, CitacaoIndevida, DISPOSITIVOS, fundamento, rege } from "../../src/engine/citacoes";
import type { DispositivoId } from "../../src/engine/citacoes";
import { REGIMES } from "../../src/engine/regimes";

describe("Forma convencional: nº, caput, §§, parágrafo único, um ato nomeado uma vez", () => {
  it("Lei nº 15.142/2025, art. 5º, caput", () => {
    expect(citar(["lei-15142 5"])).toBe("Lei nº 15.142/2025, art. 5º, caput");
  });

  it("Decreto nº 9.508/2018, art. 1º, §§ 1º e 3º; Lei nº 8.112/1990, art. 5º, § 2º (PcD)", () => {
    expect(citar(["decreto-9508 1 §1", "decreto-9508 1 §3", "lei-8112 5 §2"])).toBe(
      "Decreto nº 9.508/2018, art. 1º, §§ 1º e 3º; Lei nº 8.112/1990, art. 5º, § 2º",
    );
  });

  it("o mesmo ato uma só vez, mesmo citado em pontos distantes, e sem repetir dispositivo", () => {
    expect(citar(["lei-15142 7 §2", "decreto-12536 17", "lei-15142 7 §2", "lei-15142 9 §1"])).toBe(
      "Lei nº 15.142/2025, art. 7º, § 2º, e art. 9º, § 1º; Decreto nº 12.536/2025, art. 17",
    );
  });

  it("Lei nº 12.990/2014, art. 6º, parágrafo único; arts. 14 e 15; inciso de parágrafo", () => {
    expect(citar(["lei-12990 6 pu"])).toBe("Lei nº 12.990/2014, art. 6º, parágrafo único");
    expect(citar(["decreto-12536 14", "decreto-12536 15"])).toBe("Decreto nº 12.536/2025, arts. 14 e 15");
    expect(citar(["lei-15142 4 §1 II", "lei-15142 4 §2"])).toBe(
      "Lei nº 15.142/2025, art. 4º, § 1º, II, e § 2º",
    );
    expect(citar(["decreto-12536 3 I"])).toBe("Decreto nº 12.536/2025, art. 3º, I");
    expect(citar(["lei-15142 11"])).toBe("Lei nº 15.142/2025, art. 11");
    expect(citar(["constituicao 37 III"])).toBe("Constituição, art. 37, III");
  });

  it("o edital e a leitura do motor em palavras que se publicam", () => {
    expect(
      citar([
        "lei-15142 8",
        { edital: "cadastro de reserva" },
        { leitura: "a vaga fica vaga", regra: "§ 4.3" },
      ]),
    ).toBe(
      "Lei nº 15.142/2025, art. 8º; Edital (cadastro de reserva); critério adotado na falta de regra expressa: a vaga fica vaga",
    );
  });
});

describe("Uma citação que não rege a decisão não se escreve", () => {
  it("artigo de cota racial numa decisão só de PcD: recusado", () => {
    expect(() => fundamento({ regime: "decreto-12536", listas: ["PCD"] }, "lei-15142 7 §3")).toThrow(
      CitacaoIndevida,
    );
    expect(() => fundamento({ regime: "decreto-12536", listas: ["AC", "PCD"] }, "lei-15142 8")).toThrow(
      /não rege AC, PCD/,
    );
  });

  it("Lei nº 15.142, art. 11: concurso da Lei nº 12.990 não cita a lei nova, salvo o art. 11", () => {
    expect(() => fundamento({ regime: "lei-12990", listas: ["PPP"] }, "lei-15142 7")).toThrow(
      CitacaoIndevida,
    );
    expect(fundamento({ regime: "lei-12990", listas: ["PPP"] }, "lei-15142 11")).toBe(
      "Lei nº 15.142/2025, art. 11",
    );
  });

  it("Decreto nº 12.536, art. 25: edital da janela da Lei nº 15.142 não cita o Decreto, salvo o art. 25", () => {
    expect(() => fundamento({ regime: "lei-15142", listas: ["PPIQ"] }, "decreto-12536 16")).toThrow(
      CitacaoIndevida,
    );
    expect(fundamento({ regime: "lei-15142", listas: ["PPIQ"] }, "decreto-12536 25")).toBe(
      "Decreto nº 12.536/2025, art. 25",
    );
  });

  it("Lei nº 15.142, art. 3º, §§ 1º e 2º: só pretos e pardos; § 4º e Decreto arts. 14 e 15: quilombolas", () => {
    expect(rege("lei-15142 3 §1", { regime: "decreto-12536", listas: ["QUI"] })).toBe(false);
    expect(rege("lei-15142 3 §4", { regime: "decreto-12536", listas: ["QUI"] })).toBe(true);
    expect(rege("decreto-12536 14", { regime: "decreto-12536", listas: ["QUI"] })).toBe(true);
    expect(rege("decreto-12536 14", { regime: "decreto-12536", listas: ["IND"] })).toBe(false);
  });

  it("a tabela: cada ato com data de vigência e cada dispositivo com as listas que rege", () => {
    expect(ATOS["lei-15142"]).toMatchObject({ nome: "Lei nº 15.142/2025", vigorDesde: "2025-06-04" });
    expect(ATOS["decreto-12536"].regimes).toEqual(["decreto-12536"]);
    for (const [id, d] of Object.entries(DISPOSITIVOS)) {
      expect(d.listas.length, id).toBeGreaterThan(0);
      expect(d.governa.length, id).toBeGreaterThan(0);
      expect(citar([id as DispositivoId])).toMatch(/^((Lei|Decreto) nº |Constituição, )/);
    }
  });

  it("os dados de cada regime citam só o que rege o regime (verificado ao carregar)", () => {
    for (const regime of Object.values(REGIMES)) {
      const citacoes = [
        regime.fundamentoVigencia,
        regime.fundamentoOrdem,
        ...regime.cascata.map((r) => r.fundamento),
        citar(regime.minimoVagas.fundamento),
      ].join("; ");
      if (regime.id === "lei-12990") {
        expect(citacoes).not.toMatch(/Decreto nº 12\.536/);
        expect(citacoes.match(/Lei nº 15\.142\/2025, [^;]*/g)).toEqual(["Lei nº 15.142/2025, art. 11"]);
      }
      if (regime.id === "lei-15142") {
        expect(citacoes.match(/Decreto nº 12\.536\/2025, [^;]*/g)).toEqual([
          "Decreto nº 12.536/2025, art. 25",
        ]);
      }
    }
  });
});
