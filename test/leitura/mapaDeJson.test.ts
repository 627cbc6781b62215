import { describe, expect, it } from "vitest";
import { lerCandidatos } from "../../src/leitura/leituraDosCandidatos";
import type { MapaColunas } from "../../src/leitura/mapaColunas";
import { mapaColunasDeJson } from "../../src/leitura/mapaDeJson";

describe("mapa das colunas vindo de um arquivo (mapa.json)", () => {
  it("aceita a forma completa como está", () => {
    const mapa: MapaColunas = {
      linhaDoCabecalho: 3,
      campos: { nota: { cabecalho: "Nota final", coluna: "D" }, id: { coluna: "A" } },
      desempate: [{ campo: "Discursiva", coluna: { cabecalho: "Nota discursiva" } }],
    };
    expect(mapaColunasDeJson(JSON.parse(JSON.stringify(mapa)))).toEqual({ mapa, motivos: [] });
  });

  it("aceita a forma curta que um servidor escreveria à mão", () => {
    expect(
      mapaColunasDeJson({ id: "Inscrição", nota: { coluna: "D" }, desempate: ["Nota discursiva"] }),
    ).toEqual({
      mapa: {
        campos: { id: { cabecalho: "Inscrição" }, nota: { coluna: "D" } },
        desempate: [{ campo: "Nota discursiva", coluna: { cabecalho: "Nota discursiva" } }],
      },
      motivos: [],
    });
  });

  it("explica o que ignorou: campo desconhecido, coluna que não é coluna, linha inválida", () => {
    const { mapa, motivos } = mapaColunasDeJson({
      notas: "Nota",
      nota: 5,
      linhaDoCabecalho: "3",
      desempate: "x",
    });
    expect(mapa).toEqual({ campos: {} });
    expect(motivos).toEqual([
      `campo desconhecido "notas" (campos: id, nome, cargo, nota, modalidade, pcd, ppp, ind, qui, confirmacao, confirmacaoPpp, confirmacaoInd, confirmacaoQui, confirmacaoPcd, classificadoAc, nascimento, situacao, posicaoNomeacao)`,
      'nota: "5" não indica uma coluna (use o título, como "Nota final", ou {"coluna": "D"})',
      'linhaDoCabecalho: "3" não é um número de linha do Excel (1, 2, 3…)',
      'desempate: "x" deve ser uma lista de colunas',
    ]);
    expect(mapaColunasDeJson(null).motivos).toEqual([
      'o mapa das colunas deve ser um objeto JSON, não "null"',
    ]);
  });

  it("a leitura usa o mapa conferido: um mapa.json estragado vira aviso e erro, nunca exceção", () => {
    const tabela = {
      folha: "Candidatos",
      linhaInicial: 0,
      colunaInicial: 0,
      valores: [
        ["Inscrição", "Nota"],
        ["1", 9],
      ],
    };
    const leitura = lerCandidatos(tabela, JSON.parse('{"campos": 3, "nota": "Nota", "id": ["A"]}'));
    expect(leitura.problemas.map((p) => p.mensagem)).toEqual([
      'Candidatos!A1: mapa das colunas: campos: "3" deve ser um objeto ({"nota": "Nota final", …}); ignorado',
      'Candidatos!A1: mapa das colunas: id: "["A"]" não indica uma coluna (use o título, como "Nota final", ou {"coluna": "D"}); ignorado',
      "Candidatos!A1: nenhuma coluna de Inscrição no cabeçalho (linha 1): indique-a em Colunas, na etapa Dados; se os candidatos estão em outra folha, escolha-a em “Onde estão os candidatos”, na etapa Dados",
      "Candidatos!A1: nenhuma coluna de Cargo no cabeçalho (linha 1): indique-a em Colunas, na etapa Dados; se os candidatos estão em outra folha, escolha-a em “Onde estão os candidatos”, na etapa Dados",
    ]);
    expect(leitura.linhas).toEqual([{ linha: 1, campos: { nota: 9 } }]);
  });
});

describe("cabeçalho do mapa salvo", () => {
  const valores = [["Resultado final"], [null], ["Inscrição", "Cargo", "Nota"], ["1", "Analista", 9]];
  const tabela = { folha: "Candidatos", linhaInicial: 0, colunaInicial: 0, valores };

  it("linhas inseridas acima do cabeçalho depois de salvar: os títulos são achados na nova linha, com aviso", () => {
    const mapa: MapaColunas = {
      linhaDoCabecalho: 1,
      campos: { id: { cabecalho: "Inscrição" }, cargo: { cabecalho: "Cargo" }, nota: { cabecalho: "Nota" } },
    };
    const leitura = lerCandidatos(tabela, mapa);
    expect(leitura.linhaDoCabecalho).toBe(2);
    expect(leitura.linhas).toEqual([{ linha: 3, campos: { id: "1", cargo: "Analista", nota: 9 } }]);
    expect(leitura.problemas.map((p) => p.mensagem)).toEqual([
      "Candidatos!A3: o mapeamento salvo tinha o cabeçalho na linha 1, mas os títulos estão agora na linha 3, que foi a usada",
      "Candidatos!A1:C1: a linha 1 está acima do cabeçalho (linha 3) e não foi lida como dados",
    ]);
  });

  it("linha indicada vazia e nenhum título do mapa achado: erro", () => {
    const leitura = lerCandidatos(tabela, { linhaDoCabecalho: 2, campos: { id: { coluna: "A" } } });
    expect(leitura.problemas.map((p) => p.mensagem)).toEqual([
      'Candidatos!A1: o cabeçalho foi indicado na linha "2", que está vazia ou fora da tabela (linhas 1 a 4)',
    ]);
    expect(leitura.linhas).toEqual([]);
  });
});
