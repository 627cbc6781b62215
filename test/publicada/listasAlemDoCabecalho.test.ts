/**
 * Lists with no inscrição whose rows go on past their header (#37, the fifth reserved part:
 * test/publicada/mundo/reservado-5, README.md there says where each comes from): a list printed in a
 * column of a page in two columns goes on at the next page, in its left column and then its right
 * one, with no header printed again. Those rows are read where they stand as the header's rows do
 * (the name where the row begins, the score as far right of it), and none is lost quietly. The texts
 * are excerpts copied line for line from what the reader gets of the PDF (its lines as pdf.js joins
 * them, each word's place on the page rounded to the point), or the PDF itself.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { paginasDoPdf } from "../../src/adapters/pdf/textoDoPdf";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { registrosNaoLidos } from "../../src/publicada/naoLidos";

const RESERVADO_5 = join(__dirname, "mundo", "reservado-5");

/** A line of a page and where each of its words stands (from the page's left, to its end). */
type Linha = [string, [number, number][]];
const pagina = (numero: number, linhas: Linha[]) => ({
  numero,
  linhas: linhas.map(([l]) => l),
  posicoes: linhas.map(([, p]) => p.map(([x, fim]) => ({ x, fim }))),
});

// p. 7, the foot of the right column: the title, the header beside the left column's signature, the first rows.
const PAGINA_7: Linha[] = [
  [
    "Natal/RN, 14 de agosto de 2025. SUPLENTES",
    [
      [48, 74],
      [77, 83],
      [86, 91],
      [94, 112],
      [115, 120],
      [123, 138],
      [304, 335],
    ],
  ],
  [
    "YRAGUACY ARAUJO ALMEIDA DE SOUZA NOME PONTUAÇÃO SITUAÇÃO",
    [
      [48, 74],
      [77, 97],
      [100, 123],
      [127, 133],
      [136, 153],
      [355, 368],
      [424, 449],
      [491, 511],
    ],
  ],
  [
    "Secretária Municipal do Trabalho e Assistência Social/SEMTAS/PMN Não Classificado(a) de acordo com o",
    [
      [48, 76],
      [79, 104],
      [107, 113],
      [115, 138],
      [141, 144],
      [146, 177],
      [180, 228],
      [463, 469],
      [471, 504],
      [506, 510],
      [512, 525],
      [528, 534],
      [536, 538],
    ],
  ],
  [
    "KATIA MYRELA DE OLIVEIRA VASCONCELOS SANTOS 97,00",
    [
      [305, 317],
      [319, 334],
      [337, 342],
      [344, 364],
      [366, 393],
      [395, 410],
      [431, 443],
    ],
  ],
  [
    "subitem 5.5",
    [
      [488, 504],
      [506, 513],
    ],
  ],
  [
    "Não Classificado(a) de acordo com o",
    [
      [463, 469],
      [471, 504],
      [506, 510],
      [512, 525],
      [528, 534],
      [536, 538],
    ],
  ],
  [
    "AIRES DA SILVA BRAUN 96,00",
    [
      [305, 316],
      [319, 324],
      [326, 338],
      [340, 352],
      [431, 443],
    ],
  ],
  [
    "subitem 5.5",
    [
      [488, 504],
      [506, 513],
    ],
  ],
  [
    "Horário para recebimento das matérias a Não Classificado(a) de acordo com o",
    [
      [57, 97],
      [103, 126],
      [132, 196],
      [201, 219],
      [224, 271],
      [276, 282],
      [463, 469],
      [471, 504],
      [506, 510],
      [512, 525],
      [528, 534],
      [536, 538],
    ],
  ],
  [
    "MARIA DAS GRAÇAS DOS SANTOS 95,67",
    [
      [305, 317],
      [320, 327],
      [330, 345],
      [347, 355],
      [357, 372],
      [431, 443],
    ],
  ],
  [
    "subitem 5.5",
    [
      [488, 504],
      [506, 513],
    ],
  ],
  [
    "serem publicadas no DOM: até às",
    [
      [55, 88],
      [100, 157],
      [169, 183],
      [196, 232],
      [244, 261],
      [273, 284],
    ],
  ],
  [
    "Não Classificado(a) de acordo com o",
    [
      [463, 469],
      [471, 504],
      [506, 510],
      [512, 525],
      [528, 534],
      [536, 538],
    ],
  ],
  [
    "MARIA LUIZA MARINHO ARAUJO 95,67",
    [
      [305, 317],
      [319, 332],
      [334, 351],
      [354, 368],
      [431, 443],
    ],
  ],
  [
    "15:00h. subitem 5.5",
    [
      [136, 203],
      [488, 504],
      [506, 513],
    ],
  ],
  [
    "Não Classificado(a) de acordo com o",
    [
      [463, 469],
      [471, 504],
      [506, 510],
      [512, 525],
      [528, 534],
      [536, 538],
    ],
  ],
  [
    "(Decreto 8.740 de 03 de junho de 2009) RAIZA BRAUN 95,00",
    [
      [56, 103],
      [109, 139],
      [145, 157],
      [163, 175],
      [181, 193],
      [199, 229],
      [235, 247],
      [253, 283],
      [305, 317],
      [320, 332],
      [431, 443],
    ],
  ],
  [
    "subitem 5.5",
    [
      [488, 504],
      [506, 513],
    ],
  ],
  [
    "Não Classificado(a) de acordo com o",
    [
      [463, 469],
      [471, 504],
      [506, 510],
      [512, 525],
      [528, 534],
      [536, 538],
    ],
  ],
  [
    "MARIA VALQUIRIA DE ARAUJO OLIVEIRA 94,67",
    [
      [305, 317],
      [319, 340],
      [342, 347],
      [349, 364],
      [366, 385],
      [431, 443],
    ],
  ],
  [
    "subitem 5.5",
    [
      [488, 504],
      [506, 513],
    ],
  ],
];
// p. 8, its top and the lines where the right column's list ends (a title, a new header): the rows in
// both columns, the situation of each printed over two lines beside it.
const PAGINA_8: Linha[] = [
  [
    "Não Classificado(a) de acordo com o Não Classificado(a) de acordo com o",
    [
      [207, 214],
      [216, 248],
      [250, 255],
      [257, 270],
      [272, 278],
      [281, 283],
      [463, 469],
      [471, 504],
      [506, 510],
      [512, 525],
      [528, 534],
      [536, 538],
    ],
  ],
  [
    "DALVA LUCIA BRITO VIEIRA 94,33 JEAN FRANK DA SILVA 74,00",
    [
      [49, 60],
      [63, 74],
      [76, 88],
      [90, 103],
      [175, 187],
      [305, 314],
      [316, 328],
      [330, 335],
      [337, 349],
      [431, 443],
    ],
  ],
  [
    "subitem 5.5 subitem 5.5",
    [
      [233, 248],
      [250, 257],
      [488, 504],
      [506, 513],
    ],
  ],
  [
    "Não Classificado(a) de acordo com o Não Classificado(a) de acordo com o",
    [
      [207, 214],
      [216, 248],
      [250, 255],
      [257, 270],
      [272, 278],
      [281, 283],
      [463, 469],
      [471, 504],
      [506, 510],
      [512, 525],
      [528, 534],
      [536, 538],
    ],
  ],
  [
    "EDNALVA BEZERRA DE LIMA SOUZA 94,00 MARIA APARECIDA DA SILVA 73,67",
    [
      [49, 67],
      [69, 87],
      [89, 94],
      [97, 107],
      [109, 122],
      [175, 187],
      [305, 316],
      [319, 340],
      [342, 347],
      [349, 361],
      [431, 443],
    ],
  ],
  [
    "subitem 5.5 subitem 5.5",
    [
      [233, 248],
      [250, 257],
      [488, 504],
      [506, 513],
    ],
  ],
  [
    "Não Classificado(a) de acordo com o Não Classificado(a) de acordo com o",
    [
      [207, 214],
      [216, 248],
      [250, 255],
      [257, 270],
      [272, 278],
      [281, 283],
      [463, 469],
      [471, 504],
      [506, 510],
      [512, 525],
      [528, 534],
      [536, 538],
    ],
  ],
  [
    "ANA EDILVA CARLA LIMA 93,00 MARIA ELZA DE MORAES COSTA 73,67",
    [
      [49, 56],
      [59, 73],
      [75, 87],
      [89, 99],
      [175, 187],
      [305, 317],
      [320, 330],
      [332, 337],
      [340, 355],
      [357, 370],
      [431, 443],
    ],
  ],
  [
    "subitem 5.5 subitem 5.5",
    [
      [233, 248],
      [250, 257],
      [488, 504],
      [506, 513],
    ],
  ],
  [
    "Não Classificado(a) de acordo com o",
    [
      [207, 214],
      [216, 248],
      [250, 255],
      [257, 270],
      [272, 278],
      [281, 283],
    ],
  ],
  [
    "CIBELE ALBUQUERQUE ANTONIO JOSE DE MOURA 93,00 Não Classificado(a) de acordo com o",
    [
      [49, 64],
      [67, 95],
      [98, 115],
      [118, 128],
      [131, 136],
      [138, 151],
      [175, 187],
      [463, 469],
      [471, 504],
      [506, 510],
      [512, 525],
      [528, 534],
      [536, 538],
    ],
  ],
  [
    "subitem 5.5 JOSICLEA LUCAS TAVARES 70,00",
    [
      [233, 248],
      [250, 257],
      [305, 324],
      [326, 338],
      [340, 357],
      [431, 443],
    ],
  ],
  [
    "Não Classificado(a) de acordo com o JOSE CLAUDIO DA SILVA 60,00",
    [
      [207, 214],
      [216, 248],
      [250, 255],
      [257, 270],
      [272, 278],
      [281, 283],
      [305, 314],
      [316, 332],
      [335, 339],
      [341, 353],
      [431, 443],
    ],
  ],
  [
    "ROSINA DE OLIVEIRA FERREIRA 89,00 subitem 5.5",
    [
      [49, 63],
      [66, 71],
      [73, 92],
      [94, 113],
      [175, 187],
      [488, 504],
      [506, 513],
    ],
  ],
  [
    "subitem 5.5",
    [
      [233, 248],
      [250, 257],
    ],
  ],
  [
    "Não Classificado(a) de acordo com o NÃO ATINGIU MÉDIA DE PONTUAÇÃO",
    [
      [207, 214],
      [216, 248],
      [250, 255],
      [257, 270],
      [272, 278],
      [281, 283],
      [304, 313],
      [317, 340],
      [343, 359],
      [362, 369],
      [372, 402],
    ],
  ],
  [
    "GILMARA COSTA DO NASCIMENTO 88,67",
    [
      [49, 67],
      [69, 82],
      [84, 90],
      [92, 117],
      [175, 187],
    ],
  ],
  [
    "subitem 5.5 NOME PONTUAÇÃO SITUAÇÃO",
    [
      [233, 248],
      [250, 257],
      [355, 369],
      [423, 452],
      [490, 512],
    ],
  ],
  [
    "Não Classificado(a) de acordo com o Não atingiu média igual ou superior",
    [
      [207, 214],
      [216, 248],
      [250, 255],
      [257, 270],
      [272, 278],
      [281, 283],
      [459, 466],
      [469, 485],
      [488, 500],
      [502, 514],
      [517, 521],
      [524, 543],
    ],
  ],
  [
    "MARICELMA GOMES CARDOSO 87,00 FRANCINEIDE FERREIRA DA SILVA 59,33",
    [
      [49, 73],
      [76, 89],
      [92, 110],
      [175, 187],
      [305, 334],
      [337, 359],
      [361, 367],
      [369, 383],
      [430, 444],
    ],
  ],
];

