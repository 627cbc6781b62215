/**
 * The arguments of the =COTAS.… functions as Excel passes them: numbers as numbers, text as text,
 * dates as serial numbers or text, ranges as 2-D arrays, omitted optional arguments as null (or
 * undefined), a blank cell as null on the web and as 0 on the desktop, a data-type cell as an object
 * (celula.ts). Each reader returns the value the engine wants or throws ErroDeArgumento with a message
 * naming the argument, so the cell shows #VALOR! and why.
 *
 * The cell readers are the workbook's own (src/leitura): a date or a score is read the same way in a
 * formula and in the clerk's table.
 */
import { lerEdital as lerEditalDoEsquema } from "../engine/esquemaDoEdital";
import { parametrosDoQuadro } from "../engine/quadro";
import type { Edital, Lista } from "../engine/tipos";
import { cascataDoEdital, regimeDoEdital } from "../engine/regimes";
import { formatarData } from "../engine/datas";
import { percentuaisDoEdital } from "../engine/percentuais";
import { formatarDecimal, decimalExato } from "../engine/decimal";
import { lerData } from "../leitura/data";
import type { LeituraDeValor } from "../leitura/leituraDeValor";
import { listasDoCandidato } from "../leitura/listasDoCandidato";
import { lerModalidade, type Modalidade } from "../leitura/modalidade";
import { lerNumero } from "../leitura/numero";
import type { ValorCelula } from "../planilha/tabela";
import { citarValor, normalizarTexto } from "../leitura/texto";
import { ehVazioNoExcel, valorDoArgumento } from "./celula";
import { ErroDeArgumento } from "./erros";

/** A bound on vagas and positions: an order spills one row per position, and a sheet has 1,048,576 rows. */
export const MAXIMO_DE_VAGAS = 1_000_000;

function valorLido<T>(leitura: LeituraDeValor<T>, nome: string): T | undefined {
  if (leitura.tipo === "invalido") throw new ErroDeArgumento(`${nome}: ${leitura.motivo}`);
  return leitura.tipo === "valor" ? leitura.valor : undefined;
}

/** A whole number from 1 to `maximo`: the vagas of a cargo, a position in the order. */
export function lerInteiroPositivo(valor: unknown, nome: string, maximo = MAXIMO_DE_VAGAS): number {
  const v = valorDoArgumento(valor, nome);
  const exigencia = `${nome} deve ser um inteiro ≥ 1`;
  // 0 is also what Excel desktop passes for a blank cell: the message says both.
  if (v === 0) throw new ErroDeArgumento(`${exigencia} (a célula tem 0 ou está vazia)`);
  const numero = valorLido(lerNumero(v, "um número"), nome);
  if (numero === undefined) throw new ErroDeArgumento(`${exigencia} (a célula está vazia)`);
  if (!Number.isInteger(numero) || numero < 1)
    throw new ErroDeArgumento(`${exigencia} (recebido: ${citarValor(v)})`);
  if (numero > maximo) {
    throw new ErroDeArgumento(
      `${nome} deve ser no máximo ${maximo.toLocaleString("pt-BR")} (recebido: ${numero})`,
    );
  }
  return numero;
}

/** An optional whole number from 1 to `maximo` (the order's last position): blank, 0 or omitted → undefined. */
export function lerInteiroOpcional(
  valor: unknown,
  nome: string,
  maximo = MAXIMO_DE_VAGAS,
): number | undefined {
  return ehVazioNoExcel(valorDoArgumento(valor, nome)) ? undefined : lerInteiroPositivo(valor, nome, maximo);
}

/** Today as AAAA-MM-DD, in the clerk's time zone: an omitted date means an edital published today. */
export function hoje(): string {
  const agora = new Date();
  const doisDigitos = (n: number) => String(n).padStart(2, "0");
  return `${agora.getFullYear()}-${doisDigitos(agora.getMonth() + 1)}-${doisDigitos(agora.getDate())}`;
}

/**
 * The edital's publication date (it chooses the regime: Lei 15.142, art. 11; Decreto 12.536, art. 25).
 * Omitted or blank: an edital published today. Excel desktop passes a blank cell as 0, which is no
 * date anyone means (00/01/1900, or 01/01/1904 in the 1904 system), so 0 is read as blank too.
 */
