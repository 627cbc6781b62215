/**
 * A sheet's cells, streamed from its XML: values as Office.js gives `range.values` (numbers, text,
 * booleans, error codes as text; dates as the serial number stored; a formula as its cached result;
 * the covered cells of a merge as ""). Only filled cells are kept, row by row, and the reader refuses
 * a row or column past Excel's grid and more cells than the limit while it streams.
 */
import type { Intervalo } from "../../folhas/modelo";
import { intervaloDeEndereco } from "../../folhas/modelo";
import type { ValorCelula } from "../../planilha/tabela";
import { ArquivoRecusado, LIMITES, MAX_COLUNAS_EXCEL, MAX_LINHAS_EXCEL, type Limites } from "./limites";
import type { Pacote } from "./pacote";
import { desfazerEscapesOoxml, lerXml } from "./xml";

export interface FolhaLida {
  /** Row (0-based) → its values from column A to its last filled column ("" where empty). */
  linhas: (ValorCelula[] | undefined)[];
  /** The active cell saved in the sheet's view ("A1" when none). */
  celulaAtiva: string;
  /** Cells holding a formula with no stored value (0-based): read as empty, they are not empty. */
  formulasSemValor: [number, number][];
  /** The sheet's merged areas (<mergeCell ref>). */
  mesclas?: Intervalo[];
}

/** The shared strings table (rich text runs joined, phonetic runs left out). */
export function lerStringsCompartilhadas(pacote: Pacote, parte: string | null): string[] {
  const strings: string[] = [];
  if (!parte) return strings;
  let atual: string[] | null = null;
  let emTexto = false;
  let fonetica = 0;
  lerXml(parte, pacote.fluxo(parte), {
    abrir(nome) {
      if (nome === "si") atual = [];
      else if (nome === "rPh") fonetica++;
      else if (nome === "t" && fonetica === 0) emTexto = true;
    },
    texto(t) {
      if (emTexto && atual) atual.push(t);
    },
    fechar(nome) {
      if (nome === "t") emTexto = false;
      else if (nome === "rPh") fonetica--;
      else if (nome === "si" && atual) {
        strings.push(desfazerEscapesOoxml(atual.join("")));
        atual = null;
      }
    },
  });
  return strings;
}

