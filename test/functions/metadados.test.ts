import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import CustomFunctionsMetadataPlugin from "custom-functions-metadata-plugin";
import { beforeAll, describe, expect, it } from "vitest";
import webpack from "webpack";
import { gerarMetadados, MetadadosPtBrPlugin } from "../../scripts/gerar-metadados-ptbr";
import * as funcoes from "../../src/functions/functions";
import { localizarMetadados, type MetadadosDeFuncoes } from "../../src/functions/localizar";
import { NOMES_PT_BR } from "../../src/functions/nomesPtBr";

let en: MetadadosDeFuncoes;
let ptBR: MetadadosDeFuncoes;

beforeAll(async () => {
  const gerados = await gerarMetadados();
  en = JSON.parse(gerados.en) as MetadadosDeFuncoes;
  ptBR = JSON.parse(gerados.ptBR) as MetadadosDeFuncoes;
});

const resumo = (m: MetadadosDeFuncoes) =>
  m.functions.map((f) => `${f.id} ${f.name}(${f.parameters.map((p) => p.name).join("; ")})`);

describe("functions.json gerado do JSDoc de functions.ts", () => {
  it("as nove funções, com nomes e parâmetros em inglês", () => {
    expect(resumo(en)).toEqual([
      "BREAKDOWN BREAKDOWN(vacancies; noticeDate; disabilityPercent; orientation; notice)",
      "RESERVED RESERVED(vacancies; list; noticeDate; disabilityPercent; notice)",
      "NOMINATION_ORDER NOMINATION.ORDER(vacancies; noticeDate; disabilityPercent; until; notice)",
      "POSITIONS POSITIONS(vacancies; list; noticeDate; disabilityPercent; notice)",
      "LIST_AT LIST.AT(position; vacancies; noticeDate; disabilityPercent; notice)",
      "ALLOCATE ALLOCATE(ids; scores; lists; vacancies; noticeDate; disabilityPercent; notice)",
      "CUT_SCORE CUT.SCORE(scores; lists; list; limits; minScore; noticeDate; disabilityPercent; notice)",
      "CONFIRMATION CONFIRMATION(committee; appeal; rule)",
      "ROUND_HALF_UP ROUND.HALF.UP(value)",
    ]);
  });

  it("todo argumento é 'any' (a função lê e explica o erro); intervalos de ALOCAR e CORTE como matriz; derramamentos como matriz", () => {
    for (const f of en.functions) {
      for (const p of f.parameters) expect(p.type, `${f.id}.${p.name}`).toBe("any");
    }
    const alocar = en.functions.find((f) => f.id === "ALLOCATE")!;
    expect(alocar.parameters.map((p) => p.dimensionality ?? "scalar")).toEqual([
      "matrix",
      "matrix",
      "matrix",
      "scalar",
      "scalar",
      "scalar",
      "scalar",
    ]);
    const corte = en.functions.find((f) => f.id === "CUT_SCORE")!;
    expect(corte.parameters.map((p) => p.dimensionality ?? "scalar")).toEqual([
      "matrix",
      "matrix",
      "scalar",
      "matrix",
      "scalar",
      "scalar",
      "scalar",
      "scalar",
    ]);
    const confirmacao = en.functions.find((f) => f.id === "CONFIRMATION")!;
    expect(confirmacao.parameters.map((p) => p.dimensionality ?? "scalar")).toEqual([
      "matrix",
      "matrix",
      "scalar",
    ]);
    const derramam = en.functions.filter(
      (f) => (f.result as { dimensionality?: string })?.dimensionality === "matrix",
    );
    expect(derramam.map((f) => f.id)).toEqual(["BREAKDOWN", "NOMINATION_ORDER", "POSITIONS", "ALLOCATE"]);
  });

  it("opcionais: data_edital, percentual_pcd, orientação, até, nota_minima, edital, recurso e regra; obrigatórios: vagas, lista, posição, os intervalos, comissao, valor", () => {
    const opcionais = en.functions.flatMap((f) =>
      f.parameters.filter((p) => p.optional).map((p) => `${f.id}.${p.name}`),
    );
    expect(opcionais).toEqual([
      "BREAKDOWN.noticeDate",
      "BREAKDOWN.disabilityPercent",
      "BREAKDOWN.orientation",
      "BREAKDOWN.notice",
      "RESERVED.noticeDate",
      "RESERVED.disabilityPercent",
      "RESERVED.notice",
      "NOMINATION_ORDER.noticeDate",
      "NOMINATION_ORDER.disabilityPercent",
      "NOMINATION_ORDER.until",
      "NOMINATION_ORDER.notice",
      "POSITIONS.noticeDate",
      "POSITIONS.disabilityPercent",
      "POSITIONS.notice",
      "LIST_AT.noticeDate",
      "LIST_AT.disabilityPercent",
      "LIST_AT.notice",
      "ALLOCATE.noticeDate",
      "ALLOCATE.disabilityPercent",
      "ALLOCATE.notice",
      "CUT_SCORE.minScore",
      "CUT_SCORE.noticeDate",
      "CUT_SCORE.disabilityPercent",
      "CUT_SCORE.notice",
      "CONFIRMATION.appeal",
      "CONFIRMATION.rule",
    ]);
  });

  it("cada id é associado a uma função exportada por functions.ts (as chamadas CustomFunctions.associate do plugin)", async () => {
    const { generateCustomFunctionsMetadata } = await import("custom-functions-metadata");
    const gerado = await generateCustomFunctionsMetadata([path.resolve("src/functions/functions.ts")], false);
    expect(gerado.associate.map((a) => a.id)).toEqual(en.functions.map((f) => f.id));
    for (const a of gerado.associate) {
      expect(typeof (funcoes as Record<string, unknown>)[a.functionName], a.functionName).toBe("function");
    }
  });
});

