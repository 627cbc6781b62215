// @vitest-environment jsdom
/**
 * The Edital step's "Cargos agrupados (sorteio)" and the Resultado's list of draws (Decreto 12.536,
 * art. 20; edital.agrupamento): three cargos of one vaga, grouped, on the in-memory workbook.
 */
import { createHash } from "node:crypto";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { PastaMemoria } from "../../src/adapters/memoria";
import { Etapas } from "../../src/taskpane/etapas/Etapas";
import { ambienteExcel, CABECALHO } from "./dadosDeTeste";
import "./jsdomDoPainel";

afterEach(cleanup);

const CARGOS = ["Técnico A", "Técnico B", "Técnico C"];

function pasta() {
  const linhas = CARGOS.flatMap((cargo, k) => [
    [100 + 2 * k, `Pessoa ${2 * k}`, cargo, 90, "Ampla", null],
    [101 + 2 * k, `Pessoa ${2 * k + 1}`, cargo, 80, "Preto ou pardo", "Sim"],
  ]);
  return new PastaMemoria({
    folhas: [
      { nome: "Candidatos", valores: [CABECALHO, ...linhas] },
      { nome: "Vagas", valores: [["Cargo", "Vagas"], ...CARGOS.map((c) => [c, 1])] },
    ],
    selecao: { folha: "Candidatos", linha: 1, coluna: 0 },
  });
}

/** The cargo that draws first (lowest SHA-256 of seed:cargo): it takes the group's PPP vaga. */
const primeiro = (semente: string) =>
  [...CARGOS].sort((a, b) => {
    const h = (c: string) => createHash("sha256").update(`${semente}:${c}`).digest("hex");
    return h(a) < h(b) ? -1 : 1;
  })[0];

/** The pane on the workbook, at the Edital step with the date typed. */
async function noEdital() {
  const usuario = userEvent.setup();
  render(
    <FluentProvider theme={webLightTheme}>
      <Etapas ambiente={ambienteExcel(pasta())} />
    </FluentProvider>,
  );
  await screen.findByText(/6 candidatos\./);
  await usuario.click(screen.getByRole("button", { name: "Avançar: Edital" }));
  await usuario.type(screen.getByLabelText(/Data de publicação do edital/), "2025-09-01");
  return usuario;
}

describe("Edital: cargos agrupados com sorteio (Decreto 12.536, art. 20)", () => {
  it("o escrivão agrupa os cargos, digita a semente, vê o sorteio e o Resultado o lista", async () => {
    const usuario = await noEdital();
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Vagas de Técnico C" }) as HTMLInputElement).value).toBe(
        "1",
      ),
    );

    await usuario.click(screen.getByRole("button", { name: "Adicionar grupo" }));
    const grupo = screen.getByRole("group", { name: "Grupo 1" });
    for (const cargo of CARGOS) await usuario.click(within(grupo).getByRole("checkbox", { name: cargo }));
    await usuario.type(within(grupo).getByLabelText(/Semente do sorteio do grupo 1/), "sessão 1");
    // Three vagas in the group: PPP 1 (25% of 3 = 0,75 → 1), no PcD (⌊20% of 3⌋ = 0).
    expect(await within(grupo).findByText(`Sorteio: ${primeiro("sessão 1")} (PPP).`)).toBeTruthy();

    await usuario.click(screen.getByRole("button", { name: "Avançar: Conferência" }));
    await usuario.click(screen.getByRole("button", { name: "Avançar: Resultado" }));
    await usuario.click(screen.getByRole("button", { name: "Calcular e gravar as folhas" }));
    const sorteios = await screen.findByRole("list", { name: "Sorteios dos cargos agrupados" });
    expect(within(sorteios).getByRole("listitem").textContent).toBe(
      `Grupo 1, semente "sessão 1": ${primeiro("sessão 1")} (PPP).`,
    );
  });

  it("semente em branco: o grupo diz o que falta", async () => {
    const usuario = await noEdital();
    await usuario.click(screen.getByRole("button", { name: "Adicionar grupo" }));
    const grupo = screen.getByRole("group", { name: "Grupo 1" });
    await usuario.click(within(grupo).getByRole("checkbox", { name: "Técnico A" }));
    expect(
      await within(grupo).findByText("informe a semente do sorteio publicada no edital (um texto não vazio)"),
    ).toBeTruthy();
  });
});
