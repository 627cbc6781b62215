/**
 * The edital typed in the Edital step, checked as the engine checks it: the regime its date chooses and
 * each problem by the field it belongs to. The step shows each message beside its field; the stepper
 * says with the first one why "Avançar" cannot go on.
 */
import { calcularQuadro } from "../engine/quadro";
import { notaDoRegime, regimeDoEdital, type Regime } from "../engine/regimes";
import { ErroDeEntrada, type Edital, type ListaReservada } from "../engine/tipos";

export interface EditalConferido {
  regime: Regime | null;
  /** The regime's note with its legal basis, shown under the date ("" without a date). */
  textoDoRegime: string;
  /** Why the date chooses no regime (before Lei 12.990, not a date…), or null. */
  erroDaData: string | null;
  /** Per reserved list, what is wrong with the percentage typed for it. */
  erroDoPercentual: Partial<Record<ListaReservada, string>>;
  /** What is wrong with the edital as a whole (the racial split of the lists typed…), or null. */
  erroGeral: string | null;
}

/** The engine's messages of an input error, joined; any other error's message. */
export function mensagemDoErro(e: unknown): string {
  if (e instanceof ErroDeEntrada) return e.problemas.map((p) => p.mensagem).join("; ");
  return e instanceof Error ? e.message : String(e);
}

const CAMPO_DO_PERCENTUAL = /^edital\.percentuais\.(PPP|IND|QUI|PPIQ|PCD)$/;

export function conferirEdital(edital: Edital): EditalConferido {
  const vazio: EditalConferido = {
    regime: null,
    textoDoRegime: "",
    erroDaData: null,
    erroDoPercentual: {},
    erroGeral: null,
  };
  if (!edital.dataPublicacao) return vazio;
  let regime: Regime;
  try {
    regime = regimeDoEdital(edital);
  } catch (e) {
    return { ...vazio, erroDaData: mensagemDoErro(e) };
  }
  const nota = notaDoRegime(edital, regime);
  const conferido: EditalConferido = {
    ...vazio,
    regime,
    textoDoRegime: `${nota.texto} (${nota.fundamento})`,
  };
  try {
    // Zero vagas: only the edital's own rules are checked (percentages, split), not a cargo's.
    calcularQuadro(0, edital);
  } catch (e) {
    const problemas = e instanceof ErroDeEntrada ? e.problemas : [{ campo: "", mensagem: mensagemDoErro(e) }];
    const gerais: string[] = [];
    for (const p of problemas) {
      const lista = CAMPO_DO_PERCENTUAL.exec(p.campo)?.[1] as ListaReservada | undefined;
      if (lista) {
        const anterior = conferido.erroDoPercentual[lista];
        conferido.erroDoPercentual[lista] = anterior ? `${anterior}; ${p.mensagem}` : p.mensagem;
      } else gerais.push(p.mensagem);
    }
    conferido.erroGeral = gerais.length ? gerais.join("; ") : null;
  }
  return conferido;
}

/** The first problem of the edital, or null when the engine accepts it. */
export function primeiroErroDoEdital(c: EditalConferido): string | null {
  return c.erroDaData ?? Object.values(c.erroDoPercentual)[0] ?? c.erroGeral;
}
