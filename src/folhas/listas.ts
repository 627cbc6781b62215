/**
 * One sheet per list of the regime: every candidate of the list, cargo by cargo in rank order, with the
 * outcome in words, the reason and its article, colored by outcome (RULES.md § 6).
 */
import type { Candidato, Desfecho, Empate, Lista, ListaReservada, MotivoProvisorio } from "../engine/tipos";
import {
  candidatosPorId,
  FORMATO_NOTA,
  NOME_DA_FOLHA,
  folhaTabular,
  formatoDeColuna,
  formatosPorFaixa,
  listasDoResultado,
  nomeDoCargo,
  textoDaOrigem,
  type EntradaRender,
} from "./comum";
import { decisaoDoEmpate, descreverGrupo, ordemDosEmpates } from "./empates";
import { motivosDaLinha, motivosPorCandidato, notaProvisoria, textoProvisorio } from "./provisorios";
import { DESFECHO, TEXTO_ESCURO } from "./paleta";
import type { ModeloFolha, NotaCelula } from "./modelo";
import type { ValorCelula } from "../planilha/tabela";

export const CABECALHO_LISTA = [
  "Cargo",
  "Classificação",
  "Inscrição",
  "Nome",
  "Nota",
  "Desfecho",
  "Motivo",
  "Fundamento",
  "Provisório",
  "Origem",
];
const COL_CLASSIFICACAO = 1;
const COL_NOTA = 4;
const COL_DESFECHO = 5;
const COL_MOTIVO = 6;
const COL_FUNDAMENTO = 7;
const COL_PROVISORIO = 8;

export function renderizarListas(
  entrada: EntradaRender,
  // Looked up by every list's rows: built once for all the lists (render.ts: once for every sheet).
  candidatos: ReadonlyMap<string, Candidato> = candidatosPorId(entrada.concurso),
): ModeloFolha[] {
  const motivos = motivosPorCandidato(entrada.resultado);
  return listasDoResultado(entrada.resultado).map((lista) =>
    renderizarLista(entrada, lista, candidatos, motivos),
  );
}

function renderizarLista(
  { concurso, resultado, origem }: EntradaRender,
  lista: Lista,
  candidatos: ReadonlyMap<string, Candidato>,
  motivos: ReadonlyMap<string, MotivoProvisorio[]>,
): ModeloFolha {
  // The ties of this list, cargo by cargo: candidate → one short text per tie, shared by its candidates,
  // that names the tie by its number in the Empates sheet (never the other tied: a tie of 20,000 would
  // put 20,000 lists of 19,999 inscrições in the notes, #39).
  // The map of a cargo's tied is built when its rows are, and let go of after them: not every cargo's
  // at once (a million candidates all tied made a map of a million entries per list, #39).
  const empatesPorCargo = new Map<string, { empate: Empate; numero: number }[]>();
  ordemDosEmpates(resultado.empates).forEach((k, i) => {
    const e = resultado.empates[k];
    if (e.lista !== lista) return;
    let doCargo = empatesPorCargo.get(e.cargo);
    if (!doCargo) empatesPorCargo.set(e.cargo, (doCargo = []));
    doCargo.push({ empate: e, numero: i + 1 });
  });
  const linhas: ValorCelula[][] = [];
  const desfechos: Desfecho[] = [];
  const notas: NotaCelula[] = [];
  for (const cargo of resultado.cargos) {
    const nomeCargo = nomeDoCargo(concurso, cargo.id);
    let empatadosDoCargo: Map<string, string> | undefined;
    for (const { empate, numero } of empatesPorCargo.get(cargo.id) ?? []) {
      empatadosDoCargo ??= new Map();
      const texto = notaDoEmpatado(empate, numero);
      for (const id of empate.candidatos) empatadosDoCargo.set(id, texto);
    }
    for (const e of cargo.listas[lista] ?? []) {
      const cand = candidatos.get(e.candidato);
      const linha = linhas.length + 1;
      const provisorio = e.provisorio ? motivosDaLinha(motivos.get(e.candidato) ?? [], lista) : [];
      linhas.push([
        nomeCargo,
        // 0 means "not classified in this list" (eliminated, desistente, informative): a blank cell.
        e.classificacao || null,
        e.candidato,
        cand?.nome ?? null,
        e.nota,
        DESFECHO[e.desfecho].texto,
        e.motivo.texto,
        e.motivo.fundamento,
        textoProvisorio(provisorio),
        textoDaOrigem(origem, e.candidato),
      ]);
      desfechos.push(e.desfecho);
      // Notes on the cells a clerk will ask about (issue 6): provisional results, ties, refusals.
      if (provisorio.length > 0)
        notas.push({ linha, coluna: COL_PROVISORIO, texto: notaProvisoria(provisorio) });
      const textos: string[] = [];
      const empate = empatadosDoCargo?.get(e.candidato);
      if (empate) textos.push(empate);
      // A refused confirmation shows in the list it concerns and in AC, where the candidate stays.
      if (cand?.confirmacao && recusadaNaLista(cand.confirmacao, lista))
        textos.push(`${e.motivo.texto} (${e.motivo.fundamento})`);
      if (textos.length > 0)
        notas.push({
          linha,
          coluna: COL_DESFECHO,
          texto: textos.length === 1 ? textos[0] : textos.join("\n"),
          inteiroEm: "nas colunas Motivo e Fundamento desta linha e na folha Empates",
        });
    }
  }
  const colunas = CABECALHO_LISTA.length;
  const modelo = folhaTabular(
    NOME_DA_FOLHA[lista],
    `lista:${lista}`,
    `Cotas_${lista}`,
    CABECALHO_LISTA,
    linhas,
    [
      ...formatosPorFaixa(desfechos, colunas, (d) => ({
        preenchimento: DESFECHO[d].preenchimento,
        corFonte: TEXTO_ESCURO,
      })),
      ...formatoDeColuna(COL_NOTA, linhas.length, {
        formatoNumero: FORMATO_NOTA,
      }),
    ],
    { numeros: [COL_CLASSIFICACAO, COL_NOTA], textosLongos: [COL_MOTIVO, COL_FUNDAMENTO, COL_PROVISORIO] },
  );
  return { ...modelo, notas };
}

/** The note on a tied candidate's Desfecho: the tie by its number in the Empates sheet, in a few words. */
export function notaDoEmpatado(e: Empate, numero: number): string {
  const decide = decisaoDoEmpate(e);
  return (
    `Empate nº ${numero} da folha ${NOME_DA_FOLHA.empates}: ${descreverGrupo(e)}, não desfeito pelos critérios do edital; ordem provisória pela inscrição.` +
    (decide === "vaga"
      ? " Decide quem ocupa a vaga."
      : decide === "ordem"
        ? " Decide a ordem de nomeação entre eles."
        : "")
  );
}

function recusadaNaLista(confirmacao: NonNullable<Candidato["confirmacao"]>, lista: Lista): boolean {
  return (Object.entries(confirmacao) as [ListaReservada, string][]).some(
    ([l, c]) => (c === "indeferida" || c === "fraude") && (l === lista || lista === "AC"),
  );
}
