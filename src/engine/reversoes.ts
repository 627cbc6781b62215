/**
 * As reversões: vagas a list cannot fill move to other lists, as the regime's cascade says (RULES §4.3;
 * the cascade is data, `Regime.cascata`, adjusted by the edital in `cascataDoEdital`).
 *
 * How the data is read:
 * - a list is short when its free vagas outnumber the candidates placed in it and no member is left
 *   unplaced (the selection leaves no member of a short list unplaced);
 * - each rule's destinations are tried in order; a vaga moves only to a list that still has unplaced
 *   members to take it, and a list takes at most as many as it has; a destination that is a group of
 *   lists shares the vagas in proportion to their percentages in the edital, by largest remainder
 *   (exact integer arithmetic), among the lists of the group that still have members (Decreto 12.536
 *   art. 3 § 4: "observada a proporcionalidade"); what a list of the group cannot take is shared again
 *   among the others;
 * - the receiving list fills the vaga with its best unplaced member, in its rank (Lei 15.142 art. 8:
 *   "de acordo com a ordem de classificação"); a cotista already placed in a reserve keeps that vaga;
 * - rules are applied again until nothing moves; what no list can take stays in its own list, vacant
 *   and reported (filled later if a candidate appears).
 * Every vaga moved fills a candidate, so the loop ends after at most as many moves as candidates.
 */
import type { Inscrito } from "./classificacao";
import type { Membros } from "./listas";
import { listasDaMascara } from "./mascaras";
import { repartirPorMaiorResto } from "./maiorResto";
import type { Notas } from "./notas";
import type { RegraDeReversao } from "./regimes";
import { colocar, type Colocados } from "./selecao";
import type { Lista, ListaReservada, PontosBase, Reversao } from "./tipos";

export interface ResultadoDasReversoes {
  reversoes: Reversao[];
  /** Vagas per list after the reversions (vacant ones stay in their own list). */
  quadroFinal: Record<Lista, number>;
  /** Vacant vagas per list. */
  vagas: Record<Lista, number>;
}

/**
 * @param vagasLivres the quadro minus the vagas held by nominated candidates (same basis as the selection)
 * @param quadro the quadro in force; quadroFinal = quadro moved by the reversions
 * @param jaFeitas reversions made when nominated candidates took reverted positions (Lei 15.142 art. 9
 *   § 2): already out of vagasLivres, reported and counted in quadroFinal like the others
 * @param notas tells each reversion in the regime's words
 */
