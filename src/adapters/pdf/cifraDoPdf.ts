/**
 * The decryption of an encrypted PDF's streams, for limitesDoPdf only (#39): pdf.js decrypts a PDF
 * protected with an empty user password (a published PDF that only forbids copying or printing) and then
 * inflates its streams without a limit, so the limits must measure what the decrypted streams inflate to,
 * not their stored size. This is the standard security handler of the PDF specification (ISO 32000-2,
 * 7.6.4) for the empty password: RC4 (revisions 2 to 4), AES-128 (AESV2, revision 4) and AES-256 (AESV3,
 * revisions 5 and 6). A PDF whose empty password does not open it is left to pdf.js, which asks for the
 * password (and the importer refuses it); a handler other than the standard one, to the stored size.
 * MD5 and SHA-2 are @noble/hashes', AES-CBC is @noble/ciphers' (same author, audited, no Node needed:
 * the pane reads PDFs too); RC4, twenty lines, is written here (no maintained library carries it).
 */
import { cbc } from "@noble/ciphers/aes.js";
import { md5 } from "@noble/hashes/legacy.js";
import { sha256, sha384, sha512 } from "@noble/hashes/sha2.js";

/** Decrypts the data of the stream of object `numero` `geracao`. */
export interface CifraDoPdf {
  decifrar(numero: number, geracao: number, dados: Uint8Array): Uint8Array;
}

const PREENCHIMENTO = Uint8Array.from([
  0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08, 0x2e, 0x2e,
  0x00, 0xb6, 0xd0, 0x68, 0x3e, 0x80, 0x2f, 0x0c, 0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
]);

const latin1 = (bytes: Uint8Array, inicio: number, fim: number) => {
  let texto = "";
  for (let i = inicio; i < Math.min(fim, bytes.length); i++) texto += String.fromCharCode(bytes[i]);
  return texto;
};

const juntar = (...partes: Uint8Array[]) => {
  const saida = new Uint8Array(partes.reduce((s, p) => s + p.length, 0));
  let n = 0;
  for (const p of partes) {
    saida.set(p, n);
    n += p.length;
  }
  return saida;
};

const iguais = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i]);

// --- AES-CBC (@noble/ciphers) ----------------------------------------------------------------------

/** AES-CBC encryption without padding (the data a multiple of 16 bytes), for the key of revision 6. */
function cifrarCbc(chave: Uint8Array, iv: Uint8Array, dados: Uint8Array): Uint8Array {
  return cbc(chave, iv, { disablePadding: true }).encrypt(dados);
}

/** AES-CBC decryption; `preenchimento`: drop the PKCS#5 padding when it is well formed (as pdf.js). */
function decifrarCbc(
  chave: Uint8Array,
  iv: Uint8Array,
  dados: Uint8Array,
  preenchimento: boolean,
): Uint8Array {
  // pdf.js decrypts whole blocks and forgives a bad or missing padding; so does this.
  const n = dados.length - (dados.length % 16);
  if (n === 0) return new Uint8Array(0);
  const saida = cbc(chave, iv, { disablePadding: true }).decrypt(dados.subarray(0, n));
  const ultimo = saida[n - 1];
  if (preenchimento && ultimo >= 1 && ultimo <= 16 && saida.subarray(n - ultimo).every((b) => b === ultimo))
    return saida.subarray(0, n - ultimo);
  return saida;
}

// --- RC4 --------------------------------------------------------------------------------------------

function rc4(chave: Uint8Array, dados: Uint8Array): Uint8Array {
  const s = Uint8Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i] + chave[i % chave.length]) & 0xff;
    [s[i], s[j]] = [s[j], s[i]];
  }
  const saida = new Uint8Array(dados.length);
  for (let k = 0, i = 0, j = 0; k < dados.length; k++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]) & 0xff;
    [s[i], s[j]] = [s[j], s[i]];
    saida[k] = dados[k] ^ s[(s[i] + s[j]) & 0xff];
  }
  return saida;
}

// --- The encryption dictionary ----------------------------------------------------------------------

/** A PDF string at the start of `texto` (literal or hex), as bytes; null if none is there. */
function cadeia(texto: string): Uint8Array | null {
  const t = texto.trimStart();
  if (t.startsWith("<") && !t.startsWith("<<")) {
    const fim = t.indexOf(">");
    if (fim < 0) return null;
    const hex = t.slice(1, fim).replace(/[^0-9a-fA-F]/g, "");
    const par = hex.length % 2 ? `${hex}0` : hex;
    return Uint8Array.from({ length: par.length / 2 }, (_, i) => parseInt(par.slice(2 * i, 2 * i + 2), 16));
  }
  if (!t.startsWith("(")) return null;
  const saida: number[] = [];
  let profundidade = 1;
  const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, "(": 40, ")": 41, "\\": 92 };
  for (let i = 1; i < t.length; i++) {
    const c = t[i];
    if (c === "\\") {
      const d = t[++i];
      if (d === undefined) break;
      if (d in escapes) saida.push(escapes[d]);
      else if (/[0-7]/.test(d)) {
        let octal = d;
        while (octal.length < 3 && /[0-7]/.test(t[i + 1] ?? "")) octal += t[++i];
        saida.push(parseInt(octal, 8) & 0xff);
      } else if (d === "\r") {
        if (t[i + 1] === "\n") i++;
      } else if (d !== "\n") saida.push(d.charCodeAt(0));
      continue;
    }
    if (c === "(") profundidade++;
    else if (c === ")" && --profundidade === 0) return Uint8Array.from(saida);
    saida.push(c.charCodeAt(0) & 0xff);
  }
  return null;
}

