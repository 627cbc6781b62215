/**
 * Reading the command line with Node's own parser (`node:util` parseArgs, strict): `--nome valor`,
 * `--nome=valor`, `--bandeira`, short aliases (`-o`) and positional arguments. A mistake here is the
 * clerk's (exit code 2) and is said in Portuguese, never a crash or parseArgs' English message.
 */
import { parseArgs } from "node:util";

export class ErroDeUso extends Error {
  override readonly name = "ErroDeUso";
}

/**
 * The run did what it could and printed it, but not all that was asked (records of a published list
 * not read): the output goes to stdout, the reason to stderr, and the exit code is 1.
 */
export class TrabalhoIncompleto extends Error {
  override readonly name = "TrabalhoIncompleto";
  constructor(
    message: string,
    readonly saida: string,
  ) {
    super(message);
  }
}

export type TipoDeOpcao = "texto" | "bandeira";

export interface Argumentos {
  opcoes: Record<string, string | true>;
  posicionais: string[];
}

/** `curtas` maps a one-letter alias to its option: {o: "saida"} reads `-o x` as `--saida x`. */
export function lerArgumentos(
  argv: readonly string[],
  aceitas: Record<string, TipoDeOpcao>,
  curtas: Record<string, string> = {},
): Argumentos {
  const options = Object.fromEntries(
    Object.entries(aceitas).map(([nome, tipo]) => {
      const curta = Object.keys(curtas).find((c) => curtas[c] === nome);
      return [nome, { type: tipo === "texto" ? "string" : "boolean", ...(curta ? { short: curta } : {}) }];
    }),
  ) as Record<string, { type: "string" | "boolean"; short?: string }>;
  let lidos: ReturnType<typeof parseArgs>;
  try {
    lidos = parseArgs({
      args: numerosNegativosJuntos(argv, options),
      options,
      allowPositionals: true,
      strict: true,
    });
  } catch (erro) {
    throw new ErroDeUso(motivoDoParseArgs(erro, aceitas));
  }
  const opcoes: Record<string, string | true> = {};
  for (const [nome, valor] of Object.entries(lidos.values)) {
    if (valor === false || valor === undefined) continue;
    if (typeof valor === "string" && valor === "")
      throw new ErroDeUso(`a opção --${nome} precisa de um valor`);
    opcoes[nome] = typeof valor === "string" ? valor : true;
  }
  return { opcoes, posicionais: lidos.positionals };
}

/**
 * `--vagas -3`: parseArgs takes "-3" for an option and would say the value is missing; written as
 * `--vagas=-3` the number reaches the option's own check, which says what a valid value is.
 */
function numerosNegativosJuntos(
  argv: readonly string[],
  options: Record<string, { type: "string" | "boolean"; short?: string }>,
): string[] {
  const leva = (arg: string) =>
    Object.entries(options).some(
      ([nome, o]) => o.type === "string" && (arg === `--${nome}` || (o.short && arg === `-${o.short}`)),
    );
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const proximo = argv[i + 1];
    if (leva(argv[i]) && proximo !== undefined && /^-\d/.test(proximo)) {
      args.push(`${argv[i]}=${proximo}`);
      i++;
    } else args.push(argv[i]);
  }
  return args;
}

/** parseArgs' error, said in Portuguese with the option the clerk typed ("'-o, --saida <value>'"). */
function motivoDoParseArgs(erro: unknown, aceitas: Record<string, TipoDeOpcao>): string {
  const codigo = (erro as { code?: string }).code;
  const citada = /'(?:-\w, )?(-{1,2}[^' =<]+)/.exec((erro as Error).message)?.[1] ?? "";
  if (codigo === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    const conhecidas = Object.keys(aceitas).map((o) => `--${o}`);
    return `opção desconhecida ${citada}; as opções deste comando são ${conhecidas.join(", ")}`;
  }
  if (codigo === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
    return aceitas[citada.replace(/^-+/, "")] === "bandeira"
      ? `a opção ${citada} não leva valor`
      : `a opção ${citada} precisa de um valor`;
  }
  return `linha de comando inválida: ${(erro as Error).message}`;
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