describe("functions.pt-BR.json: as mesmas funções em português", () => {
  it("mesmos ids, parâmetros (quantidade, tipo, opcional, dimensão) e resultados; só nomes e descrições mudam", () => {
    const semTextos = (m: MetadadosDeFuncoes) =>
      m.functions.map((f) => ({
        ...f,
        name: undefined,
        description: undefined,
        parameters: f.parameters.map((p) => ({ ...p, name: undefined, description: undefined })),
      }));
    expect(semTextos(ptBR)).toEqual(semTextos(en));
    expect(Object.keys(ptBR).sort()).toEqual(Object.keys(en).sort());
  });

  it("os nomes em português", () => {
    expect(resumo(ptBR)).toEqual([
      "BREAKDOWN QUADRO(vagas; data_edital; percentual_pcd; orientação; edital)",
      "RESERVED RESERVA(vagas; lista; data_edital; percentual_pcd; edital)",
      "NOMINATION_ORDER ORDEM.NOMEACAO(vagas; data_edital; percentual_pcd; até; edital)",
      "POSITIONS POSICOES(vagas; lista; data_edital; percentual_pcd; edital)",
      "LIST_AT LISTA(posição; vagas; data_edital; percentual_pcd; edital)",
      "ALLOCATE ALOCAR(ids; notas; listas; vagas; data_edital; percentual_pcd; edital)",
      "CUT_SCORE CORTE(notas; listas; lista; limites; nota_minima; data_edital; percentual_pcd; edital)",
      "CONFIRMATION CONFIRMACAO(comissao; recurso; regra)",
      "ROUND_HALF_UP ARREDONDAR(valor)",
    ]);
    for (const f of ptBR.functions) {
      expect(f.description, f.id).toBeTruthy();
      for (const p of f.parameters) expect(p.description, `${f.id}.${p.name}`).toBeTruthy();
    }
  });

  it("uma função ou parâmetro sem tradução, ou uma tradução de algo que não existe, para o build", () => {
    const semRound = Object.fromEntries(Object.entries(NOMES_PT_BR).filter(([id]) => id !== "ROUND_HALF_UP"));
    expect(() => localizarMetadados(en, semRound)).toThrow("função ROUND_HALF_UP sem nome em português");
    const comSobra = { ...NOMES_PT_BR, EXTRA: { nome: "EXTRA", descricao: "x", parametros: {} } };
    expect(() => localizarMetadados(en, comSobra)).toThrow(
      "função EXTRA traduzida, mas não existe em functions.ts",
    );
    const semParametro = {
      ...NOMES_PT_BR,
      ROUND_HALF_UP: {
        ...NOMES_PT_BR.ROUND_HALF_UP,
        parametros: { outro: { nome: "outro", descricao: "x" } },
      },
    };
    expect(() => localizarMetadados(en, semParametro)).toThrow(
      /parâmetro value de ROUND_HALF_UP sem nome em português\nparâmetro outro de ROUND_HALF_UP traduzido/,
    );
  });
});

/**
 * Excel built-ins near our vocabulary, in the languages of Office (English, Portuguese of Brazil and
 * Portugal, Spanish, French, German, Italian). Not every built-in of every language: the names an
 * add-in about rounding, ranking, lists and order could plausibly take.
 */
