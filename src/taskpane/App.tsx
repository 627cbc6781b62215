import { Body1, Caption1, Title2, makeStyles, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";
import type { Hospedeiro } from "./office";

const useEstilos = makeStyles({
  raiz: {
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    maxWidth: "40rem",
  },
  fluxo: {
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

export interface PropsApp {
  /** Inside Excel or a plain web page (web mode, see office.ts). */
  hospedeiro: Hospedeiro;
  /** The step flow (src/taskpane/etapas), built by index.tsx with its initial state — in web mode, the
   *  bundled sample edital. Absent, the region says the flow is not there. */
  fluxo?: ReactNode;
}

/** The task pane's first screen: what the add-in does, then the step flow. */
export function App({ hospedeiro, fluxo }: PropsApp) {
  const estilos = useEstilos();
  return (
    <main className={estilos.raiz}>
      <header>
        <Title2 as="h1">Cotas em Concursos</Title2>
      </header>
      <Body1 as="p">
        Aplica a reserva de vagas para pessoas pretas, pardas, indígenas e quilombolas (Lei 15.142/2025 e Decreto
        12.536/2025) e para pessoas com deficiência (Decreto 9.508/2018) ao resultado de um concurso público
        federal: o quadro de vagas de cada cargo, as listas de classificação e a ordem de nomeação.
      </Body1>
      {hospedeiro === "web" && (
        <Caption1 as="p">
          Modo web: o painel está aberto fora do Excel, como uma página comum.
        </Caption1>
      )}
      <section className={estilos.fluxo} aria-label="Etapas">
        {fluxo ?? <Body1 as="p">As etapas do cálculo aparecem aqui.</Body1>}
      </section>
    </main>
  );
}
