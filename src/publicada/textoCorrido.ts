/**
 * A text whose line breaks were lost (a scraper's extraction of a whole edition of a Diário Oficial in
 * one line: "… CANDIDATAS HABILITADAS / CLASSIFICADAS CLAS. NOME TITULOS 1 CASSIA DA SILVA MARTINS DE
 * SOUZA 20 2 JANAINA MAGALHAES DE SOUZA 0 CANDIDATA INABILITADA …") gets back the lines of its lists,
 * from the evidence the list itself prints, not from one publisher's layout:
 *
 * - a header row whose first column is the order's ("CLAS.", "Classificação", "POSIÇÃO", "SEQ.", "Nº")
 *   and that names the name's ("NOME", "CANDIDATO"), right before
 * - a run of records that begin with the order numbers in sequence (1, 2, 3… or 223º, 224º…), each
 *   followed by a word (a name, a situation) or the mark of "idem" (“).
 *
 * The header goes on a line of its own, each record on its own (from its order number to the next's);
 * the last record ends where its shape ends (the previous record's, or a name and its numbers), and the
 * text after it (the rest of the edition) on a line of its own, never read as a record. Where no such
 * run is found the line is left as it is. The readers of lines (tabela.ts, tabelaSemInscricao.ts) then
 * read the lists as they read a PDF's, and refuse with its text a record they cannot read.
 */
import { normalizarTexto } from "../leitura/texto";
import { unirLinhas } from "./secoes";

/** A line this long is a text with its line breaks lost (a whole edition in one line), not a line. */
export const LINHA_CORRIDA = 2000;

/** An order number: "1", "12", "223º". */
const ORDINAL = /^(\d{1,4})([º°ª]?)$/;
/** The word of a header's order column, normalised ("CLAS.", "Classificação", "POSIÇÃO", "Nº"). */
const COLUNA_DA_ORDEM =
  /^(?:clas|class|classif|classificacao|posicao|pos|ordem|ord|seq|n[ºo°]|colocacao)\.?$/;