export function reverter(
  listas: readonly Lista[],
  membros: Membros,
  colocados: Colocados,
  quadro: Record<Lista, number>,
  vagasLivres: Record<Lista, number>,
  cascata: readonly RegraDeReversao[],
  pontosBase: Partial<Record<ListaReservada, PontosBase>>,
  jaFeitas: readonly Reversao[],
  notas: Notas,
): ResultadoDasReversoes {
  const doConcurso = new Set(listas);
  const quadroFinal = { ...quadro };
  const falta = {} as Record<Lista, number>;
  const restantes = {} as Record<Lista, number>;
  const proximo = {} as Record<Lista, number>;
  for (const l of ["AC", "PPP", "IND", "QUI", "PPIQ", "PCD"] as Lista[]) {
    falta[l] = doConcurso.has(l) ? vagasLivres[l] - colocados[l].length : 0;
    restantes[l] = (membros[l] ?? []).reduce((n, x) => (x.colocadoEm < 0 ? n + 1 : n), 0);
    proximo[l] = 0;
  }
  const reversoes: Reversao[] = jaFeitas.map((r) => ({ ...r }));
  // The vagas each list already received from another by reversions made when nominated candidates
  // took them: a proportional share counts them (the same order when computed again, art. 9 § 2).
  const jaDadas = new Map<Lista, Partial<Record<Lista, number>>>();
  for (const r of jaFeitas) {
    const de = jaDadas.get(r.de) ?? {};
    de[r.para] = (de[r.para] ?? 0) + r.vagas;
    jaDadas.set(r.de, de);
  }
  for (const r of jaFeitas) {
    quadroFinal[r.de] -= r.vagas;
    quadroFinal[r.para] += r.vagas;
  }

  /** The receiving list takes up to n vagas with its best unplaced members; returns how many it took. */
  function mover(de: Lista, para: Lista, n: number, fundamento: string): number {
    const fila = membros[para] ?? [];
    let levados = 0;
    while (levados < n && proximo[para] < fila.length) {
      const x: Inscrito = fila[proximo[para]++];
      if (x.colocadoEm >= 0) continue;
      colocar(x, para, colocados);
      x.viaReversao = { de, fundamento };
      for (const l of listasDaMascara(x.elegiveis)) restantes[l]--;
      levados++;
    }
    if (levados === 0) return 0;
    falta[de] -= levados;
    quadroFinal[de] -= levados;
    quadroFinal[para] += levados;
    const anterior = reversoes.find((r) => r.de === de && r.para === para && r.fundamento === fundamento);
    if (anterior) {
      anterior.vagas += levados;
      anterior.texto = notas.textoDaReversao(de, para, anterior.vagas);
    } else {
      reversoes.push({
        de,
        para,
        vagas: levados,
        fundamento,
        texto: notas.textoDaReversao(de, para, levados),
      });
    }
    return levados;
  }

  let moveu = true;
  while (moveu) {
    moveu = false;
    for (const regra of cascata) {
      if (!doConcurso.has(regra.de) || falta[regra.de] <= 0) continue;
      for (const destino of regra.para) {
        if (falta[regra.de] <= 0) break;
        if (typeof destino === "string") {
          if (doConcurso.has(destino) && destino !== regra.de && restantes[destino] > 0) {
            moveu = mover(regra.de, destino, falta[regra.de], regra.fundamento) > 0 || moveu;
          }
        } else {
          const grupo = destino.filter((l) => doConcurso.has(l) && l !== regra.de);
          const dadas = jaDadas.get(regra.de) ?? {};
          for (const [para, n] of repartir(falta[regra.de], grupo, restantes, pontosBase, dadas)) {
            moveu = mover(regra.de, para, n, regra.fundamento) > 0 || moveu;
          }
        }
      }
    }
  }
  const vagas = {} as Record<Lista, number>;
  for (const l of Object.keys(falta) as Lista[]) vagas[l] = Math.max(0, falta[l]);
  return { reversoes, quadroFinal, vagas };
}

/**
 * Shares up to n vagas among the lists of a group in proportion to their percentages in the edital
 * (largest remainder, `repartirPorMaiorResto`), never giving a list more than it has members left;
 * lists without members take no part. If no list of the group has a percentage, they share equally.
 * `dadas`: what each list already received from the same list by reversions made earlier (nominated
 * candidates): the proportion is of all the vagas, those included, and what is shared now is the rest.
 */
function repartir(
  n: number,
  grupo: readonly Lista[],
  capacidade: Readonly<Record<Lista, number>>,
  pontosBase: Partial<Record<ListaReservada, PontosBase>>,
  dadas: Partial<Record<Lista, number>> = {},
): [Lista, number][] {
  const ativas = grupo.filter((l) => capacidade[l] > 0 || (dadas[l] ?? 0) > 0);
  const minimos = ativas.map((l) => dadas[l] ?? 0);
  const capacidades = ativas.map((l, i) => capacidade[l] + minimos[i]);
  const jaDadasAoGrupo = minimos.reduce((s, m) => s + m, 0);
  const total = Math.min(
    n + jaDadasAoGrupo,
    capacidades.reduce((s, c) => s + c, 0),
  );
  const pesos = ativas.map((l) => pontosBase[l as ListaReservada] ?? 0);
  const partes = repartirPorMaiorResto(
    total,
    pesos.some((p) => p > 0) ? pesos : pesos.map(() => 1),
    capacidades,
    undefined,
    minimos,
  );
  return ativas.map((l, i): [Lista, number] => [l, partes[i] - minimos[i]]).filter(([, k]) => k > 0);
}
