/**
 * Yes/no columns (Pessoa com deficiência, Negro, Classificado na AC…): Sim/Não, S/N, X/blank, 1/0,
 * VERDADEIRO/FALSO, TRUE/FALSE and Excel booleans. A blank cell is "vazio": each field says what
 * blank means (for a reserve it means not opted, as in the X/blank convention).
 */
import { invalido, leituraComum, lido, type LeituraDeValor } from "./leituraDeValor";
import type { ValorCelula } from "../planilha/tabela";
import { citarValor, normalizarTexto } from "./texto";

const SIM = new Set(["sim", "s", "x", "1", "verdadeiro", "v", "true", "t", "yes", "y", "ok"]);
const NAO = new Set(["nao", "n", "0", "falso", "f", "false", "no"]);
/** Marks that normalization would erase: a check mark means yes, a dash means no. */
const MARCAS_SIM = new Set(["✓", "✔", "☑"]);
const MARCAS_NAO = new Set(["-", "–", "—"]);

/** `coluna`: the column's name, said in the message so the clerk knows which yes/no was meant. */
export function lerSimNao(valor: ValorCelula, coluna?: string): LeituraDeValor<boolean> {
  const dica = `${coluna === undefined ? "" : `${coluna}: `}use Sim/Não, S/N, X ou 1/0`;
  const comum = leituraComum(valor);
  if (comum) return comum;
  if (typeof valor === "boolean") return lido(valor);
  if (typeof valor === "number") {
    if (valor === 1) return lido(true);
    if (valor === 0) return lido(false);
    return invalido(`${citarValor(valor)} não é sim nem não (${dica})`);
  }
  const bruto = (valor as string).trim();
  if (MARCAS_SIM.has(bruto)) return lido(true);
  if (MARCAS_NAO.has(bruto)) return lido(false);
  const texto = normalizarTexto(bruto);
  if (SIM.has(texto)) return lido(true);
  if (NAO.has(texto)) return lido(false);
  return invalido(`${citarValor(valor)} não é sim nem não (${dica})`);
}
