// Decreto nº 12.536/2025, art. 21, § 2º: a candidate in two racial reserves of equal percentage is
// classified in the one where the relative position is better — rank divided by the reserved vagas of
// the list, compared exactly — and only appears for information in the other (§ 3º). A list without
// reserved vagas is never the better one; on equal relative positions the first list stays.
import { describe, expect, it } from "vitest";
import type { Edital } from "../../src/engine";
import { alocarUm, c, candidato, EDITAL_2025 } from "./montar";

// Edital of art. 3º, § 5º with IND and QUI at the same percentage.
const IGUAIS: Edital = { ...EDITAL_2025, percentuais: { PPP: 20, IND: 5, QUI: 5 } };
const posicaoRelativa = (escolhida: string, outra: string, texto: string) =>
  `Inscrito(a) em reservas de percentual igual: classificado(a) na lista de ${escolhida}, onde tem a melhor posição relativa (${texto}, classificação dividida pelas vagas reservadas da lista); na de ${outra} consta apenas para informação.`;

describe("Decreto nº 12.536/2025, art. 21, § 2º: melhor posição relativa", () => {
  it("2º de 2 vagas em IND vence 3º de 2 vagas em QUI (2/2 < 3/2)", () => {
    const { r, cargo } = alocarUm(
      40,
      [c("I1:95:IND"), c("Q1:94:QUI"), c("Q2:93:QUI"), c("X:85:IND,QUI")],
      IGUAIS,
    );
    expect(cargo.quadro).toMatchObject({ IND: 2, QUI: 2 });
    expect(candidato(r, "X").lista).toBe("IND");
    expect(candidato(r, "X").notas[0]).toEqual({
      texto: posicaoRelativa("indígenas", "quilombolas", "2º para 2 vagas reservadas"),
      // § 2 says "melhor posição relativa"; reading it as rank ÷ reserved vagas is the engine's (RULES § 3).
      fundamento:
        "Decreto nº 12.536/2025, art. 21, § 2º; critério adotado na falta de regra expressa: percentuais iguais: vale a melhor posição relativa, classificação dividida pelas vagas reservadas",
    });
    expect(cargo.listas.QUI!.find((e) => e.candidato === "X")).toMatchObject({
      classificacao: 0,
      desfecho: "apenas-informativo",
      motivo: { fundamento: "Decreto nº 12.536/2025, art. 21, § 3º" },
    });
  });

  it("posições relativas iguais (1º de 2 em cada): fica a primeira lista, IND", () => {
    const { r } = alocarUm(40, [c("X:85:IND,QUI")], IGUAIS);
    expect(candidato(r, "X").lista).toBe("IND");
  });

  it("lista sem vaga reservada nunca é a melhor: QUI (1 vaga, teto) em vez de IND (0 vagas)", () => {
    const { r, cargo } = alocarUm(8, [c("X:85:IND,QUI")], { ...IGUAIS, arredondamento: { QUI: "teto" } });
    expect(cargo.quadro).toMatchObject({ IND: 0, QUI: 1 });
    expect(candidato(r, "X").lista).toBe("QUI");
  });

  it("nenhuma das duas com vaga reservada: fica a primeira lista, IND", () => {
    const { r, cargo } = alocarUm(8, [c("X:85:IND,QUI")], IGUAIS);
    expect(cargo.quadro).toMatchObject({ IND: 0, QUI: 0 });
    expect(candidato(r, "X").notas[0].texto).toBe(
      posicaoRelativa("indígenas", "quilombolas", "1º para 0 vagas reservadas"),
    );
  });
});
