/**
 * Where the task pane runs. Inside Excel, Office.onReady resolves with host Excel. Outside Office (the
 * web mode, tests) it resolves with a null host, but only if office.js loaded: offline, the CDN script of
 * taskpane.html never arrives and `Office` does not exist. So: no Office, or no answer within the time
 * limit, means web mode; the pane never waits forever.
 */
export type Hospedeiro = "excel" | "web";

/** Enough for office.js to start inside Excel, short enough not to hold a blank pane in a browser. */
export const ESPERA_MAXIMA_MS = 5000;

export async function esperarOffice(esperaMaximaMs = ESPERA_MAXIMA_MS): Promise<Hospedeiro> {
  if (typeof Office === "undefined" || typeof Office.onReady !== "function") return "web";
  let relogio: ReturnType<typeof setTimeout> | undefined;
  const limite = new Promise<null>((resolver) => {
    relogio = setTimeout(() => resolver(null), esperaMaximaMs);
  });
  try {
    const info = await Promise.race([Office.onReady(), limite]);
    return info?.host === Office.HostType.Excel ? "excel" : "web";
  } finally {
    clearTimeout(relogio);
  }
}
