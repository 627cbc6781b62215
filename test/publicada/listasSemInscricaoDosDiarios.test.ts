/**
 * Lists that print no inscrição under a header row, in whole editions of municipal diários (#37, the
 * fifth reserved part: test/publicada/mundo/reservado-5, README.md there says where each comes from):
 * the header names the name and a column of a candidate's list — a score ("Nota Final", "PONTUAÇÃO",
 * "Total"), a classification ("1° lugar"), a situation ("SITUAÇÃO": CLASSIFICADO, DESCLASSIFICADO) — and
 * each row is a record with the inscrição null. The texts are excerpts copied line for line from the
 * text the reader gets of each PDF (its lines as pdf.js joins them), or the PDF itself where where the
 * words stand on the page matters; every expected row is the document's esperado CSV, checked by hand
 * against the PDF, never the reader's output.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { paginasDoPdf } from "../../src/adapters/pdf/textoDoPdf";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { registrosNaoLidos } from "../../src/publicada/naoLidos";
import { paginasDoTexto } from "../../src/publicada/paginas";

const RESERVADO_5 = join(__dirname, "mundo", "reservado-5");
const ler = (texto: string, lista?: "AC") => lerPublicacao(paginasDoTexto(texto), lista ? { lista } : {});
/** The esperado CSV's rows of a document: name and score as printed. */
const esperado = (documento: string) =>
  Papa.parse<Record<string, string>>(
    readFileSync(join(RESERVADO_5, "esperado", `${documento}.csv`), "utf8"),
    {
      header: true,
      skipEmptyLines: true,
    },
  ).data.map((l) => [l.inscricao || null, l.nome, l.nota === "" ? null : Number(l.nota.replace(",", "."))]);

describe("lista 'Nº CANDIDATOS SITUAÇÃO' (AMA 2007, Delmiro Gouveia, PSS Recomposição da Aprendizagem — mundo/reservado-5/ama-al-2023-03-16-edicao-2007.pdf, p. 50–51)", () => {
  // The head of the list, its first rows, the turn from CLASSIFICADO to DESCLASSIFICADO, and the start of
  // the relation of servidores that follows it in the edition (p. 52).
  const trecho = [
    "ANEXO I",
    "RESULTADO DEFINITIVO DOS CANDIDATOS PARA A RECOMPOSIÇÃO DE APRENDIZAGEM POR ORDEM DE",
    "CLASSIFICAÇÃO",
    "PSS CADASTRO RESERVA – RECOMPOSIÇÃO DA APRENDIZAGEM",
    "EDITAL Nº 03/2023",
    "Nº CANDIDATOS SITUAÇÃO",
    "1 Janaina Lima da Cunha CLASSIFICADO",
    "2 Maria Eliema da Silva CLASSIFICADO",
    "3 Tiago dos Santos CLASSIFICADO",
    "4 Ceciliana Trajano Toledo CLASSIFICADO",
    "102 Poliana de Melo CLASSIFICADO",
    "103 Valquíria Gonçalves do Amaral CLASSIFICADO",
    "104 Carlos Eduardo Feitoza DESCLASSIFICADO",
    "105 Rosenilda Ramalho Lisboa DESCLASSIFICADO",
    "Art. 1º - Publicar a relação final dos profissionais do magistério da área da educação, ativos, aposentados, falecidos, cedidos, exonerados e",
    "ANOS",
    "N° GRUPO ORGÃO MATRICULA NOME DATA ADMISSÃO AFASTAMENTO",
    "CONSOLIDADOS",
    "1 ATIVO Escola 1153 ADRIANA ALVES DA ROCHA 18/02/2002 5",
    "2 ATIVO Escola 321 ADRIANA MOTA SANTOS DA ROCHA 29/12/1999 8",
    "3 ATIVO Escola 607 ALCINA MARIA DE SOUZA 29/12/1999 + CONT. 98 9",
    "4 ATIVO Escola 322 ALEXSANDRA MENDES TEXEIRA 18/02/2002 + CONT. 00 a 2001 7",
  ].join("\n");

  it("com --lista AC, cada linha um registro de inscrição vazia, o número de ordem e a situação como valores; os servidores da relação seguinte não são candidatos", () => {
    const lida = ler(trecho, "AC");
    expect(registrosNaoLidos(lida).total).toBe(0);
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota, c.valores])).toEqual([
      [null, "Janaina Lima da Cunha", null, ["1", "CLASSIFICADO"]],
      [null, "Maria Eliema da Silva", null, ["2", "CLASSIFICADO"]],
      [null, "Tiago dos Santos", null, ["3", "CLASSIFICADO"]],
      [null, "Ceciliana Trajano Toledo", null, ["4", "CLASSIFICADO"]],
      [null, "Poliana de Melo", null, ["102", "CLASSIFICADO"]],
      [null, "Valquíria Gonçalves do Amaral", null, ["103", "CLASSIFICADO"]],
      [null, "Carlos Eduardo Feitoza", null, ["104", "DESCLASSIFICADO"]],
      [null, "Rosenilda Ramalho Lisboa", null, ["105", "DESCLASSIFICADO"]],
    ]);
  });

  it("sem --lista, as 8 linhas contadas e a lista pedida, nenhuma adivinhada", () => {
    const lida = ler(trecho);
    expect(lida.candidatos).toEqual([]);
    expect(lida.semLista?.registros).toBe(8);
  });
});

