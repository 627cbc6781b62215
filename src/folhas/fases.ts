/**
 * The sheets of a phase (cláusula de barreira, RULES § 8): one per list — every candidate of the list,
 * cargo by cargo in merit order, with the outcome, the list where the person counts, the reason and
 * its article, colored by outcome, the tied at the cut highlighted and a line under the last place
 * taken (the cut line) — and a summary: per cargo and list, the edital's number against how many go on,
 * the cut score, the tied, those counted elsewhere and the places left unused. They print like the
 * result's sheets (impressao.ts).
 */
import type { ConcursoEmFase, DesfechoNaFase, EntradaNaFase, ResultadoDaFase } from "../engine/fases";
import { formatarNumero } from "../engine/decimal";
import { rotulo, SIGLA_DA_LISTA } from "../engine/notas";
import { LISTAS, type Lista } from "../engine/tipos";
import type { ValorCelula } from "../planilha/tabela";
import {
  FORMATO_NOTA,
  NOME_DA_FOLHA,
  folhaTabular,
  formatoDeColuna,
  formatosPorFaixa,
  nomeDoCargo,
  textoDaOrigem,
  type OrigemCandidatos,
} from "./comum";
import { comImpressao } from "./impressao";
import { comLegenda, type ItemDaLegenda } from "./legenda";
import type { FormatoIntervalo, ModeloFolha } from "./modelo";
import { TEXTO_ESCURO } from "./paleta";

export interface EntradaDaFase {
  concurso: ConcursoEmFase;
  resultado: ResultadoDaFase;
  origem?: OrigemCandidatos;
  titulo?: string;
  dataDoCalculo?: string;
}

/** The key of a row's color: its outcome, or the tie at the cut of someone who goes on. */
type Faixa = DesfechoNaFase | "empatado-no-corte";

/** Text and fill of each outcome (the palette's tints: paleta.ts), in the order the legend shows them. */
export const FAIXA_NA_FASE: Record<Faixa, { texto: string; preenchimento: string }> = {
  segue: { texto: "Segue nesta lista", preenchimento: "#BFE7DC" },
  "empatado-no-corte": { texto: "Segue, empatado(a) na nota de corte", preenchimento: "#F9E7BF" },
  "conta-em-outra-lista": { texto: "Segue por outra lista", preenchimento: "#D5ECF9" },
  "nao-segue": { texto: "Não segue", preenchimento: "#FFFFFF" },
  "abaixo-da-nota-minima": { texto: "Abaixo da nota mínima", preenchimento: "#EEEEEE" },
  "autodeclaracao-indeferida": { texto: "Autodeclaração indeferida", preenchimento: "#F2DDE9" },
  eliminado: { texto: "Eliminado(a)", preenchimento: "#F5D7BF" },
  desistente: { texto: "Desistente", preenchimento: "#F2DDE9" },
};

const LEGENDA: ItemDaLegenda[] = Object.values(FAIXA_NA_FASE);

export const CABECALHO_DA_FASE = [
  "Cargo",
  "Classificação",
  "Inscrição",
  "Nome",
  "Nota",
  "Situação na fase",
  "Conta na lista",
  "Motivo",
  "Fundamento",
  "Origem",
];
const COL_CLASSIFICACAO = 1;
const COL_NOTA = 4;
const COL_MOTIVO = 7;
const COL_FUNDAMENTO = 8;

/** "Fase - AC", "Fase - Pretos e pardos": beside the result's sheets, never in their place. */
export const nomeDaFolhaDaFase = (l: Lista) => `Fase - ${NOME_DA_FOLHA[l]}`;
export const NOME_DO_RESUMO_DA_FASE = "Fase - resumo";

function listasDaFase(resultado: ResultadoDaFase): Lista[] {
  const listas = new Set(resultado.cargos.flatMap((c) => Object.keys(c.listas) as Lista[]));
  return LISTAS.filter((l) => listas.has(l));
}

const faixa = (e: EntradaNaFase): Faixa =>
  e.desfecho === "segue" && e.empatadoNoCorte ? "empatado-no-corte" : e.desfecho;

