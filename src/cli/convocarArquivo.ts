/**
 * `cotas convocar ENTRADA.xlsx -o SAIDA.xlsx --cargo ID --posicoes M`: the next call on a workbook the
 * pane or `cotas anotar` has already computed (the edital and the mapping are saved in it). The ledger
 * is the workbook's Convocações sheet, with the outcomes the clerk typed; the call is appended to it and
 * to "Atos das convocações", and the output is the clerk's package with every other part as it was.
 * The output file is written as `cotas anotar` writes it (arquivoDeSaida.ts): never over the input,
 * over an existing file only with --substituir, whole or not at all.
 *
 * `--refazer-copia`: when the copy of the ledger the add-in keeps in the file (_cotas_suplemento) is
 * missing, damaged or of another version, every call stops (pipeline/convocar.ts, `semCopia`). With it,
 * and only then, the copy is written again from the Convocações sheet as it is now — what the clerk
 * says they checked against the published acts — and the call (if asked) goes on as usual (#39).
 */
import { zlibNativo } from "./zlibNativo";
import { readFile } from "node:fs/promises";
import { abrirXlsx } from "../adapters/xlsx/arquivo";
import { ArquivoRecusado } from "../adapters/xlsx/limites";
import { ErroDeEntrada, type ResultadoDaConvocacao, type Concurso, type Convocacao } from "../engine";
import type { PortaPasta } from "../adapters/porta";
import {
  calcularConvocacaoNaPasta,
  concursoDaPasta,
  lerConvocacoesDaPasta,
  lerCopiaDoLivro,
  registrarConvocacaoNaPasta,
  salvarConvocacoes,
  type PedidoNaPasta,
} from "../pipeline";
import { ErroDeUso } from "./argumentos";
import { conferirSaida, gravarBytes } from "./arquivoDeSaida";
import { motivoDoErroDeArquivo } from "./erroDeArquivo";
import { errosDosDados } from "./errosDosDados";

/** What `--refazer-copia` trusted: the sheet's calls and people when the copy was written again. */
export interface CopiaRefeita {
  folha: string;
  convocacoes: number;
  pessoas: number;
}

export async function convocarNoArquivo(
  entrada: string,
  saida: string,
  substituir: boolean,
  pedido: PedidoNaPasta | null,
  refazerCopia = false,
): Promise<{
  resultado: ResultadoDaConvocacao | null;
  concurso: Concurso;
  copiaRefeita: CopiaRefeita | null;
}> {
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
  const lido = await concursoDaPasta(porta, "cli");
  if (!lido) {
    throw new ErroDeUso(
      `${entrada} não tem o edital guardado: calcule o resultado antes (cotas anotar ${entrada} -o SAIDA.xlsx --edital EDITAL.json, ou o painel do Excel) e convoque sobre a pasta anotada`,
    );
  }
  if (!lido.concurso) {
    // The choices were saved by `cotas anotar` (or the pane): the options the messages name belong to it.
    const { problemas } = errosDosDados(lido.problemas);
    throw new ErroDeEntrada([
      ...problemas,
      {
        campo: entrada,
        mensagem: `a pasta mudou depois do cálculo e não se lê mais com as escolhas gravadas nela: corrija na pasta o que as linhas acima dizem, ou calcule de novo (cotas anotar ${entrada} -o SAIDA.xlsx, com as opções ditas acima) e convoque sobre a pasta nova`,
      },
    ]);
  }
  const copiaRefeita = refazerCopia ? await refazerCopiaDoLivro(porta) : null;
  const livro = await lerConvocacoesDaPasta(porta);
  if (livro.problemas.some((p) => p.gravidade === "erro")) throw errosDosDados(livro.problemas);
  const resultado = pedido ? calcularConvocacaoNaPasta(lido.concurso, livro, pedido) : null;
  if (resultado)
    await registrarConvocacaoNaPasta(porta, lido.concurso, livro.convocacoes, resultado.convocacao, {
      titulo: lido.titulo,
    });
  try {
    await gravarBytes(saida, await porta.paraBytes(), modoExistente);
  } catch (erro) {
    throw new ErroDeUso(`não foi possível gravar ${saida}: ${motivoDoErroDeArquivo(erro)}`);
  }
  return { resultado, concurso: lido.concurso, copiaRefeita };
}

/**
 * The copy of the ledger written again from the Convocações sheet as it is now: only when the copy
 * cannot be used (a readable copy that disagrees with the sheet says which row changed: the sheet is
 * fixed, not the copy), and only from a sheet that reads without errors (a merged cell, an unreadable
 * row stop here as they stop a call).
 */
async function refazerCopiaDoLivro(porta: PortaPasta): Promise<CopiaRefeita> {
  const copia = await lerCopiaDoLivro(porta);
  if (copia.estado === "lida")
    throw new ErroDeUso(
      "--refazer-copia só vale quando a cópia das convocações guardada na pasta falta, está danificada ou é de outra versão; esta pasta tem a cópia, e a folha Convocações é conferida com ela: rode sem --refazer-copia",
    );
  const livro = await lerConvocacoesDaPasta(porta);
  if (!livro.lido || !livro.folha)
    throw new ErroDeUso(
      "--refazer-copia refaz a cópia a partir da folha Convocações, e a pasta não a tem (ou a folha perdeu a marca do suplemento): volte a uma cópia da pasta salva depois da última convocação",
    );
  if (livro.lido.problemas.some((p) => p.gravidade === "erro")) throw errosDosDados(livro.lido.problemas);
  // As a call saves it (paraOLivro): the calls and whom each called; the outcomes stay in the sheet.
  const convocacoes: Convocacao[] = livro.lido.convocacoes.map(({ desfechos: _, chamados, ...c }) => ({
    ...c,
    chamados: chamados.map(({ posicao, lista, candidato }) => ({ posicao, lista, candidato })),
  }));
  await salvarConvocacoes(porta, convocacoes);
  return {
    folha: livro.folha,
    convocacoes: convocacoes.length,
    pessoas: convocacoes.reduce((n, c) => n + c.chamados.length, 0),
  };
}
