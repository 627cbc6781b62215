/**
 * A nomeação: which candidate takes each position of the nomination order (RULES §5).
 *
 * The order (ordem.ts) names a list at each position, computed from the quadro in force, before any
 * reversion. Here:
 * - a candidate already nominated keeps the position held (Lei 15.142 art. 9 § 2), shown in the list
 *   whose vaga they hold (alocar.ts: the list that received the position if it reverted);
 * - each list's own candidates take its first free positions, in the list's rank;
 * - the positions of vagas a list gave away are its LAST ones (after those it fills itself), handed to
 *   the receiving lists in the order of the reversions; a reverted vaga keeps its position and shows
 *   the list that received it and why;
 * - vagas nobody could take are the giving list's very last positions, shown vacant;
 * - a nominated candidate holding a reverted position: the same reversion found again takes no other
 *   position; if it is not found again (the receiving list now has vagas of its own), that list's last
 *   free position passes back to the giving list, so each list keeps as many positions as vagas;
 * - a receiving list spreads its candidates, in rank, over its own and its received positions sorted
 *   together, so that every list's candidates appear in the order in their rank order.
 */
import type { Inscrito } from "./classificacao";
import type { Notas } from "./notas";
import type { Colocados } from "./selecao";
import { LISTAS, type Lista, type Nota, type PosicaoOrdem, type Reversao } from "./tipos";

interface Recebida {
  posicao: number;
  /** The list the position belongs to in the series (or gave it by reversion). */
  de: Lista;
  fundamento: string;
  /** Set for a position passed back to the list of a nominated candidate's reverted position. */
  nota?: Nota;
}

/**
 * The nominated candidates who hold a position of another list than theirs, by "de>para" (the position's
 * list in the series > the list they hold), the latest positions first — with swaps cancelled: a
 * position of A held by someone of B and one of B held by someone of A move no vaga between the two
 * lists (each holds as many positions as it has people there), as when a grouped reserve moves a list's
 * vaga into a cargo whose position for it was already called for another list. What remains is what
 * the positions held moved from one list to another.
 */
export function posicoesCruzadas(
  nomeados: readonly Inscrito[],
  ordem: readonly Lista[],
): Map<string, Inscrito[]> {
  const cruzadas = new Map<string, Inscrito[]>();
  for (const x of [...nomeados].sort((a, b) => b.posicao - a.posicao)) {
    const daSerie = ordem[x.posicao - 1];
    const lista = LISTAS[x.colocadoEm];
    if (lista === daSerie) continue;
    const contrarias = cruzadas.get(`${lista}>${daSerie}`);
    if (contrarias?.length) contrarias.pop();
    else {
      const chave = `${daSerie}>${lista}`;
      cruzadas.set(chave, [...(cruzadas.get(chave) ?? []), x]);
    }
  }
  return cruzadas;
}

/**
 * Each vacated position stays a position of the list of the person who left it (Lei 15.142, art. 7º,
 * § 3º; art. 9º, § 2º; RULES § 7.4), whatever today's series puts there — vagas that arose, a grouped
 * reserve shared again, a held person's crossed position: where the free positions of today give it to
 * another list, it changes places with a free position of its list, so every list keeps its number of
 * positions. The partner: a vacated position that wants the other list (both set right at once), else
 * one nobody vacated (the first after it, else the last before it), else a vacated one also in the
 * wrong list, which then looks for its own partner. A list with no free position has no vaga today: the
 * position stays as it is.
 */
function manterListasVagadas(
  livres: Partial<Record<Lista, Recebida[]>>,
  vagadas: ReadonlyMap<number, Lista>,
): void {
  const listaDe = (posicao: number) =>
    (Object.keys(livres) as Lista[]).find((l) => livres[l]!.some((p) => p.posicao === posicao));
  const trocar = (posicao: number, de: Lista, outra: Recebida, para: Lista) => {
    const aqui = livres[de]!.find((p) => p.posicao === posicao)!;
    const porOrdem = (a: Recebida, b: Recebida) => a.posicao - b.posicao;
    // Both now positions of their new list as if the series gave them so: no reversion to tell.
    livres[para] = [
      ...livres[para]!.filter((p) => p !== outra),
      { posicao: aqui.posicao, de: para, fundamento: aqui.fundamento },
    ].sort(porOrdem);
    livres[de] = [
      ...livres[de]!.filter((p) => p !== aqui),
      { posicao: outra.posicao, de, fundamento: outra.fundamento },
    ].sort(porOrdem);
  };
  const ordenadas = [...vagadas].sort(([a], [b]) => a - b);
  for (let passo = 0, mudou = true; mudou && passo <= ordenadas.length; passo++) {
    mudou = false;
    for (const [posicao, lista] of ordenadas) {
      const daqui = listaDe(posicao);
      if (daqui === undefined || daqui === lista) continue;
      const suas = livres[lista] ?? [];
      const querEsta = suas.find((p) => vagadas.get(p.posicao) === daqui);
      const livresDeVerdade = suas.filter((p) => !vagadas.has(p.posicao));
      const outra =
        querEsta ??
        livresDeVerdade.find((p) => p.posicao > posicao) ??
        livresDeVerdade.at(-1) ??
        suas.find((p) => vagadas.get(p.posicao) !== lista);
      if (!outra) continue;
      trocar(posicao, daqui, outra, lista);
      mudou = true;
    }
  }
}

