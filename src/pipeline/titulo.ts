/**
 * The concurso's name for the printed page header: the clerk's title row above the header of the table
 * ("Concurso público nº 1/2026 – Resultado final"), i.e. a first row with a single text in it. None: no name.
 */
import type { TabelaBruta } from "../planilha/tabela";

export function tituloDaTabela(tabela: TabelaBruta): string | undefined {
  const preenchidas = (tabela.valores[0] ?? []).filter((v) => v !== null && v !== "");
  const [unica] = preenchidas;
  return preenchidas.length === 1 && typeof unica === "string" && tabela.valores.length > 2
    ? unica
    : undefined;
}

/** Today as AAAA-MM-DD in the clerk's own time zone (the day printed in the footer). */
export function dataDeHoje(agora = new Date()): string {
  const doisDigitos = (n: number) => String(n).padStart(2, "0");
  return `${agora.getFullYear()}-${doisDigitos(agora.getMonth() + 1)}-${doisDigitos(agora.getDate())}`;
}
