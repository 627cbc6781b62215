/**
 * The hostile PDFs of the second attack (#39), from corpus/gerarHostis.ts: each refused with one
 * Portuguese sentence (exit code 2 in `cotas importar`) in bounded memory and time, never pdf.js's
 * English, a heap exhausted or a "no text" for a PDF that has text.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { LIMITES_DO_PDF, conferirLimitesDoPdf } from "../../../src/adapters/pdf/limitesDoPdf";
import { paginasDoPdf } from "../../../src/adapters/pdf/textoDoPdf";
import { progressoDasPaginas } from "../../../src/cli/progressoNoTerminal";
import { LIMITE_DO_TEXTO_EM_BYTES } from "../../../src/leitura/limitesDoTexto";
import { rodar } from "../../cli/rodar";
import { montarPdf, muitasPaginas, paginaCifrada } from "./corpus/gerarHostis";

const CORPUS = join(__dirname, "corpus");
const ler = (nome: string) => new Uint8Array(readFileSync(join(CORPUS, nome)));
const REAL = join(__dirname, "..", "..", "publicada", "corpus", "dodf-2019-01-16-p25.pdf");

/** A PDF of `n` streams, each `conteudo` under `filtro`. */
function comFluxos(n: number, conteudo: Uint8Array, filtro: string): Uint8Array {
  return montarPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [] /Count 0 >>",
    ...Array.from({ length: n }, (): [string, Uint8Array] => [`<< /Filter ${filtro} >>`, conteudo]),
  ]);
}

/** A one-page PDF whose content stream is `conteudo` under `filtro`. */
function umaPaginaCom(conteudo: Uint8Array, filtro: string): Uint8Array {
  return new Uint8Array(
    montarPdf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
      [`<< /Filter ${filtro} >>`, conteudo],
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]),
  );
}

/**
 * LZW as PDF writes it (EarlyChange 1, no clear inside: the input is small): each code in the width the
 * reader has when it reads it (its table one entry behind the writer's).
 */
function codificarLzw(bytes: Uint8Array): Uint8Array {
  const tabela = new Map<string, number>();
  for (let i = 0; i < 256; i++) tabela.set(String.fromCharCode(i), i);
  const codigos: number[] = [256];
  let w = "";
  for (const b of bytes) {
    const c = String.fromCharCode(b);
    if (tabela.has(w + c)) w += c;
    else {
      codigos.push(tabela.get(w)!);
      tabela.set(w + c, tabela.size + 2);
      w = c;
    }
  }
  codigos.push(tabela.get(w)!, 257);
  const bits: number[] = [];
  codigos.forEach((codigo, i) => {
    // The reader's next entry before this code: 258, then one more per code read after the first.
    const proximo = 258 + Math.max(0, i - 2);
    const largura = Math.min(12, Math.max(9, Math.floor(Math.log2(proximo + 1)) + 1));
    for (let k = largura - 1; k >= 0; k--) bits.push((codigo >> k) & 1);
  });
  while (bits.length % 8) bits.push(0);
  return Uint8Array.from({ length: bits.length / 8 }, (_, i) =>
    bits.slice(i * 8, i * 8 + 8).reduce((v, b) => (v << 1) | b, 0),
  );
}

const ascii85 = (bytes: Uint8Array): Uint8Array => {
  let texto = "";
  for (let i = 0; i < bytes.length; i += 4) {
    const g = [0, 1, 2, 3].map((j) => bytes[i + j] ?? 0);
    let v = ((g[0] << 24) | (g[1] << 16) | (g[2] << 8) | g[3]) >>> 0;
    const d: string[] = [];
    for (let k = 0; k < 5; k++) {
      d.unshift(String.fromCharCode((v % 85) + 33));
      v = Math.floor(v / 85);
    }
    texto += d.join("").slice(0, Math.min(5, bytes.length - i + 1));
  }
  return new Uint8Array(Buffer.from(`${texto}~>`, "latin1"));
};

