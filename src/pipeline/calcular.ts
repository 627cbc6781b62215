/** Step 3: the engine, the law applied (throws ErroDeEntrada for an edital the law refuses). */
import { alocar } from "../engine/alocar";
import type { Concurso, Resultado } from "../engine/tipos";
import type { OpcoesEtapa } from "./progresso";

export function calcular(concurso: Concurso, opcoes: OpcoesEtapa = {}): Resultado {
  opcoes.progresso?.({ etapa: "Calculando as vagas", fracao: 0 });
  const resultado = alocar(concurso);
  opcoes.progresso?.({ etapa: "Calculando as vagas", fracao: 1 });
  return resultado;
}
