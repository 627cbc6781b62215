import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsonEmPedacos } from "../../src/cli/jsonEmPedacos";
import { main } from "../../src/cli/main";
import { tabela } from "../../src/cli/tabela";
import { rodar } from "./rodar";

const CONTRAEXEMPLO = JSON.stringify({
  edital: { dataPublicacao: "2025-09-01" },
  cargos: [{ id: "C1", vagas: 3 }],
  candidatos: [
    { id: "A", cargo: "C1", nota: 100, listas: ["AC"] },
    { id: "B", cargo: "C1", nota: 99, listas: ["AC", "PPP"] },
    { id: "C", cargo: "C1", nota: 98, listas: ["AC"] },
    { id: "D", cargo: "C1", nota: 97, listas: ["AC"] },
    { id: "E", cargo: "C1", nota: 50, listas: ["PPP"] },
  ],
});

describe("cotas quadro (RULES §2)", () => {
  it("N = 100 sob o Decreto 12.536: AC 65, PPP 25, IND 3, QUI 2, PCD 5", async () => {
    const { codigo, stdout } = await rodar([
      "quadro",
      "--vagas",
      "100",
      "--data-edital",
      "2025-09-01",
      "--json",
    ]);
    expect(codigo).toBe(0);
    const r = JSON.parse(stdout);
    expect(r.regime).toBe("decreto-12536");
    expect(r.vagas).toBe(100);
    expect(r.quadro).toEqual({ AC: 65, PPP: 25, IND: 3, QUI: 2, PCD: 5 });
  });

  it("lei-15142 usa a lista única PPIQ; lei-12990 não tem IND nem QUI", async () => {
    expect(
      Object.keys(
        JSON.parse((await rodar(["quadro", "--vagas", "10", "--regime", "lei-15142", "--json"])).stdout)
          .quadro,
      ),
    ).toEqual(["AC", "PPIQ", "PCD"]);
    expect(
      Object.keys(
        JSON.parse((await rodar(["quadro", "--vagas", "10", "--data-edital", "2024-01-10", "--json"])).stdout)
          .quadro,
      ),
    ).toEqual(["AC", "PPP", "PCD"]);
  });

  it("--pcd fora de 5% a 20% é recusado com o artigo (Lei 8.112 art. 5 § 2), código 2", async () => {
    const { codigo, stdout, stderr } = await rodar([
      "quadro",
      "--vagas",
      "10",
      "--regime",
      "decreto-12536",
      "--pcd",
      "25",
    ]);
    expect(codigo).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain("Lei nº 8.112/1990, art. 5º, § 2º");
  });

  it("sem --json imprime uma tabela em português", async () => {
    const { stdout } = await rodar(["quadro", "--vagas", "10", "--data-edital", "2025-09-01"]);
    expect(stdout).toMatch(/Lista\s+Vagas\s+Fundamento/);
    expect(stdout).toMatch(/PPP\s+3/);
  });
});

describe("cotas quadro e ordem: o que a linha de comando recusa", () => {
  it("--vagas 0: código 2, nenhuma tabela de zeros", async () => {
    for (const comando of ["quadro", "ordem"]) {
      const r = await rodar([comando, "--vagas", "0", "--regime", "decreto-12536"]);
      expect(r).toMatchObject({ codigo: 2, stdout: "" });
      expect(r.stderr).toMatch(
        /^cotas \w+: --vagas deve ser um número inteiro igual ou maior que 1; recebido "0"\n/,
      );
    }
  });

  it("--vagas -3 e 20,5: a frase diz o valor recebido, não que falta um valor", async () => {
    for (const valor of ["-3", "20,5"]) {
      const r = await rodar(["quadro", "--vagas", valor, "--regime", "decreto-12536"]);
      expect(r).toMatchObject({ codigo: 2, stdout: "" });
      expect(r.stderr).toContain(
        `--vagas deve ser um número inteiro igual ou maior que 1; recebido "${valor}"`,
      );
    }
  });

  it("sem --data-edital nem --regime: a data é exigida (ela escolhe a lei), não se usa a de hoje", async () => {
    for (const comando of ["quadro", "ordem"]) {
      const r = await rodar([comando, "--vagas", "10"], {}, "2026-11-30");
      expect(r).toMatchObject({ codigo: 2, stdout: "" });
      expect(r.stderr).toMatch(/informe a data de publicação do edital com --data-edital AAAA-MM-DD/);
    }
  });
});

