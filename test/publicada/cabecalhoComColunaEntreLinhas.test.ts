/**
 * A listing whose header names one column over and under its row ("OBJETIVA" / "INSCRIÇÃO NOME DO
 * CANDIDATO REDAÇÃO" / "ACERTOS": the cell centred over two lines, the others on one), a status printed
 * in the value cells ("FALTOU FALTOU") and names whose apostrophe the PDF lost ("D?ABREU"): the UERJ's
 * "LISTAGEM DE NOTAS" of the Vestibular Estadual 2023 (test/publicada/mundo/reservado-4). Real text
 * only: the lines and the places of their words copied from what the project's PDF reader gives of the
 * pages, and the whole PDF checked against its esperado CSV (built by hand from pdftotext, not by the
 * reader).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { paginaComPosicoes, paginasDoMundo } from "./trechosReais";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { cabecalhosEmPilha } from "../../src/publicada/linhasQuebradas";
import { paginasDoTexto } from "../../src/publicada/paginas";

/** uerj-2022-12-vestibular-2023-listagem-notas-letra-L.pdf, p. 1, lines 5 to 13 as the reader gives them. */
const PAGINA_1: readonly (readonly [string, readonly (readonly [number, number])[]])[] = [
  [
    "LISTAGEM DE NOTAS",
    [
      [246.53, 296.03],
      [302.21, 314.59],
      [320.77, 351.71],
    ],
  ],
  ["OBJETIVA", [[432.58, 477.57]]],
  [
    "INSCRIÇÃO NOME DO CANDIDATO REDAÇÃO",
    [
      [57.6, 107.93],
      [223.37, 246.7],
      [252.53, 264.19],
      [270.02, 322.51],
      [500.5, 545.67],
    ],
  ],
  ["ACERTOS", [[433.18, 477.01]]],
  [
    "233026030-9 LAENE CRISTHINI TINOCO PORTO 39 6,00",
    [
      [58.56, 106.91],
      [129.5, 151.18],
      [155.51, 194.54],
      [198.87, 224.89],
      [229.22, 250.9],
      [450.82, 459.94],
      [515.14, 531.08],
    ],
  ],
  [
    "233045084-8 LAFAYETTE PIMENTEL MAXIMO 26 3,00",
    [
      [58.56, 106.91],
      [129.5, 171.04],
      [175.66, 212.58],
      [217.2, 244.89],
      [450.82, 459.94],
      [515.14, 531.08],
    ],
  ],
  [
    "233000450-0 LAIANA CRISTINA PEREIRA RANGEL FALTOU FALTOU",
    [
      [58.56, 106.91],
      [129.5, 155.03],
      [159.28, 193.32],
      [197.57, 227.36],
      [231.61, 257.14],
      [440.74, 470.01],
      [508.42, 537.69],
    ],
  ],
  [
    "233001464-7 LAIANE LUIZA OLIVEIRA DE SOUZA 18 -",
    [
      [58.56, 106.91],
      [129.5, 154.55],
      [158.72, 179.59],
      [183.77, 217.16],
      [221.34, 229.69],
      [233.86, 254.73],
      [450.82, 459.94],
      [521.74, 524.49],
    ],
  ],
  [
    "233059507-0 LAIANNE PASSOS RODRIGUES FALTOU FALTOU",
    [
      [58.56, 106.91],
      [129.5, 161.03],
      [165.53, 192.55],
      [197.06, 237.59],
      [440.74, 470.01],
      [508.42, 537.69],
    ],
  ],
];

/** The same file, p. 52, line 46: the apostrophe of "D'ABREU" printed "?" by the PDF. */
const LUANA: readonly [string, readonly (readonly [number, number])[]] = [
  "233013716-2 LUANA D?ABREU KALOCSAI 38 5,00",
  [
    [58.56, 106.91],
    [129.5, 152.37],
    [156.94, 188.96],
    [193.53, 230.12],
    [450.82, 459.94],
    [515.14, 531.08],
  ],
];

