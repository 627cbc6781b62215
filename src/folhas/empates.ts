/**
 * "Empates": every tie the edital's criteria could not break (the warning of the result says "veja a
 * lista de empates"), one row per tied candidate, grouped by tie: the list, the candidates in the
 * provisional order (by inscrição), the criteria tried and what the tie decides. The commission
 * decides such a tie (Estatuto da Pessoa Idosa art. 27 pu; the edital's criteria).
 *
 * A workbook without a tie-break column has thousands of ties, most deciding nothing today (all the
 * tied wait, or all are nominated in another list): the ties that decide a vaga come first, then those
 * that decide the order of nomination between the tied, then the rest, each kind cargo by cargo and list
 * by list (`ordemDosEmpates`: the pane and the CLI show them in the same order). The tie's text is a
 * note on its first row, once per group; the tied are its rows.
 */
import { contar, notaEmTexto, rotulo } from "../engine/notas";
import type { Candidato, Desfecho, Empate, EntradaLista, Lista, Resultado } from "../engine/tipos";
import type { ValorCelula } from "../planilha/tabela";
import {
  candidatosPorId,
  FORMATO_NOTA,
  NOME_DA_FOLHA,
  folhaTabular,
  formatoDeColuna,
  formatosPorFaixa,
  nomeDoCargo,
  type EntradaRender,
} from "./comum";
import type { ModeloFolha, NotaCelula } from "./modelo";
import { DESFECHO, TEXTO_ESCURO } from "./paleta";
import { motivosDaLinha, motivosPorCandidato, textoProvisorio } from "./provisorios";

export const CABECALHO_EMPATES = [
  "Cargo",
  "Empate",
  "Lista",
  "Decide",
  "Empatados",
  "Inscrição",
  "Nome",
  "Nota",
  "Classificação provisória",
  "Desfecho",
  "Critérios aplicados",
  "Provisório",
];
const COL_EMPATE = 1;
const COL_EMPATADOS = 4;
const COL_NOTA = 7;
const COL_CLASSIFICACAO = 8;
const COL_CRITERIOS = 10;
const COL_PROVISORIO = 11;

export const NENHUM_EMPATE =
  "Nenhum empate: os critérios de desempate do edital separaram todos os candidatos.";

/** What a tie decides today: who fills a vaga, the order of nomination between the tied, or neither. */
export type DecisaoDoEmpate = "vaga" | "ordem" | "nada";

export function decisaoDoEmpate(e: Empate): DecisaoDoEmpate {
  return e.decideVaga ? "vaga" : e.decideOrdem ? "ordem" : "nada";
}

/** The Decide column, and the pane's and the CLI's word for it. */
export const TEXTO_DA_DECISAO: Record<DecisaoDoEmpate, string> = {
  vaga: "A vaga",
  ordem: "A ordem de nomeação",
  nada: "Nada, por ora",
};

const PESO: Record<DecisaoDoEmpate, number> = { vaga: 0, ordem: 1, nada: 2 };

/**
 * The ties in the order they are shown (indices into `empates`): those that decide a vaga, then the
 * order, then the rest; within each kind the engine's order (cargo by cargo, list by list, by rank).
 */
export function ordemDosEmpates(empates: readonly Empate[]): number[] {
  return empates
    .map((_, i) => i)
    .sort((a, b) => PESO[decisaoDoEmpate(empates[a])] - PESO[decisaoDoEmpate(empates[b])] || a - b);
}

/** The ties counted per cargo and list, by what they decide (cargo and list in the order shown). */
export interface ContagemDeEmpates {
  cargo: string;
  lista: Lista;
  vaga: number;
  ordem: number;
  nada: number;
  /** Candidates in the ties of this cargo and list. */
  empatados: number;
}

export function contagemDosEmpates(resultado: Resultado): ContagemDeEmpates[] {
  const porChave = new Map<string, ContagemDeEmpates>();
  for (const e of resultado.empates) {
    const chave = `${e.cargo}\u0000${e.lista}`;
    let c = porChave.get(chave);
    if (!c)
      porChave.set(chave, (c = { cargo: e.cargo, lista: e.lista, vaga: 0, ordem: 0, nada: 0, empatados: 0 }));
    c[decisaoDoEmpate(e)]++;
    c.empatados += e.candidatos.length;
  }
  // Those with ties that decide something first, then the engine's order.
  return [...porChave.values()].sort((a, b) => Number(b.vaga + b.ordem > 0) - Number(a.vaga + a.ordem > 0));
}

/** "12 candidatos com nota 80, da 10ª à 21ª classificação": the group in a few words. */
export function descreverGrupo(e: Empate): string {
  const { de, ate } = e.classificacoes;
  return `${contar(e.candidatos.length, "candidato")} com nota ${notaEmTexto(e.nota)}, da ${de}ª à ${ate}ª classificação`;
}

/** Rows of the sheet's table at most: Excel's grid less the header (and a few to spare). */
export const MAX_LINHAS_DE_EMPATES = 1_048_576 - 1 - 15;

/**
 * With ties beyond Excel's grid (a million candidates with whole-point scores: 1.3 million tied rows
 * across the lists, #39), the ties that decide something first keep one row per tied candidate while
 * they fit, leaving a row for each tie after them; a tie that does not fit gets one row, its group, and
 * its people are found in its list's sheet (the note "Empate nº N" on the Desfecho of each). Nothing
 * is refused: the file was refused whole before.
 */
