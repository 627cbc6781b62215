// lerConcurso checks the clerk's data before any rule runs and names every problem at once, each with
// the field (the cargo, or the candidate by inscrição and row) and a message in Portuguese: nothing is
// guessed, nothing silently dropped (RULES.md; the CLI and the task pane show these problems as they are).
import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine/alocar";
import { lerConcurso } from "../../src/engine/lerConcurso";
import { ErroDeEntrada } from "../../src/engine/tipos";
import { c, concurso, problemas as linhasDosProblemas } from "./montar";

function problemas(json: unknown) {
  try {
    lerConcurso(json);
  } catch (erro) {
    expect(erro).toBeInstanceOf(ErroDeEntrada);
    return (erro as ErroDeEntrada).problemas;
  }
  throw new Error("esperava ErroDeEntrada");
}

describe("lerConcurso: todos os problemas de uma vez, cada um com o seu campo", () => {
  it("edital, cargos e candidatos com um erro de cada tipo", () => {
    const concurso = {
      edital: {
        dataPublicacao: "2025-09-01",
        dataReferenciaIdade: "2025-13-01",
        reversaoPcdPara: "XX",
        trintaPorCentoPrimeiro: "sim",
        pcdNaRegraDoMaiorPercentual: 1,
        desempate: [
          "idade-60",
          "idade",
          { campo: "r", ordem: "menor" },
          { campo: "s", ordem: "maior" },
          { campo: "t" },
          { campo: 3 },
          { campo: "u", ordem: "x" },
          "altura",
        ],
      },
      cargos: [
        "x",
        { id: "", vagas: 2 },
        { id: "C1", vagas: 10, quadroPublicado: { AC: 6, PPP: 3, XYZ: 1, PCD: -1 } },
        { id: "C1", vagas: 1.5 },
        { id: "C2", vagas: 4, quadroPublicado: [1] },
        { id: "C3", vagas: 2, quadroPublicado: { AC: 1 } },
      ],
      candidatos: [
        7,
        { cargo: "C1", nota: 1, listas: ["AC"] },
        { id: "A", nome: 5, cargo: "C9", nota: "8,5", listas: "AC" },
        {
          id: "A",
          cargo: "C1",
          nota: Infinity,
          listas: ["AC", "ZZ", "AC", "PPIQ"],
          confirmacao: { AC: "confirmada", PPP: "talvez", QQ: "x" },
          situacao: "aprovado",
          nascimento: "1990-02-30",
          desempate: { r: "9", s: NaN },
        },
        {
          id: "B",
          cargo: "C1",
          nota: 5,
          listas: ["PPP"],
          confirmacao: "sim",
          desempate: 3,
          posicaoNomeacao: 2,
        },
        { id: "N1", cargo: "C1", nota: 5, listas: ["AC"], situacao: "nomeado" },
        { id: "N2", cargo: "C1", nota: 5, listas: ["AC"], situacao: "nomeado", posicaoNomeacao: 11 },
        { id: "N3", cargo: "C1", nota: 5, listas: ["AC"], situacao: "nomeado", posicaoNomeacao: 2 },
        { id: "N4", cargo: "C1", nota: 5, listas: ["AC"], situacao: "nomeado", posicaoNomeacao: 2 },
        { id: "N5", cargo: "C2", nota: 5, listas: ["AC"], situacao: "nomeado", posicaoNomeacao: 2 },
        { id: "C", cargo: "C1", nota: 5, listas: ["AC"], nascimento: "1990-02-30" },
      ],
    };
    expect(problemas(concurso)).toEqual([
      { campo: "edital.trintaPorCentoPrimeiro", mensagem: "use true ou false" },
      {
        campo: "edital.reversaoPcdPara",
        mensagem: 'lista desconhecida "XX"; use AC, PPP, IND, QUI, PPIQ, PCD',
      },
      { campo: "edital.pcdNaRegraDoMaiorPercentual", mensagem: "use true ou false" },
      {
        campo: "edital.desempate[5]",
        mensagem:
          'critério inválido; use "idade-60", "idade" ou {"campo": "nome", "ordem": "maior" | "menor"}',
      },
      {
        campo: "edital.desempate[6]",
        mensagem:
          'critério inválido; use "idade-60", "idade" ou {"campo": "nome", "ordem": "maior" | "menor"}',
      },
      {
        campo: "edital.desempate[7]",
        mensagem:
          'critério inválido; use "idade-60", "idade" ou {"campo": "nome", "ordem": "maior" | "menor"}',
      },
      { campo: "edital.dataReferenciaIdade", mensagem: 'data inválida "2025-13-01"; escreva AAAA-MM-DD' },
      { campo: "cargos[0]", mensagem: "cada cargo é um objeto com id e vagas" },
      { campo: "cargos[1].id", mensagem: "informe o identificador do cargo (texto)" },
      {
        campo: 'cargo "C1".quadroPublicado.XYZ',
        mensagem: 'lista "XYZ" não existe neste edital; as listas são AC, PPP, IND, QUI, PCD',
      },
      { campo: 'cargo "C1".quadroPublicado.PCD', mensagem: 'use um inteiro ≥ 0; recebido "-1"' },
      {
        campo: 'cargo "C1".quadroPublicado',
        mensagem: "o quadro publicado soma 9 vagas, mas o cargo tem 10",
      },
      { campo: "cargos[3].id", mensagem: 'cargo "C1" repetido' },
      {
        campo: 'cargo "C1".vagas',
        mensagem:
          'o número de vagas deve ser um número inteiro igual ou maior que zero (zero: apenas cadastro de reserva); recebido "1.5"',
      },
      { campo: 'cargo "C2".quadroPublicado', mensagem: 'use um objeto como {"AC": 6, "PPP": 3, "PCD": 1}' },
      { campo: 'cargo "C3".quadroPublicado', mensagem: "o quadro publicado soma 1 vaga, mas o cargo tem 2" },
      { campo: "candidatos[0]", mensagem: "cada candidato é um objeto com id, cargo, nota e listas" },
      { campo: "candidatos[1].id", mensagem: "informe o número de inscrição (texto)" },
      { campo: 'candidato "A" (candidatos[2]).nome', mensagem: "o nome deve ser texto" },
      { campo: 'candidato "A" (candidatos[2]).cargo', mensagem: 'cargo "C9" não está na lista de cargos' },
      {
        campo: 'candidato "A" (candidatos[2]).nota',
        mensagem: 'a nota final deve ser um número; recebido "8,5"',
      },
      {
        campo: 'candidato "A" (candidatos[2]).listas',
        mensagem: 'informe as listas em que o candidato está classificado, como ["AC", "PPP"]',
      },
      { campo: 'candidato "A" (candidatos[3]).id', mensagem: 'inscrição "A" repetida' },
      {
        campo: 'candidato "A" (candidatos[3]).nota',
        mensagem: 'a nota final deve ser um número; recebido "Infinity"',
      },
      {
        campo: 'candidato "A" (candidatos[3]).listas',
        mensagem: 'lista desconhecida "ZZ"; use AC, PPP, IND, QUI, PPIQ, PCD',
      },
      { campo: 'candidato "A" (candidatos[3]).listas', mensagem: 'lista "AC" repetida' },
      {
        campo: 'candidato "A" (candidatos[3]).listas',
        mensagem: 'a lista "PPIQ" não existe neste edital; as listas são AC, PPP, IND, QUI, PCD',
      },
      {
        campo: 'candidato "A" (candidatos[3]).confirmacao.AC',
        mensagem: "só há confirmação para as listas reservadas (PPP, IND, QUI, PPIQ, PCD)",
      },
      {
        campo: 'candidato "A" (candidatos[3]).confirmacao.PPP',
        mensagem: 'resultado desconhecido "talvez"; use confirmada, indeferida, pendente, fraude',
      },
      {
        campo: 'candidato "A" (candidatos[3]).confirmacao.QQ',
        mensagem: "só há confirmação para as listas reservadas (PPP, IND, QUI, PPIQ, PCD)",
      },
      {
        campo: 'candidato "A" (candidatos[3]).situacao',
        mensagem:
          'situação desconhecida "aprovado"; use classificado, eliminado, desistente, sub judice, nomeado',
      },
      {
        campo: 'candidato "A" (candidatos[3]).nascimento',
        mensagem: 'data inválida "1990-02-30"; escreva AAAA-MM-DD',
      },
      { campo: 'candidato "A" (candidatos[3]).desempate.r', mensagem: 'use um número; recebido "9"' },
      { campo: 'candidato "A" (candidatos[3]).desempate.s', mensagem: 'use um número; recebido "NaN"' },
      {
        campo: 'candidato "B" (candidatos[4]).confirmacao',
        mensagem: 'use um objeto como {"PPP": "confirmada"}',
      },
      {
        campo: 'candidato "B" (candidatos[4]).desempate',
        mensagem: 'use um objeto de números, como {"redacao": 8.5}',
      },
      {
        campo: 'candidato "B" (candidatos[4]).posicaoNomeacao',
        mensagem: 'só vale para a situação "nomeado"',
      },
      {
        campo: 'candidato "N1" (candidatos[5]).posicaoNomeacao',
        mensagem: "candidato já nomeado: informe a posição que ocupa na ordem de nomeação (inteiro ≥ 1)",
      },
      {
        campo: 'candidato "N2" (candidatos[6]).posicaoNomeacao',
        mensagem: 'posição 11, mas o cargo "C1" tem 10 vagas',
      },
      {
        campo: 'candidato "N4" (candidatos[8]).posicaoNomeacao',
        mensagem: 'a posição 2 do cargo "C1" já é de outro nomeado',
      },
      {
        campo: 'candidato "C" (candidatos[10]).nascimento',
        mensagem: 'data inválida "1990-02-30"; escreva AAAA-MM-DD',
      },
    ]);
  });

  it("o que não é concurso, e concurso sem edital, cargos nem candidatos", () => {
    expect(problemas("x")).toEqual([
      { campo: "concurso", mensagem: 'esperado um objeto {"edital", "cargos", "candidatos"}' },
    ]);
    expect(problemas({ edital: null, cargos: [], candidatos: {} })).toEqual([
      { campo: "edital", mensagem: "informe o edital: um objeto com dataPublicacao (AAAA-MM-DD) ou regime" },
      { campo: "cargos", mensagem: 'informe a lista de cargos, como [{"id": "C1", "vagas": 10}]' },
      { campo: "candidatos", mensagem: "informe a lista de candidatos (pode ser vazia)" },
    ]);
  });

  it("desempate do edital que não é lista", () => {
    const concurso = {
      edital: { dataPublicacao: "2025-09-01", desempate: "idade" },
      cargos: [{ id: "C1", vagas: 1 }],
      candidatos: [],
    };
    expect(problemas(concurso)).toEqual([
      { campo: "edital.desempate", mensagem: 'use uma lista de critérios, como ["idade-60"]' },
    ]);
  });

  it("identificador que não é texto, inscrição vazia e nomeado de cargo desconhecido", () => {
    const concurso = {
      edital: { dataPublicacao: "2025-09-01" },
      cargos: [{ id: 5, vagas: -1 }],
      candidatos: [
        { id: "", cargo: "C1", nota: 1, listas: ["AC"] },
        { id: "N", cargo: "C9", nota: 1, listas: ["AC"], situacao: "nomeado", posicaoNomeacao: 1 },
      ],
    };
    expect(problemas(concurso)).toEqual([
      { campo: "cargos[0].id", mensagem: "informe o identificador do cargo (texto)" },
      {
        campo: "cargos[0].vagas",
        mensagem:
          'o número de vagas deve ser um número inteiro igual ou maior que zero (zero: apenas cadastro de reserva); recebido "-1"',
      },
      { campo: "candidatos[0].id", mensagem: "informe o número de inscrição (texto)" },
      { campo: "candidatos[0].cargo", mensagem: 'cargo "C1" não está na lista de cargos' },
      { campo: 'candidato "N" (candidatos[1]).cargo', mensagem: 'cargo "C9" não está na lista de cargos' },
    ]);
  });

  it("concurso válido volta como veio", () => {
    const concurso = {
      edital: { dataPublicacao: "2025-09-01", desempate: ["idade-60", { campo: "r", ordem: "menor" }] },
      cargos: [{ id: "C1", vagas: 3, quadroPublicado: { AC: 2, PPP: 1 } }],
      candidatos: [
        {
          id: "A",
          nome: "Ana",
          cargo: "C1",
          nota: 8.5,
          listas: ["AC", "PPP"],
          confirmacao: { PPP: "confirmada" },
        },
        {
          id: "B",
          cargo: "C1",
          nota: 7,
          listas: ["AC"],
          situacao: "nomeado",
          posicaoNomeacao: 1,
          nascimento: "1960-01-01",
          desempate: { r: 2 },
        },
      ],
    };
    expect(lerConcurso(concurso)).toBe(concurso);
  });
});

