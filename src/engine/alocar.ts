/**
 * alocar: a whole concurso, cargo by cargo — the quadro (computed, or the edital's published table,
 * which wins), the merit order, the lists, the selection, the reversions and the nomination order —
 * after lerConcurso (lerConcurso.ts) has checked the clerk's data and named every problem at once.
 *
 * Cost: per cargo one sort of its candidates (classificacao.ts) and then linear passes; the matching
 * of double-reserve candidates counts list types instead of searching people (selecao.ts).
 */
import { classificar, descreverCriterios, type Inscrito } from "./classificacao";
import { lerConcurso } from "./lerConcurso";
import { lerLivro, type LivroDoCargo } from "./livroDeConvocacoes";
import {
  lerNoLivro,
  reservadasRetidas,
  motivoEmPalavras,
  SEM_LIVRO,
  vagasDeHoje,
  type DoLivro,
} from "./livroNaAlocacao";
import { formarListas, registrarDesfechos, saidaPelosDados } from "./listas";
import { BIT, listasDaMascara } from "./mascaras";
import { nomear, posicoesCruzadas } from "./nomeacao";
import { citar } from "./citacoes";
import { contar, Notas, rotulo } from "./notas";
import { ordemDasListas } from "./ordem";
import { percentuaisDoEdital, reservasPorPercentual, type PercentuaisValidados } from "./percentuais";
import { calcularQuadro, compararComPublicado, parametrosDoQuadro, type QuadroCalculado } from "./quadro";
import { cascataDoEdital, regimeDoEdital, type RegraDeReversao } from "./regimes";
import { reverter } from "./reversoes";
import { colocar, novosColocados, selecionar } from "./selecao";
import { reservasAgrupadas } from "./sorteio";
import { ErroDeEntrada, LISTAS } from "./tipos";
import type {
  Candidato,
  Cargo,
  Concurso,
  Edital,
  Empate,
  Lista,
  ListaReservada,
  Nota,
  Quadro,
  Resultado,
  Reversao,
  ResultadoCandidato,
  ResultadoCargo,
} from "./tipos";

interface Contexto {
  edital: Edital;
  listas: Lista[];
  percentuais: PercentuaisValidados;
  prioridade: ListaReservada[];
  cascata: readonly RegraDeReversao[];
  notas: Notas;
  criterios: string;
  /** Why each position of the order is its list's: the regime's article, and the edital's mode. */
  fundamentoOrdem: string;
  /** The computed quadro of each grouped cargo: its share of its group's reserve (sorteio.ts). */
  agrupados: ReadonlyMap<string, QuadroCalculado>;
}

function comZeros(quadro: Quadro, listas: readonly Lista[]): Record<Lista, number> {
  const completo = { AC: 0, PPP: 0, IND: 0, QUI: 0, PPIQ: 0, PCD: 0 };
  for (const l of listas) completo[l] = quadro[l] ?? 0;
  return completo;
}

function soDoConcurso(quadro: Record<Lista, number>, listas: readonly Lista[]): Quadro {
  return Object.fromEntries(listas.map((l) => [l, quadro[l]]));
}

/**
 * The list whose vaga a nominated candidate holds, when today's allocation without the nomination puts
 * them elsewhere (listaDosNomeadosNosDados): the position's list in the series when the candidate is
 * classified in it; otherwise the position reverted when the candidate was nominated (a position that
 * reverts keeps its place and passes to the receiving list, nomeacao.ts), so the candidate holds it for
 * the first destination of that list's cascade the candidate is classified in, or failing that for the
 * first list of theirs. Charging the series' list instead would count the vaga twice (the reverted one
 * and the receiver's own) and change the order on recomputing (Lei 15.142 art. 9 § 2).
 */
function listaDoNomeado(x: Inscrito, daPosicao: Lista, cascata: readonly RegraDeReversao[]): Lista {
  if (x.elegiveis & BIT[daPosicao] || x.elegiveis === 0) return daPosicao;
  const destinos = cascata.filter((r) => r.de === daPosicao).flatMap((r) => r.para.flat());
  return destinos.find((l) => x.elegiveis & BIT[l]) ?? listasDaMascara(x.elegiveis)[0];
}

