/**
 * The "Publicação" sheet: the publication (modelo.ts) laid out to be copied into the act — each
 * paragraph in column A, a line per row (the text runs over the empty cells beside it), each table
 * below its paragraph, one row per line. Headings are bold; the blanks the clerk fills are in brackets on a
 * yellow row, as the .docx marks them. No Excel table: the sheet holds many small tables.
 */
import type { ValorCelula } from "../planilha/tabela";
import { largurasPorConteudo } from "../folhas/comum";
import type { FormatoIntervalo, ModeloFolha } from "../folhas/modelo";
import { ESTILO_CABECALHO, TEXTO_ESCURO } from "../folhas/paleta";
import { textoDoTrecho, type Publicacao } from "./modelo";

export const NOME_DA_FOLHA_PUBLICACAO = "Publicação";

/** Yellow, as the highlight of the blanks in the .docx, under dark text (contrast above 4.5:1). */
const A_PREENCHER = "#FFF2A8";

/** A paragraph in lines of at most `largura` characters, broken between words. */
export function quebrarEmLinhas(texto: string, largura: number): string[] {
  const linhas: string[] = [];
  let atual = "";
  for (const palavra of texto.split(" ")) {
    if (atual && atual.length + 1 + palavra.length > largura) {
      linhas.push(atual);
      atual = palavra;
    } else atual = atual ? `${atual} ${palavra}` : palavra;
  }
  return [...linhas, atual];
}

export function renderizarPublicacao(publicacao: Publicacao): ModeloFolha {
  const linhas: ValorCelula[][] = [];
  const formatos: FormatoIntervalo[] = [];
  const tabelas = publicacao.blocos.flatMap((b) => (b.tipo === "tabela" ? [b.cabecalho, ...b.linhas] : []));
  const larguras = largurasPorConteudo(tabelas.length ? tabelas : [[""]]);
  // A paragraph runs over the empty cells to its right: one row per line, as wide as the tables (or
  // 100 characters), so that the sheet prints one page wide at a legible size.
  const caracteresPorLinha = Math.max(
    100,
    larguras.reduce((a, b) => a + b, 0),
  );
  for (const b of publicacao.blocos) {
    if (b.tipo === "paragrafo") {
      const linha = linhas.length;
      const partes = quebrarEmLinhas(b.trechos.map(textoDoTrecho).join(""), caracteresPorLinha);
      linhas.push(...partes.map((t) => [t]));
      const negrito = b.estilo !== "texto";
      const preencher = b.trechos.some((t) => typeof t !== "string");
      if (negrito || preencher) {
        formatos.push({
          intervalo: { linha, coluna: 0, linhas: partes.length, colunas: 1 },
          ...(negrito ? { negrito: true } : {}),
          ...(preencher ? { preenchimento: A_PREENCHER, corFonte: TEXTO_ESCURO } : {}),
        });
      }
      continue;
    }
    const inicio = linhas.length;
    const colunas = b.cabecalho.length;
    linhas.push(b.cabecalho, ...b.linhas);
    formatos.push({ intervalo: { linha: inicio, coluna: 0, linhas: 1, colunas }, ...ESTILO_CABECALHO });
    for (const j of b.numeros) {
      if (b.linhas.length > 0) {
        formatos.push({
          intervalo: { linha: inicio + 1, coluna: j, linhas: b.linhas.length, colunas: 1 },
          alinhamento: "centro",
        });
      }
    }
    linhas.push([]);
  }
  const largura = Math.max(1, ...linhas.map((l) => l.length));
  const valores = linhas.map((l) => [...l, ...new Array<ValorCelula>(largura - l.length).fill(null)]);
  return {
    nome: NOME_DA_FOLHA_PUBLICACAO,
    tipo: "publicacao",
    valores,
    formatos,
    larguras,
    congelarLinhas: 0,
    notas: [],
  };
}