describe("lerConcurso: todos os problemas de uma vez, cada um com o candidato e o campo", () => {
  it("aponta cada candidato pela inscrição e pela linha, e cada campo", () => {
    const lista = linhasDosProblemas({
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
    const lista = linhasDosProblemas(concurso(5, [c("1:80:AC,IND")], { dataPublicacao: "2024-01-10" }));
    expect(lista).toEqual([
      'candidato "1" (candidatos[0]).listas: a lista "IND" não existe neste edital; as listas são AC, PPP, PCD',
    ]);
  });

  it("percentuais fora do Decreto 12.536 art. 3 § 5 são recusados com o artigo", () => {
    const lista = linhasDosProblemas(
      concurso(5, [], { dataPublicacao: "2025-09-01", percentuais: { PPP: 15 } }),
    );
    expect(lista.join("\n")).toContain("Decreto nº 12.536/2025, art. 3º, § 5º");
  });

  it("quadro publicado que não soma as vagas do cargo é recusado", () => {
    const lista = linhasDosProblemas(
      concurso({ id: "C1", vagas: 5, quadroPublicado: { AC: 3, PPP: 1 } }, []),
    );
    expect(lista).toEqual(['cargo "C1".quadroPublicado: o quadro publicado soma 4 vagas, mas o cargo tem 5']);
  });

  it("alocar também recusa dado ruim, sem resultado parcial", () => {
    expect(() => alocar(concurso(3, [c("1:80:ZZ")]))).toThrow(ErroDeEntrada);
  });
});
