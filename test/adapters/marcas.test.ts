import { describe, expect, it } from "vitest";
import {
  conferirPorResumo,
  destinos,
  reconhecer,
  registrosGuardados,
  type FolhaVista,
  type RegistroFolha,
} from "../../src/adapters/marcas";
import type { MarcaFolha } from "../../src/adapters/porta";

const marca = (tipo: MarcaFolha["tipo"], hash = "h"): MarcaFolha => ({
  versao: 1,
  tipo,
  hash,
  completa: true,
});
const registro = (nome: string, tabela?: string, id?: string): RegistroFolha => ({
  nome,
  ...(tabela ? { tabela } : {}),
  ...(id ? { id } : {}),
  marca: marca(nome === "Quadro" ? "quadro" : `lista:${nome}`),
});
const folha = (nome: string, id: string, tabelas: string[] = [], propriedade?: string): FolhaVista => ({
  nome,
  id,
  tabelas,
  propriedade,
});
const nomes = (achados: (RegistroFolha | null)[]) => achados.map((r) => r?.nome ?? null);

describe("recognizing the add-in's sheets in any session (ids change on reopening)", () => {
  it("a sheet holding its recorded table is the add-in's under new ids, even renamed by the clerk", () => {
    const registros = [registro("AC", "Cotas_AC", "{1}"), registro("Quadro", "Cotas_Quadro", "{2}")];
    const depois = [
      folha("Candidatos", "{1}"),
      folha("AC", "{7}", ["Cotas_AC"]),
      folha("Resumo", "{8}", ["cotas_quadro"]),
    ];
    expect(nomes(reconhecer(depois, registros))).toEqual([null, "AC", "Quadro"]);
  });

  it("a reused id alone never makes a clerk's sheet the add-in's", () => {
    // After reopening, Excel may give the clerk's sheet the id one of the add-in's sheets had.
    const registros = [registro("AC", "Cotas_AC", "{1}")];
    expect(nomes(reconhecer([folha("Candidatos", "{1}")], registros))).toEqual([null]);
  });

  it("a copy the clerk made (another name, another table) is not the add-in's; the original is", () => {
    const registros = [registro("AC", "Cotas_AC", "{1}")];
    const folhas = [
      folha("AC (2)", "{5}", ["Cotas_AC3"], "lista:AC"),
      folha("AC", "{6}", ["Cotas_AC"], "lista:AC"),
    ];
    expect(nomes(reconhecer(folhas, registros))).toEqual([null, "AC"]);
  });

  it("a sheet with the recorded name and no other sign is the clerk's (they deleted ours and made theirs)", () => {
    const registros = [registro("Indígenas", undefined, "{3}")];
    const folhas = [folha("Indígenas", "{9}")];
    expect(conferirPorResumo(folhas, registros)).toEqual(folhas);
    expect(nomes(reconhecer(folhas, registros, new Map([["{9}", "outro"]])))).toEqual([null]);
  });

  it("a sheet with no table (an empty list) is recognized by name and the stored summary, the custom property or the id", () => {
    const registros = [registro("Indígenas", undefined, "{3}")];
    expect(nomes(reconhecer([folha("Indígenas", "{9}")], registros, new Map([["{9}", "h"]])))).toEqual([
      "Indígenas",
    ]);
    expect(nomes(reconhecer([folha("Indígenas", "{9}", [], "lista:Indígenas")], registros))).toEqual([
      "Indígenas",
    ]);
    expect(nomes(reconhecer([folha("Indígenas", "{3}")], registros))).toEqual(["Indígenas"]);
    // Signs that are there need no reading of the values.
    expect(conferirPorResumo([folha("Indígenas", "{3}")], registros)).toEqual([]);
  });

  it("records without table nor id (cotas anotar's) identify a sheet by name and a Cotas_ table", () => {
    const registros = [registro("AC"), registro("Quadro")];
    const folhas = [folha("AC", "{1}", ["Cotas_AC"]), folha("Quadro", "{2}", ["Tabela1"])];
    expect(nomes(reconhecer(folhas, registros))).toEqual(["AC", null]);
  });
});

describe("which existing sheet each model rewrites", () => {
  const existentes = [
    { nome: "Candidatos", marca: null },
    { nome: "AC", marca: marca("lista:AC") },
    { nome: "Quadro antigo", marca: marca("quadro") },
    { nome: "PPIQ", marca: marca("lista:PPIQ") },
  ];

  it("the add-in's sheet of the same name, else the one of the same type the clerk renamed; the rest are stale", () => {
    const r = destinos(
      [
        { nome: "AC", tipo: "lista:AC" as const },
        { nome: "Pretos e pardos", tipo: "lista:PPP" as const },
        { nome: "Quadro", tipo: "quadro" as const },
      ],
      existentes,
    );
    expect(r.destinos.map((d) => d.atual?.nome ?? null)).toEqual(["AC", null, "Quadro antigo"]);
    expect(r.obsoletas.map((f) => f.nome)).toEqual(["PPIQ"]);
  });
});

describe("workbooks written by the first version ({worksheet id: tag} in the settings)", () => {
  const versao1 = { "{1}": marca("lista:AC"), "{2}": marca("ordem"), "{3}": marca("lista:IND") };

  it("reopened (new ids): each sheet is recognized by the table that version gave its type", () => {
    const depois = [
      folha("Candidatos", "{1}"),
      folha("AC", "{7}", ["Cotas_AC"]),
      folha("Ordem de nomeação", "{8}", ["Cotas_Ordem"]),
    ];
    const registros = registrosGuardados(versao1, depois);
    expect(nomes(reconhecer(depois, registros))).toEqual([null, "AC", "Ordem de nomeação"]);
  });

  it("an empty list (no table) is recognized by its id while the session lasts, never by the id alone", () => {
    const mesmaSessao = [folha("Indígenas", "{3}")];
    expect(nomes(reconhecer(mesmaSessao, registrosGuardados(versao1, mesmaSessao)))).toEqual(["Indígenas"]);
    const clerk = [folha("Candidatos", "{3}", ["Tabela1"])];
    expect(nomes(reconhecer(clerk, registrosGuardados(versao1, clerk)))).toEqual([null]);
  });
});
