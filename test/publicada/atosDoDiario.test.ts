/**
 * A whole edition of a Diário (#37: AMA, Diário Oficial dos Municípios de Alagoas,
 * test/publicada/mundo/reservado-6): each act ends with the platform's mark ("Publicado por: … /
 * Código Identificador:69AE39DA"), and nothing of an act (its header row, its title, its list) goes on
 * over the next; a header row of candidates starts a table of its own, titled by the lines above it,
 * not by a licitação's sentence pages before. Real text only: the lines as the project's PDF reader
 * gives them (ama-2022-03-31-diario-municipios-al.pdf, pp. 6 and 60–61; the lists of the convocação cut
 * to a few rows of each cargo).
 */
import { describe, expect, it } from "vitest";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { paginasDoTexto } from "../../src/publicada/paginas";

/** p. 6: a licitação's homologação, whose number begins a line ("098/2021.1 em favor das licitantes"). */
const HOMOLOGACAO_P6 = [
  "Publicado por:",
  "Sâmara Mayra da Silva Ferreira",
  "Código Identificador:710B31CE",
  "COMISSÃO PERMANENTE DE LICITAÇÕES",
  "HOMOLOGAÇÃO - PE 098/2021.1",
  "O PREFEITO DO MUNICIPIO DE CAMPO ALEGRE, ESTADO",
  "DE ALAGOAS, no uso de suas atribuições legais, e em cumprimento",
  "ao Art. 43, inciso VI da Lei Federal nº 8.666/93 e com a previsão do",
  "inciso XXII da Lei Federal nº 10.520/02, resolve HOMOLOGAR o",
  "Certame Licitatório na modalidade Pregão Eletrônico sob o nº",
  "098/2021.1 em favor das licitantes MEDICAH COMÉRCIO DE",
  "MEDICAMENTOS EIRELI - EPP, inscrita no CNPJ sob n.º",
  "11.195.977/0001-28, vencedora para os itens: 01, 57, 59, 182, 334,",
  "380, 385, 407, 429, 430, 437 e 440; MOREIRA DISTRIBUIDORA",
];

/** pp. 60–61: Delmiro Gouveia's convocação of a PSS, then the next act (Teotônio Vilela's cotação). */
const CONVOCACAO_P60 = [
  "Signatários: Nicolas Teixeira Tavares Pereira e Diego Ferreira da Silva.",
  "Publicado por:",
  "Sâmara Mayra da Silva Ferreira",
  "Código Identificador:81D53693",
  "ESTADO DE ALAGOAS",
  "PREFEITURA MUNICIPAL DE DELMIRO GOUVEIA",
  "SECRETARIA MUNICIPAL DE EDUCAÇÃO",
  "PROCESSO SELETIVO SIMPLIFICADO EDITAL 01/2021",
  "2ª CONVOCAÇÃO DO PROCESSO SELETIVO 2021",
  "NOME PROTOCOLO CARGO TOTAL DA PONTUAÇÃO ORDEM DA PONTUAÇÃO",
  "ADEILTON JOSÉ DA SILVA 0775/2021/EDU ASSIS. ADMINS. EDUCACIONAL 100 4º",
  "LENIR DE JESUS DOS SANTOS 0358/2021/EDU ASSIS. ADMINS. EDUCACIONAL 100 5º",
  "HEUCILANIA ALVES DOS SANTOS 0607/2021/EDU ASSIS. ADMINS. EDUCACIONAL 100 6º",
  "NOME PROTOCOLO CARGO TOTAL DA PONTUAÇÃO ORDEM DA PONTUAÇÃO",
  "ROSELY ALVES FEITOSA 0200/2021/EDU AUX.DE SERV.ADMINS. EDUCACIONAL 50 41º",
  "CLAUDIA REJANE DE LIMA 0511/2021/EDU AUX.DE SERV.ADMINS. EDUCACIONAL 50 42º",
  "IZABEL CORDEIRO DA SILVA 0241/2021/EDU AUX.DE SERV.ADMINS. EDUCACIONAL 50 43º",
  "NOME PROTOCOLO CARGO TOTAL DA PONTUAÇÃO ORDEM DA PONTUAÇÃO",
  "JOSÉ KLEITON TAVARES DEFENSOR 0639/2021/EDU VIGILANTE 80 11º",
  "MARCELO NASCIMENTO SILVA 0486/2021/EDU VIGILANTE 70 12º",
  "SEVERINO CARLOS DA SILVA 0028/2021/EDU VIGILANTE 50 13º",
  "DELMIRO GOUVEIA, 30 DE MARÇO DE 2022.",
  "LUZIA KEYLLA CAVALCANTE BRANDÃO",
  "Secretária Municipal de Educação",
  "Portaria nº: 005/2021",
  "Publicado por:",
  "Sirlandro Rodrigues de Amorim",
  "Código Identificador:69AE39DA",
  "ESTADO DE ALAGOAS",
  "PREFEITURA MUNICIPAL DE TEOTONIO VILELA",
  "SECRETARIA MUNICIPAL DE FINANÇAS E PLANEJAMENTO",
  "AVISO DE COTAÇÃO Nº 014/2022",
  "A Prefeitura Municipal de Teotônio Vilela/AL, através do Setor de Licitações, vem solicitar que seja preenchido os preços dos produtos abaixo",
  "referente a Abertura de Processo licitatório de Registro de Preço para Aquisição de Fardamentos, com o objetivo de pesquisa de preço no",
  "mercado. Para formação de estimativa, para futura licitação.",
];