describe("propriedade: qualquer escolha de três ou mais linhas reais da lista do AMA 2007 sob o seu cabeçalho é lida inteira, na ordem, como impressa", () => {
  const texto = [
    "1 Janaina Lima da Cunha CLASSIFICADO",
    "7 Quitéria Lopes Dias da Silva CLASSIFICADO",
    "8 Heloisa Cecília de Araújo Silva CLASSIFICADO",
    "12 Ângela Maria da Silva Feitosa CLASSIFICADO",
    "27 Maria Isaila Oliveira da silva Costa CLASSIFICADO",
    "101 José Rinaldo Queiroz de Lima CLASSIFICADO",
    "106 Maria das Graças Vieira DESCLASSIFICADO",
    "110 Maria do Carmo Alves da Silva DESCLASSIFICADO",
    "117 Maria do Rozário Oliveira Souza DESCLASSIFICADO",
    "118 Nara Rúbia Gonzaga de Menezes DESCLASSIFICADO",
  ];

  it("cada linha um registro de inscrição vazia com o nome da linha e a sua situação; nenhuma perdida", () => {
    fc.assert(
      fc.property(fc.subarray(texto, { minLength: 3 }), (escolhidas) => {
        const lida = ler(["Nº CANDIDATOS SITUAÇÃO", ...escolhidas].join("\n"), "AC");
        expect(registrosNaoLidos(lida).total).toBe(0);
        expect(
          lida.candidatos.map((c) => [c.inscricao, [c.valores[0], c.nome, c.valores[1]].join(" ")]),
        ).toEqual(escolhidas.map((l) => [null, l]));
      }),
      { numRuns: 40 },
    );
  });
});

describe("lista 'CLASSIFICAÇÃO NOME Nascimento Total' cujo total dá lugar à situação (AMM-MG 3618, Leopoldina, PSS Motorista — mundo/reservado-5/amm-mg-2023-10-09-edicao-3618.pdf, p. 278)", () => {
  const trecho = [
    "ANEXO I",
    "EDITAL DE PROCESSO SELETIVO SEMPLIFICADO Nº 004/2023 DA SECRETARIA MUNICIPAL DE EDUCAÇÃO",
    "CLASSIFICAÇAO FINAL",
    "Motorista",
    "CLASSIFICAÇÃO NOME Nascimento Total",
    "1º Adaias Freire Vieira 27/04/1976 48",
    "2º Udson Costa 09/11/1970 44",
    "3º Emerson Rocha da Silva 14/02/1984 43",
    "4º Alex Lima da Silva 17/09/1986 43",
    "5º Ismael Cipriano Junior 15/12/1991 40",
    "6º Patrick Silva Araújo 30/03/1980 39",
    "7º Danilo Guedes Martins 07/03/1970 37",
    "8º Crisly Patrique de Oliveira Sales 13/02/1989 DESCLASSIFICADO POR NÃO COMPARECIMENTO NA PROVA PRÁTICA",
    "9º Uniel da Silva Peres 26/03/1974 DESCLASSIFICADO POR NÃO COMPARECIMENTO NA PROVA PRÁTICA",
    "10º Josimar da Silveira Valverde 22/03/1987 DESCLASSIFICADO POR NÃO COMPARECIMENTO NA PROVA PRÁTICA",
    "11º Luiz Cláudio Afonso da Silva 27/07/1997 CADASTRO DE RESERVA",
    "12º Otávio Riguete Ferreira 06/07/2000 CADASTRO DE RESERVA",
    "13º Lucimar José da Paz 19/04/1977 CADASTRO DE RESERVA",
    "14º Tassio Cerqueira Miranda 28/11/1994 CADASTRO DE RESERVA",
    "Vinícius Elias Bento 17/11/1992 DESCLASSIFICADO NO ÍTEM 6.1 DO EDITAL",
    "Roberto Virgilio da Silva 04/03/1984 DESCLASSIFICADO NO ÍTEM 6.1 DO EDITAL",
  ].join("\n");

  it("as 14 linhas numeradas lidas como o esperado: a nota do Total, vazia onde a linha imprime a situação (guardada nos valores); as sem classificação recusadas com o texto", () => {
    const lida = ler(trecho, "AC");
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota])).toEqual(
      esperado("amm-mg-2023-10-09-edicao-3618"),
    );
    expect(lida.candidatos[7].valores).toEqual([
      "8º",
      "13/02/1989",
      "DESCLASSIFICADO POR NÃO COMPARECIMENTO NA PROVA PRÁTICA",
    ]);
    expect(lida.candidatos[10].valores.at(-1)).toBe("CADASTRO DE RESERVA");
    // The rows with no classification (desclassified by item 6.1) are refused with their text, not dropped.
    expect(lida.secoes.flatMap((s) => s.recusas.map((r) => r.texto.slice(1, 21)))).toEqual([
      "Vinícius Elias Bento",
      "Roberto Virgilio da ",
    ]);
  });
});

