// Classification by score, then the tie-breaks: the Estatuto da Pessoa Idosa (Lei nº 10.741/2003, art. 27,
// parágrafo único) and the edital's criteria, in the order it gives; ties left unbroken are reported as
// one group. Large cargos are sorted by another path (radix on the score's bits): same order.
import { describe, expect, it } from "vitest";
import { classificar, descreverCriterios } from "../../src/engine/classificacao";
import type { Candidato, Edital } from "../../src/engine/tipos";
import { alocarUm, c, EDITAL_2025 } from "./montar";

const ordem = (edital: Edital, cands: Candidato[]) => classificar(cands, edital).map((x) => x.id);

describe("Critérios de desempate descritos ao escrivão", () => {
  it("padrão: a idade de 60 anos ou mais (art. 27, parágrafo único)", () => {
    expect(descreverCriterios(EDITAL_2025)).toBe(
      "nota final, depois idade de 60 anos ou mais (a mais elevada primeiro)",
    );
  });

  it("os do edital, na ordem dada, com rótulo ou nome do campo e o sentido", () => {
    const edital: Edital = {
      ...EDITAL_2025,
      desempate: [
        "idade",
        { campo: "discursiva", rotulo: "nota da prova discursiva" },
        { campo: "faltas", ordem: "menor" },
      ],
    };
    expect(descreverCriterios(edital)).toBe(
      "nota final, depois idade (a mais elevada primeiro), depois nota da prova discursiva (maior primeiro), depois faltas (menor primeiro)",
    );
  });
});

describe("Desempate pela idade e pelos campos do edital", () => {
  it("critério 'idade' (do edital): o mais velho primeiro, mesmo abaixo de 60 anos", () => {
    const edital: Edital = { ...EDITAL_2025, desempate: ["idade"] };
    expect(
      ordem(edital, [c("A:80:AC", { nascimento: "1990-03-01" }), c("B:80:AC", { nascimento: "1985-07-20" })]),
    ).toEqual(["B", "A"]);
  });

  it("sem data de nascimento, ou sem o campo do edital, fica depois de quem o tem", () => {
    const idade: Edital = { ...EDITAL_2025, desempate: ["idade"] };
    expect(ordem(idade, [c("A:80:AC"), c("B:80:AC", { nascimento: "1999-12-31" })])).toEqual(["B", "A"]);
    const campo: Edital = { ...EDITAL_2025, desempate: [{ campo: "discursiva" }] };
    expect(ordem(campo, [c("A:80:AC"), c("B:80:AC", { desempate: { discursiva: -5 } })])).toEqual(["B", "A"]);
    const menor: Edital = { ...EDITAL_2025, desempate: [{ campo: "faltas", ordem: "menor" }] };
    expect(ordem(menor, [c("A:80:AC"), c("B:80:AC", { desempate: { faltas: 9 } })])).toEqual(["B", "A"]);
  });

  it("quem não tem o campo fica depois, em qualquer ordem de entrada", () => {
    const campo: Edital = { ...EDITAL_2025, desempate: [{ campo: "discursiva" }] };
    expect(ordem(campo, [c("B:80:AC", { desempate: { discursiva: -5 } }), c("A:80:AC")])).toEqual(["B", "A"]);
  });

  it("dois campos do edital: o segundo só desempata quem empatou no primeiro", () => {
    const edital: Edital = { ...EDITAL_2025, desempate: [{ campo: "a" }, { campo: "b" }] };
    const cands = [
      c("P:80:AC", { desempate: { a: 1, b: 9 } }),
      c("Q:80:AC", { desempate: { a: 2, b: 1 } }),
      c("R:80:AC", { desempate: { a: 2, b: 5 } }),
      c("S:80:AC", { desempate: { a: 1, b: 10 } }),
    ];
    expect(ordem(edital, cands)).toEqual(["R", "Q", "S", "P"]);
  });

  it("datas comparadas dígito a dígito (AAAAMMDD): dia, mês e ano", () => {
    const edital: Edital = { ...EDITAL_2025, desempate: ["idade"] };
    const cands = [
      c("A:80:AC", { nascimento: "1980-02-02" }),
      c("B:80:AC", { nascimento: "1980-02-01" }),
      c("C:80:AC", { nascimento: "1980-01-09" }),
      c("D:80:AC", { nascimento: "1979-12-31" }),
    ];
    expect(ordem(edital, cands)).toEqual(["D", "C", "B", "A"]);
  });
});

describe("Empates não desfeitos: um grupo por empate", () => {
  it("três empatados sem critério que os separe: um só empate com os três, pela inscrição", () => {
    const { r } = alocarUm(1, [c("C:80:AC"), c("A:80:AC"), c("B:80:AC")]);
    expect(r.empates.map((e) => e.candidatos)).toEqual([["A", "B", "C"]]);
  });

  it("três com a mesma nota, um desempatado pela idade (art. 27): o empate é só dos outros dois", () => {
    const { r, cargo } = alocarUm(3, [
      c("C:80:AC", { nascimento: "1990-01-01" }),
      c("A:80:AC", { nascimento: "1991-01-01" }),
      c("I:80:AC", { nascimento: "1950-01-01" }),
      c("B:70:AC"),
      c("D:70:AC"),
    ]);
    expect(cargo.listas.AC!.map((e) => e.candidato)).toEqual(["I", "A", "C", "B", "D"]);
    expect(r.empates.map((e) => e.candidatos)).toEqual([
      ["A", "C"],
      ["B", "D"],
    ]);
    // A and C both fill a vaga (3 vagas, I first): the tie decides only their order of nomination;
    // B and D both wait. Neither decides who fills a vaga.
    expect(r.empates.map((e) => [e.classificacoes, e.decideVaga, e.decideOrdem])).toEqual([
      [{ de: 2, ate: 3 }, false, true],
      [{ de: 4, ate: 5 }, false, false],
    ]);
    expect(r.empates[0].texto).toContain(
      "Todos ocupam vaga da lista: decide a ordem de nomeação entre eles.",
    );
  });
});

describe("Cargos grandes: a mesma ordem por nota", () => {
  /** Deterministic scores with many ties and differences in the last bits of the double. */
  function candidatos(n: number): Candidato[] {
    let semente = 12345;
    const proximo = () => (semente = (semente * 1103515245 + 12345) % 2147483648);
    return Array.from({ length: n }, (_, i) => {
      const base = proximo() % 4 === 0 ? 80 : (proximo() % 10000) / 100;
      const nota = proximo() % 3 === 0 ? base + Number.EPSILON * 64 : base;
      return { id: `C${String(i).padStart(6, "0")}`, cargo: "C1", nota, listas: ["AC"] };
    });
  }
  const referencia = (cands: Candidato[]) =>
    [...cands].sort((a, b) => b.nota - a.nota || (a.id < b.id ? -1 : 1)).map((x) => x.id);

  for (const n of [3000, 70_000]) {
    it(`${n} candidatos: nota decrescente exata, empates pela inscrição`, () => {
      const cands = candidatos(n);
      const edital: Edital = { ...EDITAL_2025, desempate: [] };
      expect(ordem(edital, cands)).toEqual(referencia(cands));
    });
  }
});
