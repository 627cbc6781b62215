/**
 * Step 3, Conferência: every problem of the data with its sheet and cell, grouped. Inside Excel a
 * problem is a link that selects its cell; in web mode the address is shown (there is no grid to
 * select in). Errors block the computation; warnings (what can change the result) must be accepted;
 * information (a title row above the header) is only shown.
 */
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Body1,
  Button,
  Caption1,
  Checkbox,
  CounterBadge,
  Link,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  tokens,
} from "@fluentui/react-components";
import { useMemo } from "react";
import { useFluxo } from "../contexto";
import { contar } from "../../engine/notas";
import { ROTULO_DO_CAMPO, type GrupoProblema, type Problema } from "../../pipeline";

const useEstilos = makeStyles({
  passo: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalM },
  lista: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalXS,
  },
  cabecalhoGrupo: { display: "flex", alignItems: "center", columnGap: tokens.spacingHorizontalS },
  erro: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  aviso: { color: tokens.colorPaletteDarkOrangeForeground2, fontWeight: tokens.fontWeightSemibold },
  informacao: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
  mensagem: { overflowWrap: "anywhere" },
});

/** Problems listed per group; the rest are counted (a sheet of garbage must not freeze the pane). */
export const MAXIMO_POR_GRUPO = 100;

interface Grupo {
  grupo: GrupoProblema;
  problemas: Problema[];
  erros: number;
  avisos: number;
  informacoes: number;
}

export function agrupar(problemas: readonly Problema[]): Grupo[] {
  const grupos = new Map<GrupoProblema, Grupo>();
  for (const p of problemas) {
    let g = grupos.get(p.grupo);
    if (!g) grupos.set(p.grupo, (g = { grupo: p.grupo, problemas: [], erros: 0, avisos: 0, informacoes: 0 }));
    g.problemas.push(p);
    if (p.gravidade === "erro") g.erros++;
    else if (p.gravidade === "aviso") g.avisos++;
    else g.informacoes++;
  }
  // Groups with errors first: they are what the clerk must fix.
  return [...grupos.values()].sort((a, b) => Number(b.erros > 0) - Number(a.erros > 0));
}

/** The message without its leading address (the address is the link beside it). */
function semEndereco(p: Problema): string {
  const prefixo = `${p.endereco}: `;
  return p.mensagem.startsWith(prefixo) ? p.mensagem.slice(prefixo.length) : p.mensagem;
}

const ROTULO: Record<Problema["gravidade"], string> = {
  erro: "Erro",
  aviso: "Aviso",
  informacao: "Informação",
};

