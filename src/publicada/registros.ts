/**
 * The records of a section, in each of the ways bancas separate them (`FormatoDosRegistros`). What the
 * extraction broke is mended and said: a line break inside a record, a word the typesetting split at a
 * line's end, a minus sign split from its number, a page number inside a name. What cannot be mended is
 * refused with its page and raw text, never read as something else.
 */
import { normalizarTexto } from "../leitura/texto";
import { unirLinhas } from "./secoes";

export interface RegistroBruto {
  /** Offset of the record in the document (its page, for messages). */
  offset: number;
  /** Offset just after the record's text in the document. */
  fim: number;
  bruto: string;
  campos: string[];
  /** What was mended, one sentence each. */
  consertos: string[];
  /** Why the record cannot be read, found while cutting it (a table's row with no name). */
  recusa?: string;
}

/**
 * Cargo subheadings inside a section: on a line of their own ("CARGO 2: ANALISTA – ÁREA 1", "EMPREGO 3:
 * TÉCNICO"), or numbered and followed by the cargo's records on the same line ("1.1.2 Cargo: Soldado
 * Policial Militar - Músico - Saxofone (código 102): 196100357, …", the IADES; "(código 102).197112866,
 * …" with a full stop).
 */
const SUBTITULOS_DE_CARGO: readonly RegExp[] = [
  // In capitals, its text going on over a line or two before the records ("OPÇÃO 40002042: ANALISTA –
  // ÁREA: … – SUBÁREA: ANÁLISE" / "SENSORIAL"): the lines with no small letter and no inscrição.
  /(?:^|\n)[ \t]*(?:\d+(?:\.\d+)*\.?[ \t]+)?((?:OPÇÃO|OPCAO|CARGO|EMPREGO|ESPECIALIDADE|ÁREA)[ \t]+\d+[ \t]*[:–-][^\n/\p{Ll}]*(?:\n(?![ \t]*\d{5})[^\n/\p{Ll}\d]{1,120}){0,2}?)[ \t]*(?=\n[ \t]*\d{5})/gu,
  /(?:^|\n)\s*(?:\d+(?:\.\d+)*\.?\s+)?((?:CARGO|EMPREGO|ESPECIALIDADE|ÁREA|OPÇÃO)\s+\d+\s*[:–-]\s*[^\n/]*?)\s*(?=\n|$)/gi,
  /(?<=^|\n)[ \t]*\d+(?:\.\d+)+\.?[ \t]*((?:CARGO|EMPREGO)\s*:[^;:]{1,300}?\(c[óo]digo\s*\d+\)|[^\n;:]{3,200}?\(c[óo]digo\s*\d+\))\s*(?::|\.(?=\s*\d{5,}))/gi,
];

export interface TrechoDeCargo {
  /** Offset where the cargo's records begin. */
  offset: number;
  cargo: string;
}

/**
 * The cargo subheadings of a section's body, and the body with each made a record's end (offsets kept):
 * the last record of a cargo often ends with a full stop, not with the separator.
 */
export function cargosDoTrecho(
  corpo: string,
  base: number,
  formato: FormatoDosRegistros,
): { cargos: TrechoDeCargo[]; corpo: string } {
  const cargos: TrechoDeCargo[] = [];
  let limpo = corpo;
  for (const subtitulo of SUBTITULOS_DE_CARGO) {
    limpo = limpo.replace(subtitulo, (todo: string, cargo: string, offset: number) => {
      cargos.push({ offset: base + offset + todo.length, cargo: unirLinhas(cargo) });
      return formato.registro + " ".repeat(todo.length - 1);
    });
  }
  cargos.sort((a, b) => a.offset - b.offset);
  return { cargos, corpo: limpo };
}

/** A subtitle above a run of records: what it says, its depth, and where its records begin. */
export interface Subtitulo {
  offset: number;
  /** The depth of its numbering ("2.1.1" is 3); an unnumbered line in capitals is the deepest. */
  nivel: number;
  texto: string;
  /** The values of several columns the subtitle gives, in order ("Saneamento, 122" is área and código). */
  partes?: string[];
}

/**
 * A numbered subtitle on the same line as its first record, ended by a colon or a comma: "1.1 Suporte
 * Administrativo/Atendimento Comercial, 112: 72104-3, Joab Rocha de Oliveira, …", "1.1. Saneamento,
 * 122, 22565-6, Robson Costa da Costa, …" (the área and its código, then the records). The records that follow on other lines and after the separator carry
 * neither: the subtitle gives them.
 */