describe("lista 'NOME PONTUAÇÃO SITUAÇÃO' que segue na página seguinte, nas duas colunas, sem o cabeçalho (DOM Natal 5828, 30ª Multifeira, SUPLENTES — mundo/reservado-5/dom-natal-2025-08-15-edicao-5828.pdf, p. 7–8)", () => {
  it("as linhas da p. 8 lidas na lista da p. 7: a coluna da esquerda e depois a da direita, até o título da lista seguinte; nenhuma perdida", () => {
    const lida = lerPublicacao([pagina(7, PAGINA_7), pagina(8, PAGINA_8)], { lista: "AC" });
    const suplentes = lida.secoes.find((s) => s.titulo.startsWith("SUPLENTES"));
    expect(suplentes).toMatchObject({ registros: 18, recusados: 0, pagina: 7 });
    expect(registrosNaoLidos(lida).total).toBe(0);
    expect(lida.candidatos.slice(0, 18).map((c) => [c.inscricao, c.nome, c.nota])).toEqual([
      [null, "KATIA MYRELA DE OLIVEIRA VASCONCELOS SANTOS", 97],
      [null, "AIRES DA SILVA BRAUN", 96],
      [null, "MARIA DAS GRAÇAS DOS SANTOS", 95.67],
      [null, "MARIA LUIZA MARINHO ARAUJO", 95.67],
      [null, "RAIZA BRAUN", 95],
      [null, "MARIA VALQUIRIA DE ARAUJO OLIVEIRA", 94.67],
      [null, "DALVA LUCIA BRITO VIEIRA", 94.33],
      [null, "EDNALVA BEZERRA DE LIMA SOUZA", 94],
      [null, "ANA EDILVA CARLA LIMA", 93],
      [null, "CIBELE ALBUQUERQUE ANTONIO JOSE DE MOURA", 93],
      [null, "ROSINA DE OLIVEIRA FERREIRA", 89],
      [null, "GILMARA COSTA DO NASCIMENTO", 88.67],
      [null, "MARICELMA GOMES CARDOSO", 87],
      [null, "JEAN FRANK DA SILVA", 74],
      [null, "MARIA APARECIDA DA SILVA", 73.67],
      [null, "MARIA ELZA DE MORAES COSTA", 73.67],
      [null, "JOSICLEA LUCAS TAVARES", 70],
      [null, "JOSE CLAUDIO DA SILVA", 60],
    ]);
  });

  it("no PDF, os 59 suplentes (59 'Não Classificado(a) de acordo com o' no texto) na sua lista, na ordem das colunas", async () => {
    const paginas = await paginasDoPdf(
      new Uint8Array(readFileSync(join(RESERVADO_5, "dom-natal-2025-08-15-edicao-5828.pdf"))),
    );
    const lida = lerPublicacao(paginas, { lista: "AC" });
    const suplentes = lida.secoes.find((s) => s.titulo.startsWith("SUPLENTES"));
    expect(suplentes).toMatchObject({ registros: 59, recusados: 0, pagina: 7 });
    const nomes = lida.candidatos.slice(30, 89).map((c) => [c.nome, c.nota]);
    expect(nomes.slice(0, 7).at(-1)).toEqual(["DALVA LUCIA BRITO VIEIRA", 94.33]);
    expect(nomes.slice(47, 49)).toEqual([
      ["FRANCINETE PEREIRA DE BRITO", 74],
      ["JEAN FRANK DA SILVA", 74],
    ]);
    expect(nomes.at(-1)).toEqual(["JOSE CLAUDIO DA SILVA", 60]);
  });
});