// prettier-ignore
const NATIVAS = new Set([
  // en
  "ROUND", "ROUNDUP", "ROUNDDOWN", "MROUND", "CEILING", "FLOOR", "TRUNC", "INT", "RANK", "RANK.EQ", "RANK.AVG",
  "PERCENTRANK", "SORT", "SORTBY", "SEQUENCE", "INDEX", "MATCH", "XMATCH", "CHOOSE", "LOOKUP", "FILTER", "UNIQUE",
  "TAKE", "DROP", "ROWS", "COLUMNS", "ROW", "COLUMN", "TABLE",
  "COUNT", "SUM", "LARGE", "SMALL", "VALUE",
  // pt-BR
  "ARRED", "ARREDONDAR.PARA.CIMA", "ARREDONDAR.PARA.BAIXO", "MARRED", "ARREDMULTB", "TETO", "PISO", "TRUNCAR",
  "ORDEM", "ORDEM.EQ", "ORDEM.MÉD", "ORDEM.PORCENTUAL", "CLASSIFICAR", "CLASSIFICARPOR", "SEQUÊNCIA", "ÍNDICE",
  "CORRESP", "CORRESPX", "ESCOLHER", "PROC", "FILTRO", "ÚNICO", "LIN", "LINS", "COL", "COLS", "CONT.NÚM", "SOMA",
  "MAIOR", "MENOR", "VALOR", "QUOCIENTE",
  // pt-PT
  "ARRED.PARA.CIMA", "ARRED.PARA.BAIXO", "ORDENAR", "ORDENARPOR", "SEQUÊNCIA", "CORRESP", "ESCOLHER", "LINS",
  // es
  "REDONDEAR", "REDONDEAR.MAS", "REDONDEAR.MENOS", "REDOND.MULT", "JERARQUIA", "JERARQUIA.EQV", "ORDENAR", "INDICE",
  "COINCIDIR", "ELEGIR", "BUSCAR", "FILTRAR", "UNICOS", "SECUENCIA", "FILAS", "COLUMNAS",
  // fr
  "ARRONDI", "ARRONDI.SUP", "ARRONDI.INF", "ARRONDI.AU.MULTIPLE", "RANG", "RANG.POURCENTAGE", "TRIER", "INDEX",
  "EQUIV", "CHOISIR", "RECHERCHE", "FILTRE", "UNIQUE", "SEQUENCE", "LIGNES",
  // de
  "RUNDEN", "AUFRUNDEN", "ABRUNDEN", "VRUNDEN", "RANG", "RANG.GLEICH", "SORTIEREN", "INDEX", "VERGLEICH", "WAHL",
  "VERWEIS", "FILTER", "EINDEUTIG", "SEQUENZ", "ZEILEN", "SPALTEN",
  // it
  "ARROTONDA", "ARROTONDA.PER.ECC", "ARROTONDA.PER.DIF", "ARROTONDA.MULTIPLO", "RANGO", "RANGO.UG", "DATI.ORDINA",
  "INDICE", "CONFRONTA", "SCEGLI", "CERCA", "FILTRO", "UNICI", "SEQUENZA", "RIGHE", "COLONNE",
]);

describe("nomes: nenhum coincide com uma função nativa do Excel, em nenhuma língua", () => {
  it("o ORDEM da issue seria a ORDEM (RANK) do Excel em português: por isso ORDEM.NOMEACAO", () => {
    expect(NATIVAS.has("ORDEM")).toBe(true);
    expect(NATIVAS.has("ORDEM.NOMEACAO")).toBe(false);
  });

  it("nem ids, nem nomes em inglês, nem nomes em português estão entre as nativas", () => {
    const nomes = [...en.functions.flatMap((f) => [f.id, f.name]), ...ptBR.functions.map((f) => f.name)];
    expect(nomes.filter((n) => NATIVAS.has(n.toUpperCase()))).toEqual([]);
  });

  it("nomes válidos para o Excel (letra inicial; letras, dígitos, ponto e sublinhado; até 128), únicos em cada arquivo", () => {
    for (const m of [en, ptBR]) {
      const nomes = m.functions.map((f) => f.name);
      expect(new Set(nomes).size).toBe(nomes.length);
      for (const nome of nomes) {
        expect(nome).toMatch(/^\p{L}[\p{L}0-9._]*$/u);
        expect(nome.length).toBeLessThanOrEqual(128);
        expect(nome).toBe(nome.toUpperCase()); // as Excel shows its own functions
        expect(nome).not.toMatch(/^[A-Z]{1,3}[0-9]{1,7}$/); // never a cell reference such as A1 or XFD1048576
      }
    }
  });
});

describe("build: o plugin do webpack grava functions.pt-BR.json ao lado de functions.json", () => {
  it("uma compilação com os dois plugins emite os dois arquivos, iguais aos gerados direto do JSDoc", async () => {
    const pasta = mkdtempSync(path.join(tmpdir(), "cotas-funcoes-"));
    try {
      writeFileSync(path.join(pasta, "entrada.js"), "export const x = 1;\n");
      const compilador = webpack({
        mode: "production",
        context: pasta,
        entry: "./entrada.js",
        output: { path: path.join(pasta, "dist") },
        plugins: [
          new CustomFunctionsMetadataPlugin({
            output: "functions.json",
            input: "./src/functions/functions.ts",
          }),
          new MetadadosPtBrPlugin(),
        ],
      });
      const estatisticas = await new Promise<webpack.Stats>((resolve, reject) =>
        compilador.run((erro, stats) => (erro || !stats ? reject(erro) : resolve(stats))),
      );
      await new Promise((resolve) => compilador.close(resolve));
      expect(estatisticas.compilation.errors.map((e) => e.message)).toEqual([]);
      const lido = (arquivo: string) => JSON.parse(readFileSync(path.join(pasta, "dist", arquivo), "utf8"));
      expect(lido("functions.json")).toEqual(en);
      expect(lido("functions.pt-BR.json")).toEqual(ptBR);
    } finally {
      rmSync(pasta, { recursive: true, force: true });
    }
  });
});
