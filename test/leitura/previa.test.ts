import { describe, expect, it } from "vitest";
import { mapearTabela } from "../../src/leitura/mapeamentoAutomatico";
import { previaDaLeitura } from "../../src/leitura/previa";
import type { TabelaBruta } from "../../src/planilha/tabela";

describe("prévia da leitura", () => {
  const tabela: TabelaBruta = {
    folha: "Candidatos",
    linhaInicial: 0,
    colunaInicial: 0,
    valores: [
      [
        "Inscrição",
        "Cargo",
        "Nota final",
        "Modalidade",
        "Nascimento",
        "Heteroidentificação",
        "Nota prova discursiva",
      ],
      ["1", "Analista", "8,5", "Negro e PcD", 22281, null, "7"],
      ["2", "Analista", "8,5a", "xyz", "31/12/1960", "Deferida", null],
      ["3", "Analista", 7, "", null, null, null],
    ],
  };
  const previa = previaDaLeitura(tabela, mapearTabela(tabela)!.mapa, {}, 2);

  it("mostra as colunas mapeadas com o rótulo do campo", () => {
    expect(previa.colunas.map((c) => c.rotulo)).toEqual([
      "Inscrição",
      "Cargo",
      "Nota final",
      "Modalidade",
      "Data de nascimento",
      "Confirmação da autodeclaração",
      "Nota prova discursiva",
    ]);
  });

  it("mostra só as primeiras linhas, com o texto, o valor entendido e o problema da célula", () => {
    expect(previa.linhas.map((l) => l.linha)).toEqual([1, 2]);
    expect(previa.linhas[0].celulas.map((c) => c.lido)).toEqual([
      "1",
      "Analista",
      "8,5",
      "Pretos e pardos + PcD",
      "31/12/1960",
      "pendente (em branco)",
      "7",
    ]);
    const segunda = previa.linhas[1].celulas;
    expect(segunda[2]).toEqual({
      texto: "8,5a",
      lido: "",
      problema: { gravidade: "erro", mensagem: 'Candidatos!C3: "8,5a" não é uma nota' },
    });
    expect(segunda[3].problema?.mensagem).toMatch(/^Candidatos!D3: modalidade "xyz" não reconhecida/);
    expect(segunda[5].lido).toBe("confirmada");
  });
});