export function Conferencia() {
  const estilos = useEstilos();
  const { estado, despachar, conferencia, erroDaConferencia, porta, ambiente, lerDeNovo } = useFluxo();
  const problemas = useMemo(() => conferencia?.problemas ?? [], [conferencia]);
  const grupos = useMemo(() => agrupar(problemas), [problemas]);
  const erros = problemas.filter((p) => p.gravidade === "erro").length;
  const avisos = problemas.filter((p) => p.gravidade === "aviso").length;
  const noExcel = ambiente.hospedeiro === "excel";

  /** The mapping change the problem names: the column as that field, no longer as the modality. */
  const usarSugestao = ({ mapaSugerido }: Problema) => {
    if (!mapaSugerido) return;
    const campos = { ...estado.mapa.campos };
    delete campos.modalidade;
    despachar({
      tipo: "mapa",
      mapa: { ...estado.mapa, campos: { ...campos, [mapaSugerido.campo]: mapaSugerido.coluna } },
    });
  };

  const selecionar = (p: Problema) => {
    if (porta && p.linha !== undefined)
      void porta.selecionarCelula(p.folha, p.linha, p.coluna ?? 0).catch(() => undefined);
  };

  if (erroDaConferencia)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{erroDaConferencia}</MessageBarBody>
      </MessageBar>
    );
  if (!conferencia) return <Spinner size="tiny" label="Conferindo os dados…" />;

  return (
    <div className={estilos.passo}>
      {erros > 0 ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{contar(erros, "erro")} a corrigir</MessageBarTitle>
            Corrija-os na planilha{noExcel ? "" : " e abra o arquivo de novo"}, ou ajuste as colunas e o
            edital. Nada é gravado enquanto houver erros.
          </MessageBarBody>
          {noExcel && (
            <MessageBarActions>
              <Button size="small" disabled={estado.lendo} onClick={() => void lerDeNovo()}>
                Ler os dados de novo
              </Button>
            </MessageBarActions>
          )}
        </MessageBar>
      ) : avisos > 0 ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{contar(avisos, "aviso")}</MessageBarTitle>
            Nenhum erro. Leia os avisos e confirme para calcular.
          </MessageBarBody>
        </MessageBar>
      ) : (
        <MessageBar intent="success">
          <MessageBarBody>
            {problemas.length > 0
              ? "Nenhum erro nem aviso. Pode calcular."
              : "Nenhum problema encontrado. Pode calcular."}
          </MessageBarBody>
        </MessageBar>
      )}

      {grupos.length > 0 && (
        <Accordion
          multiple
          collapsible
          defaultOpenItems={(problemas.length <= 20 ? grupos : grupos.filter((g) => g.erros > 0)).map(
            (g) => g.grupo,
          )}
        >
          {grupos.map((g) => (
            <AccordionItem key={g.grupo} value={g.grupo}>
              <AccordionHeader size="small">
                <span className={estilos.cabecalhoGrupo}>
                  {g.grupo}
                  <CounterBadge
                    count={g.problemas.length}
                    overflowCount={9999}
                    size="small"
                    color={g.erros > 0 ? "danger" : "informative"}
                    aria-label={[
                      g.erros && contar(g.erros, "erro"),
                      g.avisos && contar(g.avisos, "aviso"),
                      g.informacoes && contar(g.informacoes, "informação", "informações"),
                    ]
                      .filter(Boolean)
                      .join(", ")}
                  />
                </span>
              </AccordionHeader>
              <AccordionPanel>
                <ul className={estilos.lista}>
                  {g.problemas.slice(0, MAXIMO_POR_GRUPO).map((p, i) => (
                    <li key={i}>
                      <span className={estilos[p.gravidade]}>{ROTULO[p.gravidade]}</span>{" "}
                      {noExcel && p.linha !== undefined ? (
                        <Link
                          as="button"
                          onClick={() => selecionar(p)}
                          aria-label={`Selecionar ${p.endereco}`}
                        >
                          {p.endereco}
                        </Link>
                      ) : (
                        <strong>{p.endereco}</strong>
                      )}
                      : <span className={estilos.mensagem}>{semEndereco(p)}</span>
                      {p.mapaSugerido && (
                        <>
                          {" "}
                          <Button size="small" appearance="primary" onClick={() => usarSugestao(p)}>
                            {`Usar como “${ROTULO_DO_CAMPO[p.mapaSugerido.campo]}”`}
                          </Button>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
                {g.problemas.length > MAXIMO_POR_GRUPO && (
                  <Caption1>
                    … e mais {g.problemas.length - MAXIMO_POR_GRUPO} neste grupo. Corrija os primeiros e
                    confira de novo.
                  </Caption1>
                )}
              </AccordionPanel>
            </AccordionItem>
          ))}
        </Accordion>
      )}

      {erros === 0 && avisos > 0 && (
        <Checkbox
          checked={estado.aceitarAvisos}
          onChange={(_, d) => despachar({ tipo: "aceitarAvisos", aceitar: d.checked === true })}
          label="Li os avisos e quero calcular assim mesmo"
        />
      )}
      {erros === 0 && <Body1>Siga para Resultado para calcular e gravar as folhas.</Body1>}
    </div>
  );
}
