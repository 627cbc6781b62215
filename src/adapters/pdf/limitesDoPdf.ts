/**
 * What a PDF may hold before pdf.js reads it (#39): pdf.js inflates a stream whole into memory and has
 * no limit of its own, so a 2 KB stream of Flate inside Flate is gigabytes of spaces. Before pdf.js
 * sees the file, every stream is decoded here in small pieces, only counted and thrown away: one
 * stream past LIMITES_DO_PDF.bytesPorFluxo, or all of them past bytesNoTotal, is a refusal with one
 * sentence, in bounded memory. The filters that grow data are followed (Flate, LZW, run length, ASCII
 * hex and 85, chained in any order); an image filter (DCT, JPX, JBIG2, CCITT) ends the chain, since
 * pdf.js does not decode images to read text. In an encrypted PDF that opens with the empty password
 * (pdf.js opens it without asking), each stream is decrypted first (cifraDoPdf) and measured as pdf.js
 * will read it. A stream whose data is not what its filter says (a damaged one, or one encrypted with a
 * password pdf.js will ask for) is counted by its stored size.
 */
import { Unzlib } from "fflate";
import { LIMITE_DO_TEXTO_EM_BYTES } from "../../leitura/limitesDoTexto";
import { ArquivoRecusado } from "../xlsx/limites";
import { cifraDoPdf } from "./cifraDoPdf";

export interface LimitesDoPdf {
  /** Bytes of the PDF file itself. */
  bytesDoArquivo: number;
  /** Decoded bytes of one stream. */
  bytesPorFluxo: number;
  /** Decoded bytes of all streams together. */
  bytesNoTotal: number;
  /** Pages read. */
  paginas: number;
  /** Text pieces pdf.js gives for one page (a dense real page has some thousands). */
  pedacosPorPagina: number;
  /** Characters of the text of the whole PDF: the text's own limit (limitesDoTexto), as characters. */
  caracteres: number;
}

const MIB = 1024 * 1024;

export const LIMITES_DO_PDF: LimitesDoPdf = {
  bytesDoArquivo: 512 * MIB,
  bytesPorFluxo: 128 * MIB,
  bytesNoTotal: 1024 * MIB,
  paginas: 2000,
  pedacosPorPagina: 200_000,
  caracteres: LIMITE_DO_TEXTO_EM_BYTES,
};

const mib = (bytes: number) => `${Math.round(bytes / MIB).toLocaleString("pt-BR")} MB`;

/** One step of a filter chain: takes pieces, gives pieces; `fim` flushes what is left. */
interface Etapa {
  empurrar(pedaco: Uint8Array): void;
  fim(): void;
}

type Saida = (pedaco: Uint8Array) => void;

class ForaDoFormato extends Error {}

function flate(saida: Saida): Etapa {
  let terminou = false;
  const inflar = new Unzlib((pedaco, final) => {
    saida(pedaco);
    if (final) terminou = true;
  });
  let primeiro = true;
  return {
    empurrar(pedaco) {
      if (terminou || pedaco.length === 0) return;
      if (primeiro) {
        primeiro = false;
        // A zlib header (CMF 8, check bits); a bare deflate stream is read as pdf.js reads none.
        if (pedaco.length >= 2 && ((pedaco[0] & 0x0f) !== 8 || ((pedaco[0] << 8) | pedaco[1]) % 31 !== 0))
          throw new ForaDoFormato();
      }
      // In pieces of 16 KB: one push inflates to at most ~16 MB (Flate's ratio is 1032 at most).
      for (let i = 0; i < pedaco.length && !terminou; i += 16384) {
        try {
          inflar.push(pedaco.subarray(i, i + 16384));
        } catch (erro) {
          if (erro instanceof ArquivoRecusado) throw erro;
          // What inflated before the damage was counted; pdf.js stops there too.
          terminou = true;
        }
      }
    },
    fim() {},
  };
}

