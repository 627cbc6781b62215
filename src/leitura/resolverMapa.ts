/**
 * Turning a MapaColunas (header names and/or letters) into column indices of the table at hand.
 * A header name wins when it is found exactly once in the header row; otherwise the letter is used;
 * neither → the field has no column, and the reason is returned for the clerk.
 */
import { colunaDasLetras } from "../planilha/endereco";
import { ROTULO_DO_CAMPO, type CampoCandidato, type ColunaMapeada, type MapaColunas } from "./mapaColunas";
import type { ValorCelula } from "../planilha/tabela";
import { citarValor, normalizarTexto } from "./texto";

export interface MapaResolvido {
  /** Index in each row of `valores` of each mapped field. */
  indices: Partial<Record<CampoCandidato, number>>;
  desempate: { campo: string; indice: number }[];
  /** Why a mapped field has no column (messages without address). */
  motivos: string[];
}

function resolverColuna(
  coluna: ColunaMapeada,
  rotulo: string,
  porNome: Map<string, number[]>,
  colunaInicial: number,
  largura: number,
): number | string {
  const nome = coluna.cabecalho === undefined ? "" : normalizarTexto(coluna.cabecalho);
  const achadas = nome === "" ? [] : (porNome.get(nome) ?? []);
  if (achadas.length === 1) return achadas[0];
  if (coluna.coluna !== undefined) {
    const indice = (colunaDasLetras(coluna.coluna.trim()) ?? -1) - colunaInicial;
    if (indice >= 0 && indice < largura) return indice;
    return `${rotulo}: a coluna ${citarValor(coluna.coluna)} não está na tabela`;
  }
  if (achadas.length > 1) {
    return `${rotulo}: há ${achadas.length} colunas chamadas ${citarValor(coluna.cabecalho ?? "")}; indique a letra da coluna`;
  }
  return `${rotulo}: nenhuma coluna chamada ${citarValor(coluna.cabecalho ?? "")} no cabeçalho`;
}

function indicePorNome(cabecalho: readonly ValorCelula[]): Map<string, number[]> {
  const porNome = new Map<string, number[]>();
  cabecalho.forEach((v, j) => {
    if (v === null) return;
    const nome = normalizarTexto(String(v));
    if (nome === "") return;
    const lista = porNome.get(nome);
    if (lista) lista.push(j);
    else porNome.set(nome, [j]);
  });
  return porNome;
}

/** Resolves the columns of any table's fields (`rotulos` names each field in messages). */
export function resolverColunas<C extends string>(
  cabecalho: readonly ValorCelula[],
  campos: Partial<Record<C, ColunaMapeada>>,
  rotulos: Record<C, string>,
  colunaInicial: number,
  largura: number,
): { indices: Partial<Record<C, number>>; motivos: string[] } {
  const porNome = indicePorNome(cabecalho);
  const resultado = { indices: {} as Partial<Record<C, number>>, motivos: [] as string[] };
  for (const [campo, coluna] of Object.entries(campos) as [C, ColunaMapeada | undefined][]) {
    if (!coluna || !Object.hasOwn(rotulos, campo)) continue;
    const r = resolverColuna(coluna, rotulos[campo], porNome, colunaInicial, largura);
    if (typeof r === "number") resultado.indices[campo] = r;
    else resultado.motivos.push(r);
  }
  return resultado;
}

export function resolverMapa(
  cabecalho: readonly ValorCelula[],
  mapa: MapaColunas,
  colunaInicial: number,
  largura: number,
): MapaResolvido {
  const { indices, motivos } = resolverColunas(
    cabecalho,
    mapa.campos,
    ROTULO_DO_CAMPO,
    colunaInicial,
    largura,
  );
  const resultado: MapaResolvido = { indices, desempate: [], motivos };
  const porNome = indicePorNome(cabecalho);
  for (const d of mapa.desempate ?? []) {
    const r = resolverColuna(d.coluna, `Desempate ${citarValor(d.campo)}`, porNome, colunaInicial, largura);
    if (typeof r === "number") resultado.desempate.push({ campo: d.campo, indice: r });
    else resultado.motivos.push(r);
  }
  return resultado;
}
