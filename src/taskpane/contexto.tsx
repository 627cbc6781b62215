/**
 * The flow's state and its actions, shared by the steps through a context. Everything that touches
 * the workbook goes through the port (Ambiente.porta, or the workbook opened in web mode); everything
 * that reads, checks or computes every candidate goes through the session on it (pipeline/sessao.ts:
 * in the Web Worker in web mode), whose answers come back here as state.
 */
import {
  createContext,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import type { ReactNode } from "react";
import type { PortaPasta } from "../adapters/porta";
import type { ValorCelula } from "../planilha/tabela";
import { ARQUIVO_DOS_IMPORTADOS, FOLHA_DOS_IMPORTADOS } from "../publicada/tabelaDaPublicacao";
import type { Ambiente } from "./ambiente";
import { conferirEdital, type EditalConferido } from "./editalConferido";
import {
  doEdital,
  ESTADO_INICIAL,
  FORMULARIO_VAZIO,
  paraCargos,
  paraEdital,
  reduzir,
  type Acao,
  type Estado,
  type Fonte,
} from "./estado";
import type { Cargo, Edital } from "../engine/tipos";
import { useAvisoAoSair } from "./avisoAoSair";
import { lerPreferencias, salvarPreferencias } from "../pipeline/configuracao";
import type { CandidatosNaSessao, ConferenciaNaSessao, Sessao } from "../pipeline/sessao";
import { sessaoDa } from "../pipeline/sessaoDa";
import { type OpcoesLeitura } from "../pipeline";
import { useRespostaDaSessao } from "./respostaDaSessao";

export interface Fluxo {
  estado: Estado;
  despachar: (acao: Acao) => void;
  ambiente: Ambiente;
  /** The workbook the flow works on: Excel's, or the file opened in web mode. */
  porta: PortaPasta | null;
  /** The session on that workbook: the candidates, the concurso and the result live there. */
  sessao: Sessao | null;
  /** Web mode: opens a file chosen or dropped by the clerk. */
  abrirArquivo: (arquivo: File) => Promise<void>;
  /** Web mode: opens the bundled sample edital. */
  usarExemplo: () => Promise<void>;
  /** Reads the candidates from a source and maps their columns automatically. */
  lerDados: (fonte: Fonte) => Promise<void>;
  /**
   * The candidates imported from a banca's published list, written as a new sheet of the clerk's (in
   * web mode with no file open, in a new workbook) and read from it: the flow goes on to the mapping.
   */
  importarCandidatos: (tabela: ValorCelula[][]) => Promise<void>;
  /** Reads the same source again, keeping the mapping (the clerk fixed the data in the sheet). */
  lerDeNovo: () => Promise<void>;
  /** The candidates read with the current mapping (every row, counted), or null before any data. */
  candidatos: CandidatosNaSessao | null;
  /** The cargos found in the data, in order of first appearance. */
  cargos: string[];
  /** The data checked against the edital (conferir): problems, and whether the concurso is built (none
   *  is an error). Null outside the Conferência, Resultado and Convocação steps, and while checking. */
  conferencia: ConferenciaNaSessao | null;
  /** Why the check could not be made (the session failed), or null. */
  erroDaConferencia: string | null;
  /** The edital and cargos as the engine reads them, from the form. */
  edital: Edital;
  /** The form's edital checked field by field, as typed (not deferred: "Avançar" follows each key). */
  editalConferido: EditalConferido;
  cargosDoEdital: Cargo[];
  /** Incremented whenever the workbook changes (a file opened, sheets written): lists reload. */
  versaoDaPasta: number;
  /** The workbook opened already holds a result of the add-in (computed in an earlier session) and
   *  the choices it was made with: calls can be made on it without computing again. */
  resultadoNaPasta: boolean;
  pastaMudou: () => void;
  /** How the workbook's cells are read wherever the flow reads candidates (its date system). */
  opcoesDeLeitura: OpcoesLeitura;
}

const ContextoFluxo = createContext<Fluxo | null>(null);

export function useFluxo(): Fluxo {
  const fluxo = useContext(ContextoFluxo);
  if (!fluxo) throw new Error("useFluxo fora de <ProvedorFluxo>.");
  return fluxo;
}

function mensagemDe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export function ProvedorFluxo({
  ambiente,
  estadoInicial = ESTADO_INICIAL,
  children,
}: {
  ambiente: Ambiente;
  estadoInicial?: Estado;
  children: ReactNode;
}) {
  const [estado, despachar] = useReducer(reduzir, estadoInicial);
  const [porta, setPorta] = useState<PortaPasta | null>(ambiente.porta);
  const sessao = useMemo(() => (porta ? sessaoDa(porta) : null), [porta]);
  const [versaoDaPasta, setVersao] = useState(0);
  const pastaMudou = useCallback(() => setVersao((v) => v + 1), []);
  const restaurado = useRef<PortaPasta | null>(null);
  const [resultadoNaPasta, setResultadoNaPasta] = useState(false);
  // The workbook's date system, asked of the host once per workbook: a serial date in a cell means
  // another day in the 1904 system. Passed to every reading as data (opcoesDeLeitura).
  const [datas1904, setDatas1904] = useState(false);
  useEffect(() => {
    let atual = true;
    setDatas1904(false);
    if (porta && ambiente.datas1904) {
      void ambiente
        .datas1904()
        .then((sim) => atual && setDatas1904(sim))
        .catch(() => undefined);
    }
    return () => {
      atual = false;
    };
  }, [porta, ambiente]);
  const opcoesDeLeitura = useMemo<OpcoesLeitura>(() => ({ datas1904 }), [datas1904]);

  const lerDadosDe = useCallback(async (s: Sessao, fonte: Fonte, usarMapaSalvo: boolean) => {
    despachar({ tipo: "lendo" });
    try {
      const { fonte: lida, vista, mapeamento } = await s.ler(fonte, usarMapaSalvo);
      despachar({ tipo: "dadosLidos", fonte: lida, vista, mapeamento });
    } catch (e) {
      despachar({ tipo: "falhaAoLer", mensagem: mensagemDe(e) });
    }
  }, []);

  /** A workbook just opened: restore the mapping and edital saved in it, then read its candidates. */
  const aoAbrir = useCallback(
    async (p: PortaPasta, s: Sessao) => {
      restaurado.current = p;
      setResultadoNaPasta(false);
      const salvo = await lerPreferencias(p).catch(() => null);
      // Computed before, in another session (the Ordem de nomeação sheet and the choices it was made
      // with are in it): a call can be made on it as it is, without computing and rewriting the sheets.
      const folhas = await p.listarFolhas().catch(() => []);
      setResultadoNaPasta(Boolean(salvo?.edital) && folhas.some((f) => f.marca?.tipo === "ordem"));
      const edital = salvo?.edital ?? editalDoArquivo.current;
      despachar({
        tipo: "restaurar",
        mapa: salvo?.mapa,
        fonte: salvo?.fonte,
        formulario: edital ? doEdital(edital, salvo?.cargos ?? []) : FORMULARIO_VAZIO,
      });
      await lerDadosDe(s, salvo?.fonte ?? { tipo: "automatica" }, Boolean(salvo?.mapa));
    },
    [lerDadosDe],
  );

  useEffect(() => {
    if (porta && sessao && restaurado.current !== porta) void aoAbrir(porta, sessao);
  }, [porta, sessao, aoAbrir]);

  // Mapping and edital are saved in the workbook (port settings) as the clerk changes them, so they come
  // back when the pane opens again; only what the engine accepts (never "vagas": null for "abc"). A run
  // saves the choices that produced its sheets itself (pipeline/executar.ts): a save still pending when
  // it starts is dropped (the effect's cleanup), and none is made while its sheets are the current ones.
  const emCalculo = estado.execucao.estado === "executando" || estado.execucao.estado === "concluida";
  useEffect(() => {
    if (!porta || restaurado.current !== porta || !estado.fonte || emCalculo) return;
    const { fonte, mapa, formulario } = estado;
    const edital = paraEdital(formulario);
    const cargos = paraCargos(formulario, Object.keys(formulario.vagas));
    let valendo = true;
    const relogio = setTimeout(() => {
      // The engine's check (the allocation itself, on no candidates) loads with the first save: the
      // pane's first screen does not wait for the allocation's engine.
      void import(/* webpackChunkName: "recusas" */ "../pipeline/recusasDoMotor")
        .then(({ recusasDoEdital }) => {
          if (!valendo || recusasDoEdital(edital, cargos).length > 0) return;
          return salvarPreferencias(porta, { fonte, mapa, edital, cargos });
        })
        .catch(() => undefined);
    }, 500);
    return () => {
      valendo = false;
      clearTimeout(relogio);
    };
  }, [porta, estado.fonte, estado.mapa, estado.formulario, emCalculo]); // eslint-disable-line react-hooks/exhaustive-deps

  /** The edital that came with a file (the sample's), used when the workbook has none saved. */
  const editalDoArquivo = useRef<Edital | undefined>(undefined);
  const ultimoPedido = useRef(0);

  const abrirBytes = useCallback(
    async (carregar: () => Promise<{ bytes: Uint8Array; nome: string; edital?: Edital }>) => {
      if (!ambiente.abrirArquivo) return;
      // The last file asked for wins: a file dropped while the sample is still loading is not replaced
      // by the sample when it arrives.
      const pedido = ++ultimoPedido.current;
      despachar({ tipo: "lendo" });
      try {
        const { bytes, nome, edital } = await carregar();
        const nova = await ambiente.abrirArquivo(bytes, nome);
        if (pedido !== ultimoPedido.current) return;
        // Only a file that opened replaces the one in use (a failed one leaves everything as it was).
        despachar({ tipo: "lendo", arquivo: nome });
        editalDoArquivo.current = edital;
        setPorta(nova);
        pastaMudou();
      } catch (e) {
        if (pedido === ultimoPedido.current) despachar({ tipo: "falhaAoLer", mensagem: mensagemDe(e) });
      }
    },
    [ambiente, pastaMudou],
  );

  const usarExemplo = useCallback(
    () =>
      abrirBytes(async () => {
        if (!ambiente.buscarExemplo) throw new Error("Exemplo indisponível.");
        return ambiente.buscarExemplo();
      }),
    [ambiente, abrirBytes],
  );

  // Web mode: a reload loses the file opened and every change to it; the browser asks first.
  useAvisoAoSair(ambiente.hospedeiro === "web" && estado.alterado);

  // The cargos found stay on screen while a new mapping is read (the Edital step lists them).
  const candidatos = useRespostaDaSessao(
    sessao && estado.dados ? () => sessao.lerCandidatos(estado.mapa, opcoesDeLeitura) : null,
    [sessao, estado.dados, estado.mapa, opcoesDeLeitura],
    { manterAnterior: true },
  ).resposta;
  const cargos = useMemo(() => candidatos?.cargos ?? [], [candidatos]);
  // Typing in the Edital step must stay fluid on a big sheet: the check follows a deferred copy.
  const formulario = useDeferredValue(estado.formulario);
  const edital = useMemo(() => paraEdital(formulario), [formulario]);
  const cargosDoEdital = useMemo(() => paraCargos(formulario, cargos), [formulario, cargos]);
  const editalConferido = useMemo(() => conferirEdital(paraEdital(estado.formulario)), [estado.formulario]);
  // The whole check costs ~0.7 s on 100,000 candidates: it runs when the clerk is at the Conferência or
  // Resultado step, never on each keystroke of the Edital step.
  const conferindo =
    estado.passo === "conferencia" || estado.passo === "resultado" || estado.passo === "convocacao";
  const { resposta: conferencia, erro: erroDaConferencia } = useRespostaDaSessao(
    conferindo && sessao && estado.dados
      ? () => sessao.conferir({ mapa: estado.mapa, edital, cargos: cargosDoEdital, leitura: opcoesDeLeitura })
      : null,
    [conferindo, sessao, estado.dados, estado.mapa, edital, cargosDoEdital, opcoesDeLeitura],
  );

  const fluxo = useMemo<Fluxo>(
    () => ({
      estado,
      candidatos,
      cargos,
      conferencia,
      erroDaConferencia,
      edital,
      editalConferido,
      cargosDoEdital,
      despachar,
      ambiente,
      porta,
      sessao,
      versaoDaPasta,
      pastaMudou,
      opcoesDeLeitura,
      resultadoNaPasta,
      abrirArquivo: (arquivo) =>
        abrirBytes(async () => ({ bytes: new Uint8Array(await arquivo.arrayBuffer()), nome: arquivo.name })),
      usarExemplo,
      lerDados: async (fonte) => {
        if (sessao) await lerDadosDe(sessao, fonte, false);
      },
      importarCandidatos: async (tabela) => {
        try {
          if (porta && sessao) {
            const folha = await porta.criarFolhaDeDados(FOLHA_DOS_IMPORTADOS, tabela);
            despachar({ tipo: "pastaAlterada" });
            pastaMudou();
            await lerDadosDe(sessao, { tipo: "intervalo", folha }, false);
            return;
          }
          if (!ambiente.novaPasta) throw new Error("Abra uma pasta antes de importar a lista.");
          despachar({ tipo: "lendo", arquivo: ARQUIVO_DOS_IMPORTADOS });
          const nova = await ambiente.novaPasta();
          await nova.criarFolhaDeDados(FOLHA_DOS_IMPORTADOS, tabela);
          despachar({ tipo: "pastaAlterada" });
          // The new workbook is opened as any file: its only sheet is read by the automatic reading.
          setPorta(nova);
          pastaMudou();
        } catch (e) {
          despachar({ tipo: "falhaAoLer", mensagem: mensagemDe(e) });
        }
      },
      lerDeNovo: async () => {
        if (sessao && estado.fonte) await lerDadosDe(sessao, estado.fonte, true);
      },
    }),
    [
      estado,
      candidatos,
      cargos,
      conferencia,
      erroDaConferencia,
      edital,
      editalConferido,
      cargosDoEdital,
      ambiente,
      porta,
      sessao,
      versaoDaPasta,
      pastaMudou,
      opcoesDeLeitura,
      resultadoNaPasta,
      abrirBytes,
      usarExemplo,
      lerDadosDe,
    ],
  );
  return <ContextoFluxo.Provider value={fluxo}>{children}</ContextoFluxo.Provider>;
}
