/**
 * Random concursos of one cargo and random changes of their data after a call (a confirmation
 * reversed, someone eliminated or giving up, a score changed), for the properties of the calls.
 */
import fc from "fast-check";
import { proximaConvocacao, registrarConvocacao } from "../../src/engine";
import type {
  Candidato,
  Concurso,
  Confirmacao,
  DesfechoConvocacao,
  Edital,
  Lista,
  ResultadoDaConvocacao,
} from "../../src/engine";

const EDITAIS: { edital: Edital; raciais: Lista[] }[] = [
  { edital: { dataPublicacao: "2025-09-01" }, raciais: ["PPP", "IND", "QUI"] },
  { edital: { dataPublicacao: "2025-06-10" }, raciais: ["PPIQ"] },
  { edital: { dataPublicacao: "2024-03-01" }, raciais: ["PPP"] },
];

const arbCandidato = fc.record({
  nota: fc.integer({ min: 0, max: 20 }),
  ac: fc.integer({ min: 0, max: 3 }), // 3 in 4 classified in AC
  racial: fc.integer({ min: -2, max: 2 }), // below 0: no racial reserve
  pcd: fc.integer({ min: 0, max: 5 }), // 0: PCD
  confirmacao: fc.constantFrom<Confirmacao | undefined>(
    undefined,
    undefined,
    "confirmada",
    "indeferida",
    "pendente",
  ),
  situacao: fc.constantFrom<Candidato["situacao"]>(
    undefined,
    undefined,
    undefined,
    undefined,
    "eliminado",
    "desistente",
  ),
});

type Gerado = typeof arbCandidato extends fc.Arbitrary<infer T> ? T : never;
type Mudanca = typeof arbMudanca extends fc.Arbitrary<infer T> ? T : never;

function candidato(g: Gerado, i: number, raciais: Lista[]): Candidato {
  const racial = g.racial >= 0 ? raciais[g.racial % raciais.length] : undefined;
  const listas: Lista[] = [
    ...(g.ac > 0 || (!racial && g.pcd !== 0) ? (["AC"] as const) : []),
    ...(racial ? [racial] : []),
    ...(g.pcd === 0 ? (["PCD"] as const) : []),
  ];
  return {
    id: `i${String(i).padStart(2, "0")}`,
    cargo: "C1",
    nota: g.nota,
    listas,
    ...(racial && g.confirmacao ? { confirmacao: { [racial]: g.confirmacao } } : {}),
    ...(g.situacao ? { situacao: g.situacao } : {}),
    nascimento: `19${50 + i}-01-01`,
  };
}

export const arbConcurso: fc.Arbitrary<Concurso> = fc
  .record({
    edital: fc.constantFrom(...EDITAIS),
    vagas: fc.integer({ min: 0, max: 12 }),
    candidatos: fc.array(arbCandidato, { maxLength: 25 }),
  })
  .map(({ edital, vagas, candidatos }) => ({
    edital: edital.edital,
    cargos: [{ id: "C1", vagas }],
    candidatos: candidatos.map((g, i) => candidato(g, i, edital.raciais)),
  }));

/** A change of data after a call: a confirmation reversed, someone eliminated, a score changed. */
export const arbMudanca = fc.record({
  quem: fc.nat(),
  tipo: fc.constantFrom("confirmacao", "eliminado", "nota", "desistente"),
  nota: fc.integer({ min: 0, max: 20 }),
});

export function mudar(concurso: Concurso, m: Mudanca): Concurso {
  if (concurso.candidatos.length === 0) return concurso;
  const alvo = concurso.candidatos[m.quem % concurso.candidatos.length].id;
  const candidatos = concurso.candidatos.map((x): Candidato => {
    if (x.id !== alvo) return x;
    if (m.tipo === "nota") return { ...x, nota: m.nota };
    if (m.tipo === "eliminado" || m.tipo === "desistente") return { ...x, situacao: m.tipo };
    const reservada = x.listas.find((l) => l !== "AC" && l !== "PCD");
    if (!reservada) return x;
    const antes = x.confirmacao?.[reservada as "PPP"];
    return { ...x, confirmacao: { [reservada]: antes === "indeferida" ? "confirmada" : "indeferida" } };
  });
  return { ...concurso, candidatos };
}

/** One step of the ledger's life: a call of some positions, the outcomes typed in, a change of data. */
export const arbPasso = fc.record({
  posicoes: fc.integer({ min: 1, max: 4 }),
  desfechos: fc.array(
    fc.constantFrom<DesfechoConvocacao | undefined>(undefined, "posse", "sem-efeito", "desistencia"),
    { minLength: 4, maxLength: 4 },
  ),
  mudanca: arbMudanca,
});

type Passo = typeof arbPasso extends fc.Arbitrary<infer T> ? T : never;

/** Makes the step's call of cargo C1 and records it with its outcomes, then changes the data; null
 *  when nobody was left to call. */
export function darPasso(
  concurso: Concurso,
  passo: Passo,
): { concurso: Concurso; chamada: ResultadoDaConvocacao } | null {
  const chamada = proximaConvocacao(concurso, { cargo: "C1", posicoes: passo.posicoes });
  if (chamada.convocacao.chamados.length === 0) return null;
  const registrado = registrarConvocacao(concurso, chamada.convocacao);
  const ultima = registrado.convocacoes!.at(-1)!;
  ultima.desfechos = {};
  chamada.convocacao.chamados.forEach((x, k) => {
    const d = passo.desfechos[k];
    if (d) ultima.desfechos![x.candidato] = d;
  });
  return { concurso: mudar(registrado, passo.mudanca), chamada };
}
