import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine/alocar";
import type { Concurso } from "../../src/engine/tipos";
import { renderizar } from "../../src/folhas/render";
import { CABECALHO_EMPATES } from "../../src/folhas/empates";
import { paginaDeEmpates, provisoriosDoResultado } from "../../src/pipeline/provisorios";

const concurso: Concurso = {
  edital: { dataPublicacao: "2025-09-01" },
  cargos: [
    { id: "TI", nome: "Analista de TI", vagas: 1 },
    { id: "ADM", nome: "Administrador", vagas: 4 },
  ],
  candidatos: [
    { id: "900", nome: "Zé", cargo: "TI", nota: 50, listas: ["AC"] },
    { id: "101", nome: "Dora", cargo: "ADM", nota: 95, listas: ["AC"], situacao: "sub judice" },
    { id: "102", nome: "Ana", cargo: "ADM", nota: 90, listas: ["AC"] },
    { id: "103", nome: "Bruno", cargo: "ADM", nota: 80, listas: ["AC"] },
    { id: "104", nome: "Carla", cargo: "ADM", nota: 80, listas: ["AC"] },
    {
      id: "105",
      nome: "Eva",
      cargo: "ADM",
      nota: 60,
      listas: ["AC", "PPP"],
      confirmacao: { PPP: "pendente" },
    },
  ],
};
const entrada = { concurso, resultado: alocar(concurso) };
const modelos = renderizar(entrada);
const escritas = modelos.map((m) => (m.nome === "AC" ? "AC (2)" : m.nome));
const { candidatos, empates } = provisoriosDoResultado(entrada, escritas);
const celula = (folha: string, linha: number, coluna: number) =>
  modelos.find((m) => m.nome === folha.replace(" (2)", ""))!.valores[linha][coluna];

describe("provisional candidates and open ties, with the cell that shows each", () => {
  it("names each provisional candidate with the reasons of the Provisório column", () => {
    expect(candidatos.map((c) => [c.id, c.nome, c.cargo, c.motivos])).toEqual([
      ["101", "Dora", "Administrador", ["Sub judice"]],
      ["103", "Bruno", "Administrador", ["Empate não desfeito pelos critérios do edital (AC)"]],
      ["104", "Carla", "Administrador", ["Empate não desfeito pelos critérios do edital (AC)"]],
      ["105", "Eva", "Administrador", ["Confirmação da autodeclaração pendente (PPP)"]],
    ]);
  });

  it("each place is the person's Provisório cell: the order when nominated, else the list (under its written name)", () => {
    for (const c of candidatos) {
      const { folha, linha, coluna } = c.lugar!;
      expect(celula(folha, linha, coluna)).toBe(c.motivos.join("; "));
      expect(modelos.find((m) => m.nome === folha.replace(" (2)", ""))!.valores[linha]).toContain(c.id);
    }
    expect(candidatos.find((c) => c.id === "104")!.lugar).toMatchObject({
      folha: "AC (2)",
      endereco: "'AC (2)'!I6",
    });
    expect(candidatos.find((c) => c.id === "103")!.lugar!.folha).toBe("Ordem de nomeação");
  });

  it("each open tie with its candidates, the criteria tried and its first row in Empates", () => {
    expect(empates).toEqual({
      total: 1,
      decidem: 1,
      contagem: [
        {
          cargo: "Administrador",
          lista: "ampla concorrência (AC)",
          vaga: 1,
          ordem: 0,
          nada: 0,
          empatados: 2,
        },
      ],
      primeiros: [
        {
          cargo: "Administrador",
          lista: "ampla concorrência (AC)",
          candidatos: [
            { id: "103", nome: "Bruno" },
            { id: "104", nome: "Carla" },
          ],
          empatados: 2,
          grupo: "2 candidatos com nota 80, da 3ª à 4ª classificação",
          criterios: "nota final, depois idade de 60 anos ou mais (a mais elevada primeiro)",
          decide: "vaga",
          decideVaga: true,
          lugar: { folha: "Empates", linha: 1, coluna: 1, endereco: "'Empates'!B2" },
        },
      ],
    });
    expect(celula("Empates", 1, CABECALHO_EMPATES.indexOf("Inscrição"))).toBe("103");
  });
});

describe("the ties a page at a time, those that decide first, each at its first row of Empates (#36, item 3)", () => {
  // 2 vagas (AC 2 under the Decreto's series for N = 2): ties at 90 (both in: the order), 80 (the cut:
  // a vaga) and 70, 60 (below: nothing yet), in that order of score.
  const grande: Concurso = {
    edital: { dataPublicacao: "2025-09-01" },
    cargos: [{ id: "C", vagas: 2 }],
    candidatos: [90, 90, 80, 80, 70, 70, 70, 60, 60].map((nota, i) => ({
      id: `I${i + 1}`,
      cargo: "C",
      nota,
      listas: ["AC"],
    })) as Concurso["candidatos"],
  };
  const e = { concurso: grande, resultado: alocar(grande) };
  const folhas = renderizar(e);
  const nomes = folhas.map((m) => m.nome);
  const valores = folhas.find((m) => m.nome === "Empates")!.valores;

  it("the order decided first, then the rest; each tie's place is the row of its first candidate", () => {
    const todas = paginaDeEmpates(e, nomes, 0, 10);
    expect(todas.map((x) => [x.decide, x.grupo])).toEqual([
      ["ordem", "2 candidatos com nota 90, da 1ª à 2ª classificação"],
      ["nada", "2 candidatos com nota 80, da 3ª à 4ª classificação"],
      ["nada", "3 candidatos com nota 70, da 5ª à 7ª classificação"],
      ["nada", "2 candidatos com nota 60, da 8ª à 9ª classificação"],
    ]);
    for (const x of todas)
      expect(valores[x.lugar!.linha][CABECALHO_EMPATES.indexOf("Inscrição")]).toBe(x.candidatos[0].id);
    expect(paginaDeEmpates(e, nomes, 2, 1)).toEqual([todas[2]]);
    expect(paginaDeEmpates(e, nomes, 4, 10)).toEqual([]);
  });
});
