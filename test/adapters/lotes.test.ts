import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ORCAMENTO_POR_LOTE,
  bytesDe,
  planejarEscrita,
  type Operacao,
  type Precos,
} from "../../src/adapters/lotes";
import { PastaMemoria } from "../../src/adapters/memoria";
import { FolhaAlheia, type MarcaFolha } from "../../src/adapters/porta";
import type { ModeloFolha } from "../../src/folhas/modelo";
import type { ValorCelula } from "../../src/planilha/tabela";

/** Prices by the plan's own JSON: the packing rules are checked apart from Office.js's prices. */
const precosJson: Precos = {
  porRequisicao: 0,
  operacao: bytesDe,
  envelopeDeValores: (op) => bytesDe({ ...op, valores: [] }),
  linha: (l) => bytesDe(l) + 1,
};
const marca: MarcaFolha = { versao: 1, tipo: "ordem", hash: "x", completa: true };
const modelo = (nome: string, valores: ValorCelula[][]): ModeloFolha => ({
  nome,
  tipo: "ordem",
  valores,
  formatos: [{ intervalo: { linha: 0, coluna: 0, linhas: 1, colunas: 1 }, negrito: true }],
  larguras: [10],
  congelarLinhas: 1,
  notas: [],
});

describe("write plan: batches under the request limit, values cut by rows only", () => {
  it("every batch within its budget, every row written once and in order (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ maxLength: 30 }), { minLength: 3, maxLength: 3 }), { maxLength: 300 }),
        fc.integer({ min: 200, max: 5000 }),
        (linhas, orcamento) => {
          const lotes = planejarEscrita([{ modelo: modelo("Ordem", linhas), marca }], [], {
            orcamento,
            precos: precosJson,
          });
          const escritas = lotes.flatMap((l) => l.operacoes).filter((o) => o.tipo === "valores") as Extract<
            Operacao,
            { tipo: "valores" }
          >[];
          expect(escritas.flatMap((o) => o.valores)).toEqual(linhas);
          let proxima = 0;
          for (const o of escritas) {
            expect(o.linha).toBe(proxima);
            proxima += o.valores.length;
          }
          for (const l of lotes) {
            const soValores = l.operacoes.length === 1 && l.operacoes[0].tipo === "valores";
            // Only a single row larger than the budget may exceed it, alone in its batch.
            if (!(soValores && (l.operacoes[0] as { valores: unknown[] }).valores.length === 1)) {
              expect(l.bytes).toBeLessThanOrEqual(orcamento);
            }
          }
        },
      ),
    );
  });

  it("batches are full: the number of syncs is the payload over the budget, not the number of rows", () => {
    const linhas = Array.from({ length: 100_000 }, (_, i) => [`Pessoa ${i}`, i, "Aguardando nomeação"]);
    const lotes = planejarEscrita([{ modelo: modelo("Ordem", linhas), marca }], [], { precos: precosJson });
    expect(lotes).toHaveLength(Math.ceil(bytesDe(linhas) / ORCAMENTO_POR_LOTE));
  });

  it("creates the sheet tagged incomplete and tags it complete after its last operation", () => {
    const ops = planejarEscrita([{ modelo: modelo("Ordem", [["a"]]), marca }], []).flatMap(
      (l) => l.operacoes,
    );
    expect(ops[0]).toEqual({ tipo: "criar", folha: "Ordem", marca: { ...marca, completa: false } });
    expect(ops.at(-1)).toEqual({ tipo: "marcar", folha: "Ordem", marca });
  });

  it("rewrites the add-in's sheet of the same name in place: cleared, never deleted and added again", () => {
    const ops = planejarEscrita(
      [{ modelo: modelo("Ordem", [["a"]]), marca }],
      [{ nome: "ordem", marca }],
    ).flatMap((l) => l.operacoes);
    expect(ops.slice(0, 2)).toEqual([
      { tipo: "renomear", folha: "ordem", nome: "Ordem" },
      { tipo: "limpar", folha: "Ordem", marca: { ...marca, completa: false } },
    ]);
    expect(ops.some((o) => o.tipo === "criar")).toBe(false);
  });

  it("refuses, before planning anything, to replace a sheet without the add-in's tag (any case)", () => {
    expect(() =>
      planejarEscrita([{ modelo: modelo("ordem", [["a"]]), marca }], [{ nome: "Ordem", marca: null }]),
    ).toThrow(FolhaAlheia);
  });

  it("reads in blocks sized by the weight of the previous one; a block refused as too large is read in halves", async () => {
    const linhas = Array.from({ length: 60_000 }, (_, i) => [`${i}`, "x".repeat(i < 1000 ? 5 : 120)]);
    const pasta = new PastaMemoria({ folhas: [{ nome: "Dados", valores: linhas }] });
    const lido = await pasta.lerIntervalo("Dados");
    expect(lido.valores).toEqual(linhas);
    const blocos = pasta.requisicoes.filter((r) => r.metodo === "ler:bloco");
    expect(Math.max(...blocos.map((b) => b.bytes))).toBeLessThan(5 * 1024 * 1024);
    // Light rows first, then heavy ones: at most a couple of refusals, then blocks near the budget.
    expect(pasta.recusadas).toBeLessThanOrEqual(2);
    expect(blocos.length).toBeLessThanOrEqual(Math.ceil(bytesDe(linhas) / (3 * 1024 * 1024)) + 3);
  });
});

describe("in-memory port", () => {
  it("reads the region around the selection like Excel's current region (bounded by blank rows and columns)", async () => {
    const pasta = new PastaMemoria({
      folhas: [
        {
          nome: "Dados",
          linhaInicial: 2,
          colunaInicial: 1,
          valores: [
            ["Inscrição", "Nota", null, "outra coisa"],
            ["1", 9, null, null],
            ["2", 8, null, null],
          ],
        },
      ],
      selecao: { folha: "Dados", linha: 3, coluna: 2 },
    });
    expect(await pasta.lerRegiaoDaSelecao()).toEqual({
      folha: "Dados",
      linhaInicial: 2,
      colunaInicial: 1,
      valores: [
        ["Inscrição", "Nota"],
        ["1", 9],
        ["2", 8],
      ],
    });
    expect((await pasta.lerIntervalo("Dados")).valores[0]).toEqual(["Inscrição", "Nota", "", "outra coisa"]);
  });

  it("counts one sync per request and records its bytes", async () => {
    const pasta = new PastaMemoria({ folhas: [{ nome: "Dados", valores: [["a"]] }] });
    await pasta.escreverFolhas([{ modelo: modelo("Ordem", [["x"], ["y"]]), marca }]);
    expect(pasta.requisicoes.map((r) => r.metodo)).toEqual([
      "listarFolhas",
      "listarFolhas:tabelas",
      "escreverFolhas:lote",
      "escreverFolhas:recalcular",
    ]);
    expect(pasta.syncs).toBe(4);
    expect(pasta.chamadas.map((c) => c.metodo)).toEqual(["escreverFolhas", "listarFolhas"]);
  });
});
