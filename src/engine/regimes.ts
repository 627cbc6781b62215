/**
 * The three legal regimes of the racial reserve, as dated data: every value carries the article it
 * comes from, so that the quadro, the reversions and the order can quote it to the clerk.
 * RULES.md § 1. The PcD reserve does not depend on the regime and is the same record in all three.
 * A fourth record, "edital", is for bodies the federal acts do not bind (states, municipalities,
 * S-system entities, other Powers): the same shape, every value cited as the edital's.
 */
import { citado } from "./citado";
import type { ModoArredondamento } from "./arredondamento";
import { ehDataValida, formatarData } from "./datas";
import { NOME_DA_LISTA } from "./notas";
import { ErroDeEntrada } from "./tipos";
import type {
  Edital,
  Lista,
  ListaRacial,
  ListaReservada,
  Nota,
  PassoDaCascata,
  PontosBase,
  RegimeId,
} from "./tipos";
import { ATOS, citar, fundamentar, type Trecho } from "./citacoes";

/** A value of the law and where it is written (provisions of the citation table, checked). */
export interface ParametroLegal<T> {
  valor: T;
  fundamento: readonly Trecho[];
}

/**
 * One step of a reversion: a single list, or several lists sharing the vagas in proportion to their
 * percentages in the edital (largest remainder) among those that still have candidates to take them.
 */
export type DestinoReversao = Lista | readonly Lista[];

/**
 * Where the vagas a list cannot fill go (RULES.md § 4.3): the destinations are tried in order, and a
 * vaga moves only to a destination that has someone to take it; a vaga no destination can take stays
 * vacant in its own list. The rules are applied again until nothing moves; several rules of one list
 * are tried in order (each with the article of its own destinations). Lists the edital does not use
 * are skipped (the lei-15142 cascade names both PPIQ and the PPP/IND/QUI split an edital may set).
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
  /** The racial lists are only those the edital names in `percentuais` (regime "edital"). */
  somenteAsNomeadas?: boolean;
  /** Bounds of the racial total, in basis points. */
  totalRacialMinimo?: ParametroLegal<PontosBase>;
  totalRacialMaximo?: ParametroLegal<PontosBase>;
  /** Lower bounds per list, in basis points. */
  minimoPorLista: Partial<Record<ListaRacial, ParametroLegal<PontosBase>>>;
  /** Why an edital may set its own racial percentages here (cited beside "Edital"). */
  fundamentoDoEdital: readonly Trecho[];
  /** The provision that lets an edital set a list to zero, per list (Decreto nº 12.536, art. 3º, § 6º). */
  fundamentoDoZero: Partial<Record<ListaRacial, readonly Trecho[]>>;
  /** Lists the edital may not set to zero (other percentages, yes: Decreto nº 12.536, art. 3º, § 5º). */
  semZero?: { listas: readonly ListaRacial[]; fundamento: readonly Trecho[] };
}

export interface ReservaPcd {
  percentual: ParametroLegal<PontosBase>;
  /** Bounds of the percentage an edital may set. */
  minimo: ParametroLegal<PontosBase>;
  maximo: ParametroLegal<PontosBase>;
  /** The cap on the PcD vagas, as a share of the vagas (edital.tetoPcd; null: none). */
  teto: ParametroLegal<PontosBase>;
  /** Below this many vagas there is no PcD reserve (edital.minimoDeVagas.PCD). */
  minimoVagas: ParametroLegal<number>;
  arredondamento: ParametroLegal<ModoArredondamento>;
}

