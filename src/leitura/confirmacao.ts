/**
 * The outcome of the confirmation of a self-declaration (heteroidentificação for pretos e pardos,
 * documents for indígenas and quilombolas, perícia for PcD), as the clerk wrote it:
 * - confirmada: Confirmada, Deferida, Apto, Homologada, Validada, Favorável, Sim;
 * - indeferida: Indeferida, Não confirmada, Inapto, Não homologada, Desfavorável, Não — the candidate
 *   leaves the reserved list and stays in AC (Lei 15.142 art. 3 § 2);
 * - fraude: Fraude, Eliminado por fraude, Má-fé, Declaração falsa — established in due process,
 *   it eliminates (Lei 15.142 art. 4);
 * - pendente: Pendente, Em análise, Aguardando, Em recurso, Não avaliado; a blank cell of a candidate
 *   who opted for the reserve is pending too (decided by the reader, which knows the options).
 * "Não se aplica", "N/A" or a dash read as a blank cell (the candidate did not opt). Anything else
 * ("Ausente", "Eliminado" alone…) is reported, not guessed: absence at the procedure has the
 * consequence the edital gives it.
 */
import type { Confirmacao } from "../engine/tipos";
import { invalido, leituraComum, lido, VAZIO, type LeituraDeValor } from "./leituraDeValor";
import type { ValorCelula } from "../planilha/tabela";
import { citarValor, dicionarioDeTermos, normalizarTexto } from "./texto";

const TERMOS = dicionarioDeTermos<Confirmacao>({
  confirmada: [
    "confirmada",
    "confirmado",
    "deferida",
    "deferido",
    "apto",
    "apta",
    "homologada",
    "homologado",
    "validada",
    "validado",
    "favoravel",
    "parecer favoravel",
    "aprovada",
    "aprovado",
    "sim",
    "s",
  ],
  indeferida: [
    "indeferida",
    "indeferido",
    "nao confirmada",
    "nao confirmado",
    "inapto",
    "inapta",
    "nao homologada",
    "nao homologado",
    "nao validada",
    "nao validado",
    "desfavoravel",
    "parecer desfavoravel",
    "reprovada",
    "reprovado",
    "nao",
    "n",
  ],
  fraude: [
    "fraude",
    "eliminado por fraude",
    "eliminada por fraude",
    "fraude comprovada",
    "fraude confirmada",
    "ma fe",
    "declaracao falsa",
    "falsidade",
  ],
  pendente: [
    "pendente",
    "em analise",
    "aguardando",
    "aguardando analise",
    "em recurso",
    "recurso",
    "nao avaliado",
    "nao avaliada",
    "a avaliar",
  ],
});

/** "Não se aplica", "N/A", a dash: the cell of a candidate who did not opt; read as blank. */
const NAO_SE_APLICA = new Set(["nao se aplica", "nao aplicavel", "n a", "na"]);

export function lerConfirmacao(valor: ValorCelula): LeituraDeValor<Confirmacao> {
  const comum = leituraComum(valor);
  if (comum) return comum;
  if (typeof valor === "boolean") return lido(valor ? "confirmada" : "indeferida");
  const texto = normalizarTexto(String(valor));
  if (NAO_SE_APLICA.has(texto) || /^[-–—]+$/.test(String(valor).trim())) return VAZIO;
  const resultado = TERMOS.get(texto);
  return resultado
    ? lido(resultado)
    : invalido(
        `${citarValor(valor)} não é um resultado de confirmação conhecido (use Confirmada, Indeferida, Pendente ou Fraude)`,
      );
}
