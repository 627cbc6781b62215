/**
 * The .xlsx package as a zip, read and written without ever holding more than one part inflated:
 * - reading: the central directory (the zip's own index, authoritative over the local headers) gives
 *   every part's place; a part is inflated in chunks (fflate's streaming Inflate) and handed on as
 *   text chunks, under the limits of ./limites (a zip bomb is refused as it inflates, not after);
 * - writing: fflate's streaming Zip. The clerk's parts are copied as they are stored (the compressed
 *   bytes, same CRC): byte-identical without inflating or deflating them again; the add-in's parts are
 *   deflated as their XML is generated.
 * Zip64 (packages over 4 GB, far beyond the largest sheet Excel opens) is refused.
 *
 * Every part is checked against the CRC-32 and size its zip entry records, whether it is read or only
 * copied: a damaged part (a disk error, a transfer cut short) is refused with one sentence, never read
 * as data nor copied into an output that Excel would then refuse or "repair".
 */
import CRC32 from "crc-32";
import { Inflate, Zip, ZipDeflate, type ZipInputFile } from "fflate";
import { ArquivoRecusado, LIMITES, type Limites } from "./limites";

export interface ParteZip {
  nome: string;
  /** 0 stored, 8 deflate. */
  metodo: number;
  crc: number;
  tamanhoComprimido: number;
  tamanho: number;
  /** Offset of the local header. */
  offset: number;
}

const ASSINATURA_FIM = 0x06054b50;
const ASSINATURA_CENTRAL = 0x02014b50;
const ASSINATURA_LOCAL = 0x04034b50;
const NAO_E_XLSX =
  "O arquivo não é uma pasta de trabalho do Excel (.xlsx): se ele é .xls (Excel 97-2003) ou .ods, " +
  "salve-o como .xlsx no Excel ou no LibreOffice.";
const VAZIO =
  "O arquivo está vazio (0 bytes): a gravação ou a cópia não chegou a escrever nada. Abra o original no " +
  "Excel e salve-o de novo, ou peça outra cópia.";
const INCOMPLETO =
  "O arquivo está incompleto ou danificado (gravação interrompida, cópia ou download pela metade): " +
  "abra o original no Excel e salve-o de novo, ou peça outra cópia.";
const PROTEGIDO =
  "A pasta está protegida por senha (criptografada): abra-a no Excel, tire a senha (Arquivo › " +
  "Informações › Proteger Pasta de Trabalho › Criptografar com Senha, deixando-a em branco) e salve.";

/** A zip's local header ("PK\x03\x04"): the file began as a zip. */
const INICIO_ZIP = [0x50, 0x4b, 0x03, 0x04];
/** An OLE compound file: an .xls, or an .xlsx encrypted with a password (Office keeps it in one). */
const INICIO_OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The stream of an encrypted Office file, named in UTF-16LE in the compound file's directory. */
const PACOTE_CRIPTOGRAFADO = new Uint8Array([..."EncryptedPackage"].flatMap((c) => [c.charCodeAt(0), 0]));

function comeca(bytes: Uint8Array, assinatura: readonly number[]): boolean {
  return assinatura.every((b, i) => bytes[i] === b);
}

function contem(bytes: Uint8Array, trecho: Uint8Array): boolean {
  outer: for (let i = 0; i + trecho.length <= bytes.length; i++) {
    for (let j = 0; j < trecho.length; j++) if (bytes[i + j] !== trecho[j]) continue outer;
    return true;
  }
  return false;
}

/** Why bytes with no zip index are not a workbook to read: empty, cut short, encrypted, or another format. */
function motivoSemIndice(bytes: Uint8Array): string {
  if (bytes.length === 0) return VAZIO;
  if (comeca(bytes, INICIO_ZIP)) return INCOMPLETO;
  if (comeca(bytes, INICIO_OLE) && contem(bytes, PACOTE_CRIPTOGRAFADO)) return PROTEGIDO;
  return NAO_E_XLSX;
}

