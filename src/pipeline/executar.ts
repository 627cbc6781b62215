/**
 * The whole flow on one port: read → map and validate → compute → render and write, with progress
 * and cancellation between steps and batches. Nothing is written while an error remains in the data.
 * The choices that produced the sheets are saved in the workbook with them, by one function (escolhas.ts) for
 * every front end: the file never holds sheets of one edital and the settings of another.
 */
import type { PortaPasta } from "../adapters/porta";
import type { Concurso, Resultado } from "../engine/tipos";
import type { EntradaRender } from "../folhas/comum";
import type { Problema } from "../leitura/problema";
import type { TabelaBruta } from "../planilha/tabela";
import { conferir } from "./conferir";
import { calcularComLivro } from "./convocar";
import { salvarEscolhas, type EntradaExecucao } from "./escolhas";
import { escrever, type OpcoesEscrever, type RelatorioEscrita } from "./escrever";
import { lerDados } from "./lerDados";
import { cederAoHospedeiro } from "./progresso";
import { dataDeHoje, tituloDaTabela } from "./titulo";

export { salvarEscolhas, type EntradaExecucao };

export type Execucao =
  | { situacao: "com-erros"; problemas: Problema[] }
  | {
      situacao: "escrito";
      problemas: Problema[];
      /** The concurso as read and checked: the names and situations the result refers to. */
      concurso: Concurso;
      resultado: Resultado;
      escrita: RelatorioEscrita;
      /** What was rendered (for an export of the same sheets into a new file). */
      entrada: EntradaRender;
    };

export async function executar(
  porta: PortaPasta,
  entrada: EntradaExecucao,
  opcoes: OpcoesEscrever = {},
): Promise<Execucao> {
  let tabela: TabelaBruta | null = entrada.tabela ?? (await lerDados(porta, entrada.fonte, opcoes));
  // The rows read are not kept past conferir: at a million candidates they were a tenth of the peak
  // memory, held through the rendering (#39). Let go of here and in the caller's object, which the
  // suspended async function keeps as its argument (a new object in its place does not free it).
  entrada.tabela = undefined;
  await cederAoHospedeiro(opcoes.sinal);
  const c = conferir({ ...entrada, tabela }, opcoes);
  const titulo = tituloDaTabela(tabela);
  tabela = null;
  if (!c.concurso) return { situacao: "com-erros", problemas: c.problemas };
  const calculado = await calcularComLivro(porta, c.concurso, opcoes);
  if ("problemas" in calculado)
    return { situacao: "com-erros", problemas: [...c.problemas, ...calculado.problemas] };
  const { concurso, resultado } = calculado;
  await cederAoHospedeiro(opcoes.sinal);
  const entradaRender: EntradaRender = {
    concurso,
    resultado,
    origem: c.origem,
    titulo,
    dataDoCalculo: dataDeHoje(),
  };
  const escrita = await escrever(porta, entradaRender, opcoes);
  await salvarEscolhas(porta, entrada, c);
  return {
    situacao: "escrito",
    problemas: c.problemas,
    concurso,
    resultado,
    escrita,
    entrada: entradaRender,
  };
}
