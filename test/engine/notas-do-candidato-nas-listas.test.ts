// The notes each candidate carries, in the order the decisions were taken (RULES §3–§4): the cotista
// placed in the ampla is not counted in the reserve (Lei nº 15.142/2025, art. 7º, § 2º); the optant below
// the ampla cut goes on with the minimum score of each phase (art. 6º); heteroidentificação not
// confirmed keeps the candidate in the ampla (art. 3º, § 2º); in two racial reserves of different
// percentages, only the higher counts (Decreto nº 12.536/2025, art. 21, caput); and ties are reported only
// among the candidates classified in the list.
import { describe, expect, it } from "vitest";
import { alocarUm, c, candidato } from "./montar";

const AGUARDANDO = (rotulo: string) =>
  `Aguardando na lista de ${rotulo}, além do número de vagas: pode ser nomeado(a) em vagas que surgirem na validade do concurso.`;
// The reserve over the vagas that arise during validity is the racial lists' (Lei nº 15.142, art. 1º, § 2º,
// art. 5º, § 4º); waiting in the ampla is the edital's cadastro de reserva.
const AGUARDANDO_NA_RESERVA =
  "Lei nº 15.142/2025, art. 1º, § 2º, e art. 5º, § 4º; Edital (cadastro de reserva)";
const AGUARDANDO_NA_AMPLA = "Edital (cadastro de reserva)";

describe("Notas de cada candidato", () => {
  const { r } = alocarUm(4, [
    c("A1:99:AC"),
    c("A2:98:AC,PPP"),
    c("J:97:AC", { situacao: "nomeado", posicaoNomeacao: 3 }),
    c("Y:90:AC,PPP", { confirmacao: { PPP: "indeferida" } }),
    c("W:55:PPP"),
    c("V:50:PPP"),
  ]);

  it("cotista na ampla: a vaga de ampla e a nota de que não é computado na reserva (art. 7º, § 2º)", () => {
    expect(candidato(r, "A2").notas).toEqual([
      {
        texto: "2º na ampla concorrência, dentro das 3 vagas de ampla concorrência.",
        // Within the AC vagas: the quadro's ampla; not computed in the reserve: the next note.
        fundamento: "Edital (vagas não reservadas, de ampla concorrência)",
      },
      {
        texto:
          "Optante pela reserva de pessoas pretas e pardas classificado(a) dentro das vagas de ampla concorrência: ocupa vaga de ampla concorrência e não é computado(a) na reserva, cuja vaga passa ao próximo da lista.",
        fundamento: "Lei nº 15.142/2025, art. 7º, § 2º; Decreto nº 12.536/2025, art. 17",
      },
    ]);
  });

  it("autodeclaração não confirmada de quem está na ampla: segue na ampla, aguardando (art. 3º, § 2º)", () => {
    expect(candidato(r, "Y").notas).toEqual([
      {
        texto:
          "Autodeclaração para a lista de pessoas pretas e pardas não confirmada: sai dessa lista e segue na ampla concorrência, onde tem classificação suficiente; não é eliminado(a) por isso.",
        fundamento: "Lei nº 15.142/2025, art. 3º, § 2º",
      },
      { texto: AGUARDANDO("ampla concorrência"), fundamento: AGUARDANDO_NA_AMPLA },
    ]);
  });

  it("optante abaixo do corte da ampla, aguardando na reserva: as duas notas, nesta ordem (art. 6º)", () => {
    expect(candidato(r, "V").notas).toEqual([
      {
        texto:
          "Classificado(a) na lista de pessoas pretas e pardas sem ter alcançado a classificação da ampla concorrência: o optante segue em todas as etapas com a nota mínima de cada fase.",
        fundamento: "Lei nº 15.142/2025, art. 6º; Decreto nº 12.536/2025, art. 19",
      },
      { texto: AGUARDANDO("pessoas pretas e pardas"), fundamento: AGUARDANDO_NA_RESERVA },
    ]);
  });
});

describe("Decreto nº 12.536/2025, art. 21, caput: percentuais diferentes", () => {
  it("conta só a reserva de maior percentual (PPP), mesmo com melhor posição relativa em IND", () => {
    // 20 vagas: PPP 5, IND 1. X is 6th in PPP (6/5) and 1st in IND (1/1).
    const ppp = [1, 2, 3, 4, 5].map((i) => c(`P${i}:${100 - i}:PPP`));
    const { r } = alocarUm(20, [...ppp, c("X:90:PPP,IND")]);
    expect(candidato(r, "X").notas[0]).toEqual({
      texto:
        "Inscrito(a) em mais de uma reserva: classificado(a) somente na lista de pessoas pretas e pardas, a de maior percentual no edital; na de indígenas consta apenas para informação.",
      fundamento: "Decreto nº 12.536/2025, art. 21, caput",
    });
    expect(candidato(r, "X").lista).toBe("PPP");
  });
});

describe("Empates relatados só entre os classificados da lista", () => {
  it("empate na ampla entre três; na PPP, o de autodeclaração indeferida não empata e sozinho não há empate", () => {
    const { r, cargo } = alocarUm(2, [
      c("B:80:AC,PPP"),
      c("C:80:AC,PPP", { confirmacao: { PPP: "indeferida" } }),
      c("D:80:AC"),
    ]);
    expect(cargo.quadro).toMatchObject({ AC: 1, PPP: 1 });
    expect(r.empates.map((e) => [e.lista, e.candidatos])).toEqual([["AC", ["B", "C", "D"]]]);
  });
});