export function lerDataDoEdital(valor: unknown, nome = "data_edital"): string {
  const v = valorDoArgumento(valor, nome);
  if (ehVazioNoExcel(v)) return hoje();
  return valorLido(lerData(v), nome) ?? hoje();
}

/**
 * The PcD percentage as the clerk writes it: 5, "5%", "5,5" or 0.05 (a cell formatted as 5%). A number
 * between 0 and 1 is a fraction, since the law's range (5% to 20%) holds no such percentage. Returned
 * as a number of percentage points, read exactly; the engine checks the legal range and cites it.
 *
 * Blank or omitted: undefined, the regime's default (5%). The number 0 is blank too: it is what Excel
 * desktop passes for a blank cell, and a typed 0 can never be meant, since no edital may reserve less
 * than 5% for PcD (Decreto 9.508, art. 1º, § 1º). Only the text "0" or "0%" reaches the engine's refusal.
 */
export function lerPercentualPcd(valor: unknown, nome = "percentual_pcd"): number | undefined {
  const v = valorDoArgumento(valor, nome);
  if (ehVazioNoExcel(v)) return undefined;
  const texto = typeof v === "string" ? v.trim() : undefined;
  const comSimbolo = texto !== undefined && texto.endsWith("%");
  const numero = valorLido(lerNumero(comSimbolo ? texto.slice(0, -1).trim() : v, "um percentual"), nome);
  if (numero === undefined) return undefined;
  const exato = decimalExato(numero);
  if (!exato) throw new ErroDeArgumento(`${nome}: ${citarValor(v)} não é um percentual`);
  const fracao = !comSimbolo && numero > 0 && numero < 1;
  const pontos = fracao ? exato.numerador * 100n : exato.numerador;
  return Number(formatarDecimal(pontos, exato.denominador, 12).replace(",", "."));
}

export type Orientacao = "linha" | "coluna";

const ORIENTACOES: Record<string, Orientacao> = {
  linha: "linha",
  horizontal: "linha",
  row: "linha",
  coluna: "coluna",
  vertical: "coluna",
  column: "coluna",
};

export function lerOrientacao(valor: unknown, nome = "orientação"): Orientacao {
  const v = valorDoArgumento(valor, nome);
  if (ehVazioNoExcel(v)) return "linha";
  const orientacao = typeof v === "string" ? ORIENTACOES[normalizarTexto(v)] : undefined;
  if (!orientacao)
    throw new ErroDeArgumento(`${nome} deve ser "linha" ou "coluna" (recebido: ${citarValor(v)})`);
  return orientacao;
}

/**
 * The `edital` argument: the edital object of `cotas alocar` as JSON text (typed in a cell), read by
 * the edital's schema and then against the law (regime, percentages, choices, cascade), up front,
 * each refusal an ErroDeEntrada naming its field (`edital.minimoDeVagas.racial`), which the cell
 * shows when the call gave the edital (naCelula's `camposDoEdital`). No date and no
 * regime: an edital published today, as the date argument omitted. A grouping of cargos needs the
 * cargos, which a function of one cargo does not have.
 */
