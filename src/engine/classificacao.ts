/**
 * A classificação: the merit order of a cargo's candidates. Score descending, then the edital's
 * tie-break criteria (default: Estatuto da Pessoa Idosa art. 27, 60 or more years old, older first).
 *
 * Every list ranks by the same criteria, so the engine sorts each cargo ONCE and every list's ranking
 * is that order restricted to the list's members (a linear filter, no second sort).
 *
 * A tie the criteria cannot break is never broken silently: the tied candidates form a group
 * (`grupoEmpate`) reported as an Empate to the clerk. The result must still be deterministic and must
 * not depend on the order of the input rows, so inside a group the candidates are placed by their id
 * (inscription number, compared as text) — a provisional placement the clerk is told about.
 */
import { mascaraDe } from "./mascaras";
import type { Candidato, CriterioDesempate, Edital, Lista, MotivoProvisorio, Nota } from "./tipos";

/** A candidate as the engine works with it inside one cargo. Built here, enriched by the later steps. */
export interface Inscrito {
  candidato: Candidato;
  /** Copied from the candidate: the passes in merit order read them without touching the input rows. */
  id: string;
  nota: number;
  /** Index of the group of candidates the criteria could not separate, or -1. */
  grupoEmpate: number;
  /** Lists the candidate names (its `listas`; listas.ts keeps those of the concurso), as a bit mask over LISTAS. */
  inscritas: number;
  /** Lists the candidate is classified in, as a bit mask over LISTAS (set by listas.ts). */
  elegiveis: number;
  /** Lists where the candidate appears for information only (Decreto 12.536 art. 21 § 3). */
  informativas: number;
  /** "eliminado" or "desistente": out of every list. */
  excluido: "eliminado" | "desistente" | null;
  provisorio: boolean;
  /** Why it is provisional (listas.marcarProvisorio); absent while it is not. */
  motivosProvisorios?: MotivoProvisorio[];
  /** Index in LISTAS of the list whose vaga the candidate fills, or -1. */
  colocadoEm: number;
  /** When the vaga filled came to the list by a reversion: from where and why. */
  viaReversao: { de: Lista; fundamento: string } | null;
  /** 1-based position in the nomination order, or 0. */
  posicao: number;
  notas: Nota[];
}

/** Age criteria compare birth dates as the integer AAAAMMDD (exact, no time zones, no allocation). */
function dataComoNumero(data: string): number {
  let n = 0;
  for (let i = 0; i < 10; i++) if (i !== 4 && i !== 7) n = n * 10 + (data.charCodeAt(i) - 48);
  return n;
}

/** Shared until the candidate gets a note (listas.anotar copies it): no array per candidate up front. */
const SEM_NOTAS = Object.freeze([]) as unknown as Nota[];

export const CRITERIOS_PADRAO: CriterioDesempate[] = ["idade-60"];

/** Date at which the 60 years of the Estatuto da Pessoa Idosa are counted, or null if the edital gives none. */
export function dataDeReferenciaDaIdade(edital: Edital): string | null {
  return edital.dataReferenciaIdade ?? edital.dataPublicacao ?? null;
}

function chaveDe(candidato: Candidato, criterio: CriterioDesempate, referencia: number | null): number {
  if (criterio === "idade-60" || criterio === "idade") {
    if (!candidato.nascimento) return -Infinity;
    const nascimento = dataComoNumero(candidato.nascimento);
    // Estatuto da Pessoa Idosa art. 27 par. único: only those 60 or older at the reference date
    // are favoured, the older first; 60 years are complete on the 60th birthday.
    if (criterio === "idade-60" && (referencia === null || nascimento + 600000 > referencia))
      return -Infinity;
    return -nascimento;
  }
  const valor = candidato.desempate?.[criterio.campo];
  if (valor === undefined) return -Infinity;
  return criterio.ordem === "menor" ? -valor : valor;
}

/** Tie-breaks (keys, then id) of two candidates with the same score. */
/**
 * Sorts runs of candidates with equal scores by the tie-break keys (higher first; -Infinity where a
 * criterion does not favour the candidate), then by id, and numbers the groups the keys cannot
 * separate. The keys of a run live in one reused buffer: nothing is kept per candidate.
 */
class Desempate {
  private chaves = new Float64Array(64);
  private grupos = 0;
  private readonly k: number;

  constructor(
    private readonly criterios: readonly CriterioDesempate[],
    private readonly referencia: number | null,
  ) {
    this.k = criterios.length;
  }

  /** Keys of rows r and s of the current run compared: < 0 when r goes first. */
  private comparar(r: number, s: number): number {
    for (let j = 0; j < this.k; j++) {
      const x = this.chaves[r * this.k + j];
      const y = this.chaves[s * this.k + j];
      if (x !== y) return x > y ? -1 : 1;
    }
    return 0;
  }

  ordenar(inscritos: Inscrito[], inicio: number, fim: number): void {
    const n = fim - inicio;
    if (this.chaves.length < n * this.k) this.chaves = new Float64Array(2 * n * this.k);
    for (let r = 0; r < n; r++) {
      for (let j = 0; j < this.k; j++) {
        this.chaves[r * this.k + j] = chaveDe(
          inscritos[inicio + r].candidato,
          this.criterios[j],
          this.referencia,
        );
      }
    }
    if (n === 2) {
      const ordem = this.comparar(0, 1);
      const a = inscritos[inicio];
      const b = inscritos[inicio + 1];
      if (ordem > 0 || (ordem === 0 && b.id < a.id)) [inscritos[inicio], inscritos[inicio + 1]] = [b, a];
      if (ordem === 0) a.grupoEmpate = b.grupoEmpate = this.grupos++;
      return;
    }
    const linhas = Array.from({ length: n }, (_, r) => r).sort(
      (r, s) => this.comparar(r, s) || (inscritos[inicio + r].id < inscritos[inicio + s].id ? -1 : 1),
    );
    const run = inscritos.slice(inicio, fim);
    for (let t = 0; t < n; t++) inscritos[inicio + t] = run[linhas[t]];
    for (let t = 1; t < n; t++) {
      if (this.comparar(linhas[t - 1], linhas[t]) !== 0) continue;
      const anterior = inscritos[inicio + t - 1];
      if (anterior.grupoEmpate < 0) anterior.grupoEmpate = this.grupos++;
      inscritos[inicio + t].grupoEmpate = anterior.grupoEmpate;
    }
  }
}

