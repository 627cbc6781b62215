/**
 * The ledger in the workbook, through the three adapters: the first call creates the Convocações and
 * "Atos das convocações" sheets; the clerk types an outcome into the Desfecho column; the second call
 * reads it back (in another session), replaces the sem-efeito person at the same position (Lei 15.142,
 * art. 7º, § 3º) and only appends rows: the clerk's cells stay as typed, and a rerun of the result
 * neither rewrites nor deletes the ledger.
 */
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { PastaMemoria } from "../../src/adapters/memoria";
import { PastaOffice } from "../../src/adapters/office";
import { FolhaAlheia } from "../../src/adapters/porta";
import { PastaXlsx } from "../../src/adapters/xlsx/pastaXlsx";
import { alocar, type ErroDeEntrada } from "../../src/engine";
import { COLUNA_DESFECHO, FOLHA_ATOS, FOLHA_CONVOCACOES } from "../../src/folhas/convocacoes";
import { lerDesfecho } from "../../src/leitura/convocacoesDaFolha";
import {
  calcularComLivro,
  calcularConvocacao,
  calcularConvocacaoNaPasta,
  registrarConvocacaoNaPasta,
  escrever,
  lerConvocacoesDaPasta,
  lerConvocacoesSalvas,
} from "../../src/pipeline";
import { HostExcel } from "../adapters/office/hostExcel";
import { ambienteReal } from "../adapters/office/officeReal";
import { CONCURSO, convocar, ESCRIVAO } from "./livroDeTeste";

const PRIMEIRA = [
  [1, "AC", "A", null],
  [2, "PPP", "E", null],
];
const SEGUNDA = [[2, "PPP", "F", "E"]];

describe("Desfecho digitado pelo escrivão", () => {
  it.each([
    ["Posse", "posse"],
    ["sem efeito", "sem-efeito"],
    ["Sem-efeito", "sem-efeito"],
    [" SEM  EFEITO ", "sem-efeito"],
    ["desistência", "desistencia"],
    ["Desistencia", "desistencia"],
    // The words of the published lists and acts (#36, item 4).
    ["Desistente", "desistencia"],
    ["DESISTENTE", "desistencia"],
    ["Empossado(a)", "posse"],
    ["Nomeação sem efeito", "sem-efeito"],
    ["", undefined],
    ["talvez", null],
    ["efeito", null],
  ])("%j é lido como %j (nunca adivinhado)", (texto, esperado) => {
    expect(lerDesfecho(texto)).toBe(esperado);
  });

  it("um desfecho ilegível na folha é um erro na sua célula", async () => {
    const porta = new PastaMemoria({ folhas: [{ nome: "Candidatos", valores: ESCRIVAO }] });
    await convocar(porta, 2, "Portaria nº 1/2026");
    porta.folha(FOLHA_CONVOCACOES)!.celulas[2][COLUNA_DESFECHO] = "anulada?";
    const livro = await lerConvocacoesDaPasta(porta);
    expect(livro.problemas.map((p) => [p.gravidade, p.endereco])).toEqual([["erro", "Convocações!J3"]]);
    expect(livro.problemas[0].mensagem).toContain('"anulada?" não é um desfecho');
  });
});

describe("a data da convocação na folha (#36, item 4)", () => {
  it("uma data do Excel; numa pasta com datas de 1904, o texto DD/MM/AAAA, que se lê igual nos dois sistemas", async () => {
    const porta = new PastaMemoria({ folhas: [{ nome: "Candidatos", valores: ESCRIVAO }] });
    await convocar(porta, 1, "Portaria nº 1/2026");
    expect(porta.folha(FOLHA_CONVOCACOES)!.celulas[1][2]).toBe(46082);
    const de1904 = new PastaMemoria({ folhas: [{ nome: "Candidatos", valores: ESCRIVAO }] });
    const livro = await lerConvocacoesDaPasta(de1904);
    const r = calcularConvocacao(CONCURSO, livro.convocacoes, {
      cargo: "C1",
      posicoes: 1,
      data: "2026-03-01",
    });
    await registrarConvocacaoNaPasta(de1904, CONCURSO, livro.convocacoes, r.convocacao, { datas1904: true });
    expect(de1904.folha(FOLHA_CONVOCACOES)!.celulas[1][2]).toBe("01/03/2026");
    expect((await lerConvocacoesDaPasta(de1904)).convocacoes[0].data).toBe("2026-03-01");
  });
});

