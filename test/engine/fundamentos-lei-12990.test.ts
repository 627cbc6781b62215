/**
 * Lei nº 15.142/2025, art. 11: editais published before 04/06/2025 stay under Lei nº 12.990/2014. Such a
 * concurso cites Lei 12.990 (or the edital where that law is silent) in every note: Lei 15.142 and
 * Decreto 12.536 appear only in the note saying why Lei 12.990 applies (Lei 15.142, art. 11).
 */
import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine";
import type { Candidato, Nota } from "../../src/engine";

const LEIS_NOVAS = /Lei nº 15\.142|Decreto nº 12\.536/;

describe("Lei 15.142, art. 11: concurso da Lei 12.990 cita a Lei 12.990", () => {
  it("nenhuma nota cita a Lei 15.142 ou o Decreto 12.536, salvo a do regime (art. 11)", () => {
    const candidatos: Candidato[] = [
      { id: "A", cargo: "C1", nota: 90, listas: ["AC", "PPP"] },
      { id: "B", cargo: "C1", nota: 85, listas: ["AC", "PCD"] },
      { id: "C", cargo: "C1", nota: 80, listas: ["AC"] },
      { id: "D", cargo: "C1", nota: 75, listas: ["PPP", "PCD"] },
      { id: "E", cargo: "C1", nota: 70, listas: ["AC"] },
      { id: "F", cargo: "C1", nota: 65, listas: ["PPP"], confirmacao: { PPP: "pendente" } },
      { id: "G", cargo: "C1", nota: 60, listas: ["AC", "PPP"], confirmacao: { PPP: "indeferida" } },
      { id: "H", cargo: "C1", nota: 55, listas: ["AC"], situacao: "desistente" },
      { id: "I", cargo: "C1", nota: 50, listas: ["AC"] },
      { id: "J", cargo: "C2", nota: 40, listas: ["PPP"] },
    ];
    const r = alocar({
      edital: { dataPublicacao: "2024-03-01" },
      cargos: [
        { id: "C1", vagas: 6 },
        { id: "C2", vagas: 12 },
      ],
      candidatos,
    });
    expect(r.regime).toBe("lei-12990");
    const notas: Nota[] = [
      ...r.cargos.flatMap((c) => [
        ...c.notas,
        ...c.reversoes,
        ...c.ordem.flatMap((p) => (p.nota ? [p.nota] : [])),
        ...Object.values(c.listas).flatMap((l) => l!.map((e) => e.motivo)),
      ]),
      ...r.candidatos.flatMap((x) => x.notas),
      ...r.empates.map((e) => ({ texto: e.texto, fundamento: "" })),
    ];
    // The cases that used to cite the new law are there: waiting, vacant AC position, vacant vaga.
    expect(notas.some((n) => n.texto.startsWith("Aguardando"))).toBe(true);
    expect(notas.some((n) => n.texto.startsWith("Vaga de ampla concorrência sem candidato"))).toBe(true);
    expect(notas.some((n) => /vagas? de .* sem candidato em nenhuma lista/.test(n.texto))).toBe(true);
    const doRegime = (n: Nota) => n.texto.startsWith("Regime Lei nº 12.990/2014:");
    const citam = (n: Nota) => LEIS_NOVAS.test(n.fundamento) || LEIS_NOVAS.test(n.texto);
    expect([...notas, ...r.avisos].filter((n) => citam(n) && !doRegime(n))).toEqual([]);
    const regime = notas.filter(doRegime);
    expect(regime).toHaveLength(2); // one per cargo
    for (const n of regime) expect(n.fundamento).toContain("Lei nº 15.142/2025, art. 11");
  });
});
