/** A concurso from a JSON file, for the subcommands that take one (`cotas alocar`, `cotas convocar`):
 *  the file read, parsed and checked (lerConcurso), each failure said in Portuguese (exit code 2). */
import { lerConcurso, type Concurso } from "../engine";
import { ErroDeUso } from "./argumentos";
import type { Ambiente } from "./comando";
import { motivoDoErroDeArquivo } from "./erroDeArquivo";

function lerJson(texto: string, caminho: string): unknown {
  try {
    return JSON.parse(texto);
  } catch (erro) {
    throw new ErroDeUso(`o arquivo ${caminho} não é um JSON válido: ${(erro as Error).message}`);
  }
}

export function concursoDoArquivo(caminho: string, ambiente: Ambiente): Concurso {
  let texto: string;
  try {
    texto = ambiente.lerArquivo(caminho);
  } catch (erro) {
    throw new ErroDeUso(`não foi possível ler ${caminho}: ${motivoDoErroDeArquivo(erro)}`);
  }
  return lerConcurso(lerJson(texto, caminho));
}
