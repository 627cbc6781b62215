/**
 * Random concursos of the three regimes for the property tests (RULES §1–§4): few distinct scores
 * (ties are frequent), every confirmation outcome and situation, editais with their own percentages.
 */
import fc from "fast-check";
import type { Candidato, Concurso, Confirmacao, Edital, Lista } from "../../src/engine";

export const EDITAIS: Edital[] = [
  { dataPublicacao: "2025-09-01" },
  { dataPublicacao: "2025-06-10" },
  { dataPublicacao: "2025-06-10", percentuais: { PPP: 24, IND: 3, QUI: 3 } },
  { dataPublicacao: "2024-03-01" },
  { dataPublicacao: "2025-09-01", percentuais: { PPP: 20, IND: 5, QUI: 5, PCD: 10 } },
  { dataPublicacao: "2025-09-01", pcdNaRegraDoMaiorPercentual: true, reversaoPcdPara: "PPP" },
];

/** The edital's racial lists: by its date, or the split it chose (lei-15142 window). */
function raciaisDo(edital: Edital): Lista[] {
  if (edital.dataPublicacao === "2024-03-01") return ["PPP"];
  if (edital.dataPublicacao === "2025-06-10" && !edital.percentuais?.IND) return ["PPIQ"];
  return ["PPP", "IND", "QUI"];
}

const arbCandidato = fc.record({
  nota: fc.integer({ min: 0, max: 30 }), // few distinct scores: ties are frequent
  ac: fc.boolean(),
  raciais: fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 2 }),
  pcd: fc.integer({ min: 0, max: 9 }),
  confirmacao: fc.constantFrom<Confirmacao | undefined>(
    undefined,
    undefined,
    undefined,
    "confirmada",
    "indeferida",
    "pendente",
    "fraude",
  ),
  situacao: fc.constantFrom<Candidato["situacao"]>(
    undefined,
    undefined,
    undefined,
    undefined,
    "eliminado",
    "desistente",
    "sub judice",
  ),
  ano: fc.integer({ min: 1950, max: 2000 }),
});

export const arbConcurso: fc.Arbitrary<Concurso> = fc
  .record({
    edital: fc.constantFrom(...EDITAIS),
    cargos: fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 3 }),
    candidatos: fc.array(fc.tuple(arbCandidato, fc.nat()), { maxLength: 60 }),
  })
  .map(({ edital, cargos, candidatos }) => {
    const raciais = raciaisDo(edital);
    return {
      edital,
      cargos: cargos.map((vagas, i) => ({ id: `C${i + 1}`, vagas })),
      candidatos: candidatos.map(([g, k], i): Candidato => {
        const listas: Lista[] = [];
        const reservadas = [...new Set(g.raciais.map((r) => raciais[r % raciais.length]))];
        if (g.pcd === 0) reservadas.push("PCD");
        if (g.ac || reservadas.length === 0) listas.push("AC");
        listas.push(...reservadas);
        const c: Candidato = {
          id: `i${String(i).padStart(3, "0")}`,
          cargo: `C${(k % cargos.length) + 1}`,
          nota: g.nota,
          listas,
          nascimento: `${g.ano}-01-15`,
        };
        if (g.confirmacao && reservadas.length) c.confirmacao = { [reservadas[0]]: g.confirmacao };
        if (g.situacao) c.situacao = g.situacao;
        return c;
      }),
    };
  });
