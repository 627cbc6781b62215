/**
 * O livro na alocação: what the ledger of calls fixes in a cargo's allocation (RULES § 7). This is the one
 * rule behind `alocar` with the ledger and the next call (convocacoes.ts), which reads its positions
 * from that same allocation, so the two cannot disagree.
 * 1. Who left: a called person whose nomination was made void or who gave up leaves the cargo's lists for
 *    good, and so does one whom today's data takes out (eliminated, fraud, desistente). Their position
 *    goes to the best new person of the same list (Lei 15.142, art. 7º, § 3º).
 * 2. Who is held: everyone else called keeps position and list, whatever today's data would compute
 *    (art. 9º, § 2º); so do the candidates nominated before the ledger (situação "nomeado").
 * 3. The vagas of today: the cargo's (the edital's plus those that arose, art. 1º, § 2º), and never fewer
 *    than the positions already called; a call that asks for more positions than are free counts them
 *    too (a "cadastro de reserva" concurso: the positions called so far plus those requested).
 * The rest is not decided here: alocar computes it over the candidates not held (§§ 2–5).
 */
import { saidaPelosDados } from "./listas";
import { vagaAPosicao, type LivroDoCargo, type Ocupante } from "./livroDeConvocacoes";
import { rotulo, type Notas } from "./notas";
import type { Candidato, Lista, Nota, Quadro } from "./tipos";

/** A person the ledger holds: the position and the list of their call, and the note that says so. */
export interface Fixado {
  posicao: number;
  lista: Lista;
  /** The number of the call (per cargo). */
  numero: number;
  nota: Nota;
}

/** Why a called person left. */
export type MotivoDaSaida = "sem-efeito" | "desistencia" | "eliminado" | "fraude" | "desistente";

/** A called person who left: where they were called, why they left, and the note that says so. */
export interface Saida {
  ocupante: Ocupante;
  motivo: MotivoDaSaida;
  nota: Nota;
}

export interface DoLivro {
  fixados: ReadonlyMap<string, Fixado>;
  saidas: ReadonlyMap<string, Saida>;
  /** The positions held: by the people fixed and by those nominated before the ledger. */
  guardadas: ReadonlySet<number>;
  /** Each position whose latest person left, with that person: it waits for a replacement. */
  vagadas: ReadonlyMap<number, Saida>;
}

export const SEM_LIVRO: DoLivro = {
  fixados: new Map(),
  saidas: new Map(),
  guardadas: new Set(),
  vagadas: new Map(),
};

/** How a departure is told: "nomeação tornada sem efeito", "eliminado(a) segundo os dados de hoje". */
export function motivoEmPalavras(motivo: MotivoDaSaida): string {
  return {
    "sem-efeito": "nomeação tornada sem efeito",
    desistencia: "desistência",
    eliminado: "eliminado(a) segundo os dados de hoje",
    fraude: "eliminado(a) por fraude na autodeclaração, segundo os dados de hoje",
    desistente: "desistente segundo os dados de hoje",
  }[motivo];
}

/** The ledger of a cargo (lerLivro) read against today's candidates of that cargo. */
export function lerNoLivro(livro: LivroDoCargo, candidatos: readonly Candidato[], notas: Notas): DoLivro {
  const porId = new Map(candidatos.map((c) => [c.id, c]));
  const fixados = new Map<string, Fixado>();
  const saidas = new Map<string, Saida>();
  for (const { convocacao } of livro.convocacoes) {
    for (const c of convocacao.chamados) {
      const ocupante: Ocupante = {
        ...c,
        numero: convocacao.numero,
        desfecho: convocacao.desfechos?.[c.candidato],
      };
      const chamado = `Convocado(a) na convocação nº ${convocacao.numero}, na posição ${c.posicao}, da lista de ${rotulo(c.lista)}`;
      const desfecho = ocupante.desfecho;
      const motivo = vagaAPosicao(desfecho)
        ? (desfecho as "sem-efeito" | "desistencia")
        : saidaPelosDados(porId.get(c.candidato)!);
      if (motivo) {
        saidas.set(c.candidato, {
          ocupante,
          motivo,
          nota: {
            texto: `${chamado}; ${motivoEmPalavras(motivo)}: sai das listas, e a posição passa a quem o(a) substitui.`,
            fundamento: notas.desistente([c.lista]).fundamento,
          },
        });
      } else {
        fixados.set(c.candidato, {
          posicao: c.posicao,
          lista: c.lista,
          numero: convocacao.numero,
          nota: {
            texto: `${chamado}: mantém a posição e a lista.`,
            fundamento: notas.jaNomeado(c.posicao, c.lista).fundamento,
          },
        });
      }
    }
  }
  const guardadas = new Set([...fixados.values()].map((f) => f.posicao));
  for (const [posicao, id] of livro.nomeadosNosDados)
    if (!saidaPelosDados(porId.get(id)!)) guardadas.add(posicao);
  const vagadas = new Map<number, Saida>();
  for (const [posicao, o] of livro.ocupantes) {
    const saida = saidas.get(o.candidato);
    if (saida) vagadas.set(posicao, saida);
  }
  return { fixados, saidas, guardadas, vagadas };
}

/**
 * The cargo's vagas today: its own, never fewer than the last position called (a vaga called exists,
 * whoever holds it now), and enough for `pedidas` positions not held yet (the next call): with every
 * held position within n, n minus the held ones.
 */
export function vagasDeHoje(vagas: number, doLivro: DoLivro, pedidas = 0): number {
  let ate = vagas;
  for (const p of doLivro.guardadas) if (p > ate) ate = p;
  for (const p of doLivro.vagadas.keys()) if (p > ate) ate = p;
  const livres = ate - doLivro.guardadas.size;
  return livres >= pedidas ? ate : ate + pedidas - livres;
}

/**
 * The reserved vagas a cargo's ledger holds, per list: what a grouped reserve must keep (RULES § 7.6).
 * Those of the people held, and those of the positions vacated and not yet called again: whoever
 * replaces the person who left takes their position and list (Lei 15.142, art. 7º, § 3º; art. 9º,
 * § 2º), so sharing the group's reserve again must not take that vaga to another cargo.
 */
export function reservadasRetidas(doLivro: DoLivro): Quadro {
  const retidas: Quadro = {};
  const listas = [
    ...[...doLivro.fixados.values()].map((f) => f.lista),
    ...[...doLivro.vagadas.values()].map((s) => s.ocupante.lista),
  ];
  for (const lista of listas) if (lista !== "AC") retidas[lista] = (retidas[lista] ?? 0) + 1;
  return retidas;
}