describe("PDF: o conteúdo inflado tem limite, conferido em memória limitada", () => {
  it("3,6 KB de Flate dentro de Flate que inflam a 1 GB de espaços: recusado pelo tamanho de um fluxo, em segundos", async () => {
    const inicio = Date.now();
    await expect(paginasDoPdf(ler("bomba-de-fluxo.pdf"))).rejects.toThrow(
      `O PDF tem um fluxo que se expande a mais de 128 MB (um arquivo feito para esgotar a memória, ou danificado): peça à banca o PDF publicado.`,
    );
    expect(Date.now() - inicio).toBeLessThan(30_000);
  });

  it("muitos fluxos, cada um sob o limite do fluxo: recusados pelo total", () => {
    const mega = deflateSync(Buffer.alloc(1024 * 1024, 0x20));
    const limites = { ...LIMITES_DO_PDF, bytesPorFluxo: 2 * 1024 * 1024, bytesNoTotal: 4 * 1024 * 1024 };
    expect(() => conferirLimitesDoPdf(comFluxos(4, mega, "/FlateDecode"), limites)).not.toThrow();
    expect(() => conferirLimitesDoPdf(comFluxos(5, mega, "/FlateDecode"), limites)).toThrow(
      "O conteúdo do PDF se expande a mais de 4 MB",
    );
  });

  it("os filtros encadeados são seguidos: ASCII85 por fora, Flate por dentro; e a forma abreviada /Fl", () => {
    const limites = { ...LIMITES_DO_PDF, bytesPorFluxo: 1024 * 1024 };
    const bomba = deflateSync(Buffer.alloc(2 * 1024 * 1024, 0x20));
    expect(() =>
      conferirLimitesDoPdf(comFluxos(1, ascii85(bomba), "[/ASCII85Decode /FlateDecode]"), limites),
    ).toThrow("O PDF tem um fluxo que se expande a mais de 1 MB");
    expect(() => conferirLimitesDoPdf(comFluxos(1, bomba, "/Fl"), limites)).toThrow("mais de 1 MB");
    const pequeno = deflateSync(Buffer.alloc(512 * 1024, 0x20));
    expect(() =>
      conferirLimitesDoPdf(comFluxos(1, ascii85(pequeno), "[/ASCII85Decode /FlateDecode]"), limites),
    ).not.toThrow();
  });

  it("milhares de palavras 'stream' sem dicionário nem fim: contadas em tempo linear, nunca ignoradas", () => {
    const bytes = new Uint8Array(Buffer.from("%PDF-1.7\n" + ">> stream\n".repeat(300_000), "latin1"));
    const inicio = Date.now();
    expect(() => conferirLimitesDoPdf(bytes)).toThrow("O conteúdo do PDF se expande a mais de 1.024 MB");
    const semFim = new Uint8Array(
      Buffer.from("%PDF-1.7\n" + "<< /Length 0 >> stream\n".repeat(300_000), "latin1"),
    );
    expect(() => conferirLimitesDoPdf(semFim)).not.toThrow();
    expect(Date.now() - inicio).toBeLessThan(10_000);
  });

  it("RunLength e ASCIIHex: contados como decodificam (o exato passa, um byte abaixo é recusado)", () => {
    // 1,000 runs of 128 'A's, then the end of data.
    const rl = new Uint8Array([...Array.from({ length: 1000 }, () => [129, 0x41]).flat(), 128]);
    const hex = new Uint8Array(Buffer.from("41 42 4a 4B 0a>", "latin1"));
    for (const [dados, filtro, tamanho] of [
      [rl, "/RunLengthDecode", 128_000],
      [hex, "/ASCIIHexDecode", 5],
    ] as const) {
      const pdf = comFluxos(1, dados, filtro);
      expect(() => conferirLimitesDoPdf(pdf, { ...LIMITES_DO_PDF, bytesPorFluxo: tamanho })).not.toThrow();
      expect(() => conferirLimitesDoPdf(pdf, { ...LIMITES_DO_PDF, bytesPorFluxo: tamanho - 1 })).toThrow(
        "O PDF tem um fluxo que se expande",
      );
    }
  });

  it("LZW (PDFs antigos): o mesmo que o pdf.js decodifica é contado, byte a byte", async () => {
    const linhas = Array.from(
      { length: 400 },
      (_, i) => `BT /F1 8 Tf 20 ${780 - (i % 90) * 8} Td (${10000 + i}, Pessoa ${i}, 90.00 /) Tj ET`,
    );
    const conteudo = new Uint8Array(Buffer.from(linhas.join("\n"), "latin1"));
    const lzw = codificarLzw(conteudo);
    const exato = { ...LIMITES_DO_PDF, bytesPorFluxo: conteudo.length };
    const pdf = umaPaginaCom(lzw, "/LZWDecode");
    expect(() => conferirLimitesDoPdf(pdf, exato)).not.toThrow();
    expect(() => conferirLimitesDoPdf(pdf, { ...exato, bytesPorFluxo: conteudo.length - 1 })).toThrow(
      "O PDF tem um fluxo que se expande",
    );
    const [pagina] = await paginasDoPdf(pdf);
    expect(pagina.linhas.join("\n")).toContain("10399, Pessoa 399, 90.00 /");
  });

  it("um PDF publicado de verdade passa, com o seu texto", async () => {
    const paginas = await paginasDoPdf(new Uint8Array(readFileSync(REAL)));
    expect(paginas[0].linhas.length).toBeGreaterThan(50);
  });
});

