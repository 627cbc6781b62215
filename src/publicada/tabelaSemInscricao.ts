/**
 * A list that prints no inscrição under a header row that names its columns ("NOME CPF CURSO", "CPF
 * Nome", repeated side by side where a page printed in three columns was copied line by line): the
 * header (the kinds of tabelaPeloCabecalho.ts) names a name column and at least one other known column —
 * a CPF (whole, masked or cut short: "402.248", "447.750...", "***.180.875-**"), a cargo or curso, a
 * score, a classification, a date — and no inscrição. Each line under it that holds a name (two words or
 * more) and a value of each of the header's other columns, in order, is a record with the inscrição null;
 * the cargo or curso column gives its cargo. A letter's divider of an alphabetical list ("A",
 * "AAAAAAAA") and blank lines go on with the run; a line with a name and a value of the header's kinds
 * that does not fit is refused with its text; any other line ends the run. The header is evidence only
 * where at least three lines fit it: prose and a relation of servidores under no such header are no list.
 */
import { iniciosDasLinhas, normalizarTexto } from "../leitura/texto";
import type { BlocoDaTabela, LinhaDaTabela, TrechoDaPalavra } from "./tipos";
import {
  COLUNA_DO_CARGO,
  CPF,
  DATA,
  colunaDaNota,
  colunasEPalavras,
  tipoDaPalavra,
  type ColunaDoCabecalho,
} from "./tabelaPeloCabecalho";

/** A CPF whole, masked, or cut short ("402.248", "447.750...", "***.180.875-**", "013.***"). */
const CPF_DA_LINHA = /^(?=.*\d)[\d*Xx]{3}(?:\.[\d*Xx]{3}){1,2}(?:-[\d*Xx]{2})?(?:\.\.\.|…)?$/;
/** A score or a classification ("9,0", "61,5", "12º", "1o"), or "-" for none. */
const NUMERO = /^(?:[-+]?\d{1,4}(?:[.,]\d+)?[º°ª]?|\d{1,4}o|\d{1,3}(?:\.\d{3})+,\d+|-)$/;
/** A code with its check digit after a hyphen ("041849-1", "103019-X"). */
const CODIGO_COM_DIGITO = /^\d{4,10}-[\dXx]$/;
/**
 * A word that says a candidate's situation in a selection ("CLASSIFICADO", "Classificado(a)",
 * "DESCLASSIFICADO", "APROVADA", "SUPLENTE", "CADASTRO" of "CADASTRO DE RESERVA"), normalised.
 */
const PALAVRA_DE_SITUACAO =
  /^(?:(?:des|pre)?classificad[oa]s?|(?:re)?aprovad[oa]s?|reprovad[oa]s?|eliminad[oa]s?|(?:in)?habilitad[oa]s?|(?:in)?deferid[oa]s?|ausentes?|faltos[oa]s?|desistentes?|suplentes?|excedentes?|selecionad[oa]s?|eleit[oa]s?|(?:in)?apt[oa]s?|titular(?:es)?|cadastro)(?: [oa]s?)?$/;
/** A header's column of the situation ("SITUAÇÃO", "Resultado", "STATUS"), normalised. */
const COLUNA_DA_SITUACAO = /^(?:situacao|resultado|status)(?: final)?$/;
/**
 * A header of a relation of servidores, a licitação or a payment, not of a list of candidates ("N°
 * GRUPO ORGÃO MATRICULA NOME DATA ADMISSÃO", "NOME CARGO LOTAÇÃO", "… CNPJ … VALOR"), normalised.
 */
const CABECALHO_DE_OUTRO_ATO =
  /\b(?:matricula|matr|admissao|posse|cnpj|valor)\b|\bcargo\b.*\blotacao\b|\blotacao\b.*\bcargo\b/;

/**
 * The tokens of a situation that begins at `t` ("CLASSIFICADO", "NÃO CLASSIFICADO", "CADASTRO DE
 * RESERVA"), or 0 where none begins there.
 */
function situacaoEm(tokens: readonly string[], t: number): number {
  const n = (k: number) => (t + k < tokens.length ? normalizarTexto(tokens[t + k]) : "");
  const palavra = (k: number) => PALAVRA_DE_SITUACAO.test(n(k));
  if (n(0) === "cadastro") return n(1) === "reserva" ? 2 : n(1) === "de" && n(2) === "reserva" ? 3 : 0;
  if (palavra(0)) return 1;
  if (n(0) === "nao" && palavra(1) && n(1) !== "cadastro") return 2;
  return 0;
}

