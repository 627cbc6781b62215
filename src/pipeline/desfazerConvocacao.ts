/**
 * Undoing the last call, registered by mistake: its rows come out of the Convocações and "Atos das
 * convocações" sheets (the last rows of each, as the call appended them) and out of the copy in the
 * settings, while nobody it called has an outcome typed. A call that is not the last rows of the sheets
 * (the clerk sorted them), or whose people have an outcome, is not undone: the sentence says why.
 * The first call created both sheets: undoing it deletes them.
 */
import type { InfoFolha, PortaPasta } from "../adapters/porta";
import { CABECALHO_CONVOCACOES, COLUNA_DESFECHO } from "../folhas/convocacoes";
import type { TipoFolha } from "../folhas/modelo";
import { lerConvocacoesDaFolha, type LivroDaFolha } from "../leitura/convocacoesDaFolha";
import type { Problema } from "../leitura/problema";
import type { TabelaBruta, ValorCelula } from "../planilha/tabela";
import { lerCopiaDoLivro, salvarConvocacoes } from "./configuracao";
import { comACopia } from "./convocar";

export interface UltimaConvocacao {
  cargo: string;
  numero: number;
  pessoas: number;
  /** Why it cannot be undone; absent: it can. */
  impedimento?: string;
}

const COLUNA_CARGO = CABECALHO_CONVOCACOES.indexOf("Cargo");
const COLUNA_NUMERO = CABECALHO_CONVOCACOES.indexOf("Convocação");
const vazio = (v: ValorCelula | undefined) => v === null || v === undefined || String(v).trim() === "";

interface Livro {
  folha: InfoFolha;
  /** Its Excel table as read, header included. */
  tabela: TabelaBruta;
  /** The data rows of the table (the header left out). */
  linhas: ValorCelula[][];
}

async function livro(porta: PortaPasta, tipo: TipoFolha): Promise<Livro | null> {
  const folha = (await porta.listarFolhas()).find((f) => f.marca?.tipo === tipo);
  if (!folha) return null;
  const info = (await porta.listarTabelas()).find((t) => t.folha === folha.nome);
  const tabela = info
    ? await porta.lerTabela(info.nome)
    : { folha: folha.nome, linhaInicial: 0, colunaInicial: 0, valores: [] };
  return { folha, tabela, linhas: tabela.valores.slice(1) };
}

/** How many of the last rows belong to the call (cargo, número): cargo and number in columns 0 and 1. */
function noFim(linhas: ValorCelula[][], cargo: string, numero: number): number {
  let n = 0;
  while (n < linhas.length) {
    const l = linhas[linhas.length - 1 - n];
    if (String(l[COLUNA_CARGO]) !== cargo || Number(l[COLUNA_NUMERO]) !== numero) break;
    n++;
  }
  return n;
}

/** The call in the last row of the Convocações sheet, and whether it can be undone. Null: no call. */
export async function ultimaConvocacao(porta: PortaPasta): Promise<UltimaConvocacao | null> {
  return (await lerUltima(porta))?.ultima ?? null;
}

/** The Convocações sheet read once (and checked against the saved copy), and its last call. */
async function lerUltima(
  porta: PortaPasta,
): Promise<{ convocacoes: Livro; lido: LivroDaFolha; ultima: UltimaConvocacao } | null> {
  const convocacoes = await livro(porta, "convocacoes");
  const ultima = convocacoes?.linhas.at(-1);
  if (!convocacoes || !ultima) return null;
  const lido = lerConvocacoesDaFolha(convocacoes.tabela);
  const problemas = comACopia(lido, convocacoes.folha.nome, await lerCopiaDoLivro(porta));
  return { convocacoes, lido, ultima: comoUltima(convocacoes, ultima, problemas) };
}

function comoUltima(convocacoes: Livro, ultima: ValorCelula[], problemas: Problema[]): UltimaConvocacao {
  const cargo = String(ultima[COLUNA_CARGO]);
  const numero = Number(ultima[COLUNA_NUMERO]);
  const pessoas = noFim(convocacoes.linhas, cargo, numero);
  const doCargo = convocacoes.linhas.filter((l) => String(l[COLUNA_CARGO]) === cargo);
  const base = { cargo, numero, pessoas };
  // Undoing saves the sheet as the new copy: a sheet that differs from the copy would launder the
  // difference (a deleted row gone from the copy too), so nothing is undone until it is put back.
  const erro = problemas.find((p) => p.gravidade === "erro");
  if (erro) return { ...base, impedimento: `${erro.mensagem}.` };
  // Its rows are the last ones, all of them, and no later call of the cargo exists: else sorted.
  const daMesma = doCargo.filter((l) => Number(l[COLUNA_NUMERO]) === numero).length;
  if (daMesma !== pessoas || doCargo.some((l) => Number(l[COLUNA_NUMERO]) > numero))
    return {
      ...base,
      impedimento: `As linhas da folha "${convocacoes.folha.nome}" não estão na ordem em que as convocações foram registradas: a última linha não é a última convocação. Volte-as à ordem (Cargo, Convocação) para desfazer.`,
    };
  const comDesfecho = convocacoes.linhas.slice(-pessoas).filter((l) => !vazio(l[COLUNA_DESFECHO]));
  if (comDesfecho.length > 0)
    return {
      ...base,
      impedimento: `Na convocação nº ${numero} do cargo ${cargo} já há desfecho escrito (${comDesfecho.length === 1 ? "1 pessoa" : `${comDesfecho.length} pessoas`}): uma convocação com desfecho não se desfaz.`,
    };
  return base;
}

/** Takes the last call out of the ledger sheets and the settings; the sentence says what was done. */
export async function desfazerUltimaConvocacao(porta: PortaPasta): Promise<string> {
  const lida = await lerUltima(porta);
  if (!lida) throw new Error("Não há convocação registrada a desfazer.");
  const { convocacoes, lido, ultima } = lida;
  if (ultima.impedimento) throw new Error(ultima.impedimento);
  const { cargo, numero, pessoas } = ultima;
  const atos = await livro(porta, "atos");
  const linhasDoAto = atos ? noFim(atos.linhas, cargo, numero) : 0;
  // The copy in the settings: the ledger as the sheet says it, without the call undone.
  const livroSalvo = lido.convocacoes.filter((c) => !(c.cargo === cargo && c.numero === numero));
  // The first call created the sheets: with it gone, nothing of theirs is left.
  const inteiras = [
    ...(pessoas === convocacoes.linhas.length ? [convocacoes.folha.nome] : []),
    ...(atos && linhasDoAto === atos.linhas.length ? [atos.folha.nome] : []),
  ];
  if (pessoas < convocacoes.linhas.length) await porta.removerUltimasLinhas(convocacoes.folha.nome, pessoas);
  if (atos && linhasDoAto > 0 && linhasDoAto < atos.linhas.length)
    await porta.removerUltimasLinhas(atos.folha.nome, linhasDoAto);
  if (inteiras.length > 0) await porta.excluirFolhas(inteiras);
  await salvarConvocacoes(porta, livroSalvo);
  return `Convocação nº ${numero} do cargo ${cargo} desfeita: ${pessoas === 1 ? "1 pessoa saiu" : `${pessoas} pessoas saíram`} da folha ${convocacoes.folha.nome}.`;
}
