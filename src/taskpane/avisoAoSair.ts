/**
 * Before the page unloads with work that only lives in it (web mode: the file opened in memory, the
 * edital typed, the sheets computed), the browser asks the clerk to confirm (its own dialog, in the
 * browser's language: pages cannot word it since Chrome 51).
 */
import { useEffect } from "react";

export function useAvisoAoSair(haAlgoAPerder: boolean): void {
  useEffect(() => {
    if (!haAlgoAPerder) return;
    const avisar = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Browsers before preventDefault() was honoured here ask only when returnValue is a non-empty text.
      e.returnValue = "Há alterações que serão perdidas.";
    };
    window.addEventListener("beforeunload", avisar);
    return () => window.removeEventListener("beforeunload", avisar);
  }, [haAlgoAPerder]);
}
