/**
 * A list whose header row names the inscrição "NÚMERO", printed side by side three times (a page in
 * three columns copied line by line: "NOME NÚMERO CURSO NOME NÚMERO CURSO NOME NÚMERO CURSO"), one record
 * per line with the name BEFORE the inscrição ("Nome NÚMERO CAR−CUR"), letter dividers and page footers
 * with totals (#37). Real text only: excerpts of the Fuvest lists of test/publicada/mundo/reservado-3
 * (README there), copied line by line, and the three whole files as `cotas importar` decodes them
 * (2010's is ISO-8859-1). Every count is checked against an independent pattern over the text, never
 * against the reader.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { importarPublicacao } from "../../src/pipeline/importarPublicacao";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { registrosNaoLidos } from "../../src/publicada/naoLidos";
import { paginasDoTexto } from "../../src/publicada/paginas";
import { colunasDoCabecalho } from "../../src/publicada/tabelaPeloCabecalho";

/** A record's line, counted apart: a 7-digit number, then the carreira−curso code, at the line's end. */
const REGISTRO = /\d{7} \d{3}[−-]\d{2}$/gmu;
const contar = (t: string) => t.match(REGISTRO)?.length ?? 0;
const trio = (c: { inscricao: string | null; nome: string; cargo?: string }) => [
  c.inscricao,
  c.nome,
  c.cargo,
];

/** Fuvest 1999, lista de publicação da 1ª chamada: pp. 1, 2, 6, 29 and 30 (lines of the file, in order). */
const FUVEST_1999 = `FUVEST 1999 Lista de Publicação
1ª Chamada − Chamados para Matrícula
NOME NÚMERO CURSO NOME NÚMERO CURSO NOME NÚMERO CURSO
A
AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
Abdsandryk Cunha de Souza 8401178 804−07
Abel Hiroshi Fernandes Murakami 1208785 574−21
Abival Viana Alves Andrade 4214260 884−40
Adalberto Cesar Caiado F Medeiro... 9461979 872−35
Adriana Alves H01 1230931 292−39
Adriana Alves H02 2031505 892−43
Alexandre Massaro Owusic 9601954 561−19
De Abdsandryk Cunha de Souza
Até Alexandre Massaro Owusic
1/36
FUVEST | 20180726082312 08:23:12 | 242 candidatos na página, 242 acumulados de 8494 126 cursos
FUVEST 1999 Lista de Publicação
1ª Chamada − Chamados para Matrícula
NOME NÚMERO CURSO NOME NÚMERO CURSO NOME NÚMERO CURSO
Alexandre Mastrocinque 9487867 361−56
Alexandre Mattar 4827771 312−45
Alexandre Michellin Tristao 5232207 292−40
Amanda Pongeluppe Gualberto de... 3631129 884−42
Cassiara Regina Noventa Correa ... 7823778 771−67
FUVEST | 20180726082316 08:23:16 | 238 candidatos na página, 6768 acumulados de 8494 126 cursos
FUVEST 1999 Lista de Publicação
1ª Chamada − Chamados para Matrícula
NOME NÚMERO CURSO NOME NÚMERO CURSO NOME NÚMERO CURSO
Rafael Monteiro Fernandes 7800256 905−49
Renato Mochao Lopes 5203312 884−42
Renato Motohide Yabiku 7630302 804−01
Renato Negretti Cruz 7811053 392−62
De Rafael Monteiro Fernandes
Até Renato Negretti Cruz
29/36
FUVEST | 20180726082317 08:23:17 | 243 candidatos na página, 7011 acumulados de 8494 126 cursos
FUVEST 1999 Lista de Publicação
1ª Chamada − Chamados para Matrícula
NOME NÚMERO CURSO NOME NÚMERO CURSO NOME NÚMERO CURSO
Renato Paes de Barros Mattos 7815799 761−65
`;

