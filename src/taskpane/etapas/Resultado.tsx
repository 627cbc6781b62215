/**
 * Step 4, Resultado: compute and write the add-in's sheets through the pipeline, with the current step
 * in a progress bar and a Cancel button (the pipeline yields to the browser between steps and batches,
 * so the pane stays responsive). Then the summary per cargo and the way to the sheets: inside Excel
 * links that open them and "Exportar pasta anotada"; in web mode the download of the annotated file.
 *
 * For a screen reader: each step of the run is announced once, then its outcome (an error that stops the
 * clerk assertively). The focus is never dropped: "Calcular" stays focusable while it runs; after the
 * run it goes to the summary's heading, after "Cancelar", a failure or the dialog back to "Calcular".
 */
import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  Text,
  tokens,
} from "@fluentui/react-components";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { contar } from "../../engine/notas";
import { nomeDaPastaAnotada } from "../ambiente";
import { useAnunciador } from "../anuncios";
import { useFluxo } from "../contexto";
import { mensagemDoErro } from "../editalConferido";
import { paraCargos, paraEdital, paraRegraDaFase, type Execucao } from "../estado";
import type { RegraDaFase } from "../../engine/esquemaDaFase";
import type { Progresso } from "../../pipeline/progresso";
import { SorteiosDoResultado } from "./Agrupamento";
import { sobDemanda } from "./SobDemanda";
import { Titulo } from "./Titulo";
import type { LugarNaFolha } from "../../pipeline/provisorios";

// What shows only after a run (the summary of a phase or of the confirmation stage, the ties, the
// search, the publication, the sheets' view) loads on demand: the pane's first screen is the Dados step.
// The result's parts come in one chunk ("resultado"), the confirmation stage's in another.
const ResumoDaFase = sobDemanda<
  Parameters<typeof import("./ResumoDaFase").ResumoDaFase>[0],
  HTMLHeadingElement
>(() => import(/* webpackChunkName: "resultado" */ "./ResumoDaFase").then((m) => m.ResumoDaFase));
const Provisorios = sobDemanda(() =>
  import(/* webpackChunkName: "resultado" */ "./Provisorios").then((m) => m.Provisorios),
);
const BuscaPessoa = sobDemanda(() =>
  import(/* webpackChunkName: "resultado" */ "./BuscaPessoa").then((m) => m.BuscaPessoa),
);
const PublicarResultado = sobDemanda(() =>
  import(/* webpackChunkName: "resultado" */ "./PublicarResultado").then((m) => m.PublicarResultado),
);
const VisaoDaFolha = sobDemanda(() =>
  import(/* webpackChunkName: "resultado" */ "./VisaoDaFolha").then((m) => m.VisaoDaFolha),
);
const ResumoDaConfirmacao = sobDemanda<
  Parameters<typeof import("./ConfirmacaoDaAutodeclaracao").ResumoDaConfirmacao>[0],
  HTMLHeadingElement
>(() =>
  import(/* webpackChunkName: "autodeclaracao" */ "./ConfirmacaoDaAutodeclaracao").then(
    (m) => m.ResumoDaConfirmacao,
  ),
);
const PublicarConfirmacao = sobDemanda(() =>
  import(/* webpackChunkName: "autodeclaracao" */ "./ConfirmacaoDaAutodeclaracao").then(
    (m) => m.PublicarConfirmacao,
  ),
);

const useEstilos = makeStyles({
  passo: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalM },
  botoes: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
  numero: { textAlign: "end", fontVariantNumeric: "tabular-nums" },
  folhas: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  resumo: { listStyleType: "none", margin: 0, padding: 0 },
  cargo: {
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  numeros: { fontVariantNumeric: "tabular-nums" },
});

