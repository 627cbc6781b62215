/**
 * A seleção: who fills the vagas of each list before any reversion (RULES §4.1–4.2).
 *
 * 1. Open first: the AC vagas go to the top of the AC list, cotistas included; a cotista placed there
 *    does not use a reserved vaga (Lei 15.142 art. 7 § 2; Decreto 12.536 art. 17). The counter-example
 *    of RULES §4 (A AC 100, B PPP 99, C AC 98, D AC 97, E PPP 50; 2 AC + 1 PPP → AC {A, B}, PPP {E})
 *    is why this is not done slot by slot along the nomination order.
 * 2. Then the reserves, each with its best candidates not placed in step 1. A candidate may be
 *    classified in two reserves (PCD and a racial list). The rule: walk the unplaced candidates of the
 *    reserved lists in merit order and accept one when the accepted set can still be matched to the
 *    reserved vagas — the greedy basis of a transversal matroid, which fills the most reserved vagas with
 *    their own people and, among such choices, prefers the higher scores. Then each accepted candidate,
 *    in merit order, fills the highest-percentage list of theirs that still lets everyone accepted after
 *    them be matched.
 *
 * "Can still be matched" is Hall's condition, checked on list types instead of on people: with r ≤ 4
 * reserved lists, a set of candidates is matchable to the vagas iff, for every subset S of the lists,
 * the candidates whose lists all lie in S are no more than the vagas of S. Counting candidates per
 * subset makes each test O(2^r) — the matching is linear in the candidates, with no augmenting-path
 * search over people.
 */
import type { Inscrito } from "./classificacao";
import { anotar, type Membros } from "./listas";
import { BIT, listasDaMascara } from "./mascaras";
import type { Notas } from "./notas";
import { LISTAS, type Lista, type ListaReservada } from "./tipos";

export type Colocados = Record<Lista, Inscrito[]>;

export function colocar(inscrito: Inscrito, lista: Lista, colocados: Colocados): void {
  inscrito.colocadoEm = LISTAS.indexOf(lista);
  colocados[lista].push(inscrito);
}

export function novosColocados(): Colocados {
  return { AC: [], PPP: [], IND: [], QUI: [], PPIQ: [], PCD: [] };
}

/**
 * Places candidates in the free vagas of each list (`vagasLivres`: the quadro minus the vagas held by
 * candidates already nominated, who are placed before this runs).
 * @param inscritos the cargo's candidates in merit order
 * @param prioridade the reserved lists of the concurso, highest percentage first
 */
export function selecionar(
  inscritos: readonly Inscrito[],
  membros: Membros,
  vagasLivres: Record<Lista, number>,
  prioridade: readonly ListaReservada[],
  notas: Notas,
): Colocados {
  const colocados = novosColocados();
  // 1. Ampla concorrência: the top of the AC list (Lei art. 7 § 2; Decreto art. 17).
  for (const inscrito of membros.AC ?? []) {
    if (colocados.AC.length >= vagasLivres.AC) break;
    if (inscrito.colocadoEm < 0) colocar(inscrito, "AC", colocados);
  }
  // 2. The reserves, with the matching rule for candidates classified in two of them.
  const r = prioridade.length;
  if (r === 0) return colocados;
  const subconjuntos = 1 << r;
  const bitCompacto = (mascara: number) =>
    prioridade.reduce((m, l, i) => ((mascara & BIT[l]) !== 0 ? m | (1 << i) : m), 0);
  const superconjuntos: number[][] = Array.from({ length: subconjuntos }, (_, m) =>
    Array.from({ length: subconjuntos }, (_, s) => s).filter((s) => (s & m) === m),
  );
  const capacidade = new Array<number>(subconjuntos).fill(0);
  for (let s = 0; s < subconjuntos; s++) {
    for (let i = 0; i < r; i++) if (s & (1 << i)) capacidade[s] += vagasLivres[prioridade[i]];
  }
  const total = capacidade[subconjuntos - 1];
  const contagem = new Array<number>(subconjuntos).fill(0);
  const aceitos: Inscrito[] = [];
  const mascaras: number[] = [];
  const reservadasDoConcurso = prioridade.reduce((m, l) => m | BIT[l], 0);
  const compacta = new Map<number, number>();

  for (let k = 0; k < inscritos.length && aceitos.length < total; k++) {
    const inscrito = inscritos[k];
    const propria = inscrito.elegiveis & reservadasDoConcurso;
    if (propria === 0 || inscrito.colocadoEm >= 0) continue;
    let m = compacta.get(propria);
    if (m === undefined) compacta.set(propria, (m = bitCompacto(propria)));
    const sup = superconjuntos[m];
    let cabe = true;
    for (const s of sup) if (contagem[s] >= capacidade[s]) cabe = false;
    if (!cabe) continue;
    for (const s of sup) contagem[s]++;
    aceitos.push(inscrito);
    mascaras.push(m);
  }

  // Assignment: each accepted candidate, in merit order, takes the highest-percentage list of theirs
  // that leaves the candidates after them matchable (Hall's condition on what remains).
  const comLista: number[][] = Array.from({ length: r }, (_, i) => superconjuntos[1 << i]);
  const capacidadeRestante = capacidade.slice();
  for (let k = 0; k < aceitos.length; k++) {
    const m = mascaras[k];
    for (const s of superconjuntos[m]) contagem[s]--;
    for (let i = 0; i < r; i++) {
      if ((m & (1 << i)) === 0) continue;
      if (comLista[i].every((s) => contagem[s] <= capacidadeRestante[s] - 1)) {
        for (const s of comLista[i]) capacidadeRestante[s]--;
        const lista = prioridade[i];
        colocar(aceitos[k], lista, colocados);
        if (m & (m - 1)) {
          const outras = listasDaMascara(aceitos[k].elegiveis & reservadasDoConcurso & ~BIT[lista]);
          anotar(aceitos[k], notas.reservasConcomitantes(lista, [...outras]));
        }
        break;
      }
    }
  }
  return colocados;
}
