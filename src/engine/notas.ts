/**
 * As notas: every decision of the allocation explained to the clerk in pt-BR, each with the article
 * behind it. One builder per kind of decision, so the same decision always reads the same way in the
 * CLI, the sheets and the task pane. Notes whose text does not depend on the candidate are built once
 * and shared (a million waiting candidates share one "aguardando" note).
 * Every fundamento is written from the citation table (citacoes.ts) for the decision's lists and
 * regime: a provision that does not govern them is refused. The review table is docs/citacoes.md.
 */
import { fundamento as fundamentoDe, type Trecho } from "./citacoes";
import { formatarNumero } from "./decimal";
import type { Lista, ListaReservada, Nota, PontosBase, RegimeId } from "./tipos";

export const NOME_DA_LISTA: Record<Lista, string> = {
  AC: "ampla concorrência",
  PPP: "pessoas pretas e pardas",
  IND: "indígenas",
  QUI: "quilombolas",
  PPIQ: "pessoas pretas e pardas, indígenas e quilombolas",
  PCD: "pessoas com deficiência",
};

/** The list's name in the regime's own words: under Lei nº 12.990 the reserve is for "candidatos negros". */
export function nomeDaLista(regime: RegimeId, lista: Lista): string {
  return regime === "lei-12990" && lista === "PPP" ? "candidatos negros" : NOME_DA_LISTA[lista];
}

/** The lists' short names in text, one spelling each ("PcD", never "PCD", the code). */
export const SIGLA_DA_LISTA: Record<Lista, string> = {
  AC: "AC",
  PPP: "PPP",
  IND: "IND",
  QUI: "QUI",
  PPIQ: "PPIQ",
  PCD: "PcD",
};

/** "ampla concorrência (AC)": a list as a label (sheet columns), not inside a sentence. */
export function rotulo(lista: Lista): string {
  return `${NOME_DA_LISTA[lista]} (${SIGLA_DA_LISTA[lista]})`;
}