function indiceDoTexto(bytes: Uint8Array, texto: string, desde = 0): number {
  const primeiro = texto.charCodeAt(0);
  for (let i = bytes.indexOf(primeiro, desde); i >= 0; i = bytes.indexOf(primeiro, i + 1)) {
    let k = 1;
    while (k < texto.length && bytes[i + k] === texto.charCodeAt(k)) k++;
    if (k === texto.length) return i;
  }
  return -1;
}

/** The dictionary that starts at `inicio` ("<<"), as text, up to its matching ">>". */
function dicionarioEm(bytes: Uint8Array, inicio: number): string | null {
  let profundidade = 0;
  for (let i = inicio; i < Math.min(bytes.length - 1, inicio + 65536); i++) {
    if (bytes[i] === 0x28) {
      // A string: skipped whole (its bytes may hold "<<" or ">>").
      let nivel = 1;
      for (i++; i < bytes.length && nivel > 0; i++) {
        if (bytes[i] === 0x5c) i++;
        else if (bytes[i] === 0x28) nivel++;
        else if (bytes[i] === 0x29) nivel--;
      }
      i--;
    } else if (bytes[i] === 0x3c && bytes[i + 1] === 0x3c) {
      profundidade++;
      i++;
    } else if (bytes[i] === 0x3e && bytes[i + 1] === 0x3e) {
      profundidade--;
      i++;
      if (profundidade === 0) return latin1(bytes, inicio, i + 1);
    }
  }
  return null;
}

/** The value of `/Chave` in a dictionary's text: what follows the name. */
function depoisDe(dicionario: string, chave: string): string | null {
  const m = new RegExp(`/${chave}(?![A-Za-z0-9])`).exec(dicionario);
  return m ? dicionario.slice(m.index + m[0].length) : null;
}

const numero = (dicionario: string, chave: string) => {
  const m = /^\s*(-?\d+)/.exec(depoisDe(dicionario, chave) ?? "");
  return m ? Number(m[1]) : null;
};

const nome = (dicionario: string, chave: string) =>
  /^\s*\/([^\s/[\]<>()]+)/.exec(depoisDe(dicionario, chave) ?? "")?.[1] ?? null;

