/**
 * The three legal regimes of the racial reserve, as dated data: every value carries the article it
 * comes from, so that the quadro, the reversions and the order can quote it to the clerk.
 * RULES.md § 1. The PcD reserve does not depend on the regime and is the same record in all three.
 */
import type { ModoArredondamento } from "./arredondamento";
import { ehDataValida, formatarData } from "./datas";
import { ErroDeEntrada } from "./tipos";
import type { Edital, Lista, ListaRacial, ListaReservada, Nota, PontosBase, RegimeId } from "./tipos";

/** A value of the law and where it is written. */
export interface ParametroLegal<T> {
  valor: T;
  fundamento: string;
}

/**
 * One step of a reversion: a single list, or several lists sharing the vagas in proportion to their
 * percentages in the edital (largest remainder) among those that still have candidates to take them.
 */
export type DestinoReversao = Lista | readonly Lista[];

/**
 * Where the vagas a list cannot fill go (RULES.md § 4.3): the destinations are tried in order, and a
 * vaga moves only to a destination that has someone to take it; a vaga no destination can take stays
 * vacant in its own list. The rules are applied again until nothing moves. Lists the edital does not
 * use are skipped (the lei-15142 cascade names both PPIQ and the PPP/IND/QUI split an edital may set).
 */
export interface RegraDeReversao {
  de: Lista;
  para: readonly DestinoReversao[];
  fundamento: string;
}

/** What an edital may change in the racial percentages, and within which bounds. */
export interface LimitesDoEdital {
  /** The sets of racial lists an edital may use (the first is the regime's own). */
  divisoes: readonly (readonly ListaRacial[])[];
  /** Bounds of the racial total, in basis points. */
  totalRacialMinimo?: ParametroLegal<PontosBase>;
  totalRacialMaximo?: ParametroLegal<PontosBase>;
  /** Lower bounds per list, in basis points. */
  minimoPorLista: Partial<Record<ListaRacial, ParametroLegal<PontosBase>>>;
  /** The article that governs what an edital may set (quoted as "Edital, com base em …"). */
  fundamentoDoEdital: string;
  /** The article that lets an edital set a list to zero, per list (Decreto 12.536, art. 3º, § 6º). */
  fundamentoDoZero: Partial<Record<ListaRacial, string>>;
}

export interface ReservaPcd {
  percentual: ParametroLegal<PontosBase>;
  minimo: ParametroLegal<PontosBase>;
  maximo: ParametroLegal<PontosBase>;
  arredondamento: ParametroLegal<ModoArredondamento>;
}

export interface Regime {
  id: RegimeId;
  /** The act, as a clerk names it: "Decreto 12.536/2025". */
  nome: string;
  /** First and last publication dates (AAAA-MM-DD, inclusive) of the editais it governs. */
  vigenciaDesde: string;
  vigenciaAte?: string;
  fundamentoVigencia: string;
  /** The regime's racial lists, in the order they are placed in the nomination order. */
  listasRaciais: ListaRacial[];
  /** Default percentages, in basis points, PCD included. */
  percentuais: Partial<Record<ListaReservada, ParametroLegal<PontosBase>>>;
  /** Below this many vagas there is no racial reserve. */
  minimoVagas: ParametroLegal<number>;
  arredondamentoRacial: ParametroLegal<ModoArredondamento>;
  pcd: ReservaPcd;
  limitesDoEdital: LimitesDoEdital;
  /** Reversion cascade (RULES.md § 4.3), interpreted by the selection. */
  cascata: RegraDeReversao[];
  /** The article that asks for alternation and proportionality in the nomination order. */
  fundamentoOrdem: string;
}

/** PcD: at least 5% (Decreto 9.508, art. 1º, § 1º), at most 20% (Lei 8.112, art. 5º, § 2º), fraction up. */
export const RESERVA_PCD: ReservaPcd = {
  percentual: { valor: 500, fundamento: "Decreto 9.508/2018, art. 1º, § 1º" },
  minimo: { valor: 500, fundamento: "Decreto 9.508/2018, art. 1º, § 1º" },
  maximo: { valor: 2000, fundamento: "Lei 8.112/1990, art. 5º, § 2º" },
  arredondamento: {
    valor: "teto",
    fundamento: "Decreto 9.508/2018, art. 1º, § 3º",
  },
};