/** A count with its noun in the right number: contar(1, "vaga") → "1 vaga"; contar(2, "posição", "posições"). */
export function contar(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** "da vaga reservada" (one), "das 3 vagas reservadas". */
function dasVagas(n: number, singular: string, plural: string): string {
  return n === 1 ? `da ${singular}` : `das ${n} ${plural}`;
}

const RACIAIS: readonly Lista[] = ["PPP", "IND", "QUI", "PPIQ"];
export const ehRacial = (l: Lista) => RACIAIS.includes(l);

/** The racial-reserve provisions of each regime, per kind of decision. */
export interface ArtigosRaciais {
  concomitancia: Trecho[];
  naoComputado: Trecho[];
  desistencia: Trecho[];
  fraude: Trecho[];
  fraudeDoNomeado: Trecho[];
  semCorteAC: Trecho[];
  /** In a phase, the optant who goes on by AC is shown in both lists and takes no reserved place. */
  naFase: Trecho[];
  /** Confirmation of the self-declaration, per racial list: asked for (pendente) and refused. */
  confirmacao: Partial<Record<Lista, Trecho[]>>;
  indeferimento: Partial<Record<Lista, Trecho[]>>;
  ordemNaCarreira: Trecho[];
  cadastroDeReserva: Trecho[];
  /** Decreto nº 12.536, art. 21, where it applies; the edital's rule elsewhere. */
  maiorPercentual: Trecho[];
  posicaoRelativa: Trecho[];
  informativo: Trecho[];
  /** Where an unfilled reserved vaga would go, per racial list (PPP: the default). */
  reversao: Partial<Record<Lista, Trecho[]>>;
}

const EDITAL_CONFIRMACAO: Trecho = { edital: "procedimento de confirmação da autodeclaração" };
// Decreto nº 12.536, art. 21, would decide: it does not apply to editais published until 27/06/2025 (art. 25).
const SEM_DECRETO: Trecho[] = [
  { edital: "várias reservas raciais: o candidato é classificado em uma delas" },
  "decreto-12536 25",
];
const POSICAO_RELATIVA: Trecho = {
  leitura:
    "percentuais iguais: vale a melhor posição relativa, classificação dividida pelas vagas reservadas",
  regra: "§ 3",
};

// No act says it of a phase in so many words: the rule of art. 7, § 2º, applied to each phase (RULES § 8;
// the courts annulled phase results that counted such optants in the reserve, TRF3 ap. 5000912-13.2021).
const NAO_COMPUTADO_NA_FASE: Trecho = {
  leitura:
    "na fase, o optante que segue pela ampla concorrência consta também da lista reservada, sem ocupar lugar dela",
  regra: "§ 8",
};

const LEI_15142: ArtigosRaciais = {
  concomitancia: ["lei-15142 7"],
  naoComputado: ["lei-15142 7 §2"],
  desistencia: ["lei-15142 7 §3"],
  fraude: ["lei-15142 4 §1 I", "lei-15142 4 §2"],
  fraudeDoNomeado: ["lei-15142 4 §1 II", "lei-15142 4 §2"],
  semCorteAC: ["lei-15142 6"],
  naFase: ["lei-15142 7 §2", NAO_COMPUTADO_NA_FASE],
  confirmacao: {
    PPP: ["lei-15142 3 §1"],
    PPIQ: ["lei-15142 3 §1", "lei-15142 3 §4"],
    IND: ["lei-15142 3 §4", EDITAL_CONFIRMACAO],
    QUI: ["lei-15142 3 §4", EDITAL_CONFIRMACAO],
  },
  indeferimento: {
    PPP: ["lei-15142 3 §2"],
    PPIQ: ["lei-15142 3 §2", "lei-15142 3 §4"],
    IND: ["lei-15142 3 §4", EDITAL_CONFIRMACAO],
    QUI: ["lei-15142 3 §4", EDITAL_CONFIRMACAO],
  },
  ordemNaCarreira: ["lei-15142 9 §2"],
  cadastroDeReserva: ["lei-15142 1 §2", "lei-15142 5 §4"],
  maiorPercentual: SEM_DECRETO,
  posicaoRelativa: [...SEM_DECRETO, POSICAO_RELATIVA],
  informativo: SEM_DECRETO,
  reversao: { PPP: ["lei-15142 8"] },
};

/** A body not bound by the federal acts: each racial decision is the edital's, in its own words. */
const DO_EDITAL = (regra: string): Trecho[] => [{ edital: regra }];
const UMA_DAS_RESERVAS = DO_EDITAL("várias reservas: o candidato é classificado em uma delas");
const SO_DO_EDITAL: ArtigosRaciais = {
  concomitancia: DO_EDITAL("o optante concorre também às vagas de ampla concorrência"),
  naoComputado: DO_EDITAL("optante classificado na ampla concorrência não é computado na reserva"),
  desistencia: DO_EDITAL("o lugar do desistente passa ao próximo da lista"),
  fraude: DO_EDITAL("declaração falsa apurada em procedimento administrativo"),
  fraudeDoNomeado: DO_EDITAL("declaração falsa de quem já foi nomeado: anulação da admissão"),
  semCorteAC: DO_EDITAL("o optante segue nas etapas com a nota mínima de cada fase"),
  naFase: DO_EDITAL("o optante que segue pela ampla concorrência na fase não ocupa lugar da reserva"),
  confirmacao: {},
  indeferimento: {},
  ordemNaCarreira: DO_EDITAL("quem já foi nomeado mantém a posição"),
  cadastroDeReserva: DO_EDITAL("reserva nas vagas que surgirem durante a validade"),
  maiorPercentual: UMA_DAS_RESERVAS,
  posicaoRelativa: [...UMA_DAS_RESERVAS, POSICAO_RELATIVA],
  informativo: UMA_DAS_RESERVAS,
  reversao: { PPP: DO_EDITAL("vagas reservadas não providas passam a outra lista") },
};

const ARTIGOS: Record<RegimeId, ArtigosRaciais> = {
  edital: SO_DO_EDITAL,
  "lei-12990": {
    concomitancia: ["lei-12990 3"],
    naoComputado: ["lei-12990 3 §1"],
    desistencia: ["lei-12990 3 §2"],
    fraude: ["lei-12990 2 pu"],
    fraudeDoNomeado: ["lei-12990 2 pu"],
    semCorteAC: [
      {
        edital: "o optante segue nas etapas com a nota mínima de cada fase; a Lei nº 12.990/2014 não dispõe",
      },
    ],
    naFase: ["lei-12990 3 §1", NAO_COMPUTADO_NA_FASE],
    confirmacao: { PPP: ["lei-12990 2", EDITAL_CONFIRMACAO] },
    indeferimento: { PPP: ["lei-12990 2", EDITAL_CONFIRMACAO] },
    ordemNaCarreira: [{ edital: "quem já foi nomeado mantém a posição; a Lei nº 12.990/2014 não dispõe" }],
    cadastroDeReserva: [{ edital: "cadastro de reserva; a Lei nº 12.990/2014 não dispõe" }],
    maiorPercentual: [{ edital: "várias reservas: o candidato é classificado em uma delas" }],
    posicaoRelativa: [
      { edital: "várias reservas: o candidato é classificado em uma delas" },
      POSICAO_RELATIVA,
    ],
    informativo: [{ edital: "várias reservas: o candidato é classificado em uma delas" }],
    reversao: { PPP: ["lei-12990 3 §3"] },
  },
  "lei-15142": LEI_15142,
  "decreto-12536": {
    ...LEI_15142,
    concomitancia: ["lei-15142 7", "decreto-12536 16"],
    naoComputado: ["lei-15142 7 §2", "decreto-12536 17"],
    semCorteAC: ["lei-15142 6", "decreto-12536 19"],
    naFase: ["decreto-12536 18", "lei-15142 7 §2", NAO_COMPUTADO_NA_FASE],
    confirmacao: {
      ...LEI_15142.confirmacao,
      QUI: ["lei-15142 3 §4", "decreto-12536 14", "decreto-12536 15"],
    },
    indeferimento: {
      ...LEI_15142.indeferimento,
      QUI: ["lei-15142 3 §4", "decreto-12536 14", EDITAL_CONFIRMACAO],
    },
    maiorPercentual: ["decreto-12536 21"],
    posicaoRelativa: ["decreto-12536 21 §2", POSICAO_RELATIVA],
    informativo: ["decreto-12536 21 §3"],
    reversao: { PPP: ["lei-15142 8"], IND: ["decreto-12536 3 §3"], QUI: ["decreto-12536 3 §3"] },
  },
};

/** What the edital decides for PcD, where Decreto nº 9.508 and the racial acts are silent. */
const PCD = {
  fraude: [{ edital: "declaração falsa apurada em procedimento administrativo" }] as Trecho[],
  concomitancia: [
    { edital: "o candidato com deficiência concorre também às vagas de ampla concorrência" },
  ] as Trecho[],
  semCorteAC: [
    { edital: "o candidato com deficiência segue nas etapas com a nota mínima de cada fase" },
  ] as Trecho[],
  naRegraDoMaiorPercentual: {
    edital: "a reserva de pessoas com deficiência entra na regra do maior percentual",
  } as Trecho,
};

const LEITURA_VAGA: Trecho = {
  leitura: "a vaga que nenhuma lista pode ocupar fica vaga e é preenchida quando surgir candidato",
  regra: "§ 4.3",
};
const CONCOMITANTES: Trecho[] = [
  { edital: "inscrição concomitante na reserva racial e na de pessoas com deficiência" },
  {
    leitura:
      "inscrito(a) nas duas reservas, ocupa a vaga daquela que deixa as vagas reservadas dos candidatos seguintes para quem concorre a elas",
    regra: "§ 4.2",
  },
];
const NA_CARREIRA: Trecho[] = [
  { edital: "quem já foi nomeado mantém a posição" },
  { leitura: "a ordem de nomeação segue na vida funcional", regra: "§ 5" },
];

/**
 * A score in a tie's text, in pt-BR: the shortest decimal that reads back as the score (what the clerk
 * typed: 87.5 → "87,5"), without formatarNumero's exact expansion, which costs a bigint division per tie
 * (tens of thousands of ties in a big concurso).
 */
export function notaEmTexto(nota: number): string {
  const texto = String(nota);
  return /e/i.test(texto) ? formatarNumero(nota) : texto.replace(".", ",");
}

/** A tie the criteria could not break, as its notes name it: list, how many, score, ranks spanned. */
export interface GrupoDoEmpate {
  lista: Lista;
  n: number;
  nota: number;
  de: number;
  ate: number;
}

/** The reserved lists' percentages and their fundamentos (from the regime and the edital). */
export interface ReservasDoEdital {
  pontosBase: Partial<Record<ListaReservada, PontosBase>>;
  fundamentos: Partial<Record<ListaReservada, readonly Trecho[]>>;
}

const AVALIACAO_PCD: Trecho = { edital: "avaliação da condição de pessoa com deficiência" };
const VAGA_PCD: Trecho = {
  edital: "as vagas de pessoas com deficiência não providas vão à ampla concorrência",
};
/** PcD decisions the edital takes within Decreto nº 9.508 (federal regimes), or alone (regime "edital"). */
const DO_DECRETO_9508 = (regime: RegimeId, trecho: Trecho): Trecho[] =>
  regime === "edital" ? [trecho] : ["decreto-9508", trecho];

/** Builds every note of one concurso (regime fixed), caching the ones shared by many candidates. */
export class Notas {
  protected readonly a: ArtigosRaciais;
  private readonly cache = new Map<string, Map<string, Map<string, Nota>>>();
  private readonly fundamentos = new Map<string, string>();

  constructor(
    protected readonly regime: RegimeId,
    private readonly reservas: ReservasDoEdital,
  ) {
    this.a = ARTIGOS[regime];
  }

  /** The list's name in this regime. */
  nome(lista: Lista): string {
    return nomeDaLista(this.regime, lista);
  }

  protected nomes(listas: readonly Lista[]): string {
    const nomes = listas.map((l) => this.nome(l));
    return nomes.length > 1
      ? `${nomes.slice(0, -1).join(", ")} e ${nomes[nomes.length - 1]}`
      : nomes.join("");
  }

  /** The fundamento of a decision about these lists, checked against the table (cached by kind and lists). */
  protected citar(tipo: string, listas: readonly Lista[], trechos: readonly Trecho[]): string {
    const chave = `${tipo}|${listas.join(",")}`;
    let texto = this.fundamentos.get(chave);
    if (texto === undefined) {
      texto = fundamentoDe({ regime: this.regime, listas }, ...trechos);
      this.fundamentos.set(chave, texto);
    }
    return texto;
  }

  /** The shared note of kind `tipo` for the parts a, b (nested maps: no key string built per call). */
  protected compartilhada(tipo: string, a: string, b: string, criar: () => Nota): Nota {
    let porA = this.cache.get(tipo);
    if (!porA) this.cache.set(tipo, (porA = new Map()));
    let porB = porA.get(a);
    if (!porB) porA.set(a, (porB = new Map()));
    let nota = porB.get(b);
    if (!nota) porB.set(b, (nota = Object.freeze(criar())));
    return nota;
  }

  /** Why the list has its reserved vagas (percentage and its source). */
  reserva(lista: Lista): string {
    const trechos =
      this.reservas.fundamentos[lista as ListaReservada] ??
      (lista === "AC"
        ? [{ edital: "vagas não reservadas, de ampla concorrência" }]
        : [{ edital: "reserva de vagas" }]);
    return this.citar("reserva", [lista], trechos);
  }

  /** Concurrence in the ampla concorrência of an optant for the list. */
  private concomitancia(lista: Lista): string {
    return this.citar("concomitancia", [lista], ehRacial(lista) ? this.a.concomitancia : PCD.concomitancia);
  }

  // ── Who is in each list (RULES §3) ──

  eliminado(): Nota {
    return this.compartilhada("eliminado", "", "", () => ({
      texto: "Eliminado(a) do concurso: sai de todas as listas.",
      fundamento: this.citar("eliminado", ["AC"], [{ edital: "eliminação pelas regras do concurso" }]),
    }));
  }

  /** A desistente's place passes to the next of each list: by the law in a racial list, by the edital elsewhere. */
  desistente(listas: readonly Lista[]): Nota {
    const raciais = listas.filter(ehRacial);
    return this.compartilhada("desistente", raciais.join(","), "", () => ({
      texto: "Desistente: sai de todas as listas e o lugar passa ao próximo de cada lista.",
      fundamento: raciais.length
        ? this.citar("desistente", raciais, this.a.desistencia)
        : this.citar(
            "desistente",
            ["AC", "PCD"],
            [{ edital: "o lugar do desistente passa ao próximo da lista" }],
          ),
    }));
  }

  /** Fraud established in due process: eliminated, or the admission annulled when already nominated. */
  fraude(lista: Lista, nomeado: boolean): Nota {
    return this.compartilhada("fraude", lista, String(nomeado), () => {
      if (!ehRacial(lista)) {
        return {
          texto: `Declaração falsa para a lista de ${this.nome(lista)} apurada em procedimento administrativo: eliminado(a) do concurso.`,
          fundamento: this.citar("fraude", [lista], PCD.fraude),
        };
      }
      const lei12990 = this.regime === "lei-12990";
      return {
        texto: nomeado
          ? `Fraude na autodeclaração para a lista de ${this.nome(lista)} apurada em procedimento administrativo, de quem já foi nomeado(a): ${lei12990 ? "fica sujeita à anulação a sua admissão" : "tem anulada a sua admissão"}, sem prejuízo de outras sanções${lei12990 ? "" : "; o resultado vai ao Ministério Público e à Advocacia-Geral da União"}.`
          : `Fraude na autodeclaração para a lista de ${this.nome(lista)} apurada em procedimento administrativo: eliminado(a) do concurso${lei12990 ? "" : "; o resultado vai ao Ministério Público e à Advocacia-Geral da União"}.`,
        fundamento: this.citar(
          `fraude-${nomeado}`,
          [lista],
          nomeado ? this.a.fraudeDoNomeado : this.a.fraude,
        ),
      };
    });
  }

  /** Self-declaration (or the disability) not confirmed: leaves the list; stays in AC only if classified there. */
  indeferida(lista: Lista, ficaNaAC: boolean): Nota {
    return this.compartilhada("indeferida", lista, String(ficaNaAC), () => {
      if (!ehRacial(lista)) {
        return {
          texto: ficaNaAC
            ? `Condição de pessoa com deficiência não confirmada na avaliação prevista no edital: sai da lista de ${this.nome(lista)} e segue na ampla concorrência, onde está classificado(a).`
            : `Condição de pessoa com deficiência não confirmada na avaliação prevista no edital: sai da lista de ${this.nome(lista)}; não está classificado(a) na ampla concorrência.`,
          fundamento: this.citar("indeferida", [lista], DO_DECRETO_9508(this.regime, AVALIACAO_PCD)),
        };
      }
      return {
        texto: ficaNaAC
          ? `Autodeclaração para a lista de ${this.nome(lista)} não confirmada: sai dessa lista e segue na ampla concorrência, onde tem classificação suficiente; não é eliminado(a) por isso.`
          : `Autodeclaração para a lista de ${this.nome(lista)} não confirmada: sai dessa lista. Só seguiria pela ampla concorrência com pontuação suficiente em cada fase, e nela não está classificado(a).`,
        fundamento: this.citar("indeferida", [lista], this.a.indeferimento[lista] ?? [EDITAL_CONFIRMACAO]),
      };
    });
  }

  pendente(lista: Lista): Nota {
    return this.compartilhada("pendente", lista, "", () =>
      ehRacial(lista)
        ? {
            texto: `Confirmação da autodeclaração para a lista de ${this.nome(lista)} ainda pendente: resultado provisório.`,
            fundamento: this.citar("pendente", [lista], this.a.confirmacao[lista] ?? [EDITAL_CONFIRMACAO]),
          }
        : {
            texto: "Avaliação da condição de pessoa com deficiência ainda pendente: resultado provisório.",
            fundamento: this.citar("pendente", [lista], DO_DECRETO_9508(this.regime, AVALIACAO_PCD)),
          },
    );
  }

  subJudice(): Nota {
    return this.compartilhada("sub-judice", "", "", () => ({
      texto: "Situação sub judice: colocado(a) pela nota; resultado provisório até a decisão judicial.",
      fundamento: this.citar("sub-judice", ["AC"], [{ edital: "decisão judicial pendente" }]),
    }));
  }

  semCorteAC(lista: Lista): Nota {
    return this.compartilhada("sem-corte", lista, "", () => ({
      texto: `Classificado(a) na lista de ${this.nome(lista)} sem ter alcançado a classificação da ampla concorrência: o optante segue em todas as etapas com a nota mínima de cada fase.`,
      fundamento: this.citar("sem-corte", [lista], ehRacial(lista) ? this.a.semCorteAC : PCD.semCorteAC),
    }));
  }

  maiorPercentual(escolhida: Lista, outras: Lista[]): Nota {
    return this.compartilhada("art21", escolhida, outras.join(","), () => ({
      texto: `Inscrito(a) em mais de uma reserva: classificado(a) somente na lista de ${this.nome(escolhida)}, a de maior percentual no edital; na de ${this.nomes(outras)} consta apenas para informação.`,
      fundamento: this.varias("art21", [escolhida, ...outras], this.a.maiorPercentual),
    }));
  }

  melhorPosicaoRelativa(escolhida: Lista, outras: Lista[], posicao: number, reservadas: number): Nota {
    return {
      texto: `Inscrito(a) em reservas de percentual igual: classificado(a) na lista de ${this.nome(escolhida)}, onde tem a melhor posição relativa (${posicao}º para ${contar(reservadas, "vaga reservada", "vagas reservadas")}, classificação dividida pelas vagas reservadas da lista); na de ${this.nomes(outras)} consta apenas para informação.`,
      fundamento: this.varias("art21-2", [escolhida, ...outras], this.a.posicaoRelativa),
    };
  }

  /** Shown in the list for information only: classified in `classificadoEm` (art. 21, § 3º, where it applies). */
  apenasInformativo(lista: Lista, classificadoEm: readonly Lista[]): Nota {
    return this.compartilhada("informativo", lista, classificadoEm.join(","), () => ({
      texto: `Consta da lista de ${this.nome(lista)} apenas para informação: foi classificado(a) em outra reserva, de percentual maior ou de melhor posição relativa.`,
      fundamento: this.varias("informativo", [lista, ...classificadoEm], this.a.informativo),
    }));
  }

  /** Several reserves: the regime's rule, and the edital's option when PcD takes part in it. */
  private varias(tipo: string, listas: readonly Lista[], artigos: readonly Trecho[]): string {
    return this.citar(
      tipo,
      listas,
      listas.includes("PCD") ? [...artigos, PCD.naRegraDoMaiorPercentual] : artigos,
    );
  }

  // ── Selection (RULES §4.1–4.2) ──

  vagaAC(posicao: number, vagasAC: number): Nota {
    return {
      texto: `${posicao}º na ampla concorrência, dentro ${dasVagas(vagasAC, "vaga", "vagas")} de ampla concorrência.`,
      fundamento: this.reserva("AC"),
    };
  }

  /** An optant placed within the AC vagas does not use the reserve (Lei nº 15.142, art. 7º, § 2º). */
  cotistaNaAC(listas: Lista[]): Nota {
    return this.compartilhada("cotista-ac", listas.join(","), "", () => {
      const raciais = listas.filter(ehRacial);
      return {
        texto: `Optante pela reserva de ${this.nomes(listas)} classificado(a) dentro das vagas de ampla concorrência: ocupa vaga de ampla concorrência e não é computado(a) na reserva, cuja vaga passa ao próximo da lista.`,
        fundamento: this.citar("cotista-ac", listas, [
          ...(raciais.length ? this.a.naoComputado : []),
          ...(listas.includes("PCD") ? PCD.concomitancia : []),
        ]),
      };
    });
  }

  /** A reserved vaga; a rank beyond the list's vagas says why (those ahead are placed elsewhere). */
  vagaReservada(lista: Lista, posicao: number, reservadas: number): Nota {
    return {
      texto:
        posicao <= reservadas
          ? `${posicao}º na lista de ${this.nome(lista)}, dentro ${dasVagas(reservadas, "vaga reservada", "vagas reservadas")}.`
          : `${posicao}º na lista de ${this.nome(lista)}, dentro ${dasVagas(reservadas, "vaga reservada", "vagas reservadas")}: quem está à frente nesta lista ocupa vaga de ampla concorrência ou de outra lista e não é computado(a) nela.`,
      fundamento: this.reserva(lista),
    };
  }

  reservasConcomitantes(ocupada: Lista, outras: Lista[]): Nota {
    return this.compartilhada("concomitantes", ocupada, outras.join(","), () => {
      const pct = (l: Lista) => this.reservas.pontosBase[l as ListaReservada] ?? 0;
      const maior = outras.every((l) => pct(ocupada) >= pct(l));
      return {
        texto: maior
          ? `Classificado(a) também na lista de ${this.nomes(outras)}: ocupa a vaga de ${this.nome(ocupada)}, a de maior percentual, e nas outras o lugar passa ao próximo.`
          : `Classificado(a) também na lista de ${this.nomes(outras)}: ocupa a vaga de ${this.nome(ocupada)}, embora outra reserva tenha percentual maior, para que as vagas reservadas dos candidatos seguintes continuem preenchidas por seu público.`,
        fundamento: this.citar("concomitantes", [ocupada, ...outras], CONCOMITANTES),
      };
    });
  }

  vagaRevertida(de: Lista, para: Lista, posicao: number, fundamento: string): Nota {
    return {
      texto: `${posicao}º na lista de ${this.nome(para)}: ocupa vaga de ${this.nome(de)} revertida para esta lista.`,
      fundamento,
    };
  }

  aguardando(lista: Lista): Nota {
    return this.compartilhada("aguardando", lista, "", () => ({
      texto: `Aguardando na lista de ${this.nome(lista)}, além do número de vagas: pode ser nomeado(a) em vagas que surgirem na validade do concurso.`,
      fundamento: this.citar(
        "aguardando",
        [lista],
        ehRacial(lista)
          ? [...this.a.cadastroDeReserva, { edital: "cadastro de reserva" }]
          : [{ edital: "cadastro de reserva" }],
      ),
    }));
  }

  emOutraLista(lista: Lista, ocupada: Lista): Nota {
    return this.compartilhada("outra", lista, ocupada, () => ({
      texto: `Ocupa vaga de ${this.nome(ocupada)}; nesta lista o lugar passa ao próximo.`,
      fundamento:
        ocupada === "AC"
          ? this.concomitancia(lista)
          : lista === "AC"
            ? this.reserva(ocupada)
            : this.citar("concomitantes", [ocupada, lista], CONCOMITANTES),
    }));
  }

  // ── Order and nomination (RULES §5) ──

  /**
   * The cargo counts more vagas than the edital's: vagas arose during the validity, or the calls reached
   * past them (RULES § 7.3). The reserve is computed on all of them (Lei 15.142, art. 1º, § 2º).
   */
  vagasSurgidas(doEdital: number, hoje: number, semPublicado: boolean): Nota {
    const raciais = (Object.keys(this.reservas.pontosBase) as Lista[]).filter(ehRacial);
    return {
      texto: `O cargo conta hoje ${contar(hoje, "vaga")}: ${doEdital === 0 ? "nenhuma no edital (cadastro de reserva)" : `${contar(doEdital, "vaga")} do edital`} e ${contar(hoje - doEdital, "surgida", "surgidas")} durante a validade, pelas posições já convocadas e pelas pedidas agora. A reserva é calculada sobre todas${semPublicado ? `; o quadro publicado valia para ${contar(doEdital, "vaga")} e não se aplica a ${hoje}` : ""}.`,
      fundamento: raciais.length
        ? this.citar("vagas-surgidas", raciais, this.a.cadastroDeReserva)
        : this.citar("vagas-surgidas", ["AC"], [{ edital: "vagas surgidas durante a validade" }]),
    };
  }

  /** A nominated candidate keeps the position: by Lei nº 15.142, art. 9º, § 2º, in a racial list. */
  jaNomeado(posicao: number, lista: Lista): Nota {
    return {
      texto: `Já nomeado(a) na ${posicao}ª posição da ordem de nomeação: mantém a posição.`,
      fundamento: this.naCarreira([lista]),
    };
  }

  /**
   * A candidate the data says is nominated at a position of a list that is not theirs, whom today's
   * allocation does not put there: the list of their vaga is a reading (alocar.ts listaDoNomeado), said.
   */
  nomeadoSemLista(id: string, posicao: number, daPosicao: Lista, lista: Lista): Nota {
    return {
      texto: `"${id}" está nomeado(a) na ${posicao}ª posição segundo os dados, uma posição de ${this.nome(daPosicao)}, lista em que não está classificado(a), e o cálculo de hoje não o(a) põe nela: foi contado(a) em ${this.nome(lista)}. Confira; para fixar a lista, registre a nomeação como convocação, com a lista.`,
      fundamento: this.naCarreira([lista]),
    };
  }

  private naCarreira(listas: readonly Lista[]): string {
    const raciais = listas.filter(ehRacial);
    return raciais.length
      ? this.citar("carreira", raciais, this.a.ordemNaCarreira)
      : this.citar("carreira", ["AC", "PCD"], NA_CARREIRA);
  }

  posicaoRevertida(de: Lista, para: Lista, fundamento: string): Nota {
    return this.compartilhada("posicao-revertida", de, `${para}:${fundamento}`, () => ({
      texto: `Posição de ${this.nome(de)} ocupada pela lista de ${this.nome(para)}: a vaga foi revertida e mantém a sua posição na ordem.`,
      fundamento,
    }));
  }

  posicaoTrocada(de: Lista, para: Lista): Nota {
    return this.compartilhada("posicao-trocada", de, para, () => ({
      texto: `Posição de ${this.nome(de)} passa à lista de ${this.nome(para)}: um(a) candidato(a) de ${this.nome(de)} já nomeado(a) ocupa uma posição de ${this.nome(para)} que lhe fora revertida, e mantém a posição.`,
      fundamento: this.naCarreira([de, para]),
    }));
  }

  /** Why a vaga of the list stays vacant: where its cascade would send it, and the engine's reading. */
  private vacancia(lista: Lista): string {
    const artigos: Trecho[] =
      lista === "AC"
        ? ARTIGOS_DA_AMPLA[this.regime]
        : !ehRacial(lista)
          ? DO_DECRETO_9508(this.regime, VAGA_PCD)
          : (this.a.reversao[lista] ?? this.a.reversao.PPP!);
    const listas: readonly Lista[] = lista === "AC" ? ["AC", ...RACIAIS] : [lista];
    return this.citar("vacancia", listas, [...artigos, LEITURA_VAGA]);
  }

  /** Vacancies told in plain Portuguese. */
  vagaNaoPreenchida(lista: Lista, n: number): Nota {
    return {
      texto: `${contar(n, "vaga")} de ${this.nome(lista)} sem candidato em nenhuma lista: ${n === 1 ? "fica vaga e será preenchida" : "ficam vagas e serão preenchidas"} se surgir candidato.`,
      fundamento: this.vacancia(lista),
    };
  }

  posicaoVaga(lista: Lista): Nota {
    return this.compartilhada("vaga", lista, "", () => ({
      texto: `Vaga de ${this.nome(lista)} sem candidato que possa ocupá-la em nenhuma lista: fica vaga e será preenchida se surgir candidato.`,
      fundamento: this.vacancia(lista),
    }));
  }

  /** A position of the order, filled by its own list: the series of alternation and proportionality. */
  posicaoDaSerie(lista: Lista, fundamentoOrdem: string): Nota {
    return this.compartilhada("serie", lista, fundamentoOrdem, () => ({
      texto: `Posição da lista de ${this.nome(lista)} na ordem de nomeação, pela alternância e proporcionalidade entre as listas.`,
      fundamento: fundamentoOrdem,
    }));
  }

  // ── Ties (RULES §3, last paragraph) ──

  /**
   * The note of every candidate of a tie that decides a vaga: one object for the whole group, of
   * constant size (the group by list, score and ranks; the tied are listed once, in the ties' list).
   */
  empate(g: GrupoDoEmpate): Nota {
    return {
      texto: `Empate não desfeito pelos critérios do edital na lista de ${this.nome(g.lista)}: ${this.oGrupo(g)}, ordenados provisoriamente pelo número de inscrição (veja a lista de empates); a comissão deve decidir o desempate.`,
      fundamento: this.citar("empate", [g.lista], FUNDAMENTO_DESEMPATE_TRECHOS),
    };
  }

  /** The tie described once, for the list of ties: what it decides, without naming the tied. */
  textoDoEmpate(g: GrupoDoEmpate, decide: "vaga" | "ordem" | null): string {
    return (
      `Empate na lista de ${this.nome(g.lista)}: ${this.oGrupo(g)}, não desfeito pelos critérios: ordem provisória pela inscrição.` +
      (decide === "vaga"
        ? " Decide quem ocupa a vaga: resultado provisório até a comissão decidir."
        : decide === "ordem"
          ? " Todos ocupam vaga da lista: decide a ordem de nomeação entre eles."
          : "")
    );
  }

  private oGrupo({ n, nota, de, ate }: GrupoDoEmpate): string {
    return `${n} candidatos com nota ${notaEmTexto(nota)}, da ${de}ª à ${ate}ª classificação`;
  }

  /** A reversion told in plain Portuguese. */
  textoDaReversao(de: Lista, para: Lista, n: number): string {
    const verbo = n === 1 ? "revertida" : "revertidas";
    return `${contar(n, "vaga")} de ${this.nome(de)} sem candidato para ${n === 1 ? "ocupá-la" : "ocupá-las"} ${verbo} para a lista de ${this.nome(para)}.`;
  }
}

/** AC vagas nobody can fill: the racial lists would take them (Decreto § 4; Lei art. 9º, § 1º), none could. */
const ARTIGOS_DA_AMPLA: Record<RegimeId, Trecho[]> = {
  edital: [{ edital: "vagas de ampla concorrência sem candidato aprovado passam às listas raciais" }],
  "lei-12990": [
    { edital: "a Lei nº 12.990/2014 não dispõe sobre a falta de candidatos na ampla concorrência" },
  ],
  "lei-15142": ["lei-15142 9 §1"],
  "decreto-12536": ["decreto-12536 3 §4", "lei-15142 9 §1"],
};

const FUNDAMENTO_DESEMPATE_TRECHOS: Trecho[] = ["lei-10741 27 pu", { edital: "critérios de desempate" }];
