/** Calendar dates as the engine receives them: text AAAA-MM-DD, compared as text (ISO order). */

const DATA = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written AAAA-MM-DD (2025-02-29 is not one). */
export function ehDataValida(texto: unknown): texto is string {
  if (typeof texto !== "string") return false;
  const partes = DATA.exec(texto);
  if (!partes) return false;
  const [ano, mes, dia] = partes.slice(1).map(Number);
  const data = new Date(Date.UTC(ano, mes - 1, dia));
  return data.getUTCFullYear() === ano && data.getUTCMonth() === mes - 1 && data.getUTCDate() === dia;
}

/** AAAA-MM-DD → DD/MM/AAAA, for messages. */
export function formatarData(texto: string): string {
  const [ano, mes, dia] = texto.split("-");
  return `${dia}/${mes}/${ano}`;
}
