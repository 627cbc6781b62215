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
 * The rule itself is chamador.ts, shared with alocar, which keeps the ledger in the result.
 */
import { alocar, fundamentoDaOrdem, lerConcurso } from "./alocar";
import { citar } from "./citacoes";
import { ehDataValida, formatarData } from "./datas";
import { Chamador, chamarSubstitutos, conferirLivro, type BaseDoCargo, type ChamadoNovo } from "./chamador";
import { fimDaValidade, lerLivro } from "./livroDeConvocacoes";
import { Notas, rotulo } from "./notas";
import { percentuaisDoEdital } from "./percentuais";
import { cascataDoEdital, regimeDoEdital } from "./regimes";
import { ErroDeEntrada } from "./tipos";
import type { Chamado, Concurso, Convocacao, Lista, Nota } from "./tipos";

export type { ChamadoNovo } from "./chamador";

/** What the clerk asks: how many positions of a cargo to call now, and the call's date and act. */
export interface PedidoDeConvocacao {
  cargo: string;
  posicoes: number;
  /** AAAA-MM-DD; checked against the validity when the edital records it. */
  data?: string;
  ato?: string;
}

export interface ConvocacaoNova extends Omit<Convocacao, "chamados" | "desfechos"> {
  chamados: ChamadoNovo[];
}

export interface ResultadoDaConvocacao {
  convocacao: ConvocacaoNova;
  avisos: Nota[];
}

const FUNDAMENTO_VALIDADE = citar(["constituicao 37 III", { edital: "validade do concurso" }]);

function baseDoCargo(concurso: Concurso, cargo: string): BaseDoCargo {
  lerConcurso(concurso); // the whole file is checked; then only this cargo is allocated
  if (!concurso.cargos.some((c) => c.id === cargo)) {
    throw new ErroDeEntrada([{ campo: "cargo", mensagem: `cargo "${cargo}" não está na lista de cargos` }]);
  }
  // Today's data without the ledger (already checked above): the ledger is laid on it by the chamador.
  const resultado = alocar({
    ...concurso,
    cargos: concurso.cargos.filter((c) => c.id === cargo),
    candidatos: concurso.candidatos.filter((c) => c.cargo === cargo),
    convocacoes: undefined,
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
  const substitutos = chamarSubstitutos(chamador, livro, pedido.posicoes);
  const chamados = substitutos.chamados;
  let restam = substitutos.restam;
  const chamar = (p: number, lista: Lista): boolean => {
    const escolhido = chamador.chamar(p, lista, null);
    if (escolhido) chamados.push({ ...escolhido.chamado, substitui: null, nota: escolhido.nota });
    return escolhido !== undefined;
  };
  // The positions nobody holds, in order: any left behind (around people nominated before the ledger),
  // then those after the last one called.
  for (let p = 1; restam && chamados.length < pedido.posicoes; p++) {
    if (!livro.ocupantes.has(p) && !livro.nomeadosNosDados.has(p))
      restam = chamar(p, chamador.listaDaPosicao(p));
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
