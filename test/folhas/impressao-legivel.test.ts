import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine/alocar";
import type { Concurso } from "../../src/engine/tipos";
import { fonteImpressa } from "../../src/folhas/impressao";
import { celulaDaLegenda, TITULO_DA_LEGENDA } from "../../src/folhas/legenda";
import { CABECALHO_ORDEM } from "../../src/folhas/ordem";
import { renderizar } from "../../src/folhas/render";
import { colunasDaTabela } from "../../src/planilha/tabela";

/** Two cargos with long names, candidates with long names, reserves and a reversion: a real page. */
function concurso(): Concurso {
  const candidatos: Concurso["candidatos"] = [];
  for (let i = 0; i < 80; i++) {
    const listas: Concurso["candidatos"][number]["listas"] = ["AC"];
    if (i % 5 === 0) listas.push("PPP");
    if (i % 7 === 0) listas.push("PCD");
    candidatos.push({
      id: `${250000 + i}`,
      nome: `Maria Aparecida dos Santos Oliveira ${i}`,
      cargo: i % 2 ? "Analista Administrativo" : "Técnico em Informática",
      nota: 90 - i / 3,
      listas,
    });
  }
  return {
    edital: { dataPublicacao: "2025-09-01" },
    cargos: [
      { id: "Analista Administrativo", vagas: 20 },
      { id: "Técnico em Informática", vagas: 9 },
    ],
    candidatos,
  };
}

describe("impressão: a Ordem de nomeação legível numa página de largura", () => {
  const c = concurso();
  const modelos = renderizar({ concurso: c, resultado: alocar(c) });
  const ordem = modelos.find((m) => m.tipo === "ordem")!;

  it("a legenda das cores fica abaixo da tabela: a página tem a largura da tabela só", () => {
    expect(colunasDaTabela(ordem.valores)).toBe(CABECALHO_ORDEM.length);
    expect(ordem.larguras).toHaveLength(CABECALHO_ORDEM.length);
    const legenda = celulaDaLegenda(ordem)!;
    const fimDaTabela = ordem.tabela!.intervalo.linhas;
    expect(legenda).toEqual({ linha: fimDaTabela + 1, coluna: 0 });
    // Fora da tabela do Excel, com uma linha em branco entre as duas.
    expect(ordem.valores[fimDaTabela].every((v) => v === null)).toBe(true);
    expect(ordem.valores.slice(legenda.linha + 1).map((l) => l[0])).toContain("Vaga não preenchida");
  });

  it("impressa em A4 paisagem, uma página de largura (fitToWidth 1), a fonte fica em 7 pt ou mais", () => {
    expect(fonteImpressa(ordem.larguras)).toBeGreaterThanOrEqual(7);
  });

  it("as listas também: legenda abaixo, nada ao lado da tabela", () => {
    for (const m of modelos.filter((x) => x.tipo.startsWith("lista:"))) {
      expect(m.valores[0]).not.toContain(TITULO_DA_LEGENDA);
      expect(celulaDaLegenda(m)?.coluna).toBe(0);
    }
  });
});
