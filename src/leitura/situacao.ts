/**
 * The candidate's situation as the clerk wrote it (RULES.md § 3, "other statuses"). A blank cell
 * (or a dash) means classified. Unknown text is reported, not guessed ("Final de fila" and the like are
 * decisions the clerk must translate).
 */
import type { Situacao } from "../engine/tipos";
import { invalido, leituraComum, lido, VAZIO, type LeituraDeValor } from "./leituraDeValor";
import type { ValorCelula } from "../planilha/tabela";
import { citarValor, dicionarioDeTermos, normalizarTexto } from "./texto";

const TERMOS = dicionarioDeTermos<Situacao>({
  classificado: [
    "classificado",
    "classificada",
    "aprovado",
    "aprovada",
    "habilitado",
    "habilitada",
    "ok",
    "ativo",
    "ativa",
  ],
  eliminado: [
    "eliminado",
    "eliminada",
    "desclassificado",
    "desclassificada",
    "reprovado",
    "reprovada",
    "ausente",
    "faltoso",
    "faltosa",
    "excluido",
    "excluida",
  ],
  desistente: ["desistente", "desistiu", "desistencia", "renunciou", "renuncia", "renunciante"],
  "sub judice": ["sub judice", "subjudice", "sub judicie", "liminar", "decisao judicial", "judicial"],
  nomeado: ["nomeado", "nomeada", "empossado", "empossada", "em exercicio"],
});

export function lerSituacao(valor: ValorCelula): LeituraDeValor<Situacao> {
  const comum = leituraComum(valor);
  if (comum) return comum;
  if (/^[-–—]+$/.test(String(valor).trim())) return VAZIO; // a dash: nothing to say, classified
  const situacao = TERMOS.get(normalizarTexto(String(valor)));
  return situacao
    ? lido(situacao)
    : invalido(
        `${citarValor(valor)} não é uma situação conhecida (use Classificado, Eliminado, Desistente, Sub judice ou Nomeado)`,
      );
}
