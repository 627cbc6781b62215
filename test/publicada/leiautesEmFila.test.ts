/**
 * Layouts of records in a running text (#37), on real published text: each test named for the layout
 * it covers. The excerpts are the text the project's PDF reader gives of the pages of the documents in
 * test/publicada/mundo/ and test/publicada/mundo/reservado-2/ (named in each describe), copied line for
 * line; their expected tables are in the folders' esperado/ CSVs.
 */
import { describe, expect, it } from "vitest";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { registrosNaoLidos } from "../../src/publicada/naoLidos";
import { paginasDoTexto } from "../../src/publicada/paginas";
import { tabelaDaPublicacao } from "../../src/publicada/tabelaDaPublicacao";
import { CAESB_SANEAMENTO, PMDF_TITULOS_2_1, PMDF_SUB_JUDICE_3_1 } from "./trechosReais";

const ler = (linhas: readonly string[]) => lerPublicacao(paginasDoTexto(linhas.join("\n")));

describe("área e código num subtítulo na linha do primeiro registro, antes de ':' ('1.1 Saneamento, 122: 58868-1, …'), a frase com 'código: n° de inscrição' (CAESB no DODF nº 4 de 7/1/2020, p. 21 — mundo/reservado-2/dodf-2020-01-07-edicao-004-integra.pdf)", () => {
  const trecho = CAESB_SANEAMENTO;

  it("'código: n° de inscrição' são duas colunas; os três registros lidos, a área e o código do subtítulo em cada um, o CPF um valor e não a nota", () => {
    const lida = ler(trecho);
    expect(lida.secoes).toHaveLength(1);
    expect(lida.secoes[0]).toMatchObject({
      lista: "AC",
      colunas: ["área de contribuição", "código", "n° de inscrição", "nome", "CPF", "classificação"],
      inicios: 3,
      registros: 3,
      recusados: 0,
      naoLidos: 0,
    });
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.valores, c.nota, c.classificacao.AC])).toEqual([
      ["58868-1", "Ney Christian Batista Dutra", ["Saneamento", "122", "808.031.641-49", "34°"], null, 34],
      ["52305-0", "Jane Mary Targino Moreira", ["Saneamento", "122", "004.639.513-01", "35º"], null, 35],
      ["54285-2", "Tassiane Garcia Peinado", ["Saneamento", "122", "324.801.508-01", "36º"], null, 36],
    ]);
    expect(registrosNaoLidos(lida).total).toBe(0);
  });
});

describe("um registro só, no fim do ato, e o resto da edição depois dele (CAESB no DODF nº 192 de 5/10/2017, p. 42 — mundo/reservado-2/dodf-2017-10-05-edicao-integra.pdf)", () => {
  it("a lista acaba no ponto do registro: a assinatura e o aviso de licitação não são registros nem decidem o separador", () => {
    const lida = ler([
      "1. Convocação de candidato aprovado para o cargo de AGENTE DE SUPORTE AO NE-",
      "GÓCIO - GSN, na seguinte ordem: área de contribuição, código: n° de inscrição, nome, CPF",
      "e classificação.",
      "1.1 Suporte Administrativo/Atendimento Comercial, 112: 72104-3, Joab Rocha de Oliveira,",
      "725.801.861-15, 119.",
      "Em 04 de outubro de 2017",
      "MAURÍCIO LEITE LUDUVICE",
      "AVISO DE LICITAÇÃO",
      "PREGÃO ELETRÔNICO PE Nº 172/2017",
      "PROCESSO: 092.004376/2017. OBJETO: Aquisição de uniformes para as crianças, ado-",
      "lescentes e profissionais do Projeto Golfinho - Caesb. VALOR ESTIMADO: R$70.816,20;",
    ]);
    expect(lida.secoes[0]).toMatchObject({ registros: 1, recusados: 0, naoLidos: 0 });
    expect(lida.candidatos).toEqual([
      expect.objectContaining({
        inscricao: "72104-3",
        nome: "Joab Rocha de Oliveira",
        valores: ["Suporte Administrativo/Atendimento Comercial", "112", "725.801.861-15", "119"],
        nota: null,
        classificacao: { AC: 119 },
      }),
    ]);
  });
});

