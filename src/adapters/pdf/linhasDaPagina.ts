/**
 * The lines of a PDF page in the order it reads. A line is the text pieces that share a baseline; on a
 * page set in columns (the Diário Oficial da União prints three), the pieces of one baseline belong to
 * different columns, and joining them would mix the records of one column with another's. So the page's
 * gutters are found first — vertical strips, as tall as the text, that almost no line crosses — and each
 * column is read to its end before the next; a line that does cross a gutter (a title over the columns)
 * ends the band of columns above it and is read whole.
 */

/** A text piece as pdfjs gives it (TextItem): the text, where it starts and how wide it is. */
export interface Pedaco {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

interface Linha {
  y: number;
  pedacos: Pedaco[];
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

export function linhasDaPagina(pedacos: readonly Pedaco[]): string[] {
  const linhas = linhasPorBase(pedacos);
  const calhas = calhasDaPagina(linhas);
  if (calhas.length === 0) return linhas.map((l) => textoDaLinha(l.pedacos));
  const saida: string[] = [];
  // The band being read: for each column (one more than the gutters), its lines' pieces.
  const faixaNova = () => Array.from({ length: calhas.length + 1 }, (): Pedaco[][] => []);
  let colunas = faixaNova();
  const fecharFaixa = () => {
    for (const coluna of colunas) for (const l of coluna) saida.push(textoDaLinha(l));
    colunas = faixaNova();
  };
  for (const linha of linhas) {
    if (linha.pedacos.some((p) => calhas.some((c) => inicio(p) < c.inicio && fim(p) > c.fim))) {
      fecharFaixa();
      saida.push(textoDaLinha(linha.pedacos));
      continue;
    }
    const porColuna = colunas.map((): Pedaco[] => []);
    for (const p of linha.pedacos) {
      const meio = (inicio(p) + fim(p)) / 2;
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

/** The pieces grouped by baseline (half a line of tolerance), lines from the top. */
function linhasPorBase(pedacos: readonly Pedaco[]): Linha[] {
  const ordenados = [...pedacos].sort((a, b) => b.transform[5] - a.transform[5] || inicio(a) - inicio(b));
  const linhas: Linha[] = [];
  for (const p of ordenados) {
    const y = p.transform[5];
    const atual = linhas.at(-1);
    if (atual && Math.abs(atual.y - y) <= Math.max(2, (p.height || 10) / 2)) atual.pedacos.push(p);
    else linhas.push({ y, pedacos: [p] });
  }
  return linhas;
}

/**
 * The gutters of a page: gaps of at least CALHA_MINIMA points inside the text's width that at most a
 * tenth of the lines (one, on a short page) cross, splitting the text into columns of at least a fifth of its width each.
 */
function calhasDaPagina(linhas: readonly Linha[]): Calha[] {
  const comTexto = linhas.filter((l) => l.pedacos.some((p) => p.str.trim()));
  if (comTexto.length < 3) return [];
  let esquerda = Infinity;
  let direita = -Infinity;
  for (const l of comTexto) {
    for (const p of l.pedacos) {
      if (!p.str.trim()) continue;
      esquerda = Math.min(esquerda, inicio(p));
      direita = Math.max(direita, fim(p));
    }
  }
  const largura = Math.ceil(direita - esquerda);
  if (!(largura > 0)) return [];
  // How many lines cover each point of the width (a line covers the span of each of its pieces).
  const cobertura = new Int32Array(largura + 1);
  for (const l of comTexto) {
    const coberto = new Uint8Array(largura + 1);
    for (const p of l.pedacos) {
      if (!p.str.trim()) continue;
      const a = Math.max(0, Math.floor(inicio(p) - esquerda));
      const b = Math.min(largura, Math.ceil(fim(p) - esquerda));
      coberto.fill(1, a, b + 1);
    }
    for (let x = 0; x <= largura; x++) cobertura[x] += coberto[x];
  }
  const limite = Math.max(1, Math.floor(comTexto.length * TRAVESSIAS));
  const calhas: Calha[] = [];
  for (let x = 0; x <= largura;) {
    if (cobertura[x] > limite) {
      x++;
      continue;
    }
    let y = x;
    while (y <= largura && cobertura[y] <= limite) y++;
    if (x > 0 && y <= largura && y - x >= CALHA_MINIMA) {
      calhas.push({ inicio: esquerda + x, fim: esquerda + y - 1 });
    }
    x = y;
  }
  // Columns of text, each a good share of the width: else a table's cells, read row by row.
  const bordas = [esquerda, ...calhas.flatMap((c) => [c.inicio, c.fim]), direita];
  for (let k = 0; k < bordas.length; k += 2) {
    if (bordas[k + 1] - bordas[k] < largura * COLUNA_MINIMA) return [];
  }
  return calhas;
}

function inicio(p: Pedaco): number {
  return p.transform[4];
}

function fim(p: Pedaco): number {
  return p.transform[4] + (p.width || 0);
}

/** A line's pieces from the left, their white space made single. */
function textoDaLinha(pedacos: readonly Pedaco[]): string {
  return [...pedacos]
    .sort((a, b) => inicio(a) - inicio(b))
    .map((p) => p.str)
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}
