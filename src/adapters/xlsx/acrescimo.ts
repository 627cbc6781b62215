/**
 * Rows appended to a sheet of the input that is the add-in's ledger (the Convocações sheet): its sheet
 * part and its table part are edited as text, the new rows inserted before the end of `sheetData` and
 * the table's range grown by as many rows. Everything else in both parts stays as it was, byte for
 * byte: the clerk may have typed outcomes into the sheet, with their own formats, and a rewrite from a
 * model would lose them.
 */
import { enderecoA1, intervaloDeEndereco } from "../../folhas/modelo";
import { letrasDaColuna } from "../../planilha/endereco";
import type { ValorCelula } from "../../planilha/tabela";
import { escaparTexto } from "./xml";

function celula(prefixo: string, ref: string, v: ValorCelula): string {
  if (v === null || v === "") return "";
  if (typeof v === "boolean")
    return `<${prefixo}c r="${ref}" t="b"><${prefixo}v>${v ? 1 : 0}</${prefixo}v></${prefixo}c>`;
  if (typeof v === "number" && Number.isFinite(v))
    return `<${prefixo}c r="${ref}"><${prefixo}v>${v}</${prefixo}v></${prefixo}c>`;
  const t = String(v);
  const espacos = /^\s|\s$/.test(t) ? ' xml:space="preserve"' : "";
  return `<${prefixo}c r="${ref}" t="inlineStr"><${prefixo}is><${prefixo}t${espacos}>${escaparTexto(t)}</${prefixo}t></${prefixo}is></${prefixo}c>`;
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
  const novas = linhas
    .map((linha, i) => {
      const n = primeira + i + 1;
      return `<${prefixo}row r="${n}">${linha.map((v, j) => celula(prefixo, `${letras[j]}${n}`, v)).join("")}</${prefixo}row>`;
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
  return editado.replace(
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
