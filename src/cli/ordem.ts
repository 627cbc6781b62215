/** `cotas ordem`: the list that names the person at each position of the nomination order (RULES §5). */
import { contar } from "../engine/notas";
import { calcularQuadro, ordemDasListas } from "../engine";
import { inteiro, lerArgumentos } from "./argumentos";
import type { Comando } from "./comando";
import { AJUDA_DO_EDITAL, editalDaLinha, OPCOES_DO_EDITAL } from "./edital";
import { tabela } from "./tabela";

export const ordem: Comando = {
  resumo: "a ordem de nomeação: a lista de cada posição",
  ajuda: `Uso: cotas ordem --vagas N (--data-edital AAAA-MM-DD [--pcd P] | --regime ID [--pcd P] | --edital ARQUIVO.json) [--ate M] [--json]

Mostra, para cada posição da ordem de nomeação, a lista de onde vem a pessoa nomeada, com alternância
e proporcionalidade entre as listas (Lei 15.142/2025, art. 9º).

${AJUDA_DO_EDITAL}
  --ate M                   continua a ordem até a posição M (vagas que surgirem na validade)`,
  executar(argv, ambiente) {
    const args = lerArgumentos(argv, { ...OPCOES_DO_EDITAL, ate: "texto" });
    const { vagas, edital } = editalDaLinha(args, ambiente);
    const ate = args.opcoes.ate === undefined ? vagas : inteiro(args.opcoes.ate, "ate", vagas);
    const r = calcularQuadro(vagas, edital);
    const listas = ordemDasListas(r.quadro, edital, { ate });
    if (args.opcoes.json) return JSON.stringify({ regime: r.regime, vagas, quadro: r.quadro, ordem: listas });
    return [
      `Ordem de nomeação de ${contar(vagas, "vaga")} — regime ${r.regime}`,
      "",
      tabela(
        ["Posição", "Lista", ...(ate > vagas ? ["Observação"] : [])],
        listas.map((lista, i) => [
          i + 1,
          lista,
          ...(ate > vagas ? [i < vagas ? "" : "vaga surgida na validade"] : []),
        ]),
      ),
    ].join("\n");
  },
};
