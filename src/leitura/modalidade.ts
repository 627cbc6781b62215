/**
 * The free-text modality column: "Negro", "Preto ou pardo", "PPP", "Indígena", "Quilombola", "PcD",
 * "Ampla", and combinations ("Negro e PcD", "PPP/PCD", "Indígena + deficiência"), accents, case and
 * punctuation ignored. The text is cut into words and read as known terms; words that only accompany
 * a term ("pessoa", "cota", "com", "visual"…) decide nothing alone. Any word not understood is
 * reported with the cell, never guessed.
 *
 * A generic racial option ("Cota racial", "PPI") is returned as "RACIAL": only the regime can say
 * which list it means (see listasDoCandidato).
 */
import type { ListaReservada } from "../engine/tipos";
import { invalido, leituraComum, lido, type LeituraDeValor } from "./leituraDeValor";
import type { ValorCelula } from "../planilha/tabela";
import { citarValor, dicionarioDeTermos, normalizarTexto } from "./texto";

export type OpcaoDeReserva = ListaReservada | "RACIAL";

export interface Modalidade {
  /** The reserves the candidate opted for, without repetition, in the order PPP, IND, QUI, PPIQ, RACIAL, PCD. */
  reservas: OpcaoDeReserva[];
  /** The text names ampla concorrência explicitly ("Ampla", "AC", "Não cotista"). */
  ampla: boolean;
}

type Sentido = OpcaoDeReserva | "AMPLA" | "ACOMPANHA";

const ORDEM: OpcaoDeReserva[] = ["PPP", "IND", "QUI", "PPIQ", "RACIAL", "PCD"];

const TERMOS = dicionarioDeTermos<Sentido>({
  PPP: [
    "ppp",
    "pp",
    "negro",
    "negra",
    "negros",
    "negras",
    "preto",
    "preta",
    "pretos",
    "pretas",
    "pardo",
    "parda",
    "pardos",
    "pardas",
    "afrodescendente",
    "afrodescendentes",
    "afro brasileiro",
    "afro brasileira",
    "afro brasileiros",
    "afrobrasileiro",
    "afrobrasileira",
  ],
  IND: ["ind", "indigena", "indigenas", "indio", "india", "indios"],
  QUI: ["qui", "quil", "quilombola", "quilombolas", "quilombo", "remanescente de quilombo"],
  PPIQ: ["ppiq"],
  RACIAL: ["racial", "raciais", "etnico racial", "etnicorracial", "etnicoracial", "ppi"],
  PCD: [
    "pcd",
    "pcds",
    "pne",
    "pnes",
    "def",
    "deficiente",
    "deficientes",
    "deficiencia",
    "deficiencias",
    "necessidades especiais",
  ],
  AMPLA: [
    "ampla",
    "ac",
    "a c",
    "geral",
    "universal",
    "livre",
    "nenhuma",
    "nenhum",
    "nao cotista",
    "sem cota",
    "sem reserva",
    "nao optante",
  ],
  ACOMPANHA: [
    // connectives and articles
    "e",
    "ou",
    "de",
    "da",
    "do",
    "das",
    "dos",
    "a",
    "o",
    "as",
    "os",
    "com",
    "c",
    "para",
    "por",
    "na",
    "no",
    "em",
    "and",
    "or",
    // words that go with a term but name no reserve
    "pessoa",
    "pessoas",
    "candidato",
    "candidata",
    "candidatos",
    "cota",
    "cotas",
    "cotista",
    "cotistas",
    "vaga",
    "vagas",
    "reserva",
    "reservas",
    "reservada",
    "reservadas",
    "lista",
    "concorrencia",
    "autodeclarado",
    "autodeclarada",
    "autodeclarados",
    "portador",
    "portadora",
    "portadores",
    "optante",
    "opcao",
    "modalidade",
    "povos",
    // kinds of disability written beside PcD ("Deficiente visual", "PcD - auditiva")
    "visual",
    "auditiva",
    "auditivo",
    "fisica",
    "fisico",
    "motora",
    "intelectual",
    "mental",
    "multipla",
    "psicossocial",
    "tea",
    "autismo",
    "surdez",
    "cegueira",
  ],
});
/** Longest terms have at most this many words. */
const MAX_PALAVRAS = 3;

const DICA =
  'use Ampla, Preto ou pardo, Indígena, Quilombola, PcD ou combinações como "Preto ou pardo e PcD"';

export function lerModalidade(valor: ValorCelula): LeituraDeValor<Modalidade> {
  const comum = leituraComum(valor);
  if (comum) return comum;
  if (typeof valor !== "string") return invalido(`modalidade ${citarValor(valor)} não reconhecida (${DICA})`);
  const texto = normalizarTexto(valor);
  // A bare "Não" or a dash says: no reserve.
  if (texto === "nao" || /^[\s\-–—]+$/.test(valor)) return lido({ reservas: [], ampla: true });
  const palavras = texto === "" ? [] : texto.split(" ");
  const reservas = new Set<OpcaoDeReserva>();
  const desconhecidas: string[] = [];
  let ampla = false;
  for (let i = 0; i < palavras.length;) {
    let sentido: Sentido | undefined;
    let n = Math.min(MAX_PALAVRAS, palavras.length - i);
    for (; n > 0; n--) {
      sentido = TERMOS.get(palavras.slice(i, i + n).join(" "));
      if (sentido) break;
    }
    if (!sentido) {
      desconhecidas.push(palavras[i]);
      i += 1;
      continue;
    }
    if (sentido === "AMPLA") ampla = true;
    else if (sentido !== "ACOMPANHA") reservas.add(sentido);
    i += n;
  }
  if (desconhecidas.length > 0) {
    const quais =
      desconhecidas.length === palavras.length ? "" : `: não entendi ${citarValor(desconhecidas.join(" "))}`;
    return invalido(`modalidade ${citarValor(valor)} não reconhecida${quais} (${DICA})`);
  }
  if (reservas.size === 0 && !ampla) {
    return invalido(`modalidade ${citarValor(valor)} não diz qual reserva (${DICA})`);
  }
  return lido({ reservas: ORDEM.filter((r) => reservas.has(r)), ampla });
}
