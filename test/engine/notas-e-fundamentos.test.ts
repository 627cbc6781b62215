// Every note the clerk reads beside a decision, with the article behind it (src/engine/notas.ts): the
// same decision always reads the same way in the CLI, the sheets and the task pane. Decreto nº 12.536/2025
// and Lei nº 15.142/2025 share their articles; Lei nº 12.990/2014 (editais before 04/06/2025) has its own.
import { describe, expect, it } from "vitest";
import { Notas, type ReservasDoEdital } from "../../src/engine/notas";
import type { RegimeId } from "../../src/engine/tipos";

/** The edital's PPP with a fundamento of its own, to see it passed through. */
const RESERVAS: ReservasDoEdital = {
  pontosBase: { PPP: 2500, IND: 300, QUI: 200, PCD: 500 },
  fundamentos: { PPP: [{ edital: "fundamento do edital para PPP" }], PCD: ["decreto-9508 1 §1"] },
};
const SEM_RESERVAS: ReservasDoEdital = { pontosBase: {}, fundamentos: {} };

/** One note of each kind, all from the same Notas (so shared notes must not mix up their variants). */
function todas(regime: RegimeId) {
  const n = new Notas(regime, RESERVAS);
  return {
    eliminado: n.eliminado(),
    desistente: n.desistente(["AC", "PPP"]),
    desistenteAmpla: n.desistente(["AC", "PCD"]),
    fraude: n.fraude("PPP", false),
    fraudeNomeado: n.fraude("PPP", true),
    indeferidaNaAC: n.indeferida("IND", true),
    indeferidaPPP: n.indeferida("PPP", false),
    indeferidaPCD: n.indeferida("PCD", true),
    indeferidaForaDaAC: n.indeferida("IND", false),
    pendente: n.pendente("QUI"),
    pendentePCD: n.pendente("PCD"),
    subJudice: n.subJudice(),
    semCorteAC: n.semCorteAC("PPP"),
    semCorteACPcd: n.semCorteAC("PCD"),
    maiorPercentual: n.maiorPercentual("PPP", ["IND", "QUI"]),
    melhorPosicaoRelativa3: n.melhorPosicaoRelativa("IND", ["QUI"], 3, 4),
    apenasInformativo: n.apenasInformativo("QUI", ["PPP"]),
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
    jaNomeado: n.jaNomeado(4, "PPP"),
    jaNomeadoAC: n.jaNomeado(4, "AC"),
    nomeadoSemLista: n.nomeadoSemLista("X", 2, "PPP", "PCD"),
    posicaoRevertida: n.posicaoRevertida("PPP", "AC", "F"),
    posicaoVagaAC: n.posicaoVaga("AC"),
    posicaoVagaQUI: n.posicaoVaga("QUI"),
    posicaoVagaPCD: n.posicaoVaga("PCD"),
    empate: n.empate({ lista: "AC", n: 3, nota: 87.5, de: 4, ate: 6 }),
    reserva: n.reserva("QUI"),
  };
}

