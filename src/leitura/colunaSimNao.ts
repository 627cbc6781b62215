/**
 * A reserve's yes/no column mistaken for the modality: "Cota racial (S/N)" has "cota" in its header,
 * like "Cota" or "Modalidade de concorrência", but its cells say S or N, not "Negro" or "Ampla". The
 * most common layout of a banca's result (one S/N column per reserve) is told apart by its values, and
 * the header's words say which reserve it marks. Used by the automatic mapping (the column goes to its
 * reserve's field) and by the reading (a column mapped as the modality that holds yes/no values is one
 * problem with the field to use instead, not one error per candidate).
 */
import type { ValorCelula } from "../planilha/tabela";
import type { CampoCandidato } from "./mapaColunas";
import { lerSimNao } from "./simNao";
import { celulaVazia, normalizarTexto } from "./texto";

export type CampoDeReserva = Extract<CampoCandidato, "ppp" | "ind" | "qui" | "pcd">;

/** The rows looked at below the header: enough to tell, without reading a large sheet twice. */
const AMOSTRA = 500;

/**
 * Whether column `j` below row `cabecalho` holds yes/no values only (Sim/Não, S/N, X, 1/0…), with at
 * least one that is not a plain no ("Não" and a dash are also a modality: no reserve).
 */
export function ehColunaSimNao(
  valores: readonly (readonly ValorCelula[])[],
  cabecalho: number,
  j: number,
): boolean {
  let algumSim = false;
  const fim = Math.min(valores.length, cabecalho + 1 + AMOSTRA);
  for (let i = cabecalho + 1; i < fim; i++) {
    const v = valores[i]?.[j] ?? null;
    if (celulaVazia(v)) continue;
    const lido = lerSimNao(v);
    if (lido.tipo !== "valor") return false;
    if (lido.valor) algumSim = true;
  }
  return algumSim;
}

const PALAVRAS: readonly [CampoDeReserva, readonly string[]][] = [
  ["pcd", ["pcd", "deficiencia", "deficiente", "deficientes"]],
  ["ind", ["indigena", "indigenas"]],
  ["qui", ["quilombola", "quilombolas"]],
  ["ppp", ["negro", "negros", "preto", "pretos", "pardo", "pardos", "ppp", "racial", "raca"]],
];

/**
 * The reserve a yes/no column marks, by its header: PcD, indígenas or quilombolas when it names them;
 * pretos e pardos when it names them or only says "racial", "cota", "cotista" (the racial reserve of
 * every federal regime since Lei 12.990; indígenas and quilombolas have columns of their own).
 */
export function reservaDoCabecalho(cabecalho: string): CampoDeReserva {
  const palavras = new Set(normalizarTexto(cabecalho).split(" "));
  return PALAVRAS.find(([, p]) => p.some((x) => palavras.has(x)))?.[0] ?? "ppp";
}
