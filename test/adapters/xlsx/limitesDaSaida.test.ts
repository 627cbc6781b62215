/**
 * What is written must fit in Excel (#39): `importar` wrote 1,250,000 rows (Excel drops those past
 * 1,048,576 and `anotar` then called the file damaged), and cells past Excel's 32,767 characters (a
 * 50 MB CSV field, a 40,000-character --ato) were written without a word. Now refused before anything
 * is written, naming the sheet or the cell; one sentence, exit code 2.
 */
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  conferirValoresParaOExcel,
  MAX_CARACTERES_EXCEL,
  MAX_LINHAS_EXCEL,
} from "../../../src/adapters/xlsx/limites";
import { PastaXlsx } from "../../../src/adapters/xlsx/pastaXlsx";
import { executarAnotar } from "../../../src/cli/anotar";
import { unzipSync, strFromU8 } from "fflate";
import { MAX_CARACTERES_DA_NOTA, textoDaNotaQueCabe, type ModeloFolha } from "../../../src/folhas/modelo";
import type { MarcaFolha } from "../../../src/adapters/porta";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "limites-saida-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("a saída cabe no Excel", () => {
  it("1.048.577 linhas: recusadas antes de gravar, com a folha nomeada; 1.048.576 cabem", async () => {
    const linhas = Array.from({ length: MAX_LINHAS_EXCEL + 1 }, (_, i) => [i]);
    const pasta = PastaXlsx.nova();
    await pasta.criarFolhaDeDados("Candidatos importados", linhas);
    await expect(pasta.paraBytes()).rejects.toThrow(
      'A folha "Candidatos importados" teria 1.048.577 linhas, mais do que as 1.048.576 de uma folha do Excel (que cortaria as de baixo): nada foi gravado; divida os dados em partes menores.',
    );
    expect(() => conferirValoresParaOExcel("X", linhas.slice(1))).not.toThrow();
  });

  it("uma célula de 40.000 caracteres: recusada, a célula nomeada; 32.767 cabem", async () => {
    const pasta = PastaXlsx.nova();
    await pasta.criarFolhaDeDados("Dados", [
      ["Nome", "Ato"],
      ["Ana", "x".repeat(40_000)],
    ]);
    await expect(pasta.paraBytes()).rejects.toThrow(
      "A célula Dados!B2 teria 40.000 caracteres, mais do que os 32.767 que uma célula do Excel guarda (que cortaria o resto): nada foi gravado; encurte o texto.",
    );
    expect(() => conferirValoresParaOExcel("X", [["x".repeat(MAX_CARACTERES_EXCEL)]])).not.toThrow();
  });

  it("`cotas anotar` de um CSV com um campo de 40.000 caracteres: código 2, a célula nomeada, nada gravado", async () => {
    const csv = join(dir, "longo.csv");
    await writeFile(
      csv,
      `Inscrição;Nome;Nota;Cargo\n1;Ana;90;Analista\n2;${"B".repeat(40_000)};80;Analista\n`,
    );
    const edital = join(dir, "edital.json");
    await writeFile(
      edital,
      JSON.stringify({ dataPublicacao: "2025-09-01", cargos: [{ id: "Analista", vagas: 1 }] }),
    );
    const saida = join(dir, "saida.xlsx");
    const r = await executarAnotar([csv, "-o", saida, "--edital", edital]);
    expect(r.codigo).toBe(2);
    expect(r.erro).toContain("A célula longo!B3 teria 40.000 caracteres, mais do que os 32.767");
    await expect(stat(saida)).rejects.toThrow();
  });
});

/** The text of each comment of the written workbook, in the order of the comments part. */
function comentarios(bytes: Uint8Array): string[] {
  const partes = unzipSync(bytes, { filter: (f) => /^xl\/comments\d*\.xml$/.test(f.name) });
  const xml = Object.values(partes)
    .map((p) => strFromU8(p))
    .join("");
  return [...xml.matchAll(/<t xml:space="preserve">([^<]*)<\/t>/g)].map((m) =>
    m[1]
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&"),
  );
}

describe("as notas cabem no Excel (32.767 caracteres, #39)", () => {
  const marca: MarcaFolha = { versao: 1, tipo: "ordem", hash: "h", completa: true };
  const modelo = (notas: ModeloFolha["notas"]): ModeloFolha => ({
    nome: "Ordem de nomeação",
    tipo: "ordem",
    valores: [["Observação"], ["x"]],
    formatos: [],
    larguras: [],
    congelarLinhas: 0,
    notas,
  });

  it("uma nota de 40.000 caracteres é cortada com o marcador: quanto ficou de fora e onde está o inteiro", async () => {
    const pasta = PastaXlsx.nova();
    const longa = "a".repeat(39_000) + "FIM".repeat(333) + "z";
    await pasta.escreverFolhas([
      {
        modelo: modelo([
          { linha: 1, coluna: 0, texto: longa, inteiroEm: "nas colunas Observação e Fundamento desta linha" },
        ]),
        marca,
      },
    ]);
    const [texto] = comentarios(await pasta.paraBytes());
    expect(texto.length).toBeLessThanOrEqual(MAX_CARACTERES_DA_NOTA);
    const fora = longa.length - texto.indexOf(" […] (nota cortada");
    expect(texto).toMatch(/^a{32000}/);
    expect(texto).toContain(
      `(nota cortada: ${fora.toLocaleString("pt-BR")} caracteres ficaram de fora, além dos 32.767 que uma nota do Excel guarda; o texto inteiro está nas colunas Observação e Fundamento desta linha.)`,
    );
  });

  it("duas notas na mesma célula que juntas passam do limite: a nota juntada é cortada; uma de 32.767 fica inteira", async () => {
    const pasta = PastaXlsx.nova();
    await pasta.escreverFolhas([
      {
        modelo: modelo([
          { linha: 1, coluna: 0, texto: "b".repeat(20_000) },
          { linha: 1, coluna: 0, texto: "c".repeat(20_000) },
          { linha: 0, coluna: 0, texto: "d".repeat(MAX_CARACTERES_DA_NOTA) },
        ]),
        marca,
      },
    ]);
    const [cabecalho, juntada] = comentarios(await pasta.paraBytes());
    expect(cabecalho).toBe("d".repeat(MAX_CARACTERES_DA_NOTA));
    expect(juntada.length).toBeLessThanOrEqual(MAX_CARACTERES_DA_NOTA);
    expect(juntada).toContain("o texto inteiro está nas células desta linha.)");
  });

  it("o corte nunca parte um caractere fora do plano básico (par substituto) e sempre cabe", () => {
    for (const n of [32_768, 40_000, 99_999, 100_000, 1_000_000]) {
      for (const prefixo of ["", "x"]) {
        const texto = textoDaNotaQueCabe({ texto: prefixo + "😀".repeat(n) });
        expect(texto.length).toBeLessThanOrEqual(MAX_CARACTERES_DA_NOTA);
        expect(texto.slice(0, texto.indexOf(" […]"))).not.toMatch(/[\uD800-\uDBFF]$/);
      }
    }
  });
});
