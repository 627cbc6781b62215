/**
 * The candidate's situation as the clerk wrote it (RULES.md § 3, "other statuses"). A blank cell
 * (or a dash) means classified. Unknown text is reported, not guessed ("Final de fila" and the like are
 * decisions the clerk must translate).
 */
import type { Situacao } from "../engine/tipos";
import { invalido, leituraComum, lido, VAZIO, type LeituraDeValor } from "./leituraDeValor";
import type { ValorCelula } from "./tabela";
import { citarValor, normalizarTexto } from "./texto";

const TERMOS = new Map<string, Situacao>();
function termos(situacao: Situacao, lista: string[]): void {
  for (const t of lista) TERMOS.set(t, situacao);
}
termos("classificado", [
  "classificado",
  "classificada",
  "aprovado",
  "aprovada",
  "habilitado",
  "habilitada",
  "ok",
  "ativo",
  "ativa",
]);
termos("eliminado", [
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
]);
termos("desistente", ["desistente", "desistiu", "desistencia", "renunciou", "renuncia", "renunciante"]);
termos("sub judice", ["sub judice", "subjudice", "sub judicie", "liminar", "decisao judicial", "judicial"]);
termos("nomeado", ["nomeado", "nomeada", "empossado", "empossada", "em exercicio"]);

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