describe("Notas de cada decisão, com o artigo (Decreto nº 12.536/2025 e Lei nº 15.142/2025)", () => {
  it("texto e fundamento de cada nota", () => {
    expect(todas("decreto-12536")).toEqual({
      eliminado: {
        texto: "Eliminado(a) do concurso: sai de todas as listas.",
        fundamento: "Edital (eliminação pelas regras do concurso)",
      },
      desistente: {
        texto: "Desistente: sai de todas as listas e o lugar passa ao próximo de cada lista.",
        fundamento: "Lei nº 15.142/2025, art. 7º, § 3º",
      },
      desistenteAmpla: {
        texto: "Desistente: sai de todas as listas e o lugar passa ao próximo de cada lista.",
        fundamento: "Edital (o lugar do desistente passa ao próximo da lista)",
      },
      fraude: {
        texto:
          "Fraude na autodeclaração para a lista de pessoas pretas e pardas apurada em procedimento administrativo: eliminado(a) do concurso; o resultado vai ao Ministério Público e à Advocacia-Geral da União.",
        fundamento: "Lei nº 15.142/2025, art. 4º, § 1º, I, e § 2º",
      },
      fraudeNomeado: {
        texto:
          "Fraude na autodeclaração para a lista de pessoas pretas e pardas apurada em procedimento administrativo, de quem já foi nomeado(a): tem anulada a sua admissão, sem prejuízo de outras sanções; o resultado vai ao Ministério Público e à Advocacia-Geral da União.",
        fundamento: "Lei nº 15.142/2025, art. 4º, § 1º, II, e § 2º",
      },
      indeferidaNaAC: {
        texto:
          "Autodeclaração para a lista de indígenas não confirmada: sai dessa lista e segue na ampla concorrência, onde tem classificação suficiente; não é eliminado(a) por isso.",
        fundamento:
          "Lei nº 15.142/2025, art. 3º, § 4º; Edital (procedimento de confirmação da autodeclaração)",
      },
      indeferidaForaDaAC: {
        texto:
          "Autodeclaração para a lista de indígenas não confirmada: sai dessa lista. Só seguiria pela ampla concorrência com pontuação suficiente em cada fase, e nela não está classificado(a).",
        fundamento:
          "Lei nº 15.142/2025, art. 3º, § 4º; Edital (procedimento de confirmação da autodeclaração)",
      },
      indeferidaPPP: {
        texto:
          "Autodeclaração para a lista de pessoas pretas e pardas não confirmada: sai dessa lista. Só seguiria pela ampla concorrência com pontuação suficiente em cada fase, e nela não está classificado(a).",
        fundamento: "Lei nº 15.142/2025, art. 3º, § 2º",
      },
      indeferidaPCD: {
        texto:
          "Condição de pessoa com deficiência não confirmada na avaliação prevista no edital: sai da lista de pessoas com deficiência e segue na ampla concorrência, onde está classificado(a).",
        fundamento: "Decreto nº 9.508/2018; Edital (avaliação da condição de pessoa com deficiência)",
      },
      pendente: {
        texto:
          "Confirmação da autodeclaração para a lista de quilombolas ainda pendente: resultado provisório.",
        fundamento: "Lei nº 15.142/2025, art. 3º, § 4º; Decreto nº 12.536/2025, arts. 14 e 15",
      },
      pendentePCD: {
        texto: "Avaliação da condição de pessoa com deficiência ainda pendente: resultado provisório.",
        fundamento: "Decreto nº 9.508/2018; Edital (avaliação da condição de pessoa com deficiência)",
      },
      subJudice: {
        texto: "Situação sub judice: colocado(a) pela nota; resultado provisório até a decisão judicial.",
        fundamento: "Edital (decisão judicial pendente)",
      },
      semCorteAC: {
        texto:
          "Classificado(a) na lista de pessoas pretas e pardas sem ter alcançado a classificação da ampla concorrência: o optante segue em todas as etapas com a nota mínima de cada fase.",
        fundamento: "Lei nº 15.142/2025, art. 6º; Decreto nº 12.536/2025, art. 19",
      },
      semCorteACPcd: {
        texto:
          "Classificado(a) na lista de pessoas com deficiência sem ter alcançado a classificação da ampla concorrência: o optante segue em todas as etapas com a nota mínima de cada fase.",
        fundamento: "Edital (o candidato com deficiência segue nas etapas com a nota mínima de cada fase)",
      },
      maiorPercentual: {
        texto:
          "Inscrito(a) em mais de uma reserva: classificado(a) somente na lista de pessoas pretas e pardas, a de maior percentual no edital; na de indígenas e quilombolas consta apenas para informação.",
        fundamento: "Decreto nº 12.536/2025, art. 21, caput",
      },
      melhorPosicaoRelativa3: {
        texto:
          "Inscrito(a) em reservas de percentual igual: classificado(a) na lista de indígenas, onde tem a melhor posição relativa (3º para 4 vagas reservadas, classificação dividida pelas vagas reservadas da lista); na de quilombolas consta apenas para informação.",
        fundamento:
          "Decreto nº 12.536/2025, art. 21, § 2º; critério adotado na falta de regra expressa: percentuais iguais: vale a melhor posição relativa, classificação dividida pelas vagas reservadas",
      },
      apenasInformativo: {
        texto:
          "Consta da lista de quilombolas apenas para informação: foi classificado(a) em outra reserva, de percentual maior ou de melhor posição relativa.",
        fundamento: "Decreto nº 12.536/2025, art. 21, § 3º",
      },
      vagaAC: {
        texto: "3º na ampla concorrência, dentro das 15 vagas de ampla concorrência.",
        fundamento: "Edital (vagas não reservadas, de ampla concorrência)",
      },
      cotistaNaAC: {
        texto:
          "Optante pela reserva de pessoas pretas e pardas e pessoas com deficiência classificado(a) dentro das vagas de ampla concorrência: ocupa vaga de ampla concorrência e não é computado(a) na reserva, cuja vaga passa ao próximo da lista.",
        fundamento:
          "Lei nº 15.142/2025, art. 7º, § 2º; Decreto nº 12.536/2025, art. 17; Edital (o candidato com deficiência concorre também às vagas de ampla concorrência)",
      },
      cotistaNaACPcd: {
        texto:
          "Optante pela reserva de pessoas com deficiência classificado(a) dentro das vagas de ampla concorrência: ocupa vaga de ampla concorrência e não é computado(a) na reserva, cuja vaga passa ao próximo da lista.",
        fundamento: "Edital (o candidato com deficiência concorre também às vagas de ampla concorrência)",
      },
      vagaReservadaPPP: {
        texto: "2º na lista de pessoas pretas e pardas, dentro das 6 vagas reservadas.",
        fundamento: "Edital (fundamento do edital para PPP)",
      },
      vagaReservadaPCD: {
        texto: "1º na lista de pessoas com deficiência, dentro das 2 vagas reservadas.",
        fundamento: "Decreto nº 9.508/2018, art. 1º, § 1º",
      },
      vagaReservadaIND: {
        texto: "1º na lista de indígenas, dentro da vaga reservada.",
        fundamento: "Edital (reserva de vagas)",
      },
      aguardando: {
        texto:
          "Aguardando na lista de ampla concorrência, além do número de vagas: pode ser nomeado(a) em vagas que surgirem na validade do concurso.",
        fundamento: "Edital (cadastro de reserva)",
      },
      emOutraListaAC: {
        texto: "Ocupa vaga de ampla concorrência; nesta lista o lugar passa ao próximo.",
        fundamento: "Lei nº 15.142/2025, art. 7º, caput; Decreto nº 12.536/2025, art. 16",
      },
      emOutraListaAcPcd: {
        texto: "Ocupa vaga de ampla concorrência; nesta lista o lugar passa ao próximo.",
        fundamento: "Edital (o candidato com deficiência concorre também às vagas de ampla concorrência)",
      },
      emOutraListaPPP: {
        texto: "Ocupa vaga de pessoas pretas e pardas; nesta lista o lugar passa ao próximo.",
        fundamento: "Edital (fundamento do edital para PPP)",
      },
      jaNomeado: {
        texto: "Já nomeado(a) na 4ª posição da ordem de nomeação: mantém a posição.",
        fundamento: "Lei nº 15.142/2025, art. 9º, § 2º",
      },
      jaNomeadoAC: {
        texto: "Já nomeado(a) na 4ª posição da ordem de nomeação: mantém a posição.",
        fundamento:
          "Edital (quem já foi nomeado mantém a posição); critério adotado na falta de regra expressa: a ordem de nomeação segue na vida funcional",
      },
      nomeadoSemLista: {
        texto:
          '"X" está nomeado(a) na 2ª posição segundo os dados, uma posição de pessoas pretas e pardas, lista em que não está classificado(a), e o cálculo de hoje não o(a) põe nela: foi contado(a) em pessoas com deficiência. Confira; para fixar a lista, registre a nomeação como convocação, com a lista.',
        fundamento:
          "Edital (quem já foi nomeado mantém a posição); critério adotado na falta de regra expressa: a ordem de nomeação segue na vida funcional",
      },
      posicaoRevertida: {
        texto:
          "Posição de pessoas pretas e pardas ocupada pela lista de ampla concorrência: a vaga foi revertida e mantém a sua posição na ordem.",
        fundamento: "F",
      },
      posicaoVagaAC: {
        texto:
          "Vaga de ampla concorrência sem candidato que possa ocupá-la em nenhuma lista: fica vaga e será preenchida se surgir candidato.",
        fundamento:
          "Decreto nº 12.536/2025, art. 3º, § 4º; Lei nº 15.142/2025, art. 9º, § 1º; critério adotado na falta de regra expressa: a vaga que nenhuma lista pode ocupar fica vaga e é preenchida quando surgir candidato",
      },
      posicaoVagaQUI: {
        texto:
          "Vaga de quilombolas sem candidato que possa ocupá-la em nenhuma lista: fica vaga e será preenchida se surgir candidato.",
        fundamento:
          "Decreto nº 12.536/2025, art. 3º, § 3º; critério adotado na falta de regra expressa: a vaga que nenhuma lista pode ocupar fica vaga e é preenchida quando surgir candidato",
      },
      posicaoVagaPCD: {
        texto:
          "Vaga de pessoas com deficiência sem candidato que possa ocupá-la em nenhuma lista: fica vaga e será preenchida se surgir candidato.",
        fundamento:
          "Decreto nº 9.508/2018; Edital (as vagas de pessoas com deficiência não providas vão à ampla concorrência); critério adotado na falta de regra expressa: a vaga que nenhuma lista pode ocupar fica vaga e é preenchida quando surgir candidato",
      },
      empate: {
        texto:
          "Empate não desfeito pelos critérios do edital na lista de ampla concorrência: 3 candidatos com nota 87,5, da 4ª à 6ª classificação, ordenados provisoriamente pelo número de inscrição (veja a lista de empates); a comissão deve decidir o desempate.",
        fundamento:
          "Lei nº 10.741/2003 (Estatuto da Pessoa Idosa), art. 27, parágrafo único; Edital (critérios de desempate)",
      },
      reserva: "Edital (reserva de vagas)",
    });
  });
});

