/**
 * Inputs that were accepted, or answered in English or at length (#24, item 15): each now one
 * Portuguese sentence, exit code 2, nothing written.
 */
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executarAnotar } from "../../src/cli/anotar";
import { calcularQuadro } from "../../src/engine/quadro";
import { problemasDoEdital } from "../../src/engine/esquemaDoEdital";
import { rodar } from "./rodar";

const CLERK = join(__dirname, "..", "adapters", "xlsx", "corpus", "openpyxl-tabela.xlsx");
const PROTEGIDA = join(__dirname, "..", "adapters", "xlsx", "corpus", "openpyxl-estrutura-protegida.xlsx");
const EDITAL = { dataPublicacao: "2025-09-01", cargos: [{ id: "Analista", vagas: 5 }] };

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "hostis-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function anotarCom(entrada: string, edital: string | Uint8Array) {
  const caminho = join(dir, `edital-${Math.random().toString(16).slice(2)}.json`);
  await writeFile(caminho, edital);
  const saida = join(dir, `saida-${Math.random().toString(16).slice(2)}.xlsx`);
  const r = await executarAnotar([entrada, "-o", saida, "--edital", caminho]);
  await expect(stat(saida)).rejects.toThrow();
  expect(r.codigo).toBe(2);
  return r.erro;
}

describe("edital: entradas que eram aceitas ou ditas em inglês", () => {
  it('"__proto__" é um campo desconhecido como os outros, em qualquer nível', () => {
    expect(problemasDoEdital(JSON.parse('{"dataPublicacao": "2025-09-01", "__proto__": {"x": 1}}'))).toEqual([
      { campo: "edital.__proto__", mensagem: 'campo desconhecido "__proto__"' },
    ]);
    expect(
      problemasDoEdital(
        JSON.parse('{"dataPublicacao": "2025-09-01", "desempate": [{"campo": "N", "__proto__": 1}]}'),
      ),
    ).toEqual([{ campo: "edital.desempate[0].__proto__", mensagem: 'campo desconhecido "__proto__"' }]);
  });

  it("um critério de desempate que é uma lista: a mensagem do critério, em português", () => {
    const problemas = problemasDoEdital({ dataPublicacao: "2025-09-01", desempate: [["x"]] });
    expect(problemas).toEqual([
      { campo: "edital.desempate[0]", mensagem: expect.stringMatching(/^critério inválido/) },
    ]);
    expect(JSON.stringify(problemas)).not.toMatch(/Invalid|Expected/);
  });

  it("reservas que somam 110% (regime do edital, 2 vagas): recusadas, com as parcelas", () => {
    expect(() =>
      calcularQuadro(2, {
        dataPublicacao: "2025-09-01",
        regime: "edital",
        percentuais: { PPP: 60, PCD: 50 },
      }),
    ).toThrow("as reservas somam 110% (PPP 60% + PCD 50%): mais do que todas as vagas");
  });

  it("edital.json em Latin-1: recusado dizendo a codificação, nunca lido com '�'", async () => {
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode(
        '{"dataPublicacao": "2025-09-01", "cargos": [{"id": "Analista", "vagas": 5}], "desempate": [{"campo": "Nota discursiva ',
      ),
      0xe9,
      ...new TextEncoder().encode('", "ordem": "maior"}]}'),
    ]);
    expect(await anotarCom(CLERK, latin1)).toContain("não está em UTF-8");
  });

  it("um valor de 1 MB não é repetido inteiro no erro", async () => {
    const erro = await anotarCom(CLERK, JSON.stringify({ ...EDITAL, dataPublicacao: "9".repeat(1_000_000) }));
    expect(erro).toContain("data inválida");
    expect(erro.length).toBeLessThan(1000);
  });

  it("JSON com erro de sintaxe: a linha e a coluna, sem a mensagem em inglês do V8", async () => {
    const r = await rodar(["alocar", "c.json"], {
      "c.json": '{\n  "edital": {"dataPublicacao": "2025-09-01"\n  "cargos": []\n}',
    });
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain("o arquivo c.json não é um JSON válido (linha 3, coluna 3)");
    expect(r.stderr).not.toMatch(/Expected|position/);
  });
});

describe("pasta com a estrutura protegida (openpyxl)", () => {
  it("cotas anotar não acrescenta folhas a ela: uma frase que diz como tirar a proteção", async () => {
    const erro = await anotarCom(PROTEGIDA, JSON.stringify(EDITAL));
    expect(erro).toContain("A pasta tem a estrutura protegida (Revisão › Proteger Pasta de Trabalho)");
  });
});
