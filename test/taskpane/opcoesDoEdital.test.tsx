// @vitest-environment jsdom
/**
 * "Opções do edital" (issue 12): a model of a real edital fills the edital's fields and the quadro beside
 * the cargo follows it; the choices go into the edital saved in the workbook and come back from it.
 */
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { PastaMemoria } from "../../src/adapters/memoria";
import { lerPreferencias } from "../../src/pipeline";
import type { Edital } from "../../src/engine/tipos";
import { Etapas } from "../../src/taskpane/etapas/Etapas";
import { doEdital, paraEdital } from "../../src/taskpane/estado";
import { ambienteExcel, CABECALHO } from "./dadosDeTeste";
import "./jsdomDoPainel";

afterEach(cleanup);

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

/** The pane on the Edital step with the date typed and "Opções do edital" open. */
async function opcoesAbertas(p = pasta()) {
  const usuario = userEvent.setup();
  render(
    <FluentProvider theme={webLightTheme}>
      <Etapas ambiente={ambienteExcel(p)} />
    </FluentProvider>,
  );
  await screen.findByText(/4 candidatos\./);
  await usuario.click(screen.getByRole("button", { name: "Avançar: Edital" }));
  await usuario.type(screen.getByLabelText(/Data de publicação do edital/), "2025-09-01");
  await screen.findByText(/Quadro calculado: AC 6 · PPP 2 · IND 0 · QUI 0 · PcD 1/);
  await usuario.click(screen.getByRole("button", { name: "Opções do edital" }));
  return usuario;
}

