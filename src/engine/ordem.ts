/**
 * A ordem de nomeação: which list names the person at each position (RULES.md § 5), with alternation
 * and proportionality among all lists, PcD included (Lei 15.142, art. 9º; Lei 12.990, art. 4º).
 *
 * Default series ("serie-padrao"): the k-th vaga of a list sits at the first position T at which the
 * quadro of T vagas gives that list k vagas. For half-up that is ⌈(k − ½)·100/p⌉ (PPP 25% at 2, 6,
 * 10…; IND 3% at 17, 50, 84; QUI 2% at 25, 75; 20% under Lei 12.990 at 3, 8, 13…); for PcD, ceiling
 * capped at 20%, it is 5, 21, 41, 61… So every prefix of the order is itself a lawful quadro.
 * Lists are placed PCD first, then the racial lists (PPP or PPIQ, IND, QUI); a position already taken
 * goes to the nearest free position before it (N = 100: the 2nd IND at 49, since 50 is PPP's); one
 * past N takes the last free position; with no free position before, the first free one after. The
 * remaining positions are AC. Each list holds exactly its count in the quadro, whatever the quadro.
 * Other modes: "proporcional" (k-th of n_g at ⌈(k − ½)·N/n_g⌉, same collision rule) and
 * "posicoes-fixas" (the edital's table, checked).
 *
 * Past N (cadastro de reserva, vagas arising during validity, Lei 15.142, art. 1º, § 2º): positions
 * 1..N never change (nominated people keep theirs, art. 9º, § 2º); position T > N goes to the reserved
 * list that the lawful quadro of T vagas (calcularQuadro) gives more vagas than positions 1..T−1 hold
 * (the largest shortfall; ties in placement order), else to AC. Without collisions this is exactly
 * the default series continued (PPP at 102, 106…; PCD at 101, 121…). Vagas arise one at a time, so
 * position T is decided without looking ahead: a list owed a vaga at a taken position gets the next
 * one (after, not before as inside the quadro), and a longer order always extends a shorter one.
 */
import { citado } from "./citado";
import { arredondarPiso, arredondarTeto } from "./arredondamento";
import { contarReservas, parametrosDoQuadro, validarVagas, type ParametrosDoQuadro } from "./quadro";
import { contar } from "./notas";
import { ErroDeEntrada, LISTAS } from "./tipos";
import type { Edital, Lista, ListaReservada, Quadro } from "./tipos";

const BASE = 10000; // basis points in 100%
type Problema = { campo: string; mensagem: string };

/** Free positions 1..n; `livreAte(p)` is the last free position ≤ p, or 0 (union-find, path halving). */
class PosicoesLivres {
  private readonly anterior: Int32Array;
  constructor(n: number) {
    this.anterior = Int32Array.from({ length: n + 1 }, (_, i) => i);
  }
  livreAte(p: number): number {
    const a = this.anterior;
    while (a[p] !== p) p = a[p] = a[a[p]];
    return p;
  }
  ocupar(p: number): void {
    this.anterior[p] = p - 1;
  }
  ocupada(p: number): boolean {
    return this.anterior[p] !== p;
  }
}

/** The reserved lists of the quadro in placement order: PCD, the edital's racial lists, any other. */
function ordemDeColocacao(quadro: Quadro, parametros: ParametrosDoQuadro): ListaReservada[] {
  const primeiras: ListaReservada[] = ["PCD", ...parametros.percentuais.listasRaciais];
  const outras = LISTAS.filter(
    (l): l is ListaReservada => l !== "AC" && !primeiras.includes(l as ListaReservada),
  );
  return [...primeiras, ...outras].filter((l) => (quadro[l] ?? 0) > 0);
}

/** Position of the k-th vaga of a list in the default series; Infinity for a list without percentage. */
function posicaoNaSerie(lista: ListaReservada, k: number, parametros: ParametrosDoQuadro): number {
  const { percentuais, arredondamento } = parametros;
  const p = percentuais.pontosBase[lista];
  if (!p) return Infinity;
  // First T with round(p·T) ≥ k: half-up needs p·T ≥ (k − ½), ceiling p·T > k − 1, floor p·T ≥ k.
  const modo = arredondamento[lista]?.valor;
  const porPercentual =
    modo === "teto"
      ? arredondarPiso((k - 1) * BASE, p) + 1
      : modo === "piso"
        ? arredondarTeto(k * BASE, p)
        : arredondarTeto((2 * k - 1) * (BASE / 2), p);
  if (lista !== "PCD") return Math.max(porPercentual, parametros.minimoRacial.valor);
  const teto = parametros.tetoPcd;
  const peloTeto = teto ? arredondarTeto(k * BASE, teto.valor) : 0;
  return Math.max(porPercentual, peloTeto, parametros.minimoPcd.valor);
}

