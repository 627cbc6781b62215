/**
 * The errors of the clerk's data (problems at their cells) as the dispatcher reports bad input: one
 * line per cell, exit code 2. The address leads each line, so it is taken off the message.
 */
import { ErroDeEntrada } from "../engine";
import type { Problema } from "../pipeline";

export function errosDosDados(problemas: readonly Problema[]): ErroDeEntrada {
  return new ErroDeEntrada(
    problemas
      .filter((p) => p.gravidade === "erro")
      .map((p) => ({
        campo: p.endereco,
        mensagem: p.mensagem.startsWith(`${p.endereco}: `)
          ? p.mensagem.slice(p.endereco.length + 2)
          : p.mensagem,
      })),
  );
}
