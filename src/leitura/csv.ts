/**
 * A CSV file as a raw table (TabelaBruta), so that it goes through the same mapping and validation as a
 * sheet. Every field stays text ("78,50", "07/03/1961"): the shared parsers read numbers with comma
 * decimals and dates, exactly as they do for text typed in a sheet. Rows are numbered as Excel numbers
 * them when it opens the file (one row per record), so problems point at the cell the clerk will see.
 * Blank lines in the middle stay as blank rows (the validation reports them) and are listed here too.
 *
 * The fields are split by papaparse (RFC 4180, quotes, line breaks inside quotes), a maintained parser
 * rather than our own; this module decides what papaparse does not: the separator among those Excel
 * writes, Excel's ="0123", and how its errors are told to the clerk (by row and cell): an unterminated
 * quote or a malformed one is an error at its cell, a row with a different number of fields from the
 * header a warning at that row. Characters an .xlsx cannot hold are replaced and reported here, since
 * the file becomes the clerk's sheet in the workbook that `cotas anotar` writes.
 */
import Papa from "papaparse";
import { pareceFormula } from "../folhas/modelo";
import { decodificarCsv, type CodificacaoCsv } from "./csvCodificacao";
import { ColetorDeProblemas } from "./coletorDeProblemas";
import { motivoForaDoXml, temForaDoXml, trocarForaDoXml } from "../planilha/caracteresDoXml";
import type { Problema } from "./problema";
import type { TabelaBruta, ValorCelula } from "../planilha/tabela";

export type SeparadorCsv = ";" | "," | "\t";

/** In order of preference when two separators explain the file equally well: ";" is what Excel
 *  writes in pt-BR (the comma being the decimal mark), "," elsewhere, tab in "Texto Unicode". */
const SEPARADORES: readonly SeparadorCsv[] = [";", ",", "\t"];

/** Text already has "\n" line breaks only; every field is a string (no type guessing). */
const CONFIGURACAO = { newline: "\n", quoteChar: '"', dynamicTyping: false } as const;

export interface LeituraCsv {
  tabela: TabelaBruta;
  separador: SeparadorCsv;
  codificacao: CodificacaoCsv;
  /** 0-based rows (as in TabelaBruta) of the blank lines between the first and last filled ones. */
  linhasEmBranco: number[];
  /** Malformed quoting (errors, which block the computation like any other), ragged rows and
   *  replaced characters (warnings). */
  problemas: Problema[];
}

/** `folha`: the name Excel would give the sheet, i.e. the file name without extension. */
export function lerCsv(bytes: Uint8Array, folha: string): LeituraCsv {
  const { texto: bruto, codificacao } = decodificarCsv(bytes);
  // One line break for papaparse, which takes the first one it meets for the whole file; Excel ends
  // records at CRLF, LF or a lone CR, and keeps LF as the line break inside a cell.
  const texto = bruto.replace(/\r\n?/g, "\n");
  const separador = detectarSeparador(texto);
  const lido = Papa.parse<string[]>(texto, { ...CONFIGURACAO, delimiter: separador });
  const coletor = new ColetorDeProblemas(folha);
  const registros: ValorCelula[][] = lido.data.map((r) => r.map(valorDoCampo));
  const comAspasErradas = relatarAspas(lido.errors, lido.data, registros, coletor);
  while (registros.length > 0 && registros[registros.length - 1].every((v) => v === null)) registros.pop();

  const largura = registros.reduce((max, r) => Math.max(max, r.length), 0);
  relatarLinhasIrregulares(registros, largura, comAspasErradas, coletor);
  for (const r of registros) while (r.length < largura) r.push(null);
  const linhasEmBranco: number[] = [];
  const primeira = registros.findIndex((r) => r.some((v) => v !== null));
  registros.forEach((r, i) => {
    if (i > primeira && r.every((v) => v === null)) linhasEmBranco.push(i);
  });
  if (temForaDoXml(texto)) trocarCaracteresForaDoXml(registros, coletor);
  return {
    tabela: { folha, linhaInicial: 0, colunaInicial: 0, valores: registros },
    separador,
    codificacao,
    linhasEmBranco,
    problemas: coletor.fechar(),
  };
}

/**
 * The separator that splits the most lines into the same number (> 1) of fields, looking at the first
 * lines only, among those that leave no malformed quote. A title line or a few ragged lines do not
 * change the answer; comma decimals inside a ";" file do not either, since they split lines unevenly,
 * nor does an unterminated quote.
 */
