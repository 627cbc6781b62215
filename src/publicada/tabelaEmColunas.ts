/**
 * A table whose text comes out one column at a time (a PDF's table copied by a program that reads each
 * column down before the next, as the Diário Oficial do Município de Salvador's text of 21/6/2024): a
 * header word alone on its line ("NOME", "CPF", "INSCRIÇÃO", "PONTOS"), then that column's values one a
 * line, then the next header word and its values — sometimes the header words first and the columns'
 * values interleaved in runs. The columns are found by evidence: a header word of a known kind
 * (tabelaPeloCabecalho.ts's kinds) alone on a line, and lines of values of that kind. The rows are the
 * columns' values taken in order, each kind's n-th value the n-th row's: where the columns of one value
 * a line (the inscrição, the CPF, the score) do not hold as many values each, the table does not align
 * and its rows are refused, each with its text. A name wrapped over two lines makes the name column
 * longer than the rows; the name lines are joined only where the evidence decides — the lines more than
 * the rows are exactly the lines that cannot be a whole name (a lone word, or a line after one that ends
 * in a particle: "JAQUELINE BARBARA OLIVEIRA DE" / "JESUS") —, else the table's rows are refused, said.
 */
import { citado } from "../engine/citado";
import { iniciosDasLinhas } from "../leitura/texto";
import { paginaEm, type TextoDasPaginas } from "./paginas";
import { comecosDeRegistro } from "./registros";
import { unirLinhas, type CabecalhoDeSecao } from "./secoes";
import { numeroDaCelula, tipoDaPalavra, tipoDoValor, type TipoDaColuna } from "./tabelaPeloCabecalho";
import type { RecusaDaPublicacao, RegistroLido } from "./tipos";

/** The kinds of column a table printed column by column is read with: one value a line each. */
type TipoEmColunas = Extract<TipoDaColuna, "inscricao" | "nome" | "cpf" | "data" | "nota" | "classificacao">;
const TIPOS: readonly TipoEmColunas[] = ["inscricao", "nome", "cpf", "data", "nota", "classificacao"];

/**
 * A CPF as such lists print it, masked in part or whole ("820.97X.XXX-XX"), besides the forms of
 * tabelaPeloCabecalho's CPF.
 */
const CPF_MASCARADO = /^[\dXx*]{3}\.[\dXx*]{3}\.[\dXx*]{3}-[\dXx*]{2}$/;

const PARTICULA = /^(?:da|de|do|das|dos|e|di|du|del)$/i;

/** A subtitle that names the cargo of the tables under it ("FUNÇÃO: ENFERMEIRO", "CARGO: …"). */
const SUBTITULO_DO_CARGO = /^[ \t]*(?:fun[çc][ãa]o|cargo|emprego)[ \t]*:[ \t]*(\S.*?)[ \t]*$/iu;

/** The kind of column a line announces: a header word of a known kind alone (maybe "NOME DO CANDIDATO"). */
function tipoDoCabecalho(linha: string): TipoEmColunas | null {
  const palavras = linha.trim().split(/\s+/);
  if (palavras.length > 4 || /\d/.test(linha)) return null;
  const tipo = tipoDaPalavra(palavras[0], null);
  if (!tipo || !(TIPOS as readonly string[]).includes(tipo)) return null;
  // The other words connect or name the same column ("NOME DO CANDIDATO"), no other one.
  const outras = palavras.slice(1).map((p) => tipoDaPalavra(p, tipo));
  return outras.every((t) => t === null || t === tipo) ? (tipo as TipoEmColunas) : null;
}

/** The kind of value a line holds alone (a name's line: words only), or null. */
function tipoDaLinha(linha: string): TipoEmColunas | "numero" | null {
  const tokens = linha.trim().split(/\s+/);
  if (tokens.length === 1 && CPF_MASCARADO.test(tokens[0])) return "cpf";
  const tipos = tokens.map(tipoDoValor);
  if (tipos.every((t) => t === "palavra")) return "nome";
  if (tokens.length !== 1) return null;
  const t = tipos[0];
  return t === "inscricao" || t === "cpf" || t === "data" || t === "numero" ? t : null;
}

/** Whether a line of values fills a column of that kind. */
function preenche(valor: TipoEmColunas | "numero", coluna: TipoEmColunas): boolean {
  if (valor === "numero") return coluna === "nota" || coluna === "classificacao";
  return valor === coluna;
}

interface Valor {
  offset: number;
  texto: string;
}

/** A table as its lines give it: each column's header word and its values, in order. */
interface TabelaBruta {
  offset: number;
  fim: number;
  colunas: { tipo: TipoEmColunas; nome: string; valores: Valor[] }[];
}

