/**
 * As convocações: who the next call of a cargo names, on top of the ledger (livroDeConvocacoes.ts).
 *
 * The order and the people come from the allocation of today's data (alocar): the list of each
 * position 1..N after the reversions, the series continued past N (ordem.ts), and each list's people
 * in rank. Each list is a queue: the people the allocation places in it, then those waiting in it,
 * skipping everyone already called (in any list) — so a cotista placed in the ampla concorrência is not
 * taken for the reserve (Lei 15.142, art. 7º, § 2º). A call then names, in this order:
 * 1. the replacements: each position whose person did not take office (sem efeito, desistência) goes
 *    to the next person of the same list not yet called, at the same position (art. 7º, § 3º);
 * 2. the positions of the order nobody holds, in order — any left behind (around people nominated
 *    before the ledger), then those after the last one called (art. 9º; art. 1º, § 2º past N).
 * A list with nobody left passes the position along the regime's cascade (art. 8º; Decreto 12.536,
 * art. 3º); when the ampla concorrência has nobody left, the reserve lists are called in the order of
 * classification (art. 9º, § 1º: the best-ranked of them first). Positions are decided one at a time,
 * so calling M positions at once names the same people at the same positions as M calls of one.
 *
 * Nobody already called moves (art. 9º, § 2º): the ledger is read as recorded, and where today's data
 * would have named someone else in an earlier call, the call is kept and a warning names both people.
 */
import { alocar, fundamentoDaOrdem, lerConcurso } from "./alocar";
import { citar } from "./citacoes";
import { ehDataValida, formatarData } from "./datas";
import { fimDaValidade, lerLivro, posicoesAbertas, type LivroDoCargo } from "./livroDeConvocacoes";
import { Notas, rotulo } from "./notas";
import { percentuaisDoEdital } from "./percentuais";
import { ordemDasListas } from "./ordem";
import { cascataDoEdital, regimeDoEdital, type RegraDeReversao } from "./regimes";
import { ErroDeEntrada } from "./tipos";
import type { Chamado, Concurso, Convocacao, Lista, Nota, ResultadoCargo } from "./tipos";

/** What the clerk asks: how many positions of a cargo to call now, and the call's date and act. */
export interface PedidoDeConvocacao {
  cargo: string;
  posicoes: number;
  /** AAAA-MM-DD; checked against the validity when the edital records it. */
  data?: string;
  ato?: string;
}

export interface ChamadoNovo extends Chamado {
  /** The person whose position this one takes (sem efeito or desistência), or null. */
  substitui: string | null;
  nota: Nota;
}

export interface ConvocacaoNova extends Omit<Convocacao, "chamados" | "desfechos"> {
  chamados: ChamadoNovo[];
}

export interface ResultadoDaConvocacao {
  convocacao: ConvocacaoNova;
  avisos: Nota[];
}