describe("o que o motor recusa no livro é dito na célula da folha Convocações (#24, item 14)", () => {
  it("uma pessoa convocada que não está mais entre os candidatos: o erro está na Inscrição da linha dela, não em convocacoes[0].chamados[1]", async () => {
    const porta = new PastaMemoria({ folhas: [{ nome: "Candidatos", valores: ESCRIVAO }] });
    await convocar(porta, 2, "Portaria nº 1/2026");
    const livro = await lerConvocacoesDaPasta(porta);
    const semE = { ...CONCURSO, candidatos: CONCURSO.candidatos.filter((c) => c.id !== "E") };
    let erro: unknown;
    try {
      calcularConvocacaoNaPasta(semE, livro, { cargo: "C1", posicoes: 1 });
    } catch (e) {
      erro = e;
    }
    expect((erro as ErroDeEntrada).problemas).toEqual([
      { campo: "Convocações!G3", mensagem: 'o candidato "E" não está na lista de candidatos' },
    ]);
    const calculado = await calcularComLivro(porta, semE);
    expect("problemas" in calculado && calculado.problemas.map((p) => p.mensagem)).toEqual([
      'Convocações!G3: o candidato "E" não está na lista de candidatos',
    ]);
  });
});

describe("Convocações na pasta, pelo adaptador em memória", () => {
  it("duas convocações com um sem efeito digitado entre elas: F na posição 2 de E; as linhas só se acrescentam", async () => {
    const porta = new PastaMemoria({ folhas: [{ nome: "Candidatos", valores: ESCRIVAO }] });
    expect(await convocar(porta, 2, "Portaria nº 1/2026")).toEqual(PRIMEIRA);
    const folha = porta.folha(FOLHA_CONVOCACOES)!;
    folha.celulas[1][COLUNA_DESFECHO] = "Posse";
    folha.celulas[2][COLUNA_DESFECHO] = "Sem efeito";
    porta.reabrir();
    expect(await convocar(porta, 1, "Portaria nº 2/2026")).toEqual(SEGUNDA);
    expect(folha.celulas.map((l) => [l[4], l[6], l[8], l[COLUNA_DESFECHO]])).toEqual([
      ["Posição", "Inscrição", "Substitui", "Desfecho"],
      [1, "A", null, "Posse"],
      [2, "E", null, "Sem efeito"],
      [2, "F", "E", null],
    ]);
    expect(porta.folha(FOLHA_ATOS)!.celulas.some((l) => String(l[2]).startsWith("Portaria nº 2/2026"))).toBe(
      true,
    );
    expect((await lerConvocacoesSalvas(porta))!.map((v) => v.numero)).toEqual([1, 2]);
    // The result written again (twice: the second finds its own sheets) leaves the ledger as it is.
    for (let i = 0; i < 2; i++)
      await escrever(porta, { concurso: CONCURSO, resultado: alocar(CONCURSO), origem: new Map() });
    expect(porta.folha(FOLHA_CONVOCACOES)).toBe(folha);
    expect(folha.celulas[2][COLUNA_DESFECHO]).toBe("Sem efeito");
    expect(porta.folhas.map((f) => f.nome)).toContain(FOLHA_ATOS);
    expect(porta.folha("Candidatos")!.celulas).toEqual(ESCRIVAO);
  });

  it("acrescentar linhas a uma folha do escrivão é recusado, nada muda", async () => {
    const porta = new PastaMemoria({ folhas: [{ nome: "Candidatos", valores: ESCRIVAO }] });
    await expect(porta.acrescentarLinhas("Candidatos", [["B", "Bruno"]])).rejects.toBeInstanceOf(FolhaAlheia);
    expect(porta.folha("Candidatos")!.celulas).toEqual(ESCRIVAO);
  });
});

