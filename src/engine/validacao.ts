/** The shapes of JSON values the engine checks before trusting them (lerConcurso and the ledger of calls). */

export function ehObjeto(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

export function ehInteiro(v: unknown, minimo: number): v is number {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= minimo;
}
