/**
 * What of a published result's lists was not read, for the CLI's exit code and the pane's
 * confirmation: a small module of its own, so that the pane's panel does not load the reader with it.
 */
import type { PublicacaoLida, RecusaDaPublicacao } from "./tipos";

/**
 * The records of the result's lists that were not read (a section out of the table, a call or another
 * group, does not count): each list's refused and lost ones, and the records before the first sentence
 * read as no list. Zero only when every record of every list was read.
 */
export function registrosNaoLidos(lida: PublicacaoLida): {
  total: number;
  daLista: number;
  recusas: RecusaDaPublicacao[];
} {
  const secoes = lida.secoes.filter((s) => s.lista !== "outra");
  const semLista = lida.semLista?.registros ?? 0;
  return {
    total: secoes.reduce((n, s) => n + s.naoLidos, 0) + semLista,
    daLista: secoes.reduce((n, s) => n + s.registros + s.naoLidos, 0) + semLista,
    recusas: secoes.flatMap((s) => s.recusas),
  };
}