describe("cotas: arquivo que não existe", () => {
  it("uma frase em português e código 2, sem ENOENT nem pilha (bin/cotas.cjs)", () => {
    for (const args of [
      ["alocar", "nada.json"],
      ["convocar", "nada.json", "--cargo", "C1", "--posicoes", "1"],
    ]) {
      const r = spawnSync(process.execPath, ["bin/cotas.cjs", ...args], { encoding: "utf8" });
      expect(r.status).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(/^cotas \w+: não foi possível ler nada\.json: o arquivo não existe\n/);
      expect(r.stderr).not.toMatch(/ENOENT|\n\s+at /);
    }
  });
});

describe("cotas ordem (RULES §5)", () => {
  it("N = 10: AC, PPP, AC, AC, PCD, PPP, AC, AC, AC, PPP", async () => {
    const { stdout } = await rodar(["ordem", "--vagas", "10", "--data-edital", "2025-09-01", "--json"]);
    expect(JSON.parse(stdout).ordem).toEqual([
      "AC",
      "PPP",
      "AC",
      "AC",
      "PCD",
      "PPP",
      "AC",
      "AC",
      "AC",
      "PPP",
    ]);
  });

  it("--vagas 100000 (o máximo de um cargo): a ordem inteira sai, até a última posição", async () => {
    const { codigo, stdout, stderr } = await rodar([
      "ordem",
      "--vagas",
      "100000",
      "--regime",
      "decreto-12536",
    ]);
    expect(stderr).toBe("");
    expect(codigo).toBe(0);
    expect(stdout.split("\n").at(-2)).toMatch(/^ *100000 {2}\w+$/);
  });

  it("a tabela do terminal com 126.000 linhas não estoura a pilha (era Math.max(...linhas))", () => {
    const linhas = Array.from({ length: 126_000 }, (_, i) => [i + 1, i % 2 ? "PPP" : "AC"]);
    expect(tabela(["Posição", "Lista"], linhas).split("\n").at(-1)).toMatch(/^ *126000 {2}PPP$/);
  });

  it("--vagas 100001: acima do máximo de um cargo, uma frase e código 2", async () => {
    const r = await rodar(["ordem", "--vagas", "100001", "--regime", "decreto-12536"]);
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain("100.001 vagas num só cargo é mais do que o suplemento calcula");
  });

  it("--ate continua a ordem além de N (vagas surgidas na validade, Lei 15.142 art. 1 § 2)", async () => {
    const { stdout } = await rodar([
      "ordem",
      "--vagas",
      "10",
      "--regime",
      "decreto-12536",
      "--ate",
      "14",
      "--json",
    ]);
    expect(JSON.parse(stdout).ordem).toHaveLength(14);
  });
});

