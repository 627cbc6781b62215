import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { FolhaAlheia, Cancelado, type MarcaFolha } from "../../../src/adapters/porta";
import { abrirCsv, abrirXlsx, nomeDaFolhaDoArquivo } from "../../../src/adapters/xlsx/arquivo";
import { FOLHA_INTERNA } from "../../../src/adapters/xlsx/pastaXlsx";
import type { ModeloFolha } from "../../../src/folhas/modelo";

async function bytesDe(pasta: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array((await pasta.xlsx.writeBuffer()) as ArrayBuffer);
}

/** The file as ExcelJS reads it: another reader than ours checks what was written. */
async function lidaPeloExcelJS(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const pasta = new ExcelJS.Workbook();
  await pasta.xlsx.load(bytes.slice().buffer as ArrayBuffer);
  return pasta;
}

/** A clerk's workbook with every kind of value Office.js can hand back. */
async function pastaDoEscrivao(): Promise<Uint8Array> {
  const pasta = new ExcelJS.Workbook();
  const f = pasta.addWorksheet("Candidatos");
  f.getCell("B2").value = "Inscrição";
  f.getCell("C2").value = "Nota";
  f.getCell("D2").value = "Nascimento";
  f.getCell("E2").value = "Obs";
  f.getCell("B3").value = 101;
  f.getCell("C3").value = 8.5;
  f.getCell("D3").value = new Date(Date.UTC(1961, 2, 7));
  f.getCell("D3").numFmt = "dd/mm/yyyy";
  f.getCell("E3").value = { richText: [{ text: "texto " }, { text: "rico", font: { bold: true } }] };
  f.getCell("B4").value = "102";
  f.getCell("C4").value = { formula: "8+1", result: 9 };
  f.getCell("D4").value = "07/03/1961";
  f.getCell("E4").value = { error: "#N/A" };
  f.getCell("B5").value = true;
  f.getCell("C5").value = { text: "site", hyperlink: "https://exemplo.gov.br" };
  f.mergeCells("D5:E5");
  f.getCell("D5").value = "mesclada";
  f.views = [{ state: "normal", activeCell: "C3" }];
  const outra = pasta.addWorksheet("Com tabela");
  outra.addTable({
    name: "TabelaCandidatos",
    ref: "B2",
    columns: [{ name: "Inscrição" }, { name: "Nota" }],
    rows: [
      ["1", 7],
      ["2", 8],
    ],
  });
  return bytesDe(pasta);
}

function modelo(
  nome: string,
  valores: ModeloFolha["valores"],
  extra: Partial<ModeloFolha> = {},
): ModeloFolha {
  return {
    nome,
    tipo: "ordem",
    valores,
    formatos: [],
    larguras: [],
    congelarLinhas: 0,
    notas: [],
    ...extra,
  };
}

const MARCA: MarcaFolha = { versao: 1, tipo: "ordem", hash: "h", completa: true };

describe("PastaXlsx: leitura como o Office.js devolve range.values", () => {
  it("números, texto, datas como número de série, fórmulas pelo resultado, erros pelo código, mesclas vazias", async () => {
    const porta = await abrirXlsx(await pastaDoEscrivao());
    const t = await porta.lerIntervalo("Candidatos");
    expect(t).toMatchObject({ folha: "Candidatos", linhaInicial: 1, colunaInicial: 1 });
    expect(t.valores).toEqual([
      ["Inscrição", "Nota", "Nascimento", "Obs"],
      [101, 8.5, 22347, "texto rico"],
      ["102", 9, "07/03/1961", "#N/A"],
      [true, "site", "mesclada", ""],
    ]);
    expect((await porta.lerIntervalo("Candidatos", "A1:B2")).valores).toEqual([
      ["", ""],
      ["", "Inscrição"],
    ]);
  });

  it("datas no sistema 1904 dão o número de série gravado", async () => {
    const pasta = new ExcelJS.Workbook();
    pasta.properties.date1904 = true;
    pasta.addWorksheet("F").getCell("A1").value = new Date(Date.UTC(1961, 2, 7));
    pasta.getWorksheet("F")!.getCell("A1").numFmt = "dd/mm/yyyy";
    const porta = await abrirXlsx(await bytesDe(pasta));
    expect((await porta.lerIntervalo("F")).valores).toEqual([[22347 - 1462]]);
  });

  it("lista e lê tabelas do Excel; a seleção gravada acha a região ao redor", async () => {
    const porta = await abrirXlsx(await pastaDoEscrivao());
    expect(await porta.listarTabelas()).toEqual([
      {
        nome: "TabelaCandidatos",
        folha: "Com tabela",
        linhaInicial: 1,
        colunaInicial: 1,
        linhas: 3,
        colunas: 2,
      },
    ]);
    expect(await porta.lerTabela("tabelacandidatos")).toMatchObject({
      tabela: "TabelaCandidatos",
      valores: [
        ["Inscrição", "Nota"],
        ["1", 7],
        ["2", 8],
      ],
    });
    const regiao = await porta.lerRegiaoDaSelecao();
    expect([regiao.folha, regiao.linhaInicial, regiao.colunaInicial, regiao.valores.length]).toEqual([
      "Candidatos",
      1,
      1,
      4,
    ]);
  });
});

