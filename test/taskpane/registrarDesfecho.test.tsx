// @vitest-environment jsdom
/**
 * The pane's form for an outcome (#36, item 4): the clerk finds the person called by inscrição or
 * name, picks the outcome, its date and act, with the keyboard alone; the Convocações sheet's row gets
 * the outcome, the act goes to the Atos sheet, and the ledger read again has it. Empty fields get a
 * message in Portuguese at each field, and nothing is written.
 */
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PastaMemoria } from "../../src/adapters/memoria";
import { COLUNA_DESFECHO, FOLHA_ATOS, FOLHA_CONVOCACOES } from "../../src/folhas/convocacoes";
import {
  lerConvocacoesDaPasta,
  registrarDesfechoNaPasta,
  type LivroDaPasta,
  type PedidoDeDesfecho,
} from "../../src/pipeline";
import { RegistrarDesfecho } from "../../src/taskpane/etapas/RegistrarDesfecho";
import { convocar, ESCRIVAO } from "../pipeline/livroDeTeste";
import "./jsdomDoPainel";

afterEach(cleanup);

/** The form on a workbook, the ledger read again after each outcome as the Nova convocação step does. */
function Formulario({ porta }: { porta: PastaMemoria }) {
  const [livro, setLivro] = useState<LivroDaPasta | null>(null);
  const [leitura, setLeitura] = useState(0);
  useEffect(() => void lerConvocacoesDaPasta(porta).then(setLivro), [porta, leitura]);
  if (!livro?.lido) return null;
  const comDesfecho = new Set(
    livro.convocacoes.flatMap((c) => Object.keys(c.desfechos ?? {}).map((id) => `${c.cargo}\u0000${id}`)),
  );
  return (
    <RegistrarDesfecho
      linhas={livro.lido.linhas}
      comDesfecho={comDesfecho}
      registrar={(p) => registrarDesfechoNaPasta(porta, p)}
      aoRegistrar={() => setLeitura((n) => n + 1)}
      dataInicial="2026-03-10"
    />
  );
}

async function abrir() {
  const porta = new PastaMemoria({ folhas: [{ nome: "Candidatos", valores: ESCRIVAO }] });
  await convocar(porta, 2, "Portaria nº 1/2026");
  const usuario = userEvent.setup();
  render(
    <FluentProvider theme={webLightTheme}>
      <Formulario porta={porta} />
    </FluentProvider>,
  );
  await screen.findByRole("heading", { name: "Registrar desfecho" });
  return { porta, usuario };
}