/** The parts of a zip by name, from its central directory. */
export function lerIndiceZip(bytes: Uint8Array): Map<string, ParteZip> {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let fim = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
    if (dv.getUint32(i, true) === ASSINATURA_FIM) {
      fim = i;
      break;
    }
  }
  if (fim < 0) throw new ArquivoRecusado(motivoSemIndice(bytes));
  const total = dv.getUint16(fim + 10, true);
  let p = dv.getUint32(fim + 16, true);
  if (total === 0xffff || p === 0xffffffff) {
    throw new ArquivoRecusado(
      "O arquivo usa o formato zip64 (mais de 4 GB), que o Excel não gera para pastas.",
    );
  }
  const partes = new Map<string, ParteZip>();
  const nomes = new TextDecoder();
  for (let n = 0; n < total; n++) {
    if (p + 46 > bytes.length || dv.getUint32(p, true) !== ASSINATURA_CENTRAL) {
      throw new ArquivoRecusado(INCOMPLETO);
    }
    const tamNome = dv.getUint16(p + 28, true);
    const nome = nomes.decode(bytes.subarray(p + 46, p + 46 + tamNome));
    partes.set(nome, {
      nome,
      metodo: dv.getUint16(p + 10, true),
      crc: dv.getUint32(p + 16, true),
      tamanhoComprimido: dv.getUint32(p + 20, true),
      tamanho: dv.getUint32(p + 24, true),
      offset: dv.getUint32(p + 42, true),
    });
    p += 46 + tamNome + dv.getUint16(p + 30, true) + dv.getUint16(p + 32, true);
  }
  return partes;
}

/** The stored (compressed) bytes of a part, as they are in the file. */
export function bytesArmazenados(bytes: Uint8Array, parte: ParteZip): Uint8Array {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const o = parte.offset;
  if (o + 30 > bytes.length || dv.getUint32(o, true) !== ASSINATURA_LOCAL)
    throw new ArquivoRecusado(INCOMPLETO);
  const inicio = o + 30 + dv.getUint16(o + 26, true) + dv.getUint16(o + 28, true);
  if (inicio + parte.tamanhoComprimido > bytes.length) throw new ArquivoRecusado(INCOMPLETO);
  return bytes.subarray(inicio, inicio + parte.tamanhoComprimido);
}

const PEDACO = 1 << 16;
/**
 * The text of a new part goes to DEFLATE in chunks of 1 MiB: the platform zlib starts a stream for each
 * chunk, and in chunks of 128 KiB starting them cost as much CPU as compressing, and each fresh window
 * lost the repetitions of the rows before (the add-in's sheets came out 4% larger).
 */
const PEDACO_DA_ESCRITA = 1 << 20;

/** The parts whose CRC-32 was checked, so that a part read and then copied is inflated once. */
const conferidas = new WeakSet<ParteZip>();

/**
 * Inflates a part in chunks and hands each one on (`aoPedaco`), then checks the CRC-32 and size of what
 * came out against the zip entry. Refuses, as soon as it is exceeded, more inflated bytes than the limit
 * or a ratio no spreadsheet XML reaches (a zip bomb), whatever the sizes the zip declares.
 */
function inflar(
  bytes: Uint8Array,
  parte: ParteZip,
  aoPedaco: (pedaco: Uint8Array) => void,
  limites: Limites = LIMITES,
  zlib?: ZlibDoAmbiente,
): void {
  const armazenado = bytesArmazenados(bytes, parte);
  // Past the limit by what the zip declares (a part declared over 2 GiB was "damaged" once it came
  // out shorter), or by what it inflates to, whatever it declares: the size is the refusal.
  const grandeDemais = (declarado?: number) =>
    new ArquivoRecusado(
      `A parte "${parte.nome}" do arquivo ` +
        (declarado === undefined
          ? `passa de ${mb(limites.bytesInflados)} MB descompactada, o máximo que o leitor abre numa parte`
          : `tem ${mb(declarado)} MB descompactada, mais do que os ${mb(limites.bytesInflados)} MB que o leitor abre numa parte`) +
        ": deixe na pasta só a tabela dos candidatos, ou divida-a em pastas menores.",
    );
  if (parte.tamanho > limites.bytesInflados) throw grandeDemais(parte.tamanho);
  let inflados = 0;
  let crc = 0;
  const receber = (pedaco: Uint8Array) => {
    inflados += pedaco.length;
    if (inflados > limites.bytesInflados) throw grandeDemais();
    if (inflados > limites.bytesSemRazao && inflados > armazenado.length * limites.razao) {
      throw new ArquivoRecusado(
        `A parte "${parte.nome}" do arquivo se expande a mais de ${mb(inflados)} MB a partir de ` +
          `${mb(armazenado.length)} MB: o arquivo parece feito para esgotar a memória e não será aberto.`,
      );
    }
    crc = zlib ? zlib.crc32(pedaco, crc) : CRC32.buf(pedaco, crc);
    try {
      aoPedaco(pedaco);
    } catch (erro) {
      doLeitor = erro;
      throw erro;
    }
  };
  // What the reader throws (its own refusal, or a stop once it read what it needed) goes on as it is.
  let doLeitor: unknown;
  try {
    inflarArmazenado(armazenado, parte, receber, maximoInflado(armazenado, limites), zlib);
  } catch (erro) {
    if (erro === doLeitor || erro instanceof ArquivoRecusado) throw erro;
    // fflate's or zlib's own error on a broken deflate stream: the part is damaged.
    throw new ArquivoRecusado(`A parte "${parte.nome}" não se descompacta. ${INCOMPLETO}`);
  }
  if (crc >>> 0 !== parte.crc >>> 0 || inflados !== parte.tamanho)
    throw new ArquivoRecusado(
      `A parte "${parte.nome}" está danificada (a soma de verificação CRC-32 não confere). ${INCOMPLETO}`,
    );
  conferidas.add(parte);
}

