/**
 * How an adapter recognizes the add-in's own sheets in any session, and which existing sheet each new
 * model rewrites.
 *
 * Excel's worksheet id is unique within a workbook but not stable across sessions or Excel versions
 * (office-js-docs-reference#297, office-js#1390): after reopening, ids change and may even be those of
 * other sheets. So the workbook keeps one record per sheet the add-in wrote (its name, its Excel table,
 * the id it had, its tag) and a sheet is the add-in's when
 * - it holds the table recorded for it (table names are unique in a workbook, survive sessions and
 *   renames, and a copy of the sheet gets a table of another name), or
 * - it has the recorded name and one more sign that it is that sheet and not a clerk's sheet of the
 *   same name: a `Cotas_` table, the recorded id (same session), the worksheet custom property holding
 *   its type (ExcelApi 1.12), or values that match the stored summary (a sheet with no table: an empty
 *   list).
 * A copy the clerk makes of one of the add-in's sheets has another name and another table: it is never
 * taken for the add-in's, which would rewrite or delete the clerk's copy.
 */
import type { InfoFolha, MarcaFolha } from "./porta";
import type { TipoFolha } from "../folhas/modelo";

/** What the workbook keeps about one sheet the add-in wrote. */
export interface RegistroFolha {
  nome: string;
  /** The Excel table written on the sheet (an empty list has none). */
  tabela?: string;
  /** The worksheet id when written: a sign only within the same session. */
  id?: string;
  marca: MarcaFolha;
}

/** A sheet of the workbook as the adapter lists it. */
export interface FolhaVista {
  nome: string;
  id: string;
  /** Names of the Excel tables on the sheet. */
  tabelas: string[];
  /** The add-in's worksheet custom property (the sheet's type), where the host has them. */
  propriedade?: string | null;
}

/** Document settings key of the records (a list of RegistroFolha). */
export const CHAVE_MARCAS = "cotas.folhas";

/**
 * The stored records, or none when the setting is missing or not a list of records. `folhas` (the
 * current listing) serves the records of the first version, which kept only `{id: tag}`.
 */
export function registrosGuardados(valor: unknown, folhas: readonly FolhaVista[] = []): RegistroFolha[] {
  if (!Array.isArray(valor)) return registrosDaVersao1(valor, folhas);
  return valor.filter(
    (r): r is RegistroFolha =>
      typeof r === "object" && r !== null && typeof r.nome === "string" && typeof r.marca === "object",
  );
}

/**
 * A workbook written by the first version keeps `{[worksheet id]: tag}`. The id is worthless after
 * reopening, but that version gave each type of sheet a fixed table and name, so the table recognizes
 * the sheet in any session, and a sheet with no table (an empty list) is recognized by its id only
 * while it also has that version's name: a reused id alone never makes a clerk's sheet the add-in's.
 * Without this, a re-run on such a workbook took its sheets for the clerk's and clashed on the
 * `Cotas_…` table names. The names are those the first version wrote, frozen here on purpose.
 */
const FOLHAS_DA_VERSAO1: Readonly<Record<string, { nome: string; tabela: string }>> = {
  "lista:AC": { nome: "AC", tabela: "Cotas_AC" },
  "lista:PPP": { nome: "Pretos e pardos", tabela: "Cotas_PPP" },
  "lista:IND": { nome: "Indígenas", tabela: "Cotas_IND" },
  "lista:QUI": { nome: "Quilombolas", tabela: "Cotas_QUI" },
  "lista:PPIQ": { nome: "PPIQ", tabela: "Cotas_PPIQ" },
  "lista:PCD": { nome: "PcD", tabela: "Cotas_PCD" },
  ordem: { nome: "Ordem de nomeação", tabela: "Cotas_Ordem" },
  reversoes: { nome: "Reversões", tabela: "Cotas_Reversoes" },
  quadro: { nome: "Quadro", tabela: "Cotas_Quadro" },
};

function registrosDaVersao1(valor: unknown, folhas: readonly FolhaVista[]): RegistroFolha[] {
  if (typeof valor !== "object" || valor === null) return [];
  return Object.entries(valor).flatMap(([id, marca]): RegistroFolha[] => {
    const tipo = typeof marca === "object" && marca !== null ? (marca as MarcaFolha).tipo : undefined;
    const v1 = tipo === undefined ? undefined : FOLHAS_DA_VERSAO1[tipo];
    if (!v1) return [];
    const folha =
      folhas.find((f) => f.tabelas.some((t) => mesmoNome(t, v1.tabela))) ??
      folhas.find((f) => f.id === id && mesmoNome(f.nome, v1.nome));
    return folha ? [{ nome: folha.nome, tabela: v1.tabela, id, marca: marca as MarcaFolha }] : [];
  });
}

/** Every table the add-in writes is named with this prefix (src/folhas). */
export const PREFIXO_TABELA = "Cotas_";

/** Key of the worksheet custom property that holds the sheet's type (ExcelApi 1.12). */
export const PROPRIEDADE_TIPO = "cotas.tipo";

/**
 * Sheets that only their values could identify: a record has their name, no other sign does. The
 * adapter reads them and passes their hashes to `reconhecer` (few and small: empty lists).
 */
export function conferirPorResumo(folhas: FolhaVista[], registros: RegistroFolha[]): FolhaVista[] {
  const comTabela = new Set(registros.flatMap((r) => (r.tabela ? [chave(r.tabela)] : [])));
  return folhas.filter(
    (f) =>
      !f.tabelas.some((t) => comTabela.has(chave(t))) &&
      registros.some((r) => mesmoNome(r.nome, f.nome) && r.marca.completa && !sinal(f, r, undefined)),
  );
}

