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

function celula(valor: string | number, cabecalho: boolean, numero: boolean): TableCell {
  const texto = typeof valor === "number" ? valor.toLocaleString("pt-BR") : valor;
  return new TableCell({
    children: [
      new Paragraph({
        children: [new TextRun({ text: texto, bold: cabecalho, size: 20 })],
        alignment: numero ? AlignmentType.CENTER : AlignmentType.LEFT,
      }),
    ],
  });
}

const BORDA = { style: BorderStyle.SINGLE, size: 4, color: "808080" };

function tabela(t: TabelaDoDocumento): Table {
  const numeros = new Set(t.numeros);
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
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
        children: t.cabecalho.map((c, j) => celula(c, true, numeros.has(j))),
      }),
      ...t.linhas.map(
        (linha) => new TableRow({ children: linha.map((v, j) => celula(v, false, numeros.has(j))) }),
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
