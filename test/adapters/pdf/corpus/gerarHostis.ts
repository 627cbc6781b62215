/**
 * The hostile PDFs of the second attack (#39), written byte by byte: each is a valid PDF (header,
 * objects, xref, trailer) whose one defect is the attack. The small ones are committed beside this
 * file (`npx tsx test/adapters/pdf/corpus/gerarHostis.ts` writes them again); the big ones are made by
 * the tests in memory.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { Zlib } from "fflate";

const latin1 = (texto: string) => Buffer.from(texto, "latin1");

/** A PDF from its objects (1-based numbers, in order); each object is its text or [dictionary, stream]. */
export function montarPdf(objetos: (string | [string, Uint8Array])[], raiz = 1): Buffer {
  const partes: Buffer[] = [latin1("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")];
  let tamanho = partes[0].length;
  const posicoes: number[] = [];
  objetos.forEach((objeto, i) => {
    posicoes.push(tamanho);
    const corpo =
      typeof objeto === "string"
        ? [latin1(`${i + 1} 0 obj\n${objeto}\nendobj\n`)]
        : [
            latin1(
              `${i + 1} 0 obj\n${objeto[0].replace(/>>$/, ` /Length ${objeto[1].length} >>`)}\nstream\n`,
            ),
            Buffer.from(objeto[1]),
            latin1("\nendstream\nendobj\n"),
          ];
    for (const b of corpo) {
      partes.push(b);
      tamanho += b.length;
    }
  });
  const xref = [
    `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`,
    ...posicoes.map((p) => `${String(p).padStart(10, "0")} 00000 n \n`),
    `trailer\n<< /Size ${objetos.length + 1} /Root ${raiz} 0 R >>\nstartxref\n${tamanho}\n%%EOF\n`,
  ].join("");
  partes.push(latin1(xref));
  return Buffer.concat(partes);
}

const FONTE = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";
const TEXTO = "BT /F1 12 Tf 72 720 Td (10001, Ana Silva, 90.00 /) Tj ET";

/** One page whose content stream is `conteudo` (a dictionary's extra entries in `filtro`). */
function umaPagina(conteudo: Uint8Array, filtro = ""): Buffer {
  return montarPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    [`<< ${filtro} >>`.replace("<<  >>", "<< >>"), conteudo],
    FONTE,
  ]);
}

/** Flate inside Flate: a few KB that inflate to about 1 MB that inflates to `mib` MiB of spaces before the text. */
export function bombaDeFluxo(mib = 1024): Buffer {
  const pedacos: Uint8Array[] = [];
  const zlib = new Zlib({ level: 9 }, (pedaco) => pedacos.push(pedaco));
  const espacos = new Uint8Array(1024 * 1024).fill(0x20);
  for (let i = 0; i < mib; i++) zlib.push(espacos);
  zlib.push(latin1(TEXTO), true);
  const interno = Buffer.concat(pedacos);
  return umaPagina(deflateSync(interno, { level: 9 }), "/Filter [/FlateDecode /FlateDecode]");
}

/** `paginas` pages in one flat /Kids array, each sharing one content stream with a line of text. */
export function muitasPaginas(paginas: number): Buffer {
  const kids = Array.from({ length: paginas }, (_, i) => `${i + 4} 0 R`).join(" ");
  return montarPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${paginas} /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${paginas + 4} 0 R >> >> >>`,
    ["<< >>", latin1(TEXTO)],
    ...Array.from({ length: paginas }, () => "<< /Type /Page /Parent 2 0 R /Contents 3 0 R >>"),
    FONTE,
  ]);
}

/** A page tree whose second node's kid is its own parent. */
export function arvoreCircular(): Buffer {
  return montarPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R 6 0 R] /Count 2 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    ["<< >>", latin1(TEXTO)],
    FONTE,
    "<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1 >>",
  ]);
}

/** Dictionaries nested `niveis` deep in the page's resources, beside a page of text. */
export function aninhamentoProfundo(niveis: number): Buffer {
  const aninhado = "<< /A ".repeat(niveis) + "1" + " >>".repeat(niveis);
  return montarPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> /X ${aninhado} >> /Contents 4 0 R >>`,
    ["<< >>", latin1(TEXTO)],
    FONTE,
  ]);
}

/** Dictionaries nested `niveis` deep inside the content stream (an inline dictionary), before the text. */
export function aninhamentoNoConteudo(niveis: number): Buffer {
  const aninhado = "/P <<".repeat(1) + " /A <<".repeat(niveis) + " >>".repeat(niveis + 1);
  return umaPagina(deflateSync(latin1(`${aninhado} BDC EMC\n${TEXTO}`)), "/Filter /FlateDecode");
}

/**
 * The "space bomb" of #39, against the lines rebuilt from positions: `pedacos` one-letter pieces, each
 * 0.5 pt from the last in a font of 0.1 pt (five times its height: a space between every two), rows of
 * 1,000 inside the page — pdf.js gives twice as many pieces, half of them spaces, from 5 KB of Flate.
 */
export function bombaDeEspacos(pedacos = 300_000): Buffer {
  const partes = ["BT /F1 0.1 Tf 10 780 Td"];
  for (let i = 0; i < pedacos; i++)
    partes.push(i % 1000 === 999 ? "(a) Tj -499.5 -0.5 Td" : "(a) Tj 0.5 0 Td");
  partes.push("ET", TEXTO);
  return umaPagina(deflateSync(latin1(partes.join("\n")), { level: 9 }), "/Filter /FlateDecode");
}

/** One line of `caracteres` letters in a font of 0.0005 pt (all of it inside the page), one piece. */
export function linhaSemFim(caracteres = 1_100_000): Buffer {
  const conteudo = `BT /F1 0.0005 Tf 10 700 Td (${"a".repeat(caracteres)}) Tj ET\n${TEXTO}`;
  return umaPagina(deflateSync(latin1(conteudo), { level: 9 }), "/Filter /FlateDecode");
}

if (process.argv[1]?.endsWith("gerarHostis.ts")) {
  const aqui = __dirname;
  writeFileSync(join(aqui, "arvore-circular.pdf"), arvoreCircular());
  writeFileSync(join(aqui, "aninhamento-profundo.pdf"), aninhamentoProfundo(20_000));
  writeFileSync(join(aqui, "aninhamento-no-conteudo.pdf"), aninhamentoNoConteudo(20_000));
  writeFileSync(join(aqui, "bomba-de-fluxo.pdf"), bombaDeFluxo());
  writeFileSync(join(aqui, "bomba-de-espacos.pdf"), bombaDeEspacos());
  writeFileSync(join(aqui, "linha-sem-fim.pdf"), linhaSemFim());
}
