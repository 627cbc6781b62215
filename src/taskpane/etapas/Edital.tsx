/**
 * Step 2, Edital: the publication date (→ the regime and its law), the vagas of each cargo, the
 * percentages and options of the edital, and the published quadro. The quadro the law gives is
 * computed by the engine (calcularQuadro) as the clerk types, and shown beside each cargo.
 */
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Caption1,
  Checkbox,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  tokens,
} from "@fluentui/react-components";
import { ListaSuspensa } from "./ListaSuspensa";
import { useId, useMemo, useRef, useState } from "react";
import { arredondarMeioParaCima } from "../../engine/arredondamento";
import { calcularQuadro, parametrosDoQuadro, type QuadroCalculado } from "../../engine/quadro";
import type { Regime } from "../../engine/regimes";
import {
  LISTAS,
  type Edital as EditalDoMotor,
  type Lista,
  type ListaRacial,
  type ListaReservada,
} from "../../engine/tipos";
import { CRITERIOS_PADRAO } from "../../engine/classificacao";
import { NOME_DA_LISTA, SIGLA_DA_LISTA } from "../../engine/notas";
import { porQueDasListas } from "../../pipeline";
import { useEstiloOculto } from "../anuncios";
import { useAnunciarAposPausa, useAposPausa } from "../aposPausa";
import { useFluxo } from "../contexto";
import { mensagemDoErro } from "../editalConferido";
import { inteiroDigitado, paraEdital, type FormularioEdital } from "../estado";
import { LARGURA_DO_FORMULARIO } from "../larguraDoFormulario";
import { Agrupamento } from "./Agrupamento";
import { CampoDeData } from "./CampoDeData";
import { sobDemanda } from "./SobDemanda";
import { OpcoesDoEdital } from "./OpcoesDoEdital";
import { VagasDaPasta } from "./VagasDaPasta";
import { Titulo } from "./Titulo";

/** What the Resultado step computes: the final result, or who goes on in a phase. */
const CALCULOS = {
  final: "Resultado final",
  fase: "Fase intermediária (quem segue para a próxima fase)",
  confirmacao: "Confirmação da autodeclaração",
} as const;

/** The phase's rule, with its schema: loaded when the clerk chooses a phase. */
const FaseDoEdital = sobDemanda(
  () => import(/* webpackChunkName: "fase-do-edital" */ "./FaseDoEdital").then((m) => m.default),
  "Carregando a regra da fase…",
);