describe("dois atos seguidos, o primeiro com uma data no registro (CAESB, desistência e 128ª convocação, DODF nº 4 de 7/1/2020, p. 21)", () => {
  const trecho = [
    "1.AGENTE DE SUPORTE AO NEGÓCIO - GSN, na seguinte ordem: área de contribuição, código:",
    "n° de inscrição, nome, CPF, classificação e data de desistência.",
    "1.1 Suporte Administrativo/Atendimento Comercial, 112: 11497-5, Thais de Aguiar Costa,",
    "036.911.091-95, 233°, 18/12/2019.",
    "Brasília/DF, 06 de janeiro de 2020",
    "DANIEL BELTRÃO DE ROSSITÊR CORREA",
    "EDITAL N° 199/2012 DO CONCURSO PÚBLICO 01/2012 - CAESB,",
    "DE 06 DE JANEIRO DE 2020 - 128ª CONVOCAÇÃO DE CANDIDATOS",
    "O PRESIDENTE DA COMPANHIA DE SANEAMENTO AMBIENTAL DO DISTRITO FEDERAL",
    "- CAESB - no uso de suas atribuições, tendo em vista o constante no Edital n° 01/2012-CAESB,",
    "candidato do concurso público em referência.",
    "1.Convocação de candidato aprovado para o cargo de AGENTE DE SUPORTE AO NEGÓCIO -",
    "GSN, na seguinte ordem: área de contribuição, código: n° de inscrição, nome, CPF e",
    "classificação.",
    "1.1 Suporte Administrativo/Atendimento Comercial, 112: 19148-6, Gecilene Basso Alves, 034.232.001-",
    "70, 218º.",
  ];

  it("a '/' da data não é separador de registros: a data de desistência é a última coluna", () => {
    const lida = ler(trecho);
    expect(lida.candidatos[0]).toMatchObject({
      inscricao: "11497-5",
      nome: "Thais de Aguiar Costa",
      valores: [
        "Suporte Administrativo/Atendimento Comercial",
        "112",
        "036.911.091-95",
        "233°",
        "18/12/2019",
      ],
    });
  });

  it("a frase da segunda seção começa depois do registro da primeira (não na linha '1.1 …' dele): cada seção com o seu registro, nenhum recusado", () => {
    const lida = ler(trecho);
    expect(lida.secoes.map((s) => [s.titulo.slice(0, 14), s.registros, s.recusados, s.naoLidos])).toEqual([
      ["1.AGENTE DE SU", 1, 0, 0],
      ["1.Convocação d", 1, 0, 0],
    ]);
    expect(lida.candidatos.map((c) => c.inscricao)).toEqual(["11497-5", "19148-6"]);
  });
});

describe("área e código antes da inscrição separados por vírgula, sem ':' ('1.1. Saneamento, 122, 22565-6, …', CAESB no DODF nº 11 de 16/1/2019, p. 29 — mundo/reservado-2/dodf-2019-01-16-edicao-011-integra.pdf)", () => {
  it("os dois registros lidos, um em cada seção, com a área e o código do começo da linha", () => {
    const lida = ler([
      "1. Convocação de candidato aprovado para o cargo de TÉCNICO DE SISTEMAS DE SANEAMENTO -",
      "TSS, na seguinte ordem: área de contribuição, código: n° de inscrição, nome, CPF e classificação.",
      "1.1. Saneamento, 122, 22565-6, Robson Costa da Costa, 937.400.772-04, 23.",
      "2. Convocação de candidato aprovado para o cargo de ANALISTA DE SUPORTE AO NEGÓCIO - ASN,",
      "na seguinte ordem: área de contribuição, código: n° de inscrição, nome, CPF e classificação.",
      "2.1. Contabilidade, 144, 24579-5, Debora Martins Pereira, 620.249.731-91, 14.",
      "Brasília/DF, 15 de janeiro de 2019.",
      "FERNANDO RODRIGUES FERREIRA LEITE",
      "Presidente",
    ]);
    expect(lida.secoes.map((s) => [s.registros, s.recusados, s.naoLidos])).toEqual([
      [1, 0, 0],
      [1, 0, 0],
    ]);
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.valores])).toEqual([
      ["22565-6", "Robson Costa da Costa", ["Saneamento", "122", "937.400.772-04", "23"]],
      ["24579-5", "Debora Martins Pereira", ["Contabilidade", "144", "620.249.731-91", "14"]],
    ]);
  });
});

