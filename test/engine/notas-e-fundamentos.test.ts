// Every note the clerk reads beside a decision, with the article behind it (src/engine/notas.ts): the
// same decision always reads the same way in the CLI, the sheets and the task pane. Decreto 12.536/2025
// and Lei 15.142/2025 share their articles; Lei 12.990/2014 (editais before 04/06/2025) has its own.
import { describe, expect, it } from "vitest";
import { Notas, textoDaReversao } from "../../src/engine/notas";
import type { RegimeId } from "../../src/engine/tipos";

/** One note of each kind, all from the same Notas (so shared notes must not mix up their variants). */
function todas(regime: RegimeId) {
  const n = new Notas(regime, { PPP: "Fundamento do edital para PPP" });
  return {
    eliminado: n.eliminado(),
    desistente: n.desistente(),
    fraude: n.fraude("PPP"),
    indeferidaNaAC: n.indeferida("IND", true),
    indeferidaForaDaAC: n.indeferida("IND", false),
    pendente: n.pendente("QUI"),
    subJudice: n.subJudice(),
    semCorteAC: n.semCorteAC("PPP"),
    semCorteACPcd: n.semCorteAC("PCD"),
    maiorPercentual: n.maiorPercentual("PPP", ["IND", "QUI"]),
    melhorPosicaoRelativa3: n.melhorPosicaoRelativa("IND", ["QUI"], 3, 4),
    apenasInformativo: n.apenasInformativo("QUI"),
    vagaAC: n.vagaAC(3, 15),
    cotistaNaAC: n.cotistaNaAC(["PPP", "PCD"]),
    cotistaNaACPcd: n.cotistaNaAC(["PCD"]),
    vagaReservadaPPP: n.vagaReservada("PPP", 2, 6),
    vagaReservadaPCD: n.vagaReservada("PCD", 1, 2),
    vagaReservadaIND: n.vagaReservada("IND", 1, 1),
    aguardando: n.aguardando("AC"),
    emOutraListaAC: n.emOutraLista("PPP", "AC"),
    emOutraListaAcPcd: n.emOutraLista("PCD", "AC"),
    emOutraListaPPP: n.emOutraLista("AC", "PPP"),
    jaNomeado: n.jaNomeado(4),
    posicaoRevertida: n.posicaoRevertida("PPP", "AC", "F"),
    posicaoVagaAC: n.posicaoVaga("AC"),
    posicaoVagaQUI: n.posicaoVaga("QUI"),
    empate: n.empate("AC", ["B", "C"]),
    reserva: n.reserva("QUI"),
  };
}

