/**
 * O quadro: how many of a cargo's N vagas each list gets (RULES.md § 2).
 * - Racial lists: each group separately, half-up of p·N (Lei 15.142, art. 5º, § 2º), none below the
 *   regime's minimum (Lei 15.142, art. 5º; Lei 12.990, art. 1º, § 1º). Per group, not 30% first: the
 *   CNU 2 (edital ENAP 114/2025) published 250 vagas as AC 161, PPP 63, IND 8, QUI 5, PCD 13.
 * - PcD: ceiling of p·N (Decreto 9.508, art. 1º, § 3º), never above ⌊20%·N⌋ (Lei 8.112, art. 5º, § 2º).
 * - AC: the rest.
 * Each list's count never falls as N grows (AC may: at N = 50 PPP and IND both gain one). With the
 * racial total first, the largest remainder can take a vaga from a list as N grows (the Alabama
 * paradox: see the tests), one more reason the per-group reading is the default.
 * Edital options: rounding per list, the racial total first (split by largest remainder), the
 * published table (which wins; `compararComPublicado` shows the difference), and a reserve computed
 * on several cargos together (`distribuirReservaAgrupada`).
 */
import { citado } from "./citado";
import { arredondar, arredondarMeioParaCima, arredondarPiso } from "./arredondamento";
import { comoArredonda, escolhasDoEdital, type EscolhasDoEdital } from "./escolhas";
import { formatarDecimal, formatarMilhares, formatarPercentual } from "./decimal";
import { repartirPorMaiorResto } from "./maiorResto";
import { percentuaisDoEdital, type PercentuaisValidados } from "./percentuais";
import { citar, fundamentar, rege, type Trecho } from "./citacoes";
import { nomeDaLista } from "./notas";
import { notaDoRegime, regimeDoEdital, type Regime } from "./regimes";
import { ErroDeEntrada, LISTAS } from "./tipos";
import type { Cargo, Edital, Lista, ListaReservada, Nota, Quadro, RegimeId } from "./tipos";

export interface QuadroCalculado {
  regime: RegimeId;
  vagas: number;
  /** One key per list of the edital, AC included, zeros included. */
  quadro: Quadro;
  fundamentos: Partial<Record<Lista, string>>;
  notas: Nota[];
  /** Choices of the edital a federal act does not make, accepted with a warning (escolhas.ts). */
  avisos: Nota[];
}

/** Everything of the edital the quadro depends on, validated once. */
export interface ParametrosDoQuadro extends EscolhasDoEdital {
  regime: Regime;
  percentuais: PercentuaisValidados;
  trintaPorCentoPrimeiro: boolean;
}

const BASE = 10000; // basis points in 100%

/**
 * The most vagas (or positions) one cargo may have here. Not the law's: the engine's bound, so that a
 * number typed wrong (10,000,000) is one sentence and not the memory of the machine exhausted (a
 * million vagas took 79 s and 1.5 GB). The largest federal concurso so far, the CNU of 2024, had 6,640
 * vagas in all its cargos together.
 */
export const MAXIMO_DE_VAGAS = 100_000;

/** Why `vagas` is not a number of vagas, or null. */
export function problemaDasVagas(vagas: unknown): string | null {
  if (typeof vagas !== "number" || !Number.isSafeInteger(vagas) || vagas < 0)
    return `o número de vagas deve ser um número inteiro igual ou maior que zero (zero: apenas cadastro de reserva); recebido ${citado(vagas)}`;
  if (vagas > MAXIMO_DE_VAGAS)
    return `${formatarMilhares(vagas)} vagas num só cargo é mais do que o suplemento calcula (até ${formatarMilhares(MAXIMO_DE_VAGAS)}; o maior concurso federal, o CNU de 2024, teve 6.640 vagas ao todo): confira o número`;
  return null;
}

/** Whole vagas ≥ 0. Zero is a concurso for cadastro de reserva only: the reserve then applies to the
 *  vagas that arise during validity (Lei 15.142, art. 5º, §§ 3º e 4º), see `ordemDasListas`. */
export function validarVagas(vagas: unknown, campo: string): asserts vagas is number {
  const problema = problemaDasVagas(vagas);
  if (problema) throw new ErroDeEntrada([{ campo, mensagem: problema }]);
}

export function parametrosDoQuadro(edital: Edital): ParametrosDoQuadro {
  const regime = regimeDoEdital(edital);
  const percentuais = percentuaisDoEdital(edital, regime);
  return {
    regime,
    percentuais,
    ...escolhasDoEdital(edital, regime, percentuais),
    trintaPorCentoPrimeiro: edital.trintaPorCentoPrimeiro === true,
  };
}

