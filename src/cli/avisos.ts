/**
 * The warnings and notes of a run, as every command that writes a file prints them under its summary:
 * what the reading replaced or doubted ("1.234" read as 1,234; a character that could not be written)
 * and the engine's warnings, in one counted list, then what is only for information.
 */
import type { Resultado } from "../engine";
import type { Problema } from "../pipeline";

export function linhasDosAvisos(problemas: readonly Problema[], doMotor: Resultado["avisos"] = []): string[] {
  const linhas: string[] = [];
  // One count for the one list below: the reading's warnings and the engine's.
  const avisos = [
    ...problemas.filter((p) => p.gravidade === "aviso").map((p) => p.mensagem),
    ...doMotor.map((a) => `${a.texto} (${a.fundamento})`),
  ];
  if (avisos.length) linhas.push("", `Avisos (${avisos.length}):`, ...avisos.map((t) => `  ! ${t}`));
  const informacoes = problemas.filter((p) => p.gravidade === "informacao");
  if (informacoes.length) linhas.push("", "Para informação:", ...informacoes.map((p) => `  i ${p.mensagem}`));
  return linhas;
}