function validarQuadro(quadro: Quadro): number {
  const problemas: Problema[] = [];
  let total = 0;
  for (const [lista, n] of Object.entries(quadro)) {
    if (!LISTAS.includes(lista as Lista)) {
      problemas.push({ campo: `quadro.${lista}`, mensagem: `lista desconhecida "${lista}"` });
    } else if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 0) {
      problemas.push({ campo: `quadro.${lista}`, mensagem: `número de vagas inválido ${citado(n)}` });
    } else total += n;
  }
  if (problemas.length) throw new ErroDeEntrada(problemas);
  return total;
}

/** The edital's fixed positions, checked against the quadro: in 1..N, no position twice, counts equal. */
function posicoesFixas(
  quadro: Quadro,
  vagas: number,
  edital: Edital,
  colocacao: ListaReservada[],
): [ListaReservada, number[]][] {
  const problemas: Problema[] = [];
  const tabela = edital.posicoesFixas ?? {};
  const dono = new Map<number, ListaReservada>();
  for (const lista of Object.keys(tabela) as ListaReservada[]) {
    const campo = `edital.posicoesFixas.${lista}`;
    const posicoes = tabela[lista];
    if ((quadro[lista] ?? 0) === 0 && posicoes?.length) {
      problemas.push({
        campo,
        mensagem: `o quadro não tem vagas de ${lista}, mas o edital indica posições para ela`,
      });
      continue;
    }
    for (const p of posicoes ?? []) {
      if (!Number.isSafeInteger(p) || p < 1 || p > vagas) {
        problemas.push({ campo, mensagem: `a posição ${String(p)} está fora das posições 1 a ${vagas}` });
      } else if (dono.has(p)) {
        problemas.push({
          campo,
          mensagem: `a posição ${p} foi indicada para ${dono.get(p)} e para ${lista}`,
        });
      } else dono.set(p, lista);
    }
  }
  for (const lista of colocacao) {
    const indicadas = tabela[lista]?.length ?? 0;
    if (indicadas !== quadro[lista]) {
      problemas.push({
        campo: `edital.posicoesFixas.${lista}`,
        mensagem: `o edital indica ${contar(indicadas, "posição", "posições")} para ${lista}, mas o quadro tem ${contar(quadro[lista] ?? 0, "vaga")} de ${lista}`,
      });
    }
  }
  if (problemas.length) throw new ErroDeEntrada(problemas);
  return colocacao.map((l) => [l, tabela[l]!]);
}

type Serie = { primeira: number; intervalo: number };

/** The edital's series (modoOrdem "primeira-e-intervalo"; their shape is checked by the edital's schema). */
function seriesDoEdital(edital: Edital): Map<ListaReservada, Serie> {
  if (edital.modoOrdem !== "primeira-e-intervalo") return new Map();
  return new Map(Object.entries(edital.series ?? {}) as [ListaReservada, Serie][]);
}

/** Whether position t is one of the series' positions (primeira, primeira + intervalo, …). */
const naSerie = (t: number, s: Serie) => t >= s.primeira && (t - s.primeira) % s.intervalo === 0;

