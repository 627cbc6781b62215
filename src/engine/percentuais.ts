/**
 * The percentages an edital applies, converted exactly to basis points and checked against the law:
 * Decreto 12.536, art. 3º, § 5º (PPP at least 20%, racial total at most 30%) and § 6º (no IND reserve
 * in the concursos of art. 29 of Lei 14.724); Lei 15.142, art. 1º (30% in the window before the
 * decree, which an edital may split among PPP, IND and QUI); Lei 12.990, art. 1º (20%); PcD between
 * 5% (Decreto 9.508, art. 1º, § 1º) and 20% (Lei 8.112, art. 5º, § 2º).
 */
import { citado } from "./citado";
import { decimalExato, formatarPercentual } from "./decimal";
import { citar, DISPOSITIVOS, type Trecho } from "./citacoes";
import type { ParametroLegal, Regime } from "./regimes";
import { ErroDeEntrada, LISTAS } from "./tipos";
import type { Edital, Lista, ListaRacial, ListaReservada, PontosBase } from "./tipos";

/** 100% in basis points: all the vagas. */
const CEM_POR_CENTO = 10000;

export interface PercentuaisValidados {
  /** Basis points per reserved list of the edital, PCD included (zeros included). */
  pontosBase: Partial<Record<ListaReservada, PontosBase>>;
  fundamentos: Partial<Record<ListaReservada, readonly Trecho[]>>;
  /** The edital's racial lists, in placement order: the regime's, or the split an edital chose. */
  listasRaciais: ListaRacial[];
}

type Problema = { campo: string; mensagem: string };

const textoPt = (valor: unknown) => String(valor).replace(".", ",");

/**
 * A percentage as typed (25, 2.5, "2,5") → basis points, exactly; undefined with a problem recorded
 * when it is no number, is negative or above 100%, or has more than two decimal places.
 */
export function paraPontosBase(valor: unknown, campo: string, problemas: Problema[]): PontosBase | undefined {
  const exato = typeof valor === "number" || typeof valor === "string" ? decimalExato(valor) : undefined;
  if (!exato) {
    problemas.push({
      campo,
      mensagem: `percentual inválido ${citado(valor)}; escreva um número, como 25 ou 2,5`,
    });
    return undefined;
  }
  const centesimos = exato.numerador * 100n;
  if (centesimos % exato.denominador !== 0n) {
    problemas.push({
      campo,
      mensagem: `percentual ${textoPt(valor)} com mais de duas casas decimais`,
    });
    return undefined;
  }
  const pontos = centesimos / exato.denominador;
  if (pontos < 0n || pontos > 10000n) {
    problemas.push({
      campo,
      mensagem: `percentual ${textoPt(valor)} fora do intervalo de 0 a 100`,
    });
    return undefined;
  }
  return Number(pontos);
}

/** The racial split the edital uses: the one of the regime's allowed splits that covers every list it names. */
function divisaoDoEdital(
  nomeadas: ListaRacial[],
  regime: Regime,
  problemas: Problema[],
): readonly ListaRacial[] | undefined {
  const divisao = regime.limitesDoEdital.divisoes.find((d) => nomeadas.every((l) => d.includes(l)));
  if (divisao) return divisao;
  const opcoes = regime.limitesDoEdital.divisoes.map((d) => d.join(", ")).join(" ou ");
  problemas.push({
    campo: "edital.percentuais",
    mensagem: `no regime ${regime.nome} as listas raciais são ${opcoes}; o edital indica ${nomeadas.join(", ")} (${citar(regime.limitesDoEdital.fundamentoDoEdital)})`,
  });
  return undefined;
}

/** The provisions of a refusal, with the words of those that bound the edital: "Decreto nº …, art. 3º, § 5º: «…»". */
function citando(trechos: readonly Trecho[]): string {
  const palavras = trechos.flatMap((t) => {
    const texto = typeof t === "string" ? (DISPOSITIVOS[t] as { texto?: string }).texto : undefined;
    return texto ? [`${citar([t])}: «${texto}»`] : [];
  });
  return palavras.length ? palavras.join("; ") : citar(trechos);
}

