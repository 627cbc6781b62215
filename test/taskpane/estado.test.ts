import { describe, expect, it } from "vitest";
import { ESTADO_INICIAL, reduzir, type Estado } from "../../src/taskpane/estado";

describe("o progresso de uma execução no estado do painel", () => {
  const executando = reduzir(ESTADO_INICIAL, {
    tipo: "execucao",
    execucao: { estado: "executando", etapa: "Conferindo os dados", fracao: 0 },
  });

  it("o progresso move a barra da execução em curso, com o cargo em palavras", () => {
    const e = reduzir(executando, {
      tipo: "progresso",
      progresso: { etapa: "Calculando as vagas", fracao: 0.5, detalhe: "4 de 8 cargos" },
    });
    expect(e.execucao).toEqual({
      estado: "executando",
      etapa: "Calculando as vagas",
      fracao: 0.5,
      detalhe: "4 de 8 cargos",
    });
  });

  it("um progresso que chega do Web Worker depois do fim não reabre a execução ('Escrevendo as folhas…' para sempre)", () => {
    const concluida: Estado = reduzir(executando, {
      tipo: "execucao",
      execucao: { estado: "concluida", resumo: [], folhas: ["AC"], avisos: [] },
    });
    const depois = reduzir(concluida, {
      tipo: "progresso",
      progresso: { etapa: "Escrevendo as folhas", fracao: 1 },
    });
    expect(depois).toBe(concluida);
  });
});
