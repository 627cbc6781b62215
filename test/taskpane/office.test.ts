import { afterEach, describe, expect, it, vi } from "vitest";
import { esperarOffice } from "../../src/taskpane/office";

/** The part of office.js that esperarOffice touches. */
function officeFalso(onReady: () => Promise<{ host: string | null }>) {
  return { onReady, HostType: { Excel: "Excel" } };
}

describe("esperarOffice: Excel ou modo web, sem esperar para sempre", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sem office.js (CDN fora do ar) é modo web, na hora", async () => {
    expect(await esperarOffice(60_000)).toBe("web");
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

  it("se Office.onReady nunca responde, modo web ao fim do prazo", async () => {
    vi.stubGlobal(
      "Office",
      officeFalso(() => new Promise(() => {})),
    );
    expect(await esperarOffice(20)).toBe("web");
  });
});