/** The message that says how a run ended, and whether it must interrupt (an error that stops the clerk). */
function desfecho(execucao: Execucao, recusada: boolean): { texto: string; urgente: boolean } | null {
  switch (execucao.estado) {
    case "concluida": {
      const n = execucao.avisos.length;
      return {
        texto: `Folhas gravadas.${n ? ` ${contar(n, "aviso")} do cálculo.` : ""}`,
        urgente: false,
      };
    }
    case "cancelada":
      return { texto: TEXTO_CANCELADO, urgente: false };
    case "falhou":
      // Declining to replace edited sheets is the clerk's own choice, not an error.
      return { texto: execucao.mensagem, urgente: !recusada };
    default:
      return null;
  }
}

const TEXTO_CANCELADO = "Cancelado. As folhas já gravadas serão substituídas no próximo cálculo.";

/** Announces each step of a run once and its outcome, and puts the focus where the run left off. */
function useAnunciosDaExecucao(
  execucao: Execucao,
  recusada: boolean,
  focar: (onde: "resumo" | "calcular") => void,
): void {
  const { anunciar, alertar } = useAnunciador();
  const anterior = useRef(execucao);
  useEffect(() => {
    const antes = anterior.current;
    if (execucao === antes) return;
    anterior.current = execucao;
    if (execucao.estado === "executando") {
      if (antes.estado !== "executando" || antes.etapa !== execucao.etapa) anunciar(`${execucao.etapa}…`);
      return;
    }
    const fim = antes.estado === "executando" ? desfecho(execucao, recusada) : null;
    if (!fim) return;
    (fim.urgente ? alertar : anunciar)(fim.texto);
    focar(execucao.estado === "concluida" ? "resumo" : "calcular");
  }, [execucao, recusada, anunciar, alertar, focar]);
}

