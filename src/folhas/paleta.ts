/**
 * The add-in's colors: light tints of the Okabe–Ito palette (designed to stay distinguishable for
 * the common forms of color blindness) under dark text, so that every fill reads with a contrast of at
 * least 4.5:1 (WCAG AA). A color never carries meaning alone: the same row always says it in text
 * (the Desfecho, Lista or Observação column).
 */
import type { Desfecho, Lista } from "../engine/tipos";
import type { Estilo } from "./modelo";

export const TEXTO_ESCURO = "#1A1A1A";

/** Header: dark blue (Okabe–Ito blue, darkened) with white bold text. */
export const ESTILO_CABECALHO: Estilo = {
  preenchimento: "#00507D",
  corFonte: "#FFFFFF",
  negrito: true,
};

/** Okabe–Ito colors at full strength, for chart series (large areas beside their legend). */
export const OKABE_ITO = {
  laranja: "#E69F00",
  azulCeu: "#56B4E9",
  verdeAzulado: "#009E73",
  amarelo: "#F0E442",
  azul: "#0072B2",
  vermelhao: "#D55E00",
  purpura: "#CC79A7",
} as const;

/** Fill and text of each outcome in the per-list sheets, with the text the Desfecho column shows. */
export const DESFECHO: Record<Desfecho, { texto: string; preenchimento: string }> = {
  "nomeado-nesta-lista": {
    texto: "Nomeado(a) nesta lista",
    preenchimento: "#BFE7DC",
  },
  "nomeado-em-outra-lista": {
    texto: "Nomeado(a) em outra lista",
    preenchimento: "#D5ECF9",
  },
  aguardando: { texto: "Aguardando nomeação", preenchimento: "#FBF8D0" },
  "apenas-informativo": {
    texto: "Apenas informativo",
    preenchimento: "#EEEEEE",
  },
  eliminado: { texto: "Eliminado(a)", preenchimento: "#F5D7BF" },
  desistente: { texto: "Desistente", preenchimento: "#F2DDE9" },
  "nao-classificado": { texto: "Não classificado", preenchimento: "#FFFFFF" },
};

/** Fill of each list in the nomination order, and the fill of a vacant position. */
export const COR_LISTA: Record<Lista, string> = {
  AC: "#BFDCEC",
  PPP: "#F9E7BF",
  IND: "#BFE7DC",
  QUI: "#F2DDE9",
  PPIQ: "#F9E7BF",
  PCD: "#D5ECF9",
};
export const COR_VAGA_VAZIA = "#E0E0E0";

/** Chart series: quadro (blue) beside final quadro (orange), the pair most readers tell apart. */
export const CORES_GRAFICO_QUADRO = [OKABE_ITO.azul, OKABE_ITO.laranja];

/** WCAG 2 contrast ratio of two "#RRGGBB" colors (1 to 21). */
export function contraste(a: string, b: string): number {
  const luminancia = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [l1, l2] = [luminancia(a), luminancia(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}
