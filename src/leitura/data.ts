/**
 * Dates as clerks have them: Excel serial numbers (with the 1900 leap-year bug Excel inherited from
 * Lotus 1-2-3: serial 60 is the nonexistent 29/02/1900) or text "31/12/1960", "31.12.1960",
 * "1960-12-31". The result is AAAA-MM-DD, the engine's format.
 */
import { invalido, leituraComum, lido, type LeituraDeValor } from "./leituraDeValor";
import type { ValorCelula } from "../planilha/tabela";
import { citarValor } from "./texto";

const DIA_MS = 86_400_000;
/** Serial 0 of each date system, so that serial n is base + n days (1900: for n ≥ 61, see below). */
const BASE_1900 = Date.UTC(1899, 11, 30);
const BASE_1904 = Date.UTC(1904, 0, 1);
const ULTIMO_SERIAL = 2_958_465; // 31/12/9999, the last date Excel shows

/** Days since 1970-01-01 → AAAA-MM-DD, by the civil calendar (H. Hinnant's days_from_civil inverse):
 *  plain integer arithmetic, since a sheet may hold millions of dates. */
function iso(ms: number): string {
  const z = Math.floor(ms / DIA_MS) + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const dia = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const mes = mp < 10 ? mp + 3 : mp - 9;
  const ano = yoe + era * 400 + (mes <= 2 ? 1 : 0);
  return `${String(ano).padStart(4, "0")}-${mes < 10 ? "0" : ""}${mes}-${dia < 10 ? "0" : ""}${dia}`;
}

function dataValida(ano: number, mes: number, dia: number): boolean {
  if (mes < 1 || mes > 12 || dia < 1) return false;
  const d = new Date(Date.UTC(ano, mes - 1, dia));
  return d.getUTCFullYear() === ano && d.getUTCMonth() === mes - 1 && d.getUTCDate() === dia;
}

function doSerial(serial: number, datas1904: boolean, valor: ValorCelula): LeituraDeValor<string> {
  const dias = Math.floor(serial);
  if (datas1904) {
    if (dias < 0 || dias > ULTIMO_SERIAL - 1462) return invalido(`${citarValor(valor)} não é uma data`);
    return lido(iso(BASE_1904 + dias * DIA_MS));
  }
  if (dias < 1 || dias > ULTIMO_SERIAL) return invalido(`${citarValor(valor)} não é uma data`);
  // Excel counts 29/02/1900, which never existed: serials before it are one day ahead of the calendar.
  if (dias === 60)
    return invalido(`${citarValor(valor)} é 29/02/1900, data que não existe (erro antigo do Excel)`);
  return lido(iso(BASE_1900 + (dias < 60 ? dias + 1 : dias) * DIA_MS));
}

export function lerData(valor: ValorCelula, opcoes: { datas1904?: boolean } = {}): LeituraDeValor<string> {
  const comum = leituraComum(valor);
  if (comum) return comum;
  if (typeof valor === "number") {
    return Number.isFinite(valor)
      ? doSerial(valor, opcoes.datas1904 === true, valor)
      : invalido(`${citarValor(valor)} não é uma data`);
  }
  if (typeof valor === "boolean") return invalido(`${citarValor(valor)} não é uma data`);
  const texto = (valor as string).trim();
  let ano: number, mes: number, dia: number;
  const brasileira =
    /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/.exec(texto);
  const isoTexto =
    /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      texto,
    );
  if (brasileira) {
    if (brasileira[3].length === 2) {
      return invalido(`${citarValor(valor)}: escreva o ano com quatro dígitos (DD/MM/AAAA)`);
    }
    [dia, mes, ano] = [Number(brasileira[1]), Number(brasileira[2]), Number(brasileira[3])];
  } else if (isoTexto) {
    [ano, mes, dia] = [Number(isoTexto[1]), Number(isoTexto[2]), Number(isoTexto[3])];
  } else {
    return invalido(`${citarValor(valor)} não é uma data (use DD/MM/AAAA)`);
  }
  if (!dataValida(ano, mes, dia)) return invalido(`${citarValor(valor)} não é uma data que exista`);
  return lido(
    `${String(ano).padStart(4, "0")}-${String(mes).padStart(2, "0")}-${String(dia).padStart(2, "0")}`,
  );
}

/**
 * AAAA-MM-DD as the Excel serial lerData reads back (the inverse of doSerial): days from the base of
 * the workbook's date system, the 1900 system counting the nonexistent 29/02/1900 (serials from 61 on).
 * For the dates the add-in writes (a call's date), so that Excel shows and sorts them as dates.
 */
export function serialDaData(iso: string, datas1904 = false): number {
  const [ano, mes, dia] = iso.split("-").map(Number);
  const ms = Date.UTC(ano, mes - 1, dia);
  if (datas1904) return Math.round((ms - BASE_1904) / DIA_MS);
  const dias = Math.round((ms - BASE_1900) / DIA_MS);
  return dias < 61 ? dias - 1 : dias;
}