describe("Notas de cada decisão, com o artigo (Decreto 12.536/2025 e Lei 15.142/2025)", () => {
  it("texto e fundamento de cada nota", () => {
    expect(todas("decreto-12536")).toEqual({
      eliminado: {
        texto: "Eliminado(a) do concurso: sai de todas as listas.",
        fundamento: "Edital do concurso",
      },
      desistente: {
        texto: "Desistente: sai de todas as listas e o lugar passa ao próximo de cada lista.",
        fundamento: "Lei 15.142/2025, art. 7º, § 3º",
      },
      fraude: {
        texto:
          "Fraude na autodeclaração para pessoas pretas e pardas (PPP) apurada em procedimento administrativo: eliminado(a) do concurso.",
        fundamento: "Lei 15.142/2025, art. 4º, § 1º, I",
      },
      indeferidaNaAC: {
        texto:
          "Autodeclaração para indígenas (IND) não confirmada: sai dessa lista e segue na ampla concorrência, onde está classificado(a); não é eliminado(a) por isso.",
        fundamento: "Lei 15.142/2025, art. 3º, § 2º",
      },
      indeferidaForaDaAC: {
        texto:
          "Autodeclaração para indígenas (IND) não confirmada: sai dessa lista; não está classificado(a) na ampla concorrência, mas não é eliminado(a) por isso.",
        fundamento: "Lei 15.142/2025, art. 3º, § 2º",
      },
      pendente: {
        texto: "Confirmação da autodeclaração para quilombolas (QUI) ainda pendente: resultado provisório.",
        fundamento: "Lei 15.142/2025, art. 3º, § 1º",
      },
      subJudice: {
        texto: "Situação sub judice: colocado(a) pela nota; resultado provisório até a decisão judicial.",
        fundamento: "Decisão judicial pendente (edital)",
      },
      semCorteAC: {
        texto:
          "Classificado(a) na lista de pessoas pretas e pardas (PPP) sem ter alcançado a classificação da ampla concorrência: o optante segue em todas as etapas com a nota mínima de cada fase.",
        fundamento: "Lei 15.142/2025, art. 6º; Decreto 12.536/2025, art. 19",
      },
      semCorteACPcd: {
        texto:
          "Classificado(a) na lista de pessoas com deficiência (PCD) sem ter alcançado a classificação da ampla concorrência: o optante segue em todas as etapas com a nota mínima de cada fase.",
        fundamento: "Decreto 9.508/2018, art. 1º, § 1º; Lei 8.112/1990, art. 5º, § 2º",
      },
      maiorPercentual: {
        texto:
          "Inscrito(a) em mais de uma reserva: classificado(a) somente em pessoas pretas e pardas (PPP), a de maior percentual no edital; em IND, QUI consta apenas para informação.",
        fundamento: "Decreto 12.536/2025, art. 21",
      },
      melhorPosicaoRelativa3: {
        texto:
          "Inscrito(a) em reservas de percentual igual: classificado(a) em indígenas (IND), onde tem a melhor posição relativa (3º para 4 vagas reservadas, classificação dividida pelas vagas reservadas da lista); em QUI consta apenas para informação.",
        fundamento: "Decreto 12.536/2025, art. 21, § 2º",
      },
      apenasInformativo: {
        texto:
          "Consta da lista de quilombolas (QUI) apenas para informação: foi classificado(a) em outra reserva, de percentual maior ou de melhor posição relativa.",
        fundamento: "Decreto 12.536/2025, art. 21, § 3º",
      },
      vagaAC: {
        texto: "3º na ampla concorrência, dentro das vagas de ampla concorrência (15).",
        fundamento: "Lei 15.142/2025, art. 7º; Decreto 12.536/2025, art. 16",
      },
      cotistaNaAC: {
        texto:
          "Optante por PPP, PCD classificado(a) dentro das vagas de ampla concorrência: ocupa vaga de ampla concorrência e não é computado(a) na reserva, cuja vaga passa ao próximo da lista.",
        fundamento: "Lei 15.142/2025, art. 7º, § 2º; Decreto 12.536/2025, art. 17",
      },
      cotistaNaACPcd: {
        texto:
          "Optante por PCD classificado(a) dentro das vagas de ampla concorrência: ocupa vaga de ampla concorrência e não é computado(a) na reserva, cuja vaga passa ao próximo da lista.",
        fundamento: "Decreto 9.508/2018, art. 1º; edital (concorrência concomitante)",
      },
      vagaReservadaPPP: {
        texto: "2º na lista de pessoas pretas e pardas (PPP), dentro das vagas reservadas (6).",
        fundamento: "Fundamento do edital para PPP",
      },
      vagaReservadaPCD: {
        texto: "1º na lista de pessoas com deficiência (PCD), dentro das vagas reservadas (2).",
        fundamento: "Decreto 9.508/2018, art. 1º, § 1º; Lei 8.112/1990, art. 5º, § 2º",
      },
      vagaReservadaIND: {
        texto: "1º na lista de indígenas (IND), dentro das vagas reservadas (1).",
        fundamento: "Lei 15.142/2025, art. 7º; Decreto 12.536/2025, art. 16",
      },
      aguardando: {
        texto:
          "Aguardando na lista de ampla concorrência (AC), além do número de vagas: pode ser nomeado(a) em vagas que surgirem na validade do concurso.",
        fundamento: "Lei 15.142/2025, art. 1º, § 2º; edital (cadastro de reserva)",
      },
      emOutraListaAC: {
        texto: "Ocupa vaga de ampla concorrência (AC); nesta lista o lugar passa ao próximo.",
        fundamento: "Lei 15.142/2025, art. 7º; Decreto 12.536/2025, art. 16",
      },
      emOutraListaAcPcd: {
        texto: "Ocupa vaga de ampla concorrência (AC); nesta lista o lugar passa ao próximo.",
        fundamento: "Decreto 9.508/2018, art. 1º; edital (concorrência concomitante)",
      },
      emOutraListaPPP: {
        texto: "Ocupa vaga de pessoas pretas e pardas (PPP); nesta lista o lugar passa ao próximo.",
        fundamento: "Fundamento do edital para PPP",
      },
      jaNomeado: {
        texto: "Já nomeado(a) na 4ª posição da ordem de nomeação: mantém a posição.",
        fundamento: "Lei 15.142/2025, art. 9º, § 2º",
      },
      posicaoRevertida: {
        texto: "Posição de PPP ocupada por AC: a vaga foi revertida e mantém a sua posição na ordem.",
        fundamento: "F",
      },
      posicaoVagaAC: {
        texto:
          "Vaga de ampla concorrência (AC) sem candidato que possa ocupá-la em nenhuma lista: fica vaga e será preenchida se surgir candidato.",
        fundamento: "Decreto 12.536/2025, art. 3º, § 4º; Lei 15.142/2025, art. 9º, § 1º",
      },
      posicaoVagaQUI: {
        texto:
          "Vaga de quilombolas (QUI) sem candidato que possa ocupá-la em nenhuma lista: fica vaga e será preenchida se surgir candidato.",
        fundamento: "Lei 15.142/2025, art. 7º, § 3º",
      },
      empate: {
        texto:
          "Empate não desfeito pelos critérios do edital na lista AC com B, C: ordenados provisoriamente pelo número de inscrição; a comissão deve decidir o desempate.",
        fundamento: "Lei 10.741/2003 (Estatuto da Pessoa Idosa), art. 27, parágrafo único; edital",
      },
      reserva: "Lei 15.142/2025, art. 7º; Decreto 12.536/2025, art. 16",
    });
  });
});

