// Size budgets of the production bundle (issue #7), enforced in `npm test`, which builds before vitest.
// They read dist/: a missing build is a failure with a message, never a skip.
//
// Measured on 29/11/2026 after `npm run build` (gzip level 9, as a server would send it):
// - taskpane.html, its initial JavaScript (every <script> the page loads at start, office.js apart,
//   which is Microsoft's and cached by Office): 223.762 bytes gzipped (React 45 kB, Fluent UI 116 kB,
//   our pane 39 kB, the shared engine 11 kB, the custom functions 12 kB).
// - The custom functions' bundle (functions.js and the chunks it waits for: the shared engine):
//   22.599 bytes gzipped.
// Limits ~20% above: room for the features still to come, yet a dependency pulled in by mistake (ExcelJS,
// 249 kB gzipped, in the first load instead of on demand; React in the custom functions) fails the test.
// Why the pane's budget matters: Excel opens the shared runtime when the workbook opens, on the clerks'
// government machines and networks, before any button works. Why the functions' budget: Excel loads
// them to recalculate formulas such as =COTAS.QUADRO even when the pane is never opened.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { medirArquivo, PASTA_DIST, scriptsDaPagina } from "../../scripts/tamanhos.mjs";

const KIB = 1024;
/** Task pane, initial JavaScript, gzipped: measured 218,5 KiB; 259,0 KiB on 01/12/2026 (the edital's
 *  schema, the grouped draw, convocações, publication and search), after the engine stopped being
 *  bundled twice (once per entry: see `splitChunks.usedExports` in webpack.config.js), which was 285 KiB;
 *  263,8 KiB on 02/12/2026 before the phases, 265,5 KiB after: 1,2 KiB of it the functions' entry
 *  learning to load a chunk on demand (webpack's runtime for it), so that =COTAS.CORTE brings the
 *  phase's engine (5 KiB) only when a cell calls it. 269,8 KiB on 03/12/2026: what the reading and the
 *  pipeline (which run on the pane's thread inside Excel, beside Office.js) learned against the clerk's
 *  real files — the ledger checked against its copy with its problems at their cells, the header of
 *  two rows, the formulas with no value, the numbers' convention per column, the direction controls —
 *  and "Publicar resultado da fase" (its model and the docx library stay on demand). 288,9 KiB on
 *  07/12/2026 (295.803 bytes), after one session added the confirmation stage's mode, the ties grouped
 *  by what they decide, the outcome form of the Convocações sheet, the one-source wording of the
 *  messages, the Por quê of every list and the accounting of the import: the limit follows at 290 KiB
 *  and the next session owes the split (which of these go on demand) that brings it back down.
 *  Paid on 07/12/2026: 244,3 KiB (250.129 bytes). Our modules are marked free of import side effects
 *  (webpack.config.js), so a barrel such as src/pipeline/index.ts no longer drags every stage of the
 *  pipeline into the first load; what only shows after a run (the phase's and the confirmation's
 *  summaries, the ties, the search, Publicar, the sheets' view) loads on demand in the "resultado"
 *  and "autodeclaracao" chunks, with a Spinner while it comes (etapas/SobDemanda.tsx); the engine's
 *  check before saving the choices ("recusas") with the first save. The limit follows at 250 KiB. */
const LIMITE_PAINEL_GZIP = 250 * KIB;
/**
 * Custom functions (functions.js + the chunks it waits for), gzipped: measured 29,2 KiB on 30/11/2026,
 * up from 22,1 KiB by the table of legal citations the engine checks every note against and the reading
 * of Excel's empty and data-type cells; then 34,3 KiB the same day, ~4 KiB of it the grouped reserve's
 * draw that `alocar` runs (sorteio.ts and the SHA-256 of @noble/hashes, 2,7 KiB alone); 39,3 KiB with the
 * `edital` argument (the valibot schema); 42,2 KiB on 01/12/2026 once the engine is one chunk shared with
 * the pane, which keeps the exports either entry uses (the page Excel opens loads both anyway, and the
 * pane's initial load fell by 26 KiB).
 */
