/**
 * The sections of a published result: each list is introduced by a sentence that names its group and
 * its columns — "1.2 Resultado final … dos candidatos que se autodeclararam negros, na seguinte ordem:
 * número de inscrição, nome do candidato em ordem alfabética, nota final …". The group gives the list
 * (Lei 15.142/2025 art. 2º and Decreto 9.508/2018 art. 1º name who the reserves are for); a group the
 * law does not reserve for is "outra", reported and never guessed. The columns give each field its
 * place in the records.
 */
import { NOME_DA_LISTA } from "../engine/notas";
import { normalizarTexto } from "../leitura/texto";
import type { ListaDaSecao, RelacaoDeEtapa } from "./tipos";

export interface CabecalhoDeSecao {
  /** Offsets in the document: the header sentence, and where its records begin. */
  inicio: number;
  fimDoCabecalho: number;
  titulo: string;
  lista: ListaDaSecao;
  colunas: string[];
  /** A count the header states ("… de 1.234 candidatos"). */
  declarados?: number;
  /** The section lists candidates who stay by a court's order ("… dos candidatos sub judice …"). */
  subJudice?: true;
  /** The section calls people to a procedure ("Convocação para a avaliação biopsicossocial …"). */
  convocacao?: true;
  /** The section is a phase's relation of those it took out, or of those it kept with no score. */
  etapa?: RelacaoDeEtapa;
  /** The header names no inscrição column: not a relation of candidates (another act of the Diário). */
  semInscricao?: true;
  /** The relation of another act on the same page (a sindicância, autos de infração, a licitação). */
  outroAto?: true;
}

/** The groups, in the order they are tried: "pessoas com deficiência" before the racial groups. */
const GRUPOS: readonly [Exclude<ListaDaSecao, "AC" | "outra">, RegExp][] = [
  ["PCD", /\bdeficien|\bpcd\b/],
  ["QUI", /\bquilombola/],
  ["IND", /\bindigena/],
  ["PPP", /\bnegr[oa]s?\b|\bpret[oa]s?\b|\bpardo|\bppp\b/],
];

/** A section's list in words, as the law's lists are named everywhere else (engine/notas.ts). */
export function nomeDaSecao(lista: ListaDaSecao): string {
  return lista === "outra" ? "outro grupo" : NOME_DA_LISTA[lista];
}

/** The procedures that confirm who may compete in a reserve (Decreto 12.536/2025 and 9.508/2018). */
const PROCEDIMENTO_DA_RESERVA =
  /\b(?:biopsicossocial|pericia|heteroidentificacao|equipe multiprofissional|(?:verificacao|confirmacao) (?:documental|complementar|da autodeclaracao|da condicao))/;

/**
 * A call to a procedure that confirms the reserve (heteroidentificação, avaliação biopsicossocial,
 * perícia), published in the same edital as the result: who is called has only asked for the reserve,
 * and is in no list yet. A result that also calls to the next phase ("Resultado final na primeira etapa
 * e convocação para o curso de formação…") is a list of the result.
 */
export function ehConvocacao(titulo: string): boolean {
  const t = normalizarTexto(titulo);
  return /\bconvoca/.test(t) && PROCEDIMENTO_DA_RESERVA.test(t) && !/\bresultado\b/.test(t);
}

/**
 * A phase's relation (a teste de aptidão física, a perícia): of those it took out of the concurso
 * ("considerados inaptos", "ausentes", "reprovados", "eliminados" — not "não eliminados"), or of those
 * it kept ("considerados aptos"), by inscrição and name with no score column. The eliminados are not a
 * list of the result; the aptos of a concurso's candidates are the list of that phase, who go on
 * (aptosDoConcurso).
 */
