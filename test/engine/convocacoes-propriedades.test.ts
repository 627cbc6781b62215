/**
 * Properties of the calls over random concursos with random ledgers and outcomes (RULES § 7): one rule
 * computes every call, and it is the allocation itself — (a) the next call is what `alocar` gives once
 * it is recorded; (b) nobody called ever moves or changes list (Lei 15.142, art. 9º, § 2º); (c) with no
 * ledger, a call of N positions is `alocar`'s first N; (d) the people within the vagas are the § 4
 * selection over the candidates left, those held fixed (checked against an oracle written from RULES
 * § 4 for the reading of Lei 12.990, not from the engine); (e) a grouped concurso's reserve never passes
 * its caps after any sequence of arising vagas (Decreto 12.536, art. 20; Lei 8.112, art. 5º, § 2º).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  alocar,
  calcularQuadro,
  lerConcurso,
  proximaConvocacao,
  registrarConvocacao,
} from "../../src/engine";
import type { Candidato, Concurso, DesfechoConvocacao, Lista } from "../../src/engine";
import { arbConcurso, arbPasso, darPasso, mudar, arbMudanca } from "./arbitrariosDeConvocacoes";

const RODADAS = { numRuns: 120 };

/** Each position of cargo `cargo` in alocar: [list, candidate]. */
function posicoesDoAlocar(concurso: Concurso, cargo = "C1"): Map<number, [Lista, string | null]> {
  const r = alocar(concurso).cargos.find((c) => c.id === cargo)!;
  return new Map(r.ordem.map((p) => [p.posicao, [p.lista, p.candidato]]));
}

/** Everyone the ledger still holds: called, and neither voided, given up nor out by today's data. */
function mantidos(concurso: Concurso, cargo = "C1"): Map<string, { posicao: number; lista: Lista }> {
  const fora = new Set(
    concurso.candidatos
      .filter(
        (c) =>
          c.situacao === "eliminado" ||
          c.situacao === "desistente" ||
          Object.values(c.confirmacao ?? {}).includes("fraude"),
      )
      .map((c) => c.id),
  );
  const m = new Map<string, { posicao: number; lista: Lista }>();
  for (const v of concurso.convocacoes ?? []) {
    if (v.cargo !== cargo) continue;
    for (const x of v.chamados) {
      const d = v.desfechos?.[x.candidato];
      if (d === "sem-efeito" || d === "desistencia" || fora.has(x.candidato)) continue;
      m.set(x.candidato, { posicao: x.posicao, lista: x.lista });
    }
  }
  return m;
}

const arbVida = fc.tuple(arbConcurso, fc.array(arbPasso, { maxLength: 4 }), fc.integer({ min: 1, max: 6 }));

/** A concurso after some calls, outcomes and changes of data (steps that found nobody stop the life). */
function viver(inicial: Concurso, passos: Parameters<typeof darPasso>[1][]): Concurso {
  let concurso = inicial;
  for (const passo of passos) {
    const passado = darPasso(concurso, passo);
    if (!passado) break;
    concurso = passado.concurso;
  }
  return concurso;
}

