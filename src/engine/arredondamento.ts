/**
 * Rounding of legal quantities, on exact rationals (never floats).
 * - Racial reserves: half-up, "fração igual ou maior do que 0,5" goes up, smaller goes down
 *   (Lei 15.142/2025, art. 5º, § 2º; Lei 12.990/2014, art. 1º, § 2º).
 * - PcD reserve: any fraction goes up, "aumentado para o primeiro número inteiro subsequente"
 *   (Decreto 9.508/2018, art. 1º, § 3º), capped elsewhere by the 20% of Lei 8.112/1990, art. 5º, § 2º.
 * Negative values (never a legal quantity, but possible in a cell given to =COTAS.ARREDONDAR) round
 * symmetrically, half away from zero, as Excel's ARRED does: -2,5 → -3, -2,4 → -2.
 */
import { decimalExato } from "./decimal";

/** "piso": the whole part, for editais not bound by the federal acts that round every fraction down. */
export type ModoArredondamento = "meio-para-cima" | "teto" | "piso";

function inteiro(valor: bigint | number, nome: string): bigint {
  if (typeof valor === "bigint") return valor;
  if (!Number.isSafeInteger(valor))
    throw new RangeError(`${nome} deve ser um número inteiro exato: ${valor}`);
  return BigInt(valor);
}

/** The rational as (sign, |numerador|, denominador > 0). */
function racional(numerador: bigint | number, denominador: bigint | number): [boolean, bigint, bigint] {
  let n = inteiro(numerador, "numerador");
  let d = inteiro(denominador, "denominador");
  if (d === 0n) throw new RangeError("denominador zero");
  if (d < 0n) [n, d] = [-n, -d];
  return n < 0n ? [true, -n, d] : [false, n, d];
}

function comSinal(negativo: boolean, magnitude: bigint): number {
  return Number(negativo ? -magnitude : magnitude);
}

/** Half-up of numerador/denominador: ⌊(2n + d) / 2d⌋ on the magnitude (Lei 15.142, art. 5º, § 2º). */
export function arredondarMeioParaCima(numerador: bigint | number, denominador: bigint | number): number {
  const [negativo, n, d] = racional(numerador, denominador);
  return comSinal(negativo, (2n * n + d) / (2n * d));
}

/** Ceiling of numerador/denominador (Decreto 9.508, art. 1º, § 3º); for negatives, away from zero too. */
export function arredondarTeto(numerador: bigint | number, denominador: bigint | number): number {
  const [negativo, n, d] = racional(numerador, denominador);
  return comSinal(negativo, (n + d - 1n) / d);
}

/** Floor of a non-negative rational: the whole part, as in "até 20% das vagas" (Lei 8.112, art. 5º, § 2º). */
export function arredondarPiso(numerador: bigint | number, denominador: bigint | number): number {
  const [negativo, n, d] = racional(numerador, denominador);
  if (negativo) throw new RangeError("arredondarPiso: valor negativo");
  return Number(n / d);
}

export function arredondar(
  numerador: bigint | number,
  denominador: bigint | number,
  modo: ModoArredondamento,
): number {
  if (modo === "teto") return arredondarTeto(numerador, denominador);
  if (modo === "piso") return arredondarPiso(numerador, denominador);
  return arredondarMeioParaCima(numerador, denominador);
}

/**
 * For the custom function =COTAS.ARREDONDAR(valor): the value as typed (2.5, 2.4999, "2,5"), rounded
 * half-up exactly: 2,5 → 3; 2,4999 → 2; -2,5 → -3. Throws RangeError for text that is no number.
 */
export function arredondarDecimalMeioParaCima(valor: number | string): number {
  const exato = decimalExato(valor);
  if (!exato) throw new RangeError(`Não é um número: ${String(valor)}`);
  return arredondarMeioParaCima(exato.numerador, exato.denominador);
}
