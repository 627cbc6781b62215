/**
 * The records of a section, in the two ways bancas separate them (`FormatoDosRegistros`). What the
 * extraction broke is mended and said: a line break inside a record, a word the typesetting split at a
 * line's end, a minus sign split from its number, a page number inside a name. What cannot be mended is
 * refused with its page and raw text, never read as something else.
 */
import { unirLinhas } from "./secoes";

export interface RegistroBruto {
  /** Offset of the record in the document (its page, for messages). */
  offset: number;
  bruto: string;
  campos: string[];
  /** What was mended, one sentence each. */
  consertos: string[];
}

/** Cargo subheadings inside a section: "CARGO 2: ANALISTA – ÁREA 1", "EMPREGO 3: TÉCNICO". */
const SUBTITULO_DE_CARGO =
  /(?:^|\n)\s*(?:\d+(?:\.\d+)*\.?\s+)?((?:CARGO|EMPREGO|ESPECIALIDADE|ÁREA)\s+\d+\s*[:–-]\s*[^\n/]*?)\s*(?=\n|$)/gi;

export interface TrechoDeCargo {
  /** Offset where the cargo's records begin. */
  offset: number;
  cargo: string;
}

/** The cargo subheadings of a section's body, and the body with them blanked (offsets kept). */
export function cargosDoTrecho(corpo: string, base: number): { cargos: TrechoDeCargo[]; corpo: string } {
  const cargos: TrechoDeCargo[] = [];
  const limpo = corpo.replace(SUBTITULO_DE_CARGO, (todo: string, cargo: string, offset: number) => {
    cargos.push({ offset: base + offset + todo.length, cargo: unirLinhas(cargo) });
    return " ".repeat(todo.length);
  });
  return { cargos, corpo: limpo };
}

/**
 * How a banca separates records and fields:
 * - "virgulas" (Cebraspe, the Diário Oficial da União): "10011661, Abel Batista Ribeiro, 12.00, 40.00 /
 *   10012278, …" — records end at "/", fields at a comma followed by a space (a decimal comma, "40,00",
 *   has none; a name with a comma comes in quotes);
 * - "barras" (Quadrix, in the Diário Oficial do Distrito Federal): "388.01339535/9 / ALEXANDRE RABELO
 *   DE CARVALHO / 0,00 / 0,30; 388.01337700/2 / …" — records end at ";", fields at a "/" between
 *   spaces (the inscrição itself holds a "/").
 */
export type FormatoDosRegistros = "virgulas" | "barras";

/** Where a record begins, in each format: its inscrição and the separator after it. */
export const INICIO_DE_REGISTRO: Record<FormatoDosRegistros, RegExp> = {
  virgulas: /(?:^|[/\n])\s*\d{5,}\s*,\s*\S/,
  barras: /(?:^|[;\n])\s*\d[\d.\-/]{4,}\s+\/\s+\S/,
};

/** The format of a body of records: the one more records begin in (its first 20,000 characters tell). */
export function formatoDoTrecho(corpo: string): FormatoDosRegistros {
  const amostra = corpo.slice(0, 20_000);
  const inicios = (formato: FormatoDosRegistros) =>
    amostra.match(new RegExp(INICIO_DE_REGISTRO[formato].source, "g"))?.length ?? 0;
  return inicios("barras") > inicios("virgulas") ? "barras" : "virgulas";
}

/** The records of a body of text (offsets relative to `base`). */
export function registrosDoTrecho(
  corpo: string,
  base: number,
  formato: FormatoDosRegistros,
): RegistroBruto[] {
  const registros: RegistroBruto[] = [];
  let inicio = 0;
  for (const pedaco of corpo.split(formato === "barras" ? ";" : "/")) {
    const offset = base + inicio + (pedaco.length - pedaco.trimStart().length);
    inicio += pedaco.length + 1;
    if (!pedaco.trim()) continue;
    registros.push({ offset, bruto: unirLinhas(pedaco), ...camposDoRegistro(pedaco, formato) });
  }
  return registros;
}

/**
 * A word the typesetting split at a line's end ("GABRIELLA FER-\nNANDES"): the justified columns of the
 * Diários Oficiais hyphenate names too.
 */
const PARTIDA_NO_FIM_DA_LINHA = /(\p{L})-[ \t]*\n\s*(?=\p{L})/gu;

/** A record's fields, by its format's separator. */
export function camposDoRegistro(
  registro: string,
  formato: FormatoDosRegistros,
): { campos: string[]; consertos: string[] } {
  const consertos: string[] = [];
  const texto = registro.replace(/\u2212/g, "-");
  const campos = formato === "barras" ? texto.trim().split(/\s+\/\s+/) : camposEntreVirgulas(texto);
  const limpos = campos.map((campo) => {
    const juntado = campo.replace(PARTIDA_NO_FIM_DA_LINHA, "$1");
    if (juntado !== campo) {
      consertos.push(
        `palavra partida no fim da linha juntada: "${unirLinhas(campo.replace(PARTIDA_NO_FIM_DA_LINHA, "$1-"))}" lido como "${unirLinhas(juntado)}" (se o hífen é do nome, corrija-o na tabela)`,
      );
    }
    const unido = unirLinhas(juntado);
    // A minus sign the extraction split from its number: "- 0.775" is "-0.775".
    const sinal = /^-\s+(\d[\d.,]*)$/.exec(unido);
    if (sinal) {
      consertos.push(`sinal de menos separado do número juntado: "${unido}" lido como -${sinal[1]}`);
      return `-${sinal[1]}`;
    }
    return unido;
  });
  if (limpos.length > 0 && limpos[limpos.length - 1] === "") limpos.pop();
  return { campos: limpos, consertos };
}

/** Fields separated by a comma and a space, a quoted field kept whole. */
function camposEntreVirgulas(texto: string): string[] {
  const campos: string[] = [];
  let atual = "";
  let aspas = false;
  for (let i = 0; i < texto.length; i++) {
    const c = texto[i];
    if (c === '"' && !aspas && !atual.trim()) {
      aspas = true;
      atual = "";
    } else if (c === '"' && aspas) {
      if (texto[i + 1] === '"') {
        atual += '"';
        i++;
      } else aspas = false;
    } else if (c === "," && !aspas && (i + 1 >= texto.length || /\s/.test(texto[i + 1]))) {
      campos.push(atual);
      atual = "";
    } else atual += c;
  }
  campos.push(atual);
  return campos;
}

/** A name with a page number the extraction left inside it ("Alex 74 Franco"): the number taken out. */
export function nomeSemNumero(nome: string): { nome: string; numero: string | null } {
  const m = /^(.*\S)\s+(\d{1,4})\s+(\S.*)$/.exec(nome);
  if (!m || /\d/.test(m[1] + m[3])) return { nome, numero: null };
  return { nome: `${m[1]} ${m[3]}`, numero: m[2] };
}

/** A published score, "40.00" or "40,00" (or "-0.775"), as a number; null if it is not one. */
export function numeroPublicado(texto: string): number | null {
  const t = texto.trim();
  if (!/^-?\d{1,6}(?:[.,]\d+)?$/.test(t)) return null;
  return Number(t.replace(",", "."));
}
