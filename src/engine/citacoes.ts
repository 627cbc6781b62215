/**
 * As citações: the one table of the acts and provisions the engine may cite, and the only way a
 * fundamento is written. Each provision says which lists and which regimes it governs; `fundamentar`
 * refuses a citation that does not govern the decision's lists or regime (a racial-quota article in a
 * note about PcD alone, Lei nº 15.142 in a concurso that Lei nº 12.990 still governs, the Decreto
 * nº 12.536 in an edital published before it, art. 25). Where the law is silent the fundamento says
 * "Edital (…)" or "critério adotado na falta de regra expressa: …" (the engine's reading, RULES § …) in
 * words a clerk can publish.
 * The form is the conventional one: "Lei nº 15.142/2025, art. 5º, caput", "art. 3º, §§ 1º e 3º",
 * "art. 6º, parágrafo único", one act named once per citation. The review table is docs/citacoes.md.
 */
import type { Lista, RegimeId } from "./tipos";

export type AtoId =
  "lei-12990" | "lei-15142" | "decreto-12536" | "decreto-9508" | "lei-8112" | "lei-10741" | "constituicao";

export interface Ato {
  /** As the act is cited: "Lei nº 15.142/2025". */
  nome: string;
  /** Date in force (AAAA-MM-DD). */
  vigorDesde: string;
  /** The regimes whose editais the act governs. */
  regimes: readonly RegimeId[];
}

const TODOS_OS_REGIMES: readonly RegimeId[] = ["lei-12990", "lei-15142", "decreto-12536"];
const LEI_NOVA: readonly RegimeId[] = ["lei-15142", "decreto-12536"];
/** Acts that bind every public body, whatever its quota rules (regime "edital" included). */
const TODOS_OS_ORGAOS: readonly RegimeId[] = [...TODOS_OS_REGIMES, "edital"];

export const ATOS: Record<AtoId, Ato> = {
  // In force on publication (DOU 10.6.2014, art. 6º); revoked by Lei nº 15.142, art. 13, save its art. 11.
  "lei-12990": { nome: "Lei nº 12.990/2014", vigorDesde: "2014-06-10", regimes: ["lei-12990"] },
  // DOU 4.6.2025, in force on publication (art. 14).
  "lei-15142": { nome: "Lei nº 15.142/2025", vigorDesde: "2025-06-04", regimes: LEI_NOVA },
  // DOU 27.6.2025 (edição extra), in force on publication (art. 26); not for earlier editais (art. 25).
  "decreto-12536": { nome: "Decreto nº 12.536/2025", vigorDesde: "2025-06-27", regimes: ["decreto-12536"] },
  // PcD: the same in every regime (DOU 25.9.2018; wording of Decreto nº 12.533/2025).
  "decreto-9508": { nome: "Decreto nº 9.508/2018", vigorDesde: "2018-09-25", regimes: TODOS_OS_REGIMES },
  "lei-8112": { nome: "Lei nº 8.112/1990", vigorDesde: "1990-12-12", regimes: TODOS_OS_REGIMES },
  // Estatuto da Pessoa Idosa: 90 days after its publication (DOU 3.10.2003).
  "lei-10741": {
    nome: "Lei nº 10.741/2003 (Estatuto da Pessoa Idosa)",
    vigorDesde: "2004-01-01",
    regimes: TODOS_OS_ORGAOS,
  },
  // The validity of the concurso (art. 37, III), for the calls made during it.
  constituicao: { nome: "Constituição", vigorDesde: "1988-10-05", regimes: TODOS_OS_ORGAOS },
};

/** A part of an article: its caput, a paragraph (with an inciso), an inciso of the caput, the parágrafo único. */
export type Parte = "caput" | "paragrafo-unico" | { paragrafo: number; inciso?: string } | { inciso: string };

export interface Dispositivo {
  ato: AtoId;
  /** Absent: the act as a whole (Decreto nº 9.508 on the evaluation of the disability, by the edital). */
  artigo?: number;
  /** Absent: the whole article. */
  parte?: Parte;
  /** The lists whose decisions it governs (a decision about other lists cannot cite it). */
  listas: readonly Lista[];
  /** Narrower or wider than the act's regimes (Lei nº 15.142, art. 11, also speaks of Lei nº 12.990). */
  regimes?: readonly RegimeId[];
  /** What it decides, for the review table. */
  governa: string;
  /** The words quoted when an edital is refused by it. */
  texto?: string;
}

