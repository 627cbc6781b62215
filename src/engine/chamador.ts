/**
 * O chamador: who takes each position of a cargo's next call, on top of the ledger — the one rule that
 * proximaConvocacao (convocacoes.ts) uses to call and alocar (alocar.ts) uses to keep the ledger in the
 * result. Its base is the allocation of today's data without the ledger; everyone already called is
 * skipped, and nobody already called moves (Lei 15.142, art. 9º, § 2º): where today's data would have
 * named someone else in an earlier call, the call is kept and a warning names both people.
 */
import { posicoesAbertas, vagaAPosicao, type LivroDoCargo } from "./livroDeConvocacoes";
import { rotulo, type Notas } from "./notas";
import { ordemDasListas } from "./ordem";
import type { RegraDeReversao } from "./regimes";
import type { Chamado, Concurso, Lista, Nota, ResultadoCargo } from "./tipos";

export interface ChamadoNovo extends Chamado {
  /** The person whose position this one takes (sem efeito or desistência), or null. */
  substitui: string | null;
  nota: Nota;
}

/** Who may be called in each list, in rank, and who comes first among several lists. */
class Filas {
  private readonly filas = new Map<Lista, { ids: string[]; inicio: number }>();
  private readonly merito = new Map<string, number>();

  constructor(
    cargo: ResultadoCargo,
    meritoDoCargo: readonly string[],
    private readonly convocados: Set<string>,
  ) {
    meritoDoCargo.forEach((id, i) => this.merito.set(id, i));
    for (const [lista, entradas] of Object.entries(cargo.listas) as [Lista, typeof cargo.listas.AC][]) {
      const ids = (entradas ?? [])
        .filter((e) => e.desfecho === "nomeado-nesta-lista" || e.desfecho === "aguardando")
        .map((e) => e.candidato);
      this.filas.set(lista, { ids, inicio: 0 });
    }
  }

  /** The first of the list not yet called (the queue only moves forward: called people stay called). */
  proximo(lista: Lista): string | undefined {
    const fila = this.filas.get(lista);
    if (!fila) return undefined;
    while (fila.inicio < fila.ids.length && this.convocados.has(fila.ids[fila.inicio])) fila.inicio++;
    return fila.ids[fila.inicio];
  }

  /** Among several lists, the next person best placed in the classification (art. 9º, § 1º). */
  melhorEntre(listas: readonly Lista[]): { lista: Lista; id: string } | undefined {
    let melhor: { lista: Lista; id: string } | undefined;
    for (const lista of listas) {
      const id = this.proximo(lista);
      if (id !== undefined && (!melhor || this.merito.get(id)! < this.merito.get(melhor.id)!))
        melhor = { lista, id };
    }
    return melhor;
  }
}

/** The allocation of today's data for one cargo: its order, its lists in rank, its merit order. */
export interface BaseDoCargo {
  concurso: Concurso;
  cargo: ResultadoCargo;
  merito: readonly string[];
  /** The engine's notes of the regime: each provision written from the citation table (citacoes.ts). */
  notas: Notas;
  /** Why each position of the order is its list's (the regime's article, and the edital's mode). */
  fundamentoOrdem: string;
  cascata: readonly RegraDeReversao[];
}

/** Names one position at a time for a cargo, given who has been called so far (`convocados` grows). */
export class Chamador {
  private readonly filas: Filas;
  private serie: Lista[] = [];

  constructor(
    private readonly base: BaseDoCargo,
    readonly convocados: Set<string>,
  ) {
    this.filas = new Filas(base.cargo, base.merito, convocados);
  }

  /** The list that position p belongs to: after the reversions within N, the series continued past it. */
  listaDaPosicao(p: number): Lista {
    const { cargo, concurso } = this.base;
    if (p <= cargo.ordem.length) return cargo.ordem[p - 1].lista;
    if (p > this.serie.length) this.serie = ordemDasListas(cargo.quadro, concurso.edital, { ate: 2 * p });
    return this.serie[p - 1];
  }

  /**
   * Who takes position p for `lista` now, and marks them called: the list's next person; failing that,
   * the regime's cascade from that list, and last the rule of the ampla concorrência esgotada.
   * Undefined: nobody is left.
   */
  chamar(p: number, lista: Lista, substitui: string | null): { chamado: Chamado; nota: Nota } | undefined {
    const escolhido = this.escolher(p, lista, substitui);
    if (escolhido) this.convocados.add(escolhido.chamado.candidato);
    return escolhido;
  }

  /** Who would take position p for `lista` now (see chamar), without calling them. */
  escolher(p: number, lista: Lista, substitui: string | null): { chamado: Chamado; nota: Nota } | undefined {
    const { notas, fundamentoOrdem, cargo, cascata } = this.base;
    const proprio = this.filas.proximo(lista);
    if (proprio !== undefined) {
      const nota: Nota = substitui
        ? {
            texto: `Substitui "${substitui}" na posição ${p}: próximo(a) da lista de ${rotulo(lista)} ainda não convocado(a).`,
            fundamento: notas.desistente([lista]).fundamento,
          }
        : {
            texto: `Posição ${p} da ordem de nomeação, da lista de ${rotulo(lista)}: próximo(a) da lista ainda não convocado(a).`,
            fundamento:
              p > cargo.ordem.length
                ? `${fundamentoOrdem}; ${notas.aguardando(lista).fundamento}`
                : fundamentoOrdem,
          };
      return { chamado: { posicao: p, lista, candidato: proprio }, nota };
    }
    const onde = `Posição ${p}${substitui ? ` (substitui "${substitui}")` : ""}`;
    for (const regra of cascata.filter((r) => r.de === lista || (lista !== "AC" && r.de === "AC"))) {
      for (const destino of regra.para) {
        const achado = this.filas.melhorEntre(typeof destino === "string" ? [destino] : destino);
        if (!achado) continue;
        const texto =
          regra.de === "AC"
            ? `${onde}: ninguém mais a convocar na lista de ${rotulo(lista)} nem na ampla concorrência; chamado(a) o(a) aprovado(a) da reserva melhor classificado(a), da lista de ${rotulo(achado.lista)}.`
            : `${onde}: ninguém mais a convocar na lista de ${rotulo(lista)}; a vaga passa à lista de ${rotulo(achado.lista)}.`;
        return {
          chamado: { posicao: p, lista: achado.lista, candidato: achado.id },
          nota: { texto, fundamento: regra.fundamento },
        };
      }
    }
    return undefined;
  }
}

