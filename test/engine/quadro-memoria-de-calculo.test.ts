// The quadro's memória de cálculo: the notes and fundamentos the clerk reads beside each number (the
// conta, the rounding rule and the article). Written out in full for the cases the law tells apart.
import { describe, expect, it } from "vitest";
import { calcularQuadro, compararComPublicado, distribuirReservaAgrupada } from "../../src/engine/quadro";
import { ErroDeEntrada, type Edital } from "../../src/engine/tipos";

const edital: Edital = { dataPublicacao: "2025-09-01" };
const REGIME = {
  texto: "Regime Decreto nº 12.536/2025: edital publicado em 01/09/2025.",
  fundamento: "Decreto nº 12.536/2025, arts. 25 e 26",
};
const FUNDAMENTOS = {
  AC: "Edital (vagas não reservadas, de ampla concorrência)",
  PPP: "Decreto nº 12.536/2025, art. 3º, I; Lei nº 15.142/2025, art. 5º, § 2º",
  IND: "Decreto nº 12.536/2025, art. 3º, II; Lei nº 15.142/2025, art. 5º, § 2º",
  QUI: "Decreto nº 12.536/2025, art. 3º, III; Lei nº 15.142/2025, art. 5º, § 2º",
  // One act named once (issue 15, finding 11).
  PCD: "Decreto nº 9.508/2018, art. 1º, §§ 1º e 3º; Lei nº 8.112/1990, art. 5º, § 2º",
};
const MEIO = "fração igual ou maior que 0,5 sobe, menor desce";

function problemas(f: () => unknown) {
  try {
    f();
  } catch (erro) {
    expect(erro).toBeInstanceOf(ErroDeEntrada);
    return (erro as ErroDeEntrada).problemas;
  }
  throw new Error("esperava ErroDeEntrada");
}

describe("Memória de cálculo do quadro (Lei nº 15.142/2025, art. 5º; Decreto nº 9.508/2018, art. 1º)", () => {
  it("10 vagas: a conta de cada reserva racial com seu arredondamento, a PcD com o seu, e o que resta à AC", () => {
    const r = calcularQuadro(10, edital);
    expect(r.fundamentos).toEqual(FUNDAMENTOS);
    expect(r.notas).toEqual([
      REGIME,
      { texto: `Pessoas pretas e pardas: 25% de 10 = 2,5 → 3 (${MEIO}).`, fundamento: FUNDAMENTOS.PPP },
      { texto: `Indígenas: 3% de 10 = 0,3 → 0 (${MEIO}).`, fundamento: FUNDAMENTOS.IND },
      { texto: `Quilombolas: 2% de 10 = 0,2 → 0 (${MEIO}).`, fundamento: FUNDAMENTOS.QUI },
      {
        texto: "Pessoas com deficiência: 5% de 10 = 0,5 → 1 (qualquer fração sobe).",
        fundamento: FUNDAMENTOS.PCD,
      },
      { texto: "Ampla concorrência: 6 vagas restantes.", fundamento: FUNDAMENTOS.AC },
    ]);
  });

  it("2 vagas (o mínimo do art. 5º): há reserva racial; a PcD arredondada para cima é limitada a 20%", () => {
    expect(calcularQuadro(2, edital).notas.map((n) => n.texto)).toEqual([
      REGIME.texto,
      `Pessoas pretas e pardas: 25% de 2 = 0,5 → 1 (${MEIO}).`,
      `Indígenas: 3% de 2 = 0,06 → 0 (${MEIO}).`,
      `Quilombolas: 2% de 2 = 0,04 → 0 (${MEIO}).`,
      "Pessoas com deficiência: 5% de 2 = 0,1 → 1 (qualquer fração sobe), limitado a 0 para não passar de 20% das vagas.",
      "Ampla concorrência: 1 vaga restante.",
    ]);
  });

  it("1 vaga, abaixo do mínimo: a nota diz que não há reserva racial, sem contas por lista", () => {
    expect(calcularQuadro(1, edital).notas).toEqual([
      REGIME,
      {
        texto: "Com 1 vaga, abaixo do mínimo de 2, não há reserva racial.",
        fundamento: "Lei nº 15.142/2025, art. 5º, caput; Decreto nº 12.536/2025, art. 20, caput",
      },
      {
        texto:
          "Pessoas com deficiência: 5% de 1 = 0,05 → 1 (qualquer fração sobe), limitado a 0 para não passar de 20% das vagas.",
        fundamento: FUNDAMENTOS.PCD,
      },
      { texto: "Ampla concorrência: 1 vaga restante.", fundamento: FUNDAMENTOS.AC },
    ]);
  });

  it("Lei nº 12.990/2014, art. 1º, § 1º: com 2 vagas, abaixo do mínimo de 3, não há reserva racial", () => {
    expect(calcularQuadro(2, { regime: "lei-12990" }).notas[1].texto).toBe(
      "Com 2 vagas, abaixo do mínimo de 3, não há reserva racial.",
    );
  });

  it("abaixo do mínimo nenhuma reserva racial, mesmo com arredondamento para cima escolhido pelo edital", () => {
    expect(calcularQuadro(1, { ...edital, arredondamento: { PPP: "teto" } }).quadro).toEqual({
      AC: 1,
      PPP: 0,
      IND: 0,
      QUI: 0,
      PCD: 0,
    });
  });

  it("0 vagas: cadastro de reserva, a reserva vale para as vagas que surgirem (art. 1º, § 2º)", () => {
    expect(calcularQuadro(0, edital).notas.slice(1)).toEqual([
      {
        texto: "Apenas cadastro de reserva: a reserva se aplica às vagas que surgirem durante a validade.",
        fundamento: "Lei nº 15.142/2025, art. 1º, § 2º, e art. 5º, §§ 3º e 4º",
      },
      {
        texto: "Pessoas com deficiência: 5% de 0 = 0 → 0 (qualquer fração sobe).",
        fundamento: FUNDAMENTOS.PCD,
      },
      { texto: "Ampla concorrência: 0 vagas restantes.", fundamento: FUNDAMENTOS.AC },
    ]);
  });

  it("reserva racial total primeiro (opção do edital): uma conta só, sem contas por lista", () => {
    const r = calcularQuadro(10, { ...edital, trintaPorCentoPrimeiro: true });
    expect(r.notas).toEqual([
      REGIME,
      {
        texto: `Reserva racial calculada primeiro no total: 30% de 10 = 3 → 3 (${MEIO}), repartida entre pessoas pretas e pardas, indígenas, quilombolas pelo maior resto, na proporção dos percentuais.`,
        fundamento: "Edital (reserva racial total calculada primeiro); Lei nº 15.142/2025, art. 5º, § 2º",
      },
      {
        texto: "Pessoas com deficiência: 5% de 10 = 0,5 → 1 (qualquer fração sobe).",
        fundamento: FUNDAMENTOS.PCD,
      },
      { texto: "Ampla concorrência: 6 vagas restantes.", fundamento: FUNDAMENTOS.AC },
    ]);
  });

  it("o edital que escolhe o próprio arredondamento da lei cita a lei, não uma escolha do edital", () => {
    const r = calcularQuadro(10, { ...edital, arredondamento: { PPP: "meio-para-cima", PCD: "teto" } });
    expect(r.fundamentos).toEqual(FUNDAMENTOS);
    expect(calcularQuadro(10, { ...edital, arredondamento: { PPP: "teto" } }).fundamentos.PPP).toBe(
      "Decreto nº 12.536/2025, art. 3º, I; Edital (arredondamento: qualquer fração sobe; a regra é fração igual ou maior que 0,5 sobe, menor desce); Lei nº 15.142/2025, art. 5º, § 2º",
    );
  });

  it("arredondamento do edital que reservaria mais que as vagas: erro no campo do arredondamento", () => {
    const teto = { PPP: "teto", IND: "teto", QUI: "teto" } as const;
    expect(problemas(() => calcularQuadro(2, { ...edital, arredondamento: teto }))).toEqual([
      {
        campo: "edital.arredondamento",
        mensagem:
          "com 2 vagas, o arredondamento escolhido reserva 3; as reservas não podem passar do total de vagas",
      },
    ]);
  });
});

