/**
 * The Convocações sheet through the real Office.js client against the simulated host: the Desfecho
 * column gets its drop-down (Range.dataValidation, ExcelApi 1.8) over the table's rows (Excel grows it
 * with rows.add), an Excel without 1.8 gets the same sheet without it, and the call's date is a number
 * with a date format.
 */
import { describe, expect, it } from "vitest";
import { PastaOffice } from "../../../src/adapters/office";
import { marcaDe } from "../../../src/adapters/porta";
import { modeloDasConvocacoes } from "../../../src/folhas/convocacoes";
import { lerConvocacoesDaFolha } from "../../../src/leitura/convocacoesDaFolha";
import { HostExcel } from "./hostExcel";
import { ambienteReal } from "./officeReal";

const linha = ["Analista", 1, 46082, "Portaria nº 1/2026", 1, "AC", "0001", "Ana", null, null];

async function escrever(versaoApi?: string) {
  const host = new HostExcel([{ nome: "Candidatos", valores: [["x"]] }], versaoApi);
  const m = modeloDasConvocacoes([linha]);
  const porta = new PastaOffice(ambienteReal(host));
  await porta.escreverFolhas([{ modelo: m, marca: marcaDe(m) }]);
  return Object.assign(host.pasta.folha("Convocações")!, { porta, host });
}

describe("folha Convocações no Office.js", () => {
  it("a coluna Desfecho tem a lista suspensa (dataValidation.rule list, inCellDropDown) nas linhas da tabela, aviso para outro texto", async () => {
    const f = await escrever();
    expect(f.validacoes).toEqual([
      {
        intervalo: { linha: 1, coluna: 9, linhas: 1, colunas: 1 },
        regra: { list: { inCellDropDown: true, source: "Posse,Sem efeito,Desistência" } },
        alerta: {
          showAlert: true,
          style: "Warning",
          title: "Desfecho",
          message: expect.stringContaining("Desistente") as unknown,
        },
        ignorarBrancos: true,
      },
    ]);
  });

  it("num Excel sem ExcelApi 1.8 a folha é escrita, sem a lista", async () => {
    const f = await escrever("1.7");
    expect(f.validacoes).toEqual([]);
    expect(f.valores[1]?.[6]).toBe("0001");
  });

  it("a data da convocação é um número com formato de data (dd/mm/yyyy); linhas acrescentadas levam o formato e a lista", async () => {
    const f = await escrever();
    expect(f.valores[1][2]).toBe(46082);
    expect(f.formatos).toContainEqual({
      intervalo: { linha: 1, coluna: 2, linhas: 1, colunas: 1 },
      propriedade: "numberFormat",
      valor: "dd/mm/yyyy",
    });
    await f.porta.acrescentarLinhas("Convocações", [
      ["Analista", 2, 46113, "Portaria nº 2/2026", 2, "PcD", "0002", "Bia", null, null],
    ]);
    expect(f.valores[2][2]).toBe(46113);
    expect(f.validacoes.map((v) => v.intervalo)).toEqual([{ linha: 1, coluna: 9, linhas: 2, colunas: 1 }]);
    expect(f.formatos.filter((x) => x.propriedade === "numberFormat").map((x) => x.intervalo)).toEqual([
      { linha: 1, coluna: 2, linhas: 2, colunas: 1 },
    ]);
  });

  it("células mescladas sobre as linhas (ExcelApi 1.13): a leitura diz a área, no mesmo sync dos valores, e o livro para nomeando-a (#39)", async () => {
    const f = await escrever();
    await f.porta.acrescentarLinhas("Convocações", [
      ["Analista", 2, 46113, "Portaria nº 2/2026", 2, "PcD", "0002", "Bia", null, null],
    ]);
    // "Sem efeito" mesclado sobre os dois Desfechos (J2:J3), e uma mescla no título, fora dos dados.
    f.valores[1][9] = "Sem efeito";
    f.mesclas.push(
      { linha: 1, coluna: 9, linhas: 2, colunas: 1 },
      { linha: 0, coluna: 0, linhas: 1, colunas: 1 },
    );
    const syncs = f.host.syncs;
    const tabela = await f.porta.lerTabela("Cotas_Convocacoes");
    // The same syncs as without 1.13 (below): the areas ride with the values.
    expect(f.host.syncs - syncs).toBe(3);
    expect(tabela.mesclas).toEqual([{ linha: 1, coluna: 9, linhas: 2, colunas: 1 }]);
    expect(lerConvocacoesDaFolha(tabela).problemas.map((p) => p.mensagem)).toEqual([
      "Convocações!J2: as células J2:J3 estão mescladas: o valor de uma célula mesclada vale só para a primeira linha, e as outras são lidas em branco; desfaça a mesclagem e escreva o valor em cada linha",
    ]);
    // Sem mesclas, nada a dizer (o objeto nulo do Excel).
    f.mesclas.length = 0;
    expect((await f.porta.lerTabela("Cotas_Convocacoes")).mesclas).toBeUndefined();
  });

  it("num Excel sem ExcelApi 1.13 a leitura segue sem as mesclas (não pede o que o Excel não tem)", async () => {
    const f = await escrever("1.12");
    f.mesclas.push({ linha: 1, coluna: 9, linhas: 2, colunas: 1 });
    const syncs = f.host.syncs;
    const tabela = await f.porta.lerTabela("Cotas_Convocacoes");
    expect(f.host.syncs - syncs).toBe(3);
    expect(tabela.valores[1][6]).toBe("0001");
    expect(tabela.mesclas).toBeUndefined();
  });
});
