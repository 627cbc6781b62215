/**
 * A table whose text comes out one column at a time: all the names, then the CPFs, the inscrições and
 * the scores (the Diário Oficial do Município de Salvador nº 8.810, 21/6/2024, pp. 29–30, as its text was
 * extracted column by column: test/publicada/mundo/reservado-3/dom-salvador-2024-06-21-edicao-8810-texto.txt).
 * The excerpts are the document's lines, in its order, the lists cut short.
 */
import { describe, expect, it } from "vitest";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { textoDasPaginas } from "../../src/publicada/paginas";
import { cabecalhosDeSecao } from "../../src/publicada/secoes";
import { tabelasEmColunas } from "../../src/publicada/tabelaEmColunas";
import type { PaginaDeTexto } from "../../src/publicada/tipos";

const RODAPE = "  DIÁRIO OFICIAL DOSALVADOR-BAHIASEXTA-FEIRA21 DE JUNHO DE 2024ANO XXXVII | N º 8.810 ";

/** P. 29: the sentence, the function's subtitle and a table of five, each column a block. */
const PAGINA_29 = `29

2. O resultado provisório dos candidatos com declaração CONFIRMADA na situação de NEGROS, 
será na seguinte ordem: nome, n° de CPF, n° de inscrição e pontos, foram APROVADOS no Processo 
Seletivo Simplificado, conforme item 6.9.3 do Edital nº 03/2024, na seguinte ordem: nome, n° de CPF, 
n° de inscrição e pontos.

FUNÇÃO: ENFERMEIRO 
CARGA HORÁRIA: 40H

NOME
JODISELMO DOS SANTOS AMORIM
TILMA CLAUDIA SANTOS CORREIA
DHULIANE MACEDO DAMASCENA
FERNANDA CARINE RIBEIRO CARVALHO
JOSE CAETANO DOS SANTOS JUNIOR

CPF
820.97X.XXX-XX
548.79X.XXX-XX
038.02X.XXX-XX
792.25X.XXX-XX
780.44X.XXX-XX

INSCRIÇÃO
ENFERM120242263
ENFERM120245675
ENFERM120243753
ENFERM120247718
ENFERM12024766

PONTOS
80
79
75
68
68

${RODAPE}
`;

/**
 * P. 30: names wrapped over two lines ("JAQUELINE BARBARA OLIVEIRA DE" / "JESUS"), the header words
 * together, the CPFs and inscrições interleaved in runs, then the scores.
 */
const pagina30 = (pontos: string) => `30

NOME
LAYANA MARIA DO SACRAMENTO 
AMORIM
ELIONOR DANIEL ARAUJO FERREIRA
JAQUELINE BARBARA OLIVEIRA DE 
JESUS

CPF

INSCRIÇÃO

PONTOS

033.40X.XXX-XX

ENFERM120242030

007.74X.XXX-XX

ENFERM120243019

891.86X.XXX-XX

ENFERM120244976

${pontos}
`;

const paginas = (p30: string): PaginaDeTexto[] => [
  { numero: 29, linhas: PAGINA_29.split("\n") },
  { numero: 30, linhas: p30.split("\n") },
];