describe("convocações: propriedades sobre concursos aleatórios (RULES § 7)", () => {
  it("(a) a próxima convocação é o que o alocar dá depois de registrada: as mesmas pessoas, nas mesmas posições e listas", () => {
    fc.assert(
      fc.property(arbVida, ([inicial, passos, m]) => {
        const concurso = viver(inicial, passos);
        const r = proximaConvocacao(concurso, { cargo: "C1", posicoes: m });
        const depois = posicoesDoAlocar(registrarConvocacao(concurso, r.convocacao));
        for (const x of r.convocacao.chamados) expect(depois.get(x.posicao)).toEqual([x.lista, x.candidato]);
        // The call asked no more vagas than the cargo has today: alocar already had them there.
        const cargo = alocar(concurso).cargos[0];
        if (r.convocacao.chamados.every((x) => x.posicao <= cargo.vagas)) {
          const antes = posicoesDoAlocar(concurso);
          for (const x of r.convocacao.chamados) expect(antes.get(x.posicao)).toEqual([x.lista, x.candidato]);
        }
      }),
      RODADAS,
    );
  });

  it("(b) Lei 15.142 art. 9º § 2º: quem foi convocado nunca muda de posição nem de lista, mude o que mudar nos dados, e nunca é chamado de novo", () => {
    fc.assert(
      fc.property(arbConcurso, fc.array(arbPasso, { minLength: 1, maxLength: 5 }), (inicial, passos) => {
        let concurso = inicial;
        for (const passo of passos) {
          const antes = structuredClone(concurso.convocacoes ?? []);
          const passado = darPasso(concurso, passo);
          if (!passado) break;
          const jaChamados = new Set(antes.flatMap((v) => v.chamados.map((x) => x.candidato)));
          for (const x of passado.chamada.convocacao.chamados)
            expect(jaChamados.has(x.candidato)).toBe(false);
          concurso = passado.concurso;
          expect(concurso.convocacoes!.slice(0, antes.length)).toEqual(antes);
          expect(() => lerConcurso(concurso)).not.toThrow();
          const posicoes = posicoesDoAlocar(concurso);
          const resultado = new Map(alocar(concurso).candidatos.map((x) => [x.id, x]));
          for (const [id, { posicao, lista }] of mantidos(concurso)) {
            expect(posicoes.get(posicao)).toEqual([lista, id]);
            expect([resultado.get(id)!.posicao, resultado.get(id)!.lista]).toEqual([posicao, lista]);
          }
        }
      }),
      RODADAS,
    );
  });

  it("(c) sem livro, convocar N posições é o mesmo que as N primeiras do alocar (além das vagas, o alocar com as vagas que surgiram)", () => {
    fc.assert(
      fc.property(arbConcurso, fc.integer({ min: 1, max: 16 }), (concurso, n) => {
        const r = proximaConvocacao(concurso, { cargo: "C1", posicoes: n });
        // Past the vagas, the call counts the positions it calls (all n, or up to the last person left).
        const ultima = r.convocacao.chamados.at(-1)?.posicao ?? 0;
        const vagas = Math.max(concurso.cargos[0].vagas, r.convocacao.chamados.length === n ? n : ultima);
        const ordem = alocar({ ...concurso, cargos: [{ id: "C1", vagas }] }).cargos[0].ordem;
        const esperadas = ordem.filter((p) => p.candidato !== null).slice(0, n);
        expect(r.convocacao.chamados.map((x) => [x.posicao, x.lista, x.candidato])).toEqual(
          esperadas.map((p) => [p.posicao, p.lista, p.candidato]),
        );
      }),
      RODADAS,
    );
  });
});

// ── (d): the § 4 selection, written from RULES § 4 for Lei 12.990 (AC, PPP 20%, PCD; PPP → AC, PCD → AC) ──

const arbSimples = fc
  .record({
    vagas: fc.integer({ min: 1, max: 10 }),
    candidatos: fc.array(
      fc.record({
        nota: fc.integer({ min: 0, max: 30 }),
        tipo: fc.constantFrom("AC", "AC", "AC", "AC+PPP", "PPP", "AC+PCD", "PCD"),
        indeferida: fc.boolean(),
      }),
      { minLength: 18, maxLength: 34 },
    ),
  })
  .map(({ vagas, candidatos }): Concurso => ({
    edital: { dataPublicacao: "2024-03-01" },
    cargos: [{ id: "C1", vagas }],
    candidatos: candidatos.map((g, i): Candidato => ({
      id: `i${String(i).padStart(2, "0")}`,
      cargo: "C1",
      nota: g.nota,
      listas: g.tipo.split("+") as Lista[],
      ...(g.tipo.includes("PPP") && g.indeferida && g.tipo !== "PPP"
        ? { confirmacao: { PPP: "indeferida" } }
        : {}),
      nascimento: `19${50 + i}-01-01`,
    })),
  }));

/** Who fills the N vagas (RULES § 4), with the held people fixed in their lists; null when the ampla has
 *  too few people for the oracle's reading (it does not follow AC → PPP). */
