/**
 * A sheet model (src/folhas) as the XML parts of one worksheet, generated row by row into the zip:
 * values (text as inline strings, so the clerk's shared strings part stays as it is; text is never a
 * formula), one style per cell from the model's layered range formats, widths, the frozen header, the
 * Excel table, and the notes as comments with their VML shapes (what Excel needs to show them).
 * No recursion and no spread over rows: a sheet of 1,000,000 rows is one loop.
 */
import {
  enderecoA1,
  fonteDaLista,
  MAX_CARACTERES_DA_NOTA,
  textoDaNotaQueCabe,
  verificarValidacaoLista,
  type Estilo,
  type Impressao,
  type Intervalo,
  type ModeloFolha,
  type ModeloGrafico,
  type NotaCelula,
  type TextosDaPagina,
  type ValidacaoLista,
} from "../../folhas/modelo";
import { letrasDaColuna } from "../../planilha/endereco";
import type { ValorCelula } from "../../planilha/tabela";
import type { EstilosNovos } from "./estilos";
import { MAX_COLUNAS_EXCEL } from "./limites";
import { escaparAtributo, escaparTexto } from "./xml";

const NS_MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const NS_R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const CABECALHO_XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** What a sheet part may carry: the model and, if any, the data of its other parts. */
export interface FolhaAEscrever {
  /** Values and their presentation; a clerk's data sheet (from a CSV) has no formats. */
  modelo: Pick<
    ModeloFolha,
    "valores" | "formatos" | "larguras" | "congelarLinhas" | "notas" | "grafico" | "impressao" | "validacoes"
  > & {
    tabela?: { nome: string; intervalo: Intervalo };
  };
  /** Relationship ids of the sheet's table and of its comments' VML, when it has them. */
  ridTabela?: string;
  ridVml?: string;
  /** The notes written with the sheet (notasDaFolha), when it has them. */
  notas?: readonly NotaCelula[];
}

/** Height of one line of the add-in's font (Calibri 11), in points. */
const ALTURA_DA_LINHA = 15;
/** Characters of ordinary text in the width of one '0' (measured on the LibreOffice render). */
const TEXTO_POR_ZERO = 1.2;
const LARGURA_PADRAO = 8.43;

export function textoSemGrafico(grafico: ModeloGrafico): string {
  return (
    `Gráfico "${grafico.titulo}": este arquivo foi gravado fora do Excel, e o suplemento só cria ` +
    `gráficos nativos dentro do Excel. Os dados do gráfico estão em ${enderecoA1(grafico.dados)}: selecione-os e use ` +
    `Inserir > Gráfico de Colunas, ou rode o suplemento no Excel para ter o gráfico pronto.`
  );
}

/** The sheet's notes, one per cell (two notes on a cell are joined), with the chart's note. */
export function notasDaFolha(modelo: FolhaAEscrever["modelo"]): NotaCelula[] {
  const todas = [...modelo.notas];
  if (modelo.grafico) {
    const { linha, coluna } = modelo.grafico.dados;
    todas.push({ linha, coluna, texto: textoSemGrafico(modelo.grafico) });
  }
  // Sorted (stable: two notes of a cell keep their order) and joined where they meet: no map keyed by
  // a string per note, which at a million tied candidates was ~70 MB per sheet (#39).
  todas.sort((a, b) => a.linha - b.linha || a.coluna - b.coluna);
  const juntas: NotaCelula[] = [];
  for (const n of todas) {
    const anterior = juntas.length > 0 ? juntas[juntas.length - 1] : undefined;
    if (!anterior || anterior.linha !== n.linha || anterior.coluna !== n.coluna) {
      juntas.push(n);
      continue;
    }
    const inteiroEm = [...new Set([anterior.inteiroEm, n.inteiroEm].filter(Boolean))].join(" e ");
    juntas[juntas.length - 1] = {
      ...anterior,
      texto: `${anterior.texto}\n\n${n.texto}`,
      ...(inteiroEm ? { inteiroEm } : {}),
    };
  }
  // Excel holds at most 32,767 characters in a note: a longer one is cut, with a marker (#39).
  for (let i = 0; i < juntas.length; i++)
    if (juntas[i].texto.length > MAX_CARACTERES_DA_NOTA)
      juntas[i] = { ...juntas[i], texto: textoDaNotaQueCabe(juntas[i]) };
  return juntas;
}