/** The encryption dictionary of the PDF (its trailer's /Encrypt, direct or by reference) and its /ID. */
function encontrarCifra(bytes: Uint8Array): { dicionario: string; id: Uint8Array } | null {
  // The first few /Encrypt only (a trailer or two, with a linearized file's): each may search the file.
  let tentativas = 0;
  for (
    let i = indiceDoTexto(bytes, "/Encrypt");
    i >= 0 && tentativas++ < 8;
    i = indiceDoTexto(bytes, "/Encrypt", i + 8)
  ) {
    const depois = latin1(bytes, i + 8, i + 64);
    let dicionario: string | null = null;
    const ref = /^\s*(\d+)\s+(\d+)\s+R/.exec(depois);
    if (ref) {
      for (
        let j = indiceDoTexto(bytes, `${ref[1]} ${ref[2]} obj`);
        j >= 0;
        j = indiceDoTexto(bytes, `${ref[1]} ${ref[2]} obj`, j + 1)
      ) {
        if (j > 0 && bytes[j - 1] >= 0x30 && bytes[j - 1] <= 0x39) continue;
        const inicio = indiceDoTexto(bytes, "<<", j);
        if (inicio >= 0 && inicio - j < 64) dicionario = dicionarioEm(bytes, inicio);
        break;
      }
    } else if (/^\s*<</.test(depois)) dicionario = dicionarioEm(bytes, i + 8 + depois.indexOf("<<"));
    if (!dicionario || !/\/Filter\s*\/Standard/.test(dicionario)) continue;
    // The /ID of the same trailer (or cross-reference stream): the nearest after or before /Encrypt.
    let k = indiceDoTexto(bytes, "/ID", Math.max(0, i - 4096));
    while (k >= 0 && k < i - 4096) k = indiceDoTexto(bytes, "/ID", k + 3);
    const id = k >= 0 ? cadeia(latin1(bytes, k + 3, k + 600).replace(/^\s*\[/, "")) : null;
    return { dicionario, id: id ?? new Uint8Array(0) };
  }
  return null;
}

/** Algorithm 2.B (revision 6): the hash of the password with a salt and, for the owner, the user key. */
function hash2B(senha: Uint8Array, sal: Uint8Array, usuario: Uint8Array): Uint8Array {
  let k = sha256(juntar(senha, sal, usuario));
  for (let i = 0; ; i++) {
    const k1 = juntar(senha, k, usuario);
    const repetido = new Uint8Array(k1.length * 64);
    for (let r = 0; r < 64; r++) repetido.set(k1, r * k1.length);
    const e = cifrarCbc(k.subarray(0, 16), k.subarray(16, 32), repetido);
    let soma = 0;
    for (let b = 0; b < 16; b++) soma += e[b];
    k = [sha256, sha384, sha512][soma % 3](e);
    if (i >= 63 && e[e.length - 1] <= i - 32) return k.subarray(0, 32);
  }
}

/**
 * The decryption of the PDF's streams with the empty user password; null if the PDF is not encrypted,
 * uses another handler, or is not opened by the empty password (pdf.js then asks for one).
 */
export function cifraDoPdf(bytes: Uint8Array): CifraDoPdf | null {
  const achada = encontrarCifra(bytes);
  if (!achada) return null;
  const { dicionario, id } = achada;
  const v = numero(dicionario, "V") ?? 0;
  const r = numero(dicionario, "R") ?? 0;
  const o = cadeia(depoisDe(dicionario, "O") ?? "");
  const u = cadeia(depoisDe(dicionario, "U") ?? "");
  if (!o || !u) return null;
  // The method of the streams: the crypt filter named by /StmF (revision 4 on), RC4 before.
  let metodo = v >= 4 ? "Identity" : "V2";
  if (v >= 4) {
    const filtro = nome(dicionario, "StmF") ?? "Identity";
    if (filtro !== "Identity") {
      const m = new RegExp(`/${filtro}\\s*<<[^>]*?/CFM\\s*/(\\w+)`).exec(dicionario);
      metodo = m?.[1] ?? "None";
    }
  }
  if (metodo === "Identity" || metodo === "None") return null;
  const vazia = new Uint8Array(0);
  if (r >= 5) {
    const ue = cadeia(depoisDe(dicionario, "UE") ?? "");
    if (!ue || u.length < 48) return null;
    const validar =
      r === 5 ? sha256(juntar(vazia, u.subarray(32, 40))) : hash2B(vazia, u.subarray(32, 40), vazia);
    if (!iguais(validar, u.subarray(0, 32))) return null;
    const intermediaria =
      r === 5 ? sha256(juntar(vazia, u.subarray(40, 48))) : hash2B(vazia, u.subarray(40, 48), vazia);
    const chave = decifrarCbc(intermediaria, new Uint8Array(16), ue.subarray(0, 32), false);
    return {
      decifrar: (_n, _g, dados) =>
        dados.length < 16
          ? new Uint8Array(0)
          : decifrarCbc(chave, dados.subarray(0, 16), dados.subarray(16), true),
    };
  }
  const comprimento = r === 2 ? 5 : Math.min(16, Math.max(5, (numero(dicionario, "Length") ?? 40) / 8));
  const p = numero(dicionario, "P") ?? 0;
  const semMetadados = r >= 4 && /\/EncryptMetadata\s+false/.test(dicionario);
  let chave: Uint8Array = md5(
    juntar(
      PREENCHIMENTO,
      o.subarray(0, 32),
      Uint8Array.from([p & 0xff, (p >> 8) & 0xff, (p >> 16) & 0xff, (p >>> 24) & 0xff]),
      id,
      semMetadados ? Uint8Array.from([0xff, 0xff, 0xff, 0xff]) : vazia,
    ),
  );
  if (r >= 3) for (let i = 0; i < 50; i++) chave = md5(chave.subarray(0, comprimento));
  chave = chave.subarray(0, comprimento);
  // The empty password opens the PDF only if /U is what it gives (algorithms 4 and 5).
  if (r === 2) {
    if (!iguais(rc4(chave, PREENCHIMENTO), u.subarray(0, 32))) return null;
  } else {
    let x = rc4(chave, md5(juntar(PREENCHIMENTO, id)));
    for (let i = 1; i <= 19; i++)
      x = rc4(
        chave.map((b) => b ^ i),
        x,
      );
    if (!iguais(x, u.subarray(0, 16))) return null;
  }
  const aes = metodo === "AESV2";
  return {
    decifrar(n, g, dados) {
      const daObra = md5(
        juntar(
          chave,
          Uint8Array.from([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, g & 0xff, (g >> 8) & 0xff]),
          aes ? Uint8Array.from([0x73, 0x41, 0x6c, 0x54]) : vazia,
        ),
      ).subarray(0, Math.min(comprimento + 5, 16));
      if (!aes) return rc4(daObra, dados);
      return dados.length < 16
        ? new Uint8Array(0)
        : decifrarCbc(daObra, dados.subarray(0, 16), dados.subarray(16), true);
    },
  };
}