function folhaDaLista({ concurso, resultado, origem }: EntradaDaFase, lista: Lista): ModeloFolha {
  const nomes = new Map(concurso.candidatos.map((c) => [c.id, c.nome ?? null]));
  const linhas: ValorCelula[][] = [];
  const faixas: Faixa[] = [];
  const cortes: FormatoIntervalo[] = [];
  const legendaDosCortes: string[] = [];
  for (const cargo of resultado.cargos) {
    const doCargo = cargo.listas[lista];
    if (!doCargo) continue;
    const nomeCargo = nomeDoCargo(concurso, cargo.id);
    let ultimoQueSegue = -1;
    for (const e of doCargo.candidatos) {
      if (e.desfecho === "segue") ultimoQueSegue = linhas.length;
      linhas.push([
        nomeCargo,
        e.classificacao,
        e.candidato,
        nomes.get(e.candidato) ?? null,
        e.nota,
        FAIXA_NA_FASE[faixa(e)].texto,
        e.contaEm ? SIGLA_DA_LISTA[e.contaEm] : null,
        e.motivo.texto,
        e.motivo.fundamento,
        textoDaOrigem(origem, e.candidato),
      ]);
      faixas.push(faixa(e));
    }
    // The cut line: under the last place taken (sheet row = data row + 1, under the header).
    if (ultimoQueSegue >= 0)
      cortes.push({
        intervalo: { linha: ultimoQueSegue + 1, coluna: 0, linhas: 1, colunas: CABECALHO_DA_FASE.length },
        bordaInferior: true,
      });
    legendaDosCortes.push(
      `${nomeCargo}: ${doCargo.notaDeCorte === null ? "ninguém segue" : formatarNumero(doCargo.notaDeCorte)}`,
    );
  }
  const modelo = folhaTabular(
    nomeDaFolhaDaFase(lista),
    `fase:${lista}`,
    `Cotas_Fase_${lista}`,
    CABECALHO_DA_FASE,
    linhas,
    [
      ...formatosPorFaixa(faixas, CABECALHO_DA_FASE.length, (f) => ({
        preenchimento: FAIXA_NA_FASE[f].preenchimento,
        corFonte: TEXTO_ESCURO,
      })),
      ...cortes,
      ...formatoDeColuna(COL_NOTA, linhas.length, { formatoNumero: FORMATO_NOTA }),
    ],
    { numeros: [COL_CLASSIFICACAO, COL_NOTA], textosLongos: [COL_MOTIVO, COL_FUNDAMENTO] },
  );
  return comNotasDeCorte(comLegenda(modelo, LEGENDA), legendaDosCortes);
}

/** Under the legend, the cut score of each cargo: read on the sheet, printed with it. */
function comNotasDeCorte(modelo: ModeloFolha, linhas: string[]): ModeloFolha {
  const coluna = modelo.valores[0].length - 1;
  const inicio = LEGENDA.length + 2;
  const bloco = ["Nota de corte", ...linhas];
  const largura = modelo.valores[0].length;
  while (modelo.valores.length < inicio + bloco.length)
    modelo.valores.push(new Array<ValorCelula>(largura).fill(null));
  bloco.forEach((texto, i) => (modelo.valores[inicio + i][coluna] = texto));
  const larguras = [...modelo.larguras];
  larguras[coluna] = Math.max(larguras[coluna], ...bloco.map((t) => t.length + 2));
  return {
    ...modelo,
    larguras,
    formatos: [
      ...modelo.formatos,
      { intervalo: { linha: inicio, coluna, linhas: 1, colunas: 1 }, negrito: true, italico: true },
    ],
  };
}

export const CABECALHO_DO_RESUMO = [
  "Cargo",
  "Lista",
  "Lugares",
  "De onde vem o número",
  "Seguem nesta lista",
  "Nota de corte",
  "Empatados no corte",
  "Contados em outra lista",
  "Lugares sem uso",
  "Regra",
  "Fundamento",
];

function resumo({ concurso, resultado }: EntradaDaFase): ModeloFolha {
  const linhas: ValorCelula[][] = [];
  for (const cargo of resultado.cargos) {
    for (const l of Object.keys(cargo.listas) as Lista[]) {
      const x = cargo.listas[l]!;
      linhas.push([
        nomeDoCargo(concurso, cargo.id),
        rotulo(l),
        x.limite,
        x.recebidosDasReservas
          ? `${x.origemDoLimite}, com ${x.recebidosDasReservas} das reservas`
          : x.origemDoLimite,
        x.avancam.length,
        x.notaDeCorte,
        x.empatadosNoCorte.length,
        x.contadosEmOutraLista.length,
        x.lugaresSemUso,
        x.regra.texto,
        x.regra.fundamento,
      ]);
    }
  }
  return folhaTabular(
    NOME_DO_RESUMO_DA_FASE,
    "fase-resumo",
    "Cotas_Fase_Resumo",
    CABECALHO_DO_RESUMO,
    linhas,
    formatoDeColuna(5, linhas.length, { formatoNumero: FORMATO_NOTA }),
    { numeros: [2, 4, 5, 6, 7, 8], textosLongos: [9, 10] },
  );
}

export function renderizarFase(entrada: EntradaDaFase): ModeloFolha[] {
  return comImpressao(
    [resumo(entrada), ...listasDaFase(entrada.resultado).map((l) => folhaDaLista(entrada, l))],
    {
      concurso: entrada.concurso,
      cargos: entrada.resultado.cargos.map((c) => c.id),
      // Without the title row of the clerk's table, the page says what it is: not the final result.
      titulo: entrada.titulo?.trim() || "Resultado da fase",
      dataDoCalculo: entrada.dataDoCalculo,
    },
  );
}
