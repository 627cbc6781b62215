// @vitest-environment jsdom
/**
 * "Fase intermediária" in the pane (RULES § 8) on the in-memory workbook: the choice in the Edital step,
 * the phase's rule typed (each problem under its field), then Resultado writes the phase's sheets and
 * shows who goes on per list — real components, engine and pipeline.
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

async function ateARegraDaFase(ambiente: Partial<Ambiente> = {}) {
  const pasta = pastaDeExemplo();
  const usuario = userEvent.setup();
  render(
    <FluentProvider theme={webLightTheme}>
      <Etapas ambiente={{ ...ambienteExcel(pasta), ...ambiente }} />
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

/** The limits typed per list, then Conferência, Resultado and "Calcular e gravar as folhas". */
async function calcularAFase(
  usuario: ReturnType<typeof userEvent.setup>,
  regra: Awaited<ReturnType<typeof ateARegraDaFase>>["regra"],
  limites: Record<string, string>,
) {
  for (const [lista, n] of Object.entries(limites))
    await usuario.type(regra.getByRole("textbox", { name: new RegExp(`^${lista}`) }), n);
  await usuario.click(avancar("Conferência"));
  await usuario.click(avancar("Resultado"));
  await usuario.click(screen.getByRole("button", { name: "Calcular e gravar as folhas" }));
  await passo().findByText("Folhas gravadas.");
}

describe("Fase intermediária no painel", () => {
  // First in the file: the summary's part (loaded on demand) arrives after the run ends.
  it("depois do cálculo, o foco vai ao título do resumo, que chega sob demanda", async () => {
    const { usuario, regra } = await ateARegraDaFase();
    await calcularAFase(usuario, regra, { AC: "3", PPP: "1" });
    const titulo = await screen.findByRole("heading", { name: "Quem segue, por cargo e lista" });
    await waitFor(() => expect(document.activeElement).toBe(titulo));
  });

  it("Publicar resultado da fase: o .docx de quem segue, pelo modelo do cotas publicar --fase, com a nota de corte", async () => {
    const salvos: { nome: string; conteudo: Blob }[] = [];
    const { usuario, regra } = await ateARegraDaFase({
      salvarArquivo: (conteudo, nome) => salvos.push({ nome, conteudo }),
    });
    await calcularAFase(usuario, regra, { AC: "3", PPP: "1" });
    // The final result's publication is not offered for a phase; the phase's is (its part of the pane
    // loads on demand, the same chunk as the final result's: once it is there, the other would be too).
    const publicar = await screen.findByRole("button", { name: "Publicar resultado da fase" });
    expect(screen.queryByRole("button", { name: "Publicar resultado" })).toBeNull();
    await usuario.click(publicar);
    await waitFor(() => expect(salvos).toHaveLength(1), { timeout: 10_000 });
    expect(salvos[0].nome).toBe("Resultado da fase.docx");
    const documento = new TextDecoder().decode(
      unzipSync(new Uint8Array(await salvos[0].conteudo.arrayBuffer()))["word/document.xml"],
    );
    const texto = documento.replace(/<[^>]+>/g, "");
    // AC 3 with the cut at 88,00; PPP's place is 85's, the optant among the AC 3 shown as going on by AC.
    expect(texto).toContain("Seguem 3 candidatos para 3 lugares; nota de corte: 88,00.");
    expect(texto).toContain("Candidato 289,00Segue pela ampla concorrência");
    expect(texto).toContain("Segue 1 candidato para 1 lugar; nota de corte: 85,00.");
    await passo().findByText(/Documento "Resultado da fase.docx" baixado/);
  });

  it("sem download (Excel para Mac): o passo diz que o documento da fase sai pelo cotas publicar --fase", async () => {
    const { usuario, regra } = await ateARegraDaFase();
    await calcularAFase(usuario, regra, { AC: "3" });
    expect(screen.queryByRole("button", { name: "Publicar resultado da fase" })).toBeNull();
    expect(passo().getByText(/cotas publicar ENTRADA.xlsx -o FASE.docx --fase FASE.json/)).toBeTruthy();
  });

  it("Decreto 12.536 art. 18: com AC 3 e PPP 1, o optante entre os 3 da ampla não ocupa o lugar de PPP", async () => {
    const { pasta, usuario, regra } = await ateARegraDaFase();
    await calcularAFase(usuario, regra, { AC: "3", PPP: "1" });
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
