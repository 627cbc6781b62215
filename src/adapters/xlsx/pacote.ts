/**
 * The structure of an .xlsx package as OPC describes it: parts by name, relationships from each part's
 * `_rels` part, and the workbook (its sheets in order, with the part of each). Only small parts are
 * read whole here; sheets are streamed by ./leitorDeFolha.
 */
import { ArquivoRecusado, LIMITES } from "./limites";
import { intervaloDeEndereco, type Intervalo } from "../../folhas/modelo";
import { lerXml, ParadaAntecipada } from "./xml";
import { inflarTexto, lerIndiceZip, lerTextoDaParte, type ParteZip, type ZlibDoAmbiente } from "./zip";

export const TIPO_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
export const REL_DOCUMENTO = `${TIPO_REL}/officeDocument`;
export const REL_FOLHA = `${TIPO_REL}/worksheet`;
export const REL_TABELA = `${TIPO_REL}/table`;
export const REL_COMENTARIOS = `${TIPO_REL}/comments`;
export const REL_VML = `${TIPO_REL}/vmlDrawing`;
export const REL_ESTILOS = `${TIPO_REL}/styles`;
export const REL_STRINGS = `${TIPO_REL}/sharedStrings`;
/** Strict OOXML (ISO 29500 strict) names the same relationships under another namespace. */
const TIPO_REL_ESTRITO = "http://purl.oclc.org/ooxml/officeDocument/relationships";

export interface Relacao {
  id: string;
  /** The relationship type, normalised to the transitional namespace. */
  tipo: string;
  /** The target part's name in the package (no leading slash), or the URL of an external target. */
  alvo: string;
  externo: boolean;
}

export interface FolhaDoLivro {
  nome: string;
  sheetId: number;
  rid: string;
  /** "hidden" or "veryHidden"; undefined when visible. */
  estado?: string;
  /** The sheet's part; null for a chartsheet or a dangling relationship (nothing to read). */
  parte: string | null;
  /** The `<sheet>` element as written in workbook.xml, kept verbatim. */
  elemento: string;
}

/** "xl/worksheets/sheet1.xml" → "xl/worksheets/_rels/sheet1.xml.rels"; "" → "_rels/.rels". */
export function caminhoDasRelacoes(parte: string): string {
  const i = parte.lastIndexOf("/");
  return `${parte.slice(0, i + 1)}_rels/${parte.slice(i + 1)}.rels`;
}

