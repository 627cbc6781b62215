/**
 * Who is convened for the confirmation of each reserved list (RULES § 9.1).
 * - Every habilitado who opted for the reserve, even with a score for ampla (Lei nº 15.142/2025, art. 3º,
 *   § 1º; IN Conjunta MGI/MIR/MPI nº 261/2025, art. 16, as the editais cite it): mode
 *   "todos-habilitados", the default.
 * - Where the edital limits it ("limite-por-lista"), the first K habilitado optants of the list by score,
 *   with everyone tied at the K-th score; a list without a limit convenes all. Nobody else is called
 *   unless the edital provides a supplementary call: then, while fewer than K of the convened remain (the
 *   others lost the reserve), the next ones by score are called, ties at the last place included.
 * Scores are compared exactly (decimal.ts), never through floating-point arithmetic.
 */
import { decimalExato } from "./decimal";
import type { ConvocacaoParaConfirmacao } from "./escolhasDaConfirmacao";
import type { ListaReservada } from "./tipos";

export interface Optante {
  id: string;
  nota: number;
}

/** a − b in sign (−1, 0, 1), exactly: 87.1 and 87.10 are equal, 0.3 > 0.1 + 0.2 never matters. */
export function compararNotas(a: number, b: number): number {
  if (a === b) return 0;
  const x = decimalExato(a);
  const y = decimalExato(b);
  if (!x || !y) return a < b ? -1 : 1;
  const d = x.numerador * y.denominador - y.numerador * x.denominador;
  return d === 0n ? 0 : d < 0n ? -1 : 1;
}

/** Score descending, then inscription (only to list the tied in a fixed order; ties are all convened). */
export function emOrdemDeNota(optantes: readonly Optante[]): Optante[] {
  return [...optantes].sort(
    (a, b) => compararNotas(b.nota, a.nota) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** The first k of `ordenados` and everyone tied with the k-th score. */
function primeirosComEmpates(ordenados: readonly Optante[], k: number): Optante[] {
  if (k >= ordenados.length) return [...ordenados];
  let fim = k;
  while (fim < ordenados.length && compararNotas(ordenados[fim].nota, ordenados[k - 1].nota) === 0) fim++;
  return ordenados.slice(0, fim);
}

export interface ConvocadosDaLista {
  lista: ListaReservada;
  limite: number | null;
  /** In score order: first those within the limit (ties included), then the supplementary ones. */
  convocados: string[];
  suplementares: string[];
  notaDeCorte: number | null;
  empatadosNaUltimaPosicao: string[];
}

/**
 * The convened of one list. `perdeuAReserva(id)` says whether a convened person lost the reserve (not
 * confirmed, absent, refused, fraud, eliminated): used only by the supplementary call.
 */
export function convocarParaConfirmacao(
  lista: ListaReservada,
  optantes: readonly Optante[],
  modo: ConvocacaoParaConfirmacao,
  perdeuAReserva: (id: string) => boolean = () => false,
): ConvocadosDaLista {
  const ordenados = emOrdemDeNota(optantes);
  const limite = modo.modo === "limite-por-lista" ? (modo.limite[lista] ?? null) : null;
  if (limite === null) {
    return {
      lista,
      limite,
      convocados: ordenados.map((o) => o.id),
      suplementares: [],
      notaDeCorte: null,
      empatadosNaUltimaPosicao: [],
    };
  }
  const dentro = primeirosComEmpates(ordenados, limite);
  const convocados = dentro.map((o) => o.id);
  const suplementares: string[] = [];
  if (modo.modo === "limite-por-lista" && modo.convocacaoSuplementar) {
    for (;;) {
      const falta = limite - convocados.filter((id) => !perdeuAReserva(id)).length;
      const resto = ordenados.slice(convocados.length);
      if (falta <= 0 || resto.length === 0) break;
      const novos = primeirosComEmpates(resto, falta).map((o) => o.id);
      convocados.push(...novos);
      suplementares.push(...novos);
    }
  }
  return {
    lista,
    limite,
    convocados,
    suplementares,
    notaDeCorte: dentro.length ? dentro[Math.min(limite, dentro.length) - 1].nota : null,
    empatadosNaUltimaPosicao: dentro.slice(limite).map((o) => o.id),
  };
}