describe("subtítulo em duas linhas que dá o código da vaga e a condição ('… (código 101) SUB' / 'JUDICE:'), PMDF no DODF nº 224 de 27/11/2020, p. 84 — mundo/dodf-2020-11-27-edicao-224-integra.pdf)", () => {
  it("o registro lido, sub judice pelo subtítulo; a assinatura e o ato seguinte fora", () => {
    const lida = ler([
      "1.1 O candidato abaixo relacionado, em cumprimento a decisão liminar, fica convocado para",
      "comparecer no Complexo de Ensino da Polícia Militar – CEPOM/PMDF, situado na QNG AE",
      "01 – Lote 22 – Taguatinga Norte-DF, no dia 28/12/2020 às 14h00, para início do Curso de",
      "Formação de Praças, na seguinte ordem: código da vaga, condição no certame, número de",
      "inscrição, nome completo, processo:",
      "1.1.1 Candidato ao Curso de Formação de Praças da PMDF- Masculino (código 101) SUB",
      "JUDICE:",
      "197124587, MARCELO CARNEIRO PEREIRA, (processo n° 0730239- 76.2020.8.07.0000).",
      "ANDRE DI LAURO RIGUEIRA",
      "POLÍCIA CIVIL",
      "COMISSÃO PERMANENTE DE LICITAÇÃO",
      "AVISO DE LICITAÇÃO",
    ]);
    expect(lida.secoes[0]).toMatchObject({ lista: "AC", registros: 1, recusados: 0, naoLidos: 0 });
    expect(lida.candidatos).toEqual([
      expect.objectContaining({
        inscricao: "197124587",
        nome: "MARCELO CARNEIRO PEREIRA",
        nota: null,
        situacao: "sub judice",
      }),
    ]);
    expect(lida.candidatos[0].valores[1]).toBe(
      "Candidato ao Curso de Formação de Praças da PMDF- Masculino (código 101) SUB JUDICE",
    );
  });
});

describe("subtítulo de cargo com código terminado por ponto, o primeiro registro colado ('(código 102).197112866, BRUNA …', PMDF no DODF nº 11 de 16/1/2019, p. 27 — mundo/reservado-2/dodf-2019-01-16-edicao-011-integra.pdf)", () => {
  it("o subtítulo não é lido como registro: os registros de cada cargo lidos, nenhum recusado (os aptos do TAF do concurso: a lista da etapa, na tabela)", () => {
    const lida = lerPublicacao(
      paginasDoTexto(
        [
          "1.1 Relação de candidatos que compareceram à etapa de testes de aptidão física, atingiram as",
          "performances mínimas estabelecidas e foram considerados aptos nos 4 (quatro) exercícios realizados,",
          "na seguinte ordem: número de inscrição e nome completo em ordem alfabética.",
          "1.1.1 Cargo: Soldado Policial Militar do Quadro de Praças Policiais Militares Combatentes - QPPMC",
          "- Sexo Masculino (código 101).197134461, ADAILSO ALVES CARVALHO; 197109391, ADENIR",
          "GUSTAVO DA CUNHA COIMBRA; 197137970, ADRIALYSSON SILVA ROCHA; 197146556,",
          "ALAN AZEVEDO JACUNDA FERREIRA; 197106831, ALEXANDRE JOSE BRITO PINTO.",
          "1.1.2 Cargo: Soldado Policial Militar do Quadro de Praças Policiais Militares Combatentes - QPPMC",
          "- Sexo Feminino (código 102).197112866, BRUNA CAMPOS LOURENCO NORBERTO DUARTE;",
          "197121462, GABRIELA MARQUES DE MOURA ARRUDA; 197149235, KAREN LARA DE",
          "OLIVEIRA.",
        ].join("\n"),
      ),
      { lista: "AC" },
    );
    expect(
      lida.secoes.map((s) => [s.lista, s.etapa, s.inicios, s.registros, s.recusados, s.naoLidos]),
    ).toEqual([["AC", "aptos", 8, 8, 0, 0]]);
    // The aptos of the concurso's TAF are the list of that phase (who goes on): in the table.
    expect(lida.candidatos.map((c) => [c.inscricao, c.nota])).toHaveLength(8);
    expect(lida.candidatos[0]).toMatchObject({
      inscricao: "197134461",
      nome: "ADAILSO ALVES CARVALHO",
      nota: null,
    });
  });
});

