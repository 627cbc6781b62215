/**
 * A1-style cell addresses. Coordinates are 0-based (row 0 = Excel row 1, column 0 = A), as in
 * TabelaBruta; addresses are what the clerk sees ("D17", "Candidatos!D17", "'Minha folha'!D17").
 */

const MAX_COLUNAS = 16_384; // XFD, the last column Excel has
const MAX_LINHAS = 1_048_576;

/**
 * Column letters. Past XFD the letters go on (XFE…): a CSV may be wider than a sheet, and its
 * problems still need an address; only negative or fractional columns are a programming error.
 */
export function letrasDaColuna(coluna: number): string {
  if (!Number.isInteger(coluna) || coluna < 0) throw new RangeError(`coluna inválida: ${coluna}`);
  let n = coluna + 1;
  let letras = "";
  while (n > 0) {
    const resto = (n - 1) % 26;
    letras = String.fromCharCode(65 + resto) + letras;
    n = Math.floor((n - 1) / 26);
  }
  return letras;
}

/** "A" → 0, "AB" → 27; null when the text is not a column of Excel. */
export function colunaDasLetras(letras: string): number | null {
  if (!/^[A-Za-z]{1,3}$/.test(letras)) return null;
  let n = 0;
  for (const c of letras.toUpperCase()) n = n * 26 + (c.charCodeAt(0) - 64);
  return n - 1 < MAX_COLUNAS ? n - 1 : null;
}

/** (16, 3) → "D17". Rows past Excel's last one keep counting, as columns do (see letrasDaColuna). */
export function celulaA1(linha: number, coluna: number): string {
  if (!Number.isInteger(linha) || linha < 0) throw new RangeError(`linha inválida: ${linha}`);
  return `${letrasDaColuna(coluna)}${linha + 1}`;
}

/** "D17" → { linha: 16, coluna: 3 }; "$D$17" too. Null when it is not a cell address. */
export function posicaoDaCelula(celula: string): { linha: number; coluna: number } | null {
  const m = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/.exec(celula.trim());
  if (!m) return null;
  const coluna = colunaDasLetras(m[1]);
  const linha = Number(m[2]) - 1;
  if (coluna === null || linha < 0 || linha >= MAX_LINHAS) return null;
  return { linha, coluna };
}

/**
 * Excel quotes a sheet name unless it is a plain identifier (letters, digits, underscore, dot, not
 * starting with a digit) that cannot be read as a cell address (A1 or R1C1); a quote inside is doubled.
 */
export function nomeDaFolhaNoEndereco(folha: string): string {
  const simples =
    /^[\p{L}_][\p{L}\p{N}_.]*$/u.test(folha) &&
    posicaoDaCelula(folha) === null &&
    !/^(R\d*C?\d*|C\d*)$/i.test(folha); // R1C1-style references ("R", "C3", "R2C5") are quoted too
  return simples ? folha : `'${folha.replace(/'/g, "''")}'`;
}

/** ("Candidatos", "D17") → "Candidatos!D17"; ("Minha folha", "D17") → "'Minha folha'!D17". */
export function enderecoNaFolha(folha: string, celula: string): string {
  return `${nomeDaFolhaNoEndereco(folha)}!${celula}`;
}

/** "'Minha folha'!D17" → { folha: "Minha folha", celula: "D17" }; null when it is not one. */
export function separarEndereco(endereco: string): { folha: string; celula: string } | null {
  const m = /^(?:'((?:[^']|'')*)'|([^'!]+))!([^!]+)$/.exec(endereco);
  if (!m) return null;
  const folha = m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2];
  const celula = m[3].replace(/\$/g, "");
  const partes = celula.split(":");
  if (partes.length > 2 || partes.some((p) => posicaoDaCelula(p) === null)) return null;
  return { folha, celula };
}

/** (4, 0, 6, 5) → "A5:F7"; a single cell when both corners coincide. */
export function intervaloA1(
  linha: number,
  coluna: number,
  ultimaLinha: number,
  ultimaColuna: number,
): string {
  const inicio = celulaA1(linha, coluna);
  const fim = celulaA1(ultimaLinha, ultimaColuna);
  return inicio === fim ? inicio : `${inicio}:${fim}`;
}
