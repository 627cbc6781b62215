/**
 * "Quadro": per cargo and list, the computed and the published quadro with their difference (the
 * published one wins: RULES.md § 2), the final quadro after reversions and the vagas left unfilled;
 * beside it, the totals per list and a native chart of vagas per list; past the chart, the draws of
 * the grouped cargos (edital.agrupamento: group, seed, each cargo in the order drawn, the value it drew
 * and the reserved vaga it received), with the method in the last row, so a clerk can publish and re-run it.
 */
import { nomeDaLista, rotulo } from "../engine/notas";
import type { Concurso, Lista, Nota, Quadro, RegimeId, Resultado } from "../engine/tipos";
import {
  LARGURA_TEXTO_LONGO,
  NOME_DA_FOLHA,
  folhaTabular,
  formatoDeColuna,
  formatosDasColunas,
  largurasPorConteudo,
  listasDoResultado,
  nomeDoCargo,
  type EntradaRender,
} from "./comum";
import { CORES_GRAFICO_QUADRO, ESTILO_CABECALHO } from "./paleta";
import type { ModeloFolha } from "./modelo";
import type { ValorCelula } from "../planilha/tabela";

export const CABECALHO_QUADRO = [
  "Cargo",
  "Vagas",
  "Lista",
  "Calculado",
  "Publicado",
  "Diferença (publicado − calculado)",
  "Quadro aplicado",
  "Final após reversões",
  "Não preenchidas",
  "Por quê",
];
export const CABECALHO_TOTAIS = ["Lista", "Quadro aplicado", "Final após reversões"];
/** The totals block starts one blank column after the table. */
export const COLUNA_TOTAIS = CABECALHO_QUADRO.length + 1;
/** Columns the chart covers, from COLUNA_TOTAIS. */
const COLUNAS_DO_GRAFICO = 7;
export const CABECALHO_SORTEIO = [
  "Grupo",
  "Semente",
  "Ordem no sorteio",
  "Cargo",
  "Valor sorteado",
  "Vaga reservada",
];
/** The draws start one blank column after the chart. */
export const COLUNA_SORTEIO = COLUNA_TOTAIS + COLUNAS_DO_GRAFICO + 1;

/** A note with its act and article, as the sheets and the pane say it. */
function comFundamento(n: Nota): string {
  return n.fundamento ? `${n.texto} Fundamento: ${n.fundamento}.` : n.texto;
}

/**
 * Why each list of a cargo's quadro has its number, in the engine's own notes (the quadro's and the
 * reversions'): "Pessoas com deficiência: 5% de 25 = 1,25 → 2 (qualquer fração sobe)" with its article
 * (Decreto 9.508, art. 1º, § 3º). Every list gets one: the list's own note, else the note that speaks for
 * the racial lists together (too few vagas, a reserve drawn over grouped cargos), then the reversions
 * of its vagas. The pane's Edital step and the Quadro sheet say the same.
 */
export function porQueDasListas(
  notas: readonly Nota[],
  regime: RegimeId,
  listas: readonly Lista[],
): Partial<Record<Lista, string>> {
  const porQue: Partial<Record<Lista, string>> = {};
  const minusculo = notas.map((n) => n.texto.toLocaleLowerCase("pt-BR"));
  for (const l of listas) {
    const nome = nomeDaLista(regime, l).toLocaleLowerCase("pt-BR");
    let proprias = notas.filter((_, i) => minusculo[i].startsWith(`${nome}:`));
    if (proprias.length === 0 && l !== "AC") {
      const deTodas =
        l === "PCD"
          ? /não há reserva de pessoas com deficiência/
          : /não há reserva racial|reserva racial calculada/;
      proprias = notas.filter((_, i) => deTodas.test(minusculo[i]) || /cargos agrupados/.test(minusculo[i]));
    }
    const revertidas =
      l === "AC" ? [] : notas.filter((_, i) => minusculo[i].includes(` de ${nome} sem candidato`));
    const texto = [...proprias, ...revertidas].map(comFundamento).join(" ");
    if (texto) porQue[l] = texto;
  }
  return porQue;
}

/** The draws of the grouped cargos, one row per cargo in the order drawn, the method last (empty: none). */
function blocoDosSorteios(concurso: Concurso, resultado: Resultado): ValorCelula[][] {
  const sorteios = resultado.sorteios ?? [];
  if (sorteios.length === 0) return [];
  const reservada = (q: Quadro) => {
    const listas = (Object.keys(q) as Lista[]).filter((l) => l !== "AC" && (q[l] ?? 0) > 0);
    return listas.length
      ? listas.map((l) => (q[l]! > 1 ? `${q[l]} ${rotulo(l)}` : rotulo(l))).join("; ")
      : "—";
  };
  return [
    CABECALHO_SORTEIO,
    ...sorteios.flatMap((s) =>
      s.cargos.map((c, k) => [
        s.grupo + 1,
        s.semente,
        k + 1,
        nomeDoCargo(concurso, c.cargo),
        c.valor,
        reservada(c.quadro),
      ]),
    ),
    [],
    [null, null, null, "Método:", sorteios[0].metodo, null],
  ];
}

