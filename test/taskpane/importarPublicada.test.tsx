// @vitest-environment jsdom
/**
 * "Importar lista publicada" in the Dados step, on real components and the real reader: the text of a
 * published result pasted, its sections and warnings shown with their pages, the candidates written as
 * a new sheet of the clerk's (the clerk's sheets untouched) and read into the mapping. In web mode with
 * no file open, they go to a new workbook. The PDF path runs in Chromium (test/browser).
 */
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { novaPastaXlsx } from "../../src/adapters/xlsx/arquivo";
import { ambienteExcel, pastaDeExemplo } from "./dadosDeTeste";
import { abrirPainel } from "./abrirPainel";
import "./jsdomDoPainel";

afterEach(cleanup);

const CORPUS = join(__dirname, "..", "publicada", "corpus");
const SECOES = readFileSync(join(CORPUS, "secoes-com-defeitos.txt"), "utf8");

async function colarELer(usuario: ReturnType<typeof userEvent.setup>, texto: string) {
  await usuario.click(await screen.findByRole("button", { name: "Importar lista publicada (PDF ou texto)" }));
  // The panel loads on demand (React.lazy): found once it is there.
  const campo = await screen.findByLabelText("Ou cole o texto da lista", {}, { timeout: 10_000 });
  // Pasted, as the clerk does: typing would take the braces and brackets of the text as key names.
  await usuario.click(campo);
  await usuario.paste(texto);
  await usuario.click(screen.getByRole("button", { name: "Ler o texto" }));
}