/** Fuvest 2005, primeira chamada: pp. 1, 2, 12 and 29 (lines of the file, in order). */
const FUVEST_2005 = `FUVEST 2005 LISTA DE PUBLICAÇÃO
PRIMEIRA CHAMADA
NOME NÚMERO CAR/CUR NOME NÚMERO CAR/CUR NOME NÚMERO CAR/CUR
AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
A
AARON HILDEBRAND 5906723 420−33
ABEL CARLOS RODRIGUES 1723938 229−46
ADRIANA DA SILVA H05 4102502 245−72
ALINE PATRICIA ALVES DA SILVA 6919531 430−46
DE AARON HILDEBRAND
ATÉ ALINE PATRICIA ALVES DA SILVA
PAG 001/030
CPD−FUVEST|02/02/2005|13:41:54|ADMS−02| (TOTAL DE 332 CANDIDATOS NA PÁGINA)
FUVEST 2005 LISTA DE PUBLICAÇÃO
PRIMEIRA CHAMADA
NOME NÚMERO CAR/CUR NOME NÚMERO CAR/CUR NOME NÚMERO CAR/CUR
ALINE PILLEGI DA SILVA 5938692 429−45
GUILHERME AUGUSTO MARCOLONGO BEZERRA4318514 604−25
TOMAS SCANAVINO L T E DE CARVALHOSA 3710448 230−47
`;

/** Fuvest 2010, primeira chamada, p. 1 (the file's ISO-8859-1 decoded; lines 1–5, 68–72 and 399–402). */
const FUVEST_2010 = `FUVEST 2010 LISTA DE PUBLICAÇÃO
PRIMEIRA CHAMADA
NOME NÚMERO CAR/CUR NOME NÚMERO CAR/CUR NOME NÚMERO CAR/CUR
AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
A
ADRIANO SCARSO MENEGHINI 1957968 613-37
ADRIANO VICENTE FRONCILLO 1481558 403-14
ADRIEL GOMES DA SILVA 6385193 226-55
ADRIEL HENRIQUE PEIXOTO DA SILVA GERALDO8425989 429-46
ADRIELE LOPES GEHRING 2419560 403-14
AMANDA DOS SANTOS CARNEIRO 6387714 226-54
AMANDA DOS SANTOS MATOS 1617321 613-32
AMANDA FERNANDES GONCALVES DOS SANTOS1206163 403-14
AMANDA FERREIRA MORA 6089380 408-19
`;

