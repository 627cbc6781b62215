// The percentages an edital types, checked against the law, with the message and the field the clerk
// sees: Decreto nº 12.536/2025, art. 3º, § 5º; Lei nº 15.142/2025, art. 1º, § 1º; Lei nº 12.990/2014, art. 1º;
// PcD between 5% (Decreto nº 9.508/2018, art. 1º, § 1º) and 20% (Lei nº 8.112/1990, art. 5º, § 2º).
import { describe, expect, it } from "vitest";
import { citar, type Trecho } from "../../src/engine/citacoes";
import { paraPontosBase, percentuaisDoEdital } from "../../src/engine/percentuais";
import { regimeDoEdital } from "../../src/engine/regimes";
import { ErroDeEntrada, type Edital } from "../../src/engine/tipos";

const DECRETO: Edital = { regime: "decreto-12536" };
const JANELA: Edital = { regime: "lei-15142" };
const percentuais = (edital: Edital) => percentuaisDoEdital(edital, regimeDoEdital(edital));
/** Each list's fundamento as the clerk reads it. */
const citados = (f: Partial<Record<string, readonly Trecho[]>>) =>
  Object.fromEntries(Object.entries(f).map(([l, t]) => [l, citar(t!)]));

function problemas(edital: Edital) {
  try {
    percentuais(edital);
  } catch (erro) {
    expect(erro).toBeInstanceOf(ErroDeEntrada);
    return (erro as ErroDeEntrada).problemas;
  }
  throw new Error("esperava ErroDeEntrada");
}

describe("Percentual digitado → pontos-base", () => {
  it("100% é o limite aceito; acima dele, não", () => {
    const p: { campo: string; mensagem: string }[] = [];
    expect(paraPontosBase(100, "c", p)).toBe(10000);
    expect(p).toEqual([]);
    expect(paraPontosBase(100.01, "c", p)).toBeUndefined();
    expect(p).toEqual([{ campo: "c", mensagem: "percentual 100,01 fora do intervalo de 0 a 100" }]);
  });
});

describe("Listas e divisão racial do edital (Lei nº 15.142/2025, art. 1º, § 1º)", () => {
  it("lista desconhecida: o campo e as listas válidas", () => {
    expect(problemas({ ...DECRETO, percentuais: { XYZ: 5 } as Edital["percentuais"] })).toEqual([
      {
        campo: "edital.percentuais.XYZ",
        mensagem: 'lista desconhecida "XYZ"; use PPP, IND, QUI, PPIQ ou PCD',
      },
    ]);
  });

  it("listas de duas divisões misturadas: a mensagem diz as divisões permitidas e o que o edital indicou", () => {
    expect(problemas({ ...JANELA, percentuais: { PPIQ: 30, IND: 3 } })).toEqual([
      {
        campo: "edital.percentuais",
        mensagem:
          "no regime Lei nº 15.142/2025 as listas raciais são PPIQ ou PPP, IND, QUI; o edital indica PPIQ, IND (Edital (divisão dos 30% entre os grupos, que a lei deixou a ato do Poder Executivo ainda não editado); Lei nº 15.142/2025, art. 1º, caput e § 1º)",
      },
    ]);
  });

  it("um percentual ilegível é o único problema: não escolhe a divisão nem soma zero na reserva racial", () => {
    expect(problemas({ ...JANELA, percentuais: { IND: "x" as unknown as number } })).toEqual([
      {
        campo: "edital.percentuais.IND",
        mensagem: 'percentual inválido "x"; escreva um número, como 25 ou 2,5',
      },
    ]);
  });

  it("divisão escolhida pelo edital na janela da Lei 15.142: toda lista cita o edital, a omitida fica com 0", () => {
    const r = percentuais({ ...JANELA, percentuais: { PPP: 20, IND: 10 } });
    // Art. 1º, § 1º leaves the split to an act of the Executive, not to the edital: the edital's choice.
    const doEdital =
      "Edital (divisão dos 30% entre os grupos, que a lei deixou a ato do Poder Executivo ainda não editado); Lei nº 15.142/2025, art. 1º, caput e § 1º";
    expect(r.pontosBase).toEqual({ PPP: 2000, IND: 1000, QUI: 0, PCD: 500 });
    expect(citados(r.fundamentos)).toEqual({
      PPP: doEdital,
      IND: doEdital,
      QUI: doEdital,
      PCD: "Decreto nº 9.508/2018, art. 1º, § 1º",
    });
    expect(r.listasRaciais).toEqual(["PPP", "IND", "QUI"]);
  });
});

describe("Fundamento de cada percentual (Decreto nº 12.536/2025, art. 3º)", () => {
  it("o edital que repete o percentual do decreto cita o decreto", () => {
    expect(citados(percentuais({ ...DECRETO, percentuais: { PPP: 25, PCD: 5 } }).fundamentos)).toEqual({
      PPP: "Decreto nº 12.536/2025, art. 3º, I",
      IND: "Decreto nº 12.536/2025, art. 3º, II",
      QUI: "Decreto nº 12.536/2025, art. 3º, III",
      PCD: "Decreto nº 9.508/2018, art. 1º, § 1º",
    });
  });

  it("PcD acima de 5% é escolha do edital, com base no mínimo do Decreto 9.508", () => {
    const r = percentuais({ ...DECRETO, percentuais: { PCD: 10 } });
    expect([r.pontosBase.PCD, citar(r.fundamentos.PCD!)]).toEqual([
      1000,
      "Edital (percentual próprio, no mínimo 5%); Decreto nº 9.508/2018, art. 1º, § 1º",
    ]);
  });
});

describe("Limites da reserva (art. 3º, § 5º; Lei 12.990, art. 1º; PcD de 5% a 20%)", () => {
  it("reserva racial acima de 30% no Decreto 12.536: o máximo e o artigo", () => {
    expect(problemas({ ...DECRETO, percentuais: { PPP: 26, IND: 3, QUI: 2 } })).toEqual([
      {
        campo: "edital.percentuais",
        mensagem:
          "a reserva racial somada (PPP + IND + QUI = 31%) deve ser de no máximo 30% (Decreto nº 12.536/2025, art. 3º, § 5º: «respeitado o percentual mínimo de 20% (vinte por cento) para pessoas pretas e pardas, e o percentual máximo de 30% (trinta por cento) em relação ao total de vagas»)",
      },
    ]);
  });

  it("Lei 12.990: a reserva é exatamente 20%", () => {
    expect(problemas({ regime: "lei-12990", percentuais: { PPP: 15 } })).toEqual([
      {
        campo: "edital.percentuais",
        mensagem: "a reserva racial somada (PPP = 15%) deve ser de 20% (Lei nº 12.990/2014, art. 1º, caput)",
      },
    ]);
  });

  it("PcD abaixo de 5% cita o Decreto 9.508; acima de 20%, a Lei 8.112", () => {
    expect(problemas({ ...DECRETO, percentuais: { PCD: 3 } })).toEqual([
      {
        campo: "edital.percentuais.PCD",
        mensagem:
          "a reserva para pessoas com deficiência deve ficar entre 5% e 20% (Decreto nº 9.508/2018, art. 1º, § 1º); o edital indica 3%",
      },
    ]);
    expect(problemas({ ...DECRETO, percentuais: { PCD: 25 } })).toEqual([
      {
        campo: "edital.percentuais.PCD",
        mensagem:
          "a reserva para pessoas com deficiência deve ficar entre 5% e 20% (Lei nº 8.112/1990, art. 5º, § 2º); o edital indica 25%",
      },
    ]);
  });
});