/**
 * The list of each candidate the data says is nominated (not the ledger, which records the list of each
 * call): the data gives only the position, and the list that received it when it reverted depends on the
 * whole allocation (the reversions of RULES § 4.3: an AC vaga that nobody in AC can take may go to PCD as
 * well as to IND). So the allocation is made once more without those nominations, and whoever it puts at
 * the very position of their nomination holds the vaga of the list it shows there; the others, whom
 * today's data puts elsewhere, are charged by listaDoNomeado. Without this, recomputing with the first
 * people nominated could move the next ones (Lei 15.142 art. 9 § 2).
 */
function listaDosNomeadosNosDados(
  cargo: Cargo,
  vagas: number,
  candidatos: readonly Candidato[],
  ctx: Contexto,
  livro: DoLivro,
  soltos: ReadonlySet<string>,
): Map<string, Lista> {
  const nosDados = (c: Candidato) =>
    c.situacao === "nomeado" && (soltos.has(c.id) || !livro.fixados.has(c.id));
  if (!candidatos.some(nosDados)) return new Map();
  const semEssasNomeacoes = candidatos.map((c) =>
    nosDados(c) ? { ...c, situacao: undefined, posicaoNomeacao: undefined } : c,
  );
  const ordem = alocarCargo(cargo, vagas, semEssasNomeacoes, ctx, livro, soltos).cargo.ordem;
  const listas = new Map<string, Lista>();
  for (const c of candidatos) {
    const ali = nosDados(c) ? ordem[c.posicaoNomeacao! - 1] : undefined;
    if (ali?.candidato === c.id) listas.set(c.id, ali.lista);
  }
  return listas;
}

/** A cargo allocated: its result, its candidates as the engine read them, and the held people whom
 *  today's data no longer classifies in the list they were called in (kept there all the same). */
interface CargoAlocado {
  cargo: ResultadoCargo;
  inscritos: Inscrito[];
  empates: Empate[];
  emConflito: string[];
}

/**
 * A nominated candidate in a position of another list holds the vaga that list gave when they were
 * nominated: the vaga moves from the position's list to theirs, and the reversion is counted as made.
 */
function reversaoJaFeita(
  x: Inscrito,
  daSerie: Lista,
  vagasLivres: Record<Lista, number>,
  jaFeitas: Reversao[],
  { cascata, notas }: Contexto,
): void {
  const lista = LISTAS[x.colocadoEm];
  vagasLivres[lista]++;
  vagasLivres[daSerie]--;
  const fundamento =
    cascata.find((r) => r.de === daSerie && r.para.flat().includes(lista))?.fundamento ??
    notas.jaNomeado(x.posicao, lista).fundamento;
  const anterior = jaFeitas.find((r) => r.de === daSerie && r.para === lista);
  if (anterior) anterior.texto = notas.textoDaReversao(daSerie, lista, ++anterior.vagas);
  else
    jaFeitas.push({
      de: daSerie,
      para: lista,
      vagas: 1,
      fundamento,
      texto: notas.textoDaReversao(daSerie, lista, 1),
    });
}

/**
 * One cargo at `vagas` (its vagas of today, vagasDeHoje), with what the ledger fixes (RULES § 7): who
 * left is out of every list before they are formed, everyone held takes the position and the vaga of
 * the list they were called in first, and the rest is computed by §§ 2–5 over the others. `soltos`:
 * held people treated as not called (to tell what today's data alone would put in their place).
 */
