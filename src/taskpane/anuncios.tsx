/**
 * The pane's one announcer: a polite live region for progress and outcomes, an assertive one only for
 * the errors that stop the clerk. Nothing else in the pane is live, so each message is spoken once.
 *
 * Not Fluent's AriaLiveAnnouncer: its DOM fallback speaks everything assertively and empties the region
 * after half a second. Both regions here are on the page from the first render (a region inserted with
 * its text is not read) and keep the last message; each message goes in as a new node, so the same text
 * said again (a second "Folhas gravadas.") is read again.
 */
import { makeStyles } from "@fluentui/react-components";
import { createContext, useContext, useMemo, useState } from "react";
import type { ReactNode } from "react";

export interface Anunciador {
  /** Progress and outcomes: read when the screen reader is idle. */
  anunciar: (texto: string) => void;
  /** An error that stops the clerk: read at once, interrupting. */
  alertar: (texto: string) => void;
}

const ContextoAnuncios = createContext<Anunciador>({ anunciar: () => undefined, alertar: () => undefined });

export function useAnunciador(): Anunciador {
  return useContext(ContextoAnuncios);
}

export const useEstiloOculto = makeStyles({
  /** Visually hidden, still read (the usual "sr-only" rules). */
  oculto: {
    position: "absolute",
    width: "1px",
    height: "1px",
    margin: "-1px",
    padding: 0,
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    whiteSpace: "nowrap",
    border: 0,
  },
});

interface Mensagem {
  texto: string;
  urgente: boolean;
  /** Counts the messages: the key that makes a repeated text a new node. */
  numero: number;
}

export function ProvedorAnuncios({ children }: { children: ReactNode }) {
  const { oculto } = useEstiloOculto();
  const [mensagem, setMensagem] = useState<Mensagem>({ texto: "", urgente: false, numero: 0 });
  const anunciador = useMemo<Anunciador>(
    () => ({
      anunciar: (texto) => setMensagem((m) => ({ texto, urgente: false, numero: m.numero + 1 })),
      alertar: (texto) => setMensagem((m) => ({ texto, urgente: true, numero: m.numero + 1 })),
    }),
    [],
  );
  // One message at a time: a new one empties the other region, so a stale error is not left beside
  // the outcome that followed it.
  const no = (urgente: boolean) =>
    mensagem.texto && mensagem.urgente === urgente ? (
      <span key={mensagem.numero}>{mensagem.texto}</span>
    ) : null;
  return (
    <ContextoAnuncios.Provider value={anunciador}>
      {children}
      <div className={oculto} role="status" aria-live="polite" aria-atomic="true" data-anuncio="educado">
        {no(false)}
      </div>
      <div className={oculto} role="alert" aria-live="assertive" aria-atomic="true" data-anuncio="urgente">
        {no(true)}
      </div>
    </ContextoAnuncios.Provider>
  );
}
