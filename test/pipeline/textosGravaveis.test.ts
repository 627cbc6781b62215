/**
 * Characters an .xlsx cannot hold (U+FFFE, U+FFFF, C0 controls, lone surrogates) in the clerk's data
 * are replaced before the add-in's sheets are rendered and reported at the clerk's cell, never written.
 */
import { describe, expect, it } from "vitest";
import { PastaMemoria } from "../../src/adapters/memoria";
import { executar } from "../../src/pipeline";
import { temForaDoXml } from "../../src/planilha/caracteresDoXml";

function pasta() {
  return new PastaMemoria({
    folhas: [
      {
        nome: "Candidatos",
        valores: [
          ["Inscrição", "Nome", "Cargo", "Nota final"],
          ["1\u0001", "Ana\uFFFF", "Analista", 90],
          ["2", "Bia\uD800", "Analista", 80],
          ["3", "Caio", "Analista", 70],
        ],
      },
    ],
    selecao: { folha: "Candidatos", linha: 0, coluna: 0 },
  });
}

describe("textos que vão para as folhas do suplemento", () => {
  it("são trocados por U+FFFD antes de renderizar, e cada troca é um aviso na célula do escrivão", async () => {
    const p = pasta();
    const r = await executar(p, {
      edital: { dataPublicacao: "2025-09-01" },
      cargos: [{ id: "Analista", vagas: 2 }],
    });
    if (r.situacao !== "escrito") throw new Error(JSON.stringify(r.problemas));
    const avisos = r.problemas.filter((q) => q.grupo === "Caracteres");
    expect(avisos.map((q) => [q.gravidade, q.endereco])).toEqual([
      ["aviso", "Candidatos!A2"],
      ["aviso", "Candidatos!B2"],
      ["aviso", "Candidatos!B3"],
    ]);
    expect(avisos[1].mensagem).toMatch(/\(U\+FFFF\).*"\uFFFD"/);
    const nossas = p.folhas.filter((f) => f.marca !== null);
    const textos = nossas.flatMap((f) => [
      ...f.celulas.flat().filter((v): v is string => typeof v === "string"),
      ...f.notas.map((n) => n.texto),
    ]);
    expect(textos.filter(temForaDoXml)).toEqual([]);
    expect(textos).toContain("Ana\uFFFD");
    expect(r.resultado.candidatos.map((c) => c.id)).toContain("1\uFFFD");
  });
});
