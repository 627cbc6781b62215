import { afterEach, describe, expect, it } from "vitest";
import { ErroDeEntrada } from "../../src/engine/tipos";
import {
  ErroDeArgumento,
  ErroDeCelula,
  erroNaCelula,
  MAX_MENSAGEM,
  naCelula,
  SemResposta,
} from "../../src/functions/erros";
import { breakdown } from "../../src/functions/functions";

/** The shape of the runtime's CustomFunctions (Office provides it in Excel; here, a stand-in). */
class ErroDoRuntime {
  constructor(
    public code: string,
    public message?: string,
  ) {}
}
const global = globalThis as { CustomFunctions?: unknown };

afterEach(() => {
  delete global.CustomFunctions;
});

describe("erros na célula", () => {
  it("fora do Excel: ErroDeCelula com o código do Excel e a mensagem", () => {
    const e = erroNaCelula("invalidValue", "vagas deve ser um inteiro ≥ 1");
    expect(e).toBeInstanceOf(ErroDeCelula);
    expect([e.code, e.message]).toEqual(["#VALUE!", "vagas deve ser um inteiro ≥ 1"]);
    expect(erroNaCelula("notAvailable", "x").code).toBe("#N/A");
  });

  it("no Excel: o CustomFunctions.Error do runtime, com o ErrorCode do runtime", () => {
    global.CustomFunctions = {
      Error: ErroDoRuntime,
      ErrorCode: { invalidValue: "#VALUE!", notAvailable: "#N/A" },
    };
    const e = erroNaCelula("notAvailable", "a lista PCD não tem vagas em 4 vagas");
    expect(e).toBeInstanceOf(ErroDoRuntime);
    expect([e.code, e.message]).toEqual(["#N/A", "a lista PCD não tem vagas em 4 vagas"]);
    let lancado: unknown;
    try {
      breakdown(0);
    } catch (erro) {
      lancado = erro;
    }
    expect(lancado).toBeInstanceOf(ErroDoRuntime);
  });

  it("mensagens longas cortadas para a dica do Excel", () => {
    const e = erroNaCelula("invalidValue", "x".repeat(1000));
    expect(e.message).toHaveLength(MAX_MENSAGEM);
    expect(e.message!.endsWith("…")).toBe(true);
  });

  it("naCelula: argumento → #VALOR!, sem resposta → #N/D, erro do motor → #VALOR! com o primeiro problema", () => {
    const codigo = (f: () => unknown) => {
      try {
        naCelula(f);
      } catch (erro) {
        return [(erro as ErroDeCelula).code, (erro as ErroDeCelula).message];
      }
      return null;
    };
    expect(
      codigo(() => {
        throw new ErroDeArgumento("a");
      }),
    ).toEqual(["#VALUE!", "a"]);
    expect(
      codigo(() => {
        throw new SemResposta("b");
      }),
    ).toEqual(["#N/A", "b"]);
    const doMotor = new ErroDeEntrada([
      { campo: "x", mensagem: "primeiro" },
      { campo: "y", mensagem: "segundo" },
      { campo: "z", mensagem: "terceiro" },
    ]);
    expect(
      codigo(() => {
        throw doMotor;
      }),
    ).toEqual(["#VALUE!", "primeiro (e mais 2 problemas)"]);
    expect(
      codigo(() => {
        throw new TypeError("quebrou");
      }),
    ).toEqual(["#VALUE!", "Erro interno do suplemento: quebrou"]);
    expect(naCelula(() => 42)).toBe(42);
  });
});
