/**
 * The order a PDF page reads in (linhasDaPagina): a page set in columns is read column by column, a title
 * over the columns where it stands, and a table's narrow columns stay cells of their row. A real page of
 * the Diário Oficial do Distrito Federal in two columns (test/publicada/corpus) first; then pages drawn
 * here to pin each rule.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { linhasComPosicoes, linhasDaPagina, type Pedaco } from "../../../src/adapters/pdf/linhasDaPagina";
import { paginasDoPdf } from "../../../src/adapters/pdf/textoDoPdf";
import { montarPdf } from "./corpus/gerarHostis";

const CORPUS_PUBLICADA = join(__dirname, "..", "..", "publicada", "corpus");
const MUNDO = join(__dirname, "..", "..", "publicada", "mundo");
const espacos = (s: string) => s.replace(/\s+/g, " ").trim();

function temPdftotext(): boolean {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

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

  it("um pedaço em branco da largura de três células (a lista de inscritos da UNEB, Vestibular 2025) não cola o nome à data: a distância conta da última tinta", () => {
    // The pieces of the first row of mundo/reservado-6/upt-uneb-2024-11-12-inscritos-vestibular-2025.pdf,
    // as pdf.js gives them: a blank 369 points wide from after the inscrição to the date's column.
    const pedacos = [
      p("625036522", 53, 752.6, 37.8),
      p(" ", 90.8, 752.6, 369.3),
      p("05/07/2005", 460.2, 752.6, 37.9),
      p("064.946.755-81", 104.1, 752.9, 53),
      p("ALINE BEATRIZ CARDOSO ALMEIDA", 203.7, 752.9, 131.3),
    ];
    expect(linhasDaPagina(pedacos)).toEqual([
      "625036522 064.946.755-81 ALINE BEATRIZ CARDOSO ALMEIDA 05/07/2005",
    ]);
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

  it("uma tabela (inscrição, nome, nota) não é lida como colunas de texto: cada linha com as suas células, separadas por um espaço", () => {
    const pedacos = [0, 1, 2, 3, 4].flatMap((k) => [
      p(`1000000${k}`, 50, 780 - 12 * k, 40),
      p(`Pessoa ${k}`, 120, 780 - 12 * k, 150),
      p(`${70 + k}.00`, 300, 780 - 12 * k, 20),
    ]);
    // Before #37 the cells were glued ("10000000Pessoa 070.00"): pieces joined with nothing between them.
    expect(linhasDaPagina(pedacos)).toEqual(
      [0, 1, 2, 3, 4].map((k) => `1000000${k} Pessoa ${k} ${70 + k}.00`),
    );
  });

  it("onde cada palavra está na linha: uma célula vazia não deixa marca no texto, mas a posição diz sob qual coluna do cabeçalho o valor está", () => {
    // A header with two optional columns and two rows, each printing a value in only one of them.
    const pedacos = [
      p("class pcd", 300, 780, 40),
      p("class ppp", 360, 780, 40),
      p("Ana Silva", 50, 768, 60),
      p("3", 318, 768, 5),
      p("Bia Souza", 50, 756, 60),
      p("36", 375, 756, 10),
    ];
    const linhas = linhasComPosicoes(pedacos);
    expect(linhas.map((l) => l.texto)).toEqual(["class pcd class ppp", "Ana Silva 3", "Bia Souza 36"]);
    // A word inside a piece of several is placed by its share of the piece's characters.
    expect(linhas[0].palavras).toEqual([
      { x: 300, fim: 300 + (40 / 9) * 5 },
      { x: 300 + (40 / 9) * 6, fim: 340 },
      { x: 360, fim: 360 + (40 / 9) * 5 },
      { x: 360 + (40 / 9) * 6, fim: 400 },
    ]);
    expect(linhas[1].palavras.at(-1)).toEqual({ x: 318, fim: 323 });
    expect(linhas[2].palavras.at(-1)).toEqual({ x: 375, fim: 385 });
    expect(linhasDaPagina(pedacos)).toEqual(linhas.map((l) => l.texto));
  });

  it("o PDF inteiro do Banco do Brasil (Cesgranrio, 8 páginas): cada linha tem uma posição por palavra, da esquerda para a direita", async () => {
    const paginas = await paginasDoPdf(
      new Uint8Array(
        readFileSync(
          join(MUNDO, "reservado-2", "cesgranrio-2021-12-21-bb-escriturario-agente-tecnologia-resultado.pdf"),
        ),
      ),
    );
    for (const pagina of paginas) {
      expect(pagina.posicoes).toHaveLength(pagina.linhas.length);
      pagina.linhas.forEach((linha, i) => {
        const palavras = pagina.posicoes![i];
        expect(palavras).toHaveLength(linha.split(" ").length);
        palavras.forEach((t, k) => {
          expect(t.fim).toBeGreaterThan(t.x);
          if (k > 0) expect(t.x).toBeGreaterThanOrEqual(palavras[k - 1].fim - 0.01);
        });
      });
    }
  });

  it("o espaço vem da distância: pedaços encostados (ou a menos de 0,15 da altura da letra) são uma palavra; longe, um espaço só, por maior que seja a distância", () => {
    const pedacos = [
      p("2.1.6", 50, 700, 20),
      p("Cargo:", 70, 700, 25),
      p("Sold", 100, 700, 16),
      p("ado", 117, 700, 14),
      p("nota", 131 + 2, 700, 16),
      p("final", 1e6, 700, 20),
    ];
    expect(linhasDaPagina(pedacos)).toEqual(["2.1.6Cargo: Soldado nota final"]);
  });

  it("uma página girada (/Rotate 90, o texto deitado): lida em linhas, não coluna por coluna", async () => {
    // A landscape report on a portrait page turned 90°: each line drawn upward along x = constant.
    const linhas = [
      "INSC. ENEM NOME DO CANDIDATO NOTA",
      ...[0, 1, 2].map((k) => `22103047689${k} PESSOA ${k} 61${k}.15`),
    ];
    const conteudo = linhas
      .map((l, k) => {
        const [inscricao, ...resto] = l.split(" ");
        const nota = resto.pop()!;
        // Cells at their own positions along the line, as a fixed-width report prints them.
        return [
          `BT /F1 9 Tf 0 1 -1 0 ${30 + 12 * k} 20 Tm (${inscricao}) Tj ET`,
          `BT /F1 9 Tf 0 1 -1 0 ${30 + 12 * k} 98 Tm (${resto.join(" ")}) Tj ET`,
          `BT /F1 9 Tf 0 1 -1 0 ${30 + 12 * k} 635 Tm (${nota}) Tj ET`,
        ].join("\n");
      })
      .join("\n");
    for (const [rotacao, esperado] of [
      ["/Rotate 90", linhas],
      // The same drawing without /Rotate: the text runs up the page, and is still read as lines.
      ["", linhas],
    ] as const) {
      const pdf = montarPdf([
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ${rotacao} /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
        ["<< >>", new Uint8Array(Buffer.from(conteudo, "latin1"))],
        "<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>",
      ]);
      const [pagina] = await paginasDoPdf(new Uint8Array(pdf));
      expect(pagina.linhas.filter((l) => l.trim())).toEqual(esperado);
    }
  });

  it("o relatório da UFPE (SiSU 2023, 196 páginas giradas): cada candidato numa linha, como o pdftotext lê", async () => {
    const arquivo = join(MUNDO, "ufpe-2023-04-05-sisu2023-classificados-por-entrada.pdf");
    const paginas = await paginasDoPdf(new Uint8Array(readFileSync(arquivo)));
    expect(paginas[0].linhas.slice(0, 8)).toEqual([
      "UFPE - SISU - SISTEMA DE SELEÇÃO UNIFICADA 2023 PAG 1",
      "RELAÇÃO DOS CANDIDATOS CLASSIFICADOS POR ENTRADA 05/04/2023",
      "=".repeat(137),
      "CURSO: ABI - ENGENHARIA GRAU: ÁREA BÁSICA DE INGRESSO TURNO: INTEGRAL CAMPUS: RECIFE 1A. ENTRADA",
      "INSC. ENEM NOME DO CANDIDATO NOTA MODALIDADE",
      "*".repeat(206),
      "221030476891 ABIGAIL MARTINS OSORIO 617.15 L1",
      "221021801966 ACHILLES AQUINO DE LIRA 625.68 L7",
    ]);
    // Before #37 the page came out column by column: every inscrição of the page glued on one line.
    // Every candidate on a line of its own: the 5,347 of the independent count (mundo/README.md).
    const registros = paginas
      .flatMap((p) => p.linhas)
      .filter((l) => /^\d{12} \p{Lu}.* \d{3}\.\d{2} [A-Z]\d{1,2}$/u.test(l));
    expect(registros.length).toBe(5347);
  });

  it("os PDFs do corpus e do mundo lidos como o pdftotext lê: cada linha nossa é uma linha dele (quase todas)", async (contexto) => {
    if (!temPdftotext()) {
      console.log(
        "pdftotext ausente: o oráculo das linhas não roda nesta máquina (apt-get install poppler-utils).",
      );
      contexto.skip();
    }
    const arquivos = [
      ...readdirSync(CORPUS_PUBLICADA)
        .filter((f) => f.endsWith(".pdf"))
        .map((f) => join(CORPUS_PUBLICADA, f)),
      // The UFPE's report (41% before #37) and a Cebraspe table whose cells were glued (90%).
      join(MUNDO, "ufpe-2023-04-05-sisu2023-classificados-por-entrada.pdf"),
      join(MUNDO, "cebraspe-2023-06-15-pas-2020-relacao-provisoria-registro-2sem.pdf"),
      // The UNEB's table (the bench's error on it is the reader's: the text is pdftotext's, line for line).
      join(MUNDO, "uneb-2025-02-27-vestibular2025-convocados-1sem-2opcao.pdf"),
    ];
    for (const arquivo of arquivos) {
      const dele = new Set<string>();
      for (const modo of [["-layout"], []]) {
        const texto = execFileSync("pdftotext", [...modo, arquivo, "-"], { maxBuffer: 1 << 28 }).toString();
        for (const l of texto.split(/[\n\f]/)) {
          dele.add(espacos(l));
          // -layout sets columns side by side: each column's stretch of the line too.
          for (const c of l.split(/\s{3,}/)) dele.add(espacos(c));
        }
      }
      const nossas = (await paginasDoPdf(new Uint8Array(readFileSync(arquivo))))
        .flatMap((p) => p.linhas)
        .map(espacos)
        .filter(Boolean);
      const iguais = nossas.filter((l) => dele.has(l)).length;
      // 97% at least (each was 41% to 100% before #37; the UFPE's 41%, the Cebraspe table's 90%).
      expect({ arquivo, parte: iguais / nossas.length >= 0.97 }).toEqual({ arquivo, parte: true });
    }
  }, 120_000); // every PDF read twice by pdftotext and once by pdf.js: 15 s alone, twice that on a loaded machine

  it("a tabela da UNEB (Vestibular 2025): curso, inscrição e nome numa linha, o subtítulo da lista na sua", async () => {
    const arquivo = join(MUNDO, "uneb-2025-02-27-vestibular2025-convocados-1sem-2opcao.pdf");
    const [, segunda] = await paginasDoPdf(new Uint8Array(readFileSync(arquivo)));
    expect(segunda.linhas).toEqual([
      "UNEB - UNIVERSIDADE DO ESTADO DA BAHIA",
      "PROCESSO SELETIVO",
      "Resultado Final - 1º Semestre - Candidatos Convocados em 2ª Opção",
      "ADMINISTRAÇÃO (BACHARELADO) - NOTURNO - 1º SEMESTRE - CAMPUS I - SALVADOR",
      "Optante pelas Sobrevagas - Indígenas",
      "CURSO INSCRIÇÃO NOME",
      "105 625000639 WENDEL DUARTE OLIVEIRA",
      "Optante pelas Sobrevagas - Quilombolas",
      "CURSO INSCRIÇÃO NOME",
      "105 625048994 FÁBIANO DE ARAUJO PARAGUASSÚ",
      "105 625029733 RHUAN PEREIRA ALMEIDA",
      "Página 2 de 104",
    ]);
  });

  it("um pedaço a um trilhão de pontos não custa memória: as calhas são contadas por uma varredura, não por um vetor da largura da página", () => {
    const pedacos = [0, 1, 2, 3].flatMap((k) => [
      p(`linha ${k}`, 50, 700 - 12 * k, 40),
      p(`longe ${k}`, 1e12, 700 - 12 * k, 40),
    ]);
    const inicio = Date.now();
    expect(linhasDaPagina(pedacos)).toEqual([0, 1, 2, 3].map((k) => `linha ${k} longe ${k}`));
    expect(Date.now() - inicio).toBeLessThan(1000);
  });

  it("uma página de uma coluna só: as linhas de cima para baixo, os pedaços da esquerda para a direita", () => {
    const pedacos = [p("mundo", 100, 700, 30), p("segunda", 50, 688, 40), p("olá ", 50, 700, 45)];
    expect(linhasDaPagina(pedacos)).toEqual(["olá mundo", "segunda"]);
  });
});
