/**
 * The four steps as a stepper (a list of buttons, the current one marked aria-current="step"), one
 * step at a time, with Voltar/Avançar at the bottom. A step opens only when the previous ones allow it;
 * when it does not, "Avançar" stays focusable and says why (aria-describedby to the reason shown under it).
 * Not a TabList: its arrow-key focus manager inserts aria-hidden focusable elements that axe reports
 * (aria-hidden-focus), and a wizard's steps are not tabs of equal standing anyway.
 */
import { Button, Caption1, makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import { useEffect, useRef, type ComponentType } from "react";
import type { Ambiente } from "../ambiente";
import { ProvedorAnuncios, useEstiloOculto } from "../anuncios";
import { ProvedorFluxo, useFluxo, type Fluxo } from "../contexto";
import { primeiroErroDoEdital } from "../editalConferido";
import { PASSOS, ROTULO_DO_PASSO, type Estado, type Passo } from "../estado";
import { Conferencia } from "./Conferencia";
import { Dados, useAnunciosDaLeitura } from "./Dados";
import { Edital } from "./Edital";
import { Resultado } from "./Resultado";
import { sobDemanda } from "./SobDemanda";
import { temErros } from "../../pipeline";

const useEstilos = makeStyles({
  passos: {
    display: "grid",
    // The five steps in one row in the 350 px pane (the labels a size smaller there, so that
    // "Conferência" fits a fifth of it); two columns at 200% zoom.
    gridTemplateColumns: "repeat(auto-fit, minmax(3.5rem, 1fr))",
    listStyleType: "none",
    margin: 0,
    padding: 0,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  passo: { display: "flex", minWidth: 0 },
  botaoPasso: {
    flexGrow: 1,
    minWidth: 0,
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalXXS,
    paddingInline: 0,
    paddingBlock: tokens.spacingVerticalXS,
    fontWeight: tokens.fontWeightRegular,
    fontSize: tokens.fontSizeBase200,
    "@media (max-width: 400px)": { fontSize: tokens.fontSizeBase100 },
    borderBottom: `${tokens.strokeWidthThicker} solid transparent`,
    borderRadius: 0,
  },
  atual: {
    fontWeight: tokens.fontWeightSemibold,
    borderBottom: `${tokens.strokeWidthThicker} solid ${tokens.colorCompoundBrandStroke}`,
  },
  numero: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: "1.5rem",
    height: "1.5rem",
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid currentColor`,
  },
  numeroAtual: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandBackground}`,
  },
  painel: {
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalS,
    outlineOffset: "2px",
  },
  rodape: {
    display: "flex",
    flexWrap: "wrap",
    justifyContent: "space-between",
    gap: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  // At 200% zoom a button label wraps instead of overflowing the pane.
  botaoRodape: { maxWidth: "100%", whiteSpace: "normal" },
  avancar: { marginInlineStart: "auto" },
  motivo: { flexBasis: "100%", textAlign: "end" },
});

/** The calls come after the result, on another day: their step loads when first opened. */
const NovaConvocacao = sobDemanda(() =>
  import(/* webpackChunkName: "convocacao" */ "./NovaConvocacao").then((m) => m.NovaConvocacao),
);

const COMPONENTE: Record<Passo, ComponentType> = {
  dados: Dados,
  edital: Edital,
  conferencia: Conferencia,
  resultado: Resultado,
  convocacao: NovaConvocacao,
};

/** Why a step cannot be opened now (shown under "Avançar"), or null when it can. */
export function motivoDoBloqueio(
  passo: Passo,
  fluxo: Pick<Fluxo, "estado" | "conferencia" | "editalConferido" | "resultadoNaPasta">,
): string | null {
  const { estado, conferencia, editalConferido } = fluxo;
  if (passo === "dados") return null;
  if (!estado.dados)
    return estado.lendo ? "Lendo a planilha…" : "Para seguir, abra a planilha com os candidatos.";
  if (passo === "edital") return null;
  const erroDoEdital = primeiroErroDoEdital(editalConferido);
  if (erroDoEdital) return `Para seguir, corrija o edital: ${erroDoEdital}.`;
  // Calls come after the result: the result written in this session opens them, and so does one the
  // workbook already holds, read with the choices saved in it and not changed since (the call is then
  // made without computing and rewriting the sheets: nothing of the add-in's, a Publicação included, goes).
  if (passo === "convocacao") {
    if (estado.execucao.estado === "concluida") return null;
    if (fluxo.resultadoNaPasta && !estado.alterado && conferencia?.pronta) return null;
    return "Para convocar, calcule o resultado.";
  }
  if (passo !== "resultado" || estado.execucao.estado === "concluida") return null;
  // The session is checking (a big concurso takes a moment, in the Web Worker in web mode).
  if (!conferencia) return "Conferindo os dados…";
  if (temErros(conferencia.problemas)) return "Para seguir, corrija os erros da Conferência.";
  if (conferencia.problemas.some((p) => p.gravidade === "aviso") && !estado.aceitarAvisos)
    return "Para seguir, marque “Li os avisos e quero calcular assim mesmo”.";
  return null;
}

export function Etapas({ ambiente, estadoInicial }: { ambiente: Ambiente; estadoInicial?: Estado }) {
  return (
    <ProvedorFluxo ambiente={ambiente} estadoInicial={estadoInicial}>
      <ProvedorAnuncios>
        <Passos />
      </ProvedorAnuncios>
    </ProvedorFluxo>
  );
}

function Passos() {
  const estilos = useEstilos();
  const { oculto } = useEstiloOculto();
  const fluxo = useFluxo();
  const { estado, despachar } = fluxo;
  const painel = useRef<HTMLDivElement>(null);
  const primeiraVez = useRef(true);
  const indice = PASSOS.indexOf(estado.passo);
  const anterior = PASSOS[indice - 1];
  const proximo = PASSOS[indice + 1];
  const Passo = COMPONENTE[estado.passo];
  const ocupado = estado.execucao.estado === "executando";
  const motivo = proximo ? motivoDoBloqueio(proximo, fluxo) : null;
  useAnunciosDaLeitura();

  // Moving with Voltar/Avançar puts the keyboard focus at the top of the new step.
  useEffect(() => {
    if (primeiraVez.current) {
      primeiraVez.current = false;
      return;
    }
    painel.current?.focus();
  }, [estado.passo]);

  const ir = (passo: Passo) => despachar({ tipo: "irPara", passo });
  return (
    <>
      <nav aria-label="Etapas do cálculo">
        <ol className={estilos.passos}>
          {PASSOS.map((p, i) => {
            const atual = p === estado.passo;
            return (
              <li key={p} className={estilos.passo}>
                <Button
                  appearance="transparent"
                  className={mergeClasses(estilos.botaoPasso, atual && estilos.atual)}
                  aria-current={atual ? "step" : undefined}
                  disabled={ocupado || motivoDoBloqueio(p, fluxo) !== null}
                  onClick={() => ir(p)}
                >
                  <span
                    className={mergeClasses(estilos.numero, atual && estilos.numeroAtual)}
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  <span>{ROTULO_DO_PASSO[p]}</span>
                </Button>
              </li>
            );
          })}
        </ol>
      </nav>
      <div
        ref={painel}
        className={estilos.painel}
        role="region"
        aria-labelledby="titulo-do-passo"
        tabIndex={-1}
      >
        <h2 id="titulo-do-passo" className={oculto}>
          {`Etapa ${indice + 1} de ${PASSOS.length}: ${ROTULO_DO_PASSO[estado.passo]}`}
        </h2>
        <Passo />
      </div>
      <nav className={estilos.rodape} aria-label="Navegação entre as etapas">
        {anterior && (
          <Button className={estilos.botaoRodape} disabled={ocupado} onClick={() => ir(anterior)}>
            Voltar: {ROTULO_DO_PASSO[anterior]}
          </Button>
        )}
        {proximo && (
          <Button
            appearance="primary"
            className={mergeClasses(estilos.botaoRodape, estilos.avancar)}
            disabled={ocupado}
            // Blocked, it stays in the Tab order and points at its reason: a disabled button is skipped.
            disabledFocusable={!ocupado && motivo !== null}
            aria-describedby={motivo ? "motivo-avancar" : undefined}
            onClick={() => ir(proximo)}
          >
            Avançar: {ROTULO_DO_PASSO[proximo]}
          </Button>
        )}
        {motivo && (
          <Caption1 id="motivo-avancar" className={estilos.motivo}>
            {motivo}
          </Caption1>
        )}
      </nav>
    </>
  );
}
