/**
 * What every sheet of the add-in shares: the render input, the sheet names, the lists of the regime and
 * the tabular layout (header, frozen row, Excel table, widths, formats by run of rows).
 */
import { REGIMES } from "../engine/regimes";
import { LISTAS, type Candidato, type Concurso, type Lista, type Resultado } from "../engine/tipos";
import { colunasDaTabela, type ValorCelula } from "../planilha/tabela";
import type { Estilo, FormatoIntervalo, ModeloFolha, TipoFolha } from "./modelo";
import { ESTILO_CABECALHO } from "./paleta";

/** Where each candidate came from in the clerk's data, for the "Origem" column. */
export type OrigemCandidatos = ReadonlyMap<string, { folha: string; linha: number }>;

/** The "Origem" cell of a candidate: "Candidatos, linha 12" (the sheet's row, 1-based), or empty. */
export function textoDaOrigem(origem: OrigemCandidatos | undefined, candidato: string): string | null {
  const o = origem?.get(candidato);
  // Joined, not a template: a template leaves a tree of pieces (~90 bytes for "Candidatos, linha
  // 123456"), join one flat string (~40): a cell of every row of every list, a million candidates (#39).
  return o ? [o.folha, ", linha ", o.linha + 1].join("") : null;
}

export interface EntradaRender {
  concurso: Concurso;
  resultado: Resultado;
  origem?: OrigemCandidatos;
  /** The concurso's name, for the printed page header (the title row above the clerk's table). */
  titulo?: string;
  /** AAAA-MM-DD: the day of the calculation, for the printed page footer. */
  dataDoCalculo?: string;
}

/** Sheet names of the add-in (≤ 31 characters, none of Excel's forbidden characters). */
export const NOME_DA_FOLHA: Record<Lista, string> &
  Record<"ordem" | "empates" | "reversoes" | "quadro", string> = {
  AC: "AC",
  PPP: "Pretos e pardos",
  IND: "Indígenas",
  QUI: "Quilombolas",
  PPIQ: "PPIQ",
  PCD: "PcD",
  ordem: "Ordem de nomeação",
  empates: "Empates",
  reversoes: "Reversões",
  quadro: "Quadro",
};

/** The lists of the regime (AC, its racial lists, PCD) plus any other list the result carries. */
export function listasDoResultado(resultado: Resultado): Lista[] {
  const doRegime = new Set<Lista>(["AC", ...REGIMES[resultado.regime].listasRaciais, "PCD"]);
  for (const c of resultado.cargos) for (const l of Object.keys(c.listas) as Lista[]) doRegime.add(l);
  return LISTAS.filter((l) => doRegime.has(l));
}

/** Which columns hold numbers and which long text, for `formatosDasColunas`. */
export interface ColunasDaFolha {
  /** Centred: a number right-aligned by default would touch the text of the next column. */
  numeros?: readonly number[];
  /** Wrapped within a narrower column: a long reason would run under the next column. */
  textosLongos?: readonly number[];
}

/** Width of a wrapped column: about one line of a short reason, two or three of a long one. */
export const LARGURA_TEXTO_LONGO = 45;

/** The alignment of the number columns and the wrapping of the long texts, one range per column. */
export function formatosDasColunas(linhas: number, c: ColunasDaFolha): FormatoIntervalo[] {
  return [
    ...(c.numeros ?? []).flatMap((j) => formatoDeColuna(j, linhas, { alinhamento: "centro" })),
    ...(c.textosLongos ?? []).flatMap((j) => formatoDeColuna(j, linhas, { quebrarTexto: true })),
  ];
}

/** Widths by content, long-text columns capped so they wrap (`formatosDasColunas`). */
export function largurasDasColunas(valores: ValorCelula[][], c: ColunasDaFolha): number[] {
  const longos = new Set(c.textosLongos ?? []);
  return largurasPorConteudo(valores).map((w, j) => (longos.has(j) ? Math.min(w, LARGURA_TEXTO_LONGO) : w));
}

