import { describe, expect, it } from "vitest";
import { citar } from "../../src/engine/citacoes";
import { percentuaisDoEdital } from "../../src/engine/percentuais";
import { cascataDoEdital, notaDoRegime, REGIMES, regimeDoEdital } from "../../src/engine/regimes";
import { ErroDeEntrada, type Edital } from "../../src/engine/tipos";

/** The problems of the ErroDeEntrada a call throws (fails the test if it throws nothing). */
function problemas(chamada: () => unknown): { campo: string; mensagem: string }[] {
  try {
    chamada();
  } catch (erro) {
    expect(erro).toBeInstanceOf(ErroDeEntrada);
    return (erro as ErroDeEntrada).problemas;
  }
  throw new Error("esperava ErroDeEntrada");
}

const regimeEm = (data: string) => regimeDoEdital({ dataPublicacao: data }).id;

describe("Lei 15.142, art. 11, e Decreto 12.536, art. 25 — o regime pela data de publicação do edital", () => {
  it("antes de 04/06/2025: Lei 12.990", () => {
    expect(regimeEm("2014-06-10")).toBe("lei-12990");
    expect(regimeEm("2025-06-03")).toBe("lei-12990");
  });
  it("de 04/06/2025 a 27/06/2025: Lei 15.142, lista única PPIQ", () => {
    expect(regimeEm("2025-06-04")).toBe("lei-15142");
    expect(regimeEm("2025-06-27")).toBe("lei-15142");
  });
  it("a partir de 28/06/2025: Decreto 12.536", () => {
    expect(regimeEm("2025-06-28")).toBe("decreto-12536");
    expect(regimeEm("2030-01-01")).toBe("decreto-12536");
  });
  it("antes da Lei 12.990 (art. 6º, parágrafo único) não há regime: erro com o artigo", () => {
    const [p] = problemas(() => regimeEm("2014-06-09"));
    expect(p.campo).toBe("edital.dataPublicacao");
    expect(p.mensagem).toContain(
      "antes da Lei nº 12.990/2014 (Lei nº 12.990/2014, art. 6º, parágrafo único:",
    );
  });
  it("o regime indicado no edital vale sem data, ou com a data que lhe corresponde; contra a data, é recusado (art. 25)", () => {
    expect(regimeDoEdital({ regime: "lei-12990" }).id).toBe("lei-12990");
    const edital: Edital = { regime: "lei-15142", dataPublicacao: "2025-06-10" };
    expect(notaDoRegime(edital, regimeDoEdital(edital)).texto).toBe(
      "Regime Lei nº 15.142/2025: edital publicado em 10/06/2025.",
    );
    const [p] = problemas(() => regimeDoEdital({ regime: "decreto-12536", dataPublicacao: "2025-06-10" }));
    expect(p.campo).toBe("edital.regime");
    expect(p.mensagem).toContain("(Decreto nº 12.536/2025, art. 25)");
  });
  it("regime desconhecido, data inválida e edital sem data nem regime são recusados em português", () => {
    expect(problemas(() => regimeDoEdital({ regime: "lei-9999" as never }))[0].mensagem).toContain(
      "regime desconhecido",
    );
    expect(problemas(() => regimeEm("2025-02-29"))[0].mensagem).toContain("data inválida");
    expect(problemas(() => regimeEm("01/09/2025"))[0].mensagem).toContain("AAAA-MM-DD");
    const [p] = problemas(() => regimeDoEdital({}));
    expect(p.mensagem).toContain("Lei nº 15.142/2025, art. 11");
  });
});

