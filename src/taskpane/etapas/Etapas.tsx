/**
 * The four steps as a stepper (a list of buttons, the current one marked aria-current="step"), one
 * step at a time, with Voltar/Avançar at the bottom. A step opens only when the previous ones allow it.
 * Not a TabList: its arrow-key focus manager inserts aria-hidden focusable elements that axe reports
 * (aria-hidden-focus), and a wizard's steps are not tabs of equal standing anyway.
 */
import { Button, makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import { useEffect, useRef } from "react";
import type { Ambiente } from "../ambiente";
import { ProvedorFluxo, useFluxo, type Fluxo } from "../contexto";
import { PASSOS, ROTULO_DO_PASSO, type Estado, type Passo } from "../estado";
import { Conferencia } from "./Conferencia";
import { Dados } from "./Dados";
import { Edital } from "./Edital";
import { Resultado } from "./Resultado";
import { temErros } from "../../pipeline";

const useEstilos = makeStyles({
  passos: {
    display: "grid",
    gridTemplateColumns: "repeat(4, 1fr)",
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
  oculto: {
    position: "absolute",
    width: "1px",
    height: "1px",
    margin: "-1px",
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    whiteSpace: "nowrap",
    border: 0,
    padding: 0,
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
    justifyContent: "space-between",
    gap: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

const COMPONENTE: Record<Passo, () => JSX.Element> = {
  dados: Dados,
  edital: Edital,
  conferencia: Conferencia,
  resultado: Resultado,
};

/** Whether a step can be opened now, and if not, why (shown on the Avançar button's tooltip). */
export function podeAbrir(passo: Passo, fluxo: Pick<Fluxo, "estado" | "conferencia">): boolean {
  const { estado, conferencia } = fluxo;
  if (passo === "dados") return true;
  if (!estado.tabela) return false;
  if (passo !== "resultado") return true;
  if (estado.execucao.estado === "concluida") return true;
  if (!conferencia || temErros(conferencia.problemas)) return false;
  return conferencia.problemas.length === 0 || estado.aceitarAvisos;
}

export function Etapas({ ambiente, estadoInicial }: { ambiente: Ambiente; estadoInicial?: Estado }) {
  return (
    <ProvedorFluxo ambiente={ambiente} estadoInicial={estadoInicial}>
      <Passos />
    </ProvedorFluxo>
  );
}

function Passos() {
  const estilos = useEstilos();
  const fluxo = useFluxo();
  const { estado, despachar } = fluxo;
  const painel = useRef<HTMLDivElement>(null);
  const primeiraVez = useRef(true);
  const indice = PASSOS.indexOf(estado.passo);
  const anterior = PASSOS[indice - 1];
  const proximo = PASSOS[indice + 1];
  const Passo = COMPONENTE[estado.passo];
  const ocupado = estado.execucao.estado === "executando";

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
                  disabled={ocupado || !podeAbrir(p, fluxo)}
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
        <h2 id="titulo-do-passo" className={estilos.oculto}>
          {`Etapa ${indice + 1} de ${PASSOS.length}: ${ROTULO_DO_PASSO[estado.passo]}`}
        </h2>
        <Passo />
      </div>
      <nav className={estilos.rodape} aria-label="Navegação entre as etapas">
        {anterior ? (
          <Button disabled={ocupado} onClick={() => ir(anterior)}>
            Voltar: {ROTULO_DO_PASSO[anterior]}
          </Button>
        ) : (
          <span />
        )}
        {proximo && (
          <Button
            appearance="primary"
            disabled={ocupado || !podeAbrir(proximo, fluxo)}
            onClick={() => ir(proximo)}
          >
            Avançar: {ROTULO_DO_PASSO[proximo]}
          </Button>
        )}
      </nav>
    </>
  );
}