/** Whether a column is the situation of each candidate ("SITUAÇÃO": "CLASSIFICADO", "APROVADA"). */
function daSituacao(coluna: ColunaDoCabecalho): boolean {
  return coluna.tipo === "texto" && COLUNA_DA_SITUACAO.test(normalizarTexto(coluna.nome));
}
/** A code of a cargo or curso: digits in parts ("230-45", "780−37", "12.3") or alone ("102"). */
const CODIGO = /^\d{1,6}(?:[-−–/.]\d{1,6})*$/;
/** A word of a name ("Silva", "D'Ávila", "Anne−sophie"), or the mark of a name cut short ("M...", "..."). */
const PALAVRA_DE_NOME = /^(?:\p{L}[\p{L}'’´`.\-−]*|\.\.\.|…)$/u;
/** A letter repeated: the divider of an alphabetical list's letter. */
const DIVISORIA = /^(\p{L})\1*$/u;

const MINIMO_DE_LINHAS = 3;
/** Lines between the header and its first row (the list's title, a letter's divider). */
const LINHAS_ATE_A_PRIMEIRA = 4;

/** Whether a token is a value of the column's kind (a name is read apart). */
function doTipo(coluna: ColunaDoCabecalho, t: string): boolean {
  switch (coluna.tipo) {
    case "cpf":
      return CPF.test(t) || CPF_DA_LINHA.test(t);
    case "data":
      return DATA.test(t);
    case "nota":
    case "classificacao":
      return NUMERO.test(t);
    // A column of no known name holds numbers, or a code with its check digit ("041849-1", "103019-X":
    // the servidor's number of a selection among servidores).
    case "valores":
      return NUMERO.test(t) || CODIGO_COM_DIGITO.test(t);
    case "texto":
      return !CPF_DA_LINHA.test(t) && !DATA.test(t);
    default:
      return false;
  }
}

/**
 * Every reading of a row's tokens by the columns: the name two words or more, a CPF, a date, a score one
 * token each, a cargo a code alone or words.
 */
function leituras(colunas: readonly ColunaDoCabecalho[], tokens: readonly string[]): string[][][] {
  const achadas: string[][][] = [];
  const atual: string[][] = [];
  const ir = (c: number, t: number) => {
    if (achadas.length > 1) return;
    if (c === colunas.length) {
      if (t === tokens.length) achadas.push([...atual]);
      return;
    }
    const col = colunas[c];
    const tomar = (n: number) => {
      atual.push(tokens.slice(t, t + n));
      ir(c + 1, t + n);
      atual.pop();
    };
    // The last column may print the candidate's situation, with the words that explain it, where a
    // score or a classification is printed for the others ("DESCLASSIFICADO POR NÃO COMPARECIMENTO NA
    // PROVA PRÁTICA", "CADASTRO DE RESERVA"): the words to the line's end are its value.
    const ultima = c === colunas.length - 1;
    if (ultima && ["nota", "classificacao"].includes(col.tipo) && situacaoEm(tokens, t) > 0) {
      tomar(tokens.length - t);
      return;
    }
    if (daSituacao(col)) {
      const n = situacaoEm(tokens, t);
      if (n > 0) tomar(ultima ? tokens.length - t : n);
      // A situation printed on lines of its own beside the row's (a cell over lines): none on the
      // row's, after a value that is no name's word (a score).
      else if (ultima && t === tokens.length && c > 0 && colunas[c - 1].tipo !== "nome") tomar(0);
      return;
    }
    // A classification with the word "lugar" after it ("1° lugar").
    if (
      col.tipo === "classificacao" &&
      doTipo(col, tokens[t] ?? "") &&
      /^lugar$/i.test(tokens[t + 1] ?? "")
    ) {
      tomar(2);
      return;
    }
    if (col.tipo === "nome") {
      let n = 0;
      while (t + n < tokens.length && PALAVRA_DE_NOME.test(tokens[t + n])) n++;
      for (let k = n; k >= 2; k--) if (/\p{L}{2}/u.test(tokens.slice(t, t + k).join(""))) tomar(k);
      return;
    }
    if (col.tipo === "texto") {
      if (t < tokens.length && CODIGO.test(tokens[t])) tomar(1);
      let n = 0;
      while (t + n < tokens.length && doTipo(col, tokens[t + n]) && /\p{L}/u.test(tokens[t + n])) n++;
      for (let k = n; k >= 1; k--) tomar(k);
      return;
    }
    if (t < tokens.length && doTipo(col, tokens[t])) tomar(1);
  };
  ir(0, 0);
  return achadas;
}

/** A header of such a list: a name, no inscrição, and another known column. */
/**
 * The label of a list's parts that a header prints before the name's column, joined by a slash
 * ("Micro-Área/Nome do Candidato": the list in parts, each under a line "Micro-Área 1:"); null where
 * the header's first word is no such pair (the label names no column, the other part names the name).
 */
function rotuloDasPartes(linha: string): string | null {
  const m = /^([\p{L}][\p{L}-]*)\/(\p{L}+)(?:\s|$)/u.exec(linha.trim());
  if (!m || tipoDaPalavra(m[1], null) !== null || tipoDaPalavra(m[2], null) !== "nome") return null;
  return m[1];
}

function cabecalhoSemInscricao(linhaDoTexto: string): ColunaDoCabecalho[] | null {
  // (The label of the parts is no column: "Micro-Área/Nome do Candidato" names the name.)
  const rotulo = rotuloDasPartes(linhaDoTexto);
  const linha = rotulo ? linhaDoTexto.trim().slice(rotulo.length + 1) : linhaDoTexto;
  // A header of labels, each word with its colon ("Nomes: Classificação:"): the labels' words.
  const palavras = linha.trim().split(/\s+/);
  const rotulos = palavras.length >= 2 && palavras.every((p) => /\p{L}:$/u.test(p));
  // ("Nomes:" the name's label of a block of several.)
  const colunas = colunasEPalavras(
    rotulos ? palavras.map((p) => (/^nomes:$/i.test(p) ? p.slice(0, -2) : p.slice(0, -1))).join(" ") : linha,
  )?.colunas;
  if (!colunas || colunas.some((c) => c.tipo === "inscricao")) return null;
  if (colunas.filter((c) => c.tipo === "nome").length !== 1) return null;
  // A relation of servidores, a licitação's or a payment's table: no list of candidates.
  if (CABECALHO_DE_OUTRO_ATO.test(normalizarTexto(linha))) return null;
  const conhecida = (c: ColunaDoCabecalho) =>
    ["cpf", "data", "nota", "classificacao"].includes(c.tipo) ||
    daSituacao(c) ||
    (c.tipo === "texto" && COLUNA_DO_CARGO.test(normalizarTexto(c.nome)));
  return colunas.some(conhecida) ? colunas : null;
}

/** The least space between two words that parts two columns of a page (a space between words is less). */
const ENTRE_COLUNAS = 8;

/**
 * Where a header printed beside another column's text stands ("SANÇÃO: … 5.000,00.   NOME PONTUAÇÃO
 * SITUAÇÃO": the header in the right column of a page whose text was joined line by line): after the
 * end of the other column's last word on its line (`depoisDe`), from the header's first word (`inicio`).
 */
interface ColunaDaPagina {
  depoisDe: number;
  inicio: number;
}

/**
 * A header found on a line: its columns and words; where the page says where they stand, its column of
 * the page (a header printed beside another column's text), where its first word begins (`inicio`)
 * and where its last word ends (`fim`).
 */
interface Achado {
  colunas: ColunaDoCabecalho[];
  texto: string;
  coluna?: ColunaDaPagina;
  inicio?: number;
  fim?: number;
}

/**
 * The headers of a line: one (cabecalhoDaLinha), or two side by side where the page is in two columns
 * and each holds one ("Nome: Classificação:   Nomes: Classificação:"), the second in its column.
 */
function cabecalhosDaLinha(linha: { palavras: string[]; trechos?: readonly TrechoDaPalavra[] }): Achado[] {
  const { palavras, trechos } = linha;
  // (A header of labels repeated side by side, "Nome: Classificação:   Nome: Classificação:", is two.)
  const deRotulos = palavras.every((p) => /\p{L}:$/u.test(p));
  if (trechos && (deRotulos || !cabecalhoSemInscricao(palavras.join(" ")))) {
    for (let i = 2; i < palavras.length - 1; i++) {
      if (trechos[i].x - trechos[i - 1].fim < ENTRE_COLUNAS) continue;
      const esquerda = cabecalhoSemInscricao(palavras.slice(0, i).join(" "));
      const direita = esquerda && cabecalhoSemInscricao(palavras.slice(i).join(" "));
      if (!esquerda || !direita) continue;
      return [
        {
          colunas: esquerda,
          texto: palavras.slice(0, i).join(" "),
          inicio: trechos[0].x,
          fim: trechos[i - 1].fim,
        },
        {
          colunas: direita,
          texto: palavras.slice(i).join(" "),
          coluna: { depoisDe: trechos[i - 1].fim, inicio: trechos[i].x },
          fim: trechos.at(-1)!.fim,
        },
      ];
    }
  }
  const um = cabecalhoDaLinha(linha);
  return um ? [um] : [];
}

/**
 * A header of a list with no inscrição in line's words: the whole line, or the words after a space
 * between columns (ENTRE_COLUNAS) where the page says where the words stand and the line's first words
 * are another column's text.
 */
function cabecalhoDaLinha({
  palavras,
  trechos,
}: {
  palavras: string[];
  trechos?: readonly TrechoDaPalavra[];
}): Achado | null {
  const inteira = cabecalhoSemInscricao(palavras.join(" "));
  const fim = trechos?.at(-1)?.fim;
  /**
   * The header in the left column, another column's text after it ("Nomes: Classificação:
   * Rodoviárias Pesadas"): its words up to a space between columns, none naming a column after it;
   * `rotulos`: only after a label's colon ("Classificação:"), which ends its column.
   */
  const aEsquerda = (rotulos: boolean) => {
    for (let j = palavras.length - 1; trechos && j >= 2; j--) {
      if (trechos[j].x - trechos[j - 1].fim < ENTRE_COLUNAS) continue;
      if (!rotulos && palavras.slice(j).some((p) => tipoDaPalavra(p, null) !== null)) return null;
      if (rotulos && !palavras[j - 1].endsWith(":")) continue;
      const texto = palavras.slice(0, j).join(" ");
      const colunas = cabecalhoSemInscricao(texto);
      if (colunas) return { colunas, texto, inicio: trechos[0].x, fim: trechos[j - 1].fim };
    }
    return null;
  };
  const deRotulos = aEsquerda(true);
  if (deRotulos) return deRotulos;
  // (Words that name no column at either end may be another column's text.)
  if (inteira && inteira[0].tipo !== "valores" && (!trechos || inteira.at(-1)!.tipo !== "valores"))
    return { colunas: inteira, texto: palavras.join(" "), inicio: trechos?.[0]?.x, fim };
  if (trechos) {
    for (let i = 1; i < palavras.length - 1; i++) {
      if (trechos[i].x - trechos[i - 1].fim < ENTRE_COLUNAS) continue;
      // Words that name columns before it are the same header's ("PLANO BLOCO NUMERO NOME DO FALECIDO
      // NOME DO RESPONSAVEL DATA": a relation of graves), not another column's text.
      // (A label with its colon introduces a value: "Cargo: Auxiliar de Serviços Gerais".)
      if (palavras.slice(0, i).some((p) => !p.endsWith(":") && tipoDaPalavra(p, null) !== null)) break;
      // (Nor a column of a relation of servidores: "MATR.   NOME DATA DA POSSE …".)
      if (i <= 3 && CABECALHO_DE_OUTRO_ATO.test(normalizarTexto(palavras.slice(0, i).join(" ")))) break;
      const texto = palavras.slice(i).join(" ");
      const colunas = cabecalhoSemInscricao(texto);
      if (colunas)
        return { colunas, texto, coluna: { depoisDe: trechos[i - 1].fim, inicio: trechos[i].x }, fim };
    }
    const aEsquerdaDoTexto = aEsquerda(false);
    if (aEsquerdaDoTexto) return aEsquerdaDoTexto;
  }
  return inteira ? { colunas: inteira, texto: palavras.join(" "), fim } : null;
}

/**
 * A line's words in a header's column of the page: from its first word that stands after the other
 * column's text of the header's line and no further right than the header's first word, at the line's
 * start or after a space between columns; none where no word does, or where the words end before the
 * header's first word (the other column's text only; not so for a `titulo`'s line).
 */
function naColuna(
  palavras: readonly string[],
  trechos: readonly TrechoDaPalavra[],
  coluna: ColunaDaPagina,
  titulo = false,
): string[] {
  // (The word nearest the header's first, where the other column's text has a space too.)
  let i = -1;
  palavras.forEach((_, j) => {
    if (
      trechos[j].x > coluna.depoisDe &&
      trechos[j].x <= coluna.inicio + ENTRE_COLUNAS &&
      (j === 0 || trechos[j].x - trechos[j - 1].fim >= ENTRE_COLUNAS)
    )
      i = j;
  });
  // (A title over the header may end before its first word: "SUPLENTES" over "NOME PONTUAÇÃO".)
  if (i < 0 || (!titulo && trechos[palavras.length - 1].fim < coluna.inicio)) return [];
  return palavras.slice(i);
}

/** A score as a table prints it ("69,5", "50"); null for none ("-"). */
export function numeroDaTabela(texto: string | undefined): number | null {
  if (!texto || !/^\d+(?:[.,]\d+)?$/.test(texto)) return null;
  return Number(texto.replace(",", "."));
}

/**
 * The runs of the lists of a text that print no inscrição under a header row naming their columns.
 * `lidos`: the offsets of header rows another reading took (the "Classificação Nome" lists of tabela.ts).
 */
export function blocosSemInscricaoPeloCabecalho(
  texto: string,
  lidos: ReadonlySet<number> = new Set(),
  posicoes?: ReadonlyMap<number, readonly TrechoDaPalavra[]>,
  /** The offsets where the text's pages begin (a PDF's): a run may go on past its page's end. */
  paginas: readonly number[] = [],
): BlocoDaTabela[] {
  const linhas = texto.split("\n");
  const inicios = iniciosDasLinhas(linhas);
  const primeirasDasPaginas = new Set(paginas);
  /** The line after the last of line `k`'s page. */
  const fimDaPagina = (k: number) => {
    let j = k + 1;
    while (j < linhas.length && !primeirasDasPaginas.has(inicios[j])) j++;
    return j;
  };
  /** Where the `s`-th word of line `k` begins in the text. */
  const offsetDaPalavra = (k: number, s: number) => {
    const palavra = /\S+/g;
    for (let n = 0, m = palavra.exec(linhas[k]); m; n++, m = palavra.exec(linhas[k])) {
      if (n === s) return inicios[k] + m.index;
    }
    return inicios[k];
  };
  const blocos: { bloco: BlocoDaTabela; cabecalho: string }[] = [];
  /** The words of line `k` with where each stands, where the page says (a PDF's text). */
  const palavrasDaLinha = (k: number) => {
    const palavras = linhas[k].trim().split(/\s+/);
    const trechos = posicoes?.get(inicios[k]);
    return { palavras, trechos: trechos && trechos.length === palavras.length ? trechos : undefined };
  };
  /** The run under the header of line `iCabecalho`; the line where the next header may be. */
  const correr = (iCabecalho: number, achado: Achado): number => {
    let k = iCabecalho;
    const { colunas, coluna } = achado;
    const cabecalho = normalizarTexto(achado.texto);
    /**
     * The line's words in the header's column of the page: all of them, or, under a header printed
     * beside another column's text, those from the first word that stands after the other column (see
     * naColuna); none where the line holds the other column's text only (a title's line: see naColuna).
     */
    const tokensDaLinha = (j: number, titulo = false): string[] => {
      const { palavras, trechos } = palavrasDaLinha(j);
      if (!coluna || !trechos) {
        // (Under a header in the left column, a line of the right column's text only: none.)
        if (trechos && achado.fim !== undefined && trechos[0].x > achado.fim + ENTRE_COLUNAS) return [];
        return linhas[j].trim() ? palavras : [];
      }
      return naColuna(palavras, trechos, coluna, titulo);
    };
    /**
     * A line's reading that the header does not fit whole, read up to another column's text after it
     * (a page in two columns joined line by line: "Eduardo Vieira de Souza 3°   Simone Mello Soares
     * 1°"): its words up to the first that stands after the header's last word, after a space between
     * columns.
     */
    const ateAOutraColuna = (j: number, tokens: string[]): string[][] => {
      const trechos = palavrasDaLinha(j).trechos?.slice(-tokens.length);
      if (!trechos || achado.fim === undefined) return [];
      // (A line of the other column's text only, its first word after the header's end: none.)
      const c = tokens.findIndex(
        (_, i) =>
          trechos[i].x > achado.fim! + (i === 0 ? ENTRE_COLUNAS : 0) &&
          (i === 0 || trechos[i].x - trechos[i - 1].fim >= ENTRE_COLUNAS),
      );
      // Or from the word under the header's first, under a header in the page's right column
      // ("Cargo: Auxiliar de Mecânico   Fabiana Boeira Duarte 1°" under "Nome: Classificação:").
      const a =
        coluna || achado.inicio === undefined
          ? -1
          : tokens.findIndex(
              (_, i) =>
                i > 0 &&
                Math.abs(trechos[i].x - achado.inicio!) <= ENTRE_COLUNAS &&
                trechos[i].x - trechos[i - 1].fim >= ENTRE_COLUNAS,
            );
      return [...(c >= 0 ? [tokens.slice(0, c)] : []), ...(a > 0 ? [tokens.slice(a)] : [])];
    };
    // The title: the lines with words between the header and the first row, else those just above the
    // header (a header that opens its page has the page before's footer above it).
    const acima: string[] = [];
    const abaixo: string[] = [];
    for (let j = k - 1; j >= 0 && j >= k - 2; j--) {
      const t = tokensDaLinha(j, true).join(" ");
      // (A line of the other column's text only, beside a header in a column of the page, is passed.)
      if (!t && coluna && linhas[j].trim()) continue;
      if (!t || !/\p{L}{2}/u.test(t) || leituras(colunas, t.split(/\s+/)).length > 0) break;
      acima.unshift(t);
    }
    const novoBloco = (offset: number): BlocoDaTabela => ({
      titulo: "",
      offset,
      linhas: [],
      recusadas: [],
      inicios: [],
      semInscricao: true,
    });
    let bloco = novoBloco(inicios[k]);
    /**
     * A list in parts under the header ("Micro-Área/Nome do Candidato"): each part's line ("Micro-Área
     * 1:") begins a block of its own, its title the list's with the part's.
     */
    const rotulo = rotuloDasPartes(achado.texto);
    const partes: { bloco: BlocoDaTabela; parte?: string }[] = [{ bloco }];
    const iNome = colunas.findIndex((c) => c.tipo === "nome");
    const outras = colunas.filter((_, j) => j !== iNome);
    const nomesDasColunas = ["Inscrição", colunas[iNome].nome, ...outras.map((c) => c.nome)];
    const iCargo = outras.findIndex(
      (c) => c.tipo === "texto" && COLUNA_DO_CARGO.test(normalizarTexto(c.nome)),
    );
    // The score among several: the final one ("NOTA NA PROVA TITULOS NOTA FINAL": the last).
    const iNota = outras.indexOf(colunas[colunaDaNota(colunas)]);
    const iClassificacao = outras.findIndex((c) => c.tipo === "classificacao");
    const comSituacao = colunas.some(daSituacao);
    /**
     * Whether a line is a situation's cell printed over lines beside its row ("Classificado(a) de acordo
     * com a alínea “a”" / "do subitem 2.1"), under a header with a situation: no row, no end of the run.
     */
    const celulaDaSituacao = (tokens: readonly string[]) =>
      comSituacao && (situacaoEm(tokens, 0) > 0 || /^\p{Ll}/u.test(tokens[0] ?? ""));
    /** A row read: its tokens by the header's columns (`leitura`), its text from `offset` to `fim`. */
    const linhaLida = (leitura: string[][], t: string, offset: number, fim: number): LinhaDaTabela => {
      const valores = leitura.filter((_, j) => j !== iNome).map((v) => v.join(" "));
      return {
        offset,
        fim,
        bruto: t,
        inscricao: null,
        nome: leitura[iNome].join(" "),
        valores,
        nota: iNota >= 0 ? numeroDaTabela(valores[iNota]) : null,
        ...(iClassificacao >= 0 && /^\d+/.test(valores[iClassificacao])
          ? { classificacao: Number(/^\d+/.exec(valores[iClassificacao])![0]) }
          : {}),
        ...(iCargo >= 0 && valores[iCargo] ? { cargo: valores[iCargo] } : {}),
        colunas: nomesDasColunas,
      };
    };
    const motivoDaRecusa = (lidas: number) =>
      lidas > 1
        ? `A linha se lê de mais de um jeito pelo cabeçalho da lista sem inscrição (${colunas.map((c) => c.nome).join(" / ")}): confira no PDF.`
        : `A linha não segue o cabeçalho da lista sem inscrição (${colunas.map((c) => c.nome).join(" / ")}): não se acham nela, na ordem, o nome e os outros valores.`;
    /**
     * Where the run's rows stand on the page (a PDF's): the x of a row's first word, how far right of it
     * the second column's first word stands (`dValor`), and the widest row (`largura`).
     */
    let forma: { x: number; dValor: number; largura: number } | undefined;
    /** The places of a row's tokens on line `j` (a run of the line's words), where the page says. */
    const trechosDosTokens = (j: number, tokens: readonly string[]) => {
      const { palavras, trechos } = palavrasDaLinha(j);
      if (!trechos || tokens.length === 0) return undefined;
      for (let s = palavras.length - tokens.length; s >= 0; s--) {
        if (tokens.every((x, i) => palavras[s + i] === x)) return trechos.slice(s, s + tokens.length);
      }
      return undefined;
    };
    /** Whether a row's words (read as `leitura`) stand as the run's rows do (see forma). */
    const naForma = (trechos: readonly TrechoDaPalavra[], leitura: string[][]) => {
      const n = leitura[0].length;
      if (!forma || n === 0 || n >= trechos.length) return false;
      return Math.abs(trechos[n].x - trechos[0].x - forma.dValor) <= ENTRE_COLUNAS;
    };
    /**
     * The words of line `j` in a column of the page that begins at `x0` and is as wide as the run's
     * rows: none where no word stands there, null where a word runs across the column's start (a
     * line of text over both columns) or the page says nothing of where the words stand.
     */
    const janela = (j: number, x0: number) => {
      const { palavras, trechos } = palavrasDaLinha(j);
      if (!trechos) return linhas[j].trim() ? null : { tokens: [], trechos: [], s: 0 };
      const antes = x0 - ENTRE_COLUNAS / 2;
      if (trechos.some((t) => t.x < antes && t.fim > x0)) return null;
      const dentro = palavras
        .map((_, i) => i)
        .filter((i) => trechos[i].x >= antes && trechos[i].fim <= x0 + forma!.largura + ENTRE_COLUNAS);
      if (dentro.length === 0) return { tokens: [], trechos: [], s: 0 };
      const [s, e] = [dentro[0], dentro.at(-1)! + 1];
      return { tokens: palavras.slice(s, e), trechos: trechos.slice(s, e), s };
    };
    /**
     * The run past its page's end, where the header is not printed again (#37: no row lost quietly):
     * at a new page (line `k0`), the columns of the page where, in its first lines, a line reads as a
     * row of the header and stands as the run's rows do (the name where the row begins, the next value
     * as far right of it) — one of them elsewhere than the run's column (else the run goes on as
     * before). Each column, left to right, is read down the page as the run's lines are: its rows; a
     * line that begins at the column's start with a value where the rows print theirs and that the
     * header does not fit, refused with its text; a situation's cell passed; any other line (a title,
     * a header, text across the columns) ends it. Where a column goes on to the page's end, the next
     * page is looked at the same way. Null where no column moved; else the line after the last read.
     */
    const continuar = (k0: number): number | null => {
      if (!forma) return null;
      const ate = fimDaPagina(k0);
      const xs: number[] = [];
      for (let j = k0; j < Math.min(ate, k0 + LINHAS_ATE_A_PRIMEIRA + 2); j++) {
        const { palavras, trechos } = palavrasDaLinha(j);
        if (!trechos) continue;
        palavras.forEach((_, i) => {
          if (i > 0 && trechos[i].x - trechos[i - 1].fim < ENTRE_COLUNAS) return;
          const x0 = trechos[i].x;
          if (xs.some((x) => Math.abs(x - x0) <= ENTRE_COLUNAS)) return;
          const w = janela(j, x0);
          const lidas = w ? leituras(colunas, w.tokens) : [];
          if (w && lidas.length === 1 && Math.abs(w.trechos[0].x - x0) < 1 && naForma(w.trechos, lidas[0]))
            xs.push(x0);
        });
      }
      if (!xs.some((x) => Math.abs(x - forma!.x) > ENTRE_COLUNAS)) return null;
      xs.sort((a, b) => a - b);
      let fim = k0;
      let ateOFim = false;
      for (const x0 of xs) {
        let j = k0;
        for (; j < ate; j++) {
          const w = janela(j, x0);
          if (!w) break;
          const t = w.tokens.join(" ");
          if (!t || DIVISORIA.test(t)) continue;
          if (cabecalhoSemInscricao(t)) break;
          const lidas = leituras(colunas, w.tokens);
          const offset = offsetDaPalavra(j, w.s);
          const fimDaLinha = offsetDaPalavra(j, w.s + w.tokens.length - 1) + w.tokens.at(-1)!.length;
          if (lidas.length === 1 && naForma(w.trechos, lidas[0])) {
            bloco.linhas.push(linhaLida(lidas[0], t, offset, fimDaLinha));
            bloco.inicios.push(offset);
            continue;
          }
          if (celulaDaSituacao(w.tokens)) continue;
          const noLugarDoValor = w.trechos.some(
            (tr, i) =>
              i > 0 &&
              /\d/.test(w.tokens[i]) &&
              Math.abs(tr.x - w.trechos[0].x - forma!.dValor) <= ENTRE_COLUNAS,
          );
          if (Math.abs(w.trechos[0].x - x0) <= ENTRE_COLUNAS / 2 && /\p{L}{2}/u.test(t) && noLugarDoValor) {
            bloco.recusadas.push({ offset, fim: fimDaLinha, bruto: t, motivo: motivoDaRecusa(lidas.length) });
            bloco.inicios.push(offset);
            continue;
          }
          break;
        }
        if (j === ate) ateOFim = true;
        fim = Math.max(fim, j);
      }
      return ateOFim && ate < linhas.length ? (continuar(ate) ?? ate) : fim;
    };
    k++;
    let antesDaPrimeira = 0;
    for (; k < linhas.length; k++) {
      if (bloco.linhas.length > 0 && primeirasDasPaginas.has(inicios[k])) {
        const fim = continuar(k);
        if (fim !== null) {
          k = fim;
          break;
        }
      }
      let tokens = tokensDaLinha(k);
      let lidas = leituras(colunas, tokens);
      const cortados = (lidas.length === 1 ? [] : ateAOutraColuna(k, tokens)).find(
        (c) => c.length === 0 || leituras(colunas, c).length === 1,
      );
      if (cortados) {
        tokens = cortados;
        lidas = leituras(colunas, tokens);
      }
      const t = tokens.join(" ");
      if (!t || DIVISORIA.test(t)) continue;
      if (
        rotulo &&
        lidas.length === 0 &&
        tokens.length <= rotulo.split("-").length + 2 &&
        normalizarTexto(t).startsWith(normalizarTexto(rotulo))
      ) {
        if (bloco.linhas.length > 0 || bloco.recusadas.length > 0) {
          bloco = novoBloco(inicios[k]);
          partes.push({ bloco });
        }
        partes[partes.length - 1].parte = t.replace(/:$/, "");
        continue;
      }
      if (lidas.length === 1) {
        const linha = linhaLida(lidas[0], t, inicios[k], inicios[k] + linhas[k].length);
        bloco.linhas.push(linha);
        bloco.inicios.push(linha.offset);
        const trechos = trechosDosTokens(k, tokens);
        const n = lidas[0][0].length;
        if (trechos && n > 0 && n < trechos.length) {
          const largura = trechos.at(-1)!.fim - trechos[0].x;
          forma = forma
            ? { ...forma, largura: Math.max(forma.largura, largura) }
            : { x: trechos[0].x, dValor: trechos[n].x - trechos[0].x, largura };
        }
        continue;
      }
      // A line with words and a value of the header's kinds that the header does not fit (a value
      // missing, one more): a record the run holds and this reading does not. The value a CPF or a
      // date, which no text around a list holds; or the line begins as the rows do, with a value of
      // the header's first column ("84º", not "Assinado por 1 pessoa").
      const comNome = tokens.some((x) => /\p{L}{2}/u.test(x));
      const comValor =
        tokens.some((x) => outras.some((c) => (c.tipo === "cpf" || c.tipo === "data") && doTipo(c, x))) ||
        (colunas[0].tipo !== "nome" && colunas[0].tipo !== "texto" && doTipo(colunas[0], tokens[0]));
      if (comNome && comValor) {
        bloco.recusadas.push({
          offset: inicios[k],
          fim: inicios[k] + linhas[k].length,
          bruto: t,
          motivo: motivoDaRecusa(lidas.length),
        });
        bloco.inicios.push(inicios[k]);
        continue;
      }
      // A situation's cell printed over lines beside the row ("Classificado(a) de acordo com a alínea
      // “a”" / "do subitem 2.1"): the cell of a row, no row and no end of the run.
      if (celulaDaSituacao(tokens)) continue;
      // Before the first row, the list's title under the header ("Listagem Alfabética").
      if (bloco.linhas.length === 0 && antesDaPrimeira < LINHAS_ATE_A_PRIMEIRA && !cabecalhoSemInscricao(t)) {
        antesDaPrimeira++;
        if (/\p{L}{2}/u.test(t)) abaixo.push(t);
        continue;
      }
      break;
    }
    const titulo = abaixo.length > 0 ? abaixo : acima;
    for (const { bloco: b, parte } of partes) {
      // (The rows of a page's columns read column by column: their starts in the text's order.)
      b.inicios.sort((x, y) => x - y);
      b.titulo = [...titulo, ...(parte ? [parte] : [])].join(" – ") || achado.texto;
      if (b.linhas.length > 0 || b.recusadas.length > 0) blocos.push({ bloco: b, cabecalho });
    }
    // A header among the run's lines, in the other column of the page (a block of its own whose rows
    // are the other words of the lines): the next run begins there.
    for (let j = iCabecalho + 1; posicoes && j < k; j++) {
      if (cabecalhosDaLinha(palavrasDaLinha(j)).length > 0) return j;
    }
    return k;
  };
  let k = 0;
  while (k < linhas.length) {
    const achados = lidos.has(inicios[k]) ? [] : cabecalhosDaLinha(palavrasDaLinha(k));
    const proximos = achados.map((achado) => correr(k, achado));
    k = proximos.length > 0 ? Math.max(k + 1, Math.min(...proximos)) : k + 1;
  }
  // The header is evidence where at least three rows fit it, in one run or over its pages' runs.
  const porCabecalho = new Map<string, number>();
  for (const { bloco, cabecalho } of blocos) {
    porCabecalho.set(cabecalho, (porCabecalho.get(cabecalho) ?? 0) + bloco.linhas.length);
  }
  const tomados = blocos.filter(({ cabecalho }) => (porCabecalho.get(cabecalho) ?? 0) >= MINIMO_DE_LINHAS);
  // A run of refused lines only (a page whose rows none fit) is said with the run of its header next
  // to it: a list of no rows is no list of its own.
  tomados.forEach(({ bloco, cabecalho }, i) => {
    if (bloco.linhas.length > 0) return;
    const vizinho = [...tomados.slice(0, i).reverse(), ...tomados.slice(i + 1)].find(
      (b) => b.cabecalho === cabecalho && b.bloco.linhas.length > 0,
    )!;
    vizinho.bloco.recusadas.push(...bloco.recusadas);
    vizinho.bloco.inicios.push(...bloco.inicios);
    vizinho.bloco.inicios.sort((a, b) => a - b);
  });
  return tomados.filter(({ bloco }) => bloco.linhas.length > 0).map(({ bloco }) => bloco);
}