describe("Importar lista publicada (texto colado)", () => {
  it("mostra as seções e os avisos com a página, grava a folha nova e segue para o mapeamento", async () => {
    const pasta = pastaDeExemplo();
    const antes = JSON.stringify(pasta.folhas.map((f) => [f.nome, f.celulas]));
    const usuario = abrirPainel(ambienteExcel(pasta));
    await screen.findByText(/Lido: folha Candidatos/);
    await colarELer(usuario, SECOES);
    await screen.findByText(
      "o texto colado: 9 candidatos em 4 seções — ampla concorrência: 7 de 9 registros lidos; pessoas pretas e pardas: 3 de 3 registros lidos; pessoas com deficiência: 2 de 2 registros lidos.",
    );
    const secoes = within(screen.getByRole("list", { name: "Seções encontradas" })).getAllByRole("listitem");
    expect(secoes.map((s) => s.textContent)).toEqual([
      "ampla concorrência (página 1): 7 lidos, 2 recusados — 1.1 Resultado final nas provas objetivas",
      "pessoas pretas e pardas (página 2): 3 lidos — 1.2 Resultado final nas provas objetivas dos candidatos que se autodeclararam negros",
      "pessoas com deficiência (página 2): 2 lidos; a seção diz 3 — 1.3 Resultado final nas provas objetivas dos candidatos que se declararam pessoas com deficiência, de um total de 3 candidatos",
      "outro grupo (fora da tabela) (página 3): 1 lido — 1.4 Resultado final nas provas objetivas dos candidatos que estudaram em escola pública",
    ]);
    const avisos = within(screen.getByRole("list", { name: "Avisos da leitura" })).getAllByRole("listitem");
    expect(avisos).toHaveLength(12);
    expect(avisos[4].textContent).toBe(
      'p. 1: O registro tem 4 campo(s) e a seção tem 5 coluna(s). Registro recusado. — "10010659, Abraao Pereira Lacerda, 12.00, 46.00"',
    );

    // Two records refused: the sheet is written only once the clerk confirms, by their number (#37).
    const gravar = screen.getByRole("button", { name: "Gravar a folha “Candidatos importados” e seguir" });
    expect(gravar.hasAttribute("disabled")).toBe(true);
    await usuario.click(
      screen.getByLabelText("Gravar a folha sem os 2 registros não lidos (eu os confiro e completo depois)"),
    );
    await usuario.click(
      screen.getByRole("button", { name: "Gravar a folha “Candidatos importados” e seguir" }),
    );
    await screen.findByText("Lido: folha Candidatos importados, A1:J10: 9 candidatos.");
    expect(pasta.folhas.map((f) => f.nome)).toEqual(["Candidatos", "Vagas", "Candidatos importados"]);
    expect(pasta.folhas[2].marca).toBeNull();
    expect(pasta.folhas[2].celulas[1]).toEqual([
      "10011661",
      "Abel Batista Ribeiro",
      40,
      "Sim",
      "Não",
      "Não",
      "12.00",
      "28.00",
      "40.00",
      1,
    ]);
    expect(JSON.stringify(pasta.folhas.slice(0, 2).map((f) => [f.nome, f.celulas]))).toBe(antes);
    // The mapping found each field by its known name.
    expect(screen.queryByText(/Reconhecida por um nome parecido/)).toBeNull();
  });

  it("sem a frase de seção, o erro diz o que fazer, e escolher a lista lê de novo", async () => {
    const usuario = abrirPainel(ambienteExcel(pastaDeExemplo()));
    await screen.findByText(/Lido: folha Candidatos/);
    await colarELer(usuario, readFileSync(join(CORPUS, "cfo-trecho.txt"), "utf8"));
    await screen.findByText(
      /diga de que lista ele é na caixa “Lista de um texto sem a frase que apresenta a lista”/,
    );
    await usuario.selectOptions(
      screen.getByLabelText("Lista de um texto sem a frase que apresenta a lista"),
      "ampla concorrência",
    );
    await screen.findByText(
      "o texto colado: 179 candidatos em 1 seção — ampla concorrência: 179 de 179 registros lidos.",
    );
  });

  it("uma convocação no mesmo edital (DOU) aparece como convocação, fora da tabela, com o aviso", async () => {
    const usuario = abrirPainel(ambienteExcel(pastaDeExemplo()));
    await screen.findByText(/Lido: folha Candidatos/);
    await colarELer(usuario, readFileSync(join(CORPUS, "dou-2023-12-14-secao2-p73-trecho.txt"), "utf8"));
    await usuario.selectOptions(
      await screen.findByLabelText("Lista de um texto sem a frase que apresenta a lista"),
      "ampla concorrência",
    );
    await screen.findByText(
      "o texto colado: 14 candidatos em 2 seções — ampla concorrência: 14 de 14 registros lidos.",
    );
    const secoes = within(screen.getByRole("list", { name: "Seções encontradas" })).getAllByRole("listitem");
    expect(secoes.at(-1)?.textContent).toMatch(
      /^convocação \(fora da tabela\) \(página 1\): 7 lidos — 2\.1 Convocação para a avaliação biopsicossocial/,
    );
    const avisos = within(screen.getByRole("list", { name: "Avisos da leitura" })).getAllByRole("listitem");
    expect(avisos.map((a) => a.textContent)).toContainEqual(
      expect.stringContaining("Seção de convocação para um procedimento, não uma lista do resultado"),
    );
  });

  it("no modo web sem arquivo aberto: os candidatos vão para uma pasta .xlsx nova", async () => {
    const usuario = abrirPainel({
      hospedeiro: "web",
      porta: null,
      abrirArquivo: async () => novaPastaXlsx(),
      // What web mode opens (../../src/web/navegador.ts): a new .xlsx workbook, here without the worker.
      novaPasta: novaPastaXlsx,
    });
    await colarELer(usuario, SECOES);
    await screen.findByText(
      "o texto colado: 9 candidatos em 4 seções — ampla concorrência: 7 de 9 registros lidos; pessoas pretas e pardas: 3 de 3 registros lidos; pessoas com deficiência: 2 de 2 registros lidos.",
    );
    await usuario.click(
      screen.getByLabelText("Gravar a folha sem os 2 registros não lidos (eu os confiro e completo depois)"),
    );
    await usuario.click(
      screen.getByRole("button", { name: "Gravar a folha “Candidatos importados” e seguir" }),
    );
    // On the step and said by the announcer.
    await screen.findAllByText("Lido: folha Candidatos importados, A1:J10: 9 candidatos.");
    expect(screen.getByText("candidatos-importados.xlsx")).toBeTruthy();
  });

  it("um resultado que não diz o cargo: 'Todos os candidatos são de um cargo' vira a coluna Cargo da folha (#37)", async () => {
    const pasta = pastaDeExemplo();
    const usuario = abrirPainel(ambienteExcel(pasta));
    await screen.findByText(/Lido: folha Candidatos/);
    await colarELer(usuario, readFileSync(join(CORPUS, "cfo-trecho.txt"), "utf8"));
    await usuario.selectOptions(
      await screen.findByLabelText("Lista de um texto sem a frase que apresenta a lista"),
      "ampla concorrência",
    );
    await screen.findByText(
      "o texto colado: 179 candidatos em 1 seção — ampla concorrência: 179 de 179 registros lidos.",
    );
    // Every record read: no confirmation asked.
    expect(screen.queryByLabelText(/Gravar a folha sem os/)).toBeNull();
    await usuario.type(screen.getByLabelText("Todos os candidatos são de um cargo:"), "Oficial CFO");
    await usuario.click(
      screen.getByRole("button", { name: "Gravar a folha “Candidatos importados” e seguir" }),
    );
    await screen.findAllByText(/Lido: folha Candidatos importados/);
    const folha = pasta.folhas.find((f) => f.nome === "Candidatos importados")!;
    expect(folha.celulas[0].slice(0, 3)).toEqual(["Inscrição", "Nome", "Cargo"]);
    expect(folha.celulas[1].slice(0, 3)).toEqual(["10011661", "Abel Batista Ribeiro", "Oficial CFO"]);
  });
});