describe("critério de desempate de um edital de abertura com 'na seguinte ordem' e 'até o último dia de inscrição' (DODF nº 195 de 14/10/2020, p. 43 — mundo/reservado-2/dodf-2020-10-14-edicao-195-integra.pdf)", () => {
  it("'inscrição' no meio de uma frase não é a coluna de inscrição: não é lista, nada recusado", () => {
    const lida = lerPublicacao(
      paginasDoTexto(
        [
          "CRITÉRIOS DE DESEMPATE // 13.1 Em caso de empate na nota final no processo",
          "seletivo, terá preferência o candidato que, na seguinte ordem: a) tiver idade igual ou",
          "superior a 60 anos, até o último dia de inscrição neste processo seletivo, conforme art. 27,",
          "parágrafo único, da Lei nº 10.741, de 1/10/2003 (Estatuto do Idoso); b) obtiver a maior",
          "nota na prova objetiva; c) obtiver maior número de acertos na prova objetiva; d) obtiver",
          "maior nota na avaliação do currículo; e e) tiver maior idade. // 14 DOS RECURSOS //",
        ].join("\n"),
      ),
    );
    expect(lida.secoes.map((s) => [s.lista, s.registros, s.recusados, s.naoLidos])).toEqual([
      ["outra", 0, 0, 0],
    ]);
    expect(lida.candidatos).toEqual([]);
  });
});

describe("um valor no fim de cada registro que a frase não nomeia ('…, 1, titular'), a região no subtítulo (DODF nº 5 de 8/1/2020, p. 45, Conselho Tutelar, item 4.1 — mundo/dodf-2020-01-08-edicao-integra.pdf)", () => {
  const trecho = [
    "4.1 Publicação, de forma separada, da lista de classificação da Região Administrativa do Guará (RA",
    "X) e da Região Administrativa do SIA (RA XXIX), em cumprimento à decisão judicial nos autos do",
    "processo 0727563-92.2019.8.07.0000, na seguinte ordem: região administrativa de concorrência,",
    "número de inscrição, nome do candidato em ordem de classificação, classificação final no processo de",
    "escolha:",
    "4.1.1 Guará",
    "10000084, LUCAS VINICIUS SILVA ANDRADE, 1, titular / 10010873, AFONSO DA APARECIDA",
    "ALVES DA SILVA, 2, titular / 10012122, MARIA MADALENA DA SILVA OLIVEIRA, 3, titular /",
    "10011526, SUELLEN RODRIGUES ROBIAS, 4, titular / 10000033, PAULO CESAR DE SOUSA",
    "SANTOS, 5, titular / 10000111, ROBLEDO DIDOFF, 6, suplente.",
    "4.1.2 SIA - Sub Judice",
    "10007896, ADRIANA DESIDERIO CARVALHO, 1, titular / 10010897, ANA MARIA RODRIGUES,",
    "2, titular.",
  ];

  it("as colunas da frase conferem com os valores (inscrição, nome, classificação): o valor a mais é uma coluna sem nome, dita; todos lidos com a região do subtítulo", () => {
    const lida = ler(trecho);
    expect(lida.secoes[0]).toMatchObject({ inicios: 8, registros: 8, recusados: 0, naoLidos: 0 });
    expect(lida.secoes[0].colunas.at(-1)).toBe("(coluna sem nome na frase)");
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.valores, c.classificacao.AC])).toEqual([
      ["10000084", "LUCAS VINICIUS SILVA ANDRADE", ["Guará", "1", "titular"], 1],
      ["10010873", "AFONSO DA APARECIDA ALVES DA SILVA", ["Guará", "2", "titular"], 2],
      ["10012122", "MARIA MADALENA DA SILVA OLIVEIRA", ["Guará", "3", "titular"], 3],
      ["10011526", "SUELLEN RODRIGUES ROBIAS", ["Guará", "4", "titular"], 4],
      ["10000033", "PAULO CESAR DE SOUSA SANTOS", ["Guará", "5", "titular"], 5],
      ["10000111", "ROBLEDO DIDOFF", ["Guará", "6", "suplente"], 6],
      ["10007896", "ADRIANA DESIDERIO CARVALHO", ["SIA - Sub Judice", "1", "titular"], 1],
      ["10010897", "ANA MARIA RODRIGUES", ["SIA - Sub Judice", "2", "titular"], 2],
    ]);
    expect(lida.avisos.map((a) => a.mensagem)).toContain(
      'Os registros trazem no fim um valor que a frase não nomeia ("titular"): lido como uma coluna sem nome, as colunas da frase conferidas pelos valores; confira no PDF.',
    );
  });
});

