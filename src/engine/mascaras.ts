/**
 * A candidate's lists as a bit mask (AC = 1, PPP = 2, …, in the order of LISTAS): what the classification
 * records for each candidate and the lists, the selection and the reversions test in one operation.
 */
import { LISTAS } from "./tipos";
import type { Lista } from "./tipos";

/** Bit of each list in the masks of Inscrito (AC = 1, PPP = 2, …, following LISTAS). */
export const BIT = Object.fromEntries(LISTAS.map((l, i) => [l, 1 << i])) as Record<Lista, number>;

const POR_MASCARA: readonly (readonly Lista[])[] = Array.from({ length: 1 << LISTAS.length }, (_, m) =>
  Object.freeze(LISTAS.filter((l) => (m & BIT[l]) !== 0)),
);

/** The lists of a mask, in LISTAS order (precomputed: called for every candidate). */
export function listasDaMascara(mascara: number): readonly Lista[] {
  return POR_MASCARA[mascara];
}

/** Mask of a candidate's lists (a switch, not a keyed lookup: it runs for every candidate). */
export function mascaraDe(listas: readonly Lista[]): number {
  let m = 0;
  for (const l of listas) {
    switch (l) {
      case "AC":
        m |= 1;
        break;
      case "PPP":
        m |= 2;
        break;
      case "IND":
        m |= 4;
        break;
      case "QUI":
        m |= 8;
        break;
      case "PPIQ":
        m |= 16;
        break;
      case "PCD":
        m |= 32;
        break;
    }
  }
  return m;
}