export function renderizarQuadro({ concurso, resultado }: EntradaRender): ModeloFolha {
  const listas = listasDoResultado(resultado);
  const totais = new Map<Lista, { quadro: number; final: number }>(
    listas.map((l) => [l, { quadro: 0, final: 0 }]),
  );
  const linhas: ValorCelula[][] = [];
  for (const cargo of resultado.cargos) {
    const vazias = new Map<Lista, number>();
    for (const p of cargo.ordem)
      if (p.candidato === null) vazias.set(p.lista, (vazias.get(p.lista) ?? 0) + 1);
    const de = (q: Quadro | undefined, l: Lista) => q?.[l] ?? 0;
    const porQue = porQueDasListas(cargo.notas, resultado.regime, listas);
    for (const l of listas) {
      const publicado = cargo.quadroPublicado ? de(cargo.quadroPublicado, l) : null;
      linhas.push([
        nomeDoCargo(concurso, cargo.id),
        cargo.vagas,
        rotulo(l),
        de(cargo.quadroCalculado, l),
        publicado,
        publicado === null ? null : publicado - de(cargo.quadroCalculado, l),
        de(cargo.quadro, l),
        de(cargo.quadroFinal, l),
        vazias.get(l) ?? 0,
        porQue[l] ?? null,
      ]);
      const t = totais.get(l)!;
      t.quadro += de(cargo.quadro, l);
      t.final += de(cargo.quadroFinal, l);
    }
  }
  // Every column but Cargo and Lista is a count of vagas.
  const numeros = [1, 3, 4, 5, 6, 7, 8];
  const porQue = CABECALHO_QUADRO.length - 1;
  const modelo = folhaTabular(NOME_DA_FOLHA.quadro, "quadro", "Cotas_Quadro", CABECALHO_QUADRO, linhas, [], {
    numeros,
    textosLongos: [porQue],
  });
  // Totals per list beside the table: the chart's data (first row series names, first column lists).
  const blocoTotais: ValorCelula[][] = [
    CABECALHO_TOTAIS,
    ...listas.map((l) => [l, totais.get(l)!.quadro, totais.get(l)!.final]),
  ];
  const blocoSorteios = blocoDosSorteios(concurso, resultado);
  const altura = Math.max(modelo.valores.length, blocoTotais.length, blocoSorteios.length);
  const largura = blocoSorteios.length
    ? COLUNA_SORTEIO + CABECALHO_SORTEIO.length
    : COLUNA_TOTAIS + CABECALHO_TOTAIS.length;
  const valores: ValorCelula[][] = Array.from({ length: altura }, (_, i) => {
    const linha: ValorCelula[] = new Array(largura).fill(null);
    (modelo.valores[i] ?? []).forEach((v, j) => (linha[j] = v));
    (blocoTotais[i] ?? []).forEach((v, j) => (linha[COLUNA_TOTAIS + j] = v));
    (blocoSorteios[i] ?? []).forEach((v, j) => (linha[COLUNA_SORTEIO + j] = v));
    return linha;
  });
  const cargosSorteados = Math.max(0, blocoSorteios.length - 3);
  // Seeds and values are text: a seed such as "2026" or a value such as "1e10…" must not become a number.
  const formatosDosSorteios = blocoSorteios.length
    ? [
        {
          intervalo: { linha: 0, coluna: COLUNA_SORTEIO, linhas: 1, colunas: CABECALHO_SORTEIO.length },
          ...ESTILO_CABECALHO,
        },
        ...[1, 4].flatMap((j) =>
          formatoDeColuna(COLUNA_SORTEIO + j, cargosSorteados, { formatoNumero: "@" }),
        ),
        ...formatosDasColunas(cargosSorteados, { numeros: [COLUNA_SORTEIO, COLUNA_SORTEIO + 2] }),
      ]
    : [];
  const dados = {
    linha: 0,
    coluna: COLUNA_TOTAIS,
    linhas: blocoTotais.length,
    colunas: CABECALHO_TOTAIS.length,
  };
  return {
    ...modelo,
    valores,
    larguras: largurasPorConteudo(valores).map((w, j) =>
      j === COLUNA_TOTAIS - 1 || (blocoSorteios.length && j === COLUNA_SORTEIO - 1)
        ? 3
        : j === porQue
          ? Math.min(w, LARGURA_TEXTO_LONGO)
          : w,
    ),
    formatos: [
      ...modelo.formatos,
      { intervalo: { ...dados, linhas: 1 }, ...ESTILO_CABECALHO },
      ...formatosDasColunas(listas.length, { numeros: [COLUNA_TOTAIS + 1, COLUNA_TOTAIS + 2] }),
      ...formatosDosSorteios,
    ],
    grafico: {
      titulo: "Vagas por lista (todos os cargos)",
      dados,
      coresSeries: CORES_GRAFICO_QUADRO,
      ancora: { linha: blocoTotais.length + 1, coluna: COLUNA_TOTAIS },
      colunas: COLUNAS_DO_GRAFICO,
      linhas: 16,
    },
  };
}
