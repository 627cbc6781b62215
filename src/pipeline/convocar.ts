/**
 * The calls after the result, on one port: read the ledger from the workbook (the Convocações sheet,
 * with the outcomes the clerk typed, checked against the copy in the settings), compute the next
 * call of a cargo (engine: proximaConvocacao) and record it by appending to the Convocações and
 * "Atos das convocações" sheets, created with the first call. Nothing else in the workbook changes.
 */
import { marcaDe, type OpcoesLote, type PortaPasta } from "../adapters/porta";
import {
  ErroDeEntrada,
  paraOLivro,
  proximaConvocacao,
  type Concurso,
  type Resultado,
  type Convocacao,
  type ConvocacaoNova,
  type PedidoDeConvocacao,
  type ResultadoDaConvocacao,
} from "../engine";
import {
  CABECALHO_CONVOCACOES,
  FOLHA_CONVOCACOES,
  linhasDaConvocacao,
  linhasDoAto,
  modeloDasConvocacoes,
  modeloDosAtos,
  type OpcoesDasLinhas,
} from "../folhas/convocacoes";
import { comImpressao, type EntradaImpressao } from "../folhas/impressao";
import type { ModeloFolha, TipoFolha } from "../folhas/modelo";
import { lerConvocacoesDaFolha, type LivroDaFolha } from "../leitura/convocacoesDaFolha";
import { conferirLivroComACopia } from "../leitura/livroContraACopia";
import { ColetorDeProblemas } from "../leitura/coletorDeProblemas";
import { temErros, type Problema } from "../leitura/problema";
import type { Leitor } from "../leitura/vocabulario";
import type { ValorCelula } from "../planilha/tabela";
import { lerCopiaDoLivro, lerPreferencias, salvarConvocacoes, type CopiaDoLivro } from "./configuracao";
import { calcular } from "./calcular";
import { concursoComConfirmacao } from "./confirmacao";
import { conferir } from "./conferir";
import type { OpcoesEtapa } from "./progresso";
import { lerDados } from "./lerDados";
import { vagasDaPasta } from "./vagasDaPasta";
import { nomearSemConflito } from "./escrever";
import { tituloDaTabela } from "./titulo";
import { erroNaFolhaDoLivro, problemasNaFolhaDoLivro } from "./problemasDoLivro";
import type { LivroDaPasta } from "./livroDaPasta";

export type { LivroDaPasta };

/**
 * The ledger of a workbook: the Convocações sheet, with the outcomes the clerk typed, checked against
 * the copy saved with each call (livroContraACopia.ts): a row deleted or retyped is an error at its
 * cell, so the next call never reaches a person already called. Without the sheet, the copy; but a
 * copy with calls and no sheet means the sheet was deleted: a call then would recreate it with itself
 * alone, and the call after would start again from position 1. And the other way round: a sheet with
 * calls and no copy, or a copy damaged or of another version, is a stop (`semCopia`), never the sheet
 * trusted alone, where a deleted row would get its person called again.
 */
export async function lerConvocacoesDaPasta(porta: PortaPasta): Promise<LivroDaPasta> {
  // The sheets first: in Excel, listing them also reads the copy `cotas convocar` kept in the file.
  const folhas = await porta.listarFolhas();
  const copia = await lerCopiaDoLivro(porta);
  const folha = folhas.find((f) => f.marca?.tipo === "convocacoes");
  if (!folha) {
    if (copia.estado === "lida")
      return {
        convocacoes: copia.convocacoes,
        problemas: copia.convocacoes.length ? folhaExcluida(copia.convocacoes) : [],
        folhas,
      };
    // The add-in's records all gone (the hidden sheet cleared or deleted): a sheet of the ledger's
    // name with the ledger's table still says whose it was, and with rows in it the calls were made.
    // (Its tables are listed only then: a first call costs no more round trips to Excel.)
    const semMarca = folhas.some((f) => f.nome === FOLHA_CONVOCACOES)
      ? (await porta.listarTabelas()).find((t) => t.nome === TABELA_CONVOCACOES)
      : undefined;
    const comLinhas = semMarca !== undefined && semMarca.linhas > 1;
    if (copia.estado === "ausente" && !comLinhas) return { convocacoes: [], problemas: [], folhas };
    const onde = comLinhas ? semMarca.folha : FOLHA_CONVOCACOES;
    const lugar = comLinhas
      ? {
          linha: semMarca.linhaInicial,
          coluna: semMarca.colunaInicial,
          ultimaColuna: semMarca.colunaInicial + semMarca.colunas - 1,
        }
      : { linha: 0, coluna: 0, ultimaColuna: CABECALHO_CONVOCACOES.length - 1 };
    return {
      convocacoes: [],
      problemas: semCopia(copia, onde, lugar, comLinhas ? semMarca.linhas - 1 : 0),
      folhas,
    };
  }
  const lido = lerConvocacoesDaFolha(await porta.lerIntervalo(folha.nome));
  return {
    convocacoes: lido.convocacoes,
    problemas: comACopia(lido, folha.nome, copia),
    folha: folha.nome,
    lido,
    folhas,
  };
}

