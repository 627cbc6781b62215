/** The small concurso the ledger tests call on (convocar, desfazerConvocacao), the clerk's sheet, one call. */
import { expect } from "vitest";
import type { PortaPasta } from "../../src/adapters/porta";
import type { Concurso } from "../../src/engine";
import { calcularConvocacao, lerConvocacoesDaPasta, registrarConvocacaoNaPasta } from "../../src/pipeline";

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

/** One call of the pane on cargo C1: read the ledger, compute, append; who was called, and whom each replaces. */
export async function convocar(porta: PortaPasta, posicoes: number, ato: string) {
  const livro = await lerConvocacoesDaPasta(porta);
  expect(livro.problemas).toEqual([]);
  const r = calcularConvocacao(CONCURSO, livro.convocacoes, {
    cargo: "C1",
    posicoes,
    ato,
    data: "2026-03-01",
  });
  await registrarConvocacaoNaPasta(porta, CONCURSO, livro.convocacoes, r.convocacao);
  return r.convocacao.chamados.map((c) => [c.posicao, c.lista, c.candidato, c.substitui]);
}
