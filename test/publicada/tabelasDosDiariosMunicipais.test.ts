/**
 * Tables of the municipal gazettes (#37: FAMURS/RS and AMA/AL, test/publicada/mundo/reservado-5): a few
 * candidates numbered "49" or "0398" under a header that names the inscrição, the header printed over two
 * or three lines with its words stacked ("N.º" over "Inscrição"; "CLAS" over "SIFICAÇÃO"), a name wrapped
 * in its narrow column over up to four lines, the nota final abbreviated "NF". Real text only: the lines
 * and the places of their words copied from what the project's PDF reader gives of the pages, and two
 * whole PDFs checked against their esperado CSV (built by hand from pdftotext, not by the reader).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { paginaComPosicoes, paginasDoMundo } from "./trechosReais";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { paginasDoTexto } from "../../src/publicada/paginas";
import { colunasDoCabecalho } from "../../src/publicada/tabelaPeloCabecalho";

const pagina = paginaComPosicoes;

const resumo = (lida: ReturnType<typeof lerPublicacao>) =>
  lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota]);

describe("cabeçalho em duas linhas ('N.º' sobre 'Inscrição', 'Classificação' sobre 'Final'), inscrição de dois dígitos, nome quebrado (FAMURS nº 0328, Ibirubá/RS, resultado final da seleção de auxiliares de escola, p. 2; 1º a 12º omitidos)", () => {
  const linhas = [
    [
      "SELEÇÃO DE AUXILIARES DE ESCOLA",
      [
        [312.1, 352.9],
        [358.7, 370.3],
        [376.2, 434.4],
        [440.2, 451.8],
        [457.7, 492.6],
      ],
    ],
    [
      "N.º Candidato Nota Classificação",
      [
        [312.1, 325.1],
        [371.8, 416.7],
        [465.1, 485.7],
        [496.4, 551.9],
      ],
    ],
    [
      "Inscrição Final",
      [
        [312.1, 351.4],
        [496.4, 518.6],
      ],
    ],
    [
      "19 MICHELI GULART 60 13°",
      [
        [312.1, 322.1],
        [333.0, 375.3],
        [381.3, 417.6],
        [532.1, 542.1],
        [552.8, 566.9],
      ],
    ],
    [
      "20 GISELE JANAINA CAMARGO DE 60 14°",
      [
        [312.1, 322.1],
        [333.0, 367.3],
        [382.7, 426.1],
        [441.5, 492.5],
        [508.0, 521.2],
        [532.1, 542.1],
        [552.8, 566.9],
      ],
    ],
    ["OLIVEIRA", [[333.0, 380.1]]],
    [
      "09 ELAINE DE OLIVEIRA CARVALHO 60 15°",
      [
        [312.1, 322.1],
        [333.0, 368.5],
        [374.4, 386.2],
        [392.1, 439.4],
        [445.3, 492.6],
        [532.1, 542.1],
        [552.8, 566.9],
      ],
    ],
  ] as const;

  it("as duas linhas do cabeçalho são um cabeçalho só, pelo lugar das palavras: a inscrição, o candidato, a nota e a classificação (final é a etapa, não uma lista)", () => {
    expect(colunasDoCabecalho("N.º Inscrição Candidato Nota Classificação Final")).toEqual([
      { nome: "N.º", tipo: "valores" },
      { nome: "Inscrição", tipo: "inscricao" },
      { nome: "Candidato", tipo: "nome" },
      { nome: "Nota", tipo: "nota" },
      { nome: "Classificação Final", tipo: "classificacao" },
    ]);
  });

  it("cada linha é um candidato com a inscrição de dois dígitos, e o nome que passa da coluna ('… CAMARGO DE' / 'OLIVEIRA') inteiro", () => {
    const lida = lerPublicacao([pagina(linhas)], { lista: "AC" });
    expect(resumo(lida)).toEqual([
      ["19", "MICHELI GULART", 60],
      ["20", "GISELE JANAINA CAMARGO DE OLIVEIRA", 60],
      ["09", "ELAINE DE OLIVEIRA CARVALHO", 60],
    ]);
    expect(lida.secoes).toHaveLength(1);
    expect(lida.secoes[0]).toMatchObject({ lista: "AC", registros: 3, recusados: 0 });
  });
});

describe("cabeçalho em três linhas com palavras cortadas na célula ('CLAS' / 'SIFICAÇÃO', 'PORTU' / 'GUÊS') e nomes em duas linhas (FAMURS nº 0263, Ibirubá/RS, técnicos em enfermagem, p. 11)", () => {
  const linhas = [
    [
      "CLAS Nº NOTA TOTAL PORTU INFORMÁ ESPECÍFICO",
      [
        [28.7, 54.1],
        [92.3, 102.6],
        [312.8, 340.7],
        [353.0, 385.8],
        [409.4, 442.3],
        [453.8, 499.9],
        [510.7, 566.7],
      ],
    ],
    [
      "SIFICAÇÃO INSCRIÇAO CANDIDATO FINAL DE GUÊS TICA",
      [
        [28.7, 81.3],
        [92.3, 146.0],
        [157.0, 216.3],
        [312.8, 342.2],
        [353.0, 366.3],
        [409.4, 435.5],
        [453.8, 477.2],
      ],
    ],
    ["ACERTOS", [[353.0, 398.5]]],
    [
      "1º 012 LETÍCIA OVIVEIRA 62 18 4 3 11",
      [
        [28.7, 36.8],
        [131.2, 146.2],
        [157.0, 195.8],
        [253.6, 301.9],
        [332.3, 342.3],
        [388.7, 398.7],
        [438.0, 443.0],
        [495.0, 500.0],
        [556.9, 566.9],
      ],
    ],
    [
      "ROCKENBACH BRONSTRUP",
      [
        [157.0, 222.1],
        [228.6, 287.2],
      ],
    ],
    [
      "2º 010 ANNE LUIZA DAS CHAGAS 58 17 2 4 11",
      [
        [28.7, 36.8],
        [131.2, 146.2],
        [157.0, 184.6],
        [193.4, 223.4],
        [232.1, 252.0],
        [260.8, 301.9],
        [332.3, 342.3],
        [388.7, 398.7],
        [438.0, 443.0],
        [495.0, 500.0],
        [556.9, 566.9],
      ],
    ],
    ["BARRAGAN", [[157.0, 213.0]]],
    [
      "3º 004 ELISÂNGELA PIMENTEL DA 48 13 4 0 9",
      [
        [28.7, 36.8],
        [131.2, 146.2],
        [157.0, 219.1],
        [228.5, 278.1],
        [287.5, 301.9],
        [332.3, 342.3],
        [388.7, 398.7],
        [438.0, 443.0],
        [495.0, 500.0],
        [561.8, 566.8],
      ],
    ],
    ["SILVA", [[157.0, 186.3]]],
    [
      "4º 003 CRISTIELI LOPES 41 11 3 0 8",
      [
        [28.7, 36.8],
        [131.2, 146.2],
        [157.0, 205.1],
        [210.4, 237.1],
        [332.3, 342.3],
        [388.7, 398.7],
        [438.0, 443.0],
        [495.0, 500.0],
        [561.8, 566.8],
      ],
    ],
  ] as const;

  it("a classificação, a inscrição de três dígitos, o nome das duas linhas e a nota final; nenhuma linha recusada", () => {
    const lida = lerPublicacao([pagina(linhas)], { lista: "AC" });
    expect(resumo(lida)).toEqual([
      ["012", "LETÍCIA OVIVEIRA ROCKENBACH BRONSTRUP", 62],
      ["010", "ANNE LUIZA DAS CHAGAS BARRAGAN", 58],
      ["004", "ELISÂNGELA PIMENTEL DA SILVA", 48],
      ["003", "CRISTIELI LOPES", 41],
    ]);
    expect(lida.secoes[0]).toMatchObject({ lista: "AC", registros: 4, recusados: 0 });
  });
});

describe("nome partido palavra por palavra numa coluna estreita, 'Nº Insc' e 'NF' abreviados, o cargo à esquerda da tabela (FAMURS nº 0488, Itacurubi/RS, concurso 001/2011, p. 12)", () => {
  const linhas = [
    ["OPERÁRIO", [[28.7, 82.4]]],
    [
      "Nº Insc Nome Port Mat CG CE NF Clas",
      [
        [28.7, 37.3],
        [41.7, 59.0],
        [94.1, 118.7],
        [170.5, 188.3],
        [234.8, 251.5],
        [300.4, 314.1],
        [365.8, 379.0],
        [430.1, 443.9],
        [495.6, 513.9],
      ],
    ],
    ["Candidato", [[94.1, 136.9]]],
    [
      "000092 GUILHERME 1,60 1,20 1,20 3,20 7,20 1",
      [
        [28.7, 58.7],
        [94.1, 152.8],
        [170.5, 188.1],
        [234.8, 252.4],
        [300.4, 317.9],
        [365.8, 383.3],
        [430.1, 447.7],
        [495.6, 500.6],
      ],
    ],
    ["LOURENÇO", [[94.1, 148.4]]],
    ["DO", [[94.1, 108.5]]],
    ["NASCIMENTO", [[94.1, 159.6]]],
    [
      "000146 ANTONIO 0,40 0,80 1,60 3,60 6,40 2",
      [
        [28.7, 58.7],
        [94.1, 139.5],
        [170.5, 188.1],
        [234.8, 252.4],
        [300.4, 317.9],
        [365.8, 383.3],
        [430.1, 447.7],
        [495.6, 500.6],
      ],
    ],
    ["RENATO", [[94.1, 134.6]]],
    [
      "SILVA DOS",
      [
        [94.1, 123.5],
        [139.6, 159.6],
      ],
    ],
    ["SANTOS", [[94.1, 133.0]]],
    [
      "000065 ELIO OVIEDO 1,20 1,20 1,60 2,40 6,40 3",
      [
        [28.7, 58.7],
        [94.1, 117.9],
        [123.9, 159.6],
        [170.5, 188.1],
        [234.8, 252.4],
        [300.4, 317.9],
        [365.8, 383.3],
        [430.1, 447.7],
        [495.6, 500.6],
      ],
    ],
    ["PINTO", [[94.1, 123.6]]],
  ] as const;

  it("cada nome inteiro na linha da sua inscrição, a nota = NF (a nota final), as notas parciais nos valores", () => {
    const lida = lerPublicacao([pagina(linhas)], { lista: "AC" });
    expect(resumo(lida)).toEqual([
      ["000092", "GUILHERME LOURENÇO DO NASCIMENTO", 7.2],
      ["000146", "ANTONIO RENATO SILVA DOS SANTOS", 6.4],
      ["000065", "ELIO OVIEDO PINTO", 6.4],
    ]);
    expect(lida.candidatos[0].valores).toEqual(["1,60", "1,20", "1,20", "3,20", "7,20", "1"]);
    expect(lida.secoes[0]).toMatchObject({ registros: 3, recusados: 0 });
  });
});

describe("'Nome Candidato' numa linha só do cabeçalho é uma coluna, como 'Nome do Candidato' (FAMURS nº 0488, Itacurubi/RS, p. 23)", () => {
  const linhas = [
    [
      "Nº Insc Nome Candidato Port Mat NI CE NF Clas",
      [
        [28.7, 37.3],
        [41.7, 59.0],
        [93.0, 112.9],
        [117.9, 162.8],
        [179.9, 197.6],
        [241.9, 258.6],
        [306.2, 317.3],
        [370.4, 383.7],
        [432.4, 446.2],
        [496.7, 515.0],
      ],
    ],
    [
      "000075 MARLON DOS 1,20 1,20 1,60 3,20 7,20 1",
      [
        [28.7, 58.7],
        [93.0, 136.2],
        [149.0, 169.1],
        [179.9, 197.5],
        [241.9, 259.5],
        [306.2, 323.8],
        [370.4, 388.0],
        [432.4, 449.9],
        [496.7, 501.7],
      ],
    ],
    [
      "SANTOS LOPES",
      [
        [93.0, 128.9],
        [134.9, 164.9],
      ],
    ],
    [
      "000567 MARCIELE 0,80 0,80 2,00 2,80 6,40 2",
      [
        [28.7, 58.7],
        [93.0, 144.0],
        [179.9, 197.5],
        [241.9, 259.5],
        [306.2, 323.8],
        [370.4, 388.0],
        [432.4, 449.9],
        [496.7, 501.7],
      ],
    ],
    [
      "PAVAO DA",
      [
        [93.0, 127.3],
        [154.6, 169.2],
      ],
    ],
    ["SILVA", [[93.0, 122.4]]],
    [
      "000200 ROGER 0,40 1,60 2,00 2,40 6,40 3",
      [
        [28.7, 58.7],
        [93.0, 126.8],
        [179.9, 197.5],
        [241.9, 259.5],
        [306.2, 323.8],
        [370.4, 388.0],
        [432.4, 449.9],
        [496.7, 501.7],
      ],
    ],
    ["CONTREIRA", [[93.0, 150.2]]],
    ["BENITES", [[93.0, 134.2]]],
  ] as const;

  it("o nome inteiro, as seis notas nos valores e a nota = NF: nenhuma palavra do nome passa para as notas", () => {
    const lida = lerPublicacao([pagina(linhas)], { lista: "AC" });
    expect(resumo(lida)).toEqual([
      ["000075", "MARLON DOS SANTOS LOPES", 7.2],
      ["000567", "MARCIELE PAVAO DA SILVA", 6.4],
      ["000200", "ROGER CONTREIRA BENITES", 6.4],
    ]);
    expect(lida.candidatos[2].valores).toEqual(["0,40", "1,60", "2,00", "2,40", "6,40", "3"]);
  });
});

describe("inscrição de quatro dígitos sob 'CLASSIFICAÇÃO INSCRIÇÃO NOME DATA NASC NOTA OBSERVAÇÕES', a observação vazia (AMA nº 1973, Craíbas/AL, PSS 01/2023, p. 64 e 66; texto colado)", () => {
  const texto = [
    "RESULTADO PRELIMINAR - PROFESSOR DE EDUCAÇÃO INFANTIL",
    "CLASSIFICAÇÃO INSCRIÇÃO NOME DATA NASC NOTA OBSERVAÇÕES",
    "1 0398 MEIRE CÁSSIA DE BRITO 05/07/1968 16,0",
    "2 0453 FERNANDA GAMA DA SILVA 12/07/1983 16,0",
    "3 0085 ROSÂNGELA BARBOSA DE MELO FARIAS 18/09/1984 16,0",
    "105 0354 MARIA APARECIDA FARIAS DA SILVA SANTOS 09/08/1988 4,0",
    "106 1286 DAMIANA BARBOSA DA SILVA 18/02/1995 4,0",
    "0391 NAZARÉ GONÇALVES RIBEIRO LEITE 20/02/1968 INSCRIÇÃO INDEFERIDA. Motivo: Item 3.5: K) do Edital",
    "0865 SANDRA ISABEL PINHEIRO DA SILVA 02/05/1971 INSCRIÇÃO INDEFERIDA. Motivo: Item 3.5: F) do Edital",
  ].join("\n");

  it("'DATA NASC' é uma coluna; cada classificado com a inscrição de quatro dígitos e a nota; a observação que não se imprime, vazia", () => {
    expect(colunasDoCabecalho(texto.split("\n")[1])?.map((c) => [c.nome, c.tipo])).toEqual([
      ["CLASSIFICAÇÃO", "classificacao"],
      ["INSCRIÇÃO", "inscricao"],
      ["NOME", "nome"],
      ["DATA NASC", "data"],
      ["NOTA", "nota"],
      ["OBSERVAÇÕES", "texto"],
    ]);
    const lida = lerPublicacao(paginasDoTexto(texto), { lista: "AC" });
    expect(resumo(lida)).toEqual([
      ["0398", "MEIRE CÁSSIA DE BRITO", 16],
      ["0453", "FERNANDA GAMA DA SILVA", 16],
      ["0085", "ROSÂNGELA BARBOSA DE MELO FARIAS", 16],
      ["0354", "MARIA APARECIDA FARIAS DA SILVA SANTOS", 4],
      ["1286", "DAMIANA BARBOSA DA SILVA", 4],
    ]);
  });

  it("a inscrição indeferida, sem classificação, não é candidato nem some: recusada com o seu texto", () => {
    const lida = lerPublicacao(paginasDoTexto(texto), { lista: "AC" });
    expect(lida.secoes[0]).toMatchObject({ registros: 5, recusados: 2 });
    // (The warning quotes the row's text.)
    const recusas = lida.avisos.filter((a) => /^"\d{4} \p{Lu}/u.test(a.texto));
    expect(recusas.map((a) => a.texto.slice(1, 31))).toEqual([
      "0391 NAZARÉ GONÇALVES RIBEIRO ",
      "0865 SANDRA ISABEL PINHEIRO DA",
    ]);
    expect(recusas.every((a) => /não segue o cabeçalho/.test(a.mensagem))).toBe(true);
  });
});

/** The rows of an esperado CSV of mundo/reservado-5. */
const esperado = (nome: string) =>
  Papa.parse<Record<string, string>>(
    readFileSync(join(__dirname, "mundo", "reservado-5", "esperado", `${nome}.csv`), "utf8"),
    { header: true, skipEmptyLines: true },
  ).data;

