/**
 * The end of a command that adds its sheets to the clerk's workbook (`cotas fases`, `cotas confirmacao`):
 * the pipeline run with the answer to "replace the sheets the clerk edited?" given by --substituir, its
 * errors said at their cells, and the whole package written at once or not at all.
 */
import type { PastaXlsx } from "../adapters/xlsx/pastaXlsx";
import type { Problema } from "../leitura/problema";
import { SubstituicaoRecusada } from "../pipeline";
import type { ArquivosAnotar } from "./anotar";
import { ErroDeUso } from "./argumentos";
import { motivoDoErroDeArquivo } from "./erroDeArquivo";
import { errosDosDados } from "./errosDosDados";

export async function executarEGravarNaPasta<E extends { situacao: string; problemas: Problema[] }>(
  executar: (confirmarSubstituicao: () => Promise<boolean>) => Promise<E>,
  destino: {
    porta: PastaXlsx;
    arquivos: ArquivosAnotar;
    saida: string;
    modoExistente: number | null;
    substituir: boolean;
  },
): Promise<Exclude<E, { situacao: "com-erros" }>> {
  let execucao: E;
  try {
    execucao = await executar(async () => destino.substituir);
  } catch (erro) {
    if (erro instanceof SubstituicaoRecusada)
      throw new ErroDeUso(`${erro.message} Use --substituir para substituí-las.`);
    throw erro;
  }
  if (execucao.situacao === "com-erros") throw errosDosDados(execucao.problemas);
  try {
    await destino.arquivos.gravarInteiro(
      destino.saida,
      await destino.porta.paraPedacos(),
      destino.modoExistente,
    );
  } catch (erro) {
    throw new ErroDeUso(`não foi possível gravar ${destino.saida}: ${motivoDoErroDeArquivo(erro)}`);
  }
  return execucao as Exclude<E, { situacao: "com-erros" }>;
}
