/**
 * The four steps as tabs (arrow keys move between them, Tab enters the step), one panel at a time,
 * with Voltar/Avançar at the bottom. A step opens only when the previous ones allow it.
 */
import { Button, makeStyles, Tab, TabList, tokens } from "@fluentui/react-components";
import { useEffect, useRef } from "react";
import { temErros } from "../../planilha/problema";
import type { Ambiente } from "../ambiente";
import { ProvedorFluxo, useFluxo, type Fluxo } from "../contexto";
import { PASSOS, ROTULO_DO_PASSO, type Estado, type Passo } from "../estado";
import { Conferencia } from "./Conferencia";
import { Dados } from "./Dados";
import { Edital } from "./Edital";
import { Resultado } from "./Resultado";

const useEstilos = makeStyles({
  abas: { marginInline: `calc(-1 * ${tokens.spacingHorizontalS})` },
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
      <TabList
        className={estilos.abas}
        size="small"
        selectedValue={estado.passo}
        onTabSelect={(_, d) => ir(d.value as Passo)}
        aria-label="Etapas do cálculo"
      >
        {PASSOS.map((p, i) => (
          <Tab
            key={p}
            value={p}
            id={`aba-${p}`}
            aria-controls={`painel-${p}`}
            disabled={ocupado || !podeAbrir(p, fluxo)}
          >
            {`${i + 1}. ${ROTULO_DO_PASSO[p]}`}
          </Tab>
        ))}
      </TabList>
      <div
        ref={painel}
        className={estilos.painel}
        role="tabpanel"
        id={`painel-${estado.passo}`}
        aria-labelledby={`aba-${estado.passo}`}
        tabIndex={-1}
      >
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
