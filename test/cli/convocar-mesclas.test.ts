/**
 * Merged cells in the Convocações sheet (#39): "Sem efeito" merged over two Desfecho cells counted for
 * the first row only, silently (the second person's outcome read as blank), and a merged Posição read
 * '"" não é um número inteiro'. Both are now an error naming the merged area, code 2, nothing written.
 * The workbook: the example annotated and called once by `cotas`, the merge made by openpyxl.
 */
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Exemplo } from "../../src/exemplo/gerar";
import { temOpenpyxl } from "../ferramentas";
import { argumentosDaConvocacao, convocacaoRecusada, livroEditado, pastaAnotada } from "./pastaAnotada";
import { rodar } from "./rodar";

let dir: string;
let exemplo: Exemplo;
let convocada: string;

beforeAll(async () => {
  if (!temOpenpyxl()) return;
  let anotada: string;
  ({ dir, exemplo, anotada } = await pastaAnotada("convocar-mesclas-", {
    candidatos: 60,
    cargos: 1,
    semente: 39,
  }));
  convocada = join(dir, "convocada.xlsx");
  const r = await rodar(
    argumentosDaConvocacao(exemplo, anotada, convocada, { posicoes: 3, data: "2026-03-01" }),
  );
  expect([r.codigo, r.stderr]).toEqual([0, ""]);
});
afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

/** A copy of the called workbook with openpyxl's lines run on the Convocações sheet `f`. */
const editada = (nome: string, python: string): string => livroEditado(convocada, join(dir, nome), python);

describe.skipIf(!temOpenpyxl())("células mescladas na folha Convocações", () => {
  it("'Sem efeito' mesclado sobre dois Desfechos: recusado nomeando as células, nunca lido só para a primeira linha", async () => {
    const entrada = editada("desfecho.xlsx", "f['J2'] = 'Sem efeito'\nf.merge_cells('J2:J3')");
    const erro = await convocacaoRecusada(exemplo, entrada, join(dir, "saida-desfecho.xlsx"));
    expect(erro).toContain(
      "Convocações!J2: as células J2:J3 estão mescladas: o valor de uma célula mesclada vale só para a primeira linha, e as outras são lidas em branco; desfaça a mesclagem e escreva o valor em cada linha",
    );
  });

  it("uma Posição mesclada: a mesma frase, não '\"\" não é um número inteiro'", async () => {
    const entrada = editada("posicao.xlsx", "f.merge_cells('E2:E3')");
    const r = await rodar(
      argumentosDaConvocacao(exemplo, entrada, join(dir, "saida-posicao.xlsx"), {
        posicoes: 1,
        data: "2026-04-01",
      }),
    );
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain("Convocações!E2: as células E2:E3 estão mescladas");
    expect(r.stderr).not.toContain("não é um número inteiro");
  });
});
