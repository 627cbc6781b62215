/**
 * The hostile PDFs of the second attack (#39), written byte by byte: each is a valid PDF (header,
 * objects, xref, trailer) whose one defect is the attack. The small ones are committed beside this
 * file (`npx tsx test/adapters/pdf/corpus/gerarHostis.ts` writes them again); the big ones are made by
 * the tests in memory.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { createCipheriv, createHash } from "node:crypto";
import { Zlib } from "fflate";

const latin1 = (texto: string) => Buffer.from(texto, "latin1");

/** A PDF from its objects (1-based numbers, in order); each object is its text or [dictionary, stream]. */
export function montarPdf(objetos: (string | [string, Uint8Array])[], raiz = 1, noTrailer = ""): Buffer {
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
    `trailer\n<< /Size ${objetos.length + 1} /Root ${raiz} 0 R${noTrailer} >>\nstartxref\n${tamanho}\n%%EOF\n`,
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

// --- Encrypted PDFs (the standard security handler, empty user password, owner password "dono") -------

const PREENCHIMENTO = Buffer.from("28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a", "hex");
const md5 = (...partes: Uint8Array[]) => createHash("md5").update(Buffer.concat(partes)).digest();
const hex = (b: Uint8Array) => `<${Buffer.from(b).toString("hex")}>`;
/** Bytes that are the same on every run (salts and IVs), so that the committed files are reproducible. */
const fixos = (n: number, semente: number) =>
  Buffer.from(Array.from({ length: n }, (_, i) => (semente * 31 + i * 7) & 0xff));

function rc4(chave: Uint8Array, dados: Uint8Array): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i] + chave[i % chave.length]) & 0xff;
    [s[i], s[j]] = [s[j], s[i]];
  }
  const saida = Buffer.alloc(dados.length);
  for (let k = 0, i = 0, j = 0; k < dados.length; k++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]) & 0xff;
    [s[i], s[j]] = [s[j], s[i]];
    saida[k] = dados[k] ^ s[(s[i] + s[j]) & 0xff];
  }
  return saida;
}

const aesCbc = (chave: Uint8Array, iv: Uint8Array, dados: Uint8Array, preencher = true) => {
  const c = createCipheriv(`aes-${chave.length * 8}-cbc`, chave, iv).setAutoPadding(preencher);
  return Buffer.concat([c.update(dados), c.final()]);
};

/** Algorithm 2.B of ISO 32000-2 (revision 6), with Node's own AES and SHA-2. */
function hash2B(senha: Uint8Array, sal: Uint8Array, usuario: Uint8Array): Buffer {
  let k = createHash("sha256")
    .update(Buffer.concat([senha, sal, usuario]))
    .digest();
  for (let i = 0; ; i++) {
    const k1 = Buffer.concat([senha, k, usuario]);
    const e = aesCbc(
      k.subarray(0, 16),
      k.subarray(16, 32),
      Buffer.concat(Array.from({ length: 64 }, () => k1)),
      false,
    );
    let soma = 0;
    for (let b = 0; b < 16; b++) soma += e[b];
    k = createHash(["sha256", "sha384", "sha512"][soma % 3])
      .update(e)
      .digest();
    if (i >= 63 && e[e.length - 1] <= i - 32) return k.subarray(0, 32);
  }
}

export type CifraDeTeste = "RC4" | "AESV2" | "AESV3";

/**
 * A PDF of `objetos` (as montarPdf's) with every stream encrypted by the standard security handler:
 * RC4 of 128 bits (revision 3), AES-128 (AESV2, revision 4) or AES-256 (AESV3, revision 6); opened by
 * the empty user password, as pdf.js opens a published PDF that only forbids copying.
 */