const RACIAIS: readonly Lista[] = ["PPP", "IND", "QUI", "PPIQ"];
const PRETOS_E_PARDOS: readonly Lista[] = ["PPP", "PPIQ"];
const TODAS: readonly Lista[] = ["AC", "PPP", "IND", "QUI", "PPIQ", "PCD"];
const PCD: readonly Lista[] = ["PCD"];

const p = (paragrafo: number, inciso?: string): Parte => (inciso ? { paragrafo, inciso } : { paragrafo });

export const DISPOSITIVOS = {
  "lei-12990 1": {
    ato: "lei-12990",
    artigo: 1,
    parte: "caput",
    listas: RACIAIS,
    governa: "reserva de 20% das vagas aos negros",
  },
  "lei-12990 1 §1": {
    ato: "lei-12990",
    artigo: 1,
    parte: p(1),
    listas: RACIAIS,
    governa: "reserva só com 3 vagas ou mais",
  },
  "lei-12990 1 §2": {
    ato: "lei-12990",
    artigo: 1,
    parte: p(2),
    listas: RACIAIS,
    governa: "arredondamento da reserva (0,5 sobe)",
  },
  "lei-12990 2": {
    ato: "lei-12990",
    artigo: 2,
    parte: "caput",
    listas: RACIAIS,
    governa: "autodeclaração dos candidatos negros",
  },
  "lei-12990 2 pu": {
    ato: "lei-12990",
    artigo: 2,
    parte: "paragrafo-unico",
    listas: RACIAIS,
    governa: "declaração falsa: eliminação ou anulação da admissão",
  },
  "lei-12990 3": {
    ato: "lei-12990",
    artigo: 3,
    parte: "caput",
    listas: RACIAIS,
    governa: "concorrência concomitante às vagas reservadas e à ampla",
  },
  "lei-12990 3 §1": {
    ato: "lei-12990",
    artigo: 3,
    parte: p(1),
    listas: RACIAIS,
    governa: "negro aprovado na ampla não é computado na reserva",
  },
  "lei-12990 3 §2": {
    ato: "lei-12990",
    artigo: 3,
    parte: p(2),
    listas: RACIAIS,
    governa: "desistência: a vaga passa ao negro seguinte",
  },
  "lei-12990 3 §3": {
    ato: "lei-12990",
    artigo: 3,
    parte: p(3),
    listas: RACIAIS,
    governa: "reversão das vagas de negros à ampla",
  },
  "lei-12990 4": {
    ato: "lei-12990",
    artigo: 4,
    listas: TODAS,
    governa: "ordem de nomeação: alternância e proporcionalidade (negros e PcD)",
  },
  "lei-12990 6 pu": {
    ato: "lei-12990",
    artigo: 6,
    parte: "paragrafo-unico",
    listas: TODAS,
    governa: "não se aplica a editais anteriores a 10/06/2014",
  },

  "lei-15142 1": {
    ato: "lei-15142",
    artigo: 1,
    parte: "caput",
    listas: RACIAIS,
    governa: "reserva de 30% a pretos e pardos, indígenas e quilombolas",
    texto: "o percentual de 30% (trinta por cento) das vagas oferecidas",
  },
  "lei-15142 1 §1": {
    ato: "lei-15142",
    artigo: 1,
    parte: p(1),
    listas: RACIAIS,
    governa: "ato do Poder Executivo regulamenta as vagas de indígenas e quilombolas",
  },
  "lei-15142 1 §2": {
    ato: "lei-15142",
    artigo: 1,
    parte: p(2),
    listas: RACIAIS,
    governa: "reserva sobre as vagas do edital e as surgidas na validade",
  },
  "lei-15142 3 §1": {
    ato: "lei-15142",
    artigo: 3,
    parte: p(1),
    listas: PRETOS_E_PARDOS,
    governa: "confirmação da autodeclaração de pretos e pardos",
  },
  "lei-15142 3 §2": {
    ato: "lei-15142",
    artigo: 3,
    parte: p(2),
    listas: PRETOS_E_PARDOS,
    governa: "autodeclaração indeferida: segue na ampla se tiver pontuação em cada fase",
  },
  "lei-15142 3 §4": {
    ato: "lei-15142",
    artigo: 3,
    parte: p(4),
    listas: ["IND", "QUI", "PPIQ"],
    governa: "confirmação de indígenas e quilombolas: em regulamento",
  },
  "lei-15142 4 §1 I": {
    ato: "lei-15142",
    artigo: 4,
    parte: p(1, "I"),
    listas: RACIAIS,
    governa: "fraude com o certame em andamento: eliminação",
  },
  "lei-15142 4 §1 II": {
    ato: "lei-15142",
    artigo: 4,
    parte: p(1, "II"),
    listas: RACIAIS,
    governa: "fraude de quem já foi nomeado: anulação da admissão",
  },
  "lei-15142 4 §2": {
    ato: "lei-15142",
    artigo: 4,
    parte: p(2),
    listas: RACIAIS,
    governa: "fraude: resultado ao Ministério Público e à AGU",
  },
  "lei-15142 5": {
    ato: "lei-15142",
    artigo: 5,
    parte: "caput",
    listas: RACIAIS,
    governa: "reserva só com 2 vagas ou mais",
  },
  "lei-15142 5 §2": {
    ato: "lei-15142",
    artigo: 5,
    parte: p(2),
    listas: RACIAIS,
    governa: "arredondamento da reserva (0,5 sobe)",
  },
  "lei-15142 5 §3": {
    ato: "lei-15142",
    artigo: 5,
    parte: p(3),
    listas: RACIAIS,
    governa: "inscrição na reserva com menos de 2 vagas ou cadastro de reserva",
  },
  "lei-15142 5 §4": {
    ato: "lei-15142",
    artigo: 5,
    parte: p(4),
    listas: RACIAIS,
    governa: "reserva nas vagas surgidas na validade",
  },
  "lei-15142 6": {
    ato: "lei-15142",
    artigo: 6,
    listas: RACIAIS,
    governa: "optantes seguem em todas as etapas com a nota mínima de cada fase",
  },
  "lei-15142 7": {
    ato: "lei-15142",
    artigo: 7,
    parte: "caput",
    listas: RACIAIS,
    governa: "concorrência concomitante às vagas de ampla",
  },
  "lei-15142 7 §2": {
    ato: "lei-15142",
    artigo: 7,
    parte: p(2),
    listas: RACIAIS,
    governa: "optante nomeado na ampla não é computado na reserva",
  },
  "lei-15142 7 §3": {
    ato: "lei-15142",
    artigo: 7,
    parte: p(3),
    listas: RACIAIS,
    governa: "vaga reservada não preenchida passa ao seguinte da lista",
  },
  "lei-15142 8": {
    ato: "lei-15142",
    artigo: 8,
    listas: RACIAIS,
    governa: "reversão das vagas reservadas à ampla concorrência",
  },
  "lei-15142 9": {
    ato: "lei-15142",
    artigo: 9,
    parte: "caput",
    listas: TODAS,
    governa: "ordem de nomeação: alternância e proporcionalidade (todos os grupos)",
  },
  "lei-15142 9 §1": {
    ato: "lei-15142",
    artigo: 9,
    parte: p(1),
    listas: RACIAIS,
    governa: "ampla esgotada: nomeia a lista da reserva",
  },
  "lei-15142 9 §2": {
    ato: "lei-15142",
    artigo: 9,
    parte: p(2),
    listas: RACIAIS,
    governa: "a ordem da nomeação segue na vida funcional",
  },
  "lei-15142 11": {
    ato: "lei-15142",
    artigo: 11,
    listas: TODAS,
    regimes: TODOS_OS_REGIMES,
    governa: "editais anteriores a 04/06/2025 seguem na Lei nº 12.990/2014",
  },
  "lei-15142 13": {
    ato: "lei-15142",
    artigo: 13,
    listas: TODAS,
    regimes: TODOS_OS_REGIMES,
    governa: "revogação da Lei nº 12.990/2014, salvo o art. 11",
  },
  "lei-15142 14": {
    ato: "lei-15142",
    artigo: 14,
    listas: TODAS,
    governa: "vigência na publicação (04/06/2025)",
  },

  "decreto-12536 3 I": {
    ato: "decreto-12536",
    artigo: 3,
    parte: { inciso: "I" },
    listas: ["PPP"],
    governa: "25% a pretos e pardos",
  },
  "decreto-12536 3 II": {
    ato: "decreto-12536",
    artigo: 3,
    parte: { inciso: "II" },
    listas: ["IND"],
    governa: "3% a indígenas",
  },
  "decreto-12536 3 III": {
    ato: "decreto-12536",
    artigo: 3,
    parte: { inciso: "III" },
    listas: ["QUI"],
    governa: "2% a quilombolas",
  },
  "decreto-12536 3 §1": {
    ato: "decreto-12536",
    artigo: 3,
    parte: p(1),
    listas: ["QUI", "IND"],
    governa: "vagas de quilombolas revertidas a indígenas",
  },
  "decreto-12536 3 §2": {
    ato: "decreto-12536",
    artigo: 3,
    parte: p(2),
    listas: ["IND", "QUI"],
    governa: "vagas de indígenas revertidas a quilombolas",
  },
  "decreto-12536 3 §3": {
    ato: "decreto-12536",
    artigo: 3,
    parte: p(3),
    listas: ["IND", "QUI"],
    governa: "indígenas e quilombolas em falta: pretos e pardos, depois ampla",
  },
  "decreto-12536 3 §4": {
    ato: "decreto-12536",
    artigo: 3,
    parte: p(4),
    listas: ["PPP", "IND", "QUI"],
    governa: "ampla em falta: vagas revertidas às listas raciais, na proporção",
  },
  "decreto-12536 3 §5": {
    ato: "decreto-12536",
    artigo: 3,
    parte: p(5),
    listas: ["PPP", "IND", "QUI"],
    governa: "percentuais distintos: pretos e pardos no mínimo 20%, total no máximo 30%",
    texto:
      "respeitado o percentual mínimo de 20% (vinte por cento) para pessoas pretas e pardas, e o percentual máximo de 30% (trinta por cento) em relação ao total de vagas",
  },
  "decreto-12536 3 §6": {
    ato: "decreto-12536",
    artigo: 3,
    parte: p(6),
    listas: ["IND"],
    governa: "sem reserva de indígenas nos concursos do art. 29 da Lei nº 14.724/2023",
    texto:
      "O percentual de que trata o inciso II do caput não se aplica aos concursos públicos de que trata o art. 29 da Lei nº 14.724, de 14 de novembro de 2023",
  },
  "decreto-12536 14": {
    ato: "decreto-12536",
    artigo: 14,
    listas: ["QUI"],
    governa: "confirmação da autodeclaração de quilombolas por verificação documental",
  },
  "decreto-12536 15": {
    ato: "decreto-12536",
    artigo: 15,
    listas: ["QUI"],
    governa: "documentos da verificação de quilombolas",
  },
  "decreto-12536 16": {
    ato: "decreto-12536",
    artigo: 16,
    listas: ["PPP", "IND", "QUI"],
    governa: "concorrência concomitante às vagas de ampla",
  },
  "decreto-12536 17": {
    ato: "decreto-12536",
    artigo: 17,
    listas: ["PPP", "IND", "QUI"],
    governa: "optante nomeado na ampla não é computado na reserva",
  },
  "decreto-12536 18": {
    ato: "decreto-12536",
    artigo: 18,
    listas: ["PPP", "IND", "QUI"],
    governa: "concurso em fases: o optante com pontuação da ampla consta das duas listas",
  },
  "decreto-12536 19": {
    ato: "decreto-12536",
    artigo: 19,
    listas: ["PPP", "IND", "QUI"],
    governa: "optantes em todas as etapas com a nota mínima",
  },
  "decreto-12536 20": {
    ato: "decreto-12536",
    artigo: 20,
    parte: "caput",
    listas: ["PPP", "IND", "QUI"],
    governa: "reserva só com 2 vagas ou mais",
  },
  "decreto-12536 20 §1": {
    ato: "decreto-12536",
    artigo: 20,
    parte: p(1),
    listas: ["PPP", "IND", "QUI"],
    governa: "agrupamento de cargos em edital único",
  },
  "decreto-12536 20 §3": {
    ato: "decreto-12536",
    artigo: 20,
    parte: p(3),
    listas: ["PPP", "IND", "QUI"],
    governa: "medidas nos editais que agrupam cargos",
  },
  "decreto-12536 21": {
    ato: "decreto-12536",
    artigo: 21,
    parte: "caput",
    listas: ["PPP", "IND", "QUI"],
    governa: "várias reservas: classificado só na de maior percentual",
  },
  "decreto-12536 21 §2": {
    ato: "decreto-12536",
    artigo: 21,
    parte: p(2),
    listas: ["PPP", "IND", "QUI"],
    governa: "percentuais iguais: melhor posição relativa",
  },
  "decreto-12536 21 §3": {
    ato: "decreto-12536",
    artigo: 21,
    parte: p(3),
    listas: ["PPP", "IND", "QUI"],
    governa: "nas outras listas, apenas para informação",
  },
  "decreto-12536 25": {
    ato: "decreto-12536",
    artigo: 25,
    listas: TODAS,
    regimes: LEI_NOVA,
    governa: "não se aplica aos editais publicados até 27/06/2025",
  },
  "decreto-12536 26": {
    ato: "decreto-12536",
    artigo: 26,
    listas: TODAS,
    governa: "vigência na publicação (27/06/2025)",
  },

  "decreto-9508": {
    ato: "decreto-9508",
    listas: PCD,
    governa: "reserva a pessoas com deficiência e avaliação da deficiência, na forma do edital",
  },
  "decreto-9508 1 §1": {
    ato: "decreto-9508",
    artigo: 1,
    parte: p(1),
    listas: PCD,
    governa: "no mínimo 5% das vagas a pessoas com deficiência",
  },
  "decreto-9508 1 §3": {
    ato: "decreto-9508",
    artigo: 1,
    parte: p(3),
    listas: PCD,
    governa: "fração da reserva de PcD sobe",
  },
  "decreto-9508 1 §4 I": {
    ato: "decreto-9508",
    artigo: 1,
    parte: p(4, "I"),
    listas: PCD,
    governa: "reserva de PcD sobre o total das vagas do edital",
  },
  "lei-8112 5 §2": {
    ato: "lei-8112",
    artigo: 5,
    parte: p(2),
    listas: PCD,
    governa: "reserva de PcD de até 20% das vagas",
  },
  "lei-10741 27 pu": {
    ato: "lei-10741",
    artigo: 27,
    parte: "paragrafo-unico",
    listas: TODAS,
    governa: "desempate: a idade (60 anos ou mais), o mais velho primeiro",
  },
  "constituicao 37 III": {
    ato: "constituicao",
    artigo: 37,
    parte: { inciso: "III" },
    listas: TODAS,
    governa: "validade do concurso: até 2 anos, prorrogável uma vez por igual período",
  },
} as const satisfies Record<string, Dispositivo>;

