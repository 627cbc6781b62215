/**
 * Decimal numbers as the clerk typed them, read exactly: 2.5 is 25/10, never a binary float.
 * Legal quantities (percentages, fractions of vagas) go through here instead of float arithmetic.
 */

/** An exact rational whose denominator is a power of ten. */
export interface DecimalExato {
  numerador: bigint;
  denominador: bigint;
}

const DECIMAL = /^([+-]?)(\d+)(?:[.,](\d+))?(?:e([+-]?\d+))?$/i;

/**
 * Reads a number (or its text, with "." or "," as the decimal separator) exactly. A JavaScript number
 * is read through its shortest round-trip text, which is what was typed: 2.675 is 2675/1000, although
 * the binary double nearest to it is slightly smaller. Returns undefined for text that is no number.
 */
export function decimalExato(valor: number | string): DecimalExato | undefined {
  if (typeof valor === "number" && !Number.isFinite(valor)) return undefined;
  const partes = DECIMAL.exec(String(valor).trim());
  if (!partes) return undefined;
  const [, sinal, inteira, fracao = "", expoenteTexto = "0"] = partes;
  const expoente = Number(expoenteTexto) - fracao.length;
  if (!Number.isSafeInteger(expoente) || Math.abs(expoente) > 400) return undefined;
  let numerador = BigInt(inteira + fracao);
  if (sinal === "-") numerador = -numerador;
  return expoente >= 0
    ? { numerador: numerador * 10n ** BigInt(expoente), denominador: 1n }
    : { numerador, denominador: 10n ** BigInt(-expoente) };
}

/**
 * Writes numerador/denominador in pt-BR ("2,5", "0,48"), exactly when the quotient has a finite
 * decimal expansion within `casas` places (always the case for percentages in basis points times
 * whole vagas), otherwise truncated to `casas` places and marked with "…".
 */
export function formatarDecimal(numerador: bigint, denominador: bigint, casas = 4): string {
  const negativo = numerador < 0n !== denominador < 0n && numerador !== 0n;
  const n = numerador < 0n ? -numerador : numerador;
  const d = denominador < 0n ? -denominador : denominador;
  const escala = 10n ** BigInt(casas);
  const inteiro = n / d;
  const resto = n % d;
  const fracao = (resto * escala) / d;
  const exato = (resto * escala) % d === 0n;
  const digitos = fracao.toString().padStart(casas, "0").replace(/0+$/, "");
  const texto = digitos ? `${inteiro},${digitos}` : `${inteiro}`;
  return (negativo ? "-" : "") + texto + (exato ? "" : "…");
}

/** A percentage in basis points as a clerk writes it: 2500 → "25%", 250 → "2,5%". */
export function formatarPercentual(pontosBase: number): string {
  return `${formatarDecimal(BigInt(pontosBase), 100n, 2)}%`;
}

/** A score as typed, in pt-BR and exactly: 87.5 → "87,5", 60 → "60" (no rounding, no grouping). */
export function formatarNumero(valor: number): string {
  const exato = decimalExato(valor);
  return exato ? formatarDecimal(exato.numerador, exato.denominador, 400) : String(valor);
}

/** A whole number with the pt-BR thousands dot, the same on every host (no Intl): 100000 → "100.000". */
export function formatarMilhares(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}
