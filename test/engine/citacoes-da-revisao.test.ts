/**
 * The legal review of the notes (issue 15, findings 1–11): each note cites the act and provision that
 * govern its decision, for its lists and in its regime, in the conventional form. One test per finding,
 * named for the article, on the engine's real output.
 */
import { describe, expect, it } from "vitest";
import { alocar, calcularQuadro, ErroDeEntrada } from "../../src/engine";
import type { Candidato, Edital, Nota, Resultado } from "../../src/engine";
import { alocarUm, c, candidato } from "./montar";

const JANELA: Edital = { dataPublicacao: "2025-06-10" };
const LEI_12990: Edital = { dataPublicacao: "2024-03-01" };

/** The notes of a candidate, by the start of their text. */
function nota(r: Resultado, id: string, inicio: string): Nota {
  const n = candidato(r, id).notas.find((x) => x.texto.startsWith(inicio));
  if (!n) throw new Error(`${id}: sem nota "${inicio}" em ${JSON.stringify(candidato(r, id).notas)}`);
  return n;
}

function problemas(f: () => unknown): { campo: string; mensagem: string }[] {
  try {
    f();
  } catch (erro) {
    if (erro instanceof ErroDeEntrada) return erro.problemas;
    throw erro;
  }
  throw new Error("esperado ErroDeEntrada");
}

describe("1. PcD: avaliação da deficiência pelo edital (Decreto nº 9.508/2018), não a autodeclaração racial", () => {
  const { r } = alocarUm(5, [
    c("A:90:AC"),
    c("P1:80:AC,PCD", { confirmacao: { PCD: "indeferida" } }),
    c("P2:70:PCD", { confirmacao: { PCD: "indeferida" } }),
    c("P3:60:AC,PCD", { confirmacao: { PCD: "pendente" } }),
    c("P4:50:AC,PCD", { confirmacao: { PCD: "fraude" } }),
  ]);

  it("deficiência não confirmada: sai da lista de PcD, fica na ampla se classificado, pelo edital", () => {
    expect(nota(r, "P1", "Condição de pessoa com deficiência não confirmada")).toEqual({
      texto:
        "Condição de pessoa com deficiência não confirmada na avaliação prevista no edital: sai da lista de pessoas com deficiência e segue na ampla concorrência, onde está classificado(a).",
      fundamento: "Decreto nº 9.508/2018; Edital (avaliação da condição de pessoa com deficiência)",
    });
    expect(nota(r, "P2", "Condição de pessoa com deficiência não confirmada").texto).toContain(
      "não está classificado(a) na ampla concorrência",
    );
  });

  it("avaliação pendente e declaração falsa: nem Lei nº 15.142, art. 3º, nem art. 4º", () => {
    expect(nota(r, "P3", "Avaliação da condição de pessoa com deficiência ainda pendente")).toEqual({
      texto: "Avaliação da condição de pessoa com deficiência ainda pendente: resultado provisório.",
      fundamento: "Decreto nº 9.508/2018; Edital (avaliação da condição de pessoa com deficiência)",
    });
    const fraude = nota(r, "P4", "Declaração falsa");
    expect(fraude.fundamento).toBe("Edital (declaração falsa apurada em procedimento administrativo)");
    expect(fraude.texto).not.toMatch(/autodeclaração/i);
  });
});

