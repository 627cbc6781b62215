// The refusal of an input file past a limit, shared by the readers of every format: the .xlsx and the PDF
// (src/adapters, which re-export it from xlsx/limites.ts) and the text of a published list
// (limitesDoTexto.ts). One sentence for the clerk, exit code 2 in the CLI.

/** A file the reader refuses (not an .xlsx, a zip bomb, an absurd dimension): bad input, not a bug. */
export class ArquivoRecusado extends Error {
  constructor(mensagem: string) {
    super(mensagem);
    this.name = "ArquivoRecusado";
  }
}
