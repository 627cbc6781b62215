import { describe, expect, it } from "vitest";
import { ordemDasListas, posicaoNaSeriePadrao, posicoesDaLista } from "../../src/engine/ordem";
import { calcularQuadro } from "../../src/engine/quadro";
import { ErroDeEntrada, type Edital, type Lista, type Quadro } from "../../src/engine/tipos";

const decreto: Edital = { dataPublicacao: "2025-09-01" };
const lei12990: Edital = { dataPublicacao: "2024-01-15" };
const ordem = (vagas: number, edital: Edital = decreto, ate?: number) =>
  ordemDasListas(calcularQuadro(vagas, edital).quadro, edital, { ate });
const posicoes = (o: Lista[], ...listas: Lista[]) => listas.map((l) => posicoesDaLista(o, l));
const serie = (lista: "PPP" | "IND" | "QUI" | "PCD", n: number, edital: Edital = decreto) =>
  Array.from({ length: n }, (_, k) => posicaoNaSeriePadrao(lista, k + 1, edital));

describe("Lei 15.142, art. 9º — série padrão: a k-ésima vaga em ⌈(k − ½)·100/p⌉", () => {
  it("PPP 25% em 2, 6, 10, 14…; IND 3% em 17, 50, 84; QUI 2% em 25, 75", () => {
    expect(serie("PPP", 5)).toEqual([2, 6, 10, 14, 18]);
    expect(serie("IND", 3)).toEqual([17, 50, 84]);
    expect(serie("QUI", 2)).toEqual([25, 75]);
  });
  it("Lei 12.990, art. 4º — 20% em 3, 8, 13, 18", () => {
    expect(serie("PPP", 4, lei12990)).toEqual([3, 8, 13, 18]);
  });
  it("Decreto 9.508 — PcD na 5ª, 21ª, 41ª, 61ª…", () => {
    expect(serie("PCD", 5)).toEqual([5, 21, 41, 61, 81]);
  });
  it("Lei 15.142 (janela de junho de 2025) — PPIQ 30% em 2, 5, 9, 12…", () => {
    expect(
      Array.from({ length: 4 }, (_, k) => posicaoNaSeriePadrao("PPIQ", k + 1, { regime: "lei-15142" })),
    ).toEqual([2, 5, 9, 12]);
  });
});

describe("Lei 15.142, art. 9º — ordem de 100 vagas (RULES.md § 5)", () => {
  const o = ordem(100);
  it("PCD 5, 21, 41, 61, 81; PPP 2, 6, …, 98; IND 17, 49, 84; QUI 25, 75", () => {
    const [pcd, ppp, ind, qui] = posicoes(o, "PCD", "PPP", "IND", "QUI");
    expect(pcd).toEqual([5, 21, 41, 61, 81]);
    expect(ppp).toEqual(Array.from({ length: 25 }, (_, k) => 4 * k + 2));
    expect(ind).toEqual([17, 49, 84]);
    expect(qui).toEqual([25, 75]);
  });
  it("a 2ª vaga de IND cai em 49 porque 50 é de PPP (posição ocupada → a livre mais próxima antes)", () => {
    expect(o[49]).toBe("PPP");
    expect(o[48]).toBe("IND");
  });
  it("as demais 65 posições são AC", () => {
    expect(posicoesDaLista(o, "AC")).toHaveLength(65);
  });
});

