/**
 * The banca's most common layout: one yes/no column per reserve ("Cota racial (S/N)", "PcD",
 * "Indígena", "Quilombola"). "Cota racial (S/N)" has "cota" in its header, like a modality column;
 * its S/N values say it marks one reserve (pretos e pardos). Read as such, never as 300 modality errors.
 */
import { describe, expect, it } from "vitest";
import { conferir } from "../../src/pipeline";
import type { Cargo, Edital } from "../../src/engine/tipos";
import { completarMapa, mapearTabela } from "../../src/leitura/mapeamentoAutomatico";
import { montarConcurso } from "../../src/leitura/montarConcurso";
import type { TabelaBruta, ValorCelula } from "../../src/planilha/tabela";

const EDITAL: Edital = { dataPublicacao: "2025-09-01" };
const CARGOS: Cargo[] = [{ id: "Analista", vagas: 25 }];
const CABECALHO = [
  "Inscrição",
  "Nome do candidato",
  "Cargo",
  "Nota final",
  "Cota racial (S/N)",
  "PcD",
  "Indígena",
  "Quilombola",
];

/** 300 candidates: one in three racial (S), one in twenty PcD (X), a few indígenas and quilombolas. */
function tabela(): TabelaBruta {
  const linhas: ValorCelula[][] = Array.from({ length: 300 }, (_, i) => [
    String(250000 + i),
    `Candidato ${i + 1}`,
    "Analista",
    900 - i,
    i % 3 === 0 ? "S" : "N",
    i % 20 === 7 ? "X" : null,
    i % 50 === 11 ? "Sim" : "Não",
    i % 60 === 13 ? "Sim" : "Não",
  ]);
  return { folha: "Resultado", linhaInicial: 1, colunaInicial: 0, valores: [CABECALHO, ...linhas] };
}

describe("colunas de Sim/Não, uma por reserva", () => {
  it("'Cota racial (S/N)' com S e N é a coluna de pretos e pardos (conferir: confiança média), não a modalidade", () => {
    const m = mapearTabela(tabela())!;
    expect(m.mapa.campos.ppp).toEqual({ cabecalho: "Cota racial (S/N)", coluna: "E" });
    expect(m.mapa.campos.modalidade).toBeUndefined();
    expect(m.confianca.ppp).toBe("media");
    expect(m.mapa.campos.pcd?.coluna).toBe("F");
    const r = montarConcurso(tabela(), m.mapa, EDITAL, CARGOS);
    expect(r.problemas.filter((p) => p.gravidade === "erro")).toEqual([]);
    const porId = new Map(r.concurso!.candidatos.map((c) => [c.id, c.listas]));
    expect(porId.get("250000")).toEqual(["AC", "PPP"]);
    expect(porId.get("250001")).toEqual(["AC"]);
    expect(porId.get("250007")).toEqual(["AC", "PCD"]);
    expect(porId.get("250011")).toEqual(["AC", "IND"]);
  });

  it("uma coluna de modalidade em texto ('Cota': Negro, Ampla) continua a modalidade", () => {
    const t = tabela();
    t.valores = t.valores.map((l, i) =>
      i === 0
        ? ["Inscrição", "Nome", "Cargo", "Nota final", "Cota"]
        : [...l.slice(0, 4), i % 3 ? "Ampla" : "Negro"],
    );
    expect(mapearTabela(t)!.mapa.campos.modalidade?.cabecalho).toBe("Cota");
  });

  it("mapeada à mão como Modalidade, a coluna de S/N é um só problema, com o campo a usar, em vez de 300 erros de modalidade", () => {
    const mapa = mapearTabela(tabela())!.mapa;
    const { ppp, ...campos } = mapa.campos;
    const c = conferir({
      tabela: tabela(),
      mapa: { ...mapa, campos: { ...campos, modalidade: ppp } },
      edital: EDITAL,
      cargos: CARGOS,
    });
    const erros = c.problemas.filter((p) => p.gravidade === "erro");
    expect(erros).toHaveLength(1);
    expect(erros[0]).toMatchObject({
      endereco: "Resultado!E2",
      grupo: "Modalidade",
      mapaSugerido: { campo: "ppp", coluna: { cabecalho: "Cota racial (S/N)", coluna: "E" } },
    });
    expect(erros[0].mensagem).toContain('Indique-a como "Preto ou pardo" em Colunas, na etapa Dados');
    // The suggestion applied, the data is read.
    const corrigido = conferir({
      tabela: tabela(),
      mapa: { ...mapa, campos: { ...campos, ppp: erros[0].mapaSugerido!.coluna } },
      edital: EDITAL,
      cargos: CARGOS,
    });
    expect(corrigido.concurso?.candidatos.filter((x) => x.listas.includes("PPP"))).toHaveLength(100);
  });

  it("--mapa que nomeia só a nota: as outras colunas seguem reconhecidas pelo cabeçalho (antes: 'nenhuma coluna de Inscrição')", () => {
    const parcial = { campos: { nota: { cabecalho: "Nota final" } } };
    const automatico = mapearTabela(tabela())!.mapa;
    const mapa = completarMapa(parcial, automatico);
    expect(mapa.campos.id).toEqual({ cabecalho: "Inscrição", coluna: "A" });
    expect(mapa.campos.nota).toEqual({ cabecalho: "Nota final" });
    const c = conferir({
      tabela: tabela(),
      mapa: parcial,
      completarMapa: true,
      edital: EDITAL,
      cargos: CARGOS,
    });
    expect(c.problemas.filter((p) => p.gravidade === "erro")).toEqual([]);
    // A column the file gives to one field is not given to another by the recognition.
    const trocado = completarMapa({ campos: { nome: { coluna: "A" } } }, automatico);
    expect(trocado.campos.id).toBeUndefined();
  });
});
