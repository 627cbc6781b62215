/**
 * The sheets of the confirmation of the self-declaration (RULES § 9, issue #38):
 * - "Confirmação": where the clerk records, per convened person and reserved list, absence or refusal,
 *   each commission member's vote, the appeal, the parecer, the documents and the fraud procedure, every
 *   column with a drop-down list (data validation). The add-in writes it once (or again while nothing
 *   is recorded in it) and afterwards only appends the rows of people convened later: it is the clerk's.
 * - "Confirmação - convocados": who is convened, per cargo and reserve, in score order, and why.
 * - "Confirmação - resultado": per person and list, the outcome, whether provisional, the lists after,
 *   the reason and its fundamento. Both rewritten on every run.
 */
import { formatarNumero } from "../engine/decimal";
import {
  CERTIFICACAO_PALMARES,
  DECLARACAO_DA_COMUNIDADE_INDIGENA,
  DECLARACAO_TRES_LIDERANCAS,
  PROCEDIMENTO,
  RANI,
  type EscolhasDaConfirmacao,
} from "../engine/escolhasDaConfirmacao";
import { rotulo, SIGLA_DA_LISTA } from "../engine/notas";
import type { Concurso, ListaReservada } from "../engine/tipos";
import type {
  ConfirmacaoDoCandidato,
  ResultadoDaConfirmacao,
  ResultadoDaEtapaDeConfirmacao,
} from "../engine/tiposDaConfirmacao";
import type { ValorCelula } from "../planilha/tabela";
import { folhaTabular, formatosPorFaixa, FORMATO_NOTA, formatoDeColuna, nomeDoCargo } from "./comum";
import { comLegenda } from "./legenda";
import { MAX_FONTE_DA_LISTA, type ModeloFolha, type TipoFolha, type ValidacaoLista } from "./modelo";
import { TEXTO_ESCURO } from "./paleta";

export const FOLHA_DA_CONFIRMACAO = "Confirmação";
export const FOLHA_DOS_CONVOCADOS = "Confirmação - convocados";
export const FOLHA_DO_RESULTADO_DA_CONFIRMACAO = "Confirmação - resultado";

/** The confirmation's sheets: the clerk's record (appended to) and the two rewritten on every run. */
export const ehDaConfirmacao = (tipo: TipoFolha) =>
  tipo === "confirmacao" || tipo === "confirmacao-convocados" || tipo === "confirmacao-resultado";

/** The stage of one cargo (the convocation limits of the edital apply per cargo). */
export interface EtapaDoCargo {
  cargo: string;
  etapa: ResultadoDaEtapaDeConfirmacao;
}

// ——— The values of the drop-downs, as written and read (leitura/confirmacaoDaFolha.ts) ———

export const AUSENCIAS = ["Ausente", "Recusou filmagem"] as const;
export const VOTOS_DA_FOLHA = ["A favor", "Contra"] as const;
export const RECURSO_INTERPOSTO = "Interposto";
export const PARECERES_DA_FOLHA = [
  "Favorável",
  "Desfavorável",
  "Caracterizada",
  "Não caracterizada",
] as const;
export const APURACOES_DA_FOLHA = ["Em andamento", "Fraude apurada"] as const;

/** The documents of the federal rule by their name on the sheet; an edital's own id is shown as it is. */
const ROTULO_DO_DOCUMENTO: Record<string, string> = {
  [RANI]: "RANI",
  [DECLARACAO_DA_COMUNIDADE_INDIGENA]: "Declaração da comunidade indígena",
  [DECLARACAO_TRES_LIDERANCAS]: "Declaração de três lideranças",
  [CERTIFICACAO_PALMARES]: "Certificação da Palmares",
};
export const rotuloDoDocumento = (id: string) => ROTULO_DO_DOCUMENTO[id] ?? id;

/** Every document the edital considers, indígenas' first (ids). */
export function documentosDoEdital(e: EscolhasDaConfirmacao): string[] {
  const deRegra = (r: EscolhasDaConfirmacao["documentosIndigena"]["valor"]) =>
    r.regra === "algum" ? r.aceitos : r.exigidos;
  return [...new Set([...deRegra(e.documentosIndigena.valor), ...deRegra(e.documentosQuilombola.valor)])];
}

/** How many document columns: enough for the longest rule, at least two. */
const colunasDeDocumentos = (e: EscolhasDaConfirmacao) =>
  Math.max(
    2,
    ...[e.documentosIndigena.valor, e.documentosQuilombola.valor].map((r) =>
      r.regra === "algum" ? 1 : r.exigidos.length,
    ),
  );

