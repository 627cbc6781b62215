/**
 * The invariants of the confirmation stage (RULES § 9) on random candidates, votes and edital choices:
 * a vote changed in the candidate's favour never worsens that candidate's outcome; nobody outside the
 * convened set gets a reserved outcome; the lists after the stage never add a list the person was not
 * in (Lei 15.142, art. 3º, § 2º: a refusal only removes). COTAS_RODADAS multiplies the runs (fresh seeds).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { confirmarAutodeclaracoes, lerEntradaDaConfirmacao } from "../../src/engine/etapaDeConfirmacao";
import type { Edital, Lista, ListaReservada } from "../../src/engine/tipos";
import type {
  CandidatoNaConfirmacao,
  RegistroDaLista,
  ResultadoDaConfirmacao,
  Voto,
  VotosDoCandidato,
} from "../../src/engine/tiposDaConfirmacao";

const VEZES = Number(process.env.COTAS_RODADAS ?? 1);
const RODADAS = { numRuns: 100 * VEZES };
/** The test's time grows with the runs (vitest's default is 30 s). */
const PRAZO = 60_000 * VEZES;
const RESERVADAS: ListaReservada[] = ["PPP", "IND", "QUI", "PCD"];

/** Mostly every member's vote (a decision), sometimes fewer (in progress). */
const arbVotos = (n: number) =>
  fc.oneof(
    {
      arbitrary: fc.array(fc.constantFrom<Voto>("favor", "contra"), { minLength: n, maxLength: n }),
      weight: 4,
    },
    { arbitrary: fc.array(fc.constantFrom<Voto>("favor", "contra"), { maxLength: n }), weight: 1 },
  );

const arbRegistro = (lista: ListaReservada): fc.Arbitrary<RegistroDaLista | undefined> => {
  const fraude = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 10 },
    { arbitrary: fc.constantFrom("em-andamento" as const, "fraude-apurada" as const), weight: 1 },
  );
  const recursoParecer = <P extends string>(p: fc.Arbitrary<P>) =>
    fc.option(
      fc.oneof(fc.constant("interposto" as const), fc.record({ parecer: fc.option(p, { nil: undefined }) })),
      {
        nil: undefined,
      },
    );
  const objeto: fc.Arbitrary<RegistroDaLista> =
    lista === "PPP"
      ? fc.record(
          {
            comissao: arbVotos(5),
            recurso: fc.option(fc.oneof(fc.constant("interposto" as const), arbVotos(3)), { nil: undefined }),
            apuracaoDeFraude: fraude,
          },
          { requiredKeys: [] },
        )
      : lista === "PCD"
        ? fc.record(
            {
              parecer: fc.constantFrom("caracterizada" as const, "nao-caracterizada" as const),
              recurso: recursoParecer(
                fc.constantFrom("caracterizada" as const, "nao-caracterizada" as const),
              ),
              apuracaoDeFraude: fraude,
            },
            { requiredKeys: [] },
          )
        : fc.record(
            {
              documentos: fc.subarray(
                lista === "IND"
                  ? ["rani", "declaracao-da-comunidade-indigena"]
                  : ["declaracao-tres-liderancas", "certificacao-palmares"],
              ),
              parecer: fc.constantFrom("favoravel" as const, "desfavoravel" as const),
              recurso: recursoParecer(fc.constantFrom("favoravel" as const, "desfavoravel" as const)),
              apuracaoDeFraude: fraude,
            },
            { requiredKeys: [] },
          );
  const simples: RegistroDaLista[] = lista === "PPP" ? ["ausente", "recusou-filmagem"] : ["ausente"];
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 1 },
    { arbitrary: fc.constantFrom(...simples), weight: 1 },
    { arbitrary: objeto, weight: 5 },
  );
};

const arbCandidatos = fc
  .array(
    fc.record({
      nota: fc.integer({ min: 0, max: 40 }).map((n) => n / 4),
      ac: fc.boolean(),
      reservas: fc.subarray(RESERVADAS, { minLength: 1 }),
      situacao: fc.constantFrom(undefined, "classificado", "nomeado", "eliminado", "sub judice"),
      habilitado: fc.constantFrom(undefined, true, true, false),
    }),
    { minLength: 1, maxLength: 12 },
  )
  .chain((cs) =>
    fc.tuple(
      fc.constant(
        cs.map((c, i): CandidatoNaConfirmacao => ({
          id: `c${i}`,
          nota: c.nota,
          listas: [...(c.ac ? (["AC"] as Lista[]) : []), ...c.reservas],
          ...(c.situacao && { situacao: c.situacao }),
          ...(c.habilitado !== undefined && { habilitado: c.habilitado }),
        })),
      ),
      fc.tuple(...cs.map((c) => fc.tuple(...c.reservas.map((l) => arbRegistro(l))))),
    ),
  )
  .map(([candidatos, registros]) => {
    const votos: Record<string, VotosDoCandidato> = {};
    candidatos.forEach((c, i) => {
      const reservas = c.listas.filter((l): l is ListaReservada => l !== "AC");
      const v: VotosDoCandidato = {};
      reservas.forEach((l, k) => {
        if (registros[i][k] !== undefined) v[l] = registros[i][k];
      });
      votos[c.id] = v;
    });
    return { candidatos, votos };
  });

