/**
 * As escolhas do edital (issue 12, itens 1 e 4): tables reproduced from the edital's choices alone,
 * never from a published quadro; and, under a federal regime, each choice the act does not allow
 * refused with its article or accepted with a warning.
 */
import { describe, expect, it } from "vitest";
import { alocar, calcularQuadro, ErroDeEntrada, ordemDasListas, posicoesDaLista } from "../../src/engine";
import type { Candidato, Edital } from "../../src/engine";
import { alocarUm, c } from "./montar";

const quadro = (vagas: number, edital: Edital) => calcularQuadro(vagas, edital).quadro;

function recusa(f: () => unknown): { campo: string; mensagem: string }[] {
  try {
    f();
  } catch (e) {
    if (e instanceof ErroDeEntrada) return e.problemas;
    throw e;
  }
  throw new Error("esperava ErroDeEntrada");
}

/** n candidates of the given lists, scores from `nota` down. */
function varios(prefixo: string, n: number, listas: string, nota: number): Candidato[] {
  return Array.from({ length: n }, (_, i) => c(`${prefixo}${i + 1}:${nota - i}:${listas}`));
}

describe("Edital municipal: 20% a negros a partir de 4 vagas, 10% a PcD com fração ≥ 0,5 subindo", () => {
  const municipal: Edital = {
    regime: "edital",
    percentuais: { PPP: 20, PCD: 10 },
    arredondamento: { PCD: "meio-para-cima" },
    minimoDeVagas: { racial: 4 },
  };

  it("minimoDeVagas.racial 4: com 3 vagas não há reserva racial; com 4, 20% de 4 = 0,8 → 1", () => {
    expect(quadro(3, municipal)).toEqual({ AC: 3, PPP: 0, PCD: 0 });
    expect(quadro(4, municipal)).toEqual({ AC: 3, PPP: 1, PCD: 0 });
    const nota = calcularQuadro(3, municipal).notas.find((n) => n.texto.startsWith("Com 3 vagas"));
    expect(nota).toEqual({
      texto: "Com 3 vagas, abaixo do mínimo de 4, não há reserva racial.",
      fundamento: "Edital (reserva a partir de 4 vagas)",
    });
  });

  it("arredondamento.PCD meio-para-cima: 10% de 5 = 0,5 → 1; de 14 = 1,4 → 1; de 15 = 1,5 → 2", () => {
    expect(quadro(5, municipal)).toEqual({ AC: 3, PPP: 1, PCD: 1 });
    expect(quadro(14, municipal)).toEqual({ AC: 10, PPP: 3, PCD: 1 });
    expect(quadro(15, municipal)).toEqual({ AC: 10, PPP: 3, PCD: 2 });
  });

  it("regime edital: toda decisão cita o Edital, e a nota diz que os atos federais não foram aplicados", () => {
    const q = calcularQuadro(15, municipal);
    expect(q.notas[0].texto).toMatch(
      /^Regime do edital: .*não vinculado aos atos federais.*que não foram aplicados/,
    );
    for (const n of q.notas) expect(n.fundamento).toMatch(/^Edital \(/);
    for (const f of Object.values(q.fundamentos)) expect(f).toMatch(/^Edital \(/);
  });
});

describe("Lista única de 30% (pretos, pardos, indígenas e quilombolas) sem teto de PcD", () => {
  const unica: Edital = { regime: "edital", percentuais: { PPIQ: 30, PCD: 5 }, tetoPcd: null };

  it("percentuais.PPIQ 30 aceito fora da janela da Lei nº 15.142: 30% de 2 = 0,6 → 1", () => {
    expect(quadro(2, unica)).toEqual({ AC: 0, PPIQ: 1, PCD: 1 });
    expect(quadro(10, unica)).toEqual({ AC: 6, PPIQ: 3, PCD: 1 });
  });

  it("tetoPcd null: com 1 vaga, 5% de 1 = 0,05 → 1 vaga de PcD (com o teto de 20%, nenhuma)", () => {
    expect(quadro(1, unica)).toEqual({ AC: 0, PPIQ: 0, PCD: 1 });
    expect(quadro(1, { ...unica, tetoPcd: undefined })).toEqual({ AC: 1, PPIQ: 0, PCD: 0 });
  });

  it("a lista PPIQ chega ao alocar: o optante ocupa a vaga reservada", () => {
    const { cargo } = alocarUm(2, [c("A:90:AC"), c("B:80:PPIQ"), c("P:70:PCD")], unica);
    expect(cargo.ordem.map((p) => [p.lista, p.candidato])).toEqual([
      ["PCD", "P"],
      ["PPIQ", "B"],
    ]);
  });
});

describe("modoOrdem primeira-e-intervalo: indígenas na 10ª, 20ª e 30ª posições", () => {
  const edital: Edital = {
    regime: "edital",
    percentuais: { PPP: 20, IND: 10, PCD: 5 },
    modoOrdem: "primeira-e-intervalo",
    series: { IND: { primeira: 10, intervalo: 10 } },
  };

  it("series.IND {primeira 10, intervalo 10}: posições 10, 20 e 30 de 30 vagas; as outras listas na série padrão", () => {
    const q = quadro(30, edital);
    expect(q).toEqual({ AC: 19, PPP: 6, IND: 3, PCD: 2 });
    const ordem = ordemDasListas(q, edital);
    expect(posicoesDaLista(ordem, "IND")).toEqual([10, 20, 30]);
    expect(posicoesDaLista(ordem, "PPP")).toHaveLength(6);
    expect(posicoesDaLista(ordem, "PCD")).toEqual([5, 21]);
  });

  it("além das vagas do edital a série continua: 40ª e 50ª", () => {
    const ordem = ordemDasListas(quadro(30, edital), edital, { ate: 50 });
    expect(posicoesDaLista(ordem, "IND")).toEqual([10, 20, 30, 40, 50]);
  });

  it("a posição cita a série fixada no edital", () => {
    const { cargo } = alocarUm(10, [...varios("A", 10, "AC", 90), c("I:50:IND")], edital);
    expect(cargo.ordem[9]).toMatchObject({ lista: "IND", candidato: "I" });
    expect(cargo.ordem[9].nota?.fundamento).toContain(
      "primeira posição e intervalo de cada lista fixados no edital",
    );
  });
});

describe("cascata direto-para-ampla: vaga de quilombola sem candidato vai direto à ampla concorrência", () => {
  const estadual: Edital = { regime: "edital", percentuais: { PPP: 25, IND: 3, QUI: 2, PCD: 5 } };
  const candidatos = [...varios("A", 20, "AC", 99), c("I1:40:IND"), c("I2:39:IND")];

  it("quadro de 25 vagas: quilombolas 2% de 25 = 0,5 → 1", () => {
    expect(quadro(25, estadual)).toEqual({ AC: 15, PPP: 6, IND: 1, QUI: 1, PCD: 2 });
  });

  it("cascata direto-para-ampla: a vaga de quilombola passa à ampla, não aos indígenas", () => {
    const { cargo } = alocarUm(25, candidatos, { ...estadual, cascata: "direto-para-ampla" });
    const daQui = cargo.reversoes.filter((r) => r.de === "QUI");
    expect(daQui.map((r) => [r.para, r.vagas])).toEqual([["AC", 1]]);
    expect(daQui[0].fundamento).toBe(
      "Edital (vagas reservadas não providas vão direto à ampla concorrência, sem troca entre as listas)",
    );
  });

  it("cascata padrão do regime edital: a mesma vaga iria aos indígenas", () => {
    const { cargo } = alocarUm(25, candidatos, estadual);
    expect(cargo.reversoes.filter((r) => r.de === "QUI").map((r) => r.para)).toEqual(["IND"]);
  });

  it("cascata própria [{de: QUI, para: [AC]}]: o passo do edital, citado em palavras", () => {
    const { cargo } = alocarUm(25, candidatos, { ...estadual, cascata: [{ de: "QUI", para: ["AC"] }] });
    expect(cargo.reversoes.find((r) => r.de === "QUI")).toMatchObject({
      para: "AC",
      fundamento: "Edital (vagas de quilombolas não providas passam a ampla concorrência)",
    });
  });

  it("passo que manda as vagas para a própria lista é recusado nomeando o campo", () => {
    const errado: Edital = {
      ...estadual,
      cascata: [
        { de: "AC", para: ["PPP"] },
        { de: "QUI", para: ["IND", "QUI"] },
      ],
    };
    expect(
      recusa(() => alocar({ edital: errado, cargos: [{ id: "C1", vagas: 5 }], candidatos: [] })),
    ).toEqual([
      { campo: "edital.cascata[1].para", mensagem: "as vagas de QUI não podem ir para a própria lista" },
    ]);
  });
});

describe("Regime federal: o que o ato não permite é recusado com o artigo ou aceito com aviso", () => {
  const decreto: Edital = { dataPublicacao: "2025-09-01" };

  it("minimoDeVagas.racial acima de 2 recusado (Lei nº 15.142, art. 5º; Decreto nº 12.536, art. 20)", () => {
    expect(recusa(() => calcularQuadro(10, { ...decreto, minimoDeVagas: { racial: 4 } }))).toEqual([
      {
        campo: "edital.minimoDeVagas.racial",
        mensagem:
          "a reserva racial se aplica a partir de 2 vagas (Lei nº 15.142/2025, art. 5º, caput; Decreto nº 12.536/2025, art. 20, caput); um edital regido por esse ato não pode exigir 4",
      },
    ]);
  });

  it("minimoDeVagas.PCD até 5 não muda nada sob o teto de 20%; acima, recusado (Lei nº 8.112, art. 5º, § 2º)", () => {
    expect(quadro(5, { ...decreto, minimoDeVagas: { PCD: 5 } }).PCD).toBe(1);
    expect(recusa(() => calcularQuadro(10, { ...decreto, minimoDeVagas: { PCD: 6 } }))[0].mensagem).toContain(
      "Lei nº 8.112/1990, art. 5º, § 2º",
    );
  });

  it("tetoPcd diferente de 20% recusado (Lei nº 8.112, art. 5º, § 2º)", () => {
    expect(recusa(() => calcularQuadro(10, { ...decreto, tetoPcd: null }))).toEqual([
      {
        campo: "edital.tetoPcd",
        mensagem:
          "a reserva de pessoas com deficiência é de até 20% das vagas (Lei nº 8.112/1990, art. 5º, § 2º); um edital regido pelos atos federais não pode deixá-la sem limite",
      },
    ]);
  });

  it("cascata diferente da lei recusada (Decreto nº 12.536, art. 3º, §§ 1º a 3º; Lei nº 15.142, art. 8º)", () => {
    const problemas = recusa(() =>
      alocar({
        edital: { ...decreto, cascata: "direto-para-ampla" },
        cargos: [{ id: "C1", vagas: 5 }],
        candidatos: [],
      }),
    );
    expect(problemas[0].campo).toBe("edital.cascata");
    expect(problemas[0].mensagem).toContain("Decreto nº 12.536/2025, art. 3º, §§ 1º e 3º");
  });

  it("arredondamento.PCD meio-para-cima aceito com aviso (Decreto nº 9.508, art. 1º, § 3º)", () => {
    const r = alocar({
      edital: { ...decreto, arredondamento: { PCD: "meio-para-cima" } },
      cargos: [{ id: "C1", vagas: 9 }],
      candidatos: [],
    });
    expect(r.cargos[0].quadro.PCD).toBe(0);
    expect(r.avisos).toContainEqual({
      texto:
        'O edital arredonda a reserva de pessoas com deficiência com "fração igual ou maior que 0,5 sobe, menor desce", mas Decreto nº 9.508/2018, art. 1º, § 3º manda "qualquer fração sobe": o quadro pode reservar menos vagas do que o ato federal; confira o edital antes de publicar.',
      fundamento: "Decreto nº 9.508/2018, art. 1º, § 3º",
    });
  });

  it("arredondamento piso de uma lista racial também vem com aviso (Lei nº 15.142, art. 5º, § 2º)", () => {
    const q = calcularQuadro(10, { ...decreto, arredondamento: { PPP: "piso" } });
    expect(q.quadro.PPP).toBe(2);
    expect(q.avisos.map((a) => a.fundamento)).toEqual(["Lei nº 15.142/2025, art. 5º, § 2º"]);
  });

  it("teto para uma lista racial reserva mais: sem aviso", () => {
    expect(calcularQuadro(10, { ...decreto, arredondamento: { IND: "teto" } }).avisos).toEqual([]);
  });
});
