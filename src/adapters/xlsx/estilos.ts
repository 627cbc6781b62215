/**
 * The sheet models' styles (Estilo) as ExcelJS styles. ExcelJS keeps a style per cell, so a range
 * format becomes one shared style object for every cell of the range: layered formats are merged once
 * per distinct combination, never per cell, and ExcelJS writes each shared object as a single xf.
 */
import type { Cell, Style } from "exceljs";
import type { Estilo } from "../../folhas/modelo";

/** The font every add-in cell uses, so a bold or colored run keeps the workbook's usual face. */
const FONTE_BASE = { name: "Calibri", size: 11, family: 2 } as const;

const argb = (hex: string): string => `FF${hex.replace(/^#/, "").toUpperCase()}`;

/** pt-BR number format codes (as typed in a Portuguese Excel) to the file's invariant codes. */
export function formatoInvariante(codigo: string): string {
  return codigo.replace(/a{4}/g, "yyyy").replace(/(?<![a-z])aa(?![a-z])/g, "yy");
}

export function estiloExcelJS(estilo: Estilo, base: Partial<Style> = {}): Partial<Style> {
  const s: Partial<Style> = { ...base };
  if (estilo.preenchimento) {
    s.fill = { type: "pattern", pattern: "solid", fgColor: { argb: argb(estilo.preenchimento) } };
  }
  if (estilo.corFonte !== undefined || estilo.negrito !== undefined || estilo.italico !== undefined) {
    s.font = { ...FONTE_BASE, ...base.font };
    if (estilo.corFonte) s.font.color = { argb: argb(estilo.corFonte) };
    if (estilo.negrito !== undefined) s.font.bold = estilo.negrito;
    if (estilo.italico !== undefined) s.font.italic = estilo.italico;
  }
  if (estilo.formatoNumero) s.numFmt = formatoInvariante(estilo.formatoNumero);
  if (estilo.alinhamento !== undefined || estilo.quebrarTexto !== undefined) {
    s.alignment = { ...base.alignment };
    if (estilo.alinhamento) {
      s.alignment.horizontal = { esquerda: "left", centro: "center", direita: "right" }[
        estilo.alinhamento
      ] as "left" | "center" | "right";
    }
    if (estilo.quebrarTexto !== undefined) s.alignment.wrapText = estilo.quebrarTexto;
  }
  return s;
}

/**
 * Applies one range format on top of what each cell already has. The merged style is computed once
 * per (previous style, format) pair and shared by every cell that had that previous style.
 */
export class AplicadorDeEstilos {
  private readonly combinados = new WeakMap<object, Map<Estilo, Partial<Style>>>();
  private readonly semEstilo = new Map<Estilo, Partial<Style>>();

  aplicar(celula: Cell, estilo: Estilo): void {
    const anterior = celula.style as Partial<Style>;
    const vazio = !anterior || Object.keys(anterior).length === 0;
    if (vazio) {
      let s = this.semEstilo.get(estilo);
      if (!s) this.semEstilo.set(estilo, (s = estiloExcelJS(estilo)));
      celula.style = s;
      return;
    }
    let porEstilo = this.combinados.get(anterior);
    if (!porEstilo) this.combinados.set(anterior, (porEstilo = new Map()));
    let s = porEstilo.get(estilo);
    if (!s) porEstilo.set(estilo, (s = estiloExcelJS(estilo, anterior)));
    celula.style = s;
  }
}