/**
 * Each earlier call checked against today's data: the same rule replayed over the recorded history
 * (every person recorded counts as called, as they were). A difference is a warning naming the person
 * called and the one today's data would call; nobody is moved (art. 9º, § 2º).
 */
export function conferirLivro(base: BaseDoCargo, livro: LivroDoCargo): Nota[] {
  const avisos: Nota[] = [];
  const chamador = new Chamador(base, new Set(livro.nomeadosNosDados.values()));
  const listaVagada = new Map<number, Lista>();
  for (const { convocacao, chamados } of livro.convocacoes) {
    for (const c of chamados) {
      const lista = c.substitui ? listaVagada.get(c.posicao)! : chamador.listaDaPosicao(c.posicao);
      const hoje = chamador.escolher(c.posicao, lista, c.substitui)?.chamado;
      chamador.convocados.add(c.candidato);
      listaVagada.set(c.posicao, c.lista);
      if (hoje?.candidato === c.candidato && hoje.lista === c.lista) continue;
      avisos.push({
        texto: `Convocação nº ${convocacao.numero}, posição ${c.posicao}: "${c.candidato}" foi convocado(a) em ${rotulo(c.lista)} e mantém a posição e a lista; pelos dados de hoje ${hoje ? `a posição seria de "${hoje.candidato}", em ${rotulo(hoje.lista)}` : "ninguém seria convocado(a) nela"}.`,
        fundamento: base.notas.jaNomeado(c.posicao, c.lista).fundamento,
      });
    }
  }
  return avisos;
}

/**
 * The replacements first (art. 7º, § 3º): each position whose person did not take office goes to the
 * next person of the same list not yet called, at the same position — at most `limite` of them.
 * `restam` is false when a position found nobody left to call.
 */
export function chamarSubstitutos(
  chamador: Chamador,
  livro: LivroDoCargo,
  limite: number,
): { chamados: ChamadoNovo[]; restam: boolean } {
  const chamados: ChamadoNovo[] = [];
  for (const aberta of posicoesAbertas(livro)) {
    if (chamados.length === limite) break;
    const escolhido = chamador.chamar(aberta.posicao, aberta.lista, aberta.candidato);
    if (!escolhido) return { chamados, restam: false };
    chamados.push({ ...escolhido.chamado, substitui: aberta.candidato, nota: escolhido.nota });
  }
  return { chamados, restam: true };
}

/** A person the ledger places: the position and list of their call, and why. */
export interface Fixado {
  posicao: number;
  lista: Lista;
  nota: Nota;
}

/**
 * What the ledger fixes in an allocation (art. 9º, § 2º): everyone called keeps the position and the
 * list of their call; a person whose nomination was made void or who gave up keeps only the record,
 * and their position goes to the replacement the next call would name (chamarSubstitutos); and the
 * warnings of conferirLivro, where today's data would have called someone else.
 */
export function fixadosPeloLivro(
  base: BaseDoCargo,
  livro: LivroDoCargo,
): { fixados: Map<string, Fixado>; vagados: Map<string, Nota>; avisos: Nota[] } {
  const fixados = new Map<string, Fixado>();
  const vagados = new Map<string, Nota>();
  for (const { convocacao, chamados } of livro.convocacoes) {
    for (const c of chamados) {
      const desfecho = convocacao.desfechos?.[c.candidato];
      const chamado = `Convocado(a) na convocação nº ${convocacao.numero}, na posição ${c.posicao}, da lista de ${rotulo(c.lista)}`;
      if (vagaAPosicao(desfecho)) {
        vagados.set(c.candidato, {
          texto: `${chamado}; ${desfecho === "sem-efeito" ? "nomeação tornada sem efeito" : "desistência"}: a posição passa a quem o(a) substitui, da mesma lista.`,
          fundamento: base.notas.desistente([c.lista]).fundamento,
        });
      } else {
        fixados.set(c.candidato, {
          posicao: c.posicao,
          lista: c.lista,
          nota: {
            texto: `${chamado}: mantém a posição e a lista.`,
            fundamento: base.notas.jaNomeado(c.posicao, c.lista).fundamento,
          },
        });
      }
    }
  }
  const chamador = new Chamador(base, new Set(livro.convocados));
  for (const s of chamarSubstitutos(chamador, livro, Infinity).chamados) {
    fixados.set(s.candidato, { posicao: s.posicao, lista: s.lista, nota: s.nota });
  }
  return { fixados, vagados, avisos: conferirLivro(base, livro) };
}