describe("Regimes como dados — cada valor com seu fundamento", () => {
  it("Lei 12.990, art. 1º e § 1º: 20% para PPP a partir de 3 vagas", () => {
    const r = REGIMES["lei-12990"];
    expect(r.listasRaciais).toEqual(["PPP"]);
    expect(r.percentuais.PPP).toEqual({ valor: 2000, fundamento: ["lei-12990 1"] });
    expect(citar(r.percentuais.PPP!.fundamento)).toBe("Lei nº 12.990/2014, art. 1º, caput");
    expect(citar(r.minimoVagas.fundamento)).toBe("Lei nº 12.990/2014, art. 1º, § 1º");
    expect(r.minimoVagas.valor).toBe(3);
  });
  it("Lei 15.142, arts. 1º e 5º: 30% em lista única a partir de 2 vagas", () => {
    const r = REGIMES["lei-15142"];
    expect(r.listasRaciais).toEqual(["PPIQ"]);
    expect(r.percentuais.PPIQ?.valor).toBe(3000);
    expect(r.minimoVagas.valor).toBe(2);
  });
  it("Decreto 12.536, art. 3º, I a III: 25% PPP, 3% IND, 2% QUI", () => {
    const r = REGIMES["decreto-12536"];
    expect(r.percentuais.PPP).toEqual({ valor: 2500, fundamento: ["decreto-12536 3 I"] });
    expect(r.percentuais.IND).toEqual({ valor: 300, fundamento: ["decreto-12536 3 II"] });
    expect(r.percentuais.QUI).toEqual({ valor: 200, fundamento: ["decreto-12536 3 III"] });
    expect(citar(r.percentuais.IND!.fundamento)).toBe("Decreto nº 12.536/2025, art. 3º, II");
  });
  it("Decreto 12.536, art. 3º, §§ 1º a 4º: a cascata de reversões é dado do regime", () => {
    const cascata = REGIMES["decreto-12536"].cascata;
    expect(cascata.find((r) => r.de === "QUI")?.para).toEqual(["IND", "PPP", "AC"]);
    expect(cascata.find((r) => r.de === "IND")?.para).toEqual(["QUI", "PPP", "AC"]);
    expect(cascata.find((r) => r.de === "PPP")?.para).toEqual(["AC"]);
    // § 4º reverts the ampla to the racial lists only; to PcD it is the edital's rule.
    expect(cascata.filter((r) => r.de === "AC")).toEqual([
      {
        de: "AC",
        para: [["PPP", "IND", "QUI"]],
        fundamento: "Decreto nº 12.536/2025, art. 3º, § 4º; Lei nº 15.142/2025, art. 9º, § 1º",
      },
      {
        de: "AC",
        para: ["PCD"],
        fundamento:
          "Edital (vagas de ampla concorrência sem candidato aprovado passam às pessoas com deficiência)",
      },
    ]);
  });
  it("a vaga de PcD não provida vai à lista que o edital indicar (reversaoPcdPara)", () => {
    const regime = REGIMES["decreto-12536"];
    expect(cascataDoEdital({}, regime)).toBe(regime.cascata);
    const regra = cascataDoEdital({ reversaoPcdPara: "PPP" }, regime).find((r) => r.de === "PCD");
    expect(regra?.para).toEqual(["PPP", "AC"]);
  });
});

const decreto = REGIMES["decreto-12536"];

describe("Decreto 12.536, art. 3º, § 5º — percentuais distintos no edital", () => {
  it("sem percentuais no edital valem os do regime, e PcD 5%", () => {
    const p = percentuaisDoEdital({}, decreto);
    expect(p.pontosBase).toEqual({ PPP: 2500, IND: 300, QUI: 200, PCD: 500 });
    expect(p.listasRaciais).toEqual(["PPP", "IND", "QUI"]);
    expect(citar(p.fundamentos.PCD!)).toBe("Decreto nº 9.508/2018, art. 1º, § 1º");
  });
  it("aceita outra divisão com PPP de ao menos 20% e total de até 30%", () => {
    const p = percentuaisDoEdital({ percentuais: { PPP: 20, IND: 6, QUI: 4 } }, decreto);
    expect(p.pontosBase).toMatchObject({ PPP: 2000, IND: 600, QUI: 400 });
    expect(citar(p.fundamentos.IND!)).toBe(
      "Edital (percentuais distintos, nos órgãos que atuam com políticas para indígenas e quilombolas); Decreto nº 12.536/2025, art. 3º, § 5º",
    );
  });
  it("recusa PPP abaixo de 20%", () => {
    const [p] = problemas(() => percentuaisDoEdital({ percentuais: { PPP: 19.5, IND: 6, QUI: 4 } }, decreto));
    expect(p.campo).toBe("edital.percentuais.PPP");
    expect(p.mensagem).toContain(
      "no mínimo 20% (Decreto nº 12.536/2025, art. 3º, § 5º: «respeitado o percentual mínimo de 20%",
    );
    expect(p.mensagem).toContain("19,5%");
  });
  it("recusa total racial acima de 30%, somando os percentuais do regime que o edital não mudou", () => {
    const [p] = problemas(() => percentuaisDoEdital({ percentuais: { PPP: 26 } }, decreto));
    expect(p.mensagem).toBe(
      "a reserva racial somada (PPP + IND + QUI = 31%) deve ser de no máximo 30% (Decreto nº 12.536/2025, art. 3º, § 5º: «respeitado o percentual mínimo de 20% (vinte por cento) para pessoas pretas e pardas, e o percentual máximo de 30% (trinta por cento) em relação ao total de vagas»)",
    );
  });
  it("recusa a lista única PPIQ, que não existe neste regime", () => {
    expect(
      problemas(() => percentuaisDoEdital({ percentuais: { PPIQ: 30 } }, decreto))[0].mensagem,
    ).toContain("as listas raciais são PPP, IND, QUI");
  });
});

describe("Decreto 12.536, art. 3º, § 6º — sem reserva para indígenas nos concursos do art. 29 da Lei 14.724", () => {
  it("IND pode ser zero, com o parágrafo como fundamento", () => {
    const p = percentuaisDoEdital({ percentuais: { IND: 0 } }, decreto);
    expect(p.pontosBase.IND).toBe(0);
    expect(citar(p.fundamentos.IND!)).toBe(
      "Edital (concurso do art. 29 da Lei nº 14.724/2023); Decreto nº 12.536/2025, art. 3º, § 6º",
    );
  });
});