function asciiHex(saida: Saida): Etapa {
  let alto = -1;
  let parado = false;
  return {
    empurrar(pedaco) {
      if (parado) return;
      const fora = new Uint8Array((pedaco.length >> 1) + 1);
      let n = 0;
      for (const c of pedaco) {
        if (c === 0x3e) {
          parado = true;
          break;
        }
        const d =
          c >= 0x30 && c <= 0x39
            ? c - 0x30
            : (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66
              ? (c | 0x20) - 0x57
              : -1;
        if (d < 0) continue;
        if (alto < 0) alto = d;
        else {
          if (n === fora.length) break;
          fora[n++] = (alto << 4) | d;
          alto = -1;
        }
      }
      saida(fora.subarray(0, n));
    },
    fim() {
      if (alto >= 0) saida(new Uint8Array([alto << 4]));
    },
  };
}

function ascii85(saida: Saida): Etapa {
  const grupo: number[] = [];
  let parado = false;
  const emitir = (g: number[]) => {
    const n = g.length;
    let v = 0;
    for (let i = 0; i < 5; i++) v = v * 85 + (i < n ? g[i] : 84);
    const bytes = new Uint8Array([v >>> 24, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff]);
    saida(bytes.subarray(0, n - 1));
  };
  return {
    empurrar(pedaco) {
      if (parado) return;
      const fora: number[] = [];
      for (const c of pedaco) {
        if (c === 0x7e) {
          parado = true;
          break;
        }
        if (c === 0x7a && grupo.length === 0) fora.push(0, 0, 0, 0);
        else if (c >= 0x21 && c <= 0x75) {
          grupo.push(c - 0x21);
          if (grupo.length === 5) {
            let v = 0;
            for (const d of grupo) v = v * 85 + d;
            fora.push(v >>> 24, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff);
            grupo.length = 0;
          }
        }
      }
      saida(Uint8Array.from(fora));
    },
    fim() {
      if (grupo.length > 1) emitir(grupo);
    },
  };
}

function comprimentoDeSequencia(saida: Saida): Etapa {
  let pendente = -1; // the length byte waiting for its data
  let copiar = 0;
  let parado = false;
  return {
    empurrar(pedaco) {
      const fora: Uint8Array[] = [];
      for (let i = 0; i < pedaco.length && !parado; i++) {
        const c = pedaco[i];
        if (copiar > 0) {
          const n = Math.min(copiar, pedaco.length - i);
          fora.push(pedaco.subarray(i, i + n));
          copiar -= n;
          i += n - 1;
        } else if (pendente >= 0) {
          fora.push(new Uint8Array(257 - pendente).fill(c));
          pendente = -1;
        } else if (c === 128) parado = true;
        else if (c < 128) copiar = c + 1;
        else pendente = c;
      }
      for (const f of fora) saida(f);
    },
    fim() {},
  };
}

function lzw(saida: Saida, mudancaCedo = 1): Etapa {
  // Codes 0-255 bytes, 256 clear, 257 end; each entry as (prefix code, last byte, length).
  const prefixo = new Int32Array(4096);
  const ultimo = new Uint8Array(4096);
  const comprimento = new Int32Array(4096);
  for (let i = 0; i < 256; i++) {
    prefixo[i] = -1;
    ultimo[i] = i;
    comprimento[i] = 1;
  }
  let proximo = 258;
  let bits = 9;
  let anterior = -1;
  let acumulado = 0;
  let nAcumulado = 0;
  let parado = false;
  const buffer = new Uint8Array(4096);
  const primeiroByte = (codigo: number) => {
    while (prefixo[codigo] >= 0) codigo = prefixo[codigo];
    return ultimo[codigo];
  };
  const escrever = (codigo: number) => {
    const n = comprimento[codigo];
    for (let i = n - 1, c = codigo; i >= 0; i--, c = prefixo[c]) buffer[i] = ultimo[c];
    saida(buffer.slice(0, n));
  };
  return {
    empurrar(pedaco) {
      for (const byte of pedaco) {
        if (parado) return;
        acumulado = ((acumulado << 8) | byte) & 0xffffff;
        nAcumulado += 8;
        while (nAcumulado >= bits && !parado) {
          const codigo = (acumulado >>> (nAcumulado - bits)) & ((1 << bits) - 1);
          nAcumulado -= bits;
          if (codigo === 256) {
            proximo = 258;
            bits = 9;
            anterior = -1;
            continue;
          }
          if (codigo === 257) {
            parado = true;
            break;
          }
          if (anterior < 0) {
            if (codigo > 255) throw new ForaDoFormato();
            escrever(codigo);
            anterior = codigo;
            continue;
          }
          let novo: number;
          if (codigo < proximo) novo = primeiroByte(codigo);
          else if (codigo === proximo) novo = primeiroByte(anterior);
          else throw new ForaDoFormato();
          if (proximo < 4096) {
            prefixo[proximo] = anterior;
            ultimo[proximo] = novo;
            comprimento[proximo] = comprimento[anterior] + 1;
            proximo++;
          }
          escrever(codigo);
          anterior = codigo;
          if (proximo + mudancaCedo >= 1 << bits && bits < 12) bits++;
        }
      }
    },
    fim() {},
  };
}

const FILTROS: Record<string, ((saida: Saida) => Etapa) | undefined> = {
  FlateDecode: flate,
  Fl: flate,
  LZWDecode: lzw,
  LZW: lzw,
  ASCIIHexDecode: asciiHex,
  AHx: asciiHex,
  ASCII85Decode: ascii85,
  A85: ascii85,
  RunLengthDecode: comprimentoDeSequencia,
  RL: comprimentoDeSequencia,
};

const latin1 = (bytes: Uint8Array) => {
  let texto = "";
  for (let i = 0; i < bytes.length; i += 8192)
    texto += String.fromCharCode(...bytes.subarray(i, Math.min(i + 8192, bytes.length)));
  return texto;
};

const STREAM = Array.from("stream", (c) => c.charCodeAt(0));
const ENDSTREAM = Array.from("endstream", (c) => c.charCodeAt(0));

function palavraEm(bytes: Uint8Array, i: number, palavra: readonly number[]): boolean {
  for (let j = 0; j < palavra.length; j++) if (bytes[i + j] !== palavra[j]) return false;
  return true;
}

function indiceDe(bytes: Uint8Array, palavra: readonly number[], desde: number): number {
  for (let i = bytes.indexOf(palavra[0], desde); i >= 0; i = bytes.indexOf(palavra[0], i + 1))
    if (palavraEm(bytes, i, palavra)) return i;
  return -1;
}

const ESPACO = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/** The stream dictionary that ends just before `fim` (at its ">>"), as text; null if none is there. */
function dicionarioAntes(
  bytes: Uint8Array,
  fim: number,
  desde: number,
): { texto: string; inicio: number } | null {
  let i = fim - 1;
  while (i >= 0 && ESPACO.has(bytes[i])) i--;
  if (i < 1 || bytes[i] !== 0x3e || bytes[i - 1] !== 0x3e) return null;
  let profundidade = 0;
  // Never back past where the previous stream's data began: each byte is looked at once, whatever
  // the number of "stream" words.
  const limite = Math.max(desde, i - 1024 * 1024);
  for (let j = i; j > limite; j--) {
    if (bytes[j] === 0x3e && bytes[j - 1] === 0x3e) {
      profundidade++;
      j--;
    } else if (bytes[j] === 0x3c && bytes[j - 1] === 0x3c) {
      profundidade--;
      j--;
      if (profundidade === 0) return { texto: latin1(bytes.subarray(j, i + 1)), inicio: j };
    }
  }
  return null;
}

/** The filters of a stream's dictionary, in order; an indirect or absent /Filter is no filter. */
function filtrosDe(dicionario: string): string[] {
  const m = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+)/.exec(dicionario);
  if (!m) return [];
  return [...m[1].matchAll(/\/([^\s/[\]<>()]+)/g)].map((n) => n[1]);
}