/** A part copied as stored is checked first (inflated without being kept), unless it was read. */
export function conferirParte(bytes: Uint8Array, parte: ParteZip, zlib?: ZlibDoAmbiente): void {
  if (!conferidas.has(parte)) inflar(bytes, parte, () => undefined, LIMITES, zlib);
}

/** Inflates a part and hands it on as text (UTF-8, a character split between chunks kept for the next). */
export function inflarTexto(
  bytes: Uint8Array,
  parte: ParteZip,
  aoTexto: (texto: string) => void,
  limites: Limites = LIMITES,
  zlib?: ZlibDoAmbiente,
): void {
  const decodificador = new TextDecoder("utf-8");
  const aoPedaco = (pedaco: Uint8Array) => aoTexto(decodificador.decode(pedaco, { stream: true }));
  inflar(bytes, parte, aoPedaco, limites, zlib);
  const resto = decodificador.decode();
  if (resto) aoTexto(resto);
}

/** The most inflated bytes the limits let a part of this stored size reach (the checks in `inflar`). */
function maximoInflado(armazenado: Uint8Array, limites: Limites): number {
  return Math.min(limites.bytesInflados, Math.max(limites.bytesSemRazao, armazenado.length * limites.razao));
}

/**
 * Parts up to this inflated size are inflated by the platform in one call, when it gives an inflater
 * (one such part held inflated at a time); larger ones, or one that inflates past what its zip entry
 * declares, stream through fflate in chunks, so that a million-row sheet never sits whole in memory.
 */
const INFLAR_DE_UMA_VEZ_ATE = 64 * 1024 * 1024;

function inflarArmazenado(
  armazenado: Uint8Array,
  parte: ParteZip,
  receber: (p: Uint8Array) => void,
  maximo: number,
  zlib?: ZlibDoAmbiente,
): void {
  if (parte.metodo === 0) {
    for (let i = 0; i < armazenado.length; i += PEDACO) receber(armazenado.subarray(i, i + PEDACO));
    return;
  }
  // One byte past the limits: a part that goes past them is refused by `receber` with its sentence.
  const inflado =
    parte.metodo === 8 && zlib && armazenado.length > 0 && parte.tamanho <= INFLAR_DE_UMA_VEZ_ATE
      ? zlib.inflar(armazenado, Math.min(maximo, INFLAR_DE_UMA_VEZ_ATE) + 1, parte.tamanho)
      : null;
  if (inflado) {
    for (let i = 0; i < inflado.length; i += PEDACO) receber(inflado.subarray(i, i + PEDACO));
  } else if (parte.metodo === 8) {
    const inflador = new Inflate((pedaco) => receber(pedaco));
    for (let i = 0; i < armazenado.length; i += PEDACO) {
      inflador.push(armazenado.subarray(i, i + PEDACO), i + PEDACO >= armazenado.length);
    }
    if (armazenado.length === 0) inflador.push(new Uint8Array(0), true);
  } else {
    throw new ArquivoRecusado(
      `A parte "${parte.nome}" usa uma compressão que o Excel não usa (método ${parte.metodo}).`,
    );
  }
}

/** A whole small part (workbook, rels, styles) as text. */
export function lerTextoDaParte(
  bytes: Uint8Array,
  parte: ParteZip,
  limites: Limites = LIMITES,
  zlib?: ZlibDoAmbiente,
): string {
  const pedacos: string[] = [];
  inflarTexto(bytes, parte, (t) => pedacos.push(t), limites, zlib);
  return pedacos.join("");
}

function mb(n: number): string {
  return (n / 1024 / 1024).toLocaleString("pt-BR", { maximumFractionDigits: 1 });
}

/**
 * Raw DEFLATE of one chunk of a part, given by the platform when it has a faster one than fflate's
 * (Node's zlib, in the CLI): each chunk compressed on its own, flushed to a byte boundary, the last one
 * finishing the stream — the chunks joined are one valid DEFLATE stream.
 */
export type DeflateDoAmbiente = (pedaco: Uint8Array, final: boolean) => Uint8Array;

/**
 * The platform's zlib, when it has one faster than fflate's and crc-32's JavaScript (Node's, in the
 * CLI): DEFLATE and CRC-32 of the parts written, INFLATE and CRC-32 of the parts read. Same bytes.
 */
