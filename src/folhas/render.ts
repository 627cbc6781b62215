/**
 * Render: from the concurso and the engine's resultado, the sheet models of the add-in's output
 * (one per list of the regime, the nomination order, the unresolved ties, the reversions, the quadro),
 * each with its colour legend where colours carry meaning and its print setup. Pure: no Office.js,
 * no file access; each adapter writes the models in a few batched calls.
 */
import { rotulo } from "../engine/notas";
import { candidatosPorId, listasDoResultado, type EntradaRender } from "./comum";
import { MAX_LINHAS_DE_EMPATES, renderizarEmpates } from "./empates";
import { comImpressao, entradaDeImpressao } from "./impressao";
import { comLegenda, type ItemDaLegenda } from "./legenda";
import { renderizarListas } from "./listas";
import type { ModeloFolha } from "./modelo";
import { renderizarOrdem, renderizarReversoes, VAGA_NAO_PREENCHIDA } from "./ordem";
import { COR_LISTA, COR_VAGA_VAZIA, DESFECHO } from "./paleta";
import { renderizarQuadro } from "./quadro";

const LEGENDA_DOS_DESFECHOS: ItemDaLegenda[] = Object.values(DESFECHO).map((d) => ({
  texto: d.texto,
  preenchimento: d.preenchimento,
}));

function legendaDaOrdem(entrada: EntradaRender): ItemDaLegenda[] {
  return [
    ...listasDoResultado(entrada.resultado).map((l) => ({ texto: rotulo(l), preenchimento: COR_LISTA[l] })),
    { texto: VAGA_NAO_PREENCHIDA, preenchimento: COR_VAGA_VAZIA },
  ];
}

export function renderizar(entrada: EntradaRender): ModeloFolha[] {
  // One map of the candidates for the lists and the Empates sheet, not one each (a million, #39).
  const candidatos = candidatosPorId(entrada.concurso);
  return comImpressao(
    [
      ...renderizarListas(entrada, candidatos).map((m) => comLegenda(m, LEGENDA_DOS_DESFECHOS, "abaixo")),
      comLegenda(renderizarOrdem(entrada, candidatos), legendaDaOrdem(entrada), "abaixo"),
      comLegenda(renderizarEmpates(entrada, MAX_LINHAS_DE_EMPATES, candidatos), LEGENDA_DOS_DESFECHOS),
      renderizarReversoes(entrada),
      renderizarQuadro(entrada),
    ],
    entradaDeImpressao(entrada),
  );
}
