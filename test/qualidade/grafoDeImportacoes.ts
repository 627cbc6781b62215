// The import graph of src/, computed with TypeScript's own parser and module resolution (the same the
// compiler uses with tsconfig.json), for the architecture test (arquitetura.test.ts) and for a look by hand:
// `npx tsx test/qualidade/grafoDeImportacoes.ts` prints the cycles.
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export const RAIZ = fileURLToPath(new URL("../../", import.meta.url));

/** One arrow: `de` imports `para` (both "src/…" paths for a module of src, or the bare specifier). */
export interface Importacao {
  de: string;
  /** "src/…" when the specifier resolves to a module of src; otherwise the specifier as written. */
  para: string;
  /** `import type`/`export type`, or every named binding is `type`: gone after compilation. */
  soTipo: boolean;
  /** `import("…")` (a chunk loaded on demand). */
  dinamica: boolean;
}

function arquivos(pasta: string): string[] {
  return readdirSync(pasta).flatMap((nome) => {
    const caminho = join(pasta, nome);
    if (statSync(caminho).isDirectory()) return arquivos(caminho);
    return /\.tsx?$/.test(nome) && !nome.endsWith(".d.ts") ? [caminho] : [];
  });
}

function opcoesDoTsconfig(): ts.CompilerOptions {
  const caminho = join(RAIZ, "tsconfig.json");
  const lido = ts.readConfigFile(caminho, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(lido.config, ts.sys, RAIZ, undefined, caminho).options;
}

function soTipos(clausula: ts.ImportClause | undefined): boolean {
  if (!clausula) return false; // `import "./x"`: runs the module
  if (clausula.isTypeOnly) return true;
  if (clausula.name) return false;
  const nomes = clausula.namedBindings;
  return (
    !!nomes &&
    ts.isNamedImports(nomes) &&
    nomes.elements.length > 0 &&
    nomes.elements.every((e) => e.isTypeOnly)
  );
}

/** The modules of src, as "src/…" paths. */
export function modulosDeSrc(): string[] {
  return arquivos(join(RAIZ, "src"))
    .map((caminho) => relative(RAIZ, caminho).replaceAll("\\", "/"))
    .sort();
}

/** Every import of every module under src/ (static, re-exports, `import()` and `import("…")` types). */
export function importacoesDeSrc(): Importacao[] {
  const opcoes = opcoesDoTsconfig();
  const cache = ts.createModuleResolutionCache(RAIZ, (x) => x, opcoes);
  const relativo = (caminho: string) => relative(RAIZ, caminho).replaceAll("\\", "/");
  const resultado: Importacao[] = [];
  for (const caminho of arquivos(join(RAIZ, "src"))) {
    const de = relativo(caminho);
    const fonte = ts.createSourceFile(caminho, ts.sys.readFile(caminho)!, ts.ScriptTarget.Latest, true);
    const anotar = (especificador: string, soTipo: boolean, dinamica: boolean) => {
      const resolvido = ts.resolveModuleName(especificador, caminho, opcoes, ts.sys, cache).resolvedModule;
      const alvo = resolvido ? relativo(resolvido.resolvedFileName) : undefined;
      const para =
        alvo && alvo.startsWith("src/") && !resolvido!.isExternalLibraryImport ? alvo : especificador;
      resultado.push({ de, para, soTipo, dinamica });
    };
    const visitar = (no: ts.Node): void => {
      if (ts.isImportDeclaration(no) && ts.isStringLiteral(no.moduleSpecifier)) {
        anotar(no.moduleSpecifier.text, soTipos(no.importClause), false);
      } else if (ts.isExportDeclaration(no) && no.moduleSpecifier && ts.isStringLiteral(no.moduleSpecifier)) {
        const tipos =
          no.isTypeOnly ||
          (!!no.exportClause &&
            ts.isNamedExports(no.exportClause) &&
            no.exportClause.elements.length > 0 &&
            no.exportClause.elements.every((e) => e.isTypeOnly));
        anotar(no.moduleSpecifier.text, tipos, false);
      } else if (
        ts.isCallExpression(no) &&
        no.expression.kind === ts.SyntaxKind.ImportKeyword &&
        no.arguments[0] &&
        ts.isStringLiteralLike(no.arguments[0])
      ) {
        anotar(no.arguments[0].text, false, true);
      } else if (
        ts.isImportTypeNode(no) &&
        ts.isLiteralTypeNode(no.argument) &&
        ts.isStringLiteral(no.argument.literal)
      ) {
        anotar(no.argument.literal.text, true, false);
      }
      ts.forEachChild(no, visitar);
    };
    visitar(fonte);
  }
  return resultado;
}

/** The modules of src and, for each, the modules of src it imports (sorted, without repeats). */
export function grafo(importacoes: Importacao[], incluir = (_: Importacao) => true): Map<string, string[]> {
  const mapa = new Map<string, Set<string>>();
  for (const i of importacoes) {
    if (!mapa.has(i.de)) mapa.set(i.de, new Set());
    if (i.para.startsWith("src/") && incluir(i)) mapa.get(i.de)!.add(i.para);
  }
  return new Map([...mapa].sort(([a], [b]) => a.localeCompare(b)).map(([m, s]) => [m, [...s].sort()]));
}

/** The strongly connected components of more than one module (Tarjan), each sorted; the list sorted too.
 *  A module in one of them imports, through some path, every other one, and is imported back. */
export function ciclos(g: Map<string, string[]>): string[][] {
  let indice = 0;
  const ordem = new Map<string, number>();
  const menor = new Map<string, number>();
  const pilha: string[] = [];
  const naPilha = new Set<string>();
  const componentes: string[][] = [];
  const visitar = (v: string) => {
    ordem.set(v, indice);
    menor.set(v, indice++);
    pilha.push(v);
    naPilha.add(v);
    for (const w of g.get(v) ?? []) {
      if (!ordem.has(w)) {
        visitar(w);
        menor.set(v, Math.min(menor.get(v)!, menor.get(w)!));
      } else if (naPilha.has(w)) menor.set(v, Math.min(menor.get(v)!, ordem.get(w)!));
    }
    if (menor.get(v) === ordem.get(v)) {
      const componente: string[] = [];
      let w: string;
      do {
        w = pilha.pop()!;
        naPilha.delete(w);
        componente.push(w);
      } while (w !== v);
      if (componente.length > 1) componentes.push(componente.sort());
    }
  };
  for (const v of g.keys()) if (!ordem.has(v)) visitar(v);
  return componentes.sort((a, b) => a.length - b.length || a[0].localeCompare(b[0]));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const todas = importacoesDeSrc();
  for (const [nome, filtro] of [
    ["todas as importações", () => true],
    ["só as que ficam no JavaScript", (i: Importacao) => !i.soTipo],
  ] as const) {
    const c = ciclos(grafo(todas, filtro));
    console.log(`\n== ${nome}: ${c.length} ciclos`);
    for (const componente of c) console.log(`${componente.length}: ${componente.join("  ")}`);
  }
}
