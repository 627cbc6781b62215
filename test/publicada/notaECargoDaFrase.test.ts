import { describe, expect, it } from "vitest";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { paginasDoTexto } from "../../src/publicada/paginas";

/**
 * Real text (pdftotext of the PDFs in test/publicada/mundo/reservado-4/), cut to a few records: the score
 * column a sentence names when it names no final score, and a cargo printed as a subtitle in capitals over
 * two lines.
 */

/** DPDF, Edital nº 6 de 9/8/2019 (Cebraspe), resultado provisório na prova objetiva, p. 1. */
const DPDF_PROVISORIO = `1 DO RESULTADO PROVISÓRIO NA PROVA OBJETIVA
1.1 Resultado provisório na prova objetiva, na seguinte ordem: número de inscrição, nome do candidato em
ordem alfabética, número de acertos na prova objetiva e nota provisória na prova objetiva.
10005239, Adaunir Batista de Amorim Fiel, 145, 131.25 / 10008959, Agildo Galdino da Cunha Filho, 142,
125.00 / 10006750, Akira Sasaki, 160, 138.54 / 10001391, Albert Peixoto Salvador, 141, 121.87.`;

/** Embrapa, Edital nº 42 de 19/8/2025, homologação do resultado final (Analista), p. 1. */
const EMBRAPA_OPCAO = `1 DO RESULTADO FINAL NO CONCURSO PÚBLICO
1.1 Resultado final no concurso público, na seguinte ordem: cargo/área/subárea, número de inscrição,
nome do(a) candidato(a) em ordem de classificação, nota final e classificação final no concurso público.
OPÇÃO 40002042: ANALISTA – ÁREA: CIÊNCIA E TECNOLOGIA DE ALIMENTOS – SUBÁREA: ANÁLISE
SENSORIAL
10217303, Ana Alice Andrade Oliveira, 71.00, 1 / 10004406, Fernanda Cristina Rezende Lopes, 71.00, 2 /
10001649, Leonardo Gustavo Silva Ribeiro, 69.00, 3 / 10498955, Marlene Gomes Pereira, 68.00, 4.`;

describe("frase que não nomeia a nota final: a única coluna de nota é a nota (DPDF 2019, Edital nº 6, item 1.1)", () => {
  it("'número de acertos na prova objetiva e nota provisória na prova objetiva': a nota provisória, sem aviso de coluna", () => {
    const lida = lerPublicacao(paginasDoTexto(DPDF_PROVISORIO));
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota])).toEqual([
      ["10005239", "Adaunir Batista de Amorim Fiel", 131.25],
      ["10008959", "Agildo Galdino da Cunha Filho", 125],
      ["10006750", "Akira Sasaki", 138.54],
      ["10001391", "Albert Peixoto Salvador", 121.87],
    ]);
    expect(lida.avisos.map((a) => a.mensagem).filter((m) => m.includes("nota final"))).toEqual([]);
  });
});

describe("subtítulo do cargo em maiúsculas que continua na linha de baixo: 'OPÇÃO n: …' (Embrapa 2025, Edital nº 42, item 1.1)", () => {
  it("a coluna cargo/área/subárea da frase vem do subtítulo, inteiro, e os quatro registros são lidos", () => {
    const lida = lerPublicacao(paginasDoTexto(EMBRAPA_OPCAO));
    expect(lida.secoes.map((s) => [s.inicios, s.registros, s.naoLidos])).toEqual([[4, 4, 0]]);
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota, c.cargo])).toEqual(
      [
        ["10217303", "Ana Alice Andrade Oliveira", 71],
        ["10004406", "Fernanda Cristina Rezende Lopes", 71],
        ["10001649", "Leonardo Gustavo Silva Ribeiro", 69],
        ["10498955", "Marlene Gomes Pereira", 68],
      ].map((c) => [
        ...c,
        "OPÇÃO 40002042: ANALISTA – ÁREA: CIÊNCIA E TECNOLOGIA DE ALIMENTOS – SUBÁREA: ANÁLISE SENSORIAL",
      ]),
    );
  });
});
