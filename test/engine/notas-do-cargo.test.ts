// The notes of a cargo: the memória de cálculo of the quadro, the published quadro that prevails over
// the computed one (edital) with each difference, the reversions (Lei 15.142/2025, art. 8º) and the
// vagas left vacant (Decreto 12.536/2025, art. 3º, §§ 3º e 4º).
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
        texto: "Regime Decreto 12.536/2025: edital publicado em 01/09/2025.",
        fundamento: "Decreto 12.536/2025, arts. 25 e 26 (editais publicados depois de 27/06/2025)",
      },
      {
        texto: `PPP: 25% de 5 = 1,25 → 1 (${MEIO}).`,
        fundamento: "Decreto 12.536/2025, art. 3º, I; Lei 15.142/2025, art. 5º, § 2º",
      },
      {
        texto: `IND: 3% de 5 = 0,15 → 0 (${MEIO}).`,
        fundamento: "Decreto 12.536/2025, art. 3º, II; Lei 15.142/2025, art. 5º, § 2º",
      },
      {
        texto: `QUI: 2% de 5 = 0,1 → 0 (${MEIO}).`,
        fundamento: "Decreto 12.536/2025, art. 3º, III; Lei 15.142/2025, art. 5º, § 2º",
      },
      {
        texto: "PCD: 5% de 5 = 0,25 → 1 (qualquer fração sobe).",
        fundamento:
          "Decreto 9.508/2018, art. 1º, § 1º; Decreto 9.508/2018, art. 1º, § 3º; Lei 8.112/1990, art. 5º, § 2º",
      },
      { texto: "AC: 3 vagas restantes.", fundamento: "Vagas não reservadas (ampla concorrência)" },
      {
        texto: "Quadro publicado no edital prevalece: AC calculado 3, publicado 4 (diferença +1).",
        fundamento: "Edital (quadro de vagas publicado)",
      },
      {
        texto: "Quadro publicado no edital prevalece: PCD calculado 1, publicado 0 (diferença -1).",
        fundamento: "Edital (quadro de vagas publicado)",
      },
      {
        texto:
          "1 vaga de pessoas pretas e pardas (PPP) sem candidato em nenhuma lista: fica(m) vaga(s) e será(ão) preenchida(s) se surgir candidato.",
        fundamento: "Decreto 12.536/2025, art. 3º, §§ 3º e 4º; Lei 15.142/2025, art. 9º, § 1º",
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
        "1 vaga de pessoas pretas e pardas (PPP) sem candidato(s) para ocupá-la(s) revertida para ampla concorrência (AC).",
      fundamento: "Lei 15.142/2025, art. 8º",
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
