/** `cotas fases` (RULES § 8): the JSON of the contract, the table a clerk pastes, and bad files. */
import { describe, expect, it } from "vitest";
import { FASE_DE_TESTE } from "../engine/faseDeTeste";
import { rodar } from "./rodar";

const FASE = JSON.stringify(FASE_DE_TESTE);

describe("cotas fases", () => {
  it("--json: por cargo e lista, quem segue, a nota de corte, os empatados e quem conta em outra lista", async () => {
    const { codigo, stdout } = await rodar(["fases", "f.json", "--json"], { "f.json": FASE });
    expect(codigo).toBe(0);
    const [cargo] = JSON.parse(stdout).cargos;
    expect(cargo.id).toBe("único");
    expect(cargo.avancam).toEqual(["101", "102", "103", "104", "105", "106"]);
    expect(cargo.listas.AC).toMatchObject({
      avancam: ["101", "102", "103", "104"],
      notaDeCorte: 98,
      empatadosNoCorte: ["103", "104"],
    });
    expect(cargo.listas.PPP).toMatchObject({
      avancam: ["105"],
      notaDeCorte: 60,
      contadosEmOutraLista: ["102"],
    });
    expect(cargo.listas.PCD).toMatchObject({ avancam: ["106"], contadosEmOutraLista: ["105"] });
  });

  it("o texto: uma tabela por lista, com quem consta e conta em outra lista", async () => {
    const { codigo, stdout } = await rodar(["fases", "f.json"], { "f.json": FASE });
    expect(codigo).toBe(0);
    expect(stdout).toContain(
      "Ampla concorrência (AC): seguem 4 para 3 lugares (fixado no edital); nota de corte 98; 2 empatados no corte",
    );
    const ppp = stdout.slice(
      stdout.indexOf("Pessoas pretas e pardas (PPP)"),
      stdout.indexOf("Indígenas (IND)"),
    );
    expect(ppp).toMatch(/1 +102 +Bruno Lima +99 +segue pela ampla concorrência/);
    expect(ppp).toMatch(/2 +105 +Elisa Prado +60\n/);
    expect(ppp).not.toContain("Gil Matos");
    const ac = stdout.slice(stdout.indexOf("Ampla concorrência (AC)"), stdout.indexOf("Pessoas pretas"));
    expect(ac).not.toContain("Elisa Prado");
    expect(stdout).toContain("Decreto nº 12.536/2025, art. 18");
  });

  it("um arquivo com problemas: todos de uma vez, em português, código 2, nada na saída", async () => {
    const ruim = JSON.stringify({
      edital: { dataPublicacao: "2025-09-01" },
      fase: { limites: { XX: 1 } },
      candidatos: [{ id: "1", nota: "a", listas: ["AC"] }],
    });
    const { codigo, stdout, stderr } = await rodar(["fases", "f.json"], { "f.json": ruim });
    expect(codigo).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain('fase.limites.XX: lista desconhecida "XX"');
    expect(stderr).toContain('candidato "1" (candidatos[0]).nota: a nota final deve ser um número');
  });

  it("sem arquivo, ou JSON inválido", async () => {
    expect((await rodar(["fases"])).stderr).toContain("informe um arquivo: cotas fases ARQUIVO.json");
    const r = await rodar(["fases", "f.json"], { "f.json": "{" });
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain("o arquivo f.json não é um JSON válido");
  });
});