describe("lista 'Nome do Candidato Nota Final Classificação' com a classificação em 'lugar' (FAMURS 0299, Barros Cassal, Motorista — mundo/reservado-5/famurs-rs-2010-05-19-edicao-0299.pdf, p. 3–4)", () => {
  const trecho = [
    "EDITAL N.º 010/2010",
    "Homologa a classificação final do resultado da Seleção Específica do emprego de Motorista.",
    "O PREFEITO MUNICIPAL DE BARROS CASSAL, Estado do Rio Grande do Sul, no uso de suas atribuições legais,",
    "HOMOLOGA a classificação final do resultado da Seleção Específica do emprego de Motorista, iniciando, a partir desta data",
    "(18/05/2010) a contagem da validade do certame:",
    "Nome do Candidato Nota Final Classificação",
    "Antonio Eleno Ribeiro Dias 73,00 1° lugar",
    "Alexandre Ortiz Silveira 71,00 2º lugar",
    "Nerivan Guterres dos Santos 70,00 3º lugar",
    "Fernando Veruck dos Santos 66,00 4º lugar",
    "Juliano Moura Tonezer 65,00 5º lugar",
    "Luciano Gusso 63,00 6º lugar",
    "Valmir da Silva 62,00 7º lugar",
    "Luiz Carlos Antunes de Moraes 60,00 8º lugar",
    "Alexandre Borges Padilha 55,00 9º lugar",
    "Antonio Olair Carlesso 54,00 10º lugar",
    "Ederson Artur Antonio Mucelin 52,00 11º lugar",
    "Os candidatos ausentes na data da realização das provas da Seleção Específica, aqueles que não obtiveram classificação confor me",
    "previsto no Edital de Abertura, item 4.1.1, não estão relacionados no presente edital.",
  ].join("\n");

  it("as 11 linhas lidas como o esperado, com a nota final e a classificação do 'lugar'", () => {
    const lida = ler(trecho, "AC");
    expect(registrosNaoLidos(lida).total).toBe(0);
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota])).toEqual(
      esperado("famurs-rs-2010-05-19-edicao-0299"),
    );
    expect(lida.candidatos.map((c) => c.classificacao.AC)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});

describe("lista 'NOME PONTUAÇÃO SITUAÇÃO' na coluna da direita de uma página em duas colunas (DOM Natal 5828, 30ª Multifeira — mundo/reservado-5/dom-natal-2025-08-15-edicao-5828.pdf, p. 7)", () => {
  it("no PDF, as 30 linhas dos classificados lidas como o esperado: o texto da coluna da esquerda na mesma linha (autos de infração, portarias) fica fora, e a situação impressa em duas linhas ao lado não corta a lista", async () => {
    const paginas = await paginasDoPdf(
      new Uint8Array(readFileSync(join(RESERVADO_5, "dom-natal-2025-08-15-edicao-5828.pdf"))),
    );
    const lida = lerPublicacao(paginas, { lista: "AC" });
    const classificados = lida.secoes.find((s) => s.titulo.startsWith("CLASSIFICADOS(AS)"));
    expect(classificados).toMatchObject({ registros: 30, recusados: 0, pagina: 7 });
    expect(lida.candidatos.slice(0, 30).map((c) => [c.inscricao, c.nome, c.nota])).toEqual(
      esperado("dom-natal-2025-08-15-edicao-5828"),
    );
  });
});

