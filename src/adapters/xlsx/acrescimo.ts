/**
 * Rows appended to a sheet of the input that is the add-in's ledger (the Convocações sheet): its sheet
 * part and its table part are edited as text, the new rows inserted before the end of `sheetData` and
 * the table's range grown by as many rows. Everything else in both parts stays as it was, byte for
 * byte: the clerk may have typed outcomes into the sheet, with their own formats, and a rewrite from a
 * model would lose them.
 */
import { enderecoA1, intervaloComLinhas, intervaloDeEndereco } from "../../folhas/modelo";
import { colunaDasLetras, letrasDaColuna } from "../../planilha/endereco";
import type { ValorCelula } from "../../planilha/tabela";
import { escaparTexto } from "./xml";

function celula(prefixo: string, ref: string, v: ValorCelula, estilo: string | undefined): string {
  const s = estilo ? ` s="${estilo}"` : "";
  if (v === null || v === "") return s ? `<${prefixo}c r="${ref}"${s}/>` : "";
  if (typeof v === "boolean")
    return `<${prefixo}c r="${ref}"${s} t="b"><${prefixo}v>${v ? 1 : 0}</${prefixo}v></${prefixo}c>`;
  if (typeof v === "number" && Number.isFinite(v))
    return `<${prefixo}c r="${ref}"${s}><${prefixo}v>${v}</${prefixo}v></${prefixo}c>`;
  const t = String(v);
  const espacos = /^\s|\s$/.test(t) ? ' xml:space="preserve"' : "";
  return `<${prefixo}c r="${ref}"${s} t="inlineStr"><${prefixo}is><${prefixo}t${espacos}>${escaparTexto(t)}</${prefixo}t></${prefixo}is></${prefixo}c>`;
}

/**
 * The style index of each cell of row `n` (1-based) by column (0-based), as the part has them: a cell
 * without an address is the one after the previous (ECMA-376's CT_Cell; the add-in's writer omits it).
 */
function estilosDaLinha(xml: string, prefixo: string, n: number): Map<number, string> {
  const estilos = new Map<number, string>();
  const linha = new RegExp(
    `<${prefixo}row\\b[^>]*?\\br="${n}"[^>]*?(?:/>|>([\\s\\S]*?)</${prefixo}row>)`,
  ).exec(xml);
  if (!linha?.[1]) return estilos;
  let coluna = -1;
  for (const c of linha[1].matchAll(new RegExp(`<${prefixo}c\\b([^>]*?)/?>`, "g"))) {
    const r = /\br="([A-Z]+)\d+"/.exec(c[1]);
    coluna = r ? (colunaDasLetras(r[1]) ?? coluna + 1) : coluna + 1;
    const s = /\bs="(\d+)"/.exec(c[1]);
    if (s && s[1] !== "0") estilos.set(coluna, s[1]);
  }
  return estilos;
}

/**
 * The sheet part with `linhas` written from row `primeira` (0-based), column `coluna` on, and its
 * `dimension` grown to cover them. The rows must go after every row the part has (the caller checks).
 */
export function folhaComLinhas(
  xml: string,
  primeira: number,
  coluna: number,
  linhas: ValorCelula[][],
): string {
  const abertura = /<(\w+:)?sheetData\b[^>]*?(\/?)>/.exec(xml);
  if (!abertura) throw new Error("A folha não tem sheetData.");
  const prefixo = abertura[1] ?? "";
  const letras = linhas[0]?.map((_, j) => letrasDaColuna(coluna + j)) ?? [];
  // The new rows take the styles of the row above (the table's last), as Excel extends a table's
  // formats to the rows added to it: a date column stays a date, the clerk's colors go on.
  const acima = estilosDaLinha(xml, prefixo, primeira);
  const novas = linhas
    .map((linha, i) => {
      const n = primeira + i + 1;
      return `<${prefixo}row r="${n}">${linha.map((v, j) => celula(prefixo, `${letras[j]}${n}`, v, acima.get(coluna + j))).join("")}</${prefixo}row>`;
    })
    .join("");
  let editado: string;
  if (abertura[2]) {
    const aberta = abertura[0].replace(/\s*\/>$/, ">");
    editado =
      xml.slice(0, abertura.index) +
      `${aberta}${novas}</${prefixo}sheetData>` +
      xml.slice(abertura.index + abertura[0].length);
  } else {
    const fim = xml.indexOf(`</${prefixo}sheetData>`, abertura.index);
    editado = xml.slice(0, fim) + novas + xml.slice(fim);
  }
  const ultima = primeira + linhas.length - 1;
  return validacoesCrescidas(editado, primeira, linhas.length).replace(
    /(<(?:\w+:)?dimension\b[^>]*?\bref=")([^"]*)(")/,
    (todo, antes: string, ref: string, depois: string) => {
      try {
        const i = intervaloDeEndereco(ref);
        const linhasNovas = Math.max(i.linhas, ultima - i.linha + 1);
        const colunas = Math.max(i.coluna + i.colunas, coluna + letras.length) - i.coluna;
        return `${antes}${enderecoA1({ ...i, linhas: linhasNovas, colunas })}${depois}`;
      } catch {
        return todo;
      }
    },
  );
}