describe("Notas no regime da Lei nº 12.990/2014: os artigos da lei antiga e a lista de candidatos negros", () => {
  it("as notas cujo texto ou fundamento muda com o regime", () => {
    expect(todas("lei-12990")).toMatchObject({
      desistente: {
        texto: "Desistente: sai de todas as listas e o lugar passa ao próximo de cada lista.",
        fundamento: "Lei nº 12.990/2014, art. 3º, § 2º",
      },
      fraude: {
        texto:
          "Fraude na autodeclaração para a lista de candidatos negros apurada em procedimento administrativo: eliminado(a) do concurso.",
        fundamento: "Lei nº 12.990/2014, art. 2º, parágrafo único",
      },
      fraudeNomeado: {
        texto:
          "Fraude na autodeclaração para a lista de candidatos negros apurada em procedimento administrativo, de quem já foi nomeado(a): fica sujeita à anulação a sua admissão, sem prejuízo de outras sanções.",
        fundamento: "Lei nº 12.990/2014, art. 2º, parágrafo único",
      },
      indeferidaNaAC: {
        texto:
          "Autodeclaração para a lista de indígenas não confirmada: sai dessa lista e segue na ampla concorrência, onde tem classificação suficiente; não é eliminado(a) por isso.",
        fundamento: "Edital (procedimento de confirmação da autodeclaração)",
      },
      indeferidaForaDaAC: {
        texto:
          "Autodeclaração para a lista de indígenas não confirmada: sai dessa lista. Só seguiria pela ampla concorrência com pontuação suficiente em cada fase, e nela não está classificado(a).",
        fundamento: "Edital (procedimento de confirmação da autodeclaração)",
      },
      indeferidaPPP: {
        texto:
          "Autodeclaração para a lista de candidatos negros não confirmada: sai dessa lista. Só seguiria pela ampla concorrência com pontuação suficiente em cada fase, e nela não está classificado(a).",
        fundamento:
          "Lei nº 12.990/2014, art. 2º, caput; Edital (procedimento de confirmação da autodeclaração)",
      },
      pendente: {
        texto:
          "Confirmação da autodeclaração para a lista de quilombolas ainda pendente: resultado provisório.",
        fundamento: "Edital (procedimento de confirmação da autodeclaração)",
      },
      semCorteAC: {
        texto:
          "Classificado(a) na lista de candidatos negros sem ter alcançado a classificação da ampla concorrência: o optante segue em todas as etapas com a nota mínima de cada fase.",
        fundamento:
          "Edital (o optante segue nas etapas com a nota mínima de cada fase; a Lei nº 12.990/2014 não dispõe)",
      },
      maiorPercentual: {
        texto:
          "Inscrito(a) em mais de uma reserva: classificado(a) somente na lista de candidatos negros, a de maior percentual no edital; na de indígenas e quilombolas consta apenas para informação.",
        fundamento: "Edital (várias reservas: o candidato é classificado em uma delas)",
      },
      melhorPosicaoRelativa3: {
        texto:
          "Inscrito(a) em reservas de percentual igual: classificado(a) na lista de indígenas, onde tem a melhor posição relativa (3º para 4 vagas reservadas, classificação dividida pelas vagas reservadas da lista); na de quilombolas consta apenas para informação.",
        fundamento:
          "Edital (várias reservas: o candidato é classificado em uma delas); critério adotado na falta de regra expressa: percentuais iguais: vale a melhor posição relativa, classificação dividida pelas vagas reservadas",
      },
      apenasInformativo: {
        texto:
          "Consta da lista de quilombolas apenas para informação: foi classificado(a) em outra reserva, de percentual maior ou de melhor posição relativa.",
        fundamento: "Edital (várias reservas: o candidato é classificado em uma delas)",
      },
      cotistaNaAC: {
        texto:
          "Optante pela reserva de candidatos negros e pessoas com deficiência classificado(a) dentro das vagas de ampla concorrência: ocupa vaga de ampla concorrência e não é computado(a) na reserva, cuja vaga passa ao próximo da lista.",
        fundamento:
          "Lei nº 12.990/2014, art. 3º, § 1º; Edital (o candidato com deficiência concorre também às vagas de ampla concorrência)",
      },
      vagaReservadaPPP: {
        texto: "2º na lista de candidatos negros, dentro das 6 vagas reservadas.",
        fundamento: "Edital (fundamento do edital para PPP)",
      },
      emOutraListaAC: {
        texto: "Ocupa vaga de ampla concorrência; nesta lista o lugar passa ao próximo.",
        fundamento: "Lei nº 12.990/2014, art. 3º, caput",
      },
      emOutraListaPPP: {
        texto: "Ocupa vaga de candidatos negros; nesta lista o lugar passa ao próximo.",
        fundamento: "Edital (fundamento do edital para PPP)",
      },
      jaNomeado: {
        texto: "Já nomeado(a) na 4ª posição da ordem de nomeação: mantém a posição.",
        fundamento: "Edital (quem já foi nomeado mantém a posição; a Lei nº 12.990/2014 não dispõe)",
      },
      posicaoRevertida: {
        texto:
          "Posição de candidatos negros ocupada pela lista de ampla concorrência: a vaga foi revertida e mantém a sua posição na ordem.",
        fundamento: "F",
      },
      posicaoVagaAC: {
        texto:
          "Vaga de ampla concorrência sem candidato que possa ocupá-la em nenhuma lista: fica vaga e será preenchida se surgir candidato.",
        fundamento:
          "Edital (a Lei nº 12.990/2014 não dispõe sobre a falta de candidatos na ampla concorrência); critério adotado na falta de regra expressa: a vaga que nenhuma lista pode ocupar fica vaga e é preenchida quando surgir candidato",
      },
      posicaoVagaQUI: {
        texto:
          "Vaga de quilombolas sem candidato que possa ocupá-la em nenhuma lista: fica vaga e será preenchida se surgir candidato.",
        fundamento:
          "Lei nº 12.990/2014, art. 3º, § 3º; critério adotado na falta de regra expressa: a vaga que nenhuma lista pode ocupar fica vaga e é preenchida quando surgir candidato",
      },
    });
  });
});
describe("Singular e plural nas mensagens", () => {
  it("1 vaga reservada, 2 vagas reservadas (Decreto nº 12.536/2025, art. 21, § 2º)", () => {
    const n = new Notas("decreto-12536", SEM_RESERVAS);
    expect(n.melhorPosicaoRelativa("IND", ["QUI"], 1, 1).texto).toContain("(1º para 1 vaga reservada,");
    expect(n.melhorPosicaoRelativa("IND", ["QUI"], 1, 2).texto).toContain("(1º para 2 vagas reservadas,");
  });
});

