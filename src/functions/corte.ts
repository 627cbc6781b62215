/**
 * =COTAS.CORTE(notas; listas; lista; limites; …): the cut score of one list in a phase (cláusula de
 * barreira, RULES § 8), computed by the engine's `quemSegue` on the rows as one cargo. The cut of a
 * reserved list depends on who goes on by AC (Decreto 12.536 art. 18: they are shown there, not
 * counted), so its limits come as a range of two columns, list and limit; a number alone is the limit
 * of AC, and answers only for AC.
 */
import { quemSegue } from "../engine/fases";
import type { Lista } from "../engine/tipos";
import { lerNumero } from "../leitura/numero";
import { citarValor } from "../leitura/texto";
import { lerEdital, lerLista } from "./argumentos";
import { ehVazioNoExcel, valorDoArgumento } from "./celula";
import { ErroDeArgumento, SemResposta } from "./erros";
import { coluna, lerLinhasDeCandidatos } from "./linhasDeCandidatos";
import type { EditalDosArgumentos } from "./planejamento";

const CARGO = "cargo";

function lerLimite(valor: unknown, onde: string): number {
  const v = valorDoArgumento(valor, onde);
  const leitura = lerNumero(v, "um número");
  if (leitura.tipo !== "valor" || !Number.isSafeInteger(leitura.valor) || leitura.valor < 0)
    throw new ErroDeArgumento(`${onde} deve ser um inteiro ≥ 0 (recebido: ${citarValor(v)})`);
  return leitura.valor;
}

/** The limits: one cell with a number (AC's), or rows of (list, limit), blank rows skipped. */
function lerLimites(
  limites: unknown,
  lista: Lista,
  edital: ReturnType<typeof lerEdital>,
): Partial<Record<Lista, number>> {
  const linhas = Array.isArray(limites) ? limites : [[limites]];
  const sozinha = linhas.length === 1 && Array.isArray(linhas[0]) && linhas[0].length === 1;
  if (sozinha || !Array.isArray(linhas[0])) {
    if (lista !== "AC") {
      throw new ErroDeArgumento(
        `a nota de corte de ${lista} depende de quem segue pela ampla concorrência (Decreto 12.536, art. 18): informe os limites num intervalo de duas colunas, lista e limite (AC 162, ${lista} 54…)`,
      );
    }
    return { AC: lerLimite(sozinha ? linhas[0][0] : linhas[0], "limites") };
  }
  const porLista: Partial<Record<Lista, number>> = {};
  linhas.forEach((linha: unknown, i) => {
    const celulas = Array.isArray(linha) ? linha : [linha];
    if (celulas.length !== 2)
      throw new ErroDeArgumento("limites deve ser um número ou um intervalo de duas colunas, lista e limite");
    const [nome, limite] = celulas.map((c, j) =>
      valorDoArgumento(c, `limites, linha ${i + 1}, coluna ${j + 1}`),
    );
    if (ehVazioNoExcel(nome) && ehVazioNoExcel(limite)) return;
    const l = lerLista(nome, edital, `limites, linha ${i + 1}`);
    if (porLista[l] !== undefined)
      throw new ErroDeArgumento(`limites, linha ${i + 1}: a lista ${l} já tem limite`);
    porLista[l] = lerLimite(limite, `limites, linha ${i + 1}`);
  });
  return porLista;
}

export function corteEmCelula(
  notas: unknown,
  listas: unknown,
  lista: unknown,
  limites: unknown,
  notaMinima: unknown,
  { dataEdital, percentualPcd, editalJson }: EditalDosArgumentos,
): number {
  const edital = lerEdital(dataEdital, percentualPcd, editalJson);
  const qual = lerLista(lista, edital);
  const colunaNotas = coluna(notas, "notas");
  const colunaListas = coluna(listas, "listas");
  if (colunaListas.length !== colunaNotas.length) {
    throw new ErroDeArgumento(
      `notas e listas devem ter o mesmo número de linhas (têm ${colunaNotas.length} e ${colunaListas.length})`,
    );
  }
  const minima = valorDoArgumento(notaMinima, "nota_minima");
  const leituraDaMinima = lerNumero(minima, "uma nota");
  if (leituraDaMinima.tipo === "invalido")
    throw new ErroDeArgumento(`nota_minima: ${leituraDaMinima.motivo}`);
  const { candidatos } = lerLinhasDeCandidatos({ notas: colunaNotas, listas: colunaListas }, edital, CARGO);
  const fase = {
    limites: lerLimites(limites, qual, edital),
    // Excel desktop passes an omitted or blank cell as 0: no minimum is the same as a minimum of 0 for scores ≥ 0.
    ...(leituraDaMinima.tipo === "valor" && { notaMinima: leituraDaMinima.valor }),
  };
  const { cargos } = quemSegue({ edital, fase, cargos: [{ id: CARGO, vagas: 0 }], candidatos });
  const corte = cargos[0].listas[qual]!.notaDeCorte;
  if (corte === null) throw new SemResposta(`ninguém segue pela lista ${qual}`);
  return corte;
}
