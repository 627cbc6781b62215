/**
 * Recognizes a header text as a field: first by the known names (confidence "alta"), then by the
 * words it contains ("media": "Nota final da prova" contains "nota final"). Accents, case and
 * punctuation are ignored. Shared by the candidates' table and the vagas table.
 */
import type { Confianca } from "./mapaColunas";
import { normalizarTexto } from "./texto";

export interface Reconhecimento<C extends string> {
  campo: C;
  confianca: Confianca;
}

export type Reconhecedor<C extends string> = (texto: string) => Reconhecimento<C> | null;

/**
 * `exatos`: the known names of each field. `contem`: in order of precedence, a field and the word
 * sets that, all present in the header, suggest it (the first rule that fits wins).
 */
export function criarReconhecedor<C extends string>(
  exatos: Record<C, readonly string[]>,
  contem: readonly (readonly [C, readonly (readonly string[])[]])[],
): Reconhecedor<C> {
  const porNome = new Map<string, C>();
  for (const campo of Object.keys(exatos) as C[]) {
    for (const nome of exatos[campo]) porNome.set(normalizarTexto(nome), campo);
  }
  return (texto) => {
    const normal = normalizarTexto(texto);
    if (normal === "") return null;
    const exato = porNome.get(normal);
    if (exato !== undefined) return { campo: exato, confianca: "alta" };
    const palavras = new Set(normal.split(" "));
    for (const [campo, conjuntos] of contem) {
      if (conjuntos.some((c) => c.every((p) => palavras.has(p)))) return { campo, confianca: "media" };
    }
    return null;
  };
}