/** Decreto 9.508 is silent on unfilled PcD vagas; editais send them to the ampla concorrência. */
const PCD_PARA_AC: RegraDeReversao = {
  de: "PCD",
  para: ["AC"],
  fundamento:
    "Edital (o Decreto 9.508/2018 não dispõe; as vagas de PcD não providas vão à ampla concorrência)",
};

const PORCENTO = 100; // basis points per percentage point

export const REGIMES: Record<RegimeId, Regime> = {
  // Lei 12.990 had ten years of vigência (art. 6º); the STF kept it in force until the new law
  // (ADI 7.654, 2024), and Lei 15.142, art. 11, keeps it for the editais published before 04/06/2025.
  "lei-12990": {
    id: "lei-12990",
    nome: "Lei 12.990/2014",
    vigenciaDesde: "2014-06-10",
    vigenciaAte: "2025-06-03",
    fundamentoVigencia:
      "Lei 12.990/2014, art. 6º (editais publicados desde 10/06/2014); Lei 15.142/2025, art. 11 (editais anteriores a 04/06/2025)",
    listasRaciais: ["PPP"],
    percentuais: {
      PPP: { valor: 20 * PORCENTO, fundamento: "Lei 12.990/2014, art. 1º" },
      PCD: RESERVA_PCD.percentual,
    },
    minimoVagas: { valor: 3, fundamento: "Lei 12.990/2014, art. 1º, § 1º" },
    arredondamentoRacial: {
      valor: "meio-para-cima",
      fundamento: "Lei 12.990/2014, art. 1º, § 2º",
    },
    pcd: RESERVA_PCD,
    limitesDoEdital: {
      divisoes: [["PPP"]],
      totalRacialMinimo: {
        valor: 20 * PORCENTO,
        fundamento: "Lei 12.990/2014, art. 1º",
      },
      totalRacialMaximo: {
        valor: 20 * PORCENTO,
        fundamento: "Lei 12.990/2014, art. 1º",
      },
      minimoPorLista: {},
      fundamentoDoEdital: "Lei 12.990/2014, art. 1º",
      fundamentoDoZero: {},
    },
    cascata: [
      { de: "PPP", para: ["AC"], fundamento: "Lei 12.990/2014, art. 3º, § 3º" },
      PCD_PARA_AC,
      {
        de: "AC",
        para: ["PPP", "PCD"],
        fundamento:
          "Lei 12.990/2014, art. 3º (concorrência concomitante; a lei não dispõe sobre a falta na ampla)",
      },
    ],
    fundamentoOrdem: "Lei 12.990/2014, art. 4º",
  },
  "lei-15142": {
    id: "lei-15142",
    nome: "Lei 15.142/2025",
    vigenciaDesde: "2025-06-04",
    vigenciaAte: "2025-06-27",
    fundamentoVigencia:
      "Lei 15.142/2025, art. 14 (vigência em 04/06/2025); Decreto 12.536/2025, art. 25 (não se aplica aos editais publicados até 27/06/2025)",
    listasRaciais: ["PPIQ"],
    percentuais: {
      PPIQ: { valor: 30 * PORCENTO, fundamento: "Lei 15.142/2025, art. 1º" },
      PCD: RESERVA_PCD.percentual,
    },
    minimoVagas: { valor: 2, fundamento: "Lei 15.142/2025, art. 5º" },
    arredondamentoRacial: {
      valor: "meio-para-cima",
      fundamento: "Lei 15.142/2025, art. 5º, § 2º",
    },
    pcd: RESERVA_PCD,
    limitesDoEdital: {
      // The split among the three groups was left to regulation (art. 1º, § 1º), which did not exist
      // yet: an edital of this window may set its own, as long as the total stays 30%.
      divisoes: [["PPIQ"], ["PPP", "IND", "QUI"]],
      totalRacialMinimo: {
        valor: 30 * PORCENTO,
        fundamento: "Lei 15.142/2025, art. 1º",
      },
      totalRacialMaximo: {
        valor: 30 * PORCENTO,
        fundamento: "Lei 15.142/2025, art. 1º",
      },
      minimoPorLista: {},
      fundamentoDoEdital: "Lei 15.142/2025, art. 1º, § 1º (divisão ainda não regulamentada)",
      fundamentoDoZero: {},
    },
    cascata: [
      { de: "PPIQ", para: ["AC"], fundamento: "Lei 15.142/2025, art. 8º" },
      { de: "PPP", para: ["AC"], fundamento: "Lei 15.142/2025, art. 8º" },
      {
        de: "IND",
        para: ["QUI", "PPP", "AC"],
        fundamento: "Lei 15.142/2025, art. 8º (divisão do edital)",
      },
      {
        de: "QUI",
        para: ["IND", "PPP", "AC"],
        fundamento: "Lei 15.142/2025, art. 8º (divisão do edital)",
      },
      PCD_PARA_AC,
      {
        de: "AC",
        para: ["PPIQ", ["PPP", "IND", "QUI"], "PCD"],
        fundamento: "Lei 15.142/2025, art. 9º, § 1º",
      },
    ],
    fundamentoOrdem: "Lei 15.142/2025, art. 9º",
  },
  "decreto-12536": {
    id: "decreto-12536",
    nome: "Decreto 12.536/2025",
    vigenciaDesde: "2025-06-28",
    fundamentoVigencia: "Decreto 12.536/2025, arts. 25 e 26 (editais publicados depois de 27/06/2025)",
    listasRaciais: ["PPP", "IND", "QUI"],
    percentuais: {
      PPP: {
        valor: 25 * PORCENTO,
        fundamento: "Decreto 12.536/2025, art. 3º, I",
      },
      IND: {
        valor: 3 * PORCENTO,
        fundamento: "Decreto 12.536/2025, art. 3º, II",
      },
      QUI: {
        valor: 2 * PORCENTO,
        fundamento: "Decreto 12.536/2025, art. 3º, III",
      },
      PCD: RESERVA_PCD.percentual,
    },
    minimoVagas: {
      valor: 2,
      fundamento: "Lei 15.142/2025, art. 5º; Decreto 12.536/2025, art. 20",
    },
    arredondamentoRacial: {
      valor: "meio-para-cima",
      fundamento: "Lei 15.142/2025, art. 5º, § 2º",
    },
    pcd: RESERVA_PCD,
    limitesDoEdital: {
      divisoes: [["PPP", "IND", "QUI"]],
      totalRacialMaximo: {
        valor: 30 * PORCENTO,
        fundamento: "Decreto 12.536/2025, art. 3º, § 5º",
      },
      minimoPorLista: {
        PPP: {
          valor: 20 * PORCENTO,
          fundamento: "Decreto 12.536/2025, art. 3º, § 5º",
        },
      },
      fundamentoDoEdital: "Decreto 12.536/2025, art. 3º, § 5º",
      fundamentoDoZero: {
        IND: "Decreto 12.536/2025, art. 3º, § 6º (concursos do art. 29 da Lei 14.724/2023)",
      },
    },
    cascata: [
      {
        de: "QUI",
        para: ["IND", "PPP", "AC"],
        fundamento: "Decreto 12.536/2025, art. 3º, §§ 1º e 3º",
      },
      {
        de: "IND",
        para: ["QUI", "PPP", "AC"],
        fundamento: "Decreto 12.536/2025, art. 3º, §§ 2º e 3º",
      },
      { de: "PPP", para: ["AC"], fundamento: "Lei 15.142/2025, art. 8º" },
      PCD_PARA_AC,
      {
        de: "AC",
        para: [["PPP", "IND", "QUI"], "PCD"],
        fundamento: "Decreto 12.536/2025, art. 3º, § 4º; Lei 15.142/2025, art. 9º, § 1º",
      },
    ],
    fundamentoOrdem: "Lei 15.142/2025, art. 9º",
  },
};