describe("UERJ, listagem de notas do Vestibular Estadual 2023: a coluna 'OBJETIVA' / 'ACERTOS' acima e abaixo da linha do cabeçalho", () => {
  it("as palavras acima e abaixo da linha, entre 'CANDIDATO' e 'REDAÇÃO', entram nela no seu lugar: uma linha só", () => {
    const [pagina] = cabecalhosEmPilha([paginaComPosicoes(PAGINA_1)]);
    expect(pagina.linhas.slice(0, 3)).toEqual([
      "LISTAGEM DE NOTAS",
      "INSCRIÇÃO NOME DO CANDIDATO OBJETIVA ACERTOS REDAÇÃO",
      "233026030-9 LAENE CRISTHINI TINOCO PORTO 39 6,00",
    ]);
    expect(pagina.posicoes?.[1].map((p) => p.x)).toEqual([
      57.6, 223.37, 252.53, 270.02, 432.58, 433.18, 500.5,
    ]);
  });

  it("um título centrado sobre a tabela não é parte do cabeçalho: 'LISTAGEM DE NOTAS' fica na sua linha", () => {
    // The title over the header, and no line under it: nothing joined.
    const [pagina] = cabecalhosEmPilha([paginaComPosicoes([PAGINA_1[0], PAGINA_1[2], PAGINA_1[4]])]);
    expect(pagina.linhas).toEqual([PAGINA_1[0][0], PAGINA_1[2][0], PAGINA_1[4][0]]);
  });

  it("a nota é a coluna OBJETIVA ACERTOS, a única contagem do cabeçalho, e o aviso diz a escolha; 'FALTOU' é o valor das células, não parte do nome; 'D?ABREU' lido como impresso, com aviso", () => {
    const lida = lerPublicacao([paginaComPosicoes([...PAGINA_1, LUANA])], { lista: "AC" });
    expect(lida.secoes.map((s) => [s.registros, s.recusados, s.naoLidos])).toEqual([[6, 0, 0]]);
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota, c.valores])).toEqual([
      ["233026030-9", "LAENE CRISTHINI TINOCO PORTO", 39, ["39", "6,00"]],
      ["233045084-8", "LAFAYETTE PIMENTEL MAXIMO", 26, ["26", "3,00"]],
      ["233000450-0", "LAIANA CRISTINA PEREIRA RANGEL", null, ["FALTOU", "FALTOU"]],
      ["233001464-7", "LAIANE LUIZA OLIVEIRA DE SOUZA", 18, ["18", "-"]],
      ["233059507-0", "LAIANNE PASSOS RODRIGUES", null, ["FALTOU", "FALTOU"]],
      ["233013716-2", "LUANA D?ABREU KALOCSAI", 38, ["38", "5,00"]],
    ]);
    expect(lida.colunasDosValores[0]).toBe("OBJETIVA ACERTOS");
    const mensagens = lida.avisos.map((a) => a.mensagem);
    expect(mensagens.filter((m) => /a nota lida é a coluna OBJETIVA ACERTOS/.test(m))).toHaveLength(1);
    expect(mensagens.filter((m) => /'LUANA D\?ABREU KALOCSAI' tem '\?'/.test(m))).toHaveLength(1);
  });
});

describe("a mesma listagem colada como texto (pdftotext -layout, sem as posições): o cabeçalho lido pelas palavras", () => {
  // p. 1, lines 5 to 13, and p. 52, line 46, as pdftotext -layout gives them.
  const texto = [
    "                                                    LISTAGEM DE NOTAS",
    "                                                                         OBJETIVA",
    "         INSCRIÇÃO                            NOME DO CANDIDATO                     REDAÇÃO",
    "                                                                         ACERTOS",
    "          233026030-9   LAENE CRISTHINI TINOCO PORTO                        39         6,00",
    "          233045084-8   LAFAYETTE PIMENTEL MAXIMO                           26         3,00",
    "          233000450-0   LAIANA CRISTINA PEREIRA RANGEL                    FALTOU     FALTOU",
    "          233001464-7   LAIANE LUIZA OLIVEIRA DE SOUZA                      18           -",
    "          233059507-0   LAIANNE PASSOS RODRIGUES                          FALTOU     FALTOU",
    "          233013716-2   LUANA D?ABREU KALOCSAI                           38         5,00",
  ].join("\n");

  it("'FALTOU' não entra no nome, e 'D?ABREU' é lido como impresso, com aviso (antes: recusado, 'não tem um nome')", () => {
    const lida = lerPublicacao(paginasDoTexto(texto), { lista: "AC" });
    expect(lida.secoes.map((s) => [s.registros, s.recusados, s.naoLidos])).toEqual([[6, 0, 0]]);
    expect(lida.candidatos.map((c) => c.nome)).toEqual([
      "LAENE CRISTHINI TINOCO PORTO",
      "LAFAYETTE PIMENTEL MAXIMO",
      "LAIANA CRISTINA PEREIRA RANGEL",
      "LAIANE LUIZA OLIVEIRA DE SOUZA",
      "LAIANNE PASSOS RODRIGUES",
      "LUANA D?ABREU KALOCSAI",
    ]);
    expect(lida.candidatos[2].valores).toEqual(["FALTOU", "FALTOU"]);
    expect(lida.avisos.filter((a) => /'LUANA D\?ABREU KALOCSAI' tem '\?'/.test(a.mensagem))).toHaveLength(1);
  });
});

/** The rows of an esperado CSV of mundo/reservado-4. */
const esperado = (nome: string) =>
  Papa.parse<Record<string, string>>(
    readFileSync(join(__dirname, "mundo", "reservado-4", "esperado", `${nome}.csv`), "utf8"),
    { header: true, skipEmptyLines: true },
  ).data;

describe("o PDF inteiro, contra o CSV esperado feito à mão", () => {
  it("letra L (92 páginas): os 5.329 registros lidos, nenhum recusado; os 20 primeiros com o nome e os acertos da objetiva (vazios para 'FALTOU')", async () => {
    const nome = "uerj-2022-12-vestibular-2023-listagem-notas-letra-L";
    const lida = lerPublicacao(await paginasDoMundo("reservado-4", `${nome}.pdf`), { lista: "AC" });
    expect(lida.secoes.reduce((n, s) => n + s.registros, 0)).toBe(5329);
    expect(lida.secoes.reduce((n, s) => n + s.naoLidos, 0)).toBe(0);
    const linhas = esperado(nome);
    expect(linhas).toHaveLength(20);
    for (const e of linhas) {
      const c = lida.candidatos.find((x) => x.inscricao === e.inscricao);
      expect([c?.nome, c?.nota]).toEqual([e.nome, e.nota === "" ? null : Number(e.nota)]);
    }
  }, 120_000);
});
