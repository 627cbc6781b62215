/**
 * The pages of a published result as one text to read, with what is not the result taken out and
 * said: page numbers ("12", "Página 12 de 241", "- 12 -") at the top or foot of a page, and running
 * headers and footers (lines repeated at the top or foot of most pages, digits aside: the Diário
 * Oficial's block of eight, whose signature code changes with the page, among them). Each character of
 * the text keeps its page, for the messages.
 */
import { juntarLinhasQuebradas, type LinhaPosta } from "./linhasQuebradas";
import { LINHA_CORRIDA, linhasDoTextoCorrido } from "./textoCorrido";
import { cabecalhoDeCandidatos, colunasDoCabecalho } from "./tabelaPeloCabecalho";
import type { AvisoDaPublicacao, PaginaDeTexto, TrechoDaPalavra } from "./tipos";

export interface TextoDasPaginas {
  texto: string;
  /** The page of the character at offset i: the page of the last start ≤ i. */
  inicios: { offset: number; pagina: number }[];
  avisos: AvisoDaPublicacao[];
  /** From a PDF: where the words of each line stand (PaginaDeTexto.posicoes), by the line's offset. */
  posicoes: Map<number, readonly TrechoDaPalavra[]>;
}

const NUMERO_DE_PAGINA = /^(?:p[aá]g(?:ina|\.)?\s*)?[-–—]?\s*\d{1,4}\s*[-–—]?(?:\s*(?:de|\/)\s*\d{1,4})?$/i;

/**
 * Pasted text: pages at the form feeds a copy from a PDF viewer or pdftotext leaves. A line too long to
 * be one (a whole edition with its line breaks lost) gets back the lines of its lists (textoCorrido.ts).
 */
export function paginasDoTexto(texto: string): PaginaDeTexto[] {
  return texto
    .replace(/\r\n?/g, "\n")
    .split("\f")
    .map((pagina, i) => ({
      numero: i + 1,
      linhas: pagina
        .split("\n")
        .flatMap((linha) => (linha.length > LINHA_CORRIDA ? linhasDoTextoCorrido(linha) : [linha])),
    }));
}

/**
 * Words in the line: a line of a record's bare numbers ("22.00 / 10006528,") may repeat in shape from
 * page to page, and is never a header.
 */
const COM_PALAVRAS = /\p{L}{3}/u;

/** Where on a page its lines are: the lines with text, their edges, and the zone of a header block. */
interface MargensDaPagina {
  /** The indices of the lines that have text. */
  comTexto: number[];
  /** The first and last two lines that have text. */
  borda: Set<number>;
  /**
   * Where a running header block may sit: the first twelve and the last four lines that have text (the
   * Diário Oficial da União tops each page with eight: the signature notice, its code, the issue, the
   * ISSN, the section, the page number).
   */
  zona: Set<number>;
  /**
   * The lines that may be a running header or footer: any line with words in the zone, and a line
   * without "/" at the very edge (a line of records with no name, in the zone, is not one).
   */
  candidatas: Set<number>;
}

function margensDaPagina(linhas: readonly string[]): MargensDaPagina {
  const comTexto = linhas.map((l, i) => (l.trim() ? i : -1)).filter((i) => i >= 0);
  const borda = new Set([...comTexto.slice(0, 2), ...comTexto.slice(-2)]);
  const zona = new Set([...comTexto.slice(0, 12), ...comTexto.slice(-4)]);
  const candidatas = new Set([
    ...[...borda].filter((i) => !linhas[i].includes("/")),
    ...[...zona].filter((i) => COM_PALAVRAS.test(linhas[i])),
  ]);
  return { comTexto, borda, zona, candidatas };
}

/**
 * The marks the Diários Oficiais print on each page, each over one or two lines: the page's own header
 * (the Diário Oficial do Distrito Federal's "Nº 11, quarta-feira, 16 de janeiro de 2019 … PÁGINA 25") and
 * the Imprensa Nacional's notices (the signed copy's address and code; the ICP-Brasil signature). A page
 * read column by column puts the notices where their column ends — inside a list, between the fields of
 * a record — and a list that goes on over the page has the header inside a record. Repetition finds them
 * on long documents; these are found on a page or two.
 */
