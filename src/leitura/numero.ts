/**
 * Numbers typed by clerks: Excel numbers, or text with the Brazilian comma ("8,5", "1.234,56") or the
 * English dot ("87.5", "1,234.56", from CSV exports). A text with a single separator reads it as the
 * decimal one; "1.234" is therefore 1,234 and carries a warning, since in pt-BR it could mean 1234 —
 * unless the column itself says which convention it writes in (convencaoDaColuna): beside "1.234,56",
 * "1.000" is one thousand; beside "87.5", "1,000" is one thousand too.
 */
import { invalido, leituraComum, lido, type LeituraDeValor } from "./leituraDeValor";
import type { ValorCelula } from "../planilha/tabela";
import { citarValor } from "./texto";

/** Each pattern with how to turn it into the JavaScript number syntax. */
const FORMATOS: { padrao: RegExp; semMilhar: (s: string) => string }[] = [
  { padrao: /^\d+$/, semMilhar: (s) => s },
  { padrao: /^\d*,\d+$/, semMilhar: (s) => s.replace(",", ".") },
  { padrao: /^\d*\.\d+$/, semMilhar: (s) => s },
  { padrao: /^\d{1,3}(\.\d{3})+,\d+$/, semMilhar: (s) => s.replace(/\./g, "").replace(",", ".") },
  { padrao: /^\d{1,3}(\.\d{3}){2,}$/, semMilhar: (s) => s.replace(/\./g, "") },
  { padrao: /^\d{1,3}(,\d{3})+\.\d+$/, semMilhar: (s) => s.replace(/,/g, "") },
  { padrao: /^\d{1,3}(,\d{3}){2,}$/, semMilhar: (s) => s.replace(/,/g, "") },
  { padrao: /^\d{1,3}( \d{3})+(,\d+)?$/, semMilhar: (s) => s.replace(/ /g, "").replace(",", ".") },
];

/** Which separator a column uses for decimals, when some text of it leaves no doubt. */
export type ConvencaoNumerica = "virgula" | "ponto";

/** A decimal comma (not followed by exactly three digits), or dots of thousands before a comma. */
const SO_COM_VIRGULA = /^[+\-\u2212]?\s*(\d*,(\d{1,2}|\d{4,})|\d{1,3}(\.\d{3})+,\d+)$/;
const SO_COM_PONTO = /^[+\-\u2212]?\s*(\d*\.(\d{1,2}|\d{4,})|\d{1,3}(,\d{3})+\.\d+)$/;

/**
 * The convention of a column's texts: "virgula" when some text can only be read with a decimal comma
 * ("8,5", "1.234,56"), "ponto" when some can only be read with a decimal dot ("87.5", "1,234.56"),
 * undefined when none decides or both appear (each ambiguous cell is then read as before, warned).
 */
export function convencaoDaColuna(valores: Iterable<ValorCelula>): ConvencaoNumerica | undefined {
  let virgula = false;
  let ponto = false;
  for (const v of valores) {
    if (typeof v !== "string") continue;
    const t = v.trim();
    virgula ||= SO_COM_VIRGULA.test(t);
    ponto ||= SO_COM_PONTO.test(t);
    if (virgula && ponto) return undefined;
  }
  return virgula ? "virgula" : ponto ? "ponto" : undefined;
}

/**
 * Reads a number; `oQue` names what the column holds, for the message (`"8,5a" não é uma nota`);
 * `convencao`, the column's (convencaoDaColuna), decides "1.000" and "1,000".
 */
export function lerNumero(
  valor: ValorCelula,
  oQue = "um número",
  convencao?: ConvencaoNumerica,
): LeituraDeValor<number> {
  const comum = leituraComum(valor);
  if (comum) return comum;
  if (typeof valor === "number") {
    return Number.isFinite(valor) ? lido(valor) : invalido(`${citarValor(valor)} não é ${oQue}`);
  }
  if (typeof valor === "boolean") return invalido(`${citarValor(valor)} não é ${oQue}`);
  const texto = (valor as string).trim().replace(/[\u00a0\u202f]/g, " ");
  const m = /^([+\-\u2212]?)\s*([\s\S]*)$/.exec(texto) as RegExpExecArray;
  const sinal = m[1] === "" || m[1] === "+" ? 1 : -1;
  const corpo = m[2];
  // One group of three digits after a single separator: thousands in the column's other convention.
  if (/^[1-9]\d{0,2}[.,]\d{3}$/.test(corpo) && convencao) {
    const milhar = convencao === "virgula" ? "." : ",";
    const numero =
      sinal * Number(corpo.includes(milhar) ? corpo.replace(milhar, "") : corpo.replace(",", "."));
    return lido(numero);
  }
  for (const { padrao, semMilhar } of FORMATOS) {
    if (!padrao.test(corpo)) continue;
    const numero = sinal * Number(semMilhar(corpo));
    if (!Number.isFinite(numero)) break;
    const ambiguo = /^[1-9]\d{0,2}\.\d{3}$/.test(corpo);
    return ambiguo
      ? lido(
          numero,
          `${citarValor(valor)} foi lido como ${String(numero).replace(".", ",")}; se era ${corpo.replace(".", "")}, escreva sem o ponto`,
        )
      : lido(numero);
  }
  return invalido(`${citarValor(valor)} não é ${oQue}`);
}