/**
 * The part's data validations grown by `n` rows where they reached the table's last row (`fim`, the
 * 0-based row after it): as Excel grows a table's validation with the rows added to it.
 */
function validacoesCrescidas(xml: string, fim: number, n: number): string {
  return xml.replace(
    /(<(?:\w+:)?dataValidation\b[^>]*?\bsqref=")([^"]*)(")/g,
    (_, antes: string, sqref: string, depois: string) => {
      const refs = sqref
        .split(/\s+/)
        .filter(Boolean)
        .map((ref) => {
          try {
            const i = intervaloDeEndereco(ref);
            return enderecoA1(intervaloComLinhas(i, fim, n));
          } catch {
            return ref;
          }
        });
      return `${antes}${refs.join(" ")}${depois}`;
    },
  );
}

/**
 * The sheet part with single cells of existing rows written over (the Desfecho recorded from the pane),
 * each keeping its style; a cell the row does not have yet goes in its place among the row's cells,
 * with its address. Everything else stays byte for byte. A row the part does not have is an error (the
 * caller writes only inside its table).
 */
export function folhaComCelulas(
  xml: string,
  celulas: readonly { linha: number; coluna: number; valor: ValorCelula }[],
): string {
  const prefixo = /<(\w+:)?sheetData\b/.exec(xml)?.[1] ?? "";
  let editado = xml;
  for (const c of celulas) {
    const n = c.linha + 1;
    const linha = new RegExp(
      `(<${prefixo}row\\b[^>]*?\\br="${n}"[^>]*?)(/>|>([\\s\\S]*?)</${prefixo}row>)`,
    ).exec(editado);
    if (!linha) throw new Error(`A linha ${n} não está na folha.`);
    const conteudo = linha[3] ?? "";
    const ref = `${letrasDaColuna(c.coluna)}${n}`;
    // The row's cells with their columns (a cell without an address follows the previous one).
    const achadas: { inicio: number; fim: number; coluna: number; s?: string }[] = [];
    const padrao = new RegExp(`<${prefixo}c\\b([^>]*?)(?:/>|>[\\s\\S]*?</${prefixo}c>)`, "g");
    let coluna = -1;
    for (let m = padrao.exec(conteudo); m; m = padrao.exec(conteudo)) {
      const r = /\br="([A-Z]+)\d+"/.exec(m[1]);
      coluna = r ? (colunaDasLetras(r[1]) ?? coluna + 1) : coluna + 1;
      achadas.push({ inicio: m.index, fim: m.index + m[0].length, coluna, s: /\bs="(\d+)"/.exec(m[1])?.[1] });
    }
    const existente = achadas.find((a) => a.coluna === c.coluna);
    const nova = celula(prefixo, ref, c.valor, existente?.s) || `<${prefixo}c r="${ref}"/>`;
    let novoConteudo: string;
    if (existente) {
      novoConteudo = conteudo.slice(0, existente.inicio) + nova + conteudo.slice(existente.fim);
    } else {
      const depois = achadas.find((a) => a.coluna > c.coluna);
      const onde = depois ? depois.inicio : conteudo.length;
      novoConteudo = conteudo.slice(0, onde) + nova + conteudo.slice(onde);
    }
    const inicio = linha.index;
    const fim = inicio + linha[0].length;
    editado = editado.slice(0, inicio) + `${linha[1]}>${novoConteudo}</${prefixo}row>` + editado.slice(fim);
  }
  return editado;
}

/**
 * The sheet part without its rows `primeira` … `primeira + n - 1` (0-based): the last rows of a ledger's
 * table, with nothing under them (the caller checks). The rest of the part stays byte for byte.
 */
export function folhaSemLinhas(xml: string, primeira: number, n: number): string {
  if (n === 0) return xml;
  const abertura = /<(\w+:)?sheetData\b/.exec(xml);
  const prefixo = abertura?.[1] ?? "";
  const linha = new RegExp(
    `<${prefixo}row\\b[^>]*?\\br="(\\d+)"[^>]*?(?:/>|>[\\s\\S]*?</${prefixo}row>)`,
    "g",
  );
  return xml.replace(linha, (todo, r: string) => {
    const i = Number(r) - 1;
    return i >= primeira && i < primeira + n ? "" : todo;
  });
}

/** The table part with its range (and its filter's) grown by `n` rows (shrunk, when negative). */
export function tabelaComLinhas(xml: string, n: number): string {
  return xml.replace(
    /(<(?:\w+:)?(?:table|autoFilter)\b[^>]*?\bref=")([^"]*)(")/g,
    (_, antes: string, ref: string, depois: string) => {
      const i = intervaloDeEndereco(ref);
      return `${antes}${enderecoA1({ ...i, linhas: i.linhas + n })}${depois}`;
    },
  );
}
