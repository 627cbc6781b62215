/**
 * The planning functions: what an edital reserves and in which order it nominates, from the number of
 * vagas, the publication date and the PcD percentage. Each is the engine's answer laid out in cells;
 * the quadro is calcularQuadro's and the order is ordemDasListas' (Lei 15.142, art. 9º).
 */
import { ordemDasListas, posicoesDaLista } from "../engine/ordem";
import { calcularQuadro } from "../engine/quadro";
import { LISTAS, type Lista } from "../engine/tipos";
import {
  lerEdital,
  lerInteiroOpcional,
  lerInteiroPositivo,
  lerLista,
  lerOrientacao,
  MAXIMO_DE_VAGAS,
} from "./argumentos";
import { SemResposta } from "./erros";

/** The edital of a call: the date and PcD percentage, or the whole edital as JSON (`editalJson`). */
export interface EditalDosArgumentos {
  dataEdital: unknown;
  percentualPcd: unknown;
  editalJson?: unknown;
}

function quadroDoEdital(vagas: unknown, { dataEdital, percentualPcd, editalJson }: EditalDosArgumentos) {
  const n = lerInteiroPositivo(vagas, "vagas");
  const edital = lerEdital(dataEdital, percentualPcd, editalJson);
  return { n, edital, calculado: calcularQuadro(n, edital) };
}

/** The quadro with a header (AC, then the regime's reserves), as a row (default) or a column. */
export function quadroEmCelulas(
  vagas: unknown,
  doEdital: EditalDosArgumentos,
  orientacao: unknown,
): (string | number)[][] {
  const { calculado } = quadroDoEdital(vagas, doEdital);
  const comoColuna = lerOrientacao(orientacao) === "coluna";
  const listas = LISTAS.filter((l) => calculado.quadro[l] !== undefined);
  const numeros = listas.map((l) => calculado.quadro[l] as number);
  return comoColuna ? listas.map((l, i) => [l, numeros[i]]) : [listas, numeros];
}

/** The vagas of one list in the quadro. */
export function reservaDaLista(vagas: unknown, lista: unknown, doEdital: EditalDosArgumentos): number {
  const { edital, calculado } = quadroDoEdital(vagas, doEdital);
  return calculado.quadro[lerLista(lista, edital)] ?? 0;
}

/** The nomination order, one position per row, through position `ate` (default: the vagas). */
export function ordemEmCelulas(vagas: unknown, doEdital: EditalDosArgumentos, ate: unknown): string[][] {
  const { n, edital, calculado } = quadroDoEdital(vagas, doEdital);
  const ultima = lerInteiroOpcional(ate, "até") ?? n;
  return ordemDasListas(calculado.quadro, edital, { ate: Math.max(n, ultima) })
    .slice(0, ultima)
    .map((lista) => [lista]);
}

/** The positions of one list in the order of the N vagas, one per row. */
export function posicoesEmCelulas(vagas: unknown, lista: unknown, doEdital: EditalDosArgumentos): number[][] {
  const { n, edital, calculado } = quadroDoEdital(vagas, doEdital);
  const qual = lerLista(lista, edital);
  const posicoes = posicoesDaLista(ordemDasListas(calculado.quadro, edital), qual);
  if (posicoes.length === 0)
    throw new SemResposta(`a lista ${qual} não tem vagas em ${n} ${n === 1 ? "vaga" : "vagas"}`);
  return posicoes.map((p) => [p]);
}

/** The list nominated at a position; past the vagas, the order goes on (cadastro de reserva). */
export function listaNaPosicao(posicao: unknown, vagas: unknown, doEdital: EditalDosArgumentos): Lista {
  const p = lerInteiroPositivo(posicao, "posição", MAXIMO_DE_VAGAS);
  const { n, edital, calculado } = quadroDoEdital(vagas, doEdital);
  return ordemDasListas(calculado.quadro, edital, { ate: Math.max(n, p) })[p - 1];
}
