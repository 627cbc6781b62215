import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { afterEach, describe, expect, it } from "vitest";
import { PastaMemoria } from "../../src/adapters/memoria";
import {
  abrirPastaDeTrabalho,
  baixarPastaAnotada,
  baixarPastaInteiraDoExcel,
  exportarFolhasDoSuplemento,
} from "../../src/web/navegador";
import type { Edital } from "../../src/engine/tipos";
import { conferir, executar, calcular } from "../../src/pipeline";
import { renderizar } from "../../src/folhas/render";
import { lerVagasPorCargo } from "../../src/leitura/vagasPorCargo";

const EXEMPLO = "assets/exemplo-edital.xlsx";
const edital = async (): Promise<Edital> =>
  JSON.parse(await readFile("assets/exemplo-edital.json", "utf8")) as Edital;

async function pastaDoBlob(blob: Blob): Promise<ExcelJS.Workbook> {
  const pasta = new ExcelJS.Workbook();
  await pasta.xlsx.load(await blob.arrayBuffer());
  return pasta;
}

describe("modo web: abrir, rodar, baixar", () => {
  it("o exemplo aberto pelos bytes do arquivo volta com as folhas do suplemento e as do escrivão", async () => {
    const bytes = await readFile(EXEMPLO);
    const porta = await abrirPastaDeTrabalho(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      "exemplo-edital.xlsx",
    );
    const { cargos } = lerVagasPorCargo(await porta.lerIntervalo("Vagas"));
    const r = await executar(porta, {
      edital: await edital(),
      cargos,
      fonte: { tipo: "intervalo", folha: "Candidatos" },
    });
    expect(r.situacao).toBe("escrito");
    const baixada = await pastaDoBlob(await baixarPastaAnotada(porta));
    expect(baixada.worksheets.filter((f) => f.state === "visible").map((f) => f.name)).toEqual([
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
  });

  it("um .csv é aberto pelo nome do arquivo", async () => {
    const porta = await abrirPastaDeTrabalho(new TextEncoder().encode("a;b\n1;2\n"), "dados.CSV");
    expect((await porta.lerIntervalo("dados")).valores).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("baixar sem pasta de arquivo é um erro explicado", async () => {
    await expect(baixarPastaAnotada(new PastaMemoria())).rejects.toThrow(/Não há pasta aberta/);
  });
});

describe("dentro do Excel: Exportar pasta anotada", () => {
  afterEach(() => {
    delete (globalThis as { Office?: unknown }).Office;
  });

  it("as folhas do suplemento, renderizadas dos mesmos modelos, numa pasta nova", async () => {
    const porta = await abrirPastaDeTrabalho(await readFile(EXEMPLO), "exemplo-edital.xlsx");
    const tabela = await porta.lerIntervalo("Candidatos");
    const { cargos } = lerVagasPorCargo(await porta.lerIntervalo("Vagas"));
    const c = conferir({ tabela, edital: await edital(), cargos });
    const entrada = { concurso: c.concurso!, resultado: await calcular(c.concurso!), origem: c.origem };
    const pasta = await pastaDoBlob(await exportarFolhasDoSuplemento(entrada));
    const modelos = renderizar(entrada);
    expect(pasta.worksheets.filter((f) => f.state === "visible").map((f) => f.name)).toEqual(
      modelos.map((m) => m.nome),
    );
    for (const m of modelos) {
      const f = pasta.getWorksheet(m.nome)!;
      m.valores.forEach((linha, i) =>
        linha.forEach((v, j) => expect(f.getCell(i + 1, j + 1).value ?? null).toEqual(v === "" ? null : v)),
      );
    }
  });

  it("a pasta inteira pelo getFileAsync do Office, fatia por fatia", async () => {
    const conteudo = new Uint8Array([80, 75, 3, 4, 1, 2, 3, 4, 5]);
    let fechado = false;
    (globalThis as { Office?: unknown }).Office = {
      FileType: { Compressed: "compressed" },
      AsyncResultStatus: { Succeeded: "succeeded", Failed: "failed" },
      context: {
        requirements: { isSetSupported: () => true },
        document: {
          getFileAsync: (_tipo: string, _opcoes: unknown, volta: (r: unknown) => void) =>
            volta({
              status: "succeeded",
              value: {
                sliceCount: 3,
                getSliceAsync: (i: number, v: (r: unknown) => void) =>
                  v({ status: "succeeded", value: { data: Array.from(conteudo.slice(i * 3, i * 3 + 3)) } }),
                closeAsync: () => (fechado = true),
              },
            }),
        },
      },
    };
    const blob = await baixarPastaInteiraDoExcel();
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(conteudo);
    expect(fechado).toBe(true);
  });

  it("sem getFileAsync, uma mensagem que o painel pode mostrar", async () => {
    await expect(baixarPastaInteiraDoExcel()).rejects.toThrow(/Salvar uma cópia/);
  });
});

describe("ExcelJS fora do pacote do painel", () => {
  it("o código do adaptador que o painel importa só traz o ExcelJS por import dinâmico", async () => {
    for (const arquivo of [
      ...(await readdir("src/adapters/xlsx")).map((a) => join("src/adapters/xlsx", a)),
      ...(await readdir("src/web")).map((a) => join("src/web", a)),
    ]) {
      const texto = await readFile(arquivo, "utf8");
      expect(texto, arquivo).not.toMatch(/^import (?!type )[^;]*from "exceljs"/m);
      expect(texto, arquivo).not.toMatch(/require\("exceljs"\)/);
    }
  });
});

describe("modo web: um CSV com aspas que não fecham", () => {
  it("não abre, e a mensagem diz a célula (as linhas depois das aspas não somem em silêncio)", async () => {
    const csv = new TextEncoder().encode('Inscrição;Nome;Nota\n1;"Ana;7,5\n2;Bia;8,5\n3;Caio;9\n');
    await expect(abrirPastaDeTrabalho(csv, "resultado.csv")).rejects.toThrow(
      /^resultado!B2: as aspas abertas neste campo não se fecham/,
    );
  });
});

describe("setas das dependências", () => {
  it("o adaptador .xlsx não importa o pipeline (o pipeline usa a porta, não o contrário)", async () => {
    const pasta = "src/adapters/xlsx";
    for (const arquivo of await readdir(pasta)) {
      const texto = await readFile(join(pasta, arquivo), "utf8");
      expect(texto, arquivo).not.toMatch(/from "(\.\.\/)+pipeline/);
    }
  });
});
