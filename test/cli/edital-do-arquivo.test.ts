// `cotas quadro --edital` and `cotas ordem --edital`: the edital's every field from a file laid out as
// for `cotas alocar`, checked by the edital's schema; the output keys are those of the line options.
import { describe, expect, it } from "vitest";
import { rodar } from "./rodar";

const MUNICIPAL = JSON.stringify({
  edital: {
    regime: "edital",
    percentuais: { PPP: 20, PCD: 10 },
    arredondamento: { PCD: "meio-para-cima" },
    minimoDeVagas: { racial: 4 },
    tetoPcd: null,
  },
});

describe("cotas quadro e ordem --edital ARQUIVO.json", () => {
  it("quadro de um edital municipal (20% negros, 10% PcD meio-para-cima) com as chaves de sempre", async () => {
    const r = await rodar(["quadro", "--vagas", "15", "--edital", "edital.json", "--json"], {
      "edital.json": MUNICIPAL,
    });
    expect(r.codigo).toBe(0);
    const saida = JSON.parse(r.stdout);
    expect(Object.keys(saida)).toEqual(["regime", "vagas", "quadro", "fundamentos", "notas"]);
    expect(saida.regime).toBe("edital");
    // 10% of 15 = 1.5: half-up gives 2 (the federal ceiling would too; 15% would not).
    expect(saida.quadro).toEqual({ AC: 10, PPP: 3, PCD: 2 });
  });

  it("o mínimo de vagas do edital vale na ordem: com 3 vagas não há reserva racial", async () => {
    const r = await rodar(["ordem", "--vagas", "3", "--edital", "e.json", "--json"], { "e.json": MUNICIPAL });
    expect(r.codigo).toBe(0);
    const saida = JSON.parse(r.stdout);
    expect(Object.keys(saida)).toEqual(["regime", "vagas", "quadro", "ordem"]);
    expect(saida.quadro.PPP).toBe(0);
  });

  it("campo ruim: uma frase em português com o campo, código 2, nada na saída", async () => {
    const r = await rodar(["quadro", "--vagas", "10", "--edital", "e.json"], {
      "e.json": JSON.stringify({ edital: { dataPublicacao: "2025-09-01", tetoPcd: "vinte" } }),
    });
    expect(r.codigo).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain('edital.tetoPcd: o teto de PcD é um percentual ou null; recebido "vinte"');
  });

  it("arquivo sem edital, JSON quebrado, arquivo ausente e --edital com --pcd: código 2", async () => {
    const arquivos = { "sem.json": '{"cargos": []}', "quebrado.json": "{", "ok.json": MUNICIPAL };
    for (const [args, trecho] of [
      [["--edital", "sem.json"], "não tem o edital"],
      [["--edital", "quebrado.json"], "não é um JSON válido"],
      [["--edital", "nada.json"], "não foi possível ler nada.json"],
      [["--edital", "ok.json", "--pcd", "5"], "use --edital ou --pcd, não os dois"],
    ] as const) {
      const r = await rodar(["quadro", "--vagas", "10", ...args], arquivos);
      expect(r.codigo).toBe(2);
      expect(r.stderr).toContain(trecho);
    }
  });
});