const ORDEM_CRONOLOGICA: readonly Regime[] = [
  REGIMES["lei-12990"],
  REGIMES["lei-15142"],
  REGIMES["decreto-12536"],
];

function ehRegimeId(id: unknown): id is RegimeId {
  return typeof id === "string" && Object.prototype.hasOwnProperty.call(REGIMES, id);
}

/** The regime in force on a publication date, or undefined before Lei 12.990. */
function regimeNaData(data: string): Regime | undefined {
  return ORDEM_CRONOLOGICA.find((r) => r.vigenciaDesde <= data && (!r.vigenciaAte || data <= r.vigenciaAte));
}

/**
 * The edital's regime: the one it names, else the one in force on its publication date (Lei 15.142,
 * art. 11; Decreto 12.536, art. 25). A named regime wins over the date (an edital may invoke a rule
 * of its own, e.g. Decreto 12.536, art. 23, parágrafo único); `notaDoRegime` records the mismatch.
 */
export function regimeDoEdital(edital: Edital): Regime {
  const problemas: { campo: string; mensagem: string }[] = [];
  if (edital.regime !== undefined && !ehRegimeId(edital.regime)) {
    problemas.push({
      campo: "edital.regime",
      mensagem: `regime desconhecido "${String(edital.regime)}"; use ${Object.keys(REGIMES).join(", ")}`,
    });
  }
  if (edital.dataPublicacao !== undefined && !ehDataValida(edital.dataPublicacao)) {
    problemas.push({
      campo: "edital.dataPublicacao",
      mensagem: `data inválida "${String(edital.dataPublicacao)}"; escreva AAAA-MM-DD, por exemplo 2025-09-01`,
    });
  }
  if (edital.regime === undefined && edital.dataPublicacao === undefined) {
    problemas.push({
      campo: "edital.dataPublicacao",
      mensagem:
        "informe a data de publicação do edital (AAAA-MM-DD) ou o regime: a data escolhe a lei aplicável (Lei 15.142/2025, art. 11; Decreto 12.536/2025, art. 25)",
    });
  }
  if (problemas.length) throw new ErroDeEntrada(problemas);
  if (ehRegimeId(edital.regime)) return REGIMES[edital.regime];
  const data = edital.dataPublicacao as string;
  const regime = regimeNaData(data);
  if (!regime) {
    throw new ErroDeEntrada([
      {
        campo: "edital.dataPublicacao",
        mensagem: `edital publicado em ${formatarData(data)}, antes da Lei 12.990/2014 (art. 6º, parágrafo único: vale para editais publicados desde 10/06/2014); não há reserva racial a calcular`,
      },
    ]);
  }
  return regime;
}

