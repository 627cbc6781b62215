/**
 * A sample edital (src/exemplo) as the in-memory workbook a clerk would have open: "Candidatos" (title
 * line, header, one row per candidate; dates as Excel serial numbers or as text, as Excel gives them)
 * and "Vagas". For the pipeline tests and the Office benchmark.
 */
import type { Cargo, Edital } from "../../engine/tipos";
import type { Exemplo } from "../../exemplo/gerar";
import {
  CABECALHOS_CANDIDATOS,
  FOLHA_CANDIDATOS,
  FOLHA_VAGAS,
  TITULO_EXEMPLO,
  editalDoExemplo,
  linhaDoCandidato,
} from "../../exemplo/planilha";
import type { ValorCelula } from "../../planilha/tabela";
import type { FolhaInicial } from "./pastaMemoria";

const DIA_ZERO_DO_EXCEL = Date.UTC(1899, 11, 30);

export function folhasDoExemplo(exemplo: Exemplo): FolhaInicial[] {
  const largura = CABECALHOS_CANDIDATOS.length;
  const titulo: ValorCelula[] = [TITULO_EXEMPLO, ...new Array<ValorCelula>(largura - 1).fill(null)];
  const linhas = exemplo.candidatos.map((c) =>
    linhaDoCandidato(c).map((v) => (v instanceof Date ? (v.getTime() - DIA_ZERO_DO_EXCEL) / 86_400_000 : v)),
  );
  return [
    { nome: FOLHA_CANDIDATOS, valores: [titulo, [...CABECALHOS_CANDIDATOS], ...linhas] },
    { nome: FOLHA_VAGAS, valores: [["Cargo", "Vagas"], ...exemplo.cargos.map((c) => [c.nome, c.vagas])] },
  ];
}

/** The edital and the cargos the clerk would type in the task pane for this sample. */
export function editalECargosDoExemplo(exemplo: Exemplo): { edital: Edital; cargos: Cargo[] } {
  return {
    edital: editalDoExemplo(exemplo),
    cargos: exemplo.cargos.map((c) => ({ id: c.nome, nome: c.nome, vagas: c.vagas })),
  };
}
