/**
 * A table read by its header row: the header is the table's column sentence. Each column the header
 * names is given a kind from its word — the inscrição ("Inscrição", "IDENTIFICADOR"), the name, a CPF,
 * a birth date, a score ("Nota Total", "pontos"), a classification in a list ("class ac", "class
 * ppp"), a text column ("Pólo", "situação final") — and a row is aligned with the header by the kinds
 * of its values: an inscrição is 5 to 14 digits, maybe after a prefix of letters ("TIC370100757"); a
 * masked CPF ("XXX.917.491-XX", "***.180.875-**") or a date is never the inscrição nor a score; a score
 * is a number; a name is words only. Words of the header that name no known column (the abbreviations
 * of a row of partial scores, "l por l ing mat …") are a run of values whose width the rows tell.
 *
 * Where the kinds leave more than one reading, the values decide: a text column next to the name (a
 * pólo after it, a region before it) holds a value many rows repeat ("Bom Jesus da Lapa"), a name does
 * not. A list's classification printed only for those who compete in it (an empty cell otherwise)
 * makes the column optional; when a row prints one of two such columns, the text alone cannot tell which:
 * from a PDF, where the value stands does (it is under the header of its column, nearer it than any
 * other optional column's); from a pasted text, or where the places are not known, it is said, not
 * guessed. A row the header does not fit is refused with why.
 */
import { normalizarTexto } from "../leitura/texto";
import { papeisDasColunas } from "./secoes";
import type { ListaDaSecao, TrechoDaPalavra } from "./tipos";

export type TipoDaColuna =
  | "inscricao"
  | "nome"
  | "cpf"
  | "data"
  | "nota"
  | "classificacao"
  | "texto"
  /** A count printed as one number that is no score ("ACERTOS"): one value, never the table's nota. */
  | "numero"
  /** Header words that name no known column: a run of values of a width the rows tell. */
  | "valores";

export interface ColunaDoCabecalho {
  /** The header's words for it. */
  nome: string;
  tipo: TipoDaColuna;
  /** The list a classification column is of ("class ppp" → PPP); none when it names none. */
  lista?: ListaDaSecao;
  /**
   * A name column the header does not name (its rows print the name beside the inscrição, with no word
   * over it: "INSCRIÇÃO SITUACAO … DTNASC" over "LUCAS BARBOSA DA SILVA 1060612 reprovado …"): where it
   * stands, the rows tell (see ladoDoNome).
   */
  semCabecalho?: true;
}

/**
 * A masked or plain CPF ("XXX.917.491-XX", "***.180.875-**", "123.456.789-09"), the mask maybe inside a
 * group ("820.97X.XXX-XX": DOM de Salvador).
 */
export const CPF = /^[\dXx*]{3}\.[\dXx*]{3}\.[\dXx*]{3}-[\dXx*]{2}$/;
/** A date as a row prints it ("04/04/2000", "04/04/00"). */
export const DATA = /^\d{1,2}\/\d{1,2}\/\d{2,4}$/;
/**
 * An inscrição: 5 to 14 digits with single dots, slashes or hyphens, maybe after a prefix of letters or
 * before a suffix of them after a slash or hyphen (a protocol's "0200/2021/EDU").
 */
const INSCRICAO = /^(?:\p{Lu}{1,6}[-.]?)?\d(?:[./-]?\d){4,13}(?:[/-]\p{Lu}{1,6})?$/u;
/**
 * A number of a score or a classification ("9,0", "61,5", "410", "-0.775", "12º"), or "-" or "**" for
 * none (an empty cell: "reprovado reprovado ** ** 7,4167").
 */
const NUMERO = /^(?:[-+]?\d{1,4}(?:[.,]\d+)?[º°ª]?|\d{1,3}(?:\.\d{3})+,\d+|-|\*{2,3})$/;
/**
 * A classification with a list's mark, as a legend explains it ("16ºCG": in the general list, "1ºVR":
 * in the reserved vacancies, "(OVR)6": one who opted for both).
 */
const CLASSIFICACAO_MARCADA = /^(?:\(\p{Lu}{1,5}\))?\d{1,5}[º°ª]?\p{Lu}{0,3}$/u;
/** A code of digits in parts ("804−07", "429-46", "12.3"): a text column's value, not a score. */
const CODIGO = /^\d{1,6}(?:[-−–/.]\d{1,6})+$/;
/**
 * A word of a name ("SOUSA", "Da", "Pereira.", "D'Ávila"), maybe with a "?" where the PDF lost a
 * character ("D?ABREU", "SANT?", "JO?O": an apostrophe or an accented letter its font did not map).
 */
