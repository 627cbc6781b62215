/**
 * `cotas`: the command line of the engine, and the contract the other front ends follow.
 * Exit codes: 0 done; 2 the clerk's data or the command line is wrong (message names the field);
 * 1 anything else. Output goes to stdout only when the whole run succeeded.
 */
import { ArquivoRecusado } from "../adapters/xlsx/limites";
import { ErroDeEntrada } from "../engine";
import { ErroDeUso, TrabalhoIncompleto } from "./argumentos";
import type { Ambiente } from "./comando";
import { COMANDOS } from "./comandos";
import { escaparControles } from "./terminal";

export interface Saida {
  /** May return a promise when the stream asks to wait (a pipe read slower than it is written);
   *  any other value is ignored. */
  escrever(texto: string): unknown;
  erro(texto: string): void;
}

/** Every text goes to the terminal through here, with its control characters escaped. */
function protegida(saida: Saida): Saida {
  return {
    escrever: (texto) => saida.escrever(escaparControles(texto)),
    erro: (texto) => saida.erro(escaparControles(texto)),
  };
}

export function ajudaGeral(): string {
  const largura = Math.max(...Object.keys(COMANDOS).map((n) => n.length));
  return `cotas — reserva de vagas em concursos públicos federais
(Lei 15.142/2025, Decreto 12.536/2025, Lei 12.990/2014 e Decreto 9.508/2018)

Uso: cotas COMANDO [opções]

Comandos:
${Object.entries(COMANDOS)
  .map(([nome, c]) => `  ${nome.padEnd(largura)}  ${c.resumo}`)
  .join("\n")}

Use "cotas COMANDO --help" para as opções de cada comando.`;
}

export async function main(argv: readonly string[], ambiente: Ambiente, terminal: Saida): Promise<number> {
  const saida = protegida(terminal);
  const [nome, ...resto] = argv;
  if (nome === undefined || nome === "--help" || nome === "-h" || nome === "ajuda") {
    (nome === undefined ? saida.erro : saida.escrever)(ajudaGeral() + "\n");
    return nome === undefined ? 2 : 0;
  }
  const comando = Object.prototype.hasOwnProperty.call(COMANDOS, nome) ? COMANDOS[nome] : undefined;
  if (!comando) {
    saida.erro(
      `cotas: comando desconhecido "${nome}"; os comandos são ${Object.keys(COMANDOS).join(", ")}.\n`,
    );
    return 2;
  }
  if (resto.includes("--help") || resto.includes("-h")) {
    saida.escrever(comando.ajuda + "\n");
    return 0;
  }
  try {
    const resposta = await comando.executar(resto, ambiente);
    if (typeof resposta === "string") await saida.escrever(resposta + "\n");
    else {
      for (const pedaco of resposta) await saida.escrever(pedaco);
      await saida.escrever("\n");
    }
    return 0;
  } catch (erro) {
    if (erro instanceof ErroDeEntrada) {
      const linhas = erro.problemas.map((p) => `  • ${p.campo}: ${p.mensagem}`);
      saida.erro(`cotas ${nome}: dados inválidos (${erro.problemas.length}):\n${linhas.join("\n")}\n`);
      return 2;
    }
    // A file that cannot be read or written as asked (a damaged part, a ledger with rows under its
    // table): its own sentence, as bad input, wherever in the command it was found.
    if (erro instanceof ArquivoRecusado) {
      saida.erro(`cotas ${nome}: ${erro.message}\n`);
      return 2;
    }
    if (erro instanceof TrabalhoIncompleto) {
      await saida.escrever(erro.saida + "\n");
      saida.erro(`cotas ${nome}: ${erro.message}\n`);
      return 1;
    }
    if (erro instanceof ErroDeUso) {
      saida.erro(`cotas ${nome}: ${erro.message}\nUse "cotas ${nome} --help" para ver as opções.\n`);
      return 2;
    }
    // The message once, without the stack: the clerk reports it, a developer reruns it.
    saida.erro(`cotas ${nome}: erro inesperado: ${erro instanceof Error ? erro.message : String(erro)}\n`);
    return 1;
  }
}
