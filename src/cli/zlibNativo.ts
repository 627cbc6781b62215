/**
 * Node's zlib as the platform zlib of the .xlsx adapter (adapters/xlsx/zip.ts ZlibDoAmbiente): native
 * code, several times faster than fflate's JavaScript — writing the add-in's sheets and reading the
 * clerk's were the largest costs of a workbook of 100,000 candidates.
 * - DEFLATE at level 5: on the add-in's sheets (measured on the list of 100,000 candidates of
 *   `npm run bench:anotar`), 13% smaller than level 2 for ~30% more DEFLATE time (~0.1 s in 7 s);
 *   level 4 is slower than 5, and 6 saves 3% more for another 15%. Each chunk flushed to a byte
 *   boundary (Z_SYNC_FLUSH) without ending the stream, the last one finishing it (Z_FINISH).
 * - INFLATE of a whole part into one buffer, capped (maxOutputLength): past the cap, null, and the reader
 *   streams it.
 * - CRC-32 (zlib.crc32, Node 20.15 and later).
 */
import { constants, crc32, deflateRawSync, inflateRawSync } from "node:zlib";
import type { ZlibDoAmbiente } from "../adapters/xlsx/zip";

export const zlibNativo: ZlibDoAmbiente = {
  deflate: (pedaco, final) =>
    deflateRawSync(pedaco, { level: 5, finishFlush: final ? constants.Z_FINISH : constants.Z_SYNC_FLUSH }),
  inflar(armazenado, maximo, esperado) {
    try {
      // Output in one buffer of the declared size (one byte more, so that a full buffer is not taken for
      // more to come): no 16 KB chunks joined at the end. A false size only changes the chunks.
      const chunkSize = Math.max(constants.Z_MIN_CHUNK, Math.min(esperado + 1, maximo));
      return inflateRawSync(armazenado, { maxOutputLength: maximo, chunkSize });
    } catch (erro) {
      if ((erro as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return null;
      throw erro;
    }
  },
  crc32: (bytes, anterior) => crc32(bytes, anterior >>> 0),
};
