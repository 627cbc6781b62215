/**
 * The add-in's cell styles as entries appended to the clerk's styles part: new fonts, fills, number
 * formats and cell formats (xf) go after the existing ones, so every index the clerk's cells use still
 * means what it meant. One xf per distinct combination of a sheet model's layered range formats.
 */
import type { Estilo } from "../../folhas/modelo";
import { escaparAtributo } from "./xml";

/** pt-BR number format codes (as typed in a Portuguese Excel) to the file's invariant codes. */
export function formatoInvariante(codigo: string): string {
  return codigo.replace(/a{4}/g, "yyyy").replace(/(?<![a-z])aa(?![a-z])/g, "yy");
}

/** Built-in number formats Excel knows by id (ECMA-376 §18.8.30). */
const FORMATOS_EMBUTIDOS: Record<string, number> = { General: 0, "0": 1, "0.00": 2, "@": 49 };

const argb = (hex: string): string => `FF${hex.replace(/^#/, "").toUpperCase()}`;

/** The add-in's font, so a bold or colored run keeps the face the sheets are drawn with. */
const TAMANHO = '<sz val="11"/>';
const FACE = '<name val="Calibri"/><family val="2"/>';

const SEM_BORDA = "<border><left/><right/><top/><bottom/><diagonal/></border>";

/** Collects the xfs the sheets need, then writes them into the styles part. */
export class EstilosNovos {
  private readonly xfs = new Map<string, number>();
  private readonly fontes: string[] = [];
  private readonly preenchimentos: string[] = [];
  private readonly bordas: string[] = [];
  private readonly formatos: string[] = [];
  private readonly celulas: string[] = [];

  constructor(private readonly base: ContagemDeEstilos) {}

  /** The cellXfs index of a style (0, the workbook's default, for no style). */
  indice(estilo: Estilo): number {
    const chave = JSON.stringify(estilo);
    let i = this.xfs.get(chave);
    if (i !== undefined) return i;
    if (chave === "{}") i = 0;
    else {
      i = this.base.xfs + this.celulas.length;
      this.celulas.push(this.xf(estilo));
    }
    this.xfs.set(chave, i);
    return i;
  }

  /** The styles part with the new entries; untouched when no sheet needed a style. */
  aplicar(xml: string): string {
    if (this.celulas.length === 0) return xml;
    let saida = xml;
    saida = anexar(saida, "numFmts", "numFmt", this.formatos);
    saida = anexar(saida, "fonts", "font", this.fontes);
    saida = anexar(saida, "fills", "fill", this.preenchimentos);
    saida = anexar(saida, "borders", "border", this.bordas);
    return anexar(saida, "cellXfs", "xf", this.celulas);
  }

  private xf(e: Estilo): string {
    let fontId = 0;
    if (e.corFonte !== undefined || e.negrito || e.italico) {
      fontId = this.base.fontes + this.fontes.length;
      this.fontes.push(
        `<font>${e.negrito ? "<b/>" : ""}${e.italico ? "<i/>" : ""}${TAMANHO}` +
          `${e.corFonte ? `<color rgb="${argb(e.corFonte)}"/>` : ""}${FACE}</font>`,
      );
    }
    let fillId = 0;
    if (e.preenchimento) {
      fillId = this.base.preenchimentos + this.preenchimentos.length;
      this.preenchimentos.push(
        `<fill><patternFill patternType="solid"><fgColor rgb="${argb(e.preenchimento)}"/>` +
          `<bgColor indexed="64"/></patternFill></fill>`,
      );
    }
    let borderId = 0;
    if (e.bordaInferior) {
      // Every other xf says borderId 0, "no border": a styles part without borders gets that one first.
      if (this.base.bordas === 0 && this.bordas.length === 0) this.bordas.push(SEM_BORDA);
      borderId = this.base.bordas + this.bordas.length;
      this.bordas.push(
        '<border><left/><right/><top/><bottom style="medium"><color rgb="FF1F1F1F"/></bottom><diagonal/></border>',
      );
    }
    let numFmtId = 0;
    if (e.formatoNumero) {
      const codigo = formatoInvariante(e.formatoNumero);
      numFmtId = FORMATOS_EMBUTIDOS[codigo] ?? this.base.proximoFormato + this.formatos.length;
      if (FORMATOS_EMBUTIDOS[codigo] === undefined) {
        this.formatos.push(`<numFmt numFmtId="${numFmtId}" formatCode="${escaparAtributo(codigo)}"/>`);
      }
    }
    const alinhamento =
      e.alinhamento || e.quebrarTexto
        ? `<alignment${e.alinhamento ? ` horizontal="${{ esquerda: "left", centro: "center", direita: "right" }[e.alinhamento]}"` : ""}` +
          `${e.quebrarTexto ? ' wrapText="1"' : ""}/>`
        : "";
    return (
      `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="${fillId}" borderId="${borderId}" xfId="0"` +
      `${numFmtId ? ' applyNumberFormat="1"' : ""}${fontId ? ' applyFont="1"' : ""}` +
      `${fillId ? ' applyFill="1"' : ""}${borderId ? ' applyBorder="1"' : ""}${alinhamento ? ' applyAlignment="1">' + alinhamento + "</xf>" : "/>"}`
    );
  }
}

