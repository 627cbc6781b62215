/**
 * A result published as a table, one candidate per line and no sentence that orders the columns (the
 * IGEDUC's "INSCRIÇÃO NOME … MODALIDADE POSIÇÃO", the annexes of a state's result): each line an
 * inscrição, a name, then the values, as the PDF's text gives them, parted by spaces. The columns come
 * from the header row above the lines (the one that names the inscrição), the lists from a subtitle
 * above a run of lines ("AMPLA CONCORRÊNCIA", "Pessoa com Deficiência – RISP") or from a column of the
 * table (MODALIDADE: Ampla Concorrência, PcD, Negro…). What cannot be told apart is refused and said.
 */
import { iniciosDasLinhas, normalizarTexto } from "../leitura/texto";
import { comecosDeRegistro, numeroPublicado } from "./registros";
import { listaDoTitulo, unirLinhas } from "./secoes";
import {
  cabecalhoDeCandidatos,
  colunasEPalavras,
  colunasDoCabecalho,
  lerLinhasPeloCabecalho,
  trechosDasColunas,
  temCpf,
  pareceLinhaDoCabecalho,
  inscricaoComPalavra,
  formaDaInscricao,
  partesDaPalavra,
  tipoDaPalavra,
  colunaDaNotaPelosNomes,
  comColunaDeProva,
  notaPelaContagem,
  LETRA_PERDIDA,
  celulaDeSituacao,
  COLUNA_DO_CARGO,
  type ColunaDoCabecalho,
} from "./tabelaPeloCabecalho";
import { blocosSemInscricaoPeloCabecalho, numeroDaTabela } from "./tabelaSemInscricao";
import type { BlocoDaTabela, LinhaDaTabela, ListaDaSecao, TrechoDaPalavra } from "./tipos";

export type { BlocoDaTabela, LinhaDaTabela };

/** A line that begins with an inscrição and a space (no comma, no "/": those are runs of records). */
const LINHA = /^[ \t]*(\d[\d./-]*\d)[ \t]+(\S.*?)[ \t]*$/;

/** The list a list column's value names ("Ampla Concorrência", "PcD - Pessoa com Deficiência"). */
export function listaDoValor(valor: string): ListaDaSecao | null {
  const t = normalizarTexto(valor);
  // The SISU's modalidade codes (Portaria Normativa MEC nº 18/2012, as the universities print them):
  // "A0" the ampla concorrência; "L1" … "L15" the reserves of Lei 12.711/2012, none of them a reserve
  // of Lei 15.142/2025 or of Decreto 9.508/2018.
  if (t === "a0") return "AC";
  if (/^l\d{1,2}$/.test(t)) return "outra";
  if (/^(ac|ampla( concorrencia)?|universal|geral)$/.test(t)) return "AC";
  if (/\bpcd\b|deficien/.test(t)) return "PCD";
  if (/\bnegr|\bpret|\bpard|\bppp\b|\bpn\b/.test(t)) return "PPP";
  if (/indigen/.test(t)) return "IND";
  if (/quilombol/.test(t)) return "QUI";
  return /^[\p{L} -]+$/u.test(t) && t.length > 2 ? "outra" : null;
}

/** A header row's column of the list: "MODALIDADE", "CONCORRÊNCIA", "TIPO DE VAGA", "COTA". */
const COLUNA_DA_LISTA = /^(modalidade|concorrencia|lista|cota|vaga|sistema)/;

/**
 * A word of a name, an apostrophe maybe printed as an accent ("SANT`ANNA", "D´AVILA") or lost by the
 * PDF, a "?" after a letter ("D?ABREU", "SANT?": said where the row is read).
 */