describe("tabela impressa coluna por coluna (nomes, CPFs, inscrições e pontos, um bloco depois do outro)", () => {
  it("lê cada linha pela ordem dos valores em cada coluna, a lista da frase e o cargo do subtítulo FUNÇÃO", () => {
    const lida = lerPublicacao(paginas(pagina30("66\n65\n60")));
    const aprovados = lida.secoes.filter((s) => s.registros > 0);
    expect(aprovados).toHaveLength(1);
    expect(aprovados[0]).toMatchObject({ lista: "PPP", registros: 8, recusados: 0, naoLidos: 0, inicios: 8 });
    expect(
      lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota, c.cargo, c.listas.join(" "), c.pagina]),
    ).toEqual([
      ["ENFERM120242263", "JODISELMO DOS SANTOS AMORIM", 80, "ENFERMEIRO", "PPP", 29],
      ["ENFERM120245675", "TILMA CLAUDIA SANTOS CORREIA", 79, "ENFERMEIRO", "PPP", 29],
      ["ENFERM120243753", "DHULIANE MACEDO DAMASCENA", 75, "ENFERMEIRO", "PPP", 29],
      ["ENFERM120247718", "FERNANDA CARINE RIBEIRO CARVALHO", 68, "ENFERMEIRO", "PPP", 29],
      ["ENFERM12024766", "JOSE CAETANO DOS SANTOS JUNIOR", 68, "ENFERMEIRO", "PPP", 29],
      ["ENFERM120242030", "LAYANA MARIA DO SACRAMENTO AMORIM", 66, "ENFERMEIRO", "PPP", 30],
      ["ENFERM120243019", "ELIONOR DANIEL ARAUJO FERREIRA", 65, "ENFERMEIRO", "PPP", 30],
      ["ENFERM120244976", "JAQUELINE BARBARA OLIVEIRA DE JESUS", 60, "ENFERMEIRO", "PPP", 30],
    ]);
  });

  it("com colunas de tamanhos diferentes, recusa cada inscrição da tabela com o motivo, contada", () => {
    // The third score is on the next page, beyond the excerpt: the columns do not align.
    const lida = lerPublicacao(paginas(pagina30("66\n65")));
    const secao = lida.secoes.find((s) => s.recusados > 0)!;
    expect(secao).toMatchObject({ registros: 5, recusados: 3, naoLidos: 3, inicios: 8 });
    expect(secao.recusas.map((r) => [r.pagina, r.texto])).toEqual([
      [30, '"ENFERM120242030"'],
      [30, '"ENFERM120243019"'],
      [30, '"ENFERM120244976"'],
    ]);
    expect(secao.recusas[0].motivo).toMatch(
      /não se alinha: as colunas têm números de valores diferentes \(3 na coluna "INSCRIÇÃO", 2 na coluna "PONTOS"\)/,
    );
    expect(lida.candidatos.map((c) => c.inscricao)).not.toContain("ENFERM120242030");
  });

  it("junta as linhas de um nome partido só quando as linhas a mais são as que não podem ser um nome inteiro", () => {
    const [tabela] = tabelasEmColunas(pagina30("66\n65\n60"));
    expect(tabela.linhas.map((l) => l.nome)).toEqual([
      "LAYANA MARIA DO SACRAMENTO AMORIM",
      "ELIONOR DANIEL ARAUJO FERREIRA",
      "JAQUELINE BARBARA OLIVEIRA DE JESUS",
    ]);
    // Without "JESUS" the name lines are four for three inscrições, and the one that cannot be a whole
    // name ("AMORIM") is the one too many; but then the last name ends in "DE": the lines do not tell the
    // names, and the rows are refused.
    const semJesus = pagina30("66\n65\n60").replace("JESUS\n", "");
    const [recusada] = tabelasEmColunas(semJesus);
    expect(recusada.linhas).toHaveLength(0);
    expect(recusada.motivo).toMatch(/"JAQUELINE BARBARA OLIVEIRA DE" acaba em partícula/);
  });

  it("uma palavra de cabeçalho sozinha no meio dos nomes ('NASCIMENTO', fim de um nome partido) é do nome, não uma coluna", () => {
    // P. 32: the names' lines, then the CPFs and inscrições of the same three (their runs), the scores.
    const texto = `NOME
RAIANA COUTINHO NASCIMENTO DE 
JESUS
DANUBIA RAFAELA DE CASTRO 
NASCIMENTO
CLEONICE SILVA FERNANDES
CPF
INSCRIÇÃO
PONTOS
029.54X.XXX-XX

ENFERM120246593

053.26X.XXX-XX

ENFERM120247437

041.75X.XXX-XX
ENFERM120247470
0
0
0
`;
    const [tabela] = tabelasEmColunas(texto);
    expect(tabela.colunas.map((c) => c.nome)).toEqual(["NOME", "CPF", "INSCRIÇÃO", "PONTOS"]);
    expect(tabela.linhas.map((l) => [l.inscricao, l.nome, l.porTipo.cpf])).toEqual([
      ["ENFERM120246593", "RAIANA COUTINHO NASCIMENTO DE JESUS", "029.54X.XXX-XX"],
      ["ENFERM120247437", "DANUBIA RAFAELA DE CASTRO NASCIMENTO", "053.26X.XXX-XX"],
      ["ENFERM120247470", "CLEONICE SILVA FERNANDES", "041.75X.XXX-XX"],
    ]);
  });

  it("o número da própria página impresso entre as colunas ('31' antes de PONTOS na p. 31) não é valor nem fim da tabela", () => {
    // P. 31: the last three of a table, the page's number between the inscrições and the scores.
    const texto = `NOME
ANDREIA RAMOS RIBEIRO
MONIIQUE COSTA DOS SANTOS
EDVANIA GOMES DA SILVA
CPF
000.42X.XXX-XX
014.19X.XXX-XX
094.41X.XXX-XX
INSCRIÇÃO
ENFERM120246476
ENFERM120243704
ENFERM120243844
31
PONTOS
2
2
2
`;
    const [tabela] = tabelasEmColunas(texto, 0, () => 31);
    expect(tabela.motivo).toBeUndefined();
    expect(tabela.linhas.map((l) => [l.inscricao, l.nome, l.porTipo.nota])).toEqual([
      ["ENFERM120246476", "ANDREIA RAMOS RIBEIRO", "2"],
      ["ENFERM120243704", "MONIIQUE COSTA DOS SANTOS", "2"],
      ["ENFERM120243844", "EDVANIA GOMES DA SILVA", "2"],
    ]);
  });

  it("a frase que diz as colunas duas vezes ('… e que foram ELIMINADOS …, na seguinte ordem: …') é uma seção só, dos eliminados", () => {
    const texto = `3. Resultado provisório dos candidatos com declaração NÃO CONFIRMADA na situação de NEGROS, 
será na seguinte ordem: nome, n° de CPF, n° de inscrição e pontos, e que foram ELIMINADOS do 
Processo Seletivo Simplificado, conforme item 6.12, na seguinte ordem: nome, n° de CPF, n° de 
inscrição e pontos.

FUNÇÃO: ENFERMEIRO 
`;
    const cabecalhos = cabecalhosDeSecao(texto);
    expect(cabecalhos).toHaveLength(1);
    expect(cabecalhos[0]).toMatchObject({ lista: "outra", etapa: "eliminados" });
    expect(cabecalhos[0].colunas).toEqual(["nome", "n° de CPF", "n° de inscrição e pontos"]);
  });

  it("o último ponto da tabela no pé da página não é o número da página quando a página imprime o seu", () => {
    const doc = textoDasPaginas(paginas(pagina30("66\n65\n60")));
    expect(doc.texto).toMatch(/\n75\n68\n68\n/);
    // The pages' own numbers are taken out.
    expect(doc.texto).not.toMatch(/^29\n|\n30\n/);
  });
});