describe("uma '/' entre letras dentro de um valor ('Sudoeste/Octogonal') com registros separados por ' / ' (DODF nº 5 de 8/1/2020, p. 45, Conselho Tutelar, item 2.1.27 — mundo/dodf-2020-01-08-edicao-integra.pdf)", () => {
  it("a '/' do nome da região não parte o registro: os nove lidos, o conselho dos titulares inteiro", () => {
    const lida = ler([
      "2.1 Resultado final do Processo de Escolha dos Membros do Conselho Tutelar do Distrito Federal, na",
      "seguinte ordem: região administrativa de concorrência, número de inscrição, nome do candidato em",
      "ordem de classificação, classificação final no processo de escolha, situação final e Conselho Tutelar",
      "escolhido pelos titulares.",
      "2.1.27 Sudoeste/Octogonal",
      "10010413, MARIA MARCIA DA COSTA FERREIRA, 1, titular, Sudoeste/Octogonal / 10008393,",
      "LUCINETE FERREIRA DE ANDRADE, 2, titular, Sudoeste/Octogonal / 10005376, DANUBIA",
      "MARA DE OLIVIERA, 3, titular, Sudoeste/Octogonal / 10008700, TOLOMISTA FERNANDO DE",
      "MOURA, 4, titular, Sudoeste/Octogonal / 10000245, ADELIA BACHUR MIGUEL KOSAK, 5, titular,",
      "Sudoeste/Octogonal / 10011534, RENATA PAES LANDIM DA SILVA JACOME, 6, suplente /",
      "10003895, ROGER MAIOCHI, 7, suplente / 10004289, GILKA OLIVEIRA DE MENDONCA, 8,",
      "suplente / 10008881, ANDREA KARLA DE ANDRADE FERRAZ, 9, suplente.",
    ]);
    expect(lida.secoes[0]).toMatchObject({ inicios: 9, registros: 9, recusados: 0, naoLidos: 0 });
    expect(lida.candidatos[0].valores).toEqual(["Sudoeste/Octogonal", "1", "titular", "Sudoeste/Octogonal"]);
    expect(lida.candidatos[8].valores).toEqual(["Sudoeste/Octogonal", "9", "suplente", ""]);
  });
});

describe("a nota do certame numa lista preliminar: 'pontuação preliminar no certame' sem 'nota final' (PMDF no DODF nº 2 de 3/1/2020, p. 23, item 3.1 — mundo/reservado/dodf-2020-01-03-edicao-integra.pdf)", () => {
  it("a pontuação do certame é a nota de cada registro", () => {
    const lida = ler([...PMDF_SUB_JUDICE_3_1]);
    expect(lida.candidatos.map((c) => [c.inscricao, c.nota, c.situacao])).toEqual([
      ["197110865", 50.43, "sub judice"],
      ["197131205", 54.22, "sub judice"],
    ]);
    expect(lida.avisos.map((a) => a.mensagem).join("\n")).not.toMatch(/não diz qual coluna é a nota final/);
  });
});

describe("inaptos da etapa com os desempenhos entre parênteses, 'e desempenho' entre as duas últimas colunas, a vírgula colada no parêntese e o resultado final sem coluna na frase (PMDF no DODF nº 11 de 16/1/2019, p. 27 — mundo/reservado-2/dodf-2019-01-16-edicao-011-integra.pdf)", () => {
  it("os quatro registros lidos (relação de eliminados, fora da tabela), nenhum recusado", () => {
    const lida = ler([
      "2.1Relação de candidatos que compareceram à etapa de testes de aptidão física e não atingiram a",
      "performance mínima estabelecida em 1 (um) ou mais exercício(s) realizado(s), e foram considerados",
      "inaptos na etapa de testes de aptidão física, na seguinte ordem: número de inscrição, nome completo",
      "em ordem alfabética, desempenho no teste de flexão abdominal - tipo remador (1ª tentativa, 2ª",
      "tentativa, apto/inapto), desempenho no teste em barra fixa (1ª tentativa, 2ª tentativa, apto/inapto),",
      "desempenho no teste de corrida de 12 minutos (apto/inapto) e desempenho no teste de natação",
      "(apto/inapto).",
      "2.1.1 Cargo: Soldado Policial Militar do Quadro de Praças Policiais Militares Combatentes - QPPMC",
      "- Sexo Masculino (código 101):197112604, ANDREY FILIPE SILVA PIRES,(35, -, apto),(0, 0,",
      "inapto), inapto, apto, inapto; 197110218, DANIEL DOS SANTOS RAMOS, (35, -, apto), (6, -, apto),",
      "inapto, apto, inapto; 197116522, DAVID MENDES ROCHA, (35, -, apto), (6, -, apto), apto, inapto,",
      "inapto; 197103918, DEIVID BALDUINO DIAS, (35, -, apto), (0, 5, inapto), inapto, apto, inapto;",
    ]);
    expect(
      lida.secoes.map((s) => [s.lista, s.etapa, s.inicios, s.registros, s.recusados, s.naoLidos]),
    ).toEqual([["outra", "eliminados", 4, 4, 0, 0]]);
    expect(lida.secoes[0].colunas.slice(-3)).toEqual([
      "desempenho no teste de corrida de 12 minutos (apto/inapto)",
      "desempenho no teste de natação (apto/inapto)",
      "(coluna sem nome na frase)",
    ]);
  });
});

