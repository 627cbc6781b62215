/**
 * Numbers typed by clerks: Excel numbers, or text with the Brazilian comma ("8,5", "1.234,56") or the
 * English dot ("87.5", "1,234.56", from CSV exports). A text with a single separator reads it as the
 * decimal one; "1.234" is therefore 1,234 and carries a warning, since in pt-BR it could mean 1234.
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

/**
 * Reads a number; `oQue` names what the column holds, for the message (`"8,5a" não é uma nota`).
 */
export function lerNumero(valor: ValorCelula, oQue = "um número"): LeituraDeValor<number> {
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
