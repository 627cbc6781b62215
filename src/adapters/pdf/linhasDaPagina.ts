/**
 * The lines of a PDF page in the order it reads, rebuilt from where each text piece stands — what
 * `pdftotext` does, and what the order of the pieces in the file does not give (a report printed column by
 * column, a page turned on its side).
 *
 * First the page is put upright: the pieces' positions are taken in the page as it is shown (its /Rotate
 * applied, by pdf.js's viewport) and turned so that the direction most of the text runs in reads from left
 * to right (a landscape report stored as a portrait page turned 90°, like the UFPE's fixed-width lists,
 * reads as lines, not column by column). Then a line is the pieces that share a baseline (half the font's
 * height of tolerance), from the left, with one space where two pieces stand apart by more than a fraction
 * of the font's height (however wide the gap: a column gap is one space, as the reader splits on white
 * space). On a page set in columns (the Diário Oficial da União prints three), the pieces of one baseline
 * belong to different columns, and joining them would mix the records of one column with another's. So
 * the page's gutters are found — vertical strips, as tall as the text, that almost no line crosses — and
 * each column is read to its end before the next; a line that does cross a gutter (a title over the
 * columns) ends the band of columns above it and is read whole. A table's columns are no columns of text:
 * a narrow one stays a cell of its row, and so does one of values (scores, ranks) however wide the white
 * before it, as pdftotext -layout reads them.
 *
 * Every step is linear or n·log n in the pieces, whatever their coordinates (a piece a billion points
 * away costs what a near one does): the limits on pieces and characters are textoDoPdf's.
 */
import type { TrechoDaPalavra } from "../../publicada/tipos";

