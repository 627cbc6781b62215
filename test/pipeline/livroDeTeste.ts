/** The small concurso the ledger tests call on (convocar, desfazerConvocacao), and the clerk's sheet. */
import type { Concurso } from "../../src/engine";

/** N = 3 (Decreto 12.536): AC 2, PPP 1; order AC, PPP, AC. */
export const CONCURSO: Concurso = {
  edital: { dataPublicacao: "2025-09-01" },
  cargos: [{ id: "C1", vagas: 3 }],
  candidatos: [
    { id: "A", nome: "Ana", cargo: "C1", nota: 100, listas: ["AC"] },
    { id: "B", nome: "Bruno", cargo: "C1", nota: 99, listas: ["AC", "PPP"] },
    { id: "C", nome: "Carla", cargo: "C1", nota: 98, listas: ["AC"] },
    { id: "E", nome: "Elis", cargo: "C1", nota: 50, listas: ["PPP"] },
    { id: "F", nome: "Fábio", cargo: "C1", nota: 40, listas: ["PPP"] },
  ],
};

export const ESCRIVAO = [
  ["Inscrição", "Nome"],
  ["A", "Ana"],
];