/**
 * Per row, the style of each column: the formats that cover the row, merged in order (later ranges
 * win where they overlap). The column styles are recomputed only when the set of formats covering the
 * row changes, which for a ranked list is once per run of rows of the same outcome.
 */
class EstilosPorLinha {
  private readonly porInicio: number[];
  private proximo = 0;
  private ativos: number[] = [];
  private colunas: number[] = [];
  private quebradas: boolean[] = [];
  /**
   * The column styles of each set of formats seen, by what the formats say and where (a list has one
   * format per run of rows, but alternates between a few outcomes' colors).
   */
  private readonly porConjunto = new Map<string, { colunas: number[]; quebradas: boolean[] }>();
  private readonly chaves: string[] = [];

  constructor(
    private readonly formatos: FolhaAEscrever["modelo"]["formatos"],
    private readonly largura: number,
    private readonly estilos: EstilosNovos,
  ) {
    this.porInicio = formatos
      .map((_, i) => i)
      .sort((a, b) => formatos[a].intervalo.linha - formatos[b].intervalo.linha);
  }

  /** Moves to row `linha` (called with increasing rows); returns the style index of each column. */
  linha(linha: number): { estilos: number[]; quebradas: boolean[] } {
    let mudou = false;
    const restantes = this.ativos.filter((i) => {
      const f = this.formatos[i].intervalo;
      return f.linha + f.linhas > linha;
    });
    if (restantes.length !== this.ativos.length) mudou = true;
    while (
      this.proximo < this.porInicio.length &&
      this.formatos[this.porInicio[this.proximo]].intervalo.linha <= linha
    ) {
      const i = this.porInicio[this.proximo++];
      const f = this.formatos[i].intervalo;
      if (f.linha + f.linhas > linha) {
        restantes.push(i);
        mudou = true;
      }
    }
    if (mudou || this.colunas.length === 0) {
      this.ativos = restantes.sort((a, b) => a - b);
      this.recalcular();
    }
    return { estilos: this.colunas, quebradas: this.quebradas };
  }

  private recalcular(): void {
    const conjunto = this.ativos.map((i) => this.chaveDoFormato(i)).join("|");
    const visto = this.porConjunto.get(conjunto);
    if (visto) {
      ({ colunas: this.colunas, quebradas: this.quebradas } = visto);
      return;
    }
    this.colunas = [];
    this.quebradas = [];
    this.porConjunto.set(conjunto, { colunas: this.colunas, quebradas: this.quebradas });
    for (let j = 0; j < this.largura; j++) {
      let estilo: Estilo = {};
      for (const i of this.ativos) {
        const { intervalo, ...e } = this.formatos[i];
        if (j >= intervalo.coluna && j < intervalo.coluna + intervalo.colunas) estilo = { ...estilo, ...e };
      }
      this.colunas.push(this.estilos.indice(estilo));
      this.quebradas.push(estilo.quebrarTexto === true);
    }
  }

  /** A format's columns and presentation as text (its rows aside), computed once per format. */
  private chaveDoFormato(i: number): string {
    let chave = this.chaves[i];
    if (chave === undefined) {
      const { intervalo, ...e } = this.formatos[i];
      chave = this.chaves[i] = `${intervalo.coluna}+${intervalo.colunas}:${JSON.stringify(e)}`;
    }
    return chave;
  }
}

