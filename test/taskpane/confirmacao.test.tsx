// @vitest-environment jsdom
/**
 * "Confirmação da autodeclaração" in the pane (issue #38) on the in-memory workbook: the mode chosen in
 * the Edital step; Resultado convenes and writes the Confirmação sheet; the clerk records in it; the
 * second run reads the records and shows each outcome with its reason; the acts are published as .docx
 * by the model of `cotas publicar --confirmacao` — real components, engine and pipeline.
 */
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { unzipSync } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import type { Ambiente } from "../../src/taskpane/ambiente";
import { Etapas } from "../../src/taskpane/etapas/Etapas";
import { ambienteExcel, pastaDeExemplo } from "./dadosDeTeste";
import "./jsdomDoPainel";

afterEach(cleanup);

const avancar = (passo: string) => screen.getByRole("button", { name: `Avançar: ${passo}` });
const passo = () => within(screen.getByRole("region", { name: /^Etapa \d de \d/, hidden: true }));

async function convocar(ambiente: Partial<Ambiente> = {}) {
  const pasta = pastaDeExemplo();
  const usuario = userEvent.setup();
  render(
    <FluentProvider theme={webLightTheme}>
      <Etapas ambiente={{ ...ambienteExcel(pasta), ...ambiente }} />
    </FluentProvider>,
  );
  await passo().findByText("Lido: folha Candidatos, A1:F13: 12 candidatos.", {}, { timeout: 30_000 });
  await usuario.click(avancar("Edital"));
  await usuario.type(screen.getByLabelText(/Data de publicação do edital/), "2025-09-01");
  await usuario.click(screen.getByRole("combobox", { name: "O que calcular" }));
  await usuario.click(await screen.findByRole("option", { name: "Confirmação da autodeclaração" }));
  await usuario.click(avancar("Conferência"));
  await usuario.click(avancar("Resultado"));
  await usuario.click(screen.getByRole("button", { name: "Convocar e gravar a folha de registro" }));
  await passo().findByText("Folhas gravadas.", {}, { timeout: 30_000 });
  return { pasta, usuario };
}

describe("Confirmação da autodeclaração no painel", () => {
  it("convoca por reserva e grava a folha Confirmação; o escrivão registra; os resultados com o motivo; o .docx da convocação", async () => {
    const salvos: { nome: string; conteudo: Blob }[] = [];
    const { pasta, usuario } = await convocar({
      salvarArquivo: (conteudo, nome) => salvos.push({ nome, conteudo }),
    });
    // Convened per reserve, as a list named by its heading (screen reader); the summary loads on demand.
    const ppp = await screen.findByRole("list", { name: /Heteroidentificação — .*: 3 convocado\(s\)/ });
    expect(
      within(ppp)
        .getAllByRole("listitem")
        .map((l) => l.textContent),
    ).toEqual(["1001 — Candidato 2", "1005 — Candidato 6", "1009 — Candidato 10"]);
    expect(pasta.folhas.map((f) => f.nome)).toEqual(
      expect.arrayContaining(["Confirmação", "Confirmação - convocados", "Confirmação - resultado"]),
    );
    expect(pasta.folhas.map((f) => f.nome)).not.toContain("Ordem de nomeação");

    // The clerk records: 1001 refused by the whole commission, 1005 absent.
    const registro = pasta.folha("Confirmação")!.celulas;
    const cab = registro[0];
    const linha = (id: string) => registro.find((l) => l[1] === id)!;
    for (let k = 1; k <= 5; k++) linha("1001")[cab.indexOf(`Comissão ${k}`)] = "Contra";
    linha("1005")[cab.indexOf("Ausência")] = "Ausente";
    await usuario.click(screen.getByRole("button", { name: "Ler os registros e gravar os resultados" }));
    const tabela = within(
      await screen.findByRole("list", { name: "Resultados da confirmação no cargo Analista" }),
    );
    await waitFor(() => expect(tabela.getByText(/PPP: Não confirmada/)).toBeTruthy(), { timeout: 30_000 });
    const linhaDe = (id: string) =>
      tabela.getAllByRole("listitem").find((r) => r.textContent!.startsWith(`${id} —`))!.textContent;
    expect(linhaDe("1001")).toContain("Fundamento: Lei nº 15.142/2025, art. 3º, § 2º");
    expect(linhaDe("1005")).toContain("Ausente");
    expect(linhaDe("1009")).toContain("Pendente (provisório)");
    // The clerk's record is not rewritten.
    expect(linha("1005")[cab.indexOf("Ausência")]).toBe("Ausente");
    // The definitive result waits for 1009.
    expect(
      screen.getByRole("button", { name: "Publicar resultado definitivo" }).getAttribute("aria-disabled"),
    ).toBe("true");

    await usuario.click(screen.getByRole("button", { name: "Publicar convocação" }));
    await waitFor(() => expect(salvos).toHaveLength(1), { timeout: 10_000 });
    expect(salvos[0].nome).toBe("Convocação para a confirmação.docx");
    const texto = new TextDecoder()
      .decode(unzipSync(new Uint8Array(await salvos[0].conteudo.arrayBuffer()))["word/document.xml"])
      .replace(/<[^>]+>/g, "");
    expect(texto).toContain("CONVOCAÇÃO PARA O PROCEDIMENTO DE CONFIRMAÇÃO DA AUTODECLARAÇÃO");
    expect(texto).toContain("Candidato 10");
    expect(texto).toContain("[ITEM DO EDITAL]");
  }, 180_000);
});
