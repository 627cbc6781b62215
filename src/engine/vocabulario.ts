/**
 * The words every other type of the engine is built from — the lists and the regimes by name — in a
 * module of their own, so that the edital's schema (esquemaDoEdital.ts) and the contract (tipos.ts, which
 * takes the Edital type from the schema) share them without importing each other. tipos.ts re-exports them.
 */

/** AC ampla concorrência; PPP pretos e pardos; IND indígenas; QUI quilombolas;
 *  PPIQ the single racial list of regime lei-15142; PCD pessoas com deficiência. */
export type Lista = "AC" | "PPP" | "IND" | "QUI" | "PPIQ" | "PCD";
export type ListaReservada = Exclude<Lista, "AC">;
export type ListaRacial = Exclude<ListaReservada, "PCD">;

export const LISTAS: readonly Lista[] = ["AC", "PPP", "IND", "QUI", "PPIQ", "PCD"];

/** The federal acts by date, or "edital": a body the federal acts do not bind (state, municipality,
 *  S-system entity, another Power), whose lists, percentages and rules are all the edital's. */
export type RegimeId = "lei-12990" | "lei-15142" | "decreto-12536" | "edital";