export const RESULTADO_NA_FOLHA: Record<ResultadoDaConfirmacao, { texto: string; preenchimento: string }> = {
  confirmada: { texto: "Confirmada", preenchimento: "#BFE7DC" },
  "nao-confirmada": { texto: "Não confirmada", preenchimento: "#F2DDE9" },
  ausente: { texto: "Ausente", preenchimento: "#F5D7BF" },
  "recusa-de-filmagem": { texto: "Recusa de filmagem", preenchimento: "#F5D7BF" },
  pendente: { texto: "Pendente", preenchimento: "#F9E7BF" },
  "pendente-de-recurso": { texto: "Pendente de recurso", preenchimento: "#F9E7BF" },
  "fraude-apurada": { texto: "Fraude apurada", preenchimento: "#E8C4C4" },
  "nao-convocado": { texto: "Não convocado(a)", preenchimento: "#EEEEEE" },
};

// ——— The clerk's record sheet ———

/** The header of the record sheet, for the edital's commissions and document rules. */
export function cabecalhoDaConfirmacao(e: EscolhasDaConfirmacao): string[] {
  const n = (prefixo: string, k: number) => Array.from({ length: k }, (_, i) => `${prefixo} ${i + 1}`);
  return [
    "Cargo",
    "Inscrição",
    "Nome",
    "Lista",
    "Procedimento",
    "Ausência",
    ...n("Comissão", e.comissao.valor.integrantes),
    "Recurso",
    ...n("Recurso", e.comissaoRecursal.valor.integrantes),
    "Parecer",
    "Parecer no recurso",
    ...n("Documento", colunasDeDocumentos(e)),
    "Apuração de fraude",
  ];
}

/** One row to record under `cabecalho` (the sheet's, which may be of an earlier edital): who, which list,
 *  which procedure; the rest blank for the clerk. */
export function linhaDaConfirmacao(
  concurso: Concurso,
  cargo: string,
  id: string,
  lista: ListaReservada,
  cabecalho: readonly ValorCelula[],
  nome: string | null = concurso.candidatos.find((c) => c.id === id)?.nome ?? null,
): ValorCelula[] {
  const campos: Record<string, ValorCelula> = {
    Cargo: nomeDoCargo(concurso, cargo),
    Inscrição: id,
    Nome: nome,
    Lista: SIGLA_DA_LISTA[lista],
    Procedimento: PROCEDIMENTO[lista],
  };
  return cabecalho.map((c) => (typeof c === "string" ? (campos[c.trim()] ?? null) : null));
}

/** The rows of everyone convened, cargo by cargo, list by list, in score order. */
export function linhasDosConvocados(
  concurso: Concurso,
  etapas: readonly EtapaDoCargo[],
  cabecalho: readonly ValorCelula[],
): { id: string; lista: ListaReservada; linha: ValorCelula[] }[] {
  const nomes = new Map(concurso.candidatos.map((c) => [c.id, c.nome ?? null]));
  return etapas.flatMap(({ cargo, etapa }) =>
    etapa.convocacao.flatMap((conv) =>
      conv.convocados.map((id) => ({
        id,
        lista: conv.lista,
        linha: linhaDaConfirmacao(concurso, cargo, id, conv.lista, cabecalho, nomes.get(id) ?? null),
      })),
    ),
  );
}

const NOTA_DA_FOLHA =
  "Registre aqui cada procedimento: ausência ou recusa de filmagem, o voto de cada integrante da comissão e, " +
  "se houver recurso, o de cada integrante da comissão recursal; para indígenas, quilombolas e PcD, os " +
  "documentos e o parecer. Use as listas suspensas. Rode a confirmação de novo para ver os resultados. " +
  "O suplemento só acrescenta linhas a esta folha (quem for convocado depois); nunca a reescreve.";

/**
 * Rows under the header that get the drop-downs: the rows written and as many again, at least
 * LINHAS_COM_LISTA (the rows appended later, for people convened afterwards, stay inside). Not the whole
 * column, as the Desfecho of the Convocações: ExcelJS, which some clerks' tools use, turns a range into
 * one entry per cell, and fifteen columns of a million rows never finish opening.
 */
export const LINHAS_COM_LISTA = 5000;

