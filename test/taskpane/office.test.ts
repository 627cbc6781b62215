import { afterEach, describe, expect, it, vi } from "vitest";
import { abertoPeloOffice, esperarOffice, ESPERA_MAXIMA_MS } from "../../src/taskpane/office";

/** The part of office.js that esperarOffice touches. */
function officeFalso(onReady: () => Promise<{ host: string | null }>) {
  return { onReady, HostType: { Excel: "Excel" } };
}

/** Office.onReady answering with host Excel only after `ms` (a cold Excel). */
function respondeDepoisDe(ms: number) {
  return officeFalso(() => new Promise((r) => setTimeout(() => r({ host: "Excel" }), ms)));
}

describe("esperarOffice: Excel ou modo web, sem esperar para sempre fora do Office", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("sem office.js (CDN fora do ar) é modo web, na hora", async () => {
    expect(await esperarOffice({ esperaMaximaMs: 60_000 })).toBe("web");
  });

  it("dentro do Excel, Office.onReady responde com o host Excel", async () => {
    vi.stubGlobal(
      "Office",
      officeFalso(async () => ({ host: "Excel" })),
    );
    expect(await esperarOffice()).toBe("excel");
  });

  it("fora do Office, office.js responde sem host: modo web", async () => {
    vi.stubGlobal(
      "Office",
      officeFalso(async () => ({ host: null })),
    );
    expect(await esperarOffice()).toBe("web");
  });

  it("num navegador comum, se Office.onReady nunca responde, modo web ao fim do prazo", async () => {
    vi.stubGlobal(
      "Office",
      officeFalso(() => new Promise(() => {})),
    );
    expect(await esperarOffice({ esperaMaximaMs: 20, dentroDoOffice: false })).toBe("web");
  });

  it("aberto pelo Office (_host_Info), um Office.onReady lento (20 s) ainda dá Excel, não o modo web dos 5 s", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("Office", respondeDepoisDe(20_000));
    let hospedeiro: string | undefined;
    void esperarOffice({ dentroDoOffice: true }).then((h) => (hospedeiro = h));
    await vi.advanceTimersByTimeAsync(ESPERA_MAXIMA_MS + 1);
    expect(hospedeiro).toBeUndefined(); // still waiting, not web mode
    await vi.advanceTimersByTimeAsync(20_000);
    expect(hospedeiro).toBe("excel");
  });

  it("o mesmo Office.onReady lento num navegador comum: modo web aos 5 s", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("Office", respondeDepoisDe(20_000));
    const espera = esperarOffice({ dentroDoOffice: false });
    await vi.advanceTimersByTimeAsync(ESPERA_MAXIMA_MS);
    expect(await espera).toBe("web");
  });
});

describe("abertoPeloOffice: o Office abre a página com _host_Info no endereço", () => {
  it("na consulta (Excel para Windows, Mac e web) ou no fragmento", () => {
    expect(abertoPeloOffice({ search: "?_host_Info=Excel$Win32$16.01$pt-BR$$$$0", hash: "" })).toBe(true);
    expect(abertoPeloOffice({ search: "?et=&_host_Info=Excel|Web|16.00|pt-BR|x|0", hash: "" })).toBe(true);
    expect(abertoPeloOffice({ search: "", hash: "#_host_Info=Excel$Mac$16.01$pt-BR" })).toBe(true);
  });

  it("sem ele, um navegador comum (o modo web)", () => {
    expect(abertoPeloOffice({ search: "", hash: "" })).toBe(false);
    expect(abertoPeloOffice({ search: "?host_Info=x", hash: "#topo" })).toBe(false);
  });
});
