import { describe, expect, it } from "vitest";
import { editalECargosDoExemplo, folhasDoExemplo } from "../../src/adapters/memoria/exemplo";
import { PastaOffice, CHAVE_MARCAS, valorSeguro } from "../../src/adapters/office";
import { FolhaAlheia, type MarcaFolha } from "../../src/adapters/porta";
import { gerarExemplo } from "../../src/exemplo/gerar";
import { executar } from "../../src/pipeline";
import type { ModeloFolha } from "../../src/folhas/modelo";
import { ExcelFalso } from "./excelFalso";

const marca = (hash = "h"): MarcaFolha => ({ versao: 1, tipo: "reversoes", hash, completa: true });

function modelo(linhas: number, nome = "Reversões"): ModeloFolha {
  const valores = [
    ["Cargo", "Nome", "Nota"],
    ...Array.from({ length: linhas }, (_, i) => [`C${i % 3}`, `Pessoa ${i}`, i]),
  ];
  return {
    nome,
    tipo: "reversoes",
    valores,
    formatos: [
      { intervalo: { linha: 0, coluna: 0, linhas: 1, colunas: 3 }, negrito: true, preenchimento: "#00507D" },
      { intervalo: { linha: 1, coluna: 2, linhas, colunas: 1 }, formatoNumero: "0.00##" },
    ],
    larguras: [10, 20, 8],
    congelarLinhas: 1,
    tabela: { nome: "Cotas_Teste", intervalo: { linha: 0, coluna: 0, linhas: linhas + 1, colunas: 3 } },
    notas: [{ linha: 1, coluna: 1, texto: "Vaga revertida (Lei 15.142/2025, art. 8º)" }],
  };
}

const clerk = () => [
  {
    nome: "Candidatos",
    valores: [
      ["Inscrição", "Nome"],
      ["1", "Ana"],
    ],
  },
];