/** Why this regime applies, for the clerk; says so when the named regime contradicts the date. */
export function notaDoRegime(edital: Edital, regime: Regime): Nota {
  const naData = ehDataValida(edital.dataPublicacao) ? regimeNaData(edital.dataPublicacao) : undefined;
  if (edital.regime === undefined) {
    return {
      texto: `Regime ${regime.nome}: edital publicado em ${formatarData(edital.dataPublicacao as string)}.`,
      fundamento: regime.fundamentoVigencia,
    };
  }
  if (naData && naData.id !== regime.id) {
    return {
      texto: `Regime ${regime.nome}, indicado no edital, embora a data de publicação (${formatarData(edital.dataPublicacao as string)}) corresponda a ${naData.nome}.`,
      fundamento: naData.fundamentoVigencia,
    };
  }
  return {
    texto: `Regime ${regime.nome}, indicado no edital.`,
    fundamento: regime.fundamentoVigencia,
  };
}

/**
 * The edital's cascade: the regime's, with unfilled PcD vagas sent where the edital says
 * (`reversaoPcdPara`, default AC).
 */
export function cascataDoEdital(edital: Edital, regime: Regime): RegraDeReversao[] {
  const destino = edital.reversaoPcdPara;
  if (!destino || destino === "AC") return regime.cascata;
  return regime.cascata.map((regra) =>
    regra.de === "PCD"
      ? {
          de: "PCD",
          para: [destino, "AC"],
          fundamento: "Edital (vagas de PcD não providas)",
        }
      : regra,
  );
}
