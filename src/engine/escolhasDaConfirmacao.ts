/**
 * The edital's choices for the confirmation of the self-declaration (RULES § 9), each resolved to its
 * value and where it comes from: the edital's own (`edital.confirmacao`, shape checked by the schema,
 * esquemaDoEdital.ts) or the federal rule, as dated data with its references (like regimes.ts).
 *
 * The federal rule: Lei nº 15.142/2025, art. 3º (every habilitado optant is convened; refused → ampla);
 * Decreto nº 12.536/2025, arts. 14 and 15 (quilombolas: the declaration of three leaders and the
 * Palmares certification); and the IN Conjunta MGI/MIR/MPI nº 261/2025, whose text is not in the
 * project's law folder: it is cited as the editais cite it (art. 16, who is convened and § 2º, absence;
 * art. 19, a commission of five deciding by majority), inside the edital's citation, never as an article
 * the engine has read.
 */
import type { Trecho } from "./citacoes";
import { formatarNumero } from "./decimal";
import type { ParametroLegal } from "./regimes";
import type { Edital, ListaReservada } from "./tipos";

type Escolhas = NonNullable<Edital["confirmacao"]>;
export type ConvocacaoParaConfirmacao = NonNullable<Escolhas["convocacao"]>;
export type Comissao = NonNullable<Escolhas["comissao"]>;
/** "ampla": loses the reserve only, stays in ampla if classified there; "eliminado": out of the concurso. */
export type DestinoDaAusencia = NonNullable<Escolhas["ausencia"]>;
export type RegraDeDocumentos = NonNullable<Escolhas["documentosIndigena"]>;

/** Document ids of the federal rule (as the clerk records them in `votos[id].QUI.documentos`). */
export const DECLARACAO_TRES_LIDERANCAS = "declaracao-tres-liderancas";
export const CERTIFICACAO_PALMARES = "certificacao-palmares";
export const DECLARACAO_DA_COMUNIDADE_INDIGENA = "declaracao-da-comunidade-indigena";
export const RANI = "rani";

/** The IN as the editais cite it (its text is not in the project: no article is read from it here). */
export const IN_261 = "IN Conjunta MGI/MIR/MPI nº 261/2025";

/**
 * The federal rule of the confirmation stage, dated: in force for editais published from the IN's
 * date (27/06/2025); the same values are the default for every edital (an edital of another date or
 * body that says otherwise says it in `edital.confirmacao`).
 */
export const REGRA_FEDERAL_DA_CONFIRMACAO = {
  desde: "2025-06-27",
  convocacao: {
    valor: { modo: "todos-habilitados" } as ConvocacaoParaConfirmacao,
    referencia: `todos os habilitados que optaram pela reserva são convocados, conforme a ${IN_261}, art. 16, citada pelo edital`,
  },
  comissao: {
    valor: { integrantes: 5, decisao: "maioria" } as Comissao,
    referencia: `comissão de 5 integrantes, decisão por maioria, conforme a ${IN_261}, art. 19, citada pelo edital`,
  },
  comissaoRecursal: {
    valor: { integrantes: 3, decisao: "maioria" } as Comissao,
    referencia: `comissão recursal de 3 integrantes, diferentes dos da primeira, decisão por maioria, conforme a ${IN_261}, citada pelo edital`,
  },
  prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes: {
    valor: false,
    referencia: "a decisão da comissão por maioria vale, unânime ou não",
  },
  ausencia: {
    valor: "ampla" as DestinoDaAusencia,
    referencia: `quem não comparece ao procedimento perde a reserva e segue na ampla concorrência, se classificado nela, conforme a ${IN_261}, art. 16, § 2º, citada pelo edital`,
  },
  recusaDeFilmagem: {
    valor: "ampla" as DestinoDaAusencia,
    referencia: `quem se recusa à filmagem do procedimento perde a reserva e segue na ampla concorrência, se classificado nela, conforme a ${IN_261}, citada pelo edital`,
  },
  ausenciaPcd: {
    valor: "ampla" as DestinoDaAusencia,
    referencia:
      "quem não comparece à avaliação da deficiência perde a reserva e segue na ampla concorrência, se classificado nela",
  },
  documentosIndigena: {
    valor: { regra: "algum", aceitos: [RANI, DECLARACAO_DA_COMUNIDADE_INDIGENA] } as RegraDeDocumentos,
    referencia:
      "basta um destes documentos: o registro administrativo de nascimento de indígena (RANI) ou a declaração de pertencimento assinada por liderança da comunidade indígena",
  },
  documentosQuilombola: {
    valor: {
      regra: "todos",
      exigidos: [DECLARACAO_TRES_LIDERANCAS, CERTIFICACAO_PALMARES],
    } as RegraDeDocumentos,
    referencia:
      "a declaração de pertencimento assinada por três lideranças da comunidade e a certificação da Fundação Cultural Palmares",
  },
} as const;

/** Each choice with its value and its fundamento (the edital's words, or the federal rule's reference). */
export interface EscolhasDaConfirmacao {
  convocacao: ParametroLegal<ConvocacaoParaConfirmacao>;
  comissao: ParametroLegal<Comissao>;
  comissaoRecursal: ParametroLegal<Comissao>;
  prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes: ParametroLegal<boolean>;
  ausencia: ParametroLegal<DestinoDaAusencia>;
  recusaDeFilmagem: ParametroLegal<DestinoDaAusencia>;
  ausenciaPcd: ParametroLegal<DestinoDaAusencia>;
  /** The score that keeps a person in ampla (Lei nº 15.142, art. 3º, § 2º); null: the lists given decide. */
  notaDeCorteAmpla: ParametroLegal<number | null>;
  documentosIndigena: ParametroLegal<RegraDeDocumentos>;
  documentosQuilombola: ParametroLegal<RegraDeDocumentos>;
}