const EDICAO = [...HOMOLOGACAO_P6, ...CONVOCACAO_P60].join("\n");

describe("edição inteira da AMA (31/03/2022): a tabela de um ato não é a continuação de outro", () => {
  const lida = lerPublicacao(paginasDoTexto(EDICAO), { lista: "AC" });
  const convocados = lida.candidatos.filter((c) => c.inscricao?.endsWith("/EDU"));

  it("o 'PROTOCOLO' de um PSS ('0200/2021/EDU') é a inscrição do candidato, e a 'ORDEM DA PONTUAÇÃO' não nomeia outra lista", () => {
    expect(convocados.map((c) => [c.inscricao, c.nome, c.nota])).toEqual([
      ["0775/2021/EDU", "ADEILTON JOSÉ DA SILVA", 100],
      ["0358/2021/EDU", "LENIR DE JESUS DOS SANTOS", 100],
      ["0607/2021/EDU", "HEUCILANIA ALVES DOS SANTOS", 100],
      ["0200/2021/EDU", "ROSELY ALVES FEITOSA", 50],
      ["0511/2021/EDU", "CLAUDIA REJANE DE LIMA", 50],
      ["0241/2021/EDU", "IZABEL CORDEIRO DA SILVA", 50],
      ["0639/2021/EDU", "JOSÉ KLEITON TAVARES DEFENSOR", 80],
      ["0486/2021/EDU", "MARCELO NASCIMENTO SILVA", 70],
      ["0028/2021/EDU", "SEVERINO CARLOS DA SILVA", 50],
    ]);
    expect(convocados.map((c) => c.listas)).toEqual(convocados.map(() => ["AC"]));
    expect(convocados.map((c) => c.classificacao.AC)).toEqual([4, 5, 6, 41, 42, 43, 11, 12, 13]);
  });

  it("a seção da convocação tem o seu título (as linhas sobre o cabeçalho), não a frase da homologação de uma licitação páginas antes", () => {
    const secao = lida.secoes.find((s) => s.registros === 9);
    expect(secao?.titulo).toMatch(
      /^PREFEITURA MUNICIPAL DE DELMIRO GOUVEIA .*2ª CONVOCAÇÃO DO PROCESSO SELETIVO 2021/,
    );
    expect(secao?.titulo).not.toMatch(/HOMOLOGAR|Código Identificador/);
    expect(secao).toMatchObject({ lista: "AC", recusados: 0, naoLidos: 0 });
  });

  it("o ato seguinte ('AVISO DE COTAÇÃO Nº 014/2022', depois de 'Código Identificador:…') não é linha recusada daquele cabeçalho", () => {
    const recusas = lida.secoes.flatMap((s) => s.recusas.map((r) => r.texto));
    expect(recusas.filter((t) => /COTAÇÃO/.test(t))).toEqual([]);
    expect(lida.avisos.filter((a) => /COTAÇÃO/.test(a.texto))).toEqual([]);
  });
});

