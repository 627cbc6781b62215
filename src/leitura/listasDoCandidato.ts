/**
 * The lists a candidate row puts the candidate in, and the confirmation of each reserved one
 * (RULES.md § 3):
 * - AC when classified in ampla concorrência: the "Classificado na AC" cell, or, when the column is
 *   absent or the cell blank, OpcoesLeitura.classificadoNaAcPorPadrao (default true);
 * - each reserve opted (modality text and yes/no columns together), as a list of the edital: under
 *   regime lei-15142 the racial options collapse into the single list PPIQ (Lei 15.142 art. 1), unless
 *   the edital split it; under lei-12990 only negros have a reserve (Lei 12.990 art. 1), so an
 *   indígena or quilombola option competes in AC only (a warning says so);
 * - a generic racial option ("Cota racial") is the edital's racial list when there is only one;
 *   otherwise it is an error, never a guess.
 * Confirmation: the column of the reserve, else the single confirmation column (racial reserves only:
 * PcD's perícia needs its own column). A blank cell in a confirmation column means pending: the
 * result is then provisional. No column → nothing is said and the engine reads the candidate as
 * classified as given.
 */
import { BIT, listasDaMascara } from "../engine/mascaras";
import { LISTAS, type Confirmacao, type Lista, type ListaRacial, type ListaReservada } from "../engine/tipos";
import type { CamposLidos } from "./leituraDosCandidatos";
import type { CampoCandidato } from "./mapaColunas";
import type { OpcaoDeReserva } from "./modalidade";

export interface ListasDoCandidato {
  listas: Lista[];
  confirmacao?: Partial<Record<ListaReservada, Confirmacao>>;
  problemas: { gravidade: "erro" | "aviso"; campo: CampoCandidato; motivo: string }[];
}

const NOME_DA_RESERVA: Record<OpcaoDeReserva, string> = {
  PPP: "pretos e pardos",
  IND: "indígenas",
  QUI: "quilombolas",
  PPIQ: "pretos, pardos, indígenas e quilombolas (lista única PPIQ)",
  RACIAL: "reserva racial",
  PCD: "pessoas com deficiência",
};

const CONFIRMACAO_DA_RESERVA: Record<OpcaoDeReserva, CampoCandidato> = {
  PPP: "confirmacaoPpp",
  IND: "confirmacaoInd",
  QUI: "confirmacaoQui",
  PPIQ: "confirmacao",
  RACIAL: "confirmacao",
  PCD: "confirmacaoPcd",
};

const CONFIRMACOES_SEM_OPCAO: readonly [
  "confirmacao" | "confirmacaoPpp" | "confirmacaoInd" | "confirmacaoQui" | "confirmacaoPcd",
  OpcaoDeReserva,
][] = [
  ["confirmacao", "RACIAL"],
  ["confirmacaoPpp", "PPP"],
  ["confirmacaoInd", "IND"],
  ["confirmacaoQui", "QUI"],
  ["confirmacaoPcd", "PCD"],
];

/** Several confirmations merged into one list (PPIQ): fraud in any, else confirmed by any, else pending. */
const PRECEDENCIA: Confirmacao[] = ["fraude", "confirmada", "pendente", "indeferida"];

function confirmacaoDaReserva(reserva: OpcaoDeReserva, lidos: CamposLidos): Confirmacao | undefined {
  const propria = lidos[CONFIRMACAO_DA_RESERVA[reserva] as keyof CamposLidos] as
    Confirmacao | null | undefined;
  const valor = propria !== undefined || reserva === "PCD" ? propria : lidos.confirmacao;
  return valor === null ? "pendente" : valor;
}

/** The column that gave an option: the modality, or the option's own yes/no column. */
function campoDaOpcao(lidos: CamposLidos, o: OpcaoDeReserva): CampoCandidato {
  return lidos.modalidade?.reservas.includes(o) ? "modalidade" : (o.toLowerCase() as CampoCandidato);
}

/** `listasRaciais`: the racial lists of the edital (percentuaisDoEdital(...).listasRaciais). */
export function listasDoCandidato(
  lidos: CamposLidos,
  listasRaciais: readonly ListaRacial[],
  classificadoNaAcPorPadrao = true,
): ListasDoCandidato {
  const problemas: ListasDoCandidato["problemas"] = [];
  const opcoes = new Set<OpcaoDeReserva>(lidos.modalidade?.reservas ?? []);
  if (lidos.ppp) opcoes.add("PPP");
  if (lidos.ind) opcoes.add("IND");
  if (lidos.qui) opcoes.add("QUI");
  if (lidos.pcd) opcoes.add("PCD");
  const confirmacoes = new Map<ListaReservada, Confirmacao[]>();
  for (const opcao of opcoes) {
    let lista: ListaReservada | undefined;
    if (opcao === "PCD") lista = "PCD";
    else if (opcao === "RACIAL") {
      if (listasRaciais.length === 1) lista = listasRaciais[0];
      else {
        problemas.push({
          gravidade: "erro",
          campo: "modalidade",
          motivo: `a modalidade não diz qual reserva racial: escreva Preto ou pardo, Indígena ou Quilombola`,
        });
      }
    } else if (listasRaciais.includes(opcao)) lista = opcao;
    else if (listasRaciais.includes("PPIQ")) lista = "PPIQ";
    else if (opcao === "PPIQ") {
      problemas.push({
        gravidade: "erro",
        campo: campoDaOpcao(lidos, opcao),
        motivo: `este edital não tem a lista única PPIQ: escreva Preto ou pardo, Indígena ou Quilombola`,
      });
    } else {
      problemas.push({
        gravidade: "aviso",
        campo: campoDaOpcao(lidos, opcao),
        motivo: `este edital não tem reserva para ${NOME_DA_RESERVA[opcao]}: o candidato concorre só na ampla concorrência`,
      });
    }
    if (!lista) continue;
    const confirmacao = confirmacaoDaReserva(opcao, lidos);
    const daLista = confirmacoes.get(lista) ?? [];
    if (confirmacao) daLista.push(confirmacao);
    confirmacoes.set(lista, daLista);
  }
  // A confirmation result for a reserve nobody opted for usually means the modality is missing.
  const racial = [...opcoes].some((o) => o !== "PCD");
  for (const [campo, opcao] of CONFIRMACOES_SEM_OPCAO) {
    const valor = lidos[campo];
    if (
      valor &&
      (opcao === "PCD" ? !opcoes.has("PCD") : campo === "confirmacao" ? !racial : !opcoes.has(opcao))
    ) {
      problemas.push({
        gravidade: "aviso",
        campo,
        motivo: `a confirmação diz "${valor}", mas o candidato não optou por ${NOME_DA_RESERVA[opcao]}: confira a modalidade`,
      });
    }
  }
  const naAc = lidos.classificadoAc ?? classificadoNaAcPorPadrao;
  // One shared (frozen) array per combination of lists, not one per candidate: ~60 MB at a million (#39).
  let mascara = 0;
  for (const l of LISTAS) if (l === "AC" ? naAc : confirmacoes.has(l as ListaReservada)) mascara |= BIT[l];
  const listas = listasDaMascara(mascara) as Lista[];
  const resultado: ListasDoCandidato = { listas, problemas };
  for (const [lista, valores] of confirmacoes) {
    const valor = PRECEDENCIA.find((p) => valores.includes(p));
    if (valor) (resultado.confirmacao ??= {})[lista] = valor;
  }
  return resultado;
}
