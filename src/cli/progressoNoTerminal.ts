/**
 * Progress of a long read on stderr (stdout is the answer's, printed only when the run succeeds): a
 * line every `passo` pages, only when there are at least `minimo` (a PDF of 200 pages takes a few
 * seconds; one of 2,000, a minute).
 */
export function progressoDasPaginas(
  comando: string,
  escrever: (texto: string) => void = (t) => void process.stderr.write(t),
  passo = 100,
  minimo = 200,
): (lidas: number, total: number) => void {
  return (lidas, total) => {
    if (total < minimo || (lidas % passo !== 0 && lidas !== total)) return;
    escrever(
      `cotas ${comando}: página ${lidas.toLocaleString("pt-BR")} de ${total.toLocaleString("pt-BR")} lida(s)…\n`,
    );
  };
}
