/**
 * Node's zlib as the platform zlib of the .xlsx adapter (adapters/xlsx/zip.ts ZlibDoAmbiente): native
 * code, several times faster than fflate's JavaScript — writing the add-in's sheets and reading the
 * clerk's were the largest costs of a workbook of 100,000 candidates.
 * - DEFLATE at level 2: on the add-in's sheets, 6% smaller than level 1 for about the same time
 *   (levels 3 and up cost more than they save). Each chunk flushed to a byte boundary (Z_SYNC_FLUSH)
 *   without ending the stream, the last one finishing it (Z_FINISH).
 * - INFLATE of a whole part, capped (maxOutputLength): past the cap, null, and the reader streams it.
 * - CRC-32 (zlib.crc32, Node 20.15 and later).
 */
import { constants, crc32, deflateRawSync, inflateRawSync } from "node:zlib";
import type { ZlibDoAmbiente } from "../adapters/xlsx/zip";

export const zlibNativo: ZlibDoAmbiente = {
  deflate: (pedaco, final) =>
    deflateRawSync(pedaco, { level: 2, finishFlush: final ? constants.Z_FINISH : constants.Z_SYNC_FLUSH }),
  inflar(armazenado, maximo) {
    try {
      return inflateRawSync(armazenado, { maxOutputLength: maximo });
    } catch (erro) {
      if ((erro as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return null;
      throw erro;
    }
  },
  crc32: (bytes, anterior) => crc32(bytes, anterior >>> 0),
};
