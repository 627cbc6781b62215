/**
 * The copy of the ledger the add-in saves with every call (#39, "someone called twice"): a workbook whose
 * Convocações sheet has calls but whose copy is missing, damaged or of another version is a stop, with a
 * sentence that names the copy and says how to go on, for the next call, the result computed again
 * (`cotas anotar`, the pane) and undo alike. A workbook never called has no copy and is fine.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { PastaMemoria } from "../../src/adapters/memoria";
import { PastaOffice } from "../../src/adapters/office";
import { PastaXlsx } from "../../src/adapters/xlsx/pastaXlsx";
import { COLUNA_DESFECHO, FOLHA_CONVOCACOES } from "../../src/folhas/convocacoes";
import {
  CHAVE_CONVOCACOES,
  calcularComLivro,
  desfazerUltimaConvocacao,
  lerConvocacoesDaPasta,
  lerCopiaDoLivro,
  temErros,
  ultimaConvocacao,
} from "../../src/pipeline";
import { HostExcel } from "../adapters/office/hostExcel";
import { ambienteReal } from "../adapters/office/officeReal";
import { CONCURSO, convocar, ESCRIVAO } from "./livroDeTeste";

const COMO_SEGUIR = "Volte a uma cópia da pasta salva depois da última convocação";

async function comDuasConvocacoes(): Promise<PastaMemoria> {
  const porta = new PastaMemoria({ folhas: [{ nome: "Candidatos", valores: ESCRIVAO }] });
  await convocar(porta, 2, "Portaria nº 1/2026");
  porta.folha(FOLHA_CONVOCACOES)!.celulas[2][COLUNA_DESFECHO] = "Sem efeito";
  await convocar(porta, 1, "Portaria nº 2/2026");
  porta.reabrir();
  return porta;
}

/** Every error of the ledger, and of what reads it (the result again, undo), in one text. */
async function paradas(porta: PastaMemoria): Promise<string[]> {
  const livro = await lerConvocacoesDaPasta(porta);
  expect(temErros(livro.problemas)).toBe(true);
  const calculado = await calcularComLivro(porta, CONCURSO);
  expect("problemas" in calculado).toBe(true);
  const ultima = await ultimaConvocacao(porta);
  expect(ultima?.impedimento).toBeDefined();
  await expect(desfazerUltimaConvocacao(porta)).rejects.toThrow(ultima!.impedimento);
  return [livro.problemas.map((p) => p.mensagem).join("\n"), ultima!.impedimento!];
}

describe("a cópia do livro de convocações (#39)", () => {
  it("uma pasta nunca convocada não tem cópia, e a primeira convocação segue", async () => {
    const porta = new PastaMemoria({ folhas: [{ nome: "Candidatos", valores: ESCRIVAO }] });
    expect(await lerCopiaDoLivro(porta)).toEqual({ estado: "ausente" });
    const { convocacoes, problemas } = await lerConvocacoesDaPasta(porta);
    expect({ convocacoes, problemas }).toEqual({ convocacoes: [], problemas: [] });
    await convocar(porta, 2, "Portaria nº 1/2026");
    expect((await lerCopiaDoLivro(porta)).estado).toBe("lida");
  });

  it("a cópia apagada e uma linha da folha apagada: para, em vez de convocar de novo quem saiu da folha", async () => {
    const porta = await comDuasConvocacoes();
    porta.configuracoes.delete(CHAVE_CONVOCACOES);
    porta.folha(FOLHA_CONVOCACOES)!.celulas.splice(1, 1); // A, called first
    porta.folha(FOLHA_CONVOCACOES)!.tabelas[0].intervalo.linhas--;
    const [livro, desfazer] = await paradas(porta);
    expect(livro).toContain(
      "Convocações!A1:J1: a folha Convocações tem 2 pessoas convocadas, mas falta a cópia das convocações que o suplemento guarda na pasta (na folha oculta _cotas_suplemento)",
    );
    expect(livro).toContain("alguém já convocado poderia ser convocado de novo");
    expect(livro).toContain(COMO_SEGUIR);
    expect(desfazer).toContain("falta a cópia das convocações");
  });

  it.each([
    [
      "danificada (não é o que o suplemento grava)",
      { versao: 1, convocacoes: [{ numero: "1" }] },
      "está danificada e não pode ser lida",
    ],
    [
      "danificada (o JSON quebrado no arquivo)",
      { "cotas:entrada-danificada": true },
      "está danificada e não pode ser lida",
    ],
    [
      "de outra versão",
      { versao: 2, convocacoes: [] },
      "foi gravada por outra versão do suplemento (versão 2)",
    ],
  ])("a cópia %s: para, e a frase diz o que houve e como seguir", async (_, valor, frase) => {
    const porta = await comDuasConvocacoes();
    porta.configuracoes.set(CHAVE_CONVOCACOES, valor);
    const [livro, desfazer] = await paradas(porta);
    expect(livro).toContain(frase);
    expect(livro).toContain(COMO_SEGUIR);
    expect(desfazer).toContain(frase);
  });

  it("a cópia danificada e a folha Convocações excluída: para (a cópia poderia ter convocações)", async () => {
    const porta = await comDuasConvocacoes();
    porta.configuracoes.set(CHAVE_CONVOCACOES, "{ quebrado");
    await porta.excluirFolhas([FOLHA_CONVOCACOES]);
    const livro = await lerConvocacoesDaPasta(porta);
    expect(livro.problemas.map((p) => p.mensagem).join()).toContain("está danificada");
  });
});

