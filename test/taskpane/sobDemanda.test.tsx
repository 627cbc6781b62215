// @vitest-environment jsdom
/**
 * The parts of the pane loaded on demand (SobDemanda.tsx): while the chunk comes, a Spinner that says
 * "Carregando…"; a chunk that cannot be fetched is one sentence in Portuguese and "Tentar de novo",
 * never a blank pane; a ref reaches the part (the summary's heading takes the focus after a run).
 */
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, forwardRef } from "react";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { sobDemanda, TEXTO_FALHA_AO_CARREGAR } from "../../src/taskpane/etapas/SobDemanda";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const Parte = forwardRef<HTMLHeadingElement, { nome: string }>(function Parte({ nome }, ref) {
  return (
    <h3 ref={ref} tabIndex={-1}>
      {`Parte ${nome}`}
    </h3>
  );
});

/** A load that waits for `chegar` (the chunk on its way). */
function carregamento() {
  let chegar!: () => void;
  let falhar!: (e: Error) => void;
  const promessa = new Promise<typeof Parte>((ok, erro) => {
    chegar = () => ok(Parte);
    falhar = erro;
  });
  return { carregar: vi.fn(() => promessa), chegar, falhar };
}

const mostrar = (elemento: React.ReactElement) =>
  render(<FluentProvider theme={webLightTheme}>{elemento}</FluentProvider>);

describe("partes do painel sob demanda", () => {
  it("enquanto o chunk vem: o Spinner com 'Carregando…'; chegado, a parte, com a ref", async () => {
    const { carregar, chegar } = carregamento();
    const Carregada = sobDemanda<{ nome: string }, HTMLHeadingElement>(carregar);
    const ref = createRef<HTMLHeadingElement>();
    mostrar(<Carregada nome="A" ref={ref} />);
    expect(screen.getByRole("progressbar")).toBeTruthy();
    expect(screen.getByText("Carregando…")).toBeTruthy();
    chegar();
    const titulo = await screen.findByRole("heading", { name: "Parte A" });
    expect(ref.current).toBe(titulo);
    expect(screen.queryByText("Carregando…")).toBeNull();
    expect(carregar).toHaveBeenCalledOnce();
  });

  it("o rótulo da parte no lugar de 'Carregando…', quando ela o diz", () => {
    const Carregada = sobDemanda(carregamento().carregar, "Abrindo a importação…");
    mostrar(<Carregada nome="B" />);
    expect(screen.getByText("Abrindo a importação…")).toBeTruthy();
  });

  it("o chunk não veio (rede caiu): a frase em português, não o painel em branco; 'Tentar de novo' carrega outra vez", async () => {
    // React in development reports the caught error (console and the window's error event): not here.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const calar = (e: ErrorEvent) => e.preventDefault();
    window.addEventListener("error", calar);
    onTestFinished(() => window.removeEventListener("error", calar));
    const primeira = carregamento();
    const segunda = carregamento();
    const carregar = vi
      .fn()
      .mockImplementationOnce(primeira.carregar)
      .mockImplementationOnce(segunda.carregar);
    const Carregada = sobDemanda<{ nome: string }>(carregar);
    mostrar(<Carregada nome="C" />);
    primeira.falhar(new Error("Loading chunk 123 failed."));
    expect(await screen.findByText(TEXTO_FALHA_AO_CARREGAR)).toBeTruthy();
    expect(TEXTO_FALHA_AO_CARREGAR).toBe(
      "Não foi possível carregar esta parte do suplemento. Verifique a conexão e tente de novo.",
    );
    expect(screen.queryByText(/chunk/)).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Tentar de novo" }));
    expect(screen.getByText("Carregando…")).toBeTruthy();
    segunda.chegar();
    expect(await screen.findByRole("heading", { name: "Parte C" })).toBeTruthy();
    expect(screen.queryByText(TEXTO_FALHA_AO_CARREGAR)).toBeNull();
    expect(carregar).toHaveBeenCalledTimes(2);
  });

  it("duas partes do mesmo chunk falham: a frase uma vez só, e o seu 'Tentar de novo' carrega as duas", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const calar = (e: ErrorEvent) => e.preventDefault();
    window.addEventListener("error", calar);
    onTestFinished(() => window.removeEventListener("error", calar));
    const [d1, d2] = [carregamento(), carregamento()];
    const [b1, b2] = [carregamento(), carregamento()];
    const carregarD = vi.fn().mockImplementationOnce(d1.carregar).mockImplementationOnce(d2.carregar);
    const carregarE = vi.fn().mockImplementationOnce(b1.carregar).mockImplementationOnce(b2.carregar);
    const D = sobDemanda<{ nome: string }>(carregarD);
    const E = sobDemanda<{ nome: string }>(carregarE);
    mostrar(
      <>
        <D nome="D1" />
        <E nome="E" />
        <D nome="D2" />
      </>,
    );
    d1.falhar(new Error("Loading chunk 7 failed."));
    b1.falhar(new Error("Loading chunk 7 failed."));
    // The sentence once (at the first part that failed), not once per part.
    await waitFor(() => expect(screen.getAllByText(TEXTO_FALHA_AO_CARREGAR)).toHaveLength(1));
    expect(screen.getAllByRole("button", { name: "Tentar de novo" })).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole("button", { name: "Tentar de novo" }));
    expect(screen.queryAllByText(TEXTO_FALHA_AO_CARREGAR)).toHaveLength(0);
    d2.chegar();
    b2.chegar();
    for (const nome of ["D1", "E", "D2"])
      expect(await screen.findByRole("heading", { name: `Parte ${nome}` })).toBeTruthy();
    expect([carregarD.mock.calls.length, carregarE.mock.calls.length]).toEqual([2, 2]);
  });
});
