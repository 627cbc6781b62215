/**
 * As escolhas do edital (issue 12): rounding per list, the smallest number of vagas of each reserve,
 * the PcD cap, each read against the regime (their shape is checked by the schema, esquemaDoEdital.ts).
 * Under a federal regime the acts fix these values, and a choice that could reserve fewer vagas than
 * the act is handled per field (README, "Escolhas do edital"):
 * - rounding: accepted with a warning the clerk sees (editais published with it exist and stay in
 *   force until annulled; the clerk reproduces them and is told the article they contradict);
 * - minimum of vagas above the act's, or a PcD cap other than the act's 20%: refused with the
 *   article (the acts are categorical, and no published federal edital needs it: a published table
 *   that differs goes in `quadroPublicado`, which the Conferência checks).
 * Under regime "edital" every choice is the edital's and is cited as such.
 */
import { citado } from "./citado";
import { arredondarTeto, type ModoArredondamento } from "./arredondamento";
import { citar, type Trecho } from "./citacoes";
import { formatarPercentual } from "./decimal";
import { nomeDaLista } from "./notas";
import { paraPontosBase, type PercentuaisValidados } from "./percentuais";
import type { ParametroLegal, Regime } from "./regimes";
import { ErroDeEntrada } from "./tipos";
import type { Edital, ListaReservada, Nota, PontosBase } from "./tipos";

const BASE = 10000; // basis points in 100%
type Problema = { campo: string; mensagem: string };

export const MODOS: readonly ModoArredondamento[] = ["meio-para-cima", "teto", "piso"];
export const comoArredonda: Record<ModoArredondamento, string> = {
  "meio-para-cima": "fração igual ou maior que 0,5 sobe, menor desce",
  teto: "qualquer fração sobe",
  piso: "qualquer fração desce",
};
/** How many vagas a mode gives, from fewest to most (piso ≤ meio-para-cima ≤ teto for any fraction). */
const GENEROSIDADE: Record<ModoArredondamento, number> = { piso: 0, "meio-para-cima": 1, teto: 2 };

export interface EscolhasDoEdital {
  arredondamento: Partial<Record<ListaReservada, ParametroLegal<ModoArredondamento>>>;
  /** Below this many vagas there is no racial reserve. */
  minimoRacial: ParametroLegal<number>;
  /** Below this many vagas there is no PcD reserve. */
  minimoPcd: ParametroLegal<number>;
  /** The PcD cap in basis points, or null for none. */
  tetoPcd: ParametroLegal<PontosBase> | null;
  /** Choices a federal act does not make, accepted with a warning the clerk must see. */
  avisos: Nota[];
}

function arredondamentos(
  edital: Edital,
  regime: Regime,
  percentuais: PercentuaisValidados,
  problemas: Problema[],
  avisos: Nota[],
): EscolhasDoEdital["arredondamento"] {
  const resultado: EscolhasDoEdital["arredondamento"] = {};
  for (const lista of Object.keys(percentuais.pontosBase) as ListaReservada[]) {
    const escolhido = edital.arredondamento?.[lista];
    const padrao = lista === "PCD" ? regime.pcd.arredondamento : regime.arredondamentoRacial;
    if (escolhido !== undefined && !MODOS.includes(escolhido)) {
      problemas.push({
        campo: `edital.arredondamento.${lista}`,
        mensagem: `modo de arredondamento desconhecido ${citado(escolhido)}; use meio-para-cima, teto ou piso`,
      });
      continue;
    }
    if (escolhido === undefined || escolhido === padrao.valor) {
      resultado[lista] = padrao;
      continue;
    }
    const como = comoArredonda[escolhido];
    if (!regime.federal) {
      resultado[lista] = { valor: escolhido, fundamento: [{ edital: `arredondamento: ${como}` }] };
      continue;
    }
    resultado[lista] = {
      valor: escolhido,
      fundamento: [
        { edital: `arredondamento: ${como}; a regra é ${comoArredonda[padrao.valor]}` },
        ...padrao.fundamento,
      ],
    };
    if (GENEROSIDADE[escolhido] < GENEROSIDADE[padrao.valor]) {
      avisos.push({
        texto: `O edital arredonda a reserva de ${nomeDaLista(regime.id, lista)} com "${como}", mas ${citar(padrao.fundamento)} manda "${comoArredonda[padrao.valor]}": o quadro pode reservar menos vagas do que o ato federal; confira o edital antes de publicar.`,
        fundamento: citar(padrao.fundamento),
      });
    }
  }
  return resultado;
}

