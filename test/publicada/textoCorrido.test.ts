/**
 * A whole edition of a Diário Oficial in one line, its line breaks lost (#37: the DOM Belo Horizonte
 * editions as a scraper extracted them, test/publicada/mundo/reservado-3 and reservado-6, README.md there
 * says where each comes from): the lists in it are found by their header (the order's column, the
 * name's) and the order numbers in sequence, each record put on its line; the rest of the edition is
 * never read as records. The excerpts are copied from the documents; the whole documents are read as
 * `cotas importar` reads them and compared with their esperado CSVs, checked by hand, never with the
 * reader's output.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { registrosNaoLidos } from "../../src/publicada/naoLidos";
import { paginasDoTexto } from "../../src/publicada/paginas";
import { linhasDoTextoCorrido, listasCorridas } from "../../src/publicada/textoCorrido";

const MUNDO = join(__dirname, "mundo");
const documento = (pasta: string, nome: string) => readFileSync(join(MUNDO, pasta, `${nome}.txt`), "utf8");
const ler = (texto: string, lista?: "AC") => lerPublicacao(paginasDoTexto(texto), lista ? { lista } : {});
/** The esperado CSV's rows: inscrição (null where the list prints none), name and score as printed. */
const esperado = (pasta: string, nome: string) =>
  Papa.parse<Record<string, string>>(readFileSync(join(MUNDO, pasta, "esperado", `${nome}.csv`), "utf8"), {
    header: true,
    skipEmptyLines: true,
  }).data.map((l) => [l.inscricao || null, l.nome, l.nota === "" ? null : Number(l.nota.replace(",", "."))]);
const linhasDosCandidatos = (lida: ReturnType<typeof ler>) =>
  lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota]);