function alocarCargo(
  cargo: Cargo,
  vagas: number,
  candidatosDoCargo: readonly Candidato[],
  ctx: Contexto,
  livro: DoLivro = SEM_LIVRO,
  soltos: ReadonlySet<string> = new Set(),
): CargoAlocado {
  const { listas, notas } = ctx;
  const calculado = ctx.agrupados.get(cargo.id) ?? calcularQuadro(vagas, ctx.edital);
  const notasDoCargo: Nota[] = [...calculado.notas];
  const quadroCalculado = soDoConcurso(comZeros(calculado.quadro, listas), listas);
  let quadroEmVigor = quadroCalculado;
  let quadroPublicado: Quadro | undefined;
  if (vagas !== cargo.vagas) {
    notasDoCargo.push(notas.vagasSurgidas(cargo.vagas, vagas, cargo.quadroPublicado !== undefined));
  } else if (cargo.quadroPublicado) {
    quadroPublicado = soDoConcurso(comZeros(cargo.quadroPublicado, listas), listas);
    quadroEmVigor = quadroPublicado;
    for (const d of compararComPublicado(quadroCalculado, quadroPublicado)) {
      if (d.diferenca === 0) continue;
      notasDoCargo.push({
        texto: `Quadro publicado no edital prevalece para ${notas.nome(d.lista)}: calculado ${d.calculado}, publicado ${d.publicado} (diferença ${d.diferenca > 0 ? "+" : ""}${d.diferenca}).`,
        fundamento: citar([{ edital: "quadro de vagas publicado" }]),
      });
    }
  }
  const quadro = comZeros(quadroEmVigor, listas);
  const ordem = ordemDasListas(quadroEmVigor, ctx.edital);

  // Who left after being called is out of every list before the lists are formed, as a desistente is
  // (art. 7º, § 3º: the next of the list takes the place; one whom the data already takes out stays as
  // the data says); the first note says what the ledger recorded.
  const candidatos = livro.saidas.size
    ? candidatosDoCargo.map((c) =>
        livro.saidas.has(c.id) && !saidaPelosDados(c) ? { ...c, situacao: "desistente" as const } : c,
      )
    : candidatosDoCargo;
  const inscritos = classificar(candidatos, ctx.edital);
  const membros = formarListas(inscritos, {
    listas,
    pontosBase: ctx.percentuais.pontosBase,
    quadro: quadroEmVigor,
    pcdNaRegraDoMaiorPercentual: ctx.edital.pcdNaRegraDoMaiorPercentual === true,
    notas,
  });

  // Candidates already nominated keep their positions and the vagas of those positions (Lei art. 9 § 2),
  // each charged to the list that holds the position after the reversions (listaDosNomeadosNosDados,
  // failing that listaDoNomeado).
  const pelosDados = listaDosNomeadosNosDados(cargo, vagas, candidatos, ctx, livro, soltos);
  const vagasLivres = { ...quadro };
  const nomeados: Inscrito[] = [];
  const deNomeados = novosColocados();
  const emConflito: string[] = [];
  for (const x of inscritos) {
    const saida = livro.saidas.get(x.id);
    if (saida) {
      x.notas = [saida.nota, ...x.notas]; // first: the outcome the lists show (registrarDesfechos)
      continue;
    }
    const fixado = soltos.has(x.id) ? undefined : livro.fixados.get(x.id);
    if (fixado) {
      // The ledger, whatever the data says now (Lei 15.142 art. 9 § 2); placed, so never selected again.
      if (!(x.elegiveis & BIT[fixado.lista])) emConflito.push(x.id);
      x.posicao = fixado.posicao;
      x.notas = [fixado.nota, ...x.notas];
      colocar(x, fixado.lista, deNomeados);
    } else {
      if (x.candidato.situacao !== "nomeado" || x.excluido) continue;
      x.posicao = x.candidato.posicaoNomeacao!;
      const daSerie = ordem[x.posicao - 1];
      const lista = pelosDados.get(x.id) ?? listaDoNomeado(x, daSerie, ctx.cascata);
      if (lista !== daSerie && !pelosDados.has(x.id)) {
        notasDoCargo.push(notas.nomeadoSemLista(x.id, x.posicao, daSerie, lista));
      }
      colocar(x, lista, deNomeados);
    }
    vagasLivres[LISTAS[x.colocadoEm]]--;
    nomeados.push(x);
  }
  // A list with more nominated candidates than vagas: those in positions of other lists hold vagas those
  // lists gave when they were nominated (reversions already made, the latest positions first; swaps of
  // positions between two lists move no vaga, posicoesCruzadas). Taking a vaga back from the giving list
  // may leave that list over-full in turn (AC holds PCD's position, and PCD holds IND's): gone over
  // again until no crossed position's list has more nominated candidates than vagas.
  const jaFeitas: Reversao[] = [];
  const cruzados = [...posicoesCruzadas(nomeados, ordem).values()]
    .flat()
    .sort((a, b) => b.posicao - a.posicao);
  const feitos = new Set<Inscrito>();
  for (let mudou = true; mudou;) {
    mudou = false;
    for (const x of cruzados) {
      if (feitos.has(x) || vagasLivres[LISTAS[x.colocadoEm]] >= 0) continue;
      feitos.add(x);
      mudou = true;
      reversaoJaFeita(x, ordem[x.posicao - 1], vagasLivres, jaFeitas, ctx);
    }
  }

  const colocados = selecionar(inscritos, membros, vagasLivres, ctx.prioridade, notas);
  const rev = reverter(
    listas,
    membros,
    colocados,
    quadro,
    vagasLivres,
    ctx.cascata,
    ctx.percentuais.pontosBase,
    jaFeitas,
    notas,
  );
  // The positions vacated by those who left keep the list they were called in (RULES § 7.4).
  const vagadas = new Map([...livro.vagadas].map(([p, s]) => [p, s.ocupante.lista]));
  const posicoes = nomear(
    ordem,
    nomeados,
    colocados,
    rev.reversoes,
    rev.vagas,
    notas,
    ctx.fundamentoOrdem,
    vagadas,
  );
  for (const x of nomeados) {
    const fixado = livro.fixados.get(x.id);
    if (fixado) posicoes[x.posicao - 1].nota = fixado.nota;
  }
  notasDoCargo.push(...rev.reversoes.map((r) => ({ texto: r.texto, fundamento: r.fundamento })));
  let vagasNaoPreenchidas = 0;
  for (const l of listas) {
    if (rev.vagas[l] === 0) continue;
    vagasNaoPreenchidas += rev.vagas[l];
    notasDoCargo.push(notas.vagaNaoPreenchida(l, rev.vagas[l]));
  }
  const desfechos = registrarDesfechos(cargo.id, inscritos, listas, quadroEmVigor, {
    notas,
    criterios: ctx.criterios,
  });
  return {
    cargo: {
      id: cargo.id,
      vagas,
      quadro: quadroEmVigor,
      quadroCalculado,
      ...(quadroPublicado ? { quadroPublicado } : {}),
      quadroFinal: soDoConcurso(rev.quadroFinal, listas),
      reversoes: rev.reversoes,
      ordem: posicoes,
      vagasNaoPreenchidas,
      listas: desfechos.listas,
      notas: notasDoCargo,
    },
    inscritos,
    empates: desfechos.empates,
    emConflito,
  };
}