/** The worksheet part, chunk by chunk. */
export function escreverFolha(
  folha: FolhaAEscrever,
  estilos: EstilosNovos,
  escrever: (t: string) => void,
): void {
  const m = folha.modelo;
  const valores = m.valores;
  let largura = 0;
  for (const l of valores) if (l.length > largura) largura = l.length;
  for (const f of m.formatos) largura = Math.max(largura, f.intervalo.coluna + f.intervalo.colunas);
  const letras: string[] = [];
  for (let j = 0; j < largura; j++) letras.push(letrasDaColuna(j));
  const larguras = m.larguras;
  const caracteresPorLinha = letras.map((_, j) =>
    Math.max(1, ((larguras[j] ?? LARGURA_PADRAO) - 1) * TEXTO_POR_ZERO),
  );

  escrever(`${CABECALHO_XML}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_R}">`);
  if (m.impressao) escrever('<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>');
  let linhas = valores.length;
  for (const f of m.formatos) linhas = Math.max(linhas, f.intervalo.linha + f.intervalo.linhas);
  const area = { linha: 0, coluna: 0, linhas: Math.max(1, linhas), colunas: Math.max(1, largura) };
  escrever(`<dimension ref="${enderecoA1(area)}"/>`);
  escrever('<sheetViews><sheetView workbookViewId="0">');
  if (m.congelarLinhas > 0) {
    const topo = `A${m.congelarLinhas + 1}`;
    escrever(
      `<pane ySplit="${m.congelarLinhas}" topLeftCell="${topo}" activePane="bottomLeft" state="frozen"/>` +
        `<selection pane="bottomLeft" activeCell="${topo}" sqref="${topo}"/>`,
    );
  }
  escrever('</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>');
  if (larguras.length > 0) {
    escrever("<cols>");
    larguras.forEach((w, j) => escrever(`<col min="${j + 1}" max="${j + 1}" width="${w}" customWidth="1"/>`));
    escrever("</cols>");
  }
  escrever("<sheetData>");
  const porLinha = new EstilosPorLinha(m.formatos, largura, estilos);
  // The cells with a note, by row × Excel's columns + column (the constant read once: under tsx an
  // imported binding is a getter call, and this key is looked up per cell).
  const colunas = MAX_COLUNAS_EXCEL;
  const comNota = new Set((folha.notas ?? []).map((nota) => nota.linha * colunas + nota.coluna));
  const cabecalhoDaTabela = m.tabela ? m.tabela.intervalo.linha : -1;
  for (let i = 0; i < linhas; i++) {
    const { estilos: s, quebradas } = porLinha.linha(i);
    const linha: readonly ValorCelula[] = valores[i] ?? [];
    const n = i + 1;
    let celulas = "";
    let alturas = 1;
    // A cell right after the row's previous one needs no address (r is optional in ECMA-376's CT_Cell,
    // and Excel, LibreOffice, openpyxl and ExcelJS read it as the next column): the row number of every
    // address differs from the row above, the rest of the row does not, so the addresses were half of
    // the compressed size of the add-in's sheets. A cell with a note keeps it: ExcelJS finds a
    // comment's cell by the address written in the cell.
    let anterior = -2;
    for (let j = 0; j < largura; j++) {
      const v = j < linha.length ? linha[j] : null;
      const estilo = atributoDoEstilo(s[j]);
      const vazia = v === null || v === "";
      if (vazia && !estilo) continue;
      const r = j === anterior + 1 && !comNota.has(i * colunas + j) ? "" : ` r="${letras[j]}${n}"`;
      anterior = j;
      if (vazia) {
        celulas += `<c${r}${estilo}/>`;
        continue;
      }
      const comoTexto =
        typeof v === "string" || (i === cabecalhoDaTabela && typeof v !== "boolean") || !Number.isFinite(v);
      if (comoTexto) {
        const t = String(v);
        const espacos = espacoNaBorda(t) ? ' xml:space="preserve"' : "";
        celulas += `<c${r}${estilo} t="inlineStr"><is><t${espacos}>${escaparTexto(t)}</t></is></c>`;
        if (quebradas[j]) alturas = Math.max(alturas, linhasDoTexto(t, caracteresPorLinha[j]));
      } else if (typeof v === "boolean") {
        celulas += `<c${r}${estilo} t="b"><v>${v ? 1 : 0}</v></c>`;
      } else {
        celulas += `<c${r}${estilo}><v>${v}</v></c>`;
        if (quebradas[j]) alturas = Math.max(alturas, linhasDoTexto(String(v), caracteresPorLinha[j]));
      }
    }
    // LibreOffice keeps the default height for wrapped text (Excel grows the row when it opens the
    // file), so the file says the height the wrapped lines need.
    const altura = alturas > 1 ? ` ht="${alturas * ALTURA_DA_LINHA}" customHeight="1"` : "";
    if (celulas || altura) escrever(`<row r="${n}"${altura}>${celulas}</row>`);
  }
  escrever("</sheetData>");
  if (m.validacoes?.length) escrever(xmlDasValidacoes(m.validacoes));
  escrever('<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>');
  if (m.impressao) escrever(xmlDaImpressao(m.impressao));
  if (folha.ridVml) escrever(`<legacyDrawing r:id="${folha.ridVml}"/>`);
  if (folha.ridTabela) escrever(`<tableParts count="1"><tablePart r:id="${folha.ridTabela}"/></tableParts>`);
  escrever("</worksheet>");
}

