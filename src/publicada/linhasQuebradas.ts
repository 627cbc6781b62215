/**
 * A table's cells wrapped over lines, put back on their row's line — from where the words stand on the
 * page (a PDF's), never from the text alone.
 *
 * - A header row printed over two or three lines, each column's words stacked ("N.º  Candidato  Nota
 *   Classificação" / "Inscrição  Final"; "CLAS  Nº … " / "SIFICAÇÃO  INSCRIÇAO  CANDIDATO …" / "ACERTOS"):
 *   each word of the lines under it goes after the word of the first line it stands under (a word cut
 *   at the cell's edge, "CLAS" / "SIFICAÇÃO", glued back where the whole is a column's word; a word
 *   centred in its cell goes under the one it overlaps most: "Nº" / "INSCRIÇAO", "SOMA DOS TÍTULOS" /
 *   "APRESENTADOS"), a word under none in its place along the line. Only where the first line alone
 *   names no table of candidates (it names a column, maybe only "Nº") and the lines together do (an
 *   inscrição and a name).
 * - A name wrapped in its narrow column ("000400 CLEIDES 2,00 … 1" / "TEREZINHA" / "DORNELES"): under a
 *   table's header, a line of words only (no digit: no inscrição, no score), its first word where the
 *   row's name begins and its last before the row's next cell, is the rest of that name. Its words go
 *   right after the name on the row's line, so the row reads as one ("000400 CLEIDES TEREZINHA DORNELES
 *   2,00 … 1").
 *
 * - A column whose name straddles the header row (its cell centred over two lines, the other cells on
 *   one: "OBJETIVA" / "INSCRIÇÃO  NOME DO CANDIDATO  REDAÇÃO" / "ACERTOS", the words above and below
 *   standing between "CANDIDATO" and "REDAÇÃO"): the words go into the row in their place, the upper
 *   before the lower ("INSCRIÇÃO NOME DO CANDIDATO OBJETIVA ACERTOS REDAÇÃO"). This is done on each page
 *   before its running lines are taken out (cabecalhosEmPilha): a header repeated atop every page is
 *   kept once, with its whole column names.
 *
 * A line that is not so placed stays where it is (a cargo's title at the table's left edge, a subtitle
 * across the columns, a signature): read or refused by what reads the text, never dropped here.
 */
import { cabecalhoDeCandidatos, colunasEPalavras, tipoDaPalavra } from "./tabelaPeloCabecalho";
import type { PaginaDeTexto, TrechoDaPalavra } from "./tipos";

/** A line of the text and, from a PDF, where its words (split on white space) stand. */
export interface LinhaPosta {
  texto: string;
  palavras?: readonly TrechoDaPalavra[];
}

