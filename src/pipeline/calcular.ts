/**
 * Step 3: the engine, the law applied (throws ErroDeEntrada for an edital the law refuses), a cargo at
 * a time: between cargos the progress is reported, the host gets its turn (the pane repaints, a click
 * on "Cancelar" or a message to the Web Worker is handled) and the AbortSignal is checked.
 */
import { alocandoPorCargo } from "../engine/alocar";
import type { Concurso, Resultado } from "../engine/tipos";
import { cederAoHospedeiro, type OpcoesEtapa } from "./progresso";

export async function calcular(concurso: Concurso, opcoes: OpcoesEtapa = {}): Promise<Resultado> {
  opcoes.progresso?.({ etapa: "Calculando as vagas", fracao: 0 });
  const passos = alocandoPorCargo(concurso);
  for (;;) {
    const passo = passos.next();
    if (passo.done) {
      opcoes.progresso?.({ etapa: "Calculando as vagas", fracao: 1 });
      return passo.value.resultado;
    }
    const { feitos, total } = passo.value;
    opcoes.progresso?.({
      etapa: "Calculando as vagas",
      fracao: feitos / total,
      detalhe: `${feitos} de ${total} cargos`,
    });
    await cederAoHospedeiro(opcoes.sinal);
  }
}