function comprimentoDireto(dicionario: string): number | null {
  const m = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dicionario);
  return m ? Number(m[1]) : null;
}

/**
 * Refuses, with one sentence, a PDF past the limits: the file's size, one stream's decoded size, all
 * streams' together. Reads the bytes once, decoding each stream in pieces of 64 KB.
 */
export function conferirLimitesDoPdf(bytes: Uint8Array, limites: LimitesDoPdf = LIMITES_DO_PDF): void {
  if (bytes.length > limites.bytesDoArquivo)
    throw new ArquivoRecusado(
      `O PDF tem ${mib(bytes.length)}, mais do que os ${mib(limites.bytesDoArquivo)} que o importador lê: divida-o em partes menores.`,
    );
  // An encrypted PDF that opens with the empty password: its streams are measured decrypted too.
  const cifra = cifraDoPdf(bytes);
  let total = 0;
  let recuo = 0;
  let proximoFim = 0;
  for (let i = indiceDe(bytes, STREAM, 0); i >= 0; i = indiceDe(bytes, STREAM, i + STREAM.length)) {
    if (i >= 3 && palavraEm(bytes, i - 3, ENDSTREAM)) continue;
    let inicio = i + STREAM.length;
    if (bytes[inicio] === 0x0d) inicio++;
    if (bytes[inicio] === 0x0a) inicio++;
    else if (bytes[inicio - 1] !== 0x0d) continue;
    // A stream whose dictionary is not found is still counted, as Flate (stored, if it is not).
    const achado = dicionarioAntes(bytes, i, recuo);
    const dicionario = achado?.texto ?? "<< /Filter /FlateDecode >>";
    const inicioDoDicionario = achado?.inicio ?? i;
    recuo = inicio;
    const declarado = comprimentoDireto(dicionario);
    // The next "endstream", searched once for all the streams before it (and never again after the last).
    if (proximoFim >= 0 && proximoFim < inicio) proximoFim = indiceDe(bytes, ENDSTREAM, inicio);
    const ate = proximoFim;
    const fim = Math.min(
      bytes.length,
      declarado !== null && inicio + declarado <= bytes.length
        ? inicio + declarado
        : ate < 0
          ? bytes.length
          : ate,
    );
    // What the stream inflates to as stored and, in an encrypted PDF, once decrypted (pdf.js decrypts
    // every stream but the cross-reference ones): the larger counts, so that either way the limits hold.
    let doFluxo = medirFluxo(bytes.subarray(inicio, fim), dicionario, limites, total);
    if (cifra && !/\/Type\s*\/XRef\b/.test(dicionario)) {
      const objeto = /(\d+)\s+(\d+)\s+obj\s*$/.exec(
        latin1(bytes.subarray(Math.max(0, inicioDoDicionario - 48), inicioDoDicionario)),
      );
      if (objeto) {
        const decifrado = cifra.decifrar(Number(objeto[1]), Number(objeto[2]), bytes.subarray(inicio, fim));
        doFluxo = Math.max(doFluxo, medirFluxo(decifrado, dicionario, limites, total));
      }
    }
    total += doFluxo;
  }
}