describe("as linhas de uma lista no texto corrido (linhasDoTextoCorrido)", () => {
  it("DOM-BH 7143: o cabeçalho 'CLAS. NOME TITULOS' numa linha, cada registro na sua, o texto depois da lista na dele", () => {
    const trecho =
      "torna público a lista de candidatos habilitados/classificados no Processo Seletivo Simplificado – Edital 039/2024 para o cargo de Técnico em Nutrição e Dietética, conforme listagem abaixo: CANDIDATAS HABILITADAS / CLASSIFICADAS CLAS. NOME TITULOS 1 CASSIA DA SILVA MARTINS DE SOUZA 20 2 JANAINA MAGALHAES DE SOUZA 0 CANDIDATA INABILITADA / DESCLASSIFICADA Não houveram desclassificados Belo Horizonte, 27 de novembro de 2024 Cristiane Valentim Rodri";
    expect(linhasDoTextoCorrido(trecho)).toEqual([
      "torna público a lista de candidatos habilitados/classificados no Processo Seletivo Simplificado – Edital 039/2024 para o cargo de Técnico em Nutrição e Dietética, conforme listagem abaixo:",
      "CANDIDATAS HABILITADAS / CLASSIFICADAS",
      "CLAS. NOME TITULOS",
      "1 CASSIA DA SILVA MARTINS DE SOUZA 20",
      "2 JANAINA MAGALHAES DE SOUZA 0",
      "CANDIDATA INABILITADA / DESCLASSIFICADA Não houveram desclassificados Belo Horizonte, 27 de novembro de 2024 Cristiane Valentim Rodri",
    ]);
  });

  it("DOM-BH 7141: 'Classificação Nome' e '223º lugar', '224º “' — o último nome acaba antes do lugar e da data que fecham o ato", () => {
    const trecho =
      "atendimento presencial, em data e horário a serem definidos pela Gerência de Ges\u00ad tão de Ingresso e da Vida Funcional. ASSISTENTE DE APOIO ADMINISTRATIVO Classificação\t Nome 223º lugar\t Ana Carolina Da Silva Resende 224º “\t Maicon Assad Tenorio De Freitas 225º “\t Luisa Braga Cezar Santos Belo Horizonte, 25 de novembro de 2024 Cinthia Soares Gonçalves Diretora Central de Admini";
    const linhas = linhasDoTextoCorrido(trecho);
    expect(linhas.slice(-6)).toEqual([
      "ASSISTENTE DE APOIO ADMINISTRATIVO",
      "Classificação\t Nome",
      "223º lugar\t Ana Carolina Da Silva Resende",
      "224º “\t Maicon Assad Tenorio De Freitas",
      "225º “\t Luisa Braga Cezar Santos",
      "Belo Horizonte, 25 de novembro de 2024 Cinthia Soares Gonçalves Diretora Central de Admini",
    ]);
  });

  it("DOM-BH 7141, a revogação: números fora de sequência (211º, 214º…) e um registro só que acaba no nome não são uma lista achada — o texto fica como está", () => {
    const trecho =
      "ASSISTENTE DE APOIO ADMINISTRATIVO Classificação\t Nome 211º lugar\t Paulo Vitor Rocha De Figueiredo 214º “\t Rafaela Ribeiro Mendes 215º “\t Lorena Maghiani Silva De Oliveira 216º “\t Samuel Da Silva Dias Ato de 14 de outubro de 2024, publicado no DOM de 17 de outubro de 2024. ASSISTENTE DE APOIO ADMINISTRATIVO Classificação\t Nome 220º lugar\t Mariane Trindade Dos Santos Costa 222º “\t Giovana Mourao Bandeira De Melo Cosme";
    expect(linhasDoTextoCorrido(trecho)).toEqual([trecho]);
  });

  it("DOM-BH 7142: o rodapé e o cabeçalho de página entre o 163 e o 164 saem da lista, para depois do último registro", () => {
    const linhas = linhasDoTextoCorrido(documento("reservado-3", "dom-bh-2024-11-28-edicao-7142-texto"));
    const i = linhas.indexOf("163 Não Classificado 25,00 ANDRE LUIZ NUNES DE MOURA 084974-3");
    expect(i).toBeGreaterThan(0);
    expect(linhas[i + 1]).toBe("164 Não Classificado 25,00 LEONARDO LACERDA DE CARVALHO 103019-X");
    const j = linhas.indexOf("217 Não Classificado 0,00 TALITA OSORIO AMORIM 084704-X");
    expect(linhas[j + 1]).toMatch(/^Documento assinado digitalmente .* Poder Executivo$/);
  });

  it("DOM-BH 7140: a lista da Área 05 acaba no seu 2; o '3' seguinte é da Área 09, depois do seu cabeçalho e do seu 1 e 2 — não se salta para ele como sobre um rodapé", () => {
    const trecho =
      "Área 05 - Gerência de Linha de Cuidado da Criança – Pediatria CLASSIFICADAS / HABILITADAS CLAS. NOME TITULOS 1 BRENDA MOREIRA MAGNANI 45 2 ISABELA ALBANO LAGE TOGNERI 40 DESCLASSIFICADOS / INABILITADOS Não houve Área 06 - Gerência de Cuidado da Criança - Intensivista Pediátrico Não houve candidatos inscritos. Área 09 - Clínico Geral - Unidade de Pronto Atendimento (GPAT) - Clínica Geral – GPAT CLASSIFICADOS / HABILITADOS CLAS. NOME TITULOS 1 PEDRO HENRIQUE CALDEIRA PORTO 40 2 SIMONE SOARES DA SILVA 0 3 ALESSANDRO ABREU VIANA 0 4 BARBARA LUANNA LOPES SILVA 0 DESCLASSIFICADAS / INABILITADAS Não houve.";
    const linhas = linhasDoTextoCorrido(trecho);
    const i = linhas.indexOf("2 ISABELA ALBANO LAGE TOGNERI 40");
    expect(linhas[i + 1]).not.toBe("3 ALESSANDRO ABREU VIANA 0");
    const j = linhas.indexOf("1 PEDRO HENRIQUE CALDEIRA PORTO 40");
    expect(j).toBeGreaterThan(i);
    expect(linhas.slice(j - 1, j + 4)).toEqual([
      "CLAS. NOME TITULOS",
      "1 PEDRO HENRIQUE CALDEIRA PORTO 40",
      "2 SIMONE SOARES DA SILVA 0",
      "3 ALESSANDRO ABREU VIANA 0",
      "4 BARBARA LUANNA LOPES SILVA 0",
    ]);
  });

  it("nenhuma palavra do texto se perde nem se inventa: as linhas têm as palavras do texto, cada uma uma vez", () => {
    const palavra = fc.constantFrom(
      "1",
      "2",
      "3",
      "4",
      "1º",
      "2º",
      "CLAS.",
      "NOME",
      "TITULOS",
      "Classificação",
      "Nome",
      "MARIA",
      "DA",
      "SILVA",
      "Belo",
      "Horizonte,",
      "25",
      "de",
      "“",
      "20",
      "45,5",
      "041849-1",
      "Documento",
      "assinado.",
    );
    fc.assert(
      fc.property(fc.array(palavra, { maxLength: 120 }), (palavras) => {
        const linhas = linhasDoTextoCorrido(palavras.join(" "));
        const saidas = linhas.join(" ").split(/\s+/).filter(Boolean);
        expect([...saidas].sort()).toEqual([...palavras].sort());
      }),
    );
  });
});

