// The notes of a cargo: the memória de cálculo of the quadro, the published quadro that prevails over
// the computed one (edital) with each difference, the reversions (Lei nº 15.142/2025, art. 8º) and the
// vagas left vacant (Decreto nº 12.536/2025, art. 3º, §§ 3º e 4º).
import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine";
import { c } from "./montar";

const EDITAL = { dataPublicacao: "2025-09-01" };
const MEIO = "fração igual ou maior que 0,5 sobe, menor desce";
const ampla = (n: number) => Array.from({ length: n }, (_, i) => c(`A${i + 1}:${90 - i}:AC`));

describe("Notas do cargo", () => {
  it("quadro publicado (AC 4, PPP 1) sobre o calculado (AC 3, PPP 1, PcD 1): a conta, as diferenças e a vaga sem candidato", () => {
    const r = alocar({
      edital: EDITAL,
      cargos: [{ id: "C1", vagas: 5, quadroPublicado: { AC: 4, PPP: 1 } }],
      candidatos: ampla(4),
    });
    const cargo = r.cargos[0];
    expect(cargo.quadro).toEqual({ AC: 4, PPP: 1, IND: 0, QUI: 0, PCD: 0 });
    expect(cargo.notas).toEqual([
      {
        texto: "Regime Decreto nº 12.536/2025: edital publicado em 01/09/2025.",
        fundamento: "Decreto nº 12.536/2025, arts. 25 e 26",
      },
      {
        texto: `Pessoas pretas e pardas: 25% de 5 = 1,25 → 1 (${MEIO}).`,
        fundamento: "Decreto nº 12.536/2025, art. 3º, I; Lei nº 15.142/2025, art. 5º, § 2º",
      },
      {
        texto: `Indígenas: 3% de 5 = 0,15 → 0 (${MEIO}).`,
        fundamento: "Decreto nº 12.536/2025, art. 3º, II; Lei nº 15.142/2025, art. 5º, § 2º",
      },
      {
        texto: `Quilombolas: 2% de 5 = 0,1 → 0 (${MEIO}).`,
        fundamento: "Decreto nº 12.536/2025, art. 3º, III; Lei nº 15.142/2025, art. 5º, § 2º",
      },
      {
        texto: "Pessoas com deficiência: 5% de 5 = 0,25 → 1 (qualquer fração sobe).",
        fundamento: "Decreto nº 9.508/2018, art. 1º, §§ 1º e 3º; Lei nº 8.112/1990, art. 5º, § 2º",
      },
      {
        texto: "Ampla concorrência: 3 vagas restantes.",
        fundamento: "Edital (vagas não reservadas, de ampla concorrência)",
      },
      {
        texto:
          "Quadro publicado no edital prevalece para ampla concorrência: calculado 3, publicado 4 (diferença +1).",
        fundamento: "Edital (quadro de vagas publicado)",
      },
      {
        texto:
          "Quadro publicado no edital prevalece para pessoas com deficiência: calculado 1, publicado 0 (diferença -1).",
        fundamento: "Edital (quadro de vagas publicado)",
      },
      {
        texto:
          "1 vaga de pessoas pretas e pardas sem candidato em nenhuma lista: fica vaga e será preenchida se surgir candidato.",
        // PPP short reverts to the ampla (Lei nº 15.142, art. 8º), which has nobody either.
        fundamento:
          "Lei nº 15.142/2025, art. 8º; critério adotado na falta de regra expressa: a vaga que nenhuma lista pode ocupar fica vaga e é preenchida quando surgir candidato",
      },
    ]);
    expect(cargo.vagasNaoPreenchidas).toBe(1);
  });

  it("a reversão da vaga de PPP para a ampla consta das notas do cargo; quem aguarda não tem posição", () => {
    const r = alocar({
      edital: EDITAL,
      cargos: [{ id: "C1", vagas: 5, quadroPublicado: { AC: 4, PPP: 1 } }],
      candidatos: ampla(6),
    });
    expect(r.cargos[0].notas.at(-1)).toEqual({
      texto:
        "1 vaga de pessoas pretas e pardas sem candidato para ocupá-la revertida para a lista de ampla concorrência.",
      fundamento: "Lei nº 15.142/2025, art. 8º",
    });
    expect(r.candidatos.map((x) => [x.id, x.lista, x.posicao])).toEqual([
      ["A1", "AC", 1],
      ["A2", "AC", 2],
      ["A3", "AC", 3],
      ["A4", "AC", 4],
      ["A5", "AC", 5],
      ["A6", null, null],
    ]);
  });
});
