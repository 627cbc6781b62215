/**
 * `cotas fases ENTRADA.xlsx -o SAIDA.xlsx --fase FASE.json`: the phase on the clerk's workbook, read as
 * `cotas anotar` reads it (the same --edital, --mapa and --folha), written as it writes (never over the
 * input, over an existing file only with --substituir, whole or not at all): the clerk's package with
 * every part as it was, plus the phase's sheets in place of the previous phase's.
 */
import { lerRegraDaFase } from "../engine/esquemaDaFase";
import type { ConcursoEmFase, ResultadoDaFase } from "../engine/fases";
import { executarFase } from "../pipeline/fase";
import { ARQUIVOS_DO_DISCO, conferirEntrada, lerJson, type ArquivosAnotar } from "./anotar";
import { ErroDeUso } from "./argumentos";
import { saidaDaPasta } from "./arquivoDeSaida";
import { abrirPastaParaGravar, executarEGravarNaPasta } from "./gravarNaPasta";

export async function fasesNoArquivo(
  entrada: string,
  opcoes: Record<string, string | true>,
  arquivos: ArquivosAnotar = ARQUIVOS_DO_DISCO,
): Promise<{ concurso: ConcursoEmFase; resultado: ResultadoDaFase; saida: string; escritas: string[] }> {
  conferirEntrada(entrada);
  const saida = saidaDaPasta(opcoes.saida, entrada);
  if (typeof opcoes.fase !== "string")
    throw new ErroDeUso(
      'informe a regra da fase com --fase FASE.json, como {"limites": {"AC": 162, "PPP": 54}}',
    );
  const fase = lerRegraDaFase(await lerJson(arquivos, opcoes.fase));
  const pasta = await abrirPastaParaGravar(entrada, saida, opcoes, arquivos);
  const execucao = await executarEGravarNaPasta(
    (confirmarSubstituicao) =>
      executarFase(pasta.porta, { ...pasta.entrada, fase }, { confirmarSubstituicao }),
    pasta.gravacao,
  );
  return {
    concurso: execucao.concurso,
    resultado: execucao.resultado,
    saida,
    escritas: execucao.escrita.escritas,
  };
}
