export * from "./progresso";
export * from "./lerDados";
export * from "./conferir";
export * from "./calcular";
export * from "./escrever";
export * from "./executar";
export * from "./configuracao";
export * from "./vagasDaPasta";