const FUNDAMENTO_VALIDADE = citar(["constituicao 37 III", { edital: "validade do concurso" }]);

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
interface BaseDoCargo {
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
class Chamador {
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

function baseDoCargo(concurso: Concurso, cargo: string): BaseDoCargo {
  lerConcurso(concurso); // the whole file is checked; then only this cargo is allocated
  if (!concurso.cargos.some((c) => c.id === cargo)) {
    throw new ErroDeEntrada([{ campo: "cargo", mensagem: `cargo "${cargo}" não está na lista de cargos` }]);
  }
  const resultado = alocar({
    ...concurso,
    cargos: concurso.cargos.filter((c) => c.id === cargo),
    candidatos: concurso.candidatos.filter((c) => c.cargo === cargo),
    convocacoes: concurso.convocacoes?.filter((v) => v.cargo === cargo),
  });
  const doCargo = resultado.cargos[0];
  const regime = regimeDoEdital(concurso.edital);
  return {
    concurso,
    cargo: doCargo,
    merito: resultado.candidatos.map((x) => x.id),
    notas: new Notas(regime.id, percentuaisDoEdital(concurso.edital, regime)),
    fundamentoOrdem: fundamentoDaOrdem(concurso.edital, regime.fundamentoOrdem),
    cascata: cascataDoEdital(concurso.edital, regime),
  };
}

/**
 * Each earlier call checked against today's data: the same rule replayed over the recorded history
 * (every person recorded counts as called, as they were). A difference is a warning naming the person
 * called and the one today's data would call; nobody is moved (art. 9º, § 2º).
 */
function conferirLivro(base: BaseDoCargo, livro: LivroDoCargo): Nota[] {
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

/** Refuses a call after the validity (extended, if recorded); warns inside an extension. */
function conferirValidade(concurso: Concurso, data: string | undefined): Nota[] {
  const validade = concurso.edital.validade;
  if (!validade || data === undefined) return [];
  const { fim, fimProrrogado } = fimDaValidade(validade);
  if (data <= fim) return [];
  if (validade.prorrogada && data <= fimProrrogado) {
    return [
      {
        texto: `Convocação no período de prorrogação da validade: a validade terminava em ${formatarData(fim)} e, prorrogada, termina em ${formatarData(fimProrrogado)}.`,
        fundamento: FUNDAMENTO_VALIDADE,
      },
    ];
  }
  const termino = validade.prorrogada ? fimProrrogado : fim;
  throw new ErroDeEntrada([
    {
      campo: "data",
      mensagem: `a validade do concurso terminou em ${formatarData(termino)}${validade.prorrogada ? " (já prorrogada)" : " (sem prorrogação registrada)"}; não há convocação em ${formatarData(data)}`,
    },
  ]);
}

/**
 * The next call of a cargo: replacements first, then the next positions of the order, M people in
 * all (fewer, with a warning, when nobody is left to call). The concurso is checked first (lerConcurso,
 * through alocar); nothing is recorded: the caller appends the call to the ledger.
 */
export function proximaConvocacao(concurso: Concurso, pedido: PedidoDeConvocacao): ResultadoDaConvocacao {
  const problemas: { campo: string; mensagem: string }[] = [];
  if (!Number.isSafeInteger(pedido.posicoes) || pedido.posicoes < 1) {
    problemas.push({
      campo: "posicoes",
      mensagem: `informe quantas posições convocar (inteiro ≥ 1); recebido "${String(pedido.posicoes)}"`,
    });
  }
  if (pedido.data !== undefined && !ehDataValida(pedido.data)) {
    problemas.push({ campo: "data", mensagem: `data inválida "${String(pedido.data)}"; escreva AAAA-MM-DD` });
  }
  if (problemas.length) throw new ErroDeEntrada(problemas);
  const base = baseDoCargo(concurso, pedido.cargo);
  const livro = lerLivro(pedido.cargo, concurso.convocacoes ?? [], concurso.candidatos);
  const ultima = livro.ultimaData;
  if (pedido.data !== undefined && ultima && pedido.data < ultima.data) {
    throw new ErroDeEntrada([
      {
        campo: "data",
        mensagem: `${formatarData(pedido.data)} é anterior à convocação nº ${ultima.numero} (${formatarData(ultima.data)})`,
      },
    ]);
  }
  const avisos = [...conferirValidade(concurso, pedido.data), ...conferirLivro(base, livro)];
  const chamador = new Chamador(base, livro.convocados);
  const chamados: ChamadoNovo[] = [];
  const chamar = (p: number, lista: Lista, substitui: string | null): boolean => {
    const escolhido = chamador.chamar(p, lista, substitui);
    if (escolhido) chamados.push({ ...escolhido.chamado, substitui, nota: escolhido.nota });
    return escolhido !== undefined;
  };
  let restam = true;
  for (const aberta of posicoesAbertas(livro)) {
    if (
      chamados.length === pedido.posicoes ||
      !(restam = chamar(aberta.posicao, aberta.lista, aberta.candidato))
    )
      break;
  }
  // The positions nobody holds, in order: any left behind (around people nominated before the ledger),
  // then those after the last one called.
  for (let p = 1; restam && chamados.length < pedido.posicoes; p++) {
    if (!livro.ocupantes.has(p) && !livro.nomeadosNosDados.has(p))
      restam = chamar(p, chamador.listaDaPosicao(p), null);
  }
  if (!restam) {
    avisos.push({
      texto: `Não há mais aprovados a convocar no cargo "${pedido.cargo}": ${chamados.length} de ${pedido.posicoes} posições convocadas.`,
      fundamento: base.cascata.find((r) => r.de === "AC")?.fundamento ?? base.fundamentoOrdem,
    });
  }
  return {
    convocacao: {
      numero: livro.proximoNumero,
      ...(pedido.data !== undefined ? { data: pedido.data } : {}),
      ...(pedido.ato !== undefined ? { ato: pedido.ato } : {}),
      cargo: pedido.cargo,
      chamados,
    },
    avisos,
  };
}

/** The call as the ledger records it (the JSON of `convocacoes`), without the notes. */
export function paraOLivro(nova: ConvocacaoNova): Convocacao {
  return {
    ...nova,
    chamados: nova.chamados.map(({ posicao, lista, candidato }) => ({ posicao, lista, candidato })),
  };
}

/** Records a new call in a concurso (a new object: the input is not changed). A call that found
 *  nobody to call is not a call: nothing is recorded. */
export function registrarConvocacao(concurso: Concurso, nova: ConvocacaoNova): Concurso {
  if (nova.chamados.length === 0) return concurso;
  return { ...concurso, convocacoes: [...(concurso.convocacoes ?? []), paraOLivro(nova)] };
}

/** A call as its act names it: a new one (with each person's note) or one read from the ledger
 *  (lerLivro), whose people carry the note the caller has for them, if any. */
export interface ConvocacaoDoAto extends Omit<ConvocacaoNova, "chamados"> {
  chamados: readonly (Chamado & { substitui: string | null; nota?: Nota })[];
}

/**
 * The text of the nomination act of a call, ready for the publication: each person with position,
 * list and whom they replace, and the provisions behind the call (those of each person's note, once).
 */
export function textoDoAto(concurso: Concurso, nova: ConvocacaoDoAto): string {
  const nome = (id: string) => {
    const c = concurso.candidatos.find((x) => x.id === id);
    return c?.nome ? `${c.nome} (inscrição ${id})` : `inscrição ${id}`;
  };
  const cargo = concurso.cargos.find((c) => c.id === nova.cargo);
  const titulo = [nova.ato ?? "Ato de nomeação", `convocação nº ${nova.numero}`];
  if (nova.data) titulo.push(formatarData(nova.data));
  const fundamentos = [...new Set(nova.chamados.flatMap((x) => x.nota?.fundamento.split("; ") ?? []))];
  return [
    titulo.join(" — "),
    "",
    `Nomear, para o cargo ${cargo?.nome ? `${cargo.nome} (${nova.cargo})` : nova.cargo}, os(as) aprovados(as) abaixo, nas posições da ordem de nomeação do concurso, que observa a alternância e a proporcionalidade entre as listas:`,
    "",
    ...nova.chamados.map(
      (x) =>
        `${x.posicao}ª posição — ${nome(x.candidato)} — lista de ${rotulo(x.lista)}${x.substitui ? `, em substituição a ${nome(x.substitui)}, que não tomou posse` : ""}.`,
    ),
    ...(fundamentos.length ? ["", `Fundamento: ${fundamentos.join("; ")}.`] : []),
  ].join("\n");
}
