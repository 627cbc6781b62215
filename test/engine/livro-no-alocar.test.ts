/**
 * Lei 15.142 art. 9º § 2º in alocar: with the ledger of calls (concurso.convocacoes), everyone called
 * keeps the position and the list of their call in the result, whatever the data says afterwards; a
 * person whose nomination was made void or who gave up keeps the record, and the position goes to the
 * replacement the next call names (art. 7º, § 3º), and so does one whom today's data takes out (RULES
 * § 7.1) — the same rule and the same warnings as proximaConvocacao.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { alocar, proximaConvocacao, registrarConvocacao } from "../../src/engine";
import type { Candidato, Concurso, Resultado } from "../../src/engine";
import { arbConcurso, arbPasso, darPasso } from "./arbitrariosDeConvocacoes";

const CANDIDATOS: Candidato[] = [
  { id: "a", cargo: "C1", nota: 90, listas: ["AC"] },
  { id: "b", cargo: "C1", nota: 80, listas: ["AC", "PPP"], confirmacao: { PPP: "confirmada" } },
  { id: "c", cargo: "C1", nota: 70, listas: ["AC"] },
  { id: "d", cargo: "C1", nota: 60, listas: ["AC", "PPP"], confirmacao: { PPP: "confirmada" } },
  { id: "e", cargo: "C1", nota: 50, listas: ["AC"] },
  { id: "f", cargo: "C1", nota: 40, listas: ["AC", "PPP"], confirmacao: { PPP: "confirmada" } },
  { id: "g", cargo: "C1", nota: 30, listas: ["AC"] },
];
const CONCURSO: Concurso = {
  edital: { dataPublicacao: "2025-09-01" },
  cargos: [{ id: "C1", vagas: 5 }],
  candidatos: CANDIDATOS,
};
/** The first call: 1 AC "a", 2 PPP "d", 3 AC "b" (the order of today's data). */
const COM_LIVRO = registrarConvocacao(
  CONCURSO,
  proximaConvocacao(CONCURSO, { cargo: "C1", posicoes: 3 }).convocacao,
);
/** After the call, "d" loses the racial reserve (the confirmation reversed). */
const DEPOIS: Concurso = {
  ...COM_LIVRO,
  candidatos: CANDIDATOS.map((c) => (c.id === "d" ? { ...c, confirmacao: { PPP: "indeferida" } } : c)),
};

const doCandidato = (r: Resultado, id: string) => r.candidatos.find((x) => x.id === id)!;
const ordem = (r: Resultado) => r.cargos[0].ordem.map((p) => [p.posicao, p.lista, p.candidato]);