describe("Textos de reversão e de vaga não preenchida", () => {
  it("singular e plural, com o nome de cada lista", () => {
    expect([
      new Notas("decreto-12536", SEM_RESERVAS).textoDaReversao("PPP", "AC", 1),
      new Notas("decreto-12536", SEM_RESERVAS).textoDaReversao("PCD", "AC", 2),
      new Notas("decreto-12536", SEM_RESERVAS).vagaNaoPreenchida("AC", 1),
      new Notas("decreto-12536", SEM_RESERVAS).vagaNaoPreenchida("PPP", 3),
    ]).toEqual([
      "1 vaga de pessoas pretas e pardas sem candidato para ocupá-la revertida para a lista de ampla concorrência.",
      "2 vagas de pessoas com deficiência sem candidato para ocupá-las revertidas para a lista de ampla concorrência.",
      {
        texto:
          "1 vaga de ampla concorrência sem candidato em nenhuma lista: fica vaga e será preenchida se surgir candidato.",
        fundamento:
          "Decreto nº 12.536/2025, art. 3º, § 4º; Lei nº 15.142/2025, art. 9º, § 1º; critério adotado na falta de regra expressa: a vaga que nenhuma lista pode ocupar fica vaga e é preenchida quando surgir candidato",
      },
      {
        texto:
          "3 vagas de pessoas pretas e pardas sem candidato em nenhuma lista: ficam vagas e serão preenchidas se surgir candidato.",
        fundamento:
          "Lei nº 15.142/2025, art. 8º; critério adotado na falta de regra expressa: a vaga que nenhuma lista pode ocupar fica vaga e é preenchida quando surgir candidato",
      },
    ]);
  });
});

