/**
 * Render: from the concurso and the engine's resultado, the sheet models of the add-in's output
 * (one per list of the regime, the nomination order, the reversions, the quadro). Pure: no Office.js,
 * no ExcelJS; each adapter writes the models in a few batched calls.
 */
import type { EntradaRender } from "./comum";
import { renderizarListas } from "./listas";
import type { ModeloFolha } from "./modelo";
import { renderizarOrdem, renderizarReversoes } from "./ordem";
import { renderizarQuadro } from "./quadro";

export function renderizar(entrada: EntradaRender): ModeloFolha[] {
  return [
    ...renderizarListas(entrada),
    renderizarOrdem(entrada),
    renderizarReversoes(entrada),
    renderizarQuadro(entrada),
  ];
}