describe("as edições inteiras, contra o CSV esperado feito à mão", () => {
  it("FAMURS nº 0488 (Itacurubi): os 22 classificados de Cozinheiro, nome inteiro e NF; as linhas 'Aus' recusadas com o texto", async () => {
    const lida = lerPublicacao(await paginasDoMundo("reservado-5", "famurs-rs-2011-02-16-edicao-0488.pdf"), {
      lista: "AC",
    });
    const linhas = esperado("famurs-rs-2011-02-16-edicao-0488");
    expect(linhas).toHaveLength(22);
    for (const e of linhas) {
      const c = lida.candidatos.find((x) => x.inscricao === e.inscricao);
      expect([c?.nome, c?.nota]).toEqual([e.nome, Number(e.nota.replace(",", "."))]);
    }
    // An absent candidate's row ("Aus" across the score cells, the name's cell wrapped: "… SANTOS" /
    // "NARDES"): refused with its whole text, not read.
    expect(lida.avisos.some((a) => a.texto === '"000348 MARGARETE DOS SANTOS NARDES Aus"')).toBe(true);
    expect(lida.candidatos.some((c) => c.inscricao === "000348")).toBe(false);
  }, 30_000);

  it("FAMURS nº 0328 (Ibirubá): os 50 das duas tabelas à direita da página, ao lado do texto do ato; o nome quebrado ('… CAMARGO DE' / 'OLIVEIRA') inteiro", async () => {
    const lida = lerPublicacao(await paginasDoMundo("reservado-5", "famurs-rs-2010-06-30-edicao-0328.pdf"), {
      lista: "AC",
    });
    const linhas = esperado("famurs-rs-2010-06-30-edicao-0328");
    expect(linhas).toHaveLength(50);
    const achados = linhas.filter((e) =>
      lida.candidatos.some(
        (c) => c.inscricao === e.inscricao && c.nome === e.nome && c.nota === Number(e.nota),
      ),
    );
    expect(achados).toHaveLength(50);
    expect(lida.candidatos.find((c) => c.inscricao === "20")).toMatchObject({
      nome: "GISELE JANAINA CAMARGO DE OLIVEIRA",
      nota: 60,
    });
  }, 30_000);
});