describe("Notas compartilhadas: uma por decisão, nunca trocadas entre variantes", () => {
  it("a mesma nota é o mesmo objeto (um milhão de candidatos aguardando, uma nota)", () => {
    const n = new Notas("decreto-12536", SEM_RESERVAS);
    expect(n.aguardando("AC")).toBe(n.aguardando("AC"));
    expect(n.eliminado()).toBe(n.eliminado());
  });

  it("variantes com outras listas ou outro fundamento são notas distintas", () => {
    const n = new Notas("decreto-12536", RESERVAS);
    expect(n.posicaoRevertida("PPP", "AC", "F1").texto).toBe(
      "Posição de pessoas pretas e pardas ocupada pela lista de ampla concorrência: a vaga foi revertida e mantém a sua posição na ordem.",
    );
    expect(n.posicaoRevertida("PPP", "IND", "F2")).toEqual({
      texto:
        "Posição de pessoas pretas e pardas ocupada pela lista de indígenas: a vaga foi revertida e mantém a sua posição na ordem.",
      fundamento: "F2",
    });
    // RULES § 4.2: the PcD vaga (5%) is taken though PPP's (25%) is higher, and the note says so.
    expect(n.reservasConcomitantes("PCD", ["PPP", "IND"]).texto).toBe(
      "Classificado(a) também na lista de pessoas pretas e pardas e indígenas: ocupa a vaga de pessoas com deficiência, embora outra reserva tenha percentual maior, para que as vagas reservadas dos candidatos seguintes continuem preenchidas por seu público.",
    );
    expect(n.reservasConcomitantes("PPP", ["PCD"]).texto).toBe(
      "Classificado(a) também na lista de pessoas com deficiência: ocupa a vaga de pessoas pretas e pardas, a de maior percentual, e nas outras o lugar passa ao próximo.",
    );
    expect(n.melhorPosicaoRelativa("IND", ["QUI", "PPP"], 1, 2).texto).toContain(
      "; na de quilombolas e pessoas pretas e pardas consta apenas para informação.",
    );
  });
});
