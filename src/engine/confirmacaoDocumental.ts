/**
 * Verificação documental (RULES § 9.3): the outcome of the self-declaration of indígenas and
 * quilombolas from the documents presented and the commission's parecer (the appeal's, when judged).
 * - Quilombolas: Decreto nº 12.536/2025, art. 14 (documentary verification by a commission mostly of
 *   quilombolas) and art. 15 (the declaration of three leaders, I, **and** the Fundação Cultural
 *   Palmares certification, II): the federal rule is `{"regra": "todos", "exigidos": [both]}`.
 * - Indígenas: Lei nº 15.142/2025, art. 3º, § 4º (the procedure is the regulation's and the edital's):
 *   one of the documents the edital accepts.
 * Documents outside the edital's rule: not confirmed, whatever the parecer. Documents not recorded: the
 * parecer decides (the commission saw them). Pure: the stage adds the law's citation.
 */
import type { RegraDeDocumentos } from "./escolhasDaConfirmacao";
import type { DecisaoDoProcedimento } from "./heteroidentificacao";

/** The final parecer of a procedure with appeal, positive or negative, in words. */
export interface Pareceres<P extends string> {
  favoravel: P;
  texto: Record<P, string>;
}

/**
 * The outcome from a parecer and its appeal: no parecer → pendente; appeal filed and not judged (or judged
 * without a parecer recorded) → pendente-de-recurso; the appeal's parecer wins over the first.
 */
export function decidirPorParecer<P extends string>(
  parecer: P | undefined,
  recurso: { parecer?: P } | "interposto" | undefined,
  pareceres: Pareceres<P>,
  procedimento: string,
): DecisaoDoProcedimento {
  if (parecer === undefined && recurso === undefined) {
    return { resultado: "pendente", texto: `${procedimento} ainda sem parecer: resultado provisório.` };
  }
  const primeiro = parecer === undefined ? "" : `parecer da comissão: ${pareceres.texto[parecer]}`;
  if (parecer === pareceres.favoravel) {
    return {
      resultado: "confirmada",
      texto: `${procedimento}: ${primeiro}; confirmada.${recurso !== undefined ? " O recurso registrado fica sem objeto." : ""}`,
    };
  }
  if (recurso === undefined) {
    return {
      resultado: "nao-confirmada",
      texto: `${procedimento}: ${primeiro}, e não houve recurso; não confirmada.`,
    };
  }
  if (recurso === "interposto" || recurso.parecer === undefined) {
    return {
      resultado: "pendente-de-recurso",
      texto: `${procedimento}: ${primeiro || "sem parecer registrado"}; o recurso foi interposto e ainda não foi julgado: resultado provisório.`,
    };
  }
  return recurso.parecer === pareceres.favoravel
    ? {
        resultado: "confirmada",
        texto: `${procedimento}: ${primeiro || "sem parecer registrado"}, mas o recurso foi provido (${pareceres.texto[recurso.parecer]}); confirmada.`,
      }
    : {
        resultado: "nao-confirmada",
        texto: `${procedimento}: ${primeiro || "sem parecer registrado"}, e o recurso foi negado (${pareceres.texto[recurso.parecer]}); não confirmada.`,
      };
}

const PARECERES = {
  favoravel: "favoravel",
  texto: { favoravel: "favorável", desfavoravel: "desfavorável" },
} as const satisfies Pareceres<"favoravel" | "desfavoravel">;

/** The documents that fail the edital's rule (none: the rule is met), in words. */
export function faltaDeDocumentos(documentos: readonly string[], regra: RegraDeDocumentos): string | null {
  if (regra.regra === "algum") {
    return regra.aceitos.some((d) => documentos.includes(d))
      ? null
      : `não apresentou nenhum dos documentos aceitos (${regra.aceitos.join(", ")})`;
  }
  const faltam = regra.exigidos.filter((d) => !documentos.includes(d));
  return faltam.length ? `faltou ${faltam.join(" e ")} (o edital exige ${regra.exigidos.join(" e ")})` : null;
}

export function decidirVerificacaoDocumental(
  documentos: readonly string[] | undefined,
  parecer: "favoravel" | "desfavoravel" | undefined,
  recurso: { parecer?: "favoravel" | "desfavoravel" } | "interposto" | undefined,
  regra: RegraDeDocumentos,
): DecisaoDoProcedimento {
  const falta = documentos === undefined ? null : faltaDeDocumentos(documentos, regra);
  if (falta !== null) {
    return {
      resultado: "nao-confirmada",
      texto: `Verificação documental: ${falta}; autodeclaração não confirmada.`,
    };
  }
  return decidirPorParecer(parecer, recurso, PARECERES, "Verificação documental");
}