/** The word of a header's name column, normalised. */
const COLUNA_DO_NOME = /^(?:nome|nomes|candidato|candidata|candidatos|candidatas|candidato\(a\))$/;
/** How many words a header holds at most, from the order's column to the first record. */
const PALAVRAS_DO_CABECALHO = 12;
/** How many words a record holds at most (the order number to the next one). */
const PALAVRAS_DO_REGISTRO = 40;
/** The most words a name at a record's end takes where the run has no other record to measure by. */
const PALAVRAS_DO_NOME = 8;
/** How far before a header its title's sentences are looked for. */
const PALAVRAS_DO_TITULO = 120;
/** How many words a page's foot and head between two records of a run hold at most. */
const PALAVRAS_DA_QUEBRA = 150;
/** A word of a name ("SILVA", "D'Ávila", "da"). */
const PALAVRA_DE_NOME = /^\p{L}[\p{L}'’.-]*$/u;
/** A value printed after a name: a score, a code, a matrícula ("55,00", "041849-1", "12345-X"). */
const NUMERO = /^[-+]?\d[\d.,/-]*[xX]?$/;
/** The mark of "idem" in a cell ("224º “": the same as the row above). */
const IDEM = /^[“”"〃]$/;

interface Palavra {
  texto: string;
  inicio: number;
  fim: number;
}

function palavrasDe(linha: string): Palavra[] {
  const palavras: Palavra[] = [];
  for (const m of linha.matchAll(/\S+/g)) {
    palavras.push({ texto: m[0], inicio: m.index!, fim: m.index! + m[0].length });
  }
  return palavras;
}

/** What a record's word is, for its shape: a number, a name's word, or other ("“", "-"). */
function classe(texto: string): "n" | "p" | "o" {
  if (NUMERO.test(texto)) return "n";
  if (PALAVRA_DE_NOME.test(texto)) return "p";
  return "o";
}

/** A record's shape: its words' classes, a run of name words made one ("n p n" for "1 ANA SILVA 20"). */
function forma(palavras: readonly Palavra[]): string[] {
  const classes: string[] = [];
  for (const p of palavras) {
    const c = classe(p.texto);
    if (c !== "p" || classes.at(-1) !== "p") classes.push(c);
  }
  return classes;
}

/** The most name's words in a row in a record (its name's). */
function maiorNomeDe(registro: readonly Palavra[]): number {
  let maior = 0;
  let atual = 0;
  for (const p of registro) {
    atual = classe(p.texto) === "p" ? atual + 1 : 0;
    maior = Math.max(maior, atual);
  }
  return maior;
}

/** Whether a word may begin a record after its order number: a word with a capital, or "idem". */
function comecaRegistro(texto: string | undefined): boolean {
  return texto !== undefined && (/^\p{Lu}/u.test(texto) || IDEM.test(texto) || /^lugar$/i.test(texto));
}

/**
 * The header row right before word `i` (a record's order number): from the order column's word, the
 * nearest before it, to `i`, with the name's column between them and no digit (a header row prints
 * names only). The index of its first word, or -1.
 */
function cabecalhoAntes(palavras: readonly Palavra[], i: number): number {
  let comNome = false;
  for (let h = i - 1; h >= 0 && h >= i - PALAVRAS_DO_CABECALHO; h--) {
    const t = palavras[h].texto;
    if (/\d/.test(t) && !/^n[º°o]\.?$/i.test(t)) return -1;
    const n = normalizarTexto(t).replace(/\s+/g, "");
    if (COLUNA_DO_NOME.test(n)) comNome = true;
    if (COLUNA_DA_ORDEM.test(n)) return comNome ? h : -1;
  }
  return -1;
}

/**
 * The words of the last record of a run (from its order number at `i`): as many as the run's records
 * have by their shape (the record's before it), or, for a run of one, the order number, the words up
 * to the name, the name and the numbers after it. A name at the end takes no more words than the
 * run's longest name, and never a place and date that close the act ("Belo Horizonte, 25 de novembro
 * de 2024").
 */
function fimDoUltimo(
  palavras: readonly Palavra[],
  i: number,
  modelo: string[] | null,
  maiorNome: number,
): number {
  let j = i + 1;
  const fim = Math.min(palavras.length, i + PALAVRAS_DO_REGISTRO);
  /** The name's words; `limite`, where the name ends the record (no number after it to stop it). */
  const nome = (limite: number) => {
    const de = j;
    while (j < fim && classe(palavras[j].texto) === "p" && j - de < limite) j++;
    // A place and a date after the name ("… Santos Belo Horizonte, 25 de …"): the act's closing (a
    // place of one word ends with its comma, no name's word).
    for (let k = de + 1; k < j; k++) {
      const resto = palavras
        .slice(k, k + 4)
        .map((p) => p.texto)
        .join(" ");
      if (/^\p{Lu}\p{L}+ \p{Lu}\p{L}+, \d{1,2} de /u.test(`${resto} `)) {
        j = k;
        break;
      }
    }
    // (A word of one letter after a name in capitals: the next sentence's "O".)
    if (j - de > 2 && /^\p{Lu}$/u.test(palavras[j - 1].texto)) j--;
  };
  if (modelo) {
    for (const [k, c] of modelo.entries()) {
      if (k === 0) continue;
      if (j >= fim) break;
      if (c === "p") {
        if (classe(palavras[j].texto) !== "p") break;
        nome(k === modelo.length - 1 ? maiorNome : PALAVRAS_DO_REGISTRO);
      } else if (classe(palavras[j].texto) === c) j++;
      else break;
    }
    return j;
  }
  while (j < fim && classe(palavras[j].texto) !== "p") j++;
  nome(PALAVRAS_DO_NOME);
  while (j < fim && classe(palavras[j].texto) === "n") j++;
  return j;
}

/**
 * The lines of a text with its line breaks lost: the lists found in it each on their lines (the header,
 * each record), the text between them as it is. A line with no list is returned whole.
 */
export function linhasDoTextoCorrido(linha: string): string[] {
  const palavras = palavrasDe(linha);
  const linhas: string[] = [];
  /** The words already put on lines. */
  let feito = 0;
  for (let i = 0; i < palavras.length; i++) {
    const m = ORDINAL.exec(palavras[i].texto);
    if (!m || !comecaRegistro(palavras[i + 1]?.texto)) continue;
    const h = cabecalhoAntes(palavras, i);
    if (h < 0) continue;
    // The run: the order numbers in sequence, each where a record may begin.
    const run = [i];
    /** Where each record of the run ends (the next one's number, or its shape's end before a gap). */
    const fins: number[] = [];
    /** The shape and the longest name of the run's records so far. */
    let modelo: string[] | null = null;
    let maiorNome = 0;
    // (Numbers printed with zeros before them, "01", "02": as wide as the first.)
    const largura = m[1].startsWith("0") ? m[1].length : 0;
    for (let n = Number(m[1]) + 1; ; n++) {
      const de = run.at(-1)! + 2;
      const proximo = `${String(n).padStart(largura, "0")}${m[2]}`;
      const achar = (ate: number) => {
        for (let j = de; j < Math.min(palavras.length, ate); j++) {
          if (palavras[j].texto === proximo && comecaRegistro(palavras[j + 1]?.texto)) return j;
        }
        return -1;
      };
      let achado = achar(de + PALAVRAS_DO_REGISTRO);
      let fimDoAnterior = achado;
      // A page's foot and head between two records (the signature's notice, the Diário's header): the
      // run goes on past them where the record before ends as the run's records do and the next one
      // is shaped as they are.
      if (achado < 0 && modelo) {
        const depois = achar(de + PALAVRAS_DA_QUEBRA);
        const fimAntes = fimDoUltimo(palavras, run.at(-1)!, modelo, maiorNome);
        const igual = (a: readonly string[], b: readonly string[]) => a.join(" ") === b.join(" ");
        // Not where another list begins in between (its first number again, "1 PEDRO …" under its own
        // header): the run ends there, and the other list is read as its own.
        const outraLista = palavras
          .slice(fimAntes, Math.max(fimAntes, depois))
          .some((p, k) => p.texto === palavras[i].texto && comecaRegistro(palavras[fimAntes + k + 1]?.texto));
        if (
          depois > 0 &&
          fimAntes < depois &&
          !outraLista &&
          igual(forma(palavras.slice(run.at(-1)!, fimAntes)), modelo) &&
          igual(forma(palavras.slice(depois, fimDoUltimo(palavras, depois, modelo, maiorNome))), modelo)
        ) {
          achado = depois;
          fimDoAnterior = fimAntes;
        }
      }
      if (achado < 0) break;
      const registro = palavras.slice(run.at(-1)!, fimDoAnterior);
      if (fimDoAnterior === achado) modelo = forma(registro);
      maiorNome = Math.max(maiorNome, maiorNomeDe(registro));
      fins.push(fimDoAnterior);
      run.push(achado);
    }
    const fim = fimDoUltimo(palavras, run.at(-1)!, modelo, maiorNome);
    // A record alone under its header ends where its values end: one that ends with its name has nothing
    // that says where it ends (nor that it is one, and not a list's first of a sequence broken).
    if (!modelo && classe(palavras[fim - 1].texto) !== "n") continue;
    if (h < feito) continue;
    // The text before the header, its last sentences each on a line (the list's title, the act that
    // announces it: a reader takes the lines above a header for its title).
    const frases: number[] = [];
    for (let t = h - 1; t > feito && t >= h - PALAVRAS_DO_TITULO && frases.length < 3; t--) {
      if (/[.:;]$/.test(palavras[t - 1].texto) && /^[\p{Lu}\d]/u.test(palavras[t].texto)) frases.unshift(t);
    }
    let de = feito < palavras.length ? palavras[feito].inicio : linha.length;
    for (const t of frases) {
      linhas.push(linha.slice(de, palavras[t].inicio));
      de = palavras[t].inicio;
    }
    linhas.push(linha.slice(de, palavras[h].inicio), linha.slice(palavras[h].inicio, palavras[i].inicio));
    // Each record on its line; a page's foot and head inside the run after its last record (it is the
    // page's, not the list's: the list's records stay together, as on a PDF whose header is taken out).
    const quebras: string[] = [];
    run.forEach((r, k) => {
      const ate = k < fins.length ? fins[k] : fim;
      linhas.push(linha.slice(palavras[r].inicio, palavras[ate - 1].fim));
      if (k < fins.length && fins[k] < run[k + 1]) {
        quebras.push(linha.slice(palavras[fins[k]].inicio, palavras[run[k + 1] - 1].fim));
      }
    });
    linhas.push(...quebras);
    feito = fim;
    i = fim - 1;
  }
  if (linhas.length === 0) return [linha];
  if (feito < palavras.length) linhas.push(linha.slice(palavras[feito].inicio));
  return linhas.map((l) => l.trim()).filter((l) => l !== "");
}

/** A record of a list in running text, "Nome - 006": its name, its number, where it stands. */
export interface RegistroCorrido {
  offset: number;
  fim: number;
  bruto: string;
  nome: string;
  /** Null in a list numbered by its order ("25 - ANA LUCIA COSTA"), which prints no inscrição. */
  inscricao: string | null;
  /** The order number a numbered list prints before the name. */
  classificacao?: number;
}

/**
 * A list printed as running text, one record after another in a sentence ("Os candidatos homologados
 * são: Anastácio Benjamin Costa de França - 006; Andréia Maria Pinho dos Santos - 084; …"): the
 * sentence that presents it, its records, and the pieces among them that are not of their shape.
 */
export interface ListaCorrida {
  titulo: string;
  offset: number;
  registros: RegistroCorrido[];
  recusados: { offset: number; fim: number; bruto: string }[];
}

/** A piece of running text shaped as a record: a name of two words or more, a dash, a number. */
const NOME_E_NUMERO = /^(\p{Lu}[\p{L}'’.]*(?:[ -]+[\p{L}'’.]+)+?)\s+[-–]\s+(\d{2,6})$/u;
/** The least records in a row that make a run of "nome - número" a list (one or two are a sentence's). */
const MINIMO_CORRIDO = 5;
/** The sentence that presents a list of candidates, normalised (not a relation of servidores). */
const FRASE_DE_CANDIDATOS =
  /\b(?:candidat[oa]s?|inscri(?:cao|coes|tos?|tas?)|classificad[oa]s|aprovad[oa]s|habilitad[oa]s|homologad[oa]s)\b/;

/**
 * The lists of a text printed as running text, "Nome - número; Nome - número; …" (#37): a run of at
 * least five pieces parted by ";" each a name and a number of the same width, the last one ended by a
 * "." — the shape repeated is the evidence, with a sentence before the first that names candidates or
 * inscrições ("Os candidatos homologados são:"). The line breaks of the page inside a record are spaces
 * (a word split by a hyphen at the line's end joined). A piece inside the run that is not of the shape
 * is refused with its text.
 */
export function listasCorridas(texto: string): ListaCorrida[] {
  // The pieces: the text between ";" (and a "." before a space, the list's end).
  const pecas: { inicio: number; fim: number; texto: string }[] = [];
  const separador = /;|\.(?=\s)/g;
  let de = 0;
  for (const m of texto.matchAll(separador)) {
    pecas.push({ inicio: de, fim: m.index!, texto: texto.slice(de, m.index!) });
    de = m.index! + 1;
  }
  // (A word split by a hyphen at the line's end joined.)
  const limpo = (t: string) => unirLinhas(t.replace(/(\p{L})-\n(\p{Ll})/gu, "$1$2"));
  const ler = (t: string) => NOME_E_NUMERO.exec(limpo(t));
  const listas: ListaCorrida[] = [];
  for (let k = 0; k < pecas.length; k++) {
    // The first record: after the sentence that presents the list ("… são:"), on the piece's last line.
    const primeira = pecas[k].texto;
    const doisPontos = primeira.lastIndexOf(":");
    if (doisPontos < 0) continue;
    const primeiro = ler(primeira.slice(doisPontos + 1));
    if (!primeiro) continue;
    const largura = primeiro[2].length;
    const mesmo = (m: RegExpExecArray | null) => m !== null && m[2].length === largura;
    let j = k + 1;
    const recusados: ListaCorrida["recusados"] = [];
    const lidos: number[] = [];
    while (j < pecas.length) {
      if (mesmo(ler(pecas[j].texto))) {
        lidos.push(j);
        j++;
        continue;
      }
      // A piece not of the shape between two that are: a record the run holds and this reading does not.
      if (j + 1 < pecas.length && mesmo(ler(pecas[j + 1].texto)) && limpo(pecas[j].texto).length <= 120) {
        recusados.push({ offset: pecas[j].inicio, fim: pecas[j].fim, bruto: limpo(pecas[j].texto) });
        j++;
        continue;
      }
      break;
    }
    if (lidos.length + 1 < MINIMO_CORRIDO) continue;
    // The sentence before the first record: from the last sentence's end before the colon.
    const antes = primeira.slice(0, doisPontos + 1);
    const inicioDaFrase = Math.max(antes.lastIndexOf(". ") + 1, antes.lastIndexOf(".\n") + 1, 0);
    const titulo = limpo(antes.slice(inicioDaFrase));
    if (!FRASE_DE_CANDIDATOS.test(normalizarTexto(titulo))) continue;
    const registro = (inicio: number, fim: number, m: RegExpExecArray): RegistroCorrido => {
      // (From the record's first letter, past the separator's spaces and line breaks.)
      const offset = inicio + (/\S/.exec(texto.slice(inicio, fim))?.index ?? 0);
      return { offset, fim, bruto: limpo(texto.slice(offset, fim)), nome: m[1], inscricao: m[2] };
    };
    const inicioDoPrimeiro = pecas[k].inicio + doisPontos + 1;
    listas.push({
      titulo,
      offset: pecas[k].inicio + inicioDaFrase,
      registros: [
        registro(inicioDoPrimeiro, pecas[k].fim, primeiro),
        ...lidos.map((i) => registro(pecas[i].inicio, pecas[i].fim, ler(pecas[i].texto)!)),
      ],
      recusados,
    });
    k = j - 1;
  }
  return [...listas, ...listasNumeradas(texto)].sort((a, b) => a.offset - b.offset);
}

/** A record of a list numbered by its order: "25 - ANA LUCIA COSTA" (the name in capitals). */
const NUMERO_E_NOME = /(?<![\p{L}\d.,/-])(\d{1,4}) [-–] (?=\p{Lu}{2})/gu;
/** A name in capitals ("ROSA MORRONI VASCONCELOS MOTTA PAIVA", "D'ARC"). */
const NOME_EM_CAPITAIS = /^\p{Lu}[\p{Lu}'’.-]*(?: \p{Lu}[\p{Lu}'’.-]*)+$/u;
/** The least records of a numbered run (one or two are an act's items). */
const MINIMO_NUMERADO = 3;
/** How far before a numbered run the sentence that calls candidates is looked for. */
const ANTES_DA_NUMERADA = 1200;

