/**
 * The inline problems of "Opções do edital": the edital's schema (esquemaDoEdital.ts) says what is wrong
 * with each field, and each field shows the messages of its own path. The field shows what was typed,
 * so the schema's "; recebido …" is left out.
 */
import { useMemo } from "react";
import { problemasDoEdital } from "../../engine/esquemaDoEdital";
import { useFluxo } from "../contexto";

/** The messages of one field of the edital (`edital.series.IND.primeira`), joined, or undefined. */
export function useProblemasDasOpcoes(): (campo: string) => string | undefined {
  const { edital } = useFluxo();
  const problemas = useMemo(() => problemasDoEdital(edital), [edital]);
  return (campo) => {
    const doCampo = problemas
      .filter((p) => p.campo === campo)
      .map((p) => p.mensagem.replace(/; recebido ".*"$/, ""));
    return doCampo.length ? doCampo.join("; ") : undefined;
  };
}