describe("PDF: páginas demais e árvores que o pdf.js não percorre", () => {
  it(`mais de ${LIMITES_DO_PDF.paginas} páginas: recusado antes de percorrer a árvore`, async () => {
    const inicio = Date.now();
    await expect(paginasDoPdf(new Uint8Array(muitasPaginas(LIMITES_DO_PDF.paginas + 1)))).rejects.toThrow(
      "O PDF tem 2.001 páginas, mais do que as 2.000 que o importador lê: divida-o em partes menores (as páginas das listas).",
    );
    expect(Date.now() - inicio).toBeLessThan(30_000);
  });

  it("o progresso de um PDF longo vai para o terminal a cada 100 páginas; um curto, nada", () => {
    const linhas: string[] = [];
    const progresso = progressoDasPaginas("importar", (t) => linhas.push(t));
    for (let n = 1; n <= 250; n++) progresso(n, 250);
    expect(linhas).toEqual([
      "cotas importar: página 100 de 250 lida(s)…\n",
      "cotas importar: página 200 de 250 lida(s)…\n",
      "cotas importar: página 250 de 250 lida(s)…\n",
    ]);
    linhas.length = 0;
    for (let n = 1; n <= 150; n++) progresso(n, 150);
    expect(linhas).toEqual([]);
  });

  it.each([
    [
      "arvore-circular.pdf",
      "A árvore de páginas do PDF é circular (uma página dentro de si mesma): o arquivo está danificado ou foi feito para travar o leitor; peça à banca o PDF publicado.",
    ],
    [
      "aninhamento-profundo.pdf",
      "O PDF tem estruturas aninhadas fundo demais para serem lidas: o arquivo está danificado ou foi feito para travar o leitor; peça à banca o PDF publicado.",
    ],
    [
      // Was "O PDF não tem texto (é uma imagem escaneada?)": pdf.js stopped at the nesting, quietly.
      "aninhamento-no-conteudo.pdf",
      "O PDF tem estruturas aninhadas fundo demais para serem lidas: o arquivo está danificado ou foi feito para travar o leitor; peça à banca o PDF publicado.",
    ],
  ])("%s: uma frase em português, código 2", async (nome, frase) => {
    const r = await rodar(["importar", join(CORPUS, nome)]);
    expect([r.codigo, r.stderr]).toEqual([2, `cotas importar: ${frase}\n`]);
  });
});