const useEstilos = makeStyles({
  // All form: as wide as its fields (App.tsx), not the 1280 px window.
  passo: {
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalM,
    maxWidth: LARGURA_DO_FORMULARIO,
  },
  grade: {
    display: "grid",
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    gap: tokens.spacingHorizontalS,
  },
  percentual: { minWidth: 0, width: "100%" },
  cargo: {
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  linhaCargo: { display: "flex", alignItems: "center", columnGap: tokens.spacingHorizontalS },
  vagas: { width: "7.5rem", flexShrink: 0 },
  publicado: { width: "5.5rem" },
  grupoPublicado: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
  nomeCargo: { flexGrow: 1, fontWeight: tokens.fontWeightSemibold, overflowWrap: "anywhere" },
  quadro: { fontVariantNumeric: "tabular-nums" },
  porQue: { display: "flex", flexDirection: "column" },
  linhasDoPorQue: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  diferenca: { color: tokens.colorPaletteDarkOrangeForeground2 },
});

/** The lists' short names in the quadro lines. */
const SIGLA = SIGLA_DA_LISTA;

export function textoDoQuadro(q: QuadroCalculado["quadro"]): string {
  return LISTAS.filter((l) => q[l] !== undefined)
    .map((l) => `${SIGLA[l]} ${q[l]}`)
    .join(" · ");
}

export function Edital() {
  const estilos = useEstilos();
  const { estado, despachar, cargos, editalConferido } = useFluxo();
  const f = estado.formulario;
  const calculo: keyof typeof CALCULOS = f.confirmacao ? "confirmacao" : f.fase.ativa ? "fase" : "final";
  const mudar = (mudanca: Partial<FormularioEdital>) => despachar({ tipo: "formulario", mudanca });
  const { regime, textoDoRegime, erroDaData, erroDoPercentual, erroGeral } = editalConferido;
  // Under regime "edital" the racial lists are those the edital names: the clerk picks one division
  // (a single PPIQ list or the split PPP/IND/QUI) and types a percentage for each list used.
  const divisoes = regime?.limitesDoEdital.somenteAsNomeadas ? regime.limitesDoEdital.divisoes : null;
  const [divisaoEscolhida, setDivisaoEscolhida] = useState(0);
  const divisao = divisoes ? (divisaoDigitada(divisoes, f.percentuais) ?? divisaoEscolhida) : 0;
  const raciais = divisoes ? divisoes[divisao] : (regime?.listasRaciais ?? []);
  const reservadas: ListaReservada[] = regime ? [...raciais, "PCD"] : [];
  const escolherDivisao = (i: number) => {
    setDivisaoEscolhida(i);
    // The other division's percentages would have no field left: they go.
    const outras = divisoes!.filter((_, k) => k !== i).flat();
    const percentuais = { ...f.percentuais };
    for (const l of outras) delete percentuais[l];
    mudar({ percentuais });
  };
  // A percentage typed for a list the regime no longer has (the date changed) has no field to point at.
  const semCampo = (Object.keys(erroDoPercentual) as ListaReservada[])
    .filter((l) => !reservadas.includes(l))
    .map((l) => erroDoPercentual[l]);
  const erroDoEdital = [erroGeral, ...semCampo].filter(Boolean).join("; ") || null;
  const editalValido = regime !== null && erroDoEdital === null && Object.keys(erroDoPercentual).length === 0;

  const campoData = useRef<HTMLDivElement>(null);
  useAnunciarAposPausa(textoDoRegime, campoData);
  const [erroGeralAssentado] = useAposPausa(erroDoEdital);
  const erroGeralVisivel = erroGeralAssentado === erroDoEdital ? erroDoEdital : null;
  const percentuais = useRef<HTMLElement>(null);
  useAnunciarAposPausa(erroDoEdital ?? "", percentuais);

  return (
    <div className={estilos.passo}>
      <div ref={campoData}>
        {/* dd/mm/aaaa whatever the browser's language; checked when the typing pauses (CampoDeData). */}
        <CampoDeData
          rotulo="Data de publicação do edital"
          obrigatorio
          valor={f.dataPublicacao}
          aoMudar={(dataPublicacao) => mudar({ dataPublicacao })}
          erro={erroDaData}
          dica={textoDoRegime || "A data escolhe a lei aplicável."}
          valida={regime !== null}
        />
      </div>

      <Field label="O que calcular">
        <ListaSuspensa
          value={CALCULOS[calculo]}
          selectedOptions={[calculo]}
          onOptionSelect={(_, d) =>
            mudar({
              fase: { ...f.fase, ativa: d.optionValue === "fase" },
              confirmacao: d.optionValue === "confirmacao",
            })
          }
        >
          <Option value="final">{CALCULOS.final}</Option>
          <Option value="fase">{CALCULOS.fase}</Option>
          <Option value="confirmacao">{CALCULOS.confirmacao}</Option>
        </ListaSuspensa>
      </Field>

      {regime && (
        <section aria-labelledby="titulo-percentuais" ref={percentuais}>
          <Titulo id="titulo-percentuais">Percentuais de reserva</Titulo>
          {divisoes ? (
            <>
              <Caption1 block>Só as listas do edital: em branco, a lista não é usada.</Caption1>
              <Field label="Listas raciais do edital">
                <ListaSuspensa
                  className={estilos.percentual}
                  value={nomeDaDivisao(divisoes[divisao])}
                  selectedOptions={[String(divisao)]}
                  onOptionSelect={(_, d) => escolherDivisao(Number(d.optionValue))}
                >
                  {divisoes.map((d, i) => (
                    <Option key={d.join()} value={String(i)}>
                      {nomeDaDivisao(d)}
                    </Option>
                  ))}
                </ListaSuspensa>
              </Field>
            </>
          ) : (
            <Caption1 block>Em branco: os da lei. Preencha só se o edital fixar outros.</Caption1>
          )}
          <div className={estilos.grade}>
            {reservadas.map((l) => (
              <CampoPercentual
                key={l}
                lista={l}
                padrao={
                  divisoes
                    ? null
                    : (regime.percentuais[l]?.valor ?? (l === "PCD" ? regime.pcd.percentual.valor : 0))
                }
                valor={f.percentuais[l] ?? ""}
                erro={erroDoPercentual[l] ?? null}
                mudar={(valor) => mudar({ percentuais: { ...f.percentuais, [l]: valor } })}
              />
            ))}
          </div>
        </section>
      )}
      {erroGeralVisivel && (
        <MessageBar intent="error" aria-label="Erro">
          <MessageBarBody>{erroGeralVisivel}</MessageBarBody>
        </MessageBar>
      )}

      {f.fase.ativa && regime && <FaseDoEdital listas={["AC", ...raciais, "PCD"]} />}

      <section aria-labelledby="titulo-vagas">
        <Titulo id="titulo-vagas">Vagas por cargo</Titulo>
        {cargos.length === 0 ? (
          <Caption1>Nenhum cargo lido: confira a coluna Cargo na etapa Dados.</Caption1>
        ) : (
          <>
            <VagasDaPasta />
            {cargos.map((cargo) => (
              <LinhaDoCargo key={cargo} cargo={cargo} regime={editalValido ? regime : null} />
            ))}
          </>
        )}
      </section>

      <Desempate />

      <Accordion collapsible>
        <AccordionItem value="opcoes">
          <AccordionHeader>Opções do edital</AccordionHeader>
          <AccordionPanel>
            <div className={estilos.passo}>
              <OpcoesDoEdital />
              <Checkbox
                checked={f.trintaPorCentoPrimeiro}
                onChange={(_, d) => mudar({ trintaPorCentoPrimeiro: d.checked === true })}
                label="Calcular primeiro a reserva racial total e depois reparti-la"
              />
              <Field label="Vagas de PcD não preenchidas vão para">
                <ListaSuspensa
                  value={`${SIGLA[f.reversaoPcdPara]} (${NOME_DA_LISTA[f.reversaoPcdPara]})`}
                  selectedOptions={[f.reversaoPcdPara]}
                  onOptionSelect={(_, d) => mudar({ reversaoPcdPara: (d.optionValue as Lista) ?? "AC" })}
                >
                  {(["AC", ...(regime?.listasRaciais ?? [])] as Lista[]).map((l) => (
                    <Option key={l} value={l}>{`${SIGLA[l]} (${NOME_DA_LISTA[l]})`}</Option>
                  ))}
                </ListaSuspensa>
              </Field>
            </div>
          </AccordionPanel>
        </AccordionItem>
      </Accordion>
      <Agrupamento />
    </div>
  );
}

/** The division whose percentages were typed (a preset, the saved settings), if any. */
function divisaoDigitada(
  divisoes: readonly (readonly ListaRacial[])[],
  percentuais: Partial<Record<ListaReservada, string>>,
): number | undefined {
  const i = divisoes.findIndex((d) => d.some((l) => (percentuais[l] ?? "").trim() !== ""));
  return i < 0 ? undefined : i;
}

function nomeDaDivisao(d: readonly ListaRacial[]): string {
  // Short, to fit the 350 px pane: each percentage field below gives the list's full name.
  return d.length === 1 ? `Lista única: ${SIGLA[d[0]]}` : `Separadas: ${d.map((l) => SIGLA[l]).join(", ")}`;
}

/**
 * One reserve's percentage: blank for the law's (under regime "edital", the list is not used). Its
 * problem (out of 0–100, more than two decimals…) is its own validation message, so the field is
 * aria-invalid and described by it; shown when the typing pauses, never per keystroke.
 */
function CampoPercentual({
  lista,
  padrao,
  valor,
  erro,
  mudar,
}: {
  lista: ListaReservada;
  /** The law's percentage, in basis points; null when there is none (regime "edital"). */
  padrao: number | null;
  valor: string;
  erro: string | null;
  mudar: (valor: string) => void;
}) {
  const estilos = useEstilos();
  const [assentado, assentar] = useAposPausa(valor);
  const erroVisivel = assentado === valor ? erro : null;
  return (
    <Field
      label={`${SIGLA[lista]} (%)`}
      hint={NOME_DA_LISTA[lista]}
      validationState={erroVisivel ? "error" : "none"}
      validationMessage={erroVisivel ?? undefined}
    >
      <Input
        className={estilos.percentual}
        inputMode="decimal"
        placeholder={padrao === null ? "não usada" : `${String(padrao / 100).replace(".", ",")} (lei)`}
        value={valor}
        onChange={(_, d) => mudar(d.value)}
        onBlur={assentar}
      />
    </Field>
  );
}

/**
 * The tie-break after the score: 60 or more years first (Estatuto da Pessoa Idosa, art. 27, the law's
 * default), then the numeric columns the mapping took as tie-break fields, each if the edital uses it.
 */
function Desempate() {
  const { estado, despachar } = useFluxo();
  const colunas = estado.mapa.desempate ?? [];
  const criterios = estado.formulario.desempate ?? CRITERIOS_PADRAO;
  const usa = (campo: string) => criterios.some((c) => typeof c === "object" && c.campo === campo);
  const alternar = (campo: string, usar: boolean) => {
    const outros = criterios.filter((c) => !(typeof c === "object" && c.campo === campo));
    const desempate = usar ? [...outros, { campo, ordem: "maior" as const, rotulo: campo }] : outros;
    despachar({ tipo: "formulario", mudanca: { desempate } });
  };
  return (
    <section aria-labelledby="titulo-desempate">
      <Titulo id="titulo-desempate">Desempate, depois da nota</Titulo>
      <Caption1 block>
        1º: idade de 60 anos ou mais, a mais idosa primeiro (Lei 10.741/2003, art. 27).
        {colunas.length > 0 && " Marque as colunas que o edital usa em seguida, na ordem do edital."}
      </Caption1>
      {colunas.map((c) => (
        <Checkbox
          key={c.campo}
          checked={usa(c.campo)}
          onChange={(_, d) => alternar(c.campo, d.checked === true)}
          label={`Depois: maior ${c.campo}`}
        />
      ))}
    </section>
  );
}

/**
 * One cargo: its vagas, the quadro computed live, and the published quadro to compare with. The quadro
 * and the difference describe the vagas field; they are spoken when the typing in this cargo pauses
 * (four live regions would all speak at once on every change).
 */
/**
 * Why a cargo's quadro is not the plain percentage of the racial lists together: a racial reserve counted
 * list by list (25%, 3% and 2%) that does not add up to the racial percentage of the vagas. Each list's
 * own reason comes from its note (porQueDasListas); this says what none of them says. Null when it adds up.
 */
function somaRacialDoQuadro(q: QuadroCalculado, edital: EditalDoMotor): string | null {
  const { pontosBase } = parametrosDoQuadro(edital).percentuais;
  const raciais = (Object.keys(pontosBase) as ListaReservada[]).filter((l) => l !== "PCD");
  const bp = raciais.reduce((s, l) => s + (pontosBase[l] ?? 0), 0);
  const reservadas = raciais.reduce((s, l) => s + (q.quadro[l] ?? 0), 0);
  const noTotal = arredondarMeioParaCima(bp * q.vagas, 10000);
  const semReserva = q.notas.some((n) => /não há reserva racial/.test(n.texto));
  return raciais.length > 1 && reservadas !== noTotal && !semReserva
    ? `A reserva racial é calculada lista a lista, não como ${bp / 100}% do total (que daria ${noTotal}).`
    : null;
}

/** Each list's reason, one line each (a reason the racial lists share said once), then the sum's. */
function porQueDoQuadro(q: QuadroCalculado, edital: EditalDoMotor, listas: readonly Lista[]): string[] {
  const porLista = porQueDasListas(q.notas, q.regime, listas);
  const linhas = [...new Set(listas.flatMap((l) => (porLista[l] ? [porLista[l]] : [])))];
  const soma = somaRacialDoQuadro(q, edital);
  return soma ? [...linhas, soma] : linhas;
}

function LinhaDoCargo({ cargo, regime }: { cargo: string; regime: Regime | null }) {
  const estilos = useEstilos();
  const { oculto } = useEstiloOculto();
  const { estado, despachar } = useFluxo();
  const f = estado.formulario;
  const edital = useMemo(() => paraEdital(f), [f]);
  const digitado = f.vagas[cargo] ?? "";
  const vagas = inteiroDigitado(digitado);
  const publicado = f.quadroPublicado[cargo] ?? {};

  const calculo = useMemo((): { quadro?: QuadroCalculado; erro?: string } => {
    if (vagas === undefined || !regime) return {};
    try {
      return { quadro: calcularQuadro(vagas, edital) };
    } catch (e) {
      return { erro: mensagemDoErro(e) };
    }
  }, [vagas, regime, edital]);

  const listas = calculo.quadro ? LISTAS.filter((l) => calculo.quadro!.quadro[l] !== undefined) : [];
  const diferencas = calculo.quadro
    ? listas.filter((l) => {
        const p = inteiroDigitado(publicado[l]);
        return p !== undefined && p !== calculo.quadro!.quadro[l];
      })
    : [];
  const idQuadro = useId();
  const idDiferenca = useId();
  const textoDoCalculo = calculo.erro
    ? calculo.erro
    : calculo.quadro
      ? `Quadro calculado: ${textoDoQuadro(calculo.quadro.quadro)}`
      : digitado === ""
        ? "Digite as vagas do edital (zero: só cadastro de reserva)."
        : "";
  const porQue = calculo.quadro ? porQueDoQuadro(calculo.quadro, edital, listas) : [];
  const idPorQue = useId();
  const textoDaDiferenca =
    diferencas.length > 0
      ? `O quadro publicado difere do calculado em ${diferencas.map((l) => SIGLA[l]).join(", ")}; vale o publicado.`
      : "";
  const bloco = useRef<HTMLDivElement>(null);
  useAnunciarAposPausa([textoDoCalculo, textoDaDiferenca].filter(Boolean).join(" "), bloco);

  return (
    <div className={estilos.cargo} ref={bloco} data-cargo={cargo}>
      <div className={estilos.linhaCargo}>
        <span className={estilos.nomeCargo} aria-hidden="true">
          {cargo}
        </span>
        <Input
          className={estilos.vagas}
          size="small"
          inputMode="numeric"
          aria-label={`Vagas de ${cargo}`}
          aria-invalid={calculo.erro ? true : undefined}
          contentAfter={<span aria-hidden="true">vagas</span>}
          value={digitado}
          aria-describedby={textoDaDiferenca ? `${idQuadro} ${idDiferenca}` : idQuadro}
          onChange={(_, d) =>
            despachar({ tipo: "formulario", mudanca: { vagas: { ...f.vagas, [cargo]: d.value } } })
          }
        />
      </div>
      <Caption1 id={idQuadro} className={estilos.quadro}>
        {textoDoCalculo}
      </Caption1>
      {porQue.length > 0 && (
        <div className={estilos.porQue}>
          <Caption1 id={idPorQue} className={estilos.quadro}>
            Por quê:
          </Caption1>
          <ul aria-labelledby={idPorQue} className={estilos.linhasDoPorQue}>
            {porQue.map((linha) => (
              <li key={linha}>
                <Caption1 className={estilos.quadro}>{linha}</Caption1>
              </li>
            ))}
          </ul>
        </div>
      )}
      {textoDaDiferenca && (
        <Caption1 id={idDiferenca} className={estilos.diferenca}>
          {textoDaDiferenca}
        </Caption1>
      )}
      {calculo.quadro && (
        <Accordion collapsible>
          <AccordionItem value="publicado">
            <AccordionHeader size="small">
              Quadro publicado no edital<span className={oculto}> para {cargo}</span>
            </AccordionHeader>
            <AccordionPanel>
              <div
                className={estilos.grupoPublicado}
                role="group"
                aria-label={`Quadro publicado de ${cargo}`}
              >
                {listas.map((l) => (
                  <Input
                    key={l}
                    size="small"
                    inputMode="numeric"
                    className={estilos.publicado}
                    aria-label={`${SIGLA[l]} publicado, ${cargo}`}
                    contentBefore={<span aria-hidden="true">{SIGLA[l]}</span>}
                    placeholder={String(calculo.quadro!.quadro[l])}
                    value={publicado[l] ?? ""}
                    onChange={(_, d) =>
                      despachar({
                        tipo: "formulario",
                        mudanca: {
                          quadroPublicado: { ...f.quadroPublicado, [cargo]: { ...publicado, [l]: d.value } },
                        },
                      })
                    }
                  />
                ))}
              </div>
            </AccordionPanel>
          </AccordionItem>
        </Accordion>
      )}
    </div>
  );
}
