/**
 * The ledger of calls in lerConcurso (RULES § 7): every problem named at once, in Portuguese, with the
 * call and the field — a person called twice or a held position called again is refused (Lei 15.142,
 * art. 9º, § 2º: the order follows the career); the validity of the edital is checked (CF art. 37, III).
 */
import { describe, expect, it } from "vitest";
import { fimDaValidade, somarMeses } from "../../src/engine";
import type { Concurso } from "../../src/engine";
import { c, problemas } from "./montar";

const BASE: Concurso = {
  edital: { dataPublicacao: "2025-09-01" },
  cargos: [
    { id: "C1", vagas: 5 },
    { id: "C2", vagas: 1 },
  ],
  candidatos: [c("a1:100:AC"), c("a2:90:AC"), c("p1:80:AC,PPP"), c("x1:70:AC", { cargo: "C2" })],
};

describe("lerConcurso: o livro de convocações", () => {
  it("aceita um livro com substituição depois de nomeação sem efeito", () => {
    expect(
      problemas({
        ...BASE,
        convocacoes: [
          {
            numero: 1,
            data: "2026-02-01",
            ato: "Portaria nº 12/2026",
            cargo: "C1",
            chamados: [{ posicao: 1, lista: "AC", candidato: "a1" }],
            desfechos: { a1: "sem-efeito" },
          },
          {
            numero: 2,
            data: "2026-03-01",
            cargo: "C1",
            chamados: [{ posicao: 1, lista: "AC", candidato: "a2" }],
          },
        ],
      }),
    ).toEqual([]);
  });

  it("forma de cada convocação: número, cargo, data, ato, chamados e desfechos, todos nomeados de uma vez", () => {
    expect(
      problemas({
        ...BASE,
        convocacoes: [
          {
            numero: 0,
            cargo: "C9",
            data: "2026-02-30",
            ato: 12,
            chamados: [
              { posicao: 0, lista: "XYZ", candidato: "ninguem" },
              { posicao: 2, lista: "AC", candidato: "x1" },
            ],
            desfechos: { a1: "posse", a2: "faltou" },
          },
          { numero: 1, cargo: "C1", chamados: [] },
          "convocação",
        ],
      }),
    ).toEqual([
      'convocacoes[0].numero: o número da convocação deve ser um inteiro ≥ 1; recebido "0"',
      'convocacoes[0].cargo: cargo "C9" não está na lista de cargos',
      'convocacoes[0].data: data inválida "2026-02-30"; escreva AAAA-MM-DD',
      'convocacoes[0].ato: o ato deve ser texto, como "Portaria nº 12/2026"',
      'convocacoes[0].chamados[0].posicao: a posição na ordem de nomeação deve ser um inteiro ≥ 1; recebido "0"',
      'convocacoes[0].chamados[0].lista: lista "XYZ" não existe neste edital; as listas são AC, PPP, IND, QUI, PCD',
      'convocacoes[0].chamados[0].candidato: o candidato "ninguem" não está na lista de candidatos',
      'convocacoes[0].chamados[1].candidato: o candidato "x1" é do cargo "C2", não do cargo "C9"',
      'convocacoes[0].desfechos.a1: o candidato "a1" não está entre os chamados desta convocação',
      'convocacoes[0].desfechos.a2: desfecho desconhecido "faltou"; use posse, sem-efeito, desistencia',
      'convocacoes[1].chamados: informe as pessoas chamadas, como [{"posicao": 1, "lista": "AC", "candidato": "123"}]',
      "convocacoes[2]: cada convocação é um objeto com numero, cargo e chamados (e data, ato e desfechos)",
    ]);
    expect(problemas({ ...BASE, convocacoes: {} })).toEqual([
      'convocacoes: use uma lista de convocações, como [{"numero": 1, "cargo": "C1", "chamados": [...]}]',
    ]);
  });

  it("Lei 15.142 art. 9º § 2º: ninguém é convocado duas vezes nem toma posição de quem a mantém", () => {
    const chamado = (posicao: number, candidato: string) => ({ posicao, lista: "AC", candidato });
    expect(
      problemas({
        ...BASE,
        convocacoes: [
          { numero: 1, cargo: "C1", data: "2026-03-01", chamados: [chamado(1, "a1"), chamado(2, "a2")] },
          { numero: 1, cargo: "C1", chamados: [chamado(3, "p1")] },
          { numero: 2, cargo: "C1", data: "2026-02-01", chamados: [chamado(3, "a1"), chamado(2, "p1")] },
        ],
      }),
    ).toEqual([
      'convocacoes[1].numero: a convocação nº 1 do cargo "C1" aparece mais de uma vez',
      'convocação nº 2 do cargo "C1".data: 01/02/2026 é anterior à convocação nº 1 (01/03/2026)',
      'convocação nº 2 do cargo "C1", candidato "p1": a posição 2 já é de "a2" (convocação nº 1), sem nomeação tornada sem efeito nem desistência registrada, nem eliminação ou desistência nos dados',
      'convocação nº 2 do cargo "C1", candidato "a1": já foi convocado(a) ou nomeado(a) antes: cada pessoa é convocada uma só vez',
    ]);
  });

  it("a posição de um nomeado dos dados (situação nomeado) não é convocada de novo", () => {
    const candidatos = [c("a1:100:AC", { situacao: "nomeado", posicaoNomeacao: 1 }), c("a2:90:AC")];
    expect(
      problemas({
        ...BASE,
        candidatos,
        convocacoes: [{ numero: 1, cargo: "C1", chamados: [{ posicao: 1, lista: "AC", candidato: "a2" }] }],
      }),
    ).toEqual([
      'convocação nº 1 do cargo "C1", candidato "a2": a posição 1 já é de "a1", nomeado(a) segundo os dados dos candidatos',
    ]);
  });
});

describe("Constituição art. 37, III: a validade do concurso no edital", () => {
  it("homologação, meses (até 24) e prorrogação conferidos", () => {
    const comValidade = (validade: unknown) => problemas({ ...BASE, edital: { ...BASE.edital, validade } });
    expect(comValidade({ homologacao: "2026-01-15", meses: 24, prorrogada: true })).toEqual([]);
    expect(comValidade({ homologacao: "15/01/2026", meses: 25, prorrogada: "sim" })).toEqual([
      'edital.validade.homologacao: informe a data da homologação (AAAA-MM-DD); recebido "15/01/2026"',
      'edital.validade.meses: a validade é de 1 a 24 meses (Constituição, art. 37, III); recebido "25"',
      "edital.validade.prorrogada: use true ou false",
    ]);
    expect(comValidade("2 anos")).toEqual([
      'edital.validade: use um objeto como {"homologacao": "2026-01-15", "meses": 24, "prorrogada": false}',
    ]);
  });

  it("Lei 810/1949: o prazo em meses termina no dia correspondente, ou no primeiro dia seguinte quando ele não existe", () => {
    expect(somarMeses("2026-01-15", 24)).toBe("2028-01-15");
    expect(somarMeses("2026-01-31", 1)).toBe("2026-03-01");
    expect(somarMeses("2028-01-31", 1)).toBe("2028-03-01"); // 29 days in February 2028
    expect(somarMeses("2026-03-31", 1)).toBe("2026-05-01");
    expect(somarMeses("2026-12-10", 2)).toBe("2027-02-10");
    expect(fimDaValidade({ homologacao: "2026-01-15", meses: 24 })).toEqual({
      fim: "2028-01-15",
      fimProrrogado: "2030-01-15",
    });
  });
});
