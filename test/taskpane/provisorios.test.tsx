// @vitest-environment jsdom
/**
 * The Resultado's ties (#36, item 3): what needs deciding on one screen. A banca's workbook without a
 * tie-break column (300 candidates, whole-point scores) has dozens of ties, few of which decide a vaga or
 * the order of nomination: those come first, counted per cargo and list; the rest is one collapsed,
 * counted line, listed a page at a time only when asked. The page asks the session for pages: it never
 * holds all the ties.
 */
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PastaMemoria } from "../../src/adapters/memoria";
import { alocar } from "../../src/engine/alocar";
import type { Candidato, Concurso, Lista } from "../../src/engine/tipos";
import { decisaoDoEmpate } from "../../src/folhas/empates";
import { renderizar } from "../../src/folhas/render";
import { paginaDeEmpates, POR_PAGINA, provisoriosDoResultado } from "../../src/pipeline/provisorios";
import type { Sessao } from "../../src/pipeline/sessao";
import { ProvedorFluxo } from "../../src/taskpane/contexto";
import { Provisorios } from "../../src/taskpane/etapas/Provisorios";
import { ambienteExcel } from "./dadosDeTeste";
import "./jsdomDoPainel";

afterEach(cleanup);

/** 300 candidates in 3 cargos, whole-point scores 50..89, no birth dates (the same as the sheets' test). */
function semDesempate(): Concurso {
  let x = 36;
  const sorte = (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return (x >>> 16) % n;
  };
  const cargos = [
    { id: "Analista", vagas: 10 },
    { id: "Técnico", vagas: 8 },
    { id: "Auxiliar", vagas: 5 },
  ];
  const candidatos: Candidato[] = Array.from({ length: 300 }, (_, i) => {
    const listas: Lista[] = sorte(4) === 0 ? ["AC", "PPP"] : sorte(20) === 0 ? ["AC", "PCD"] : ["AC"];
    return { id: String(1000 + i), cargo: cargos[i % 3].id, nota: 50 + sorte(40), listas };
  });
  return { edital: { dataPublicacao: "2025-09-01" }, cargos, candidatos };
}

describe("Resultado: os empates que decidem primeiro, os outros recolhidos e contados", () => {
  const concurso = semDesempate();
  const entrada = { concurso, resultado: alocar(concurso) };
  const folhas = renderizar(entrada).map((m) => m.nome);
  const total = entrada.resultado.empates.length;
  const decidem = entrada.resultado.empates.filter((e) => decisaoDoEmpate(e) !== "nada").length;
  const outros = total - decidem;

  it("uma tela: quantos decidem, por cargo e lista, e quais; os outros numa linha, abertos página a página", async () => {
    expect(outros).toBeGreaterThan(POR_PAGINA);
    const pedidas: [number, number][] = [];
    const sessao = {
      provisorios: async (f: readonly string[]) => provisoriosDoResultado(entrada, f),
      paginaDeEmpates: vi.fn(async (f: readonly string[], inicio: number, quantos: number) => {
        pedidas.push([inicio, quantos]);
        return paginaDeEmpates(entrada, f, inicio, quantos);
      }),
    } as unknown as Sessao;
    const usuario = userEvent.setup();
    render(
      <FluentProvider theme={webLightTheme}>
        <ProvedorFluxo ambiente={ambienteExcel(new PastaMemoria({ folhas: [] }))}>
          <Provisorios sessao={sessao} folhas={folhas} mostrarNaVisao={() => undefined} />
        </ProvedorFluxo>
      </FluentProvider>,
    );
    expect(await screen.findByRole("heading", { name: `${decidem} empates a decidir` })).toBeTruthy();
    expect(
      screen.getByText(
        `${total} empates que os critérios do edital não desfazem; ${decidem} decidem uma vaga ou a ordem de nomeação.`,
        { exact: false },
      ),
    ).toBeTruthy();
    // Per cargo and list, only those with something to decide.
    const porCargo = within(screen.getByRole("list", { name: "Empates a decidir por cargo e lista" }));
    for (const item of porCargo.getAllByRole("listitem"))
      expect(item.textContent).toMatch(/decidem? a (vaga|ordem)/);
    // The deciding ties, each saying what it decides.
    const aDecidir = within(screen.getByRole("list", { name: "Empates que decidem uma vaga ou a ordem" }));
    const itens = aDecidir.getAllByRole("listitem");
    expect(itens).toHaveLength(decidem);
    for (const item of itens) expect(item.textContent).toMatch(/ — decide a (vaga|ordem de nomeação) \(/);
    // The rest: one collapsed line with the count, nothing of them in the page yet.
    const recolhidos = screen.getByRole("button", {
      name: `${outros} empates não decidem vaga nem ordem por ora (mostrar)`,
    });
    expect(recolhidos.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("list", { name: "Empates que não decidem vaga nem ordem" })).toBeNull();
    expect(pedidas).toEqual([]);

    await usuario.click(recolhidos);
    const demais = await screen.findByRole("list", { name: "Empates que não decidem vaga nem ordem" });
    expect(within(demais).getAllByRole("listitem")).toHaveLength(POR_PAGINA);
    expect(pedidas).toEqual([[decidem, POR_PAGINA]]);
    await usuario.click(
      screen.getByRole("button", { name: `Mostrar mais ${outros - POR_PAGINA} (de ${outros - POR_PAGINA})` }),
    );
    await vi.waitFor(() => expect(within(demais).getAllByRole("listitem")).toHaveLength(outros));
    expect(pedidas).toEqual([
      [decidem, POR_PAGINA],
      [decidem + POR_PAGINA, POR_PAGINA],
    ]);
    expect(
      screen
        .getByRole("button", { name: /empates não decidem vaga nem ordem por ora \(ocultar\)/ })
        .getAttribute("aria-expanded"),
    ).toBe("true");
  });
});