export function percentuaisDoEdital(edital: Edital, regime: Regime): PercentuaisValidados {
  const problemas: Problema[] = [];
  const digitados: Partial<Record<ListaReservada, PontosBase>> = {};
  for (const [lista, valor] of Object.entries(edital.percentuais ?? {})) {
    const campo = `edital.percentuais.${lista}`;
    if (!["PPP", "IND", "QUI", "PPIQ", "PCD"].includes(lista)) {
      problemas.push({
        campo,
        mensagem: `lista desconhecida "${lista}"; use PPP, IND, QUI, PPIQ ou PCD`,
      });
      continue;
    }
    const pontos = paraPontosBase(valor, campo, problemas);
    if (pontos !== undefined) digitados[lista as ListaReservada] = pontos;
  }

  const nomeadas = (Object.keys(digitados) as ListaReservada[]).filter((l): l is ListaRacial => l !== "PCD");
  const limites = regime.limitesDoEdital;
  const escolhida = divisaoDoEdital(nomeadas, regime, problemas) ?? limites.divisoes[0];
  const divisao = limites.somenteAsNomeadas ? escolhida.filter((l) => nomeadas.includes(l)) : escolhida;
  const padrao = divisao === limites.divisoes[0];

  const pontosBase: Partial<Record<ListaReservada, PontosBase>> = {};
  const fundamentos: Partial<Record<ListaReservada, readonly Trecho[]>> = {};
  // The edital's own percentages: "Edital", with the provision that allows them (the lei-15142 window
  // says why in its own words).
  const doEdital: readonly Trecho[] = limites.fundamentoDoEdital.some((t) => typeof t === "object")
    ? limites.fundamentoDoEdital
    : [{ edital: "percentual próprio" }, ...limites.fundamentoDoEdital];
  let minimoDoTotal = limites.totalRacialMinimo;
  for (const lista of divisao) {
    const digitado = digitados[lista];
    // A split chosen by the edital has no defaults: a list it leaves out gets nothing.
    const doRegime = padrao ? regime.percentuais[lista] : undefined;
    pontosBase[lista] = digitado ?? doRegime?.valor ?? 0;
    const doZero = digitado === 0 ? limites.fundamentoDoZero[lista] : undefined;
    fundamentos[lista] =
      digitado === undefined || digitado === doRegime?.valor
        ? (doRegime?.fundamento ?? doEdital)
        : (doZero ?? doEdital);
    if (doZero && minimoDoTotal && doRegime) {
      // § 6º: without the indígenas' percentage the total is 30% less theirs.
      minimoDoTotal = {
        valor: minimoDoTotal.valor - doRegime.valor,
        fundamento: [...minimoDoTotal.fundamento, ...doZero],
      };
    }
    if (digitado === 0 && limites.semZero?.listas.includes(lista)) {
      problemas.push({
        campo: `edital.percentuais.${lista}`,
        mensagem: `a reserva para ${lista} não pode ser zero: ${citando(limites.semZero.fundamento)}`,
      });
    }
    const minimo = limites.minimoPorLista[lista];
    if (minimo && pontosBase[lista]! < minimo.valor) {
      problemas.push({
        campo: `edital.percentuais.${lista}`,
        mensagem: `a reserva para ${lista} deve ser de no mínimo ${formatarPercentual(minimo.valor)} (${citando(minimo.fundamento)}); o edital indica ${formatarPercentual(pontosBase[lista]!)}`,
      });
    }
  }

  const total = divisao.reduce((soma, l) => soma + pontosBase[l]!, 0);
  const min: ParametroLegal<PontosBase> | undefined = minimoDoTotal;
  const max = limites.totalRacialMaximo;
  if ((min && total < min.valor) || (max && total > max.valor)) {
    const limite =
      min && max && min.valor === max.valor && citar(min.fundamento) === citar(max.fundamento)
        ? `deve ser de ${formatarPercentual(max.valor)} (${citando(max.fundamento)})`
        : min && total < min.valor
          ? `deve ser de no mínimo ${formatarPercentual(min.valor)} (${citando(min.fundamento)})`
          : `deve ser de no máximo ${formatarPercentual(max!.valor)} (${citando(max!.fundamento)})`;
    problemas.push({
      campo: "edital.percentuais",
      mensagem: `a reserva racial somada (${divisao.join(" + ")} = ${formatarPercentual(total)}) ${limite}`,
    });
  }

  const pcd = regime.pcd;
  pontosBase.PCD = digitados.PCD ?? pcd.percentual.valor;
  fundamentos.PCD =
    pontosBase.PCD === pcd.percentual.valor
      ? pcd.percentual.fundamento
      : regime.federal
        ? [
            { edital: `percentual próprio, no mínimo ${formatarPercentual(pcd.minimo.valor)}` },
            ...pcd.minimo.fundamento,
          ]
        : [{ edital: "percentual próprio" }];
  if (pontosBase.PCD < pcd.minimo.valor || pontosBase.PCD > pcd.maximo.valor) {
    const limite = pontosBase.PCD < pcd.minimo.valor ? pcd.minimo : pcd.maximo;
    problemas.push({
      campo: "edital.percentuais.PCD",
      mensagem: `a reserva para pessoas com deficiência deve ficar entre ${formatarPercentual(pcd.minimo.valor)} e ${formatarPercentual(pcd.maximo.valor)} (${citar(limite.fundamento)}); o edital indica ${formatarPercentual(pontosBase.PCD)}`,
    });
  }

  // Whatever the regime lets an edital choose, its reserves cannot take more than all the vagas.
  const reservado = total + pontosBase.PCD;
  if (reservado > CEM_POR_CENTO) {
    problemas.push({
      campo: "edital.percentuais",
      mensagem: `as reservas somam ${formatarPercentual(reservado)} (${[...divisao, "PCD" as const].map((l) => `${l} ${formatarPercentual(pontosBase[l]!)}`).join(" + ")}): mais do que todas as vagas; a soma vai até 100%`,
    });
  }

  if (problemas.length) throw new ErroDeEntrada(problemas);
  return { pontosBase, fundamentos, listasRaciais: [...divisao] };
}

/**
 * The reserved lists of the concurso in decreasing percentage (equal percentages: in the order of
 * LISTAS): the order in which the selection fills them and a phase counts them (RULES §§ 4.2, 8.3).
 */
export function reservasPorPercentual(
  listas: readonly Lista[],
  percentuais: PercentuaisValidados,
): ListaReservada[] {
  return listas
    .filter((l): l is ListaReservada => l !== "AC")
    .sort(
      (a, b) =>
        (percentuais.pontosBase[b] ?? 0) - (percentuais.pontosBase[a] ?? 0) ||
        LISTAS.indexOf(a) - LISTAS.indexOf(b),
    );
}
