/**
 * What the clerk publishes cites acts and editais, never this project's documents: no note, warning,
 * reversion or call note says "RULES" (where the law is silent, the note says the criterion adopted).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { alocar, proximaConvocacao } from "../../src/engine";
import type { Nota } from "../../src/engine";
import { arbConcurso, arbPasso, darPasso } from "./arbitrariosDeConvocacoes";

function todasAsNotas(r: ReturnType<typeof alocar>): Nota[] {
  return [
    ...r.avisos,
    ...r.cargos.flatMap((c) => [
      ...c.notas,
      ...c.reversoes,
      ...c.ordem.flatMap((p) => (p.nota ? [p.nota] : [])),
      ...Object.values(c.listas).flatMap((l) => (l ?? []).map((e) => e.motivo)),
    ]),
    ...r.candidatos.flatMap((x) => x.notas),
  ];
}

describe("as notas citam atos e editais, nunca os documentos do projeto", () => {
  it("em concursos aleatórios com convocações, nenhum fundamento ou texto diz RULES", () => {
    fc.assert(
      fc.property(arbConcurso, fc.array(arbPasso, { maxLength: 3 }), (inicial, passos) => {
        let concurso = inicial;
        for (const passo of passos) concurso = darPasso(concurso, passo)?.concurso ?? concurso;
        const chamada = proximaConvocacao(concurso, { cargo: "C1", posicoes: 3 });
        const notas = [
          ...todasAsNotas(alocar(concurso)),
          ...chamada.avisos,
          ...chamada.convocacao.chamados.map((x) => x.nota),
        ];
        for (const n of notas)
          expect(`${n.texto} ${"fundamento" in n ? n.fundamento : ""}`).not.toMatch(/RULES/);
      }),
      { numRuns: 60 },
    );
  });
});