describe("Office.js adapter against office-addin-mock", () => {
  it("writes a sheet in one batch: two syncs to list and recognize the sheets, one for the whole sheet, one to recalculate", async () => {
    const x = new ExcelFalso(clerk());
    await new PastaOffice(x.ambiente()).escreverFolhas([{ modelo: modelo(50), marca: marca() }]);
    expect(x.syncs).toBe(4);
    const f = x.folha("Reversões")!;
    expect(f.celulas).toHaveLength(51);
    expect(f.celulas[50]).toEqual(["C1", "Pessoa 49", 49]);
    expect(f.congeladas).toBe(1);
    expect(f.tabelas).toEqual([
      { nome: "Cotas_Teste", endereco: "Reversões!A1:C51", estilo: "TableStyleLight1" },
    ]);
    expect(x.notas).toEqual([
      { endereco: "Reversões!B2", texto: "Vaga revertida (Lei 15.142/2025, art. 8º)", tipo: "nota" },
    ]);
  });

  it("formats are applied per range, never per cell: one fill for the header, one number format for the column", async () => {
    const x = new ExcelFalso(clerk());
    await new PastaOffice(x.ambiente()).escreverFolhas([{ modelo: modelo(1000), marca: marca() }]);
    const f = x.folha("Reversões")!;
    expect(f.formatos.filter((p) => p.propriedade === "fill.color")).toEqual([
      { endereco: "A1:C1", propriedade: "fill.color", valor: "#00507D" },
    ]);
    expect(f.formatos.filter((p) => p.propriedade === "numberFormat")).toEqual([
      { endereco: "C2:C1001", propriedade: "numberFormat", valor: [["0.00##"]] },
    ]);
    // Column widths: one range per run of equal widths (three different widths here).
    expect(f.formatos.filter((p) => p.propriedade === "columnWidth").map((p) => p.endereco)).toEqual([
      "A1",
      "B1",
      "C1",
    ]);
  });

  it("suspends screen updating once per run and calculation per batch where ExcelApi 1.9 / 1.6 allow, and recalculates at the end", async () => {
    const x = new ExcelFalso(clerk(), "1.9");
    await new PastaOffice(x.ambiente()).escreverFolhas([{ modelo: modelo(10), marca: marca() }]);
    expect(x.chamadas.filter((c) => c.startsWith("suspend") || c.startsWith("calculate"))).toEqual([
      "suspendScreenUpdatingUntilNextSync",
      "suspendApiCalculationUntilNextSync",
      "calculate(Recalculate)",
    ]);
    // ExcelApi 1.9 has no notes (1.18) but has no comments either below 1.10: the note is skipped.
    expect(x.notas).toEqual([]);
    const antigo = new ExcelFalso(clerk(), "1.5");
    await new PastaOffice(antigo.ambiente()).escreverFolhas([{ modelo: modelo(10), marca: marca() }]);
    expect(antigo.chamadas.filter((c) => c.startsWith("suspend") || c.startsWith("calculate"))).toEqual([]);
    expect(antigo.folha("Reversões")!.celulas).toHaveLength(11);
    const comentarios = new ExcelFalso(clerk(), "1.12");
    await new PastaOffice(comentarios.ambiente()).escreverFolhas([{ modelo: modelo(10), marca: marca() }]);
    expect(comentarios.notas.map((n) => n.tipo)).toEqual(["comentario"]);
  });

  it("large sheets: batches chunked by rows, each request under 5 MB, syncs = 2 to list + batches + 1 to recalculate", async () => {
    const x = new ExcelFalso(clerk());
    const m = modelo(200_000);
    m.valores = m.valores.map((l, i) => (i === 0 ? l : [...l.slice(0, 2), "x".repeat(40)]));
    await new PastaOffice(x.ambiente()).escreverFolhas([{ modelo: m, marca: marca() }]);
    const json = JSON.stringify(m.valores).length;
    const lotes = Math.ceil(json / (4 * 1024 * 1024));
    expect(x.syncs).toBe(2 + lotes + 1);
    // Screen updating suspended once for the run (repeated calls make Excel flicker), calculation per batch.
    expect(x.chamadas.filter((c) => c === "suspendScreenUpdatingUntilNextSync")).toHaveLength(1);
    expect(x.chamadas.filter((c) => c === "suspendApiCalculationUntilNextSync")).toHaveLength(lotes);
    expect(Math.max(...x.bytesPorSync)).toBeLessThan(5 * 1024 * 1024);
    expect(x.folha("Reversões")!.celulas).toHaveLength(200_001);
  });

  it("records its sheets in the document settings (name, table, id, tag) and tags them with a custom property, and saves them", async () => {
    const x = new ExcelFalso(clerk());
    const porta = new PastaOffice(x.ambiente());
    await porta.escreverFolhas([{ modelo: modelo(3), marca: marca("abc") }]);
    const id = x.folha("Reversões")!.id;
    expect(x.configuracoes.get(CHAVE_MARCAS)).toEqual([
      { nome: "Reversões", id, tabela: "Cotas_Teste", marca: marca("abc") },
    ]);
    expect(x.folha("Reversões")!.propriedades).toEqual({ "cotas.tipo": "reversoes" });
    expect(x.salvamentos).toBeGreaterThan(0);
    expect(await porta.listarFolhas()).toEqual([
      { nome: "Candidatos", marca: null },
      { nome: "Reversões", marca: marca("abc") },
    ]);
  });

  it("never writes over or deletes a sheet it did not create", async () => {
    const x = new ExcelFalso(clerk());
    const porta = new PastaOffice(x.ambiente());
    await expect(
      porta.escreverFolhas([{ modelo: modelo(3, "Candidatos"), marca: marca() }]),
    ).rejects.toBeInstanceOf(FolhaAlheia);
    await expect(porta.excluirFolhas(["Candidatos"])).rejects.toBeInstanceOf(FolhaAlheia);
    expect(x.chamadas.filter((c) => c.startsWith("delete") || c.startsWith("worksheets.add"))).toEqual([]);
    expect(x.folha("Candidatos")!.celulas).toEqual([
      ["Inscrição", "Nome"],
      ["1", "Ana"],
    ]);
  });

  it("rewrites its own sheet in place: same worksheet, cleared (table and note gone) and written again", async () => {
    const x = new ExcelFalso(clerk());
    const porta = new PastaOffice(x.ambiente());
    await porta.escreverFolhas([{ modelo: modelo(30), marca: marca("1") }]);
    const id = x.folha("Reversões")!.id;
    await porta.escreverFolhas([{ modelo: modelo(5), marca: marca("2") }]);
    const f = x.folha("Reversões")!;
    expect(f.id).toBe(id);
    expect(x.chamadas.filter((c) => c.startsWith("delete") || c.startsWith("worksheets.add"))).toEqual([
      "worksheets.add(Reversões)",
    ]);
    expect(x.limpezas).toEqual(["Reversões:All"]);
    expect(f.celulas).toHaveLength(6);
    expect(f.tabelas.map((t) => t.endereco)).toEqual(["Reversões!A1:C6"]);
    expect(x.notas).toHaveLength(1);
    expect(x.configuracoes.get(CHAVE_MARCAS)).toEqual([
      { nome: "Reversões", id, tabela: "Cotas_Teste", marca: marca("2") },
    ]);
  });

  it("after reopening (new worksheet ids) its sheets are still its own: no '(2)', rewritten in place", async () => {
    for (const versao of ["1.18", "1.9"]) {
      const x = new ExcelFalso(clerk(), versao);
      await new PastaOffice(x.ambiente()).escreverFolhas([{ modelo: modelo(3), marca: marca() }]);
      x.reabrir();
      const id = x.folha("Reversões")!.id;
      const porta = new PastaOffice(x.ambiente());
      expect((await porta.listarFolhas()).map((f) => f.marca !== null)).toEqual([false, true]);
      await porta.escreverFolhas([{ modelo: modelo(4), marca: marca() }]);
      expect(x.folhas.map((f) => [f.nome, f.id === id])).toEqual([
        ["Candidatos", false],
        ["Reversões", true],
      ]);
    }
  });

  it("recognizes the sheets of a workbook annotated by cotas anotar (records in _cotas_suplemento)", async () => {
    const x = new ExcelFalso([
      ...clerk(),
      {
        nome: "Reversões",
        valores: modelo(2).valores,
        tabelas: [{ nome: "Cotas_Teste", endereco: "A1:C3" }],
      },
      {
        nome: "_cotas_suplemento",
        valores: [["marca:3", JSON.stringify({ nome: "Reversões", marca: marca() })]],
      },
    ]);
    expect(await new PastaOffice(x.ambiente()).listarFolhas()).toEqual([
      { nome: "Candidatos", marca: null },
      { nome: "Reversões", marca: marca() },
      { nome: "_cotas_suplemento", marca: null },
    ]);
  });

  it("formula injection and coercion: text that Excel would turn into a formula, number, date or error is written after an apostrophe", () => {
    for (const t of [
      '=HYPERLINK("x")',
      "+55 61",
      "-1",
      "@SOMA(A1)",
      "00123",
      "1/2",
      "#N/D",
      "VERDADEIRO",
      "jan-25",
    ]) {
      expect(valorSeguro(t)).toBe(`'${t}`);
    }
    for (const v of ["Ana Souza", "Nomeado nesta lista", 8.5, null, true]) expect(valorSeguro(v)).toBe(v);
  });

  it("reads the used range, a table, and the region or table at the selection, in blocks", async () => {
    const x = new ExcelFalso([
      {
        nome: "Dados",
        valores: [
          ["Inscrição", "Nota"],
          ["1", 9],
          ["2", 8],
        ],
        tabelas: [{ nome: "Tabela1", endereco: "A1:B3" }],
      },
    ]);
    const porta = new PastaOffice(x.ambiente());
    expect(await porta.lerIntervalo("Dados")).toEqual({
      folha: "Dados",
      linhaInicial: 0,
      colunaInicial: 0,
      valores: [
        ["Inscrição", "Nota"],
        ["1", 9],
        ["2", 8],
      ],
    });
    expect((await porta.lerTabela("Tabela1")).tabela).toBe("Tabela1");
    expect(await porta.listarTabelas()).toEqual([
      { nome: "Tabela1", folha: "Dados", linhaInicial: 0, colunaInicial: 0, linhas: 3, colunas: 2 },
    ]);
    x.selecao = { folha: "Dados", endereco: "B2" };
    expect((await porta.lerRegiaoDaSelecao()).tabela).toBe("Tabela1");
    await porta.selecionarCelula("Dados", 2, 1);
    expect(x.chamadas.slice(-2)).toEqual(["activate(Dados)", "select(Dados!B3)"]);
  });

  it("the whole pipeline on the Office adapter: sheets written, clerk's data untouched, rerun replaces only its own", async () => {
    const exemplo = gerarExemplo({ candidatos: 300, cargos: 4, semente: 11 });
    const x = new ExcelFalso(folhasDoExemplo(exemplo).map(({ nome, valores }) => ({ nome, valores })));
    x.selecao = { folha: "Candidatos", endereco: "B5" };
    const porta = new PastaOffice(x.ambiente());
    const antes = JSON.stringify(x.folhas.slice(0, 2));
    const r = await executar(porta, editalECargosDoExemplo(exemplo));
    expect(r.situacao).toBe("escrito");
    expect(x.folhas.map((f) => f.nome)).toEqual([
      "Candidatos",
      "Vagas",
      "AC",
      "Pretos e pardos",
      "Indígenas",
      "Quilombolas",
      "PcD",
      "Ordem de nomeação",
      "Empates",
      "Reversões",
      "Quadro",
    ]);
    expect(x.folha("Quadro")!.graficos[0].cores).toEqual(["#0072B2", "#E69F00"]);
    const syncsPrimeira = x.syncs;
    // 2 of them find the ledger of calls (the sheets listed), which enters the computation.
    expect(syncsPrimeira).toBeLessThanOrEqual(16);
    const r2 = await executar(porta, editalECargosDoExemplo(exemplo));
    // The values read back (apostrophes gone, as in Excel) match the hashes: no sheet counts as edited.
    expect(r2.situacao === "escrito" && r2.escrita.editadas).toEqual([]);
    expect(JSON.stringify(x.folhas.slice(0, 2))).toBe(antes);
    expect(x.folhas).toHaveLength(11);
  });
});
