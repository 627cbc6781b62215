/**
 * A phase on one port (cláusula de barreira, RULES § 8): read → map and validate → who goes on
 * (the engine's quemSegue) → render the phase's sheets and write them in place of the previous phase's.
 * The result's sheets, and the ledger of calls, are left as they are. Nothing is written while an error
 * remains in the data; the phase's rule is checked against the concurso read (its lists, its cargos).
 */
import type { PortaPasta } from "../adapters/porta";
import { lerConcursoEmFase, quemSegue, type ConcursoEmFase, type ResultadoDaFase } from "../engine/fases";
import type { RegraDaFase } from "../engine/esquemaDaFase";
import { renderizarFase } from "../folhas/fases";
import type { Problema } from "../leitura/problema";
import { conferir } from "./conferir";
import { ehDaFase, escreverFolhas, type OpcoesEscrever, type RelatorioEscrita } from "./escrever";
import { salvarEscolhas, type EntradaExecucao } from "./escolhas";
import { lerDados } from "./lerDados";
import { cederAoHospedeiro } from "./progresso";
import { dataDeHoje, tituloDaTabela } from "./titulo";

export interface EntradaDaFaseNaPasta extends EntradaExecucao {
  fase: RegraDaFase;
}

export type ExecucaoDaFase =
  | { situacao: "com-erros"; problemas: Problema[] }
  | {
      situacao: "escrito";
      problemas: Problema[];
      concurso: ConcursoEmFase;
      resultado: ResultadoDaFase;
      escrita: RelatorioEscrita;
    };

/** Throws ErroDeEntrada when the phase's rule does not fit the concurso read (a list it lacks…). */
export async function executarFase(
  porta: PortaPasta,
  entrada: EntradaDaFaseNaPasta,
  opcoes: OpcoesEscrever = {},
): Promise<ExecucaoDaFase> {
  const tabela = entrada.tabela ?? (await lerDados(porta, entrada.fonte, opcoes));
  await cederAoHospedeiro(opcoes.sinal);
  const c = conferir({ ...entrada, tabela }, opcoes);
  if (!c.concurso) return { situacao: "com-erros", problemas: c.problemas };
  opcoes.progresso?.({ etapa: "Calculando quem segue", fracao: 0 });
  const concurso = lerConcursoEmFase({ ...c.concurso, fase: entrada.fase });
  const resultado = quemSegue(concurso);
  opcoes.progresso?.({ etapa: "Calculando quem segue", fracao: 1 });
  await cederAoHospedeiro(opcoes.sinal);
  const modelos = renderizarFase({
    concurso,
    resultado,
    origem: c.origem,
    titulo: tituloDaTabela(tabela),
    dataDoCalculo: dataDeHoje(),
  });
  const escrita = await escreverFolhas(porta, modelos, ehDaFase, opcoes);
  await salvarEscolhas(porta, entrada, c);
  return { situacao: "escrito", problemas: c.problemas, concurso, resultado, escrita };
}