/**
 * Score descending without a comparator over objects: an LSD radix sort of the candidates' indices on
 * the 64 bits of each score (IEEE 754 bits made order-preserving as unsigned integers), stable. Linear, sequential passes; only runs of equal scores are then sorted by the tie-breaks.
 */
function permutacaoPorNota(candidatos: readonly Candidato[]): Int32Array {
  const n = candidatos.length;
  const bits = new Float64Array(n);
  // Negated for descending order; "+ 0" turns -0 into +0 so that 0 and -0 stay equal.
  for (let i = 0; i < n; i++) bits[i] = -candidatos[i].nota + 0;
  let indices = new Int32Array(n);
  for (let i = 0; i < n; i++) indices[i] = i;
  if (n < 1 << 11) {
    // Small cargos: a comparison sort of the indices costs less than eight counting passes.
    return indices.sort((i, j) => bits[i] - bits[j] || i - j);
  }
  const palavras = new Uint32Array(bits.buffer); // little-endian: [2i] low word, [2i + 1] high word
  const alta = new Uint32Array(n);
  const baixa = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const h = palavras[2 * i + 1];
    const l = palavras[2 * i];
    // Negative numbers: flip every bit; positive: flip the sign bit. Unsigned order = numeric order.
    alta[i] = h & 0x80000000 ? ~h >>> 0 : (h | 0x80000000) >>> 0;
    baixa[i] = h & 0x80000000 ? ~l >>> 0 : l;
  }
  let destino = new Int32Array(n);
  // 16-bit digits (4 passes) for large cargos; 8-bit digits (8 passes, 256 counters) for middling ones,
  // where clearing 65,536 counters per pass would cost more than the candidates themselves.
  const largura = n >= 1 << 16 ? 16 : 8;
  const mascara = (1 << largura) - 1;
  const contagem = new Int32Array(mascara + 2);
  for (let bit = 0; bit < 64; bit += largura) {
    const palavra = bit < 32 ? baixa : alta;
    const deslocamento = bit % 32;
    contagem.fill(0);
    for (let i = 0; i < n; i++) contagem[((palavra[i] >>> deslocamento) & mascara) + 1]++;
    if (n === 0 || contagem[((palavra[0] >>> deslocamento) & mascara) + 1] === n) continue; // nothing moves
    for (let d = 0; d <= mascara; d++) contagem[d + 1] += contagem[d];
    for (let i = 0; i < n; i++) {
      const j = indices[i];
      destino[contagem[(palavra[j] >>> deslocamento) & mascara]++] = j;
    }
    [indices, destino] = [destino, indices];
  }
  return indices;
}

/**
 * Sorts one cargo's candidates into merit order. Ids are unique (lerConcurso checks), so the order is
 * total and does not depend on the input rows. The Inscrito objects are created in merit order, so
 * that every later pass (all in merit order) reads memory sequentially.
 */
export function classificar(candidatos: readonly Candidato[], edital: Edital): Inscrito[] {
  const criterios = edital.desempate ?? CRITERIOS_PADRAO;
  const ref = dataDeReferenciaDaIdade(edital);
  const referencia = ref === null ? null : dataComoNumero(ref);
  const permutacao = permutacaoPorNota(candidatos);
  const inscritos = new Array<Inscrito>(candidatos.length);
  for (let i = 0; i < candidatos.length; i++) {
    const candidato = candidatos[permutacao[i]];
    inscritos[i] = {
      candidato,
      id: candidato.id,
      nota: candidato.nota,
      grupoEmpate: -1,
      inscritas: mascaraDe(candidato.listas),
      elegiveis: 0,
      informativas: 0,
      excluido: null,
      provisorio: false,
      colocadoEm: -1,
      viaReversao: null,
      posicao: 0,
      notas: SEM_NOTAS,
    };
  }
  // Runs of equal scores: sorted by the tie-breaks, whose keys are computed only for them.
  const desempate = new Desempate(criterios, referencia);
  for (let inicio = 0; inicio < inscritos.length;) {
    const nota = inscritos[inicio].nota;
    let fim = inicio + 1;
    while (fim < inscritos.length && inscritos[fim].nota === nota) fim++;
    if (fim - inicio > 1) desempate.ordenar(inscritos, inicio, fim);
    inicio = fim;
  }
  return inscritos;
}

/** Names the criteria in Portuguese, for the clerk's tie report. */
export function descreverCriterios(edital: Edital): string {
  const criterios = edital.desempate ?? CRITERIOS_PADRAO;
  const nomes = criterios.map((c) =>
    c === "idade-60"
      ? "idade de 60 anos ou mais (a mais elevada primeiro)"
      : c === "idade"
        ? "idade (a mais elevada primeiro)"
        : `${c.rotulo ?? c.campo} (${c.ordem === "menor" ? "menor" : "maior"} primeiro)`,
  );
  return `nota final, depois ${nomes.join(", depois ")}`;
}
