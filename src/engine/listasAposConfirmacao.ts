/**
 * The lists a person stays in after the confirmation stage (RULES § 9.6), and the same outcome as the
 * rest of the engine reads it (`Candidato.confirmacao`, `listas`, `situacao`), so that phases, result
 * and calls use it unchanged.
 * - Eliminated (fraud, Lei nº 15.142/2025, art. 4º, § 1º; or absence/refusal where the edital
 *   eliminates) → no list.
 * - Otherwise AC when the person was in ampla and the score reaches the edital's ampla score (or always,
 *   without one: Lei nº 15.142, art. 3º, § 2º), and each reserve whose outcome keeps it (confirmada,
 *   pendente, pendente de recurso). Each outcome touches only its own list: PPP and PcD are independent.
 * Never a list the person was not in before.
 */
import { compararNotas } from "./convocacaoParaConfirmacao";
import { LISTAS } from "./tipos";
import type { Candidato, Confirmacao, Lista, ListaReservada, Situacao } from "./tipos";
import type { ConfirmacaoDoCandidato, ResultadoDaConfirmacao } from "./tiposDaConfirmacao";

/** The outcomes that keep the person in the reserved list (the pending ones, provisionally). */
export const MANTEM_A_RESERVA: readonly ResultadoDaConfirmacao[] = [
  "confirmada",
  "pendente",
  "pendente-de-recurso",
];
export const PROVISORIOS: readonly ResultadoDaConfirmacao[] = ["pendente", "pendente-de-recurso"];
/** The outcomes of a convened person that lose the reserve. */
export const PERDEM_A_RESERVA: readonly ResultadoDaConfirmacao[] = [
  "nao-confirmada",
  "ausente",
  "recusa-de-filmagem",
  "fraude-apurada",
];

/** Whether the person stays in ampla: in it before, and with the edital's ampla score when it has one. */
export function ficaNaAmpla(
  listasAntes: readonly Lista[],
  nota: number,
  notaDeCorteAmpla: number | null,
): boolean {
  return (
    listasAntes.includes("AC") && (notaDeCorteAmpla === null || compararNotas(nota, notaDeCorteAmpla) >= 0)
  );
}

export function listasAposConfirmacao(
  listasAntes: readonly Lista[],
  resultado: Partial<Record<ListaReservada, ResultadoDaConfirmacao>>,
  eliminado: boolean,
  naAmpla: boolean,
): Lista[] {
  if (eliminado) return [];
  return LISTAS.filter((l) =>
    l === "AC"
      ? naAmpla
      : listasAntes.includes(l) &&
        MANTEM_A_RESERVA.includes(resultado[l as ListaReservada] ?? "nao-convocado"),
  );
}

const NO_MOTOR: Record<ResultadoDaConfirmacao, Confirmacao | null> = {
  confirmada: "confirmada",
  "nao-confirmada": "indeferida",
  ausente: "indeferida",
  "recusa-de-filmagem": "indeferida",
  pendente: "pendente",
  "pendente-de-recurso": "pendente",
  "fraude-apurada": "fraude",
  "nao-convocado": null,
};

/** One candidate's stage outcome as the engine's `confirmacao`, `listas` and `situacao`. */
export interface ConfirmacaoNoMotor {
  confirmacao: Partial<Record<ListaReservada, Confirmacao>>;
  /** The lists before the stage, less the reserves the person was not convened for and AC when the
   *  score is below the edital's ampla score; a refused reserve stays, so that the engine says why the
   *  person left it (notas.ts, "indeferida"). */
  listas: Lista[];
  situacao?: Situacao;
}

export function confirmacaoNoMotor(
  c: ConfirmacaoDoCandidato,
  listasAntes: readonly Lista[],
  situacao?: Situacao,
): ConfirmacaoNoMotor {
  // Not habilitado: the earlier phases already decided; AC is left as it was.
  const naAmpla = c.habilitado ? c.listas.includes("AC") : listasAntes.includes("AC");
  const confirmacao: Partial<Record<ListaReservada, Confirmacao>> = {};
  for (const [lista, r] of Object.entries(c.resultado) as [ListaReservada, ResultadoDaConfirmacao][]) {
    const valor = NO_MOTOR[r];
    if (valor !== null) confirmacao[lista] = valor;
  }
  if (c.fraudeApuradaEm) confirmacao[c.fraudeApuradaEm] = "fraude";
  const listas = listasAntes.filter((l) =>
    l === "AC" ? naAmpla || c.fraudeApuradaEm !== null : confirmacao[l] !== undefined,
  );
  const eliminadoSemFraude = c.eliminado && !c.fraudeApuradaEm && situacao !== "nomeado";
  return { confirmacao, listas, ...(eliminadoSemFraude ? { situacao: "eliminado" as const } : {}) };
}

/**
 * The candidates of a concurso with the stage's outcome in their `confirmacao`, `listas` and `situacao`
 * (by id; a candidate the stage did not see is returned as it was). AC as the stage left it (the
 * edital's ampla score, notaDeCorteAmpla). New objects: nothing is mutated.
 */
export function aplicarConfirmacao(
  candidatos: readonly Candidato[],
  etapa: { candidatos: readonly ConfirmacaoDoCandidato[] },
): Candidato[] {
  const porId = new Map(etapa.candidatos.map((c) => [c.id, c]));
  return candidatos.map((c) => {
    const r = porId.get(c.id);
    if (!r) return c;
    const m = confirmacaoNoMotor(r, c.listas, c.situacao);
    return {
      ...c,
      listas: m.listas,
      confirmacao: m.confirmacao,
      ...(m.situacao ? { situacao: m.situacao } : {}),
    };
  });
}