export function lerFolha(
  pacote: Pacote,
  parte: string,
  nomeDaFolha: string,
  strings: readonly string[],
  limites: Limites = LIMITES,
): FolhaLida {
  const linhas: (ValorCelula[] | undefined)[] = [];
  const mesclas: Intervalo[] = [];
  let celulaAtiva = "A1";
  let painelAtivo: string | undefined;
  let celulas = 0;
  let linha = -1;
  let coluna = -1;
  let tipo = "";
  let texto: string[] = [];
  let emValor = false;
  let fonetica = 0;
  let comFormula = false;
  let comValor = false;
  const formulasSemValor: [number, number][] = [];

  const alem = (o_que: string) =>
    new ArquivoRecusado(
      `A folha "${nomeDaFolha}" tem ${o_que} além do limite do Excel (linha 1.048.576, coluna XFD): o arquivo está danificado.`,
    );
  const guardar = (valor: ValorCelula) => {
    let l = linhas[linha];
    if (!l) linhas[linha] = l = [];
    if (coluna >= l.length) {
      celulas += coluna + 1 - l.length;
      if (celulas > limites.celulas) {
        throw new ArquivoRecusado(
          `A folha "${nomeDaFolha}" tem mais de ${limites.celulas.toLocaleString("pt-BR")} células ocupadas: ` +
            "grande demais para ler com segurança. Deixe na pasta só a tabela dos candidatos.",
        );
      }
      for (let j = l.length; j < coluna; j++) l.push("");
      l.push(valor);
    } else l[coluna] = valor;
  };

  lerXml(parte, pacote.fluxo(parte), {
    abrir(nome, a) {
      switch (nome) {
        case "row":
          linha = a.r ? Number(a.r) - 1 : linha + 1;
          coluna = -1;
          if (!(linha >= 0 && linha < MAX_LINHAS_EXCEL)) throw alem(`a linha ${a.r ?? linha + 1}`);
          break;
        case "c": {
          if (a.r) {
            const p = posicao(a.r);
            if (!p) throw alem(`a célula ${a.r}`);
            linha = p.linha;
            coluna = p.coluna;
          } else coluna++;
          if (coluna >= MAX_COLUNAS_EXCEL) throw alem(`a coluna ${coluna + 1}`);
          tipo = a.t ?? "n";
          texto = [];
          comFormula = comValor = false;
          break;
        }
        case "f":
          comFormula = true;
          break;
        case "v":
          emValor = comValor = true;
          break;
        case "t":
          if (fonetica === 0 && tipo === "inlineStr") emValor = true;
          break;
        case "rPh":
          fonetica++;
          break;
        case "pane":
          painelAtivo = a.activePane;
          break;
        case "selection":
          if (a.activeCell && (a.pane === painelAtivo || celulaAtiva === "A1")) celulaAtiva = a.activeCell;
          break;
        case "mergeCell":
          if (a.ref) mesclas.push(intervaloDeEndereco(a.ref));
          break;
      }
    },
    texto(t) {
      if (emValor) texto.push(t);
    },
    fechar(nome) {
      if (nome === "v" || nome === "t") emValor = false;
      else if (nome === "rPh") fonetica--;
      else if (nome === "c") {
        const bruto = texto.join("");
        // A program that does not calculate (openpyxl) saves the formula alone, or with an empty <v>;
        // an empty <v> of a text result (t="str") is a formula that calculated to "".
        if (comFormula && (!comValor || (bruto === "" && tipo !== "str")))
          formulasSemValor.push([linha, coluna]);
        const v = valor(tipo, bruto, strings);
        if (v !== "") guardar(v);
      }
    },
  });
  // Office.js reads the covered cells of a merge as "" (a value left there is not shown either).
  for (const m of mesclas) {
    for (let i = m.linha; i < m.linha + m.linhas; i++) {
      const l = linhas[i];
      if (!l) continue;
      for (let j = m.coluna; j < Math.min(l.length, m.coluna + m.colunas); j++) {
        if (i !== m.linha || j !== m.coluna) l[j] = "";
      }
    }
  }
  return { linhas, celulaAtiva, formulasSemValor, mesclas };
}

function valor(tipo: string, texto: string, strings: readonly string[]): ValorCelula {
  switch (tipo) {
    case "s": {
      const s = strings[Number(texto)];
      return s ?? "";
    }
    case "inlineStr":
    case "str":
      return desfazerEscapesOoxml(texto);
    case "b":
      return texto === "" ? "" : texto === "1" || texto === "true";
    case "e":
      return texto;
    case "d": {
      // ISO 8601 date cells (rare): the serial number Excel would store.
      const ms = Date.parse(texto.length === 10 ? `${texto}T00:00:00Z` : `${texto}Z`);
      return Number.isNaN(ms) ? texto : 25569 + ms / 86_400_000;
    }
    default: {
      if (texto === "") return "";
      const n = Number(texto);
      return Number.isNaN(n) ? texto : n;
    }
  }
}

/** "AB12" → 0-based row and column, or null when it is not a cell inside Excel's grid. */
function posicao(ref: string): { linha: number; coluna: number } | null {
  let i = 0;
  let coluna = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c >= 65 && c <= 90) coluna = coluna * 26 + c - 64;
    else if (c >= 97 && c <= 122) coluna = coluna * 26 + c - 96;
    else break;
  }
  const linha = Number(ref.slice(i).replace(/^\$/, ""));
  if (
    i === 0 ||
    !Number.isInteger(linha) ||
    linha < 1 ||
    linha > MAX_LINHAS_EXCEL ||
    coluna > MAX_COLUNAS_EXCEL
  ) {
    return null;
  }
  return { linha: linha - 1, coluna: coluna - 1 };
}