describe("2. Lei nº 15.142/2025, art. 4º, § 1º, II, e § 2º: fraude de quem já foi nomeado anula a admissão", () => {
  it("nomeado: admissão anulada, com Ministério Público e AGU; em andamento: eliminado (inciso I)", () => {
    const { r } = alocarUm(10, [
      c("N:90:AC,PPP", { situacao: "nomeado", posicaoNomeacao: 2, confirmacao: { PPP: "fraude" } }),
      c("E:80:AC,PPP", { confirmacao: { PPP: "fraude" } }),
    ]);
    expect(nota(r, "N", "Fraude")).toEqual({
      texto:
        "Fraude na autodeclaração para a lista de pessoas pretas e pardas apurada em procedimento administrativo, de quem já foi nomeado(a): tem anulada a sua admissão, sem prejuízo de outras sanções; o resultado vai ao Ministério Público e à Advocacia-Geral da União.",
      fundamento: "Lei nº 15.142/2025, art. 4º, § 1º, II, e § 2º",
    });
    expect(nota(r, "E", "Fraude")).toEqual({
      texto:
        "Fraude na autodeclaração para a lista de pessoas pretas e pardas apurada em procedimento administrativo: eliminado(a) do concurso; o resultado vai ao Ministério Público e à Advocacia-Geral da União.",
      fundamento: "Lei nº 15.142/2025, art. 4º, § 1º, I, e § 2º",
    });
  });

  it("Lei nº 12.990/2014, art. 2º, parágrafo único: fica sujeito à anulação da admissão", () => {
    const { r } = alocarUm(
      10,
      [c("N:90:AC,PPP", { situacao: "nomeado", posicaoNomeacao: 3, confirmacao: { PPP: "fraude" } })],
      LEI_12990,
    );
    expect(nota(r, "N", "Fraude")).toEqual({
      texto:
        "Fraude na autodeclaração para a lista de candidatos negros apurada em procedimento administrativo, de quem já foi nomeado(a): fica sujeita à anulação a sua admissão, sem prejuízo de outras sanções.",
      fundamento: "Lei nº 12.990/2014, art. 2º, parágrafo único",
    });
  });
});

describe("3. Vaga de PcD ou de ampla sem candidato, e ampla revertida a PcD: o edital e a leitura do motor", () => {
  it("vaga de PcD não preenchida: Decreto nº 9.508, Edital e leitura do motor (RULES § 4.3), nenhum artigo racial (issue 12.4)", () => {
    const { cargo } = alocarUm(5, [c("A:90:AC"), c("B:80:AC")]);
    const pcd = cargo.notas.find((n) => n.texto.startsWith("1 vaga de pessoas com deficiência"))!;
    expect(pcd).toEqual({
      texto:
        "1 vaga de pessoas com deficiência sem candidato em nenhuma lista: fica vaga e será preenchida se surgir candidato.",
      fundamento:
        "Decreto nº 9.508/2018; Edital (as vagas de pessoas com deficiência não providas vão à ampla concorrência); critério adotado na falta de regra expressa: a vaga que nenhuma lista pode ocupar fica vaga e é preenchida quando surgir candidato",
    });
    expect(cargo.ordem[4]).toMatchObject({
      lista: "PCD",
      candidato: null,
      nota: { fundamento: pcd.fundamento },
    });
  });

  it("Decreto nº 12.536/2025, art. 3º, § 4º, só para as listas raciais: a ampla revertida a PcD cita o edital", () => {
    const { cargo } = alocarUm(5, [c("A:90:AC"), c("P1:80:PCD"), c("P2:70:PCD"), c("P3:60:PCD")]);
    expect(cargo.reversoes).toContainEqual({
      de: "AC",
      para: "PCD",
      vagas: 2,
      fundamento:
        "Edital (vagas de ampla concorrência sem candidato aprovado passam às pessoas com deficiência)",
      texto:
        "2 vagas de ampla concorrência sem candidato para ocupá-las revertidas para a lista de pessoas com deficiência.",
    });
  });

  it("vaga de ampla sem ninguém: Decreto nº 12.536/2025, art. 3º, § 4º; Lei nº 15.142/2025, art. 9º, § 1º", () => {
    const { cargo } = alocarUm(3, [c("A:90:AC")]);
    expect(cargo.notas.find((n) => n.texto.startsWith("1 vaga de ampla concorrência"))?.fundamento).toBe(
      "Decreto nº 12.536/2025, art. 3º, § 4º; Lei nº 15.142/2025, art. 9º, § 1º; critério adotado na falta de regra expressa: a vaga que nenhuma lista pode ocupar fica vaga e é preenchida quando surgir candidato",
    );
  });
});

