/**
 * The table written from a published result is one the pipeline reads with its automatic mapping as it
 * is: each field on its column with high confidence, no published value taken for a field.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mapearTabela } from "../../src/leitura/mapeamentoAutomatico";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { paginasDoTexto } from "../../src/publicada/paginas";
import { tabelaDaPublicacao } from "../../src/publicada/tabelaDaPublicacao";

const lida = lerPublicacao(
  paginasDoTexto(readFileSync(join(__dirname, "corpus", "secoes-com-defeitos.txt"), "utf8")),
);
const valores = tabelaDaPublicacao(lida);

describe("a tabela dos candidatos importados", () => {
  it("uma linha por pessoa: inscrição como texto, nota como número, Sim/Não por lista, os valores publicados e a página", () => {
    expect(valores[0]).toEqual([
      "Inscrição",
      "Nome",
      "Nota final",
      "Classificado na AC",
      "Pretos e pardos",
      "PcD",
      "nota na prova de conhecimentos gerais",
      "nota na prova de conhecimentos específicos",
      "nota final",
      "Página",
    ]);
    expect(valores[2]).toEqual([
      "10012278",
      "Abelardo Rufino Barges Neto",
      71,
      "Sim",
      "Sim",
      "Não",
      "11.00",
      "60.00",
      "71.00",
      1,
    ]);
    expect(valores[8]).toEqual([
      "",
      "Adailton Braga Viana",
      26,
      "Não",
      "Sim",
      "Não",
      "4.00",
      "22.00",
      "26.00",
      2,
    ]);
    expect(valores).toHaveLength(1 + lida.candidatos.length);
  });

  it("o mapeamento automático acha cada campo pelo nome conhecido (confiança alta), sem tomar um valor publicado por campo", () => {
    const m = mapearTabela(
      { folha: "Candidatos", linhaInicial: 0, colunaInicial: 0, valores },
      { cargoUnico: "Cargo" },
    )!;
    expect(m.mapa.campos).toEqual({
      id: { cabecalho: "Inscrição", coluna: "A" },
      nome: { cabecalho: "Nome", coluna: "B" },
      nota: { cabecalho: "Nota final", coluna: "C" },
      classificadoAc: { cabecalho: "Classificado na AC", coluna: "D" },
      ppp: { cabecalho: "Pretos e pardos", coluna: "E" },
      pcd: { cabecalho: "PcD", coluna: "F" },
    });
    expect(Object.values(m.confianca).every((c) => c === "alta")).toBe(true);
    expect(m.faltando).toEqual([]);
  });
});
