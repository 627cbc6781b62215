import { Body1, Caption1, Link, makeStyles, Title2, tokens } from "@fluentui/react-components";
import { useMemo } from "react";
import type { ReactNode } from "react";
import type { Ambiente } from "./ambiente";
import { ambienteExcel, ambienteWeb } from "./ambienteWeb";
import { Etapas } from "./etapas/Etapas";
import { LARGURA_DO_FORMULARIO } from "./larguraDoFormulario";
import type { Hospedeiro } from "./office";

const useEstilos = makeStyles({
  raiz: {
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    // Wide enough to use a 1280 px window (the sheets' preview, the problems, a person's answer), and
    // short lines still readable.
    maxWidth: "80rem",
    boxSizing: "border-box",
    // Reflow at 200% zoom of the 350 px pane (175 CSS px, WCAG 1.4.10): a word longer than the line
    // breaks instead of pushing the page sideways ("break-word", not "anywhere": that one also lets
    // flex and table layouts squeeze "vagas" and the preview's numbers letter by letter), and no
    // Dropdown asks for Fluent's 250 px minimum.
    overflowWrap: "break-word",
    "& .fui-Dropdown": { minWidth: 0, maxWidth: "100%" },
    // A form field as wide as what it holds, not as the window: at 1280 px a date or a column choice
    // stretched to 1,240 px. The tables and lists beside them keep the width.
    "& .fui-Field": { maxWidth: LARGURA_DO_FORMULARIO },
    // A message bar sizes its column by its longest word (an address, a name list): it may break anywhere.
    "& .fui-MessageBarBody": { overflowWrap: "anywhere", minWidth: 0 },
  },
  fluxo: {
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalS,
  },
  cabecalho: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXXS },
});

export interface PropsApp {
  /** Inside Excel or a plain web page (web mode, see office.ts). */
  hospedeiro: Hospedeiro;
  /** The step flow, if the caller builds it (tests); by default the flow on the host's workbook. */
  fluxo?: ReactNode;
  /** Where the flow reads and writes (tests give the in-memory adapter); by default from the host. */
  ambiente?: Ambiente;
}

/** The task pane: what the add-in does, then the four steps. */
export function App({ hospedeiro, fluxo, ambiente }: PropsApp) {
  const estilos = useEstilos();
  const amb = useMemo(
    () => ambiente ?? (hospedeiro === "excel" ? ambienteExcel() : ambienteWeb()),
    [ambiente, hospedeiro],
  );
  return (
    <main className={estilos.raiz}>
      <header className={estilos.cabecalho}>
        <Title2 as="h1">Cotas em Concursos</Title2>
        <Body1 as="p" style={{ margin: 0 }}>
          A reserva de vagas da Lei 15.142/2025, do Decreto 12.536/2025 e do Decreto 9.508/2018 aplicada ao
          resultado do concurso: quadro de vagas, listas e ordem de nomeação.
        </Body1>
        {hospedeiro === "web" && (
          <Caption1 as="p" style={{ margin: 0 }}>
            Modo web (fora do Excel): o arquivo é lido só neste navegador.
          </Caption1>
        )}
        {/* Beside the pane's page in dist/ (webpack.config.js renders docs/guia.md, with its pictures). */}
        <Caption1 as="p" style={{ margin: 0 }}>
          <Link href="guia.html" target="_blank" rel="noopener">
            Guia do usuário
          </Link>
          {" · "}
          <Link href="ajuda.html" target="_blank" rel="noopener">
            Ajuda
          </Link>
        </Caption1>
      </header>
      <section className={estilos.fluxo} aria-label="Etapas">
        {fluxo ?? <Etapas ambiente={amb} />}
      </section>
    </main>
  );
}