describe("Quadro publicado ao lado do calculado", () => {
  it("uma lista que só o edital publicou aparece, com zero no calculado", () => {
    expect(compararComPublicado({ AC: 5 }, { AC: 4, PCD: 1 })).toEqual([
      { lista: "AC", calculado: 5, publicado: 4, diferenca: -1 },
      { lista: "PCD", calculado: 0, publicado: 1, diferenca: 1 },
    ]);
  });
});

describe("Reserva sobre cargos agrupados (Decreto nº 12.536/2025, art. 20, §§ 1º e 3º)", () => {
  it("a nota diz o total e quantos cargos foram agrupados, com os artigos", () => {
    const r = distribuirReservaAgrupada(
      [
        { id: "A", vagas: 3 },
        { id: "B", vagas: 7 },
      ],
      edital,
    );
    expect(r.notas).toEqual([
      {
        texto:
          "Reserva calculada sobre o total de 10 vagas dos 2 cargos agrupados e repartida entre eles pelo maior resto, na proporção das vagas de cada cargo.",
        fundamento: "Decreto nº 12.536/2025, art. 20, §§ 1º e 3º; Decreto nº 9.508/2018, art. 1º, § 4º, I",
      },
    ]);
  });

  it("sem cargos, ou com cargo repetido: o problema aponta o campo", () => {
    expect(problemas(() => distribuirReservaAgrupada([], edital))).toEqual([
      { campo: "cargos", mensagem: "informe ao menos um cargo para agrupar" },
    ]);
    const repetido = [
      { id: "A", vagas: 3 },
      { id: "A", vagas: 2 },
    ];
    expect(problemas(() => distribuirReservaAgrupada(repetido, edital))).toEqual([
      { campo: "cargos[1].id", mensagem: 'cargo "A" repetido' },
    ]);
  });
});