const SUBTITULO_NA_LINHA =
  /(?<=^|\n)([ \t]*(\d+(?:\.\d+)+)\.?[ \t]+)([^\n:;]{2,200}?)[ \t]*[:,][ \t]*(?=\d{5,}(?:-[\dXx])?[ \t]*[,;/]\s*["“]?\p{Lu})/gu;

/**
 * The subtitles a body holds at the start of a record's line (SUBTITULO_NA_LINHA), and the body with
 * each blanked (offsets kept), so that the record begins its line.
 */
export function subtitulosNaLinha(
  corpo: string,
  base: number,
): { subtitulos: Subtitulo[]; corpo: string; inicios: number[] } {
  const subtitulos: Subtitulo[] = [];
  const inicios: number[] = [];
  const limpo = corpo.replace(
    SUBTITULO_NA_LINHA,
    (todo: string, _recuo: string, numero: string, texto: string, offset: number) => {
      if (!/\p{L}{2}/u.test(texto) || /\d{5}/.test(texto)) return todo;
      subtitulos.push({
        offset: base + offset + todo.length,
        nivel: numero.split(".").length,
        texto: unirLinhas(texto),
        partes: unirLinhas(texto).split(/,\s+/),
      });
      inicios.push(offset);
      return " ".repeat(todo.length);
    },
  );
  return { subtitulos, corpo: limpo, inicios };
}

/** A body whose subtitles on a record's line were blanked, each made the end of the record before it. */
export function comFimAntesDosSubtitulos(
  corpo: string,
  inicios: readonly number[],
  formato: FormatoDosRegistros,
): string {
  if (formato.registro === "\n" || inicios.length === 0) return corpo;
  const letras = corpo.split("");
  for (const i of inicios) letras[i] = formato.registro;
  return letras.join("");
}

const SEM_NUMERO = 100;

/**
 * The subtitles of a body of records: a line of its own between a record's end (or the body's start)
 * and a record's start (or another subtitle) — numbered ("2.1.1 CAMPUS DARCY RIBEIRO – DIURNO",
 * "1.1. CURITIBA", "2. OAB / AL"), or in capitals ("ADMINISTRAÇÃO (BACHARELADO)") — and the body with
 * each made a record's end (offsets kept).
 */
export function subtitulosDoTrecho(
  corpo: string,
  base: number,
  formato: FormatoDosRegistros,
): { subtitulos: Subtitulo[]; corpo: string } {
  const linhas: { inicio: number; texto: string }[] = [];
  let inicio = 0;
  for (const linha of corpo.split("\n")) {
    // A subtitle after the last record's full stop on the same line ("…, 8, suplente. 2.1.13.1 Lago
    // Norte"): a line of its own.
    const junto = /^(.*[.;/])\s+(\d+(?:\.\d+)+\.?\s+\p{L}[^\d/;]*)$/u.exec(linha);
    if (junto) {
      linhas.push({ inicio, texto: junto[1] });
      linhas.push({ inicio: inicio + linha.length - junto[2].length, texto: junto[2] });
    } else if (linha.trim()) linhas.push({ inicio, texto: linha });
    inicio += linha.length + 1;
  }
  const candidata = (texto: string): { nivel: number; texto: string } | null => {
    const t = unirLinhas(texto);
    if (t.length > 160 || /\d{5}/.test(t) || /,$/.test(t) || comecosDeRegistro(t).length > 0) return null;
    const numerado = /^(\d+(?:\.\d+)*)\.?\s+(\S.*)$/.exec(t);
    if (numerado && /\p{L}{2}/u.test(numerado[2])) {
      return { nivel: numerado[1].split(".").length, texto: numerado[2] };
    }
    const letras = t.match(/\p{L}/gu) ?? [];
    const maiusculas = t.match(/\p{Lu}/gu) ?? [];
    if (letras.length >= 3 && maiusculas.length >= letras.length * 0.7 && !/\d/.test(t)) {
      return { nivel: SEM_NUMERO, texto: t };
    }
    return null;
  };
  const comecaRegistro = (texto: string) =>
    formato.campo === " " ? linhaDeTabela(texto) !== null : comecosDeRegistro(texto).includes(0);
  const subtitulos: Subtitulo[] = [];
  let limpo = corpo;
  linhas.forEach((linha, k) => {
    const c = candidata(linha.texto);
    if (!c) return;
    const antes = k > 0 ? linhas[k - 1].texto.trimEnd() : "";
    const fechado =
      k === 0 ||
      // A table's row ends at its line's end.
      formato.campo === " " ||
      antes.endsWith(formato.registro) ||
      antes.endsWith(".") ||
      (subtitulos.length > 0 &&
        subtitulos.at(-1)!.offset === base + linhas[k - 1].inicio + linhas[k - 1].texto.length);
    const depois = linhas[k + 1]?.texto.trimStart() ?? "";
    if (!fechado || !(comecaRegistro(depois) || candidata(depois))) return;
    const fim = linha.inicio + linha.texto.length;
    // A numbered subtitle broken over two lines, the second ending it with a colon ("1.1.1 Candidato
    // ao Curso de Formação … (código 101) SUB" / "JUDICE:"): one subtitle.
    const anterior = subtitulos.at(-1);
    if (
      anterior &&
      c.nivel === SEM_NUMERO &&
      anterior.nivel < SEM_NUMERO &&
      anterior.offset === base + linhas[k - 1].inicio + linhas[k - 1].texto.length &&
      !anterior.texto.endsWith(":") &&
      c.texto.endsWith(":")
    ) {
      anterior.texto = `${anterior.texto} ${c.texto.slice(0, -1).trim()}`;
      anterior.offset = base + fim;
    } else subtitulos.push({ offset: base + fim, ...c });
    limpo =
      limpo.slice(0, linha.inicio) + formato.registro + " ".repeat(linha.texto.length - 1) + limpo.slice(fim);
  });
  return { subtitulos, corpo: limpo };
}

/**
 * The value of each subtitle column for a record at `offset`: the subtitles over it, outermost first.
 * One column takes them all ("CAMPUS DARCY RIBEIRO – DIURNO / ADMINISTRAÇÃO (BACHARELADO)"); several
 * take the deepest levels, one each, in order ("OAB / PR", "CURITIBA").
 */
export function valoresDosSubtitulos(
  subtitulos: readonly Subtitulo[],
  offset: number,
  colunas: number,
): string[] {
  const pilha: Subtitulo[] = [];
  for (const s of subtitulos) {
    if (s.offset > offset) break;
    while (pilha.length > 0 && pilha[pilha.length - 1].nivel >= s.nivel) pilha.pop();
    pilha.push(s);
  }
  if (colunas === 1) return [pilha.map((s) => s.texto).join(" / ")];
  // One subtitle that gives as many values as the columns ("Saneamento, 122": área, código).
  const ultimo = pilha.at(-1);
  if (ultimo?.partes?.length === colunas) return [...ultimo.partes];
  const ultimos = pilha.slice(-colunas).map((s) => s.texto);
  return [...Array<string>(colunas - ultimos.length).fill(""), ...ultimos];
}

/**
 * How a banca separates records and fields:
 * - records at "/", fields at a comma (Cebraspe, the Diário Oficial da União): "10011661, Abel Batista
 *   Ribeiro, 12.00, 40.00 / 10012278, …";
 * - records at ";", fields at a "/" between spaces (Quadrix, in the Diário Oficial do Distrito Federal):
 *   "388.01339535/9 / ALEXANDRE RABELO DE CARVALHO / 0,00 / 0,30; 388.01337700/2 / …" — the inscrição
 *   itself holds a "/";
 * - records at ";", fields at a comma (IADES, in the same Diário): "196100246, ADYLSON MARTINS DE ABREU;
 *   196100846, …".
 * A field separator comma is followed by a space (a decimal comma, "40,00", has none) and is outside
 * quotes and parentheses ("Silva, João" in quotes; "(28, - , apto)" is one field).
 */
export interface FormatoDosRegistros {
  registro: "/" | ";" | "\n";
  campo: "," | "/" | ";" | " ";
}

/**
 * A table under a sentence of columns: one candidate per line, the fields parted by the spaces of the
 * PDF's columns, the name before the inscrição or after it ("19194104 Alessandra Rodrigues Gomes 7";
 * "Aaron Aubrey Siqueira Sue 10023992 2083285 DF Letras – Tradução… / Diurno / UnB Darcy Ribeiro").
 */
export const FORMATO_DE_TABELA: FormatoDosRegistros = { registro: "\n", campo: " " };

/** The formats, in the order a tie is settled (a body of one record fits two). */
export const FORMATOS: readonly FormatoDosRegistros[] = [
  { registro: "/", campo: "," },
  { registro: ";", campo: "/" },
  { registro: ";", campo: "," },
];

/**
 * Layouts found by the evidence of a body when none of FORMATOS fits it: records at "/" with fields at
 * ";" and decimal commas ("47957; ABEL VIEIRADUARTE; 5,1 / 17768; …"), and one record per line (the
 * result PDFs of many bancas), fields at a comma, a ";" or a " / " — a line that begins with no
 * inscrição goes on the record above (a long name broken).
 */
export const OUTROS_FORMATOS: readonly FormatoDosRegistros[] = [{ registro: "/", campo: ";" }];
export const FORMATOS_DE_LINHA: readonly FormatoDosRegistros[] = [
  { registro: "\n", campo: "," },
  { registro: "\n", campo: ";" },
  { registro: "\n", campo: "/" },
];

/**
 * A record-like start, whatever the layout: an inscrição as bancas print it (digits, maybe with the
 * dots, slashes or hyphens of "10.123.456", "388.01339535/9", "2024-001"; five digits at least) at the
 * start of the text or of a line, or after a "/" or ";", then a separator or a line break, then a name.
 * It is counted apart from the reading, so that a record the reading did not take is seen.
 */
const COMECO_DE_REGISTRO =
  /(?<=^|[\n;]|(?<!\d)\/|\/\s)[ \t]*(\d[\d./-]*\d)[ \t]*(?:[,;/|]|[–-](?=\s)|\t)?\s*(?=["“]?\p{Lu}|["“]?\p{Ll}{2})/gu;

/** The offsets of the record-like starts in a body of text (relative to `base`). */
export function comecosDeRegistro(corpo: string, base = 0): number[] {
  const achados: number[] = [];
  for (const m of corpo.matchAll(COMECO_DE_REGISTRO)) {
    const inscricao = m[1];
    // Not a score ("27.583") nor a paragraph's number ("2.1.11.1 Jardim Botânico"); nor a company's
    // CNPJ ("20.323.529/0001-53 MESA DE REUNIÃO", a Diário's relation of purchases) or a date
    // ("01/07/2025 com término em"): no inscrição has their form.
    if (
      (inscricao.match(/\d/g)?.length ?? 0) < 5 ||
      /^\d{1,3}[.,]\d+$/.test(inscricao) ||
      /^\d{1,2}(?:\.\d{1,2})+$/.test(inscricao) ||
      /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/.test(inscricao) ||
      /^(?:0?[1-9]|[12]\d|3[01])\/(?:0?[1-9]|1[0-2])\/(?:19|20)\d{2}$/.test(inscricao)
    )
      continue;
    achados.push(base + m.index + m[0].indexOf(inscricao));
  }
  return achados;
}

/** An inscrição and the field separator after it: where a record begins. */
const INSCRICAO_E_SEPARADOR: Record<Exclude<FormatoDosRegistros["campo"], " ">, string> = {
  ",": String.raw`\d{5,}(?:-[\dXx])?\s*,\s*\S`,
  "/": String.raw`\d[\d.\-/]{4,}\s+\/\s+\S`,
  ";": String.raw`\d[\d.\-/]{4,}\s*;\s*\S`,
};

/** Where a record begins: at the start of the text or of a line, or after a record's end. */
export function inicioDeRegistro(formato: FormatoDosRegistros): RegExp {
  if (formato.campo === " ") return LINHA_DE_TABELA_EM_TEXTO;
  return new RegExp(String.raw`(?:^|[${formato.registro}\n])\s*${INSCRICAO_E_SEPARADOR[formato.campo]}`);
}

/**
 * The format of a body of records (its first 20,000 characters tell): the one whose records begin the
 * most times right after its own record separator; a tie there goes to the one whose records begin the
 * most times counting line starts too. A line start is no evidence of a format: every format's records
 * may begin a line ("…, 0.00;\n0000000001, …" is ";" records), so only the separator decides first.
 */
export function formatoDoTrecho(corpo: string, comTabela = false): FormatoDosRegistros {
  const amostra = semOResto(corpo.slice(0, 20_000), comTabela);
  const contar = (f: FormatoDosRegistros) => {
    const inicios = [
      ...amostra.matchAll(new RegExp(inicioDeRegistro(f).source, `${inicioDeRegistro(f).flags}g`)),
    ];
    return {
      depoisDoSeparador: inicios.filter((m) => m[0][0] === f.registro).length,
      todos: inicios.length,
    };
  };
  const formatos = [...FORMATOS, ...OUTROS_FORMATOS];
  // Under a sentence of columns, a table's row before any record of a separator's format: a table (in
  // a whole edition of a Diário, other acts' records come after it).
  if (comTabela) {
    const linha = linhasDeTabela(amostra)[0];
    if (linha !== undefined) {
      const primeiro = Math.min(
        ...[...formatos, ...FORMATOS_DE_LINHA].map((f) => {
          const m = new RegExp(inicioDeRegistro(f).source, inicioDeRegistro(f).flags).exec(amostra);
          return m ? m.index : Infinity;
        }),
      );
      if (linha < primeiro) return FORMATO_DE_TABELA;
    }
  }
  const pontos = formatos.map(contar);
  // Still tied (a list of one record): a record separator that the text holds glued inside a value
  // ("18/12/2019", "Brasília/DF") is evidence against it.
  const sobras = formatos.map((f) => amostra.match(new RegExp(`\\S\\${f.registro}\\S`, "g"))?.length ?? 0);
  // And then: the inscrição and its field separator wherever they are (a record after a subtitle on
  // its line, "(código 101): 196100246, ADYLSON …").
  const soltos = formatos.map(
    (f) =>
      amostra.match(new RegExp(INSCRICAO_E_SEPARADOR[f.campo as Exclude<typeof f.campo, " ">], "g"))
        ?.length ?? 0,
  );
  let melhor = 0;
  pontos.forEach((p, i) => {
    const m = pontos[melhor];
    const empate = p.depoisDoSeparador === m.depoisDoSeparador && p.todos === m.todos;
    if (
      p.depoisDoSeparador > m.depoisDoSeparador ||
      (p.depoisDoSeparador === m.depoisDoSeparador && p.todos > m.todos) ||
      (empate && sobras[i] < sobras[melhor]) ||
      (empate && sobras[i] === sobras[melhor] && soltos[i] > soltos[melhor])
    )
      melhor = i;
  });
  // No record begins after a "/" or a ";": one record per line, when two lines at least begin one.
  if (pontos[melhor].depoisDoSeparador === 0) {
    const porLinha = FORMATOS_DE_LINHA.map(contar);
    let k = 0;
    porLinha.forEach((p, i) => {
      if (p.depoisDoSeparador > porLinha[k].depoisDoSeparador) k = i;
    });
    if (porLinha[k].depoisDoSeparador >= 2) return FORMATOS_DE_LINHA[k];
  }
  return formatos[melhor];
}

/** An inscrição, its separator and a name, wherever in a line (after a subtitle on the same line). */
const REGISTRO_EM_QUALQUER_PONTO = /(?<![\d.,])\d{5,}(?:-[\dXx])?[ \t]*[,;/]\s*["“]?\p{Lu}/u;

/**
 * A body up to where the list ends: the first numbered paragraph with no record of any format (nor a
 * table's row) right after it ("3 DOS RECURSOS", "3.1 O candidato disporá…"). In a whole edition of a
 * Diário the body runs on over other acts, whose records must not decide the list's format.
 */
function semOResto(corpo: string, comTabela: boolean): string {
  const comecos = [...FORMATOS, ...OUTROS_FORMATOS, ...FORMATOS_DE_LINHA].map(inicioDeRegistro);
  if (comTabela) comecos.push(LINHA_DE_TABELA_EM_TEXTO);
  // A record of any format begins in the text (also after a subtitle on its line).
  const temRegistro = (texto: string) =>
    comecos.some((r) => r.test(texto)) || REGISTRO_EM_QUALQUER_PONTO.test(texto);
  let fim = corpo.length;
  for (const m of corpo.matchAll(/\n\s*\d+(?:\.\d+)*\.?\s+\p{Lu}/gu)) {
    const depois = corpo.slice(m.index, m.index + 300);
    if (!temRegistro(depois)) {
      fim = m.index;
      break;
    }
  }
  // Or the full stop at a line's end that ends the list, after a record and with none right after it
  // ("…, 725.801.861-15, 119." then "Em 04 de outubro de 2017", a signature, the next act).
  const primeiro = Math.min(
    ...comecos.map((r) => {
      const m = r.exec(corpo);
      return m ? m.index : Infinity;
    }),
  );
  if (primeiro === Infinity) return corpo.slice(0, fim);
  for (const m of corpo.slice(0, fim).matchAll(/\.[ \t]*\n/g)) {
    if (m.index < primeiro) continue;
    const depois = corpo.slice(m.index + 1, m.index + 301);
    // (A record after a subtitle on its line counts: "1.1.2 Cargo: … (código 102): 196100357, …".)
    if (!temRegistro(depois)) return corpo.slice(0, m.index + 1);
  }
  return corpo.slice(0, fim);
}

/** The records of a body of text (offsets relative to `base`). */
export function registrosDoTrecho(
  corpo: string,
  base: number,
  formato: FormatoDosRegistros,
): RegistroBruto[] {
  if (formato.campo === " ") return registrosDaTabela(corpo, base);
  const registros: RegistroBruto[] = [];
  let inicio = 0;
  // One record per line: a line break before an inscrição and its separator ends a record; another
  // line break is inside one.
  const pedacos =
    formato.registro === "\n"
      ? corpo.split(new RegExp(String.raw`\n(?=[ \t]*${INSCRICAO_E_SEPARADOR[formato.campo]})`))
      : formato.registro === "/"
        ? // A "/" between two letters is a value's own ("Sudoeste/Octogonal", a region), not a record's end.
          corpo.split(/(?<!\p{L})\/|\/(?!\p{L})/u)
        : corpo.split(formato.registro);
  for (const pedaco of pedacos) {
    const offset = base + inicio + (pedaco.length - pedaco.trimStart().length);
    const fim = base + inicio + pedaco.trimEnd().length;
    inicio += pedaco.length + 1;
    if (!pedaco.trim()) continue;
    registros.push({ offset, fim, bruto: unirLinhas(pedaco), ...camposDoRegistro(pedaco, formato) });
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
  const campos =
    formato.campo === "/"
      ? texto.trim().split(/\s+\/\s+/)
      : formato.campo === ";"
        ? texto.trim().split(/\s*;\s*/)
        : camposEntreVirgulas(texto);
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

/** Fields separated by a comma and a space, a quoted or parenthesised field kept whole. */
function camposEntreVirgulas(texto: string): string[] {
  const campos: string[] = [];
  let atual = "";
  let aspas = false;
  let parenteses = 0;
  for (let i = 0; i < texto.length; i++) {
    const c = texto[i];
    if (!aspas && (c === "(" || c === ")")) {
      parenteses = Math.max(0, parenteses + (c === "(" ? 1 : -1));
      atual += c;
    } else if (c === '"' && !aspas && !atual.trim()) {
      aspas = true;
      atual = "";
    } else if (c === '"' && aspas) {
      if (texto[i + 1] === '"') {
        atual += '"';
        i++;
      } else {
        aspas = false;
        // The full stop after the closing quote of the last field ends the sentence, not the field:
        // '000000, "Silva, Ana".' is the name "Silva, Ana".
        if (/^\.\s*$/.test(texto.slice(i + 1))) break;
      }
    } else if (
      c === "," &&
      !aspas &&
      parenteses === 0 &&
      // (A comma glued to a parenthesis parts fields too: "PIRES,(35, -, apto),(0, 0, inapto)".)
      (i + 1 >= texto.length || /[\s(]/.test(texto[i + 1]))
    ) {
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

/** A word of a name in a table's row: letters, maybe an apostrophe, a hyphen or a full stop inside. */
const PALAVRA_DO_NOME = String.raw`\p{L}[\p{L}'’´.-]*`;
/** An inscrição in a table's row: five digits at least, maybe with the dots, slashes, hyphens bancas use. */
const INSCRICAO_DA_LINHA = String.raw`\d(?:[.\-/]?\d){4,13}`;
/** A table's row, the inscrição first: "19194104 Alessandra Rodrigues Gomes 7" (". " of a DODF cell). */
const LINHA_INSCRICAO_PRIMEIRO = new RegExp(
  String.raw`^[ \t]*(?:\.[ \t]+)?(${INSCRICAO_DA_LINHA})[ \t]+(\p{Lu}[\p{L}'’´.-]*(?:[ \t]+${PALAVRA_DO_NOME})+)`,
  "u",
);
/** A table's row, the name first: "Adson Mendes de Rosse 20195638", values after it or not. */
const LINHA_NOME_PRIMEIRO = new RegExp(
  String.raw`^[ \t]*(?:\.[ \t]+)?(\p{Lu}[\p{L}'’´.-]*(?:[ \t]+${PALAVRA_DO_NOME})+)[ \t]+(${INSCRICAO_DA_LINHA})(?=[ \t]|$)`,
  "u",
);
/** The same, anywhere in a text (the end of a section's records is where none follows a paragraph). */
const LINHA_DE_TABELA_EM_TEXTO = new RegExp(
  String.raw`(?:^|\n)[ \t]*(?:\.[ \t]+)?(?:${INSCRICAO_DA_LINHA}[ \t]+\p{Lu}[\p{L}'’´.-]*[ \t]+\p{L}|\p{Lu}[\p{L}'’´.-]*(?:[ \t]+${PALAVRA_DO_NOME})+[ \t]*${INSCRICAO_DA_LINHA}(?=[ \t\n]|\p{L}|$))`,
  "u",
);

/**
 * A row's text with what the PDF's columns glued taken apart: a name glued to the inscrição after it
 * ("Alessandra Telles Bellomo de10002832"), a value glued to the inscrição or score before it
 * ("20195638Aeroespacial", "000111688299-7Estatística"), a name glued to a score ("Teixeira80").
 */
function descolada(linha: string): string {
  return linha.replace(/(\p{Ll}|\p{L}-)(\d)/gu, "$1 $2").replace(/(\d)(\p{Lu}\p{Ll})/gu, "$1 $2");
}

/** A row of a table: the name and the inscrição in the order the line has them, and the rest. */
interface LinhaDeTabela {
  nomePrimeiro: boolean;
  inscricao: string;
  nome: string;
  resto: string;
}

/** A line as a table's row (the inscrição and a name of two words at least, in either order), or null. */
export function linhaDeTabela(linha: string): LinhaDeTabela | null {
  const t = descolada(linha);
  const digitos = (i: string) => i.replace(/\D/g, "").length;
  const i = LINHA_INSCRICAO_PRIMEIRO.exec(t);
  if (i && digitos(i[1]) >= 5 && !/^\d{1,3}[.,]\d+$/.test(i[1])) {
    // The name: its words up to the first value (a number, a "-"); in capitals, up to a word that is not.
    const tokens = t
      .slice(i.index + i[0].length - i[2].length)
      .trim()
      .split(/\s+/);
    const maiusculas = tokens[0] === tokens[0].toUpperCase();
    let k = 0;
    while (
      k < tokens.length &&
      new RegExp(`^${PALAVRA_DO_NOME}$`, "u").test(tokens[k]) &&
      (!maiusculas || tokens[k] === tokens[k].toUpperCase())
    )
      k++;
    if (k < 2) return null;
    return {
      nomePrimeiro: false,
      inscricao: i[1],
      nome: tokens.slice(0, k).join(" "),
      resto: tokens.slice(k).join(" "),
    };
  }
  const n = LINHA_NOME_PRIMEIRO.exec(t);
  if (n && digitos(n[2]) >= 5) {
    return {
      nomePrimeiro: true,
      inscricao: n[2],
      nome: unirLinhas(n[1]),
      resto: t.slice(n.index + n[0].length).trim(),
    };
  }
  return null;
}

/**
 * A line that begins with an inscrição and holds no name after it (the name's cell broken around it:
 * "Fernando Augusto Hortencio de" / "20195477Engenharia de Computação (Bacharelado) /" / "Oliveira"):
 * a record's start all the same, refused and counted, never taken as a cell's text.
 */
const SO_INSCRICAO = new RegExp(
  String.raw`^[ \t]*(?:\.[ \t]+)?(${INSCRICAO_DA_LINHA})(?=[ \t]|$|\p{L})`,
  "u",
);

function soInscricao(linha: string): { inscricao: string; resto: string } | null {
  const m = SO_INSCRICAO.exec(linha);
  if (!m || /^\d{1,2}[./]\d{1,2}[./]\d{2,4}$/.test(m[1])) return null;
  return { inscricao: m[1], resto: descolada(linha.slice(m[0].length)).trim() };
}

/** The offsets (relative to `base`) of the lines of a body that are a table's rows, or begin as one. */
export function linhasDeTabela(corpo: string, base = 0): number[] {
  const achadas: number[] = [];
  let inicio = 0;
  for (const linha of corpo.split("\n")) {
    if (linhaDeTabela(linha) || soInscricao(linha))
      achadas.push(base + inicio + (linha.length - linha.trimStart().length));
    inicio += linha.length + 1;
  }
  return achadas;
}

/**
 * The values after a row's name and inscrição: each number (or "-") a field, a run of words one field
 * ("DF Letras – Tradução – Inglês (Bacharelado) / Diurno"); a dash between words stays in the words.
 */
function valoresDaLinha(resto: string): string[] {
  const valores: string[] = [];
  let texto = false;
  const tokens = resto.split(/\s+/).filter(Boolean);
  tokens.forEach((t, k) => {
    const numero = /\d/.test(t);
    const traco = /^[-–—]$/.test(t);
    const proximo = tokens[k + 1];
    if (numero || (traco && !(texto && proximo !== undefined && !/\d/.test(proximo)))) {
      valores.push(t);
      texto = false;
    } else if (texto) valores[valores.length - 1] += ` ${t}`;
    else {
      valores.push(t);
      texto = true;
    }
  });
  return valores;
}

/** A line that carries on the next row's value: it ends with a joiner ("Campus UnB — Gama / Engenharias –"). */
const CONTINUA_ADIANTE = /[/–—,-]\s*$/;

/**
 * The records of a table under a sentence (FORMATO_DE_TABELA): each row a record, its fields in the
 * order the row has them ([nome, inscrição, …] or [inscrição, nome, …]). A line between rows is a
 * cell the PDF broke over lines: ending with a joiner it begins the next row's last value; else it ends
 * the row above's last value (its name, when all its values are numbers: "Thatiany Teixeira 80 77 157
 * 130º" / "Batista Chaves"). Three lines or more between rows, or after the last, are not of the table.
 */
function registrosDaTabela(corpo: string, base: number): RegistroBruto[] {
  type Linha = RegistroBruto & { nomePrimeiro: boolean; semNome?: true };
  const registros: Linha[] = [];
  let pendentes: { inicio: number; texto: string }[] = [];
  let inicio = 0;
  const acrescentar = (r: Linha, texto: string, fim: number, antes = false) => {
    const ultimo = r.campos.length - 1;
    const nomeIdx = r.nomePrimeiro ? 0 : 1;
    // The row's last value when it is words; a new value when the row has none; its name when all
    // its values are numbers.
    if (ultimo <= 1) r.campos.push("");
    const j =
      r.campos.length - 1 > 1 && !/\d/.test(r.campos.at(-1)!) ? r.campos.length - 1 : antes ? -1 : nomeIdx;
    if (j < 0) return;
    // A word of the name the cell broke at its end: "Da Silva Ro-" / "drigues" is "Da Silva Rodrigues".
    if (j === nomeIdx && !antes && /\p{L}-$/u.test(r.campos[j]) && /^\p{Ll}/u.test(texto)) {
      const antigo = r.campos[j];
      r.campos[j] = `${antigo.slice(0, -1)}${texto}`;
      r.consertos.push(
        `palavra partida no fim da linha juntada: "${antigo} ${texto}" lido como "${r.campos[j]}" (se o hífen é do nome, corrija-o na tabela)`,
      );
      r.bruto = `${r.bruto} ${texto}`;
      r.fim = Math.max(r.fim, fim);
      return;
    }
    if (!r.campos[j]) {
      r.campos[j] = texto;
      r.bruto = antes ? `${texto} ${r.bruto}` : `${r.bruto} ${texto}`;
      if (!antes) r.fim = Math.max(r.fim, fim);
      return;
    }
    r.campos[j] = antes ? `${texto} ${r.campos[j]}` : `${r.campos[j]} ${texto}`;
    r.bruto = antes ? `${texto} ${r.bruto}` : `${r.bruto} ${texto}`;
    if (!antes) r.fim = Math.max(r.fim, fim);
  };
  // Cells printed around their row's line (a line above it, a line below): the first row has a line
  // of its own just above it, and the last line of each gap begins the next row's value.
  let acima = false;
  const fecharPendentes = (proximo: (typeof registros)[number] | null) => {
    if (proximo && registros.length === 1) acima = pendentes.length >= 1 && pendentes.length <= 2;
    if (pendentes.length <= 2) {
      const antes = registros.at(proximo ? -2 : -1);
      const anterior = antes?.semNome ? undefined : antes;
      pendentes.forEach((p, k) => {
        const ultima = k === pendentes.length - 1;
        const adiante = proximo && ultima && (acima || CONTINUA_ADIANTE.test(p.texto));
        if (adiante) acrescentar(proximo, unirLinhas(p.texto), 0, true);
        else if (anterior)
          acrescentar(anterior, unirLinhas(descolada(p.texto)), base + p.inicio + p.texto.trimEnd().length);
      });
    }
    pendentes = [];
  };
  for (const linha of corpo.split("\n")) {
    const aqui = inicio;
    inicio += linha.length + 1;
    if (!linha.trim()) continue;
    const l = linhaDeTabela(linha);
    const so = l ? null : soInscricao(linha);
    if (!l && so) {
      // No name: a record all the same, that the reading refuses (its fields do not fit).
      fecharPendentes(null);
      registros.push({
        offset: base + aqui + (linha.length - linha.trimStart().length),
        fim: base + aqui + linha.trimEnd().length,
        bruto: unirLinhas(linha),
        campos: [so.inscricao, ...valoresDaLinha(so.resto)],
        consertos: [],
        recusa:
          "A linha da tabela começa pela inscrição e não tem o nome ao lado (o nome partido em linhas acima e abaixo dela?).",
        nomePrimeiro: false,
        semNome: true,
      });
      continue;
    }
    if (!l) {
      pendentes.push({ inicio: aqui, texto: linha });
      continue;
    }
    const valores = valoresDaLinha(l.resto);
    const offset = base + aqui + (linha.length - linha.trimStart().length);
    const r = {
      offset,
      fim: base + aqui + linha.trimEnd().length,
      bruto: unirLinhas(linha),
      campos: l.nomePrimeiro ? [l.nome, l.inscricao, ...valores] : [l.inscricao, l.nome, ...valores],
      consertos: [],
      nomePrimeiro: l.nomePrimeiro,
    };
    registros.push(r);
    fecharPendentes(r);
  }
  fecharPendentes(null);
  return registros.map(({ nomePrimeiro: _, semNome: __, ...r }) => r);
}

/**
 * A table's header row over its records, broken over lines ("Nº de" / "Nome do candidato em ordem
 * alfabética Sistema/subsistema" / "inscrição"), blanked (offsets kept): a line that is no row and
 * names the inscrição, or whose words are all words of the sentence's columns, or a scrap of one or
 * two short words with no digit.
 */
export function semCabecalhoDaTabela(corpo: string, colunas: readonly string[]): string {
  const vocabulario = new Set(
    normalizarTexto(
      `${colunas.join(" ")} numero inscricao nome candidato candidata classificacao nota final documento identidade`,
    )
      .split(" ")
      .filter((p) => p.length >= 3),
  );
  return corpo
    .split("\n")
    .map((linha) => {
      if (!linha.trim() || linhaDeTabela(linha) || /\d{5}/.test(linha) || linha.length > 160) return linha;
      const normal = normalizarTexto(linha.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2").replace(/^\s*\.\s+/, ""));
      const palavras = normal.split(" ").filter((p) => p.length >= 3);
      const cabecalho =
        /\binscri/.test(normal) ||
        (palavras.length > 0 && palavras.every((p) => vocabulario.has(p))) ||
        (palavras.length === 0 && linha.trim().length <= 6 && !/\d/.test(linha));
      return cabecalho ? " ".repeat(linha.length) : linha;
    })
    .join("\n");
}
