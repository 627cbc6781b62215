// Each list's sheet: every candidate who names the list, with the outcome and its reason (RULES §3 and
// §4). Heteroidentificação not confirmed (Lei nº 15.142/2025, art. 3º, § 2º) takes the candidate out of
// that list only; pending confirmation (art. 3º, § 1º) makes the result provisional; a cotista in the
// ampla leaves the reserved vaga to the next (art. 7º, § 2º); ties the criteria could not break are
// reported, provisional when they decide a vaga (Lei nº 10.741/2003 (Estatuto da Pessoa Idosa), art. 27, parágrafo único; Edital (critérios de desempate)).
import { describe, expect, it } from "vitest";
import { alocarUm, c, candidato } from "./montar";

const AGUARDANDO_AC =
  "Aguardando na lista de ampla concorrência, além do número de vagas: pode ser nomeado(a) em vagas que surgirem na validade do concurso.";
const AGUARDANDO_PPP =
  "Aguardando na lista de pessoas pretas e pardas, além do número de vagas: pode ser nomeado(a) em vagas que surgirem na validade do concurso.";

describe("Desfecho e motivo de cada candidato em cada lista", () => {
  it("4 vagas (AC 3, PPP 1): nomeados, já nomeado, cotista na ampla, autodeclaração indeferida e pendente, aguardando", () => {
    const { r, cargo } = alocarUm(4, [
      c("A1:99:AC"),
      c("A2:98:AC,PPP"),
      c("J:97:AC", { situacao: "nomeado", posicaoNomeacao: 3 }),
      c("Y:90:AC,PPP", { confirmacao: { PPP: "indeferida" } }),
      c("Z:60:PPP", { confirmacao: { PPP: "indeferida" } }),
      c("W:55:PPP", { confirmacao: { PPP: "pendente" } }),
      c("V:50:PPP"),
      c("A3:40:AC"),
    ]);
    expect(cargo.quadro).toMatchObject({ AC: 3, PPP: 1 });
    const linhas = (l: "AC" | "PPP") =>
      cargo.listas[l]!.map((e) => [e.candidato, e.classificacao, e.desfecho, e.provisorio, e.motivo.texto]);
    expect(linhas("AC")).toEqual([
      [
        "A1",
        1,
        "nomeado-nesta-lista",
        false,
        "1º na ampla concorrência, dentro das 3 vagas de ampla concorrência.",
      ],
      [
        "A2",
        2,
        "nomeado-nesta-lista",
        false,
        "2º na ampla concorrência, dentro das 3 vagas de ampla concorrência.",
      ],
      [
        "J",
        3,
        "nomeado-nesta-lista",
        false,
        "Já nomeado(a) na 3ª posição da ordem de nomeação: mantém a posição.",
      ],
      ["Y", 4, "aguardando", false, AGUARDANDO_AC],
      ["A3", 5, "aguardando", false, AGUARDANDO_AC],
    ]);
    expect(linhas("PPP")).toEqual([
      [
        "A2",
        1,
        "nomeado-em-outra-lista",
        false,
        "Ocupa vaga de ampla concorrência; nesta lista o lugar passa ao próximo.",
      ],
      [
        "Y",
        0,
        "nao-classificado",
        false,
        "Autodeclaração para a lista de pessoas pretas e pardas não confirmada: sai dessa lista e segue na ampla concorrência, onde tem classificação suficiente; não é eliminado(a) por isso.",
      ],
      [
        "Z",
        0,
        "nao-classificado",
        false,
        "Autodeclaração para a lista de pessoas pretas e pardas não confirmada: sai dessa lista. Só seguiria pela ampla concorrência com pontuação suficiente em cada fase, e nela não está classificado(a).",
      ],
      [
        "W",
        2,
        "nomeado-nesta-lista",
        true,
        "2º na lista de pessoas pretas e pardas, dentro da vaga reservada: quem está à frente nesta lista ocupa vaga de ampla concorrência ou de outra lista e não é computado(a) nela.",
      ],
      ["V", 3, "aguardando", false, AGUARDANDO_PPP],
    ]);
    // The candidate's own notes: the pending confirmation first; who only waits reads only that.
    expect(candidato(r, "W").notas[0].texto).toBe(
      "Confirmação da autodeclaração para a lista de pessoas pretas e pardas ainda pendente: resultado provisório.",
    );
    expect(
      candidato(r, "V")
        .notas.map((n) => n.texto)
        .at(-1),
    ).toBe(AGUARDANDO_PPP);
    expect(candidato(r, "A3").notas.map((n) => n.texto)).toEqual([AGUARDANDO_AC]);
    expect(candidato(r, "Z").notas.map((n) => n.texto)).toEqual([linhas("PPP")[2][4]]);
  });
});

describe("Empates não desfeitos pelos critérios do edital", () => {
  it("o empate que decide a vaga é provisório para os dois; o que não decide é só relatado", () => {
    // 1 vaga: AC 1. B and C tie for it; D and E tie below the cut.
    const { r, cargo } = alocarUm(1, [c("B:80:AC"), c("C:80:AC"), c("D:70:AC"), c("E:70:AC")]);
    expect(r.empates).toEqual([
      {
        cargo: "C1",
        lista: "AC",
        candidatos: ["B", "C"],
        nota: 80,
        classificacoes: { de: 1, ate: 2 },
        texto:
          "Empate na lista de ampla concorrência: 2 candidatos com nota 80, da 1ª à 2ª classificação, não desfeito pelos critérios: ordem provisória pela inscrição. Decide quem ocupa a vaga: resultado provisório até a comissão decidir.",
        criterios: "nota final, depois idade de 60 anos ou mais (a mais elevada primeiro)",
        decideVaga: true,
        decideOrdem: false,
      },
      {
        cargo: "C1",
        lista: "AC",
        candidatos: ["D", "E"],
        nota: 70,
        classificacoes: { de: 3, ate: 4 },
        texto:
          "Empate na lista de ampla concorrência: 2 candidatos com nota 70, da 3ª à 4ª classificação, não desfeito pelos critérios: ordem provisória pela inscrição.",
        criterios: "nota final, depois idade de 60 anos ou mais (a mais elevada primeiro)",
        decideVaga: false,
        decideOrdem: false,
      },
    ]);
    expect(cargo.listas.AC!.map((e) => [e.candidato, e.desfecho, e.provisorio])).toEqual([
      ["B", "nomeado-nesta-lista", true],
      ["C", "aguardando", true],
      ["D", "aguardando", false],
      ["E", "aguardando", false],
    ]);
    // One note for the group, the same object for both: it names the group, never the other tied.
    expect(candidato(r, "C").notas.at(-1)).toEqual({
      texto:
        "Empate não desfeito pelos critérios do edital na lista de ampla concorrência: 2 candidatos com nota 80, da 1ª à 2ª classificação, ordenados provisoriamente pelo número de inscrição (veja a lista de empates); a comissão deve decidir o desempate.",
      fundamento:
        "Lei nº 10.741/2003 (Estatuto da Pessoa Idosa), art. 27, parágrafo único; Edital (critérios de desempate)",
    });
    expect(candidato(r, "B").notas.at(-1)).toBe(candidato(r, "C").notas.at(-1));
    expect(candidato(r, "D").notas.map((n) => n.texto)).toEqual([AGUARDANDO_AC]);
  });
});