describe("Registrar desfecho, no painel", () => {
  it("pelo teclado: busca pelo nome, escolhe Sem efeito, data e ato; a linha da folha Convocações e o livro têm o desfecho", async () => {
    const { porta, usuario } = await abrir();
    const busca = screen.getByRole("searchbox", { name: "Buscar pela inscrição ou pelo nome" });
    await usuario.click(busca);
    await usuario.keyboard("elis");
    const pessoa = screen.getByRole("combobox", { name: "Pessoa convocada" });
    expect([...(pessoa as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      "Escolha…",
      "E — Elis (C1, convocação nº 1, 2ª posição, PPP)",
    ]);
    // Tab to each field and choose with the keyboard.
    await usuario.tab();
    expect(document.activeElement).toBe(pessoa);
    await usuario.selectOptions(pessoa, "C1\u0000E");
    await usuario.tab();
    const desfecho = screen.getByRole("combobox", { name: "Desfecho" });
    expect(document.activeElement).toBe(desfecho);
    await usuario.selectOptions(desfecho, "Sem efeito");
    await usuario.tab();
    await usuario.tab();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Documento do desfecho" }));
    await usuario.keyboard("Portaria nº 5/2026");
    await usuario.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Registrar desfecho" }));
    await usuario.keyboard("{Enter}");
    await screen.findByText(
      /Desfecho de Elis \(inscrição E\) registrado na folha Convocações \(linha 3\): Sem efeito/,
    );
    expect(porta.folha(FOLHA_CONVOCACOES)!.celulas[2][COLUNA_DESFECHO]).toBe("Sem efeito");
    expect(String(porta.folha(FOLHA_ATOS)!.celulas.at(-1)![2])).toBe(
      "Portaria nº 5/2026, de 10/03/2026: Elis (inscrição E), convocação nº 1, 2ª posição, lista PPP — nomeação tornada sem efeito.",
    );
    const livro = await lerConvocacoesDaPasta(porta);
    expect(livro.convocacoes[0].desfechos).toEqual({ E: "sem-efeito" });
    // Read again: Elis has an outcome and leaves the list of people to choose from.
    await waitFor(() =>
      expect([...(pessoa as HTMLSelectElement).options].map((o) => o.value)).toEqual(["", "C1\u0000A"]),
    );
  });

  it("sem pessoa, desfecho nem data: uma mensagem em português em cada campo, nada escrito", async () => {
    const { porta, usuario } = await abrir();
    const antes = JSON.stringify(porta.folhas.map((f) => f.celulas));
    await usuario.clear(screen.getByLabelText("Data do desfecho"));
    await usuario.click(screen.getByRole("button", { name: "Registrar desfecho" }));
    expect(await screen.findByText("Escolha a pessoa convocada.")).toBeTruthy();
    expect(screen.getByText("Escolha o desfecho.")).toBeTruthy();
    expect(screen.getByText("Informe a data do desfecho (dia, mês e ano).")).toBeTruthy();
    await usuario.type(screen.getByRole("searchbox", { name: "Buscar pela inscrição ou pelo nome" }), "zé");
    expect(screen.getByText("Ninguém convocado(a) sem desfecho com “zé”.")).toBeTruthy();
    expect(JSON.stringify(porta.folhas.map((f) => f.celulas))).toBe(antes);
  });

  it("uma recusa do livro (data antes da convocação) aparece como alerta, nada escrito", async () => {
    const { porta, usuario } = await abrir();
    const data = screen.getByLabelText("Data do desfecho");
    await usuario.clear(data);
    await usuario.type(data, "01/02/2026");
    await usuario.selectOptions(screen.getByRole("combobox", { name: "Pessoa convocada" }), "C1\u0000A");
    await usuario.selectOptions(screen.getByRole("combobox", { name: "Desfecho" }), "Posse");
    await usuario.click(screen.getByRole("button", { name: "Registrar desfecho" }));
    expect(
      await screen.findByText("A data do desfecho (01/02/2026) é anterior à convocação nº 1 (01/03/2026)."),
    ).toBeTruthy();
    expect(porta.folha(FOLHA_CONVOCACOES)!.celulas[1][COLUNA_DESFECHO] ?? null).toBeNull();
  });

  it("a data em dd/mm/aaaa, em qualquer idioma do navegador: 03/01/2026 chega ao registro como 3 de janeiro de 2026", async () => {
    const porta = new PastaMemoria({ folhas: [{ nome: "Candidatos", valores: ESCRIVAO }] });
    await convocar(porta, 2, "Portaria nº 1/2026");
    const livro = await lerConvocacoesDaPasta(porta);
    const registrar = vi.fn(async (_: PedidoDeDesfecho) => "Registrado.");
    const usuario = userEvent.setup();
    render(
      <FluentProvider theme={webLightTheme}>
        <RegistrarDesfecho
          linhas={livro.lido!.linhas}
          comDesfecho={new Set()}
          registrar={registrar}
          dataInicial="2026-03-10"
        />
      </FluentProvider>,
    );
    // A text field, not the browser's date field (mm/dd/yyyy in an English Chrome); the first date in
    // dd/mm/aaaa.
    const data = screen.getByRole("textbox", { name: "Data do desfecho" }) as HTMLInputElement;
    expect(data.type).toBe("text");
    expect(data.placeholder).toBe("dd/mm/aaaa");
    expect(data.value).toBe("10/03/2026");
    await usuario.selectOptions(screen.getByRole("combobox", { name: "Pessoa convocada" }), "C1\u0000A");
    await usuario.selectOptions(screen.getByRole("combobox", { name: "Desfecho" }), "Posse");
    // Not a date: its sentence at the field, and nothing recorded.
    await usuario.clear(data);
    await usuario.type(data, "31/02/2026");
    await usuario.click(screen.getByRole("button", { name: "Registrar desfecho" }));
    expect(await screen.findByText("Digite a data como dd/mm/aaaa, por exemplo 01/09/2025.")).toBeTruthy();
    expect(registrar).not.toHaveBeenCalled();
    await usuario.clear(data);
    await usuario.type(data, "03/01/2026");
    await usuario.click(screen.getByRole("button", { name: "Registrar desfecho" }));
    await screen.findByText("Registrado.");
    expect(registrar).toHaveBeenCalledOnce();
    expect(registrar.mock.calls[0][0]).toMatchObject({ cargo: "C1", candidato: "A", desfecho: "posse" });
    expect(registrar.mock.calls[0][0].data).toBe("2026-01-03");
  });
});
