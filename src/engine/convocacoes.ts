/**
 * As convocações: who the next call of a cargo names, on top of the ledger (livroDeConvocacoes.ts).
 *
 * The call is read from the allocation itself (RULES § 7; alocarComLivro with livroNaAlocacao.ts): those
 * who left removed, everyone called held in their position and list, the rest computed by §§ 2–5 at
 * today's vagas — widened, when the positions not yet called are fewer than those asked, to the positions
 * held plus those asked (vagas that arose, or a "cadastro de reserva"). The call names the people of the
 * first positions not held, in order: the positions vacated by those who left (each to the best new person
 * of the same list, art. 7º, § 3º, or by the cascade when the list has nobody, art. 8º), and the next
 * positions of the order (art. 9º). Nothing is walked slot by slot: the people of M positions called at
 * once are those of the allocation at the vagas that M positions need (the trap of RULES § 4).
 *
 * So `alocar` with the ledger, after the call is recorded, puts the same people in the same positions.
 * Nobody already called moves (art. 9º, § 2º); where today's data disagrees with the ledger, a warning
 * says so. Removing someone can move people not yet called (art. 7º, § 2º): the note of each says why.
 */
import { citado } from "./citado";
import type { Inscrito } from "./classificacao";
import { alocarComLivro, type CargoComLivro } from "./alocar";
import { citar } from "./citacoes";
import { ehDataValida, formatarData } from "./datas";
import { listasDaMascara, mascaraDe } from "./mascaras";
import { fimDaValidade } from "./livroDeConvocacoes";
import { motivoEmPalavras, vagasDeHoje, type Saida } from "./livroNaAlocacao";
import { rotulo } from "./notas";
import { regimeDoEdital, cascataDoEdital } from "./regimes";
import { formatarMilhares } from "./decimal";
import { MAXIMO_DE_VAGAS } from "./quadro";
import { ErroDeEntrada, LISTAS } from "./tipos";
import type { Chamado, Concurso, Convocacao, Lista, Nota, PosicaoOrdem } from "./tipos";

export interface ChamadoNovo extends Chamado {
  /** The person whose position this one takes (sem efeito, desistência, out by today's data), or null. */
  substitui: string | null;
  nota: Nota;
}

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

/** Names people as the acts do: "Fulana de Tal (inscrição 123)", or "inscrição 123" without a name. */
function identificador(concurso: Concurso): (id: string) => string {
  let nomes: Map<string, string | undefined> | undefined;
  return (id) => {
    nomes ??= new Map(concurso.candidatos.map((c) => [c.id, c.nome]));
    const nome = nomes.get(id);
    return nome ? `${nome} (inscrição ${id})` : `inscrição ${id}`;
  };
}

/** The fundamentos of several notes, each provision once. */
function juntar(...fundamentos: string[]): string {
  return [...new Set(fundamentos.flatMap((f) => f.split("; ")))].join("; ");
}

/**
 * Who among the new people of the call is there because someone left (Lei 15.142, art. 7º, §§ 1º–2º):
 * the ampla concorrência takes as many new people as its vagas free today; before the people of the
 * vacated AC positions left, it took that many fewer, so the last of its new people entered it only now.
 * An optant among them who ranks ahead of a reserved list's last new person held that list's vaga
 * before, and now leaves it to that person. Returns, by candidate id, the note that says so.
 */