describe("Valores de referência da ordem", () => {
  it("N = 10: AC, PPP, AC, AC, PCD, PPP, AC, AC, AC, PPP", () => {
    expect(ordem(10).join(",")).toBe("AC,PPP,AC,AC,PCD,PPP,AC,AC,AC,PPP");
  });
  it("N = 2 e N = 3: a reserva racial na 2ª posição", () => {
    expect(ordem(2)).toEqual(["AC", "PPP"]);
    expect(ordem(3)).toEqual(["AC", "PPP", "AC"]);
  });
  it("N = 250: IND na 250ª iria a uma posição de PPP e volta a 249", () => {
    const [ppp, ind, qui, pcd] = posicoes(ordem(250), "PPP", "IND", "QUI", "PCD");
    expect(ind).toEqual([17, 49, 84, 117, 149, 184, 217, 249]);
    expect(ppp.at(-1)).toBe(250);
    expect(qui).toEqual([25, 75, 125, 175, 225]);
    expect(pcd).toHaveLength(13);
  });
  it("Lei 12.990, art. 4º — 20 vagas: negros na 3ª, 8ª, 13ª e 18ª; PcD na 5ª", () => {
    const [ppp, pcd] = posicoes(ordem(20, lei12990), "PPP", "PCD");
    expect(ppp).toEqual([3, 8, 13, 18]);
    expect(pcd).toEqual([5]);
  });
  it("AC 3 + PcD 1 (vaga de PcD fixada pelo edital em 4 vagas): AC, AC, AC, PCD — posição além de N vai à última livre", () => {
    expect(ordemDasListas({ AC: 3, PCD: 1 }, decreto)).toEqual(["AC", "AC", "AC", "PCD"]);
  });
  it("quadro publicado com mais reservas do que a série alcança: cada lista guarda sua contagem", () => {
    const o = ordemDasListas({ AC: 1, PPP: 2, PCD: 2 }, decreto);
    expect(o).toEqual(["AC", "PPP", "PPP", "PCD", "PCD"]); // PcD 5, 21 → 4; PPP 2, 6 → 3
  });
  it("lista sem percentual no edital (PPIQ publicado sob o decreto) ocupa as últimas posições livres", () => {
    expect(ordemDasListas({ AC: 4, PPIQ: 1 }, decreto)).toEqual(["AC", "AC", "AC", "AC", "PPIQ"]);
  });
  it("posições além de N descem às últimas livres: PcD 5 → 5, 21 → 4, 41 → 3; QUI 25 → 2", () => {
    expect(ordemDasListas({ AC: 1, PCD: 3, QUI: 1 }, decreto)).toEqual(["AC", "QUI", "PCD", "PCD", "PCD"]);
  });
});

describe("Modo proporcional — a k-ésima vaga de n_g em ⌈(k − ½)·N/n_g⌉", () => {
  const proporcional: Edital = { ...decreto, modoOrdem: "proporcional" };
  it("N = 10: PcD (1) em 5; PPP (3) em 2, 5, 9, e a 5ª, já de PcD, volta a 4", () => {
    const [ppp, pcd] = posicoes(ordem(10, proporcional), "PPP", "PCD");
    expect(pcd).toEqual([5]);
    expect(ppp).toEqual([2, 4, 9]);
  });
  it("N = 100: PcD 10, 30, 50, 70, 90; PPP 2, 6, 10 → 9…, 50 → 49; IND 17, 50 → 48, 84; QUI 25, 75", () => {
    const [pcd, ppp, ind, qui] = posicoes(ordem(100, proporcional), "PCD", "PPP", "IND", "QUI");
    expect(pcd).toEqual([10, 30, 50, 70, 90]);
    expect(ppp.slice(0, 5)).toEqual([2, 6, 9, 14, 18]);
    expect(ind).toEqual([17, 48, 84]);
    expect(qui).toEqual([25, 75]);
  });
  it("se não há posição livre antes, a primeira livre depois: N = 4, PcD 2 e PPP 2", () => {
    // PcD em 1 e 3; PPP deseja 1 (ocupada, nada antes) → 2, e 3 (ocupada, 2 e 1 também) → 4
    expect(ordemDasListas({ PCD: 2, PPP: 2 }, proporcional)).toEqual(["PCD", "PPP", "PCD", "PPP"]);
  });
});

