// The nomination order (Lei nº 15.142/2025, art. 9º; RULES §5) refuses what it cannot place: positions the
// edital fixes outside 1..N or not whole, a quadro with a fractional number of vagas, an unknown mode.
import { describe, expect, it } from "vitest";
import { ordemDasListas } from "../../src/engine/ordem";
import { ErroDeEntrada, type Edital, type Quadro } from "../../src/engine/tipos";

const EDITAL: Edital = { dataPublicacao: "2025-09-01" };

function problemas(quadro: Quadro, edital: Edital) {
  try {
    ordemDasListas(quadro, edital);
  } catch (erro) {
    expect(erro).toBeInstanceOf(ErroDeEntrada);
    return (erro as ErroDeEntrada).problemas;
  }
  throw new Error("esperava ErroDeEntrada");
}

describe("Ordem de nomeação: entradas recusadas", () => {
  it("posição fixa 0 ou fracionária está fora das posições 1 a N", () => {
    for (const p of [0, 1.5]) {
      const edital = { ...EDITAL, modoOrdem: "posicoes-fixas", posicoesFixas: { PPP: [p] } } as Edital;
      expect(problemas({ AC: 3, PPP: 1 }, edital)).toEqual([
        { campo: "edital.posicoesFixas.PPP", mensagem: `a posição ${p} está fora das posições 1 a 4` },
      ]);
    }
  });

  it("quadro com número de vagas fracionário", () => {
    expect(problemas({ AC: 2.5, PPP: 1 }, EDITAL)).toEqual([
      { campo: "quadro.AC", mensagem: 'número de vagas inválido "2.5"' },
    ]);
  });

  it("modo de ordem desconhecido: o campo e os modos válidos", () => {
    expect(problemas({ AC: 3, PPP: 1 }, { ...EDITAL, modoOrdem: "sorteio" } as unknown as Edital)).toEqual([
      {
        campo: "edital.modoOrdem",
        mensagem:
          'modo de ordem desconhecido "sorteio"; use serie-padrao, proporcional, posicoes-fixas ou primeira-e-intervalo',
      },
    ]);
  });
});