function movidosPelaSaida(
  identificar: (id: string) => string,
  doCargo: CargoComLivro,
  chamados: ReadonlySet<string>,
): Map<string, Nota> {
  const { inscritos, doLivro } = doCargo;
  const notas = new Map<string, Nota>();
  const saidasDaAmpla = [...doLivro.vagadas.values()].filter((s) => s.ocupante.lista === "AC");
  if (saidasDaAmpla.length === 0) return notas;
  const novo = (x: Inscrito) =>
    !doLivro.fixados.has(x.id) && x.candidato.situacao !== "nomeado" && x.viaReversao === null;
  const naAmpla = inscritos.filter((x) => novo(x) && LISTAS[x.colocadoEm] === "AC");
  const saiu = saidasDaAmpla.map((s) => identificar(s.ocupante.candidato)).join(", ");
  const reservadas = mascaraDe(LISTAS.filter((l) => l !== "AC"));
  // Each reserved list's new people in merit order, the last taken off as an optant ahead of them leaves.
  const novosNaLista = new Map<Lista, Inscrito[]>();
  const novosDe = (lista: Lista) => {
    let fila = novosNaLista.get(lista);
    if (!fila)
      novosNaLista.set(lista, (fila = inscritos.filter((y) => novo(y) && LISTAS[y.colocadoEm] === lista)));
    return fila;
  };
  const merito = (x: Inscrito) => inscritos.indexOf(x);
  for (const x of naAmpla.slice(-saidasDaAmpla.length)) {
    const suas = listasDaMascara(x.elegiveis & reservadas);
    if (suas.length === 0 || !chamados.has(x.id)) continue;
    notas.set(x.id, {
      texto: `Com a saída de ${saiu}, ${identificar(x.id)} está dentro das vagas de ampla concorrência e é chamado(a) por ela: optante pela reserva de ${suas.map(rotulo).join(" e ")} aprovado(a) na ampla, não é computado(a) na reserva, cuja vaga passa ao próximo da lista. Isso é a lei, não uma mudança de posição: só quem já foi convocado(a) tem a posição garantida.`,
      fundamento: juntar(
        ...suas.map((l) => doCargo.notasDoRegime.cotistaNaAC([l]).fundamento),
        doCargo.notasDoRegime.jaNomeado(x.posicao, suas[0]).fundamento,
      ),
    });
    for (const lista of suas) {
      const fila = novosDe(lista);
      const ultimo = fila.at(-1);
      if (!ultimo || merito(ultimo) < merito(x) || !chamados.has(ultimo.id)) continue;
      fila.pop();
      notas.set(ultimo.id, {
        texto: `${identificar(ultimo.id)} ocupa a vaga reservada a ${rotulo(lista)}: ${identificar(x.id)}, à frente nessa lista, passou às vagas de ampla concorrência com a saída de ${saiu} e não é computado(a) na reserva.`,
        fundamento: doCargo.notasDoRegime.cotistaNaAC([lista]).fundamento,
      });
    }
  }
  return notas;
}

/** Why a person is at a position of the call, in a clerk's words, with the provisions behind it. */
function notaDoChamado(
  identificar: (id: string) => string,
  doCargo: CargoComLivro,
  posicao: PosicaoOrdem,
  saida: Saida | undefined,
  vagasDoEdital: number,
): Nota {
  const { notasDoRegime: notas } = doCargo;
  const lista = posicao.lista;
  const daOrdem = posicao.nota!;
  const alem =
    posicao.posicao > vagasDoEdital
      ? ` É vaga surgida durante a validade, além ${vagasDoEdital === 1 ? "da vaga" : `das ${vagasDoEdital} vagas`} do edital.`
      : "";
  const porAlem = posicao.posicao > vagasDoEdital ? [notas.aguardando(lista).fundamento] : [];
  if (saida) {
    const antes = saida.ocupante.lista;
    const mesma = antes === lista;
    return {
      texto: `Substitui ${identificar(saida.ocupante.candidato)} na posição ${posicao.posicao} (convocação nº ${saida.ocupante.numero}; ${motivoEmPalavras(saida.motivo)}): ${mesma ? `é o(a) próximo(a) da lista de ${rotulo(lista)} ainda não convocado(a).` : `ninguém mais na lista de ${rotulo(antes)} pode ocupá-la. ${daOrdem.texto}`}${alem}`,
      fundamento: juntar(
        notas.desistente([antes]).fundamento,
        ...(mesma ? [] : [daOrdem.fundamento]),
        ...porAlem,
      ),
    };
  }
  return {
    texto: posicao.listaOriginal
      ? `Posição ${posicao.posicao} da ordem de nomeação. ${daOrdem.texto}${alem}`
      : `Posição ${posicao.posicao} da ordem de nomeação, da lista de ${rotulo(lista)}, pela alternância e proporcionalidade entre as listas.${alem}`,
    fundamento: juntar(daOrdem.fundamento, ...porAlem),
  };
}

/**
 * The allocation a call reads and the positions it calls: the first M not held that have someone. When
 * the vagas had to grow for them and some of the new positions have nobody to take them, the call's
 * last position is what the ledger will count once it is recorded (vagasDeHoje): the allocation is made
 * again at that number, until the two agree — so that `alocar` then gives the same people (the vagas
 * only shrink, so this ends).
 */
function posicoesDaConvocacao(
  concurso: Concurso,
  pedido: PedidoDeConvocacao,
): { doCargo: CargoComLivro; abertas: PosicaoOrdem[] } {
  const vagasDoEdital = concurso.cargos.find((c) => c.id === pedido.cargo)?.vagas ?? 0;
  for (let vagas: number | undefined; ;) {
    const { comLivro } = alocarComLivro(concurso, { cargo: pedido.cargo, posicoes: pedido.posicoes, vagas });
    const doCargo = comLivro.get(pedido.cargo)!;
    const abertas = doCargo.cargo.ordem
      .filter((p) => p.candidato !== null && !doCargo.doLivro.guardadas.has(p.posicao))
      .slice(0, pedido.posicoes);
    const lembradas = Math.max(vagasDeHoje(vagasDoEdital, doCargo.doLivro), abertas.at(-1)?.posicao ?? 0);
    if (lembradas >= doCargo.cargo.vagas) return { doCargo, abertas };
    vagas = lembradas;
  }
}

