// @vitest-environment jsdom
/**
 * "Opções do edital" (issue 12): a model of a real edital fills the edital's fields and the quadro beside
 * the cargo follows it; the choices go into the edital saved in the workbook and come back from it.
 */
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { PastaMemoria } from "../../src/adapters/memoria";
import type { Edital } from "../../src/engine/tipos";
import { Etapas } from "../../src/taskpane/etapas/Etapas";
import { doEdital, paraEdital } from "../../src/taskpane/estado";
import { ambienteExcel, CABECALHO } from "./dadosDeTeste";

afterEach(cleanup);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function pasta() {
  const linhas = Array.from({ length: 4 }, (_, k) => [
    100 + k,
    `Pessoa ${k}`,
    "Analista",
    90 - k,
    "Ampla",
    null,
  ]);
  return new PastaMemoria({
    folhas: [
      { nome: "Candidatos", valores: [CABECALHO, ...linhas] },
      {
        nome: "Vagas",
        valores: [
          ["Cargo", "Vagas"],
          ["Analista", 9],
        ],
      },
    ],
    selecao: { folha: "Candidatos", linha: 1, coluna: 0 },
  });
}

describe("Edital: Opções do edital", () => {
  it("o modelo de lista única de 30% sem teto muda o quadro calculado do cargo", async () => {
    const usuario = userEvent.setup();
    render(
      <FluentProvider theme={webLightTheme}>
        <Etapas ambiente={ambienteExcel(pasta())} />
      </FluentProvider>,
    );
    await screen.findByText(/4 candidatos\./);
    await usuario.click(screen.getByRole("button", { name: "Avançar: Edital" }));
    await usuario.type(screen.getByLabelText(/Data de publicação do edital/), "2025-09-01");
    expect(await screen.findByText(/Quadro calculado: AC 6 · PPP 2 · IND 0 · QUI 0 · PcD 1/)).toBeTruthy();

    await usuario.click(screen.getByRole("button", { name: "Opções do edital" }));
    await usuario.click(screen.getByRole("combobox", { name: "Modelo de edital" }));
    await usuario.click(screen.getByRole("option", { name: /Lista única de 30%/ }));
    // 30% of 9 = 2,7 → 3 in one list; PcD 5% of 9 = 0,45 → 1 (any fraction up), no cap.
    expect(await screen.findByText(/Quadro calculado: AC 5 · PPIQ 3 · PcD 1/)).toBeTruthy();
    expect(
      (screen.getByRole("checkbox", { name: /Órgão não vinculado aos atos federais/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(
      (screen.getByRole("checkbox", { name: "Sem teto para a reserva de PcD" }) as HTMLInputElement).checked,
    ).toBe(true);

    await usuario.type(screen.getByRole("textbox", { name: /Reserva racial a partir de/ }), "10");
    await waitFor(() => expect(screen.getByText(/Quadro calculado: AC 8 · PPIQ 0 · PcD 1/)).toBeTruthy());
  });

  it("as escolhas vão ao edital guardado na pasta e voltam dele (ida e volta)", () => {
    const edital: Edital = {
      dataPublicacao: "2025-09-01",
      regime: "edital",
      percentuais: { PPIQ: 30, PCD: 5 },
      minimoDeVagas: { racial: 4, PCD: 5 },
      tetoPcd: null,
      cascata: "direto-para-ampla",
    };
    expect(paraEdital(doEdital(edital, []))).toEqual(edital);
  });
});