/** A relationship target resolved against the folder of the part that names it. */
export function resolverAlvo(origem: string, alvo: string): string {
  const partes = alvo.startsWith("/") ? [] : origem.split("/").slice(0, -1);
  for (const p of alvo.replace(/^\//, "").split("/")) {
    if (p === "..") partes.pop();
    else if (p !== "." && p !== "") partes.push(p);
  }
  return partes.join("/");
}

/** `target` relative to the folder of `origem`, as relationships are written. */
export function alvoRelativo(origem: string, destino: string): string {
  const de = origem.split("/").slice(0, -1);
  const para = destino.split("/");
  let i = 0;
  while (i < de.length && i < para.length - 1 && de[i] === para[i]) i++;
  return [...de.slice(i).map(() => ".."), ...para.slice(i)].join("/");
}

export class Pacote {
  readonly indice: Map<string, ParteZip>;
  private readonly relacoesLidas = new Map<string, Relacao[]>();

  /** `zlib`: the platform's (the CLI's Node zlib), used to read these parts and to write the result. */
  constructor(
    readonly bytes: Uint8Array,
    readonly zlib?: ZlibDoAmbiente,
  ) {
    this.indice = lerIndiceZip(bytes);
  }

  tem(parte: string): boolean {
    return this.indice.has(parte);
  }

  texto(parte: string): string {
    return lerTextoDaParte(this.bytes, this.exigir(parte), LIMITES, this.zlib);
  }

  /** A part in text chunks, for the SAX parser. */
  fluxo(parte: string): (aoTexto: (t: string) => void) => void {
    const p = this.exigir(parte);
    return (aoTexto) => inflarTexto(this.bytes, p, aoTexto, LIMITES, this.zlib);
  }

  relacoes(parte: string): Relacao[] {
    let lidas = this.relacoesLidas.get(parte);
    if (lidas) return lidas;
    lidas = [];
    const caminho = caminhoDasRelacoes(parte);
    if (this.tem(caminho)) {
      const destino = lidas;
      lerXml(caminho, this.fluxo(caminho), {
        abrir(nome, a) {
          if (nome !== "Relationship" || !a.Id || a.Target === undefined) return;
          const externo = a.TargetMode === "External";
          destino.push({
            id: a.Id,
            tipo: (a.Type ?? "").replace(TIPO_REL_ESTRITO, TIPO_REL),
            alvo: externo ? a.Target : resolverAlvo(parte, a.Target),
            externo,
          });
        },
      });
    }
    this.relacoesLidas.set(parte, lidas);
    return lidas;
  }

  /** The target of the first relationship of a type from a part, if the package has it. */
  alvo(parte: string, tipo: string): string | null {
    const r = this.relacoes(parte).find((x) => x.tipo === tipo && !x.externo);
    return r && this.tem(r.alvo) ? r.alvo : null;
  }

  private exigir(parte: string): ParteZip {
    const p = this.indice.get(parte);
    if (!p)
      throw new ArquivoRecusado(`O arquivo não tem a parte "${parte}": não é uma pasta .xlsx completa.`);
    return p;
  }
}

/** A table part's name and range (its root element only). */
export function lerCabecalhoDaTabela(
  pacote: Pacote,
  parte: string,
): { nome: string; intervalo: Intervalo; id: number } | null {
  let achada: { nome: string; intervalo: Intervalo; id: number } | null = null;
  lerXml(parte, pacote.fluxo(parte), {
    abrir(nome, a) {
      if (nome === "table" && a.ref) {
        achada = {
          nome: a.displayName ?? a.name ?? "",
          intervalo: intervaloDeEndereco(a.ref),
          id: Number(a.id) || 0,
        };
      }
      throw new ParadaAntecipada();
    },
  });
  return achada;
}

export interface Livro {
  parte: string;
  texto: string;
  folhas: FolhaDoLivro[];
  /** Index of the active sheet (bookViews), 0 when the file does not say. */
  abaAtiva: number;
  /** The workbook counts dates from 1904 (`<workbookPr date1904="1"/>`). */
  datas1904: boolean;
  /** The clerk locked the structure (`<workbookProtection lockStructure="1"/>`): no sheet added or removed. */
  estruturaProtegida: boolean;
}

/** The workbook part: found from the package's root relationships, not assumed at xl/workbook.xml. */
export function lerLivro(pacote: Pacote): Livro {
  const parte = pacote.alvo("", REL_DOCUMENTO);
  if (!parte) {
    throw new ArquivoRecusado(
      "O arquivo não é uma pasta de trabalho do Excel (.xlsx): se ele é .xls (Excel 97-2003) ou .ods, " +
        "salve-o como .xlsx no Excel ou no LibreOffice.",
    );
  }
  const texto = pacote.texto(parte);
  const rels = new Map(pacote.relacoes(parte).map((r) => [r.id, r]));
  const folhas: FolhaDoLivro[] = [];
  let abaAtiva = 0;
  for (const m of texto.matchAll(/<(?:\w+:)?sheet\s[^>]*?(?:\/>|>\s*<\/(?:\w+:)?sheet>)/g)) {
    const elemento = m[0];
    const a = atributos(elemento);
    const rid = Object.entries(a).find(([k]) => k === "r:id" || k.endsWith(":id"))?.[1] ?? "";
    const rel = rels.get(rid);
    folhas.push({
      nome: a.name ?? "",
      sheetId: Number(a.sheetId),
      rid,
      estado: a.state === "visible" ? undefined : a.state,
      parte: rel && rel.tipo === REL_FOLHA && pacote.tem(rel.alvo) ? rel.alvo : null,
      elemento,
    });
  }
  const vista = /<(?:\w+:)?workbookView\s[^>]*>/.exec(texto);
  if (vista) abaAtiva = Number(atributos(vista[0]).activeTab ?? 0) || 0;
  // xsd:boolean attributes: "1" or "true" (LibreOffice and openpyxl write either).
  const sim = (elemento: string, atributo: string) => {
    const tag = new RegExp(`<(?:\\w+:)?${elemento}\\s[^>]*>`).exec(texto);
    const valor = tag ? atributos(tag[0])[atributo] : undefined;
    return valor === "1" || valor === "true";
  };
  return {
    parte,
    texto,
    folhas,
    abaAtiva,
    datas1904: sim("workbookPr", "date1904"),
    estruturaProtegida: sim("workbookProtection", "lockStructure"),
  };
}

/** The attributes of one start tag (entities decoded). */
export function atributos(tag: string): Record<string, string> {
  const a: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    a[m[1]] = decodificar(m[2] ?? m[3]);
  return a;
}

function decodificar(v: string): string {
  return v.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, e: string) =>
    e[0] === "#"
      ? String.fromCodePoint(e[1] === "x" ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" } as Record<string, string>)[e],
  );
}
