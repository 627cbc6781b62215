// The engine's one error for bad input, shared by the edital's schema and the rest (tipos.ts re-exports it).

/** Bad input: thrown with every problem found, each naming the candidate or field. */
export class ErroDeEntrada extends Error {
  constructor(public readonly problemas: { campo: string; mensagem: string }[]) {
    super(problemas.map((p) => `${p.campo}: ${p.mensagem}`).join("\n"));
    this.name = "ErroDeEntrada";
  }
}
