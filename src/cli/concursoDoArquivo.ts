/** A concurso from a JSON file, for the subcommands that take one (`cotas alocar`, `cotas convocar`, `cotas fases`),
 *  or only its edital (`cotas quadro --edital`): the file read, parsed and checked (lerConcurso,
 *  lerEdital), each failure said in Portuguese (exit code 2). */
import { lerConcurso, lerEdital, type Concurso, type Edital } from "../engine";
import { ErroDeUso } from "./argumentos";
import type { Ambiente } from "./comando";
import { motivoDoErroDeArquivo } from "./erroDeArquivo";
import { jsonDoTexto } from "./json";

export function jsonDoArquivo(caminho: string, ambiente: Ambiente): unknown {
  let texto: string;
  try {
    texto = ambiente.lerArquivo(caminho);
  } catch (erro) {
    throw new ErroDeUso(`não foi possível ler ${caminho}: ${motivoDoErroDeArquivo(erro)}`);
  }
  return jsonDoTexto(texto, caminho);
}

export function concursoDoArquivo(caminho: string, ambiente: Ambiente): Concurso {
  return lerConcurso(jsonDoArquivo(caminho, ambiente));
}

/** The `edital` object of a file laid out as for `cotas alocar` (cargos and candidatos, if any, ignored). */
export function editalDoArquivo(caminho: string, ambiente: Ambiente): Edital {
  const json = jsonDoArquivo(caminho, ambiente);
  if (typeof json !== "object" || json === null || Array.isArray(json) || !("edital" in json)) {
    throw new ErroDeUso(
      `o arquivo ${caminho} não tem o edital: escreva {"edital": {"dataPublicacao": "2025-09-01", …}}, como no cotas alocar`,
    );
  }
  return lerEdital(json.edital);
}
