/**
 * The engine's public face: the contract (tipos) and every module's public functions. Front ends call
 * `alocar`/`lerConcurso`, `calcularQuadro` and `ordemDasListas`; the step modules are exported for
 * tools and tests. Pure TypeScript: no Office, DOM or Node import anywhere under src/engine.
 * The phase's modules (fases.ts, esquemaDaFase.ts) are imported by their path: re-exported here, they
 * would ride in every bundle that imports the engine (the pane's first load, the custom functions).
 */
export * from "./tipos";
export { lerEdital, problemasDoEdital, ESQUEMA_DO_EDITAL } from "./esquemaDoEdital";
export * from "./regimes";
export * from "./percentuais";
export * from "./arredondamento";
export * from "./maiorResto";
export * from "./quadro";
export * from "./sorteio";
export * from "./ordem";
export * from "./datas";
export * from "./decimal";
export * from "./classificacao";
export * from "./mascaras";
export * from "./listas";
export * from "./selecao";
export * from "./reversoes";
export * from "./nomeacao";
export * from "./notas";
export * from "./citacoes";
export * from "./alocar";
export * from "./lerConcurso";
export * from "./livroDeConvocacoes";
export * from "./convocacoes";
// The confirmation stage (RULES § 9): its types here; its modules by their path (etapaDeConfirmacao.ts,
// listasAposConfirmacao.ts, heteroidentificacao.ts…), like the phase's, so that they ride only in the
// bundles that use them (the CLI, =COTAS.CONFIRMACAO), never in the pane's first load.
export type * from "./tiposDaConfirmacao";
