/** `cotas quadro`: how many of N vagas each list gets (RULES §2). */
import { contar } from "../engine/notas";
import { calcularQuadro } from "../engine";
import { lerArgumentos } from "./argumentos";
import type { Comando } from "./comando";
import { AJUDA_DO_EDITAL, editalDaLinha, OPCOES_DO_EDITAL } from "./edital";
import { tabela } from "./tabela";

export const quadro: Comando = {
  resumo: "quantas vagas cabem a cada lista (AC, PPP, IND, QUI, PPIQ, PCD)",
  ajuda: `Uso: cotas quadro --vagas N (--data-edital AAAA-MM-DD [--pcd P] | --regime ID [--pcd P] | --edital ARQUIVO.json) [--json]

Calcula o quadro de vagas de um cargo: a reserva de cada grupo racial (arredondamento de cada grupo),
a de pessoas com deficiência (fração para cima, até 20% das vagas) e o restante na ampla concorrência.

${AJUDA_DO_EDITAL}`,
  executar(argv, ambiente) {
    const args = lerArgumentos(argv, OPCOES_DO_EDITAL);
    const { vagas, edital } = editalDaLinha(args, ambiente);
    const r = calcularQuadro(vagas, edital);
    if (args.opcoes.json) {
      return JSON.stringify(
        { regime: r.regime, vagas: r.vagas, quadro: r.quadro, fundamentos: r.fundamentos, notas: r.notas },
        null,
        2,
      );
    }
    const linhas = Object.entries(r.quadro).map(([lista, n]) => [
      lista,
      n ?? 0,
      r.fundamentos[lista as keyof typeof r.fundamentos] ?? "",
    ]);
    return [
      `Quadro de ${contar(r.vagas, "vaga")} — regime ${r.regime}`,
      "",
      tabela(["Lista", "Vagas", "Fundamento"], linhas),
      "",
      "Cálculo:",
      ...r.notas.map((n) => `  • ${n.texto} (${n.fundamento})`),
    ].join("\n");
  },
};
