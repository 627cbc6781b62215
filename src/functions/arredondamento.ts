/**
 * =COTAS.ARREDONDAR(valor): the law's rounding, "fração igual ou maior do que 0,5" up, smaller down
 * (Lei 15.142, art. 5º, § 2º), done exactly by the engine on the decimal the clerk sees.
 * Excel shows numbers with 15 significant digits, and a formula such as =0,3*15 may hold
 * 4,4999999999999991 while showing 4,5: the value is read at those 15 digits, so the function rounds
 * what the cell shows (Excel's own ARRED does the same). Text is read exactly as typed.
 */
import { arredondarDecimalMeioParaCima } from "../engine/arredondamento";
import { lerNumero } from "../leitura/numero";
import { citarValor } from "../leitura/texto";
import { valorDoArgumento } from "./celula";
import { ErroDeArgumento } from "./erros";

const DIGITOS_DO_EXCEL = 15;

export function arredondarComoALei(argumento: unknown): number {
  const valor = valorDoArgumento(argumento, "valor");
  if (valor === null || valor === "") return 0; // a blank cell is 0 on every host, as in Excel's ARRED
  if (typeof valor === "number") {
    if (!Number.isFinite(valor))
      throw new ErroDeArgumento(`valor: ${citarValor(String(valor))} não é um número`);
    return arredondarDecimalMeioParaCima(valor.toPrecision(DIGITOS_DO_EXCEL));
  }
  if (typeof valor === "string") {
    try {
      return arredondarDecimalMeioParaCima(valor.trim());
    } catch {
      // Not a plain decimal: maybe "1.234,5" with thousands separators, read as the workbook reads numbers.
    }
    const leitura = lerNumero(valor, "um número");
    if (leitura.tipo === "valor") return arredondarComoALei(leitura.valor);
    if (leitura.tipo === "invalido") throw new ErroDeArgumento(`valor: ${leitura.motivo}`);
    return 0;
  }
  throw new ErroDeArgumento(`valor deve ser um número (recebido: ${citarValor(valor)})`);
}