/**
 * The sheet's drop-down lists, where CT_Worksheet (ECMA-376 Part 1, §18.3.1.99) wants them: after
 * sheetData (and conditionalFormatting, which the add-in does not write), before hyperlinks and
 * pageMargins. The literal list is the formula's string constant: its values between double quotes,
 * separated by commas (§18.3.1.32, the same text Excel writes for a list typed in the dialog).
 */
export function xmlDasValidacoes(validacoes: readonly ValidacaoLista[]): string {
  let xml = `<dataValidations count="${validacoes.length}">`;
  for (const v of validacoes) {
    verificarValidacaoLista(v);
    // errorStyle "stop" is the schema's default, left unwritten as Excel does.
    const estilo = v.alerta.estilo === "aviso" ? ' errorStyle="warning"' : "";
    const erro = ` errorTitle="${escaparAtributo(v.alerta.titulo)}" error="${escaparAtributo(v.alerta.texto)}"`;
    xml +=
      `<dataValidation type="list"${estilo} allowBlank="1" showInputMessage="1" showErrorMessage="1"${erro} ` +
      `sqref="${enderecoA1(v.intervalo)}"><formula1>${escaparTexto(`"${fonteDaLista(v)}"`)}</formula1></dataValidation>`;
  }
  return `${xml}</dataValidations>`;
}

/** ` s="7"`, made once per style index (there are a few dozen; cells are millions); "" for style 0. */
function atributoDoEstilo(indice: number): string {
  if (!indice) return "";
  return (ATRIBUTOS_DE_ESTILO[indice] ??= ` s="${indice}"`);
}
const ATRIBUTOS_DE_ESTILO: string[] = [];

/** Whether a text starts or ends with white space (kept by xml:space="preserve"); the regex only where an edge may be one. */
function espacoNaBorda(t: string): boolean {
  return !(asciiVisivel(t.charCodeAt(0)) && asciiVisivel(t.charCodeAt(t.length - 1))) && /^\s|\s$/.test(t);
}

/** Outside espacoNaBorda, which runs once per text cell: a function made inside it would be made (and,
 *  under tsx, named with a property definition) once per cell. */
function asciiVisivel(c: number): boolean {
  return c > 32 && c < 127;
}

/**
 * Page setup (A4 landscape, one page wide and as many tall as needed: fitToHeight 0 is "automatic")
 * and the page header and footer, in the order CT_Worksheet wants them after pageMargins. The rows
 * repeated on each page are a defined name of the workbook (`tituloDeImpressao`).
 */
export function xmlDaImpressao(impressao: Impressao): string {
  const partes = (t: TextosDaPagina) =>
    escaparTexto(
      `${t.esquerda ? `&L${t.esquerda}` : ""}${t.centro ? `&C${t.centro}` : ""}${t.direita ? `&R${t.direita}` : ""}`,
    );
  return (
    '<pageSetup paperSize="9" orientation="landscape" fitToWidth="1" fitToHeight="0"/>' +
    `<headerFooter><oddHeader>${partes(impressao.cabecalho)}</oddHeader>` +
    `<oddFooter>${partes(impressao.rodape)}</oddFooter></headerFooter>`
  );
}

/** The `_xlnm.Print_Titles` name of a sheet: its first rows repeated at the top of every printed page. */
export function tituloDeImpressao(nomeDaFolha: string, indice: number, linhas: number): string {
  const referencia = `'${nomeDaFolha.replace(/'/g, "''")}'!$1:$${linhas}`;
  return `<definedName name="_xlnm.Print_Titles" localSheetId="${indice}">${escaparTexto(referencia)}</definedName>`;
}

/** Lines a wrapped text takes in a column: each paragraph's length over the characters of a line. */
function linhasDoTexto(texto: string, porLinha: number): number {
  let n = 0;
  for (let inicio = 0; ;) {
    const fim = texto.indexOf("\n", inicio);
    const comprimento = (fim < 0 ? texto.length : fim) - inicio;
    n += Math.max(1, Math.ceil(comprimento / porLinha));
    if (fim < 0) return n;
    inicio = fim + 1;
  }
}

