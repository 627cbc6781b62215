// Types of scripts/tamanhos.mjs for the TypeScript that imports it (test/qualidade/orcamentos.test.ts).
export interface Medida {
  nome: string;
  bytes: number;
  gzip: number;
}
export declare const PASTA_DIST: string;
export declare function medirArquivo(nome: string, pasta?: string): Medida;
export declare function scriptsDaPagina(pagina: string, pasta?: string): string[];
export declare function medirDist(pasta?: string): {
  paginas: { pagina: string; arquivos: Medida[]; total: { bytes: number; gzip: number } }[];
  sobDemanda: Medida[];
};
