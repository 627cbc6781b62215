/**
 * `cotas convocar ENTRADA.xlsx -o SAIDA.xlsx --cargo ID --posicoes M`: the next call on a workbook the
 * pane or `cotas anotar` has already computed (the edital and the mapping are saved in it). The ledger
 * is the workbook's Convocações sheet, with the outcomes the clerk typed; the call is appended to it and
 * to "Atos das convocações", and the output is the clerk's package with every other part as it was.
 * The output file is written as `cotas anotar` writes it (arquivoDeSaida.ts): never over the input,
 * over an existing file only with --substituir, whole or not at all.
 */
import { zlibNativo } from "./zlibNativo";
import { readFile } from "node:fs/promises";
import { abrirXlsx } from "../adapters/xlsx/arquivo";
import { ArquivoRecusado } from "../adapters/xlsx/limites";
import { type ResultadoDaConvocacao, type Concurso } from "../engine";
import {
  calcularConvocacaoNaPasta,
  concursoDaPasta,
  lerConvocacoesDaPasta,
  registrarConvocacaoNaPasta,
  type PedidoNaPasta,
} from "../pipeline";
import { ErroDeUso } from "./argumentos";
import { conferirSaida, gravarBytes } from "./arquivoDeSaida";
import { motivoDoErroDeArquivo } from "./erroDeArquivo";
import { errosDosDados } from "./errosDosDados";

export async function convocarNoArquivo(
  entrada: string,
  saida: string,
  substituir: boolean,
  pedido: PedidoNaPasta,
): Promise<{ resultado: ResultadoDaConvocacao; concurso: Concurso }> {
  const { modoExistente } = await conferirSaida(entrada, saida, substituir);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(entrada));
  } catch (erro) {
    throw new ErroDeUso(`não foi possível ler ${entrada}: ${motivoDoErroDeArquivo(erro)}`);
  }
  let porta;
  try {
    porta = await abrirXlsx(bytes, zlibNativo);
  } catch (erro) {
    if (erro instanceof ArquivoRecusado) throw new ErroDeUso(`${entrada}: ${erro.message}`);
    throw erro;
  }
  const lido = await concursoDaPasta(porta);
  if (!lido) {
    throw new ErroDeUso(
      `${entrada} não tem o edital guardado: calcule o resultado antes (cotas anotar ${entrada} -o SAIDA.xlsx --edital EDITAL.json, ou o painel do Excel) e convoque sobre a pasta anotada`,
    );
  }
  if (!lido.concurso) throw errosDosDados(lido.problemas);
  const livro = await lerConvocacoesDaPasta(porta);
  if (livro.problemas.some((p) => p.gravidade === "erro")) throw errosDosDados(livro.problemas);
  const resultado = calcularConvocacaoNaPasta(lido.concurso, livro, pedido);
  await registrarConvocacaoNaPasta(porta, lido.concurso, livro.convocacoes, resultado.convocacao, {
    titulo: lido.titulo,
  });
  try {
    await gravarBytes(saida, await porta.paraBytes(), modoExistente);
  } catch (erro) {
    throw new ErroDeUso(`não foi possível gravar ${saida}: ${motivoDoErroDeArquivo(erro)}`);
  }
  return { resultado, concurso: lido.concurso };
}