/** The order's article, with the edital where it chose a mode other than the default series (RULES § 5). */
export function fundamentoDaOrdem(edital: Edital, doRegime: string): string {
  const modo = edital.modoOrdem ?? "serie-padrao";
  if (modo === "serie-padrao") return doRegime;
  const comoEdital = {
    "posicoes-fixas": "posições da ordem fixadas no edital",
    proporcional: "espaçamento proporcional às vagas de cada lista",
    "primeira-e-intervalo": "primeira posição e intervalo de cada lista fixados no edital",
  }[modo];
  return `${doRegime}; ${citar([{ edital: comoEdital }])}`;
}

/** What the next call asks (convocacoes.ts): a cargo, and how many positions not yet called it needs;
 *  `vagas`, the cargo's vagas when the call has already found them (instead of vagasDeHoje). */
export interface PedidoDePosicoes {
  cargo: string;
  posicoes: number;
  vagas?: number;
}

/** One cargo's allocation with its ledger: what the next call reads its positions from. */
export interface CargoComLivro {
  cargo: ResultadoCargo;
  inscritos: readonly Inscrito[];
  livro: LivroDoCargo;
  doLivro: DoLivro;
  /** Where the ledger and today's data disagree: each held person no longer classified in their list,
   *  and each called person today's data takes out. */
  avisos: Nota[];
  /** The regime's notes, for the call's own. */
  notasDoRegime: Notas;
}

/**
 * Where today's data disagrees with the ledger, told to the clerk and never resolved by moving anyone
 * (RULES § 7.2): a held person today's data no longer classifies in the list of their call keeps it,
 * and the warning names who today's data alone would put there; a called person the data takes out
 * leaves, and the position is called again.
 */