describe("Notas no regime da Lei 12.990/2014: os artigos da lei antiga", () => {
  it("as notas cujo fundamento muda com o regime", () => {
    expect(todas("lei-12990")).toMatchObject({
      desistente: {
        texto: "Desistente: sai de todas as listas e o lugar passa ao próximo de cada lista.",
        fundamento: "Lei 12.990/2014, art. 3º, § 2º",
      },
      fraude: {
        texto:
          "Fraude na autodeclaração para pessoas pretas e pardas (PPP) apurada em procedimento administrativo: eliminado(a) do concurso.",
        fundamento: "Lei 12.990/2014, art. 2º, parágrafo único",
      },
      indeferidaNaAC: {
        texto:
          "Autodeclaração para indígenas (IND) não confirmada: sai dessa lista e segue na ampla concorrência, onde está classificado(a); não é eliminado(a) por isso.",
        fundamento: "Lei 12.990/2014, art. 2º; edital (confirmação da autodeclaração)",
      },
      indeferidaForaDaAC: {
        texto:
          "Autodeclaração para indígenas (IND) não confirmada: sai dessa lista; não está classificado(a) na ampla concorrência, mas não é eliminado(a) por isso.",
        fundamento: "Lei 12.990/2014, art. 2º; edital (confirmação da autodeclaração)",
      },
      pendente: {
        texto: "Confirmação da autodeclaração para quilombolas (QUI) ainda pendente: resultado provisório.",
        fundamento: "Lei 12.990/2014, art. 2º; edital",
      },
      semCorteAC: {
        texto:
          "Classificado(a) na lista de pessoas pretas e pardas (PPP) sem ter alcançado a classificação da ampla concorrência: o optante segue em todas as etapas com a nota mínima de cada fase.",
        fundamento: "Lei 12.990/2014, art. 3º; edital",
      },
      vagaAC: {
        texto: "3º na ampla concorrência, dentro das vagas de ampla concorrência (15).",
        fundamento: "Lei 12.990/2014, art. 3º",
      },
      cotistaNaAC: {
        texto:
          "Optante por PPP, PCD classificado(a) dentro das vagas de ampla concorrência: ocupa vaga de ampla concorrência e não é computado(a) na reserva, cuja vaga passa ao próximo da lista.",
        fundamento: "Lei 12.990/2014, art. 3º, § 1º",
      },
      vagaReservadaIND: {
        texto: "1º na lista de indígenas (IND), dentro das vagas reservadas (1).",
        fundamento: "Lei 12.990/2014, art. 3º",
      },
      emOutraListaAC: {
        texto: "Ocupa vaga de ampla concorrência (AC); nesta lista o lugar passa ao próximo.",
        fundamento: "Lei 12.990/2014, art. 3º",
      },
      jaNomeado: {
        texto: "Já nomeado(a) na 4ª posição da ordem de nomeação: mantém a posição.",
        fundamento: "Lei 12.990/2014, art. 4º",
      },
      posicaoVagaQUI: {
        texto:
          "Vaga de quilombolas (QUI) sem candidato que possa ocupá-la em nenhuma lista: fica vaga e será preenchida se surgir candidato.",
        fundamento: "Lei 12.990/2014, art. 3º, § 2º",
      },
      reserva: "Lei 12.990/2014, art. 3º",
    });
  });
});