const MARCAS_DO_DIARIO: readonly RegExp[] = [
  // Odd pages: "Nº 11, quarta-feira, 16 de janeiro de 2019 Diário Oficial do Distrito Federal PÁGINA 25";
  // even pages: "PÁGINA 2 Diário Oficial do Distrito Federal Nº 29, sexta-feira, 9 de fevereiro de 2018".
  /^Nº \d+, [\p{L}-]+, \d{1,2} de \p{L}+ de \d{4} ?Diário Oficial do Distrito Federal ?PÁGINA \d+$/u,
  /^PÁGINA \d+ ?Diário Oficial do Distrito Federal ?Nº \d+, [\p{L}-]+, \d{1,2} de \p{L}+ de \d{4}$/u,
  /^Este documento pode ser verificado no endereço eletrônico https?:\/\/www\.in\.gov\.br\/autenticidade\.html,? pelo código \d+\.?$/,
  /^Documento assinado digitalmente conforme MP n\S{0,2} ?2\.200-2,? de 24\/08\/2001, que institui a Infraestrutura de Chaves Públicas Brasileira - ICP-Brasil\.?$/,
];

/** The indices of a page's lines that hold a mark of the Diário (one line, or two). */
function linhasDeMarcasDoDiario(linhas: readonly string[]): Set<number> {
  const achadas = new Set<number>();
  const ehMarca = (texto: string) => MARCAS_DO_DIARIO.some((a) => a.test(texto));
  linhas.forEach((linha, i) => {
    if (achadas.has(i) || !/documento|di[aá]rio oficial/i.test(linha)) return;
    if (ehMarca(linha.trim())) achadas.add(i);
    else if (i + 1 < linhas.length && ehMarca(`${linha.trim()} ${linhas[i + 1].trim()}`)) {
      achadas.add(i).add(i + 1);
    }
  });
  return achadas;
}

/** Control characters and the marks that turn text's direction (a hostile or damaged PDF). */
// eslint-disable-next-line no-control-regex
const CONTROLES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A number alone on its line between a line that ends in a field's comma and one that begins with the
 * next record's separator ("…, 7, 8," / "8" / "/ 00005, …") is a value of that record wrapped by the
 * line's end, not the page's number, even at the edge of a short page (a pasted excerpt).
 */
function dentroDeUmRegistro(linhas: readonly string[], i: number): boolean {
  let a = i - 1;
  while (a >= 0 && !linhas[a].trim()) a--;
  let d = i + 1;
  while (d < linhas.length && !linhas[d].trim()) d++;
  return a >= 0 && d < linhas.length && /,\s*$/.test(linhas[a]) && /^\s*[/;]/.test(linhas[d]);
}

/** A line with its digits made one sign: "Página 3 de 9" and "Página 4 de 9" repeat as one. */
function forma(linha: string): string {
  return linha.trim().replace(/\d+/g, "#");
}