describe("PDF: o texto montado das posições tem limite (a bomba de espaços, #39)", () => {
  const PEDACOS =
    "A página 1 do PDF tem mais de 200.000 pedaços de texto, mais do que o importador lê numa página (um arquivo feito para travar o leitor, ou danificado): peça à banca o PDF publicado.";
  const LINHA =
    "A página 1 do PDF tem uma linha de 1.100.000 caracteres, mais do que os 1.048.576 que o importador lê numa linha: o arquivo não parece um texto de lista (feito para travar o leitor, ou danificado); peça à banca o PDF publicado.";

  it("300.000 letras de 0,1 pt, cada uma a cinco alturas da outra (um espaço entre cada duas): recusado pelos pedaços da página, lidos do fluxo do pdf.js e parados no limite", async () => {
    // Before: read whole (600,000 pieces in memory, then a page of 30,000-character lines).
    const inicio = Date.now();
    await expect(paginasDoPdf(ler("bomba-de-espacos.pdf"))).rejects.toThrow(PEDACOS);
    expect(Date.now() - inicio).toBeLessThan(30_000);
  });

  it("uma linha de 1,1 milhão de letras numa letra de 0,0005 pt, dentro da página: recusada pelo limite da linha do texto", async () => {
    await expect(paginasDoPdf(ler("linha-sem-fim.pdf"))).rejects.toThrow(LINHA);
  });

  it.each([
    ["bomba-de-espacos.pdf", PEDACOS],
    ["linha-sem-fim.pdf", LINHA],
  ])("cotas importar %s: a frase, código 2", async (nome, frase) => {
    const r = await rodar(["importar", join(CORPUS, nome)]);
    expect([r.codigo, r.stderr]).toEqual([2, `cotas importar: ${frase}\n`]);
  });

  it("os caracteres do documento inteiro têm o limite do texto colado: passado o limite, a frase, sem ler o resto", async () => {
    const antes = LIMITES_DO_PDF.caracteres;
    LIMITES_DO_PDF.caracteres = 1000;
    try {
      await expect(paginasDoPdf(new Uint8Array(readFileSync(REAL)))).rejects.toThrow(
        "O texto do PDF passa de 1.000 caracteres, mais do que o importador lê de um texto: divida-o em partes menores (as páginas das listas).",
      );
    } finally {
      LIMITES_DO_PDF.caracteres = antes;
    }
    expect(LIMITES_DO_PDF.caracteres).toBe(LIMITE_DO_TEXTO_EM_BYTES);
  });
});

describe("PDF cifrado (aberto pela senha vazia): o limite vale para o que o fluxo decifrado infla (#39)", () => {
  const FLUXO =
    "O PDF tem um fluxo que se expande a mais de 128 MB (um arquivo feito para esgotar a memória, ou danificado): peça à banca o PDF publicado.";

  it("a bomba de fluxo cifrada com AES-256 (4 KB que inflam a 1 GB depois de decifrados): recusada antes do pdf.js", async () => {
    // Before: the encrypted stream counted by its stored size (4 KB), and pdf.js inflated 1 GB.
    expect(() => conferirLimitesDoPdf(ler("bomba-cifrada.pdf"))).toThrow(FLUXO);
    const inicio = Date.now();
    await expect(paginasDoPdf(ler("bomba-cifrada.pdf"))).rejects.toThrow(FLUXO);
    expect(Date.now() - inicio).toBeLessThan(30_000);
  });

  it("cotas importar bomba-cifrada.pdf: a frase, código 2", async () => {
    const r = await rodar(["importar", join(CORPUS, "bomba-cifrada.pdf")]);
    expect([r.codigo, r.stderr]).toEqual([2, `cotas importar: ${FLUXO}\n`]);
  });

  it.each(["RC4", "AESV2", "AESV3"] as const)(
    "%s: o fluxo decifrado é medido como o pdf.js o lê — 2 MB de espaços passam o limite de 1 MB, e com o limite de sempre o texto sai",
    async (cifra) => {
      const conteudo = deflateSync(
        Buffer.from(
          `BT /F1 12 Tf 72 720 Td (10001, Ana Silva, 90.00 /) Tj ET ${" ".repeat(2 * 1024 * 1024)}`,
          "latin1",
        ),
      );
      const pdf = new Uint8Array(paginaCifrada(conteudo, "/Filter /FlateDecode", cifra));
      expect(() => conferirLimitesDoPdf(pdf, { ...LIMITES_DO_PDF, bytesPorFluxo: 1024 * 1024 })).toThrow(
        "O PDF tem um fluxo que se expande a mais de 1 MB",
      );
      expect(() =>
        conferirLimitesDoPdf(pdf, { ...LIMITES_DO_PDF, bytesPorFluxo: 3 * 1024 * 1024 }),
      ).not.toThrow();
      // pdf.js opens it with the empty password: the generator and the decryption agree with it.
      const [pagina] = await paginasDoPdf(pdf);
      expect(pagina.linhas).toEqual(["10001, Ana Silva, 90.00 /"]);
    },
  );
});
