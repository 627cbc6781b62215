/**
 * Messages about what the clerk is typing wait until the typing pauses (or the field is left): a date
 * typed digit by digit passes through years like 0002 and 0020, and each would otherwise be an alert.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { RefObject } from "react";
import { useAnunciador } from "./anuncios";

/** How long the typing must pause before a message about it is shown or spoken. */
export const PAUSA_MS = 800;

/**
 * The value as of the last pause in the typing, and a function that takes the current value at once
 * (for onBlur). A message about the value is shown only when the two are the same.
 */
export function useAposPausa<T>(valor: T): [T, () => void] {
  const [assentado, setAssentado] = useState(valor);
  useEffect(() => {
    const relogio = setTimeout(() => setAssentado(valor), PAUSA_MS);
    return () => clearTimeout(relogio);
  }, [valor]);
  const assentar = useCallback(() => setAssentado(valor), [valor]);
  return [assentado, assentar];
}

/**
 * Speaks `texto` (politely) when it changes and the typing pauses, if the focus is inside `onde`: what
 * follows from the field being typed in is heard, what other fields show on screen is not.
 */
export function useAnunciarAposPausa(texto: string, onde: RefObject<HTMLElement>): void {
  const { anunciar } = useAnunciador();
  const [assentado] = useAposPausa(texto);
  const falado = useRef(assentado);
  useEffect(() => {
    if (assentado === falado.current) return;
    falado.current = assentado;
    if (assentado && onde.current?.contains(document.activeElement)) anunciar(assentado);
  }, [assentado, onde, anunciar]);
}
