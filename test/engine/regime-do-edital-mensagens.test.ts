// The regime an edital falls under (Lei nº 15.142/2025, art. 11; Decreto nº 12.536/2025, art. 25): the exact
// problem the clerk reads for each bad input, the note when the edital names the regime of its own date,
// and the PcD reversion the edital may redirect (Decreto nº 9.508/2018 is silent; edital).
import { describe, expect, it } from "vitest";
import { cascataDoEdital, notaDoRegime, regimeDoEdital } from "../../src/engine/regimes";
import { ErroDeEntrada, type Edital } from "../../src/engine/tipos";

function problemas(edital: Edital) {
  try {
    regimeDoEdital(edital);
  } catch (erro) {
    expect(erro).toBeInstanceOf(ErroDeEntrada);
    return (erro as ErroDeEntrada).problemas;
  }
  throw new Error("esperava ErroDeEntrada");
}

describe("Regime do edital: problemas com o campo e a mensagem", () => {
  it("regime desconhecido lista os regimes válidos", () => {
    expect(problemas({ regime: "x" as never })).toEqual([
      {
        campo: "edital.regime",
        mensagem: 'regime desconhecido "x"; use lei-12990, lei-15142, decreto-12536, edital',
      },
    ]);
  });

  it("regime que não é texto é recusado, mesmo se parecer um regime", () => {
    expect(problemas({ regime: ["lei-12990"] as never, dataPublicacao: "2025-09-01" })).toEqual([
      {
        campo: "edital.regime",
        mensagem: 'regime desconhecido "lei-12990"; use lei-12990, lei-15142, decreto-12536, edital',
      },
    ]);
  });

  it("data que não existe no calendário", () => {
    expect(problemas({ dataPublicacao: "2025-02-30" })).toEqual([
      {
        campo: "edital.dataPublicacao",
        mensagem: 'data inválida "2025-02-30"; escreva AAAA-MM-DD, por exemplo 2025-09-01',
      },
    ]);
  });

  it("sem data nem regime: a data escolhe a lei (Lei 15.142, art. 11; Decreto 12.536, art. 25)", () => {
    expect(problemas({})).toEqual([
      {
        campo: "edital.dataPublicacao",
        mensagem:
          "informe a data de publicação do edital (AAAA-MM-DD) ou o regime: a data escolhe a lei aplicável (Lei nº 15.142/2025, art. 11; Decreto nº 12.536/2025, art. 25)",
      },
    ]);
  });
});

describe("Nota do regime", () => {
  it("regime indicado no edital que é o da própria data: a nota diz a data", () => {
    const edital: Edital = { regime: "decreto-12536", dataPublicacao: "2025-09-01" };
    expect(notaDoRegime(edital, regimeDoEdital(edital))).toEqual({
      texto: "Regime Decreto nº 12.536/2025: edital publicado em 01/09/2025.",
      fundamento: "Decreto nº 12.536/2025, arts. 25 e 26",
    });
  });
});

describe("Vagas de PcD não providas (reversaoPcdPara)", () => {
  const regime = regimeDoEdital({ regime: "decreto-12536" });

  it("AC indicada pelo edital é o padrão: a cascata do regime, sem mudança", () => {
    expect(cascataDoEdital({ reversaoPcdPara: "AC" }, regime)).toBe(regime.cascata);
  });

  it("outra lista: só a regra da PcD muda, para essa lista e depois a ampla, com o edital como fundamento", () => {
    const cascata = cascataDoEdital({ reversaoPcdPara: "PPP" }, regime);
    expect(cascata.filter((r) => r.de !== "PCD")).toEqual(regime.cascata.filter((r) => r.de !== "PCD"));
    expect(cascata.find((r) => r.de === "PCD")).toEqual({
      de: "PCD",
      para: ["PPP", "AC"],
      fundamento: "Edital (vagas de pessoas com deficiência não providas)",
    });
  });
});
