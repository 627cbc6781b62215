/**
 * The list a section's header names (Lei 15.142/2025 art. 2º and Decreto 9.508/2018 art. 1º say who the
 * reserves are for), on headers as bancas write them: a call to a procedure names the same groups as
 * the result lists, and is none of them.
 */
import { describe, expect, it } from "vitest";
import { aptosDoConcurso, colunasDaFrase, listaDoTitulo, relacaoDeEtapa } from "../../src/publicada/secoes";

describe("listaDoTitulo", () => {
  it.each([
    ["1.1 Resultado final nas provas objetivas dos candidatos à ampla concorrência", "AC"],
    ["1.2 Resultado final dos candidatos que se autodeclararam negros", "PPP"],
    ["1.3 Resultado final dos candidatos que se declararam com deficiência", "PCD"],
    ["1.4 Resultado final dos candidatos indígenas", "IND"],
    ["1.5 Resultado final dos candidatos quilombolas", "QUI"],
    ["1.6 Resultado final dos candidatos oriundos de escola pública", "outra"],
    // DODF nº 2 de 3/1/2020, p. 23 (PMDF): a state the candidates are in, not a group.
    [
      "3.1 Resultado preliminar para candidatos que se encontram na condição sub judice e com decisão judicial favorável para a continuidade no certame",
      "AC",
    ],
    // UNEB, Vestibular 2025 (the lists' subtitles): not opting for the quotas is the ampla concorrência;
    // an "optante" of a group none of the reserves is another group.
    ["Não Optante por Cotas", "AC"],
    ["Optante por Cotas - Negros(as) (pretos/as ou pardos/as)", "PPP"],
    ["Optante pelas Sobrevagas - Pessoas com Deficiência / TEA / A. Habilidades", "PCD"],
    ["Optante pelas Sobrevagas - Transexuais / Travestis / Transgêneros", "outra"],
  ])("%s → %s", (titulo, lista) => expect(listaDoTitulo(titulo)).toBe(lista));

  it.each([
    "2.1 Convocação para a avaliação biopsicossocial dos candidatos que solicitaram concorrer pessoas com deficiência",
    "3.1 Convocação para o procedimento de heteroidentificação complementar à autodeclaração dos candidatos que se autodeclararam negros",
    "4 Relação dos candidatos convocados para a perícia médica dos candidatos com deficiência",
  ])("uma convocação não é lista do resultado: %s", (titulo) => expect(listaDoTitulo(titulo)).toBe("outra"));

  it.each([
    [
      "1.1 Resultado final na primeira etapa do concurso e convocação para o curso de formação profissional dos candidatos que se autodeclararam negros",
      "PPP",
    ],
    ["1.2 Convocação para o curso de formação profissional dos candidatos à ampla concorrência", "AC"],
    [
      "1.3 Resultado final no procedimento de heteroidentificação dos candidatos que se autodeclararam negros",
      "PPP",
    ],
  ])("um resultado, ou a chamada à fase seguinte, é lista: %s", (titulo, lista) =>
    expect(listaDoTitulo(titulo)).toBe(lista),
  );
});

describe("relacaoDeEtapa: os eliminados e os aptos de uma etapa não são listas do resultado", () => {
  it.each([
    [
      "2.1 Relação de candidatos que compareceram à etapa de testes de aptidão física e foram considerados inaptos",
      "eliminados",
    ],
    [
      "3.1 Candidatos que não compareceram à fase de testes de aptidão física e estão, portanto, eliminados do concurso",
      "eliminados",
    ],
    [
      "1.1 Relação de candidatos que atingiram as performances mínimas e foram considerados aptos nos 4 exercícios",
      "aptos",
    ],
    ["2.1 Resultado final dos candidatos não eliminados no PAS", null],
    ["1.1 Resultado final dos candidatos aprovados e considerados aptos em todas as etapas", null],
  ])("%s → %s", (titulo, relacao) => expect(relacaoDeEtapa(titulo)).toBe(relacao));

  it("os aptos com a coluna da nota são uma lista com notas, não uma relação da etapa", () => {
    const titulo = "1.1 Relação dos candidatos considerados aptos na avaliação de títulos";
    expect(relacaoDeEtapa(titulo, ["número de inscrição", "nome do candidato", "nota final"])).toBe(null);
    expect(relacaoDeEtapa(titulo, ["número de inscrição", "nome do candidato"])).toBe("aptos");
  });

  it("os aptos de uma etapa do concurso, sem grupo nomeado, são a lista da etapa (quem segue): a ampla concorrência de todos os sistemas (PMDF, TAF, DODF nº 11 de 16/1/2019, p. 24)", () => {
    const titulo =
      "1.1 Relação de candidatos que compareceram à etapa de testes de aptidão física, atingiram as performances mínimas estabelecidas e foram considerados aptos nos 4 (quatro) exercícios realizados";
    expect(relacaoDeEtapa(titulo)).toBe("aptos");
    expect(aptosDoConcurso(titulo)).toBe(true);
    expect(listaDoTitulo(titulo)).toBe("AC");
  });

  it.each([
    "2.1 Relação dos candidatos considerados inaptos na avaliação médica",
    "3.1 Relação final dos candidatos eliminados na prova de capacidade física",
  ])("sem grupo nomeado, não é a ampla concorrência: %s", (titulo) =>
    expect(listaDoTitulo(titulo)).toBe("outra"),
  );
});

describe("colunasDaFrase", () => {
  it("a vírgula dentro dos parênteses é da coluna (IADES: as tentativas de cada teste)", () => {
    expect(
      colunasDaFrase(
        "número de inscrição, nome completo em ordem alfabética, desempenho no teste em barra fixa (1ª tentativa, 2ª tentativa, apto/inapto) e nota final",
      ),
    ).toEqual([
      "número de inscrição",
      "nome completo em ordem alfabética",
      "desempenho no teste em barra fixa (1ª tentativa, 2ª tentativa, apto/inapto)",
      "nota final",
    ]);
  });

  it('um ")" sem "(" (o "1)" de uma enumeração) não junta as colunas', () => {
    expect(colunasDaFrase("Nº AI, RAZÃO SOCIAL, CF/DF OU CNPJ OU CPF 1) 173/2019")).toEqual([
      "Nº AI",
      "RAZÃO SOCIAL",
      "CF/DF OU CNPJ OU CPF 1) 173/2019",
    ]);
  });
});
