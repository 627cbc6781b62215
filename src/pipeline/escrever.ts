/**
 * Writing the result: render the sheet models, then rewrite the add-in's own sheets and only them.
 * - A clerk's sheet is never touched: a name taken by one gets a suffix ("AC (2)").
 * - The add-in's sheets are found by their tag (adapters/marcas.ts: in any session, even if the clerk
 *   renamed them) and rewritten in place, so the clerk's formulas pointing at them keep working; only
 *   those the new result no longer has (another regime's lists) are deleted, before the others are written.
 * - A sheet of the add-in whose values differ from the hash stored when it was written was edited by
 *   the clerk: nothing is replaced unless `confirmarSubstituicao` says yes.
 */
import { chave, destinos } from "../adapters/marcas";
import { marcaDe, verificarCancelamento, type InfoFolha, type PortaPasta } from "../adapters/porta";
import type { EntradaRender } from "../folhas/comum";
import { ehDaConfirmacao } from "../folhas/confirmacao";
import { FOLHAS_ACRESCIDAS } from "../folhas/convocacoes";
import { renderizar } from "../folhas/render";
import { hashValores, type ModeloFolha, type TipoFolha } from "../folhas/modelo";
import { cederAoHospedeiro, loteDaEtapa, type OpcoesEtapa } from "./progresso";

export interface OpcoesEscrever extends OpcoesEtapa {
  /** Asked with the names of the add-in's sheets the clerk edited; true replaces them. */
  confirmarSubstituicao?: (editadas: string[]) => Promise<boolean>;
}

export interface RelatorioEscrita {
  escritas: string[];
  excluidas: string[];
  /** The add-in's sheets the clerk had edited (replaced after confirmation). */
  editadas: string[];
}

/** The clerk edited sheets of the add-in and did not confirm replacing them. */
export class SubstituicaoRecusada extends Error {
  constructor(public readonly editadas: string[]) {
    super(
      `${editadas.length === 1 ? `A folha "${editadas[0]}" foi alterada` : `As folhas ${editadas.map((n) => `"${n}"`).join(", ")} foram alteradas`} depois de escrita${editadas.length === 1 ? "" : "s"} pelo suplemento. ` +
        "Nada foi substituído; copie as alterações para outra folha ou confirme a substituição.",
    );
    this.name = "SubstituicaoRecusada";
  }
}

export async function escrever(
  porta: PortaPasta,
  entrada: EntradaRender,
  opcoes: OpcoesEscrever = {},
): Promise<RelatorioEscrita> {
  verificarCancelamento(opcoes.sinal);
  // Rendering every sheet of a big concurso takes seconds: said as its own step, not a full bar.
  opcoes.progresso?.({ etapa: "Preparando as folhas", fracao: 0 });
  const modelos = renderizar(entrada);
  opcoes.progresso?.({ etapa: "Preparando as folhas", fracao: 1 });
  return escreverFolhas(porta, modelos, ehDoResultado, opcoes);
}

/** The result's sheets: not the ledger (only ever appended to) nor a phase's. */
const ehDoResultado = (tipo: TipoFolha) =>
  !FOLHAS_ACRESCIDAS.has(tipo) && !ehDaFase(tipo) && !ehDaConfirmacao(tipo);

/** A phase's sheets (folhas/fases.ts). */
export const ehDaFase = (tipo: TipoFolha) => tipo === "fase-resumo" || tipo.startsWith("fase:");

/**
 * Writes the models in place of the add-in's sheets of their family (`daFamilia`: the result's, or a
 * phase's): those of the family the models no longer have are deleted, the others are left alone.
 */
export async function escreverFolhas(
  porta: PortaPasta,
  modelos: ModeloFolha[],
  daFamilia: (tipo: TipoFolha) => boolean,
  opcoes: OpcoesEscrever = {},
): Promise<RelatorioEscrita> {
  await cederAoHospedeiro(opcoes.sinal);
  const existentes = (await porta.listarFolhas()).filter((f) => f.marca === null || daFamilia(f.marca.tipo));
  const nossas = existentes.filter((f) => f.marca !== null);
  const nomeados = nomearSemConflito(modelos, existentes);
  const excluir = destinos(nomeados, existentes).obsoletas.map((f) => f.nome);

  const editadas = await folhasEditadas(porta, nossas, opcoes);
  if (editadas.length > 0 && !(await opcoes.confirmarSubstituicao?.(editadas))) {
    throw new SubstituicaoRecusada(editadas);
  }

  await cederAoHospedeiro(opcoes.sinal);
  // Stale sheets go first: their names and table names are then free for the new ones.
  if (excluir.length > 0) await porta.excluirFolhas(excluir);
  await porta.escreverFolhas(
    nomeados.map((modelo) => ({ modelo, marca: marcaDe(modelo) })),
    loteDaEtapa("Escrevendo as folhas", opcoes),
  );
  return {
    escritas: nomeados.map((m) => m.nome),
    excluidas: excluir,
    editadas,
  };
}

/** The add-in's complete sheets whose values no longer match the hash in their tag. */
export async function folhasEditadas(
  porta: PortaPasta,
  nossas: InfoFolha[],
  opcoes: OpcoesEtapa = {},
): Promise<string[]> {
  const editadas: string[] = [];
  const verificar = nossas.filter((f) => f.marca?.completa);
  for (const [i, f] of verificar.entries()) {
    const t = await porta.lerIntervalo(f.nome, undefined, {
      sinal: opcoes.sinal,
    });
    if (hashValores(t.valores, t.linhaInicial, t.colunaInicial) !== f.marca!.hash) editadas.push(f.nome);
    opcoes.progresso?.({
      etapa: "Verificando as folhas do suplemento",
      fracao: (i + 1) / verificar.length,
    });
  }
  return editadas;
}

const MAX_NOME = 31;

/** Each model keeps its name unless a clerk's sheet holds it: then "Nome (2)", "Nome (3)"… (≤ 31). */
export function nomearSemConflito(modelos: ModeloFolha[], existentes: InfoFolha[]): ModeloFolha[] {
  const doEscrivao = new Set(existentes.filter((f) => f.marca === null).map((f) => chave(f.nome)));
  const usados = new Set<string>();
  return modelos.map((m) => {
    let nome = m.nome;
    for (let n = 2; doEscrivao.has(chave(nome)) || usados.has(chave(nome)); n++) {
      const sufixo = ` (${n})`;
      nome = m.nome.slice(0, MAX_NOME - sufixo.length) + sufixo;
    }
    usados.add(chave(nome));
    return nome === m.nome ? m : { ...m, nome };
  });
}
