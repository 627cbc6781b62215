/**
 * A cell whose formula has no calculated value stored (a file saved by a program that does not
 * calculate, such as a script with openpyxl) reads as empty, but it is not: an outcome, a score or an
 * inscrição written as a formula would silently count as blank. Each one that matters is an error at
 * its cell (TabelaBruta.formulasSemValor), with the way out.
 */
import type { TabelaBruta } from "../planilha/tabela";
import type { ColetorDeProblemas } from "./coletorDeProblemas";
import type { GrupoProblema } from "./problema";

const MOTIVO =
  "a célula tem uma fórmula sem o valor calculado (a pasta foi salva por um programa que não calcula fórmulas), e nada se pode ler dela: abra a pasta no Excel ou no LibreOffice e salve-a de novo, ou digite o valor";

/** Reports the formulas with no value in the columns `grupoDaColuna` names (sheet columns). */
export function relatarFormulasSemValor(
  tabela: TabelaBruta,
  coletor: ColetorDeProblemas,
  grupoDaColuna: (coluna: number) => GrupoProblema | undefined,
): void {
  for (const [linha, coluna] of tabela.formulasSemValor ?? []) {
    const grupo = grupoDaColuna(coluna);
    if (grupo) coletor.naCelula("erro", grupo, linha, coluna, MOTIVO);
  }
}