describe("4. Lei nº 15.142/2025, art. 7º, § 3º, só na lista racial: desistente da ampla ou de PcD cita o edital", () => {
  it("desistente só da ampla e de PcD: Edital; desistente de lista racial: art. 7º, § 3º", () => {
    const { r } = alocarUm(5, [
      c("D1:90:AC,PCD", { situacao: "desistente" }),
      c("D2:80:AC,PPP", { situacao: "desistente" }),
    ]);
    expect(nota(r, "D1", "Desistente").fundamento).toBe(
      "Edital (o lugar do desistente passa ao próximo da lista)",
    );
    expect(nota(r, "D2", "Desistente").fundamento).toBe("Lei nº 15.142/2025, art. 7º, § 3º");
  });
});

describe("5. Decreto nº 12.536/2025, art. 25: edital de 04 a 27/06/2025 cita a Lei sozinha", () => {
  it("optante na ampla, abaixo do corte e concomitância: arts. 6º e 7º da Lei, sem os arts. 16, 17 e 19 do Decreto", () => {
    const { r } = alocarUm(10, [c("A:90:AC,PPIQ"), c("B:80:AC"), c("E:10:PPIQ"), c("F:5:PPIQ")], JANELA);
    expect(nota(r, "A", "Optante").fundamento).toBe("Lei nº 15.142/2025, art. 7º, § 2º");
    expect(nota(r, "E", "Classificado(a) na lista").fundamento).toBe("Lei nº 15.142/2025, art. 6º");
    const todas = JSON.stringify(r);
    expect(
      todas.match(/Decreto nº 12\.536\/2025, [^;"]*/g)?.every((x) => x === "Decreto nº 12.536/2025, art. 25"),
    ).toBe(true);
  });

  it("várias reservas raciais na divisão do edital: o edital decide (o art. 21 do Decreto não se aplica, art. 25)", () => {
    const { r } = alocarUm(20, [c("A:90:PPP,IND")], { ...JANELA, percentuais: { PPP: 24, IND: 3, QUI: 3 } });
    expect(nota(r, "A", "Inscrito(a) em mais de uma reserva").fundamento).toBe(
      "Edital (várias reservas raciais: o candidato é classificado em uma delas); Decreto nº 12.536/2025, art. 25",
    );
  });
});

describe("6. Lei nº 15.142/2025, art. 11: edital da Lei nº 12.990 cita a Lei nº 12.990 ou o edital", () => {
  it("cadastro de reserva e reserva agrupada sem a Lei nº 15.142 nem o Decreto", () => {
    expect(calcularQuadro(0, LEI_12990).notas[1]).toEqual({
      texto: "Apenas cadastro de reserva: a reserva se aplica às vagas que surgirem durante a validade.",
      fundamento: "Edital (cadastro de reserva; a Lei nº 12.990/2014 não dispõe)",
    });
  });

  it("várias reservas (PcD na regra do maior percentual): o edital, não o art. 21 do Decreto", () => {
    const { r } = alocarUm(10, [c("A:90:PPP,PCD")], { ...LEI_12990, pcdNaRegraDoMaiorPercentual: true });
    expect(nota(r, "A", "Inscrito(a) em mais de uma reserva")).toEqual({
      texto:
        "Inscrito(a) em mais de uma reserva: classificado(a) somente na lista de candidatos negros, a de maior percentual no edital; na de pessoas com deficiência consta apenas para informação.",
      fundamento:
        "Edital (várias reservas: o candidato é classificado em uma delas; a reserva de pessoas com deficiência entra na regra do maior percentual)",
    });
  });
});

describe("7. Lei nº 15.142/2025, art. 8º, só para a ampla: a reversão entre grupos da divisão do edital cita o edital", () => {
  it("IND sem candidato: para QUI pelo edital; para a ampla pelo art. 8º", () => {
    const edital = { ...JANELA, percentuais: { PPP: 20, IND: 5, QUI: 5 } };
    const entre = alocarUm(20, [c("Q1:90:QUI"), c("Q2:80:QUI"), c("Q3:70:QUI")], edital).cargo;
    expect(entre.reversoes.find((v) => v.de === "IND")).toMatchObject({
      para: "QUI",
      fundamento:
        "Edital (divisão própria entre pretos e pardos, indígenas e quilombolas, com a sua reversão entre os grupos)",
    });
    const paraAmpla = alocarUm(
      20,
      Array.from({ length: 20 }, (_, i) => c(`A${i}:${90 - i}:AC`)),
      edital,
    ).cargo;
    expect(paraAmpla.reversoes.find((v) => v.de === "IND")).toMatchObject({
      para: "AC",
      fundamento: "Lei nº 15.142/2025, art. 8º",
    });
  });
});

describe("8. Lei nº 15.142/2025, art. 3º, § 4º; Decreto nº 12.536/2025, arts. 14 e 15: confirmação de quilombolas", () => {
  it("quilombola pendente: § 4º e o Decreto, não o § 1º (pretos e pardos)", () => {
    const { r } = alocarUm(30, [c("Q:90:AC,QUI", { confirmacao: { QUI: "pendente" } })]);
    expect(nota(r, "Q", "Confirmação")).toEqual({
      texto:
        "Confirmação da autodeclaração para a lista de quilombolas ainda pendente: resultado provisório.",
      fundamento: "Lei nº 15.142/2025, art. 3º, § 4º; Decreto nº 12.536/2025, arts. 14 e 15",
    });
  });

  it("pretos e pardos: § 1º; indeferida sem lugar na ampla, com a condição do § 2º", () => {
    const { r } = alocarUm(10, [
      c("P:90:AC,PPP", { confirmacao: { PPP: "pendente" } }),
      c("X:10:PPP", { confirmacao: { PPP: "indeferida" } }),
    ]);
    expect(nota(r, "P", "Confirmação").fundamento).toBe("Lei nº 15.142/2025, art. 3º, § 1º");
    expect(nota(r, "X", "Autodeclaração")).toEqual({
      texto:
        "Autodeclaração para a lista de pessoas pretas e pardas não confirmada: sai dessa lista. Só seguiria pela ampla concorrência com pontuação suficiente em cada fase, e nela não está classificado(a).",
      fundamento: "Lei nº 15.142/2025, art. 3º, § 2º",
    });
  });
});

describe("9. O regime segue a lei: a data decide (Lei nº 15.142, arts. 11 e 13; Decreto nº 12.536, art. 25)", () => {
  it("Lei nº 12.990 para um edital de 01/09/2025: recusado pelos arts. 11 e 13 da Lei nº 15.142", () => {
    expect(
      problemas(() => calcularQuadro(10, { regime: "lei-12990", dataPublicacao: "2025-09-01" })),
    ).toEqual([
      {
        campo: "edital.regime",
        mensagem:
          "o edital indica o regime Lei nº 12.990/2014, mas foi publicado em 01/09/2025: a Lei nº 12.990/2014 foi revogada pela Lei nº 15.142/2025 e só rege os editais publicados antes de 04/06/2025 (Lei nº 15.142/2025, arts. 11 e 13)",
      },
    ]);
  });

  it("o Decreto para um edital de 10/06/2025: recusado pelo art. 25", () => {
    expect(
      problemas(() => calcularQuadro(10, { regime: "decreto-12536", dataPublicacao: "2025-06-10" }))[0]
        .mensagem,
    ).toBe(
      "o edital indica o regime Decreto nº 12.536/2025, mas foi publicado em 10/06/2025: o Decreto nº 12.536/2025 não se aplica aos editais publicados até 27/06/2025 (Decreto nº 12.536/2025, art. 25); rege a Lei nº 15.142/2025 sozinha",
    );
  });

  it("a Lei nº 15.142 para um edital de 2024: recusado pelo art. 11; depois do Decreto: recusado pelo art. 25", () => {
    expect(
      problemas(() => calcularQuadro(10, { regime: "lei-15142", dataPublicacao: "2024-03-01" }))[0].mensagem,
    ).toContain("continua regido pela Lei nº 12.990/2014 (Lei nº 15.142/2025, art. 11)");
    expect(
      problemas(() => calcularQuadro(10, { regime: "lei-15142", dataPublicacao: "2025-09-01" }))[0].mensagem,
    ).toContain("(Decreto nº 12.536/2025, arts. 25 e 26)");
  });

  it("Lei nº 15.142, art. 1º, caput: sob o Decreto a reserva racial somada não fica abaixo de 30%", () => {
    expect(
      problemas(() => calcularQuadro(10, { dataPublicacao: "2025-09-01", percentuais: { PPP: 20 } })),
    ).toEqual([
      {
        campo: "edital.percentuais",
        mensagem:
          "a reserva racial somada (PPP + IND + QUI = 25%) deve ser de no mínimo 30% (Lei nº 15.142/2025, art. 1º, caput: «o percentual de 30% (trinta por cento) das vagas oferecidas»)",
      },
    ]);
  });

  it("Decreto nº 12.536, art. 3º, § 5º: percentual acima de 30% recusado com o parágrafo citado", () => {
    expect(
      problemas(() => calcularQuadro(10, { dataPublicacao: "2025-09-01", percentuais: { PPP: 26 } }))[0]
        .mensagem,
    ).toBe(
      "a reserva racial somada (PPP + IND + QUI = 31%) deve ser de no máximo 30% (Decreto nº 12.536/2025, art. 3º, § 5º: «respeitado o percentual mínimo de 20% (vinte por cento) para pessoas pretas e pardas, e o percentual máximo de 30% (trinta por cento) em relação ao total de vagas»)",
    );
  });

  it("Decreto nº 12.536, art. 3º, § 6º: só a reserva de indígenas pode ser zero; quilombolas zero é recusado", () => {
    const semIndigenas = calcularQuadro(100, { dataPublicacao: "2025-09-01", percentuais: { IND: 0 } });
    expect(semIndigenas.quadro).toMatchObject({ PPP: 25, IND: 0, QUI: 2 });
    expect(semIndigenas.fundamentos.IND).toBe(
      "Edital (concurso do art. 29 da Lei nº 14.724/2023); Decreto nº 12.536/2025, art. 3º, § 6º; Lei nº 15.142/2025, art. 5º, § 2º",
    );
    const mensagens = problemas(() =>
      calcularQuadro(100, { dataPublicacao: "2025-09-01", percentuais: { PPP: 28, QUI: 0 } }),
    ).map((p) => p.mensagem);
    expect(mensagens[0]).toMatch(
      /^a reserva para QUI não pode ser zero: Decreto nº 12\.536\/2025, art\. 3º, § 5º: «/,
    );
    expect(mensagens[0]).toContain("§ 6º: «O percentual de que trata o inciso II do caput");
  });

  it("Lei nº 15.142, art. 9º, caput; Lei nº 12.990, art. 4º: cada posição da ordem cita a alternância", () => {
    const decreto = alocarUm(5, [
      c("A:90:AC"),
      c("B:80:AC"),
      c("C:70:AC"),
      c("P:60:PPP"),
      c("D:50:PCD"),
    ]).cargo;
    expect(decreto.ordem[0].nota).toEqual({
      texto:
        "Posição da lista de ampla concorrência na ordem de nomeação, pela alternância e proporcionalidade entre as listas.",
      fundamento: "Lei nº 15.142/2025, art. 9º, caput",
    });
    expect(decreto.ordem[4].nota?.fundamento).toBe("Lei nº 15.142/2025, art. 9º, caput");
    const antiga = alocarUm(5, [c("A:90:AC"), c("B:80:AC"), c("P:60:PPP")], LEI_12990).cargo;
    expect(antiga.ordem[2]).toMatchObject({
      lista: "PPP",
      nota: { fundamento: "Lei nº 12.990/2014, art. 4º" },
    });
  });

  it("Lei nº 15.142, art. 1º, § 1º remete a ato do Poder Executivo: a divisão própria é do edital", () => {
    expect(calcularQuadro(20, { ...JANELA, percentuais: { PPP: 24, IND: 3, QUI: 3 } }).fundamentos.PPP).toBe(
      "Edital (divisão dos 30% entre os grupos, que a lei deixou a ato do Poder Executivo ainda não editado); Lei nº 15.142/2025, art. 1º, caput e § 1º, e art. 5º, § 2º",
    );
  });
});

describe("10. Redação: o nome de cada lista no regime, a razão de cada colocação", () => {
  it("PcD e lista racial: a vaga de PcD ocupada não é 'a de maior percentual'", () => {
    // 5 vagas: AC 3, PPP 1, PCD 1. D (PPP e PCD) is the only one who could take the PcD vaga: D takes it
    // and E takes the PPP one.
    const { r } = alocarUm(5, [c("A:99:AC"), c("B:98:AC"), c("C:97:AC"), c("D:60:PPP,PCD"), c("E:50:PPP")]);
    expect(candidato(r, "D").lista).toBe("PCD");
    const texto = nota(r, "D", "Classificado(a) também").texto;
    expect(texto).toBe(
      "Classificado(a) também na lista de pessoas pretas e pardas: ocupa a vaga de pessoas com deficiência, embora outra reserva tenha percentual maior, para que as vagas reservadas dos candidatos seguintes continuem preenchidas por seu público.",
    );
  });

  it("2º na lista dentro de 1 vaga reservada: diz por quê", () => {
    const { r } = alocarUm(5, [c("A:99:AC,PCD"), c("B:98:AC"), c("C:97:AC"), c("P:60:PCD"), c("E:50:PPP")]);
    expect(nota(r, "P", "2º na lista").texto).toBe(
      "2º na lista de pessoas com deficiência, dentro da vaga reservada: quem está à frente nesta lista ocupa vaga de ampla concorrência ou de outra lista e não é computado(a) nela.",
    );
  });

  it("Lei nº 12.990/2014: a lista é a de candidatos negros, e nenhuma sigla nas frases", () => {
    const ampla = ["A", "B", "C", "D", "E"].map((id, i) => c(`${id}:${90 - i}:AC`));
    const { r, cargo } = alocarUm(5, ampla, LEI_12990);
    const textos = [...cargo.notas, ...cargo.reversoes, ...r.candidatos.flatMap((x) => x.notas)].map(
      (n) => n.texto,
    );
    expect(textos).toContain(
      "1 vaga de candidatos negros sem candidato para ocupá-la revertida para a lista de ampla concorrência.",
    );
    for (const t of textos) expect(t).not.toMatch(/\b(PPP|PCD|AC)\b/);
  });

  it("sem termos internos nos fundamentos: arredondamento do edital em palavras", () => {
    const q = calcularQuadro(10, { dataPublicacao: "2025-09-01", arredondamento: { PCD: "meio-para-cima" } });
    expect(q.fundamentos.PCD).toBe(
      "Decreto nº 9.508/2018, art. 1º, §§ 1º e 3º; Edital (arredondamento: fração igual ou maior que 0,5 sobe, menor desce; a regra é qualquer fração sobe); Lei nº 8.112/1990, art. 5º, § 2º",
    );
  });
});

describe("11. Forma: nº, caput, §§ e parágrafo único em toda citação", () => {
  it("o quadro de PcD cita o Decreto nº 9.508 uma vez: art. 1º, §§ 1º e 3º", () => {
    expect(calcularQuadro(10, { dataPublicacao: "2025-09-01" }).fundamentos.PCD).toBe(
      "Decreto nº 9.508/2018, art. 1º, §§ 1º e 3º; Lei nº 8.112/1990, art. 5º, § 2º",
    );
  });

  it("Lei nº 12.990/2014, art. 6º, parágrafo único, na nota do regime; Lei nº 15.142/2025, art. 5º, caput", () => {
    expect(calcularQuadro(10, LEI_12990).notas[0].fundamento).toBe(
      "Lei nº 12.990/2014, art. 6º, parágrafo único; Lei nº 15.142/2025, art. 11",
    );
    expect(calcularQuadro(1, JANELA).notas[1].fundamento).toBe("Lei nº 15.142/2025, art. 5º, caput");
  });

  it("nenhuma citação sem nº num concurso de cada regime", () => {
    for (const [dataPublicacao, racial] of [
      ["2024-03-01", "PPP"],
      ["2025-06-10", "PPIQ"],
      ["2025-09-01", "PPP"],
    ]) {
      const candidatos: Candidato[] = [
        c(`A:90:AC,${racial}`),
        c("B:80:AC,PCD"),
        c(`C:70:${racial}`),
        c("D:60:AC"),
      ];
      const r = alocar({ edital: { dataPublicacao }, cargos: [{ id: "C1", vagas: 7 }], candidatos });
      expect(JSON.stringify(r)).not.toMatch(/(Lei|Decreto) \d/);
    }
  });
});