function validacao(
  linhas: number,
  coluna: number,
  colunas: number,
  valores: readonly string[],
  titulo: string,
  texto: string,
): ValidacaoLista {
  return {
    intervalo: { linha: 1, coluna, linhas, colunas },
    valores,
    alerta: { estilo: "aviso", titulo, texto },
  };
}

/** The drop-downs of every column the clerk fills. */
export function validacoesDaConfirmacao(
  cabecalho: readonly string[],
  e: EscolhasDaConfirmacao,
  linhasEscritas = 0,
): ValidacaoLista[] {
  const linhas = Math.max(LINHAS_COM_LISTA, 2 * linhasEscritas);
  const col = (nome: string) => cabecalho.indexOf(nome);
  const faixa = (prefixo: string) => {
    const js = cabecalho.flatMap((c, j) => (new RegExp(`^${prefixo} \\d+$`).test(c) ? [j] : []));
    return { coluna: js[0], colunas: js.length };
  };
  const comissao = faixa("Comissão");
  const recurso = faixa("Recurso");
  const documentos = faixa("Documento");
  // A document id with a comma or quote cannot be in Excel's literal list: typed, it is still read.
  const docs = documentosDoEdital(e)
    .map(rotuloDoDocumento)
    .filter((d) => !/[,"]/.test(d));
  const lista: ValidacaoLista[] = [
    validacao(
      linhas,
      col("Ausência"),
      1,
      AUSENCIAS,
      "Ausência",
      "Escolha Ausente ou Recusou filmagem; deixe em branco se compareceu.",
    ),
    validacao(
      linhas,
      comissao.coluna,
      comissao.colunas,
      VOTOS_DA_FOLHA,
      "Voto da comissão",
      "Escolha A favor (da autodeclaração) ou Contra.",
    ),
    validacao(
      linhas,
      col("Recurso"),
      1,
      [RECURSO_INTERPOSTO],
      "Recurso",
      "Escolha Interposto quando houver recurso; deixe em branco se não houver.",
    ),
    validacao(
      linhas,
      recurso.coluna,
      recurso.colunas,
      VOTOS_DA_FOLHA,
      "Voto da comissão recursal",
      "Escolha A favor (da autodeclaração) ou Contra.",
    ),
    validacao(
      linhas,
      col("Parecer"),
      2,
      PARECERES_DA_FOLHA,
      "Parecer",
      "Indígenas e quilombolas: Favorável ou Desfavorável. PcD: Caracterizada ou Não caracterizada.",
    ),
    validacao(
      linhas,
      col("Apuração de fraude"),
      1,
      APURACOES_DA_FOLHA,
      "Apuração de fraude",
      "Escolha Em andamento ou Fraude apurada (só a apurada em procedimento administrativo muda o resultado).",
    ),
  ];
  if (docs.length && docs.join(",").length <= MAX_FONTE_DA_LISTA)
    lista.push(
      validacao(
        linhas,
        documentos.coluna,
        documentos.colunas,
        docs,
        "Documento",
        "Escolha um documento apresentado em cada coluna.",
      ),
    );
  return lista;
}

export function modeloDaConfirmacao(linhas: ValorCelula[][], e: EscolhasDaConfirmacao): ModeloFolha {
  const cabecalho = cabecalhoDaConfirmacao(e);
  const m = folhaTabular(FOLHA_DA_CONFIRMACAO, "confirmacao", "Cotas_Confirmacao", cabecalho, linhas, []);
  return {
    ...m,
    notas: [{ linha: 0, coluna: cabecalho.indexOf("Ausência"), texto: NOTA_DA_FOLHA }],
    validacoes: validacoesDaConfirmacao(cabecalho, e, linhas.length),
  };
}

// ——— Convened and outcomes ———

export const CABECALHO_DOS_CONVOCADOS = [
  "Cargo",
  "Lista",
  "Ordem",
  "Inscrição",
  "Nome",
  "Nota",
  "Convocação",
  "Fundamento",
];

export function modeloDosConvocados(concurso: Concurso, etapas: readonly EtapaDoCargo[]): ModeloFolha {
  const nomes = new Map(concurso.candidatos.map((c) => [c.id, c.nome ?? null]));
  const linhas: ValorCelula[][] = [];
  const notas = new Map(concurso.candidatos.map((c) => [c.id, c.nota]));
  for (const { cargo, etapa } of etapas) {
    const porId = new Map(etapa.candidatos.map((c) => [c.id, c]));
    for (const conv of etapa.convocacao) {
      conv.convocados.forEach((id, i) => {
        const nota = porId.get(id)?.decisoes.find((d) => d.lista === conv.lista)?.notas[0];
        linhas.push([
          nomeDoCargo(concurso, cargo),
          rotulo(conv.lista),
          i + 1,
          id,
          nomes.get(id) ?? null,
          notas.get(id) ?? null,
          nota?.texto ?? conv.nota.texto,
          nota?.fundamento ?? conv.nota.fundamento,
        ]);
      });
    }
  }
  return folhaTabular(
    FOLHA_DOS_CONVOCADOS,
    "confirmacao-convocados",
    "Cotas_Confirmacao_Convocados",
    CABECALHO_DOS_CONVOCADOS,
    linhas,
    formatoDeColuna(5, linhas.length, { formatoNumero: FORMATO_NOTA }),
    { numeros: [2, 5], textosLongos: [6, 7] },
  );
}

export const CABECALHO_DO_RESULTADO_DA_CONFIRMACAO = [
  "Cargo",
  "Inscrição",
  "Nome",
  "Lista",
  "Resultado",
  "Provisório",
  "Listas depois",
  "Motivo",
  "Fundamento",
];

/** The reason of one list's outcome: the outcome's note (the convocation's when not convened), then fraud. */
export function motivoNaLista(
  c: ConfirmacaoDoCandidato,
  lista: ListaReservada,
): { texto: string; fundamento: string } {
  const d = c.decisoes.find((x) => x.lista === lista)!;
  const notas = [...(d.convocado && d.notas.length > 1 ? d.notas.slice(1) : d.notas), ...c.notas];
  return {
    texto: notas.map((n) => n.texto).join(" "),
    fundamento: [...new Set(notas.map((n) => n.fundamento).filter(Boolean))].join("; "),
  };
}

export function modeloDoResultadoDaConfirmacao(
  concurso: Concurso,
  etapas: readonly EtapaDoCargo[],
): ModeloFolha {
  const nomes = new Map(concurso.candidatos.map((c) => [c.id, c.nome ?? null]));
  const linhas: ValorCelula[][] = [];
  const faixas: ResultadoDaConfirmacao[] = [];
  for (const { cargo, etapa } of etapas) {
    for (const c of etapa.candidatos) {
      for (const d of c.decisoes) {
        const motivo = motivoNaLista(c, d.lista);
        linhas.push([
          nomeDoCargo(concurso, cargo),
          c.id,
          nomes.get(c.id) ?? null,
          SIGLA_DA_LISTA[d.lista],
          RESULTADO_NA_FOLHA[d.resultado].texto,
          d.provisorio ? "Sim" : "Não",
          c.eliminado
            ? "Eliminado(a)"
            : c.anulacaoDaAdmissao
              ? "Admissão anulada"
              : c.listas.map((l) => SIGLA_DA_LISTA[l]).join(", ") || "Nenhuma",
          motivo.texto,
          motivo.fundamento,
        ]);
        faixas.push(d.resultado);
      }
    }
  }
  const m = folhaTabular(
    FOLHA_DO_RESULTADO_DA_CONFIRMACAO,
    "confirmacao-resultado",
    "Cotas_Confirmacao_Resultado",
    CABECALHO_DO_RESULTADO_DA_CONFIRMACAO,
    linhas,
    formatosPorFaixa(faixas, CABECALHO_DO_RESULTADO_DA_CONFIRMACAO.length, (r) => ({
      preenchimento: RESULTADO_NA_FOLHA[r].preenchimento,
      corFonte: TEXTO_ESCURO,
    })),
    { textosLongos: [7, 8] },
  );
  const usados = new Set(faixas);
  return comLegenda(
    m,
    (Object.keys(RESULTADO_NA_FOLHA) as ResultadoDaConfirmacao[])
      .filter((r) => usados.has(r))
      .map((r) => RESULTADO_NA_FOLHA[r]),
  );
}

/** "Confirmação de PPP: 3 convocados (limite de 2, mais 1 empatado na última posição)". */
export function resumoDaConvocacao(etapas: readonly EtapaDoCargo[], concurso: Concurso): string[] {
  return etapas.flatMap(({ cargo, etapa }) =>
    etapa.convocacao.map(
      (c) =>
        `${nomeDoCargo(concurso, cargo)}, ${SIGLA_DA_LISTA[c.lista]}: ${c.convocados.length} convocado(s)${c.notaDeCorte === null ? "" : `, nota do último ${formatarNumero(c.notaDeCorte)}`}`,
    ),
  );
}
