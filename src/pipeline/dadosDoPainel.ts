/**
 * The door the pane uses for step 1 (Dados): read a source, resolve what was actually read, map its
 * columns, and read the candidates with a mapping. The pane keeps only state and presentation; what
 * "read", "map" and "which cargos" mean lives here, the same for every front end.
 */
import type { PortaPasta } from "../adapters/porta";
import { enderecoA1 } from "../folhas/modelo";
import { lerCandidatos, type LeituraDosCandidatos } from "../leitura/leituraDosCandidatos";
import type { MapaColunas, MapeamentoAutomatico, OpcoesLeitura } from "../leitura/mapaColunas";
import { mapearTabela } from "../leitura/mapeamentoAutomatico";
import { chaveDoCargo } from "../leitura/montarConcurso";
import { colunasDaTabela, type TabelaBruta } from "../planilha/tabela";
import { lerDados, type FonteDados } from "./lerDados";

export interface DadosLidos {
  tabela: TabelaBruta;
  /** The source actually read: "automatic" or "selection" resolved to the table or range found. */
  fonte: FonteDados;
  /** The columns mapped by their headers, or undefined when asked to keep a saved mapping. */
  mapeamento?: MapeamentoAutomatico;
}

/** Reads a source and, unless a saved mapping is kept, maps its columns by their headers. */
export async function lerEMapear(
  porta: PortaPasta,
  fonte: FonteDados,
  manterMapaSalvo: boolean,
): Promise<DadosLidos> {
  const tabela = await lerDados(porta, fonte);
  const mapeamento = manterMapaSalvo ? undefined : (mapearTabela(tabela) ?? undefined);
  return { tabela, fonte: fonteLida(fonte, tabela), mapeamento };
}

/** Saved as the source: a resolved table or range reads the same data on the next opening. */
export function fonteLida(fonte: FonteDados, tabela: TabelaBruta): FonteDados {
  if (fonte.tipo !== "automatica" && fonte.tipo !== "selecao") return fonte;
  if (tabela.tabela) return { tipo: "tabela", nome: tabela.tabela };
  const linhas = tabela.valores.length;
  const colunas = colunasDaTabela(tabela.valores);
  if (linhas === 0 || colunas === 0) return { tipo: "intervalo", folha: tabela.folha };
  const endereco = enderecoA1({ linha: tabela.linhaInicial, coluna: tabela.colunaInicial, linhas, colunas });
  return { tipo: "intervalo", folha: tabela.folha, endereco };
}

export interface CandidatosLidos {
  leitura: LeituraDosCandidatos;
  /** Each cargo once, as first written (the same cargo typed with other accents or case is the same). */
  cargos: string[];
}

export function candidatosLidos(
  tabela: TabelaBruta,
  mapa: MapaColunas,
  opcoes: OpcoesLeitura = {},
): CandidatosLidos {
  const leitura = lerCandidatos(tabela, mapa, opcoes);
  const vistos = new Map<string, string>();
  for (const { campos } of leitura.linhas) {
    if (campos.cargo && !vistos.has(chaveDoCargo(campos.cargo)))
      vistos.set(chaveDoCargo(campos.cargo), campos.cargo);
  }
  return { leitura, cargos: [...vistos.values()] };
}
