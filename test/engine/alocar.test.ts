import { describe, expect, it } from "vitest";
import { alocar, ErroDeEntrada } from "../../src/engine";
import { alocarUm, c, concurso, problemas } from "./montar";

describe("lerConcurso: todos os problemas de uma vez, cada um com o candidato e o campo", () => {
  it("aponta cada candidato pela inscrição e pela linha, e cada campo", () => {
    const lista = problemas({
      edital: { dataPublicacao: "2025-09-01" },
      cargos: [{ id: "C1", vagas: 2 }],
      candidatos: [
        { id: "10", cargo: "C1", nota: 80, listas: ["AC"] },
        { id: "10", cargo: "C9", nota: "x", listas: ["AC", "AC"], confirmacao: { PPP: "talvez" } },
        { cargo: "C1", nota: 70, listas: "AC", situacao: "nomeado" },
      ],
    });
    expect(lista).toEqual([
      'candidato "10" (candidatos[1]).id: inscrição "10" repetida',
      'candidato "10" (candidatos[1]).cargo: cargo "C9" não está na lista de cargos',
      'candidato "10" (candidatos[1]).nota: a nota final deve ser um número; recebido "x"',
      'candidato "10" (candidatos[1]).listas: lista "AC" repetida',
      'candidato "10" (candidatos[1]).confirmacao.PPP: resultado desconhecido "talvez"; use confirmada, indeferida, pendente, fraude',
      "candidatos[2].id: informe o número de inscrição (texto)",
      'candidatos[2].listas: informe as listas em que o candidato está classificado, como ["AC", "PPP"]',
      "candidatos[2].posicaoNomeacao: candidato já nomeado: informe a posição que ocupa na ordem de nomeação (inteiro ≥ 1)",
    ]);
  });

  it("lista que não existe no regime do edital (IND sob a Lei 12.990) é recusada", () => {
    const lista = problemas(concurso(5, [c("1:80:AC,IND")], { dataPublicacao: "2024-01-10" }));
    expect(lista).toEqual([
      'candidato "1" (candidatos[0]).listas: a lista "IND" não existe neste edital; as listas são AC, PPP, PCD',
    ]);
  });

  it("percentuais fora do Decreto 12.536 art. 3 § 5 são recusados com o artigo", () => {
    const lista = problemas(concurso(5, [], { dataPublicacao: "2025-09-01", percentuais: { PPP: 15 } }));
    expect(lista.join("\n")).toContain("Decreto nº 12.536/2025, art. 3º, § 5º");
  });

  it("quadro publicado que não soma as vagas do cargo é recusado", () => {
    const lista = problemas(concurso({ id: "C1", vagas: 5, quadroPublicado: { AC: 3, PPP: 1 } }, []));
    expect(lista).toEqual(['cargo "C1".quadroPublicado: o quadro publicado soma 4 vagas, mas o cargo tem 5']);
  });

  it("alocar também recusa dado ruim, sem resultado parcial", () => {
    expect(() => alocar(concurso(3, [c("1:80:ZZ")]))).toThrow(ErroDeEntrada);
  });
});

describe("Quadro publicado no edital prevalece sobre o calculado (RULES §2)", () => {
  it("usa o publicado e mostra a diferença", () => {
    const { cargo } = alocarUm({ id: "C1", vagas: 4, quadroPublicado: { AC: 3, PCD: 1 } }, [
      c("A:90:AC"),
      c("B:80:AC"),
      c("C:70:AC"),
      c("D:60:PCD"),
    ]);
    expect(cargo.quadroCalculado).toMatchObject({ AC: 3, PPP: 1, PCD: 0 });
    expect(cargo.quadro).toMatchObject({ AC: 3, PPP: 0, PCD: 1 });
    expect(cargo.quadroPublicado).toEqual(cargo.quadro);
    // RULES §5: AC 3 + PCD 1 → AC, AC, AC, PCD.
    expect(cargo.ordem.map((p) => [p.lista, p.candidato])).toEqual([
      ["AC", "A"],
      ["AC", "B"],
      ["AC", "C"],
      ["PCD", "D"],
    ]);
    expect(cargo.notas.filter((n) => n.texto.startsWith("Quadro publicado")).map((n) => n.texto)).toEqual([
      "Quadro publicado no edital prevalece para pessoas pretas e pardas: calculado 1, publicado 0 (diferença -1).",
      "Quadro publicado no edital prevalece para pessoas com deficiência: calculado 0, publicado 1 (diferença +1).",
    ]);
  });
});

describe("Vários cargos", () => {
  it("cada cargo tem o seu quadro, as suas listas e a sua ordem", () => {
    const r = alocar({
      edital: { dataPublicacao: "2025-09-01" },
      cargos: [
        { id: "X", vagas: 1 },
        { id: "Y", vagas: 2 },
      ],
      candidatos: [
        { id: "1", cargo: "X", nota: 50, listas: ["AC", "PPP"] },
        { id: "2", cargo: "Y", nota: 90, listas: ["AC"] },
        { id: "3", cargo: "Y", nota: 40, listas: ["PPP"] },
      ],
    });
    expect(r.cargos.map((c) => [c.id, c.ordem.map((p) => p.candidato)])).toEqual([
      ["X", ["1"]],
      ["Y", ["2", "3"]],
    ]);
    expect(r.candidatos.map((x) => [x.id, x.cargo, x.lista])).toEqual([
      ["1", "X", "AC"],
      ["2", "Y", "AC"],
      ["3", "Y", "PPP"],
    ]);
  });
});
