/**
 * Walking the rows of a table around its header, for every reader: non-blank rows above the header
 * (titles, notes) are reported and listed as not read; blank rows between data rows are skipped and
 * reported as one warning per run; trailing blank rows end the data silently (they hold nothing).
 * Each other row is handed to the reader, which reads it or reports why it did not.
 */
import { linhaEmBranco } from "./cabecalho";
import type { ColetorDeProblemas } from "./coletorDeProblemas";
import type { TabelaBruta, ValorCelula } from "../planilha/tabela";

export interface Percurso {
  /** 0-based sheet rows that are not blank and were not read, each covered by a problem. */
  linhasIgnoradas: number[];
}

/** Width of the widest row (rows of a raw table may be ragged). */
export function larguraDaTabela(tabela: TabelaBruta): number {
  let largura = 1;
  for (const linha of tabela.valores) if (linha && linha.length > largura) largura = linha.length;
  return largura;
}

/**
 * `visitar` returns false when it stops the walk (the preview reads only the first rows), and calls
 * `ignorar(motivo)` for a row it chose not to read (a repeated header, a total line): reported too.
 */
export function percorrerDados(
  tabela: TabelaBruta,
  indiceDoCabecalho: number,
  coletor: ColetorDeProblemas,
  visitar: (
    linha: readonly ValorCelula[],
    linhaNaFolha: number,
    ignorar: (motivo: string) => void,
  ) => boolean,
): Percurso {
  const { valores, linhaInicial, colunaInicial } = tabela;
  const ultimaColuna = colunaInicial + larguraDaTabela(tabela) - 1;
  const linhaDoCabecalho = linhaInicial + indiceDoCabecalho;
  const linhasIgnoradas: number[] = [];

  let inicioTitulo = -1;
  for (let i = 0; i <= indiceDoCabecalho; i++) {
    if (i < indiceDoCabecalho && !linhaEmBranco(valores[i])) {
      if (inicioTitulo < 0) inicioTitulo = i;
      linhasIgnoradas.push(linhaInicial + i);
    } else if (inicioTitulo >= 0) {
      const [de, ate] = [linhaInicial + inicioTitulo, linhaInicial + i - 1];
      // A title above the header is how clerks' sheets look: information, nothing the clerk must accept.
      coletor.nasLinhas(
        "informacao",
        "Cabeçalho",
        de,
        ate,
        colunaInicial,
        ultimaColuna,
        `${de === ate ? `a linha ${de + 1} está acima do cabeçalho (linha ${linhaDoCabecalho + 1}) e não foi lida` : `as linhas ${de + 1} a ${ate + 1} estão acima do cabeçalho (linha ${linhaDoCabecalho + 1}) e não foram lidas`} como dados`,
      );
      inicioTitulo = -1;
    }
  }

  let linhaNaFolha = -1;
  const ignorar = (motivo: string) => {
    coletor.nasLinhas("aviso", "Cabeçalho", linhaNaFolha, linhaNaFolha, colunaInicial, ultimaColuna, motivo);
    linhasIgnoradas.push(linhaNaFolha);
  };
  let inicioBranco = -1;
  for (let i = indiceDoCabecalho + 1; i < valores.length; i++) {
    const linha = valores[i] ?? [];
    if (linhaEmBranco(linha)) {
      if (inicioBranco < 0) inicioBranco = i;
      continue;
    }
    linhaNaFolha = linhaInicial + i;
    if (inicioBranco >= 0) {
      const [de, ate] = [linhaInicial + inicioBranco, linhaNaFolha - 1];
      coletor.nasLinhas(
        "aviso",
        "Linhas em branco",
        de,
        ate,
        colunaInicial,
        ultimaColuna,
        `${de === ate ? `a linha ${de + 1} está em branco` : `as linhas ${de + 1} a ${ate + 1} estão em branco`} no meio dos dados; ${de === ate ? "foi pulada" : "foram puladas"} e a leitura continuou na linha ${linhaNaFolha + 1}`,
      );
      inicioBranco = -1;
    }
    if (!visitar(linha, linhaNaFolha, ignorar)) break;
  }
  return { linhasIgnoradas };
}
