/** Reading the vagas from a table of the workbook with Cargo and Vagas columns (placeholder until the reader lands). */
export function VagasDaPasta() {
  return null;
}
