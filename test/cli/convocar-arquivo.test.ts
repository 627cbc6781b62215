/**
 * `cotas convocar ENTRADA.xlsx -o SAIDA.xlsx`: on a workbook annotated by `cotas anotar`, two calls
 * with an outcome typed by the clerk between them (the file saved by openpyxl, another program): the
 * second call replaces the sem-efeito person at the same position (Lei 15.142, art. 7º, § 3º), the
 * Convocações sheet only grows, and the clerk's sheets and files are not touched.
 */
import { execFileSync } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executarAnotar } from "../../src/cli/anotar";
import type { Exemplo } from "../../src/exemplo/gerar";
import { escreverExemploXlsx } from "../../src/exemplo/planilha";
import { PYTHON, temOpenpyxl } from "../ferramentas";
import { argumentosDaConvocacao, convocacaoRecusada, livroEditado, pastaAnotada } from "./pastaAnotada";
import { rodar } from "./rodar";

let dir: string;
let exemplo: Exemplo;
let anotada: string;

beforeAll(async () => {
  ({ dir, exemplo, anotada } = await pastaAnotada("convocar-", {
    candidatos: 120,
    cargos: 2,
    semente: 2025,
  }));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

type Chamado = { posicao: number; lista: string; candidato: string; substitui: string | null };

async function convocar(entrada: string, saida: string, posicoes: number, ato: string, ...mais: string[]) {
  const r = await rodar([
    ...argumentosDaConvocacao(exemplo, entrada, saida, { posicoes, ato, data: "2026-03-01" }),
    "--json",
    ...mais,
  ]);
  expect([r.codigo, r.stderr]).toEqual([0, ""]);
  return (JSON.parse(r.stdout) as { convocacao: { numero: number; chamados: Chamado[] } }).convocacao;
}

/** The clerk types outcomes in another program (openpyxl reads and saves the whole workbook). */
function digitarDesfecho(caminho: string, ...celulasETextos: string[]): void {
  execFileSync(PYTHON, [
    "-c",
    "import sys, openpyxl\nw = openpyxl.load_workbook(sys.argv[1])\na = sys.argv[2:]\n" +
      "for c, t in zip(a[::2], a[1::2]): w['Convocações'][c] = t\nw.save(sys.argv[1])",
    caminho,
    ...celulasETextos,
  ]);
}

/** A sheet of a workbook as openpyxl reads it (another reader than ours). */
function folhaPeloOpenpyxl(caminho: string, folha: string): unknown[][] {
  return JSON.parse(
    execFileSync(PYTHON, [
      "-c",
      "import sys, json, openpyxl\nw = openpyxl.load_workbook(sys.argv[1])\n" +
        "print(json.dumps([list(r) for r in w[sys.argv[2]].iter_rows(values_only=True)], default=str))",
      caminho,
      folha,
    ]).toString(),
  ) as unknown[][];
}

describe("cotas convocar sobre uma pasta .xlsx", () => {
  it.skipIf(!temOpenpyxl())(
    "duas convocações com um sem efeito digitado entre elas: o substituto entra na mesma posição, da mesma lista",
    async () => {
      const antes = await readFile(anotada);
      const c1 = join(dir, "c1.xlsx");
      const primeira = await convocar(anotada, c1, 3, "Portaria nº 1/2026");
      expect(primeira.numero).toBe(1);
      expect(primeira.chamados.map((c) => c.posicao)).toEqual([1, 2, 3]);
      expect(Buffer.compare(await readFile(anotada), antes)).toBe(0);

      const vaga = primeira.chamados[1];
      digitarDesfecho(c1, "J3", "Sem efeito");
      const c2 = join(dir, "c2.xlsx");
      const segunda = await convocar(c1, c2, 1, "Portaria nº 2/2026");
      expect(segunda.numero).toBe(2);
      expect(segunda.chamados).toHaveLength(1);
      expect(segunda.chamados[0]).toMatchObject({
        posicao: vaga.posicao,
        lista: vaga.lista,
        substitui: vaga.candidato,
      });

      // Read back by openpyxl too (ExcelJS cannot read the comments of a file openpyxl saved).
      const folhas = JSON.parse(
        execFileSync(PYTHON, [
          "-c",
          "import sys, json, openpyxl\nw = openpyxl.load_workbook(sys.argv[1])\n" +
            "print(json.dumps({n: [list(r) for r in w[n].iter_rows(values_only=True)] for n in ['Convocações', 'Atos das convocações']}, default=str))",
          c2,
        ]).toString(),
      ) as Record<string, unknown[][]>;
      expect(folhas["Convocações"].map((l) => [l[4], l[6], l[8], l[9]])).toEqual([
        ["Posição", "Inscrição", "Substitui", "Desfecho"],
        [1, primeira.chamados[0].candidato, null, null],
        [2, vaga.candidato, null, "Sem efeito"],
        [3, primeira.chamados[2].candidato, null, null],
        [vaga.posicao, segunda.chamados[0].candidato, vaga.candidato, null],
      ]);
      // The call's date is an Excel date (openpyxl reads a datetime), in the rows appended too.
      expect(folhas["Convocações"].slice(1).map((l) => l[2])).toEqual(
        Array.from({ length: 4 }, () => "2026-03-01 00:00:00"),
      );
      expect(
        folhas["Atos das convocações"].some((l) =>
          String(l[2]).startsWith("Portaria nº 2/2026 — convocação nº 2"),
        ),
      ).toBe(true);
    },
  );

  it.skipIf(!temOpenpyxl())(
    "três convocações, com uma desistência e um sem efeito digitados pelo openpyxl e duas vagas surgidas: cada saída substituída na mesma posição (art. 7º, § 3º), as vagas surgidas na mesma reserva (art. 1º, § 2º), ninguém chamado duas vezes, e a pasta calculada de novo mantém todos (art. 9º, § 2º)",
    async () => {
      const c1 = join(dir, "seq-1.xlsx");
      const primeira = await convocar(anotada, c1, 3, "Portaria nº 10/2026");
      expect(primeira.chamados.map((c) => c.posicao)).toEqual([1, 2, 3]);
      // Row 2 of the sheet is position 1, row 3 position 2.
      digitarDesfecho(c1, "J2", "Desistência", "J3", "sem efeito", "J4", "Posse");

      const c2 = join(dir, "seq-2.xlsx");
      const segunda = await convocar(c1, c2, 2, "Portaria nº 11/2026");
      expect(segunda.chamados.map((c) => [c.posicao, c.lista, c.substitui])).toEqual([
        [1, primeira.chamados[0].lista, primeira.chamados[0].candidato],
        [2, primeira.chamados[1].lista, primeira.chamados[1].candidato],
      ]);

      // The cargo has more than 5 vagas: positions 4 and 5 are the next ones, the 2 vagas arising
      // change the quadro they are computed on.
      expect(exemplo.cargos[0].vagas).toBeGreaterThan(5);
      const c3 = join(dir, "seq-3.xlsx");
      const terceira = await convocar(c2, c3, 2, "Portaria nº 12/2026", "--vagas-surgidas", "2");
      expect(terceira.numero).toBe(3);
      expect(terceira.chamados.map((c) => c.posicao)).toEqual([4, 5]);
      expect(terceira.chamados.every((c) => c.substitui === null)).toBe(true);
      const todos = [primeira, segunda, terceira].flatMap((v) => v.chamados.map((c) => c.candidato));
      expect(new Set(todos).size).toBe(todos.length);

      // The ledger as openpyxl reads it: the typed outcomes kept, the calls only appended.
      const livro = folhaPeloOpenpyxl(c3, "Convocações").slice(1);
      expect(livro.map((l) => [l[1], l[4], l[9]])).toEqual([
        [1, 1, "Desistência"],
        [1, 2, "sem efeito"],
        [1, 3, "Posse"],
        [2, 1, null],
        [2, 2, null],
        [3, 4, null],
        [3, 5, null],
      ]);

      // Computed again (cotas anotar over the workbook): everyone called holds their position, those
      // who left are out of the order.
      const final = join(dir, "seq-final.xlsx");
      const r = await executarAnotar([c3, "-o", final, "--substituir"]);
      expect(r.erro).toBe("");
      const ordem = folhaPeloOpenpyxl(final, "Ordem de nomeação");
      const cabecalho = ordem.findIndex((l) => l.includes("Posição"));
      const colPosicao = ordem[cabecalho].indexOf("Posição");
      const colInscricao = ordem[cabecalho].findIndex((v) => String(v).startsWith("Inscrição"));
      const doCargo = ordem.slice(cabecalho + 1).filter((l) => l.includes(exemplo.cargos[0].nome));
      const naPosicao = new Map(doCargo.map((l) => [Number(l[colPosicao]), String(l[colInscricao])]));
      for (const v of [segunda, terceira])
        for (const c of v.chamados) expect(naPosicao.get(c.posicao)).toBe(c.candidato);
      expect(naPosicao.get(3)).toBe(primeira.chamados[2].candidato);
      const saiu = [primeira.chamados[0].candidato, primeira.chamados[1].candidato];
      expect([...naPosicao.values()].filter((id) => saiu.includes(id))).toEqual([]);
    },
  );

  const convocarRecusado = (entrada: string) =>
    convocacaoRecusada(exemplo, entrada, join(dir, "recusada.xlsx"));

  describe("a folha Convocações conferida com a cópia guardada (Lei 15.142, art. 9º, § 2º)", () => {
    let c1: string;
    let primeira: { numero: number; chamados: Chamado[] };
    /** A copy of the workbook after the first call, edited by openpyxl: its path. */
    const copiaEditada = (nome: string, python: string): string => livroEditado(c1, join(dir, nome), python);
    beforeAll(async () => {
      if (!temOpenpyxl()) return;
      c1 = join(dir, "livro-1.xlsx");
      primeira = await convocar(anotada, c1, 3, "Portaria nº 20/2026");
    });

    it.skipIf(!temOpenpyxl())(
      "a linha de um convocado apagada pelo openpyxl: a convocação seguinte é recusada nomeando quem falta, ninguém é convocado de novo",
      async () => {
        const erro = await convocarRecusado(copiaEditada("livro-sem-linha.xlsx", "f.delete_rows(3)"));
        const apagado = primeira.chamados[1];
        expect(erro).toContain(`falta a linha de ${apagado.candidato} (convocação nº 1`);
        expect(erro).toContain(`posição ${apagado.posicao}`);
      },
    );

    it.skipIf(!temOpenpyxl())(
      "uma Posição redigitada pelo openpyxl: recusada na célula, com o valor registrado",
      async () => {
        const erro = await convocarRecusado(copiaEditada("livro-posicao.xlsx", "f['E3'] = 7"));
        expect(erro).toContain("Convocações!E3");
        expect(erro).toContain(`registrada com "${primeira.chamados[1].posicao}"`);
      },
    );

    it.skipIf(!temOpenpyxl())(
      "a folha Convocações excluída pelo openpyxl: recusada, a frase diz o que fazer",
      async () => {
        const erro = await convocarRecusado(copiaEditada("livro-sem-folha.xlsx", "del w['Convocações']"));
        expect(erro).toContain("a folha Convocações não está na pasta");
        expect(erro).toContain("1 convocação (3 pessoas)");
      },
    );

    it.skipIf(!temOpenpyxl())(
      "um Desfecho escrito como fórmula pelo openpyxl (sem valor calculado): recusado na célula, nunca lido como em branco",
      async () => {
        const erro = await convocarRecusado(
          copiaEditada("livro-formula.xlsx", `f['J3'] = '=IF(TRUE,"Sem efeito","")'`),
        );
        expect(erro).toContain("Convocações!J3: a célula tem uma fórmula sem o valor calculado");
      },
    );

    it.skipIf(!temOpenpyxl())(
      "uma linha digitada abaixo da tabela pelo openpyxl: recusada na célula (código 2), não 'erro inesperado'",
      async () => {
        const outro = exemplo.candidatos.find(
          (c) => !primeira.chamados.some((x) => x.candidato === String(c.inscricao)),
        )!;
        const erro = await convocarRecusado(
          copiaEditada(
            "livro-abaixo.xlsx",
            `f.append(['${exemplo.cargos[0].nome}', 1, '01/03/2026', 'Portaria nº 20/2026', 9, 'AC', '${outro.inscricao}', 'X', None, None])`,
          ),
        );
        expect(erro).toContain("Convocações!G5: esta linha não está no registro das convocações");
      },
    );

    it.skipIf(!temOpenpyxl())(
      "numa pasta sem a cópia do livro (de antes dela), uma anotação abaixo da tabela: erros na célula, código 2, não 'erro inesperado'",
      async () => {
        const erro = await convocarRecusado(
          copiaEditada(
            "livro-sem-copia.xlsx",
            "s = w['_cotas_suplemento']\n" +
              "for r in range(s.max_row, 0, -1):\n" +
              "    if s.cell(row=r, column=1).value == 'configuracao:cotas.convocacoes': s.delete_rows(r)\n" +
              "f['A6'] = 'anotação do escrivão'",
          ),
        );
        expect(erro).toContain("Convocações!G6: falta a inscrição de quem foi convocado(a)");
        // And the copy's absence, in its own sentence: the sheet alone is never trusted (#39).
        expect(erro).toContain("mas falta a cópia das convocações que o suplemento guarda na pasta");
        expect(erro).not.toContain("erro inesperado");
      },
    );

    it.skipIf(!temOpenpyxl())(
      "a cópia do livro apagada da folha oculta e a linha de um convocado apagada pelo openpyxl: recusada (código 2) com a frase da cópia, ninguém convocado de novo (#39)",
      async () => {
        const editada = copiaEditada(
          "livro-sem-copia-e-sem-linha.xlsx",
          "s = w['_cotas_suplemento']\n" +
            "for r in range(s.max_row, 0, -1):\n" +
            "    if s.cell(row=r, column=1).value == 'configuracao:cotas.convocacoes': s.delete_rows(r)\n" +
            "f.delete_rows(2)",
        );
        const erro = await convocarRecusado(editada);
        // The result computed again (cotas anotar) stops as well: it would place the person deleted.
        const anotar = await rodar(["anotar", editada, "-o", join(dir, "reanotada.xlsx")]);
        expect(anotar.codigo).toBe(2);
        expect(anotar.stderr).toContain("mas falta a cópia das convocações");
        expect(erro).toContain(
          "Convocações!A1:J1: a folha Convocações tem 2 pessoas convocadas, mas falta a cópia das convocações que o suplemento guarda na pasta (na folha oculta _cotas_suplemento)",
        );
        expect(erro).toContain("Volte a uma cópia da pasta salva depois da última convocação");
      },
    );

    it.skipIf(!temOpenpyxl())(
      "a tabela da folha Convocações desfeita pelo openpyxl (virou intervalo): uma frase, código 2, não 'erro inesperado'",
      async () => {
        const erro = await convocarRecusado(
          copiaEditada("livro-sem-tabela.xlsx", "del f.tables['Cotas_Convocacoes']"),
        );
        expect(erro).toBe('cotas convocar: A folha "Convocações" não tem tabela onde acrescentar linhas.\n');
      },
    );

    it.skipIf(!temOpenpyxl())(
      "as linhas ordenadas de trás para frente pelo openpyxl: a convocação seguinte é a mesma que a da pasta intocada",
      async () => {
        const editada = copiaEditada(
          "livro-ordenado.xlsx",
          "linhas = [[c.value for c in r] for r in f.iter_rows(min_row=2, max_row=4)]\n" +
            "for i, l in enumerate(reversed(linhas)):\n    for j, v in enumerate(l): f.cell(row=2 + i, column=1 + j, value=v)",
        );
        const daIntocada = await convocar(c1, join(dir, "livro-2a.xlsx"), 2, "Portaria nº 21/2026");
        const daOrdenada = await convocar(editada, join(dir, "livro-2b.xlsx"), 2, "Portaria nº 21/2026");
        expect(daOrdenada).toEqual(daIntocada);
      },
    );
  });

  it("sem -o, com a pasta, a falta é dita numa frase (código 2) e nada é gravado", async () => {
    const r = await rodar(["convocar", anotada, "--cargo", "X", "--posicoes", "1"]);
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain("-o SAIDA.xlsx");
    expect(r.stdout).toBe("");
  });

  it("uma pasta sem o edital guardado é recusada com o caminho a seguir", async () => {
    const crua = join(dir, "crua.xlsx");
    await escreverExemploXlsx(exemplo, crua);
    const r = await rodar(["convocar", crua, "-o", join(dir, "x.xlsx"), "--cargo", "X", "--posicoes", "1"]);
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain("não tem o edital guardado");
  });
});