const PALAVRA_DE_NOME = /^\p{L}[\p{L}'’´`.?-]*$/u;

/** A character the PDF lost, printed "?" inside a name's word ("D?ABREU"): said, not guessed. */
export const LETRA_PERDIDA = /\p{L}\?/u;

/**
 * A cell that says why a row has no score: the candidate's status ("FALTOU", "AUSENTE", "ELIMINADO",
 * "DESCLASSIFICADO", "NÃO COMPARECEU"). The cell's value, never a word of the name beside it.
 */
const SITUACAO_DA_CELULA =
  /^(?:faltou|faltoso|faltosa|faltante|ausente|eliminad[oa]|desclassificad[oa]|desistente)$/;

/** How many tokens from `t` make a status cell (SITUACAO_DA_CELULA, or "NÃO COMPARECEU"): 0 for none. */
export function celulaDeSituacao(tokens: readonly string[], t: number): number {
  const a = normalizarTexto(tokens[t] ?? "");
  if (SITUACAO_DA_CELULA.test(a)) return 1;
  if (a === "nao" && /^compareceu$/.test(normalizarTexto(tokens[t + 1] ?? ""))) return 2;
  return 0;
}

export type TipoDoValor = "inscricao" | "cpf" | "data" | "numero" | "palavra" | "outro";

export function tipoDoValor(t: string): TipoDoValor {
  if (CPF.test(t)) return "cpf";
  if (DATA.test(t)) return "data";
  if (INSCRICAO.test(t)) return "inscricao";
  if (NUMERO.test(t)) return "numero";
  if (PALAVRA_DE_NOME.test(t)) return "palavra";
  return "outro";
}

/**
 * A header word for "number" ("NÚMERO", "Nº", "N.º", "Num."): the inscrição's column where the header
 * names no other ("NOME NÚMERO CURSO", "Número de inscrição", "Nº Insc."); see colunasEPalavras.
 */
function ehPalavraDeNumero(palavra: string): boolean {
  // NFD, not NFKD: "º" stays "º" ("nº" is not the word "no").
  const t = palavra.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return /^(?:numero|num\.|n\.?\s?[º°])$/.test(t);
}

/** The kind a header word starts, or null for a word that starts no known column. */
export function tipoDaPalavra(palavra: string, anterior: TipoDaColuna | null): TipoDaColuna | null {
  // A word with its feminine or plural ending in parentheses ("CANDIDATO(A)", "APROVADO(S)"): the word.
  const t = normalizarTexto(palavra.replace(/\((?:a|as|o|os|s|es)\)$/i, ""));
  const simples = tipoDoTermo(t, anterior);
  if (simples) return simples;
  // Text columns joined by a slash, maybe abbreviated ("CAR/CUR": carreira and curso, one code).
  const abreviadas = /^\p{L}+(?:\/\p{L}+)+$/u.test(palavra) ? t.split(" ") : [];
  if (
    abreviadas.length > 0 &&
    abreviadas.every((x) => x.length >= 3 && PALAVRAS_DE_TEXTO.some((w) => w.startsWith(x)))
  )
    return "texto";
  // Words glued or joined by "_" (a database's export: "NRINSCRICAO", "NOTAFINALP1", "MEDIA_PROVA"):
  // the kind of their first column word ("nr inscricao": the inscrição; "nota final p1": a score).
  const partes = partesDaPalavra(palavra);
  if (partes) {
    const primeira = partes.find((x) => !/^(nr|num|numero)$/.test(x));
    return primeira ? tipoDoTermo(primeira, anterior) : null;
  }
  return null;
}

/** The kind one normalised word of a header starts, or null. */
function tipoDoTermo(t: string, anterior: TipoDaColuna | null): TipoDaColuna | null {
  // The nouns of a column, not the words of a sentence ("Não houve candidatos inscritos.").
  // A PSS's "PROTOCOLO" ("0200/2021/EDU") is its candidate's number.
  if (/^(inscricao|insc|inscr|identificador|protocolo)$/.test(t)) return "inscricao";
  if (/^(nome|candidato|candidata|candidatos|candidatas)$/.test(t)) return "nome";
  if (t === "cpf") return "cpf";
  // "DATA NASC": one date column, the second word its qualifier.
  if (/^(nascimento|nasc)$/.test(t) && anterior === "data") return null;
  if (/^(nascimento|nasc|data|dt)$/.test(t)) return "data";
  if (/^(class|classif|classificacao|posicao|colocacao)$/.test(t)) return "classificacao";
  // "Nota Total": one column. The escore is the score a list is ranked by (UPE, "ESCORE ORDEM").
  // "NF": the nota final, abbreviated.
  if (/^(nota|pontos|pontuacao|media|escore|nf)$/.test(t) || (t === "total" && anterior !== "nota"))
    return "nota";
  // A count of right answers: a number, not the score (but see colunaDaNota).
  if (t === "acertos") return "numero";
  if (PALAVRA_DE_TEXTO.test(t)) return "texto";
  return null;
}

/**
 * The words a header's glued word may be made of ("NRINSCRICAO", "NOMECANDIDATO", "NOTAFINALTOTAL",
 * "DTNASC"), besides a part's number ("P1", "2": the stage).
 */
const PARTES_DE_PALAVRA = new Set(
  "nr num numero inscricao insc inscr nome candidato candidata cpf data dt nasc nascimento class classif classificacao posicao colocacao nota notas final total geral parcial provisoria preliminar definitiva pontos pontuacao media escore acertos prova objetiva discursiva redacao situacao resultado cargo curso de do da dos das".split(
    " ",
  ),
);
const PARTE_NUMERADA = /^\p{L}{0,2}\d{1,2}$/u;

/**
 * The words of a header's word made of several ("NRINSCRICAO" → nr inscricao, "NOTAFINALP1" → nota
 * final p1, "MEDIA_PROVA" → media prova), every one a column's word (or a part's number at the end);
 * null for a word of one, or one that is not made of them.
 */
export function partesDaPalavra(palavra: string): string[] | null {
  // Words joined by a slash are columns of their own ("CAR/CUR"); words apart are no glued word.
  if (/[/\s]/.test(palavra.trim())) return null;
  const pedacos = normalizarTexto(palavra).split(" ").filter(Boolean);
  const partes: string[] = [];
  for (const p of pedacos) {
    const s = segmentos(p);
    if (!s) return null;
    partes.push(...s);
  }
  return partes.length >= 2 ? partes : null;
}

/** The fewest column words a glued word splits into (the last may be a part's number), or null. */
function segmentos(t: string): string[] | null {
  const melhor: (string[] | null)[] = Array.from({ length: t.length + 1 }, () => null);
  melhor[0] = [];
  for (let i = 0; i < t.length; i++) {
    const ate = melhor[i];
    if (!ate) continue;
    for (let j = i + 1; j <= t.length; j++) {
      const parte = t.slice(i, j);
      if (!PARTES_DE_PALAVRA.has(parte) && !(j === t.length && PARTE_NUMERADA.test(parte))) continue;
      if (!melhor[j] || melhor[j]!.length > ate.length + 1) melhor[j] = [...ate, parte];
    }
  }
  return melhor[t.length];
}

const PALAVRAS_DE_TEXTO = [
  "polo",
  "cidade",
  "municipio",
  "regiao",
  "localidade",
  "lotacao",
  "cargo",
  "carreira",
  "curso",
  "area",
  "opcao",
  "status",
  "situacao",
  "resultado",
  "observacao",
  "observacoes",
  "justificativa",
  "modalidade",
  "concorrencia",
  "uf",
  // "COLOCAÇÃO NOME CPF PONTUAÇÃO TIPO": a column of its own, not the score's qualifier.
  "tipo",
];
/** A header's column of the cargo (or curso), normalised: "CARGO", "CURSO", "CARREIRA", "CAR/CUR". */
export const COLUNA_DO_CARGO = /^(?:cargo|curso|carreira|car cur)$/;

const PALAVRA_DE_TEXTO = new RegExp(`^(?:${PALAVRAS_DE_TEXTO.join("|")})$`);

// (With its feminine in parentheses too: "Nome do(a) Candidato(a)".)
const CONECTIVO = /^(de|do|da|dos|das|e)(?:\((?:a|as|o|os)\))?$/i;

/**
 * The columns of a header row, or null when the line is no header (fewer than two known columns, or a
 * digit: a header row prints names only).
 */
export function colunasDoCabecalho(linha: string): ColunaDoCabecalho[] | null {
  return colunasEPalavras(linha)?.colunas ?? null;
}

/**
 * The columns of a header row and, for each of its words (split on white space), the column it names
 * (the index in `colunas`); null as colunasDoCabecalho.
 */
export function colunasEPalavras(
  linha: string,
): { colunas: ColunaDoCabecalho[]; daPalavra: number[] } | null {
  const palavras = linha.trim().split(/\s+/);
  // A header row prints names only: no digit (but a part's number glued to a column's words:
  // "NOTAFINALP1"), no sentence's end.
  const comDigito = palavras.some((p) => /\d/.test(p) && !partesDaPalavra(p));
  // A column's word abbreviated at the end ("Data Nasc.", "Nº Insc.") is no sentence's end.
  const abreviada =
    /^\p{L}{2,6}\.$/u.test(palavras.at(-1) ?? "") &&
    tipoDaPalavra(palavras.at(-1)!.slice(0, -1), null) !== null;
  if (comDigito || (/[.:;,]\s*$/.test(linha) && !abreviada) || palavras.length < 2) return null;
  // A word for "number" names the inscrição only where no other word does, and not in a sentence's
  // list of columns ("…, número de inscrição, nome…"): else the header is read without it.
  const comNumero =
    palavras.some(ehPalavraDeNumero) && !linha.includes(",")
      ? semRepeticao(colunasDasPalavras(palavras, true))
      : null;
  if (comNumero && comNumero.colunas.filter((c) => c.tipo === "inscricao").length === 1) return comNumero;
  return semRepeticao(colunasDasPalavras(palavras, false));
}

/**
 * A header whose columns are the same run repeated side by side ("NOME NÚMERO CURSO NOME NÚMERO CURSO
 * NOME NÚMERO CURSO": a page printed in columns, its text copied line by line) is one header of that
 * run: the words of the repetitions name no column of their own (-1 in `daPalavra`).
 */
function semRepeticao(
  lidas: { colunas: ColunaDoCabecalho[]; daPalavra: number[] } | null,
): { colunas: ColunaDoCabecalho[]; daPalavra: number[] } | null {
  if (!lidas) return null;
  const { colunas, daPalavra } = lidas;
  const igual = (a: ColunaDoCabecalho, b: ColunaDoCabecalho) =>
    a.tipo === b.tipo && normalizarTexto(a.nome) === normalizarTexto(b.nome);
  for (let p = 2; p * 2 <= colunas.length; p++) {
    if (colunas.length % p !== 0 || !colunas.every((c, i) => igual(c, colunas[i % p]))) continue;
    if (colunas.slice(0, p).filter((c) => c.tipo !== "valores").length < 2) continue;
    return { colunas: colunas.slice(0, p), daPalavra: daPalavra.map((c) => (c < p ? c : -1)) };
  }
  return lidas;
}

/**
 * Whether the word for "number" at `k` names the inscrição: "de inscrição" after it ("Número de
 * inscrição"); else not first (a first "Nº" is the row's order: "Nº NOME CPF", "Nº INSCRIÇÃO NOME"), and
 * last or before an inscrição's word ("Nº Insc.") or another column's ("NOME NÚMERO CURSO") — not the
 * number of something else ("Nome Registro Nº Processo", "Nº de Processo").
 */
function numeroDaInscricao(palavras: readonly string[], k: number): boolean {
  const depois = palavras[k + 1];
  const daInscricao = (p: string | undefined) =>
    p !== undefined && !ehPalavraDeNumero(p) && tipoDaPalavra(p, null) === "inscricao";
  if (depois !== undefined && CONECTIVO.test(depois)) return daInscricao(palavras[k + 2]);
  return k > 0 && (depois === undefined || ehPalavraDeNumero(depois) || tipoDaPalavra(depois, null) !== null);
}

/**
 * colunasEPalavras's reading of a header's words; `comNumero`, whether a word for "number" starts the
 * inscrição's column (ehPalavraDeNumero, where numeroDaInscricao says so); "Nº Insc.", "Número de
 * inscrição" are one column.
 */
function colunasDasPalavras(
  palavras: readonly string[],
  comNumero: boolean,
): { colunas: ColunaDoCabecalho[]; daPalavra: number[] } | null {
  const colunas: ColunaDoCabecalho[] = [];
  const daPalavra: number[] = [];
  let qualificadores = 0;
  for (let k = 0; k < palavras.length; k++) {
    const p = palavras[k];
    const ultima = colunas.at(-1) ?? null;
    let tipo = tipoDaPalavra(p, ultima?.tipo ?? null);
    // "ORDEM DA PONTUAÇÃO", "Ordem de Classificação": the classification ("ESCORE ORDEM": the score's).
    if (normalizarTexto(p) === "ordem" && CONECTIVO.test(palavras[k + 1] ?? "")) tipo = "classificacao";
    // The column this word names: the last one, unless it starts a new one.
    daPalavra.push(colunas.length - 1);
    if (ehPalavraDeNumero(p)) {
      // After words that name no column ("… nos autos do processo nº": a sentence), no inscrição.
      tipo = comNumero && ultima?.tipo !== "valores" && numeroDaInscricao(palavras, k) ? "inscricao" : null;
    } else if (
      comNumero &&
      tipo === "inscricao" &&
      ultima?.tipo === "inscricao" &&
      ehPalavraDeNumero(palavras[k - 1] ?? "")
    ) {
      // "Nº Insc.", "Número Inscrição": one column.
      ultima.nome += ` ${p}`;
      continue;
    }
    // A test's name over its count or score ("OBJETIVA ACERTOS", a column named over two lines): one
    // column, of the count's or the score's kind.
    if (
      (tipo === "numero" || tipo === "nota") &&
      ultima?.tipo === "valores" &&
      ultima.nome.split(/\s+/).every((w) => PROVA.test(normalizarTexto(w)))
    ) {
      ultima.tipo = tipo;
      ultima.nome += ` ${p}`;
      continue;
    }
    if (tipo && !(ultima && CONECTIVO.test(palavras[k - 1] ?? ""))) {
      colunas.push({ nome: p, tipo });
      daPalavra[k] = colunas.length - 1;
      // A word of several ("NOTAFINALP1", "MEDIA_PROVA") is qualified already.
      qualificadores = partesDaPalavra(p) ? 1 : 0;
      continue;
    }
    // "NOME DO CANDIDATO", "DATA DE NASCIMENTO", "Nota Total": one column.
    if (ultima && (CONECTIVO.test(p) || CONECTIVO.test(palavras[k - 1] ?? ""))) {
      ultima.nome += ` ${p}`;
      continue;
    }
    // One word qualifies a classification, a score, a text or a date ("class ppp", "situação final").
    if (ultima && qualificadores === 0 && ["classificacao", "nota", "texto", "data"].includes(ultima.tipo)) {
      ultima.nome += ` ${p}`;
      qualificadores++;
      continue;
    }
    if (ultima?.tipo === "valores") ultima.nome += ` ${p}`;
    else {
      colunas.push({ nome: p, tipo: "valores" });
      daPalavra[k] = colunas.length - 1;
    }
  }
  const conhecidas = colunas.filter((c) => c.tipo !== "valores");
  if (conhecidas.length < 2) return null;
  // An inscrição and no name among three known columns at least ("INSCRIÇÃO SITUACAO SITUACAO FINAL
  // CLASSIFICACAO … MEDIA_PROVA PORT ESPEC DTNASC"): the rows may print the name with no word over it,
  // beside the inscrição. Its column stands before the inscrição's until the rows say (ladoDoNome).
  const iInscricao = colunas.findIndex((c) => c.tipo === "inscricao");
  if (
    iInscricao >= 0 &&
    !colunas.some((c) => c.tipo === "nome") &&
    conhecidas.length >= 4 &&
    colunas.filter((c) => c.tipo === "inscricao").length === 1
  ) {
    colunas.splice(iInscricao, 0, { nome: "NOME", tipo: "nome", semCabecalho: true });
    for (let k = 0; k < daPalavra.length; k++) if (daPalavra[k] >= iInscricao) daPalavra[k]++;
  }
  // A classification column names its list ("class ppp"); a bare one ("COLOCAÇÃO") names none, and the
  // rows' list comes from elsewhere (a subtitle, --lista), never guessed.
  for (const c of colunas) {
    if (c.tipo !== "classificacao") continue;
    const qualificador = normalizarTexto(c.nome).split(" ").slice(1).join(" ");
    // A stage ("Classificação Final") names no list, nor what it ranks by ("ORDEM DA PONTUAÇÃO").
    if (qualificador && !ETAPA.test(qualificador) && !PELO_QUE.test(qualificador))
      c.lista = listaDoQualificador(qualificador) ?? "outra";
  }
  return { colunas, daPalavra };
}

/** A test's word ("OBJETIVA", "REDAÇÃO", "PROVA"): over a count or a score, it names it. */
const PROVA = /^(?:prova|objetiva|discursiva|redacao|escrita|pratica|oral)$/;

/**
 * Whether a header names a column by a test's word and its count or score ("OBJETIVA ACERTOS"): the
 * reading by counting the header's words would take them for two columns; only the kinds read it.
 */
export function comColunaDeProva(colunas: readonly ColunaDoCabecalho[]): boolean {
  return colunas.some(
    (c) =>
      (c.tipo === "numero" || c.tipo === "nota") &&
      c.nome.split(/\s+/).length > 1 &&
      PROVA.test(normalizarTexto(c.nome.split(/\s+/)[0])),
  );
}

/** A stage's word after a column's ("final", "preliminar"): no list. */
const ETAPA = /^(?:final|finais|provisori[ao]s?|preliminar(?:es)?|definitiv[ao]s?)$/;
/** What a classification ranks by ("da pontuação", "de classificação"): no list. */
const PELO_QUE = /^d[aeo]s?\s+(?:pontuacao|nota|classificacao|media)$/;

function listaDoQualificador(t: string): ListaDaSecao | null {
  if (/^(ac|ampla( concorrencia)?|geral|universal)$/.test(t)) return "AC";
  if (/\bpcd\b|\bpne\b|deficien/.test(t)) return "PCD";
  if (/\bppp\b|\bnegr|\bpret|\bpard|\bpn\b/.test(t)) return "PPP";
  if (/indigen/.test(t)) return "IND";
  if (/quilombol/.test(t)) return "QUI";
  return null;
}

/** Whether a header's columns are those of a list of candidates (an inscrição and a name). */
export function cabecalhoDeCandidatos(colunas: readonly ColunaDoCabecalho[]): boolean {
  return colunas.some((c) => c.tipo === "inscricao") && colunas.some((c) => c.tipo === "nome");
}

/**
 * Whether a line may be a row of a header's table: it holds a value of each column of a kind the values
 * show (an inscrição-like token, and the CPF and the date where the header names them) and, where the
 * inscrição is the only one, a name beside it (an address with a CEP under the table has none).
 */
export function pareceLinhaDoCabecalho(colunas: readonly ColunaDoCabecalho[], linha: string): boolean {
  const tokens = tokensDaLinha(colunas, linha);
  const tipos = tokens.map(tipoDoValor);
  // A short inscrição ("49", "0398": a municipal seletivo numbers its few candidates) at its column's
  // place, where the line has no long one. Few digits are no evidence of a row by themselves ("29 DE
  // JUNHO DE 2010."): a line that reads by the header is one; so is one with a name of two words after
  // them, the first capitalised and no particle (a row whose other cells do not fit: refused with its
  // text by the reading).
  const curta = inscricaoCurta(colunas, tokens, true);
  if (curta >= 0) {
    const [a, b] = [tokens[curta + 1], tokens[curta + 2]];
    const nome =
      /^\p{Lu}/u.test(a) &&
      !/^(da|de|do|das|dos|e)$/i.test(a) &&
      b !== undefined &&
      PALAVRA_DE_NOME.test(b) &&
      /^\p{Lu}/u.test(b);
    return nome || leituras(colunas, tokens, null).length > 0;
  }
  const tem = (tipo: TipoDoValor) => tipos.includes(tipo);
  const comCpf = colunas.some((c) => c.tipo === "cpf");
  const comData = colunas.some((c) => c.tipo === "data");
  if (!tem("inscricao") || (comCpf && !tem("cpf")) || (comData && !tem("data"))) return false;
  // A CPF or a date beside the inscrição is evidence enough of a row. Else a name right after or right
  // before the inscrição ("7.470/2020 LUCIANO …"): a sentence of the act around the table ("Nº
  // 001/2020 a comparecerem …") has none. A name's first word may be printed in small letters
  // ("ícaro De Souza").
  if (comCpf || comData) return true;
  const particula = (t: string | undefined) => t !== undefined && /^(da|de|do|das|dos|e|di|du|del)$/i.test(t);
  const palavra = (t: string | undefined) => t !== undefined && PALAVRA_DE_NOME.test(t) && !particula(t);
  const maiuscula = (t: string | undefined) => palavra(t) && /^\p{Lu}/u.test(t!);
  // A name's last word may be a particle where the cell wrapped ("MARIA DAS" / "DORES"): then the word
  // before it is a name's.
  const fimDoNome = (t: string | undefined, antes: string | undefined) =>
    maiuscula(t) || (particula(t) && maiuscula(antes));
  // A name may begin with a particle where the cell above wrapped ("… MARIA" / "DAS DORES …"), or where
  // the banca printed it so: a capitalised word after it makes it a name's start. Whether the row
  // then fits the header's columns is for the reading to say (a sentence "001/2020 DO CONCURSO
  // PÚBLICO" does not fit, and is refused with its text, not dropped).
  return tipos.some(
    (tipo, a) =>
      tipo === "inscricao" &&
      ((palavra(tokens[a + 1]) &&
        (fimDoNome(tokens[a + 2], tokens[a + 1]) ||
          (particula(tokens[a + 2]) && maiuscula(tokens[a + 3])))) ||
        (particula(tokens[a + 1]) && maiuscula(tokens[a + 2])) ||
        nomeAntes(a)),
  );
  // A name right before the inscrição ("… SILVA 10000000", a homonym's mark between them: "… Alves H01
  // 1230931"): its last word capitalised (or a particle after one), a word before it (particles between:
  // "… L T E DE CARVALHOSA").
  function nomeAntes(a: number): boolean {
    const j = MARCA_DEPOIS_DO_NOME.test(tokens[a - 1] ?? "") ? a - 2 : a - 1;
    if (!fimDoNome(semReticencias(tokens[j]), tokens[j - 1])) return false;
    let i = j - 1;
    while (i > 0 && particula(tokens[i])) i--;
    return palavra(tokens[i]);
  }
}

/** A short inscrição: 1 to 4 digits, maybe zero-padded ("49", "007", "0398"); no score, no ordinal. */
const INSCRICAO_CURTA = /^\d{1,4}$/;

/**
 * Where a row with no inscrição of 5 digits or more prints a short one (INSCRICAO_CURTA): at the place of
 * the header's inscrição column, the columns before it taking one number each ("1 0398 MEIRE …" under
 * "CLASSIFICAÇÃO INSCRIÇÃO NOME", "49 AURI …" under "N.º Inscrição Candidato": a first "Nº" over the
 * inscrição prints nothing of its own), and a word right after it (the name, where the header puts it
 * after the inscrição). -1 where there is none: a short number elsewhere is a score or an order.
 * `semAntes`: the cells before it may be empty (one not classified: "0391 NAZARÉ … INSCRIÇÃO
 * INDEFERIDA" under "CLASSIFICAÇÃO INSCRIÇÃO NOME …"), a row to refuse with its text, not to drop.
 */
export function inscricaoCurta(
  colunas: readonly ColunaDoCabecalho[],
  tokens: readonly string[],
  semAntes = false,
): number {
  const i = colunas.findIndex((c) => c.tipo === "inscricao");
  if (i < 0 || colunas[i + 1]?.tipo !== "nome") return -1;
  if (tokens.some((t) => tipoDoValor(t) === "inscricao")) return -1;
  const antes = colunas.slice(0, i);
  // A leading text column ("CURSO INSCRIÇÃO CANDIDATO(A) …": the course printed only on its group's
  // first row): its words, maybe none, and no number before the inscrição.
  if (antes.length > 0 && antes.every((c) => c.tipo === "texto")) {
    for (let a = 0; a + 1 < tokens.length; a++) {
      if (INSCRICAO_CURTA.test(tokens[a]) && PALAVRA_DE_NOME.test(tokens[a + 1])) return a;
      if (["numero", "inscricao", "cpf", "data"].includes(tipoDoValor(tokens[a]))) return -1;
    }
    return -1;
  }
  if (antes.some((c) => !["classificacao", "nota", "numero", "valores"].includes(c.tipo))) return -1;
  // Each column before it one number; a run of values ("Nº") maybe none.
  const minimo = semAntes ? 0 : antes.filter((c) => c.tipo !== "valores").length;
  for (let a = minimo; a <= antes.length && a < tokens.length; a++) {
    if (tokens.slice(0, a).some((t) => tipoDoValor(t) !== "numero")) return -1;
    if (INSCRICAO_CURTA.test(tokens[a]) && PALAVRA_DE_NOME.test(tokens[a + 1] ?? "")) return a;
  }
  return -1;
}

/**
 * A mark printed after a name, before the inscrição: a homonym's ("Adriana Alves H01 1230931") or the
 * ellipsis of a name cut short ("Cassiara Regina Noventa Correa ... 7823778"). Part of the name as
 * printed.
 */
const MARCA_DEPOIS_DO_NOME = /^(?:\p{Lu}\d{1,2}|\.{3}|…)$/u;
/** A name's last word with a comma after it, before the inscrição ("FERREIRA, 1531542"). */
const NOME_COM_VIRGULA = /^\p{L}[\p{L}'’´`.-]*,$/u;
/** A name's word, maybe cut short ("de...", "Medeiro…"): the word without the ellipsis. */
const semReticencias = (t: string | undefined) => t?.replace(/(?:\.{3}|…)$/u, "");
/** A name's last word glued to the inscrição by the text's copy ("… DA SILVA GERALDO8425989"). */
const NOME_COLADO = /^(\p{L}[\p{L}'’´`.-]*\p{L})(\d{5,14})$/u;

/** Whether the header's name column is right before its inscrição ("NOME NÚMERO CURSO"). */
function nomeAntesDaInscricao(colunas: readonly ColunaDoCabecalho[]): boolean {
  const i = colunas.findIndex((c) => c.tipo === "inscricao");
  return i > 0 && colunas[i - 1].tipo === "nome";
}

/**
 * A row's tokens (its text split on white space). Where the header's name is right before its
 * inscrição, a word glued to digits is the name's last word and the inscrição, parted (`digitos`: only
 * where the digits are that many, the table's usual inscrição).
 */
function tokensDaLinha(colunas: readonly ColunaDoCabecalho[], linha: string, digitos?: number): string[] {
  const tokens = linha.trim().split(/\s+/);
  if (!nomeAntesDaInscricao(colunas)) return tokens;
  return tokens.flatMap((t) => {
    const m = NOME_COLADO.exec(t);
    return m && (digitos === undefined || m[2].length === digitos) ? [m[1], m[2]] : [t];
  });
}

/**
 * The inscrição of a line that holds one with a word beside it ("10000000 DAS …", "… SILVA 10000000"),
 * or null: inside a run of a table's rows, a record's start, even where it does not look like the
 * header's row (if its form is that of the rows' inscrições: see formaDaInscricao).
 */
export function inscricaoComPalavra(linha: string): string | null {
  const tokens = linha.trim().split(/\s+/);
  const palavra = (t: string | undefined) => t !== undefined && t.length >= 2 && PALAVRA_DE_NOME.test(t);
  for (let a = 0; a < tokens.length; a++) {
    const t = tokens[a];
    const inscricao = tipoDoValor(t) === "inscricao" ? t : (NOME_COLADO.exec(t)?.[2] ?? null);
    if (
      inscricao &&
      (palavra(tokens[a + 1]) ||
        palavra(tokens[a - 1]) ||
        (MARCA_DEPOIS_DO_NOME.test(tokens[a - 1] ?? "") && palavra(tokens[a - 2])))
    )
      return inscricao;
  }
  return null;
}

/**
 * The form of an inscrição: its digits and letters as 9 and A, its separators as printed ("10000000" →
 * "99999999"; a page's "001/030" → "999/999", not a row's).
 */
export const formaDaInscricao = (inscricao: string): string =>
  inscricao.replace(/\d/g, "9").replace(/\p{L}/gu, "A");

/** Whether a line holds a CPF (a person's line), for a relation with no inscrição. */
export function temCpf(linha: string): boolean {
  return linha
    .trim()
    .split(/\s+/)
    .some((t) => CPF.test(t));
}

/** One reading of a row: the tokens each column took (none for an empty optional column). */
type Leitura = string[][];

/** Whether a list's classification column may be empty (printed only for those who compete in it). */
const opcional = (c: ColunaDoCabecalho) =>
  c.tipo === "classificacao" && c.lista !== undefined && c.lista !== "AC";

const LIMITE_DE_LEITURAS = 5000;

/** Every reading of a row's tokens by the columns (up to a limit); `largura` the width of a run of values. */
function leituras(
  colunas: readonly ColunaDoCabecalho[],
  tokens: readonly string[],
  largura: number | null,
): Leitura[] {
  const tipos = tokens.map(tipoDoValor);
  const curta = inscricaoCurta(colunas, tokens);
  if (curta >= 0) tipos[curta] = "inscricao";
  // The tokens each status cell ("FALTOU", "NÃO COMPARECEU") from each token takes (0: none).
  const situacoes = tokens.map((_, k) => celulaDeSituacao(tokens, k));
  const achadas: Leitura[] = [];
  const atual: string[][] = [];
  /** The first column printing nothing of its own where the row begins with its inscrição (see below). */
  const primeiraVazia = (c: number, t: number) =>
    c === 0 && colunas[1]?.tipo === "inscricao" && tipos[t] === "inscricao";
  const ir = (c: number, t: number): void => {
    if (achadas.length >= LIMITE_DE_LEITURAS) return;
    if (c === colunas.length) {
      if (t === tokens.length) achadas.push(atual.map((v) => [...v]));
      return;
    }
    const col = colunas[c];
    const tomar = (n: number) => {
      atual.push(tokens.slice(t, t + n) as string[]);
      ir(c + 1, t + n);
      atual.pop();
    };
    switch (col.tipo) {
      case "inscricao":
      case "cpf":
      case "data":
        if (tipos[t] === col.tipo) tomar(1);
        return;
      case "nota":
      case "numero":
        if (tipos[t] === "numero") tomar(1);
        // A status for the score ("FALTOU"): the cell's value, no number.
        else if (situacoes[t] > 0) tomar(situacoes[t]);
        return;
      case "classificacao":
        if (tipos[t] === "numero") tomar(1);
        else if (situacoes[t] > 0) tomar(situacoes[t]);
        else if (CLASSIFICACAO_MARCADA.test(tokens[t] ?? "")) {
          // In two lists: "16ºCG e 1ºVR".
          if (tokens[t + 1] === "e" && CLASSIFICACAO_MARCADA.test(tokens[t + 2] ?? "")) tomar(3);
          tomar(1);
        }
        if (opcional(col)) tomar(0);
        return;
      case "nome": {
        let n = 0;
        // A status ("… RANGEL FALTOU FALTOU") is a value column's cell, not the name's.
        while (t + n < tokens.length && tipos[t + n] === "palavra" && situacoes[t + n] === 0) n++;
        // Right before the inscrição, a mark after the name (a homonym's "H01", an ellipsis) or its last
        // word with a comma ("… SALES FERREIRA, 1531542"): the name as printed.
        const depois = tokens[t + n] ?? "";
        const antesDaInscricao = colunas[c + 1]?.tipo === "inscricao" && tipos[t + n + 1] === "inscricao";
        if (
          antesDaInscricao &&
          ((n >= 2 && MARCA_DEPOIS_DO_NOME.test(depois)) || (n >= 1 && NOME_COM_VIRGULA.test(depois)))
        )
          tomar(n + 1);
        for (let k = n; k >= 2; k--) tomar(k);
        return;
      }
      case "texto": {
        // Any tokens but an inscrição, a CPF or a date; a word among them.
        let n = 0;
        while (t + n < tokens.length && !["inscricao", "cpf", "data"].includes(tipos[t + n])) n++;
        let comLetras = false;
        for (let k = n; k >= 1; k--) {
          if (tokens.slice(t, t + k).some((x) => /\p{L}/u.test(x))) {
            tomar(k);
            comLetras = true;
          }
        }
        // Else a code alone ("804−07", "429-46": a carreira and a curso), even one shaped as an inscrição.
        if (!comLetras && t < tokens.length && CODIGO.test(tokens[t])) tomar(1);
        // The last column, a note printed only for some ("OBSERVAÇÕES": "INSCRIÇÃO INDEFERIDA"), empty.
        if (t === tokens.length && c === colunas.length - 1) tomar(0);
        // The first column, before the inscrição, printed only on its group's first row (the course of
        // "CURSO INSCRIÇÃO CANDIDATO(A) …"), empty: the rows after it are of its group (see
        // lerLinhasPeloCabecalho).
        if (primeiraVazia(c, t)) tomar(0);
        return;
      }
      case "valores": {
        let n = 0;
        while (t + n < tokens.length && (tipos[t + n] === "numero" || situacoes[t + n] === 1)) n++;
        // A first "Nº" over the inscrição ("Nº Insc", "N.º Inscrição" read as an order and the inscrição)
        // prints nothing of its own where the row begins with its inscrição.
        if (primeiraVazia(c, t)) {
          if (largura === null || largura === 0) tomar(0);
          return;
        }
        if (largura !== null) {
          if (largura <= n) tomar(largura);
          return;
        }
        for (let k = n; k >= 1; k--) tomar(k);
        return;
      }
    }
  };
  ir(0, 0);
  // The last text column empty only where the row prints nothing for it: never beside a reading that
  // gives it a value (a pólo is no part of the name).
  const ultima = colunas.length - 1;
  if (colunas[ultima]?.tipo === "texto" && achadas.some((l) => l[ultima].length > 0))
    return achadas.filter((l) => l[ultima].length > 0);
  return achadas;
}

export interface LinhaLida {
  inscricao: string;
  nome: string;
  /** Every column but the inscrição and the name, in the header's order ("" for an empty cell). */
  valores: string[];
  /** Their names (a run of values named "… (1)", "… (2)"). */
  colunas: string[];
  nota: number | null;
  /** The lists the row is classified in, with its classification in each (its printed columns). */
  listas: { lista: ListaDaSecao; classificacao: number | null }[];
  /** Optional columns the row fills one of and the text cannot tell which: their names, and the value. */
  ambiguas?: { colunas: string[]; valores: string[] };
}

export type ResultadoDaLinha = { linha: LinhaLida } | { motivo: string };

const chave = (c: number, v: string[]) => `${c}\u0000${v.join(" ")}`;

/**
 * The rows of one header read: the width of its run of values is the one most rows fit, and a text
 * column's reading is the value most rows share.
 */
export function lerLinhasPeloCabecalho(
  doCabecalho: readonly ColunaDoCabecalho[],
  linhas: readonly string[],
  posicoesDoCabecalho?: PosicoesDaTabela,
): ResultadoDaLinha[] {
  let colunas = doCabecalho;
  let posicoes = posicoesDoCabecalho;
  const iSemCabecalho = colunas.findIndex((c) => c.semCabecalho);
  if (iSemCabecalho >= 0) {
    // The name's column the header does not name: on the side of the inscrição every row prints a
    // name on; where the rows do not agree, not guessed.
    const lado = ladoDoNome(linhas);
    if (!lado) {
      return linhas.map(() => ({
        motivo: `O cabeçalho da tabela (${colunas
          .filter((c) => !c.semCabecalho)
          .map((c) => c.nome)
          .join(
            " / ",
          )}) não tem a coluna do nome, e as linhas não imprimem todas o nome do mesmo lado da inscrição: confira no PDF.`,
      }));
    }
    if (lado === "depois") {
      const mover = <T>(xs: readonly T[]): T[] => {
        const ys = [...xs];
        const [x] = ys.splice(iSemCabecalho, 1);
        ys.splice(iSemCabecalho + 1, 0, x);
        return ys;
      };
      colunas = mover(colunas);
      if (posicoes) posicoes = { ...posicoes, colunas: mover(posicoes.colunas) };
    }
  }
  const iNota = colunaDaNota(colunas);
  const tokens = tokensDasLinhas(colunas, linhas);
  const iValores = colunas.findIndex((c) => c.tipo === "valores");
  let largura: number | null = null;
  if (iValores >= 0) {
    const quantas = new Map<number, number>();
    for (const t of tokens) {
      const larguras = new Set(leituras(colunas, t, null).map((l) => l[iValores].length));
      for (const w of larguras) quantas.set(w, (quantas.get(w) ?? 0) + 1);
    }
    largura = [...quantas].reduce(
      (a, b) => (b[1] > a[1] || (b[1] === a[1] && b[0] > a[0]) ? b : a),
      [0, 0],
    )[0];
  }
  const todas = tokens.map((t) => leituras(colunas, t, largura));
  // How many rows could give each text column each value.
  const frequencia = new Map<string, number>();
  for (const ls of todas) {
    const vistas = new Set<string>();
    for (const l of ls) l.forEach((v, c) => colunas[c].tipo === "texto" && vistas.add(chave(c, v)));
    for (const k of vistas) frequencia.set(k, (frequencia.get(k) ?? 0) + 1);
  }
  const pontos = (l: Leitura) =>
    l.reduce((s, v, c) => s + (colunas[c].tipo === "texto" ? (frequencia.get(chave(c, v)) ?? 0) : 0), 0);
  const tamanhoDoTexto = (l: Leitura) =>
    l.reduce((s, v, c) => s + (colunas[c].tipo === "texto" ? v.length : 0), 0);
  const numerosNoTexto = (l: Leitura) =>
    l.reduce(
      (s, v, c) =>
        s + (colunas[c].tipo === "texto" ? v.filter((x) => tipoDoValor(x) === "numero").length : 0),
      0,
    );
  const emMaiusculas = (t: string) => /\p{L}{2}/u.test(t) && t === t.toUpperCase();
  const misturaFormas = (l: Leitura) =>
    l.some((v, c) => {
      if (colunas[c].tipo !== "texto") return false;
      const palavras = v.filter((x) => /\p{L}{2}/u.test(x));
      return palavras.some(emMaiusculas) && !palavras.every(emMaiusculas);
    });
  const nomeDe = (l: Leitura) => l[colunas.findIndex((c) => c.tipo === "nome")].join(" ");
  const lidas = todas.map((ls, i): ResultadoDaLinha => {
    if (ls.length === 0) {
      return {
        motivo: `A linha não segue o cabeçalho da tabela (${colunas.map((c) => c.nome).join(" / ")}): não se acham nela, na ordem, a inscrição, o nome e os outros valores.`,
      };
    }
    const melhor = Math.max(...ls.map(pontos));
    let escolhidas = ls.filter((l) => pontos(l) === melhor);
    // Then the readings that leave no number in a text column a number column could take ("36
    // CLASSIFICADO" is a classification and a situação).
    const menos = Math.min(...escolhidas.map(numerosNoTexto));
    escolhidas = escolhidas.filter((l) => numerosNoTexto(l) === menos);
    if (new Set(escolhidas.map(nomeDe)).size > 1) {
      // Equally shared values (a pólo of several words: "Lapa", "da Lapa", "Bom Jesus da Lapa"): the
      // longest, when it is shared by other rows.
      // The text columns the readings part differently (the pólo next to the name, not the status).
      const partidas = colunas
        .map((c, k) => k)
        .filter(
          (k) => colunas[k].tipo === "texto" && new Set(escolhidas.map((l) => l[k].join(" "))).size > 1,
        );
      const semTextoRepetido = partidas.some((k) => (frequencia.get(chave(k, escolhidas[0][k])) ?? 0) < 2);
      if (semTextoRepetido) {
        return {
          motivo: `O nome e a coluna ${partidas
            .map((k) => colunas[k].nome)
            .join(
              ", ",
            )} não se separam pelo texto da linha (nenhum valor dela se repete em outras linhas): confira no PDF.`,
        };
      }
      // A value of one form: a name in capitals does not lend a word to a pólo in small letters
      // ("SILVA Bom Jesus da Lapa" is no pólo, though as many rows may share it).
      const deUmaForma = escolhidas.filter((l) => !misturaFormas(l));
      if (deUmaForma.length > 0) escolhidas = deUmaForma;
      const maior = Math.max(...escolhidas.map(tamanhoDoTexto));
      escolhidas = escolhidas.filter((l) => tamanhoDoTexto(l) === maior);
    }
    // Readings that differ in which optional column holds a value: the one whose values stand under
    // their columns' headers, where the page says where they stand (a PDF).
    if (escolhidas.length > 1 && posicoes) {
      const sobAsColunas = escolhidas.filter((l) => sobOCabecalho(colunas, l, posicoes, i, tokens[i].length));
      if (sobAsColunas.length > 0 && sobAsColunas.length < escolhidas.length) escolhidas = sobAsColunas;
    }
    const escolhida = escolhidas[0];
    // Readings that differ only in which optional column holds a value.
    const ambiguas = new Set<string>();
    for (const l of escolhidas.slice(1)) {
      l.forEach((v, c) => {
        if (v.join(" ") !== escolhida[c].join(" ")) ambiguas.add(colunas[c].nome);
      });
    }
    if ([...ambiguas].some((nome) => !colunas.some((c) => c.nome === nome && opcional(c)))) {
      return { motivo: "A linha se lê de mais de um jeito pelo cabeçalho da tabela: confira no PDF." };
    }
    const valores: string[] = [];
    const nomes: string[] = [];
    let inscricao = "";
    let nome = "";
    let nota: number | null = null;
    const listas: LinhaLida["listas"] = [];
    escolhida.forEach((v, c) => {
      const col = colunas[c];
      const texto = v.join(" ");
      if (col.tipo === "inscricao") inscricao = texto;
      else if (col.tipo === "nome") nome = texto.replace(/,$/, "");
      else if (col.tipo === "valores") {
        v.forEach((x, j) => {
          valores.push(x);
          nomes.push(`${col.nome} (${j + 1})`);
        });
      } else {
        // A value whose column the text cannot tell is said in a warning (the row's text), not placed.
        valores.push(ambiguas.has(col.nome) ? "" : texto);
        nomes.push(col.nome);
      }
      if (c === iNota) nota = numeroDaCelula(texto);
      if (col.tipo === "classificacao" && col.lista && texto && !ambiguas.has(col.nome)) {
        listas.push({
          lista: col.lista,
          classificacao: /^\d+$/.test(texto.replace(/[º°ª]$/, ""))
            ? Number(texto.replace(/[º°ª]$/, ""))
            : null,
        });
      }
    });
    return {
      linha: {
        inscricao,
        nome,
        valores,
        colunas: nomes,
        nota,
        listas,
        ...(ambiguas.size > 0
          ? {
              ambiguas: {
                colunas: [...ambiguas],
                valores: escolhida
                  .filter((_, c) => ambiguas.has(colunas[c].nome))
                  .map((v) => v.join(" "))
                  .filter(Boolean),
              },
            }
          : {}),
      },
    };
  });
  return comOGrupoDaPrimeiraLinha(colunas, tokens, lidas);
}

/**
 * A leading text column before the inscrição ("CURSO INSCRIÇÃO CANDIDATO(A) …") printed only on its
 * group's first row: the rows after it, with the cell empty, are of that group (its value goes on to
 * them). After a refused row that prints one, the group is not known: the cell stays empty.
 */
function comOGrupoDaPrimeiraLinha(
  colunas: readonly ColunaDoCabecalho[],
  tokens: readonly string[][],
  lidas: ResultadoDaLinha[],
): ResultadoDaLinha[] {
  if (colunas[0]?.tipo !== "texto" || colunas[1]?.tipo !== "inscricao") return lidas;
  let grupo = "";
  return lidas.map((r, i) => {
    if ("motivo" in r) {
      if (tipoDoValor(tokens[i][0] ?? "") !== "inscricao" && !INSCRICAO_CURTA.test(tokens[i][0] ?? ""))
        grupo = "";
      return r;
    }
    if (r.linha.valores[0]) {
      grupo = r.linha.valores[0];
      return r;
    }
    return { linha: { ...r.linha, valores: [grupo, ...r.linha.valores.slice(1)] } };
  });
}

/**
 * The table's score among its score columns: where several, the final one or that of the whole
 * ("NOTAFINALP1 … NOTAFINALP2 … NOTAFINALTOTAL": the total; the rule of a sentence's columns,
 * papeisDasColunas), else the last one (a header prints the partial scores before the one they make).
 * -1 where the header names none.
 */
export function colunaDaNota(colunas: readonly ColunaDoCabecalho[]): number {
  const notas = colunas.flatMap((c, k) => (c.tipo === "nota" ? [k] : []));
  // No score column: a count of right answers followed by the classification ("ACERTOS CLASSIFICAÇÃO")
  // is the score the list is ranked by; so is the header's only count ("OBJETIVA ACERTOS" beside
  // "REDAÇÃO", a value the header gives no kind): see notaPelaContagem.
  if (notas.length === 0) {
    const antesDaClassificacao = colunas.findIndex(
      (c, k) => c.tipo === "numero" && colunas[k + 1]?.tipo === "classificacao",
    );
    if (antesDaClassificacao >= 0) return antesDaClassificacao;
    const contagens = colunas.flatMap((c, k) => (c.tipo === "numero" ? [k] : []));
    return contagens.length === 1 ? contagens[0] : -1;
  }
  if (notas.length <= 1) return notas[0];
  const nomes = notas.map((k) =>
    colunas[k].nome
      .split(/\s+/)
      .flatMap((p) => partesDaPalavra(p) ?? [normalizarTexto(p)])
      .join(" "),
  );
  const final = papeisDasColunas(nomes).indexOf("nota");
  return final >= 0 && /\b(final|total|certame|concurso)\b/.test(nomes[final]) ? notas[final] : notas.at(-1)!;
}

/**
 * The name of the count of right answers taken for the table's score where the header names no score
 * column (colunaDaNota: "OBJETIVA ACERTOS"), for the warning that says the choice; null otherwise.
 */
export function notaPelaContagem(colunas: readonly ColunaDoCabecalho[]): string | null {
  const i = colunaDaNota(colunas);
  return i >= 0 && colunas[i].tipo === "numero" ? colunas[i].nome : null;
}

/**
 * The score's column among a header's column names as printed (a table read by counting its words:
 * "INSC. NOME ESCORE ORDEM COTISTA"), by the kind of each name's first word; -1 where none names one.
 */
export function colunaDaNotaPelosNomes(nomes: readonly string[]): number {
  return colunaDaNota(
    nomes.map((nome): ColunaDoCabecalho => {
      const primeira = nome.trim().split(/\s+/)[0] ?? "";
      return { nome, tipo: tipoDaPalavra(primeira, null) ?? "valores" };
    }),
  );
}

/**
 * The side of the inscrição every row prints a name on (two words at least, the one next to the
 * inscrição capitalised: "LUCAS BARBOSA DA SILVA 1060612 reprovado …"); null where the rows do not all
 * print one on the same side, or print one on both.
 */
export function ladoDoNome(linhas: readonly string[]): "antes" | "depois" | null {
  const nome = (a: string | undefined, b: string | undefined) =>
    a !== undefined &&
    b !== undefined &&
    (PALAVRA_DE_NOME.test(a) || NOME_COM_VIRGULA.test(a)) &&
    PALAVRA_DE_NOME.test(b) &&
    /^\p{Lu}/u.test(a);
  let antes = linhas.length > 0;
  let depois = linhas.length > 0;
  for (const linha of linhas) {
    const tokens = linha.trim().split(/\s+/);
    const a = tokens.findIndex((t) => tipoDoValor(t) === "inscricao");
    if (a < 0) return null;
    antes &&= nome(tokens[a - 1], tokens[a - 2]);
    depois &&= nome(tokens[a + 1], tokens[a + 2]);
    if (!antes && !depois) return null;
  }
  return antes && !depois ? "antes" : depois && !antes ? "depois" : null;
}

/**
 * The rows' tokens. Where the header's name is right before its inscrição, a word glued to digits is
 * parted when the digits are as many as most rows' inscrição (digits alone) has: "…DOS SANTOS1206163"
 * among rows of 7-digit inscrições is the name's "SANTOS" and the inscrição 1206163, not an inscrição
 * with a prefix of letters (a table whose inscrições have one is left whole).
 */
function tokensDasLinhas(colunas: readonly ColunaDoCabecalho[], linhas: readonly string[]): string[][] {
  const inteiras = linhas.map((l) => l.trim().split(/\s+/));
  if (!nomeAntesDaInscricao(colunas)) return inteiras;
  const vezes = new Map<number, number>();
  for (const t of inteiras) {
    const inscricao = t.find((x) => /^\d+$/.test(x) && tipoDoValor(x) === "inscricao");
    if (inscricao) vezes.set(inscricao.length, (vezes.get(inscricao.length) ?? 0) + 1);
  }
  const [usual, quantas] = [...vezes].reduce((a, b) => (b[1] > a[1] ? b : a), [0, 0]);
  if (quantas * 2 <= linhas.length) return inteiras;
  return linhas.map((l, i) =>
    inteiras[i].some((x) => /^\d+$/.test(x) && x.length === usual)
      ? inteiras[i]
      : tokensDaLinha(colunas, l, usual),
  );
}

/**
 * Where a table's words stand on its page (a PDF's): each header column's stretch (from its first word's
 * start to its last word's end; null where unknown) and each row's words (none for a row whose places
 * are unknown).
 */
export interface PosicoesDaTabela {
  colunas: (TrechoDaPalavra | null)[];
  linhas: (readonly TrechoDaPalavra[] | undefined)[];
}

/** Each header column's stretch, from where the header's words stand (colunasEPalavras's `daPalavra`). */
export function trechosDasColunas(
  quantas: number,
  daPalavra: readonly number[],
  palavras: readonly TrechoDaPalavra[] | undefined,
): (TrechoDaPalavra | null)[] {
  const trechos: (TrechoDaPalavra | null)[] = Array.from({ length: quantas }, () => null);
  if (!palavras || palavras.length !== daPalavra.length) return trechos;
  daPalavra.forEach((c, k) => {
    if (c < 0) return;
    const t = trechos[c];
    trechos[c] = t
      ? { x: Math.min(t.x, palavras[k].x), fim: Math.max(t.fim, palavras[k].fim) }
      : { ...palavras[k] };
  });
  return trechos;
}

/**
 * Whether each value a reading puts in an optional column stands nearer that column's header than any
 * other optional column's (its middle's distance to the header's stretch). Unknown places (a text, a
 * row whose words do not match) tell nothing: false, and the reading is not preferred.
 */
function sobOCabecalho(
  colunas: readonly ColunaDoCabecalho[],
  leitura: Leitura,
  posicoes: PosicoesDaTabela,
  linha: number,
  tokens: number,
): boolean {
  const palavras = posicoes.linhas[linha];
  if (!palavras || palavras.length !== tokens) return false;
  const opcionais = colunas.map((c, k) => k).filter((k) => opcional(colunas[k]));
  if (opcionais.some((k) => !posicoes.colunas[k])) return false;
  const distancia = (x: number, k: number) => {
    const t = posicoes.colunas[k]!;
    return x < t.x ? t.x - x : x > t.fim ? x - t.fim : 0;
  };
  let t = 0;
  return leitura.every((v, c) => {
    const inicio = t;
    t += v.length;
    if (!opcional(colunas[c]) || v.length === 0) return true;
    return v.every((_, j) => {
      const p = palavras[inicio + j];
      const meio = (p.x + p.fim) / 2;
      return opcionais.every((k) => k === c || distancia(meio, c) < distancia(meio, k));
    });
  });
}

/** A printed score ("61,5", "99,00", "-0.775"); null for none ("-", ""). */
export function numeroDaCelula(t: string): number | null {
  if (!t || t === "-") return null;
  const s = t.includes(",") ? t.replace(/\./g, "").replace(",", ".") : t;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}