describe("a nota final que a frase não chama assim: a pontuação que soma as outras, '-' por parte ausente (PMDF/IADES no DODF nº 1 de 2/1/2020, p. 52, item 2.1 — mundo/dodf-2020-01-02-edicao-integra.pdf)", () => {
  it("'pontuação preliminar na prova de títulos' é a soma das três pontuações por item ('-' = 0): lida como a nota, dita", () => {
    const lida = ler([...PMDF_TITULOS_2_1, "3 DOS RECURSOS"]);
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota])).toEqual([
      ["161100666", "ITALO DA SILVA OLIVEIRA", 0],
      ["161108361", "SERGIO LUIZ FARIA", 0],
    ]);
    expect(lida.avisos.map((a) => a.mensagem)).toContain(
      'A coluna "pontuação preliminar na prova de títulos" é, nos registros, a soma exata das outras pontuações da frase (um "-" é uma parte ausente): lida como a nota final.',
    );
  });
});

describe("a mesma inscrição em duas seções de colunas diferentes: '1.1 … número de inscrição e nome' e '3.1 … código da vaga, …, pontuação, ordem de classificação' (PMDF no DODF nº 2 de 3/1/2020, p. 23 — mundo/reservado/dodf-2020-01-03-edicao-integra.pdf)", () => {
  const trecho = [
    "1.1 Candidato, na condição sub judice, que foi considerado indicado na etapa de sindicância da vida",
    "pregressa e investigação social, na seguinte ordem: número de inscrição e nome do candidato.",
    "1.1.1 Cargo: Soldado Policial Militar do Quadro de Praças Policiais Militares Combatentes - QPPMC",
    "- Sexo Masculino (Código 101): 197110865, GUILHERME ROCHA CORRETO DUARTE, (sub",
    "judice, Mandado de Segurança nº 0704257-91.2019.8.07.0001).",
    "2 DOS RECURSOS",
    "2.1 Tendo em vista o resultado positivo na etapa de sindicância da vida pregressa e investigação",
    "social, conforme indicado no subitem 1.1, fica o candidato dispensado do prazo recursal, tornando-se",
    "o resultado acima definitivo para esta etapa.",
    "3 DO RESULTADO PRELIMINAR DO CONCURSO PÚBLICO",
    ...PMDF_SUB_JUDICE_3_1,
  ];

  it("os valores da seção 3.1 chegam à tabela também para quem já estava na 1.1 (a pontuação e a classificação de GUILHERME não se perdem)", () => {
    const lida = ler(trecho);
    const cargo =
      "Cargo: Soldado Policial Militar do Quadro de Praças Policiais Militares Combatentes - QPPMC - Sexo Masculino (Código 101)";
    expect(lida.candidatos.map((c) => [c.inscricao, c.valores, c.nota])).toEqual([
      ["197110865", [cargo, "50.43", "1727"], 50.43],
      ["197131205", [cargo, "54.22", "769"], 54.22],
    ]);
    expect(lida.colunasDosValores).toEqual([
      "código da vaga",
      "pontuação preliminar no certame",
      "ordem de classificação provisória após a realização de todas as etapas",
    ]);
    // Each record known by its section: the 1.1 gives no score, the 3.1 gives 50.43.
    expect(lida.candidatos[0].registros).toEqual([
      { secao: 0, nota: null },
      { secao: 1, nota: 50.43 },
    ]);
    const tabela = tabelaDaPublicacao(lida);
    const guilherme = tabela.find((l) => l[0] === "197110865")!;
    expect(guilherme).toContain("1727");
    expect(tabela[0]).toContain("ordem de classificação provisória após a realização de todas as etapas");
  });
});

