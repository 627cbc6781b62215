/**
 * A formula saved with no calculated value (openpyxl: corpus/gerar.py openpyxl_formula_sem_valor) is an
 * error at its cell, never read as blank; the Desfecho case is in test/cli/convocar-arquivo.test.ts.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { abrirXlsx } from "../../../src/adapters/xlsx/arquivo";
import { conferir } from "../../../src/pipeline";

describe("fórmula sem valor calculado", () => {
  it("a nota =80+5 salva pelo openpyxl: erro em E4 que diz como sair, nenhum concurso", async () => {
    const arquivo = join(__dirname, "corpus", "openpyxl-formula-sem-valor.xlsx");
    const tabela = await (
      await abrirXlsx(new Uint8Array(await readFile(arquivo)))
    ).lerIntervalo("Candidatos");
    expect(tabela.formulasSemValor).toEqual([[3, 4]]);
    const c = conferir({
      tabela,
      edital: { dataPublicacao: "2025-09-01" },
      cargos: [{ id: "Analista", vagas: 5 }],
    });
    expect(c.concurso).toBeNull();
    expect(c.problemas.map((p) => p.mensagem)).toContainEqual(
      expect.stringMatching(
        /^Candidatos!E4: a célula tem uma fórmula sem o valor calculado .*abra a pasta no Excel ou no LibreOffice/,
      ),
    );
  });
});