export interface LinhaEmColunas {
  /** Where the row's inscrição stands (its record-like start), and its name's first line. */
  offset: number;
  offsetDoNome: number;
  inscricao: string;
  nome: string;
  /** The values of the other columns, by the column's kind. */
  porTipo: Partial<Record<TipoEmColunas, string>>;
}

export interface TabelaEmColunas {
  offset: number;
  fim: number;
  /** The header words, in the order the table prints them. */
  colunas: { tipo: TipoEmColunas; nome: string }[];
  linhas: LinhaEmColunas[];
  /** Why the table's rows could not be aligned (each of its inscrições refused with it). */
  motivo?: string;
  /** The inscrições of a table not aligned, each with where it stands. */
  inscricoes: Valor[];
}

/**
 * The tables printed column by column in a text, with `base` the text's offset in the document and
 * `paginaDe` the page of an offset (a page's own number among the columns is told by it).
 */
export function tabelasEmColunas(
  texto: string,
  base = 0,
  paginaDe?: (offset: number) => number,
): TabelaEmColunas[] {
  const brutas: TabelaBruta[] = [];
  let atual: TabelaBruta | null = null;
  // The kind of the table's last line (a header's or a value's).
  let ultima: TipoEmColunas | null = null;
  const fechar = () => {
    if (atual) brutas.push(atual);
    atual = null;
  };
  const todas = texto.split("\n");
  const inicios = iniciosDasLinhas(todas);
  const linhas = todas
    .map((linha, k) => ({ offset: base + inicios[k], texto: linha }))
    .filter((l) => l.texto.trim());
  for (let k = 0; k < linhas.length; k++) {
    const { offset, texto: linha } = linhas[k];
    // A header word is one where the next line is a value of its kind or another header ("NASCIMENTO"
    // under a name that wrapped is the name's last word, not a column of birth dates).
    let cabecalho = tipoDoCabecalho(linha);
    const seguinte = linhas[k + 1]?.texto ?? "";
    const anterior = linhas[k - 1]?.texto ?? "";
    if (cabecalho && !tipoDoCabecalho(seguinte) && !(atual && tipoDoCabecalho(anterior))) {
      const valor = tipoDaLinha(seguinte);
      if (valor === null || !preenche(valor, cabecalho)) cabecalho = null;
    }
    // The page's own number, printed alone between the columns where the page's typesetting put it ("31"
    // between the inscrições and the header of the scores of page 31), is no column's value and does not
    // end the table. (Among a column's values it is taken as one: the column, one too long, is refused.)
    const daPagina = paginaDe !== undefined && linha.trim() === String(paginaDe(offset));
    if (cabecalho) {
      const tabela: TabelaBruta | null = atual;
      // The first column's header again, after values of the others: the next table.
      const proxima =
        tabela !== null &&
        tabela.colunas[0].tipo === cabecalho &&
        tabela.colunas.some((c) => c.tipo !== cabecalho && c.valores.length > 0);
      if (!tabela || proxima) {
        fechar();
        atual = { offset, fim: offset + linha.length, colunas: [] };
      }
      // A column's header repeated (its column goes on over a page) is the same column.
      if (!atual!.colunas.some((c) => c.tipo === cabecalho)) {
        atual!.colunas.push({ tipo: cabecalho, nome: linha.trim(), valores: [] });
      }
      atual!.fim = offset + linha.length;
      ultima = cabecalho;
      continue;
    }
    const tabela: TabelaBruta | null = atual;
    if (!tabela) continue;
    const tipo = tipoDaLinha(linha);
    let coluna = tipo === null ? undefined : tabela.colunas.find((c) => preenche(tipo, c.tipo));
    if (!coluna && daPagina) continue;
    // A name's lines are one run, under the header or the name before (a word alone elsewhere is no
    // continuation of a name).
    if (coluna?.tipo === "nome" && ultima !== "nome") coluna = undefined;
    // A line of no column the table announced (a subtitle, a paragraph, a row printed whole): the table
    // ends there.
    if (!coluna) {
      fechar();
      continue;
    }
    coluna.valores.push({ offset, texto: linha.trim() });
    tabela.fim = offset + linha.length;
    ultima = coluna.tipo;
  }
  fechar();
  return brutas
    .filter(
      (t) =>
        t.colunas.some((c) => c.tipo === "nome") &&
        t.colunas.some((c) => c.tipo === "inscricao" && c.valores.length > 0),
    )
    .map(alinhar);
}