describe("PAS, resultado final: o 'argumento final' é a nota da lista do curso; a lista sub judice de notas parciais fica sem nota, cada registro com a nota da sua seção (Cebraspe, PAS 2018, Edital nº 37 de 27/10/2021, pp. 75–76 e 93–94 — mundo/cebraspe-2021-10-27-pas-2018-3etapa-resultado-final.pdf)", () => {
  // Page by page (form feeds between), the page-number lines left out.
  const paginas = [
    [
      "1.1.1 Resultado final nos itens do tipo D e resultado final na prova de redação em Língua Portuguesa de",
      "candidatos sub judice, na seguinte ordem: número de inscrição, nome do candidato em ordem alfabética,",
      "nota final nos itens do tipo D e nota final na prova de redação em Língua Portuguesa.",
      "18150130, Alexandre Emanuel Rodrigues Sena, 2.157, 8.889 / 18117113, Ana Beatriz Xavier Nogueira,",
      "0.000, 9.200 / 18143238, Angelo Gabriel Vercosa do Nascimento, 0.000, 5.476 / 18149297, Beatriz",
      "Henrique Bernardo, 0.000, 5.077 / 18153878, Graziella Hellen de Resende Dourado, 0.000, 6.952 /",
      "20117871, Guilherme Rodrigues Costa, 2.157, 7.154 / 18137645, Guilherme Yago Ferreira Martins",
      "Valente, 0.000, 7.360 / 18118175, Leticia Maria Menezes Marinho, 0.000, 9.333 / 18106268, Lorenna",
      "Sabrina Pereira da Silva, 0.000, 6.304 / 20213248, Luiz Felipe Rodrigues Franca do Vale, 0.000, 5.920 /",
      "18120987, Luiza Dela Pace Santos, 1.079, 8.960 / 18141959, Marcelo de Souza Aguiar, 0.000, 6.000 /",
      "18134838, Mariana Fontes Cordeiro, 0.000, 8.417 / 18135246, Micaelly Teixeira de Lima, 0.000, 5.967 /",
    ],
    [
      "18115044, Milena Baruc Rodrigues Morais, 0.000, 5.692 / 18102137, Samuel Henrique Ribeiro Alves",
      "Nunes, 0.000, 5.759 / 19285337, Thayna Costa Sousa da Silveira, 0.000, 9.185.",
      "2 DO RESULTADO FINAL DOS CANDIDATOS NÃO ELIMINADOS NO PAS",
    ],
    [
      "Resultado final dos candidatos sub judice não eliminados no PAS, na seguinte ordem: número de",
      "inscrição, nome do candidato em ordem alfabética, escore bruto da parte 1 na primeira etapa, escore",
      "bruto da parte 2 na primeira etapa, nota na redação na primeira etapa; escore bruto da parte 1 na segunda",
      "etapa, escore bruto da parte 2 na segunda etapa, nota na redação na segunda etapa; escore bruto da",
      "parte 1 na terceira etapa, escore bruto da parte 2 na terceira etapa, nota na redação na terceira etapa,",
      "argumento final, classificação final no Sistema Universal, classificação final no Sistema de Cotas para",
      "Negros (se houver) e classificação final no Sistema de Cotas para Escolas Públicas: candidatos com renda",
      "familiar bruta igual ou inferior a 1,5 salário mínimo per capita que se autodeclararam pretos, pardos ou",
      "indígenas (se houver); candidatos com renda familiar bruta igual ou inferior a 1,5 salário mínimo per capita",
    ],
    [
      "que se autodeclararam pretos, pardos ou indígenas e que concorrem como pessoas com deficiência (se",
      "houver); candidatos com renda familiar bruta igual ou inferior a 1,5 salário mínimo per capita que não se",
      "autodeclararam pretos, pardos ou indígenas (se houver); candidatos com renda familiar bruta igual ou",
      "inferior a 1,5 salário mínimo per capita que não se autodeclararam pretos, pardos ou indígenas e que",
      "concorrem como pessoas com deficiência (se houver); candidatos com renda familiar bruta superior a 1,5",
      "salário mínimo per capita que se autodeclararam pretos, pardos ou indígenas (se houver); candidatos com",
      "renda familiar bruta superior a 1,5 salário mínimo per capita que se autodeclararam pretos, pardos ou",
      "indígenas e que concorrem como pessoas com deficiência (se houver); candidatos com renda familiar",
      "bruta superior a 1,5 salário mínimo per capita que não se autodeclararam pretos, pardos ou indígenas (se",
      "houver); e candidatos com renda familiar bruta superior a 1,5 salário mínimo per capita que não se",
      "autodeclararam pretos, pardos ou indígenas e que concorrem como pessoas com deficiência (se houver).",
      "18150130, Alexandre Emanuel Rodrigues Sena, 2.679, 34.678, 8.583, 4.800, 45.199, 8.483, 2.157, 39.545,",
      "8.889, 60.119, 27, -, -, -, -, -, -, -, -, - / 18137645, Guilherme Yago Ferreira Martins Valente, 6.251, 30.362,",
      "8.154, 5.600, 25.866, 7.083, 6.471, 38.347, 7.360, 29.911, 65, 5, -, -, -, -, -, -, -, -.",
    ],
  ];
  it("o argumento final (60.119, 29.911) é a nota de quem está na lista sub judice do item 2; na 1.1.1 (duas notas finais parciais) o mesmo candidato fica sem nota", () => {
    const lida = lerPublicacao(paginasDoTexto(paginas.map((p) => p.join("\n")).join("\f")));
    expect(lida.secoes.map((s) => [s.registros, s.naoLidos])).toEqual([
      [17, 0],
      [2, 0],
    ]);
    const alexandre = lida.candidatos.find((c) => c.inscricao === "18150130")!;
    const guilherme = lida.candidatos.find((c) => c.inscricao === "18137645")!;
    expect([alexandre.nota, guilherme.nota]).toEqual([60.119, 29.911]);
    expect(alexandre.registros).toEqual([
      { secao: 0, nota: null },
      { secao: 1, nota: 60.119 },
    ]);
    // Nothing of either section lost: the two partial scores and the 20 values of item 2.
    expect(alexandre.valores.slice(0, 2)).toEqual(["2.157", "8.889"]);
    expect(alexandre.valores).toContain("60.119");
    expect(lida.candidatos.find((c) => c.inscricao === "18117113")!.nota).toBeNull();
  });
});

