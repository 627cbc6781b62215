/**
 * As notas: every decision of the allocation explained to the clerk in pt-BR, each with the article
 * behind it. One builder per kind of decision, so the same decision always reads the same way in the
 * CLI, the sheets and the task pane. Notes whose text does not depend on the candidate are built once
 * and shared (a million waiting candidates share one "aguardando" note).
 */
import type { Lista, Nota, RegimeId } from "./tipos";

export const NOME_DA_LISTA: Record<Lista, string> = {
  AC: "ampla concorrência",
  PPP: "pessoas pretas e pardas",
  IND: "indígenas",
  QUI: "quilombolas",
  PPIQ: "pessoas pretas e pardas, indígenas e quilombolas",
  PCD: "pessoas com deficiência",
};

/** "ampla concorrência (AC)" */
export function rotulo(lista: Lista): string {
  return `${NOME_DA_LISTA[lista]} (${lista})`;
}

/** A count with its noun in the right number: contar(1, "vaga") → "1 vaga"; contar(2, "posição", "posições"). */
export function contar(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** The racial-reserve articles differ between the old law (Lei 12.990) and the new one. */
interface Fundamentos {
  concomitancia: string;
  naoComputado: string;
  indeferimento: string;
  fraude: string;
  semCorteAC: string;
  confirmacao: string;
  proximoDaLista: string;
  ordemNaCarreira: string;
  /** Candidates beyond the vagas wait for those that arise during validity. */
  cadastroDeReserva: string;
  /** A vaga no list can fill stays vacant in its own list. */
  vagaNaoPreenchida: string;
  /** An AC vaga nobody can fill: the cascade from the ampla found nobody. */
  vagaDaAmpla: string;
  /** A candidate in PCD and a racial reserve fills one of them (RULES §4.2). */
  reservasConcomitantes: string;
}

const LEI_15142: Fundamentos = {
  concomitancia: "Lei 15.142/2025, art. 7º; Decreto 12.536/2025, art. 16",
  naoComputado: "Lei 15.142/2025, art. 7º, § 2º; Decreto 12.536/2025, art. 17",
  indeferimento: "Lei 15.142/2025, art. 3º, § 2º",
  fraude: "Lei 15.142/2025, art. 4º, § 1º, I",
  semCorteAC: "Lei 15.142/2025, art. 6º; Decreto 12.536/2025, art. 19",
  confirmacao: "Lei 15.142/2025, art. 3º, § 1º",
  proximoDaLista: "Lei 15.142/2025, art. 7º, § 3º",
  ordemNaCarreira: "Lei 15.142/2025, art. 9º, § 2º",
  cadastroDeReserva: "Lei 15.142/2025, art. 1º, § 2º; edital (cadastro de reserva)",
  vagaNaoPreenchida: "Decreto 12.536/2025, art. 3º, §§ 3º e 4º; Lei 15.142/2025, art. 9º, § 1º",
  vagaDaAmpla: "Decreto 12.536/2025, art. 3º, § 4º; Lei 15.142/2025, art. 9º, § 1º",
  reservasConcomitantes:
    "Decreto 9.508/2018, art. 1º; Decreto 12.536/2025, art. 21 (maior percentual); leitura das reservas concomitantes (RULES §4.2)",
};

const FUNDAMENTOS: Record<RegimeId, Fundamentos> = {
  "lei-12990": {
    concomitancia: "Lei 12.990/2014, art. 3º",
    naoComputado: "Lei 12.990/2014, art. 3º, § 1º",
    indeferimento: "Lei 12.990/2014, art. 2º; edital (confirmação da autodeclaração)",
    fraude: "Lei 12.990/2014, art. 2º, parágrafo único",
    semCorteAC: "Lei 12.990/2014, art. 3º; edital",
    confirmacao: "Lei 12.990/2014, art. 2º; edital",
    proximoDaLista: "Lei 12.990/2014, art. 3º, § 2º",
    ordemNaCarreira: "Lei 12.990/2014, art. 4º",
    // Lei 12.990 says nothing of vagas arising during validity nor of vagas nobody can fill: the edital
    // and the engine's reading (RULES §4.3) decide, as in the regime's cascade (regimes.ts).
    cadastroDeReserva: "Edital (cadastro de reserva; a Lei 12.990/2014 não dispõe)",
    vagaNaoPreenchida:
      "Lei 12.990/2014, art. 3º, § 3º; edital e leitura do motor (RULES §4.3: a vaga que nenhuma lista pode ocupar fica vaga)",
    vagaDaAmpla:
      "Lei 12.990/2014, art. 3º (concorrência concomitante; a lei não dispõe sobre a falta na ampla); edital",
    reservasConcomitantes:
      "Decreto 9.508/2018, art. 1º; Lei 12.990/2014, art. 3º (concorrência concomitante); edital e leitura das reservas concomitantes (RULES §4.2)",
  },
  "lei-15142": LEI_15142,
  "decreto-12536": LEI_15142,
};

const PCD = {
  concomitancia: "Decreto 9.508/2018, art. 1º; edital (concorrência concomitante)",
  reserva: "Decreto 9.508/2018, art. 1º, § 1º; Lei 8.112/1990, art. 5º, § 2º",
};

export const FUNDAMENTO_DESEMPATE =
  "Lei 10.741/2003 (Estatuto da Pessoa Idosa), art. 27, parágrafo único; edital";
export const FUNDAMENTO_ART21 = "Decreto 12.536/2025, art. 21";
export const FUNDAMENTO_ART21_IGUAIS = "Decreto 12.536/2025, art. 21, § 2º";
export const FUNDAMENTO_ART21_INFORMATIVO = "Decreto 12.536/2025, art. 21, § 3º";

function fundamentoConcomitancia(regime: RegimeId, lista: Lista): string {
  return lista === "PCD" ? PCD.concomitancia : FUNDAMENTOS[regime].concomitancia;
}

/** Builds every note of one concurso (regime fixed), caching the ones shared by many candidates. */
export class Notas {
  private readonly f: Fundamentos;
  private readonly cache = new Map<string, Map<string, Map<string, Nota>>>();

  constructor(
    private readonly regime: RegimeId,
    /** Legal basis of each reserved list's percentage (from the regime and the edital). */
    private readonly fundamentosDaReserva: Partial<Record<Lista, string>>,
  ) {
    this.f = FUNDAMENTOS[regime];
  }

  /** The shared note of kind `tipo` for the parts a, b (nested maps: no key string built per call). */
  private compartilhada(tipo: string, a: string, b: string, criar: () => Nota): Nota {
    let porA = this.cache.get(tipo);
    if (!porA) this.cache.set(tipo, (porA = new Map()));
    let porB = porA.get(a);
    if (!porB) porA.set(a, (porB = new Map()));
    let nota = porB.get(b);
    if (!nota) porB.set(b, (nota = Object.freeze(criar())));
    return nota;
  }

  reserva(lista: Lista): string {
    return this.fundamentosDaReserva[lista] ?? (lista === "PCD" ? PCD.reserva : this.f.concomitancia);
  }

  // ── Who is in each list (RULES §3) ──

  eliminado(): Nota {
    return this.compartilhada("eliminado", "", "", () => ({
      texto: "Eliminado(a) do concurso: sai de todas as listas.",
      fundamento: "Edital do concurso",
    }));
  }

  desistente(): Nota {
    return this.compartilhada("desistente", "", "", () => ({
      texto: "Desistente: sai de todas as listas e o lugar passa ao próximo de cada lista.",
      fundamento: this.f.proximoDaLista,
    }));
  }

  fraude(lista: Lista): Nota {
    return this.compartilhada("fraude", lista, "", () => ({
      texto: `Fraude na autodeclaração para ${rotulo(lista)} apurada em procedimento administrativo: eliminado(a) do concurso.`,
      fundamento: this.f.fraude,
    }));
  }

  indeferida(lista: Lista, ficaNaAC: boolean): Nota {
    return this.compartilhada("indeferida", lista, String(ficaNaAC), () => ({
      texto: ficaNaAC
        ? `Autodeclaração para ${rotulo(lista)} não confirmada: sai dessa lista e segue na ampla concorrência, onde está classificado(a); não é eliminado(a) por isso.`
        : `Autodeclaração para ${rotulo(lista)} não confirmada: sai dessa lista; não está classificado(a) na ampla concorrência, mas não é eliminado(a) por isso.`,
      fundamento: this.f.indeferimento,
    }));
  }

  pendente(lista: Lista): Nota {
    return this.compartilhada("pendente", lista, "", () => ({
      texto: `Confirmação da autodeclaração para ${rotulo(lista)} ainda pendente: resultado provisório.`,
      fundamento: this.f.confirmacao,
    }));
  }

  subJudice(): Nota {
    return this.compartilhada("sub-judice", "", "", () => ({
      texto: "Situação sub judice: colocado(a) pela nota; resultado provisório até a decisão judicial.",
      fundamento: "Decisão judicial pendente (edital)",
    }));
  }

  semCorteAC(lista: Lista): Nota {
    return this.compartilhada("sem-corte", lista, "", () => ({
      texto: `Classificado(a) na lista de ${rotulo(lista)} sem ter alcançado a classificação da ampla concorrência: o optante segue em todas as etapas com a nota mínima de cada fase.`,
      fundamento: lista === "PCD" ? PCD.reserva : this.f.semCorteAC,
    }));
  }

  maiorPercentual(escolhida: Lista, outras: Lista[]): Nota {
    return this.compartilhada("art21", escolhida, outras.join(","), () => ({
      texto: `Inscrito(a) em mais de uma reserva: classificado(a) somente em ${rotulo(escolhida)}, a de maior percentual no edital; em ${outras.join(", ")} consta apenas para informação.`,
      fundamento: FUNDAMENTO_ART21,
    }));
  }

  melhorPosicaoRelativa(escolhida: Lista, outras: Lista[], posicao: number, reservadas: number): Nota {
    return {
      texto: `Inscrito(a) em reservas de percentual igual: classificado(a) em ${rotulo(escolhida)}, onde tem a melhor posição relativa (${posicao}º para ${contar(reservadas, "vaga reservada", "vagas reservadas")}, classificação dividida pelas vagas reservadas da lista); em ${outras.join(", ")} consta apenas para informação.`,
      fundamento: FUNDAMENTO_ART21_IGUAIS,
    };
  }

  apenasInformativo(lista: Lista): Nota {
    return this.compartilhada("informativo", lista, "", () => ({
      texto: `Consta da lista de ${rotulo(lista)} apenas para informação: foi classificado(a) em outra reserva, de percentual maior ou de melhor posição relativa.`,
      fundamento: FUNDAMENTO_ART21_INFORMATIVO,
    }));
  }

  // ── Selection (RULES §4.1–4.2) ──

  vagaAC(posicao: number, vagasAC: number): Nota {
    return {
      texto: `${posicao}º na ampla concorrência, dentro das vagas de ampla concorrência (${vagasAC}).`,
      fundamento: FUNDAMENTOS[this.regime].concomitancia,
    };
  }

  cotistaNaAC(listas: Lista[]): Nota {
    return this.compartilhada("cotista-ac", listas.join(","), "", () => ({
      texto: `Optante por ${listas.join(", ")} classificado(a) dentro das vagas de ampla concorrência: ocupa vaga de ampla concorrência e não é computado(a) na reserva, cuja vaga passa ao próximo da lista.`,
      fundamento: listas.every((l) => l === "PCD") ? PCD.concomitancia : this.f.naoComputado,
    }));
  }

  vagaReservada(lista: Lista, posicao: number, reservadas: number): Nota {
    return {
      texto: `${posicao}º na lista de ${rotulo(lista)}, dentro das vagas reservadas (${reservadas}).`,
      fundamento: this.reserva(lista),
    };
  }

  reservasConcomitantes(ocupada: Lista, outras: Lista[]): Nota {
    return this.compartilhada("concomitantes", ocupada, outras.join(","), () => ({
      texto: `Classificado(a) também em ${outras.join(", ")}: ocupa a vaga de ${ocupada}, a de maior percentual que ainda deixa preenchidas por seu público as vagas reservadas dos que vêm depois.`,
      fundamento: this.f.reservasConcomitantes,
    }));
  }

  vagaRevertida(de: Lista, para: Lista, posicao: number, fundamento: string): Nota {
    return {
      texto: `${posicao}º na lista de ${rotulo(para)}: ocupa vaga revertida de ${de} para ${para}.`,
      fundamento,
    };
  }

  aguardando(lista: Lista): Nota {
    return this.compartilhada("aguardando", lista, "", () => ({
      texto: `Aguardando na lista de ${rotulo(lista)}, além do número de vagas: pode ser nomeado(a) em vagas que surgirem na validade do concurso.`,
      fundamento: this.f.cadastroDeReserva,
    }));
  }

  emOutraLista(lista: Lista, ocupada: Lista): Nota {
    return this.compartilhada("outra", lista, ocupada, () => ({
      texto: `Ocupa vaga de ${rotulo(ocupada)}; nesta lista o lugar passa ao próximo.`,
      fundamento: ocupada === "AC" ? fundamentoConcomitancia(this.regime, lista) : this.reserva(ocupada),
    }));
  }

  // ── Order and nomination (RULES §5) ──

  jaNomeado(posicao: number): Nota {
    return {
      texto: `Já nomeado(a) na ${posicao}ª posição da ordem de nomeação: mantém a posição.`,
      fundamento: this.f.ordemNaCarreira,
    };
  }

  posicaoRevertida(de: Lista, para: Lista, fundamento: string): Nota {
    return this.compartilhada("posicao-revertida", de, `${para}:${fundamento}`, () => ({
      texto: `Posição de ${de} ocupada por ${para}: a vaga foi revertida e mantém a sua posição na ordem.`,
      fundamento,
    }));
  }

  posicaoTrocada(de: Lista, para: Lista): Nota {
    return this.compartilhada("posicao-trocada", de, para, () => ({
      texto: `Posição de ${de} passa a ${para}: um(a) candidato(a) de ${de} já nomeado(a) ocupa uma posição de ${para} que lhe fora revertida, e mantém a posição.`,
      fundamento: this.f.ordemNaCarreira,
    }));
  }

  /** Vacancies told in plain Portuguese. */
  vagaNaoPreenchida(lista: Lista, n: number): Nota {
    return {
      texto: `${contar(n, "vaga")} de ${rotulo(lista)} sem candidato em nenhuma lista: fica(m) vaga(s) e será(ão) preenchida(s) se surgir candidato.`,
      fundamento: this.f.vagaNaoPreenchida,
    };
  }

  posicaoVaga(lista: Lista): Nota {
    return this.compartilhada("vaga", lista, "", () => ({
      texto: `Vaga de ${rotulo(lista)} sem candidato que possa ocupá-la em nenhuma lista: fica vaga e será preenchida se surgir candidato.`,
      fundamento: lista === "AC" ? this.f.vagaDaAmpla : this.f.proximoDaLista,
    }));
  }

  // ── Ties (RULES §3, last paragraph) ──

  empate(lista: Lista, outros: string[]): Nota {
    return {
      texto: `Empate não desfeito pelos critérios do edital na lista ${lista} com ${outros.join(", ")}: ordenados provisoriamente pelo número de inscrição; a comissão deve decidir o desempate.`,
      fundamento: FUNDAMENTO_DESEMPATE,
    };
  }
}

/** A reversion told in plain Portuguese. */
export function textoDaReversao(de: Lista, para: Lista, n: number): string {
  const verbo = n === 1 ? "revertida" : "revertidas";
  return `${contar(n, "vaga")} de ${rotulo(de)} sem candidato(s) para ocupá-la(s) ${verbo} para ${rotulo(para)}.`;
}