/** A text piece as pdfjs gives it (TextItem): the text, where it starts and how wide it is. */
export interface Pedaco {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** A piece in the upright page: its start and end along the line, its baseline (up = greater), its height. */
interface Posto {
  str: string;
  x: number;
  fim: number;
  y: number;
  altura: number;
}

interface Linha {
  y: number;
  pedacos: Posto[];
}

/** A gutter: the x interval between two columns. */
interface Calha {
  inicio: number;
  fim: number;
}

/** Narrowest gap taken for a gutter, in PDF units (points): wider than a word space, narrower than the
 *  DOU's and an office suite's column gaps (about 14 pt). */
const CALHA_MINIMA = 8;
/** Each column at least this share of the text's width: a table's narrow columns (inscrição, nota) are
 *  cells of one row, not columns of text, and stay on their line. */
const COLUNA_MINIMA = 0.2;
/** Lines that may cross a gutter (titles over the columns), as a share of the page's lines (one at least). */
const TRAVESSIAS = 0.1;
/** A gap between two pieces of a line wider than this share of the font's height is a space (pdf.js
 *  takes a tenth of the font's size for one; pdftotext about as much): tight kerning stays one word. */
const ESPACO = 0.15;
/** A word: two letters in a row (a score, an ordinal "1º", a dash are not). */
const PALAVRA = /\p{L}{2}/u;

/** The page as pdfjs shows it with no viewport: user space, y upward. */
const SEM_VISTA = [1, 0, 0, -1, 0, 0];

/**
 * The page's lines in reading order. `vista`: the page's viewport transform at scale 1 (pdf.js's
 * `page.getViewport({ scale: 1 }).transform`), from the PDF's user space to the page as shown (y downward);
 * without it, the pieces' own coordinates, y upward.
 */
export function linhasDaPagina(pedacos: readonly Pedaco[], vista: readonly number[] = SEM_VISTA): string[] {
  return linhasComPosicoes(pedacos, vista).map((l) => l.texto);
}

/** A line of the page: its text, and where each of its words (split on white space) stands. */
export interface LinhaComPosicoes {
  texto: string;
  palavras: TrechoDaPalavra[];
}

/**
 * The page's lines in reading order, as linhasDaPagina, each with where its words stand along it (a word
 * inside a piece of several is placed by its share of the piece's characters): a table's cell is under
 * the header's column it stands beneath, which the text alone does not say when a row leaves cells empty.
 */
export function linhasComPosicoes(
  pedacos: readonly Pedaco[],
  vista: readonly number[] = SEM_VISTA,
): LinhaComPosicoes[] {
  const linhas = linhasPorBase(empe(pedacos, vista));
  const calhas = calhasDaPagina(linhas);
  if (calhas.length === 0) return linhas.map((l) => textoDaLinha(l.pedacos));
  const saida: LinhaComPosicoes[] = [];
  // The band being read: for each column (one more than the gutters), its lines' pieces.
  const faixaNova = () => Array.from({ length: calhas.length + 1 }, (): Posto[][] => []);
  let colunas = faixaNova();
  const fecharFaixa = () => {
    for (const coluna of colunas) for (const l of coluna) saida.push(textoDaLinha(l));
    colunas = faixaNova();
  };
  for (const linha of linhas) {
    if (linha.pedacos.some((p) => calhas.some((c) => p.x < c.inicio && p.fim > c.fim))) {
      fecharFaixa();
      saida.push(textoDaLinha(linha.pedacos));
      continue;
    }
    const porColuna = colunas.map((): Posto[] => []);
    for (const p of linha.pedacos) {
      const meio = (p.x + p.fim) / 2;
      const k = calhas.findIndex((c) => meio < c.inicio);
      porColuna[k < 0 ? calhas.length : k].push(p);
    }
    porColuna.forEach((ps, k) => {
      if (ps.length > 0) colunas[k].push(ps);
    });
  }
  fecharFaixa();
  return saida;
}

/**
 * The pieces in the upright page: each piece's matrix taken through the viewport (the page as shown, y
 * downward); the direction most of the characters run in (right, down, left or up) becomes left to right,
 * and y is turned upward. A piece in another direction (a note printed along the margin) keeps its origin
 * and spans only what it covers along the line.
 */
function empe(pedacos: readonly Pedaco[], vista: readonly number[]): Posto[] {
  const [va, vb, vc, vd, ve, vf] = vista;
  const naVista = pedacos.map((p) => {
    const [a, b, , , e, f] = p.transform;
    return {
      p,
      // The direction of the text (the piece's x axis) and its origin, in the page as shown.
      dx: va * a + vc * b,
      dy: vb * a + vd * b,
      ox: va * e + vc * f + ve,
      oy: vb * e + vd * f + vf,
    };
  });
  // Characters per direction: 0 right, 1 down, 2 left, 3 up (y downward).
  const porDirecao = [0, 0, 0, 0];
  for (const n of naVista) {
    if (n.dx === 0 && n.dy === 0) continue;
    porDirecao[direcao(n.dx, n.dy)] += n.p.str.length;
  }
  const dominante = porDirecao.indexOf(Math.max(...porDirecao));
  // The unit vector of the dominant direction (along the line) and the one down the page from it.
  const [ux, uy] = [
    [1, 0],
    [0, 1],
    [-1, 0],
    [0, -1],
  ][dominante];
  const [nx, ny] = [-uy, ux];
  return naVista.map(({ p, dx, dy, ox, oy }) => {
    const norma = Math.hypot(dx, dy) || 1;
    // The share of the piece's advance that runs along the line (1 for a piece in the dominant direction).
    const ao = (dx * ux + dy * uy) / norma;
    const x = ox * ux + oy * uy;
    const largura = (p.width || 0) * ao;
    return {
      str: p.str,
      x: Math.min(x, x + largura),
      fim: Math.max(x, x + largura),
      y: -(ox * nx + oy * ny),
      altura: p.height || 0,
    };
  });
}

function direcao(dx: number, dy: number): number {
  if (Math.abs(dx) >= Math.abs(dy)) return dx >= 0 ? 0 : 2;
  return dy >= 0 ? 1 : 3;
}

/** The pieces grouped by baseline (half a line of tolerance), lines from the top. */
function linhasPorBase(pedacos: readonly Posto[]): Linha[] {
  const ordenados = [...pedacos].sort((a, b) => b.y - a.y || a.x - b.x);
  const linhas: Linha[] = [];
  for (const p of ordenados) {
    const atual = linhas.at(-1);
    if (atual && Math.abs(atual.y - p.y) <= Math.max(2, (p.altura || 10) / 2)) atual.pedacos.push(p);
    else linhas.push({ y: p.y, pedacos: [p] });
  }
  return linhas;
}

/**
 * The gutters of a page: gaps of at least CALHA_MINIMA points inside the text's width that at most a
 * tenth of the lines (one, on a short page) cross, splitting the text into columns of at least a fifth of
 * its width each. The lines crossing each point are counted by a sweep over the ends of the stretches each
 * line covers (whole points, as a ruler would), never by an array as wide as the page.
 */
function calhasDaPagina(linhas: readonly Linha[]): Calha[] {
  const comTexto = linhas.filter((l) => l.pedacos.some((p) => p.str.trim()));
  if (comTexto.length < 3) return [];
  let esquerda = Infinity;
  let direita = -Infinity;
  for (const l of comTexto) {
    for (const p of l.pedacos) {
      if (!p.str.trim()) continue;
      esquerda = Math.min(esquerda, p.x);
      direita = Math.max(direita, p.fim);
    }
  }
  const largura = Math.ceil(direita - esquerda);
  if (!(largura > 0) || !Number.isFinite(largura)) return [];
  // Each line's covered stretches [a, b] in whole points from the left edge, merged; then +1 at a, -1
  // after b, summed from the left: the number of lines covering each point.
  const eventos: number[] = [];
  for (const l of comTexto) {
    const trechos = l.pedacos
      .filter((p) => p.str.trim())
      .map((p) => [Math.max(0, Math.floor(p.x - esquerda)), Math.min(largura, Math.ceil(p.fim - esquerda))])
      .sort((s, t) => s[0] - t[0]);
    let [a, b] = trechos[0];
    for (const [c, d] of trechos.slice(1)) {
      if (c <= b + 1) b = Math.max(b, d);
      else {
        eventos.push(a * 2 + 1, (b + 1) * 2);
        [a, b] = [c, d];
      }
    }
    eventos.push(a * 2 + 1, (b + 1) * 2);
  }
  // Encoded as position·2 + 1 for a start, position·2 for an end: at one point, ends before starts.
  eventos.sort((s, t) => s - t);
  const limite = Math.max(1, Math.floor(comTexto.length * TRAVESSIAS));
  const calhas: Calha[] = [];
  let cobertura = 0;
  // Where the coverage last went down to the limit or under (a gap's start), -1 while above it.
  let abertura = 0;
  for (let i = 0; i < eventos.length;) {
    const ponto = Math.floor(eventos[i] / 2);
    while (i < eventos.length && Math.floor(eventos[i] / 2) === ponto) cobertura += eventos[i++] % 2 ? 1 : -1;
    if (cobertura > limite && abertura >= 0) {
      // A gap [abertura, ponto - 1] ends here: a gutter if inside the text and wide enough.
      if (abertura > 0 && ponto <= largura && ponto - abertura >= CALHA_MINIMA)
        calhas.push({ inicio: esquerda + abertura, fim: esquerda + ponto - 1 });
      abertura = -1;
    } else if (cobertura <= limite && abertura < 0) abertura = ponto;
  }
  // Columns of text, each a good share of the width: else a table's cells, read row by row.
  const bordas = [esquerda, ...calhas.flatMap((c) => [c.inicio, c.fim]), direita];
  for (let k = 0; k < bordas.length; k += 2) {
    if (bordas[k + 1] - bordas[k] < largura * COLUNA_MINIMA) return [];
  }
  if (colunaDeCelulas(comTexto, calhas)) return [];
  return calhas;
}

/**
 * Whether one of the columns the gutters make is a table's column of values, not a column of text: most
 * of the lines with something in it hold no word (no two letters in a row) — scores, ordinals, dashes
 * ("15 1º", "014 2º", "008 --"), each the end of the row beside it, as pdftotext keeps them. A column of
 * text is words line after line; a column that is only numbers is read as cells of its rows.
 */
function colunaDeCelulas(linhas: readonly Linha[], calhas: readonly Calha[]): boolean {
  // For each column: the lines with something in it, and those of them without a word. The columns are
  // at most five (each a fifth of the width at least): linear in the pieces.
  const comAlgo = calhas.map(() => 0).concat(0);
  const semPalavra = [...comAlgo];
  for (const l of linhas) {
    if (l.pedacos.some((p) => calhas.some((c) => p.x < c.inicio && p.fim > c.fim))) continue;
    const textos = comAlgo.map(() => "");
    for (const p of l.pedacos) {
      if (!p.str.trim()) continue;
      const k = calhas.findIndex((c) => (p.x + p.fim) / 2 < c.inicio);
      textos[k < 0 ? calhas.length : k] += ` ${p.str}`;
    }
    textos.forEach((t, k) => {
      if (!t) return;
      comAlgo[k]++;
      if (!PALAVRA.test(t)) semPalavra[k]++;
    });
  }
  return comAlgo.some((n, k) => n >= 3 && semPalavra[k] * 2 > n);
}

/**
 * A line's pieces from the left, with a space between two that stand apart (see ESPACO), white space made
 * single, and where each word stands (from its first character's start to its last's end, a piece's
 * characters taken as equally wide). The height is the line's tallest piece's (pdf.js gives its spaces no
 * height).
 */
function textoDaLinha(pedacos: readonly Posto[]): LinhaComPosicoes {
  const ordenados = [...pedacos].sort((a, b) => a.x - b.x);
  let altura = 0;
  for (const p of ordenados) altura = Math.max(altura, p.altura);
  altura ||= 10;
  const palavras: TrechoDaPalavra[] = [];
  const partes: string[] = [];
  // The word being read: where it starts and ends.
  let atual: TrechoDaPalavra | null = null;
  const fechar = () => {
    if (atual) palavras.push(atual);
    atual = null;
  };
  let fimAnterior = -Infinity;
  for (const p of ordenados) {
    if (partes.length > 0 && p.x - fimAnterior > altura * ESPACO) {
      partes.push(" ");
      fechar();
    }
    partes.push(p.str);
    const caracteres = [...p.str];
    const passo = caracteres.length > 0 ? (p.fim - p.x) / caracteres.length : 0;
    caracteres.forEach((c, i) => {
      if (/\s/.test(c)) return fechar();
      const [x, fim] = [p.x + passo * i, p.x + passo * (i + 1)];
      if (atual) atual.fim = fim;
      else atual = { x, fim };
    });
    // A blank piece is no ink: its width (a filler as wide as the cells it crosses, UNEB's lists) does
    // not hide the gap before the next column's word.
    if (/\S/.test(p.str)) fimAnterior = Math.max(fimAnterior, p.fim);
  }
  fechar();
  return { texto: partes.join("").replace(/\s+/g, " ").trim(), palavras };
}
