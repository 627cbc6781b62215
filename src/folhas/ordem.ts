/**
 * "Ordem de nomeação" (RULES.md § 5: position, list, candidate, rank in the list, note; reverted and
 * vacant positions explained) and "Reversões" (every move of § 4.3 with its article).
 */
import { rotulo } from "../engine/notas";
import type { Candidato, EntradaLista, Lista } from "../engine/tipos";
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
import { motivosPorCandidato, notaProvisoria, textoProvisorio } from "./provisorios";
import { COR_LISTA, COR_VAGA_VAZIA, TEXTO_ESCURO } from "./paleta";
import type { ModeloFolha, NotaCelula } from "./modelo";
import type { ValorCelula } from "../planilha/tabela";

export const CABECALHO_ORDEM = [
  "Cargo",
  "Posição",
  "Lista",
  "Lista original",
  "Inscrição",
  "Nome",
  "Classificação na lista",
  "Nota",
  "Provisório",
  "Observação",
  "Fundamento",
];
const COL_CARGO = 0;
const COL_POSICAO = 1;
const COL_LISTA = 2;
const COL_LISTA_ORIGINAL = 3;
const COL_NOME = 5;
const COL_CLASSIFICACAO = 6;
const COL_NOTA = 7;
const COL_PROVISORIO = 8;
const COL_OBSERVACAO = 9;
const COL_FUNDAMENTO = 10;

export const VAGA_NAO_PREENCHIDA = "Vaga não preenchida";

/**
 * The widest each column may be, in characters: the sheet prints one page wide (impressao.ts), so every
 * character of width shrinks the print. Longer texts wrap within the column (a list's name in two lines,
 * an observation in three); the header wraps too ("Classificação / na lista"). A score is as wide as its
 * format shows it (two decimals), not as its binary value written out.
 */
const LARGURA_MAXIMA: Partial<Record<number, number>> = {
  [COL_CARGO]: 22,
  [COL_LISTA]: 18,
  [COL_LISTA_ORIGINAL]: 18,
  [COL_NOME]: 28,
  [COL_CLASSIFICACAO]: 14,
  [COL_NOTA]: 10,
  [COL_PROVISORIO]: 24,
  [COL_OBSERVACAO]: 32,
  [COL_FUNDAMENTO]: 30,
};

export function renderizarOrdem(
  { concurso, resultado }: EntradaRender,
  /** The candidates by id, when the caller has the map already (render.ts: one for every sheet). */
  candidatos: ReadonlyMap<string, Candidato> = candidatosPorId(concurso),
): ModeloFolha {
  const motivos = motivosPorCandidato(resultado);
  const linhas: ValorCelula[][] = [];
  const chaves: (Lista | "vaga")[] = [];
  const notas: NotaCelula[] = [];
  for (const cargo of resultado.cargos) {
    const nomeCargo = nomeDoCargo(concurso, cargo.id);
    // Only the entries of those in the order (a key each), not of every candidate in every list.
    const naOrdem = new Set<string>();
    for (const p of cargo.ordem) if (p.candidato !== null) naOrdem.add(p.candidato);
    const entradas = new Map<string, EntradaLista>();
    for (const [lista, es] of Object.entries(cargo.listas) as [Lista, EntradaLista[]][]) {
      for (const e of es) if (naOrdem.has(e.candidato)) entradas.set(`${lista}\u0000${e.candidato}`, e);
    }
    for (const p of cargo.ordem) {
      const e = p.candidato === null ? undefined : entradas.get(`${p.lista}\u0000${p.candidato}`);
      const observacao = p.nota?.texto ?? (p.candidato === null ? VAGA_NAO_PREENCHIDA : null);
      const provisorio = p.candidato === null ? [] : (motivos.get(p.candidato) ?? []);
      linhas.push([
        nomeCargo,
        p.posicao,
        rotulo(p.lista),
        p.listaOriginal && p.listaOriginal !== p.lista ? rotulo(p.listaOriginal) : null,
        p.candidato ?? VAGA_NAO_PREENCHIDA,
        p.candidato === null ? null : (candidatos.get(p.candidato)?.nome ?? null),
        e?.classificacao ?? null,
        e?.nota ?? null,
        textoProvisorio(provisorio),
        observacao,
        p.nota?.fundamento ?? null,
      ]);
      chaves.push(p.candidato === null ? "vaga" : p.lista);
      if (provisorio.length > 0) {
        notas.push({ linha: linhas.length, coluna: COL_PROVISORIO, texto: notaProvisoria(provisorio) });
      }
      // A reverted or vacant position is what the clerk will be asked about: a note with the article.
      if (p.nota && (p.candidato === null || (p.listaOriginal && p.listaOriginal !== p.lista))) {
        notas.push({
          linha: linhas.length,
          coluna: COL_OBSERVACAO,
          texto: `${p.nota.texto} (${p.nota.fundamento})`,
          inteiroEm: "nas colunas Observação e Fundamento desta linha",
        });
      }
    }
  }
  const colunas = CABECALHO_ORDEM.length;
  const modelo = folhaTabular(
    NOME_DA_FOLHA.ordem,
    "ordem",
    "Cotas_Ordem",
    CABECALHO_ORDEM,
    linhas,
    [
      ...formatosPorFaixa(chaves, colunas, (k) => ({
        preenchimento: k === "vaga" ? COR_VAGA_VAZIA : COR_LISTA[k],
        corFonte: TEXTO_ESCURO,
        italico: k === "vaga" ? true : undefined,
      })),
      ...formatoDeColuna(COL_NOTA, linhas.length, {
        formatoNumero: FORMATO_NOTA,
      }),
    ],
    {
      numeros: [COL_POSICAO, COL_CLASSIFICACAO, COL_NOTA],
      textosLongos: [
        COL_CARGO,
        COL_LISTA,
        COL_LISTA_ORIGINAL,
        COL_NOME,
        COL_PROVISORIO,
        COL_OBSERVACAO,
        COL_FUNDAMENTO,
      ],
    },
  );
  return {
    ...modelo,
    larguras: modelo.larguras.map((w, j) => Math.min(w, LARGURA_MAXIMA[j] ?? w)),
    formatos: [
      ...modelo.formatos,
      { intervalo: { linha: 0, coluna: 0, linhas: 1, colunas }, quebrarTexto: true },
    ],
    notas,
  };
}

export const CABECALHO_REVERSOES = ["Cargo", "De", "Para", "Vagas", "Motivo", "Fundamento"];
export const NENHUMA_REVERSAO = "Nenhuma reversão: cada lista preencheu as suas vagas.";

export function renderizarReversoes({ concurso, resultado }: EntradaRender): ModeloFolha {
  const linhas: ValorCelula[][] = [];
  for (const cargo of resultado.cargos) {
    for (const r of cargo.reversoes) {
      linhas.push([
        nomeDoCargo(concurso, cargo.id),
        rotulo(r.de),
        rotulo(r.para),
        r.vagas,
        r.texto,
        r.fundamento,
      ]);
    }
  }
  if (linhas.length === 0) linhas.push([null, null, null, null, NENHUMA_REVERSAO, null]);
  return folhaTabular(
    NOME_DA_FOLHA.reversoes,
    "reversoes",
    "Cotas_Reversoes",
    CABECALHO_REVERSOES,
    linhas,
    [],
    { numeros: [3], textosLongos: [4, 5] },
  );
}
