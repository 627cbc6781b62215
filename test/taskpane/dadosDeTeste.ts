/** A small concurso in the in-memory workbook, as a clerk's sheet would hold it. */
import { PastaMemoria } from "../../src/adapters/memoria";
import type { ValorCelula } from "../../src/planilha/tabela";
import type { Ambiente } from "../../src/taskpane/ambiente";

export const CABECALHO: ValorCelula[] = [
  "Inscrição",
  "Nome",
  "Cargo",
  "Nota final",
  "Modalidade",
  "Heteroidentificação",
];

/** 12 candidates of one cargo: AC and PPP, one PcD; scores all different (no ties). */
export function candidatos(): ValorCelula[][] {
  const linhas: ValorCelula[][] = [];
  for (let i = 0; i < 12; i++) {
    const modalidade = i % 4 === 1 ? "Preto ou pardo" : i === 6 ? "PcD" : "Ampla";
    linhas.push([1000 + i, `Candidato ${i + 1}`, "Analista", 90 - i, modalidade, i % 4 === 1 ? "Sim" : null]);
  }
  return linhas;
}

/** The workbook: the candidates (optionally under title rows) and the vagas; the selection in the data. */
export function pastaDeExemplo(linhas = candidatos(), titulo: ValorCelula[] = []): PastaMemoria {
  return new PastaMemoria({
    folhas: [
      { nome: "Candidatos", valores: [...(titulo.length ? [titulo] : []), CABECALHO, ...linhas] },
      {
        nome: "Vagas",
        valores: [
          ["Cargo", "Vagas"],
          ["Analista", 10],
        ],
      },
    ],
    selecao: { folha: "Candidatos", linha: titulo.length ? 2 : 1, coluna: 0 },
  });
}

export function ambienteExcel(porta: PastaMemoria): Ambiente {
  return { hospedeiro: "excel", porta };
}
