import { describe, expect, it } from "vitest";
import { editalECargosDoExemplo, folhasDoExemplo } from "../../../src/adapters/memoria/exemplo";
import { gerarExemplo } from "../../../src/exemplo/gerar";
import { executar } from "../../../src/pipeline";
import { CHAVE_MARCAS, PastaOffice } from "../../../src/adapters/office";
import type { MarcaFolha } from "../../../src/adapters/porta";
import type { Impressao, ModeloFolha } from "../../../src/folhas/modelo";
import { HostExcel, LIMITE_PAYLOAD } from "./hostExcel";
import { ambienteReal } from "./officeReal";

const marca: MarcaFolha = { versao: 1, tipo: "reversoes", hash: "h", completa: true };
const impressao: Impressao = {
  linhasRepetidas: 1,
  cabecalho: { esquerda: "Concurso 1/2026 && outros", centro: "&A", direita: "Cargo: Analista" },
  rodape: { esquerda: "Calculado em 30/11/2026", centro: "", direita: "Página &P de &N" },
};

function modelo(linhas: number): ModeloFolha {
  return {
    nome: "Reversões",
    tipo: "reversoes",
    valores: [
      ["Cargo", "Nome", "Nota"],
      ...Array.from({ length: linhas }, (_, i) => [`C${i % 3}`, `Pessoa ${i}`, i]),
    ],
    formatos: [
      { intervalo: { linha: 0, coluna: 0, linhas: 1, colunas: 3 }, negrito: true, preenchimento: "#00507D" },
    ],
    larguras: [10, 20, 8],
    congelarLinhas: 1,
    tabela: { nome: "Cotas_Teste", intervalo: { linha: 0, coluna: 0, linhas: linhas + 1, colunas: 3 } },
    notas: [{ linha: 1, coluna: 1, texto: "Vaga revertida (Lei 15.142/2025, art. 8º)" }],
  };
}

const clerk = () =>
  new HostExcel([
    {
      nome: "Candidatos",
      valores: [
        ["Inscrição", "Nome"],
        ["00123", "Ana"],
      ],
    },
  ]);

/** Runs a batch on the real client against `host`, returning the error code Excel answered, if any. */
async function codigoDoErro(
  host: HostExcel,
  lote: (ctx: Excel.RequestContext) => Promise<void>,
): Promise<string | null> {
  try {
    await ambienteReal(host).run(lote);
    return null;
  } catch (e) {
    return (e as { code?: string }).code ?? String(e);
  }
}

