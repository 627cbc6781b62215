/** What every subcommand of `cotas` is: a name in the table of comandos.ts, its help, and a run. */
export interface Ambiente {
  /** Reads a file as UTF-8 text (the only I/O a subcommand needs besides printing). */
  lerArquivo(caminho: string): string;
  /** Today, AAAA-MM-DD: the default publication date when the clerk gives none. */
  hoje(): string;
}

export type Resposta = string | Iterable<string>;

export interface Comando {
  /** One line for `cotas --help`. */
  resumo: string;
  /** The full help of `cotas COMANDO --help`. */
  ajuda: string;
  /** Returns the whole output, printed only when the run succeeds (nothing partial on stdout): one
   *  string, or pieces for an output too big for one string (`cotas alocar --json`), produced once
   *  the work is done. A command with asynchronous work (files through ExcelJS) returns a promise. */
  executar(argv: readonly string[], ambiente: Ambiente): Resposta | Promise<Resposta>;
}