/** The edital the pane saved in the workbook's settings (saved when the typing pauses). */
async function editalGuardado(p: PastaMemoria) {
  let edital: Edital | undefined;
  await waitFor(
    async () => {
      edital = (await lerPreferencias(p))?.edital;
      expect(edital).toBeDefined();
    },
    { timeout: 3000 },
  );
  return edital!;
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

  it("arredondamento por lista, com piso: PcD com piso tira a vaga de PcD do quadro de 9 vagas", async () => {
    const p = pasta();
    const usuario = await opcoesAbertas(p);
    // One field per list of the regime (Decreto 12.536: PPP, IND, QUI and PcD), none for PPIQ.
    expect(screen.queryByRole("combobox", { name: /PPIQ: arredondamento/ })).toBeNull();
    await usuario.click(screen.getByRole("combobox", { name: /PcD: arredondamento/ }));
    await usuario.click(screen.getByRole("option", { name: "Piso (qualquer fração desce)" }));
    // PcD 5% of 9 = 0,45 → 0 with the floor; the vaga goes to ampla concorrência.
    expect(await screen.findByText(/Quadro calculado: AC 7 · PPP 2 · IND 0 · QUI 0 · PcD 0/)).toBeTruthy();
    await usuario.click(screen.getByRole("combobox", { name: /PPP: arredondamento/ }));
    await usuario.click(screen.getByRole("option", { name: "Teto (qualquer fração sobe)" }));
    // PPP 25% of 9 = 2,25 → 3 with the ceiling.
    expect(await screen.findByText(/Quadro calculado: AC 6 · PPP 3 · IND 0 · QUI 0 · PcD 0/)).toBeTruthy();
    await waitFor(async () =>
      expect((await editalGuardado(p)).arredondamento).toEqual({ PCD: "piso", PPP: "teto" }),
    );
  });

  it("ordem por primeira posição e intervalo: IND 10/10 vai às configurações; intervalo 0 é dito no campo", async () => {
    const p = pasta();
    const usuario = await opcoesAbertas(p);
    await usuario.click(screen.getByRole("combobox", { name: "Ordem de nomeação" }));
    await usuario.click(screen.getByRole("option", { name: "Primeira posição e intervalo por lista" }));
    await usuario.type(screen.getByRole("textbox", { name: "IND: primeira posição" }), "10");
    await usuario.type(screen.getByRole("textbox", { name: "IND: intervalo" }), "0");
    expect(await screen.findByText("o intervalo deve ser 1 ou mais")).toBeTruthy();
    await usuario.clear(screen.getByRole("textbox", { name: "IND: intervalo" }));
    expect(await screen.findByText("o intervalo deve ser um número inteiro")).toBeTruthy();
    await usuario.type(screen.getByRole("textbox", { name: "IND: intervalo" }), "10");
    await waitFor(() => expect(screen.queryByText(/o intervalo deve ser/)).toBeNull());
    await waitFor(async () => {
      const edital = await editalGuardado(p);
      expect(edital.modoOrdem).toBe("primeira-e-intervalo");
      expect(edital.series).toEqual({ IND: { primeira: 10, intervalo: 10 } });
    });
  });

  it("cascata do próprio edital: adicionar e remover passos; passo sem destino é dito no campo", async () => {
    const p = pasta();
    const usuario = await opcoesAbertas(p);
    await usuario.click(screen.getByRole("combobox", { name: "Modelo de edital" }));
    await usuario.click(screen.getByRole("option", { name: /Lista única de 30%/ }));
    await usuario.click(screen.getByRole("combobox", { name: "Vagas reservadas não preenchidas" }));
    await usuario.click(screen.getByRole("option", { name: "Pelos passos do próprio edital" }));
    await usuario.click(screen.getByRole("button", { name: "Adicionar passo" }));
    const passo2 = screen.getByRole("group", { name: "Passo 2 da cascata" });
    await usuario.click(within(passo2).getByRole("combobox", { name: /Passo 2: vagas não preenchidas de/ }));
    await usuario.click(screen.getByRole("option", { name: /^PcD/ }));
    await usuario.click(within(passo2).getByRole("combobox", { name: /Passo 2: vão para/ }));
    await usuario.click(screen.getByRole("menuitemcheckbox", { name: /^AC/ }));
    expect(await screen.findByText("informe ao menos uma lista de destino")).toBeTruthy();
    await usuario.click(screen.getByRole("menuitemcheckbox", { name: /^PPIQ/ }));
    await waitFor(() => expect(screen.queryByText("informe ao menos uma lista de destino")).toBeNull());
    await waitFor(async () =>
      expect((await editalGuardado(p)).cascata).toEqual([
        { de: "PPIQ", para: ["AC"] },
        { de: "PCD", para: ["PPIQ"] },
      ]),
    );
    await usuario.click(screen.getByRole("button", { name: "Remover o passo 1 da cascata" }));
    await waitFor(async () =>
      expect((await editalGuardado(p)).cascata).toEqual([{ de: "PCD", para: ["PPIQ"] }]),
    );
  });

  it("órgão não vinculado: as listas são as do edital, lista única ou PPP/IND/QUI, cada uma com seu percentual", async () => {
    const p = pasta();
    const usuario = await opcoesAbertas(p);
    await usuario.click(screen.getByRole("checkbox", { name: /Órgão não vinculado aos atos federais/ }));
    await usuario.click(await screen.findByRole("combobox", { name: "Listas raciais do edital" }));
    await usuario.click(screen.getByRole("option", { name: /Separadas: PPP, IND, QUI/ }));
    expect(screen.queryByRole("textbox", { name: "PPIQ (%)" })).toBeNull();
    await usuario.type(screen.getByRole("textbox", { name: "PPP (%)" }), "20");
    // 20% of 9 = 1,8 → 2; IND and QUI left blank are not used, nor PcD (no vaga).
    expect(await screen.findByText("Quadro calculado: AC 7 · PPP 2 · PcD 0")).toBeTruthy();
    await waitFor(async () => expect((await editalGuardado(p)).percentuais).toEqual({ PPP: 20 }));

    await usuario.click(screen.getByRole("combobox", { name: "Listas raciais do edital" }));
    await usuario.click(screen.getByRole("option", { name: /Lista única: PPIQ/ }));
    expect(screen.queryByRole("textbox", { name: "PPP (%)" })).toBeNull();
    await usuario.type(screen.getByRole("textbox", { name: "PPIQ (%)" }), "3x");
    expect(await screen.findByText(/percentual inválido "3x"/)).toBeTruthy();
    await usuario.clear(screen.getByRole("textbox", { name: "PPIQ (%)" }));
    await usuario.type(screen.getByRole("textbox", { name: "PPIQ (%)" }), "30");
    await usuario.type(screen.getByRole("textbox", { name: "PcD (%)" }), "10");
    // 30% of 9 = 2,7 → 3; PcD 10% of 9 = 0,9 → 1.
    expect(await screen.findByText(/Quadro calculado: AC 5 · PPIQ 3 · PcD 1/)).toBeTruthy();
    expect(screen.queryByText(/percentual inválido/)).toBeNull();
    await waitFor(async () => expect((await editalGuardado(p)).percentuais).toEqual({ PPIQ: 30, PCD: 10 }));
  });

  it("as escolhas vão ao edital guardado na pasta e voltam dele (ida e volta)", () => {
    const edital: Edital = {
      dataPublicacao: "2025-09-01",
      regime: "edital",
      percentuais: { PPIQ: 30, PCD: 5 },
      arredondamento: { PPIQ: "piso", PCD: "meio-para-cima" },
      minimoDeVagas: { racial: 4, PCD: 5 },
      tetoPcd: null,
      cascata: [
        { de: "PPIQ", para: ["AC"] },
        { de: "PCD", para: ["PPIQ", "AC"] },
      ],
      modoOrdem: "primeira-e-intervalo",
      series: { PPIQ: { primeira: 10, intervalo: 10 } },
    };
    expect(paraEdital(doEdital(edital, []))).toEqual(edital);
    const separadas: Edital = {
      dataPublicacao: "2025-09-01",
      regime: "edital",
      percentuais: { PPP: 20, QUI: 2.5 },
    };
    expect(paraEdital(doEdital(separadas, []))).toEqual(separadas);
  });
});