describe("the host simulator behind the real Office.js client", () => {
  it("refuses a request over 5 MB before running any of its actions (RequestPayloadSizeLimitExceeded)", async () => {
    const host = clerk();
    const grande = Array.from({ length: 60_000 }, (_, i) => [`linha ${i} ${"x".repeat(80)}`]);
    const codigo = await codigoDoErro(host, async (ctx) => {
      ctx.workbook.worksheets.getItem("Candidatos").getRange("C1").values = [["escrito antes"]];
      ctx.workbook.worksheets.getItem("Candidatos").getRange("D1:D60000").values = grande;
      await ctx.sync();
    });
    expect(codigo).toBe("RequestPayloadSizeLimitExceeded");
    expect(host.requisicoes.at(-1)!.bytes).toBeGreaterThan(LIMITE_PAYLOAD);
    expect(host.pasta.valores("Candidatos")).toEqual([
      ["Inscrição", "Nome"],
      ["00123", "Ana"],
    ]);
  });

  it("refuses a response over 5 MB (ResponsePayloadSizeLimitExceeded)", async () => {
    const linhas = Array.from({ length: 50_000 }, (_, i) => [`${i}`, "y".repeat(120)]);
    const host = new HostExcel([{ nome: "Dados", valores: linhas }]);
    const codigo = await codigoDoErro(host, async (ctx) => {
      ctx.workbook.worksheets.getItem("Dados").getRange("A1:B50000").load("values");
      await ctx.sync();
    });
    expect(codigo).toBe("ResponsePayloadSizeLimitExceeded");
  });

  it("sheet names: at most 31 characters, none of []:*?/\\, no apostrophe at the ends, unique ignoring case", async () => {
    const host = clerk();
    for (const nome of ["a".repeat(32), "a/b", "x[1]", "p:q", "*", "?", "a\\b", "'AC", "AC'", ""]) {
      expect(await codigoDoErro(host, async (ctx) => void ctx.workbook.worksheets.add(nome))).toBe(
        "InvalidArgument",
      );
    }
    expect(await codigoDoErro(host, async (ctx) => void ctx.workbook.worksheets.add("candidatos"))).toBe(
      "ItemAlreadyExists",
    );
    expect(
      await codigoDoErro(host, async (ctx) => void ctx.workbook.worksheets.add("a".repeat(31))),
    ).toBeNull();
    expect(host.pasta.folhas.map((f) => f.nome)).toEqual(["Candidatos", "a".repeat(31)]);
  });

  it("ItemNotFound for a missing sheet or table, InvalidArgument for a bad range or a values array of the wrong shape", async () => {
    const host = clerk();
    const ws = (ctx: Excel.RequestContext) => ctx.workbook.worksheets.getItem("Candidatos");
    expect(
      await codigoDoErro(host, async (ctx) => void ctx.workbook.worksheets.getItem("Quadro").load("name")),
    ).toBe("ItemNotFound");
    expect(
      await codigoDoErro(host, async (ctx) => void ctx.workbook.tables.getItem("Cotas_AC").load("name")),
    ).toBe("ItemNotFound");
    expect(await codigoDoErro(host, async (ctx) => void ws(ctx).getRange("A0:B2").load("values"))).toBe(
      "InvalidArgument",
    );
    expect(await codigoDoErro(host, async (ctx) => void ws(ctx).getRange("A1:XFE1").load("values"))).toBe(
      "InvalidArgument",
    );
    expect(
      await codigoDoErro(host, async (ctx) => {
        ws(ctx).getRange("A1:B1").values = [["só uma"]];
      }),
    ).toBe("InvalidArgument");
  });

  it("deleting a sheet turns the formulas pointing at it into #REF! for good; a new sheet of that name does not bring them back", async () => {
    const host = new HostExcel([
      { nome: "Resumo", valores: [["=Quadro!B2", "='Pretos e pardos'!A1", "=Outra!A1"]] },
      {
        nome: "Quadro",
        valores: [
          ["Cargo", "Vagas"],
          ["Analista", 12],
        ],
      },
      { nome: "Pretos e pardos", valores: [["lista"]] },
      { nome: "Outra", valores: [["fica"]] },
    ]);
    expect(host.pasta.valores("Resumo")).toEqual([[12, "lista", "fica"]]);
    await ambienteReal(host).run(async (ctx) => {
      ctx.workbook.worksheets.getItem("Quadro").delete();
      ctx.workbook.worksheets.getItem("Pretos e pardos").delete();
      ctx.workbook.worksheets.add("Quadro").getRange("B2").values = [[99]];
      await ctx.sync();
    });
    expect(host.pasta.formula("Resumo", "A1")).toBe("=#REF!B2");
    expect(host.pasta.valores("Resumo")).toEqual([["#REF!", "#REF!", "fica"]]);
  });

  it("reopening keeps the contents and gives every sheet a new opaque id", async () => {
    const host = clerk();
    const antes = host.pasta.folhas.map((f) => f.id);
    host.reabrir();
    expect(host.pasta.folhas.map((f) => f.id)).not.toEqual(antes);
    expect(host.pasta.folhas[0].id).toMatch(/^\{[0-9A-F-]{36}\}$/);
    expect(host.pasta.valores("Candidatos")).toEqual([
      ["Inscrição", "Nome"],
      ["00123", "Ana"],
    ]);
  });
  it("page layout: refuses print titles that are not whole rows, a scale with pages to fit, a header over 255 characters", async () => {
    const host = clerk();
    const pagina = (ctx: Excel.RequestContext) => ctx.workbook.worksheets.getItem("Candidatos").pageLayout;
    const codigos = await Promise.all([
      codigoDoErro(host, async (ctx) => {
        pagina(ctx).setPrintTitleRows("A1:B2");
        await ctx.sync();
      }),
      codigoDoErro(host, async (ctx) => {
        pagina(ctx).zoom = { scale: 50, horizontalFitToPages: 1 };
        await ctx.sync();
      }),
      codigoDoErro(host, async (ctx) => {
        pagina(ctx).headersFooters.defaultForAllPages.leftHeader = "x".repeat(256);
        await ctx.sync();
      }),
      codigoDoErro(new HostExcel(undefined, "1.8"), async (ctx) => {
        ctx.workbook.worksheets.getItem("Planilha1").pageLayout.orientation = "Landscape";
        await ctx.sync();
      }),
    ]);
    expect(codigos).toEqual(["InvalidArgument", "InvalidArgument", "InvalidArgument", "NotImplemented"]);
    expect(host.pasta.folha("Candidatos")!.pagina.titulos).toBeUndefined();
  });
});

