/**
 * Heteroidentificação (RULES § 9.2): the outcome of the self-declaration of a pessoa preta ou parda from
 * the votes of the commission and of the appeal commission, by the edital's rule.
 * - Lei nº 15.142/2025, art. 3º, caput and § 1º: the complementary confirmation procedure;
 * - the commission (five members, majority) and the appeal commission (three others, majority) are the
 *   IN Conjunta MGI/MIR/MPI nº 261/2025's, art. 19, as the editais cite it (escolhasDaConfirmacao.ts);
 * - the cumulative rule, where the edital adopts it: the self-declaration prevails when the decision
 *   against it was not unanimous in the commission and not unanimous in the appeal commission (TCU,
 *   Auditor 2025, item 5.2.6.15; Instituto AOCP, DOU 14/10/2025, item 7.10).
 * Pure: no regime, no citation of law here (the stage adds it, etapaDeConfirmacao.ts); the custom
 * function =COTAS.CONFIRMACAO calls this same function.
 */
import type { Comissao } from "./escolhasDaConfirmacao";
import type { ResultadoDaConfirmacao, Voto } from "./tiposDaConfirmacao";

export interface RegraDaHeteroidentificacao {
  comissao: Comissao;
  comissaoRecursal: Comissao;
  prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes: boolean;
}

export const REGRA_FEDERAL_DA_HETEROIDENTIFICACAO: RegraDaHeteroidentificacao = {
  comissao: { integrantes: 5, decisao: "maioria" },
  comissaoRecursal: { integrantes: 3, decisao: "maioria" },
  prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes: false,
};

/** The outcome and, in a sentence, why. */
export interface DecisaoDoProcedimento {
  resultado: Extract<
    ResultadoDaConfirmacao,
    "confirmada" | "nao-confirmada" | "pendente" | "pendente-de-recurso"
  >;
  texto: string;
  /** The edital's rule that decided (cumulative rule) when it was not the plain majority. */
  regraCumulativa?: boolean;
}

const favoraveis = (votos: readonly Voto[]) => votos.filter((v) => v === "favor").length;

/** "3 votos a favor e 2 contra". */
export function placar(votos: readonly Voto[]): string {
  const a = favoraveis(votos);
  const c = votos.length - a;
  return `${a} ${a === 1 ? "voto" : "votos"} a favor e ${c} contra`;
}

/** Majority of the members (not of the votes cast): with every vote recorded, the same thing. */
const maioriaAFavor = (votos: readonly Voto[], c: Comissao) => 2 * favoraveis(votos) > c.integrantes;

/**
 * The outcome from the votes. `comissao` empty or absent: not yet judged (pendente); fewer votes than
 * members: still pendente (the collegiate decides once, with every member). `recurso`: the appeal
 * commission's votes, "interposto" while not judged, absent when no appeal was filed. More votes than
 * members is the caller's to refuse (lerEntradaDaConfirmacao names the place).
 */
export function decidirHeteroidentificacao(
  comissao: readonly Voto[] | undefined,
  recurso: readonly Voto[] | "interposto" | undefined,
  regra: RegraDaHeteroidentificacao = REGRA_FEDERAL_DA_HETEROIDENTIFICACAO,
): DecisaoDoProcedimento {
  const n = regra.comissao.integrantes;
  const votos = comissao ?? [];
  if (votos.length < n) {
    return {
      resultado: "pendente",
      texto: votos.length
        ? `Heteroidentificação em andamento: ${votos.length} de ${n} votos da comissão registrados; resultado provisório.`
        : "Heteroidentificação ainda não realizada: resultado provisório.",
    };
  }
  if (maioriaAFavor(votos, regra.comissao)) {
    return {
      resultado: "confirmada",
      texto: `Autodeclaração confirmada pela comissão de heteroidentificação por maioria (${placar(votos)}).${
        recurso !== undefined ? " O recurso registrado fica sem objeto." : ""
      }`,
    };
  }
  const contra = `A comissão de heteroidentificação não confirmou a autodeclaração (${placar(votos)}${
    favoraveis(votos) === 0 ? ", unânime" : ""
  })`;
  if (recurso === undefined) {
    return { resultado: "nao-confirmada", texto: `${contra}, e não houve recurso.` };
  }
  const m = regra.comissaoRecursal.integrantes;
  if (recurso === "interposto" || recurso.length < m) {
    return {
      resultado: "pendente-de-recurso",
      texto:
        recurso === "interposto" || recurso.length === 0
          ? `${contra}; o recurso foi interposto e ainda não foi julgado: resultado provisório.`
          : `${contra}; o recurso está em julgamento (${recurso.length} de ${m} votos da comissão recursal registrados): resultado provisório.`,
    };
  }
  if (maioriaAFavor(recurso, regra.comissaoRecursal)) {
    return {
      resultado: "confirmada",
      texto: `${contra}, mas a comissão recursal deu provimento ao recurso por maioria (${placar(recurso)}): autodeclaração confirmada.`,
    };
  }
  if (
    regra.prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes &&
    favoraveis(votos) > 0 &&
    favoraveis(recurso) > 0
  ) {
    return {
      resultado: "confirmada",
      regraCumulativa: true,
      texto: `${contra}, e a comissão recursal manteve a decisão (${placar(recurso)}); como a decisão contrária não foi unânime em nenhuma das duas comissões, prevalece a autodeclaração, como o edital prevê: confirmada.`,
    };
  }
  const unanimeEmAlguma =
    regra.prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes &&
    (favoraveis(votos) === 0 || favoraveis(recurso) === 0);
  return {
    resultado: "nao-confirmada",
    regraCumulativa: unanimeEmAlguma || undefined,
    texto: `${contra}, e a comissão recursal negou provimento ao recurso (${placar(recurso)}${
      favoraveis(recurso) === 0 ? ", unânime" : ""
    })${unanimeEmAlguma ? "; a autodeclaração só prevaleceria com voto a favor nas duas comissões" : ""}: autodeclaração não confirmada.`,
  };
}