/* 50,2 KiB on 07/12/2026 (51.429 bytes): =COTAS.CONFIRMACAO brings the heteroidentificação's rule and
 * the confirmation's choices in the edital's schema; the limit follows at 51 KiB, owed back by loading
 * them on the first call, as =COTAS.CORTE does with the phase's engine.
 * Paid the same day: 31,7 KiB (32.435 bytes). =COTAS.CONFIRMACAO loads its rule on the first call
 * ("confirmacao-celula"), and so does =COTAS.ALOCAR the allocation's engine ("alocar": classification,
 * lists, reversions, nomination, the grouped reserve's draw and its SHA-256); what stays is what the
 * planning functions (=COTAS.QUADRO, RESERVA, ORDEM, POSICOES, LISTA) and the edital's schema need.
 * The limit follows at 34 KiB. */
const LIMITE_FUNCOES_GZIP = 34 * KIB;

function exigirBuild(arquivo: string): string {
  const caminho = join(PASTA_DIST, arquivo);
  if (!existsSync(caminho)) {
    throw new Error(
      `dist/${arquivo} não existe: os orçamentos de tamanho medem o build de produção. ` +
        `Rode "npm run build" (o "npm test" já o faz antes do vitest).`,
    );
  }
  return caminho;
}

const total = (nomes: string[]) => nomes.map((n) => medirArquivo(n)).reduce((s, a) => s + a.gzip, 0);

/**
 * The chunks an entry waits for before running: webpack ends the entry file with
 * `O(void 0,[ids],…)` and each split chunk starts by pushing `[[id],…]`.
 */
function arquivosDaEntrada(entrada: string): string[] {
  const codigo = readFileSync(exigirBuild(entrada), "utf8");
  const ids = /\.O\(void 0,\[([\d,]*)\]/.exec(codigo)?.[1];
  if (ids === undefined) throw new Error(`${entrada}: lista de chunks da entrada não encontrada.`);
  const porId = new Map<string, string>();
  for (const nome of scriptsDaPagina("taskpane.html")) {
    const inicio = readFileSync(join(PASTA_DIST, nome), "utf8").slice(0, 2000);
    const id = /\.push\(\[\[([\d,]+)\]/.exec(inicio)?.[1];
    id?.split(",").forEach((i) => porId.set(i, nome));
  }
  const dependencias = ids
    .split(",")
    .filter(Boolean)
    .map((id) => porId.get(id) ?? `chunk ${id} (não está entre os scripts de taskpane.html)`);
  return [...dependencias, entrada];
}

describe("Orçamentos de tamanho do build de produção (dist/)", () => {
  it(`JavaScript inicial do painel (taskpane.html) ≤ ${LIMITE_PAINEL_GZIP / KIB} KiB com gzip`, () => {
    exigirBuild("taskpane.html");
    const scripts = scriptsDaPagina("taskpane.html");
    expect(scripts).toContain("taskpane.js");
    // ExcelJS is only for files (import on demand): never in the first load.
    expect(scripts.filter((s) => s.startsWith("exceljs"))).toEqual([]);
    // Nor the docx library, for "Publicar resultado" only (import on demand): no WordprocessingML namespace.
    const comDocx = scripts.filter((s) =>
      readFileSync(join(PASTA_DIST, s), "utf8").includes("wordprocessingml/2006/main"),
    );
    expect(comDocx).toEqual([]);
    expect(total(scripts)).toBeLessThanOrEqual(LIMITE_PAINEL_GZIP);
  });

  it(`funções personalizadas (functions.js e os chunks que espera) ≤ ${LIMITE_FUNCOES_GZIP / KIB} KiB com gzip`, () => {
    const arquivos = arquivosDaEntrada("functions.js");
    for (const a of arquivos) exigirBuild(a);
    // The functions compute from cell values: no UI library in their bundle.
    expect(arquivos.filter((a) => /^(react|fluentui)/.test(a))).toEqual([]);
    expect(total(arquivos)).toBeLessThanOrEqual(LIMITE_FUNCOES_GZIP);
  });
});
