/** `cotas confirmacao` (RULES § 9): the JSON of the contract, the table a clerk reads, bad files. */
import { describe, expect, it } from "vitest";
import { rodar } from "./rodar";

const ARQUIVO = {
  edital: { dataPublicacao: "2025-09-01" },
  candidatos: [
    { id: "123", nome: "Ana Souza", nota: 87.5, listas: ["AC", "PPP", "PCD"] },
    { id: "124", nome: "Bruno Lima", nota: 80, listas: ["AC", "PPP"] },
    { id: "125", nome: "Carla Dias", nota: 70, listas: ["QUI"] },
    { id: "126", nome: "Davi Reis", nota: 90, listas: ["AC", "PPP"], situacao: "nomeado" },
    { id: "127", nome: "Eva Melo", nota: 60, listas: ["AC"] },
  ],
  votos: {
    "123": {
      PPP: { comissao: ["contra", "contra", "contra", "favor", "favor"], recurso: "interposto" },
      PCD: { parecer: "nao-caracterizada" },
    },
    "124": { PPP: "ausente" },
    "125": {
      QUI: { documentos: ["declaracao-tres-liderancas", "certificacao-palmares"], parecer: "favoravel" },
    },
    "126": {
      PPP: { comissao: ["favor", "favor", "favor", "favor", "favor"], apuracaoDeFraude: "fraude-apurada" },
    },
  },
};

describe("cotas confirmacao", () => {
  it("--json: por candidato, convocado, resultado só das reservas optadas, listas, provisório e consequências", async () => {
    const { codigo, stdout, stderr } = await rodar(["confirmacao", "c.json", "--json"], {
      "c.json": JSON.stringify(ARQUIVO),
    });
    expect(stderr).toBe("");
    expect(codigo).toBe(0);
    const { candidatos } = JSON.parse(stdout);
    expect(candidatos.map((c: { id: string }) => c.id)).toEqual(["123", "124", "125", "126", "127"]);
    expect(candidatos[0]).toMatchObject({
      id: "123",
      convocado: true,
      resultado: { PPP: "pendente-de-recurso", PCD: "nao-confirmada" },
      listas: ["AC", "PPP"],
      provisorio: true,
      encaminhamentos: [],
      anulacaoDaAdmissao: false,
    });
    expect(candidatos[1]).toMatchObject({ resultado: { PPP: "ausente" }, listas: ["AC"], provisorio: false });
    expect(candidatos[2]).toMatchObject({ resultado: { QUI: "confirmada" }, listas: ["QUI"] });
    expect(candidatos[3]).toMatchObject({
      resultado: { PPP: "fraude-apurada" },
      listas: [],
      anulacaoDaAdmissao: true,
      encaminhamentos: ["Ministério Público", "Advocacia-Geral da União"],
    });
    expect(candidatos[4]).toMatchObject({ convocado: false, resultado: {}, listas: ["AC"] });
  });

  it("o texto: uma tabela em português e as notas com o fundamento", async () => {
    const { codigo, stdout } = await rodar(["confirmacao", "c.json"], { "c.json": JSON.stringify(ARQUIVO) });
    expect(codigo).toBe(0);
    expect(stdout).toContain("Confirmação da autodeclaração — regime decreto-12536");
    expect(stdout).toMatch(
      /123 +Ana Souza +87,5 +PPP: pendente de recurso; PCD: não confirmada +AC, PPP +provisório/,
    );
    expect(stdout).toMatch(
      /126 +Davi Reis +90 +PPP: fraude apurada +nenhuma +admissão anulada; ao Ministério Público e à Advocacia-Geral da União/,
    );
    expect(stdout).toContain("Lei nº 15.142/2025, art. 4º, § 1º, II, e § 2º");
    expect(stdout).toContain("Decreto nº 12.536/2025, arts. 14 e 15");
  });

  it("entrada ruim: uma frase em português com o lugar, código 2, nada na saída", async () => {
    const ruim = structuredClone(ARQUIVO) as Record<string, unknown>;
    (ruim.votos as Record<string, unknown>)["123"] = { PPP: { comissao: ["favor", "favor", "sim"] } };
    const { codigo, stdout, stderr } = await rodar(["confirmacao", "c.json", "--json"], {
      "c.json": JSON.stringify(ruim),
    });
    expect(codigo).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain(
      'votos["123"].PPP.comissao[2]: voto desconhecido "sim"; use "favor" ou "contra"',
    );
  });

  it("edital com escolha inválida e arquivo que não é JSON: código 2", async () => {
    const edital = { ...ARQUIVO, edital: { dataPublicacao: "2025-09-01", confirmacao: { ausencia: "sim" } } };
    const r1 = await rodar(["confirmacao", "c.json"], { "c.json": JSON.stringify(edital) });
    expect(r1.codigo).toBe(2);
    expect(r1.stderr).toContain("edital.confirmacao.ausencia");
    const r2 = await rodar(["confirmacao", "c.json"], { "c.json": "{" });
    expect(r2.codigo).toBe(2);
    expect(r2.stderr).toContain("não é um JSON válido");
    const r3 = await rodar(["confirmacao"], {});
    expect(r3.codigo).toBe(2);
  });
});