export type DispositivoId = keyof typeof DISPOSITIVOS;

/** Where the law is silent: the edital decides, or the engine reads the law (RULES.md). */
export type Trecho = DispositivoId | { edital: string } | { leitura: string; regra: string };

/** A decision's subject: the regime it is taken in and the lists it is about. */
export interface Assunto {
  regime: RegimeId;
  listas: readonly Lista[];
}

/** Raised when the engine would write a citation that does not govern the decision (a defect, not bad input). */
export class CitacaoIndevida extends Error {
  override name = "CitacaoIndevida";
}

/** Whether the provision governs decisions about these lists in this regime. */
export function rege(id: DispositivoId, assunto: Assunto): boolean {
  const d: Dispositivo = DISPOSITIVOS[id];
  const regimes = d.regimes ?? ATOS[d.ato].regimes;
  return regimes.includes(assunto.regime) && assunto.listas.some((l) => d.listas.includes(l));
}

/** The trechos, checked against the subject: a provision that does not govern it is refused. */
export function fundamentar(assunto: Assunto, ...trechos: Trecho[]): Trecho[] {
  for (const t of trechos) {
    if (typeof t === "string" && !rege(t, assunto)) {
      throw new CitacaoIndevida(
        `citação indevida: ${citar([t])} não rege ${assunto.listas.join(", ")} no regime ${assunto.regime}`,
      );
    }
  }
  return trechos;
}