export function renderizarEmpates(
  { concurso, resultado }: EntradaRender,
  maxLinhas = MAX_LINHAS_DE_EMPATES,
  /** The candidates by id, when the caller has the map already (render.ts: one for every sheet). */
  candidatos: ReadonlyMap<string, Candidato> = candidatosPorId(concurso),
): ModeloFolha {
  const motivos = motivosPorCandidato(resultado);
  const cargos = new Map(resultado.cargos.map((c) => [c.id, c]));
  const linhas: ValorCelula[][] = [];
  const desfechos: (Desfecho | null)[] = [];
  const notas: NotaCelula[] = [];
  // The entries of a tie, found in its list by its ranks (consecutive, in the list's order) from where
  // the previous tie of that list was found: ties of one kind come in rank order, so each list is read
  // about once per kind. Not a map of every list by candidate (a cargo of 100,000 candidates has
  // thousands of ties, and a map per tie made this sheet quadratic; a map of every list, 1.3 million
  // entries when a million candidates are all tied, #39), only a small one of the tie's own.
  const ondeParou = new Map<string, number>();
  const entradasDo = (empate: Empate): ReadonlyMap<string, EntradaLista> => {
    const chave = `${empate.cargo}\u0000${empate.lista}`;
    const lista = cargos.get(empate.cargo)?.listas[empate.lista] ?? [];
    const { de, ate } = empate.classificacoes;
    const doEmpate = new Map<string, EntradaLista>();
    let i = posicaoDaClassificacao(lista, de, ondeParou.get(chave) ?? 0);
    for (; i >= 0 && i < lista.length; i++) {
      const c = lista[i].classificacao;
      if (c >= de && c <= ate) doEmpate.set(lista[i].candidato, lista[i]);
      if (c === ate) break;
    }
    if (i >= 0) ondeParou.set(chave, i);
    // Every tied candidate found there, as the engine builds its ties; else the whole list, as before.
    if (empate.candidatos.every((id) => doEmpate.has(id))) return doEmpate;
    return new Map(lista.map((e) => [e.candidato, e]));
  };
  const ordem = ordemDosEmpates(resultado.empates);
  ordem.forEach((k, i) => {
    const empate = resultado.empates[k];
    const entradas = entradasDo(empate);
    // The columns every row of the tie begins with: cargo, tie number, list, what it decides, how many.
    const comecoDaLinha = [
      nomeDoCargo(concurso, empate.cargo),
      i + 1,
      rotulo(empate.lista),
      TEXTO_DA_DECISAO[decisaoDoEmpate(empate)],
      empate.candidatos.length,
    ];
    notas.push({ linha: linhas.length + 1, coluna: COL_EMPATE, texto: empate.texto });
    const depois = ordem.length - i - 1;
    if (linhas.length + empate.candidatos.length + depois > maxLinhas) {
      const { de, ate } = empate.classificacoes;
      linhas.push([
        ...comecoDaLinha,
        null,
        `Os ${empate.candidatos.length.toLocaleString("pt-BR")} empatados (da ${de}ª à ${ate}ª classificação) estão na folha ${NOME_DA_FOLHA[empate.lista]}, com a nota "Empate nº ${i + 1}" no Desfecho: não cabem aqui, além das linhas do Excel`,
        empate.nota,
        null,
        null,
        empate.criterios ?? null,
        null,
      ]);
      desfechos.push(null);
      return;
    }
    for (const id of empate.candidatos) {
      const e = entradas.get(id);
      linhas.push([
        ...comecoDaLinha,
        id,
        candidatos.get(id)?.nome ?? null,
        e?.nota ?? null,
        e?.classificacao || null,
        e ? DESFECHO[e.desfecho].texto : null,
        empate.criterios ?? null,
        e?.provisorio ? textoProvisorio(motivosDaLinha(motivos.get(id) ?? [], empate.lista)) : null,
      ]);
      desfechos.push(e?.desfecho ?? null);
    }
  });
  if (linhas.length === 0) {
    linhas.push(CABECALHO_EMPATES.map((_, j) => (j === COL_CRITERIOS ? NENHUM_EMPATE : null)));
  }
  const colunas = CABECALHO_EMPATES.length;
  const modelo = folhaTabular(
    NOME_DA_FOLHA.empates,
    "empates",
    "Cotas_Empates",
    CABECALHO_EMPATES,
    linhas,
    [
      ...formatosPorFaixa(desfechos, colunas, (d) => ({
        preenchimento: DESFECHO[d].preenchimento,
        corFonte: TEXTO_ESCURO,
      })),
      ...formatoDeColuna(COL_NOTA, linhas.length, { formatoNumero: FORMATO_NOTA }),
    ],
    {
      numeros: [COL_EMPATE, COL_EMPATADOS, COL_NOTA, COL_CLASSIFICACAO],
      textosLongos: [COL_CRITERIOS, COL_PROVISORIO],
    },
  );
  return { ...modelo, notas };
}

/** The index of the entry of rank `classificacao` in a list, looked for from `desde`, then before it. */
function posicaoDaClassificacao(
  lista: readonly EntradaLista[],
  classificacao: number,
  desde: number,
): number {
  for (let i = desde; i < lista.length; i++) if (lista[i].classificacao === classificacao) return i;
  for (let i = 0; i < Math.min(desde, lista.length); i++)
    if (lista[i].classificacao === classificacao) return i;
  return -1;
}
