import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine/alocar";
import type { Concurso } from "../../src/engine/tipos";
import { CABECALHO_QUADRO } from "../../src/folhas/quadro";
import { renderizar } from "../../src/folhas/render";

/** 25 vagas and 1 vaga, each with 30 candidates (some in the reserves). */
function concurso(): Concurso {
  const candidatos: Concurso["candidatos"] = [];
  for (let i = 0; i < 60; i++) {
    const listas: Concurso["candidatos"][number]["listas"] = ["AC"];
    if (i % 4 === 0) listas.push("PPP");
    if (i % 11 === 0) listas.push("PCD");
    candidatos.push({
      id: `${1000 + i}`,
      nome: `Pessoa ${i}`,
      cargo: i % 2 ? "A" : "B",
      nota: 100 - i,
      listas,
    });
  }
  return {
    edital: { dataPublicacao: "2025-09-01" },
    cargos: [
      { id: "A", nome: "Analista", vagas: 25 },
      { id: "B", nome: "Bibliotecário", vagas: 1 },
    ],
    candidatos,
  };
}

describe("Quadro: o porquê de cada lista", () => {
  const c = concurso();
  const q = renderizar({ concurso: c, resultado: alocar(c) }).find((m) => m.tipo === "quadro")!;
  const coluna = CABECALHO_QUADRO.indexOf("Por quê");
  const linha = (cargo: string, sigla: string) =>
    q.valores.find((l) => l[0] === cargo && String(l[2]).includes(`(${sigla})`))!;

  it("Decreto 9.508, art. 1º, § 3º: 5% de 25 = 1,25 sobe a 2, e a linha da PcD diz por quê, com o artigo", () => {
    expect(coluna).toBeGreaterThan(0);
    expect(linha("Analista", "PcD")[6]).toBe(2);
    expect(linha("Analista", "PcD")[coluna]).toBe(
      "Pessoas com deficiência: 5% de 25 = 1,25 → 2 (qualquer fração sobe). Fundamento: Decreto nº 9.508/2018, art. 1º, §§ 1º e 3º; Lei nº 8.112/1990, art. 5º, § 2º.",
    );
  });

  it("toda linha de lista tem o seu porquê, também sem reserva (1 vaga) e a ampla", () => {
    const linhas = q.valores.slice(1).filter((l) => l[0] !== null && l[2] !== null);
    expect(linhas.length).toBe(10);
    for (const l of linhas) expect(typeof l[coluna] === "string" && l[coluna] !== "").toBe(true);
    expect(linha("Bibliotecário", "PPP")[coluna]).toMatch(
      /^Com 1 vaga, abaixo do mínimo de 2, não há reserva racial\./,
    );
    expect(linha("Analista", "AC")[coluna]).toMatch(/^Ampla concorrência: 15 vagas restantes\./);
  });
});
