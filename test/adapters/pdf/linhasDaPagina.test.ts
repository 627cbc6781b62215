/**
 * The order a PDF page reads in (linhasDaPagina): a page set in columns is read column by column, a title
 * over the columns where it stands, and a table's narrow columns stay cells of their row. A real page of
 * the Diário Oficial do Distrito Federal in two columns (test/publicada/corpus) first; then pages drawn
 * here to pin each rule.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { linhasDaPagina, type Pedaco } from "../../../src/adapters/pdf/linhasDaPagina";
import { paginasDoPdf } from "../../../src/adapters/pdf/textoDoPdf";

/** A piece of text at (x, y), `largura` points wide. */
const p = (str: string, x: number, y: number, largura: number): Pedaco => ({
  str,
  transform: [1, 0, 0, 1, x, y],
  width: largura,
  height: 10,
});

describe("linhasDaPagina: a ordem em que a página se lê", () => {
  it("a página 25 do Diário Oficial do Distrito Federal de 16/1/2019, em duas colunas: a da esquerda inteira, depois a da direita", async () => {
    const pdf = readFileSync(join(__dirname, "..", "..", "publicada", "corpus", "dodf-2019-01-16-p25.pdf"));
    const [pagina] = await paginasDoPdf(new Uint8Array(pdf));
    const onde = (inicio: string) => pagina.linhas.findIndex((l) => l.startsWith(inicio));
    // The left column's lists (1.1.1 to 2.1.4) before the right one's (2.1.5 on), each in its order.
    const itens = ["1.1.1 Cargo", "1.1.2 Cargo", "1.1.7 Cargo", "2.1.4 Cargo", "2.1.5 Cargo", "2.1.6Cargo"];
    const posicoes = itens.map(onde);
    expect(posicoes.every((i) => i >= 0)).toBe(true);
    expect(posicoes).toEqual([...posicoes].sort((a, b) => a - b));
    // Read by baseline, the first line joined both columns: "…(código2.1.5 Cargo: …".
    expect(pagina.linhas[onde("1.1.1 Cargo")]).toBe(
      "1.1.1 Cargo: Soldado Policial Militar - Músico - QPMP-4 - Clarineta Bb/Clarones Bb e Eb (código",
    );
    expect(pagina.linhas.some((l) => l.includes("DAVID ANGELO SODRE") && l.includes("EDUARDO SAMPAIO"))).toBe(
      false,
    );
  });

  it("duas colunas de texto: a primeira inteira, depois a segunda; o título sobre as colunas no seu lugar", () => {
    const pedacos = [
      p("RESULTADO FINAL DO CONCURSO, NA SEGUINTE ORDEM", 50, 800, 450),
      ...[0, 1, 2, 3].flatMap((k) => [
        p(`esquerda ${k}`, 50, 780 - 12 * k, 200),
        p(`direita ${k}`, 300, 780 - 12 * k, 200),
      ]),
    ];
    expect(linhasDaPagina(pedacos)).toEqual([
      "RESULTADO FINAL DO CONCURSO, NA SEGUINTE ORDEM",
      "esquerda 0",
      "esquerda 1",
      "esquerda 2",
      "esquerda 3",
      "direita 0",
      "direita 1",
      "direita 2",
      "direita 3",
    ]);
  });

  it("uma tabela (inscrição, nome, nota) não é lida como colunas de texto: cada linha com as suas células", () => {
    const pedacos = [0, 1, 2, 3, 4].flatMap((k) => [
      p(`1000000${k}`, 50, 780 - 12 * k, 40),
      p(`Pessoa ${k}`, 120, 780 - 12 * k, 150),
      p(`${70 + k}.00`, 300, 780 - 12 * k, 20),
    ]);
    expect(linhasDaPagina(pedacos)).toEqual([0, 1, 2, 3, 4].map((k) => `1000000${k}Pessoa ${k}${70 + k}.00`));
  });

  it("uma página de uma coluna só: as linhas de cima para baixo, os pedaços da esquerda para a direita", () => {
    const pedacos = [p("mundo", 100, 700, 30), p("segunda", 50, 688, 40), p("olá ", 50, 700, 45)];
    expect(linhasDaPagina(pedacos)).toEqual(["olá mundo", "segunda"]);
  });
});