export function pdfCifrado(objetos: (string | [string, Uint8Array])[], cifra: CifraDeTeste): Buffer {
  const id = fixos(16, 1);
  const dono = Buffer.from("dono", "latin1");
  const p = -4;
  const pLe = Buffer.alloc(4);
  pLe.writeInt32LE(p);
  let dicionario: string;
  let daObra: (n: number, dados: Uint8Array) => Buffer;
  if (cifra === "AESV3") {
    const chave = fixos(32, 2);
    const [vu, ku, vo, ko] = [3, 4, 5, 6].map((s) => fixos(8, s));
    const vazia = Buffer.alloc(0);
    const u = Buffer.concat([hash2B(vazia, vu, vazia), vu, ku]);
    const ue = aesCbc(hash2B(vazia, ku, vazia), Buffer.alloc(16), chave, false);
    const o = Buffer.concat([hash2B(dono, vo, u), vo, ko]);
    const oe = aesCbc(hash2B(dono, ko, u), Buffer.alloc(16), chave, false);
    const perms = createCipheriv("aes-256-ecb", chave, null)
      .setAutoPadding(false)
      .update(
        Buffer.concat([
          pLe,
          Buffer.from([0xff, 0xff, 0xff, 0xff]),
          Buffer.from("Tadb", "latin1"),
          fixos(4, 7),
        ]),
      );
    dicionario = `<< /Filter /Standard /V 5 /R 6 /Length 256 /CF << /StdCF << /CFM /AESV3 /AuthEvent /DocOpen /Length 32 >> >> /StmF /StdCF /StrF /StdCF /O ${hex(o)} /U ${hex(u)} /OE ${hex(oe)} /UE ${hex(ue)} /Perms ${hex(perms)} /P ${p} >>`;
    daObra = (n, dados) => {
      const iv = fixos(16, 100 + n);
      return Buffer.concat([iv, aesCbc(chave, iv, dados)]);
    };
  } else {
    // Algorithm 3 (O), 2 (the key) and 5 (U), revisions 3 and 4.
    let chaveDoDono = md5(Buffer.concat([dono, PREENCHIMENTO]).subarray(0, 32));
    for (let i = 0; i < 50; i++) chaveDoDono = md5(chaveDoDono);
    let o = rc4(chaveDoDono, PREENCHIMENTO);
    for (let i = 1; i <= 19; i++)
      o = rc4(
        chaveDoDono.map((b) => b ^ i),
        o,
      );
    let chave = md5(PREENCHIMENTO, o, pLe, id);
    for (let i = 0; i < 50; i++) chave = md5(chave.subarray(0, 16));
    let u = rc4(chave, md5(PREENCHIMENTO, id));
    for (let i = 1; i <= 19; i++)
      u = rc4(
        chave.map((b) => b ^ i),
        u,
      );
    u = Buffer.concat([u, Buffer.alloc(16)]);
    const aes = cifra === "AESV2";
    dicionario = aes
      ? `<< /Filter /Standard /V 4 /R 4 /Length 128 /CF << /StdCF << /CFM /AESV2 /AuthEvent /DocOpen /Length 16 >> >> /StmF /StdCF /StrF /StdCF /O ${hex(o)} /U ${hex(u)} /P ${p} >>`
      : `<< /Filter /Standard /V 2 /R 3 /Length 128 /O ${hex(o)} /U ${hex(u)} /P ${p} >>`;
    daObra = (n, dados) => {
      const k = md5(
        chave,
        Buffer.from([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, 0, 0]),
        Buffer.from(aes ? "sAlT" : "", "latin1"),
      );
      if (!aes) return rc4(k, dados);
      const iv = fixos(16, 100 + n);
      return Buffer.concat([iv, aesCbc(k, iv, dados)]);
    };
  }
  const cifrados = objetos.map((objeto, i): string | [string, Uint8Array] =>
    typeof objeto === "string" ? objeto : [objeto[0], daObra(i + 1, objeto[1])],
  );
  return montarPdf(
    [...cifrados, dicionario],
    1,
    ` /Encrypt ${objetos.length + 1} 0 R /ID [${hex(id)} ${hex(id)}]`,
  );
}

/** One page of text (TEXTO) whose content stream is `conteudo` under `filtro`, encrypted with `cifra`. */
export function paginaCifrada(conteudo: Uint8Array, filtro: string, cifra: CifraDeTeste): Buffer {
  return pdfCifrado(
    [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
      [`<< ${filtro} >>`, conteudo],
      FONTE,
    ],
    cifra,
  );
}

/** bombaDeFluxo's Flate inside Flate (1 GB of spaces before the text), encrypted with AES-256. */
export function bombaCifrada(mib = 1024): Buffer {
  const pedacos: Uint8Array[] = [];
  const zlib = new Zlib({ level: 9 }, (pedaco) => pedacos.push(pedaco));
  const espacos = new Uint8Array(1024 * 1024).fill(0x20);
  for (let i = 0; i < mib; i++) zlib.push(espacos);
  zlib.push(latin1(TEXTO), true);
  return paginaCifrada(
    deflateSync(Buffer.concat(pedacos), { level: 9 }),
    "/Filter [/FlateDecode /FlateDecode]",
    "AESV3",
  );
}

if (process.argv[1]?.endsWith("gerarHostis.ts")) {
  const aqui = __dirname;
  writeFileSync(join(aqui, "arvore-circular.pdf"), arvoreCircular());
  writeFileSync(join(aqui, "aninhamento-profundo.pdf"), aninhamentoProfundo(20_000));
  writeFileSync(join(aqui, "aninhamento-no-conteudo.pdf"), aninhamentoNoConteudo(20_000));
  writeFileSync(join(aqui, "bomba-de-fluxo.pdf"), bombaDeFluxo());
  writeFileSync(join(aqui, "bomba-de-espacos.pdf"), bombaDeEspacos());
  writeFileSync(join(aqui, "linha-sem-fim.pdf"), linhaSemFim());
  writeFileSync(join(aqui, "bomba-cifrada.pdf"), bombaCifrada());
}
