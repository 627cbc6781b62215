/**
 * Writes a sample edital as the workbook a clerk receives from the banca: a "Candidatos" sheet (a title
 * line — left out when the sheet would not fit Excel's grid with it —, then the header and one row per
 * candidate) and a "Vagas" sheet (Cargo, Vagas). The bundled sample also carries its edital, saved as
 * the add-in saves a clerk's choices: the caller passes the rows of the xlsx adapter's hidden store
 * (scripts/exemploComEdital.ts), so that the sample knows nothing of the adapters; the pane and `cotas
 * anotar` restore the date and tie-break from the file itself. Streams rows to disk, so 100,000+
 * candidates fit in little memory. Node only (the benchmark and the bundled sample).
 */
import ExcelJS from "exceljs";
import type { Edital } from "../engine/tipos";
import type { CandidatoExemplo, Exemplo } from "./gerar";

export const FOLHA_CANDIDATOS = "Candidatos";
export const FOLHA_VAGAS = "Vagas";
export const TITULO_EXEMPLO = "Concurso público — Edital nº 1/2025 — Resultado final (dados fictícios)";
/** Excel row (1-based) of the header in the Candidatos sheet: row 1 is the title. */
export const LINHA_CABECALHO = 2;
/** Rows of Excel's grid (1,048,576). */
const LINHAS_DA_GRADE = 1_048_576;

/** The header's row for n candidates: 2 under the title, or 1 when the title would push the last
 *  candidate past Excel's grid (1,048,575 candidates and the header fill it; #39). */
export function linhaDoCabecalho(candidatos: number): number {
  return candidatos + LINHA_CABECALHO <= LINHAS_DA_GRADE ? LINHA_CABECALHO : 1;
}

export const CABECALHOS_CANDIDATOS = [
  "Inscrição",
  "Nome",
  "Cargo",
  "Modalidade",
  "Nota final",
  "Nota discursiva",
  "Data de nascimento",
  "Heteroidentificação",
  "Classificado na ampla",
  "Situação",
] as const;

const FONTE_CABECALHO = { name: "Calibri", family: 2, size: 11, bold: true };
const LARGURAS = [12, 38, 36, 24, 11, 15, 19, 20, 21, 14];

export type ValorExemplo = string | number | Date;

/** The row of a candidate as written: scores as numbers, the birth date as a date cell or as text. */
export function linhaDoCandidato(c: CandidatoExemplo): ValorExemplo[] {
  const { ano, mes, dia } = c.nascimento;
  const nascimento = c.nascimentoComoTexto
    ? `${String(dia).padStart(2, "0")}/${String(mes).padStart(2, "0")}/${ano}`
    : new Date(Date.UTC(ano, mes - 1, dia));
  return [
    c.inscricao,
    c.nome,
    c.cargo,
    c.modalidade,
    c.notaFinalCentesimos / 100,
    c.notaDiscursivaCentesimos / 100,
    nascimento,
    c.heteroidentificacao,
    c.classificadoNaAmpla,
    c.situacao,
  ];
}

/** The edital of the sample: the regime follows from the publication date (Decreto 12.536 from
 *  2025-06-28); ties go to 60+ first (Estatuto da Pessoa Idosa art. 27), then the discursive score. */
export function editalDoExemplo(exemplo: Exemplo): Edital {
  return {
    dataPublicacao: exemplo.dataPublicacao,
    desempate: ["idade-60", { campo: "Nota discursiva", ordem: "maior", rotulo: "Nota discursiva" }],
  };
}

/** A very hidden sheet written after the others, by name and rows (the add-in's store, for the bundled
 *  sample: scripts/exemploComEdital.ts). */
export interface FolhaOculta {
  nome: string;
  linhas: string[][];
}

/** `folhaOculta`: the bundled sample carries its edital; a fixture of a bare banca workbook does not. */
export async function escreverExemploXlsx(
  exemplo: Exemplo,
  caminho: string,
  { folhaOculta }: { folhaOculta?: FolhaOculta } = {},
): Promise<void> {
  const pasta = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: caminho,
    useSharedStrings: true,
    useStyles: true,
  });
  pasta.creator = "Cotas em Concursos (gerador de exemplos)";
  // Fixed document dates: the same seed gives the same contents (only the zip timestamps change).
  pasta.created = pasta.modified = new Date(Date.UTC(2025, 8, 1));

  const linhaCabecalho = linhaDoCabecalho(exemplo.candidatos.length);
  const candidatos = pasta.addWorksheet(FOLHA_CANDIDATOS, {
    views: [{ state: "frozen", ySplit: linhaCabecalho }],
  });
  candidatos.columns = LARGURAS.map((width, i) => ({
    width,
    style: i === 4 || i === 5 ? { numFmt: "0.00" } : i === 6 ? { numFmt: "dd/mm/yyyy" } : {},
  }));
  if (linhaCabecalho > 1) {
    const titulo = candidatos.addRow([TITULO_EXEMPLO]);
    titulo.font = { name: "Calibri", family: 2, bold: true, size: 13 };
    titulo.commit();
  }
  const cabecalho = candidatos.addRow([...CABECALHOS_CANDIDATOS]);
  cabecalho.font = FONTE_CABECALHO;
  cabecalho.commit();
  for (const c of exemplo.candidatos) candidatos.addRow(linhaDoCandidato(c)).commit();
  candidatos.autoFilter = {
    from: { row: linhaCabecalho, column: 1 },
    to: { row: linhaCabecalho + exemplo.candidatos.length, column: CABECALHOS_CANDIDATOS.length },
  };
  candidatos.commit();

  const vagas = pasta.addWorksheet(FOLHA_VAGAS, { views: [{ state: "frozen", ySplit: 1 }] });
  vagas.columns = [{ width: 40 }, { width: 10 }];
  const cab = vagas.addRow(["Cargo", "Vagas"]);
  cab.font = FONTE_CABECALHO;
  cab.commit();
  for (const cargo of exemplo.cargos) vagas.addRow([cargo.nome, cargo.vagas]).commit();
  vagas.commit();

  if (folhaOculta) {
    const interna = pasta.addWorksheet(folhaOculta.nome, { state: "veryHidden" });
    for (const linha of folhaOculta.linhas) interna.addRow(linha).commit();
    interna.commit();
  }
  await pasta.commit();
}
