/**
 * The imported candidates written as a sheet of the clerk's, through the real Office.js client against
 * the simulated host (5 MB per request on the web, Excel's sheet-name rules): a free name beside the
 * clerk's sheets, text that Excel would convert kept as text, requests within budget at 100,000 rows,
 * no tag, and a cancelled import leaves no half-written sheet.
 */
import { describe, expect, it } from "vitest";
import { ORCAMENTO_POR_LOTE } from "../../../src/adapters/lotes";
import { PastaOffice } from "../../../src/adapters/office";
import { Cancelado } from "../../../src/adapters/porta";
import { HostExcel } from "./hostExcel";
import { ambienteReal } from "./officeReal";

const cabecalho = ["Inscrição", "Nome", "Nota final", "Pretos e pardos", "Página"];

/** n rows the size of a real import: more than one request's worth at 100,000. */
const linhasImportadas = (n: number) =>
  Array.from({ length: n }, (_, i) => [
    String(10_000_000 + i),
    `Candidata Número ${i} da Conceição`,
    (i % 10_000) / 100,
    i % 3 ? "Não" : "Sim",
    1 + Math.floor(i / 50),
  ]);

describe("PastaOffice.criarFolhaDeDados (candidatos importados da lista publicada)", () => {
  it("nova folha com nome livre, inscrição com zeros à esquerda e valores publicados como texto, sem marca do suplemento", async () => {
    const host = new HostExcel([{ nome: "Candidatos importados", valores: [["do escrivão"]] }]);
    const porta = new PastaOffice(ambienteReal(host));
    const nome = await porta.criarFolhaDeDados("Candidatos importados", [
      cabecalho,
      ["00123", "Ana D'Ávila", 71.5, "Sim", 1],
      ["00124", "Bia", 40, "Não", 2],
    ]);
    expect(nome).toBe("Candidatos importados (2)");
    expect(host.pasta.valores("Candidatos importados")).toEqual([["do escrivão"]]);
    expect(host.pasta.valores(nome)).toEqual([
      cabecalho,
      ["00123", "Ana D'Ávila", 71.5, "Sim", 1],
      ["00124", "Bia", 40, "Não", 2],
    ]);
    expect((await porta.listarFolhas()).find((f) => f.nome === nome)?.marca).toBeNull();
  });

  it("100 mil linhas: cada pedido dentro de 4,5 MB, nenhum recusado", async () => {
    const host = new HostExcel([{ nome: "Planilha1", valores: [[""]] }]);
    const porta = new PastaOffice(ambienteReal(host));
    const linhas = linhasImportadas(100_000);
    const fracoes: number[] = [];
    await porta.criarFolhaDeDados("Candidatos importados", [cabecalho, ...linhas], {
      progresso: (f) => fracoes.push(f),
    });
    expect(host.pasta.valores("Candidatos importados")).toHaveLength(100_001);
    expect(host.requisicoes.filter((q) => q.erro)).toEqual([]);
    expect(host.maiorRequisicao).toBeLessThanOrEqual(ORCAMENTO_POR_LOTE);
    expect(fracoes.length).toBeGreaterThan(1);
    expect(fracoes.at(-1)).toBe(1);
  }, 120_000);

  it("cancelada no meio: a folha criada sai, a pasta fica como estava", async () => {
    const host = new HostExcel([{ nome: "Planilha1", valores: [[""]] }]);
    const porta = new PastaOffice(ambienteReal(host));
    const controle = new AbortController();
    const linhas = linhasImportadas(100_000);
    await expect(
      porta.criarFolhaDeDados("Candidatos importados", [cabecalho, ...linhas], {
        sinal: controle.signal,
        progresso: () => controle.abort(),
      }),
    ).rejects.toBeInstanceOf(Cancelado);
    expect(host.pasta.folhas.map((f) => f.nome)).toEqual(["Planilha1"]);
  }, 120_000);
});
