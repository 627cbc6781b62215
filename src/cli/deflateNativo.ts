/**
 * Node's zlib as the DEFLATE of the .xlsx the CLI writes (adapters/xlsx/zip.ts DeflateDoAmbiente):
 * native code, several times faster than fflate's JavaScript on the add-in's sheets (the largest cost
 * of writing a workbook of 100,000 candidates). Level 1, as fflate's was; each chunk flushed to a byte
 * boundary (Z_SYNC_FLUSH) without ending the stream, the last one finishing it (Z_FINISH).
 */
import { constants, deflateRawSync } from "node:zlib";
import type { DeflateDoAmbiente } from "../adapters/xlsx/zip";

export const deflateNativo: DeflateDoAmbiente = (pedaco, final) =>
  deflateRawSync(pedaco, { level: 1, finishFlush: final ? constants.Z_FINISH : constants.Z_SYNC_FLUSH });