describe("cabeçalho 'NOME NÚMERO CURSO' repetido lado a lado, o nome antes da inscrição (Fuvest 1999, 1ª chamada)", () => {
  it("o cabeçalho repetido três vezes é um só: NÚMERO é a inscrição (não havendo outra palavra para ela), CURSO e CAR/CUR são texto; 'Nº' primeiro é a ordem da linha e 'Nº Processo' não é a inscrição", () => {
    const esperadas = (curso: string) => [
      { nome: "NOME", tipo: "nome" },
      { nome: "NÚMERO", tipo: "inscricao" },
      { nome: curso, tipo: "texto" },
    ];
    expect(colunasDoCabecalho("NOME NÚMERO CURSO NOME NÚMERO CURSO NOME NÚMERO CURSO")).toEqual(
      esperadas("CURSO"),
    );
    expect(colunasDoCabecalho("NOME NÚMERO CAR/CUR NOME NÚMERO CAR/CUR NOME NÚMERO CAR/CUR")).toEqual(
      esperadas("CAR/CUR"),
    );
    expect(colunasDoCabecalho("Número de inscrição Nome Nota")?.[0]).toEqual({
      nome: "Número de inscrição",
      tipo: "inscricao",
    });
    expect(colunasDoCabecalho("Nome N.º Insc. Nota")?.[1]).toEqual({ nome: "N.º Insc.", tipo: "inscricao" });
    // The number of something else is no inscrição (Diário Oficial de Belo Horizonte nº 7.148, p. 39).
    expect(colunasDoCabecalho("Nome Registro Nº Processo")).toBeNull();
    // Nor is a sentence's "nº" (Diário Oficial de Belo Horizonte nº 7.154, p. 31).
    expect(
      colunasDoCabecalho("Candidato convocado em atendimento à decisão proferida nos autos do processo nº"),
    ).toBeNull();
    expect(colunasDoCabecalho("Nº INSCRIÇÃO NOME NOTA")?.map((c) => c.tipo)).toEqual([
      "valores",
      "inscricao",
      "nome",
      "nota",
    ]);
  });

  it("sem --lista (a lista não se diz no texto): cada linha contada e nenhuma lida — nem como a lista de um nome de rodapé ('Até Renato Negretti Cruz')", () => {
    const lida = lerPublicacao(paginasDoTexto(FUVEST_1999), { leitor: "cli" });
    expect(contar(FUVEST_1999)).toBe(17);
    expect(lida.candidatos).toHaveLength(0);
    expect(lida.semLista?.registros).toBe(17);
    expect(registrosNaoLidos(lida).total).toBe(17);
    // Said once for the text, not once per page's run (36 warnings for the whole file).
    expect(lida.avisos.filter((a) => a.mensagem.includes("sem lista")).map((a) => a.mensagem)).toEqual([
      "17 linha(s) de tabela sem lista (nem subtítulo, nem coluna de modalidade), em 4 trechos: não lidas. Diga a lista delas com --lista AC, PPP, IND, QUI ou PCD.",
    ]);
  });

  it("com --lista AC: as 17 linhas lidas, inscrição = NÚMERO, o nome como impresso (a marca de homônimo H01, as reticências do nome cortado), o curso = o código, sem nota; os rodapés não são registros nem título", () => {
    const lida = lerPublicacao(paginasDoTexto(FUVEST_1999), { lista: "AC", leitor: "cli" });
    expect(registrosNaoLidos(lida).total).toBe(0);
    expect(lida.secoes).toHaveLength(1);
    expect(lida.secoes[0]).toMatchObject({ lista: "AC", registros: 17, recusados: 0, naoLidos: 0 });
    expect(lida.secoes[0].titulo).not.toMatch(/Negretti|Owusic|AAAA/);
    expect(lida.candidatos.map(trio)).toEqual([
      ["8401178", "Abdsandryk Cunha de Souza", "804−07"],
      ["1208785", "Abel Hiroshi Fernandes Murakami", "574−21"],
      ["4214260", "Abival Viana Alves Andrade", "884−40"],
      ["9461979", "Adalberto Cesar Caiado F Medeiro...", "872−35"],
      ["1230931", "Adriana Alves H01", "292−39"],
      ["2031505", "Adriana Alves H02", "892−43"],
      ["9601954", "Alexandre Massaro Owusic", "561−19"],
      ["9487867", "Alexandre Mastrocinque", "361−56"],
      ["4827771", "Alexandre Mattar", "312−45"],
      ["5232207", "Alexandre Michellin Tristao", "292−40"],
      ["3631129", "Amanda Pongeluppe Gualberto de...", "884−42"],
      ["7823778", "Cassiara Regina Noventa Correa ...", "771−67"],
      ["7800256", "Rafael Monteiro Fernandes", "905−49"],
      ["5203312", "Renato Mochao Lopes", "884−42"],
      ["7630302", "Renato Motohide Yabiku", "804−01"],
      ["7811053", "Renato Negretti Cruz", "392−62"],
      ["7815799", "Renato Paes de Barros Mattos", "761−65"],
    ]);
    expect(lida.candidatos.every((c) => c.nota === null && c.listas.join() === "AC")).toBe(true);
  });
});