export function textoDasPaginas(paginas: readonly PaginaDeTexto[]): TextoDasPaginas {
  const avisos: AvisoDaPublicacao[] = [];
  // Running headers and footers: a line at the edges of at least half the pages (three at least).
  const margens = paginas.map((p) => margensDaPagina(p.linhas));
  const vezes = new Map<string, number>();
  paginas.forEach((p, k) => {
    const formas = new Set([...margens[k].candidatas].map((i) => forma(p.linhas[i])));
    for (const f of formas) vezes.set(f, (vezes.get(f) ?? 0) + 1);
  });
  // A line printed twice on a page is the page's content (a table's header row over each list, a
  // list's subtitle), not a running header, even where it also tops a page.
  const duasVezes = new Set<string>();
  for (const p of paginas) {
    const vistas = new Set<string>();
    for (const linha of p.linhas) {
      if (!linha.trim()) continue;
      const f = forma(linha);
      if (vistas.has(f) && COM_PALAVRAS.test(linha)) duasVezes.add(f);
      vistas.add(f);
    }
  }
  const repetidas = new Set(
    [...vezes].filter(([f, n]) => n >= 3 && n * 2 >= paginas.length && !duasVezes.has(f)).map(([f]) => f),
  );
  const numeros: number[] = [];
  const paginasComMarcas: number[] = [];
  // Each repeated line by its shape (the Diário Oficial's signature code changes with the page): its
  // first text and its pages.
  const cabecalhos = new Map<string, { linha: string; paginas: number[] }>();
  const inicios: TextoDasPaginas["inicios"] = [];
  const partes: string[] = [];
  let offset = 0;
  const comControles: { pagina: number; linha: string }[] = [];
  const posicoes = new Map<number, readonly TrechoDaPalavra[]>();
  // The kept lines of every page, in order, and the page of each.
  const postas: LinhaPosta[] = [];
  const paginaDaLinha: number[] = [];
  // A table's header row repeated atop every page is the table's column sentence: its first print is
  // kept (the others are running headers).
  const colunasMantidas = new Set<string>();
  paginas.forEach((p, k) => {
    const { comTexto, borda, zona, candidatas } = margens[k];
    const repetidasAqui = new Set([...candidatas].filter((i) => repetidas.has(forma(p.linhas[i]))));
    // A running header or footer is a block at the page's top or foot: a repeated line after the page's
    // own content began ("Não Optante por Cotas" under each page's course) is that content.
    // A page that prints its own number alone on a line (its place in the document): a number at its
    // edge that is another is the page's content (a table's last score at its foot), not its number
    // nor a running line.
    const propria = p.linhas.some((l) => l.trim() === String(p.numero));
    const conteudo = (i: number) =>
      propria && /^\d+$/.test(p.linhas[i].trim()) && p.linhas[i].trim() !== String(p.numero);
    const cabecalho = new Set<number>();
    for (const ordem of [comTexto, [...comTexto].reverse()]) {
      for (const i of ordem) {
        if (repetidasAqui.has(i) && !conteudo(i)) cabecalho.add(i);
        else if (!NUMERO_DE_PAGINA.test(p.linhas[i].trim())) break;
      }
    }
    const marcasDoDiario = linhasDeMarcasDoDiario(p.linhas);
    // A page number inside the header block: between two of its lines (or one and the page's edge).
    const entreCabecalhos = (i: number) => {
      if (cabecalho.size === 0) return false;
      const j = comTexto.indexOf(i);
      const antes = j > 0 ? comTexto[j - 1] : -1;
      const depois = j < comTexto.length - 1 ? comTexto[j + 1] : -1;
      return (antes < 0 || cabecalho.has(antes)) && (depois < 0 || cabecalho.has(depois));
    };
    const mantidas: number[] = [];
    const linhas = p.linhas.filter((linha, i) => {
      const mantida = manter(linha, i);
      if (mantida) mantidas.push(i);
      return mantida;
    });
    function manter(linha: string, i: number): boolean {
      if (!linha.trim()) return false;
      if (
        NUMERO_DE_PAGINA.test(linha.trim()) &&
        (borda.has(i) || (zona.has(i) && entreCabecalhos(i))) &&
        !dentroDeUmRegistro(p.linhas, i) &&
        !conteudo(i)
      ) {
        numeros.push(p.numero);
        return false;
      }
      if (cabecalho.has(i)) {
        const f = forma(linha);
        if (!colunasMantidas.has(f)) {
          const colunas = colunasDoCabecalho(linha);
          if (colunas && cabecalhoDeCandidatos(colunas)) {
            colunasMantidas.add(f);
            return true;
          }
        }
        const visto = cabecalhos.get(f) ?? { linha: linha.trim(), paginas: [] };
        visto.paginas.push(p.numero);
        cabecalhos.set(f, visto);
        return false;
      }
      if (marcasDoDiario.has(i)) {
        if (paginasComMarcas.at(-1) !== p.numero) paginasComMarcas.push(p.numero);
        return false;
      }
      return true;
    }
    // Characters that hide or turn text around (U+202E, NUL): out of the names that go to the sheet.
    linhas.forEach((linha, j) => {
      const limpa = linha.replace(CONTROLES, "");
      if (limpa !== linha) comControles.push({ pagina: p.numero, linha: limpa });
      // The words' places, where the line is the page's own (a character taken out may split a word).
      const palavras = limpa === linha ? p.posicoes?.[mantidas[j]] : undefined;
      postas.push({ texto: limpa, ...(palavras ? { palavras } : {}) });
      paginaDaLinha.push(p.numero);
    });
  });
  // A table's header over lines and its names wrapped in their column, each put on one line
  // (linhasQuebradas.ts: by where the words stand, a PDF's).
  const juntas = juntarLinhasQuebradas(postas);
  juntas.linhas.forEach((linha, k) => {
    const pagina = paginaDaLinha[juntas.origem[k]];
    if (inicios.at(-1)?.pagina !== pagina) inicios.push({ offset, pagina });
    if (linha.palavras) posicoes.set(offset, linha.palavras);
    partes.push(`${linha.texto}\n`);
    offset += linha.texto.length + 1;
  });
  if (numeros.length > 0) {
    avisos.push({
      pagina: numeros[0],
      texto: "",
      mensagem: `${numeros.length} número(s) de página retirado(s) do texto (${intervaloDePaginas(numeros)}).`,
    });
  }
  if (paginasComMarcas.length > 0) {
    avisos.push({
      pagina: paginasComMarcas[0],
      texto: "",
      mensagem: `Cabeçalho da página e avisos de autenticidade e assinatura do Diário Oficial retirados do texto (${intervaloDePaginas(paginasComMarcas)}).`,
    });
  }
  for (const { pagina, linha } of comControles) {
    avisos.push({
      pagina,
      texto: cortado(linha.trim()),
      mensagem:
        "Caracteres de controle (inversão de direção como U+202E, NUL ou outros invisíveis) retirados do texto publicado: confira o nome no PDF.",
    });
  }
  // One warning per block of lines taken from the same pages (the Diário Oficial's eight lines are one).
  const porPaginas = new Map<string, { linhas: string[]; paginas: number[] }>();
  for (const { linha, paginas: ps } of cabecalhos.values()) {
    const chave = ps.join(",");
    const bloco = porPaginas.get(chave) ?? { linhas: [], paginas: ps };
    bloco.linhas.push(linha);
    porPaginas.set(chave, bloco);
  }
  for (const { linhas, paginas: ps } of porPaginas.values()) {
    const quantas = linhas.length > 1 ? `, ${linhas.length} linhas` : "";
    avisos.push({
      pagina: ps[0],
      texto: cortado(linhas.join(" · ")),
      mensagem: `Cabeçalho ou rodapé repetido retirado (${intervaloDePaginas(ps)}${quantas}).`,
    });
  }
  return { texto: partes.join(""), inicios, avisos, posicoes };
}

/** A block of header lines shown in a warning: the first 120 characters. */
function cortado(texto: string): string {
  return texto.length > 120 ? `${texto.slice(0, 119)}…` : texto;
}

function intervaloDePaginas(ps: readonly number[]): string {
  return ps.length === 1 ? `página ${ps[0]}` : `páginas ${ps[0]} a ${ps[ps.length - 1]}`;
}

/** The page of the character at `offset`. */
export function paginaEm(t: Pick<TextoDasPaginas, "inicios">, offset: number): number {
  let baixo = 0;
  let alto = t.inicios.length - 1;
  while (baixo < alto) {
    const meio = (baixo + alto + 1) >> 1;
    if (t.inicios[meio].offset <= offset) baixo = meio;
    else alto = meio - 1;
  }
  return t.inicios[baixo]?.pagina ?? 1;
}
