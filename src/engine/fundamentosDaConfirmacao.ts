/**
 * The law behind each decision of the confirmation stage, per regime and reserved list, checked by the
 * citation table (citacoes.ts: a provision that does not govern the list or the regime is refused).
 * Where the project has no text of the act (the IN Conjunta MGI/MIR/MPI nº 261/2025, Lei nº 13.146), the
 * decision cites the edital that applies it (escolhasDaConfirmacao.ts).
 */
import { fundamento, type Trecho } from "./citacoes";
import type { ListaReservada, RegimeId } from "./tipos";

export type DecisaoDaEtapa = "convocacao" | "confirmacao" | "indeferimento" | "fraude" | "fraude-do-nomeado";

const EDITAL: Trecho = { edital: "procedimento de confirmação da autodeclaração" };
const AVALIACAO_PCD: Trecho = { edital: "avaliação da condição de pessoa com deficiência" };

/** The provisions of the law for one decision (the edital's trechos are added by the caller). */
function daLei(regime: RegimeId, lista: ListaReservada, decisao: DecisaoDaEtapa): Trecho[] {
  if (lista === "PCD") {
    if (regime === "edital") return [AVALIACAO_PCD];
    return decisao === "fraude" || decisao === "fraude-do-nomeado"
      ? [{ edital: "declaração falsa apurada em procedimento administrativo" }]
      : ["decreto-9508", AVALIACAO_PCD];
  }
  if (regime === "edital") {
    return decisao === "fraude"
      ? [{ edital: "declaração falsa apurada em procedimento administrativo" }]
      : decisao === "fraude-do-nomeado"
        ? [{ edital: "declaração falsa de quem já foi nomeado: anulação da admissão" }]
        : [EDITAL];
  }
  if (regime === "lei-12990") {
    if (decisao === "fraude" || decisao === "fraude-do-nomeado") return ["lei-12990 2 pu"];
    return lista === "PPP" ? ["lei-12990 2", EDITAL] : [EDITAL];
  }
  if (decisao === "fraude") return ["lei-15142 4 §1 I", "lei-15142 4 §2"];
  if (decisao === "fraude-do-nomeado") return ["lei-15142 4 §1 II", "lei-15142 4 §2"];
  const pretosEPardos = lista === "PPP" || lista === "PPIQ";
  const quilombolas: Trecho[] =
    lista === "QUI" && regime === "decreto-12536" ? ["decreto-12536 14", "decreto-12536 15"] : [];
  const outros: Trecho[] = lista === "PPP" ? [] : ["lei-15142 3 §4", ...quilombolas];
  if (decisao === "indeferimento") return pretosEPardos ? ["lei-15142 3 §2", ...outros] : [...outros, EDITAL];
  return pretosEPardos ? ["lei-15142 3 §1", ...outros] : [...outros, EDITAL];
}

/** The fundamento of one decision about one list: the law's provisions, then the edital's trechos. */
export function fundamentoDaEtapa(
  regime: RegimeId,
  lista: ListaReservada,
  decisao: DecisaoDaEtapa,
  ...doEdital: Trecho[]
): string {
  return fundamento({ regime, listas: [lista] }, ...daLei(regime, lista, decisao), ...doEdital);
}

/** Whether the fraud's result goes to the Ministério Público and the AGU by law (Lei nº 15.142, art. 4º, § 2º). */
export function encaminhaAoMpEAgu(regime: RegimeId, lista: ListaReservada): boolean {
  return lista !== "PCD" && (regime === "lei-15142" || regime === "decreto-12536");
}