/** AMA nº 2.094 (20/7/2023), p. 23: Craíbas's result, its first column's name over and under the header. */
const CRAIBAS_P23 = [
  "Publicado por:",
  "Tiago José de Lima",
  "Código Identificador:E37ECD77",
  "SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO",
  "RESOLUÇÃO Nº 15/2023, DE 18 DE JULHO DE 2023.",
  "Dispõe sobre o resultado da prova de suficiência para",
  "o processo de escolha dos membros Conselho Tutelar",
  "Município de Craíbas - AL, quadriênio 2024-2027.",
  "RESOLVE:",
  "Art. 1º. Divulgar a relação dos pré-candidatos aptos a participarem do",
  "processo de escolha para membros do Conselho Tutelar do município",
  "de Craíbas, considerando o resultado da prova escrita para aferição de",
  "conhecimentos sobre os direitos das crianças e adolescentes, conforme",
  "previsto no Edital CMDCA Nº 02/2023.",
  "Número da",
  "Nome do(a) Candidato(a) Nota Situação",
  "Inscrição",
  "001 ERISVALDO DE OLIVEIRA BEZERRA 10,00 APROVADO",
  "002 MARIA LETÍCIA DOS SANTOS SILVA 9,0 APROVADA",
  "004 ROSILEIDE DAMACENO LIMA 9,0 APROVADA",
  "005 JAQUELINE BARBOSA DA SILVA 10,00 APROVADA",
  "006 ÁLVARO PEREIRA DOS SANTOS 8,0 APROVADO",
  "009 JOSIVANIO DOS SANTOS SILVA 7,0 APROVADO",
  "Art. 2°. Esta Resolução entra em vigor na data da sua publicação.",
  "Craíbas, Alagoas, 18 de julho de 2023.",
  "JOSÉ CARLOS DA SILVA",
  "Presidente da Comissão Especial Eleitoral",
  "Publicado por:",
  "Tiago José de Lima",
  "Código Identificador:ADE5B1B9",
].join("\n");

/** AMA 02/08/2023, p. 36: Maragogi's convocação, "Ordem de" / "NOME INSCRIÇÃO CPF" / "Classificação". */
const MARAGOGI_P36 = [
  "Assistente Administrativo – Nível Médio",
  "Ordem de",
  "NOME INSCRIÇÃO CPF",
  "Classificação",
  "28º BRUNO DE ARAUJO SENA 411911138 060.473.174-48",
  "Procurador – Nível Superior",
  "Ordem de",
  "NOME INSCRIÇÃO CPF",
  "Classificação",
  "2º FERNANDA SOARES COELHO 411906615 094.401.764-90",
  "Os Convocados deverão comparecer até dia07 de agosto de 2023, às",
].join("\n");

describe("o nome da primeira coluna impresso em duas metades, sobre e sob a linha do cabeçalho (a célula centrada)", () => {
  it("'Número da' / 'Nome do(a) Candidato(a) Nota Situação' / 'Inscrição' (Craíbas): a inscrição de cada linha lida, uma vez só", () => {
    const lida = lerPublicacao(paginasDoTexto(CRAIBAS_P23), { lista: "AC" });
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota])).toEqual([
      ["001", "ERISVALDO DE OLIVEIRA BEZERRA", 10],
      ["002", "MARIA LETÍCIA DOS SANTOS SILVA", 9],
      ["004", "ROSILEIDE DAMACENO LIMA", 9],
      ["005", "JAQUELINE BARBOSA DA SILVA", 10],
      ["006", "ÁLVARO PEREIRA DOS SANTOS", 8],
      ["009", "JOSIVANIO DOS SANTOS SILVA", 7],
    ]);
    expect(lida.secoes.map((s) => [s.registros, s.recusados, s.naoLidos])).toEqual([[6, 0, 0]]);
    expect(lida.secoes[0].titulo).toMatch(/prova escrita/);
  });

  it("'Ordem de' / 'NOME INSCRIÇÃO CPF' / 'Classificação' (Maragogi): a ordem de classificação antes do nome", () => {
    const lida = lerPublicacao(paginasDoTexto(MARAGOGI_P36), { lista: "AC" });
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.classificacao.AC])).toEqual([
      ["411911138", "BRUNO DE ARAUJO SENA", 28],
      ["411906615", "FERNANDA SOARES COELHO", 2],
    ]);
    expect(lida.secoes.reduce((n, s) => n + s.recusados + s.naoLidos, 0)).toBe(0);
  });
});