function avisosDoLivro(
  alocado: CargoAlocado,
  refazer: (soltos: ReadonlySet<string>) => CargoAlocado,
  doLivro: DoLivro,
): Nota[] {
  const avisos: Nota[] = [];
  const hoje = alocado.emConflito.length ? refazer(new Set(alocado.emConflito)).cargo.ordem : [];
  for (const id of alocado.emConflito) {
    const { posicao, lista, numero, nota } = doLivro.fixados.get(id)!;
    const outro = hoje[posicao - 1];
    avisos.push({
      texto: `Convocação nº ${numero}, posição ${posicao}: "${id}" foi convocado(a) em ${rotulo(lista)} e mantém a posição e a lista, embora os dados de hoje não o(a) classifiquem mais nessa lista; pelos dados de hoje ${outro?.candidato ? `a posição seria de "${outro.candidato}", em ${rotulo(outro.lista)}` : "ninguém seria convocado(a) nela"}.`,
      fundamento: nota.fundamento,
    });
  }
  for (const [id, { ocupante, motivo, nota }] of doLivro.saidas) {
    if (motivo === "sem-efeito" || motivo === "desistencia") continue;
    // Told as it stands: the position may already have been called again (a later call replaced them).
    const aindaVaga = doLivro.vagadas.get(ocupante.posicao)?.ocupante.candidato === id;
    avisos.push({
      texto: `Convocação nº ${ocupante.numero}, posição ${ocupante.posicao}: "${id}" foi convocado(a) em ${rotulo(ocupante.lista)} e está ${motivoEmPalavras(motivo)}: sai das listas${aindaVaga ? ", e a posição volta a ser convocada" : "; a posição já foi convocada de novo"}.`,
      fundamento: nota.fundamento,
    });
  }
  return avisos;
}

/**
 * Allocates a concurso on today's data and its ledger of calls (RULES § 7, livroNaAlocacao.ts). With
 * `pedido`, only that cargo, at the vagas that give it that many positions not yet called — the next
 * call reads them from here; the other cargos count only through a grouped reserve. Candidates come out
 * cargo by cargo in merit order, so the result does not depend on the order of the input rows.
 */
export function alocarComLivro(concurso: Concurso, pedido?: PedidoDePosicoes): AlocacaoComLivro {
  const passos = alocandoPorCargo(concurso, pedido);
  for (;;) {
    const passo = passos.next();
    if (passo.done) return passo.value;
  }
}

export interface AlocacaoComLivro {
  resultado: Resultado;
  comLivro: Map<string, CargoComLivro>;
}

/** How far an allocation has gone: cargos allocated of those it allocates. */
export interface CargosAlocados {
  feitos: number;
  total: number;
}

/**
 * alocarComLivro a cargo at a time: yields after each cargo, so that a front end can show its progress
 * and stop between cargos (the pipeline's calcular). The same computation, in the same order.
 */