export interface Regime {
  id: RegimeId;
  /** The act, as it is cited: "Decreto nº 12.536/2025". */
  nome: string;
  /** Bound by the federal acts: an edital's choice that reserves less than they do is refused or
   *  warned about (regime "edital": false, every choice is the edital's). */
  federal: boolean;
  /** First and last publication dates (AAAA-MM-DD, inclusive) of the editais it governs (none: "edital"). */
  vigenciaDesde?: string;
  vigenciaAte?: string;
  fundamentoVigencia: string;
  /** The regime's racial lists, in the order they are placed in the nomination order. */
  listasRaciais: ListaRacial[];
  /** Default percentages, in basis points, PCD included. */
  percentuais: Partial<Record<ListaReservada, ParametroLegal<PontosBase>>>;
  /** Below this many vagas there is no racial reserve. */
  minimoVagas: ParametroLegal<number>;
  /** Why the reserve applies to the vagas arising during validity (a concurso for cadastro de reserva). */
  cadastroDeReserva: readonly Trecho[];
  arredondamentoRacial: ParametroLegal<ModoArredondamento>;
  pcd: ReservaPcd;
  limitesDoEdital: LimitesDoEdital;
  /** Reversion cascade (RULES.md § 4.3), interpreted by the selection. */
  cascata: RegraDeReversao[];
  /** The article that asks for alternation and proportionality in the nomination order (all lists). */
  fundamentoOrdem: string;
}

/** The citation checker for one regime's data (a provision that does not govern it fails at load). */
function em(regime: RegimeId) {
  return (listas: readonly Lista[], ...trechos: Trecho[]) => fundamentar({ regime, listas }, ...trechos);
}

const PCD: readonly Lista[] = ["PCD"];

/** PcD: at least 5% (Decreto nº 9.508, art. 1º, § 1º), at most 20% (Lei nº 8.112, art. 5º, § 2º), fraction up. */
export const RESERVA_PCD: ReservaPcd = {
  percentual: { valor: 500, fundamento: ["decreto-9508 1 §1"] },
  minimo: { valor: 500, fundamento: ["decreto-9508 1 §1"] },
  maximo: { valor: 2000, fundamento: ["lei-8112 5 §2"] },
  teto: { valor: 2000, fundamento: ["lei-8112 5 §2"] },
  minimoVagas: { valor: 1, fundamento: ["decreto-9508 1 §1"] },
  arredondamento: { valor: "teto", fundamento: ["decreto-9508 1 §3"] },
};
for (const r of ["lei-12990", "lei-15142", "decreto-12536"] as const) {
  for (const p of Object.values(RESERVA_PCD) as ParametroLegal<unknown>[]) em(r)(PCD, ...p.fundamento);
}

/** Decreto nº 9.508 is silent on unfilled PcD vagas; editais send them to the ampla concorrência. */
const PCD_PARA_AC = (regime: RegimeId): RegraDeReversao => ({
  de: "PCD",
  para: ["AC"],
  fundamento: citar(
    em(regime)(PCD, {
      edital:
        "as vagas de pessoas com deficiência não providas vão à ampla concorrência; o Decreto nº 9.508/2018 não dispõe",
    }),
  ),
});

/** AC vagas nobody in AC can take, to PcD: no act says so (the racial ones speak of their own lists). */
const AC_PARA_PCD = (regime: RegimeId): RegraDeReversao => ({
  de: "AC",
  para: ["PCD"],
  fundamento: citar(
    em(regime)(["AC", "PCD"], {
      edital: "vagas de ampla concorrência sem candidato aprovado passam às pessoas com deficiência",
    }),
  ),
});

const PORCENTO = 100; // basis points per percentage point

const L12990 = em("lei-12990");
const L15142 = em("lei-15142");
const D12536 = em("decreto-12536");
const EDT = em("edital");
const RACIAIS: readonly Lista[] = ["PPP", "IND", "QUI", "PPIQ"];
const TODAS: readonly Lista[] = ["AC", ...RACIAIS, "PCD"];
const PPP: readonly Lista[] = ["PPP"];
const PPIQ: readonly Lista[] = ["PPIQ"];
const DIVISAO: readonly Lista[] = ["PPP", "IND", "QUI"];

