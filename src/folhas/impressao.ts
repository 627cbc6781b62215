/**
 * Print-ready as delivered: every add-in sheet prints landscape, one page wide, with its header row on
 * every page, and a page header and footer that say which concurso, which cargo(s), when it was
 * calculated and "Página X de Y". A clerk hands these pages on as they come out of the printer.
 */
import { formatarData } from "../engine/datas";
import { nomeDoCargo, type EntradaRender } from "./comum";
import type { Impressao, ModeloFolha } from "./modelo";

/** Excel keeps header and footer under 255 characters each; the cargo names are shortened well before. */
const MAX_CARGOS = 80;

/** A text from the clerk's data inside a header/footer: "&" would start a code, so it is doubled. */
export function textoLiteral(texto: string): string {
  return texto.replace(/&/g, "&&");
}

function textoDosCargos({ concurso, resultado }: EntradaRender): string {
  const nomes = resultado.cargos.map((c) => nomeDoCargo(concurso, c.id));
  if (nomes.length === 1) return `Cargo: ${nomes[0]}`;
  const todos = `Cargos: ${nomes.join(", ")}`;
  return todos.length <= MAX_CARGOS ? todos : `${nomes.length} cargos (veja a coluna Cargo)`;
}

export function impressaoDe(entrada: EntradaRender, linhasRepetidas: number): Impressao {
  const titulo = entrada.titulo?.trim() || "Reserva de vagas do concurso";
  return {
    linhasRepetidas,
    cabecalho: {
      esquerda: textoLiteral(titulo.slice(0, MAX_CARGOS)),
      centro: "&A",
      direita: textoLiteral(textoDosCargos(entrada)),
    },
    rodape: {
      esquerda: entrada.dataDoCalculo ? `Calculado em ${formatarData(entrada.dataDoCalculo)}` : "",
      centro: "",
      direita: "Página &P de &N",
    },
  };
}

/** Every model with its print setup: the header row (or the frozen rows) repeated on each page. */
export function comImpressao(modelos: ModeloFolha[], entrada: EntradaRender): ModeloFolha[] {
  return modelos.map((m) => ({ ...m, impressao: impressaoDe(entrada, Math.max(1, m.congelarLinhas)) }));
}
