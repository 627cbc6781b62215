export * from "./progresso";
export * from "./lerDados";
export * from "./conferir";
export * from "./calcular";
export * from "./escrever";
export * from "./executar";
export * from "./configuracao";
export * from "./lugaresDaPasta";
export * from "./vagasDaPasta";
export * from "./dadosDoPainel";
export * from "./provisorios";
export * from "./convocar";

// The vocabulary of the pipeline's inputs and outputs that front ends show: the fields and their
// mapping, the candidates read, the problems found, the render input.
export { lerCandidatos, type CamposLidos, type LeituraDosCandidatos } from "../leitura/leituraDosCandidatos";
export {
  ROTULO_DO_CAMPO,
  type CampoCandidato,
  type MapaColunas,
  type MapeamentoAutomatico,
  type OpcoesLeitura,
} from "../leitura/mapaColunas";
export { camposObrigatorios } from "../leitura/mapeamentoAutomatico";
export { chaveDoCargo } from "../leitura/montarConcurso";
export { temErros, type GrupoProblema, type Problema } from "../leitura/problema";
export type { EntradaRender } from "../folhas/comum";
export { enderecoA1 } from "../folhas/modelo";
export { entradaDeImpressao } from "../folhas/impressao";
export { tituloDaTabela } from "./titulo";
export * from "./publicar";
export * from "./desfazerConvocacao";
export * from "./registrarDesfecho";
