// The host as the Office.js adapter sees it: the real Excel in the add-in, a mock in tests. Its own module
// so that the adapter (pastaOffice.ts) and the cycle of its sheets (cicloDasFolhas.ts) share it.

/** What the adapter needs from the host; `ambienteDoOffice()` in the add-in, a mock in tests. */
export interface AmbienteOffice {
  run<T>(lote: (ctx: Excel.RequestContext) => Promise<T>): Promise<T>;
  configuracoes: Pick<Office.Settings, "get" | "set" | "saveAsync">;
  suporta(versaoExcelApi: string): boolean;
}

export function ambienteDoOffice(): AmbienteOffice {
  return {
    run: (lote) => Excel.run(lote),
    configuracoes: Office.context.document.settings,
    suporta: (versao) => Office.context.requirements.isSetSupported("ExcelApi", versao),
  };
}