/**
 * The edital's minimum for one reserve. Under a federal regime a minimum above the act's is refused:
 * `maximoFederal` is the largest that changes nothing the act gives (the racial minimum itself; for
 * PcD, the first N at which the 20% cap allows a vaga).
 */
function minimo(
  n: number | undefined,
  campo: string,
  padrao: ParametroLegal<number>,
  federal: { maximo: number; fundamento: readonly Trecho[]; reserva: string } | undefined,
  problemas: Problema[],
): ParametroLegal<number> {
  if (n === undefined || n === padrao.valor) return padrao;
  if (federal && n > federal.maximo) {
    problemas.push({
      campo,
      mensagem: `a reserva ${federal.reserva} se aplica a partir de ${federal.maximo} ${federal.maximo === 1 ? "vaga" : "vagas"} (${citar(federal.fundamento)}); um edital regido por esse ato não pode exigir ${n}`,
    });
    return padrao;
  }
  return { valor: n, fundamento: [{ edital: `reserva a partir de ${n} ${n === 1 ? "vaga" : "vagas"}` }] };
}

function teto(
  edital: Edital,
  regime: Regime,
  percentuais: PercentuaisValidados,
  problemas: Problema[],
): ParametroLegal<PontosBase> | null {
  const padrao = regime.pcd.teto;
  const campo = "edital.tetoPcd";
  if (edital.tetoPcd === undefined) return padrao;
  const pontos = edital.tetoPcd === null ? null : paraPontosBase(edital.tetoPcd, campo, problemas);
  if (pontos === undefined || pontos === padrao.valor) return padrao;
  if (regime.federal) {
    problemas.push({
      campo,
      mensagem: `a reserva de pessoas com deficiência é de até ${formatarPercentual(padrao.valor)} das vagas (${citar(padrao.fundamento)}); um edital regido pelos atos federais não pode ${pontos === null ? "deixá-la sem limite" : `limitá-la a ${formatarPercentual(pontos)}`}`,
    });
    return padrao;
  }
  if (pontos === null) return null;
  const pcd = percentuais.pontosBase.PCD ?? 0;
  if (pcd > pontos) {
    problemas.push({
      campo,
      mensagem: `o limite de ${formatarPercentual(pontos)} é menor que a reserva de pessoas com deficiência do edital (${formatarPercentual(pcd)})`,
    });
  }
  return { valor: pontos, fundamento: [{ edital: `no máximo ${formatarPercentual(pontos)} das vagas` }] };
}

export function escolhasDoEdital(
  edital: Edital,
  regime: Regime,
  percentuais: PercentuaisValidados,
): EscolhasDoEdital {
  const problemas: Problema[] = [];
  const avisos: Nota[] = [];
  const arredondamento = arredondamentos(edital, regime, percentuais, problemas, avisos);
  const tetoPcd = teto(edital, regime, percentuais, problemas);
  const minimoRacial = minimo(
    edital.minimoDeVagas?.racial,
    "edital.minimoDeVagas.racial",
    regime.minimoVagas,
    regime.federal
      ? { maximo: regime.minimoVagas.valor, fundamento: regime.minimoVagas.fundamento, reserva: "racial" }
      : undefined,
    problemas,
  );
  const capFederal = regime.pcd.teto;
  const minimoPcd = minimo(
    edital.minimoDeVagas?.PCD,
    "edital.minimoDeVagas.PCD",
    regime.pcd.minimoVagas,
    regime.federal
      ? {
          maximo: arredondarTeto(BASE, capFederal.valor),
          fundamento: [...regime.pcd.minimoVagas.fundamento, ...capFederal.fundamento],
          reserva: "de pessoas com deficiência",
        }
      : undefined,
    problemas,
  );
  if (problemas.length) throw new ErroDeEntrada(problemas);
  return { arredondamento, minimoRacial, minimoPcd, tetoPcd, avisos };
}
