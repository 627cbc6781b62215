/**
 * Real excerpts that more than one test reads, copied line for line from the text the project's PDF
 * reader gives of the page (each with its document in test/publicada/mundo/), and the whole documents
 * of that folder as that reader gives them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { paginasDoPdf } from "../../src/adapters/pdf/textoDoPdf";
import type { PaginaDeTexto } from "../../src/publicada/tipos";

/** The pages of a PDF of test/publicada/mundo/ (`caminho` inside it: "reservado-2", "….pdf"). */
export const paginasDoMundo = (...caminho: string[]): Promise<PaginaDeTexto[]> =>
  paginasDoPdf(new Uint8Array(readFileSync(join(__dirname, "mundo", ...caminho))));

/** A page of lines and the [start, end] of each of their words, as the PDF reader gives them. */
export const paginaComPosicoes = (
  linhas: readonly (readonly [string, readonly (readonly [number, number])[]])[],
): PaginaDeTexto => ({
  numero: 1,
  linhas: linhas.map(([texto]) => texto),
  posicoes: linhas.map(([, ps]) => ps.map(([x, fim]) => ({ x, fim }))),
});

/**
 * PMDF/IADES, DODF nº 1 de 2/1/2020, p. 52, item 2.1 (mundo/dodf-2020-01-02-edicao-integra.pdf): the
 * sentence "com as seguintes informações", the cargo subtitle with its code on the line of the first
 * record, a sub judice note with a comma inside, "-" for an absent score; ends before "3 DOS RECURSOS".
 */
export const PMDF_TITULOS_2_1: readonly string[] = [
  "2.1 Resultado preliminar na etapa de prova de títulos do concurso público de admissão ao Curso de",
  "Formação de Oficiais Policiais Militares da Polícia Militar do Distrito Federal (CFOPM), com as",
  "seguintes informações: número de inscrição, nome do candidato (em ordem alfabética), pontuação",
  'relativa ao item de avaliação "Doutorado (stricto sensu)", pontuação relativa ao item de avaliação',
  '"Mestrado (stricto sensu)", pontuação relativa ao item de avaliação "Pós-graduação especialização (lato',
  'sensu)", e pontuação preliminar na prova de títulos.',
  "2.1.1 ALUNO OFICIAL PM - SEXO MASCULINO (CÓDIGO 101): 161100666, ITALO DA SILVA",
  "OLIVEIRA, (sub judice, Mandado de Segurança nº 0712827-83.2017.8.07.0018) - , - , - , 0.00;",
  "161108361, SERGIO LUIZ FARIA, - , - , - , 0.00.",
];

/**
 * CAESB, DODF nº 4 de 7/1/2020, p. 21 (mundo/reservado-2/dodf-2020-01-07-edicao-004-integra.pdf): "na
 * seguinte ordem: área de contribuição, código: n° de inscrição, nome, CPF e classificação", the área and
 * código in a subtitle on the line of the first record.
 */
export const CAESB_SANEAMENTO: readonly string[] = [
  "2.Convocação de candidato aprovado para o cargo de TÉCNICO DE SISTEMAS DE SANEAMENTO",
  "- TSS, na seguinte ordem: área de contribuição, código: n° de inscrição, nome, CPF e",
  "classificação.",
  "2.1 Saneamento, 122: 58868-1, Ney Christian Batista Dutra, 808.031.641-49, 34°; 52305-0, Jane Mary",
  "Targino Moreira, 004.639.513-01, 35º; 54285-2, Tassiane Garcia Peinado, 324.801.508-01, 36º.",
  "Brasília/DF, 06 de janeiro de 2020",
];

/**
 * PMDF, DODF nº 2 de 3/1/2020, p. 23, item 3.1 (mundo/reservado/dodf-2020-01-03-edicao-integra.pdf): sub
 * judice candidates, "pontuação preliminar no certame" with no "nota final", the código da vaga given by
 * the cargo subtitle, the court's note as a field of its own.
 */
export const PMDF_SUB_JUDICE_3_1: readonly string[] = [
  "3.1 Resultado preliminar para candidatos que se encontram na condição sub judice e com decisão",
  "judicial favorável para a continuidade no certame, na seguinte ordem: código da vaga, número de",
  "inscrição, nome completo (em ordem alfabética), pontuação preliminar no certame e ordem de",
  "classificação provisória após a realização de todas as etapas.",
  "3.1.1 Cargo: Soldado Policial Militar do Quadro de Praças Policiais Militares Combatentes - QPPMC",
  "- Sexo Masculino (Código 101): 197110865, GUILHERME ROCHA CORRETO DUARTE, (sub",
  "judice, Mandado de Segurança nº 0704257-91.2019.8.07.00001), 50.43, 1727; 197131205, HENRIQUE",
  "OLIVEIRA FIRMINO, (sub judice, Mandado de Segurança nº 0704499-96.2019.8.07.00018), 54.22,",
  "769.",
];
