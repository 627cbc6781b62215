/**
 * A table's header printed over three lines with its words centred in their cells: "Nº" over
 * "INSCRIÇAO" (the wider word under the narrower one, sticking out on both sides), "CANDIDATO" on the
 * middle line alone, "APRESENTADOS" under "SOMA DOS TÍTULOS". The words and places are the real ones of
 * the FAMURS (Diário Oficial dos Municípios do RS) of 10/9/2014, edição 1383, p. 1 — Ibirubá, resultado
 * parcial do Processo Seletivo de Professor Séries Finais - Matemática (test/publicada/mundo/reservado-5).
 */
import { describe, expect, it } from "vitest";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { textoDasPaginas } from "../../src/publicada/paginas";
import { paginaComPosicoes } from "./trechosReais";

const pagina = paginaComPosicoes;

const FAMURS_1383 = pagina([
  [
    "acordo com Edital de Abertura n.º 019/2014:",
    [
      [28.68, 51.23],
      [54.99, 66.27],
      [70.02, 92.58],
      [96.33, 103.85],
      [107.61, 137.68],
      [141.44, 152.71],
      [156.47, 190.3],
    ],
  ],
  [
    "Nº SOMA DOS TÍTULOS",
    [
      [52.32, 58.62],
      [215.52, 230.51],
      [234.26, 245.51],
      [249.26, 275.49],
    ],
  ],
  ["CANDIDATO", [[125.88, 162.71]]],
  [
    "INSCRIÇAO APRESENTADOS",
    [
      [38.28, 72.47],
      [221.16, 269.73],
    ],
  ],
  [
    "001 LORI BINSFELD 1,90 PONTOS",
    [
      [29.88, 38.88],
      [83.64, 97.19],
      [100.58, 127.69],
      [227.76, 240.67],
      [243.89, 263.25],
    ],
  ],
  [
    "002 NELDA MARLI PEREIRA DA SILVA 1,70 PONTOS",
    [
      [29.88, 38.88],
      [83.64, 100.96],
      [104.42, 121.74],
      [125.2, 149.44],
      [152.9, 159.83],
      [163.29, 180.61],
      [227.76, 240.67],
      [243.89, 263.25],
    ],
  ],
]);

describe("cabeçalho centrado em três linhas ('Nº' sobre 'INSCRIÇAO', 'CANDIDATO' no meio, 'SOMA DOS TÍTULOS' sobre 'APRESENTADOS'; FAMURS nº 1383, Ibirubá/RS, p. 1)", () => {
  it("as três linhas são um cabeçalho só, cada palavra sob a que ela mais cobre: 'Nº INSCRIÇAO CANDIDATO SOMA DOS TÍTULOS APRESENTADOS'", () => {
    const linhas = textoDasPaginas([FAMURS_1383]).texto.split("\n");
    expect(linhas).toContain("Nº INSCRIÇAO CANDIDATO SOMA DOS TÍTULOS APRESENTADOS");
    expect(linhas).not.toContain("CANDIDATO");
  });

  it("as duas linhas da tabela não somem: lidas pelo cabeçalho (ou recusadas com o seu texto)", () => {
    const lida = lerPublicacao([FAMURS_1383], { lista: "AC" });
    const vistas = [
      ...lida.candidatos.map((c) => c.nome),
      ...lida.secoes.flatMap((s) => s.recusas.map((r) => r.texto)),
      ...lida.avisos.map((a) => a.texto),
    ].join("\n");
    expect(vistas).toContain("LORI BINSFELD");
    expect(vistas).toContain("NELDA MARLI PEREIRA DA SILVA");
  });
});