/**
 * The lists numbered by their order in running text, "25 - ANA LUCIA COSTA 26 - IARA ANTUNES BATISTA
 * 27 - …" (a call of candidates in a Diário Oficial): at least three records whose numbers follow in
 * sequence, each a name in capitals up to the next number; the last name ends with its words in
 * capitals (a word of one letter after it is the next sentence's: "… SILVA O não comparecimento"), no
 * longer than the run's longest name and a word. The
 * text before the run must speak of candidates (a relation of servidores numbered so is no list).
 */
function listasNumeradas(texto: string): ListaCorrida[] {
  const marcas = [...texto.matchAll(NUMERO_E_NOME)].map((m) => ({
    numero: Number(m[1]),
    inicio: m.index!,
    nome: m.index! + m[0].length,
  }));
  const listas: ListaCorrida[] = [];
  for (let k = 0; k < marcas.length; k++) {
    const run = [marcas[k]];
    for (let j = k + 1; j < marcas.length; j++) {
      const anterior = run.at(-1)!;
      if (marcas[j].numero !== anterior.numero + 1) break;
      if (!NOME_EM_CAPITAIS.test(unirLinhas(texto.slice(anterior.nome, marcas[j].inicio)))) break;
      run.push(marcas[j]);
    }
    if (run.length < MINIMO_NUMERADO) continue;
    // The last name: its words in capitals (a word of one letter at its end is the next sentence's).
    const ultimo = run.at(-1)!;
    const depois = /^\p{Lu}[\p{Lu}'’.-]*(?:\s+\p{Lu}[\p{Lu}'’.-]*)*/u.exec(
      texto.slice(ultimo.nome, ultimo.nome + 200),
    );
    let fimDoUltimo = ultimo.nome + (depois?.[0].length ?? 0);
    const uma = /\s+\p{Lu}$/u.exec(texto.slice(ultimo.nome, fimDoUltimo));
    if (uma) fimDoUltimo = ultimo.nome + uma.index;
    // No more words than the run's longest name and one (a title in capitals may follow: "… ALMEIDA
    // DESPACHO - SUPERINTENDÊNCIA").
    const palavras = (de: number, ate: number) => unirLinhas(texto.slice(de, ate)).split(" ").length;
    const maior = Math.max(...run.slice(0, -1).map((r, i) => palavras(r.nome, run[i + 1].inicio)));
    const doUltimo = [...texto.slice(ultimo.nome, fimDoUltimo).matchAll(/\S+/g)];
    if (doUltimo.length > maior + 1) {
      const ultima = doUltimo[maior];
      fimDoUltimo = ultimo.nome + ultima.index! + ultima[0].length;
    }
    if (!NOME_EM_CAPITAIS.test(unirLinhas(texto.slice(ultimo.nome, fimDoUltimo)))) continue;
    const antes = texto.slice(Math.max(0, run[0].inicio - ANTES_DA_NUMERADA), run[0].inicio);
    if (!/\bcandidat[oa]s?\b/.test(normalizarTexto(antes))) continue;
    // The title: the text after the last sentence's end before the run ("Cargo: … Adulto").
    const fimDaFrase = Math.max(antes.lastIndexOf(". "), antes.lastIndexOf(".\n"));
    const titulo = unirLinhas(antes.slice(fimDaFrase + 1));
    listas.push({
      titulo,
      offset: run[0].inicio - antes.length + fimDaFrase + 1,
      registros: run.map((r, i) => {
        const fim = i + 1 < run.length ? run[i + 1].inicio : fimDoUltimo;
        const nome = unirLinhas(texto.slice(r.nome, fim));
        return {
          offset: r.inicio,
          fim: r.nome + nome.length,
          bruto: unirLinhas(texto.slice(r.inicio, fim)),
          nome,
          inscricao: null,
          classificacao: r.numero,
        };
      }),
      recusados: [],
    });
    k += run.length - 1;
  }
  return listas;
}