/** fundamentar, written out. */
export function fundamento(assunto: Assunto, ...trechos: Trecho[]): string {
  return citar(fundamentar(assunto, ...trechos));
}

/** "1º" … "9º", then "10", "11" (the ordinal up to nine, as laws number articles and paragraphs). */
function ordinal(n: number): string {
  return n < 10 ? `${n}º` : String(n);
}

/** "a", "a e b", "a, b e c"; ", e" when the item before the last has commas of its own. */
function enumerar(itens: readonly string[]): string {
  if (itens.length <= 1) return itens.join("");
  const ultimo = itens[itens.length - 1];
  const antes = itens.slice(0, -1);
  return `${antes.join(", ")}${antes[antes.length - 1].includes(",") ? ", e " : " e "}${ultimo}`;
}

function textoDaParte(parte: Parte): string {
  if (parte === "caput") return "caput";
  if (parte === "paragrafo-unico") return "parágrafo único";
  if ("paragrafo" in parte) return `§ ${ordinal(parte.paragrafo)}${parte.inciso ? `, ${parte.inciso}` : ""}`;
  return parte.inciso;
}

/** The parts of one article: "§§ 1º e 3º", "§ 1º, I, e § 2º", "caput". */
function textoDasPartes(partes: readonly Parte[]): string {
  const paragrafos = partes.filter((x) => typeof x === "object" && "paragrafo" in x && !x.inciso);
  if (paragrafos.length === partes.length && paragrafos.length > 1) {
    return `§§ ${enumerar(paragrafos.map((x) => ordinal((x as { paragrafo: number }).paragrafo)))}`;
  }
  return enumerar(partes.map(textoDaParte));
}