/** The rows of a table as its columns give them, or why they do not align. */
function alinhar(bruta: TabelaBruta): TabelaEmColunas {
  const colunas = bruta.colunas.map(({ tipo, nome }) => ({ tipo, nome }));
  const inscricoes = bruta.colunas.find((c) => c.tipo === "inscricao")!.valores;
  const nomes = bruta.colunas.find((c) => c.tipo === "nome")!.valores;
  const n = inscricoes.length;
  const base = { offset: bruta.offset, fim: bruta.fim, colunas, inscricoes };
  const recusar = (motivo: string): TabelaEmColunas => ({ ...base, linhas: [], motivo });
  const outras = bruta.colunas.filter((c) => c.tipo !== "nome" && c.tipo !== "inscricao");
  const desiguais = outras.filter((c) => c.valores.length !== n);
  if (desiguais.length > 0) {
    const contagem = [
      `${n} na coluna ${citado(colunasDe(bruta, "inscricao"))}`,
      ...desiguais.map((c) => `${c.valores.length} na coluna ${citado(c.nome)}`),
    ].join(", ");
    return recusar(
      `A tabela impressa coluna por coluna (cada coluna em seguida da outra no texto) não se alinha: as colunas têm números de valores diferentes (${contagem}); não se sabe que valor é de que candidato. Confira no PDF.`,
    );
  }
  const juntos = nomesJuntos(nomes, n);
  if (typeof juntos === "string") return recusar(juntos);
  const linhas = inscricoes.map((inscricao, i): LinhaEmColunas => {
    const porTipo: Partial<Record<TipoEmColunas, string>> = {};
    for (const c of outras) porTipo[c.tipo] = c.valores[i].texto;
    return {
      offset: inscricao.offset,
      offsetDoNome: juntos[i].offset,
      inscricao: inscricao.texto,
      nome: juntos[i].texto,
      porTipo,
    };
  });
  return { ...base, linhas };
}

const colunasDe = (bruta: TabelaBruta, tipo: TipoEmColunas) =>
  bruta.colunas.find((c) => c.tipo === tipo)?.nome ?? tipo;

/**
 * The names of `n` rows from the name column's lines: each line a name, or — where the lines are more —
 * the lines that cannot be a whole name (a lone word; a line after one ending in a particle) joined to
 * the line before, when they are exactly the lines too many. Else why not.
 */
function nomesJuntos(linhas: readonly Valor[], n: number): Valor[] | string {
  const continua = linhas.map(
    (l, i) => i > 0 && (!/\s/.test(l.texto) || PARTICULA.test(linhas[i - 1].texto.split(/\s+/).at(-1)!)),
  );
  const quantas = continua.filter(Boolean).length;
  if (linhas.length - n !== quantas) {
    return `A coluna dos nomes da tabela impressa coluna por coluna tem ${linhas.length} linha(s) para ${n} inscrição(ões), e ${quantas} delas não podem ser um nome inteiro (uma palavra só, ou depois de uma linha que acaba em partícula): não se sabe que linhas juntar. Confira no PDF.`;
  }
  const nomes: Valor[] = [];
  linhas.forEach((l, i) => {
    if (continua[i]) nomes[nomes.length - 1].texto += ` ${l.texto}`;
    else nomes.push({ ...l });
  });
  // A name that ends in a particle ("… OLIVEIRA DE") is cut: its end is not where the lines say.
  const cortado = nomes.find((v) => PARTICULA.test(v.texto.split(/\s+/).at(-1)!));
  if (cortado) {
    return `A coluna dos nomes da tabela impressa coluna por coluna não se junta em ${n} nome(s): ${citado(cortado.texto)} acaba em partícula, o resto dele não está na linha de baixo. Confira no PDF.`;
  }
  return nomes;
}

/** A row read from a table printed column by column: lerPublicacao's record of a section. */
export type LidoEmColunas = Omit<RegistroLido, "subJudice" | "inscricao"> & { inscricao: string };

/**
 * A section whose records are tables printed column by column, read (null when the section holds no
 * such table: it is read as the other layouts). The cargo of each table is the last subtitle that
 * names one above it ("FUNÇÃO: ENFERMEIRO"). Every inscrição of the tables is read or refused with its
 * text; an inscrição-like start between the tables that no table holds is refused, said.
 */
