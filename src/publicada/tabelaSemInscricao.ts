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
import type { BlocoDaTabela, LinhaDaTabela } from "./tipos";
import { COLUNA_DO_CARGO, CPF, DATA, colunasEPalavras, type ColunaDoCabecalho } from "./tabelaPeloCabecalho";

/** A CPF whole, masked, or cut short ("402.248", "447.750...", "***.180.875-**", "013.***"). */
const CPF_DA_LINHA = /^(?=.*\d)[\d*Xx]{3}(?:\.[\d*Xx]{3}){1,2}(?:-[\d*Xx]{2})?(?:\.\.\.|…)?$/;
/** A score or a classification ("9,0", "61,5", "12º"), or "-" for none. */
const NUMERO = /^(?:[-+]?\d{1,4}(?:[.,]\d+)?[º°ª]?|\d{1,3}(?:\.\d{3})+,\d+|-)$/;
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
    case "valores":
      return NUMERO.test(t);
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
function cabecalhoSemInscricao(linha: string): ColunaDoCabecalho[] | null {
  const colunas = colunasEPalavras(linha)?.colunas;
  if (!colunas || colunas.some((c) => c.tipo === "inscricao")) return null;
  if (colunas.filter((c) => c.tipo === "nome").length !== 1) return null;
  const conhecida = (c: ColunaDoCabecalho) =>
    ["cpf", "data", "nota", "classificacao"].includes(c.tipo) ||
    (c.tipo === "texto" && COLUNA_DO_CARGO.test(normalizarTexto(c.nome)));
  return colunas.some(conhecida) ? colunas : null;
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
): BlocoDaTabela[] {
  const linhas = texto.split("\n");
  const inicios = iniciosDasLinhas(linhas);
  const blocos: { bloco: BlocoDaTabela; cabecalho: string }[] = [];
  let k = 0;
  while (k < linhas.length) {
    const colunas = lidos.has(inicios[k]) ? null : cabecalhoSemInscricao(linhas[k]);
    if (!colunas) {
      k++;
      continue;
    }
    const iCabecalho = k;
    const cabecalho = normalizarTexto(linhas[k]);
    // The title: the lines with words between the header and the first row, else those just above the
    // header (a header that opens its page has the page before's footer above it).
    const acima: string[] = [];
    const abaixo: string[] = [];
    for (let j = k - 1; j >= 0 && j >= k - 2; j--) {
      const t = linhas[j].trim();
      if (!t || !/\p{L}{2}/u.test(t) || leituras(colunas, t.split(/\s+/)).length > 0) break;
      acima.unshift(t);
    }
    const bloco: BlocoDaTabela = {
      titulo: "",
      offset: inicios[k],
      linhas: [],
      recusadas: [],
      inicios: [],
      semInscricao: true,
    };
    const iNome = colunas.findIndex((c) => c.tipo === "nome");
    const outras = colunas.filter((_, j) => j !== iNome);
    const nomesDasColunas = ["Inscrição", colunas[iNome].nome, ...outras.map((c) => c.nome)];
    const iCargo = outras.findIndex(
      (c) => c.tipo === "texto" && COLUNA_DO_CARGO.test(normalizarTexto(c.nome)),
    );
    const iNota = outras.findIndex((c) => c.tipo === "nota");
    const iClassificacao = outras.findIndex((c) => c.tipo === "classificacao");
    k++;
    let antesDaPrimeira = 0;
    for (; k < linhas.length; k++) {
      const t = linhas[k].trim();
      if (!t || DIVISORIA.test(t)) continue;
      const tokens = t.split(/\s+/);
      const lidas = leituras(colunas, tokens);
      if (lidas.length === 1) {
        const leitura = lidas[0];
        const valores = leitura.filter((_, j) => j !== iNome).map((v) => v.join(" "));
        const linha: LinhaDaTabela = {
          offset: inicios[k],
          fim: inicios[k] + linhas[k].length,
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
        bloco.linhas.push(linha);
        bloco.inicios.push(linha.offset);
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
          motivo:
            lidas.length > 1
              ? `A linha se lê de mais de um jeito pelo cabeçalho da lista sem inscrição (${colunas.map((c) => c.nome).join(" / ")}): confira no PDF.`
              : `A linha não segue o cabeçalho da lista sem inscrição (${colunas.map((c) => c.nome).join(" / ")}): não se acham nela, na ordem, o nome e os outros valores.`,
        });
        bloco.inicios.push(inicios[k]);
        continue;
      }
      // Before the first row, the list's title under the header ("Listagem Alfabética").
      if (bloco.linhas.length === 0 && antesDaPrimeira < LINHAS_ATE_A_PRIMEIRA && !cabecalhoSemInscricao(t)) {
        antesDaPrimeira++;
        if (/\p{L}{2}/u.test(t)) abaixo.push(t);
        continue;
      }
      break;
    }
    const titulo = abaixo.length > 0 ? abaixo : acima;
    bloco.titulo = titulo.join(" – ") || linhas[iCabecalho].trim();
    if (bloco.linhas.length > 0 || bloco.recusadas.length > 0) blocos.push({ bloco, cabecalho });
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