describe("Singular e plural nas mensagens", () => {
  it("1 vaga reservada, 2 vagas reservadas (Decreto 12.536/2025, art. 21, § 2º)", () => {
    const n = new Notas("decreto-12536", {});
    expect(n.melhorPosicaoRelativa("IND", ["QUI"], 1, 1).texto).toContain("(1º para 1 vaga reservada,");
    expect(n.melhorPosicaoRelativa("IND", ["QUI"], 1, 2).texto).toContain("(1º para 2 vagas reservadas,");
  });
});

describe("Textos de reversão e de vaga não preenchida", () => {
  it("singular e plural, com o nome de cada lista", () => {
    expect([
      textoDaReversao("PPP", "AC", 1),
      textoDaReversao("PCD", "AC", 2),
      new Notas("decreto-12536", {}).vagaNaoPreenchida("AC", 1),
      new Notas("decreto-12536", {}).vagaNaoPreenchida("PPP", 3),
    ]).toEqual([
      "1 vaga de pessoas pretas e pardas (PPP) sem candidato(s) para ocupá-la(s) revertida para ampla concorrência (AC).",
      "2 vagas de pessoas com deficiência (PCD) sem candidato(s) para ocupá-la(s) revertidas para ampla concorrência (AC).",
      {
        texto:
          "1 vaga de ampla concorrência (AC) sem candidato em nenhuma lista: fica(m) vaga(s) e será(ão) preenchida(s) se surgir candidato.",
        fundamento: "Decreto 12.536/2025, art. 3º, §§ 3º e 4º; Lei 15.142/2025, art. 9º, § 1º",
      },
      {
        texto:
          "3 vagas de pessoas pretas e pardas (PPP) sem candidato em nenhuma lista: fica(m) vaga(s) e será(ão) preenchida(s) se surgir candidato.",
        fundamento: "Decreto 12.536/2025, art. 3º, §§ 3º e 4º; Lei 15.142/2025, art. 9º, § 1º",
      },
    ]);
  });
});

describe("Notas compartilhadas: uma por decisão, nunca trocadas entre variantes", () => {
  it("a mesma nota é o mesmo objeto (um milhão de candidatos aguardando, uma nota)", () => {
    const n = new Notas("decreto-12536", {});
    expect(n.aguardando("AC")).toBe(n.aguardando("AC"));
    expect(n.eliminado()).toBe(n.eliminado());
  });

  it("variantes com outras listas ou outro fundamento são notas distintas", () => {
    const n = new Notas("decreto-12536", {});
    expect(n.posicaoRevertida("PPP", "AC", "F1").texto).toBe(
      "Posição de PPP ocupada por AC: a vaga foi revertida e mantém a sua posição na ordem.",
    );
    expect(n.posicaoRevertida("PPP", "IND", "F2")).toEqual({
      texto: "Posição de PPP ocupada por IND: a vaga foi revertida e mantém a sua posição na ordem.",
      fundamento: "F2",
    });
    expect(n.reservasConcomitantes("PCD", ["PPP", "IND"]).texto).toBe(
      "Classificado(a) também em PPP, IND: ocupa a vaga de PCD, a de maior percentual que ainda deixa preenchidas por seu público as vagas reservadas dos que vêm depois.",
    );
    expect(n.melhorPosicaoRelativa("IND", ["QUI", "PPP"], 1, 2).texto).toContain(
      "; em QUI, PPP consta apenas para informação.",
    );
  });
});