export function detectarSeparador(texto: string): SeparadorCsv {
  const amostra = texto.slice(0, 64 * 1024).replace(/\r\n?/g, "\n");
  let melhor = { separador: ";" as SeparadorCsv, irregulares: Infinity, concordantes: 0, campos: 1 };
  for (const separador of SEPARADORES) {
    const opcoes = { ...CONFIGURACAO, delimiter: separador, preview: 50 };
    const { data: comAspas, errors } = Papa.parse<string[]>(amostra, opcoes);
    // An unterminated quote swallows the rest of the sample into one field, and the separator that
    // opened it would lose to one that splits the comma decimals of the lines below: those lines are
    // then counted as if quotes were plain text. Only quotes followed by stray text count against.
    const data = errors.some((e) => e.code === "MissingQuotes")
      ? Papa.parse<string[]>(amostra, { ...opcoes, quoteChar: "\u0000" }).data
      : comAspas;
    const irregulares = errors.filter((e) => e.code === "InvalidQuotes").length;
    const frequencia = new Map<number, number>();
    for (const r of data) {
      if (r.every((v) => v.trim() === "")) continue;
      frequencia.set(r.length, (frequencia.get(r.length) ?? 0) + 1);
    }
    for (const [campos, concordantes] of frequencia) {
      if (campos < 2) continue;
      const ganha =
        irregulares < melhor.irregulares ||
        (irregulares === melhor.irregulares &&
          (concordantes > melhor.concordantes ||
            (concordantes === melhor.concordantes && campos > melhor.campos)));
      if (ganha) melhor = { separador, irregulares, concordantes, campos };
    }
  }
  return melhor.separador;
}

/**
 * papaparse's quote errors at the cell where the quote opened. An unterminated quote takes the rest of
 * the file into its field: kept (nothing is lost) without papaparse's opening quote, and reported as
 * what it is, not as the missing columns of the rows it swallowed.
 */
function relatarAspas(
  erros: readonly Papa.ParseError[],
  dados: readonly string[][],
  registros: ValorCelula[][],
  coletor: ColetorDeProblemas,
): Set<number> {
  const linhas = new Set<number>();
  for (const e of erros) {
    if (e.code !== "MissingQuotes" && e.code !== "InvalidQuotes") continue;
    const linha = Math.min(e.row ?? dados.length - 1, dados.length - 1);
    if (linha < 0) continue;
    const campos = dados[linha];
    linhas.add(linha);
    if (e.code === "MissingQuotes") {
      const coluna = campos.length - 1;
      registros[linha][coluna] = valorDoCampo(campos[coluna].replace(/^"/, "").replace(/""/g, '"'));
      coletor.naCelula(
        "erro",
        "Tabela",
        linha,
        coluna,
        `as aspas abertas neste campo não se fecham até o fim do arquivo; confira as aspas (") dessa linha`,
      );
    } else {
      coletor.nasLinhas(
        "erro",
        "Tabela",
        linha,
        linha,
        0,
        Math.max(campos.length - 1, 0),
        `a linha ${linha + 1} tem um campo entre aspas seguido de texto antes do separador; confira as aspas (") dessa linha`,
      );
    }
  }
  return linhas;
}

/**
 * Rows below the header with another number of fields than it: a field lost or split by a stray
 * separator. Warned at the row (not the rows whose quote error already explains it); short rows are
 * read with empty cells, long ones keep every value.
 */
function relatarLinhasIrregulares(
  registros: ValorCelula[][],
  largura: number,
  jaRelatadas: ReadonlySet<number>,
  coletor: ColetorDeProblemas,
): void {
  const cabecalho = registros.findIndex((r) => r.filter((v) => v !== null).length > 1);
  if (cabecalho < 0) return;
  const esperado = registros[cabecalho].length;
  for (let i = cabecalho + 1; i < registros.length; i++) {
    const r = registros[i];
    if (r.length === esperado || jaRelatadas.has(i) || r.every((v) => v === null)) continue;
    coletor.nasLinhas(
      "aviso",
      "Tabela",
      i,
      i,
      0,
      Math.max(largura, 1) - 1,
      `a linha ${i + 1} tem ${r.length} ${r.length === 1 ? "campo" : "campos"} e o cabeçalho (linha ${cabecalho + 1}) tem ${esperado}; confira os separadores e as aspas dessa linha`,
    );
  }
}

function trocarCaracteresForaDoXml(registros: ValorCelula[][], coletor: ColetorDeProblemas): void {
  registros.forEach((r, i) =>
    r.forEach((v, j) => {
      if (typeof v !== "string" || !temForaDoXml(v)) return;
      coletor.naCelula("aviso", "Caracteres", i, j, motivoForaDoXml(v));
      r[j] = trocarForaDoXml(v);
    }),
  );
}

/** Empty and blank fields are empty cells; Excel's ="0123" is the text 0123; the rest as written. */
function valorDoCampo(campo: string): ValorCelula {
  // The apostrophe a CSV writer puts before text Excel would run as a formula (OWASP's; `cotas
  // importar -o x.csv` writes "'=Ana Silva"): Excel hides it in a cell, and so does the reading. Only
  // before = + - @ tab or CR: any other apostrophe is the clerk's text.
  if (campo.charCodeAt(0) === 0x27 && pareceFormula(campo.slice(1))) return campo.slice(1);
  if (campo.startsWith('="')) {
    const formulaDeTexto = /^="((?:[^"]|"")*)"$/s.exec(campo);
    if (formulaDeTexto) return formulaDeTexto[1].replace(/""/g, '"') || null;
  }
  return campo === "" || campo.trim() === "" ? null : campo;
}