describe("cotas alocar", () => {
  it("contraexemplo de RULES §4 em JSON: AC {A, B}, PPP {E}, na ordem A, E, B", async () => {
    const { codigo, stdout } = await rodar(["alocar", "c.json", "--json"], { "c.json": CONTRAEXEMPLO });
    expect(codigo).toBe(0);
    const r = JSON.parse(stdout);
    const cargo = r.cargos[0];
    expect(cargo).toMatchObject({
      id: "C1",
      quadro: { AC: 2, PPP: 1 },
      quadroFinal: { AC: 2, PPP: 1 },
      reversoes: [],
      vagasNaoPreenchidas: 0,
    });
    expect(
      cargo.ordem.map((p: { posicao: number; lista: string; candidato: string }) => [
        p.posicao,
        p.lista,
        p.candidato,
      ]),
    ).toEqual([
      [1, "AC", "A"],
      [2, "PPP", "E"],
      [3, "AC", "B"],
    ]);
    const porId = Object.fromEntries(r.candidatos.map((x: { id: string }) => [x.id, x]));
    expect(porId.B).toMatchObject({ lista: "AC", posicao: 3 });
    expect(porId.C).toMatchObject({ lista: null, posicao: null });
    expect(porId.E.notas.length).toBeGreaterThan(0);
  });

  it("reversão sai em JSON com de, para, vagas e fundamento (Lei 15.142 art. 8)", async () => {
    const concurso = JSON.parse(CONTRAEXEMPLO);
    concurso.candidatos = concurso.candidatos.filter((c: { id: string }) => c.id !== "E");
    const r = JSON.parse(
      (await rodar(["alocar", "c.json", "--json"], { "c.json": JSON.stringify(concurso) })).stdout,
    );
    expect(r.cargos[0].reversoes).toEqual([
      expect.objectContaining({ de: "PPP", para: "AC", vagas: 1, fundamento: "Lei nº 15.142/2025, art. 8º" }),
    ]);
  });

  it("dado ruim: código 2, cada problema com o candidato e o campo, nada na saída padrão", async () => {
    const ruim = JSON.stringify({
      edital: { dataPublicacao: "2025-09-01" },
      cargos: [{ id: "C1", vagas: 3 }],
      candidatos: [
        { id: "7", cargo: "C1", nota: "oitenta", listas: ["AC"] },
        { id: "8", cargo: "C2", nota: 70, listas: ["AC", "XYZ"], nascimento: "1960-02-30" },
      ],
    });
    const { codigo, stdout, stderr } = await rodar(["alocar", "r.json", "--json"], { "r.json": ruim });
    expect(codigo).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain('candidato "7" (candidatos[0]).nota');
    expect(stderr).toContain('candidato "8" (candidatos[1]).cargo');
    expect(stderr).toContain('candidato "8" (candidatos[1]).listas');
    expect(stderr).toContain('candidato "8" (candidatos[1]).nascimento');
  });

  it("arquivo que não é JSON ou que não existe: código 2 com mensagem em português", async () => {
    expect(await rodar(["alocar", "x.json"], { "x.json": "{oops" })).toMatchObject({ codigo: 2, stdout: "" });
    expect((await rodar(["alocar", "nao-existe.json"])).stderr).toContain(
      "não foi possível ler nao-existe.json",
    );
  });

  it("sem --json imprime o quadro, a ordem e as notas de cada candidato", async () => {
    const { stdout } = await rodar(["alocar", "c.json"], { "c.json": CONTRAEXEMPLO });
    expect(stdout).toContain("Ordem de nomeação:");
    expect(stdout).toContain("Notas de cada candidato:");
  });
});

describe("cotas alocar --json em pedaços", () => {
  const grande = JSON.stringify({
    edital: { dataPublicacao: "2025-09-01" },
    cargos: [{ id: "C1", vagas: 500 }],
    candidatos: Array.from({ length: 3000 }, (_, i) => ({
      id: String(i + 1),
      cargo: "C1",
      nota: 1000 - (i % 997),
      listas: i % 4 === 0 ? ["AC", "PPP"] : ["AC"],
    })),
  });

  it("a saída sai em pedaços de até ~64 KiB (nunca uma string do tamanho do resultado) e é o mesmo JSON", async () => {
    const pedacos: string[] = [];
    const codigo = await main(
      ["alocar", "g.json", "--json"],
      { lerArquivo: () => grande, hoje: () => "2025-09-01" },
      { escrever: (t) => void pedacos.push(t), erro: (t) => expect.fail(t) },
    );
    expect(codigo).toBe(0);
    expect(pedacos.length).toBeGreaterThan(10);
    expect(Math.max(...pedacos.map((p) => p.length))).toBeLessThan(80 * 1024);
    const inteiro = (await rodar(["alocar", "g.json", "--json"], { "g.json": grande })).stdout;
    expect(pedacos.join("")).toBe(inteiro);
    expect(JSON.parse(inteiro).candidatos).toHaveLength(3000);
  });

  it("jsonEmPedacos escreve o mesmo texto que JSON.stringify (undefined, funções, toJSON, aninhados)", () => {
    const valor = {
      a: [1, undefined, () => 1, 'x\u0007"', null, { b: undefined, c: [[], {}] }],
      d: new Date(0),
      e: undefined,
      f: Array.from({ length: 5000 }, (_, i) => ({ i, s: "é".repeat(i % 7) })),
    };
    expect([...jsonEmPedacos(valor, 1024)].join("")).toBe(JSON.stringify(valor));
  });
});

