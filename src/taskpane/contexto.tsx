/**
 * The flow's state and its actions, shared by the steps through a context. Everything that touches
 * the workbook goes through the port (Ambiente.porta, or the workbook opened in web mode).
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
import { conferir, type Conferencia } from "../pipeline/conferir";
import { recusasDoEdital } from "../pipeline/recusasDoMotor";
import { useAvisoAoSair } from "./avisoAoSair";
import { lerPreferencias, salvarPreferencias } from "../pipeline/configuracao";
import { candidatosLidos, lerEMapear } from "../pipeline/dadosDoPainel";
import { type LeituraDosCandidatos, type OpcoesLeitura } from "../pipeline";

export interface Fluxo {
  estado: Estado;
  despachar: (acao: Acao) => void;
  ambiente: Ambiente;
  /** The workbook the flow works on: Excel's, or the file opened in web mode. */
  porta: PortaPasta | null;
  /** Web mode: opens a file chosen or dropped by the clerk. */
  abrirArquivo: (arquivo: File) => Promise<void>;
  /** Web mode: opens the bundled sample edital. */
  usarExemplo: () => Promise<void>;
  /** Reads the candidates from a source and maps their columns automatically. */
  lerDados: (fonte: Fonte) => Promise<void>;
  /** Reads the same source again, keeping the mapping (the clerk fixed the data in the sheet). */
  lerDeNovo: () => Promise<void>;
  /** The candidates read with the current mapping (every row), or null before any data. */
  leitura: LeituraDosCandidatos | null;
  /** The cargos found in the data, in order of first appearance. */
  cargos: string[];
  /** The data checked against the edital (conferir): problems, and the concurso when none is an error.
   *  Null outside the Conferência and Resultado steps. */
  conferencia: Conferencia | null;
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

  const lerDadosDe = useCallback(async (p: PortaPasta, fonte: Fonte, usarMapaSalvo: boolean) => {
    despachar({ tipo: "lendo" });
    try {
      const lidos = await lerEMapear(p, fonte, usarMapaSalvo);
      despachar({ tipo: "dadosLidos", ...lidos });
    } catch (e) {
      despachar({ tipo: "falhaAoLer", mensagem: mensagemDe(e) });
    }
  }, []);

  /** A workbook just opened: restore the mapping and edital saved in it, then read its candidates. */
  const aoAbrir = useCallback(
    async (p: PortaPasta) => {
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
      await lerDadosDe(p, salvo?.fonte ?? { tipo: "automatica" }, Boolean(salvo?.mapa));
    },
    [lerDadosDe],
  );

  useEffect(() => {
    if (porta && restaurado.current !== porta) void aoAbrir(porta);
  }, [porta, aoAbrir]);

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
    if (recusasDoEdital(edital, cargos).length > 0) return;
    const relogio = setTimeout(() => {
      void salvarPreferencias(porta, { fonte, mapa, edital, cargos }).catch(() => undefined);
    }, 500);
    return () => clearTimeout(relogio);
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

  const lidos = useMemo(
    () => (estado.tabela ? candidatosLidos(estado.tabela, estado.mapa, opcoesDeLeitura) : null),
    [estado.tabela, estado.mapa, opcoesDeLeitura],
  );
  const leitura = lidos?.leitura ?? null;
  const cargos = useMemo(() => lidos?.cargos ?? [], [lidos]);
  // Typing in the Edital step must stay fluid on a big sheet: the check follows a deferred copy.
  const formulario = useDeferredValue(estado.formulario);
  const edital = useMemo(() => paraEdital(formulario), [formulario]);
  const cargosDoEdital = useMemo(() => paraCargos(formulario, cargos), [formulario, cargos]);
  const editalConferido = useMemo(() => conferirEdital(paraEdital(estado.formulario)), [estado.formulario]);
  // The whole check costs ~0.7 s on 100,000 candidates: it runs when the clerk is at the Conferência or
  // Resultado step, never on each keystroke of the Edital step.
  const conferindo =
    estado.passo === "conferencia" || estado.passo === "resultado" || estado.passo === "convocacao";
  const conferencia = useMemo(
    () =>
      conferindo && estado.tabela
        ? conferir({
            tabela: estado.tabela,
            mapa: estado.mapa,
            edital,
            cargos: cargosDoEdital,
            leitura: opcoesDeLeitura,
          })
        : null,
    [conferindo, estado.tabela, estado.mapa, edital, cargosDoEdital, opcoesDeLeitura],
  );

  const fluxo = useMemo<Fluxo>(
    () => ({
      estado,
      leitura,
      cargos,
      conferencia,
      edital,
      editalConferido,
      cargosDoEdital,
      despachar,
      ambiente,
      porta,
      versaoDaPasta,
      pastaMudou,
      opcoesDeLeitura,
      resultadoNaPasta,
      abrirArquivo: (arquivo) =>
        abrirBytes(async () => ({ bytes: new Uint8Array(await arquivo.arrayBuffer()), nome: arquivo.name })),
      usarExemplo,
      lerDados: async (fonte) => {
        if (porta) await lerDadosDe(porta, fonte, false);
      },
      lerDeNovo: async () => {
        if (porta && estado.fonte) await lerDadosDe(porta, estado.fonte, true);
      },
    }),
    [
      estado,
      leitura,
      cargos,
      conferencia,
      edital,
      editalConferido,
      cargosDoEdital,
      ambiente,
      porta,
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