describe("as edições do DOM-BH numa linha só, lidas inteiras (cotas importar)", () => {
  it("7143 (reservado-6): as 2 candidatas habilitadas, com a nota de títulos, e as 3 convocadas do Edital 004/2024 (46 a 48, o último nome antes do título 'DESPACHO'); sem --lista, contadas e a lista pedida", () => {
    const texto = documento("reservado-6", "dombh-2024-11-29-edicao-7143");
    const lida = ler(texto, "AC");
    expect(linhasDosCandidatos(lida)).toEqual([
      ...esperado("reservado-6", "dombh-2024-11-29-edicao-7143"),
      [null, "APARECIDA MARIA FAGUNDES", null],
      [null, "DANIELLA SOARES FERNANDES", null],
      [null, "CLAUDIA RODRIGUES DE ALMEIDA", null],
    ]);
    expect(registrosNaoLidos(lida).total).toBe(0);
    const semLista = ler(texto);
    expect(semLista.candidatos).toEqual([]);
    expect(semLista.semLista?.registros).toBe(5);
  });

  it("7151 (reservado-6): a Área 01 inteira (15, nota final) e a Área 02 (3); os inabilitados ('SEQ. NOME 4. DA INSCRIÇÃO') não são candidatos", () => {
    const lida = ler(documento("reservado-6", "dombh-2024-12-11-edicao-7151"), "AC");
    const linhas = linhasDosCandidatos(lida);
    expect(linhas.slice(0, 15)).toEqual(esperado("reservado-6", "dombh-2024-12-11-edicao-7151"));
    expect(linhas.slice(15)).toEqual([
      [null, "BRENO FERRAZ ALFEU", 50],
      [null, "RODRIGO GOMES DE OLIVEIRA", 40],
      [null, "LUCAS RODRIGO ALMADA CAETANO", 30],
    ]);
    expect(registrosNaoLidos(lida).total).toBe(0);
  });

  it("7142 (reservado-3): as 217 posições da lista, de página a página (1 a 217, sem falha), com a pontuação; a matrícula BM não é inscrição", () => {
    const lida = ler(documento("reservado-3", "dom-bh-2024-11-28-edicao-7142-texto"), "AC");
    const linhas = linhasDosCandidatos(lida);
    expect(linhas).toHaveLength(217);
    expect(linhas.slice(0, 20)).toEqual(esperado("reservado-3", "dom-bh-2024-11-28-edicao-7142-texto"));
    expect(linhas[163]).toEqual([null, "LEONARDO LACERDA DE CARVALHO", 25]);
    expect(linhas.at(-1)).toEqual([null, "TALITA OSORIO AMORIM", 0]);
    expect(lida.candidatos.every((c) => c.inscricao === null)).toBe(true);
    expect(registrosNaoLidos(lida).total).toBe(0);
  });

  it("7141 (reservado-3): os 3 convocados (223º a 225º), nomes em caixa mista; os da revogação não", () => {
    const lida = ler(documento("reservado-3", "dom-bh-2024-11-27-edicao-7141-texto"), "AC");
    expect(linhasDosCandidatos(lida)).toEqual(esperado("reservado-3", "dom-bh-2024-11-27-edicao-7141-texto"));
  });

  it("7140 (reservado-3): as áreas do resultado parcial do PSS 038/2024, cada uma com os seus títulos, e as convocações numeradas pela ordem (14 de 14)", () => {
    const lida = ler(documento("reservado-3", "dom-bh-2024-11-26-edicao-7140-texto"), "AC");
    expect(linhasDosCandidatos(lida)).toEqual(
      expect.arrayContaining(esperado("reservado-3", "dom-bh-2024-11-26-edicao-7140-texto")),
    );
    // The Área 09's first two, not in the esperado (lost once: its "3" taken as the Área 05's next).
    expect(linhasDosCandidatos(lida)).toEqual(
      expect.arrayContaining([
        [null, "PEDRO HENRIQUE CALDEIRA PORTO", 40],
        [null, "SIMONE SOARES DA SILVA", 0],
      ]),
    );
    // Every record of every section is a candidate (a section's count is its records, none lost).
    expect(lida.candidatos).toHaveLength(lida.secoes.reduce((n, s) => n + s.registros, 0));
    expect(registrosNaoLidos(lida).total).toBe(0);
  });
});