/** The reserved vagas of N, per reserved list of the edital (AC not included). */
export function contarReservas(
  vagas: number,
  parametros: ParametrosDoQuadro,
): Partial<Record<ListaReservada, number>> {
  const { percentuais, arredondamento } = parametros;
  const { pontosBase, listasRaciais } = percentuais;
  const reservas: Partial<Record<ListaReservada, number>> = {};
  const acimaDoMinimo = vagas >= parametros.minimoRacial.valor;
  if (acimaDoMinimo && parametros.trintaPorCentoPrimeiro) {
    const pesos = listasRaciais.map((l) => pontosBase[l]!);
    const total = arredondarMeioParaCima(pesos.reduce((s, p) => s + p, 0) * vagas, BASE);
    const partes = repartirPorMaiorResto(total, pesos);
    listasRaciais.forEach((l, i) => (reservas[l] = partes[i]));
  } else {
    for (const l of listasRaciais) {
      reservas[l] = acimaDoMinimo ? arredondar(pontosBase[l]! * vagas, BASE, arredondamento[l]!.valor) : 0;
    }
  }
  const pcd = vagas >= parametros.minimoPcd.valor ? pcdSemTeto(vagas, parametros) : 0;
  const teto = parametros.tetoPcd;
  reservas.PCD = teto ? Math.min(pcd, arredondarPiso(teto.valor * vagas, BASE)) : pcd;
  return reservas;
}

function pcdSemTeto(vagas: number, parametros: ParametrosDoQuadro): number {
  return arredondar(
    parametros.percentuais.pontosBase.PCD! * vagas,
    BASE,
    parametros.arredondamento.PCD!.valor,
  );
}

const fracao = (pontos: number, vagas: number) =>
  formatarDecimal(BigInt(pontos) * BigInt(vagas), BigInt(BASE));
const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

export function calcularQuadro(vagas: number, edital: Edital): QuadroCalculado {
  validarVagas(vagas, "vagas");
  const parametros = parametrosDoQuadro(edital);
  const { regime, percentuais, arredondamento } = parametros;
  const { pontosBase, listasRaciais } = percentuais;
  const reservas = contarReservas(vagas, parametros);
  const reservado = Object.values(reservas).reduce((s, n) => s + n, 0);
  if (reservado > vagas) {
    throw new ErroDeEntrada([
      {
        campo: "edital.arredondamento",
        mensagem: `com ${plural(vagas, "vaga", "vagas")}, o arredondamento escolhido reserva ${reservado}; as reservas não podem passar do total de vagas`,
      },
    ]);
  }

  const notas: Nota[] = [notaDoRegime(edital, regime)];
  const fundamentos: Partial<Record<Lista, string>> = {
    AC: citar([{ edital: "vagas não reservadas, de ampla concorrência" }]),
  };
  const nome = (l: Lista) => nomeDaLista(regime.id, l);
  const Nome = (l: Lista) => nome(l).charAt(0).toUpperCase() + nome(l).slice(1);
  const totalRacial = listasRaciais.reduce((s, l) => s + pontosBase[l]!, 0);
  const racial = (...t: Trecho[]) => citar(fundamentar({ regime: regime.id, listas: listasRaciais }, ...t));
  if (vagas === 0) {
    notas.push({
      texto: "Apenas cadastro de reserva: a reserva se aplica às vagas que surgirem durante a validade.",
      fundamento: racial(...regime.cadastroDeReserva),
    });
  } else if (vagas < parametros.minimoRacial.valor && listasRaciais.length > 0) {
    notas.push({
      texto: `Com ${plural(vagas, "vaga", "vagas")}, abaixo do mínimo de ${parametros.minimoRacial.valor}, não há reserva racial.`,
      fundamento: racial(...parametros.minimoRacial.fundamento),
    });
  } else if (parametros.trintaPorCentoPrimeiro) {
    notas.push({
      texto: `Reserva racial calculada primeiro no total: ${formatarPercentual(totalRacial)} de ${vagas} = ${fracao(totalRacial, vagas)} → ${listasRaciais.reduce((s, l) => s + reservas[l]!, 0)} (${comoArredonda["meio-para-cima"]}), repartida entre ${listasRaciais.map(nome).join(", ")} pelo maior resto, na proporção dos percentuais.`,
      fundamento: racial(
        { edital: "reserva racial total calculada primeiro" },
        ...regime.arredondamentoRacial.fundamento,
      ),
    });
  }
  for (const lista of listasRaciais) {
    fundamentos[lista] = citar([...percentuais.fundamentos[lista]!, ...arredondamento[lista]!.fundamento]);
    if (vagas < parametros.minimoRacial.valor || parametros.trintaPorCentoPrimeiro) continue;
    notas.push({
      texto: `${Nome(lista)}: ${formatarPercentual(pontosBase[lista]!)} de ${vagas} = ${fracao(pontosBase[lista]!, vagas)} → ${reservas[lista]} (${comoArredonda[arredondamento[lista]!.valor]}).`,
      fundamento: fundamentos[lista]!,
    });
  }

  const teto = parametros.tetoPcd;
  fundamentos.PCD = citar([
    ...percentuais.fundamentos.PCD!,
    ...arredondamento.PCD!.fundamento,
    ...(parametros.minimoPcd === regime.pcd.minimoVagas ? [] : parametros.minimoPcd.fundamento),
    ...(teto ? teto.fundamento : [{ edital: "reserva de pessoas com deficiência sem limite máximo" }]),
  ]);
  if (vagas > 0 && vagas < parametros.minimoPcd.valor) {
    notas.push({
      texto: `Com ${plural(vagas, "vaga", "vagas")}, abaixo do mínimo de ${parametros.minimoPcd.valor}, não há reserva de ${nome("PCD")}.`,
      fundamento: fundamentos.PCD,
    });
  } else {
    const semLimite = pcdSemTeto(vagas, parametros);
    notas.push({
      texto:
        `${Nome("PCD")}: ${formatarPercentual(pontosBase.PCD!)} de ${vagas} = ${fracao(pontosBase.PCD!, vagas)} → ${semLimite} (${comoArredonda[arredondamento.PCD!.valor]})` +
        (teto && semLimite > reservas.PCD!
          ? `, limitado a ${reservas.PCD} para não passar de ${formatarPercentual(teto.valor)} das vagas.`
          : "."),
      fundamento: fundamentos.PCD,
    });
  }

  const quadro: Quadro = {};
  for (const lista of LISTAS) {
    if (lista === "AC") quadro.AC = vagas - reservado;
    else if (reservas[lista] !== undefined) quadro[lista] = reservas[lista];
  }
  notas.push({
    texto: `${Nome("AC")}: ${plural(quadro.AC!, "vaga restante", "vagas restantes")}.`,
    fundamento: fundamentos.AC!,
  });
  return { regime: regime.id, vagas, quadro, fundamentos, notas, avisos: parametros.avisos };
}