describe("no arquivo .xlsx: a folha oculta _cotas_suplemento editada por outro programa", () => {
  async function arquivoConvocado(): Promise<Uint8Array> {
    const inicial = new ExcelJS.Workbook();
    inicial.addWorksheet("Candidatos").addRows(ESCRIVAO);
    const porta = PastaXlsx.abrir(new Uint8Array((await inicial.xlsx.writeBuffer()) as ArrayBuffer));
    await convocar(porta, 2, "Portaria nº 1/2026");
    return porta.paraBytes();
  }

  /** The workbook with the store's rows edited in place (the Convocações sheet untouched). */
  async function comOArmazem(
    bytes: Uint8Array,
    mexer: (ws: ExcelJS.Worksheet, w: ExcelJS.Workbook) => void,
  ): Promise<PastaXlsx> {
    const w = new ExcelJS.Workbook();
    await w.xlsx.load(bytes.slice().buffer as ArrayBuffer);
    mexer(w.getWorksheet("_cotas_suplemento")!, w);
    return PastaXlsx.abrir(new Uint8Array((await w.xlsx.writeBuffer()) as ArrayBuffer));
  }

  it("o JSON da cópia cortado ao meio: 'danificada', nunca lida como ausente", async () => {
    const porta = await comOArmazem(await arquivoConvocado(), (ws) =>
      ws.eachRow((r) => {
        if (r.getCell(1).value === `configuracao:${CHAVE_CONVOCACOES}`)
          r.getCell(2).value = String(r.getCell(2).value).slice(0, 20);
      }),
    );
    expect(await lerCopiaDoLivro(porta)).toEqual({ estado: "danificada" });
    const livro = await lerConvocacoesDaPasta(porta);
    expect(livro.problemas.map((p) => p.mensagem).join()).toContain("está danificada e não pode ser lida");
  });

  it("a linha da cópia apagada: a folha tem convocações e falta a cópia: para", async () => {
    const porta = await comOArmazem(await arquivoConvocado(), (ws) =>
      ws.eachRow((r, i) => {
        if (r.getCell(1).value === `configuracao:${CHAVE_CONVOCACOES}`) ws.spliceRows(i, 1);
      }),
    );
    const livro = await lerConvocacoesDaPasta(porta);
    expect(livro.problemas.map((p) => p.mensagem).join()).toContain(
      "tem 2 pessoas convocadas, mas falta a cópia",
    );
  });

  it("a folha oculta excluída (marcas e cópia): a tabela Cotas_Convocacoes com linhas ainda diz que houve convocação: para", async () => {
    const porta = await comOArmazem(await arquivoConvocado(), (ws, w) => w.removeWorksheet(ws.id));
    expect((await porta.listarFolhas()).find((f) => f.nome === FOLHA_CONVOCACOES)?.marca).toBeNull();
    const livro = await lerConvocacoesDaPasta(porta);
    expect(livro.problemas.map((p) => p.mensagem).join()).toContain(
      "Convocações!A1:J1: a folha Convocações tem 2 pessoas convocadas, mas falta a cópia",
    );
  });
});