export function nomear(
  ordem: readonly Lista[],
  nomeados: readonly Inscrito[],
  colocados: Colocados,
  reversoes: readonly Reversao[],
  vagas: Readonly<Record<Lista, number>>,
  notas: Notas,
  /** Why the series is what it is (alternância e proporcionalidade: the regime's article, or the edital). */
  fundamentoOrdem: string,
  /**
   * The positions vacated by people called who left, with the list each was called in (livroNaAlocacao:
   * `vagadas`): each stays a position of that list, whoever takes it (RULES § 7.4).
   */
  vagadas: ReadonlyMap<number, Lista> = new Map(),
): PosicaoOrdem[] {
  const resultado: PosicaoOrdem[] = new Array(ordem.length);
  // A nominated candidate charged to another list than the position's holds a position that reverted
  // when they were nominated: that reversion is already placed, and the same reversion found again now
  // takes no other position (neither from the giving list nor for the receiving one).
  for (const x of nomeados) {
    const daSerie = ordem[x.posicao - 1];
    const lista = LISTAS[x.colocadoEm];
    resultado[x.posicao - 1] = {
      posicao: x.posicao,
      lista,
      ...(lista !== daSerie ? { listaOriginal: daSerie } : {}),
      candidato: x.id,
      nota: notas.jaNomeado(x.posicao, lista),
    };
  }
  const jaRevertidas = new Map(
    [...posicoesCruzadas(nomeados, ordem)].map(([chave, xs]): [string, number] => [chave, xs.length]),
  );
  const livres: Partial<Record<Lista, Recebida[]>> = {};
  for (let i = 0; i < ordem.length; i++) {
    if (!resultado[i]) (livres[ordem[i]] ??= []).push({ posicao: i + 1, de: ordem[i], fundamento: "" });
  }
  // The reversions that still need positions: those found now, less those already placed.
  const aPosicionar = reversoes.map((r) => {
    const chave = `${r.de}>${r.para}`;
    const feitas = Math.min(r.vagas, jaRevertidas.get(chave) ?? 0);
    jaRevertidas.set(chave, (jaRevertidas.get(chave) ?? 0) - feitas);
    return { ...r, vagas: r.vagas - feitas };
  });
  // A reversion placed with a nominated candidate and not found now (the receiving list has vagas of its
  // own for them today): the receiving list has a position too many and the giving list one too few, so
  // the receiving list's last free positions pass to the giving list. A position passed on may be owed
  // again (PCD's passes to AC, and AC owes one to PPIQ, whose position 4 an AC nominee holds): passed
  // on until every debt is paid or no list has a free position left to pay it with.
  const devidas = new Map([...jaRevertidas].filter(([, n]) => n > 0));
  for (let passou = true; passou;) {
    passou = false;
    for (const [chave, n] of devidas) {
      const [de, para] = chave.split(">") as [Lista, Lista];
      const devolvidas = n > 0 ? (livres[para] ?? []).splice(-n, n) : [];
      if (devolvidas.length === 0) continue;
      devidas.set(chave, n - devolvidas.length);
      passou = true;
      const nota = notas.posicaoTrocada(para, de);
      livres[de] = [...(livres[de] ?? []), ...devolvidas.map((p) => ({ ...p, nota }))].sort(
        (a, b) => a.posicao - b.posicao,
      );
    }
  }
  manterListasVagadas(livres, vagadas);
  const cedidas: Partial<Record<Lista, number>> = {};
  for (const r of aPosicionar) cedidas[r.de] = (cedidas[r.de] ?? 0) + r.vagas;
  const proprias = (l: Lista) => (livres[l]?.length ?? 0) - (cedidas[l] ?? 0) - (vagas[l] ?? 0);

  const recebidas: Partial<Record<Lista, Recebida[]>> = {};
  const cursor: Partial<Record<Lista, number>> = {};
  for (const r of aPosicionar) {
    if (r.vagas === 0) continue;
    const inicio = (cursor[r.de] ??= proprias(r.de));
    for (const p of livres[r.de]!.slice(inicio, inicio + r.vagas)) {
      (recebidas[r.para] ??= []).push({ posicao: p.posicao, de: r.de, fundamento: r.fundamento });
    }
    cursor[r.de] = inicio + r.vagas;
  }

  const todas = new Set([...Object.keys(livres), ...Object.keys(recebidas)] as Lista[]);
  for (const lista of todas) {
    const suas = livres[lista] ?? [];
    const n = proprias(lista);
    const posicoes: Recebida[] = [...suas.slice(0, n), ...(recebidas[lista] ?? [])];
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
          ? {
              posicao: p.posicao,
              lista,
              candidato: candidatos[k].id,
              nota: notas.posicaoDaSerie(lista, fundamentoOrdem),
            }
          : {
              posicao: p.posicao,
              lista,
              listaOriginal: p.de,
              candidato: candidatos[k].id,
              nota: p.nota ?? notas.posicaoRevertida(p.de, lista, p.fundamento),
            };
    });
    for (const p of suas.slice(n + (cedidas[lista] ?? 0))) {
      resultado[p.posicao - 1] = {
        posicao: p.posicao,
        lista,
        ...(p.de !== lista ? { listaOriginal: p.de } : {}),
        candidato: null,
        nota: notas.posicaoVaga(lista),
      };
    }
  }
  return resultado;
}
