export * from "./tabela";
export * from "./problema";
export * from "./endereco";
export * from "./mapaColunas";
export * from "./saida";