describe("o mesmo leiaute em maiúsculas, CAR/CUR, rodapé 'TOTAL DE n CANDIDATOS NA PÁGINA' (Fuvest 2005 e 2010, primeira chamada)", () => {
  it("2005: o nome de partículas soltas ('L T E DE CARVALHOSA'), a marca H05 e o nome colado ao número ('BEZERRA4318514') lidos; o rodapé não é registro", () => {
    const lida = lerPublicacao(paginasDoTexto(FUVEST_2005), { lista: "AC", leitor: "cli" });
    expect(contar(FUVEST_2005)).toBe(7);
    expect(registrosNaoLidos(lida).total).toBe(0);
    expect(lida.candidatos.map(trio)).toEqual([
      ["5906723", "AARON HILDEBRAND", "420−33"],
      ["1723938", "ABEL CARLOS RODRIGUES", "229−46"],
      ["4102502", "ADRIANA DA SILVA H05", "245−72"],
      ["6919531", "ALINE PATRICIA ALVES DA SILVA", "430−46"],
      ["5938692", "ALINE PILLEGI DA SILVA", "429−45"],
      ["4318514", "GUILHERME AUGUSTO MARCOLONGO BEZERRA", "604−25"],
      ["3710448", "TOMAS SCANAVINO L T E DE CARVALHOSA", "230−47"],
    ]);
  });

  it("2010: o código com hífen comum ('429-46', forma de inscrição) é o curso; o nome colado ao número é o nome e a inscrição — 'SANTOS1206163' não é uma inscrição com prefixo de letras, entre inscrições de 7 dígitos", () => {
    const lida = lerPublicacao(paginasDoTexto(FUVEST_2010), { lista: "AC", leitor: "cli" });
    expect(contar(FUVEST_2010)).toBe(9);
    expect(registrosNaoLidos(lida).total).toBe(0);
    expect(lida.candidatos).toHaveLength(9);
    expect(lida.candidatos.map(trio)).toContainEqual([
      "8425989",
      "ADRIEL HENRIQUE PEIXOTO DA SILVA GERALDO",
      "429-46",
    ]);
    expect(lida.candidatos.map(trio)).toContainEqual([
      "1206163",
      "AMANDA FERNANDES GONCALVES DOS SANTOS",
      "403-14",
    ]);
    expect(lida.candidatos.map(trio)).toContainEqual(["6089380", "AMANDA FERREIRA MORA", "408-19"]);
  });
});

describe("as três listas inteiras, como `cotas importar` as lê (o .txt decodificado como um CSV: 2010 em ISO-8859-1)", () => {
  const pasta = join(__dirname, "mundo", "reservado-3");
  const esperado = (nome: string) =>
    Papa.parse<Record<string, string>>(readFileSync(join(pasta, "esperado", `${nome}.csv`), "utf8"), {
      header: true,
      skipEmptyLines: true,
    }).data.map((l) => [l.inscricao, l.nome, l.cargo]);

  it.each([
    ["fuvest-1999-lista-1a-chamada-texto", 8494],
    ["fuvest-2005-lista-1a-chamada-texto", 9744],
    ["fuvest-2010-lista-1a-chamada-texto", 10722],
  ])(
    "%s: sem --lista, os %i registros contados e pedida a lista; com --lista AC, todos lidos e as linhas esperadas exatas",
    async (nome, total) => {
      const bytes = new Uint8Array(readFileSync(join(pasta, `${nome}.txt`)));
      const texto = new TextDecoder(nome.includes("2010") ? "latin1" : "utf-8").decode(bytes);
      expect(contar(texto)).toBe(total);
      const semLista = await importarPublicacao({ arquivoDeTexto: bytes }, { leitor: "cli" });
      expect(semLista.lida.semLista?.registros).toBe(total);
      expect(semLista.lida.candidatos).toHaveLength(0);
      const { lida } = await importarPublicacao({ arquivoDeTexto: bytes }, { lista: "AC", leitor: "cli" });
      expect(registrosNaoLidos(lida).total).toBe(0);
      expect(lida.secoes.reduce((n, s) => n + s.registros, 0)).toBe(total);
      expect(lida.candidatos).toHaveLength(total);
      const lidos = lida.candidatos.map(trio);
      for (const linha of esperado(nome)) expect(lidos).toContainEqual(linha);
    },
  );
});