/** AMA 04/10/2023, p. 67: Maragogi's ambulantes, a list with no inscrição, a masked CPF and a type after the name. */
const AMBULANTES_P67 = [
  "TORNA PÚBLICO",
  "O RESULTADO dos ambulantes classificados na primeira etapa para atuação no comércio ambulante na faixa de areia da praia de Antunes no",
  "município de Maragogi de acordo com as disposições abaixo:",
  "COLOCAÇÃO NOME CPF PONTUAÇÃO TIPO",
  "01 Simone Bandeira Buarque da Silva ***.568.204-** 10,5 Itinerante (D)",
  "02 Eliel Santos Freitas ***.469.014-** 10,00 Ponto móvel (A ou B)",
  "03 Rejane Patrícia Vieira ***.639.314-** 9,00 Ponto móvel (kit praia)",
  "10 Valdencie Maria da Silva ***.052.154-** 6,00 Ponto móvel (kit praia)",
  "11 Kiliane Rafaelle Alves dos Santos ***.809634-** 6,00 Itinerante (D)",
  "12 Clóvis Francisco das Chagas ***.707.254-** 6,00 Ponto móvel (A ou B)",
  "Fica aberto o prazo para apresentação e aprovação do veículo – ponto móvel -categorias A e B – até 30 (trinta) dias após divulgação do resultado,",
].join("\n");

describe("lista sem inscrição com colunas depois do nome ('COLOCAÇÃO NOME CPF PONTUAÇÃO TIPO', AMA 04/10/2023)", () => {
  it("cada linha: a colocação, o nome, a pontuação sob o seu título (não o tipo 'Itinerante (D)' como nota nem como nome)", () => {
    const lida = lerPublicacao(paginasDoTexto(AMBULANTES_P67), { lista: "AC" });
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota, c.classificacao.AC])).toEqual([
      [null, "Simone Bandeira Buarque da Silva", 10.5, 1],
      [null, "Eliel Santos Freitas", 10, 2],
      [null, "Rejane Patrícia Vieira", 9, 3],
      [null, "Valdencie Maria da Silva", 6, 10],
      [null, "Kiliane Rafaelle Alves dos Santos", 6, 11],
      [null, "Clóvis Francisco das Chagas", 6, 12],
    ]);
    // Not also a "relation with neither inscrição nor name" (the header names the name).
    expect(lida.secoes.map((s) => [s.lista, s.registros])).toEqual([["AC", 6]]);
  });
});

/** AMM-MG nº 3.618 (9/10/2023), p. 274: Lagoa Santa's progressão na carreira of its servants. */
const PROGRESSAO_P274 = [
  "Publicado por:",
  "Kátia Cristina Angelo Passos",
  "Código Identificador:99729157",
  "ESTADO DE MINAS GERAIS",
  "PREFEITURA DE LAGOA SANTA",
  "COORDENAÇÃO DE RECURSOS HUMANOS",
  "RESULTADO PRELIMINAR DA PROGRESSÃO NA CARREIRA 2023",
  "MAT. SERVIDOR SITUAÇÃO",
  "281374 ADENILSON DOS SANTOS HENRIQUE INDEFERIDO",
  "281252 ALINE PAULA RODRIGUES DEFERIDO",
  "281236 ANA FLAVIA MAIA DE ANDRADE DEFERIDO",
  "281245 ANA LUIZA VORCARO MACHADO DEFERIDO",
].join("\n");

describe("a tabela de servidores de outro ato do diário não é lista de candidatos (AMM-MG 3618, Lagoa Santa)", () => {
  it("'MAT. SERVIDOR SITUAÇÃO' sob 'RESULTADO PRELIMINAR DA PROGRESSÃO NA CARREIRA': contada e dita, nenhum candidato nem com --lista", () => {
    const lida = lerPublicacao(paginasDoTexto(PROGRESSAO_P274), { lista: "AC" });
    expect(lida.candidatos).toEqual([]);
    expect(lida.secoes.map((s) => [s.lista, s.registros])).toEqual([["outra", 4]]);
    expect(lida.avisos.some((a) => /4 registro\(s\) não entram na tabela/.test(a.mensagem))).toBe(true);
  });
});
