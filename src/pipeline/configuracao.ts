/**
 * The clerk's choices saved inside the workbook (Office: document settings, `Office.context.document
 * .settings`, persisted with the file; xlsx: the adapter's own store), restored when the pane opens.
 * A saved value from another version or damaged is ignored rather than trusted.
 */
import { CHAVE_CONFIGURACAO, type PortaPasta } from "../adapters/porta";
import * as v from "valibot";
import { problemasDoEdital } from "../engine/esquemaDoEdital";
import { LISTAS } from "../engine/tipos";
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

/**
 * What the workbook keeps of the ledger's copy: none (never called), the copy read, or a copy that is
 * there but cannot be trusted: damaged (not the shape the add-in writes; the xlsx adapter marks an
 * entry whose JSON does not parse with ENTRADA_DANIFICADA) or of another version.
 */
export type CopiaDoLivro =
  | { estado: "ausente" }
  | { estado: "lida"; convocacoes: Convocacao[] }
  | { estado: "danificada" }
  | { estado: "outra-versao"; versao: string };

const inteiroPositivo = v.pipe(v.number(), v.integer(), v.minValue(1));
const COPIA = v.object({
  versao: v.literal(1),
  convocacoes: v.array(
    v.object({
      numero: inteiroPositivo,
      cargo: v.string(),
      data: v.optional(v.string()),
      ato: v.optional(v.string()),
      chamados: v.array(
        v.object({ posicao: inteiroPositivo, lista: v.picklist(LISTAS), candidato: v.string() }),
      ),
      desfechos: v.optional(v.record(v.string(), v.unknown())),
    }),
  ),
});

/** The saved copy of the ledger, checked: a copy the add-in did not write as it is now is never trusted. */
export async function lerCopiaDoLivro(porta: PortaPasta): Promise<CopiaDoLivro> {
  const valor = await porta.lerConfiguracao(CHAVE_CONVOCACOES);
  if (valor === undefined || valor === null) return { estado: "ausente" };
  const versao = typeof valor === "object" ? (valor as { versao?: unknown }).versao : undefined;
  if ((typeof versao === "number" || typeof versao === "string") && versao !== 1)
    return { estado: "outra-versao", versao: String(versao) };
  const lida = v.safeParse(COPIA, valor);
  return lida.success
    ? { estado: "lida", convocacoes: (valor as { convocacoes: Convocacao[] }).convocacoes }
    : { estado: "danificada" };
}

/** The saved copy's calls; null when there is none to trust (absent, damaged, another version). */
export async function lerConvocacoesSalvas(porta: PortaPasta): Promise<Convocacao[] | null> {
  const copia = await lerCopiaDoLivro(porta);
  return copia.estado === "lida" ? copia.convocacoes : null;
}