describe("cotas: o terminal", () => {
  it("caracteres de controle dos dados aparecem escapados, não são obedecidos (ESC, CR)", async () => {
    const concurso = JSON.parse(CONTRAEXEMPLO);
    concurso.candidatos[0].nome = "\u001b[2J\u001b]0;titulo\u0007Ana\rBia";
    const { codigo, stdout } = await rodar(["alocar", "c.json"], { "c.json": JSON.stringify(concurso) });
    expect(codigo).toBe(0);
    // eslint-disable-next-line no-control-regex -- no raw control character may reach the terminal
    expect(stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(stdout).toContain("\\x1b[2J\\x1b]0;titulo\\x07Ana\\x0dBia");
  });
});

describe("cotas: ajuda e erros de uso", () => {
  it("--help em português lista os comandos", async () => {
    const { codigo, stdout } = await rodar(["--help"]);
    expect(codigo).toBe(0);
    expect(stdout).toContain("Comandos:");
    for (const c of ["quadro", "ordem", "alocar"]) expect(stdout).toContain(c);
  });

  it("comando ou opção desconhecidos: código 2", async () => {
    expect((await rodar(["quadrado"])).codigo).toBe(2);
    expect(await rodar(["quadro", "--vagas", "3", "--cor", "azul"])).toMatchObject({ codigo: 2, stdout: "" });
    expect((await rodar(["quadro", "--vagas", "3", "--cor", "azul"])).stderr).toMatch(
      /cotas quadro: opção desconhecida --cor; as opções deste comando são --vagas, /,
    );
    expect((await rodar(["quadro", "--vagas"])).stderr).toMatch(/a opção --vagas precisa de um valor/);
    expect((await rodar(["quadro", "--vagas", "3", "--json=sim"])).stderr).toMatch(
      /a opção --json não leva valor/,
    );
  });

  it("o bin real (bin/cotas.cjs) roda pelo Node e devolve o código 2 para dado ruim", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cotas-"));
    writeFileSync(join(dir, "c.json"), CONTRAEXEMPLO);
    const ok = execFileSync("node", ["bin/cotas.cjs", "alocar", join(dir, "c.json"), "--json"], {
      encoding: "utf8",
    });
    expect(JSON.parse(ok).cargos[0].quadroFinal).toMatchObject({ AC: 2, PPP: 1 });
    const ruim = spawnSync("node", ["bin/cotas.cjs", "quadro", "--vagas", "-3"], { encoding: "utf8" });
    expect(ruim.status).toBe(2);
    expect(ruim.stdout).toBe("");
  });
});

describe("cotas: saída por um cano fechado antes do fim", () => {
  it("cotas ordem --vagas 100000 | head -1: sem pilha de EPIPE, código 0", async () => {
    const filho = spawn(process.execPath, [
      "bin/cotas.cjs",
      "ordem",
      "--vagas",
      "100000",
      "--regime",
      "decreto-12536",
    ]);
    let erro = "";
    filho.stderr.on("data", (d: Buffer) => (erro += d.toString()));
    filho.stdout.once("data", () => filho.stdout.destroy());
    const codigo = await new Promise((pronto) => filho.on("close", pronto));
    expect(erro).toBe("");
    expect(codigo).toBe(0);
  });
});
