// The shape of src/ (ARCHITECTURE.md, README "Arquitetura"), checked on the import graph that TypeScript
// itself resolves (grafoDeImportacoes.ts): type-only imports, re-exports and `import()` count too, since
// each is a module that knows another. Three rules:
//   1. the engine imports only the engine (and the two pure packages it is allowed);
//   2. no layer imports a higher one (the order below), but for the exceptions named with their reason;
//   3. no import cycle among modules, but for the ones named below with their reason, so that no new one
//      can appear.
// The engine's other purity rules (no Office, DOM or Node globals, no clock or chance) are checked on its
// text by seguranca.test.ts ("Motor puro") and by the lint (eslint.config.mjs); they are not repeated here.
import { describe, expect, it } from "vitest";
import { ciclos, grafo, importacoesDeSrc, modulosDeSrc, type Importacao } from "./grafoDeImportacoes";

/**
 * The layers, lowest first. A module may import its own layer and the ones below, never one above.
 * ARCHITECTURE.md draws one pipeline: read and map (leitura) → validate → the engine (pure, the law) →
 * render sheet models (folhas) → write through an adapter; the front ends only wire a door to it. Where
 * it says nothing, the code's own arrows decide:
 * - planilha is the spreadsheet's vocabulary (cell values, A1 addresses) that reading, rendering and
 *   every adapter share: just above the engine, which does not know it.
 * - leitura and folhas are one layer: the reading of the sheets the add-in wrote (Convocações,
 *   Confirmação) uses their layout from folhas, and folhas uses the reading of dates. exemplo (the
 *   fictitious edital and its workbook) sits there too: it uses the engine's types only, and the memory
 *   adapter builds its workbook from it. The bundled sample's hidden store (the xlsx adapter's format and
 *   the pipeline's settings) is joined to it outside src, by scripts/exemploComEdital.ts.
 * - publicada (reading a published list) builds on leitura; publicacao (the document for the Diário
 *   Oficial, as .docx and as the Publicação sheet) builds on folhas.
 * - The port (adapters/porta.ts, with marcas.ts, the records that recognise the add-in's sheets) is what
 *   the pipeline talks to: below the pipeline. The adapters that implement it (office, xlsx, memória,
 *   pdf) and their write plan (lotes.ts) are above: the pipeline never names one (but the exception).
 * - web (the worker that holds the .xlsx adapter and the session) is used by the pane's web mode.
 * - The doors, on top: the pane, the custom functions, the ribbon commands and the `cotas` CLI.
 */
