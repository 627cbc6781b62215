/**
 * Properties of the calls over random concursos (RULES § 7): Lei 15.142 art. 9º § 2º (a person called
 * never changes position or list, whatever happens to the data after), art. 7º § 3º (a sem-efeito is
 * replaced by the next of the same list at the same position), art. 9º (calling one position at a time
 * names the same people at the same positions as one call of all), art. 9º § 1º (the reserve fills the
 * ampla's positions only once the ampla is exhausted).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  alocar,
  lerConcurso,
  ordemDasListas,
  proximaConvocacao,
  registrarConvocacao,
} from "../../src/engine";
import type { Lista, ResultadoCargo } from "../../src/engine";
import { arbConcurso, arbPasso, darPasso } from "./arbitrariosDeConvocacoes";

const chave = (x: { posicao: number; lista: Lista; candidato: string }) => [x.posicao, x.lista, x.candidato];

/** Who may still be called in a list, per the allocation: placed in it or waiting in it, in rank. */
function filaDaAlocacao(cargo: ResultadoCargo, lista: Lista): string[] {
  return (cargo.listas[lista] ?? [])
    .filter((e) => e.desfecho === "nomeado-nesta-lista" || e.desfecho === "aguardando")
    .map((e) => e.candidato);
}

const RODADAS = { numRuns: 150 };

describe("convocações: propriedades sobre concursos aleatórios", () => {
  it("Lei 15.142 art. 9º § 2º: quem foi convocado nunca muda de posição nem de lista, mude o que mudar nos dados", () => {
    fc.assert(
      fc.property(arbConcurso, fc.array(arbPasso, { minLength: 1, maxLength: 5 }), (inicial, passos) => {
        let concurso = inicial;
        for (const passo of passos) {
          const antes = structuredClone(concurso.convocacoes ?? []);
          const ocupadas = new Map<number, string>();
          for (const v of antes) for (const x of v.chamados) ocupadas.set(x.posicao, x.candidato);
          const vagadas = new Set(
            antes.flatMap((v) =>
              v.chamados
                .filter((x) => ["sem-efeito", "desistencia"].includes(v.desfechos?.[x.candidato] ?? ""))
                .map((x) => x.posicao),
            ),
          );
          const passado = darPasso(concurso, passo);
          if (!passado) break; // nobody left to call
          for (const x of passado.chamada.convocacao.chamados) {
            // A held position is never called again; a called person never again.
            if (ocupadas.has(x.posicao)) {
              expect(vagadas.has(x.posicao)).toBe(true);
              expect(x.substitui).toBe(ocupadas.get(x.posicao));
            }
            expect(antes.some((v) => v.chamados.some((y) => y.candidato === x.candidato))).toBe(false);
          }
          concurso = passado.concurso;
          expect(concurso.convocacoes!.slice(0, antes.length)).toEqual(antes);
          expect(() => lerConcurso(concurso)).not.toThrow();
        }
      }),
      RODADAS,
    );
  });

  it("Lei 15.142 art. 7º § 3º: quem não toma posse é substituído pelo próximo da mesma lista, na mesma posição", () => {
    fc.assert(
      fc.property(
        arbConcurso,
        fc.integer({ min: 1, max: 10 }),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        (concurso, k, semEfeito) => {
          const primeira = proximaConvocacao(concurso, { cargo: "C1", posicoes: k });
          const vagadas = primeira.convocacao.chamados.filter((_, i) => semEfeito[i]);
          if (vagadas.length === 0) return;
          const depois = registrarConvocacao(concurso, primeira.convocacao);
          depois.convocacoes![0].desfechos = Object.fromEntries(
            vagadas.map((x) => [x.candidato, "sem-efeito"]),
          );
          const r = proximaConvocacao(depois, { cargo: "C1", posicoes: vagadas.length });
          // The vacated positions first, in order (fewer only when nobody is left to call).
          const esperadas = [...vagadas]
            .sort((a, b) => a.posicao - b.posicao)
            .map((x) => [x.posicao, x.candidato]);
          const chamadas = r.convocacao.chamados.map((x) => [x.posicao, x.substitui]);
          expect(chamadas).toEqual(esperadas.slice(0, chamadas.length));
          if (chamadas.length < esperadas.length)
            expect(r.avisos.at(-1)?.texto).toMatch(/^Não há mais aprovados/);
          // Each replacement: the first of the vacated list not yet called, when the list has someone left,
          // in today's allocation as the next call reads it: without the ledger (alocar with the ledger
          // also takes the voided person out, and may move a later position's holder into the list).
          const cargo = alocar({ ...depois, convocacoes: undefined }).cargos[0];
          const convocados = new Set(primeira.convocacao.chamados.map((x) => x.candidato));
          for (const x of r.convocacao.chamados) {
            const lista = vagadas.find((v) => v.posicao === x.posicao)!.lista;
            const proximo = filaDaAlocacao(cargo, lista).find((id) => !convocados.has(id));
            if (proximo !== undefined) expect([x.lista, x.candidato]).toEqual([lista, proximo]);
            convocados.add(x.candidato);
          }
        },
      ),
      RODADAS,
    );
  });

  it("Lei 15.142 art. 9º: convocar uma posição por vez dá as mesmas pessoas nas mesmas posições que convocar todas de uma vez", () => {
    fc.assert(
      fc.property(arbConcurso, fc.integer({ min: 1, max: 20 }), (concurso, m) => {
        const deUmaVez = proximaConvocacao(concurso, { cargo: "C1", posicoes: m }).convocacao.chamados.map(
          chave,
        );
        let passo = concurso;
        const umaPorVez: unknown[] = [];
        for (let i = 0; i < m; i++) {
          const r = proximaConvocacao(passo, { cargo: "C1", posicoes: 1 });
          expect(r.convocacao.numero).toBe(i + 1);
          if (r.convocacao.chamados.length === 0) break;
          // The data did not change: the earlier calls are what the rule names today, so no warning.
          expect(r.avisos).toEqual([]);
          umaPorVez.push(...r.convocacao.chamados.map(chave));
          passo = registrarConvocacao(passo, r.convocacao);
        }
        expect(umaPorVez).toEqual(deUmaVez);
      }),
      RODADAS,
    );
  });

  it("Lei 15.142 art. 9º § 1º: uma posição da ampla só vai à reserva quando não resta ninguém na ampla", () => {
    fc.assert(
      fc.property(arbConcurso, (concurso) => {
        const r = proximaConvocacao(concurso, { cargo: "C1", posicoes: 40 });
        const cargo = alocar(concurso).cargos[0];
        const serie = ordemDasListas(cargo.quadro, concurso.edital, { ate: 40 });
        const listaDaPosicao = (p: number) => (p <= cargo.vagas ? cargo.ordem[p - 1].lista : serie[p - 1]);
        const ampla = filaDaAlocacao(cargo, "AC");
        const chamados = r.convocacao.chamados;
        chamados.forEach((x, i) => {
          if (listaDaPosicao(x.posicao) !== "AC" || x.lista === "AC") return;
          const antes = new Set(chamados.slice(0, i).map((y) => y.candidato));
          expect(ampla.filter((id) => !antes.has(id))).toEqual([]);
        });
      }),
      RODADAS,
    );
  });
});