export function relacaoDeEtapa(titulo: string, colunas: readonly string[] = []): RelacaoDeEtapa | null {
  const t = normalizarTexto(titulo);
  if (/(?<!\bnao )\b(?:inapt[oa]s?|eliminad[oa]s|ausentes|reprovad[oa]s)\b/.test(t)) return "eliminados";
  const comNota = colunas.some((c) => /\b(?:nota|pontuacao|classificacao)\b/.test(normalizarTexto(c)));
  if (/\bapt[oa]s?\b/.test(t) && !/\bresultado final\b/.test(t) && !comNota) return "aptos";
  return null;
}

/**
 * A relation of aptos that is a concurso's list: of candidates ("candidatos … considerados aptos" in a
 * phase — the TAF, the exame médico), who go on in the concurso; not one of servers or of another act
 * (which names no candidates, and whose columns have no inscrição: `semInscricao`).
 */
export function aptosDoConcurso(titulo: string): boolean {
  return /\bcandidat[oa]s?\b/.test(normalizarTexto(titulo));
}

/**
 * The list a header names: its group, or AC when it is the general list (no group named); "outra" for a
 * group the law does not reserve for, and for a call to a procedure or a phase's relation, which are not
 * lists of the result.
 */
export function listaDoTitulo(titulo: string, colunas: readonly string[] = []): ListaDaSecao {
  const etapa = relacaoDeEtapa(titulo, colunas);
  if (ehConvocacao(titulo) || etapa === "eliminados" || (etapa === "aptos" && !aptosDoConcurso(titulo)))
    return "outra";
  const t = normalizarTexto(titulo);
  for (const [lista, padrao] of GRUPOS) if (padrao.test(t)) return lista;
  if (/ampla concorrencia|\bgeral\b/.test(t)) return "AC";
  // The candidates a phase kept (no group named): the list of who goes on, of every system.
  if (etapa === "aptos") return "AC";
  // "Não optante por cotas" is the ampla concorrência; an "optante" of a group none of the reserves is
  // ("Optante pelas Sobrevagas - Transexuais / Travestis") is another group.
  if (/\bnao (?:optante|cotista)s?\b/.test(t)) return "AC";
  if (/\b(?:optante|cotista)s?\b|\bsobrevagas?\b/.test(t)) return "outra";
  // A named group that is none of the reserves (escola pública, baixa renda, atendimento especial…).
  // (Not "candidatos que se encontram na condição sub judice": a state, not a group.)
  if (
    /\b(candidat[oa]s?|pessoas)\s+(que|com|de|oriund|egress|autodeclarad)/.test(t) &&
    !/\b(candidat[oa]s?|pessoas)\s+que\s+(se encontram|estao|foram|tiveram|obtiveram|constam)\b/.test(t)
  )
    return "outra";
  return "AC";
}

/**
 * The words that introduce a list's columns: "na seguinte ordem:", "com as seguintes informações:",
 * "contendo" (then the inscrição's column).
 */
const ORDEM =
  /na\s+seguinte\s+ordem\s*:|com\s+as\s+seguintes\s+informa[çc][õo]es\s*:|contendo\s*:?(?=\s+(?:o\s+|os\s+|a\s+)?(?:n[uú]mero\s+(?:de|da)\s+)?inscri)/gi;
/**
 * The start of a numbered paragraph ("1.2 ", "8.1.3 ") at the beginning of a line, its text on the same
 * line: a score that ends a record's line ("8.100.") is not one.
 */
const PARAGRAFO = /(?<=^|\n)\d+(?:\.\d+)+\.?[ \t]+(?=\S)/g;

/** Acts of a Diário's edition that relate people too, and are no list of a concurso's result. */
const OUTRO_ATO =
  /\b(?:sindicancia(?! da vida pregressa)|processo administrativo disciplinar|autos? de infracao|licitacao|pregao|inexigibilidade|isencao do imposto|despacho de indeferimento)\b/;

/**
 * A table's own title that relates servants or contracts, not candidates ("MAT. SERVIDOR SITUAÇÃO" of a
 * progressão na carreira; "Prorrogar … o contrato do pessoal abaixo relacionado"; "jornada de trabalho
 * … dos servidores"; the habilitados of an "auxílio emergencial", a benefit): another act of a Diário's
 * edition, no list.
 */
