// @vitest-environment jsdom
/**
 * "Fase intermediária" in the pane (RULES § 8) on the in-memory workbook: the choice in the Edital step,
 * the phase's rule typed (each problem under its field), then Resultado writes the phase's sheets and
 * shows who goes on per list — real components, engine and pipeline.
 */
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Etapas } from "../../src/taskpane/etapas/Etapas";
import { ambienteExcel, pastaDeExemplo } from "./dadosDeTeste";

afterEach(cleanup);

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const avancar = (passo: string) => screen.getByRole("button", { name: `Avançar: ${passo}` });
const passo = () => within(screen.getByRole("region", { name: /^Etapa \d de \d/, hidden: true }));

async function ateARegraDaFase() {
  const pasta = pastaDeExemplo();
  const usuario = userEvent.setup();
  render(
    <FluentProvider theme={webLightTheme}>
      <Etapas ambiente={ambienteExcel(pasta)} />
    </FluentProvider>,
  );
  await passo().findByText("Lido: folha Candidatos, A1:F13: 12 candidatos.");
  await usuario.click(avancar("Edital"));
  await usuario.type(screen.getByLabelText(/Data de publicação do edital/), "2025-09-01");
  await usuario.click(screen.getByRole("combobox", { name: "O que calcular" }));
  await usuario.click(
    await screen.findByRole("option", { name: "Fase intermediária (quem segue para a próxima fase)" }),
  );
  const regra = within(await screen.findByRole("group", { name: "Quantos seguem em cada lista" }));
  return { pasta, usuario, regra };
}

describe("Fase intermediária no painel", () => {
  it("Decreto 12.536 art. 18: com AC 3 e PPP 1, o optante entre os 3 da ampla não ocupa o lugar de PPP", async () => {
    const { pasta, usuario, regra } = await ateARegraDaFase();
    await usuario.type(regra.getByRole("textbox", { name: /^AC/ }), "3");
    await usuario.type(regra.getByRole("textbox", { name: /^PPP/ }), "1");
    await usuario.click(avancar("Conferência"));
    await usuario.click(avancar("Resultado"));
    await usuario.click(screen.getByRole("button", { name: "Calcular e gravar as folhas" }));
    await passo().findByText("Folhas gravadas.");
    const tabela = within(screen.getByRole("table", { name: "Quem segue no cargo Analista" }));
    const linha = (sigla: string) =>
      tabela.getAllByRole("row").find((r) => within(r).queryAllByRole("cell")[0]?.textContent === sigla)!
        .textContent;
    // AC: 90, 89 (the PPP optant) and 88; PPP's place is 85's, the next optant; PcD has no number: all go.
    expect(linha("AC")).toBe("AC3 de 3882"); // 85 and 84 go on by PPP and PcD: shown in AC as counted in another list
    expect(linha("PPP")).toBe("PPP1 de 1851");
    const nomes = pasta.folhas.map((f) => f.nome);
    expect(nomes).toContain("Fase - resumo");
    expect(nomes).toContain("Fase - AC");
    expect(nomes).not.toContain("Ordem de nomeação");
    // The final result's tools (search, provisional results, publication) need a final result.
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("um limite errado aparece no seu campo, com a frase do esquema", async () => {
    const { usuario, regra } = await ateARegraDaFase();
    await usuario.type(regra.getByRole("textbox", { name: /^AC/ }), "muitos");
    expect(await regra.findByText(/o limite da lista deve ser um número inteiro/)).toBeTruthy();
  });
});
