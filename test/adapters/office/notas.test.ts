/**
 * Notes through the real Office.js client against the simulated host (#39): Excel refuses a comment
 * past 32,767 characters, and with it the whole batch of the sheet; a longer note is written cut, with
 * the marker that says how much was left out and where the whole text is.
 */
import { describe, expect, it } from "vitest";
import { PastaOffice } from "../../../src/adapters/office";
import type { MarcaFolha } from "../../../src/adapters/porta";
import { MAX_CARACTERES_DA_NOTA, type ModeloFolha } from "../../../src/folhas/modelo";
import { HostExcel } from "./hostExcel";
import { ambienteReal } from "./officeReal";

const MARCA: MarcaFolha = { versao: 1, tipo: "ordem", hash: "h", completa: true };

describe("notas no Office.js (32.767 caracteres)", () => {
  it("uma nota de 40.000 caracteres vai cortada, com o marcador; a folha é escrita", async () => {
    const host = new HostExcel([{ nome: "Candidatos", valores: [["x"]] }]);
    const modelo: ModeloFolha = {
      nome: "Ordem de nomeação",
      tipo: "ordem",
      valores: [["Observação"], ["y"]],
      formatos: [],
      larguras: [],
      congelarLinhas: 0,
      notas: [
        {
          linha: 1,
          coluna: 0,
          texto: "n".repeat(40_000),
          inteiroEm: "nas colunas Observação e Fundamento desta linha",
        },
      ],
    };
    await new PastaOffice(ambienteReal(host)).escreverFolhas([{ modelo, marca: MARCA }]);
    const [nota] = host.pasta.comentarios;
    expect(nota.texto.length).toBeLessThanOrEqual(MAX_CARACTERES_DA_NOTA);
    expect(nota.texto).toMatch(
      /^n{32000}n* \[…\] \(nota cortada: [\d.]+ caracteres ficaram de fora, além dos 32\.767 que uma nota do Excel guarda; o texto inteiro está nas colunas Observação e Fundamento desta linha\.\)$/,
    );
    expect(host.pasta.folha("Ordem de nomeação")!.valores[1][0]).toBe("y");
  });
});
