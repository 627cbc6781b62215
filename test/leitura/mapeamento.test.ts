import { describe, expect, it } from "vitest";
import { mapearColunas, mapearTabela } from "../../src/leitura/mapeamentoAutomatico";
import { resolverMapa } from "../../src/leitura/resolverMapa";
import type { TabelaBruta } from "../../src/planilha/tabela";

const tabela = (valores: TabelaBruta["valores"], linhaInicial = 0, colunaInicial = 0): TabelaBruta => ({
  folha: "Candidatos",
  linhaInicial,
  colunaInicial,
  valores,
});

describe("mapeamento automático das colunas", () => {
  it("reconhece os cabeçalhos usuais, ignorando acentos, caixa e pontuação", () => {
    const m = mapearColunas(
      [
        "Nº de Inscrição",
        "NOME DO CANDIDATO",
        "Cargo/Área",
        "Nota Final",
        "Modalidade de concorrência",
        "PcD?",
        "Preto ou pardo",
        "Indígena",
        "Quilombola",
        "Resultado da heteroidentificação",
        "Data de Nascimento",
        "Situação",
        "Classificado na AC",
        "Perícia médica",
      ],
      0,
    );
    expect(Object.fromEntries(Object.entries(m.mapa.campos).map(([k, v]) => [k, v?.coluna]))).toEqual({
      id: "A",
      nome: "B",
      cargo: "C",
      nota: "D",
      modalidade: "E",
      pcd: "F",
      ppp: "G",
      ind: "H",
      qui: "I",
      confirmacao: "J",
      nascimento: "K",
      situacao: "L",
      classificadoAc: "M",
      confirmacaoPcd: "N",
    });
    expect(m.faltando).toEqual([]);
    expect(m.confianca.id).toBe("alta");
  });

  it("sinônimos: Candidato → nome, Especialidade → cargo, Pontuação → nota, Cota → modalidade", () => {
    const m = mapearColunas(["ID", "Candidato", "Especialidade", "Pontuação", "Cota"], 0);
    expect(Object.keys(m.mapa.campos)).toEqual(["id", "nome", "cargo", "nota", "modalidade"]);
    const outro = mapearColunas(
      ["Número de Inscrição", "Candidato(a)", "Cargo", "Média final", "Cotista", "CPF"],
      0,
    );
    expect(Object.keys(outro.mapa.campos)).toEqual(["id", "nome", "cargo", "nota", "modalidade"]);
    expect(outro.colunasSemCampo).toEqual([{ coluna: "F", cabecalho: "CPF" }]);
  });

  it("cabeçalhos que só contêm as palavras têm confiança média; o nome exato vence", () => {
    const m = mapearColunas(["Inscrição do candidato", "Nome do cargo", "Nota final da prova", "Nota"], 0);
    expect(m.mapa.campos.id).toEqual({ cabecalho: "Inscrição do candidato", coluna: "A" });
    expect(m.confianca.id).toBe("media");
    expect(m.mapa.campos.cargo?.coluna).toBe("B");
    expect(m.mapa.campos.nota?.coluna).toBe("D");
    expect(m.confianca.nota).toBe("alta");
    // the other score becomes a tie-break candidate
    expect(m.mapa.desempate).toEqual([
      { campo: "Nota final da prova", coluna: { cabecalho: "Nota final da prova", coluna: "C" } },
    ]);
  });

  it("colunas de notas parciais viram desempate; colunas desconhecidas ficam listadas", () => {
    const m = mapearColunas(["Inscrição", "Cargo", "Nota final", "Nota prova discursiva", "Observação"], 2);
    expect(m.mapa.desempate).toEqual([
      { campo: "Nota prova discursiva", coluna: { cabecalho: "Nota prova discursiva", coluna: "F" } },
    ]);
    expect(m.colunasSemCampo).toEqual([{ coluna: "G", cabecalho: "Observação" }]);
  });

  it("lista os campos obrigatórios que faltam (cargo só quando não há cargo único)", () => {
    expect(mapearColunas(["Nome", "Modalidade"], 0).faltando).toEqual(["id", "cargo", "nota"]);
    expect(mapearColunas(["Nome", "Modalidade"], 0, { cargoUnico: "Analista" }).faltando).toEqual([
      "id",
      "nota",
    ]);
  });

  it("acha o cabeçalho abaixo de títulos e linhas em branco e guarda a linha do Excel", () => {
    const m = mapearTabela(
      tabela(
        [
          ["Ministério X — Resultado final", null, null],
          [null, null, null],
          ["Inscrição", "Nome", "Nota final"],
          ["1", "Ana", 9],
        ],
        4,
        1,
      ),
    );
    expect(m?.mapa.linhaDoCabecalho).toBe(7);
    expect(m?.mapa.campos.id).toEqual({ cabecalho: "Inscrição", coluna: "B" });
  });

  it("tabela em branco não tem mapeamento", () => {
    expect(mapearTabela(tabela([[null], [" "]]))).toBeNull();
    expect(mapearTabela(tabela([]))).toBeNull();
  });
});

describe("resolução do mapa salvo", () => {
  it("o nome do cabeçalho vence a letra quando as colunas mudaram de lugar", () => {
    const r = resolverMapa(
      ["Nome", "Inscrição", "Nota"],
      { campos: { id: { cabecalho: "inscricao", coluna: "A" } } },
      0,
      3,
    );
    expect(r.indices.id).toBe(1);
  });

  it("sem o nome, vale a letra; nome repetido sem letra pede a letra", () => {
    const cab = ["Nota", "Nota", "Inscrição"];
    expect(
      resolverMapa(cab, { campos: { nota: { cabecalho: "Nota", coluna: "B" } } }, 0, 3).indices.nota,
    ).toBe(1);
    expect(resolverMapa(cab, { campos: { nota: { cabecalho: "Nota" } } }, 0, 3).motivos).toEqual([
      'Nota final: há 2 colunas chamadas "Nota"; indique a letra da coluna',
    ]);
    expect(resolverMapa(cab, { campos: { nota: { cabecalho: "Pontos" } } }, 0, 3).motivos).toEqual([
      'Nota final: nenhuma coluna chamada "Pontos" no cabeçalho',
    ]);
    expect(resolverMapa(cab, { campos: { nota: { coluna: "Z" } } }, 0, 3).motivos).toEqual([
      'Nota final: a coluna "Z" não está na tabela',
    ]);
  });

  it("campos desconhecidos num mapa.json são ignorados, não quebram a leitura", () => {
    const mapa = JSON.parse(
      '{"campos":{"__proto__":{"coluna":"A"},"constructor":{"coluna":"A"},"id":{"coluna":"A"}}}',
    );
    expect(resolverMapa(["Inscrição"], mapa, 0, 1)).toEqual({
      indices: { id: 0 },
      desempate: [],
      motivos: [],
    });
  });
});