/** Positions 1..N from the quadro, by the edital's mode. */
function ordemDoQuadro(
  quadro: Quadro,
  vagas: number,
  edital: Edital,
  parametros: ParametrosDoQuadro,
  series: ReadonlyMap<ListaReservada, Serie>,
): Lista[] {
  const ordem: Lista[] = new Array<Lista>(vagas).fill("AC");
  const modo = edital.modoOrdem ?? "serie-padrao";
  // The lists whose positions the edital fixed are placed first, so they get exactly those positions.
  const colocacao = ordemDeColocacao(quadro, parametros).sort(
    (a, b) => Number(series.has(b)) - Number(series.has(a)),
  );
  if (modo === "posicoes-fixas") {
    for (const [lista, posicoes] of posicoesFixas(quadro, vagas, edital, colocacao)) {
      for (const p of posicoes) ordem[p - 1] = lista;
    }
    return ordem;
  }
  if (modo !== "serie-padrao" && modo !== "proporcional" && modo !== "primeira-e-intervalo") {
    throw new ErroDeEntrada([
      {
        campo: "edital.modoOrdem",
        mensagem: `modo de ordem desconhecido ${citado(modo)}; use serie-padrao, proporcional, posicoes-fixas ou primeira-e-intervalo`,
      },
    ]);
  }
  const livres = new PosicoesLivres(vagas);
  for (const lista of colocacao) {
    const n = quadro[lista]!;
    const serie = series.get(lista);
    for (let k = 1; k <= n; k++) {
      const desejada =
        modo === "proporcional"
          ? arredondarTeto((2 * k - 1) * vagas, 2 * n)
          : Math.min(
              serie ? serie.primeira + (k - 1) * serie.intervalo : posicaoNaSerie(lista, k, parametros),
              vagas,
            );
      let p = livres.livreAte(desejada);
      if (p === 0) for (p = desejada + 1; livres.ocupada(p); p++);
      livres.ocupar(p);
      ordem[p - 1] = lista;
    }
  }
  return ordem;
}

/**
 * Positions N+1..ate: a list with an edital series takes the positions of its series (one owed at a
 * position already taken comes next); each other position goes to the list furthest behind the
 * lawful quadro of that many vagas.
 */
function continuar(
  ordem: Lista[],
  ate: number,
  parametros: ParametrosDoQuadro,
  series: ReadonlyMap<ListaReservada, Serie>,
): void {
  const colocadas: Partial<Record<Lista, number>> = {};
  for (const l of ordem) colocadas[l] = (colocadas[l] ?? 0) + 1;
  const candidatas = (["PCD", ...parametros.percentuais.listasRaciais] as ListaReservada[]).filter(
    (l) => !series.has(l),
  );
  const devidas = new Map<ListaReservada, number>();
  for (let t = ordem.length + 1; t <= ate; t++) {
    for (const [l, s] of series) if (naSerie(t, s)) devidas.set(l, (devidas.get(l) ?? 0) + 1);
    let escolhida: Lista | undefined = [...devidas].find(([, n]) => n > 0)?.[0];
    if (escolhida) devidas.set(escolhida, devidas.get(escolhida)! - 1);
    else {
      const doQuadro = contarReservas(t, parametros);
      escolhida = "AC";
      let maiorFalta = 0;
      for (const l of candidatas) {
        const falta = (doQuadro[l] ?? 0) - (colocadas[l] ?? 0);
        if (falta > maiorFalta) [escolhida, maiorFalta] = [l, falta];
      }
    }
    ordem.push(escolhida);
    colocadas[escolhida] = (colocadas[escolhida] ?? 0) + 1;
  }
}

/**
 * The nomination order: element i is the list at position i + 1. Its length is the larger of the
 * quadro's total and `ate`; positions past the quadro's total continue the series (see above).
 */
export function ordemDasListas(quadro: Quadro, edital: Edital, opcoes?: { ate?: number }): Lista[] {
  const vagas = validarQuadro(quadro);
  const ate = opcoes?.ate ?? vagas;
  validarVagas(ate, "ate");
  const parametros = parametrosDoQuadro(edital);
  const series = seriesDoEdital(edital);
  const ordem = ordemDoQuadro(quadro, vagas, edital, parametros, series);
  continuar(ordem, ate, parametros, series);
  return ordem;
}

/** The 1-based positions of a list in an order. */
export function posicoesDaLista(ordem: readonly Lista[], lista: Lista): number[] {
  const posicoes: number[] = [];
  ordem.forEach((l, i) => l === lista && posicoes.push(i + 1));
  return posicoes;
}

/** For explanations and tests: the default-series position of the k-th vaga of a list. */
export function posicaoNaSeriePadrao(lista: ListaReservada, k: number, edital: Edital): number {
  return posicaoNaSerie(lista, k, parametrosDoQuadro(edital));
}