describe("os arquivos do corpus (test/adapters/xlsx/corpus/estragar-copia-do-livro.py): a primeira convocação, a cópia mexida pelo openpyxl", () => {
  const doCorpus = (nome: string) =>
    PastaXlsx.abrir(new Uint8Array(readFileSync(join(__dirname, "../adapters/xlsx/corpus", nome))));

  it("sem a cópia e sem a linha da primeira pessoa convocada: para, nunca a convoca de novo", async () => {
    const livro = await lerConvocacoesDaPasta(doCorpus("openpyxl-livro-sem-copia.xlsx"));
    expect(livro.problemas.map((p) => p.mensagem)).toEqual([
      expect.stringMatching(
        /^Convocações!A1:J1: a folha Convocações tem 1 pessoa convocada, mas falta a cópia .* Volte a uma cópia da pasta salva depois da última convocação/,
      ),
    ]);
  });

  it("com o JSON da cópia cortado: para, dizendo que a cópia está danificada", async () => {
    const porta = doCorpus("openpyxl-livro-copia-danificada.xlsx");
    expect(await lerCopiaDoLivro(porta)).toEqual({ estado: "danificada" });
    const livro = await lerConvocacoesDaPasta(porta);
    expect(livro.problemas.map((p) => p.mensagem).join()).toContain(
      "a cópia das convocações que o suplemento guarda na pasta (na folha oculta _cotas_suplemento) está danificada",
    );
  });
});

describe("no Excel: a cópia que o cotas convocar deixou na folha oculta (a pasta convocada pelo CLI, aberta no Excel)", () => {
  /** Calls made in Excel, then the copy moved from Excel's settings to the hidden sheet, as the CLI keeps it. */
  async function comACopiaNaFolhaOculta(json: (copia: string) => string | null) {
    const host = new HostExcel([{ nome: "Candidatos", valores: ESCRIVAO }]);
    await convocar(new PastaOffice(ambienteReal(host)), 2, "Portaria nº 1/2026");
    const configuracoes = JSON.parse(host.pasta.configuracoesSalvas) as Record<string, unknown>;
    const copia = JSON.stringify(configuracoes[CHAVE_CONVOCACOES]);
    delete configuracoes[CHAVE_CONVOCACOES];
    host.pasta.configuracoesSalvas = JSON.stringify(configuracoes);
    const interna = host.pasta.adicionarFolha("_cotas_suplemento");
    const texto = json(copia);
    interna.valores[0] = ["outra:coisa", "{}"];
    if (texto !== null)
      interna.valores[1] = [`configuracao:${CHAVE_CONVOCACOES}`, texto.slice(0, 40), texto.slice(40)];
    return new PastaOffice(ambienteReal(host));
  }

  it("a cópia é lida da folha oculta, cortada em células: a próxima convocação segue, sem erro", async () => {
    const porta = await comACopiaNaFolhaOculta((c) => c);
    expect(await convocar(porta, 1, "Portaria nº 2/2026")).toEqual([[3, "AC", "B", null]]);
  });

  it("danificada na folha oculta: para", async () => {
    const porta = await comACopiaNaFolhaOculta((c) => c.slice(0, 30));
    const livro = await lerConvocacoesDaPasta(porta);
    expect(livro.problemas.map((p) => p.mensagem).join()).toContain("está danificada e não pode ser lida");
  });

  it("nem nas configurações do Excel nem na folha oculta: para", async () => {
    const porta = await comACopiaNaFolhaOculta(() => null);
    const livro = await lerConvocacoesDaPasta(porta);
    expect(livro.problemas.map((p) => p.mensagem).join()).toContain(
      "tem 2 pessoas convocadas, mas falta a cópia",
    );
  });
});
