/**
 * The clerk's choices saved inside the workbook (Office: document settings, `Office.context.document
 * .settings`, persisted with the file; xlsx: the adapter's own store), restored when the pane opens.
 * A saved value from another version or damaged is ignored rather than trusted.
 */
import { CHAVE_CONFIGURACAO, type PortaPasta } from "../adapters/porta";
import { problemasDoEdital } from "../engine/esquemaDoEdital";
import type { Cargo, Convocacao, Edital } from "../engine/tipos";
import type { MapaColunas, OpcoesLeitura } from "../leitura/mapaColunas";
import type { FonteDados } from "./lerDados";

export interface Preferencias {
  versao: 1;
  fonte?: FonteDados;
  mapa?: MapaColunas;
  leitura?: OpcoesLeitura;
  edital?: Edital;
  cargos?: Cargo[];
}

export async function salvarPreferencias(porta: PortaPasta, p: Omit<Preferencias, "versao">): Promise<void> {
  await porta.salvarConfiguracao(CHAVE_CONFIGURACAO, { ...p, versao: 1 });
}

export async function lerPreferencias(porta: PortaPasta): Promise<Preferencias | null> {
  const v = await porta.lerConfiguracao(CHAVE_CONFIGURACAO);
  if (typeof v !== "object" || v === null || (v as { versao?: unknown }).versao !== 1) return null;
  const p = v as Preferencias;
  // A saved edital the schema refuses (damaged, or of another version) is dropped, not trusted.
  if (p.edital !== undefined && problemasDoEdital(p.edital).length) return { ...p, edital: undefined };
  return p;
}

/** Settings key of the ledger of calls (apart from the pane's choices, which are saved whole). */
export const CHAVE_CONVOCACOES = "cotas.convocacoes";

/** The ledger as of the last call made in the pane: a copy of the Convocações sheet, outcomes included. */
export async function salvarConvocacoes(porta: PortaPasta, convocacoes: Convocacao[]): Promise<void> {
  await porta.salvarConfiguracao(CHAVE_CONVOCACOES, { versao: 1, convocacoes });
}

/** The saved copy of the ledger; null when the workbook has none (never called, or from before the copy). */
export async function lerConvocacoesSalvas(porta: PortaPasta): Promise<Convocacao[] | null> {
  const v = await porta.lerConfiguracao(CHAVE_CONVOCACOES);
  if (typeof v !== "object" || v === null || (v as { versao?: unknown }).versao !== 1) return null;
  const lista = (v as { convocacoes?: unknown }).convocacoes;
  return Array.isArray(lista) ? (lista as Convocacao[]) : null;
}
