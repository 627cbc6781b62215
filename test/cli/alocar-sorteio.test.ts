/** `cotas alocar` with cargos grouped for the reserve (Decreto 12.536, art. 20): the draw in the output. */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { rodar } from "./rodar";

const cargos = Array.from({ length: 20 }, (_, i) => ({ id: `C${i + 1}`, vagas: 1 }));
const concurso = (agrupamento: unknown) =>
  JSON.stringify({
    edital: { dataPublicacao: "2025-09-01", agrupamento },
    cargos,
    candidatos: [],
  });

describe("cotas alocar — cargos agrupados com sorteio (Decreto 12.536, art. 20)", () => {
  const grupo = [{ cargos: cargos.map((c) => c.id), sorteio: "sessão pública 10/01/2026" }];

  it("--json lista o sorteio: semente, método e o valor de cada cargo, que o sha256sum confirma", async () => {
    const { codigo, stdout } = await rodar(["alocar", "g.json", "--json"], { "g.json": concurso(grupo) });
    expect(codigo).toBe(0);
    const [sorteio] = JSON.parse(stdout).sorteios;
    expect(sorteio.semente).toBe("sessão pública 10/01/2026");
    expect(sorteio.cargos).toHaveLength(20);
    for (const { cargo, valor } of sorteio.cargos) {
      expect(valor).toBe(createHash("sha256").update(`sessão pública 10/01/2026:${cargo}`).digest("hex"));
    }
  });

  it("o texto mostra a tabela do sorteio, com a vaga reservada de cada cargo", async () => {
    const { stdout } = await rodar(["alocar", "g.json"], { "g.json": concurso(grupo) });
    expect(stdout).toContain('Sorteio do grupo 1 (semente "sessão pública 10/01/2026"');
    expect(stdout).toMatch(/Valor sorteado/);
    expect(stdout.match(/\bPPP\s*$/gm)?.length).toBeGreaterThanOrEqual(5);
  });

  it("semente vazia: uma frase em português nomeando o campo, código 2, nada na saída", async () => {
    const ruim = [{ cargos: ["C1", "C2"], sorteio: "" }];
    const { codigo, stdout, stderr } = await rodar(["alocar", "g.json"], { "g.json": concurso(ruim) });
    expect({ codigo, stdout }).toEqual({ codigo: 2, stdout: "" });
    expect(stderr).toContain("edital.agrupamento[0].sorteio");
    expect(stderr).not.toMatch(/at .*\.ts/);
  });
});
