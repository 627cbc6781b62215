/**
 * The README's tables of the edital's fields and of a phase's rule, from their schemas
 * (src/engine/esquemaDoEdital.ts, esquemaDaFase.ts): each field's name, its accepted values read from
 * the schema itself, and its description. `npm run doc:edital` writes them into the README between
 * their markers; a test fails when the README is stale.
 */
import type * as v from "valibot";
import { CAMPOS_DA_FASE } from "../src/engine/esquemaDaFase";
import { ESQUEMA_DO_EDITAL } from "../src/engine/esquemaDoEdital";

export interface TabelaDoReadme {
  inicio: string;
  fim: string;
  tabela(): string;
}

type Qualquer = v.GenericSchema & {
  type: string;
  pipe?: readonly (Qualquer | { type: string; kind: string; description?: string })[];
  wrapped?: Qualquer;
  options?: readonly (Qualquer | string)[];
  item?: Qualquer;
  entries?: Record<string, Qualquer>;
  value?: Qualquer;
};

/** The schema under optional/nullable/pipe wrappers. */
function base(s: Qualquer): Qualquer {
  if (s.type === "optional") return base(s.wrapped!);
  if (s.pipe && s.pipe[0] !== s) return base(s.pipe[0] as Qualquer);
  return s;
}

function descricao(s: Qualquer): string {
  if (s.type === "optional") return descricao(s.wrapped!);
  const acao = s.pipe?.find((p) => p.type === "description") as { description?: string } | undefined;
  return acao?.description ?? "";
}

/** The actions piped onto a schema, through its wrappers and nested pipes. */
function acoesDe(s: Qualquer): string[] {
  if (s.type === "optional") return acoesDe(s.wrapped!);
  if (!s.pipe || s.pipe[0] === s) return [];
  return [...s.pipe.slice(1).map((p) => p.type), ...acoesDe(s.pipe[0] as Qualquer)];
}

/** What a value may be, in the table's words. */
function tipo(schema: Qualquer): string {
  const s = base(schema);
  const acoes = acoesDe(schema);
  switch (s.type) {
    case "string":
      return "texto";
    case "number":
      return acoes.includes("safe_integer") ? "inteiro" : "número";
    case "boolean":
      return "`true` ou `false`";
    case "picklist":
      return (s.options as string[]).map((o) => `\`"${o}"\``).join(" ou ");
    case "nullable":
      return `${tipo(s.wrapped!)} ou \`null\``;
    case "array":
      return `lista de ${tipo(s.item!)}`;
    case "union":
    case "variant":
      return (s.options as Qualquer[]).map(tipo).join("; ou ");
    case "record":
      return `{id do cargo: ${tipo(s.value!)}}`;
    case "strict_object":
    case "object": {
      // The same value for every key (one per list): said once.
      const tipos = Object.values(s.entries!).map(tipo);
      if (tipos.length > 2 && tipos.every((t) => t === tipos[0]))
        return `{${Object.keys(s.entries!).join(", ")}: ${tipos[0]}}, cada lista opcional`;
      return `{${Object.entries(s.entries!)
        .map(([k, e]) => `${k}${e.type === "optional" ? "?" : ""}: ${tipo(e)}`)
        .join(", ")}}`;
    }
    case "literal":
      return `\`"${String((s as unknown as { literal: unknown }).literal)}"\``;
    default:
      return s.type;
  }
}

function tabelaDosCampos(entradas: Record<string, Qualquer>): string {
  const linhas = Object.entries(entradas).map(
    ([campo, s]) =>
      `| \`${campo}\` | ${tipo(s).replaceAll("|", "\\|")} | ${descricao(s).replaceAll("|", "\\|")} |`,
  );
  return ["| Campo | Valores | O que decide |", "| --- | --- | --- |", ...linhas].join("\n");
}

export const TABELA_DO_EDITAL: TabelaDoReadme = {
  inicio: "<!-- campos do edital: gerado por npm run doc:edital -->",
  fim: "<!-- fim dos campos do edital -->",
  tabela: () => tabelaDosCampos(ESQUEMA_DO_EDITAL.entries as Record<string, Qualquer>),
};

export const TABELA_DA_FASE: TabelaDoReadme = {
  inicio: "<!-- campos da fase: gerado por npm run doc:edital -->",
  fim: "<!-- fim dos campos da fase -->",
  tabela: () => tabelaDosCampos(CAMPOS_DA_FASE as unknown as Record<string, Qualquer>),
};

/** The README with every table between its markers replaced. */
export function readmeComTabelas(readme: string): string {
  return [TABELA_DO_EDITAL, TABELA_DA_FASE].reduce((texto, { inicio, fim, tabela }) => {
    const i = texto.indexOf(inicio);
    const f = texto.indexOf(fim);
    if (i < 0 || f < i) throw new Error(`README sem os marcadores ${inicio} … ${fim}`);
    return `${texto.slice(0, i + inicio.length)}\n\n${tabela()}\n\n${texto.slice(f)}`;
  }, readme);
}