export interface ContagemDeEstilos {
  fontes: number;
  preenchimentos: number;
  bordas: number;
  xfs: number;
  /** The first free custom number format id (≥ 164). */
  proximoFormato: number;
}

/** A minimal styles part, for a package that has none (a new workbook, a CSV). */
export const ESTILOS_MINIMOS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  `<fonts count="1"><font>${TAMANHO}${FACE}</font></fonts>` +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  `<borders count="1">${SEM_BORDA}</borders>` +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  "</styleSheet>";

/** How many fonts, fills and xfs the clerk's styles part has, and the first free format id. */
export function contarEstilos(xml: string): ContagemDeEstilos {
  let proximoFormato = 164;
  for (const m of bloco(xml, "numFmts")?.conteudo.matchAll(/numFmtId\s*=\s*["'](\d+)["']/g) ?? []) {
    proximoFormato = Math.max(proximoFormato, Number(m[1]) + 1);
  }
  return {
    fontes: filhos(xml, "fonts", "font"),
    preenchimentos: filhos(xml, "fills", "fill"),
    bordas: filhos(xml, "borders", "border"),
    xfs: filhos(xml, "cellXfs", "xf"),
    proximoFormato,
  };
}

interface Bloco {
  prefixo: string;
  inicio: number;
  /** Where the closing tag starts (new children go there). */
  fim: number;
  abertura: string;
  conteudo: string;
}

function bloco(xml: string, nome: string): Bloco | null {
  const abre = new RegExp(`<(\\w+:)?${nome}(\\s[^>]*)?>`).exec(xml);
  if (!abre) return null;
  const prefixo = abre[1] ?? "";
  if (abre[0].endsWith("/>")) {
    return { prefixo, inicio: abre.index, fim: -1, abertura: abre[0], conteudo: "" };
  }
  const fim = xml.indexOf(`</${prefixo}${nome}>`, abre.index);
  return {
    prefixo,
    inicio: abre.index,
    fim,
    abertura: abre[0],
    conteudo: xml.slice(abre.index + abre[0].length, fim),
  };
}

function filhos(xml: string, colecao: string, filho: string): number {
  const b = bloco(xml, colecao);
  if (!b) return 0;
  return [...b.conteudo.matchAll(new RegExp(`<(?:\\w+:)?${filho}[\\s>/]`, "g"))].length;
}

/** Collections in the order the schema wants them, for inserting one the part does not have. */
const ORDEM = ["numFmts", "fonts", "fills", "borders", "cellStyleXfs", "cellXfs"];

function anexar(xml: string, colecao: string, filho: string, itens: string[]): string {
  if (itens.length === 0) return xml;
  const raiz = /<(\w+:)?styleSheet\b[^>]*>/.exec(xml)!;
  const prefixo = raiz[1] ?? "";
  const comPrefixo = (s: string) => (prefixo ? s.replace(/<(\/?)(\w)/g, `<$1${prefixo}$2`) : s);
  const b = bloco(xml, colecao);
  if (!b || b.fim < 0) {
    const inicio = b ? b.inicio : posicaoDaColecao(xml, colecao, raiz.index + raiz[0].length);
    const fimAntigo = b ? b.inicio + b.abertura.length : inicio;
    const novo = comPrefixo(`<${colecao} count="${itens.length}">${itens.join("")}</${colecao}>`);
    return xml.slice(0, inicio) + novo + xml.slice(fimAntigo);
  }
  const total = filhos(xml, colecao, filho) + itens.length;
  const abertura = /\bcount\s*=/.test(b.abertura)
    ? b.abertura.replace(/\bcount\s*=\s*["']\d*["']/, `count="${total}"`)
    : b.abertura.replace(/>$/, ` count="${total}">`);
  return xml.slice(0, b.inicio) + abertura + b.conteudo + comPrefixo(itens.join("")) + xml.slice(b.fim);
}

/** Where a missing collection goes: after the last one that precedes it in the schema. */
function posicaoDaColecao(xml: string, colecao: string, aposARaiz: number): number {
  let pos = aposARaiz;
  for (const anterior of ORDEM.slice(0, ORDEM.indexOf(colecao))) {
    const b = bloco(xml, anterior);
    if (b) pos = b.fim < 0 ? b.inicio + b.abertura.length : xml.indexOf(">", b.fim) + 1;
  }
  return pos;
}