export function tituloDeOutroAto(titulo: string): boolean {
  return /\bservidor(?:a|es|as)?\b|\bcontratos? d[oae]s?\b|\bprogressao na carreira\b|\bauxilio emergencial\b/.test(
    normalizarTexto(titulo),
  );
}

/**
 * Columns no relation of candidates has: the interessado of a processo, a contribuinte, the de cujus
 * and herdeiros of an inventário, a servidor; or a relation ordered by its processo (the tax and
 * inspection acts of a Diário's edition, whose "inscrição" is a property's).
 */
function colunasDeOutroAto(colunas: readonly string[]): boolean {
  // "INTE- RESSADO": a word the Diário's justified column broke.
  const normais = colunas.map((c) => normalizarTexto(c.replace(/(\p{L})-\s+(\p{L})/gu, "$1$2")));
  return (
    normais.some((c) =>
      /\b(?:interessad[oa]s?|contribuinte|de cujus|her ?deiros|servidor(?:a|es)?)\b/.test(c),
    ) || /^(?:n[ºo°]?\s*(?:do\s+)?)?processo\b/.test(normais[0] ?? "")
  );
}

/** Every header sentence of the document, in order. */
export function cabecalhosDeSecao(texto: string): CabecalhoDeSecao[] {
  const achados: CabecalhoDeSecao[] = [];
  for (const m of texto.matchAll(ORDEM)) {
    // A second "na seguinte ordem" inside the column list of the one before ("…, será na seguinte ordem:
    // nome, …, e que foram ELIMINADOS do Processo …, na seguinte ordem: nome, …."): one sentence that
    // says its columns twice; the text between is its title's (the list it is, the phase).
    const anterior = achados.at(-1);
    const repetida = anterior !== undefined && m.index < anterior.fimDoCabecalho;
    if (repetida) achados.pop();
    const inicio = repetida
      ? anterior.inicio
      : inicioDaFrase(texto, m.index, achados.at(-1)?.fimDoCabecalho ?? 0);
    const aposDoisPontos = m.index + m[0].length;
    // The column list ends at the first full stop followed by a space: scores come after it. A
    // sentence may end with a colon instead, its records (or a numbered subtitle) right after it.
    const ponto = /\.(?=\s|$)|:(?=\s+\d)|(?=\s\d{5,}[,;/\s])/g;
    ponto.lastIndex = aposDoisPontos;
    const fim = ponto.exec(texto);
    const fimDoCabecalho = fim ? fim.index + 1 : texto.length;
    const titulo = unirLinhas(texto.slice(inicio, m.index)).replace(/[,;]\s*$/, "");
    const total = /(?:total\s+de|de)\s+(\d{1,3}(?:\.\d{3})*|\d+)\s+candidat/i.exec(titulo);
    const colunas = colunasDaFrase(texto.slice(aposDoisPontos, fim ? fim.index : texto.length));
    // Other acts of a Diário's edition order their records too ("na seguinte ordem de Processo/Protocolo,
    // Interessado, CPF/CNPJ…"): a relation with no inscrição is not of candidates.
    const semInscricao = !papeisDasColunas(colunas).includes("inscricao");
    const etapa = relacaoDeEtapa(titulo, colunas);
    const outroAto = OUTRO_ATO.test(normalizarTexto(titulo)) || colunasDeOutroAto(colunas);
    achados.push({
      inicio,
      fimDoCabecalho,
      titulo,
      lista: semInscricao || outroAto ? "outra" : listaDoTitulo(titulo, colunas),
      colunas,
      ...(semInscricao ? { semInscricao: true as const } : {}),
      ...(outroAto && !semInscricao ? { outroAto: true as const } : {}),
      ...(total ? { declarados: Number(total[1].replace(/\./g, "")) } : {}),
      ...(/\bsub ?judice\b/.test(normalizarTexto(titulo)) ? { subJudice: true as const } : {}),
      ...(ehConvocacao(titulo) ? { convocacao: true as const } : {}),
      ...(etapa ? { etapa } : {}),
    });
  }
  return achados;
}

