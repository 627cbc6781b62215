/**
 * The common models of real editais, each only a saved set of the edital's fields (esquemaDoEdital.ts):
 * choosing one fills those fields, and the clerk may change any of them after. The publication date is
 * the clerk's and is never part of a model.
 */
import type { Edital } from "./tipos";

export interface ModeloDeEdital {
  id: string;
  nome: string;
  /** The fields the model sets; every other option field goes back to the law's default. */
  campos: Omit<Edital, "dataPublicacao" | "validade">;
}

export const MODELOS_DE_EDITAL: readonly ModeloDeEdital[] = [
  { id: "federal", nome: "Federal: o regime da data de publicação, sem escolhas próprias", campos: {} },
  {
    id: "nao-federal-20-negros",
    nome: "Não federal: 20% para pessoas negras e PcD com meio-para-cima",
    campos: {
      regime: "edital",
      percentuais: { PPP: 20, PCD: 5 },
      arredondamento: { PPP: "meio-para-cima", PCD: "meio-para-cima" },
    },
  },
  {
    id: "lista-unica-30",
    nome: "Lista única de 30% (pretos, pardos, indígenas e quilombolas), PcD sem teto",
    campos: { regime: "edital", percentuais: { PPIQ: 30, PCD: 5 }, tetoPcd: null },
  },
];