/** A word of a name ("SOUSA", "Da", "D'Ávila"): letters only. */
const PALAVRA = /^\p{L}[\p{L}'’´`.-]*$/u;
/** A header's word: letters, maybe a "º" or parentheses ("N.º", "CANDIDATO(A)"). */
const PALAVRA_DO_CABECALHO = /^[\p{L}(][\p{L}'’´`.()ºª°-]*$/u;
/** A header's word for "number" ("Nº", "N.º", "Número"): the inscrição's, where the word under it says so
 *  ("Nº" / "INSCRIÇAO"). */
const NUMERO_DO_CABECALHO = /^(?:n\.?\s?[º°]|n[úu]mero|num\.)$/iu;
/** How far apart two starts may be and still be one column's (points). */
const TOLERANCIA = 3;

const tokens = (t: string) => t.trim().split(/\s+/).filter(Boolean);

/** The line's words with their places, or null where the places are unknown or do not match. */
function postas(l: LinhaPosta): { t: string; p: TrechoDaPalavra }[] | null {
  const ts = tokens(l.texto);
  if (!l.palavras || l.palavras.length !== ts.length || ts.length === 0) return null;
  return ts.map((t, k) => ({ t, p: l.palavras![k] }));
}

/** Whether a header line names a table of candidates (an inscrição and a name). */
function deCandidatos(texto: string): boolean {
  const c = colunasEPalavras(texto)?.colunas;
  return !!c && cabecalhoDeCandidatos(c);
}

/**
 * The first line with the words of the lines under it (each after the word of the first it stands
 * under), or null where some word stands under none of the first line's span.
 */
function cabecalhoEmcolunas(linhas: readonly { t: string; p: TrechoDaPalavra }[][]): LinhaPosta | null {
  const [primeira, ...resto] = linhas;
  const inicio = Math.min(...primeira.map((w) => w.p.x)) - TOLERANCIA * 4;
  const fim = Math.max(...primeira.map((w) => w.p.fim)) + TOLERANCIA * 20;
  // Each word of the first line, and the words stacked under it.
  const grupos = primeira.map((w) => ({ x: w.p.x, palavras: [{ ...w }] }));
  const soltas: { x: number; palavras: { t: string; p: TrechoDaPalavra }[] }[] = [];
  for (const linha of resto) {
    for (const w of linha) {
      const meio = (w.p.x + w.p.fim) / 2;
      // A word centred under a narrower one sticks out on both sides ("INSCRIÇAO" under "Nº").
      if (meio < inicio || w.p.fim > fim) return null;
      // The word above it: the one that starts where it starts, else the one it overlaps most — where
      // a centred word spans several ("APRESENTADOS" under "SOMA DOS TÍTULOS": the last).
      const sob =
        grupos.find((g) => Math.abs(g.palavras[0].p.x - w.p.x) <= TOLERANCIA) ?? maisSobreposto(grupos, w.p);
      if (!sob) {
        soltas.push({ x: w.p.x, palavras: [{ ...w }] });
        continue;
      }
      const ultima = sob.palavras[sob.palavras.length - 1];
      // A word cut at the cell's edge ("CLAS" / "SIFICAÇÃO"): glued where the whole is a column's word.
      if (
        sob.palavras.length === 1 &&
        tipoDaPalavra(ultima.t, null) === null &&
        tipoDaPalavra(ultima.t + w.t, null) !== null
      ) {
        ultima.t += w.t;
        ultima.p = { x: ultima.p.x, fim: Math.max(ultima.p.fim, w.p.fim) };
      } else sob.palavras.push({ ...w });
    }
  }
  const todas = [...grupos, ...soltas].sort((a, b) => a.x - b.x).flatMap((g) => g.palavras);
  return { texto: todas.map((w) => w.t).join(" "), palavras: todas.map((w) => w.p) };
}

/**
 * The group whose first word the span stands under — the word holds the span's middle, or half of the
 * narrower of the two is common to both — and, of several, the one it overlaps most; or undefined.
 */
function maisSobreposto<G extends { palavras: { p: TrechoDaPalavra }[] }>(
  grupos: readonly G[],
  p: TrechoDaPalavra,
): G | undefined {
  const meio = (p.x + p.fim) / 2;
  let melhor: G | undefined;
  let maior = 0;
  for (const g of grupos) {
    const acima = g.palavras[0].p;
    const comum = Math.min(acima.fim, p.fim) - Math.max(acima.x, p.x);
    const sob =
      (meio >= acima.x && meio <= acima.fim) || comum * 2 >= Math.min(acima.fim - acima.x, p.fim - p.x);
    if (sob && comum > maior) [melhor, maior] = [g, comum];
  }
  return melhor;
}

/**
 * Where a row's name is: the run of words after its first values (an inscrição, a classification) and
 * before its next cell, or null where the line is no such row.
 */
function nomeDaLinha(ws: readonly { t: string; p: TrechoDaPalavra }[]): { de: number; ate: number } | null {
  let de = 0;
  while (de < ws.length && /\d/.test(ws[de].t)) de++;
  if (de === 0 || de >= ws.length) return null;
  // A name in capitals ends at the first word that is not (the cargo beside it: "CLEIA IVANISE
  // Professor").
  const caixaAlta = emMaiusculas(ws[de].t);
  let ate = de;
  while (ate < ws.length && PALAVRA.test(ws[ate].t) && (!caixaAlta || emMaiusculas(ws[ate].t))) ate++;
  // A cell after the name (a score, a classification, a status): the row's next column.
  if (ate === de || ate >= ws.length) return null;
  return { de, ate };
}

/** A row the next lines may continue: its index in the output, where its name begins, and its end. */
interface LinhaAberta {
  k: number;
  x: number;
  ate: number;
  /** A name in capitals: its rest is in capitals too ("SOUSA SANTANA enfermagem" holds a cargo's word). */
  caixaAlta: boolean;
}

/** A word in capitals ("SILVA", "D'ÁVILA"). */
const emMaiusculas = (t: string) => t === t.toUpperCase() && t !== t.toLowerCase();

/**
 * The lines with a header's stacked lines and a name's wrapped lines put back on their row's line (see
 * above). `origem[k]`: the index of the first line of output line k.
 */
export function juntarLinhasQuebradas(linhas: readonly LinhaPosta[]): {
  linhas: LinhaPosta[];
  origem: number[];
} {
  const saida: LinhaPosta[] = [];
  const origem: number[] = [];
  let comCabecalho = false;
  // The row the next lines may continue: its index in saida and where its name is.
  let linhaAberta: LinhaAberta | null = null;
  for (let i = 0; i < linhas.length; i++) {
    const linha = linhas[i];
    const ws = postas(linha);
    if (!ws) {
      saida.push(linha);
      origem.push(i);
      linhaAberta = null;
      continue;
    }
    // (Whether the line alone names a table of candidates: asked once.)
    const cabecalhoInteiro = deCandidatos(linha.texto);
    // A header over lines.
    if (
      !cabecalhoInteiro &&
      ws.every((w) => PALAVRA_DO_CABECALHO.test(w.t)) &&
      ws.some((w) => tipoDaPalavra(w.t, null) !== null || NUMERO_DO_CABECALHO.test(w.t))
    ) {
      const juntas: { t: string; p: TrechoDaPalavra }[][] = [ws];
      let achado: { linha: LinhaPosta; ate: number } | null = null;
      for (let j = i + 1; j < linhas.length && j <= i + 2; j++) {
        const wj = postas(linhas[j]);
        if (!wj || !wj.every((w) => PALAVRA_DO_CABECALHO.test(w.t))) break;
        juntas.push(wj);
        const junto = cabecalhoEmcolunas(juntas);
        if (!junto) break;
        if (deCandidatos(junto.texto)) achado = { linha: junto, ate: j };
      }
      if (achado) {
        saida.push(achado.linha);
        origem.push(i);
        i = achado.ate;
        comCabecalho = true;
        linhaAberta = null;
        continue;
      }
    }
    if (cabecalhoInteiro) {
      comCabecalho = true;
      linhaAberta = null;
      saida.push(linha);
      origem.push(i);
      continue;
    }
    // The rest of the name of the row above.
    if (linhaAberta && ws.every((w) => PALAVRA.test(w.t) && (!linhaAberta!.caixaAlta || emMaiusculas(w.t)))) {
      const { k, x, ate, caixaAlta }: LinhaAberta = linhaAberta;
      const acima = postas(saida[k])!;
      const proxima = acima[ate].p.x;
      if (Math.abs(ws[0].p.x - x) <= TOLERANCIA && ws[ws.length - 1].p.fim < proxima) {
        const juntas = [...acima.slice(0, ate), ...ws, ...acima.slice(ate)];
        saida[k] = { texto: juntas.map((w) => w.t).join(" "), palavras: juntas.map((w) => w.p) };
        linhaAberta = { k, x, ate: ate + ws.length, caixaAlta };
        continue;
      }
    }
    const nome = comCabecalho ? nomeDaLinha(ws) : null;
    linhaAberta = nome
      ? { k: saida.length, x: ws[nome.de].p.x, ate: nome.ate, caixaAlta: emMaiusculas(ws[nome.de].t) }
      : null;
    saida.push(linha);
    origem.push(i);
  }
  return { linhas: saida, origem };
}

/** A header's words (no digit): the words of a line, each a header's word, or null. */
function palavrasDoCabecalho(
  texto: string | undefined,
  palavras: readonly TrechoDaPalavra[] | undefined,
): { t: string; p: TrechoDaPalavra }[] | null {
  if (texto === undefined) return null;
  const ws = postas({ texto, palavras });
  return ws && ws.every((w) => PALAVRA_DO_CABECALHO.test(w.t)) ? ws : null;
}

/**
 * The header row of candidates with the column that straddles it (see above), or null: the line above
 * and the line below, header words only, each word in a gap between the row's words (overlapping
 * none of them, within the row's stretch) and over or under a word of the other line (one column's
 * cell). A title over the table (centred over a column's word) or a row under it is no such line.
 */
function cabecalhoEntreLinhas(
  acima: { t: string; p: TrechoDaPalavra }[],
  linha: { t: string; p: TrechoDaPalavra }[],
  abaixo: { t: string; p: TrechoDaPalavra }[],
): LinhaPosta | null {
  const cruza = (a: TrechoDaPalavra, b: TrechoDaPalavra) => a.x < b.fim && b.x < a.fim;
  const inicio = linha[0].p.x;
  const fim = linha[linha.length - 1].p.fim;
  const noVao = (w: { p: TrechoDaPalavra }) =>
    w.p.x > inicio && w.p.fim < fim && !linha.some((h) => cruza(h.p, w.p));
  if (!acima.every(noVao) || !abaixo.every(noVao)) return null;
  if (!acima.every((w) => abaixo.some((v) => cruza(w.p, v.p)))) return null;
  if (!abaixo.every((w) => acima.some((v) => cruza(w.p, v.p)))) return null;
  // Each stacked word before the first word of the row that stands after it; the upper line first.
  const vao = (w: { p: TrechoDaPalavra }) => linha.filter((h) => h.p.fim <= w.p.x).length;
  const todas: { t: string; p: TrechoDaPalavra }[] = [];
  for (let k = 0; k <= linha.length; k++) {
    todas.push(...acima.filter((w) => vao(w) === k), ...abaixo.filter((w) => vao(w) === k));
    if (k < linha.length) todas.push(linha[k]);
  }
  return { texto: todas.map((w) => w.t).join(" "), palavras: todas.map((w) => w.p) };
}

/**
 * The pages with each header row whose column straddles it (cabecalhoEntreLinhas) on one line, from
 * where the words stand (a PDF's pages; a text's are returned as they are).
 */
export function cabecalhosEmPilha(paginas: readonly PaginaDeTexto[]): PaginaDeTexto[] {
  return paginas.map((p) => {
    const posicoes = p.posicoes;
    if (!posicoes) return p;
    const linhas: string[] = [];
    const novas: (readonly TrechoDaPalavra[])[] = [];
    let mudou = false;
    for (let i = 0; i < p.linhas.length; i++) {
      const linha = postas({ texto: p.linhas[i], palavras: posicoes[i] });
      const acima = i > 0 ? palavrasDoCabecalho(p.linhas[i - 1], posicoes[i - 1]) : null;
      const abaixo = palavrasDoCabecalho(p.linhas[i + 1], posicoes[i + 1]);
      const junta =
        linha && acima && abaixo && linhas.length > 0 && deCandidatos(p.linhas[i])
          ? cabecalhoEntreLinhas(acima, linha, abaixo)
          : null;
      if (junta && deCandidatos(junta.texto)) {
        // The line above was the last kept: the row takes its place, and the line below goes with it.
        linhas[linhas.length - 1] = junta.texto;
        novas[novas.length - 1] = junta.palavras!;
        i++;
        mudou = true;
        continue;
      }
      linhas.push(p.linhas[i]);
      novas.push(posicoes[i] ?? []);
    }
    return mudou ? { ...p, linhas, posicoes: novas } : p;
  });
}