/**
 * The problems of the sheet as read, with its differences from the saved copy when it has one; a sheet
 * with calls and no copy, or a copy that cannot be read, is an error (`semCopia`).
 */
export function comACopia(lido: LivroDaFolha, folha: string, copia: CopiaDoLivro): Problema[] {
  if (copia.estado !== "lida") {
    if (copia.estado === "ausente" && lido.linhas.length === 0 && !temErros(lido.problemas))
      return lido.problemas; // never called: no copy yet
    return [...lido.problemas, ...semCopia(copia, folha, lido.cabecalho, lido.linhas.length)];
  }
  if (temErros(lido.problemas)) return lido.problemas;
  return [...lido.problemas, ...conferirLivroComACopia(lido, folha, copia.convocacoes)];
}

function folhaExcluida(copia: readonly Convocacao[]): Problema[] {
  const pessoas = copia.reduce((n, c) => n + c.chamados.length, 0);
  const coletor = new ColetorDeProblemas(FOLHA_CONVOCACOES);
  coletor.nasLinhas(
    "erro",
    "Convocações",
    0,
    0,
    0,
    CABECALHO_CONVOCACOES.length - 1,
    `a folha ${FOLHA_CONVOCACOES} não está na pasta, mas o suplemento registrou ${copia.length === 1 ? "1 convocação" : `${copia.length} convocações`} (${pessoas === 1 ? "1 pessoa" : `${pessoas} pessoas`}) nela: restaure a folha (desfaça a exclusão, ou volte a uma cópia da pasta) antes da próxima convocação; sem ela, quem já foi convocado poderia ser convocado de novo`,
  );
  return coletor.fechar();
}

const TABELA_CONVOCACOES = "Cotas_Convocacoes";

/** How to go on when the copy cannot be used: nothing is called or undone on the sheet alone. */
const COMO_SEGUIR =
  "nenhuma convocação é feita nem desfeita sem ela. Volte a uma cópia da pasta salva depois da última convocação (o arquivo anterior, ou o de backup), que tem o registro, e confira a folha Convocações com os atos de convocação publicados; sem essa cópia, confira a folha com os atos e refaça o registro a partir dela com cotas convocar PASTA.xlsx -o SAIDA.xlsx --refazer-copia (o painel ainda não tem essa opção)";

/**
 * The copy of the ledger missing (with calls in the sheet), damaged or of another version: one error
 * on the sheet's header that names it and says how to go on.
 */
