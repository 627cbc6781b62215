/**
 * A merged cell over rows of data (#39): Excel shows its value across the rows, but only its first
 * cell holds it, and the others read empty. "Sem efeito" merged over two Desfecho cells counted for
 * the first row only, silently; a merged Posição read '"" não é um número inteiro'. A merged area that
 * touches a column that matters, in the rows of data, is an error naming the area, never read as what
 * it seems to say.
 */
import { intervaloA1 } from "../planilha/endereco";
import type { TabelaBruta } from "../planilha/tabela";
import type { ColetorDeProblemas } from "./coletorDeProblemas";
import type { GrupoProblema } from "./problema";

/**
 * Reports each merged area of two or more cells that touches, below the header row, a column that
 * `grupoDaColuna` names (sheet columns). Returns whether any was reported.
 */
export function relatarMesclas(
  tabela: TabelaBruta,
  coletor: ColetorDeProblemas,
  grupoDaColuna: (coluna: number) => GrupoProblema | undefined,
): boolean {
  const primeiraDeDados = tabela.linhaInicial + 1;
  const fim = tabela.linhaInicial + tabela.valores.length;
  let relatou = false;
  for (const m of tabela.mesclas ?? []) {
    if (m.linhas * m.colunas < 2 || m.linha + m.linhas <= primeiraDeDados || m.linha >= fim) continue;
    let grupo: GrupoProblema | undefined;
    for (let j = m.coluna; j < m.coluna + m.colunas && !grupo; j++) grupo = grupoDaColuna(j);
    if (!grupo) continue;
    const area = intervaloA1(m.linha, m.coluna, m.linha + m.linhas - 1, m.coluna + m.colunas - 1);
    coletor.naCelula(
      "erro",
      grupo,
      Math.max(m.linha, primeiraDeDados),
      m.coluna,
      `as células ${area} estão mescladas: o valor de uma célula mesclada vale só para a primeira linha, e as outras são lidas em branco; desfaça a mesclagem e escreva o valor em cada linha`,
    );
    relatou = true;
  }
  return relatou;
}
