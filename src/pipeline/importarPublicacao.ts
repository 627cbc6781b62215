/**
 * The banca's published result, from a PDF or text, read into the candidates table: one function for
 * `cotas importar` and the pane's "Importar lista publicada", so both read the same way.
 */
import { decodificarCsv } from "../leitura/csvCodificacao";
import { conferirLinhasDoTexto, conferirTamanhoDoTexto } from "../leitura/limitesDoTexto";
import type { ValorCelula } from "../planilha/tabela";
import { lerPublicacao, type OpcoesDaPublicacao } from "../publicada/lerPublicacao";
import { paginasDoTexto } from "../publicada/paginas";
import { tabelaDaPublicacao } from "../publicada/tabelaDaPublicacao";
import type { PaginaDeTexto, PublicacaoLida } from "../publicada/tipos";

/** A PDF, a text file's bytes (UTF-8 or Windows-1252, as a CSV is read), or text already decoded. */
export type EntradaPublicada = { pdf: Uint8Array } | { arquivoDeTexto: Uint8Array } | { texto: string };

/** The port to the PDF's text (adapters/pdf, pdf.js): each caller passes it, so the pipeline imports no adapter. */
export type LeitorDePdf = (
  pdf: Uint8Array,
  opcoes: { progresso?: (lidas: number, total: number) => void; trabalhador?: string },
) => Promise<PaginaDeTexto[]>;

export interface OpcoesDaImportacao extends OpcoesDaPublicacao {
  /** The PDF's pages as text; needed when the entrada is a PDF. */
  lerPdf?: LeitorDePdf;
  /** Pages of the PDF read so far, of the total. */
  progresso?: (lidas: number, total: number) => void;
  /** In a browser, the URL of pdf.js's worker script. */
  trabalhador?: string;
}

export interface PublicacaoImportada {
  lida: PublicacaoLida;
  /** The candidates table, header first, as `cotas anotar` and the pane read it. */
  tabela: ValorCelula[][];
}

export async function importarPublicacao(
  entrada: EntradaPublicada,
  opcoes: OpcoesDaImportacao = {},
): Promise<PublicacaoImportada> {
  let paginas: PaginaDeTexto[];
  if ("pdf" in entrada) {
    if (!opcoes.lerPdf) throw new Error("importarPublicacao: um PDF pede o leitor de PDF (opcoes.lerPdf)");
    paginas = await opcoes.lerPdf(entrada.pdf, {
      progresso: opcoes.progresso,
      trabalhador: opcoes.trabalhador,
    });
  } else paginas = paginasDoTexto(textoConferido(entrada));
  const lida = lerPublicacao(paginas, {
    ...(opcoes.lista ? { lista: opcoes.lista } : {}),
    ...(opcoes.leitor ? { leitor: opcoes.leitor } : {}),
    ...(opcoes.cargo ? { cargo: opcoes.cargo } : {}),
  });
  return { lida, tabela: tabelaDaPublicacao(lida) };
}

/** The text, within the limits of limitesDoTexto: its size before it is decoded, its lines before they are split. */
function textoConferido(entrada: { arquivoDeTexto: Uint8Array } | { texto: string }): string {
  conferirTamanhoDoTexto("texto" in entrada ? entrada.texto.length : entrada.arquivoDeTexto.length);
  const texto = "texto" in entrada ? entrada.texto : decodificarCsv(entrada.arquivoDeTexto).texto;
  conferirLinhasDoTexto(texto);
  return texto;
}
