/**
 * The publication as a .docx (Word, LibreOffice, the Diário Oficial's systems), through the `docx`
 * library, which writes every text as escaped XML; the model already took out what XML refuses.
 * The blanks the clerk fills are bold and highlighted in yellow, so none goes to print unfilled
 * unnoticed. Loaded on demand only (the pane imports this module with import()).
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import type { Bloco, Estilo, Paragrafo, Publicacao, TabelaDoDocumento } from "./modelo";
import { textoDoTrecho } from "./modelo";

const FONTE = "Times New Roman";

function paragrafo(p: Paragrafo): Paragraph {
  const runs = p.trechos.map((t) =>
    typeof t === "string"
      ? new TextRun({ text: t, bold: p.estilo !== "texto" })
      : new TextRun({ text: textoDoTrecho(t), bold: true, highlight: "yellow" }),
  );
  const centrado: readonly Estilo[] = ["titulo", "subtitulo", "assinatura"];
  return new Paragraph({
    children: runs,
    heading:
      p.estilo === "titulo" ? HeadingLevel.TITLE : p.estilo === "secao" ? HeadingLevel.HEADING_2 : undefined,
    alignment: centrado.includes(p.estilo) ? AlignmentType.CENTER : AlignmentType.JUSTIFIED,
    spacing: { before: p.estilo === "secao" ? 240 : 0, after: 120 },
  });
}

const emTexto = (valor: string | number) =>
  typeof valor === "number" ? valor.toLocaleString("pt-BR") : valor;

/** The text width of an A4 page with the library's margins of 1 inch, in twentieths of a point. */
const LARGURA_UTIL = 9000;
/** About one character of the tables' 10-point type, and a cell's margins. */
const POR_CARACTERE = 115;
const MARGENS_DA_CELULA = 250;

/**
 * Each column's width: short columns (numbers, inscrições) as wide as their longest text, so they never
 * wrap; the long ones (names, situations) share the rest by their length. Left to the word processor,
 * the columns came out equal: names wrapped in three lines and inscrições broke between digits.
 */
function larguras(t: TabelaDoDocumento): number[] {
  const natural = t.cabecalho.map(
    (c, j) =>
      MARGENS_DA_CELULA +
      POR_CARACTERE * Math.min(34, Math.max(c.length, ...t.linhas.map((l) => emTexto(l[j] ?? "").length))),
  );
  const total = natural.reduce((a, b) => a + b, 0);
  if (total <= LARGURA_UTIL) return natural.map((w) => Math.floor((w * LARGURA_UTIL) / total));
  const curtas = natural.map((w) => w <= LARGURA_UTIL / 5);
  const fixo = natural.reduce((a, w, j) => a + (curtas[j] ? w : 0), 0);
  const longo = total - fixo;
  return natural.map((w, j) => (curtas[j] ? w : Math.floor((w * (LARGURA_UTIL - fixo)) / longo)));
}

function celula(valor: string | number, cabecalho: boolean, numero: boolean, largura: number): TableCell {
  return new TableCell({
    width: { size: largura, type: WidthType.DXA },
    children: [
      new Paragraph({
        children: [new TextRun({ text: emTexto(valor), bold: cabecalho, size: 20 })],
        alignment: numero ? AlignmentType.CENTER : AlignmentType.LEFT,
      }),
    ],
  });
}

const BORDA = { style: BorderStyle.SINGLE, size: 4, color: "808080" };

function tabela(t: TabelaDoDocumento): Table {
  const numeros = new Set(t.numeros);
  const w = larguras(t);
  return new Table({
    width: { size: LARGURA_UTIL, type: WidthType.DXA },
    columnWidths: w,
    borders: {
      top: BORDA,
      bottom: BORDA,
      left: BORDA,
      right: BORDA,
      insideHorizontal: BORDA,
      insideVertical: BORDA,
    },
    rows: [
      new TableRow({
        tableHeader: true,
        cantSplit: true,
        children: t.cabecalho.map((c, j) => celula(c, true, numeros.has(j), w[j])),
      }),
      ...t.linhas.map(
        (linha) =>
          new TableRow({
            cantSplit: true,
            children: linha.map((v, j) => celula(v, false, numeros.has(j), w[j])),
          }),
      ),
    ],
  });
}

function bloco(b: Bloco): Paragraph | Table {
  return b.tipo === "tabela" ? tabela(b) : paragrafo(b);
}

/** The .docx's bytes. A table is followed by an empty paragraph (Word joins adjacent tables). */
export async function publicacaoEmDocx(publicacao: Publicacao): Promise<Uint8Array> {
  const documento = new Document({
    creator: "Cotas em Concursos",
    title: "Resultado final do concurso público",
    styles: {
      default: {
        document: { run: { font: FONTE, size: 24, language: { value: "pt-BR" } } },
        title: { run: { font: FONTE, size: 28, bold: true, color: "000000" } },
        heading2: { run: { font: FONTE, size: 24, bold: true, color: "000000" } },
      },
    },
    sections: [
      {
        children: publicacao.blocos.flatMap((b) =>
          b.tipo === "tabela" ? [bloco(b), new Paragraph({ children: [] })] : [bloco(b)],
        ),
      },
    ],
  });
  return Packer.pack(documento, "uint8array");
}
