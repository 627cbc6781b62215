/**
 * Reading the command line: `--nome valor`, `--nome=valor`, `--bandeira`, and positional arguments.
 * A mistake here is the clerk's (exit code 2), never a crash.
 */
export class ErroDeUso extends Error {
  override readonly name = "ErroDeUso";
}

export type TipoDeOpcao = "texto" | "bandeira";

export interface Argumentos {
  opcoes: Record<string, string | true>;
  posicionais: string[];
}

export function lerArgumentos(argv: readonly string[], aceitas: Record<string, TipoDeOpcao>): Argumentos {
  const opcoes: Record<string, string | true> = {};
  const posicionais: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith("--")) {
      posicionais.push(arg);
      continue;
    }
    const igual = arg.indexOf("=");
    const nome = arg.slice(2, igual < 0 ? undefined : igual);
    const tipo = aceitas[nome];
    if (!tipo) {
      const conhecidas = Object.keys(aceitas).map((o) => `--${o}`);
      throw new ErroDeUso(
        `opção desconhecida --${nome}; as opções deste comando são ${conhecidas.join(", ")}`,
      );
    }
    if (tipo === "bandeira") {
      if (igual >= 0) throw new ErroDeUso(`a opção --${nome} não leva valor`);
      opcoes[nome] = true;
      continue;
    }
    const valor = igual >= 0 ? arg.slice(igual + 1) : argv[++i];
    if (valor === undefined || valor === "") throw new ErroDeUso(`a opção --${nome} precisa de um valor`);
    opcoes[nome] = valor;
  }
  return { opcoes, posicionais };
}

/** A whole number ≥ minimo, or a usage error naming the option. */
export function inteiro(valor: string | true | undefined, opcao: string, minimo = 0): number {
  if (
    typeof valor !== "string" ||
    !/^\d+$/.test(valor) ||
    Number(valor) < minimo ||
    !Number.isSafeInteger(Number(valor))
  ) {
    throw new ErroDeUso(
      `--${opcao} deve ser um número inteiro igual ou maior que ${minimo}${typeof valor === "string" ? `; recebido "${valor}"` : ""}`,
    );
  }
  return Number(valor);
}