export function* alocandoPorCargo(
  concurso: Concurso,
  pedido?: PedidoDePosicoes,
): Generator<CargosAlocados, AlocacaoComLivro, void> {
  lerConcurso(concurso);
  if (pedido && !concurso.cargos.some((c) => c.id === pedido.cargo)) {
    throw new ErroDeEntrada([
      { campo: "cargo", mensagem: `cargo "${pedido.cargo}" não está na lista de cargos` },
    ]);
  }
  const { edital } = concurso;
  const regime = regimeDoEdital(edital);
  const percentuais = percentuaisDoEdital(edital, regime);
  const listas: Lista[] = ["AC", ...percentuais.listasRaciais, "PCD"];
  const prioridade = reservasPorPercentual(listas, percentuais);
  const notas = new Notas(regime.id, percentuais);
  const porCargo = new Map<string, Candidato[]>(concurso.cargos.map((c) => [c.id, []]));
  for (const c of concurso.candidatos) porCargo.get(c.cargo)!.push(c);

  // Each cargo's ledger and its vagas of today; the grouped reserves on those vagas, keeping what the
  // people already called hold (RULES § 7.6).
  const livros = new Map<string, { livro: LivroDoCargo; doLivro: DoLivro; vagas: number }>();
  for (const cargo of concurso.cargos) {
    if (!concurso.convocacoes?.length && pedido?.cargo !== cargo.id) continue;
    const livro = lerLivro(cargo.id, concurso.convocacoes ?? [], porCargo.get(cargo.id)!);
    const doLivro = lerNoLivro(livro, porCargo.get(cargo.id)!, notas);
    const doPedido = pedido?.cargo === cargo.id ? pedido : undefined;
    const vagas = doPedido?.vagas ?? vagasDeHoje(cargo.vagas, doLivro, doPedido?.posicoes);
    livros.set(cargo.id, { livro, doLivro, vagas });
  }
  const vagasDoCargo = (c: Cargo) => livros.get(c.id)?.vagas ?? c.vagas;
  const { porCargo: agrupados, sorteios } = reservasAgrupadas(
    concurso.cargos.map((c) => ({ ...c, vagas: vagasDoCargo(c) })),
    edital,
    new Map([...livros].map(([id, l]) => [id, reservadasRetidas(l.doLivro)])),
  );
  const ctx: Contexto = {
    edital,
    listas,
    percentuais,
    prioridade,
    cascata: cascataDoEdital(edital, regime),
    notas,
    criterios: descreverCriterios(edital),
    fundamentoOrdem: fundamentoDaOrdem(edital, regime.fundamentoOrdem),
    agrupados,
  };

  const cargos: ResultadoCargo[] = [];
  const candidatos: ResultadoCandidato[] = [];
  const empates: Empate[] = [];
  const avisosDosLivros: Nota[] = [];
  const comLivro = new Map<string, CargoComLivro>();
  const alocados = concurso.cargos.filter((c) => !pedido || pedido.cargo === c.id);
  for (const [i, cargo] of alocados.entries()) {
    if (i > 0) yield { feitos: i, total: alocados.length };
    const doCargo = porCargo.get(cargo.id)!;
    const lido = livros.get(cargo.id);
    const alocado = alocarCargo(cargo, vagasDoCargo(cargo), doCargo, ctx, lido?.doLivro);
    if (lido) {
      const refazer = (soltos: ReadonlySet<string>) =>
        alocarCargo(cargo, lido.vagas, doCargo, ctx, lido.doLivro, soltos);
      const avisos = avisosDoLivro(alocado, refazer, lido.doLivro);
      avisosDosLivros.push(...avisos);
      comLivro.set(cargo.id, { ...alocado, ...lido, avisos, notasDoRegime: notas });
    }
    cargos.push(alocado.cargo);
    for (const e of alocado.empates) empates.push(e);
    for (const x of alocado.inscritos) {
      const id = x.id;
      const lista = x.colocadoEm >= 0 ? LISTAS[x.colocadoEm] : null;
      const posicao = x.posicao > 0 ? x.posicao : null;
      const { provisorio, motivosProvisorios, notas } = x;
      // Two literals, not a spread: one object shape each, built without copying (a million of them).
      candidatos.push(
        motivosProvisorios
          ? { id, cargo: cargo.id, lista, posicao, provisorio, motivosProvisorios, notas }
          : { id, cargo: cargo.id, lista, posicao, provisorio, notas },
      );
    }
  }
  // The edital's choices a federal act does not make, accepted with a warning (escolhas.ts).
  const avisos: Nota[] = [...parametrosDoQuadro(edital).avisos, ...avisosDosLivros];
  const usaIdade = (edital.desempate ?? ["idade-60"]).includes("idade-60");
  if (usaIdade && !edital.dataReferenciaIdade && !edital.dataPublicacao) {
    avisos.push({
      texto:
        "Sem data de publicação nem data de referência da idade: o desempate pela idade de 60 anos não pôde ser aplicado.",
      fundamento: citar(["lei-10741 27 pu"]),
    });
  }
  if (empates.length > 0) {
    avisos.push({
      texto: `${contar(empates.length, "empate")} que os critérios não desfazem (${ctx.criterios}): ordenados provisoriamente pelo número de inscrição; veja a lista de empates.`,
      fundamento: citar(["lei-10741 27 pu", { edital: "critérios de desempate" }]),
    });
  }
  const resultado: Resultado = {
    regime: regime.id,
    cargos,
    candidatos,
    empates,
    avisos,
    ...(sorteios.length ? { sorteios } : {}),
  };
  return { resultado, comLivro };
}

/** Allocates every cargo of a concurso, the ledger of calls honoured (alocarComLivro). */
export function alocar(concurso: Concurso): Resultado {
  return alocarComLivro(concurso).resultado;
}
