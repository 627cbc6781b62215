/**
 * A CSV file as a raw table (TabelaBruta), so that it goes through the same mapping and validation as a
 * sheet. Every field stays text ("78,50", "07/03/1961"): the shared parsers read numbers with comma
 * decimals and dates, exactly as they do for text typed in a sheet. Rows are numbered as Excel numbers
 * them when it opens the file (one row per record), so problems point at the cell the clerk will see.
 * Blank lines in the middle stay as blank rows (the validation reports them) and are listed here too.
 */
import { decodificarCsv, type CodificacaoCsv } from "./csvCodificacao";
import { celulaA1, enderecoNaFolha } from "../planilha/endereco";
import type { Problema } from "./problema";
import type { TabelaBruta, ValorCelula } from "../planilha/tabela";

export type SeparadorCsv = ";" | "," | "\t";

/** In order of preference when two separators explain the file equally well: ";" is what Excel
 *  writes in pt-BR (the comma being the decimal mark), "," elsewhere, tab in "Texto Unicode". */
const SEPARADORES: readonly SeparadorCsv[] = [";", ",", "\t"];

export interface LeituraCsv {
  tabela: TabelaBruta;
  separador: SeparadorCsv;
  codificacao: CodificacaoCsv;
  /** 0-based rows (as in TabelaBruta) of the blank lines between the first and last filled ones. */
  linhasEmBranco: number[];
  /** Malformed quoting; an error blocks the computation like any other. */
  problemas: Problema[];
}

/** `folha`: the name Excel would give the sheet, i.e. the file name without extension. */
export function lerCsv(bytes: Uint8Array, folha: string): LeituraCsv {
  const { texto, codificacao } = decodificarCsv(bytes);
  const separador = detectarSeparador(texto);
  const { registros, aspasAbertas } = separarRegistros(texto, separador);
  while (registros.length > 0 && registros[registros.length - 1].every((v) => v === null)) registros.pop();
  const largura = registros.reduce((max, r) => Math.max(max, r.length), 0);
  for (const r of registros) while (r.length < largura) r.push(null);
  const linhasEmBranco: number[] = [];
  const primeira = registros.findIndex((r) => r.some((v) => v !== null));
  registros.forEach((r, i) => {
    if (i > primeira && r.every((v) => v === null)) linhasEmBranco.push(i);
  });
  const problemas: Problema[] = [];
  if (aspasAbertas) {
    const celula = celulaA1(aspasAbertas.linha, aspasAbertas.coluna);
    const endereco = enderecoNaFolha(folha, celula);
    problemas.push({
      gravidade: "erro",
      grupo: "Tabela",
      folha,
      celula,
      endereco,
      linha: aspasAbertas.linha,
      coluna: aspasAbertas.coluna,
      mensagem: `${endereco}: as aspas abertas neste campo não se fecham até o fim do arquivo; confira as aspas (") dessa linha`,
    });
  }
  return {
    tabela: { folha, linhaInicial: 0, colunaInicial: 0, valores: registros },
    separador,
    codificacao,
    linhasEmBranco,
    problemas,
  };
}

/**
 * The separator that splits the most lines into the same number (> 1) of fields, looking at the first
 * lines only, among those that leave no quoted field followed by stray text. A title line or a few
 * ragged lines do not change the answer; comma decimals inside a ";" file do not either, since they
 * split lines unevenly.
 */
export function detectarSeparador(texto: string): SeparadorCsv {
  const amostra = texto.slice(0, 64 * 1024);
  let melhor = { separador: ";" as SeparadorCsv, irregulares: Infinity, concordantes: 0, campos: 1 };
  for (const separador of SEPARADORES) {
    const { registros, irregulares } = separarRegistros(amostra, separador, 50);
    const frequencia = new Map<number, number>();
    for (const r of registros) {
      if (r.every((v) => v === null)) continue;
      frequencia.set(r.length, (frequencia.get(r.length) ?? 0) + 1);
    }
    for (const [campos, concordantes] of frequencia) {
      if (campos < 2) continue;
      const ganha =
        irregulares < melhor.irregulares ||
        (irregulares === melhor.irregulares &&
          (concordantes > melhor.concordantes ||
            (concordantes === melhor.concordantes && campos > melhor.campos)));
      if (ganha) melhor = { separador, irregulares, concordantes, campos };
    }
  }
  return melhor.separador;
}

/**
 * RFC 4180 with Excel's leniency: a quote only opens a quoted field at the field's start, "" inside
 * is a quote, line breaks inside quotes belong to the field; records end at CRLF, LF or CR. Excel's
 * ="0123" (text that keeps its leading zeros) is read as the text 0123.
 */
function separarRegistros(
  texto: string,
  separador: SeparadorCsv,
  limite = Infinity,
): {
  registros: ValorCelula[][];
  aspasAbertas: { linha: number; coluna: number } | null;
  /** Closing quotes followed by text rather than a separator: a sign of the wrong separator. */
  irregulares: number;
} {
  const registros: ValorCelula[][] = [];
  let irregulares = 0;
  let registro: ValorCelula[] = [];
  let campo = "";
  let citado = false;
  let i = 0;
  const n = texto.length;
  const fecharCampo = (): void => {
    registro.push(valorDoCampo(campo, citado));
    campo = "";
    citado = false;
  };
  const fecharRegistro = (): void => {
    fecharCampo();
    registros.push(registro);
    registro = [];
  };
  while (i < n && registros.length < limite) {
    const c = texto[i];
    if (campo === "" && !citado && (c === '"' || (c === "=" && texto[i + 1] === '"'))) {
      const inicio = { linha: registros.length, coluna: registro.length };
      i += c === "=" ? 2 : 1;
      let fim = i;
      const pedacos: string[] = [];
      for (;;) {
        const aspa = texto.indexOf('"', fim);
        if (aspa < 0) {
          // Unterminated: keep the rest as the field so nothing is lost, and report it.
          pedacos.push(texto.slice(fim));
          campo = pedacos.join("");
          citado = true;
          fecharRegistro();
          return { registros, aspasAbertas: inicio, irregulares };
        }
        pedacos.push(texto.slice(fim, aspa));
        if (texto[aspa + 1] === '"') {
          pedacos.push('"');
          fim = aspa + 2;
        } else {
          fim = aspa + 1;
          break;
        }
      }
      campo = pedacos.join("");
      citado = true;
      i = fim;
      if (i < n && texto[i] !== separador && texto[i] !== "\n" && texto[i] !== "\r") irregulares++;
      continue;
    }
    if (c === separador) {
      fecharCampo();
      i++;
    } else if (c === "\n" || c === "\r") {
      fecharRegistro();
      i += c === "\r" && texto[i + 1] === "\n" ? 2 : 1;
    } else {
      // Characters after a closing quote (a ;"b"c; field) are kept, as Excel does.
      const proximo = proximoEspecial(texto, i, separador);
      campo += texto.slice(i, proximo);
      i = proximo;
    }
  }
  if (i >= n && (campo !== "" || citado || registro.length > 0)) fecharRegistro();
  return { registros, aspasAbertas: null, irregulares };
}

function proximoEspecial(texto: string, de: number, separador: string): number {
  for (let j = de; j < texto.length; j++) {
    const c = texto[j];
    if (c === separador || c === "\n" || c === "\r") return j;
  }
  return texto.length;
}

/** Empty and blank fields are empty cells; quoted text is kept exactly as written. */
function valorDoCampo(campo: string, citado: boolean): ValorCelula {
  if (citado) return campo === "" ? null : campo;
  return campo.trim() === "" ? null : campo;
}