function semCopia(
  copia: Exclude<CopiaDoLivro, { estado: "lida" }>,
  folha: string,
  cabecalho: { linha: number; coluna: number; ultimaColuna: number },
  linhas: number,
): Problema[] {
  const registro =
    "a cópia das convocações que o suplemento guarda na pasta (na folha oculta _cotas_suplemento)";
  const naFolha =
    linhas > 0
      ? `a folha ${folha} tem ${linhas === 1 ? "1 pessoa convocada" : `${linhas} pessoas convocadas`}`
      : `a folha ${folha} não tem convocação`;
  const motivo =
    copia.estado === "ausente"
      ? `${naFolha}, mas falta ${registro}: sem ela, uma linha apagada ou mudada na folha não seria notada e alguém já convocado poderia ser convocado de novo; ${COMO_SEGUIR}`
      : copia.estado === "danificada"
        ? `${registro} está danificada e não pode ser lida (${naFolha.replace(/^a folha/, "e a folha")}): sem ela, uma linha apagada ou mudada na folha não seria notada e alguém já convocado poderia ser convocado de novo; ${COMO_SEGUIR}`
        : `${registro} foi gravada por outra versão do suplemento (versão ${copia.versao}), que esta não sabe ler: abra a pasta na versão do suplemento que a gravou; ${COMO_SEGUIR}`;
  const coletor = new ColetorDeProblemas(folha);
  coletor.nasLinhas(
    "erro",
    "Convocações",
    cabecalho.linha,
    cabecalho.linha,
    cabecalho.coluna,
    cabecalho.ultimaColuna,
    motivo,
  );
  return coletor.fechar();
}

/**
 * The result of a workbook's concurso with its ledger of calls: the calls already made are part of the
 * result (Lei 15.142, art. 9º, § 2º), so sheets computed again, and the publication, keep everyone called
 * where the call put them, by the same rule as the next call. An outcome that cannot be read, or a ledger
 * today's data contradicts, comes back as problems at the Convocações sheet: never guessed.
 */
export async function calcularComLivro(
  porta: PortaPasta,
  concurso: Concurso,
  opcoes: OpcoesEtapa = {},
): Promise<{ concurso: Concurso; resultado: Resultado } | { problemas: Problema[] }> {
  // The ledger is read first only for its list of sheets, which the Confirmação sheet's lookup reuses
  // (no more round trips to Excel); the confirmation's problems still come first.
  const livro = await lerConvocacoesDaPasta(porta);
  // The outcomes of the Confirmação sheet, when the workbook has one, in each candidate's confirmacao.
  const confirmado = await concursoComConfirmacao(porta, concurso, livro.folhas);
  if (!("concurso" in confirmado)) return { problemas: confirmado.problemas };
  concurso = confirmado.concurso;
  if (temErros(livro.problemas)) return { problemas: livro.problemas };
  const comLivro = livro.convocacoes.length ? { ...concurso, convocacoes: livro.convocacoes } : concurso;
  try {
    return { concurso: comLivro, resultado: await calcular(comLivro, opcoes) };
  } catch (erro) {
    if (!(erro instanceof ErroDeEntrada) || !livro.convocacoes.length) throw erro;
    return { problemas: problemasNaFolhaDoLivro(erro, livro) };
  }
}

/**
 * The concurso of a workbook already computed once (by the pane or `cotas anotar`): the candidates
 * read and checked with the choices saved in it, the messages in the words of `leitor`. Null when the
 * workbook has no saved edital.
 */
export async function concursoDaPasta(
  porta: PortaPasta,
  leitor: Leitor = "painel",
): Promise<{ concurso: Concurso | null; problemas: Problema[]; titulo?: string } | null> {
  const p = await lerPreferencias(porta);
  if (!p?.edital) return null;
  const tabela = await lerDados(porta, p.fonte);
  const cargos = p.cargos ?? (await vagasDaPasta(porta, tabela, p.mapa, leitor));
  return {
    ...conferir({ tabela, mapa: p.mapa, edital: p.edital, cargos, leitura: p.leitura, leitor }),
    titulo: tituloDaTabela(tabela),
  };
}

export interface PedidoNaPasta extends PedidoDeConvocacao {
  /** Vagas that arose since the edital, added to the cargo's (Lei 15.142, art. 1º, § 2º). */
  novasVagas?: number;
}

/**
 * The next call over the ledger of a workbook (`lerConvocacoesDaPasta`): what the engine refuses in the
 * ledger is said at the cells of the Convocações sheet, never as a path in JSON the clerk never saw.
 */
export function calcularConvocacaoNaPasta(
  concurso: Concurso,
  livro: LivroDaPasta,
  pedido: PedidoNaPasta,
): ResultadoDaConvocacao {
  try {
    return calcularConvocacao(concurso, livro.convocacoes, pedido);
  } catch (erro) {
    if (erro instanceof ErroDeEntrada) throw erroNaFolhaDoLivro(erro, livro);
    throw erro;
  }
}