/** For each sheet, the record that identifies it as the add-in's, or null (the clerk's). */
export function reconhecer(
  folhas: FolhaVista[],
  registros: RegistroFolha[],
  hashPorId: ReadonlyMap<string, string> = new Map(),
): (RegistroFolha | null)[] {
  const livres = new Set(registros);
  const achados = new Map<FolhaVista, RegistroFolha>();
  const tomar = (aceita: (f: FolhaVista, r: RegistroFolha) => boolean) => {
    for (const f of folhas) {
      if (achados.has(f)) continue;
      const r = [...livres].find((x) => aceita(f, x));
      if (!r) continue;
      achados.set(f, r);
      livres.delete(r);
    }
  };
  // The recorded table first: it survives the clerk renaming the sheet.
  tomar((f, r) => r.tabela !== undefined && f.tabelas.some((t) => mesmoNome(t, r.tabela!)));
  tomar((f, r) => mesmoNome(r.nome, f.nome) && sinal(f, r, hashPorId.get(f.id)));
  // A record of an older version keeps no table (#39): the sheet the clerk renamed is known by the
  // table the add-in gives its type, exactly (a copy of the sheet gets a table of another name).
  tomar((f, r) => {
    const tabela = r.tabela === undefined ? tabelaDoTipo(r.marca.tipo) : undefined;
    return tabela !== undefined && f.tabelas.some((t) => mesmoNome(t, tabela));
  });
  return folhas.map((f) => achados.get(f) ?? null);
}

/** The table the add-in writes on a sheet of each type (src/folhas), for records that kept none. */
export function tabelaDoTipo(tipo: string | undefined): string | undefined {
  if (typeof tipo !== "string") return undefined;
  if (tipo.startsWith("lista:")) return `${PREFIXO_TABELA}${tipo.slice(6)}`;
  if (tipo.startsWith("fase:")) return `${PREFIXO_TABELA}Fase_${tipo.slice(5)}`;
  return TABELA_POR_TIPO[tipo];
}

const TABELA_POR_TIPO: Readonly<Record<string, string>> = {
  ordem: "Cotas_Ordem",
  empates: "Cotas_Empates",
  reversoes: "Cotas_Reversoes",
  quadro: "Cotas_Quadro",
  convocacoes: "Cotas_Convocacoes",
  atos: "Cotas_AtosConvocacoes",
  "fase-resumo": "Cotas_Fase_Resumo",
};

/**
 * The records to keep after a listing: one per sheet recognized, with its current name and id (ids
 * are the key while the session lasts); records that identify no sheet are dropped.
 */
export function registrosAtuais(folhas: FolhaVista[], achados: (RegistroFolha | null)[]): RegistroFolha[] {
  return folhas.flatMap((f, i) => {
    const r = achados[i];
    return r ? [{ ...r, nome: f.nome, id: f.id }] : [];
  });
}

/** `registros` with the record of sheet `id` set to `novo` (added if the sheet had none). */
export function comRegistro(
  registros: RegistroFolha[],
  novo: RegistroFolha & { id: string },
): RegistroFolha[] {
  return registros.some((r) => r.id === novo.id)
    ? registros.map((r) => (r.id === novo.id ? novo : r))
    : [...registros, novo];
}

function sinal(f: FolhaVista, r: RegistroFolha, hash: string | undefined): boolean {
  return (
    f.tabelas.some((t) => t.startsWith(PREFIXO_TABELA)) ||
    (r.id !== undefined && r.id === f.id) ||
    f.propriedade === r.marca.tipo ||
    (r.marca.completa && hash === r.marca.hash)
  );
}

/** A sheet to write and, when one of the add-in's sheets already holds its content, that sheet. */
export interface Destino<M extends { nome: string; tipo: TipoFolha }> {
  modelo: M;
  /** The add-in's sheet rewritten in place (renamed to the model's name if the clerk renamed it). */
  atual?: InfoFolha;
}

/**
 * Which existing sheet each model rewrites in place, so that the clerk's formulas pointing at it keep
 * working: the add-in's sheet of the same name, else the add-in's sheet of the same type that the clerk
 * renamed. The add-in's sheets left without a model are the stale ones.
 */
export function destinos<M extends { nome: string; tipo: TipoFolha }>(
  modelos: M[],
  existentes: InfoFolha[],
): { destinos: Destino<M>[]; obsoletas: InfoFolha[] } {
  const nossas = existentes.filter((f) => f.marca !== null);
  const livres = new Set(nossas);
  const porNome = modelos.map((m) => {
    const f = nossas.find((x) => mesmoNome(x.nome, m.nome));
    if (f) livres.delete(f);
    return f;
  });
  const lista = modelos.map((modelo, i) => {
    let atual = porNome[i];
    if (!atual) {
      atual = [...livres].find((f) => f.marca!.tipo === modelo.tipo);
      if (atual) livres.delete(atual);
    }
    return atual ? { modelo, atual } : { modelo };
  });
  return { destinos: lista, obsoletas: [...livres] };
}

function mesmoNome(a: string, b: string): boolean {
  return chave(a) === chave(b);
}

/** Excel compares sheet and table names without case: the key to compare them by. */
export function chave(nome: string): string {
  return nome.toLocaleLowerCase("pt-BR");
}
