/**
 * The pages of a published result as one text to read, with what is not the result taken out and
 * said: page numbers ("12", "Página 12 de 241", "- 12 -") at the top or foot of a page, and running
 * headers and footers (a line repeated at the top or foot of most pages). Each character of the text
 * keeps its page, for the messages.
 */
import type { AvisoDaPublicacao, PaginaDeTexto } from "./tipos";

export interface TextoDasPaginas {
  texto: string;
  /** The page of the character at offset i: the page of the last start ≤ i. */
  inicios: { offset: number; pagina: number }[];
  avisos: AvisoDaPublicacao[];
}

const NUMERO_DE_PAGINA = /^(?:p[aá]g(?:ina|\.)?\s*)?[-–—]?\s*\d{1,4}\s*[-–—]?(?:\s*(?:de|\/)\s*\d{1,4})?$/i;

/** Pasted text: pages at the form feeds a copy from a PDF viewer or pdftotext leaves. */
export function paginasDoTexto(texto: string): PaginaDeTexto[] {
  return texto
    .replace(/\r\n?/g, "\n")
    .split("\f")
    .map((pagina, i) => ({ numero: i + 1, linhas: pagina.split("\n") }));
}

/** Where a page's edges are: its first and last two lines that have text. */
function bordas(linhas: readonly string[]): number[] {
  const cheias = linhas.map((l, i) => (l.trim() ? i : -1)).filter((i) => i >= 0);
  return [...new Set([...cheias.slice(0, 2), ...cheias.slice(-2)])];
}

/** A line with its digits made one sign: "Página 3 de 9" and "Página 4 de 9" repeat as one. */
function forma(linha: string): string {
  return linha.trim().replace(/\d+/g, "#");
}

export function textoDasPaginas(paginas: readonly PaginaDeTexto[]): TextoDasPaginas {
  const avisos: AvisoDaPublicacao[] = [];
  // Running headers and footers: a line at the edge of at least half the pages (three at least).
  const vezes = new Map<string, number>();
  for (const p of paginas) {
    for (const f of new Set(bordas(p.linhas).map((i) => forma(p.linhas[i]))))
      vezes.set(f, (vezes.get(f) ?? 0) + 1);
  }
  const repetidas = new Set(
    [...vezes].filter(([f, n]) => n >= 3 && n * 2 >= paginas.length && !f.includes("/")).map(([f]) => f),
  );
  const numeros: number[] = [];
  const cabecalhos = new Map<string, number[]>();
  const inicios: TextoDasPaginas["inicios"] = [];
  const partes: string[] = [];
  let offset = 0;
  for (const p of paginas) {
    const borda = new Set(bordas(p.linhas));
    const linhas = p.linhas.filter((linha, i) => {
      if (!linha.trim()) return false;
      if (!borda.has(i)) return true;
      if (NUMERO_DE_PAGINA.test(linha.trim())) {
        numeros.push(p.numero);
        return false;
      }
      const f = forma(linha);
      if (repetidas.has(f)) {
        const paginasDaLinha = cabecalhos.get(linha.trim()) ?? [];
        paginasDaLinha.push(p.numero);
        cabecalhos.set(linha.trim(), paginasDaLinha);
        return false;
      }
      return true;
    });
    if (linhas.length === 0) continue;
    inicios.push({ offset, pagina: p.numero });
    const texto = linhas.join("\n") + "\n";
    partes.push(texto);
    offset += texto.length;
  }
  if (numeros.length > 0) {
    avisos.push({
      pagina: numeros[0],
      texto: "",
      mensagem: `${numeros.length} número(s) de página retirado(s) do texto (${intervaloDePaginas(numeros)}).`,
    });
  }
  for (const [linha, ps] of cabecalhos) {
    avisos.push({
      pagina: ps[0],
      texto: linha,
      mensagem: `Cabeçalho ou rodapé repetido retirado (${intervaloDePaginas(ps)}).`,
    });
  }
  return { texto: partes.join(""), inicios, avisos };
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
