/** The Quadro sheet shows the draw of the grouped cargos (Decreto 12.536, art. 20; edital.agrupamento). */
import { SIGLA_DA_LISTA } from "../../src/engine/notas";
import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine/alocar";
import type { Concurso } from "../../src/engine/tipos";
import { renderizar } from "../../src/folhas/render";
import { CABECALHO_SORTEIO, COLUNA_SORTEIO } from "../../src/folhas/quadro";

const cargos = Array.from({ length: 6 }, (_, i) => ({ id: `C${i + 1}`, nome: `Cargo ${i + 1}`, vagas: 1 }));
const concurso: Concurso = {
  edital: {
    dataPublicacao: "2025-09-01",
    agrupamento: [{ cargos: cargos.map((c) => c.id), sorteio: "2026" }],
  },
  cargos,
  candidatos: [],
};

describe("Folha Quadro: o sorteio dos cargos agrupados", () => {
  const resultado = alocar(concurso);
  const q = renderizar({ concurso, resultado }).find((m) => m.tipo === "quadro")!;
  const bloco = q.valores.map((l) => l.slice(COLUNA_SORTEIO, COLUNA_SORTEIO + CABECALHO_SORTEIO.length));

  it("grupo, semente, ordem, cargo, valor sorteado e vaga reservada, na ordem do sorteio", () => {
    const [sorteio] = resultado.sorteios!;
    expect(bloco[0]).toEqual(CABECALHO_SORTEIO);
    expect(bloco.slice(1, 7)).toEqual(
      sorteio.cargos.map((c, k) => [
        1,
        "2026",
        k + 1,
        cargos.find((x) => x.id === c.cargo)!.nome,
        c.valor,
        c.lista ? expect.stringContaining(`(${SIGLA_DA_LISTA[c.lista]})`) : "—",
      ]),
    );
    // 6 vagas in the group: PPP 2 (25% of 6 = 1,5 → 2), PcD 1 (5% of 6 → 1): three cargos drew a vaga.
    expect(bloco.slice(1, 7).filter((l) => l[5] !== "—")).toHaveLength(3);
  });

  it("o método fica escrito abaixo, para quem quiser refazer o sorteio", () => {
    expect(bloco[8].slice(3, 5)).toEqual(["Método:", resultado.sorteios![0].metodo]);
  });

  it("semente e valor são texto na planilha (a semente 2026 não vira número)", () => {
    for (const j of [1, 4]) {
      expect(q.formatos).toContainEqual({
        intervalo: { linha: 1, coluna: COLUNA_SORTEIO + j, linhas: 6, colunas: 1 },
        formatoNumero: "@",
      });
    }
  });
});
