/**
 * The "Publicação" sheet: the publication (src/publicacao) laid out to be copied into the act — one
 * paragraph per row in column A (the text runs over the empty cells beside it), each table below its
 * paragraph, one row per line. Headings are bold; the blanks the clerk fills are in brackets on a
 * yellow row, as the .docx marks them. No Excel table: the sheet holds many small tables.
 */
import type { ValorCelula } from "../planilha/tabela";
import { largurasPorConteudo } from "./comum";
import type { FormatoIntervalo, ModeloFolha } from "./modelo";
import { ESTILO_CABECALHO, TEXTO_ESCURO } from "./paleta";
import { textoDoTrecho, type Publicacao } from "../publicacao/modelo";

export const NOME_DA_FOLHA_PUBLICACAO = "Publicação";

/** Yellow, as the highlight of the blanks in the .docx, under dark text (contrast above 4.5:1). */
const A_PREENCHER = "#FFF2A8";

export function renderizarPublicacao(publicacao: Publicacao): ModeloFolha {
  const linhas: ValorCelula[][] = [];
  const formatos: FormatoIntervalo[] = [];
  const tabelas: ValorCelula[][] = [];
  for (const b of publicacao.blocos) {
    if (b.tipo === "paragrafo") {
      const linha = linhas.length;
      linhas.push([b.trechos.map(textoDoTrecho).join("")]);
      const negrito = b.estilo !== "texto";
      const preencher = b.trechos.some((t) => typeof t !== "string");
      if (negrito || preencher) {
        formatos.push({
          intervalo: { linha, coluna: 0, linhas: 1, colunas: 1 },
          ...(negrito ? { negrito: true } : {}),
          ...(preencher ? { preenchimento: A_PREENCHER, corFonte: TEXTO_ESCURO } : {}),
        });
      }
      continue;
    }
    const inicio = linhas.length;
    const colunas = b.cabecalho.length;
    linhas.push(b.cabecalho, ...b.linhas);
    tabelas.push(b.cabecalho, ...b.linhas);
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
    // By the tables only: a paragraph runs over the empty cells to its right.
    larguras: largurasPorConteudo(tabelas.length ? tabelas : [[""]]),
    congelarLinhas: 0,
    notas: [],
  };
}
