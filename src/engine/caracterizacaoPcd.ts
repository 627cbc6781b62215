/**
 * Caracterização da deficiência (RULES § 9.4): the outcome of the PcD reserve from the evaluation's
 * parecer (caracterizada / não caracterizada), with appeal. The evaluation is the edital's, within
 * Decreto nº 9.508/2018 (the biopsychosocial evaluation of Lei nº 13.146/2015, art. 2º, § 1º, whose text
 * is not in the project: the stage cites the decree and the edital). Pure.
 */
import { decidirPorParecer } from "./confirmacaoDocumental";
import type { DecisaoDoProcedimento } from "./heteroidentificacao";
import type { ParecerPcd } from "./tiposDaConfirmacao";

export function decidirCaracterizacaoPcd(
  parecer: ParecerPcd | undefined,
  recurso: { parecer?: ParecerPcd } | "interposto" | undefined,
): DecisaoDoProcedimento {
  return decidirPorParecer(
    parecer,
    recurso,
    {
      favoravel: "caracterizada",
      texto: {
        caracterizada: "deficiência caracterizada",
        "nao-caracterizada": "deficiência não caracterizada",
      },
    },
    "Avaliação da deficiência",
  );
}