describe("'Nome - número;' em texto corrido (DODF nº 29, 9/2/2018, SEAGRI-DF, Chamada Pública 003/2017-PRAT — mundo/reservado-6/dodf-2018-02-09-edicao-029.pdf, p. 42)", () => {
  // The act as the reader gets the PDF's text (its lines as pdf.js joins them), from the signature of the
  // act before it to the start of the next one.
  const trecho = [
    "Antropológico - Revista do Departamento de Antropologia, UNB, R$ 50.000,00.",
    "TIAGO ARAÚJO COELHO DE SOUZA",
    "SECRETARIA DE ESTADO DE AGRICULTURA,",
    "ABASTECIMENTO E DESENVOLVIMENTO RURAL",
    "CHAMADA PÚBLICA Nº 003/2017- PRAT (PROJETO",
    "DE ASSENTAMENTO DISTRITAL 10 DE JUNHO)",
    "HOMOLOGAÇÃO DE INSCRIÇÃO",
    "Objeto: Seleção de beneficiários dentre famílias de trabalhadores rurais para firmar Contrato",
    "de Concessão de Uso em Regime de Estágio Probatório para 35 (trinta e cinco) unidades",
    "familiares do PA 10 de Junho no âmbito do Programa de Assentamento de Trabalhadores",
    "Rurais - PRAT, criado pela Lei nº 1.572, de 22 de julho de 1.997, nos moldes do Decreto nº",
    "37.583, de 30 de agosto de 2016 e da Portaria SEAGRI-DF nº 49/2017, incluindo a criação",
    "de Cadastro Reserva do PA 10 de junho para os interessados classificados.",
    "HOMOLOGO, para que produza seus efeitos jurídicos e legais, as inscrições dos candidatos",
    "inscritos para o processo seletivo do Programa de Assentamento de Trabalhadores Rurais -",
    "PRAT, do Projeto de Assentamento 10 de Junho, conforme estipulado no anexo VI do Edital",
    "nº 003/2017 - PRAT. Foram realizadas 116 inscrições. Os candidatos homologados são:",
    "Anastácio Benjamin Costa de França - 006; Andréia Maria Pinho dos Santos - 084; Anereude",
    "Sampaio Pimentel - 102; Angela Katherine de Sousa Oliveira - 026; Angelucia da Silva Cruz",
    "- 069; Antonio Alves Pereira - 076; Antonio Bemerval da Silva - 101; Antonio do Socorro",
    "Pereira Oliveira - 038; Antonio Ermes Vaz da Silva - 003; Antonio Ferreira Souto - 027;",
    "Ariane Nunes Souza - 113; Camila Alves de Souza - 061; Carina da Costa de Sousa - 051;",
    "Carmelita Batista Veleda - 044; Celidonio Pinto da Costa - 059; Cícero José dos Santos -",
    "112; Claudiana Serra dos Santos - 068; Claudivan Neves Campos - 085; Constancia Pereira",
    "da Silva - 090; Dayse Ribeiro da Silva - 022; Delvair Rodrigues de Santana - 088; Diego",
    "Barbosa da Silva - 100; Dione Alves Silva - 104; Divina da Silva Ferreira - 071; Doralice de",
    "Jesus Correia - 046; Durval Gomes Ribeiro - 002; Edvaldo Sampaio Pimentel - 103; Eliene",
    "de Jesus Silva Guerra - 001; Emilia Gonçalves da Silva - 010; Erivaldo Sampaio Pimentel -",
    "111; Euclides Pereira Lopes - 008; Fabiana Conceição dos Santos - 019; Fábio Junior Nunes",
    "de Farias - 109; Francisca Vale Pereira - 079; Francisco Benedito de Sousa Filho - 041;",
    "Genoveva Rodrigues da Silva - 045; Gentileza da Silva Fonseca - 036; Iris da Consolação",
    "Silva Vieira Sousa - 052; Isabel Cristina Magalhães - 040; Isael Barbosa da Silva - 042;",
    "Ismaelbert Alves Mendes - 043; Izabel Martins de Moura - 057; Joana D Arc Medeiros da",
    "Silva - 081; João Oliveira da Silva - 029; Joaquim Pereira Lima - 034; Joelson Paixão dos",
    "Santos - 094; José da Costa Oliveira - 023; José Domingos Santos Batista - 095; José",
    "Edilberto Sena de Souza - 013; José Izidoro Sardinha - 056; José Pereira de Souza - 049;",
    "José Pereira Lopes - 012; José Romes da Costa Viana - 007; Joseane de Souza Santos - 015;",
    "Josemira Carvalho de Jesus - 099; Juliana Nascimento da Silva - 014; Juvenal Moreira dos",
    "Santos - 030; Keyla Priscila da Costa Medeiros - 050; Leia Oliveira da Silva - 082; Leilane",
    "Pereira de Sousa - 037; Lisandro Pereira de Oliveira - 072; Lourdes Léa Silva Trindade -",
    "024; Lucia Lopes de Sousa Pereira - 078; Luciene Nogueira de Almeida - 089; Lucy Pereira",
    "da Silva - 063; Luiz Pereira da Silva - 048; Marcia Aparecida Reis da Silva - 077; Márcia",
    "Raquel dos Santos Lima - 106; Marcos Antonio da Silva Almeida - 075; Margarida Ferreira",
    "da Cruz - 020; Maria Antonia da Silva - 018; Maria Clara Costa de França - 005; Maria da",
    "Conceição Costa Pereira - 114; Maria da Conceição Pereira da Silva - 074; Maria de Fátima",
    "Carvalho da Silva - 017; Maria de Fátima Lopes - 054; Maria de Lourdes Dornas de Morais",
    "Xavier - 093; Maria Dorotea de Sousa - 055; Maria Francinara Pereira - 053; Maria Gorete",
    "de Oliveira - 032; Maria Jose Moura da Silva - 016; Maria Neuza Ferreira Marques - 004;",
    "Maria Vitoria Alves Almeida - 033; Marilene Cordeiro Barbosa - 116; Marrusa Hage Alves",
    "Lima - 060; Nivea Alves de Almeida - 086; Orleide Rodrigues da Costa - 087; Paulo",
    "Henrique da Silva Santos - 098; Raimunda da Costa Vaz - 031; Rainer Oliveira Ribeiro -",
    "058; Raquel Alves Cavalcante - 092; Reginaldo Dourado Dutra - 070; Reinaldo Moreira",
    "Neves - 021; Renata Alves Cavalcante - 108; Reni de Souza Pereira - 110; Rivaní Gama da",
    "Silva - 107; Ronia Liberalino Santos - 039; Rosa Maria Vaz - 028; Rosalia Cidrim e Sousa",
    "- 062; Rosenaide Bernardino Pereira - 115; Rosilene Pereira de Sena - 073; Rosimeire",
    "Ferreira de Carvalho - 011; Salderon Pereira Lima - 064; Salsimeire Lopes da Luz - 047;",
    "Sandra Maria da Silva - 065; Silvera dos Santos Viana - 066; Suely da Costa Vaz - 091;",
    "Tatiana da Silva Sousa Santos - 009; Temistocles de Souza Santos - 067; Uilton do Nas-",
    "cimento Oliveira - 105; Valdiana Marques dos Santos - 035; Valquir Vieira de Almeida - 083;",
    "Yron Pereira da Silva - 025. Publique-se.",
    "Brasília/DF, 29 de janeiro de 2018.",
    "VIVIANE SILVEIRA ANJOS",
    "Coordenadora do GTS",
    "PROGRAMA DE AQUISIÇÃO DA PRODUÇÃO DA AGRICULTURA",
    "COMISSÃO PERMANENTE DE JULGAMENTO",
  ].join("\n");

  it("com --lista AC, os 113 homologados na ordem impressa, a inscrição de 3 algarismos com os zeros; o nome partido na linha ou com o número na linha seguinte inteiro", () => {
    const lida = ler(trecho, "AC");
    expect(registrosNaoLidos(lida).total).toBe(0);
    const linhas = linhasDosCandidatos(lida);
    expect(linhas).toHaveLength(113);
    expect(new Set(lida.candidatos.map((c) => c.inscricao)).size).toBe(113);
    expect(linhas).toEqual(expect.arrayContaining(esperado("reservado-6", "dodf-2018-02-09-edicao-029")));
    expect(linhas.slice(0, 3)).toEqual([
      ["006", "Anastácio Benjamin Costa de França", null],
      ["084", "Andréia Maria Pinho dos Santos", null],
      ["102", "Anereude Sampaio Pimentel", null],
    ]);
    expect(linhas).toContainEqual(["112", "Cícero José dos Santos", null]);
    expect(linhas).toContainEqual(["105", "Uilton do Nascimento Oliveira", null]);
    expect(linhas.at(-1)).toEqual(["025", "Yron Pereira da Silva", null]);
  });

  it("sem --lista, os 113 contados e a lista pedida, nenhum adivinhado", () => {
    const lida = ler(trecho);
    expect(lida.candidatos).toEqual([]);
    expect(lida.semLista?.registros).toBe(113);
  });

  it("o texto antes e depois (o objeto da chamada, a assinatura, o ato seguinte) não é registro; menos de cinco 'nome - número' seguidos não são lista", () => {
    const [lista] = listasCorridas(trecho);
    expect(lista.titulo).toBe("Os candidatos homologados são:");
    expect(lista.registros.map((r) => r.nome)).not.toContain("VIVIANE SILVEIRA ANJOS");
    const ate = (nome: string) => `${trecho.slice(0, trecho.indexOf(nome)).replace(/;\s*$/, ".")}\n`;
    expect(listasCorridas(ate("Angelucia"))).toEqual([]);
    expect(listasCorridas(ate("Antonio Alves Pereira"))[0].registros).toHaveLength(5);
  });
});

