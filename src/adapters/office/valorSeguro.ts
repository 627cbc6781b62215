import { pareceFormula } from "../../folhas/modelo";
import type { ValorCelula } from "../../planilha/tabela";

/**
 * Office.js writes `values` as if typed: "=1+1" would become a formula, "00123" the number 123,
 * "1/2" a date, "VERDADEIRO" a boolean, "#N/D" an error. A leading apostrophe makes Excel keep such
 * text as text, and the apostrophe is not part of the value read back (OfficeDev/office-js#6687).
 * Chosen over the "@" number format, which does not stop a value that begins with "=" from becoming
 * a formula in every writer (iOfficeAI/OfficeCLI#410) and would have to precede the values.
 * Formula injection: see pareceFormula.
 */
export function valorSeguro(v: ValorCelula): ValorCelula {
  return typeof v === "string" && excelConverteria(v) ? `'${v}` : v;
}

function excelConverteria(texto: string): boolean {
  return (
    pareceFormula(texto) ||
    /^[\s\d.,(#'$%€£R]/.test(texto) ||
    /^(verdadeiro|falso|true|false)$/i.test(texto) ||
    /^\p{L}{3,9}[-/ ]\d/u.test(texto) // "jan-25", "março 2025"
  );
}
