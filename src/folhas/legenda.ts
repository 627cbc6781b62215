/**
 * A colour legend on the sheet: each fill the sheet uses with what it means, so a printed page is read
 * without the pane. The rows already say it in text (Desfecho, Lista); the legend says which colour is
 * which. Below the table (one blank row after it, in the first column) on the Ordem de nomeação and the
 * lists: beside it, the legend widened the printed area and the page, fitted to one page wide, shrank
 * the table with it (the Ordem printed at about 4.5 pt); below, the page is as wide as the table alone.
 * Beside the table where more follows it (a phase's cut scores, fases.ts).
 */
import { colunasDaTabela, type ValorCelula } from "../planilha/tabela";
import type { ModeloFolha } from "./modelo";
import { TEXTO_ESCURO } from "./paleta";

export interface ItemDaLegenda {
  texto: string;
  preenchimento: string;
}

export const TITULO_DA_LEGENDA = "Legenda das cores";

/** Where the legend goes: under the table (the page as wide as the table), or beside it. */
export type PosicaoDaLegenda = "abaixo" | "ao lado";

/** Where the legend's title is on a sheet, if the sheet has one. */
export function celulaDaLegenda(modelo: ModeloFolha): { linha: number; coluna: number } | null {
  for (let linha = 0; linha < modelo.valores.length; linha++) {
    const coluna = modelo.valores[linha].indexOf(TITULO_DA_LEGENDA);
    if (coluna >= 0) return { linha, coluna };
  }
  return null;
}

/** The model with the legend added in place (the model is fresh from its renderer: rows are its own). */
export function comLegenda(
  modelo: ModeloFolha,
  itens: readonly ItemDaLegenda[],
  posicao: PosicaoDaLegenda = "ao lado",
): ModeloFolha {
  const largura = colunasDaTabela(modelo.valores);
  const bloco = [TITULO_DA_LEGENDA, ...itens.map((i) => i.texto)];
  const valores = modelo.valores;
  let linha0: number;
  let coluna: number;
  let larguras: number[];
  if (posicao === "abaixo") {
    // One blank row keeps the legend out of the Excel table (a row typed right under it would join it).
    linha0 = valores.length + 1;
    coluna = 0;
    valores.push(new Array<ValorCelula>(largura).fill(null));
    for (const texto of bloco) {
      const linha = new Array<ValorCelula>(largura).fill(null);
      linha[0] = texto;
      valores.push(linha);
    }
    // The widths stay the table's: a legend text runs over the empty cells at its right.
    larguras = modelo.larguras;
  } else {
    linha0 = 0;
    coluna = largura + 1;
    while (valores.length < bloco.length) valores.push(new Array<ValorCelula>(largura).fill(null));
    // The header row may be a renderer's constant: it is copied. Each data row is replaced by a copy
    // two cells longer (`concat` allocates exactly what it holds): `push` on a row grew its backing
    // store by half again plus 16 slots, ~190 MB more for the million rows of the Empates sheet when
    // a million candidates are all tied (#39).
    valores[0] = [...valores[0], null, bloco[0]];
    for (let i = 1; i < valores.length; i++) valores[i] = valores[i].concat(null, bloco[i] ?? null);
    larguras = [...modelo.larguras, 3, Math.max(...bloco.map((t) => t.length)) + 2];
  }
  const celula = (linha: number) => ({ linha, coluna, linhas: 1, colunas: 1 });
  return {
    ...modelo,
    larguras,
    formatos: [
      ...modelo.formatos,
      // Not in the table header's colours: the legend is a note on the list, not one more column.
      { intervalo: celula(linha0), negrito: true, italico: true },
      ...itens.map((item, i) => ({
        intervalo: celula(linha0 + 1 + i),
        preenchimento: item.preenchimento,
        corFonte: TEXTO_ESCURO,
      })),
    ],
  };
}