/** One act's provisions, named once: "Decreto nº 9.508/2018, art. 1º, §§ 1º e 3º". */
function textoDoAto(ato: AtoId, ids: readonly DispositivoId[]): string {
  const ds: Dispositivo[] = ids.map((id) => DISPOSITIVOS[id]);
  if (ds.some((d) => d.artigo === undefined)) return ATOS[ato].nome;
  const artigos = new Map<number, (Parte | undefined)[]>();
  for (const d of ds) {
    const partes = artigos.get(d.artigo!) ?? [];
    partes.push(d.parte);
    artigos.set(d.artigo!, partes);
  }
  const inteiros = [...artigos].filter(([, partes]) => partes.includes(undefined)).map(([a]) => a);
  if (inteiros.length === artigos.size && inteiros.length > 1) {
    return `${ATOS[ato].nome}, arts. ${enumerar(inteiros.map(ordinal))}`;
  }
  const textos = [...artigos].map(([a, partes]) =>
    partes.includes(undefined)
      ? `art. ${ordinal(a)}`
      : `art. ${ordinal(a)}, ${textoDasPartes(partes as Parte[])}`,
  );
  return `${ATOS[ato].nome}, ${enumerar(textos)}`;
}

/**
 * The trechos as the clerk reads them: each act once (at its first place), its provisions without
 * repetition; the edital once, with all it decides, and the engine's readings, in their place;
 * separated by "; ".
 */
export function citar(trechos: readonly Trecho[]): string {
  const ordem: (AtoId | "edital" | { leitura: string })[] = [];
  const porAto = new Map<AtoId, DispositivoId[]>();
  const doEdital: string[] = [];
  for (const t of trechos) {
    if (typeof t === "string") {
      const ato = DISPOSITIVOS[t].ato;
      const ids = porAto.get(ato);
      if (!ids) {
        porAto.set(ato, [t]);
        ordem.push(ato);
      } else if (!ids.includes(t)) ids.push(t);
    } else if ("edital" in t) {
      if (!ordem.includes("edital")) ordem.push("edital");
      if (t.edital && !doEdital.includes(t.edital)) doEdital.push(t.edital);
    } else {
      // The reading is said as what it is, in words that can be published; the rule it comes from
      // (t.regra, RULES) is the project's, not something a clerk cites.
      ordem.push({ leitura: `critério adotado na falta de regra expressa: ${t.leitura}` });
    }
  }
  return ordem
    .map((x) =>
      typeof x === "object"
        ? x.leitura
        : x === "edital"
          ? doEdital.length
            ? `Edital (${doEdital.join("; ")})`
            : "Edital"
          : textoDoAto(x, porAto.get(x)!),
    )
    .join("; ");
}
