/**
 * What Excel does to the formulas that name a sheet when that sheet is renamed or deleted, for the
 * workbook models of the tests (memória, the Office.js host simulator): a rename rewrites the
 * reference, a deletion turns it into #REF! for good (`=Quadro!B2` becomes `=#REF!B2`). Text inside
 * string literals is not told apart: the tests' formulas have none that name a sheet.
 */

/** A sheet reference: 'quoted name'! or a bare name!. */
const REFERENCIA = /'((?:[^']|'')+)'!|([^\s'!=(),;:+\-*/&^<>{}"#]+)!/gu;

/** `formula` with every reference to sheet `antiga` pointing at `nova`, or #REF! when null (deleted). */
export function trocarFolhaNaFormula(formula: string, antiga: string, nova: string | null): string {
  const alvo = antiga.toLocaleLowerCase("pt-BR");
  return formula.replace(REFERENCIA, (todo, citado: string | undefined, simples: string | undefined) => {
    const nome = citado !== undefined ? citado.replace(/''/g, "'") : simples!;
    if (nome.toLocaleLowerCase("pt-BR") !== alvo) return todo;
    return nova === null ? "#REF!" : `${referenciaDeFolha(nova)}!`;
  });
}

/** A name of letters alone goes bare (Quadro!B2); anything else quoted ('Ordem de nomeação'!A1). */
function referenciaDeFolha(nome: string): string {
  return /^\p{L}+$/u.test(nome) ? nome : `'${nome.replace(/'/g, "''")}'`;
}