/** The table part: the header cells' text as column names (unique, as Excel requires). */
export function xmlTabela(
  id: number,
  nome: string,
  intervalo: Intervalo,
  cabecalho: readonly ValorCelula[],
): string {
  const ref = enderecoA1(intervalo);
  const usados = new Set<string>();
  const colunas: string[] = [];
  for (let j = 0; j < intervalo.colunas; j++) {
    const v = cabecalho[intervalo.coluna + j];
    const base = v === null || v === undefined || v === "" ? `Coluna${j + 1}` : String(v);
    let nomeColuna = base;
    for (let k = 2; usados.has(nomeColuna.toLowerCase()); k++) nomeColuna = `${base}${k}`;
    usados.add(nomeColuna.toLowerCase());
    colunas.push(`<tableColumn id="${j + 1}" name="${escaparAtributo(nomeColuna)}"/>`);
  }
  return (
    `${CABECALHO_XML}<table xmlns="${NS_MAIN}" id="${id}" name="${escaparAtributo(nome)}" ` +
    `displayName="${escaparAtributo(nome)}" ref="${ref}" totalsRowShown="0"><autoFilter ref="${ref}"/>` +
    `<tableColumns count="${intervalo.colunas}">${colunas.join("")}</tableColumns>` +
    '<tableStyleInfo name="TableStyleLight1" showFirstColumn="0" showLastColumn="0" showRowStripes="0" ' +
    'showColumnStripes="0"/></table>'
  );
}

export const AUTOR_DAS_NOTAS = "Cotas em Concursos";

export function escreverComentarios(notas: readonly NotaCelula[], escrever: (t: string) => void): void {
  escrever(
    `${CABECALHO_XML}<comments xmlns="${NS_MAIN}"><authors><author>${AUTOR_DAS_NOTAS}</author></authors><commentList>`,
  );
  for (const n of notas) {
    const ref = enderecoA1({ linha: n.linha, coluna: n.coluna, linhas: 1, colunas: 1 });
    escrever(
      `<comment ref="${ref}" authorId="0"><text><r><t xml:space="preserve">${escaparTexto(n.texto)}</t></r></text></comment>`,
    );
  }
  escrever("</commentList></comments>");
}

/**
 * The legacy VML shapes Excel draws notes with (a comments part alone is not shown). `blocos` are the
 * shape id blocks of this drawing (1,024 shapes each), unique in the workbook.
 */
export function escreverVml(
  notas: readonly NotaCelula[],
  blocos: number[],
  escrever: (t: string) => void,
): void {
  escrever(
    '<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" ' +
      'xmlns:x="urn:schemas-microsoft-com:office:excel">' +
      `<o:shapelayout v:ext="edit"><o:idmap v:ext="edit" data="${blocos.join(",")}"/></o:shapelayout>` +
      '<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe">' +
      '<v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>',
  );
  notas.forEach((n, k) => {
    const id = blocos[Math.floor(k / 1024)] * 1024 + (k % 1024) + 1;
    escrever(
      `<v:shape id="_x0000_s${id}" type="#_x0000_t202" style="position:absolute;margin-left:59.25pt;` +
        'margin-top:1.5pt;width:240pt;height:90pt;z-index:1;visibility:hidden" fillcolor="#ffffe1" ' +
        'o:insetmode="auto"><v:fill color2="#ffffe1"/><v:shadow on="t" color="black" obscured="t"/>' +
        '<v:path o:connecttype="none"/><v:textbox style="mso-direction-alt:auto"><div style="text-align:left"></div>' +
        '</v:textbox><x:ClientData ObjectType="Note"><x:MoveWithCells/><x:SizeWithCells/>' +
        `<x:Anchor>${n.coluna + 1}, 15, ${n.linha}, 2, ${n.coluna + 5}, 15, ${n.linha + 6}, 4</x:Anchor>` +
        `<x:AutoFill>False</x:AutoFill><x:Row>${n.linha}</x:Row><x:Column>${n.coluna}</x:Column>` +
        "</x:ClientData></v:shape>",
    );
  });
  escrever("</xml>");
}