function selecaoDoArt4(concurso: Concurso, vagas: number, merito: string[]): Set<string> | null {
  const porId = new Map(concurso.candidatos.map((c) => [c.id, c]));
  const fixos = mantidos(concurso);
  const saiu = new Set<string>();
  for (const v of concurso.convocacoes ?? [])
    for (const x of v.chamados) if (!fixos.has(x.candidato)) saiu.add(x.candidato);
  const ativo = (id: string) => {
    const c = porId.get(id)!;
    return !saiu.has(id) && c.situacao !== "eliminado" && c.situacao !== "desistente";
  };
  const em = (id: string, l: Lista) => {
    const c = porId.get(id)!;
    return c.listas.includes(l) && !(l !== "AC" && c.confirmacao?.[l as "PPP"] === "indeferida");
  };
  const quadro = calcularQuadro(vagas, concurso.edital).quadro;
  const livres: Record<string, number> = { AC: quadro.AC ?? 0, PPP: quadro.PPP ?? 0, PCD: quadro.PCD ?? 0 };
  for (const { lista } of fixos.values()) livres[lista]--;
  if (Object.values(livres).some((n) => n < 0)) return null;
  const escolhidos = new Set(fixos.keys());
  const pegar = (lista: Lista, n: number) => {
    let levados = 0;
    for (const id of merito) {
      if (levados === n) break;
      if (escolhidos.has(id) || !ativo(id) || !em(id, lista)) continue;
      escolhidos.add(id);
      levados++;
    }
    return levados;
  };
  // 1. The ampla first, cotistas included; 2. each reserve with its best not placed; 3. PPP → AC, PCD → AC.
  if (pegar("AC", livres.AC) < livres.AC) return null;
  const faltam = livres.PPP - pegar("PPP", livres.PPP) + (livres.PCD - pegar("PCD", livres.PCD));
  if (pegar("AC", faltam) < faltam) return null;
  return escolhidos;
}

describe("(d) RULES § 4 em toda convocação: tirados os que saíram e mantidos os convocados, quem está nas vagas é a seleção do § 4 sobre os demais", () => {
  it("Lei 12.990, art. 3º: a ampla primeiro (cotistas incluídos), depois a reserva com os melhores ainda não colocados, as vagas sem candidato revertidas à ampla", () => {
    const arbPassoSimples = fc.record({
      posicoes: fc.integer({ min: 1, max: 4 }),
      desfechos: fc.array(
        fc.constantFrom<DesfechoConvocacao | undefined>(undefined, "posse", "sem-efeito", "desistencia"),
        {
          minLength: 4,
          maxLength: 4,
        },
      ),
      mudanca: arbMudanca,
    });
    fc.assert(
      fc.property(arbSimples, fc.array(arbPassoSimples, { maxLength: 4 }), (inicial, passos) => {
        const concurso = viver(inicial, passos);
        const resultado = alocar(concurso);
        const cargo = resultado.cargos[0];
        const merito = resultado.candidatos.map((x) => x.id);
        const esperado = selecaoDoArt4(concurso, cargo.vagas, merito);
        if (!esperado) return;
        const nasVagas = new Set(cargo.ordem.flatMap((p) => (p.candidato ? [p.candidato] : [])));
        expect([...nasVagas].sort()).toEqual([...esperado].sort());
      }),
      RODADAS,
    );
  });
});

// ── (e): grouped cargos, vagas arising in any of them between calls ──

