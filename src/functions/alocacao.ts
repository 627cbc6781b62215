/**
 * =COTAS.ALOCAR(ids; notas; listas; vagas; …): a candidate table in three columns goes through the
 * engine as one cargo, and each row gets back the list whose vaga the candidate fills and their
 * position in the nomination order, blank when not nominated, and a warning: "provisório: empate" when
 * equal scores the criteria cannot separate decide who takes the vaga (the engine orders them by id
 * only provisionally: the result must not be read as final), or a reserve the edital does not have
 * (Lei 12.990: only negros; the candidate competes where else the row says). Rows stay where they are, so the result
 * spills beside the table; blank rows (Excel passes them as null, "" or, on the desktop, 0) stay blank.
 *
 * A blank cell in a row that is not blank means the same on every host: a missing id or score is an
 * error, a missing list is AC only. A score of 0 is therefore an error too (Excel desktop passes the
 * blank score cell as 0, and the function cannot tell it from a typed 0): a silent 0 would put the
 * candidate last instead of asking for the score.
 */
import { alocar } from "../engine/alocar";
import type { Candidato, Edital } from "../engine/tipos";
import { lerModalidade } from "../leitura/modalidade";
import { lerNumero } from "../leitura/numero";
import type { ValorCelula } from "../planilha/tabela";
import { citarValor } from "../leitura/texto";
import {
  lerEdital,
  lerInteiroPositivo,
  listasDaModalidade,
  listasDoRegime,
  type ListasLidas,
} from "./argumentos";
import { ehVazioNoExcel, valorDoArgumento } from "./celula";
import { ErroDeArgumento, primeiroProblema } from "./erros";
import type { EditalDosArgumentos } from "./planejamento";

/** Third column, the warnings: a tie the criteria cannot break decides this candidate's vaga (there are
 *  no birth dates here), or a reserve named in the row that the edital does not have. */
export const PROVISORIO = "provisório: empate";

/** The one cargo of a call: the candidates' lists and positions are its own. */
const CARGO = "cargo";

/** A range of one column as its cells; a single cell passed where a range is expected is one row. */
function coluna(intervalo: unknown, nome: string): ValorCelula[] {
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

export function alocarEmCelulas(
  ids: unknown,
  notas: unknown,
  listas: unknown,
  vagas: unknown,
  { dataEdital, percentualPcd, editalJson }: EditalDosArgumentos,
): (string | number)[][] {
  const n = lerInteiroPositivo(vagas, "vagas");
  const edital = lerEdital(dataEdital, percentualPcd, editalJson);
  const colunaIds = coluna(ids, "ids");
  const colunaNotas = coluna(notas, "notas");
  const colunaListas = coluna(listas, "listas");
  if (colunaNotas.length !== colunaIds.length || colunaListas.length !== colunaIds.length) {
    throw new ErroDeArgumento(
      `ids, notas e listas devem ter o mesmo número de linhas (têm ${colunaIds.length}, ${colunaNotas.length} e ${colunaListas.length})`,
    );
  }

  const listasDe = leitorDeListas(edital);
  const problemas = new Problemas();
  const candidatos: Candidato[] = [];
  const idDaLinha: (string | null)[] = [];
  const linhaDoId = new Map<string, number>();
  const avisos = new Map<string, string[]>();
  colunaIds.forEach((bruto, i) => {
    const linha = i + 1;
    const [nota, texto] = [colunaNotas[i], colunaListas[i]];
    if (ehVazioNoExcel(bruto) && ehVazioNoExcel(nota) && ehVazioNoExcel(texto)) {
      idDaLinha.push(null);
      return;
    }
    const id = typeof bruto === "boolean" || ehVazioNoExcel(bruto) ? "" : String(bruto).trim();
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
    candidatos.push({ id, cargo: CARGO, nota: leitura.valor, listas: lidas.listas });
  });
  problemas.lancar();

  const resultado = alocar({ edital, cargos: [{ id: CARGO, vagas: n }], candidatos });
  const porId = new Map(resultado.candidatos.map((c) => [c.id, c]));
  return idDaLinha.map((id) => {
    if (id === null) return ["", "", ""];
    const r = porId.get(id);
    const aviso = [...(r?.provisorio ? [PROVISORIO] : []), ...(avisos.get(id) ?? [])].join("; ");
    return [r?.lista ?? "", r?.posicao ?? "", aviso];
  });
}