describe("Convocações na pasta, pelo cliente Office.js real", () => {
  it("em outra sessão, o desfecho digitado é lido e a linha nova entra pela tabela (rows.add)", async () => {
    const host = new HostExcel([{ nome: "Candidatos", valores: ESCRIVAO }]);
    expect(await convocar(new PastaOffice(ambienteReal(host)), 2, "Portaria nº 1/2026")).toEqual(PRIMEIRA);
    const folha = host.pasta.folha(FOLHA_CONVOCACOES)!;
    folha.digitar(2, COLUNA_DESFECHO, "sem-efeito");
    host.reabrir();
    expect(await convocar(new PastaOffice(ambienteReal(host)), 1, "Portaria nº 2/2026")).toEqual(SEGUNDA);
    expect(host.pasta.valores(FOLHA_CONVOCACOES).map((l) => [l[6], l[8], l[COLUNA_DESFECHO]])).toEqual([
      ["Inscrição", "Substitui", "Desfecho"],
      ["A", "", ""],
      ["E", "", "sem-efeito"],
      ["F", "E", ""],
    ]);
    expect(host.pasta.tabela("Cotas_Convocacoes")!.intervalo.linhas).toBe(4);
    expect(host.requisicoes.filter((q) => q.erro)).toEqual([]);
  });

  it("Excel recusa linhas de outra largura que a da tabela", async () => {
    const host = new HostExcel([{ nome: "Candidatos", valores: ESCRIVAO }]);
    const porta = new PastaOffice(ambienteReal(host));
    await convocar(porta, 1, "Portaria nº 1/2026");
    await expect(porta.acrescentarLinhas(FOLHA_CONVOCACOES, [["só uma"]])).rejects.toThrow();
  });
});

describe("Convocações na pasta, pelo arquivo .xlsx (cópia fiel)", () => {
  it("o escrivão salva a pasta com um sem efeito; a segunda convocação só acrescenta: suas partes ficam idênticas", async () => {
    const inicial = new ExcelJS.Workbook();
    inicial.addWorksheet("Candidatos").addRows(ESCRIVAO);
    const porta1 = PastaXlsx.abrir(new Uint8Array((await inicial.xlsx.writeBuffer()) as ArrayBuffer));
    expect(await convocar(porta1, 2, "Portaria nº 1/2026")).toEqual(PRIMEIRA);
    // The clerk opens the file in another program, types the outcome and saves it.
    const editada = new ExcelJS.Workbook();
    await editada.xlsx.load((await porta1.paraBytes()).slice().buffer as ArrayBuffer);
    editada.getWorksheet(FOLHA_CONVOCACOES)!.getCell("J3").value = "Sem efeito";
    const entrada = new Uint8Array((await editada.xlsx.writeBuffer()) as ArrayBuffer);

    const porta2 = PastaXlsx.abrir(entrada);
    expect(await convocar(porta2, 1, "Portaria nº 2/2026")).toEqual(SEGUNDA);
    const saida = await porta2.paraBytes();
    const lida = new ExcelJS.Workbook();
    await lida.xlsx.load(saida.slice().buffer as ArrayBuffer);
    const conv = lida.getWorksheet(FOLHA_CONVOCACOES)!;
    expect(
      [2, 3, 4].map((r) => [conv.getCell(r, 7).value, conv.getCell(r, 9).value, conv.getCell(r, 10).value]),
    ).toEqual([
      ["A", null, null],
      ["E", null, "Sem efeito"],
      ["F", "E", null],
    ]);
    // Every part of the clerk's file is copied byte for byte but the ledger's sheet and table (rows
    // appended) and the parts that list sheets (the store of tags and settings is a sheet).
    const [zipEntrada, zipSaida] = await Promise.all([JSZip.loadAsync(entrada), JSZip.loadAsync(saida)]);
    const mudaram: string[] = [];
    for (const nome of Object.keys(zipEntrada.files)) {
      const a = await zipEntrada.file(nome)?.async("uint8array");
      const b = await zipSaida.file(nome)?.async("uint8array");
      if (a && (!b || Buffer.compare(Buffer.from(a), Buffer.from(b)) !== 0)) mudaram.push(nome);
    }
    expect(mudaram.sort()).toEqual([
      "[Content_Types].xml",
      "xl/_rels/workbook.xml.rels",
      "xl/tables/table1.xml", // Cotas_Convocacoes, grown
      "xl/tables/table2.xml", // Cotas_AtosConvocacoes, grown
      "xl/workbook.xml",
      "xl/worksheets/sheet2.xml", // Convocações, rows appended
      "xl/worksheets/sheet3.xml", // Atos das convocações, rows appended
      "xl/worksheets/sheet4.xml", // the add-in's store of tags and settings
    ]);
    const tabela = await zipSaida.file(mudaram.find((n) => n.includes("tables/"))!)!.async("string");
    expect(tabela).toMatch(
      /<table\b[^>]*name="Cotas_Convocacoes"[^>]*ref="A1:J4"|<table\b[^>]*ref="A1:J4"[^>]*name="Cotas_Convocacoes"/,
    );
    expect(tabela).toContain('<autoFilter ref="A1:J4"');
  });
});
