/**
 * Lei 15.142 art. 9 § 2: the order obtained is kept through the career — computed again with the first
 * candidates already nominated in their positions, the order must not change. A nominated candidate
 * holding a position that reverted (PPP → AC) holds a vaga of the list that received it (AC), not of
 * the list the position had in the series. Cases found by the property test (fast-check seeds -1149707932
 * and -1324241851).
 */
import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine";
import type { Candidato, Concurso } from "../../src/engine";

const EDITAL = { regime: "decreto-12536" as const, percentuais: { PCD: 5 } };
const CANDIDATOS: Candidato[] = [90, 80, 70, 60, 50].map((nota, i) => ({
  id: `i00${i}`,
  cargo: "C1",
  nota,
  listas: i >= 3 ? ["AC", "PCD"] : ["AC"],
}));
const CONCURSO: Concurso = { edital: EDITAL, cargos: [{ id: "C1", vagas: 5 }], candidatos: CANDIDATOS };

describe("Lei 15.142 art. 9 § 2: nomeados mantêm a posição e a vaga da lista que a recebeu", () => {
  it("recalculada com os dois primeiros já nomeados (um numa posição revertida de PPP para AC), a ordem não muda", () => {
    const antes = alocar(CONCURSO);
    expect(antes.cargos[0].ordem[1]).toMatchObject({ lista: "AC", listaOriginal: "PPP", candidato: "i001" });
    const posicao = new Map(antes.cargos[0].ordem.slice(0, 2).map((p) => [p.candidato!, p.posicao]));
    const depois = alocar({
      ...CONCURSO,
      candidatos: CANDIDATOS.map((c) =>
        posicao.has(c.id) ? { ...c, situacao: "nomeado" as const, posicaoNomeacao: posicao.get(c.id) } : c,
      ),
    });
    const ordem = (r: typeof antes) => r.cargos[0].ordem.map((p) => [p.posicao, p.lista, p.candidato]);
    expect(ordem(depois)).toEqual(ordem(antes));
    expect(ordem(depois)).toEqual([
      [1, "AC", "i000"],
      [2, "AC", "i001"],
      [3, "AC", "i002"],
      [4, "AC", "i004"],
      [5, "PCD", "i003"],
    ]);
    expect(depois.cargos[0].quadroFinal).toEqual(antes.cargos[0].quadroFinal);
    expect(depois.cargos[0].vagasNaoPreenchidas).toBe(0);
  });

  it("mais nomeados numa lista do que as suas vagas: a reversão que os nomeou continua relatada e a ordem não muda", () => {
    const candidatos: Candidato[] = [
      { id: "i000", cargo: "C1", nota: 0, listas: ["PCD"], nascimento: "1950-01-15" },
      {
        id: "i001",
        cargo: "C1",
        nota: 0,
        listas: ["PPP", "PCD"],
        nascimento: "1950-01-15",
        confirmacao: { PPP: "indeferida" },
      },
    ];
    const concurso: Concurso = {
      edital: { dataPublicacao: "2025-09-01" },
      cargos: [{ id: "C1", vagas: 5 }],
      candidatos,
    };
    const antes = alocar(concurso);
    const posicao = new Map(
      antes.cargos[0].ordem.filter((p) => p.candidato).map((p) => [p.candidato!, p.posicao]),
    );
    expect(posicao.size).toBe(2);
    const depois = alocar({
      ...concurso,
      candidatos: candidatos.map((c) => ({
        ...c,
        situacao: "nomeado" as const,
        posicaoNomeacao: posicao.get(c.id),
      })),
    });
    const [a, d] = [antes.cargos[0], depois.cargos[0]];
    expect(d.ordem.map((p) => [p.lista, p.candidato])).toEqual(a.ordem.map((p) => [p.lista, p.candidato]));
    expect(d.quadroFinal).toEqual(a.quadroFinal);
    expect(d.reversoes.map((r) => [r.de, r.para, r.vagas])).toEqual(
      a.reversoes.map((r) => [r.de, r.para, r.vagas]),
    );
    expect(d.vagasNaoPreenchidas).toBe(a.vagasNaoPreenchidas);
  });

  it("nomeado numa posição de AC que foi revertida para PCD, sendo também indígena: a vaga é de PCD, e o indígena seguinte não muda de posição", () => {
    // 17 vagas: AC 11, PPP 4, IND 1, PCD 1. Só um candidato na AC: das vagas de AC que sobram, a da
    // posição 3 foi para PCD (a pessoa indígena com deficiência, a melhor de PCD); a de IND (posição 17)
    // ficou com a outra pessoa indígena. Nomeada pelos dados só com a posição, a primeira não pode ser
    // contada em IND, o primeiro destino de AC que ela tem.
    const candidatos: Candidato[] = [
      { id: "ac", cargo: "C1", nota: 9, listas: ["AC"] },
      { id: "ind-pcd", cargo: "C1", nota: 26, listas: ["IND", "PCD"] },
      { id: "ppp", cargo: "C1", nota: 13, listas: ["PPP"] },
      { id: "pcd", cargo: "C1", nota: 5, listas: ["PCD"] },
      { id: "ind", cargo: "C1", nota: 21, listas: ["IND"] },
    ];
    const concurso: Concurso = {
      edital: { dataPublicacao: "2025-09-01" },
      cargos: [{ id: "C1", vagas: 17 }],
      candidatos,
    };
    const ordem = (r: ReturnType<typeof alocar>) =>
      r.cargos[0].ordem.filter((p) => p.candidato).map((p) => [p.posicao, p.lista, p.candidato]);
    const antes = alocar(concurso);
    expect(ordem(antes)).toEqual([
      [1, "AC", "ac"],
      [2, "PPP", "ppp"],
      [3, "PCD", "ind-pcd"],
      [5, "PCD", "pcd"],
      [17, "IND", "ind"],
    ]);
    const nomeados = new Map([
      ["ac", 1],
      ["ppp", 2],
      ["ind-pcd", 3],
    ]);
    const depois = alocar({
      ...concurso,
      candidatos: candidatos.map((c) =>
        nomeados.has(c.id) ? { ...c, situacao: "nomeado" as const, posicaoNomeacao: nomeados.get(c.id) } : c,
      ),
    });
    expect(ordem(depois)).toEqual(ordem(antes));
    expect(depois.cargos[0].quadroFinal).toEqual(antes.cargos[0].quadroFinal);
  });

  it("optante aprovado na ampla e nomeado numa posição de PPP revertida à ampla: conta na ampla, não na reserva (Lei 15.142 art. 7º § 2º)", () => {
    // 5 vagas (AC PPP AC AC PCD). a1 é o único optante de PPP e está entre os quatro primeiros da ampla:
    // nomeado(a) pela ampla, não usa a vaga reservada, que reverte à ampla e fica na posição 2 com ele(a).
    const candidatos: Candidato[] = [100, 90, 80, 70, 60, 50].map((nota, i) => ({
      id: `a${i}`,
      cargo: "C1",
      nota,
      listas: i === 1 ? ["AC", "PPP"] : i === 4 ? ["AC", "PCD"] : ["AC"],
    }));
    const concurso: Concurso = {
      edital: { dataPublicacao: "2025-09-01" },
      cargos: [{ id: "C1", vagas: 5 }],
      candidatos,
    };
    const ordem = (r: ReturnType<typeof alocar>) =>
      r.cargos[0].ordem.map((p) => [p.posicao, p.lista, p.listaOriginal ?? null, p.candidato]);
    const antes = alocar(concurso);
    expect(ordem(antes)).toEqual([
      [1, "AC", null, "a0"],
      [2, "AC", "PPP", "a1"],
      [3, "AC", null, "a2"],
      [4, "AC", null, "a3"],
      [5, "PCD", null, "a4"],
    ]);
    const posicao = new Map(antes.cargos[0].ordem.map((p) => [p.candidato, p.posicao]));
    const depois = alocar({
      ...concurso,
      candidatos: candidatos.map((c) =>
        posicao.has(c.id) ? { ...c, situacao: "nomeado" as const, posicaoNomeacao: posicao.get(c.id) } : c,
      ),
    });
    expect(ordem(depois)).toEqual(ordem(antes));
    expect(depois.cargos[0].reversoes.map((r) => [r.de, r.para, r.vagas])).toEqual([["PPP", "AC", 1]]);
  });

  it("nomeado pelos dados numa posição de lista que não é sua, onde o cálculo de hoje não o(a) põe: contado numa lista sua, e o cargo diz isso", () => {
    // 5 vagas (AC PPP AC AC PCD): a pessoa só de PcD está nomeada, segundo a planilha, na posição 2 (de
    // pretos e pardos); o cálculo sem essa nomeação a põe na 5. A lista da vaga é uma leitura: dita.
    const candidatos: Candidato[] = [
      ...[90, 80, 70, 60].map((nota, i) => ({ id: `a${i}`, cargo: "C1", nota, listas: ["AC" as const] })),
      { id: "pcd", cargo: "C1", nota: 50, listas: ["PCD"], situacao: "nomeado", posicaoNomeacao: 2 },
    ];
    const r = alocar({
      edital: { dataPublicacao: "2025-09-01" },
      cargos: [{ id: "C1", vagas: 5 }],
      candidatos,
    });
    expect(r.cargos[0].ordem[1]).toMatchObject({ lista: "PCD", listaOriginal: "PPP", candidato: "pcd" });
    expect(r.cargos[0].notas.map((n) => n.texto)).toContain(
      '"pcd" está nomeado(a) na 2ª posição segundo os dados, uma posição de pessoas pretas e pardas, lista em que não está classificado(a), e o cálculo de hoje não o(a) põe nela: foi contado(a) em pessoas com deficiência. Confira; para fixar a lista, registre a nomeação como convocação, com a lista.',
    );
  });
});
