/**
 * Conferência (issue 12.3): under a federal regime, a published quadro or an option of the edital
 * that reserves less than the act is a warning with the article; the same under regime "edital" is
 * the edital's own rule and says nothing; an option the act refuses is an error before the run.
 */
import { describe, expect, it } from "vitest";
import type { Cargo, Edital } from "../../src/engine";
import { conferir } from "../../src/pipeline";
import type { TabelaBruta } from "../../src/planilha/tabela";

const tabela: TabelaBruta = {
  folha: "Candidatos",
  linhaInicial: 0,
  colunaInicial: 0,
  valores: [
    ["Inscrição", "Nome", "Nota", "Modalidade"],
    ["1", "Ana", 90, "AC"],
  ],
};

function doEdital(edital: Edital, cargos: Cargo[]) {
  return conferir({ tabela, edital, cargos }).problemas.filter((p) => p.grupo === "Edital");
}

describe("Conferência: reserva abaixo do mínimo federal (Decreto nº 12.536; Decreto nº 9.508)", () => {
  const decreto: Edital = { dataPublicacao: "2025-09-01" };

  it("quadro publicado sem a vaga de PcD de 10 vagas: aviso citando o Decreto nº 9.508, art. 1º, §§ 1º e 3º", () => {
    // 7 + 3 = the 10 vagas (a quadro that does not add up is refused by the engine, recusasDoMotor).
    const cargos = [{ id: "C1", vagas: 10, quadroPublicado: { AC: 7, PPP: 3, IND: 0, QUI: 0, PCD: 0 } }];
    const [aviso, ...resto] = doEdital(decreto, cargos);
    expect(resto.map((p) => p.mensagem)).toEqual([]);
    expect(aviso.gravidade).toBe("aviso");
    expect(aviso.mensagem).toBe(
      'Candidatos!A1: edital: Cargo "C1": o quadro publicado reserva 0 vagas a pessoas com deficiência, abaixo do mínimo de 1 no regime do Decreto nº 12.536/2025. (Decreto nº 9.508/2018, art. 1º, §§ 1º e 3º; Lei nº 8.112/1990, art. 5º, § 2º)',
    );
  });

  it("opção do edital (PcD meio-para-cima) que tira a vaga de 9 vagas: aviso", () => {
    const problemas = doEdital({ ...decreto, arredondamento: { PCD: "meio-para-cima" } }, [
      { id: "C1", vagas: 9 },
    ]);
    expect(problemas.map((p) => p.gravidade)).toEqual(["aviso"]);
    expect(problemas[0].mensagem).toContain("a opção do edital reserva 0 vagas a pessoas com deficiência");
  });

  it("regime edital: o mesmo quadro é regra do próprio edital, sem aviso", () => {
    const edital: Edital = { regime: "edital", percentuais: { PPP: 20, PCD: 5 } };
    const cargos = [{ id: "C1", vagas: 10, quadroPublicado: { AC: 8, PPP: 2, PCD: 0 } }];
    expect(doEdital(edital, cargos)).toEqual([]);
  });

  it("opção que o ato recusa (tetoPcd sem limite) é erro e nada é calculado", () => {
    const c = conferir({ tabela, edital: { ...decreto, tetoPcd: null }, cargos: [{ id: "C1", vagas: 10 }] });
    expect(c.concurso).toBeNull();
    // Refused by the engine itself, with the cargo and the field (recusasDoMotor).
    expect(c.problemas.find((p) => p.gravidade === "erro")?.mensagem).toMatch(
      /^Edital: cargo "C1", tetoPcd: /,
    );
  });
});