/**
 * The computed quadro beside the published one (which wins), one row per list of either, in the
 * usual order; a list the published table leaves out counts as zero there. diferenca = publicado −
 * calculado.
 */
export function compararComPublicado(
  calculado: Quadro,
  publicado: Quadro,
): { lista: Lista; calculado: number; publicado: number; diferenca: number }[] {
  return LISTAS.filter((l) => calculado[l] !== undefined || publicado[l] !== undefined).map((lista) => {
    const c = calculado[lista] ?? 0;
    const p = publicado[lista] ?? 0;
    return { lista, calculado: c, publicado: p, diferenca: p - c };
  });
}

/**
 * Conferência (issue 12.3): under a federal regime, each reserved list where the quadro in force (the
 * published one, or the one the edital's options compute) reserves fewer vagas than the act's own
 * reading gives for the edital's percentages, with the article. Empty for regime "edital".
 */
export function reservasAbaixoDoMinimoFederal(cargo: Cargo, edital: Edital): Nota[] {
  const regime = regimeDoEdital(edital);
  if (!regime.federal) return [];
  const { percentuais, dataPublicacao, regime: id } = edital;
  const federal = calcularQuadro(cargo.vagas, { dataPublicacao, regime: id, percentuais });
  const emVigor = cargo.quadroPublicado ?? calcularQuadro(cargo.vagas, edital).quadro;
  const origem = cargo.quadroPublicado ? "o quadro publicado" : "a opção do edital";
  const avisos: Nota[] = [];
  for (const lista of LISTAS) {
    if (lista === "AC" || federal.quadro[lista] === undefined) continue;
    const minimo = federal.quadro[lista]!;
    const reservado = emVigor[lista] ?? 0;
    if (reservado >= minimo) continue;
    avisos.push({
      texto: `Cargo "${cargo.id}": ${origem} reserva ${plural(reservado, "vaga", "vagas")} a ${nomeDaLista(regime.id, lista)}, abaixo do mínimo de ${minimo} no regime do ${regime.nome}.`,
      fundamento: federal.fundamentos[lista]!,
    });
  }
  return avisos;
}