/** The next call over a ledger, new vagas added to the cargo. */
export function calcularConvocacao(
  concurso: Concurso,
  convocacoes: Convocacao[],
  pedido: PedidoNaPasta,
): ResultadoDaConvocacao {
  const { novasVagas = 0, ...resto } = pedido;
  const cargos = concurso.cargos.map((c) =>
    c.id === pedido.cargo ? { ...c, vagas: c.vagas + novasVagas } : c,
  );
  return proximaConvocacao({ ...concurso, cargos, convocacoes }, resto);
}

export interface OpcoesDoRegistro extends OpcoesLote {
  /** The concurso's name (the title row above the clerk's table), for the printed page header. */
  titulo?: string;
  /** The workbook counts dates from 1904, when the caller knows it (the pane asks Excel). */
  datas1904?: boolean;
}

/**
 * How the call's date goes in the ledger: an Excel date, or the text "DD/MM/AAAA" where a date's serial
 * could be read in the other date system — a workbook that counts dates from 1904 (the ledger is read
 * by adapters that do not all say the system: text reads the same in both) — and in a ledger begun
 * with text dates, before dates were written as dates (it goes on so).
 */
async function formaDasDatas(porta: PortaPasta, datas1904 = false): Promise<OpcoesDasLinhas> {
  const folha = (await porta.listarFolhas()).find((f) => f.marca?.tipo === "convocacoes");
  if (!folha) return { dataComoTexto: datas1904 };
  const t = await porta.lerIntervalo(folha.nome);
  const [cabecalho = [], ...linhas] = t.valores;
  const j = cabecalho.findIndex((v) => typeof v === "string" && v.trim() === "Data");
  let ultima: unknown = null;
  for (const l of linhas) if (j >= 0 && l[j] !== null && l[j] !== "" && l[j] !== undefined) ultima = l[j];
  return { dataComoTexto: datas1904 || t.datas1904 === true || typeof ultima === "string" };
}

/**
 * Records a call: its rows appended to the Convocações sheet and its act to "Atos das convocações"
 * (each created, with these rows, when the workbook does not have it yet: an Excel table needs a
 * row), and the ledger copied to the settings. A call that found nobody records nothing.
 */
export async function registrarConvocacaoNaPasta(
  porta: PortaPasta,
  concurso: Concurso,
  livro: Convocacao[],
  nova: ConvocacaoNova,
  { titulo, datas1904, ...opcoes }: OpcoesDoRegistro = {},
): Promise<void> {
  if (nova.chamados.length === 0) return;
  const forma = await formaDasDatas(porta, datas1904);
  // The ledger prints like the result's sheets, with what stays true while it grows: every cargo of
  // the concurso (a later call of another cargo lands on the same sheet) and no day of calculation
  // (calls are made on other days; the footer prints the day of printing, and each row its act's date).
  const impressao: EntradaImpressao = { concurso, cargos: concurso.cargos.map((c) => c.id), titulo };
  const emAcrescimo = { porta, impressao, opcoes };
  await acrescentar(
    emAcrescimo,
    "convocacoes",
    linhasDaConvocacao(concurso, nova, forma),
    modeloDasConvocacoes,
  );
  await acrescentar(emAcrescimo, "atos", linhasDoAto(concurso, nova), modeloDosAtos);
  await salvarConvocacoes(porta, [...livro, paraOLivro(nova)]);
}

async function acrescentar(
  { porta, impressao, opcoes }: { porta: PortaPasta; impressao: EntradaImpressao; opcoes: OpcoesLote },
  tipo: TipoFolha,
  linhas: ValorCelula[][],
  modelo: (linhas: ValorCelula[][]) => ModeloFolha,
): Promise<void> {
  const existentes = await porta.listarFolhas();
  const atual = existentes.find((f) => f.marca?.tipo === tipo);
  if (atual) return porta.acrescentarLinhas(atual.nome, linhas, opcoes);
  const [m] = nomearSemConflito(comImpressao([modelo(linhas)], impressao), existentes);
  await porta.escreverFolhas([{ modelo: m, marca: marcaDe(m) }], opcoes);
}
