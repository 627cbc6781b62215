/**
 * functions.json → functions.pt-BR.json: the same functions, ids, parameters, types and options, with
 * the names and descriptions of NOMES_PT_BR. A function or parameter without a translation, or a
 * translation of something that does not exist, stops the build: the two files never drift apart.
 */
import { NOMES_PT_BR, type TraducaoDeFuncao } from "./nomesPtBr";

/** The parts of the custom functions metadata format this merge reads and writes. */
export interface ParametroDosMetadados {
  name: string;
  description?: string;
  [outro: string]: unknown;
}
export interface FuncaoDosMetadados {
  id: string;
  name: string;
  description?: string;
  parameters: ParametroDosMetadados[];
  [outro: string]: unknown;
}
export interface MetadadosDeFuncoes {
  functions: FuncaoDosMetadados[];
  [outro: string]: unknown;
}

export function localizarMetadados(
  metadados: MetadadosDeFuncoes,
  traducoes: Record<string, TraducaoDeFuncao> = NOMES_PT_BR,
): MetadadosDeFuncoes {
  const faltas: string[] = [];
  const functions = metadados.functions.map((funcao) => {
    const traducao = traducoes[funcao.id];
    if (!traducao) {
      faltas.push(`função ${funcao.id} sem nome em português`);
      return funcao;
    }
    const usados = new Set<string>();
    const parameters = funcao.parameters.map((parametro) => {
      const p = traducao.parametros[parametro.name];
      if (!p) {
        faltas.push(`parâmetro ${parametro.name} de ${funcao.id} sem nome em português`);
        return parametro;
      }
      usados.add(parametro.name);
      return { ...parametro, name: p.nome, description: p.descricao };
    });
    for (const sobra of Object.keys(traducao.parametros).filter((p) => !usados.has(p))) {
      faltas.push(`parâmetro ${sobra} de ${funcao.id} traduzido, mas não existe em functions.ts`);
    }
    return { ...funcao, name: traducao.nome, description: traducao.descricao, parameters };
  });
  const ids = new Set(metadados.functions.map((f) => f.id));
  for (const sobra of Object.keys(traducoes).filter((id) => !ids.has(id))) {
    faltas.push(`função ${sobra} traduzida, mas não existe em functions.ts`);
  }
  if (faltas.length) throw new Error(`Metadados pt-BR incompletos:\n${faltas.join("\n")}`);
  return { ...metadados, functions };
}