const ehPalavra = (t: string) => /^[\p{L}'’´`.?-]+$/u.test(t) && /\p{L}/u.test(t) && !/(?<!\p{L})\?/u.test(t);
/** A value in words, maybe already joined ("Ampla Concorrência", "PcD - Pessoa com Deficiência"). */
const ehTexto = (t: string) => /^[\p{L}'’. -]+$/u.test(t) && /\p{L}/u.test(t);
const maiusculo = (t: string) => t === t.toUpperCase();

/** A row's tokens after the inscrição as a name and values. */
function nomeEValores(tokens: string[], colunas: number): { nome: string[]; valores: string[] } {
  const nome: string[] = [];
  let k = 0;
  const emMaiusculas = tokens.length > 0 && maiusculo(tokens[0]);
  // A status in a value cell ("… RANGEL FALTOU FALTOU") ends the name: the cell's value, not a word of it.
  while (
    k < tokens.length &&
    ehPalavra(tokens[k]) &&
    (!emMaiusculas || maiusculo(tokens[k])) &&
    celulaDeSituacao(tokens, k) === 0
  ) {
    nome.push(tokens[k]);
    k++;
  }
  // A one-word value in capitals right after a name in capitals ("… SILVA AC 45,00"): the header
  // says how many values the row has.
  const valores = tokens.slice(k);
  const juntar = () => {
    for (let j = valores.length - 2; j >= 0; j--) {
      const [a, b] = [valores[j], valores[j + 1]];
      if (ehTexto(a) && (ehTexto(b) || b === "-") && a !== b) {
        valores.splice(j, 2, `${a} ${b}`);
        return true;
      }
    }
    return false;
  };
  const esperados = colunas - 2;
  if (colunas > 0) {
    while (valores.length > esperados && juntar());
    while (colunas > 0 && valores.length < esperados && nome.length > 2 && ehPalavra(nome.at(-1)!)) {
      valores.unshift(nome.pop()!);
    }
  } else {
    // No header: a value of several words ("Ampla Concorrência") kept whole.
    for (let j = valores.length - 2; j >= 0; j--) {
      if (ehTexto(valores[j]) && ehTexto(valores[j + 1]) && valores[j] !== valores[j + 1]) {
        valores.splice(j, 2, `${valores[j]} ${valores[j + 1]}`);
      }
    }
  }
  return { nome, valores };
}

/** A row as the text has it, before its name and values are told apart. */
interface Bruta {
  offset: number;
  fim: number;
  inscricao: string;
  tokens: string[];
  colunas: string[];
}

/** A line of words that qualify a header's columns by the stage ("PROVISORIA PROVISORIA", "FINAL"). */
function ehSegundaLinhaDoCabecalho(linha: string): boolean {
  return linha
    .trim()
    .split(/\s+/)
    .every((p) =>
      /^(?:provisori[ao]s?|preliminar(?:es)?|definitiv[ao]s?|final|finais)$/.test(normalizarTexto(p)),
    );
}

/** The header column a word stands under: the one whose stretch is nearest its middle (-1: none known). */
function colunaSobre(trechos: readonly (TrechoDaPalavra | null)[], palavra: TrechoDaPalavra): number {
  const meio = (palavra.x + palavra.fim) / 2;
  let melhor = -1;
  let menor = Infinity;
  trechos.forEach((t, c) => {
    if (!t) return;
    const d = meio < t.x ? t.x - meio : meio > t.fim ? meio - t.fim : 0;
    if (d < menor) {
      menor = d;
      melhor = c;
    }
  });
  return melhor;
}

/**
 * The mark a Diário prints after each act ("Publicado por: … / Código Identificador:69AE39DA", the
 * diariomunicipal.com.br editions of the municipal associations): the act ends there, and nothing of
 * it (its header row, its title, its run) goes on over the next act.
 */
export function fimDeAto(linha: string): boolean {
  return /^\s*c[oó]digo identificador\s*:\s*[0-9A-F]{6,}\s*$/iu.test(linha);
}

/**
 * A header row whose first column's name is printed in two halves, over and under it (the row
 * vertically centred in a taller cell: "Número da" / "Nome do(a) Candidato(a) Nota Situação" /
 * "Inscrição"; "Ordem de" / "NOME INSCRIÇÃO CPF" / "Classificação"): the header row as one line, that
 * column first ("Número da Inscrição Nome do(a) Candidato(a) Nota Situação"), by the index of its
 * middle line; the halves' indices, which are no line of their own.
 */
function cabecalhosEmpilhados(
  linhas: readonly string[],
  /** Where the words of the line at each offset stand (a PDF's). */
  posicoes?: ReadonlyMap<number, readonly TrechoDaPalavra[]>,
): {
  linhas: Map<number, string>;
  partes: Set<number>;
} {
  const inicios = iniciosDasLinhas(linhas);
  // Where the page says where they stand, the halves stand left of the middle line's first word.
  const aEsquerda = (k: number) => {
    const [acima, meio, abaixo] = [k - 1, k, k + 1].map((j) => posicoes?.get(inicios[j]));
    if (!acima?.length || !meio?.length || !abaixo?.length) return true;
    return Math.max(acima.at(-1)!.fim, abaixo.at(-1)!.fim) <= meio[0].x + 3;
  };
  const juntas = new Map<number, string>();
  const partes = new Set<number>();
  const curta = (t: string, palavras: number) =>
    t.length > 0 && t.length <= 24 && t.split(/\s+/).length <= palavras && !/\d/.test(t);
  for (let k = 1; k + 1 < linhas.length; k++) {
    const [acima, meio, abaixo] = [linhas[k - 1].trim(), linhas[k].trim(), linhas[k + 1].trim()];
    if (!curta(acima, 3) || !curta(abaixo, 2) || !/^\p{Lu}/u.test(meio)) continue;
    const doMeio = colunasDoCabecalho(meio);
    // The middle names the name and not the stacked column's kind; the halves, joined, name one column.
    const empilhada = colunasDoCabecalho(`${acima} ${abaixo} ${meio.split(/\s+/)[0]}`);
    if (!doMeio?.some((c) => c.tipo === "nome") || !empilhada || empilhada.length !== 2) continue;
    const tipo = empilhada[0].tipo;
    if ((tipo !== "inscricao" && tipo !== "classificacao") || doMeio.some((c) => c.tipo === tipo)) continue;
    const junta = `${acima} ${abaixo} ${meio}`;
    if (!cabecalhoDeCandidatos(colunasDoCabecalho(junta) ?? []) || !aEsquerda(k)) continue;
    juntas.set(k, junta);
    partes.add(k - 1).add(k + 1);
  }
  return { linhas: juntas, partes };
}

/**
 * A sentence of an edital that names the inscrição and the candidate ("5.13. O candidato poderá apenas
 * efetuar uma inscrição, ou seja, …"): a numbered item's words, or four words of five letters or more in
 * small letters that name no column ("poderá", "apenas", "efetuar", "realize": not the abbreviations of
 * a header's columns, "conh", "prob", "esp"), are no header row's.
 */
function ehFrase(linha: string): boolean {
  const palavras = linha.trim().split(/\s+/);
  if (/^\d+(?:\.\d+)+\.?$/.test(palavras[0] ?? "")) return true;
  const deFrase = palavras.filter((p) => /^\p{Ll}{5,}[,.;:]?$/u.test(p) && tipoDaPalavra(p, null) === null);
  return deFrase.length >= 4;
}

/** A short line of its own that names what the rows under it are (a list, a cargo, a region). */
function ehSubtitulo(linha: string): boolean {
  const t = linha.trim();
  // A letter repeated ("AAAAAAAA": the divider of an alphabetical list's letter) names nothing.
  if (/^(\p{L})\1*$/u.test(t)) return false;
  return t.length >= 3 && t.length <= 160 && /\p{L}{2}/u.test(t) && !/\d{5}/.test(t);
}

/**
 * The runs of table rows of a text with no sentence of columns. Null when it has fewer than three rows
 * (not a table).
 */
export function blocosDaTabela(
  texto: string,
  posicoes?: ReadonlyMap<number, readonly TrechoDaPalavra[]>,
  /** The offsets where the text's pages begin (a PDF's). */
  paginas?: readonly number[],
): BlocoDaTabela[] | null {
  const blocos: BlocoDaTabela[] = [];
  let titulo: string[] = [];
  let colunas: string[] = [];
  let atual: BlocoDaTabela | null = null;
  const brutas = new Map<BlocoDaTabela, Bruta[]>();
  let inicio = 0;
  // Header columns before the inscrição ("CURSO INSCRIÇÃO NOME"): each row's first fields, read as the
  // row's last values (the columns likewise), so that the row begins with its inscrição.
  let antesDaInscricao = 0;
  // A header row read by the kinds of its columns (tabelaPeloCabecalho.ts): the lines the rows above
  // do not take, with an inscrição in them, are its rows.
  let modelo: ColunaDoCabecalho[] | null = null;
  let modeloColado = false;
  const tipadas = new Map<ColunaDoCabecalho[], { bloco: BlocoDaTabela; offset: number; linha: string }[]>();
  // Where each header's columns stand on the page (a PDF's), to tell an optional column's value by it.
  const trechosDoModelo = new Map<ColunaDoCabecalho[], (TrechoDaPalavra | null)[]>();
  let semNome: BlocoDaTabela | null = null;
  // Whether the line before (not blank) was a header row or a subtitle under one: where rows begin.
  let depoisDoCabecalho = false;
  // Whether the line before (not blank) was a header row read by its kinds: where its second line is.
  let logoDepoisDoCabecalho = false;
  // The lines with an inscrição and a word, in or where a run of a header's rows begins, that are no
  // such row (the run's block, or null before the run's first row).
  const fora: {
    modelo: ColunaDoCabecalho[];
    bloco: BlocoDaTabela | null;
    offset: number;
    linha: string;
    forma: string;
  }[] = [];
  // The text of the header row of candidates last seen, and whether the next run is under a header
  // of its own (see BlocoDaTabela.tabelaPropria).
  let cabecalhoVisto = "";
  let propria = false;
  /** A run's block opened at `offset`, under the title so far (the next run is no longer `propria`). */
  const abrirBloco = (offset: number): BlocoDaTabela => {
    const bloco: BlocoDaTabela = {
      titulo: titulo.join(" – "),
      offset,
      linhas: [],
      recusadas: [],
      inicios: [],
      ...(propria ? { tabelaPropria: true as const } : {}),
    };
    propria = false;
    blocos.push(bloco);
    return bloco;
  };
  const todas = texto.split("\n");
  const empilhados = cabecalhosEmpilhados(todas, posicoes);
  for (const [i, original] of todas.entries()) {
    const offset = inicio;
    inicio += original.length + 1;
    // The halves of a column's name stacked over and under a header row: read with it (below).
    if (empilhados.partes.has(i)) continue;
    let linha = empilhados.linhas.get(i) ?? original;
    if (fimDeAto(original)) {
      titulo = [];
      colunas = [];
      atual = null;
      antesDaInscricao = 0;
      modelo = null;
      modeloColado = false;
      semNome = null;
      depoisDoCabecalho = false;
      logoDepoisDoCabecalho = false;
      cabecalhoVisto = "";
      propria = true;
      continue;
    }
    const ondeComecamLinhas = depoisDoCabecalho;
    const depoisDaLinhaDoCabecalho = logoDepoisDoCabecalho;
    if (original.trim()) {
      depoisDoCabecalho = false;
      logoDepoisDoCabecalho = false;
    }
    if (antesDaInscricao > 0) {
      // Short codes ("102"), not an inscrição nor a name: the prefix of the header's columns.
      const p = new RegExp(
        String.raw`^[ \t]*((?:[^\s\d]{1,6}[ \t]+|\d{1,4}[ \t]+){${antesDaInscricao}})(?=\d{5})`,
      ).exec(original);
      if (p) linha = `${original.slice(p[0].length)} ${p[1].trim()}`;
    }
    const m = LINHA.exec(linha);
    const comeco = comecosDeRegistro(linha).includes(0) || (m !== null && /^[\p{L}"“]/u.test(m[2]));
    // A row that begins with its inscrição under a header whose classification columns name their lists
    // ("Inscrição Nome Pontos Class AC Class PPP"): read by the header's kinds, the only reading that
    // gives each row its lists (a column printed only for those who compete in it leaves the row
    // shorter than the header, which the reading by counting words refuses).
    // So is a row under a header whose inscrição or name is a word glued of column words
    // ("NRINSCRICAO NOMECANDIDATO NOTAFINALP1 …", a database's export), which only the kinds read.
    const daTabelaTipada =
      m !== null &&
      modelo !== null &&
      (modelo.some((c) => c.tipo === "classificacao" && c.lista !== undefined) || modeloColado) &&
      !original.trim().split(/\s+/).some(ehColunaDaInscricao) &&
      pareceLinhaDoCabecalho(modelo, linha);
    if (daTabelaTipada || !m || !comeco || comecosDeRegistro(`${m[1]} ${m[2]}`).length === 0) {
      if (!linha.trim()) continue;
      // A header row's second line: words that qualify the columns above them ("PROVISORIA
      // PROVISORIA" under "CLASSIFICACAO CLASSIFICACAO"), no column's nor a list's: part of the header,
      // not a subtitle of the rows. Where the page says where they stand (a PDF), each word is added
      // to the name of the column it stands under.
      if (depoisDaLinhaDoCabecalho && modelo && ehSegundaLinhaDoCabecalho(linha)) {
        const trechos = trechosDoModelo.get(modelo);
        const palavras = linha === original ? posicoes?.get(offset) : undefined;
        const tokens = linha.trim().split(/\s+/);
        if (trechos && palavras && palavras.length === tokens.length) {
          tokens.forEach((t, k) => {
            const c = colunaSobre(trechos, palavras[k]);
            if (c >= 0) modelo![c].nome += ` ${t}`;
          });
        }
        depoisDoCabecalho = true;
        continue;
      }
      const comPalavras = colunasEPalavras(linha);
      const doCabecalho = comPalavras?.colunas ?? null;
      if (comPalavras && doCabecalho && cabecalhoDeCandidatos(doCabecalho) && !ehFrase(linha)) {
        // A header row other than the one before (a page's repeated header is the same table's): a
        // table of its own, whose list is in the lines just above it.
        const esta = unirLinhas(normalizarTexto(linha));
        if (esta !== cabecalhoVisto) {
          cabecalhoVisto = esta;
          propria = true;
          atual = null;
        }
        modelo = doCabecalho;
        modeloColado =
          doCabecalho.some(
            (c) => (c.tipo === "inscricao" || c.tipo === "nome") && partesDaPalavra(c.nome) !== null,
          ) || comColunaDeProva(doCabecalho);
        if (linha === original && posicoes?.has(offset)) {
          trechosDoModelo.set(
            modelo,
            trechosDasColunas(doCabecalho.length, comPalavras.daPalavra, posicoes.get(offset)),
          );
        }
        semNome = null;
        depoisDoCabecalho = true;
        logoDepoisDoCabecalho = true;
        // A header the rows above do not name (no "inscrição" word), or that names no name column (the
        // rows print the name with no word over it), is no subtitle either.
        if (!linha.trim().split(/\s+/).some(ehColunaDaInscricao) || doCabecalho.some((c) => c.semCabecalho))
          continue;
      } else if (
        doCabecalho?.some((c) => c.tipo === "cpf") &&
        !doCabecalho.some((c) => c.tipo === "inscricao")
      ) {
        modelo = null;
        atual = null;
        semNome = {
          titulo: titulo.join(" – "),
          offset,
          linhas: [],
          recusadas: [],
          inicios: [],
          semNome: { linhas: 0, colunas: doCabecalho.map((c) => c.nome), primeira: "" },
        };
        blocos.push(semNome);
        titulo = [];
        continue;
      } else if (modelo && pareceLinhaDoCabecalho(modelo, linha)) {
        atual ??= abrirBloco(offset);
        atual.inicios.push(offset);
        const doModelo = tipadas.get(modelo) ?? [];
        doModelo.push({ bloco: atual, offset, linha: original });
        tipadas.set(modelo, doModelo);
        continue;
      } else if (semNome?.semNome && temCpf(linha)) {
        semNome.semNome.linhas++;
        semNome.semNome.primeira ||= linha.trim();
        continue;
      }
      // Inside a run of the header's rows, or where one begins (right under the header row or a
      // subtitle), a line with an inscrição and a word that is not such a row: a record the table holds
      // and this reading does not, if its inscrição has the form of the rows' (see below).
      const inscricao = modelo ? inscricaoComPalavra(linha) : null;
      if (
        modelo &&
        inscricao &&
        // (The run is the newest block: a row of this header in it is its last row.)
        (atual ? tipadas.get(modelo)?.at(-1)?.bloco === atual : ondeComecamLinhas)
      ) {
        fora.push({ modelo, bloco: atual, offset, linha: original, forma: formaDaInscricao(inscricao) });
      }
      if (linha.trim().split(/\s+/).some(ehColunaDaInscricao) && /\bnome\b/.test(normalizarTexto(linha))) {
        colunas = cabecalhoDaTabela(linha);
        const palavras = linha.trim().split(/\s+/);
        const i = palavras.findIndex(ehColunaDaInscricao);
        // "Nº Insc", "N.º Inscrição": one column, the inscrição's; no column before it.
        antesDaInscricao = Math.max(0, /^n\.?\s?[º°]$/i.test(palavras[i - 1] ?? "") ? i - 1 : i);
        if (antesDaInscricao > 0) {
          colunas = [...colunas, ...linha.trim().split(/\s+/).slice(0, antesDaInscricao)];
        }
      } else if (ehSubtitulo(linha)) {
        if (atual) {
          atual = null;
          titulo = [];
        }
        // A list's subtitle keeps the header over it ("Não Optante por Cotas" / "CURSO INSCRIÇÃO
        // NOME"); other text between runs (another act) ends it.
        if (!listaDoBloco(linha.trim())) antesDaInscricao = 0;
        titulo.push(linha.trim());
        if (titulo.length > 4) titulo.shift();
        if (modelo) depoisDoCabecalho = true;
      }
      continue;
    }
    atual ??= abrirBloco(offset);
    atual.inicios.push(...comecosDeRegistro(linha, offset));
    brutas.set(atual, [
      ...(brutas.get(atual) ?? []),
      { offset, fim: offset + original.length, inscricao: m[1], tokens: m[2].split(/\s+/), colunas },
    ]);
  }
  let linhas = 0;
  let pelosTipos = 0;
  for (const [colunas, doModelo] of tipadas) {
    const trechos = trechosDoModelo.get(colunas);
    const lidas = lerLinhasPeloCabecalho(
      colunas,
      doModelo.map((l) => l.linha),
      trechos ? { colunas: trechos, linhas: doModelo.map((l) => posicoes?.get(l.offset)) } : undefined,
    );
    const iInscricao = colunas.find((c) => c.tipo === "inscricao")!;
    const iNome = colunas.find((c) => c.tipo === "nome")!;
    // The score taken from a count where the header names none: said once, where the rows begin.
    const contagem = notaPelaContagem(colunas);
    const primeira = doModelo[0];
    if (contagem && primeira) {
      const outras = colunas.filter((c) => c.tipo === "valores").map((c) => c.nome);
      const mensagem = `O cabeçalho da tabela não nomeia uma coluna de nota: a nota lida é a coluna ${contagem} (os acertos, a única contagem do cabeçalho)${outras.length > 0 ? `; ${outras.join(", ")}: valor(es) da linha, não a nota` : ""}. Confira no edital se é essa a nota da lista.`;
      (primeira.bloco.avisos ??= []).push({
        offset: primeira.offset,
        texto: primeira.linha.trim(),
        mensagem,
      });
    }
    lidas.forEach((r, k) => {
      const { bloco, offset, linha } = doModelo[k];
      pelosTipos++;
      const fim = offset + linha.length;
      const bruto = linha.trim();
      if ("motivo" in r) {
        bloco.recusadas.push({ offset, fim, bruto, motivo: r.motivo });
        return;
      }
      const l = r.linha;
      linhas++;
      if (LETRA_PERDIDA.test(l.nome)) avisarLetraPerdida(bloco, offset, bruto, l.nome);
      const cargo = l.valores[l.colunas.findIndex((c) => COLUNA_DO_CARGO.test(normalizarTexto(c)))];
      bloco.linhas.push({
        offset,
        fim,
        bruto,
        inscricao: l.inscricao,
        nome: l.nome,
        valores: l.valores,
        nota: l.nota,
        ...(cargo ? { cargo } : {}),
        ...(l.listas.length === 1 ? { lista: l.listas[0].lista } : {}),
        ...(l.listas.length > 0 ? { listas: l.listas } : {}),
        ...(l.ambiguas ? { ambiguas: l.ambiguas } : {}),
        colunas: [iInscricao.nome, iNome.nome, ...l.colunas],
      });
    });
  }
  // Of those, a line whose inscrição has the form of the inscrições the header's rows hold
  // ("99999999", not a page's "999/999") is a record the reading did not take: counted and refused
  // with its text, in the run it is in or begins (never dropped unsaid).
  for (const f of fora) {
    const doModelo = tipadas.get(f.modelo) ?? [];
    const bloco = f.bloco ?? doModelo.find((t) => t.offset > f.offset)?.bloco;
    if (!bloco) continue;
    const formas = new Set(bloco.linhas.map((l) => (l.inscricao ? formaDaInscricao(l.inscricao) : "")));
    if (!formas.has(f.forma)) continue;
    bloco.inicios.push(f.offset);
    bloco.recusadas.push({
      offset: f.offset,
      fim: f.offset + f.linha.length,
      bruto: f.linha.trim(),
      motivo: "A linha tem uma inscrição, mas não se alinha com o cabeçalho da tabela.",
    });
  }
  for (const b of blocos) {
    b.linhas.sort((x, y) => x.offset - y.offset);
    b.inicios.sort((x, y) => x - y);
  }
  const semInscricao = blocosSemInscricao(texto);
  // A list with no inscrição under a header row that names its columns (tabelaSemInscricao.ts).
  const peloCabecalho = blocosSemInscricaoPeloCabecalho(
    texto,
    new Set(semInscricao.map((b) => b.offset)),
    posicoes,
    paginas,
  );
  semInscricao.push(...peloCabecalho);
  for (const bloco of blocos) {
    const doBloco = brutas.get(bloco) ?? [];
    // The header row is taken when most rows fit it; else the rows are read without it.
    const cabe = (l: Bruta) => {
      const { nome, valores } = nomeEValores(l.tokens, l.colunas.length);
      return nome.length >= 2 && valores.length === l.colunas.length - 2;
    };
    const comCabecalho =
      doBloco.filter((l) => l.colunas.length > 0 && cabe(l)).length * 5 >= doBloco.length * 4;
    for (const l of doBloco) {
      const colunasDaLinha = comCabecalho ? l.colunas : [];
      const { nome, valores } = nomeEValores(l.tokens, colunasDaLinha.length);
      const bruto = `${l.inscricao} ${l.tokens.join(" ")}`;
      if (nome.length < 2) {
        bloco.recusadas.push({
          offset: l.offset,
          fim: l.fim,
          bruto,
          motivo: "A linha não tem um nome depois da inscrição.",
        });
        continue;
      }
      if (colunasDaLinha.length > 0 && valores.length !== colunasDaLinha.length - 2) {
        bloco.recusadas.push({
          offset: l.offset,
          fim: l.fim,
          bruto,
          motivo: `A linha tem ${valores.length + 2} campo(s) e o cabeçalho da tabela tem ${colunasDaLinha.length} coluna(s).`,
        });
        continue;
      }
      const iLista = colunasDaLinha.findIndex((c) => COLUNA_DA_LISTA.test(normalizarTexto(c)));
      const lista = iLista >= 2 ? listaDoValor(valores[iLista - 2] ?? "") : null;
      // The score its header names ("NOTA FINAL", "ESCORE"; of several, the final one).
      const iNota = colunaDaNotaPelosNomes(colunasDaLinha);
      linhas++;
      if (LETRA_PERDIDA.test(nome.join(" "))) avisarLetraPerdida(bloco, l.offset, bruto, nome.join(" "));
      bloco.linhas.push({
        offset: l.offset,
        fim: l.fim,
        bruto,
        inscricao: l.inscricao,
        nome: nome.join(" "),
        valores,
        ...(iNota >= 2 ? { nota: numeroPublicado(valores[iNota - 2] ?? "") } : {}),
        ...(lista ? { lista } : {}),
        colunas: colunasDaLinha,
      });
    }
  }
  // A page's range printed under its rows ("De Abdsandryk Cunha de Souza" / "Até Alexandre Massaro
  // Owusic": a word and the name of a row of the table) is no title of the rows after it.
  const nomes = new Set(blocos.flatMap((b) => b.linhas.map((l) => l.nome)));
  for (const b of blocos) {
    if (!b.titulo) continue;
    b.titulo = b.titulo
      .split(" – ")
      .filter((parte) => !nomes.has(parte.replace(/^\S+\s+/, "")))
      .join(" – ");
  }
  // A row read with its inscrição (under a header whose inscrição's name is stacked over and under it,
  // cabecalhosEmpilhados) is not read again without it under the header's middle line alone.
  const comInscricao = new Set(blocos.flatMap((b) => b.linhas.map((l) => l.offset)));
  for (let k = semInscricao.length - 1; k >= 0; k--) {
    const b = semInscricao[k];
    if (b.linhas.length > 0 && b.linhas.every((l) => comInscricao.has(l.offset))) semInscricao.splice(k, 1);
  }
  // A header row "Classificação Nome" is evidence enough of a table, one row or more.
  // So is a header row whose columns' kinds the rows under it fit (tabelaPeloCabecalho.ts).
  if (linhas < 3 && semInscricao.length === 0 && pelosTipos === 0) return null;
  // (A relation "CPF …" whose header names a name is that list, not a relation with no name.)
  const deLista = new Set(semInscricao.map((b) => b.offset));
  return [
    ...blocos.filter((b) => !b.semNome || (b.semNome.linhas > 0 && !deLista.has(b.offset))),
    ...semInscricao,
  ].sort((a, b) => a.offset - b.offset);
}

/** A name read with a "?" where the PDF lost a character ("D?ABREU"): said, with the row's text. */
function avisarLetraPerdida(bloco: BlocoDaTabela, offset: number, texto: string, nome: string): void {
  (bloco.avisos ??= []).push({
    offset,
    texto,
    mensagem: `O nome '${nome}' tem '?' no lugar de um caractere que o PDF perdeu (um apóstrofo, uma letra acentuada): lido como impresso; corrija-o pelo PDF.`,
  });
}

/** A header row of a list with no inscrição: the classification, then the name ("CLAS. CANDIDATO NOTA FINAL"). */
const CABECALHO_SEM_INSCRICAO =
  /^\s*(?:classifica[çc][ãa]o|clas{1,2}\.?|coloca[çc][ãa]o|posi[çc][ãa]o|ordem|ranking)\s+(?:nome|candidat[oa])\b(.*)$/iu;
/** Its row: the classification ("60º lugar", "61º “", "1"), then the name, its scores, a note. */
const LINHA_SEM_INSCRICAO = /^\s*(\d{1,4})\s*[º°ª]?\s+(?:lugar\s+|["“”]\s*)?(\p{Lu}.*)$/u;

/**
 * The runs of a list that prints no inscrição (a Diário Oficial's act of nomeação, a municipal
 * seletivo's result): under a header row "Classificação Nome" (or "CLAS. CANDIDATO … NOTA FINAL"), each
 * line a classification, a name of two words at least, maybe scores and a note in parentheses (over
 * lines: "(Já nomeada no DOM de …"). The run ends at the first line that is none of these. Each row is
 * a record with the inscrição null; the title is the lines just above the header (a cargo, "Candidata
 * nomeada para a vaga de negros…").
 */
function blocosSemInscricao(texto: string): BlocoDaTabela[] {
  const blocos: BlocoDaTabela[] = [];
  const linhas = texto.split("\n");
  const inicios = iniciosDasLinhas(linhas);
  let k = 0;
  while (k < linhas.length) {
    const cabecalho = CABECALHO_SEM_INSCRICAO.exec(linhas[k]);
    if (!cabecalho) {
      k++;
      continue;
    }
    const titulo: string[] = [];
    // Two lines with words (a line of a law's number, "10.924/2016:", goes with them).
    for (let j = k - 1, palavras = 0; j >= 0 && j >= k - 3 && palavras < 2; j--) {
      const t = linhas[j].trim();
      if (!t || LINHA_SEM_INSCRICAO.test(t) || CABECALHO_SEM_INSCRICAO.test(t)) break;
      titulo.unshift(t);
      if (/\p{L}{2}/u.test(t)) palavras++;
    }
    // The score the list is ranked by: a final score at the header's end, or the header's only column
    // after the name when it names a score ("CLAS. NOME TITULOS": a seletivo by títulos alone).
    const depoisDoNome = normalizarTexto(cabecalho[1]).trim();
    const comNota =
      /(?:nota final|total|pontos|pontuacao final)$/.test(depoisDoNome) ||
      /^(?:nota|notas|pontos|pontuacao|media|titulos|total de pontos)$/.test(depoisDoNome);
    // Columns after the name, the score among them ("COLOCAÇÃO NOME CPF PONTUAÇÃO TIPO"): each row's
    // values in their order, the last column's of several words ("Ponto móvel (kit praia)").
    const todas = colunasDoCabecalho(linhas[k].trim()) ?? [];
    const depois = todas.slice(todas.findIndex((c) => c.tipo === "nome") + 1);
    const iNotaDepois = depois.findIndex((c) => c.tipo === "nota");
    const pelasColunas = !comNota && depois.length >= 2 && todas.some((c) => c.tipo === "nome");
    const bloco: BlocoDaTabela = {
      titulo: titulo.join(" "),
      offset: inicios[k],
      linhas: [],
      recusadas: [],
      inicios: [],
      semInscricao: true,
    };
    k++;
    while (k < linhas.length) {
      const m = LINHA_SEM_INSCRICAO.exec(linhas[k]);
      if (!m) break;
      const offset = inicios[k];
      let resto = m[2];
      let fim = offset + linhas[k].length;
      const lida = pelasColunas ? linhaPelasColunas(resto, depois.length, iNotaDepois) : null;
      if (lida) {
        bloco.linhas.push({
          offset,
          fim,
          bruto: linhas[k].trim(),
          inscricao: null,
          nome: lida.nome,
          valores: lida.valores,
          classificacao: Number(m[1]),
          ...(iNotaDepois >= 0 ? { nota: numeroDaTabela(lida.valores[iNotaDepois]) } : {}),
          colunas: [],
        });
        bloco.inicios.push(offset);
        k++;
        continue;
      }
      // A note in parentheses after the name, maybe over lines: not a field.
      const abre = resto.indexOf("(");
      let nota = "";
      if (abre >= 0) {
        nota = resto.slice(abre);
        resto = resto.slice(0, abre);
        while (!nota.includes(")") && k + 1 < linhas.length && nota.length < 400) {
          k++;
          nota += ` ${linhas[k].trim()}`;
          fim = inicios[k] + linhas[k].length;
        }
      }
      const tokens = resto.trim().split(/\s+/);
      let v = tokens.length;
      // Scores, "-", and a CPF masked or cut short ("013.***", "447.750...") are values, not the name.
      while (v > 0 && (/^(?:\d+(?:[.,]\d+)?|-)$/.test(tokens[v - 1]) || CPF_PARCIAL.test(tokens[v - 1]))) v--;
      const nome = tokens.slice(0, v);
      if (nome.length < 2 || !nome.every((t) => /^[\p{L}'’´.-]+$/u.test(t))) break;
      const valores = tokens.slice(v);
      bloco.linhas.push({
        offset,
        fim,
        bruto: `${linhas[k].trim()}`,
        inscricao: null,
        nome: nome.join(" "),
        valores,
        classificacao: Number(m[1]),
        ...(comNota ? { nota: numeroDaTabela(valores.at(-1)) } : {}),
        colunas: [],
      });
      bloco.inicios.push(offset);
      k++;
    }
    if (bloco.linhas.length > 0) blocos.push(bloco);
  }
  return blocos;
}

/**
 * A row of a list with no inscrição read by its header's columns after the name: the name's words (letters
 * only), then one value per column, the last column's words together; its score a number. Null where the
 * row does not fit (fewer values than columns, no number under the score).
 */
function linhaPelasColunas(
  resto: string,
  colunas: number,
  iNota: number,
): { nome: string; valores: string[] } | null {
  const tokens = resto.trim().split(/\s+/);
  let n = 0;
  while (n < tokens.length && /^[\p{L}'’´.-]+$/u.test(tokens[n]) && /\p{L}/u.test(tokens[n])) n++;
  const resto_ = tokens.slice(n);
  if (n < 2 || resto_.length < colunas || /^\p{L}/u.test(resto_[0])) return null;
  const valores = [...resto_.slice(0, colunas - 1), resto_.slice(colunas - 1).join(" ")];
  if (iNota >= 0 && !/^\d+(?:[.,]\d+)?$/.test(valores[iNota])) return null;
  return { nome: tokens.slice(0, n).join(" "), valores };
}

/** A CPF masked or cut short: "013.***", "***.180.875-**", "447.750...". */
const CPF_PARCIAL = /^(?=.*(?:[*Xx]|\.\.\.|…))[\d*Xx]{3}(?:\.[\d*Xx]{3}){0,2}(?:-[\d*Xx]{2})?(?:\.\.\.|…)?$/;

/**
 * A header row's columns: one word each, the inscrição and the name first ("INSCRIÇÃO NOME ESP GER TAF
 * … MODALIDADE POSIÇÃO"); a word of two ("Data Nasc.") cannot be told from two columns, and a row that
 * does not fit its header is refused, not guessed.
 */
function cabecalhoDaTabela(linha: string): string[] {
  const tokens = linha.trim().split(/\s+/);
  const i = tokens.findIndex((t) => ehColunaDaInscricao(t));
  if (i < 0) return [];
  // A column named in words joined by "de"/"do"/"da" ("NOME DO CANDIDATO", "DATA DE NASCIMENTO") is
  // one column.
  const colunas: string[] = [];
  const resto = tokens.slice(i);
  for (let k = 0; k < resto.length; k++) {
    if (CONECTIVO.test(resto[k]) && colunas.length > 0 && k + 1 < resto.length) {
      colunas[colunas.length - 1] += ` ${resto[k]} ${resto[++k]}`;
    } else if (
      /^candidat/.test(normalizarTexto(resto[k])) &&
      /^nome$/.test(normalizarTexto(colunas.at(-1) ?? ""))
    ) {
      // "Nome Candidato": one column, as "Nome do Candidato".
      colunas[colunas.length - 1] += ` ${resto[k]}`;
    } else colunas.push(resto[k]);
  }
  // The words between the inscrição and the name's column qualify the inscrição ("INSC. ENEM").
  const iNome = colunas.findIndex((c) => /^(nome|candidat)/.test(normalizarTexto(c)));
  if (iNome > 1) colunas.splice(0, iNome, colunas.slice(0, iNome).join(" "));
  return colunas;
}

/** The header's word for the inscrição: "INSCRIÇÃO", "Inscrição", or abbreviated "INSC." / "Insc". */
function ehColunaDaInscricao(token: string): boolean {
  const t = normalizarTexto(token);
  return /^inscri/.test(t) || t === "insc";
}

const CONECTIVO = /^(de|do|da|dos|das)$/i;

/** The list of a run: its subtitle's group, when it names one. */
export function listaDoBloco(titulo: string): ListaDaSecao | null {
  // A line that begins in small letters is the middle of a sentence the page's column broke ("da
  // memória negra e cuidados sagrados com o", a proposal's title in a Diário's relation), no subtitle
  // of a list.
  const partes = titulo.split(" – ").filter((p) => !/^\p{Ll}/u.test(p.trim()));
  if (partes.length === 0) return null;
  const t = normalizarTexto(partes.join(" – "));
  // A title that names the vacancies of the ampla concorrência and the reserved ones ("SIN - vagas
  // ampla concorrência:13 e 3 vagas reservadas") is over a list of both: it names no one list.
  if (/ampla concorrencia/.test(t) && /\bvagas? reservadas?\b/.test(t)) return null;
  if (
    /ampla concorrencia|\bdeficien|\bpcd\b|\bnegr|\bpret|\bpard|indigen|quilombol|\boptante|\bsobrevaga|\bcotista/.test(
      t,
    )
  ) {
    const lista = listaDoTitulo(partes.join(" – "));
    // The group in its name's plural ("NEGROS", "pretos e pardos"): a word in the singular is a colour
    // or a place in the text of another act ("COR PRETA", "B. Barro Preto"), no subtitle of a list.
    if (lista === "PPP" && !/\bnegr[oa]s\b|\bpret[oa]s\b|\bpard[oa]s\b|\bppp\b/.test(t)) return null;
    return lista;
  }
  return null;
}