describe("Modo posições fixas — a tabela do edital, conferida", () => {
  const comTabela = (posicoesFixas: Edital["posicoesFixas"]): Edital => ({
    ...decreto,
    modoOrdem: "posicoes-fixas",
    posicoesFixas,
  });
  const problemas = (quadro: Quadro, edital: Edital) => {
    try {
      ordemDasListas(quadro, edital);
    } catch (erro) {
      expect(erro).toBeInstanceOf(ErroDeEntrada);
      return (erro as ErroDeEntrada).problemas.map((p) => `${p.campo}: ${p.mensagem}`);
    }
    throw new Error("esperava ErroDeEntrada");
  };
  const q10 = { AC: 6, PPP: 3, PCD: 1 };
  it("usa as posições indicadas", () => {
    const o = ordemDasListas(q10, comTabela({ PPP: [1, 4, 7], PCD: [10] }));
    expect(o.join(",")).toBe("PPP,AC,AC,PPP,AC,AC,PPP,AC,AC,PCD");
  });
  it("recusa posição fora do intervalo, repetida ou com contagem diferente do quadro", () => {
    expect(problemas(q10, comTabela({ PPP: [1, 4, 11], PCD: [4] }))).toEqual([
      "edital.posicoesFixas.PPP: a posição 11 está fora das posições 1 a 10",
      "edital.posicoesFixas.PCD: a posição 4 foi indicada para PPP e para PCD",
    ]);
    expect(problemas(q10, comTabela({ PPP: [1, 4], PCD: [10] }))).toEqual([
      "edital.posicoesFixas.PPP: o edital indica 2 posições para PPP, mas o quadro tem 3 vagas de PPP",
    ]);
    expect(problemas({ AC: 8, PPP: 2 }, comTabela({ PPP: [1] }))).toEqual([
      "edital.posicoesFixas.PPP: o edital indica 1 posição para PPP, mas o quadro tem 2 vagas de PPP",
    ]);
    expect(problemas({ AC: 9, PPP: 1 }, comTabela({ PPP: [1, 4] }))).toEqual([
      "edital.posicoesFixas.PPP: o edital indica 2 posições para PPP, mas o quadro tem 1 vaga de PPP",
    ]);
    expect(problemas(q10, comTabela({ PPP: [1, 4, 7], PCD: [10], IND: [2] }))).toEqual([
      "edital.posicoesFixas.IND: o quadro não tem vagas de IND, mas o edital indica posições para ela",
    ]);
  });
});

describe("Lei 15.142, art. 1º, § 2º, e art. 9º, § 2º — a ordem continua depois de N", () => {
  it("as posições até N não mudam e a série continua: PcD 101, 121…; PPP 102, 106…", () => {
    const curta = ordem(100);
    const longa = ordem(100, decreto, 130);
    expect(longa).toHaveLength(130);
    expect(longa.slice(0, 100)).toEqual(curta);
    expect(posicoesDaLista(longa, "PCD").slice(5)).toEqual([101, 121]);
    expect(posicoesDaLista(longa, "PPP").slice(25)).toEqual([102, 106, 110, 114, 118, 122, 126, 130]);
    expect(posicoesDaLista(longa, "IND").slice(3)).toEqual([117]);
    expect(posicoesDaLista(longa, "QUI").slice(2)).toEqual([125]);
  });
  it("vaga devida em posição já tomada vai à seguinte (não se volta atrás de quem já foi nomeado)", () => {
    const longa = ordem(100, decreto, 152);
    expect(longa[149]).toBe("PPP"); // 150 = 4·38 − 2
    expect(longa[150]).toBe("IND"); // 3% de 150 = 4,5 → a 5ª vaga de IND, adiada para 151
  });
  it("apenas cadastro de reserva (0 vagas): a reserva incide sobre as vagas que surgirem", () => {
    expect(ordem(0, decreto, 10).join(",")).toBe("AC,PPP,AC,AC,PCD,PPP,AC,AC,AC,PPP");
  });
  it("o quadro publicado com menos reservas é compensado nas vagas que surgem (empate: PcD primeiro)", () => {
    expect(ordemDasListas({ AC: 4 }, decreto, { ate: 6 })).toEqual(["AC", "AC", "AC", "AC", "PCD", "PPP"]);
  });
  it("ate menor que N não corta a ordem", () => {
    expect(ordem(10, decreto, 3)).toHaveLength(10);
  });
});

describe("Entrada inválida", () => {
  it("quadro com lista desconhecida ou contagem inválida; ate inválido; modo desconhecido", () => {
    expect(() => ordemDasListas({ XX: 1 } as Quadro, decreto)).toThrow(/quadro.XX: lista desconhecida/);
    expect(() => ordemDasListas({ AC: -1 }, decreto)).toThrow(/quadro.AC: número de vagas inválido/);
    expect(() => ordemDasListas({ AC: 1 }, decreto, { ate: 1.5 })).toThrow(/^ate:/);
    expect(() => ordemDasListas({ AC: 1 }, { ...decreto, modoOrdem: "sorteio" as never })).toThrow(
      /modo de ordem desconhecido/,
    );
  });
});