// p. 4 of FAMURS 0299: the ACS list's head, its first three micro-areas.
const ACS_PAGINA_4: Linha[] = [
  [
    "HOMOLOGA a classificação final do resultado da Seleção Específica do emprego de Agente Comunitário de Saúde, iniciando, a",
    [
      [29, 87],
      [91, 95],
      [99, 153],
      [157, 178],
      [182, 191],
      [195, 232],
      [237, 245],
      [249, 278],
      [282, 324],
      [328, 337],
      [341, 370],
      [374, 382],
      [386, 415],
      [419, 471],
      [476, 485],
      [490, 517],
      [521, 560],
      [563, 567],
    ],
  ],
  [
    "partir desta data (18/05/2010) a contagem da validade do certame:",
    [
      [29, 51],
      [55, 73],
      [77, 91],
      [95, 148],
      [153, 157],
      [161, 194],
      [198, 206],
      [211, 244],
      [248, 256],
      [260, 293],
    ],
  ],
  [
    "Micro-Área/Nome do Candidato Nota Final Classificação",
    [
      [29, 100],
      [105, 115],
      [119, 162],
      [235, 253],
      [258, 281],
      [365, 420],
    ],
  ],
  [
    "Micro-Área 1:",
    [
      [29, 73],
      [77, 86],
    ],
  ],
  [
    "Gisiane Borges Padilha 69,00 1º lugar",
    [
      [37, 66],
      [71, 96],
      [101, 130],
      [332, 355],
      [365, 373],
      [377, 396],
    ],
  ],
  [
    "Daiane Pacheco de Souza 64,00 2º lugar",
    [
      [37, 63],
      [68, 99],
      [104, 112],
      [117, 139],
      [332, 355],
      [365, 373],
      [377, 396],
    ],
  ],
  [
    "Joce Cristina Jacoby Moraes 60,00 3º lugar",
    [
      [37, 53],
      [58, 92],
      [96, 121],
      [126, 151],
      [332, 355],
      [365, 373],
      [377, 396],
    ],
  ],
  [
    "Fatima Patricia Leite 53,00 4º lugar",
    [
      [37, 61],
      [65, 97],
      [101, 121],
      [332, 355],
      [365, 373],
      [377, 396],
    ],
  ],
  [
    "Micro-Área 2:",
    [
      [29, 73],
      [77, 86],
    ],
  ],
  [
    "Barbara Ivonete Pfeifer 72,00 1º lugar",
    [
      [37, 66],
      [70, 99],
      [103, 133],
      [332, 355],
      [365, 373],
      [377, 396],
    ],
  ],
  [
    "Marcelo Junior Finatto 70,00 2º lugar",
    [
      [37, 66],
      [70, 95],
      [99, 128],
      [332, 355],
      [365, 373],
      [377, 396],
    ],
  ],
  [
    "Josane Costa Dias 55,00 3º lugar",
    [
      [37, 62],
      [67, 88],
      [92, 109],
      [332, 355],
      [365, 373],
      [377, 396],
    ],
  ],
  [
    "Micro-Área 3:",
    [
      [29, 73],
      [77, 86],
    ],
  ],
  [
    "Carla de Oliveira Flores 58,00 1º lugar",
    [
      [36, 56],
      [60, 68],
      [72, 104],
      [108, 133],
      [332, 355],
      [365, 373],
      [377, 396],
    ],
  ],
];

