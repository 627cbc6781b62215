/**
 * The candidate rows of a function that takes a table in columns (=COTAS.ALOCAR, =COTAS.CORTE): ids
 * (or the row number, when the function takes none), scores and lists, read with the workbook's own
 * readers. Blank rows (Excel passes them as null, "" or, on the desktop, 0) stay blank, in place.
 *
 * A blank cell in a row that is not blank means the same on every host: a missing id or score is an
 * error, a missing list is AC only. A score of 0 is therefore an error too (Excel desktop passes the
 * blank score cell as 0, and the function cannot tell it from a typed 0): a silent 0 would put the
 * candidate last instead of asking for the score.
 */
import type { Candidato, Edital } from "../engine/tipos";
import { lerModalidade } from "../leitura/modalidade";
import { lerNumero } from "../leitura/numero";
import type { ValorCelula } from "../planilha/tabela";
import { citarValor } from "../leitura/texto";
import { listasDaModalidade, listasDoRegime, type ListasLidas } from "./argumentos";
import { ehVazioNoExcel, valorDoArgumento } from "./celula";
import { ErroDeArgumento, primeiroProblema } from "./erros";

/** A range of one column as its cells; a single cell passed where a range is expected is one row. */
export function coluna(intervalo: unknown, nome: string): ValorCelula[] {
  const linhas = Array.isArray(intervalo) ? intervalo : [[intervalo]];
  return linhas.map((linha, i) => {
    const celulas = Array.isArray(linha) ? linha : [linha];
    if (celulas.length !== 1) throw new ErroDeArgumento(`${nome} deve ser um intervalo de uma só coluna`);
    return valorDoArgumento(celulas[0], `${nome}, linha ${i + 1}`);
  });
}

/** Problems found in the rows: the first is shown, the others counted. */
class Problemas {
  private lista: string[] = [];
  add(linha: number, texto: string): void {
    this.lista.push(`linha ${linha}: ${texto}`);
  }
  lancar(): void {
    if (this.lista.length) throw new ErroDeArgumento(primeiroProblema(this.lista));
  }
}

/** The lists of each distinct modality text, read once (a table repeats a handful of them); a string
 *  is the reason the text cannot be read. */
function leitorDeListas(edital: Edital): (valor: ValorCelula) => ListasLidas | string {
  const lidas = new Map<string, ListasLidas | string>();
  const ler = (valor: ValorCelula): ListasLidas | string => {
    const leitura = lerModalidade(valor);
    if (leitura.tipo === "invalido") return leitura.motivo;
    if (leitura.tipo === "vazio") return SO_AC;
    try {
      const lidas = listasDaModalidade(leitura.valor, edital, "listas", valor);
      if (lidas.listas.length > 0) return lidas;
      return `${citarValor(valor)} não nomeia nenhuma lista deste edital (${listasDoRegime(edital).join(", ")}); escreva AC se o candidato está classificado na ampla concorrência`;
    } catch (erro) {
      if (erro instanceof ErroDeArgumento) return erro.message;
      throw erro;
    }
  };
  return (valor) => {
    if (ehVazioNoExcel(valor)) return SO_AC;
    const chave = `${typeof valor}:${String(valor)}`;
    let listas = lidas.get(chave);
    if (listas === undefined) lidas.set(chave, (listas = ler(valor)));
    return listas;
  };
}

const NOTA_ZERO = "nota 0: preencha a nota (no Excel para Windows e Mac, uma célula vazia chega como 0)";

const SO_AC: ListasLidas = { listas: ["AC"], avisos: [] };

export interface LinhasDeCandidatos {
  candidatos: Candidato[];
  /** Each row's candidate id, or null for a blank row. */
  idDaLinha: (string | null)[];
  /** The reading's warnings by candidate (a reserve the edital does not have). */
  avisos: Map<string, string[]>;
}

/**
 * The rows as candidates of one cargo. Without ids, each candidate is named by its row ("1", "2"…).
 * Every problem is found; the first is thrown (ErroDeArgumento), the others counted.
 */
export function lerLinhasDeCandidatos(
  colunas: { ids?: ValorCelula[]; notas: ValorCelula[]; listas: ValorCelula[] },
  edital: Edital,
  cargo: string,
): LinhasDeCandidatos {
  const { ids, notas: colunaNotas, listas: colunaListas } = colunas;
  const listasDe = leitorDeListas(edital);
  const problemas = new Problemas();
  const candidatos: Candidato[] = [];
  const idDaLinha: (string | null)[] = [];
  const linhaDoId = new Map<string, number>();
  const avisos = new Map<string, string[]>();
  colunaNotas.forEach((nota, i) => {
    const linha = i + 1;
    const bruto = ids ? ids[i] : null;
    const texto = colunaListas[i];
    if (ehVazioNoExcel(bruto) && ehVazioNoExcel(nota) && ehVazioNoExcel(texto)) {
      idDaLinha.push(null);
      return;
    }
    const id = !ids
      ? String(linha)
      : typeof bruto === "boolean" || ehVazioNoExcel(bruto)
        ? ""
        : String(bruto).trim();
    idDaLinha.push(id);
    if (!id) return problemas.add(linha, "falta a identificação do candidato (ids)");
    const repetido = linhaDoId.get(id);
    if (repetido !== undefined)
      return problemas.add(linha, `o candidato ${citarValor(id)} já está na linha ${repetido}`);
    linhaDoId.set(id, linha);
    if (nota === 0) return problemas.add(linha, NOTA_ZERO);
    const leitura = lerNumero(nota, "uma nota");
    if (leitura.tipo !== "valor") {
      return problemas.add(linha, leitura.tipo === "vazio" ? "falta a nota" : `nota: ${leitura.motivo}`);
    }
    const lidas = listasDe(texto);
    if (typeof lidas === "string") return problemas.add(linha, lidas);
    if (lidas.avisos.length) avisos.set(id, lidas.avisos);
    candidatos.push({ id, cargo, nota: leitura.valor, listas: lidas.listas });
  });
  problemas.lancar();
  return { candidatos, idDaLinha, avisos };
}