export const REGIMES: Record<RegimeId, Regime> = {
  // Lei 12.990 had ten years of vigência (art. 6º); the STF kept it in force until the new law
  // (ADI 7.654, 2024), and Lei 15.142, art. 11, keeps it for the editais published before 04/06/2025.
  "lei-12990": {
    id: "lei-12990",
    nome: ATOS["lei-12990"].nome,
    federal: true,
    vigenciaDesde: "2014-06-10",
    vigenciaAte: "2025-06-03",
    fundamentoVigencia: citar(L12990(PPP, "lei-12990 6 pu", "lei-15142 11")),
    listasRaciais: ["PPP"],
    percentuais: {
      PPP: { valor: 20 * PORCENTO, fundamento: L12990(PPP, "lei-12990 1") },
      PCD: RESERVA_PCD.percentual,
    },
    minimoVagas: { valor: 3, fundamento: L12990(PPP, "lei-12990 1 §1") },
    cadastroDeReserva: L12990(PPP, { edital: "cadastro de reserva; a Lei nº 12.990/2014 não dispõe" }),
    arredondamentoRacial: { valor: "meio-para-cima", fundamento: L12990(PPP, "lei-12990 1 §2") },
    pcd: RESERVA_PCD,
    limitesDoEdital: {
      divisoes: [["PPP"]],
      totalRacialMinimo: { valor: 20 * PORCENTO, fundamento: L12990(PPP, "lei-12990 1") },
      totalRacialMaximo: { valor: 20 * PORCENTO, fundamento: L12990(PPP, "lei-12990 1") },
      minimoPorLista: {},
      fundamentoDoEdital: L12990(PPP, "lei-12990 1"),
      fundamentoDoZero: {},
    },
    cascata: [
      { de: "PPP", para: ["AC"], fundamento: citar(L12990(PPP, "lei-12990 3 §3")) },
      PCD_PARA_AC("lei-12990"),
      {
        de: "AC",
        para: ["PPP"],
        fundamento: citar(
          L12990(["AC", "PPP"], {
            edital:
              "vagas de ampla concorrência sem candidato aprovado passam aos candidatos negros; a Lei nº 12.990/2014 não dispõe",
          }),
        ),
      },
      AC_PARA_PCD("lei-12990"),
    ],
    fundamentoOrdem: citar(L12990(["AC", "PPP", "PCD"], "lei-12990 4")),
  },
  "lei-15142": {
    id: "lei-15142",
    nome: ATOS["lei-15142"].nome,
    federal: true,
    vigenciaDesde: "2025-06-04",
    vigenciaAte: "2025-06-27",
    fundamentoVigencia: citar(L15142(PPIQ, "lei-15142 14", "decreto-12536 25")),
    listasRaciais: ["PPIQ"],
    percentuais: {
      PPIQ: { valor: 30 * PORCENTO, fundamento: L15142(PPIQ, "lei-15142 1") },
      PCD: RESERVA_PCD.percentual,
    },
    minimoVagas: { valor: 2, fundamento: L15142(PPIQ, "lei-15142 5") },
    cadastroDeReserva: L15142(PPIQ, "lei-15142 1 §2", "lei-15142 5 §3", "lei-15142 5 §4"),
    arredondamentoRacial: { valor: "meio-para-cima", fundamento: L15142(PPIQ, "lei-15142 5 §2") },
    pcd: RESERVA_PCD,
    limitesDoEdital: {
      // The split among the three groups was left to an act of the Executive (art. 1º, § 1º), which
      // did not exist yet (the Decreto does not apply here, its art. 25): an edital of this window may
      // set its own split, as long as the total stays 30%.
      divisoes: [["PPIQ"], ["PPP", "IND", "QUI"]],
      totalRacialMinimo: { valor: 30 * PORCENTO, fundamento: L15142(PPIQ, "lei-15142 1") },
      totalRacialMaximo: { valor: 30 * PORCENTO, fundamento: L15142(PPIQ, "lei-15142 1") },
      minimoPorLista: {},
      fundamentoDoEdital: L15142(
        PPIQ,
        {
          edital:
            "divisão dos 30% entre os grupos, que a lei deixou a ato do Poder Executivo ainda não editado",
        },
        "lei-15142 1",
        "lei-15142 1 §1",
      ),
      fundamentoDoZero: {},
    },
    cascata: [
      { de: "PPIQ", para: ["AC"], fundamento: citar(L15142(PPIQ, "lei-15142 8")) },
      { de: "PPP", para: ["AC"], fundamento: citar(L15142(PPP, "lei-15142 8")) },
      // The edital's own split: the Lei reverts only to the ampla (art. 8º); moves between the groups
      // are the edital's.
      ...(["IND", "QUI"] as const).flatMap((de): RegraDeReversao[] => [
        {
          de,
          para: [de === "IND" ? "QUI" : "IND", "PPP"],
          fundamento: citar(
            L15142([de], {
              edital:
                "divisão própria entre pretos e pardos, indígenas e quilombolas, com a sua reversão entre os grupos",
            }),
          ),
        },
        { de, para: ["AC"], fundamento: citar(L15142([de], "lei-15142 8")) },
      ]),
      PCD_PARA_AC("lei-15142"),
      {
        de: "AC",
        para: ["PPIQ", DIVISAO],
        fundamento: citar(L15142(["AC", ...PPIQ, ...DIVISAO], "lei-15142 9 §1")),
      },
      AC_PARA_PCD("lei-15142"),
    ],
    fundamentoOrdem: citar(L15142(["AC", "PPIQ", "PCD"], "lei-15142 9")),
  },
  "decreto-12536": {
    id: "decreto-12536",
    nome: ATOS["decreto-12536"].nome,
    federal: true,
    vigenciaDesde: "2025-06-28",
    fundamentoVigencia: citar(D12536(DIVISAO, "decreto-12536 25", "decreto-12536 26")),
    listasRaciais: ["PPP", "IND", "QUI"],
    percentuais: {
      PPP: { valor: 25 * PORCENTO, fundamento: D12536(PPP, "decreto-12536 3 I") },
      IND: { valor: 3 * PORCENTO, fundamento: D12536(["IND"], "decreto-12536 3 II") },
      QUI: { valor: 2 * PORCENTO, fundamento: D12536(["QUI"], "decreto-12536 3 III") },
      PCD: RESERVA_PCD.percentual,
    },
    minimoVagas: { valor: 2, fundamento: D12536(DIVISAO, "lei-15142 5", "decreto-12536 20") },
    cadastroDeReserva: D12536(DIVISAO, "lei-15142 1 §2", "lei-15142 5 §3", "lei-15142 5 §4"),
    arredondamentoRacial: { valor: "meio-para-cima", fundamento: D12536(DIVISAO, "lei-15142 5 §2") },
    pcd: RESERVA_PCD,
    limitesDoEdital: {
      divisoes: [["PPP", "IND", "QUI"]],
      totalRacialMinimo: { valor: 30 * PORCENTO, fundamento: D12536(DIVISAO, "lei-15142 1") },
      totalRacialMaximo: { valor: 30 * PORCENTO, fundamento: D12536(DIVISAO, "decreto-12536 3 §5") },
      minimoPorLista: {
        PPP: { valor: 20 * PORCENTO, fundamento: D12536(PPP, "decreto-12536 3 §5") },
      },
      fundamentoDoEdital: D12536(
        DIVISAO,
        { edital: "percentuais distintos, nos órgãos que atuam com políticas para indígenas e quilombolas" },
        "decreto-12536 3 §5",
      ),
      fundamentoDoZero: {
        IND: D12536(["IND"], { edital: "concurso do art. 29 da Lei nº 14.724/2023" }, "decreto-12536 3 §6"),
      },
      semZero: {
        listas: ["QUI"],
        fundamento: D12536(["QUI", "IND"], "decreto-12536 3 §5", "decreto-12536 3 §6"),
      },
    },
    cascata: [
      {
        de: "QUI",
        para: ["IND", "PPP", "AC"],
        fundamento: citar(D12536(["QUI"], "decreto-12536 3 §1", "decreto-12536 3 §3")),
      },
      {
        de: "IND",
        para: ["QUI", "PPP", "AC"],
        fundamento: citar(D12536(["IND"], "decreto-12536 3 §2", "decreto-12536 3 §3")),
      },
      { de: "PPP", para: ["AC"], fundamento: citar(D12536(PPP, "lei-15142 8")) },
      PCD_PARA_AC("decreto-12536"),
      {
        de: "AC",
        para: [DIVISAO],
        fundamento: citar(D12536(["AC", ...DIVISAO], "decreto-12536 3 §4", "lei-15142 9 §1")),
      },
      AC_PARA_PCD("decreto-12536"),
    ],
    fundamentoOrdem: citar(D12536(["AC", ...DIVISAO, "PCD"], "lei-15142 9")),
  },
  // A body the federal acts do not bind: the lists are those the edital names in `percentuais` (a
  // single 30% list included), without the federal bounds; the defaults are the federal conventions
  // (half-up for the racial lists, ceiling for PcD capped at 20%, the Decreto's cascade), each cited
  // as the edital's, since no act of the table governs this body (fundamentar refuses them here).
  edital: {
    id: "edital",
    nome: "Edital",
    federal: false,
    fundamentoVigencia: citar(
      EDT(TODAS, {
        edital:
          "órgão não vinculado aos atos federais de reserva de vagas; listas, percentuais e regras do próprio edital",
      }),
    ),
    listasRaciais: [],
    percentuais: {
      PCD: { valor: 0, fundamento: EDT(PCD, { edital: "sem reserva a pessoas com deficiência" }) },
    },
    minimoVagas: {
      valor: 1,
      fundamento: EDT(RACIAIS, { edital: "reserva racial com qualquer número de vagas" }),
    },
    cadastroDeReserva: EDT(RACIAIS, { edital: "reserva nas vagas que surgirem durante a validade" }),
    arredondamentoRacial: {
      valor: "meio-para-cima",
      fundamento: EDT(RACIAIS, { edital: "arredondamento: fração igual ou maior que 0,5 sobe, menor desce" }),
    },
    pcd: {
      percentual: { valor: 0, fundamento: EDT(PCD, { edital: "sem reserva a pessoas com deficiência" }) },
      minimo: { valor: 0, fundamento: EDT(PCD, { edital: "percentual próprio" }) },
      maximo: { valor: 100 * PORCENTO, fundamento: EDT(PCD, { edital: "percentual próprio" }) },
      teto: { valor: 20 * PORCENTO, fundamento: EDT(PCD, { edital: "no máximo 20% das vagas" }) },
      minimoVagas: { valor: 1, fundamento: EDT(PCD, { edital: "reserva com qualquer número de vagas" }) },
      arredondamento: {
        valor: "teto",
        fundamento: EDT(PCD, { edital: "arredondamento: qualquer fração sobe" }),
      },
    },
    limitesDoEdital: {
      divisoes: [["PPIQ"], ["PPP", "IND", "QUI"]],
      somenteAsNomeadas: true,
      minimoPorLista: {},
      fundamentoDoEdital: EDT(RACIAIS, { edital: "percentual próprio" }),
      fundamentoDoZero: {},
    },
    cascata: [
      ...(["QUI", "IND"] as const).map((de): RegraDeReversao => ({
        de,
        para: [de === "QUI" ? "IND" : "QUI", "PPP", "AC"],
        fundamento: citar(
          EDT([de], {
            edital: "reversão entre indígenas e quilombolas, depois a pretos e pardos e à ampla concorrência",
          }),
        ),
      })),
      ...(["PPP", "PPIQ"] as const).map((de): RegraDeReversao => ({
        de,
        para: ["AC"],
        fundamento: citar(EDT([de], { edital: "vagas reservadas não providas vão à ampla concorrência" })),
      })),
      {
        de: "PCD",
        para: ["AC"],
        fundamento: citar(
          EDT(PCD, { edital: "as vagas de pessoas com deficiência não providas vão à ampla concorrência" }),
        ),
      },
      {
        de: "AC",
        para: ["PPIQ", DIVISAO],
        fundamento: citar(
          EDT(["AC", ...RACIAIS], {
            edital:
              "vagas de ampla concorrência sem candidato aprovado passam às listas raciais, na proporção",
          }),
        ),
      },
      AC_PARA_PCD("edital"),
    ],
    fundamentoOrdem: citar(
      EDT(TODAS, { edital: "ordem de nomeação com alternância e proporcionalidade entre as listas" }),
    ),
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
  return ORDEM_CRONOLOGICA.find((r) => r.vigenciaDesde! <= data && (!r.vigenciaAte || data <= r.vigenciaAte));
}

const ANTES_DA_LEI_12990 = `antes da Lei nº 12.990/2014 (${citar(["lei-12990 6 pu"])}: vale para editais publicados desde 10/06/2014); não há reserva racial a calcular`;

/**
 * Why a regime named by the edital cannot govern an edital of that date, or undefined when it can.
 * The law decides by the publication date (Lei nº 15.142, arts. 11 and 13; Decreto nº 12.536, art. 25).
 */
function regimeContraria(nomeado: Regime, naData: Regime | undefined, data: string): string | undefined {
  if (naData?.id === nomeado.id) return undefined;
  const publicado = `o edital indica o regime ${nomeado.nome}, mas foi publicado em ${formatarData(data)}`;
  if (!naData) return `${publicado}, ${ANTES_DA_LEI_12990}`;
  if (nomeado.id === "lei-12990") {
    return `${publicado}: a Lei nº 12.990/2014 foi revogada pela Lei nº 15.142/2025 e só rege os editais publicados antes de 04/06/2025 (${citar(["lei-15142 11", "lei-15142 13"])})`;
  }
  if (naData.id === "lei-12990") {
    return `${publicado}, antes de 04/06/2025: o concurso continua regido pela Lei nº 12.990/2014 (${citar(["lei-15142 11"])})`;
  }
  if (nomeado.id === "decreto-12536") {
    return `${publicado}: o Decreto nº 12.536/2025 não se aplica aos editais publicados até 27/06/2025 (${citar(["decreto-12536 25"])}); rege a Lei nº 15.142/2025 sozinha`;
  }
  return `${publicado}: os editais publicados depois de 27/06/2025 seguem o Decreto nº 12.536/2025, que regulamenta a Lei nº 15.142/2025 (${citar(["decreto-12536 25", "decreto-12536 26"])})`;
}

/**
 * The edital's regime: the one in force on its publication date (Lei nº 15.142, art. 11; Decreto
 * nº 12.536, art. 25). An edital may name its regime (when the date is not known), but a named regime
 * that the date contradicts is refused with the article.
 */
export function regimeDoEdital(edital: Edital): Regime {
  const problemas: { campo: string; mensagem: string }[] = [];
  if (edital.regime !== undefined && !ehRegimeId(edital.regime)) {
    problemas.push({
      campo: "edital.regime",
      mensagem: `regime desconhecido ${citado(edital.regime)}; use ${Object.keys(REGIMES).join(", ")}`,
    });
  }
  if (edital.dataPublicacao !== undefined && !ehDataValida(edital.dataPublicacao)) {
    problemas.push({
      campo: "edital.dataPublicacao",
      mensagem: `data inválida ${citado(edital.dataPublicacao)}; escreva AAAA-MM-DD, por exemplo 2025-09-01`,
    });
  }
  if (edital.regime === undefined && edital.dataPublicacao === undefined) {
    problemas.push({
      campo: "edital.dataPublicacao",
      mensagem: `informe a data de publicação do edital (AAAA-MM-DD) ou o regime: a data escolhe a lei aplicável (${citar(["lei-15142 11", "decreto-12536 25"])})`,
    });
  }
  if (problemas.length) throw new ErroDeEntrada(problemas);
  // Not bound by the federal acts: their dates do not choose anything.
  if (edital.regime === "edital") return REGIMES.edital;
  const data = edital.dataPublicacao;
  if (ehRegimeId(edital.regime)) {
    const nomeado = REGIMES[edital.regime];
    const contraria = data === undefined ? undefined : regimeContraria(nomeado, regimeNaData(data), data);
    if (contraria) throw new ErroDeEntrada([{ campo: "edital.regime", mensagem: contraria }]);
    return nomeado;
  }
  const regime = regimeNaData(data as string);
  if (!regime) {
    throw new ErroDeEntrada([
      {
        campo: "edital.dataPublicacao",
        mensagem: `edital publicado em ${formatarData(data as string)}, ${ANTES_DA_LEI_12990}`,
      },
    ]);
  }
  return regime;
}

/** Why this regime applies, for the clerk (a named regime agrees with the date: regimeDoEdital). */
export function notaDoRegime(edital: Edital, regime: Regime): Nota {
  if (!regime.federal) {
    return {
      texto: `Regime do edital: órgão não vinculado aos atos federais de reserva de vagas (${ATOS["lei-15142"].nome}, ${ATOS["decreto-12536"].nome}, ${ATOS["decreto-9508"].nome}, ${ATOS["lei-8112"].nome}), que não foram aplicados; listas, percentuais e regras são os do edital.`,
      fundamento: regime.fundamentoVigencia,
    };
  }
  return {
    texto:
      edital.dataPublicacao === undefined
        ? `Regime ${regime.nome}, indicado no edital.`
        : `Regime ${regime.nome}: edital publicado em ${formatarData(edital.dataPublicacao)}.`,
    fundamento: regime.fundamentoVigencia,
  };
}

/** The regime's own reversions of the reserved lists (not PcD nor AC, where the acts are silent). */
function fundamentoDasReversoes(regime: Regime): string {
  const racial = regime.cascata.filter((r) => r.de !== "PCD" && r.de !== "AC").map((r) => r.fundamento);
  return [...new Set(racial)].join("; ");
}

function nomes(listas: readonly Lista[]): string {
  const n = listas.map((l) => NOME_DA_LISTA[l]);
  return n.length > 1 ? `${n.slice(0, -1).join(", ")} ou ${n[n.length - 1]}` : n.join("");
}

/**
 * The edital's own steps (their shape is checked by the edital's schema, esquemaDoEdital.ts): a step
 * that sends a list's vagas to that same list is refused.
 */
function passosDoEdital(passos: readonly PassoDaCascata[], regime: Regime): RegraDeReversao[] {
  const problemas = passos.flatMap((passo, i) =>
    passo.para.includes(passo.de)
      ? [
          {
            campo: `edital.cascata[${i}].para`,
            mensagem: `as vagas de ${passo.de} não podem ir para a própria lista`,
          },
        ]
      : [],
  );
  if (problemas.length) throw new ErroDeEntrada(problemas);
  return passos.map((passo) => ({
    de: passo.de,
    para: passo.para,
    fundamento: citar(
      em(regime.id)([passo.de], {
        edital: `vagas de ${NOME_DA_LISTA[passo.de]} não providas passam a ${nomes(passo.para)}`,
      }),
    ),
  }));
}

/** The regime's cascade with every reserved list sent straight to the ampla ("sem troca"); AC keeps its rules. */
function diretoParaAmpla(regime: Regime): RegraDeReversao[] {
  const vistas = new Set<Lista>();
  return regime.cascata.flatMap((regra): RegraDeReversao[] => {
    if (regra.de === "AC") return [regra];
    if (vistas.has(regra.de)) return [];
    vistas.add(regra.de);
    const sobre: readonly Lista[] = [regra.de];
    return [
      {
        de: regra.de,
        para: ["AC"],
        fundamento: citar(
          em(regime.id)(sobre, {
            edital:
              "vagas reservadas não providas vão direto à ampla concorrência, sem troca entre as listas",
          }),
        ),
      },
    ];
  });
}

/**
 * The edital's cascade (`cascata`): the regime's ("lei", default), every reserved list straight to
 * AC ("direto-para-ampla"), or the edital's own steps; then unfilled PcD vagas sent where the edital
 * says (`reversaoPcdPara`, default AC) unless its own steps say it. Under a federal regime the
 * reversion of the reserved vagas is the act's: another cascade is refused with its articles.
 */
export function cascataDoEdital(edital: Edital, regime: Regime): RegraDeReversao[] {
  const escolhida = edital.cascata ?? "lei";
  if (escolhida !== "lei" && regime.federal) {
    throw new ErroDeEntrada([
      {
        campo: "edital.cascata",
        mensagem: `no regime ${regime.nome} a reversão das vagas reservadas não preenchidas é a do ato (${fundamentoDasReversoes(regime)}); um edital regido por ele não pode mudá-la`,
      },
    ]);
  }
  if (Array.isArray(escolhida)) return passosDoEdital(escolhida, regime);
  const cascata = escolhida === "lei" ? regime.cascata : diretoParaAmpla(regime);
  const destino = edital.reversaoPcdPara;
  if (!destino || destino === "AC") return cascata;
  return cascata.map((regra) =>
    regra.de === "PCD"
      ? {
          de: "PCD",
          para: [destino, "AC"],
          fundamento: citar(em(regime.id)(PCD, { edital: "vagas de pessoas com deficiência não providas" })),
        }
      : regra,
  );
}