/**
 * The next call of a cargo: the people of the first M positions not held in the allocation with the
 * ledger (fewer, with a warning, when nobody is left to call). The concurso is checked first
 * (lerConcurso, through alocarComLivro); nothing is recorded: the caller appends the call to the ledger.
 */
export function proximaConvocacao(concurso: Concurso, pedido: PedidoDeConvocacao): ResultadoDaConvocacao {
  const problemas: { campo: string; mensagem: string }[] = [];
  if (!Number.isSafeInteger(pedido.posicoes) || pedido.posicoes < 1) {
    problemas.push({
      campo: "posicoes",
      mensagem: `informe quantas posições convocar (inteiro ≥ 1); recebido ${citado(pedido.posicoes)}`,
    });
  } else if (pedido.posicoes > MAXIMO_DE_VAGAS) {
    problemas.push({
      campo: "posicoes",
      mensagem: `${formatarMilhares(pedido.posicoes)} posições numa convocação é mais do que um cargo pode ter aqui (até ${formatarMilhares(MAXIMO_DE_VAGAS)} vagas): confira o número`,
    });
  }
  if (pedido.data !== undefined && !ehDataValida(pedido.data)) {
    problemas.push({ campo: "data", mensagem: `data inválida ${citado(pedido.data)}; escreva AAAA-MM-DD` });
  }
  if (problemas.length) throw new ErroDeEntrada(problemas);
  const { doCargo, abertas } = posicoesDaConvocacao(concurso, pedido);
  const { livro, doLivro } = doCargo;
  const ultima = livro.ultimaData;
  if (pedido.data !== undefined && ultima && pedido.data < ultima.data) {
    throw new ErroDeEntrada([
      {
        campo: "data",
        mensagem: `${formatarData(pedido.data)} é anterior à convocação nº ${ultima.numero} (${formatarData(ultima.data)})`,
      },
    ]);
  }
  const avisos = [...conferirValidade(concurso, pedido.data), ...doCargo.avisos];
  const vagasDoEdital = concurso.cargos.find((c) => c.id === pedido.cargo)!.vagas;
  const identificar = identificador(concurso);
  const movidos = movidosPelaSaida(identificar, doCargo, new Set(abertas.map((p) => p.candidato!)));
  const chamados: ChamadoNovo[] = abertas.map((p) => {
    const saida = doLivro.vagadas.get(p.posicao);
    const nota = notaDoChamado(identificar, doCargo, p, saida, vagasDoEdital);
    const movido = movidos.get(p.candidato!);
    return {
      posicao: p.posicao,
      lista: p.lista,
      candidato: p.candidato!,
      substitui: saida ? saida.ocupante.candidato : null,
      nota: movido
        ? { texto: `${nota.texto} ${movido.texto}`, fundamento: juntar(nota.fundamento, movido.fundamento) }
        : nota,
    };
  });
  if (chamados.length < pedido.posicoes) {
    const regime = regimeDoEdital(concurso.edital);
    avisos.push({
      texto: `Não há mais aprovados a convocar no cargo "${pedido.cargo}": ${chamados.length} de ${pedido.posicoes} posições convocadas.`,
      fundamento:
        cascataDoEdital(concurso.edital, regime).find((r) => r.de === "AC")?.fundamento ??
        regime.fundamentoOrdem,
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
  const nome = identificador(concurso);
  const cargo = concurso.cargos.find((c) => c.id === nova.cargo);
  const titulo = [nova.ato ?? "Ato de nomeação", `convocação nº ${nova.numero}`];
  if (nova.data) titulo.push(formatarData(nova.data));
  const fundamentos = juntar(...nova.chamados.flatMap((x) => (x.nota ? [x.nota.fundamento] : [])));
  return [
    titulo.join(" — "),
    "",
    `Nomear, para o cargo ${cargo?.nome ? `${cargo.nome} (${nova.cargo})` : nova.cargo}, os(as) aprovados(as) abaixo, nas posições da ordem de nomeação do concurso, que observa a alternância e a proporcionalidade entre as listas:`,
    "",
    ...nova.chamados.map(
      (x) =>
        `${x.posicao}ª posição — ${nome(x.candidato)} — lista de ${rotulo(x.lista)}${x.substitui ? `, em substituição a ${nome(x.substitui)}, que não tomou posse` : ""}.`,
    ),
    ...(fundamentos ? ["", `Fundamento: ${fundamentos}.`] : []),
  ].join("\n");
}