function lerEditalJson(valor: ValorCelula, nome: string): Edital {
  if (typeof valor !== "string") {
    throw new ErroDeArgumento(
      `${nome} deve ser um texto JSON, como {"regime": "edital", "percentuais": {"PPP": 20}} (recebido: ${citarValor(valor)})`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(valor);
  } catch {
    throw new ErroDeArgumento(
      `${nome} não é um JSON válido; escreva o objeto entre chaves e os textos entre aspas duplas, como {"regime": "edital", "percentuais": {"PPP": 20}}`,
    );
  }
  const edital = lerEditalDoEsquema(json, nome);
  if (edital.agrupamento !== undefined) {
    throw new ErroDeArgumento(
      `${nome}.agrupamento: uma função calcula um só cargo; o agrupamento de cargos vai no painel ou no cotas alocar`,
    );
  }
  const comData = edital.dataPublicacao || edital.regime ? edital : { ...edital, dataPublicacao: hoje() };
  cascataDoEdital(comData, parametrosDoQuadro(comData).regime);
  return comData;
}

/** Whether a call gave the `edital` argument: its refusals then name the edital's fields. */
export function temEdital(editalJson: unknown): boolean {
  try {
    return !ehVazioNoExcel(valorDoArgumento(editalJson, "edital"));
  } catch {
    return true; // not a readable cell: lerEdital says why, naming the argument
  }
}

/**
 * The edital of a function call: the `edital` argument when given (it decides everything, as
 * `--edital` in the CLI, so data_edital and percentual_pcd must stay blank), otherwise its date and,
 * when given, the PcD percentage.
 */
export function lerEdital(dataEdital: unknown, percentualPcd: unknown, editalJson?: unknown): Edital {
  const json = valorDoArgumento(editalJson, "edital");
  if (!ehVazioNoExcel(json)) {
    for (const [argumento, nome] of [
      [dataEdital, "data_edital"],
      [percentualPcd, "percentual_pcd"],
    ] as const) {
      if (!ehVazioNoExcel(valorDoArgumento(argumento, nome)))
        throw new ErroDeArgumento(
          `deixe ${nome} vazio: o argumento edital traz o edital inteiro (dataPublicacao, regime, percentuais)`,
        );
    }
    return lerEditalJson(json, "edital");
  }
  const edital: Edital = { dataPublicacao: lerDataDoEdital(dataEdital) };
  const pcd = lerPercentualPcd(percentualPcd);
  if (pcd !== undefined) edital.percentuais = { PCD: pcd };
  return edital;
}

/** The lists a modality names, and what the workbook's reader would warn about them. */
export interface ListasLidas {
  listas: Lista[];
  avisos: string[];
}

/**
 * The lists a modality names, read as the workbook reads a candidate's (listasDoCandidato): AC when the
 * text names ampla concorrência, each reserve as a list of the edital (under regime lei-15142 the
 * racial options are the single list PPIQ, Lei 15.142, art. 1º). A reserve the edital does not have
 * comes back as a warning; a generic racial option with several racial lists is an error.
 */
export function listasDaModalidade(
  modalidade: Modalidade,
  edital: Edital,
  nome: string,
  texto: ValorCelula,
): ListasLidas {
  const { listasRaciais } = percentuaisDoEdital(edital, regimeDoEdital(edital));
  const { listas, problemas } = listasDoCandidato(
    { modalidade, classificadoAc: modalidade.ampla },
    listasRaciais,
  );
  const erro = problemas.find((p) => p.gravidade === "erro");
  if (erro) throw new ErroDeArgumento(`${nome}: ${citarValor(texto)}: ${erro.motivo}`);
  return { listas, avisos: problemas.map((p) => p.motivo) };
}

/** The lists of the edital, as the engine forms them: AC, the racial lists, PCD. */
export function listasDoRegime(edital: Edital): Lista[] {
  return ["AC", ...percentuaisDoEdital(edital, regimeDoEdital(edital)).listasRaciais, "PCD"];
}

/** One list named by a code or in words ("PPP", "pretos e pardos", "indígenas", "PcD", "ampla"). */
export function lerLista(valor: unknown, edital: Edital, nome = "lista"): Lista {
  const v = valorDoArgumento(valor, nome);
  const modalidade = v === 0 ? undefined : valorLido(lerModalidade(v), nome);
  if (!modalidade) throw new ErroDeArgumento(`${nome} está vazia: use AC, PPP, IND, QUI, PPIQ ou PCD`);
  const { listas, avisos } = listasDaModalidade(modalidade, edital, nome, v);
  if (avisos.length > 0 || listas.length === 0) {
    const regime = regimeDoEdital(edital);
    throw new ErroDeArgumento(
      `a lista ${modalidade.reservas.join(", ")} não existe para um edital de ${formatarData(edital.dataPublicacao as string)} (regime: ${regime.nome}); as listas são ${listasDoRegime(edital).join(", ")}`,
    );
  }
  if (listas.length !== 1) {
    throw new ErroDeArgumento(
      `${nome} deve ser uma só lista (recebido: ${citarValor(v)}, que nomeia ${listas.join(" e ")})`,
    );
  }
  return listas[0];
}