describe("duas somas entre as notas da frase, a final e a provisória: 'nota final nas provas objetivas (NFPO)' = P1 + P2 e 'nota provisória na prova discursiva' = NQ + NEC, com os acertos entre elas (Cebraspe, SEFAZ-CE, edital de 17/9/2021, item 1.1.1.1 — mundo/reservado-6/cebraspe-2021-09-17-sefazce-resultado-objetivas.pdf)", () => {
  const trecho = [
    "1.1.1.1 Resultado final nas provas objetivas e resultado provisório na prova discursiva dos candidatos que",
    "se declararam com deficiência, na seguinte ordem: número de inscrição, nome do candidato em ordem",
    "alfabética, nota final na prova objetiva de conhecimentos básicos (P1), número de acertos na prova",
    "objetiva de conhecimentos básicos (P1), nota final na prova de conhecimentos específicos (P2), número",
    "de acertos na prova de conhecimentos específicos (P2), nota final nas provas objetivas (NFPO), nota",
    "provisória nas questões da prova discursiva (NQ), nota provisória no estudo de caso (NEC) e nota",
    "provisória na prova discursiva.",
    "10001006, Arthur de Brito Leano, 24.00, 40, 74.00, 83, 98.00, 1.76, 3.34, 5.10 / 10006715, Francisco",
    "Onezimo Pinheiro Fernandes, 32.00, 45, 74.00, 84, 106.00, 3.57, 1.94, 5.51 / 10002738, Gabriel Fehr,",
    "32.00, 46, 66.00, 83, 98.00, 4.38, 3.80, 8.18 / 10005392, Jackson Emanuel Benevides Prado Junior, 31.00,",
    "38, 67.00, 73, 98.00, 2.83, 3.79, 6.62.",
    "1.1.1.2 Resultado final nas provas objetivas",
  ];

  it("a NFPO é a nota final, dita com as suas duas partes; a discursiva provisória, que também é soma, não", () => {
    const lida = ler(trecho);
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota])).toEqual([
      ["10001006", "Arthur de Brito Leano", 98],
      ["10006715", "Francisco Onezimo Pinheiro Fernandes", 106],
      ["10002738", "Gabriel Fehr", 98],
      ["10005392", "Jackson Emanuel Benevides Prado Junior", 98],
    ]);
    expect(lida.avisos.map((a) => a.mensagem)).toContain(
      'A coluna "nota final nas provas objetivas (NFPO)" é, nos registros, a soma exata de "nota final na prova objetiva de conhecimentos básicos (P1)" e "nota final na prova de conhecimentos específicos (P2)", e não é provisória: lida como a nota final.',
    );
  });

  it("um registro cuja NFPO não é P1 + P2 desfaz a soma: a tabela sai sem nota, dito, em vez de adivinhar", () => {
    const lida = ler(
      trecho.map((l) => l.replace("32.00, 46, 66.00, 83, 98.00", "32.00, 46, 66.00, 83, 99.00")),
    );
    expect(lida.candidatos.every((c) => c.nota === null)).toBe(true);
    expect(lida.avisos.map((a) => a.mensagem).join("\n")).toMatch(/não diz qual coluna é a nota final/);
  });
});