const arbEdital: fc.Arbitrary<Edital> = fc
  .record({
    limite: fc.option(
      fc.record({ PPP: fc.integer({ min: 1, max: 4 }), PCD: fc.integer({ min: 1, max: 3 }) }),
      {
        nil: undefined,
      },
    ),
    suplementar: fc.boolean(),
    prevalece: fc.boolean(),
    ausencia: fc.constantFrom("ampla" as const, "eliminado" as const),
    corte: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
  })
  .map(({ limite, suplementar, prevalece, ausencia, corte }) => ({
    dataPublicacao: "2025-09-01",
    confirmacao: {
      ...(limite && {
        convocacao: { modo: "limite-por-lista" as const, limite, convocacaoSuplementar: suplementar },
      }),
      prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes: prevalece,
      ausencia,
      ...(corte !== undefined && { notaDeCorteAmpla: corte }),
    },
  }));

function rodar(
  edital: Edital,
  candidatos: CandidatoNaConfirmacao[],
  votos: Record<string, VotosDoCandidato>,
) {
  const lido = lerEntradaDaConfirmacao(structuredClone({ edital, candidatos, votos }));
  return confirmarAutodeclaracoes(lido.edital, lido.entrada);
}

/** Better for the candidate is higher. Absence, refusal and fraud do not depend on votes. */
const GRAU: Record<ResultadoDaConfirmacao, number> = {
  "fraude-apurada": 0,
  "nao-convocado": 0,
  ausente: 0,
  "recusa-de-filmagem": 0,
  "nao-confirmada": 1,
  pendente: 2,
  "pendente-de-recurso": 2,
  confirmada: 3,
};

/** Every way to change one vote or parecer of one record in the candidate's favour. */
function aFavor(r: RegistroDaLista | undefined): RegistroDaLista[] {
  if (r === undefined || typeof r === "string") return [];
  const saida: unknown[] = [];
  const o = r as Record<string, unknown>;
  for (const campo of ["comissao", "recurso"]) {
    const votos = o[campo];
    if (Array.isArray(votos))
      votos.forEach((v, k) => {
        if (v === "contra") saida.push({ ...o, [campo]: votos.map((x, j) => (j === k ? "favor" : x)) });
      });
  }
  const melhor = (p: unknown) =>
    p === "desfavoravel" ? "favoravel" : p === "nao-caracterizada" ? "caracterizada" : null;
  if (melhor(o.parecer)) saida.push({ ...o, parecer: melhor(o.parecer) });
  const rec = o.recurso as { parecer?: unknown } | undefined;
  if (rec && typeof rec === "object" && !Array.isArray(rec) && melhor(rec.parecer))
    saida.push({ ...o, recurso: { parecer: melhor(rec.parecer) } });
  return saida as RegistroDaLista[];
}

describe("propriedades da etapa de confirmação (RULES § 9)", () => {
  it(
    "um voto mudado a favor do candidato nunca piora o seu resultado nem lhe tira uma lista",
    () => {
      fc.assert(
        fc.property(arbEdital, arbCandidatos, fc.nat(), (edital, { candidatos, votos }, escolha) => {
          const antes = rodar(edital, candidatos, votos);
          for (const c of candidatos
            .slice(escolha % candidatos.length)
            .concat(candidatos.slice(0, escolha % candidatos.length)))
            for (const [lista, registro] of Object.entries(votos[c.id]) as [
              ListaReservada,
              RegistroDaLista,
            ][]) {
              for (const melhor of aFavor(registro)) {
                const depois = rodar(edital, candidatos, {
                  ...votos,
                  [c.id]: { ...votos[c.id], [lista]: melhor },
                });
                const a = antes.candidatos.find((x) => x.id === c.id)!;
                const d = depois.candidatos.find((x) => x.id === c.id)!;
                for (const l of Object.keys(a.resultado) as ListaReservada[])
                  expect(GRAU[d.resultado[l]!]).toBeGreaterThanOrEqual(GRAU[a.resultado[l]!]);
                for (const l of a.listas) expect(d.listas).toContain(l);
              }
            }
        }),
        RODADAS,
      );
    },
    PRAZO,
  );

  it(
    "ninguém fora dos convocados recebe resultado de reserva; e as listas depois nunca somam lista nova",
    () => {
      fc.assert(
        fc.property(arbEdital, arbCandidatos, (edital, { candidatos, votos }) => {
          const r = rodar(edital, candidatos, votos);
          const convocados = new Map(r.convocacao.map((c) => [c.lista, new Set(c.convocados)]));
          for (const c of r.candidatos) {
            const entrada = candidatos.find((x) => x.id === c.id)!;
            for (const d of c.decisoes) {
              const convocado = d.convocado;
              expect(convocado).toBe(
                entrada.habilitado !== false &&
                  !["eliminado", "desistente"].includes(entrada.situacao ?? "") &&
                  (convocados.get(d.lista)?.has(c.id) ?? false),
              );
              if (!convocado) expect(d.resultado).toBe("nao-convocado");
              else expect(d.resultado).not.toBe("nao-convocado");
            }
            for (const l of c.listas) expect(entrada.listas).toContain(l);
            expect(Object.keys(c.resultado).sort()).toEqual(entrada.listas.filter((l) => l !== "AC").sort());
            if (c.eliminado || c.anulacaoDaAdmissao) expect(c.listas).toEqual([]);
          }
        }),
        RODADAS,
      );
    },
    PRAZO,
  );
});
