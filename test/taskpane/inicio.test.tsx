// @vitest-environment jsdom
/**
 * The pane's start: inside Excel a slow Office.onReady shows "Conectando ao Excel…" until Office answers,
 * and then the Excel pane, never web mode in between.
 */
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Inicio } from "../../src/taskpane/Inicio";
import { esperarOffice, ESPERA_MAXIMA_MS, type Hospedeiro } from "../../src/taskpane/office";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function iniciar(dentroDoOffice: boolean) {
  render(
    <FluentProvider theme={webLightTheme}>
      <Inicio esperar={() => esperarOffice({ dentroDoOffice })} dentroDoOffice={dentroDoOffice}>
        {(h: Hospedeiro) => <p>{h === "excel" ? "Painel do Excel" : "Modo web"}</p>}
      </Inicio>
    </FluentProvider>,
  );
}

describe("Início do painel", () => {
  it("aberto pelo Office com Office.onReady lento: 'Conectando ao Excel…' além dos 5 s, depois o painel do Excel", async () => {
    vi.useFakeTimers();
    let responder: (info: { host: string }) => void = () => {};
    vi.stubGlobal("Office", {
      onReady: () => new Promise((r) => (responder = r)),
      HostType: { Excel: "Excel" },
    });
    iniciar(true);
    await act(() => vi.advanceTimersByTimeAsync(ESPERA_MAXIMA_MS * 3));
    expect(screen.getByRole("status").textContent).toBe("Conectando ao Excel…");
    expect(screen.queryByText("Modo web")).toBeNull();
    await act(async () => responder({ host: "Excel" }));
    expect(screen.getByText("Painel do Excel")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("num navegador comum: 'Carregando…', e o modo web quando o office.js não responde em 5 s", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("Office", { onReady: () => new Promise(() => {}), HostType: { Excel: "Excel" } });
    iniciar(false);
    expect(screen.getByRole("status").textContent).toBe("Carregando…");
    await act(() => vi.advanceTimersByTimeAsync(ESPERA_MAXIMA_MS));
    expect(screen.getByText("Modo web")).toBeTruthy();
  });
});
