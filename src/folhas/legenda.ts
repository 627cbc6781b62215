/**
 * A colour legend beside the table (one blank column after it, from the first row): each fill the sheet
 * uses with what it means, so a printed page is read without the pane. The rows already say it in text
 * (Desfecho, Lista); the legend says which colour is which.
 */
import { colunasDaTabela, type ValorCelula } from "../planilha/tabela";
import type { ModeloFolha } from "./modelo";
import { TEXTO_ESCURO } from "./paleta";

export interface ItemDaLegenda {
  texto: string;
  preenchimento: string;
}

export const TITULO_DA_LEGENDA = "Legenda das cores";

/** The model with the legend added in place (the model is fresh from its renderer: rows are its own). */
export function comLegenda(modelo: ModeloFolha, itens: readonly ItemDaLegenda[]): ModeloFolha {
  const largura = colunasDaTabela(modelo.valores);
  const coluna = largura + 1;
  const bloco = [TITULO_DA_LEGENDA, ...itens.map((i) => i.texto)];
  const valores = modelo.valores;
  while (valores.length < bloco.length) valores.push(new Array<ValorCelula>(largura).fill(null));
  // The header row may be a renderer's constant: it is copied, the data rows are extended in place.
  valores[0] = [...valores[0], null, bloco[0]];
  for (let i = 1; i < valores.length; i++) valores[i].push(null, bloco[i] ?? null);
  const celula = (linha: number) => ({ linha, coluna, linhas: 1, colunas: 1 });
  return {
    ...modelo,
    larguras: [...modelo.larguras, 3, Math.max(...bloco.map((t) => t.length)) + 2],
    formatos: [
      ...modelo.formatos,
      // Not in the table header's colours: the legend is a note beside the list, not one more column.
      { intervalo: celula(0), negrito: true, italico: true },
      ...itens.map((item, i) => ({
        intervalo: celula(i + 1),
        preenchimento: item.preenchimento,
        corFonte: TEXTO_ESCURO,
      })),
    ],
  };
}