describe("(e) Decreto 12.536 art. 20 e Lei 8.112 art. 5º § 2º: a reserva de um grupo de cargos nunca passa dos limites, surjam as vagas que surgirem", () => {
  const arbGrupo = fc.record({
    vagas: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 2, maxLength: 4 }),
    candidatos: fc.array(
      fc.record({
        cargo: fc.nat(3),
        nota: fc.integer({ min: 0, max: 30 }),
        tipo: fc.constantFrom("PPP", "PCD", "AC+PCD"),
      }),
      { maxLength: 16 },
    ),
    passos: fc.array(
      fc.record({
        cargo: fc.nat(3),
        posicoes: fc.integer({ min: 1, max: 3 }),
        surgem: fc.integer({ min: 0, max: 3 }),
        desfechos: fc.array(
          fc.constantFrom<DesfechoConvocacao | undefined>(undefined, "posse", "desistencia"),
          {
            minLength: 3,
            maxLength: 3,
          },
        ),
      }),
      { minLength: 1, maxLength: 6 },
    ),
  });

  it("a cada passo, os cargos do grupo somam a reserva calculada sobre o total do grupo, nenhum cargo tem mais pessoas numa lista reservada que o seu quadro, e o PcD não passa de 20%", () => {
    fc.assert(
      fc.property(arbGrupo, ({ vagas, candidatos, passos }) => {
        const ids = vagas.map((_, i) => `C${i + 1}`);
        // Plenty of ampla candidates in every cargo: no vaga reaches a reserve by the ampla running out.
        const ampla: Candidato[] = ids.flatMap((cargo) =>
          Array.from({ length: 30 }, (_, k) => ({
            id: `${cargo}-a${k}`,
            cargo,
            nota: 60 - k,
            listas: ["AC"] as Lista[],
          })),
        );
        let concurso: Concurso = {
          edital: {
            dataPublicacao: "2025-09-01",
            agrupamento: [{ cargos: ids, sorteio: "semente publicada" }],
          },
          cargos: ids.map((id, i) => ({ id, vagas: vagas[i] })),
          candidatos: [
            ...ampla,
            ...candidatos.map((g, i) => ({
              id: `r${i}`,
              cargo: ids[g.cargo % ids.length],
              nota: g.nota,
              listas: g.tipo.split("+") as Lista[],
            })),
          ],
        };
        for (const passo of passos) {
          const cargo = ids[passo.cargo % ids.length];
          concurso = {
            ...concurso,
            cargos: concurso.cargos.map((c) =>
              c.id === cargo ? { ...c, vagas: c.vagas + passo.surgem } : c,
            ),
          };
          const r = proximaConvocacao(concurso, { cargo, posicoes: passo.posicoes });
          concurso = registrarConvocacao(concurso, r.convocacao);
          const ultima = concurso.convocacoes!.at(-1)!;
          ultima.desfechos = {};
          r.convocacao.chamados.forEach((x, k) => {
            if (passo.desfechos[k]) ultima.desfechos![x.candidato] = passo.desfechos[k]!;
          });

          const resultado = alocar(concurso);
          const total = resultado.cargos.reduce((s, c) => s + c.vagas, 0);
          const doGrupo = calcularQuadro(total, concurso.edital).quadro;
          for (const lista of ["PPP", "IND", "QUI", "PCD"] as const) {
            expect(resultado.cargos.reduce((s, c) => s + (c.quadro[lista] ?? 0), 0)).toBe(
              doGrupo[lista] ?? 0,
            );
          }
          // The ampla never runs out here, so no vaga of it reaches a reserve: in every cargo the racial
          // lists together (which revert among themselves, Decreto 12.536 art. 3º §§ 1º–3º) and PcD hold
          // no more people than the cargo's share of the group's reserve — none kept beyond it.
          for (const c of resultado.cargos) {
            for (const listas of [["PPP", "IND", "QUI"], ["PCD"]] as const) {
              const pessoas = c.ordem.filter(
                (p) => (listas as readonly string[]).includes(p.lista) && p.candidato,
              );
              const reserva = listas.reduce((s, l) => s + (c.quadro[l] ?? 0), 0);
              expect(pessoas.length).toBeLessThanOrEqual(reserva);
            }
          }
          expect(doGrupo.PCD ?? 0).toBeLessThanOrEqual(Math.floor(total / 5));
          // The draw is the published one: the same ledger and seed give the same result.
          expect(alocar(structuredClone(concurso)).sorteios).toEqual(resultado.sorteios);
        }
      }),
      { numRuns: 80 },
    );
  });
});

describe("mudanças dos dados depois da convocação", () => {
  it("(b) também quando a mudança vem entre duas convocações do mesmo cargo: o livro se lê igual", () => {
    fc.assert(
      fc.property(arbConcurso, arbMudanca, fc.integer({ min: 1, max: 5 }), (inicial, mudanca, m) => {
        const primeira = proximaConvocacao(inicial, { cargo: "C1", posicoes: m });
        const concurso = mudar(registrarConvocacao(inicial, primeira.convocacao), mudanca);
        const posicoes = posicoesDoAlocar(concurso);
        for (const [id, { posicao, lista }] of mantidos(concurso))
          expect(posicoes.get(posicao)).toEqual([lista, id]);
      }),
      RODADAS,
    );
  });
});
