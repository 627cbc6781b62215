// Formula injection through "Exportar pasta anotada" (inside Excel: the add-in's sheets rendered into a
// new .xlsx by ExcelJS, src/web/navegador.ts). A name the clerk's sheet holds as text and that
// begins with = + - @ must reach the exported file as text, never as a formula (SECURITY.md).
import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { abrirPastaDeTrabalho, exportarFolhasDoSuplemento } from "../../src/web/navegador";
import type { Edital } from "../../src/engine/tipos";
import { calcular, conferir } from "../../src/pipeline";
import { lerVagasPorCargo } from "../../src/leitura/vagasPorCargo";

const PERIGOSOS = ['=HYPERLINK("http://exemplo.invalid";"clique")', "+55 61 9999-0000", "-1+2", "@SOMA(A1)"];

describe("Exportar pasta anotada: injeção de fórmulas", () => {
  it("nomes que começam com = + - @ saem como texto nas folhas exportadas, sem nenhuma fórmula", async () => {
    const porta = await abrirPastaDeTrabalho(await readFile("assets/exemplo-edital.xlsx"), "exemplo.xlsx");
    const tabela = await porta.lerIntervalo("Candidatos");
    const coluna = tabela.valores[1].indexOf("Nome");
    expect(coluna).toBeGreaterThanOrEqual(0);
    // The first candidates (rows after the title and the header), classified in the ampla.
    PERIGOSOS.forEach((nome, i) => (tabela.valores[2 + i][coluna] = nome));
    const edital = JSON.parse(await readFile("assets/exemplo-edital.json", "utf8")) as Edital;
    const { cargos } = lerVagasPorCargo(await porta.lerIntervalo("Vagas"));
    const c = conferir({ tabela, edital, cargos });
    const entrada = { concurso: c.concurso!, resultado: await calcular(c.concurso!), origem: c.origem };

    const pasta = new ExcelJS.Workbook();
    await pasta.xlsx.load(await (await exportarFolhasDoSuplemento(entrada)).arrayBuffer());
    const textos = new Set<string>();
    let formulas = 0;
    pasta.eachSheet((folha) =>
      folha.eachRow((linha) =>
        linha.eachCell((celula) => {
          if (celula.type === ExcelJS.ValueType.Formula || celula.formula) formulas++;
          if (typeof celula.value === "string") textos.add(celula.value);
        }),
      ),
    );
    expect(formulas).toBe(0);
    for (const nome of PERIGOSOS) expect(textos.has(nome), nome).toBe(true);
  });
});
