// @vitest-environment jsdom
/**
 * The edital's date in dd/mm/aaaa whatever the browser's language (a native date field follows the
 * browser's interface language and showed the month first in an English Chrome preferring pt-BR).
 */
import { cleanup, configure, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { dataIsoDoTexto, textoDaDataIso } from "../../src/taskpane/dataDigitada";
import { abrirPainel } from "./abrirPainel";
import { ambienteExcel, pastaDeExemplo } from "./dadosDeTeste";
import "./jsdomDoPainel";

// The machine the suite runs on may be busy: the reading of the example takes more than a second there.
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

const passo = () => within(screen.getByRole("region", { name: /^Etapa \d de \d/, hidden: true }));

describe("a data do edital em dd/mm/aaaa", () => {
  it("lê dd/mm/aaaa (e o ISO colado), recusa o que não é data do calendário", () => {
    expect(dataIsoDoTexto("01/09/2025")).toBe("2025-09-01");
    expect(dataIsoDoTexto("1/9/2025")).toBe("2025-09-01");
    expect(dataIsoDoTexto("01092025")).toBe("2025-09-01");
    expect(dataIsoDoTexto("192025")).toBeNull();
    expect(dataIsoDoTexto("2025-09-01")).toBe("2025-09-01");
    expect(dataIsoDoTexto("31/02/2025")).toBeNull();
    expect(dataIsoDoTexto("09/13/2025")).toBeNull();
    expect(dataIsoDoTexto("01/09/25")).toBeNull();
    expect(textoDaDataIso("2025-09-01")).toBe("01/09/2025");
  });

  it("o campo é de texto com dd/mm/aaaa, não o de data do navegador; 09/01/2025 é 9 de janeiro (Lei 12.990)", async () => {
    const usuario = abrirPainel(ambienteExcel(pastaDeExemplo()));
    await passo().findByText("Lido: folha Candidatos, A1:F13: 12 candidatos.");
    await usuario.click(screen.getByRole("button", { name: "Avançar: Edital" }));
    const data = screen.getByLabelText(/Data de publicação do edital/) as HTMLInputElement;
    expect(data.type).toBe("text");
    expect(data.placeholder).toBe("dd/mm/aaaa");
    await usuario.type(data, "01/09/2025");
    expect(
      await passo().findByText(/Regime Decreto nº 12\.536\/2025: edital publicado em 01\/09\/2025/),
    ).toBeTruthy();
    await usuario.clear(data);
    await usuario.type(data, "09/01/2025");
    expect(await passo().findByText(/edital publicado em 09\/01\/2025/)).toBeTruthy();
    expect(passo().queryByText(/Decreto nº 12\.536\/2025: edital publicado/)).toBeNull();
    await usuario.clear(data);
    await usuario.type(data, "31/02/2025");
    expect(await passo().findByText("Digite a data como dd/mm/aaaa, por exemplo 01/09/2025.")).toBeTruthy();
  });
});