/**
 * What one stream's data inflates to through its filters, counted in pieces and thrown away; past
 * bytesPorFluxo, or past bytesNoTotal with `antes` (the streams before it), a refusal. Data that is not
 * what its filter says counts as stored.
 */
function medirFluxo(dados: Uint8Array, dicionario: string, limites: LimitesDoPdf, antes: number): number {
  let doFluxo = 0;
  const contar: Saida = (pedaco) => {
    doFluxo += pedaco.length;
    if (doFluxo > limites.bytesPorFluxo)
      throw new ArquivoRecusado(
        `O PDF tem um fluxo que se expande a mais de ${mib(limites.bytesPorFluxo)} (um arquivo feito para esgotar a memória, ou danificado): peça à banca o PDF publicado.`,
      );
    if (antes + doFluxo > limites.bytesNoTotal)
      throw new ArquivoRecusado(
        `O conteúdo do PDF se expande a mais de ${mib(limites.bytesNoTotal)} (um arquivo feito para esgotar a memória, ou grande demais): divida-o em partes menores ou peça à banca o PDF publicado.`,
      );
  };
  // Each step's output is counted, the last's and those between: a step may be work without
  // output (deflate's empty blocks), and is bounded all the same.
  let cadeia: Saida = contar;
  const etapas: Etapa[] = [];
  for (const nome of [...filtrosDe(dicionario)].reverse()) {
    const filtro = FILTROS[nome];
    if (!filtro) {
      // An image filter, or one pdf.js does not know: the chain ends here, its input counted.
      etapas.length = 0;
      cadeia = contar;
      continue;
    }
    const seguinte = cadeia;
    const etapa = filtro(
      cadeia === contar
        ? contar
        : (pedaco) => {
            contar(pedaco);
            seguinte(pedaco);
          },
    );
    etapas.unshift(etapa);
    cadeia = (pedaco) => etapa.empurrar(pedaco);
  }
  try {
    for (let p = 0; p < dados.length; p += 65536) cadeia(dados.subarray(p, p + 65536));
    for (const e of etapas) e.fim();
  } catch (erro) {
    // Data that is not what its filter says: counted as stored, and pdf.js says what it makes of it.
    if (erro instanceof ArquivoRecusado) throw erro;
    doFluxo = 0;
    contar(dados);
  }
  return doFluxo;
}