export function lerSecaoEmColunas(
  doc: TextoDasPaginas,
  cabecalho: CabecalhoDeSecao,
  fim: number,
  avisar: (offset: number, texto: string, mensagem: string) => void,
): {
  lidos: LidoEmColunas[];
  recusados: number;
  naoLidos: number;
  inicios: number;
  recusas: RecusaDaPublicacao[];
  colunas: string[];
} | null {
  const texto = doc.texto.slice(cabecalho.fimDoCabecalho, fim);
  const tabelas = tabelasEmColunas(texto, cabecalho.fimDoCabecalho, (offset) => paginaEm(doc, offset));
  if (tabelas.length === 0) return null;
  // The section's columns: every table's, in the order they first appear.
  const colunas: { tipo: TipoEmColunas; nome: string }[] = [];
  for (const t of tabelas) {
    for (const c of t.colunas) if (!colunas.some((x) => x.tipo === c.tipo)) colunas.push(c);
  }
  const dosValores = colunas.filter((c) => c.tipo !== "inscricao" && c.tipo !== "nome");
  const cargos = cargosDoTexto(texto, cabecalho.fimDoCabecalho);
  const lidos: LidoEmColunas[] = [];
  const recusas: RecusaDaPublicacao[] = [];
  const vistas = new Set<string>();
  let inicios = 0;
  for (const t of tabelas) {
    inicios += t.inscricoes.length;
    if (t.motivo) {
      avisar(
        t.offset,
        doc.texto.slice(t.offset, t.fim),
        `${t.motivo} ${t.inscricoes.length} registro(s) recusado(s).`,
      );
      for (const i of t.inscricoes) {
        recusas.push({ pagina: paginaEm(doc, i.offset), texto: citado(i.texto), motivo: t.motivo });
      }
      continue;
    }
    const cargo = cargos.filter((c) => c.offset <= t.offset).at(-1)?.cargo;
    for (const l of t.linhas) {
      if (vistas.has(l.inscricao)) {
        const motivo = `A inscrição ${l.inscricao} já apareceu nesta seção.`;
        recusas.push({ pagina: paginaEm(doc, l.offset), texto: citado(`${l.nome} ${l.inscricao}`), motivo });
        avisar(l.offset, l.inscricao, `${motivo} Registro recusado.`);
        continue;
      }
      vistas.add(l.inscricao);
      const nota = l.porTipo.nota !== undefined ? numero(l.porTipo.nota) : null;
      const classificacao = l.porTipo.classificacao !== undefined ? numero(l.porTipo.classificacao) : null;
      lidos.push({
        inscricao: l.inscricao,
        nome: l.nome,
        ...(cargo ? { cargo } : {}),
        valores: dosValores.map((c) => l.porTipo[c.tipo] ?? ""),
        nota,
        classificacao,
        pagina: paginaEm(doc, l.offsetDoNome),
      });
    }
  }
  // Record-like starts that no table took (a row printed whole, between the tables or after the last):
  // refused with their text, never lost.
  let desde = 0;
  for (const t of [...tabelas, null]) {
    const ate = t ? t.offset - cabecalho.fimDoCabecalho : texto.length;
    // (And an inscrição alone on its line, as the tables print them, that no table took.)
    const trecho = texto.slice(desde, ate).split("\n");
    const sozinhas = iniciosDasLinhas(trecho)
      .filter((_, k) => tipoDaLinha(trecho[k]) === "inscricao")
      .map((o) => cabecalho.fimDoCabecalho + desde + o);
    const comecos = [
      ...comecosDeRegistro(texto.slice(desde, ate), cabecalho.fimDoCabecalho + desde),
      ...sozinhas,
    ].sort((a, b) => a - b);
    for (const offset of comecos) {
      const linha = unirLinhas(doc.texto.slice(offset, doc.texto.indexOf("\n", offset)));
      const motivo =
        "Começo de registro (inscrição e nome) fora das tabelas impressas coluna por coluna da seção: não lido.";
      recusas.push({ pagina: paginaEm(doc, offset), texto: citado(linha), motivo });
      avisar(offset, linha, `${motivo} Registro não lido.`);
      inicios++;
    }
    if (t) desde = t.fim - cabecalho.fimDoCabecalho;
  }
  const recusados = recusas.length;
  return {
    lidos,
    recusados,
    naoLidos: recusados,
    inicios,
    recusas,
    colunas: colunas.map((c) => c.nome),
  };
}

/** The subtitles that name a cargo, each with where its tables begin. */
function cargosDoTexto(texto: string, base: number): { offset: number; cargo: string }[] {
  const cargos: { offset: number; cargo: string }[] = [];
  const linhas = texto.split("\n");
  iniciosDasLinhas(linhas).forEach((inicio, k) => {
    const m = SUBTITULO_DO_CARGO.exec(linhas[k]);
    if (m) cargos.push({ offset: base + inicio, cargo: unirLinhas(m[1]) });
  });
  return cargos;
}

/** A printed score or classification ("80", "61,5", "12º"); null for none. */
const numero = (t: string): number | null => numeroDaCelula(t.replace(/[º°ª]$/, ""));