const PELO_EDITAL: Record<string, (valor: never) => string> = {
  convocacao: (c: ConvocacaoParaConfirmacao) =>
    c.modo === "todos-habilitados"
      ? "todos os habilitados que optaram pela reserva são convocados"
      : `convoca por lista, na ordem das notas, até ${Object.entries(c.limite)
          .map(([l, k]) => `${k} em ${l}`)
          .join(
            ", ",
          )}, com os empatados na última posição${c.convocacaoSuplementar ? ", e faz convocação suplementar" : ", sem convocação suplementar"}`,
  comissao: (c: Comissao) => `comissão de ${c.integrantes} integrantes, decisão por maioria`,
  comissaoRecursal: (c: Comissao) =>
    `comissão recursal de ${c.integrantes} integrantes, diferentes dos da primeira, decisão por maioria`,
  prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes: (b: boolean) =>
    b
      ? "prevalece a autodeclaração quando a decisão contrária não for unânime na comissão e na comissão recursal"
      : "a decisão da comissão por maioria vale, unânime ou não",
  ausencia: (d: DestinoDaAusencia) =>
    d === "eliminado"
      ? "quem não comparece ao procedimento é eliminado(a) do concurso"
      : "quem não comparece ao procedimento perde a reserva e segue na ampla concorrência, se classificado nela",
  recusaDeFilmagem: (d: DestinoDaAusencia) =>
    d === "eliminado"
      ? "quem se recusa à filmagem do procedimento é eliminado(a) do concurso"
      : "quem se recusa à filmagem do procedimento perde a reserva e segue na ampla concorrência, se classificado nela",
  ausenciaPcd: (d: DestinoDaAusencia) =>
    d === "eliminado"
      ? "quem não comparece à avaliação da deficiência é eliminado(a) do concurso"
      : "quem não comparece à avaliação da deficiência perde a reserva e segue na ampla concorrência, se classificado nela",
  documentosIndigena: (r: RegraDeDocumentos) => textoDaRegraDeDocumentos(r),
  documentosQuilombola: (r: RegraDeDocumentos) => textoDaRegraDeDocumentos(r),
};

export function textoDaRegraDeDocumentos(r: RegraDeDocumentos): string {
  return r.regra === "algum"
    ? `basta um destes documentos: ${r.aceitos.join(", ")}`
    : `exige ${r.exigidos.join(" e ")}`;
}

function escolha<K extends keyof typeof REGRA_FEDERAL_DA_CONFIRMACAO & keyof EscolhasDaConfirmacao>(
  escolhas: Edital["confirmacao"],
  chave: K,
): EscolhasDaConfirmacao[K] {
  const doEdital = escolhas?.[chave as keyof Escolhas];
  const federal = REGRA_FEDERAL_DA_CONFIRMACAO[chave] as { valor: unknown; referencia: string };
  const fundamento: Trecho[] =
    doEdital === undefined
      ? [{ edital: federal.referencia }]
      : [{ edital: (PELO_EDITAL[chave] as (v: unknown) => string)(doEdital) }];
  return { valor: doEdital ?? federal.valor, fundamento } as unknown as EscolhasDaConfirmacao[K];
}

/** The edital's confirmation choices, the federal rule where it says nothing. */
export function escolhasDaConfirmacao(edital: Edital): EscolhasDaConfirmacao {
  const e = edital.confirmacao;
  const corte = e?.notaDeCorteAmpla;
  return {
    convocacao: escolha(e, "convocacao"),
    comissao: escolha(e, "comissao"),
    comissaoRecursal: escolha(e, "comissaoRecursal"),
    prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes: escolha(
      e,
      "prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes",
    ),
    ausencia: escolha(e, "ausencia"),
    recusaDeFilmagem: escolha(e, "recusaDeFilmagem"),
    ausenciaPcd: escolha(e, "ausenciaPcd"),
    notaDeCorteAmpla:
      corte === undefined
        ? { valor: null, fundamento: [] }
        : {
            valor: corte,
            fundamento: [
              { edital: `nota mínima para seguir na ampla concorrência: ${formatarNumero(corte)}` },
            ],
          },
    documentosIndigena: escolha(e, "documentosIndigena"),
    documentosQuilombola: escolha(e, "documentosQuilombola"),
  };
}

/** The convocation's fundamento for one list: its own limit, or none (everyone convened). */
export function fundamentoDaConvocacao(e: EscolhasDaConfirmacao, lista: ListaReservada): Trecho[] {
  const c = e.convocacao.valor;
  if (c.modo === "todos-habilitados") return [...e.convocacao.fundamento];
  const k = c.limite[lista];
  if (k === undefined)
    return [
      { edital: `sem limite de convocados para ${lista}: todos os habilitados que optaram são convocados` },
    ];
  return [
    {
      edital: `convoca até ${k} em ${lista}, na ordem das notas, com os empatados na última posição${c.convocacaoSuplementar ? ", e faz convocação suplementar" : ", sem convocação suplementar"}`,
    },
  ];
}

/** The procedure that confirms each reserved list. PPIQ: heteroidentificação or documents, as recorded. */
export const PROCEDIMENTO: Record<ListaReservada, string> = {
  PPP: "heteroidentificação",
  PPIQ: "confirmação da autodeclaração",
  IND: "verificação documental",
  QUI: "verificação documental",
  PCD: "avaliação da deficiência",
};