export interface ReservaAgrupada {
  /** The quadro of all the grouped vagas together. */
  total: QuadroCalculado;
  /** Each cargo's share, in input order; AC is each cargo's vagas minus its reserved ones. */
  cargos: { id: string; vagas: number; quadro: Quadro }[];
  notas: Nota[];
}

/**
 * A reserve computed on the total vagas of several cargos grouped in one edital, then distributed
 * among them (Decreto 12.536, art. 20, §§ 1º e 3º; for PcD, Decreto 9.508, art. 1º, § 4º, I).
 * Each reserved list, in decreasing percentage (PPP or PPIQ, PCD, IND, QUI: RULES § 2), is shared
 * among the cargos in proportion to their vagas by largest remainder (equal remainders: by the draw
 * `desempate`, each cargo's place in it, lower first; without a draw, more vagas first, then input
 * order); a cargo never gets more reserved vagas than it has, the rest going on down the remainder order.
 * `retidas`: per cargo, the reserved vagas held by people already called in it (Lei 15.142, art. 9º,
 * § 2º): when vagas arise and the group's reserve is computed again, a cargo keeps at least those, and
 * what it keeps is taken from the cargos last in the remainder order — so the group never holds more
 * of a list than its reserve (for PcD, at most 20%: Lei 8.112, art. 5º, § 2º).
 */
export function distribuirReservaAgrupada(
  cargos: readonly Pick<Cargo, "id" | "vagas">[],
  edital: Edital,
  desempate?: readonly number[],
  retidas?: readonly Quadro[],
): ReservaAgrupada {
  const problemas: { campo: string; mensagem: string }[] = [];
  if (cargos.length === 0)
    problemas.push({ campo: "cargos", mensagem: "informe ao menos um cargo para agrupar" });
  const vistos = new Set<string>();
  cargos.forEach((c, i) => {
    if (vistos.has(c.id)) problemas.push({ campo: `cargos[${i}].id`, mensagem: `cargo "${c.id}" repetido` });
    vistos.add(c.id);
    try {
      validarVagas(c.vagas, `cargos[${i}].vagas`);
    } catch (erro) {
      problemas.push(...(erro as ErroDeEntrada).problemas);
    }
  });
  if (problemas.length) throw new ErroDeEntrada(problemas);

  const vagas = cargos.map((c) => c.vagas);
  const total = calcularQuadro(
    vagas.reduce((s, v) => s + v, 0),
    edital,
  );
  const quadros: Quadro[] = cargos.map(() => ({}));
  const livres = [...vagas];
  const { pontosBase } = parametrosDoQuadro(edital).percentuais;
  const reservadas = (Object.keys(pontosBase) as ListaReservada[]).sort(
    (a, b) => pontosBase[b]! - pontosBase[a]! || LISTAS.indexOf(a) - LISTAS.indexOf(b),
  );
  reservadas.forEach((lista, k) => {
    const reserva = total.quadro[lista] ?? 0;
    // Room for the vagas the later lists keep, and no more kept than the list's reserve.
    const depois = reservadas.slice(k + 1);
    const capacidades = livres.map((v, i) =>
      Math.max(0, v - depois.reduce((s, l) => s + (retidas?.[i]?.[l] ?? 0), 0)),
    );
    let cabem = reserva;
    const minimos = retidas?.map((r, i) => {
      const m = Math.min(r[lista] ?? 0, capacidades[i], cabem);
      cabem -= m;
      return m;
    });
    const partes = repartirPorMaiorResto(reserva, vagas, capacidades, desempate, minimos);
    partes.forEach((n, i) => {
      quadros[i][lista] = n;
      livres[i] -= n;
    });
  });
  const resultado = cargos.map((c, i) => ({
    id: c.id,
    vagas: c.vagas,
    quadro: { AC: livres[i], ...quadros[i] },
  }));
  const agrupados = { regime: total.regime, listas: LISTAS };
  const notas: Nota[] = [
    {
      texto: `Reserva calculada sobre o total de ${total.vagas} vagas dos ${cargos.length} cargos agrupados e repartida entre eles pelo maior resto, na proporção das vagas de cada cargo.`,
      fundamento: citar(
        fundamentar(
          agrupados,
          ...(total.regime === "decreto-12536"
            ? (["decreto-12536 20 §1", "decreto-12536 20 §3"] as const)
            : [{ edital: "reserva racial calculada sobre os cargos agrupados" }]),
          // PcD on the edital's total vagas: a federal rule, which an edital of regime "edital" does not follow.
          ...(rege("decreto-9508 1 §4 I", agrupados) ? (["decreto-9508 1 §4 I"] as const) : []),
        ),
      ),
    },
  ];
  return { total, cargos: resultado, notas };
}
