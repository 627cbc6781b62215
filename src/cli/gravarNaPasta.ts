/**
 * The start and the end of a command that adds its sheets to the clerk's workbook (`cotas fases`, `cotas
 * confirmacao`): the output checked and the workbook read as `cotas anotar` reads it; then the pipeline
 * run with the answer to "replace the sheets the clerk edited?" given by --substituir, its errors said at
 * their cells, and the whole package written at once or not at all.
 */
import type { PastaXlsx } from "../adapters/xlsx/pastaXlsx";
import type { Problema } from "../leitura/problema";
import { lerDados, SubstituicaoRecusada, vagasDaPasta } from "../pipeline";
import { abrirPastaDoEscrivao, type ArquivosAnotar } from "./anotar";
import { ErroDeUso } from "./argumentos";
import { conferirSaida } from "./arquivoDeSaida";
import { motivoDoErroDeArquivo } from "./erroDeArquivo";
import { errosDosDados } from "./errosDosDados";

/**
 * The clerk's workbook opened for such a command: the output checked before anything is read, the
 * workbook opened as `cotas anotar` opens it (its errors stop here), its candidates and vagas read. Gives
 * the pipeline's entrada (without the command's own fields) and what `executarEGravarNaPasta` writes with.
 * Every message, from the vagas read here and from the stage run on the entrada, names the option of
 * `cotas` (leitor "cli"), never the pane's field: the reader is not the caller's to forget.
 */
export async function abrirPastaParaGravar(
  entrada: string,
  saida: string,
  opcoes: Record<string, string | true>,
  arquivos: ArquivosAnotar,
) {
  const substituir = opcoes.substituir === true || opcoes.force === true;
  const { modoExistente } = await conferirSaida(entrada, saida, substituir);
  const pasta = await abrirPastaDoEscrivao(entrada, opcoes, arquivos);
  if (pasta.problemasDoArquivo.some((p) => p.gravidade === "erro"))
    throw errosDosDados(pasta.problemasDoArquivo);
  const { porta, fonte } = pasta;
  const tabela = await lerDados(porta, fonte);
  const cargos = pasta.cargos ?? (await vagasDaPasta(porta, tabela, pasta.mapa, "cli"));
  return {
    porta,
    problemasDoArquivo: pasta.problemasDoArquivo,
    entrada: {
      tabela,
      fonte,
      mapa: pasta.mapa,
      completarMapa: pasta.mapaParcial,
      edital: pasta.edital,
      cargos,
      leitura: pasta.leitura,
      leitor: "cli" as const,
    },
    gravacao: { porta, arquivos, saida, modoExistente, substituir },
  };
}

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
