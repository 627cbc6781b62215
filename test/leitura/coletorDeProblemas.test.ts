import { describe, expect, it } from "vitest";
import { ColetorDeProblemas } from "../../src/leitura/coletorDeProblemas";
import { lerCandidatos } from "../../src/leitura/leituraDosCandidatos";
import type { ValorCelula } from "../../src/planilha/tabela";

describe("problemas limitados por tipo", () => {
  it("lista até o limite por coluna e resume o resto com a contagem e o intervalo", () => {
    const coletor = new ColetorDeProblemas("Candidatos", 2);
    for (let linha = 1; linha <= 5; linha++) coletor.naCelula("erro", "Notas", linha, 3, "nota em branco");
    coletor.naCelula("erro", "Notas", 1, 4, "outra coluna");
    expect(coletor.fechar().map((p) => p.mensagem)).toEqual([
      "Candidatos!D2: nota em branco",
      "Candidatos!D3: nota em branco",
      "Candidatos!E2: outra coluna",
      'Candidatos!D4:D6: mais 3 problemas de "Notas" nesta coluna, além dos 2 listados (de D4 a D6)',
    ]);
  });

  it("milhares de linhas em branco alternadas: avisos limitados, todas as linhas ainda cobertas", () => {
    const valores: ValorCelula[][] = [["Inscrição", "Cargo", "Nota"]];
    for (let i = 0; i < 3000; i++) valores.push([String(i), "Analista", 9], [null, null, null]);
    const leitura = lerCandidatos(
      { folha: "Candidatos", linhaInicial: 0, colunaInicial: 0, valores },
      { campos: { id: { coluna: "A" }, cargo: { coluna: "B" }, nota: { coluna: "C" } } },
    );
    expect(leitura.linhas).toHaveLength(3000);
    expect(leitura.problemas).toHaveLength(1001);
    expect(leitura.problemas[1000]).toMatchObject({
      grupo: "Linhas em branco",
      linha: 2002,
      ultimaLinha: 5998,
      mensagem:
        'Candidatos!A2003:A5999: mais 1.999 avisos de "Linhas em branco", além dos 1.000 listados (das linhas 2003 a 5999)',
    });
  });
});