describe("'número - NOME' em texto corrido (DOM-BH 7140, convocações do HOB — mundo/reservado-3/dom-bh-2024-11-26-edicao-7140-texto.txt)", () => {
  const convocacao =
    "CONVOCAÇÃO PARA CONTRATAÇÃO ADMINISTRATIVA – EDITAL 012/2023 A Gerente de Pessoas e do Trabalho do Hospital Metropolitano Odilon Behrens, no uso da competência que lhe confere o art. 41 da Portaria HOB nº 022/2020 alterada pela Portaria HOB nº 198/2022, convoca as candidatas abaixo discriminadas a comparecerem na Gerência de Pessoas e do Trabalho, situada na Avenida José Bonifácio, s/n, bairro São Cristóvão – Belo Horizonte, nos 02 (dois) primeiros dias úteis subsequentes a esta publicação, no horário de 08:00 às 15:00, para contratação através de contrato administrativo nos termos do objeto do Edital 012/2023, cujo resultado final foi homologado no DOM em 29/06/2023 e legislação municipal pertinente. Cargo: Técnico Superior de Saúde / Fisioterapeuta Respiratório Gerência de Linha de Cuidado Intensivo Adulto 25 - ANA LUCIA COSTA 26 - IARA ANTUNES BATISTA 27 - ROSA MORRONI VASCONCELOS MOTTA PAIVA 28 - MICHELLE MARTINEZ SILVA O não comparecimento implicará na desistência das candidatas convocadas para a respectiva contratação. Belo Horizonte, 21 de novembro de 2024 C";

  it("com --lista AC, as 4 convocadas do Edital 012/2023 pela ordem (25 a 28), sem inscrição; o 'O' da frase seguinte não é do nome", () => {
    const lida = ler(convocacao, "AC");
    expect(linhasDosCandidatos(lida)).toEqual(
      esperado("reservado-3", "dom-bh-2024-11-26-edicao-7140-texto").filter((l) =>
        /^(?:ANA LUCIA|IARA|ROSA|MICHELLE)/.test(String(l[1])),
      ),
    );
    expect(lida.candidatos.map((c) => c.nome)).toEqual([
      "ANA LUCIA COSTA",
      "IARA ANTUNES BATISTA",
      "ROSA MORRONI VASCONCELOS MOTTA PAIVA",
      "MICHELLE MARTINEZ SILVA",
    ]);
    expect(registrosNaoLidos(lida).total).toBe(0);
  });

  it("sem --lista, as 4 contadas e a lista pedida", () => {
    const lida = ler(convocacao);
    expect(lida.candidatos).toEqual([]);
    expect(lida.semLista?.registros).toBe(4);
  });

  it("um número e um nome sozinhos entre subtítulos ('13 - GRAZIELLE…', '1 - ROSALIA…') não são uma sequência; a que vem depois (41, 42, 43) é", () => {
    expect(
      listasCorridas(
        "Categoria Profissional: Técnico em Enfermagem 2.1 CTI Pediátrico 13 - GRAZIELLE VIEIRA DA SILVA 2.2 Pediatria 1 - ROSALIA SOUSA SANTOS 4.1 CTI Adulto 41 - DEBORA GABRIELLE COUTO AQUINO 42 - DELZA VALADARES DA SILVA",
      ),
    ).toEqual([]);
    const [lista] = listasCorridas(
      "CONVOCAÇÃO PARA CONTRATAÇÃO ADMINISTRATIVA – EDITAL 004/2024 A Gerente de Pessoas e do Trabalho do Hospital Metropolitano Odilon Behrens, no uso da competência que lhe confere o art. 41 da Portaria HOB nº 022/2020 alterada pela Portaria HOB nº 198/2022, convoca as candidatas abaixo discriminadas a comparecerem na Gerência de Pessoas e do Trabalho, situada na Avenida José Bonifácio, nº 85, bairro São Cristóvão – Belo Horizonte, nos 02 (dois) primeiros dias úteis subsequentes a esta publicação, no horário de 08:00 às 16:00, para contratação através de contrato administrativo nos termos do objeto do Edital 004/2024, cujo resultado final foi homologado no DOM em 19/03/24, e legislação municipal pertinente. Categoria Profissional: Técnico em Enfermagem 2.1 CTI Pediátrico 13 - GRAZIELLE VIEIRA DA SILVA 2.2 Pediatria 1 - ROSALIA SOUSA SANTOS 4.1 CTI Adulto 41 - DEBORA GABRIELLE COUTO AQUINO 42 - DELZA VALADARES DA SILVA 43 - JOSIANE BORGES FERREIRA DO CARMO",
    );
    expect(lista.registros.map((r) => [r.classificacao, r.nome])).toEqual([
      [41, "DEBORA GABRIELLE COUTO AQUINO"],
      [42, "DELZA VALADARES DA SILVA"],
      [43, "JOSIANE BORGES FERREIRA DO CARMO"],
    ]);
  });
});
