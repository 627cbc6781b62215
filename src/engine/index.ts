/**
 * The engine's public face: the contract (tipos) and what the front ends call. Pure TypeScript: no
 * Office, DOM or Node import anywhere under src/engine.
 */
export * from "./tipos";
export * from "./regimes";
export * from "./percentuais";
export * from "./arredondamento";
export * from "./maiorResto";
export * from "./quadro";
export * from "./ordem";
export * from "./datas";
export * from "./decimal";
export { alocar, lerConcurso } from "./alocar";
export { CRITERIOS_PADRAO, dataDeReferenciaDaIdade, descreverCriterios } from "./classificacao";
export { NOME_DA_LISTA, rotulo, textoDaReversao } from "./notas";