const CAMADAS: readonly { nome: string; modulos: RegExp }[] = [
  { nome: "motor", modulos: /^src\/engine\// },
  { nome: "planilha", modulos: /^src\/planilha\// },
  { nome: "leitura, folhas e exemplo", modulos: /^src\/(leitura|folhas|exemplo)\// },
  { nome: "publicada e publicacao", modulos: /^src\/(publicada|publicacao)\// },
  { nome: "a porta", modulos: /^src\/adapters\/(porta|marcas)\.ts$/ },
  { nome: "pipeline", modulos: /^src\/pipeline\// },
  { nome: "adaptadores", modulos: /^src\/adapters\/(?!(porta|marcas)\.ts$)/ },
  { nome: "modo web", modulos: /^src\/web\// },
  { nome: "portas", modulos: /^src\/(taskpane|functions|commands|cli)\// },
];

/** Arrows up kept on purpose, "from -> to", each with why. */
const SUBIDAS_PERMITIDAS: ReadonlyMap<string, string> = new Map([]);

/** Import cycles kept on purpose (their modules, sorted), each with why. A cycle found must be one of
 *  these or part of one: a new cycle, or a module added to one of these, fails. */
const CICLOS_PERMITIDOS: readonly { modulos: string[]; motivo: string }[] = [];

const importacoes = importacoesDeSrc();
const modulos = modulosDeSrc();

function camada(modulo: string): number {
  return CAMADAS.findIndex((c) => c.modulos.test(modulo));
}

const seta = (i: Importacao) => `${i.de} -> ${i.para}`;

describe("O grafo de importações de src (TypeScript resolve cada uma)", () => {
  it("tem os módulos de src e as setas entre eles, e todo caminho relativo resolve para um módulo de src", () => {
    expect(modulos.length).toBeGreaterThan(200);
    // Each module with imports is in the graph.
    expect(new Set(importacoes.map((i) => i.de)).size).toBeGreaterThan(200);
    expect(importacoes.filter((i) => i.para.startsWith("src/")).length).toBeGreaterThan(1000);
    // Known arrows of each kind: static, type-only, dynamic.
    const setas = new Set(importacoes.map(seta));
    expect(setas).toContain("src/pipeline/executar.ts -> src/pipeline/conferir.ts");
    expect(importacoes).toContainEqual({
      de: "src/engine/tipos.ts",
      para: "src/engine/esquemaDoEdital.ts",
      soTipo: true,
      dinamica: false,
    });
    expect(importacoes).toContainEqual({
      de: "src/taskpane/ambienteWeb.ts",
      para: "src/web/navegador.ts",
      soTipo: false,
      dinamica: true,
    });
    // A relative path that did not resolve would hide its arrow.
    expect(importacoes.filter((i) => i.para.startsWith(".")).map(seta)).toEqual([]);
  });

  it("cada módulo de src está numa camada (uma pasta nova pede o seu lugar na ordem)", () => {
    expect(modulos.filter((m) => camada(m) < 0)).toEqual([]);
  });
});

describe("Motor puro: src/engine só importa src/engine", () => {
  // Pure JavaScript packages, no Office, DOM or Node: SHA-256 of the grouped reserve's draw and valibot
  // for the schemas of the edital and of the phase (the same list as seguranca.test.ts).
  const PACOTES = /^(valibot|@noble\/hashes\/(sha2|utils)\.js)$/;
  it("todo import do motor (de valor, de tipo ou dinâmico) é um módulo do motor ou um dos pacotes puros", () => {
    const doMotor = importacoes.filter((i) => i.de.startsWith("src/engine/"));
    expect(doMotor.length).toBeGreaterThan(100);
    expect(
      doMotor.filter((i) => !i.para.startsWith("src/engine/") && !PACOTES.test(i.para)).map(seta),
    ).toEqual([]);
  });
});

describe("Camadas: nenhuma seta para cima", () => {
  it(`a ordem ${CAMADAS.map((c) => c.nome).join(" < ")} vale, fora as exceções nomeadas`, () => {
    const subidas = importacoes
      .filter((i) => i.para.startsWith("src/") && camada(i.para) > camada(i.de))
      .map((i) => `${seta(i)} (${CAMADAS[camada(i.de)].nome} < ${CAMADAS[camada(i.para)].nome})`);
    const novas = [...new Set(subidas)].filter((s) => !SUBIDAS_PERMITIDAS.has(s.replace(/ \(.*\)$/, "")));
    expect(novas).toEqual([]);
  });

  it("cada exceção ainda existe (a que foi paga sai da lista)", () => {
    const setas = new Set(importacoes.map(seta));
    expect([...SUBIDAS_PERMITIDAS.keys()].filter((s) => !setas.has(s))).toEqual([]);
  });
});

describe("Sem ciclos de importação", () => {
  it("todo ciclo (componente fortemente conexo, contando os imports de tipo) é um dos permitidos, ou parte dele", () => {
    const encontrados = ciclos(grafo(importacoes));
    const novos = encontrados.filter(
      (c) => !CICLOS_PERMITIDOS.some((p) => c.every((m) => p.modulos.includes(m))),
    );
    expect(novos).toEqual([]);
  });

  it("o cálculo dos ciclos acha um ciclo plantado", () => {
    const g = grafo(importacoes);
    g.set("src/engine/tipos.ts", [...g.get("src/engine/tipos.ts")!, "src/engine/alocar.ts"]);
    expect(
      ciclos(g).some((c) => c.includes("src/engine/tipos.ts") && c.includes("src/engine/alocar.ts")),
    ).toBe(true);
  });
});
