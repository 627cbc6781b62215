import { describe, expect, it } from "vitest";
import { lerConfirmacao } from "../../src/leitura/confirmacao";
import { lerSimNao } from "../../src/leitura/simNao";
import { lerSituacao } from "../../src/leitura/situacao";

const v = <T>(r: { tipo: string; valor?: T }) => (r.tipo === "valor" ? r.valor : r.tipo);

describe("sim ou não", () => {
  it("aceita Sim/Não, S/N, X, 1/0, VERDADEIRO/FALSO, TRUE/FALSE e booleanos", () => {
    for (const s of [
      "Sim",
      "SIM",
      "s",
      "X",
      "x",
      "1",
      1,
      "VERDADEIRO",
      "Verdadeiro",
      "TRUE",
      "true",
      true,
      "✓",
    ]) {
      expect(v(lerSimNao(s)), String(s)).toBe(true);
    }
    for (const n of ["Não", "NAO", "nao", "N", "0", 0, "FALSO", "FALSE", false, "-"]) {
      expect(v(lerSimNao(n)), String(n)).toBe(false);
    }
  });

  it("vazio fica vazio (cada campo decide o que significa) e o resto é relatado com a coluna", () => {
    expect(lerSimNao(null)).toEqual({ tipo: "vazio" });
    expect(lerSimNao("talvez", "Pessoa com deficiência")).toEqual({
      tipo: "invalido",
      motivo: '"talvez" não é sim nem não (Pessoa com deficiência: use Sim/Não, S/N, X ou 1/0)',
    });
    expect(lerSimNao(2).tipo).toBe("invalido");
    expect(lerSimNao("#N/D")).toMatchObject({ motivo: expect.stringContaining("erro do Excel") });
  });
});

describe("resultado da confirmação da autodeclaração", () => {
  it("Confirmada/Deferida/Apto → confirmada", () => {
    for (const t of ["Confirmada", "DEFERIDA", "Deferido", "Apto", "apta", "Homologada"]) {
      expect(v(lerConfirmacao(t)), t).toBe("confirmada");
    }
  });
  it("Indeferida/Não confirmada/Inapto → indeferida (Lei 15.142 art. 3º § 2º: fica na ampla)", () => {
    for (const t of ["Indeferida", "Não confirmada", "NÃO CONFIRMADO", "Inapto", "Desfavorável"]) {
      expect(v(lerConfirmacao(t)), t).toBe("indeferida");
    }
  });
  it("Fraude/Eliminado por fraude → fraude (Lei 15.142 art. 4º: elimina)", () => {
    for (const t of ["Fraude", "Eliminado por fraude", "Má-fé", "Declaração falsa"]) {
      expect(v(lerConfirmacao(t)), t).toBe("fraude");
    }
  });
  it("Pendente/Em análise → pendente; vazio é decidido pela leitura", () => {
    for (const t of ["Pendente", "Em análise", "Aguardando", "Em recurso"])
      expect(v(lerConfirmacao(t)), t).toBe("pendente");
    expect(lerConfirmacao("")).toEqual({ tipo: "vazio" });
  });
  it("Não se aplica, N/A e traço são célula em branco (quem não optou)", () => {
    for (const t of ["Não se aplica", "N/A", "NA", "-", "—"])
      expect(lerConfirmacao(t), t).toEqual({ tipo: "vazio" });
    expect(lerConfirmacao("?").tipo).toBe("invalido");
  });
  it("Ausente e Eliminado sozinho não são adivinhados", () => {
    expect(lerConfirmacao("Ausente")).toEqual({
      tipo: "invalido",
      motivo:
        '"Ausente" não é um resultado de confirmação conhecido (use Confirmada, Indeferida, Pendente ou Fraude)',
    });
    expect(lerConfirmacao("Eliminado").tipo).toBe("invalido");
    expect(lerConfirmacao("toString").tipo).toBe("invalido");
  });
});

describe("situação do candidato", () => {
  it("reconhece as situações que o motor conhece", () => {
    expect(v(lerSituacao("Classificado"))).toBe("classificado");
    expect(v(lerSituacao("ELIMINADA"))).toBe("eliminado");
    expect(v(lerSituacao("Desistente"))).toBe("desistente");
    expect(v(lerSituacao("Sub júdice"))).toBe("sub judice");
    expect(v(lerSituacao("sub-judice"))).toBe("sub judice");
    expect(v(lerSituacao("Nomeado"))).toBe("nomeado");
    expect(lerSituacao("-")).toEqual({ tipo: "vazio" });
  });
  it("texto desconhecido é relatado", () => {
    expect(lerSituacao("Final de fila")).toEqual({
      tipo: "invalido",
      motivo:
        '"Final de fila" não é uma situação conhecida (use Classificado, Eliminado, Desistente, Sub judice ou Nomeado)',
    });
    expect(lerSituacao("__proto__").tipo).toBe("invalido");
  });
});
