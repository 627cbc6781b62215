/**
 * Where the task pane runs. Inside Excel, Office.onReady resolves with host Excel. Outside Office (the
 * web mode, tests) it resolves with a null host, but only if office.js loaded: offline, the CDN script of
 * taskpane.html never arrives and `Office` does not exist.
 *
 * Office opens the add-in's page with `_host_Info` in its URL (host, platform, version, language), so
 * the page knows it is inside Office before office.js answers. There the pane waits for Office.onReady
 * as long as it takes (a cold Excel can take well over 5 s): falling back to web mode inside Excel would
 * leave the clerk with a pane that cannot see the workbook. Without `_host_Info` (a plain browser), no
 * answer within the time limit means web mode; the pane never waits forever there.
 */
export type Hospedeiro = "excel" | "web";

/** Enough for office.js to answer in a browser, short enough not to hold a blank pane there. */
export const ESPERA_MAXIMA_MS = 5000;

/** The page was opened by Office: its address carries `_host_Info` (in the query, or the hash on some hosts). */
export function abertoPeloOffice(endereco: { search: string; hash: string } = globalThis.location): boolean {
  const temInfo = (parte: string) => new URLSearchParams(parte.replace(/^[?#]/, "")).has("_host_Info");
  return temInfo(endereco?.search ?? "") || temInfo(endereco?.hash ?? "");
}

export interface OpcoesDeEspera {
  /** The time limit outside Office (default ESPERA_MAXIMA_MS). */
  esperaMaximaMs?: number;
  /** Whether Office opened the page (default: `_host_Info` in location): then there is no time limit. */
  dentroDoOffice?: boolean;
}

export async function esperarOffice(opcoes: OpcoesDeEspera = {}): Promise<Hospedeiro> {
  if (typeof Office === "undefined" || typeof Office.onReady !== "function") return "web";
  const { esperaMaximaMs = ESPERA_MAXIMA_MS, dentroDoOffice = abertoPeloOffice() } = opcoes;
  let relogio: ReturnType<typeof setTimeout> | undefined;
  const limite = new Promise<null>((resolver) => {
    if (!dentroDoOffice) relogio = setTimeout(() => resolver(null), esperaMaximaMs);
  });
  try {
    const info = await Promise.race([Office.onReady(), limite]);
    return info?.host === Office.HostType.Excel ? "excel" : "web";
  } finally {
    clearTimeout(relogio);
  }
}