describe("Lei 15.142 art. 9º § 2º: alocar mantém quem foi convocado na posição e na lista da convocação", () => {
  it("a confirmação desfeita depois da convocação não tira a posição 2 nem a lista PPP de quem foi convocado", () => {
    expect(ordem(alocar({ ...DEPOIS, convocacoes: undefined }))[1]).toEqual([2, "PPP", "f"]);
    const r = alocar(DEPOIS);
    expect(ordem(r).slice(0, 3)).toEqual([
      [1, "AC", "a"],
      [2, "PPP", "d"],
      [3, "AC", "b"],
    ]);
    expect(doCandidato(r, "d")).toMatchObject({ posicao: 2, lista: "PPP" });
    expect(doCandidato(r, "d").notas[0]).toEqual({
      texto:
        "Convocado(a) na convocação nº 1, na posição 2, da lista de pessoas pretas e pardas (PPP): mantém a posição e a lista.",
      fundamento: expect.stringContaining("art. 9º, § 2º"),
    });
    expect(new Set(r.cargos[0].ordem.map((p) => p.candidato)).size).toBe(5);
  });

  it("o aviso de que os dados de hoje chamariam outra pessoa é o mesmo da próxima convocação", () => {
    const r = alocar(DEPOIS);
    const daProxima = proximaConvocacao(DEPOIS, { cargo: "C1", posicoes: 1 }).avisos;
    const aviso = r.avisos.find((a) => a.texto.startsWith("Convocação nº 1, posição 2"));
    expect(aviso?.texto).toContain('"d"');
    expect(aviso?.texto).toContain('"f"');
    expect(daProxima).toContainEqual(aviso);
  });

  it("art. 7º § 3º: a nomeação sem efeito fica no registro, e a posição é de quem a próxima convocação chama", () => {
    const livro = COM_LIVRO.convocacoes!.map((v) => ({ ...v, desfechos: { b: "sem-efeito" as const } }));
    const concurso = { ...COM_LIVRO, convocacoes: livro };
    const substituto = proximaConvocacao(concurso, { cargo: "C1", posicoes: 1 }).convocacao.chamados[0];
    expect(substituto).toMatchObject({ posicao: 3, lista: "AC", substitui: "b" });
    const r = alocar(concurso);
    expect(r.cargos[0].ordem[2]).toMatchObject({ posicao: 3, lista: "AC", candidato: substituto.candidato });
    expect(doCandidato(r, "b")).toMatchObject({ posicao: null, lista: null });
    expect(doCandidato(r, "b").notas[0].texto).toContain("convocação nº 1, na posição 3");
  });
});

const RODADAS = { numRuns: 100 };

describe("Lei 15.142 art. 9º § 2º: alocar com o livro, sobre concursos aleatórios", () => {
  it("quem foi convocado nunca muda de posição nem de lista no alocar, mude o que mudar nos dados; a posição vaga é do substituto da próxima convocação", () => {
    fc.assert(
      fc.property(arbConcurso, fc.array(arbPasso, { minLength: 1, maxLength: 4 }), (inicial, passos) => {
        let concurso = inicial;
        for (const passo of passos) {
          const passado = darPasso(concurso, passo);
          if (!passado) break; // nobody left to call
          concurso = passado.concurso;

          const resultado = alocar(concurso);
          const porId = new Map(resultado.candidatos.map((x) => [x.id, x]));
          const naOrdem = new Map(resultado.cargos[0].ordem.map((p) => [p.posicao, p]));
          // Out by today's data after the call: leaves the position too (RULES § 7.1).
          const foraPelosDados = new Set(
            concurso.candidatos
              .filter((c) => c.situacao === "eliminado" || c.situacao === "desistente")
              .map((c) => c.id),
          );
          const mantidos = new Set<string>();
          for (const v of concurso.convocacoes!) {
            for (const x of v.chamados) {
              const desfecho = v.desfechos?.[x.candidato];
              const quem = porId.get(x.candidato)!;
              if (
                desfecho === "sem-efeito" ||
                desfecho === "desistencia" ||
                foraPelosDados.has(x.candidato)
              ) {
                expect(quem.posicao).toBeNull();
                continue;
              }
              mantidos.add(x.candidato);
              expect([quem.posicao, quem.lista]).toEqual([x.posicao, x.lista]);
              expect([naOrdem.get(x.posicao)!.lista, naOrdem.get(x.posicao)!.candidato]).toEqual([
                x.lista,
                x.candidato,
              ]);
            }
          }
          // The positions alocar fills with people not held are exactly the next call's (one function
          // answers both): a call of as many positions names the same people at the same positions.
          const abertas = resultado.cargos[0].ordem.filter(
            (p) => p.candidato !== null && !mantidos.has(p.candidato),
          );
          if (abertas.length === 0) continue;
          const proxima = proximaConvocacao(concurso, { cargo: "C1", posicoes: abertas.length }).convocacao
            .chamados;
          expect(proxima.map((x) => [x.posicao, x.lista, x.candidato])).toEqual(
            abertas.map((p) => [p.posicao, p.lista, p.candidato]),
          );
        }
      }),
      RODADAS,
    );
  });
});
