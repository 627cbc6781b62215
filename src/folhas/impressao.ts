/**
 * Print-ready as delivered: every add-in sheet prints landscape, one page wide, with its header row on
 * every page, and a page header and footer that say which concurso, which cargo(s), when it was
 * calculated and "Página X de Y". A clerk hands these pages on as they come out of the printer.
 */
import { formatarData } from "../engine/datas";
import type { Concurso } from "../engine/tipos";
import { nomeDoCargo, type EntradaRender } from "./comum";
import type { Impressao, ModeloFolha } from "./modelo";

/** Excel keeps header and footer under 255 characters each; the cargo names are shortened well before. */
const MAX_CARGOS = 80;
/**
 * A third of a landscape page holds about this many characters of the header's font: a longer text is
 * broken into lines (a section does not wrap by itself; Excel and LibreOffice cut it at the next one).
 */
const CARACTERES_POR_LINHA = 40;
/** Lines that fit between the header's margin and the top of the body (0.3" and 0.75"). */
const LINHAS_DO_CABECALHO = 2;

/** A text broken into lines of CARACTERES_POR_LINHA at spaces, two at most; the rest shortened to "…". */
export function emLinhasDoCabecalho(texto: string): string {
  const linhas: string[] = [];
  let atual = "";
  for (const palavra of texto.split(/\s+/).filter(Boolean)) {
    const junto = atual ? `${atual} ${palavra}` : palavra;
    if (junto.length <= CARACTERES_POR_LINHA || !atual) atual = junto;
    else {
      linhas.push(atual);
      atual = palavra;
    }
  }
  if (atual) linhas.push(atual);
  const cabem = linhas.slice(0, LINHAS_DO_CABECALHO).map((l) => l.slice(0, CARACTERES_POR_LINHA));
  if (linhas.length > LINHAS_DO_CABECALHO || linhas.some((l) => l.length > CARACTERES_POR_LINHA)) {
    const ultima = cabem.length - 1;
    cabem[ultima] = `${cabem[ultima].slice(0, CARACTERES_POR_LINHA - 1).trimEnd()}…`;
  }
  return cabem.join("\n");
}

/** A text from the clerk's data inside a header/footer: "&" would start a code, so it is doubled. */
export function textoLiteral(texto: string): string {
  return texto.replace(/&/g, "&&");
}

/**
 * What a page header and footer say: the concurso's name, its cargos (ids) and the day of the
 * calculation. Without that day (a ledger sheet, appended to on other days) the footer prints the day
 * of printing instead (Excel's &D), so no page carries a date that is not its own.
 */
export interface EntradaImpressao {
  concurso: Concurso;
  cargos: readonly string[];
  titulo?: string;
  dataDoCalculo?: string;
}

/** The header and footer of the result's sheets: the cargos of the result, its day of calculation. */
export function entradaDeImpressao({
  concurso,
  resultado,
  titulo,
  dataDoCalculo,
}: EntradaRender): EntradaImpressao {
  return { concurso, cargos: resultado.cargos.map((c) => c.id), titulo, dataDoCalculo };
}

function textoDosCargos({ concurso, cargos }: EntradaImpressao): string {
  const nomes = cargos.map((id) => nomeDoCargo(concurso, id));
  if (nomes.length === 1) return `Cargo: ${nomes[0]}`;
  const todos = `Cargos: ${nomes.join(", ")}`;
  return todos.length <= MAX_CARGOS ? todos : `${nomes.length} cargos (veja a coluna Cargo)`;
}

/** `linhasRepetidas` 0: a sheet without a header row (the publication), nothing repeated. */
export function impressaoDe(entrada: EntradaImpressao, linhasRepetidas: number): Impressao {
  const titulo = entrada.titulo?.trim() || "Reserva de vagas do concurso";
  return {
    linhasRepetidas,
    cabecalho: {
      esquerda: textoLiteral(emLinhasDoCabecalho(titulo)),
      centro: "&A",
      direita: textoLiteral(emLinhasDoCabecalho(textoDosCargos(entrada))),
    },
    rodape: {
      esquerda: entrada.dataDoCalculo
        ? `Calculado em ${formatarData(entrada.dataDoCalculo)}`
        : "Impresso em &D",
      centro: "",
      direita: "Página &P de &N",
    },
  };
}

/** Every model with its print setup: the header row (or the frozen rows) repeated on each page. */
export function comImpressao(modelos: ModeloFolha[], entrada: EntradaImpressao): ModeloFolha[] {
  return modelos.map((m) => ({ ...m, impressao: impressaoDe(entrada, Math.max(1, m.congelarLinhas)) }));
}

/**
 * The size at which a sheet's 11 pt text prints, fitted one page wide (the page setup every add-in sheet
 * declares: A4 landscape, margins of 0.7", `fitToWidth` 1): the page's printable width over the width of
 * the columns. A column of width w (characters of the default font) takes 7w + 5 pixels at 96 dpi, as
 * Excel sizes them; the printable width is (297 mm − 1.4") ≈ 988 px. An estimate that checks a sheet
 * stays legible when printed (≥ 7 pt), not a measure of a printer.
 */
export function fonteImpressa(larguras: readonly number[]): number {
  const pixels = larguras.reduce((soma, w) => soma + 7 * w + 5, 0);
  const pagina = Math.round((297 / 25.4 - 1.4) * 96);
  return 11 * Math.min(1, pagina / pixels);
}