describe("PastaOffice through the real Office.js client", () => {
  it("the cut line of a phase: the range's bottom edge, continuous and medium (Excel.BorderIndex, BorderLineStyle, BorderWeight)", async () => {
    const host = clerk();
    const m = modelo(5);
    m.formatos.push({ intervalo: { linha: 3, coluna: 0, linhas: 1, colunas: 3 }, bordaInferior: true });
    await new PastaOffice(ambienteReal(host)).escreverFolhas([{ modelo: m, marca }]);
    const bordas = host.pasta
      .folha("Reversões")!
      .formatos.filter((f) => f.propriedade.startsWith("border."))
      .map((f) => [f.propriedade, f.valor, f.intervalo.linha, f.intervalo.linhas]);
    expect(bordas).toEqual([
      ["border.EdgeBottom.style", "Continuous", 3, 1],
      ["border.EdgeBottom.weight", "Medium", 3, 1],
      ["border.EdgeBottom.color", "#1F1F1F", 3, 1],
    ]);
  });

  it("writes a sheet: values (text kept as text), table, comment, frozen row, widths, its record and custom property", async () => {
    const host = clerk();
    const m = modelo(20);
    m.valores[1][1] = '=HYPERLINK("x")';
    m.valores[2][1] = "00123";
    await new PastaOffice(ambienteReal(host)).escreverFolhas([{ modelo: m, marca }]);
    const valores = host.pasta.valores("Reversões");
    expect(valores).toHaveLength(21);
    expect(valores[1][1]).toBe('=HYPERLINK("x")');
    expect(valores[2][1]).toBe("00123");
    expect(host.pasta.formula("Reversões", "B2")).toBeUndefined();
    const f = host.pasta.folha("Reversões")!;
    expect(f.linhasCongeladas).toBe(1);
    expect(host.pasta.tabelas.map((t) => [t.nome, t.estilo, t.faixasNasLinhas])).toEqual([
      ["Cotas_Teste", "TableStyleLight1", false],
    ]);
    expect(host.pasta.comentarios.map((c) => [c.linha, c.coluna, c.texto])).toEqual([
      [1, 1, "Vaga revertida (Lei 15.142/2025, art. 8º)"],
    ]);
    expect(JSON.parse(host.pasta.configuracoesSalvas)[CHAVE_MARCAS]).toEqual([
      { nome: "Reversões", id: f.id, tabela: "Cotas_Teste", marca },
    ]);
    expect(f.propriedades).toEqual(new Map([["cotas.tipo", "reversoes"]]));
    // Two to list and recognize the sheets, one batch, one recalculation.
    expect(host.syncs).toBe(4);
    expect(host.suspensoes).toEqual([
      "SuspendScreenUpdatingUntilNextSync",
      "SuspendApiCalculationUntilNextSync",
      "Calculate(Recalculate)",
    ]);
  });

  it("print setup (ExcelApi 1.9): landscape A4, one page wide, header row repeated, header and footer", async () => {
    const host = clerk();
    await new PastaOffice(ambienteReal(host)).escreverFolhas([
      { modelo: { ...modelo(5), impressao }, marca },
    ]);
    const pagina = host.pasta.folha("Reversões")!.pagina;
    expect(Object.fromEntries(pagina.propriedades)).toEqual({
      Orientation: "Landscape",
      PaperSize: "A4",
      Zoom: { horizontalFitToPages: 1, verticalFitToPages: 0 },
    });
    expect(pagina.titulos).toBe("$1:$1");
    expect(Object.fromEntries(pagina.secoes)).toEqual({
      LeftHeader: "Concurso 1/2026 && outros",
      CenterHeader: "&A",
      RightHeader: "Cargo: Analista",
      LeftFooter: "Calculado em 30/11/2026",
      CenterFooter: "",
      RightFooter: "Página &P de &N",
    });
    expect(host.pasta.folha("Candidatos")!.pagina.propriedades.size).toBe(0);
  });

  it("without ExcelApi 1.9 (Excel 2016) the sheet is written the same, without print setup", async () => {
    const host = new HostExcel([{ nome: "Candidatos", valores: [["Inscrição"]] }], "1.8");
    await new PastaOffice(ambienteReal(host)).escreverFolhas([
      { modelo: { ...modelo(5), impressao }, marca },
    ]);
    const f = host.pasta.folha("Reversões")!;
    expect(host.pasta.valores("Reversões")).toHaveLength(6);
    expect(f.pagina.propriedades.size).toBe(0);
    expect(f.pagina.titulos).toBeUndefined();
  });

  it("a re-run after reopening (new sheet ids) rewrites the add-in's sheets in place: no '(2)', and a clerk's formula pointing at one of them keeps working", async () => {
    const exemplo = gerarExemplo({ candidatos: 1_000, cargos: 4, semente: 2025 });
    const host = new HostExcel([
      ...folhasDoExemplo(exemplo),
      { nome: "Resumo", valores: [["=Quadro!B2", "='Ordem de nomeação'!A2"]] },
    ]);
    host.selecionar("Candidatos", "B5");
    const entrada = editalECargosDoExemplo(exemplo);
    await executar(new PastaOffice(ambienteReal(host)), entrada);
    const nomes = host.pasta.folhas.map((f) => f.nome);
    const valores = host.pasta.valores("Resumo");
    expect(valores[0].every((v) => v !== "" && v !== "#REF!")).toBe(true);
    const notas = host.pasta.comentarios.map((c) => [c.folha.nome, c.linha, c.coluna, c.texto]);
    expect(notas.length).toBeGreaterThan(0);
    host.reabrir();
    const ids = host.pasta.folhas.map((f) => f.id);
    // A new session: a new client and the settings as saved in the file.
    const r = await executar(new PastaOffice(ambienteReal(host)), entrada);
    expect(r.situacao === "escrito" && r.escrita.excluidas).toEqual([]);
    expect(host.pasta.folhas.map((f) => f.nome)).toEqual(nomes);
    expect(host.pasta.folhas.map((f) => f.id)).toEqual(ids);
    expect(host.pasta.formula("Resumo", "A1")).toBe("=Quadro!B2");
    expect(host.pasta.formula("Resumo", "B1")).toBe("='Ordem de nomeação'!A2");
    expect(host.pasta.valores("Resumo")).toEqual(valores);
    expect(host.pasta.folha("Quadro")!.graficos).toHaveLength(1);
    // Each sheet holds only what this run wrote: its table, its chart, its notes once.
    expect(host.pasta.comentarios.map((c) => [c.folha.nome, c.linha, c.coluna, c.texto])).toEqual(notas);
    expect(host.pasta.tabelas.map((t) => t.nome).sort()).toEqual(
      [...new Set(host.pasta.tabelas.map((t) => t.nome))].sort(),
    );
    expect(host.requisicoes.filter((q) => q.erro)).toEqual([]);
  });

  it("after reopening, an add-in sheet the clerk edited is still detected and asked about", async () => {
    const exemplo = gerarExemplo({ candidatos: 300, cargos: 2, semente: 7 });
    const host = new HostExcel(folhasDoExemplo(exemplo));
    host.selecionar("Candidatos", "B5");
    const entrada = editalECargosDoExemplo(exemplo);
    await executar(new PastaOffice(ambienteReal(host)), entrada);
    host.reabrir();
    host.pasta.folha("Reversões")!.digitar(1, 1, "anotação do escrivão");
    let perguntado: string[] = [];
    await executar(new PastaOffice(ambienteReal(host)), entrada, {
      confirmarSubstituicao: async (nomes) => ((perguntado = nomes), false),
    }).catch(() => undefined);
    expect(perguntado).toEqual(["Reversões"]);
    expect(host.pasta.valores("Reversões")[1][1]).toBe("anotação do escrivão");
    expect(host.pasta.folhas.some((f) => f.nome.includes("(2)"))).toBe(false);
  });
});
