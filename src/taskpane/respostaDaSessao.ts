/** A question put to the session (pipeline/sessao.ts), its answer as React state. */
import { useEffect, useRef, useState } from "react";

function mensagemDe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export interface RespostaDaSessao<T> {
  resposta: T | null;
  /** Why it failed, or null. */
  erro: string | null;
  /** The answer is to the question as it is now (not one kept from before it changed). */
  atual: boolean;
}

/**
 * The session's answer to a question (`perguntar`, asked again when `dependencias` change), or null
 * when there is no question and, unless `manterAnterior`, while it is being answered. An answer that
 * arrives after the question changed is dropped.
 */
export function useRespostaDaSessao<T>(
  perguntar: (() => Promise<T>) | null,
  dependencias: unknown[],
  { manterAnterior = false } = {},
): RespostaDaSessao<T> {
  const pergunta = useRef(0);
  const [estado, setEstado] = useState<{ resposta: T | null; erro: string | null; de: number }>({
    resposta: null,
    erro: null,
    de: 0,
  });
  useEffect(() => {
    const esta = ++pergunta.current;
    if (!perguntar || !manterAnterior) setEstado({ resposta: null, erro: null, de: perguntar ? 0 : esta });
    if (!perguntar) return;
    let valida = true;
    perguntar().then(
      (resposta) => valida && setEstado({ resposta, erro: null, de: esta }),
      (e: unknown) => valida && setEstado({ resposta: null, erro: mensagemDe(e), de: esta }),
    );
    return () => {
      valida = false;
    };
  }, dependencias); // eslint-disable-line react-hooks/exhaustive-deps
  return { resposta: estado.resposta, erro: estado.erro, atual: estado.de === pergunta.current };
}
