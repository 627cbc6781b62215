/**
 * What the pane shows before it knows where it runs: inside Excel (the page was opened by Office) a
 * visible "Conectando ao Excel…" for as long as office.js takes, never a silent fall into web mode; in a
 * plain browser a short "Carregando…" (at most ESPERA_MAXIMA_MS, see office.ts).
 */
import { Spinner } from "@fluentui/react-components";
import { useEffect, useState, type ReactNode } from "react";
import type { Hospedeiro } from "./office";

export interface PropsInicio {
  /** Resolves with the host once Office answered (esperarOffice). */
  esperar: () => Promise<Hospedeiro>;
  /** Office opened the page (`_host_Info` in its address): the wait says it is connecting to Excel. */
  dentroDoOffice: boolean;
  /** The pane, once the host is known. */
  children: (hospedeiro: Hospedeiro) => ReactNode;
}

export function Inicio({ esperar, dentroDoOffice, children }: PropsInicio) {
  const [hospedeiro, setHospedeiro] = useState<Hospedeiro | null>(null);
  useEffect(() => {
    let montado = true;
    void esperar().then((h) => {
      if (montado) setHospedeiro(h);
    });
    return () => {
      montado = false;
    };
  }, [esperar]);
  if (hospedeiro) return <>{children(hospedeiro)}</>;
  return (
    <Spinner
      role="status"
      labelPosition="below"
      label={dentroDoOffice ? "Conectando ao Excel…" : "Carregando…"}
      style={{ marginTop: "3rem" }}
    />
  );
}
