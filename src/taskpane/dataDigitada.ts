/**
 * The edital's date as a clerk in Brazil types and reads it, dd/mm/aaaa, whatever the browser's own
 * language: a native date field follows the browser's interface language, not the page's, and showed
 * mm/dd/yyyy in an English Chrome set to prefer Portuguese pages. The form keeps the ISO date
 * (aaaa-mm-dd) the edital is saved with; the ISO form typed or pasted is accepted as well.
 */

/** "01/09/2025", "1/9/2025", "01.09.2025", "01092025" or "2025-09-01" → "2025-09-01"; null when not a
 *  real date. */
export function dataIsoDoTexto(texto: string): string | null {
  const t = texto.trim();
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(
    /^\d{8}$/.test(t) ? `${t.slice(0, 2)}/${t.slice(2, 4)}/${t.slice(4)}` : t,
  );
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const [dia, mes, ano] = br
    ? [Number(br[1]), Number(br[2]), Number(br[3])]
    : iso
      ? [Number(iso[3]), Number(iso[2]), Number(iso[1])]
      : [0, 0, 0];
  if (!ano) return null;
  const d = new Date(Date.UTC(ano, mes - 1, dia));
  if (d.getUTCFullYear() !== ano || d.getUTCMonth() !== mes - 1 || d.getUTCDate() !== dia) return null;
  return `${String(ano).padStart(4, "0")}-${String(mes).padStart(2, "0")}-${String(dia).padStart(2, "0")}`;
}

/** "2025-09-01" → "01/09/2025"; any other text as it is. */
export function textoDaDataIso(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

export const FORMATO_DA_DATA = "dd/mm/aaaa";
export const DATA_NAO_LIDA = "Digite a data como dd/mm/aaaa, por exemplo 01/09/2025.";
