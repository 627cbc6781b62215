/**
 * The README's table of the edital's fields, from the schema (src/engine/esquemaDoEdital.ts): each
 * field's name, its accepted values read from the schema itself, and its description. `npm run
 * doc:edital` writes it into the README between the markers; a test fails when the README is stale.
 */
import type * as v from "valibot";
import { ESQUEMA_DO_EDITAL } from "../src/engine/esquemaDoEdital";

export const INICIO = "<!-- campos do edital: gerado por npm run doc:edital -->";
export const FIM = "<!-- fim dos campos do edital -->";

type Qualquer = v.GenericSchema & {
  type: string;
  pipe?: readonly (Qualquer | { type: string; kind: string; description?: string })[];
  wrapped?: Qualquer;
  options?: readonly (Qualquer | string)[];
  item?: Qualquer;
  entries?: Record<string, Qualquer>;
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
      return (s.options as Qualquer[]).map(tipo).join("; ou ");
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
    default:
      return s.type;
  }
}

export function tabelaDoEdital(): string {
  const linhas = Object.entries(ESQUEMA_DO_EDITAL.entries as Record<string, Qualquer>).map(
    ([campo, s]) =>
      `| \`${campo}\` | ${tipo(s).replaceAll("|", "\\|")} | ${descricao(s).replaceAll("|", "\\|")} |`,
  );
  return ["| Campo | Valores | O que decide |", "| --- | --- | --- |", ...linhas].join("\n");
}

/** The README with the table between the markers replaced. */
export function readmeComTabela(readme: string, tabela: string): string {
  const i = readme.indexOf(INICIO);
  const f = readme.indexOf(FIM);
  if (i < 0 || f < i) throw new Error(`README sem os marcadores ${INICIO} … ${FIM}`);
  return `${readme.slice(0, i + INICIO.length)}\n\n${tabela}\n\n${readme.slice(f)}`;
}