/** A table-shaped sheet: header + rows, header style, frozen header, Excel table, widths by content. */
export function folhaTabular(
  nome: string,
  tipo: TipoFolha,
  nomeTabela: string,
  cabecalho: string[],
  linhas: ValorCelula[][],
  formatos: FormatoIntervalo[],
  colunasDaFolha: ColunasDaFolha = {},
): ModeloFolha {
  const valores = [cabecalho, ...linhas];
  const colunas = cabecalho.length;
  return {
    nome,
    tipo,
    valores,
    formatos: [
      {
        intervalo: { linha: 0, coluna: 0, linhas: 1, colunas },
        ...ESTILO_CABECALHO,
      },
      ...formatos,
      ...formatosDasColunas(linhas.length, colunasDaFolha),
    ],
    larguras: largurasDasColunas(valores, colunasDaFolha),
    congelarLinhas: 1,
    // An Excel table needs a data row: an empty list keeps only the header and no table.
    tabela:
      linhas.length > 0
        ? {
            nome: nomeTabela,
            intervalo: { linha: 0, coluna: 0, linhas: valores.length, colunas },
          }
        : undefined,
    notas: [],
  };
}

/** Column widths in characters from the longest text (capped so a long reason wraps instead). */
export function largurasPorConteudo(valores: ValorCelula[][], minimo = 8, maximo = 60): number[] {
  const n = colunasDaTabela(valores);
  const w = new Array<number>(n).fill(minimo);
  for (const linha of valores) {
    for (let j = 0; j < linha.length; j++) {
      const v = linha[j];
      const len = v === null ? 0 : typeof v === "number" ? String(v).length : String(v).length;
      if (len + 2 > w[j]) w[j] = Math.min(maximo, len + 2);
    }
  }
  return w;
}

/**
 * One style per run of contiguous rows with the same key (outcome, list…): a list ranked by score is
 * mostly long runs, so a sheet of 100,000 rows gets a few hundred ranges instead of 100,000 cells.
 * `chaves[i]` is the key of data row i (sheet row i + 1); a null key gets no style.
 */
export function formatosPorFaixa<K>(
  chaves: readonly (K | null)[],
  colunas: number,
  estilo: (chave: K) => Estilo,
): FormatoIntervalo[] {
  const formatos: FormatoIntervalo[] = [];
  let inicio = 0;
  for (let i = 1; i <= chaves.length; i++) {
    if (i < chaves.length && chaves[i] === chaves[inicio]) continue;
    const chave = chaves[inicio];
    if (chave !== null) {
      formatos.push({
        intervalo: {
          linha: inicio + 1,
          coluna: 0,
          linhas: i - inicio,
          colunas,
        },
        ...estilo(chave),
      });
    }
    inicio = i;
  }
  return formatos;
}

/** A whole data column (below the header) with one style, e.g. a number format. */
export function formatoDeColuna(coluna: number, linhas: number, estilo: Estilo): FormatoIntervalo[] {
  return linhas > 0 ? [{ intervalo: { linha: 1, coluna, linhas, colunas: 1 }, ...estilo }] : [];
}

/** The cargos' names by id, once per concurso: every row of every sheet asks for its cargo's name. */
const nomesDosCargos = new WeakMap<Concurso, Map<string, string | undefined>>();

export function nomeDoCargo(concurso: Concurso, id: string): string {
  let nomes = nomesDosCargos.get(concurso);
  if (!nomes) {
    nomes = new Map(concurso.cargos.map((c) => [c.id, c.nome]));
    nomesDosCargos.set(concurso, nomes);
  }
  return nomes.get(id) ?? id;
}

export const FORMATO_NOTA = "0.00##";

/** The candidates by id (a loop: not a million [id, candidate] pairs first). */
export function candidatosPorId(concurso: EntradaRender["concurso"]): Map<string, Candidato> {
  const porId = new Map<string, Candidato>();
  for (const c of concurso.candidatos) porId.set(c.id, c);
  return porId;
}