export interface ZlibDoAmbiente {
  deflate: DeflateDoAmbiente;
  /** A part's whole raw DEFLATE stream inflated, or null if it goes past `maximo` bytes; `esperado`, the
   *  size its zip entry declares (a hint for the output's one allocation, never trusted). */
  inflar(armazenado: Uint8Array, maximo: number, esperado: number): Uint8Array | null;
  /** CRC-32 of `bytes` continuing from `anterior` (0 to start), as a signed or unsigned 32-bit integer. */
  crc32(bytes: Uint8Array, anterior: number): number;
}

/**
 * A part deflated and checksummed by the platform's zlib, given to fflate's Zip as a ZipInputFile of
 * its own: its size and CRC-32 are complete when the last chunk goes, as fflate asks.
 */
class ParteDoZlibDoAmbiente implements ZipInputFile {
  size = 0;
  crc = 0;
  readonly compression = 8;
  ondata?: ZipInputFile["ondata"];

  constructor(
    readonly filename: string,
    private readonly zlib: ZlibDoAmbiente,
  ) {}

  push(pedaco: Uint8Array, final: boolean): void {
    this.crc = this.zlib.crc32(pedaco, this.crc);
    this.size += pedaco.length;
    this.ondata!(null, this.zlib.deflate(pedaco, final) as Uint8Array<ArrayBuffer>, final);
  }

  terminate(): void {}
}

/** Writes a zip as a list of byte chunks (the file is their concatenation). */
export class EscritorZip {
  private readonly pedacos: Uint8Array[] = [];
  private readonly zip: Zip;
  private erro: Error | null = null;
  private buffer?: Uint8Array;

  /** `zlib`: the platform's, when it has one; fflate's (DEFLATE level 1) and crc-32's otherwise. */
  constructor(private readonly zlib?: ZlibDoAmbiente) {
    this.zip = new Zip((erro, dados) => {
      if (erro) this.erro = erro;
      else this.pedacos.push(dados);
    });
  }

  /** A part of the input copied as stored: same compressed bytes, same CRC and size, checked first. */
  copiar(bytes: Uint8Array, parte: ParteZip): void {
    conferirParte(bytes, parte, this.zlib);
    const arquivo: ZipInputFile = {
      filename: parte.nome,
      size: parte.tamanho,
      crc: parte.crc,
      compression: parte.metodo,
      terminate: () => undefined,
    };
    this.zip.add(arquivo);
    arquivo.ondata!(null, bytesArmazenados(bytes, parte) as Uint8Array<ArrayBuffer>, true);
  }

  /** A new part, deflated as its text is produced: `produzir` calls `escrever` with each chunk. */
  adicionar(nome: string, produzir: (escrever: (texto: string) => void) => void): void {
    const arquivo = this.zlib
      ? new ParteDoZlibDoAmbiente(nome, this.zlib)
      : new ZipDeflate(nome, { level: 1 });
    this.zip.add(arquivo);
    // Each piece is encoded straight into the chunk's buffer (encodeInto): no string of the whole chunk
    // is joined first, and a piece larger than what is left goes on in the next chunk. DEFLATE and the
    // CRC-32 take each chunk before push returns, so one buffer serves every chunk of every part.
    const codificador = new TextEncoder();
    const buffer = (this.buffer ??= new Uint8Array(PEDACO_DA_ESCRITA + PEDACO));
    let usado = 0;
    const enviar = (final: boolean) => {
      arquivo.push(buffer.subarray(0, usado), final);
      usado = 0;
    };
    produzir((texto) => {
      let resto = texto;
      while (resto.length > 0) {
        const { read, written } = codificador.encodeInto(resto, buffer.subarray(usado));
        usado += written;
        resto = read < resto.length ? resto.slice(read) : "";
        if (resto.length > 0 || usado >= PEDACO_DA_ESCRITA) enviar(false);
      }
    });
    enviar(true);
  }

  /** The zip's bytes as the chunks it was written in: a file is written from them without joining them. */
  concluirEmPedacos(): Uint8Array[] {
    this.zip.end();
    if (this.erro) throw this.erro;
    return this.pedacos;
  }

  concluir(): Uint8Array {
    return juntarPedacos(this.concluirEmPedacos());
  }
}

/** Chunks joined into one array (where one is needed: a Blob in the browser, a worker's reply). */
export function juntarPedacos(pedacos: readonly Uint8Array[]): Uint8Array {
  let total = 0;
  for (const p of pedacos) total += p.length;
  const saida = new Uint8Array(total);
  let o = 0;
  for (const p of pedacos) {
    saida.set(p, o);
    o += p.length;
  }
  return saida;
}