describe("blocos 'Cargo: X' / 'Nomes: Classificação:' nas duas colunas de uma página, as linhas de uma coluna juntas às da outra (FAMURS 0239, Monte Alegre dos Campos, convocação — mundo/reservado-5/famurs-rs-2010-02-22-edicao-0239.pdf, p. 2)", () => {
  it("no PDF, os 41 nomeados lidos como o esperado, cada um da sua coluna: o cabeçalho de rótulos com dois-pontos, à esquerda, à direita ou dos dois lados da linha", async () => {
    const paginas = await paginasDoPdf(
      new Uint8Array(readFileSync(join(RESERVADO_5, "famurs-rs-2010-02-22-edicao-0239.pdf"))),
    );
    const lida = lerPublicacao(paginas, { lista: "AC" });
    expect(registrosNaoLidos(lida).total).toBe(0);
    const ordem = (a: unknown[], b: unknown[]) => String(a[1]).localeCompare(String(b[1]));
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota]).sort(ordem)).toEqual(
      esperado("famurs-rs-2010-02-22-edicao-0239").sort(ordem),
    );
  });
});

describe("o cabeçalho de uma relação de servidores não faz lista, nem na coluna de uma página (AMM-MG 3618, Perdigão, adicional por tempo de serviço — mundo/reservado-5/amm-mg-2023-10-09-edicao-3618.pdf, p. 280)", () => {
  // The lines as the PDF gives them, with where each word stands (points from the page's left).
  const linhas: [string, [number, number][]][] = [
    [
      "DATA PARA INÍCIO DOS EFEITOS",
      [
        [468.2, 482.3],
        [485.9, 500],
        [503.5, 524.7],
        [528.2, 538.8],
        [542.3, 567],
      ],
    ],
    [
      "MATR. NOME DATA DA POSSE DATA DA CONCESSÃO",
      [
        [29.9, 49.7],
        [82.9, 101.7],
        [301.4, 316],
        [319.7, 327],
        [330.7, 349],
        [376.5, 392],
        [395.9, 403.7],
        [407.6, 442.5],
      ],
    ],
    ["FINANCEIROS", [[468.2, 510.1]]],
    [
      "1498 Marta Antunes Esteves Silva 17/06/2013 17/06/2023 17/06/2023",
      [
        [29.9, 41.9],
        [82.9, 95.8],
        [98.3, 116.3],
        [118.9, 136.9],
        [139.4, 152.3],
        [301.4, 328.7],
        [376.5, 403.9],
        [468.2, 495.6],
      ],
    ],
    [
      "1506 Tatiane dos Santos Oliveira 01/06/2013 01/06/2023 01/06/2023",
      [
        [29.9, 41.9],
        [82.9, 100.1],
        [102.6, 110],
        [112.4, 127.2],
        [129.6, 149.3],
        [301.4, 328.7],
        [376.5, 403.9],
        [468.2, 495.6],
      ],
    ],
    [
      "1494 Jorgina Maria de Freitas 01/06/2013 01/06/2023 01/06/2023",
      [
        [29.9, 41.9],
        [82.9, 100],
        [102.4, 114.5],
        [117, 121.8],
        [124.3, 141.3],
        [301.4, 328.7],
        [376.5, 403.9],
        [468.2, 495.6],
      ],
    ],
    [
      "1520 Expedito Henrique de Mesquita 10/09/2013 10/09/2023 10/09/2023",
      [
        [29.9, 41.9],
        [82.9, 104],
        [106.6, 127.7],
        [130.3, 135.6],
        [138.2, 159.2],
        [301.4, 328.7],
        [376.5, 403.9],
        [468.2, 495.6],
      ],
    ],
  ];
  it("'MATR. NOME DATA DA POSSE …': os servidores não são candidatos, e o texto não parece uma lista", () => {
    const pagina = {
      numero: 280,
      linhas: linhas.map(([l]) => l),
      posicoes: linhas.map(([, p]) => p.map(([x, fim]) => ({ x, fim }))),
    };
    expect(() => lerPublicacao([pagina], { lista: "AC" })).toThrow(/não parece uma lista/);
  });
});