describe("Lei 15.142, art. 1º — 30% na janela anterior ao decreto", () => {
  const lei = REGIMES["lei-15142"];
  it("lista única PPIQ de 30%", () => {
    expect(percentuaisDoEdital({}, lei).pontosBase).toEqual({ PPIQ: 3000, PCD: 500 });
  });
  it("o edital pode dividir os 30% entre PPP, IND e QUI; uma lista omitida fica com zero", () => {
    const p = percentuaisDoEdital({ percentuais: { PPP: 27.5, IND: 2.5 } }, lei);
    expect(p.pontosBase).toEqual({ PPP: 2750, IND: 250, QUI: 0, PCD: 500 });
    expect(p.listasRaciais).toEqual(["PPP", "IND", "QUI"]);
    expect(citar(p.fundamentos.PPP!)).toBe(
      "Edital (divisão dos 30% entre os grupos, que a lei deixou a ato do Poder Executivo ainda não editado); Lei nº 15.142/2025, art. 1º, caput e § 1º",
    );
  });
  it("a divisão deve somar 30%, e não se mistura com PPIQ", () => {
    expect(problemas(() => percentuaisDoEdital({ percentuais: { PPP: 25 } }, lei))[0].mensagem).toContain(
      "deve ser de 30% (Lei nº 15.142/2025, art. 1º, caput: «o percentual de 30% (trinta por cento) das vagas oferecidas»)",
    );
    expect(problemas(() => percentuaisDoEdital({ percentuais: { PPIQ: 30, PPP: 25 } }, lei))).toHaveLength(1);
  });
});

describe("Lei 12.990, art. 1º — 20% fixos para negros", () => {
  const lei = REGIMES["lei-12990"];
  it("aceita 20% e recusa outro valor ou listas de indígenas e quilombolas", () => {
    expect(percentuaisDoEdital({ percentuais: { PPP: 20 } }, lei).pontosBase).toEqual({
      PPP: 2000,
      PCD: 500,
    });
    expect(problemas(() => percentuaisDoEdital({ percentuais: { PPP: 25 } }, lei))[0].mensagem).toContain(
      "deve ser de 20% (Lei nº 12.990/2014, art. 1º, caput)",
    );
    expect(problemas(() => percentuaisDoEdital({ percentuais: { IND: 3 } }, lei))[0].campo).toBe(
      "edital.percentuais",
    );
  });
});

describe("Decreto 9.508, art. 1º, § 1º, e Lei 8.112, art. 5º, § 2º — PcD entre 5% e 20%", () => {
  it("aceita os limites e valores intermediários", () => {
    expect(percentuaisDoEdital({ percentuais: { PCD: 5 } }, decreto).pontosBase.PCD).toBe(500);
    expect(percentuaisDoEdital({ percentuais: { PCD: 20 } }, decreto).pontosBase.PCD).toBe(2000);
    expect(percentuaisDoEdital({ percentuais: { PCD: 7.25 } }, decreto).pontosBase.PCD).toBe(725);
  });
  it("abaixo de 5% cita o Decreto 9.508; acima de 20%, a Lei 8.112", () => {
    expect(
      problemas(() => percentuaisDoEdital({ percentuais: { PCD: 4.99 } }, decreto))[0].mensagem,
    ).toContain("Decreto nº 9.508/2018, art. 1º, § 1º");
    expect(
      problemas(() => percentuaisDoEdital({ percentuais: { PCD: 20.01 } }, decreto))[0].mensagem,
    ).toContain("Lei nº 8.112/1990, art. 5º, § 2º");
  });
});

describe("Percentuais digitados: conversão exata para pontos-base", () => {
  it("2,5 vira 250 pontos sem arredondamento de ponto flutuante, também como texto", () => {
    const lei = REGIMES["lei-15142"];
    const p = percentuaisDoEdital({ percentuais: { PPP: 24.9, IND: 2.55, QUI: "2,55" as never } }, lei);
    expect(p.pontosBase).toMatchObject({ PPP: 2490, IND: 255, QUI: 255 });
  });
  it("recusa mais de duas casas decimais, valores negativos, acima de 100 e o que não é número", () => {
    const erros = problemas(() =>
      percentuaisDoEdital(
        { percentuais: { PPP: 25.001, IND: -1, QUI: 101, PCD: "cinco" as never, XYZ: 1 } as never },
        decreto,
      ),
    );
    expect(erros.map((e) => e.campo)).toEqual([
      "edital.percentuais.PPP",
      "edital.percentuais.IND",
      "edital.percentuais.QUI",
      "edital.percentuais.PCD",
      "edital.percentuais.XYZ",
    ]);
    expect(erros[0].mensagem).toBe("percentual 25,001 com mais de duas casas decimais");
    expect(erros[1].mensagem).toContain("fora do intervalo de 0 a 100");
    expect(erros[3].mensagem).toContain("percentual inválido");
  });
});
