/**
 * `cotas convocar` (RULES § 7): the next call printed as the JSON contract, the ledger read from the
 * file, and bad input refused with one Portuguese sentence and exit code 2, nothing on stdout.
 */
import { describe, expect, it } from "vitest";
import { CONCURSO as DO_LIVRO } from "../pipeline/livroDeTeste";
import { rodar } from "./rodar";

/** `cotas` with today on 01/03/2026, the default --data. */
const rodarHoje = (argv: string[], arquivos: Record<string, string>) => rodar(argv, arquivos, "2026-03-01");

/** The ledger tests' concurso, with the validity of the concurso the CLI checks the call's date against. */
const CONCURSO = {
  ...DO_LIVRO,
  edital: { dataPublicacao: "2025-09-01", validade: { homologacao: "2026-01-15", meses: 12 } },
};

describe("cotas convocar", () => {
  it("--json: a primeira convocação, com numero, cargo e cada chamado com posição, lista, candidato e substitui", async () => {
    const { codigo, stdout, stderr } = await rodarHoje(
      ["convocar", "c.json", "--cargo", "C1", "--posicoes", "2", "--ato", "Portaria nº 12/2026", "--json"],
      { "c.json": JSON.stringify(CONCURSO) },
    );
    expect([codigo, stderr]).toEqual([0, ""]);
    expect(JSON.parse(stdout)).toEqual({
      convocacao: {
        numero: 1,
        data: "2026-03-01",
        ato: "Portaria nº 12/2026",
        cargo: "C1",
        chamados: [
          { posicao: 1, lista: "AC", candidato: "A", substitui: null },
          { posicao: 2, lista: "PPP", candidato: "E", substitui: null },
        ],
      },
      avisos: [],
    });
  });

  it("Lei 15.142 art. 7º § 3º: com a nomeação de E sem efeito no livro, a convocação 2 põe F na posição 2, substituindo E", async () => {
    const comLivro = {
      ...CONCURSO,
      convocacoes: [
        {
          numero: 1,
          data: "2026-02-01",
          cargo: "C1",
          chamados: [
            { posicao: 1, lista: "AC", candidato: "A" },
            { posicao: 2, lista: "PPP", candidato: "E" },
          ],
          desfechos: { A: "posse", E: "sem-efeito" },
        },
      ],
    };
    const { codigo, stdout } = await rodarHoje(
      ["convocar", "c.json", "--cargo", "C1", "--posicoes", "2", "--json"],
      {
        "c.json": JSON.stringify(comLivro),
      },
    );
    expect(codigo).toBe(0);
    const { convocacao } = JSON.parse(stdout);
    expect(convocacao.numero).toBe(2);
    expect(convocacao.chamados).toEqual([
      { posicao: 2, lista: "PPP", candidato: "F", substitui: "E" },
      { posicao: 3, lista: "AC", candidato: "B", substitui: null },
    ]);
  });

  it("sem --json: a tabela em português, as notas e o registro a acrescentar ao livro", async () => {
    const { stdout } = await rodarHoje(["convocar", "c.json", "--cargo", "C1", "--posicoes", "1"], {
      "c.json": JSON.stringify(CONCURSO),
    });
    expect(stdout).toContain("Convocação nº 1 — cargo C1 — 2026-03-01");
    expect(stdout).toContain("Ana");
    expect(stdout).toContain("Lei nº 15.142/2025, art. 9º, caput");
    expect(stdout).toContain("1ª posição — Ana (inscrição A) — lista de ampla concorrência (AC).");
    expect(stdout).toContain(
      '{"numero":1,"data":"2026-03-01","cargo":"C1","chamados":[{"posicao":1,"lista":"AC","candidato":"A"}]}',
    );
  });

  it("dado ruim: código 2, uma frase em português, nada na saída", async () => {
    const arquivos = { "c.json": JSON.stringify(CONCURSO) };
    const casos: [string[], string][] = [
      [["convocar", "c.json", "--posicoes", "1"], "cotas convocar: informe o cargo com --cargo ID"],
      [
        ["convocar", "c.json", "--cargo", "C1"],
        "cotas convocar: informe quantas posições convocar com --posicoes M",
      ],
      [
        ["convocar", "c.json", "--cargo", "C1", "--posicoes", "0"],
        "cotas convocar: --posicoes deve ser um número inteiro igual ou maior que 1",
      ],
      [
        ["convocar", "c.json", "--cargo", "C1", "--posicoes", "1", "--data", "01/03/2026"],
        '--data deve ser uma data AAAA-MM-DD; recebido "01/03/2026"',
      ],
      [
        ["convocar", "c.json", "--cargo", "C9", "--posicoes", "1"],
        'cargo: cargo "C9" não está na lista de cargos',
      ],
      [
        ["convocar", "c.json", "--cargo", "C1", "--posicoes", "1", "--data", "2027-01-16"],
        "data: a validade do concurso terminou em 15/01/2027 (sem prorrogação registrada); não há convocação em 16/01/2027",
      ],
      [
        ["convocar", "nao-existe.json", "--cargo", "C1", "--posicoes", "1"],
        "não foi possível ler nao-existe.json",
      ],
    ];
    for (const [argv, mensagem] of casos) {
      const { codigo, stdout, stderr } = await rodarHoje(argv, arquivos);
      expect([codigo, stdout]).toEqual([2, ""]);
      expect(stderr).toContain(mensagem);
      expect(stderr).not.toMatch(/\n\s+at /);
    }
  });

  it("cotas alocar confere o livro do arquivo: pessoa convocada duas vezes sai com código 2 e o campo", async () => {
    const chamado = { posicao: 1, lista: "AC", candidato: "A" };
    const comLivro = {
      ...CONCURSO,
      convocacoes: [
        { numero: 1, cargo: "C1", chamados: [chamado] },
        { numero: 2, cargo: "C1", chamados: [{ ...chamado, posicao: 2 }] },
      ],
    };
    const { codigo, stdout, stderr } = await rodarHoje(["alocar", "c.json", "--json"], {
      "c.json": JSON.stringify(comLivro),
    });
    expect([codigo, stdout]).toEqual([2, ""]);
    expect(stderr).toContain(
      'convocação nº 2 do cargo "C1", candidato "A": já foi convocado(a) ou nomeado(a) antes: cada pessoa é convocada uma só vez',
    );
  });
});