/** An inscrição (maybe with a check digit, "11497-5") and a name after it: a record, not a sentence. */
const REGISTRO_NA_LINHA = /(?<![\d.])\d{5,}(?:-[\dXx])?[ \t]*[,;]\s*["“]?\p{Lu}/u;

/** Where the sentence holding "na seguinte ordem" starts: its numbered paragraph, else the last record. */
function inicioDaFrase(texto: string, ordem: number, minimo: number): number {
  const janela = Math.max(minimo, ordem - 1500);
  let inicio = -1;
  PARAGRAFO.lastIndex = janela;
  for (let m = PARAGRAFO.exec(texto); m && m.index < ordem; m = PARAGRAFO.exec(texto)) {
    inicio = m.index;
  }
  // The paragraph found is a record's line of the list before ("1.1 Suporte Administrativo, 112:
  // 11497-5, Thais de Aguiar Costa, …, 18/12/2019." then "1.AGENTE DE SUPORTE …, na seguinte ordem"):
  // the sentence starts after that list's full stop at a line's end.
  if (inicio >= 0) {
    const ponto = texto.lastIndexOf(".\n", ordem);
    const lista = ponto > inicio ? texto.slice(inicio, ponto) : "";
    return REGISTRO_NA_LINHA.test(lista) ? ponto + 2 : inicio;
  }
  // Else after the last record: its "/", or the full stop that ends a list at a line's end.
  const barra = texto.lastIndexOf("/", ordem);
  const ponto = texto.lastIndexOf(".\n", ordem);
  return Math.max(janela, barra + 1, ponto >= 0 ? ponto + 2 : 0);
}

/**
 * "número de inscrição, nome do candidato, … e nota final" → its column names. A comma inside
 * parentheses is the column's own ("desempenho no teste em barra fixa (1ª tentativa, 2ª tentativa)").
 */
export function colunasDaFrase(frase: string): string[] {
  const partes: string[] = [""];
  let parenteses = 0;
  const texto = unirLinhas(frase);
  for (let i = 0; i < texto.length; i++) {
    const c = texto[i];
    // A ";" parts columns too ("nota na redação na primeira etapa; escore bruto da parte 1 …"); a
    // decimal comma ("1,5 salário mínimo") does not.
    if ((c === ";" || (c === "," && !/\d/.test(texto[i + 1] ?? ""))) && parenteses === 0) partes.push("");
    else {
      if (c === "(") parenteses++;
      else if (c === ")") parenteses = Math.max(0, parenteses - 1);
      partes[partes.length - 1] += c;
    }
  }
  // Two columns are joined by " e " ("… nota final na prova objetiva e nota final"), the last two
  // or, in a sentence whose columns are also parted by ";", any two.
  const juntas =
    /\s+e\s+(?=(?:n[uú]mero|nome|nota|classifica|escore|acertos|pontua|total|situa|data|desempenho)\b)/i;
  const colunas = partes.flatMap((p, i) =>
    i === partes.length - 1 || texto.includes(";") ? p.split(juntas) : [p],
  );
  // An enumeration inside a column's name ("… que se autodeclararam pretos, pardos ou indígenas"):
  // a part that ends it ("pardos ou indígenas (se houver)") and begins with no column's word is the
  // column before it.
  const unidas: string[] = [];
  // Two columns parted by a colon, as the records print them ("código: n° de inscrição" over
  // "…, 112: 72104-3, Joab …"): the inscrição after the colon is a column of its own.
  const partidas = colunas.flatMap((c) => {
    const m = /^([^:]*\p{L}[^:]*):\s+(.*\binscri.*)$/iu.exec(c.trim());
    return m ? [m[1], m[2]] : [c];
  });
  for (const c of partidas.map((c) => c.trim().replace(/^e\s+/, "")).filter(Boolean)) {
    const primeira = normalizarTexto(c).split(" ")[0];
    if (unidas.length > 0 && /\s+ou\s+/.test(c) && !PALAVRA_DE_COLUNA.has(primeira)) {
      unidas[unidas.length - 1] += `, ${c}`;
    } else unidas.push(c);
  }
  return unidas;
}

/** The words a column's name begins with (an enumeration's part begins with none of them). */
const PALAVRA_DE_COLUNA = new Set(
  "numero nome nota notas escore escores classificacao pontuacao total situacao data campus curso cargo area inscricao resultado media acertos argumento candidatos candidato sistema opcao cidade seccional desempenho quantidade idade condicao tipo codigo documento modalidade lista".split(
    " ",
  ),
);

export function unirLinhas(texto: string): string {
  return texto.replace(/\s+/g, " ").trim();
}

/**
 * A column a banca may print as a subtitle above the records instead of in each record ("2.1.1 CAMPUS
 * DARCY RIBEIRO – DIURNO", "1.1. CURITIBA", "1.1.1 CARGO 1: ANALISTA – ÁREA: …").
 */
export function ehColunaDeSubtitulo(coluna: string): boolean {
  return /^(?:campus|curso|turno|cargo|codigo|condicao|area|enfase|especialidade|regiao|cidade|seccional|localidade|municipio|polo|lotacao|unidade|orgao|emprego|funcao|perfil|disciplina|uf|estado|opcao|vaga)\b/.test(
    normalizarTexto(coluna),
  );
}

/** What each column of a header is, by its name. */
export type PapelDaColuna = "inscricao" | "nome" | "classificacao" | "nota" | "valor";

export function papeisDasColunas(colunas: readonly string[]): PapelDaColuna[] {
  const normais = colunas.map((c) => normalizarTexto(c));
  const papeis = normais.map((c): PapelDaColuna => {
    // The column's name says it ("número de inscrição", "n° da inscrição", "inscrição"), not a phrase
    // that mentions it ("até o último dia de inscrição neste processo seletivo", an edital's rule).
    if (/^(?:\S+\s+){0,3}inscricao\b/.test(c)) return "inscricao";
    if (/^nome\b/.test(c)) return "nome";
    if (/^classificacao\b/.test(c)) return "classificacao";
    return "valor";
  });
  // The final score: the one column called "nota final" alone or of the whole concurso; else the only
  // "nota final …" column; else the only "nota …" column. Two partial final scores and none of the
  // whole, or two scores and no final one: the header does not say.
  const gerais = normais
    .map((c, j) =>
      /^(nota|pontuacao) final( (no concurso|nas provas( objetivas)?|geral|total))?$/.test(c) ||
      // The score of the whole concurso in a preliminary result ("pontuação preliminar no certame").
      /^(nota|pontuacao)( (preliminar|provisoria|definitiva))? (no certame|no concurso)$/.test(c) ||
      // The PAS's "argumento final" (Cebraspe, UnB): the score of the three stages the lists of each
      // course are ranked by, often negative.
      /^argumento final$/.test(c)
        ? j
        : -1,
    )
    .filter((j) => j >= 0);
  const parciais = normais
    .map((c, j) => (/^(nota|pontuacao) final\b/.test(c) ? j : -1))
    .filter((j) => j >= 0);
  // No final score named: the one column of a score the sentence names ("número de acertos na prova
  // objetiva e nota provisória na prova objetiva": the list of that phase, ranked by it).
  const deNota = normais.map((c, j) => (/^(nota|pontuacao)\b/.test(c) ? j : -1)).filter((j) => j >= 0);
  const nota =
    gerais.at(-1) ??
    (parciais.length === 1
      ? parciais[0]
      : parciais.length === 0 && deNota.length === 1
        ? deNota[0]
        : undefined);
  if (nota !== undefined) papeis[nota] = "nota";
  return papeis;
}
