/**
 * What each write operation of the plan (lotes.ts) weighs in the request Office.js sends, in UTF-8
 * bytes on the wire. Office.js serializes every call as an action plus the object paths it goes
 * through (worksheet, getRange, format, fill, font…), each with numeric ids that grow over a run, so a
 * bold header costs some 700 bytes where the plan's own JSON is 150.
 *
 * The constants were measured once per operation kind with the real Excel client library (the
 * harness in test/adapters/office, each kind alone and in runs, path ids already seven digits long:
 * longer ids weigh more) and rounded up. test/adapters/office/lotes.test.ts checks every batch's price
 * against the wire again, so a client version that sends more fails there first.
 * Strings (addresses, sheet names, colors, texts) are priced at their JSON-escaped UTF-8 length.
 */
import { enderecoA1, type FormatoIntervalo, type Intervalo } from "../../folhas/modelo";
import type { ValorCelula } from "../../planilha/tabela";
import type { Operacao, Precos } from "../operacoes";
import { valorSeguro } from "./valorSeguro";

/**
 * Measured bytes (7-digit ids), without the strings each operation carries, rounded up. A format pays
 * its range and the range's `format` path, then each property it sets, plus the `fill` or `font` path
 * when it uses one; a values operation pays its range and action, plus one band of rows per 1,500
 * cells (the client's own cutting).
 */
export const CUSTO = {
  /** The suspend calls and the request's envelope, and the path of each sheet the request touches. */
  requisicao: 3_000,
  intervaloDeFormato: 545,
  propriedadeDeFormato: 120,
  caminhoDeFormato: 165,
  largura: 680,
  congelar: 300,
  /** Orientation, paper, zoom, print titles and the header/footer path, before their texts. */
  impressao: 1_400,
  tabela: 1_130,
  grafico: 1_200,
  serie: 720,
  nota: 630,
  /** The range, its dataValidation path, the rule, the error alert and ignoreBlanks, before the texts. */
  validacao: 1_200,
  /** Add the sheet, move it into place, tag it with its custom property. */
  criar: 900,
  renomear: 400,
  /** Clear the whole sheet, standard widths and heights, unfreeze, tag it (the deletions go apart). */
  limpar: 1_300,
  valores: 500,
  faixa: 1_000,
} as const;

/** Office.js sets a values array over this many cells in bands of rows, one request action each. */
const CELULAS_POR_FAIXA = 1500;

export function bytesUtf8(texto: string): number {
  let n = 0;
  for (let i = 0; i < texto.length; i++) {
    const c = texto.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

const texto = (s: string) => bytesUtf8(JSON.stringify(s));
const endereco = (i: Intervalo) => texto(enderecoA1(i));

function formato(f: FormatoIntervalo): number {
  // The number format goes as a 1×1 array.
  const numero = f.formatoNumero === undefined ? undefined : [[f.formatoNumero]];
  const valores = [f.preenchimento, f.corFonte, f.negrito, f.italico, f.alinhamento, f.quebrarTexto, numero];
  let b = CUSTO.intervaloDeFormato + endereco(f.intervalo);
  if (f.preenchimento) b += CUSTO.caminhoDeFormato;
  if (f.corFonte || f.negrito !== undefined || f.italico !== undefined) b += CUSTO.caminhoDeFormato;
  for (const v of valores)
    if (v !== undefined) b += CUSTO.propriedadeDeFormato + bytesUtf8(JSON.stringify(v));
  // borders.getItem("EdgeBottom"), then style, weight and color.
  if (f.bordaInferior) b += 2 * CUSTO.caminhoDeFormato + 3 * (CUSTO.propriedadeDeFormato + 16);
  return b;
}

function larguras(l: number[]): number {
  let corridas = 0;
  for (let j = 0; j < l.length; j++) if (j === 0 || l[j] !== l[j - 1]) corridas++;
  return corridas * CUSTO.largura;
}

const celula = (p: { linha: number; coluna: number }) => endereco({ ...p, linhas: 1, colunas: 1 });

function operacao(op: Exclude<Operacao, { tipo: "valores" }>): number {
  switch (op.tipo) {
    case "criar":
      return CUSTO.criar + texto(op.folha) + texto(op.marca.tipo);
    case "renomear":
      return CUSTO.renomear + texto(op.nome);
    case "limpar":
      return CUSTO.limpar + texto(op.marca.tipo);
    case "marcar":
      return 0;
    case "formato":
      return formato(op.formato);
    case "larguras":
      return larguras(op.larguras);
    case "congelar":
      return CUSTO.congelar;
    case "impressao": {
      const { cabecalho, rodape } = op.impressao;
      return (
        CUSTO.impressao +
        [cabecalho, rodape].reduce((s, t) => s + texto(t.esquerda + t.centro + t.direita), 0)
      );
    }
    case "tabela":
      return CUSTO.tabela + texto(op.nome) + endereco(op.intervalo);
    case "grafico": {
      const g = op.grafico;
      const fim = { linha: g.ancora.linha + g.linhas - 1, coluna: g.ancora.coluna + g.colunas - 1 };
      return (
        CUSTO.grafico +
        texto(g.titulo) +
        endereco(g.dados) +
        celula(g.ancora) +
        celula(fim) +
        g.coresSeries.reduce((s, c) => s + CUSTO.serie + texto(c), 0)
      );
    }
    case "nota":
      return CUSTO.nota + texto(op.nota.texto) + celula(op.nota);
    case "validacao": {
      const v = op.validacao;
      return (
        CUSTO.validacao +
        endereco(v.intervalo) +
        texto(v.valores.join(",")) +
        texto(v.alerta.titulo) +
        texto(v.alerta.texto)
      );
    }
  }
}

export const PRECOS_OFFICE: Precos = {
  porRequisicao: CUSTO.requisicao,
  operacao,
  envelopeDeValores: (op) =>
    CUSTO.valores +
    endereco({
      linha: op.linha,
      coluna: 0,
      linhas: Math.max(1, op.valores.length),
      colunas: Math.max(1, op.valores[0]?.length ?? 1),
    }),
  linha: (valores: ValorCelula[], colunas: number) =>
    bytesUtf8(JSON.stringify(valores.map(valorSeguro))) +
    1 +
    CUSTO.faixa / Math.max(1, Math.round(CELULAS_POR_FAIXA / Math.max(1, colunas))),
};
