/**
 * A nomeação: which candidate takes each position of the nomination order (RULES §5).
 *
 * The order (ordem.ts) names a list at each position, computed from the quadro in force, before any
 * reversion. Here:
 * - a candidate already nominated keeps the position held (Lei 15.142 art. 9 § 2);
 * - each list's own candidates take its first free positions, in the list's rank;
 * - the positions of vagas a list gave away are its LAST ones (after those it fills itself), handed to
 *   the receiving lists in the order of the reversions; a reverted vaga keeps its position and shows
 *   the list that received it and why;
 * - vagas nobody could take are the giving list's very last positions, shown vacant;
 * - a receiving list spreads its candidates, in rank, over its own and its received positions sorted
 *   together, so that every list's candidates appear in the order in their rank order.
 */
import type { Inscrito } from "./classificacao";
import type { Notas } from "./notas";
import type { Colocados } from "./selecao";
import type { Lista, PosicaoOrdem, Reversao } from "./tipos";

interface Recebida {
  posicao: number;
  de: Lista;
  fundamento: string;
}

export function nomear(
  ordem: readonly Lista[],
  nomeados: readonly Inscrito[],
  colocados: Colocados,
  reversoes: readonly Reversao[],
  vagas: Readonly<Record<Lista, number>>,
  notas: Notas,
): PosicaoOrdem[] {
  const resultado: PosicaoOrdem[] = new Array(ordem.length);
  for (const x of nomeados) {
    resultado[x.posicao - 1] = {
      posicao: x.posicao,
      lista: ordem[x.posicao - 1],
      candidato: x.id,
      nota: notas.jaNomeado(x.posicao),
    };
  }
  const livres: Partial<Record<Lista, number[]>> = {};
  for (let i = 0; i < ordem.length; i++) {
    if (!resultado[i]) (livres[ordem[i]] ??= []).push(i + 1);
  }
  const cedidas: Partial<Record<Lista, number>> = {};
  for (const r of reversoes) cedidas[r.de] = (cedidas[r.de] ?? 0) + r.vagas;
  const proprias = (l: Lista) => (livres[l]?.length ?? 0) - (cedidas[l] ?? 0) - (vagas[l] ?? 0);

  const recebidas: Partial<Record<Lista, Recebida[]>> = {};
  const cursor: Partial<Record<Lista, number>> = {};
  for (const r of reversoes) {
    const inicio = (cursor[r.de] ??= proprias(r.de));
    for (const posicao of livres[r.de]!.slice(inicio, inicio + r.vagas)) {
      (recebidas[r.para] ??= []).push({ posicao, de: r.de, fundamento: r.fundamento });
    }
    cursor[r.de] = inicio + r.vagas;
  }

  const todas = new Set([...Object.keys(livres), ...Object.keys(recebidas)] as Lista[]);
  for (const lista of todas) {
    const suas = livres[lista] ?? [];
    const n = proprias(lista);
    const posicoes: Recebida[] = suas.slice(0, n).map((posicao) => ({ posicao, de: lista, fundamento: "" }));
    posicoes.push(...(recebidas[lista] ?? []));
    posicoes.sort((a, b) => a.posicao - b.posicao);
    const candidatos = colocados[lista];
    if (candidatos.length !== posicoes.length) {
      throw new Error(
        `nomeação: ${lista} tem ${candidatos.length} colocados para ${posicoes.length} posições`,
      );
    }
    posicoes.forEach((p, k) => {
      candidatos[k].posicao = p.posicao;
      resultado[p.posicao - 1] =
        p.de === lista
          ? { posicao: p.posicao, lista, candidato: candidatos[k].id }
          : {
              posicao: p.posicao,
              lista,
              listaOriginal: p.de,
              candidato: candidatos[k].id,
              nota: notas.posicaoRevertida(p.de, lista, p.fundamento),
            };
    });
    for (const posicao of suas.slice(n + (cedidas[lista] ?? 0))) {
      resultado[posicao - 1] = { posicao, lista, candidato: null, nota: notas.posicaoVaga(lista) };
    }
  }
  return resultado;
}