export function Resultado() {
  const estilos = useEstilos();
  const { estado, despachar, porta, sessao, ambiente, cargos, pastaMudou, opcoesDeLeitura } = useFluxo();
  const { alertar } = useAnunciador();
  const [pergunta, setPergunta] = useState<{ editadas: string[]; responder: (sim: boolean) => void } | null>(
    null,
  );
  /** Open while asking; the dialog is closed first and unmounted when its exit motion ends: unmounted
   *  while open, it left the pane's root aria-hidden (tabster's modalizer never let go). */
  const [aberta, setAberta] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  /** Web mode: the cell a link of Provisorios asked the sheet view to show. */
  const [alvo, setAlvo] = useState<LugarNaFolha | null>(null);
  const { execucao } = estado;
  /** A result was written: the search, the provisional results, Publicar and "Exportar pasta anotada"
   *  (the same models rendered into a new file) ask the session about it. */
  const calculado =
    execucao.estado === "concluida" && !execucao.fase && !execucao.confirmacao ? sessao : null;
  const modoConfirmacao = estado.formulario.confirmacao === true;
  const botaoCalcular = useRef<HTMLButtonElement>(null);
  const tituloResumo = useRef<HTMLHeadingElement | null>(null);
  /** The summary's heading was to take the focus before its part had loaded: it takes it on arriving. */
  const focoPendente = useRef(false);
  const refDoResumo = useCallback((titulo: HTMLHeadingElement | null) => {
    tituloResumo.current = titulo;
    if (titulo && focoPendente.current) {
      focoPendente.current = false;
      titulo.focus();
    }
  }, []);
  const idDescricao = useId();
  /** The last run ended because the clerk declined to replace edited sheets. */
  const [recusada, setRecusada] = useState(false);
  const focar = useRef((onde: "resumo" | "calcular") => {
    const alvo = (onde === "resumo" ? tituloResumo : botaoCalcular).current;
    focoPendente.current = onde === "resumo" && !alvo;
    alvo?.focus();
  }).current;
  useAnunciosDaExecucao(execucao, recusada, focar);

  const calcular = async () => {
    if (!sessao || !estado.dados) return;
    setAviso(null);
    setRecusada(false);
    despachar({
      tipo: "execucao",
      execucao: { estado: "executando", etapa: "Conferindo os dados", fracao: 0 },
    });
    const entrada = {
      fonte: estado.fonte ?? undefined,
      mapa: estado.mapa,
      // The form as it is now, not the deferred copy the Conferência follows: a value typed just
      // before the click is the one computed, and saved with the sheets.
      edital: paraEdital(estado.formulario),
      cargos: paraCargos(estado.formulario, cargos),
      leitura: opcoesDeLeitura,
    };
    const progresso = (p: Progresso) => despachar({ tipo: "progresso", progresso: p });
    const perguntar = (editadas: string[]) =>
      new Promise<boolean>((responder) => {
        setPergunta({ editadas, responder });
        setAberta(true);
      });
    const faseAtiva = estado.formulario.fase.ativa;
    try {
      const r = modoConfirmacao
        ? await sessao.executarConfirmacao(entrada, progresso, perguntar)
        : faseAtiva
          ? await sessao.executarFase(
              { ...entrada, fase: paraRegraDaFase(estado.formulario.fase) as RegraDaFase },
              progresso,
              perguntar,
            )
          : await sessao.executar(entrada, progresso, perguntar);
      switch (r.situacao) {
        case "com-erros":
          despachar({
            tipo: "execucao",
            execucao: { estado: "falhou", mensagem: "Há erros nos dados: volte à Conferência." },
          });
          return;
        case "regra-invalida":
          despachar({
            tipo: "execucao",
            execucao: { estado: "falhou", mensagem: `A regra da fase não vale: ${r.problemas.join("; ")}.` },
          });
          return;
        case "cancelada":
          despachar({ tipo: "execucao", execucao: { estado: "cancelada" } });
          return;
        case "recusada":
          setRecusada(true);
          despachar({ tipo: "execucao", execucao: { estado: "falhou", mensagem: r.mensagem } });
          return;
      }
      despachar({
        tipo: "execucao",
        execucao:
          "confirmacao" in r
            ? {
                estado: "concluida",
                resumo: [],
                confirmacao: r.confirmacao,
                folhas: r.folhas,
                avisos: r.confirmacao.avisos,
              }
            : "fase" in r
              ? { estado: "concluida", resumo: [], fase: r.fase, folhas: r.folhas, avisos: [] }
              : {
                  estado: "concluida",
                  resumo: r.resumo,
                  folhas: r.folhas,
                  avisos: r.avisos,
                  sorteios: r.sorteios,
                },
      });
      pastaMudou();
    } catch (e) {
      despachar({ tipo: "execucao", execucao: { estado: "falhou", mensagem: mensagemDoErro(e) } });
    }
  };

  /** Hands a file produced by one of the environment's functions to the clerk: a download, or on Excel
   *  for Mac (no downloads) a new workbook. */
  const baixar = async (gerar: () => Promise<Blob>, nome: string) => {
    try {
      if (ambiente.salvarArquivo) ambiente.salvarArquivo(await gerar(), nome);
      else await ambiente.abrirComoNovaPasta?.(await gerar());
    } catch (e) {
      setAviso(mensagemDoErro(e));
      alertar(mensagemDoErro(e));
    }
  };

  const responder = (sim: boolean) => {
    pergunta?.responder(sim);
    setAberta(false);
  };
  // The dialog closed: back to the control that started it; the run goes on from there.
  const estavaAberta = useRef(false);
  useEffect(() => {
    if (aberta) estavaAberta.current = true;
    else if (estavaAberta.current) {
      estavaAberta.current = false;
      focar("calcular");
    }
  }, [aberta, focar]);

  const executando = execucao.estado === "executando";
  const entrega = ambiente.salvarArquivo ? "download" : ambiente.abrirComoNovaPasta ? "nova-pasta" : null;
  return (
    <div className={estilos.passo}>
      <Body1>
        {modoConfirmacao
          ? "Convoca para a confirmação da autodeclaração (heteroidentificação, documentos, deficiência) quem a lei e o edital mandam, grava a folha Confirmação para registrar os votos e pareceres e, lidos os registros, os resultados com o motivo de cada um."
          : estado.formulario.fase.ativa
            ? "Calcula quem segue para a próxima fase em cada lista, com a nota de corte, e grava as folhas da fase (o resumo e uma por lista, com a linha do corte)."
            : "Calcula o quadro, as listas e a ordem de nomeação e grava as folhas do suplemento (uma por lista, Ordem de nomeação, Reversões, Quadro)."}{" "}
        As folhas com os dados dos candidatos não são alteradas.
      </Body1>
      <div className={estilos.botoes}>
        <Button
          ref={botaoCalcular}
          appearance="primary"
          disabled={!sessao}
          // Still focusable while it runs: a disabled button would drop the focus to the page.
          disabledFocusable={executando}
          onClick={() => void calcular()}
        >
          {modoConfirmacao
            ? execucao.estado === "concluida"
              ? "Ler os registros e gravar os resultados"
              : "Convocar e gravar a folha de registro"
            : execucao.estado === "concluida"
              ? "Calcular e gravar de novo"
              : "Calcular e gravar as folhas"}
        </Button>
        {executando && <Button onClick={() => void sessao?.cancelar()}>Cancelar</Button>}
      </div>

      {executando && (
        <Field
          label={`${execucao.etapa}${execucao.detalhe ? ` (${execucao.detalhe})` : ""}…`}
          validationState="none"
        >
          <ProgressBar value={execucao.fracao} max={1} thickness="large" />
        </Field>
      )}
      {execucao.estado === "cancelada" && (
        <MessageBar intent="warning" aria-label="Atenção">
          <MessageBarBody>{TEXTO_CANCELADO}</MessageBarBody>
        </MessageBar>
      )}
      {execucao.estado === "falhou" && (
        <MessageBar intent="error" layout="multiline" aria-label="Erro">
          <MessageBarBody>{execucao.mensagem}</MessageBarBody>
        </MessageBar>
      )}
      {execucao.estado === "concluida" && (
        <>
          <MessageBar intent="success" aria-label="Concluído">
            <MessageBarBody>Folhas gravadas.</MessageBarBody>
          </MessageBar>
          {execucao.confirmacao ? (
            <ResumoDaConfirmacao confirmacao={execucao.confirmacao} ref={refDoResumo} />
          ) : execucao.fase ? (
            <ResumoDaFase fase={execucao.fase} ref={refDoResumo} />
          ) : (
            <section aria-labelledby="titulo-resumo">
              <Titulo id="titulo-resumo" ref={refDoResumo}>
                Resumo por cargo
              </Titulo>
              <ul className={estilos.resumo} aria-labelledby="titulo-resumo">
                {execucao.resumo.map((r) => (
                  <li key={r.cargo} className={estilos.cargo}>
                    <Text weight="semibold" block>
                      {r.cargo}
                    </Text>
                    <Caption1 block className={estilos.numeros}>
                      {`${contar(r.vagas, "vaga")} · ${contar(r.preenchidas, "preenchida")} · ${contar(r.revertidas, "revertida")} · ${r.vazias} sem candidato`}
                    </Caption1>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {/* What needs deciding (the ties that decide a vaga or the order) right under the summary. */}
          {calculado && <Provisorios sessao={calculado} folhas={execucao.folhas} mostrarNaVisao={setAlvo} />}
          <SorteiosDoResultado sorteios={execucao.sorteios} />
          {calculado && <BuscaPessoa sessao={calculado} />}
          {execucao.avisos.length > 0 && (
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>
                <MessageBarTitle>{`${contar(execucao.avisos.length, "aviso")} do cálculo`}</MessageBarTitle>
                <ul className={estilos.folhas}>
                  {execucao.avisos.map((t, i) => (
                    <li key={i}>{t}</li>
                  ))}
                </ul>
              </MessageBarBody>
            </MessageBar>
          )}
          <div className={estilos.botoes}>
            {ambiente.baixarPastaAnotada && porta && (
              <Button
                appearance="primary"
                onClick={() =>
                  void baixar(() => ambiente.baixarPastaAnotada!(porta), nomeDaPastaAnotada(estado.arquivo))
                }
              >
                Baixar pasta anotada
              </Button>
            )}
            {ambiente.exportarPastaAnotada && calculado && entrega && (
              <Button
                appearance="primary"
                onClick={() =>
                  void baixar(
                    async () => ambiente.exportarPastaAnotada!(await calculado.resultado()),
                    nomeDaPastaAnotada(null),
                  )
                }
              >
                {entrega === "download" ? "Exportar pasta anotada" : "Abrir pasta anotada no Excel"}
              </Button>
            )}
            {ambiente.baixarPastaInteira && ambiente.salvarArquivo && (
              <Button onClick={() => void baixar(ambiente.baixarPastaInteira!, "Pasta inteira (cópia).xlsx")}>
                Baixar cópia da pasta inteira
              </Button>
            )}
          </div>
          {calculado && <PublicarResultado sessao={calculado} />}
          {execucao.fase && sessao && <PublicarResultado sessao={sessao} fase />}
          {execucao.confirmacao && sessao && (
            <PublicarConfirmacao sessao={sessao} pendentes={execucao.confirmacao.pendentes} />
          )}
          {ambiente.hospedeiro === "excel" && !entrega && (
            <Caption1>
              Este Excel não permite que o suplemento entregue arquivos: as folhas do suplemento já estão
              nesta pasta; para uma cópia, use Arquivo › Salvar uma cópia.
            </Caption1>
          )}
          {entrega === "nova-pasta" && (
            <Caption1>
              No Excel para Mac, o suplemento não consegue baixar arquivos: a pasta anotada abre numa nova
              janela do Excel, para salvar onde quiser.
            </Caption1>
          )}
          {ambiente.hospedeiro === "web" && (
            <Caption1>
              O arquivo baixado traz as suas folhas sem alteração e as folhas do suplemento.
            </Caption1>
          )}
          <section aria-labelledby="titulo-folhas">
            <Titulo id="titulo-folhas">Folhas gravadas</Titulo>
            {ambiente.hospedeiro === "excel" && porta ? (
              <ul className={estilos.folhas}>
                {execucao.folhas.map((nome) => (
                  <li key={nome}>
                    <Link
                      as="button"
                      onClick={() => void porta.selecionarCelula(nome, 0, 0).catch(() => undefined)}
                    >
                      {nome}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <VisaoDaFolha folhas={execucao.folhas} alvo={alvo} />
            )}
          </section>
          {aviso && (
            <MessageBar intent="error" aria-label="Erro">
              <MessageBarBody>{aviso}</MessageBarBody>
            </MessageBar>
          )}
        </>
      )}

      {/* Mounted only while asking (until its exit motion ends): a mounted Dialog makes tabster add
          focusable aria-hidden elements to the page (axe: aria-hidden-focus) even when closed. */}
      {/* Opens on the safe choice ("Não substituir", first), its warning is its description, and Escape
          answers "Não substituir". */}
      {pergunta && (
        <Dialog
          open={aberta}
          modalType="alert"
          onOpenChange={(_, d) => !d.open && responder(false)}
          surfaceMotion={{ onMotionFinish: () => !aberta && setPergunta(null) }}
        >
          <DialogSurface aria-describedby={idDescricao}>
            <DialogBody>
              <DialogTitle>Substituir folhas alteradas?</DialogTitle>
              <DialogContent id={idDescricao}>
                {pergunta.editadas.length === 1
                  ? `A folha "${pergunta.editadas[0]}" foi alterada depois de gravada pelo suplemento.`
                  : `As folhas ${pergunta.editadas.map((n) => `"${n}"`).join(", ")} foram alteradas depois de gravadas pelo suplemento.`}{" "}
                Substituí-las apaga essas alterações.
              </DialogContent>
              <DialogActions>
                <Button appearance="primary" onClick={() => responder(false)}>
                  Não substituir
                </Button>
                <Button onClick={() => responder(true)}>Substituir</Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
    </div>
  );
}