describe("lista 'Micro-Área/Nome do Candidato Nota Final Classificação' em partes, cada uma sob a sua linha 'Micro-Área N:' (FAMURS 0299, Barros Cassal, Edital 009/2010, Agente Comunitário de Saúde — mundo/reservado-5/famurs-rs-2010-05-19-edicao-0299.pdf, p. 4–5)", () => {
  it("o rótulo antes do nome ('Micro-Área/') não impede o cabeçalho; cada micro-área um bloco com o seu título, as linhas lidas", () => {
    const lida = lerPublicacao([pagina(4, ACS_PAGINA_4)], { lista: "AC" });
    expect(registrosNaoLidos(lida).total).toBe(0);
    expect(lida.secoes.map((s) => [/Micro-Área \d+/.exec(s.titulo)?.[0], s.registros, s.recusados])).toEqual([
      ["Micro-Área 1", 4, 0],
      ["Micro-Área 2", 3, 0],
      ["Micro-Área 3", 1, 0],
    ]);
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota, c.valores])).toEqual([
      [null, "Gisiane Borges Padilha", 69, ["69,00", "1º lugar"]],
      [null, "Daiane Pacheco de Souza", 64, ["64,00", "2º lugar"]],
      [null, "Joce Cristina Jacoby Moraes", 60, ["60,00", "3º lugar"]],
      [null, "Fatima Patricia Leite", 53, ["53,00", "4º lugar"]],
      [null, "Barbara Ivonete Pfeifer", 72, ["72,00", "1º lugar"]],
      [null, "Marcelo Junior Finatto", 70, ["70,00", "2º lugar"]],
      [null, "Josane Costa Dias", 55, ["55,00", "3º lugar"]],
      [null, "Carla de Oliveira Flores", 58, ["58,00", "1º lugar"]],
    ]);
  });

  it("no PDF, as 68 linhas do ACS ('lugar' contado entre os editais) em 16 micro-áreas, e as 11 de Motorista como o esperado", async () => {
    const paginas = await paginasDoPdf(
      new Uint8Array(readFileSync(join(RESERVADO_5, "famurs-rs-2010-05-19-edicao-0299.pdf"))),
    );
    const lida = lerPublicacao(paginas, { lista: "AC" });
    expect(registrosNaoLidos(lida).total).toBe(0);
    const acs = lida.secoes.filter((s) => /Agente Comunitário/.test(s.titulo));
    expect(acs).toHaveLength(16);
    expect(acs.reduce((n, s) => n + s.registros, 0)).toBe(68);
    expect(acs.every((s) => s.recusados === 0 && /Micro-Área \d+/.test(s.titulo))).toBe(true);
    expect(lida.candidatos.slice(0, 11).map((c) => [c.nome, c.nota])).toEqual([
      ["Antonio Eleno Ribeiro Dias", 73],
      ["Alexandre Ortiz Silveira", 71],
      ["Nerivan Guterres dos Santos", 70],
      ["Fernando Veruck dos Santos", 66],
      ["Juliano Moura Tonezer", 65],
      ["Luciano Gusso", 63],
      ["Valmir da Silva", 62],
      ["Luiz Carlos Antunes de Moraes", 60],
      ["Alexandre Borges Padilha", 55],
      ["Antonio Olair Carlesso", 54],
      ["Ederson Artur Antonio Mucelin", 52],
    ]);
  });
});