describe("PastaXlsx: seleção", () => {
  it("a célula ativa gravada pelo escrivão diz onde ler: a região ao redor dela, ou a tabela que a contém", async () => {
    const porta = await abrirXlsx(await pastaDoEscrivao());
    await expect(porta.lerRegiaoDaSelecao()).resolves.toMatchObject({
      folha: "Candidatos",
      linhaInicial: 1,
      colunaInicial: 1,
    });
    const pasta = await lidaPeloExcelJS(await pastaDoEscrivao());
    pasta.getWorksheet("Com tabela")!.views = [{ state: "normal", activeCell: "C3" }];
    pasta.views = [
      { x: 0, y: 0, width: 12000, height: 24000, firstSheet: 0, activeTab: 1, visibility: "visible" },
    ];
    const comTabela = await abrirXlsx(await bytesDe(pasta));
    await expect(comTabela.lerRegiaoDaSelecao()).resolves.toMatchObject({ tabela: "TabelaCandidatos" });
  });
});

describe("PastaXlsx: escrita dos modelos", () => {
  const grafico = {
    titulo: "Vagas por lista",
    dados: { linha: 0, coluna: 0, linhas: 3, colunas: 2 },
    coresSeries: ["#0072B2"],
    ancora: { linha: 0, coluna: 4 },
    colunas: 6,
    linhas: 12,
  };
  const ordem = modelo(
    "Ordem de nomeação",
    [
      ["Posição", "Lista"],
      [1, "AC"],
      [2, "PPP"],
    ],
    {
      formatos: [
        {
          intervalo: { linha: 0, coluna: 0, linhas: 1, colunas: 2 },
          preenchimento: "#00507D",
          corFonte: "#FFFFFF",
          negrito: true,
        },
        { intervalo: { linha: 1, coluna: 0, linhas: 2, colunas: 2 }, preenchimento: "#BFDCEC" },
        {
          intervalo: { linha: 2, coluna: 0, linhas: 1, colunas: 2 },
          preenchimento: "#F9E7BF",
          italico: true,
        },
        {
          intervalo: { linha: 1, coluna: 0, linhas: 2, colunas: 1 },
          formatoNumero: "0",
          alinhamento: "centro",
        },
      ],
      larguras: [10, 30],
      congelarLinhas: 1,
      tabela: { nome: "Ordem", intervalo: { linha: 0, coluna: 0, linhas: 3, colunas: 2 } },
      notas: [{ linha: 2, coluna: 1, texto: "Reserva de pretos e pardos (Lei 15.142/2025, art. 9º)" }],
      grafico,
    },
  );

  it("grava valores, cores por intervalo (a última vence), tabela, painel congelado, larguras e notas; relê após salvar", async () => {
    const porta = await abrirXlsx(await pastaDoEscrivao());
    await porta.escreverFolhas([{ modelo: ordem, marca: MARCA }]);
    const bytes = await porta.paraBytes();
    const relida = await abrirXlsx(bytes);
    const pasta = await lidaPeloExcelJS(bytes);
    const f = pasta.getWorksheet("Ordem de nomeação")!;
    expect((await relida.lerIntervalo("Ordem de nomeação")).valores).toEqual(ordem.valores);
    const fundo = (c: string) => (f.getCell(c).fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb;
    expect([fundo("A1"), fundo("A2"), fundo("B2"), fundo("A3"), fundo("B3")]).toEqual([
      "FF00507D",
      "FFBFDCEC",
      "FFBFDCEC",
      "FFF9E7BF",
      "FFF9E7BF",
    ]);
    expect(f.getCell("A1").font).toMatchObject({ bold: true, color: { argb: "FFFFFFFF" }, name: "Calibri" });
    expect(f.getCell("B3").font).toMatchObject({ italic: true });
    expect([f.getCell("A2").numFmt, f.getCell("A2").alignment?.horizontal, f.getCell("B2").numFmt]).toEqual([
      "0",
      "center",
      undefined,
    ]);
    expect([f.getColumn(1).width, f.getColumn(2).width]).toEqual([10, 30]);
    expect(f.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(await relida.listarTabelas()).toContainEqual({
      nome: "Ordem",
      folha: "Ordem de nomeação",
      linhaInicial: 0,
      colunaInicial: 0,
      linhas: 3,
      colunas: 2,
    });
    expect(f.getCell("B3").note).toBe("Reserva de pretos e pardos (Lei 15.142/2025, art. 9º)");
    // Outside Excel no native chart is drawn: the sheet says so where the chart's data starts.
    expect(String(f.getCell("A1").note)).toMatch(
      /Gráfico "Vagas por lista".*só cria gráficos nativos dentro do Excel.*A1:B3/s,
    );
  });

  it("gravada pela última vez (cotas anotar, #39): os mesmos bytes, as células de cada folha nova soltas depois de gravadas, e não grava de novo", async () => {
    const juntar = (pedacos: Uint8Array[]) => Buffer.concat(pedacos.map((p) => Buffer.from(p)));
    // One input for both (ExcelJS stamps the time it writes a workbook at), and one clock for both
    // writes: the zip stamps each entry with the time it is written, to two seconds, and a loaded
    // machine can cross that boundary between the two.
    const entrada = await pastaDoEscrivao();
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-02T10:00:00Z") });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const comum = await abrirXlsx(entrada.slice());
    await comum.escreverFolhas([{ modelo: ordem, marca: MARCA }]);
    const ultima = await abrirXlsx(entrada.slice());
    await ultima.escreverFolhas([{ modelo: ordem, marca: MARCA }]);
    const esperado = juntar(await comum.paraPedacos());
    expect(juntar(await ultima.paraPedacos({ ultima: true })).equals(esperado)).toBe(true);
    // The written sheet's rows are gone from the workbook object (the file has them), not from the model.
    expect((await ultima.lerIntervalo("Ordem de nomeação")).valores).not.toEqual(ordem.valores);
    expect((await comum.lerIntervalo("Ordem de nomeação")).valores).toEqual(ordem.valores);
    await expect(ultima.paraPedacos()).rejects.toThrow(/última vez/);
  });

  it("marca as folhas do suplemento no arquivo (folha interna muito oculta) e substitui só as suas", async () => {
    const porta = await abrirXlsx(await pastaDoEscrivao());
    await porta.escreverFolhas([{ modelo: ordem, marca: MARCA }]);
    await porta.salvarConfiguracao("cotas.configuracao", {
      versao: 1,
      edital: { dataPublicacao: "2025-09-01" },
    });
    const bytes = await porta.paraBytes();
    const relida = await abrirXlsx(bytes);
    expect(await relida.listarFolhas()).toEqual([
      { nome: "Candidatos", marca: null },
      { nome: "Com tabela", marca: null },
      { nome: "Ordem de nomeação", marca: MARCA },
    ]);
    expect((await lidaPeloExcelJS(bytes)).getWorksheet(FOLHA_INTERNA)!.state).toBe("veryHidden");
    expect(await relida.lerConfiguracao("cotas.configuracao")).toEqual({
      versao: 1,
      edital: { dataPublicacao: "2025-09-01" },
    });
    const nova = modelo("Ordem de nomeação", [["Posição"], [1]]);
    await relida.escreverFolhas([{ modelo: nova, marca: MARCA }]);
    expect((await relida.lerIntervalo("Ordem de nomeação")).valores).toEqual([["Posição"], [1]]);
    const regravada = await lidaPeloExcelJS(await relida.paraBytes());
    expect(regravada.worksheets.filter((f) => f.name === "Ordem de nomeação")).toHaveLength(1);
  });

  it("recusa escrever sobre ou excluir uma folha do escrivão, sem mudar nada", async () => {
    const porta = await abrirXlsx(await pastaDoEscrivao());
    const antes = await porta.lerIntervalo("Candidatos");
    await expect(
      porta.escreverFolhas([
        { modelo: ordem, marca: MARCA },
        { modelo: modelo("candidatos", [["x"]]), marca: MARCA },
      ]),
    ).rejects.toBeInstanceOf(FolhaAlheia);
    await expect(porta.excluirFolhas(["Candidatos"])).rejects.toBeInstanceOf(FolhaAlheia);
    expect(await porta.lerIntervalo("Candidatos")).toEqual(antes);
    expect((await porta.listarFolhas()).map((f) => f.nome)).toEqual(["Candidatos", "Com tabela"]);
  });

  it("uma folha marcada que o escrivão apagou não passa a marca a outra folha de mesmo id", async () => {
    const porta = await abrirXlsx(await pastaDoEscrivao());
    await porta.escreverFolhas([{ modelo: ordem, marca: MARCA }]);
    const bytes = await porta.paraBytes();
    // The clerk deletes the add-in's sheet in Excel and creates one of their own that gets the same id.
    const pasta = new ExcelJS.Workbook();
    await pasta.xlsx.load(bytes.buffer as ArrayBuffer);
    const id = pasta.getWorksheet("Ordem de nomeação")!.id;
    pasta.removeWorksheet(id);
    const minha = pasta.addWorksheet("Minhas anotações");
    expect(minha.id).toBe(id);
    const relida = await abrirXlsx(await bytesDe(pasta));
    expect(await relida.listarFolhas()).toContainEqual({ nome: "Minhas anotações", marca: null });
  });

  it("para entre lotes quando cancelado", async () => {
    const porta = await abrirXlsx(await pastaDoEscrivao());
    const controle = new AbortController();
    controle.abort();
    await expect(
      porta.escreverFolhas([{ modelo: ordem, marca: MARCA }], { sinal: controle.signal }),
    ).rejects.toBeInstanceOf(Cancelado);
  });
});

describe("PastaXlsx: injeção de fórmulas", () => {
  it("texto do escrivão que começa com = + - @ é gravado como texto, nunca como fórmula (XML da folha)", async () => {
    const perigosos = ['=HYPERLINK("http://x";"clique")', "+55 61 9999", "-1+2", "@SOMA(A1)", "=1+1"];
    const porta = await abrirXlsx(await pastaDoEscrivao());
    await porta.escreverFolhas([
      { modelo: modelo("Ordem de nomeação", [["Nome"], ...perigosos.map((p) => [p])]), marca: MARCA },
    ]);
    const bytes = await porta.paraBytes();
    const zip = await JSZip.loadAsync(bytes);
    const livro = await zip.file("xl/workbook.xml")!.async("string");
    const rels = await zip.file("xl/_rels/workbook.xml.rels")!.async("string");
    const rid = new RegExp(`<sheet [^>]*name="Ordem de nomeação"[^>]*r:id="(rId\\d+)"`).exec(livro)![1];
    const alvo = new RegExp(`Id="${rid}"[^>]*Target="([^"]+)"|Target="([^"]+)"[^>]*Id="${rid}"`).exec(rels)!;
    const xml = await zip.file(`xl/${(alvo[1] ?? alvo[2]).replace(/^\/?xl\//, "")}`)!.async("string");
    expect(xml).not.toMatch(/<f[ >]/);
    for (let linha = 2; linha <= perigosos.length + 1; linha++) {
      expect(xml).toMatch(new RegExp(`<c r="A${linha}"[^>]* t="(s|inlineStr|str)"`));
    }
    const relida = await abrirXlsx(bytes);
    expect((await relida.lerIntervalo("Ordem de nomeação")).valores.slice(1).map((l) => l[0])).toEqual(
      perigosos,
    );
    const celula = (await lidaPeloExcelJS(bytes)).getWorksheet("Ordem de nomeação")!.getCell("A2");
    expect([celula.type, celula.formula]).toEqual([ExcelJS.ValueType.String, undefined]);
  });
});

describe("CSV como pasta", () => {
  it("o CSV vira uma folha com o nome do arquivo, todos os campos como texto", async () => {
    const csv = new TextEncoder().encode("Inscrição;Nome;Nota\n1;=1+1;7,5\n");
    const { porta, leitura } = await abrirCsv(csv, "/tmp/Resultado final [2025].csv");
    expect(leitura.separador).toBe(";");
    expect(await porta.listarFolhas()).toEqual([{ nome: "Resultado final (2025)", marca: null }]);
    expect((await porta.lerIntervalo("Resultado final (2025)")).valores).toEqual([
      ["Inscrição", "Nome", "Nota"],
      ["1", "=1+1", "7,5"],
    ]);
  });

  it("nomes de folha válidos para o Excel", () => {
    expect(nomeDaFolhaDoArquivo("C:\\dados\\a:b?c*d.csv")).toBe("a_b_c_d");
    expect(nomeDaFolhaDoArquivo("x".repeat(40) + ".csv")).toHaveLength(31);
    expect(nomeDaFolhaDoArquivo(".csv")).toBe("Dados");
  });
});
