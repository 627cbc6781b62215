/**
 * "Empates": every tie the edital's criteria could not break (the warning of the result says "veja a
 * lista de empates"), one row per tied candidate, grouped by tie: the list, the candidates in the
 * provisional order (by inscrição), the criteria tried and whether the tie decides a vaga. The commission
 * decides such a tie (Estatuto da Pessoa Idosa art. 27 pu; the edital's criteria).
 */
import { rotulo } from "../engine/notas";
import type { Desfecho, EntradaLista, Lista } from "../engine/tipos";
import type { ValorCelula } from "../planilha/tabela";
import {
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
  "Inscrição",
  "Nome",
  "Nota",
  "Classificação provisória",
  "Desfecho",
  "Critérios aplicados",
  "Decide a vaga",
  "Provisório",
];
const COL_EMPATE = 1;
const COL_NOTA = 5;
const COL_CLASSIFICACAO = 6;
const COL_CRITERIOS = 8;
const COL_PROVISORIO = 10;

export const NENHUM_EMPATE =
  "Nenhum empate: os critérios de desempate do edital separaram todos os candidatos.";

export function renderizarEmpates({ concurso, resultado }: EntradaRender): ModeloFolha {
  const nomes = new Map(concurso.candidatos.map((c) => [c.id, c.nome ?? null]));
  const motivos = motivosPorCandidato(resultado);
  const cargos = new Map(resultado.cargos.map((c) => [c.id, c]));
  const linhas: ValorCelula[][] = [];
  const desfechos: (Desfecho | null)[] = [];
  const notas: NotaCelula[] = [];
  // The entries of a list by candidate, built once per list: a cargo of 100,000 candidates has
  // thousands of ties, and a map of its whole list per tie made this sheet quadratic.
  const porLista = new Map<string, Map<string, EntradaLista>>();
  const entradasDa = (cargo: string, lista: Lista) => {
    const chave = `${cargo}\u0000${lista}`;
    let entradas = porLista.get(chave);
    if (!entradas) {
      entradas = new Map((cargos.get(cargo)?.listas[lista] ?? []).map((e) => [e.candidato, e]));
      porLista.set(chave, entradas);
    }
    return entradas;
  };
  resultado.empates.forEach((empate, i) => {
    const entradas = entradasDa(empate.cargo, empate.lista);
    notas.push({ linha: linhas.length + 1, coluna: COL_EMPATE, texto: empate.texto });
    for (const id of empate.candidatos) {
      const e = entradas.get(id);
      linhas.push([
        nomeDoCargo(concurso, empate.cargo),
        i + 1,
        rotulo(empate.lista),
        id,
        nomes.get(id) ?? null,
        e?.nota ?? null,
        e?.classificacao || null,
        e ? DESFECHO[e.desfecho].texto : null,
        empate.criterios ?? null,
        empate.decideVaga ? "Sim" : "Não",
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
    { numeros: [COL_EMPATE, COL_NOTA, COL_CLASSIFICACAO], textosLongos: [COL_CRITERIOS, COL_PROVISORIO] },
  );
  return { ...modelo, notas };
}
