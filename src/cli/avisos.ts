/**
 * The warnings and notes of a run, as every command that writes a file prints them under its summary:
 * what the reading replaced or doubted ("1.234" read as 1,234; a character that could not be written)
 * and the engine's warnings, in one counted list, then what is only for information.
 */
import type { Resultado } from "../engine";
import { contar, rotulo } from "../engine/notas";
import { formatarMilhares } from "../engine/decimal";
import { contagemDosEmpates, decisaoDoEmpate, descreverGrupo, ordemDosEmpates } from "../folhas/empates";
import type { Problema } from "../pipeline";

/** The ties that decide something listed in the summary, at most; all are in the Empates sheet / JSON. */
export const EMPATES_NO_RESUMO = 20;
/** Of a tie's candidates, the summary names this many. */
const INSCRICOES_POR_EMPATE = 10;

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

/**
 * The ties in the summary (#36, item 3): what needs deciding on one screen — the count, per cargo and
 * list how many decide a vaga or the order of nomination, and those ties (at most EMPATES_NO_RESUMO);
 * the rest counted in one line. `onde`: where they all are ("na folha Empates", "na saída --json").
 */
export function linhasDosEmpates(
  r: Resultado,
  onde: string,
  nomeDoCargo: (id: string) => string = (id) => id,
): string[] {
  if (r.empates.length === 0) return [];
  const contagem = contagemDosEmpates(r);
  const decidem = contagem.reduce((n, c) => n + c.vaga + c.ordem, 0);
  const linhas = [
    "",
    `Empates que os critérios do edital não desfazem: ${formatarMilhares(r.empates.length)}, ` +
      `${decidem === 1 ? "1 decide" : `${formatarMilhares(decidem)} decidem`} uma vaga ou a ordem de nomeação (a comissão decide o desempate):`,
  ];
  for (const c of contagem) {
    if (c.vaga + c.ordem === 0) continue;
    const partes = [
      c.vaga ? `${contar(c.vaga, "decide", "decidem")} a vaga` : "",
      c.ordem ? `${contar(c.ordem, "decide", "decidem")} a ordem` : "",
      c.nada ? `${formatarMilhares(c.nada)} sem decisão por ora` : "",
    ].filter(Boolean);
    linhas.push(`  • ${nomeDoCargo(c.cargo)}, ${rotulo(c.lista)}: ${partes.join(", ")}`);
  }
  const ordem = ordemDosEmpates(r.empates);
  if (decidem > 0) linhas.push("", "A decidir:");
  for (const k of ordem.slice(0, Math.min(decidem, EMPATES_NO_RESUMO))) {
    const e = r.empates[k];
    const ids = e.candidatos.slice(0, INSCRICOES_POR_EMPATE).join(", ");
    const mais =
      e.candidatos.length > INSCRICOES_POR_EMPATE
        ? ` e mais ${formatarMilhares(e.candidatos.length - INSCRICOES_POR_EMPATE)}`
        : "";
    const decide = decisaoDoEmpate(e) === "vaga" ? "decide a vaga" : "decide a ordem de nomeação";
    linhas.push(
      `  • ${nomeDoCargo(e.cargo)}, ${rotulo(e.lista)}: ${descreverGrupo(e)} — ${decide} (${ids}${mais})`,
    );
  }
  if (decidem > EMPATES_NO_RESUMO)
    linhas.push(`  … e mais ${formatarMilhares(decidem - EMPATES_NO_RESUMO)} ${onde}.`);
  const outros = r.empates.length - decidem;
  if (outros > 0)
    linhas.push(
      `${outros === 1 ? "1 empate não decide" : `${formatarMilhares(outros)} empates não decidem`} vaga nem ordem por ora (todos esperam, ou estão em outra lista): estão ${onde}.`,
    );
  return linhas;
}
