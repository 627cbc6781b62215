/**
 * Step 1, Dados: find the candidates in the workbook. An Excel table the clerk picked, a range, the
 * region around the selection, or automatically: the first Excel table outside the add-in's own
 * sheets whose header names the candidates, else the region around the selection if its header does,
 * else the first of the clerk's sheets whose used range does (its header may be under a title block).
 *
 * A region around the selection is Excel's current region, which ends at the first blank row: a blank
 * row left in the middle of the candidates would silently drop every candidate below it. So a region
 * (not an Excel table, which has its own bounds) is read down to the end of the sheet's used range;
 * the reader reports the blank rows it finds, with their addresses, and reads on.
 */
import type { PortaPasta } from "../adapters/porta";
import { mapearTabela } from "../leitura/mapeamentoAutomatico";
import { colunasDaTabela, type TabelaBruta } from "../planilha/tabela";
import { loteDaEtapa, type OpcoesEtapa } from "./progresso";

export type FonteDados =
  | { tipo: "automatica" }
  | { tipo: "tabela"; nome: string }
  | { tipo: "intervalo"; folha: string; endereco?: string }
  | { tipo: "selecao" };

export async function lerDados(
  porta: PortaPasta,
  fonte: FonteDados = { tipo: "automatica" },
  opcoes: OpcoesEtapa = {},
): Promise<TabelaBruta> {
  opcoes.progresso?.({ etapa: "Lendo os dados", fracao: 0 });
  const tabela = await ler(porta, fonte, opcoes);
  opcoes.progresso?.({ etapa: "Lendo os dados", fracao: 1 });
  return tabela;
}

async function ler(porta: PortaPasta, fonte: FonteDados, opcoes: OpcoesEtapa): Promise<TabelaBruta> {
  switch (fonte.tipo) {
    case "tabela":
      return porta.lerTabela(fonte.nome);
    case "intervalo":
      return porta.lerIntervalo(fonte.folha, fonte.endereco, loteDaEtapa("Lendo os dados", opcoes));
    case "selecao":
      return ateOFimDaFolha(porta, await porta.lerRegiaoDaSelecao(), opcoes);
    case "automatica": {
      const [folhas, tabelas] = await Promise.all([porta.listarFolhas(), porta.listarTabelas()]);
      const nossas = new Set(folhas.filter((f) => f.marca).map((f) => f.nome));
      // The first of the clerk's Excel tables whose header names the candidates (inscrição and nota):
      // a table of vagas or a summary elsewhere in the workbook is not them.
      for (const t of tabelas) {
        if (nossas.has(t.folha)) continue;
        const lida = await porta.lerTabela(t.nome);
        if (temCandidatos(lida)) return lida;
      }
      const regiao = await porta.lerRegiaoDaSelecao();
      const daSelecao = nossas.has(regiao.folha) ? null : await ateOFimDaFolha(porta, regiao, opcoes);
      if (daSelecao && temCandidatos(daSelecao)) return daSelecao;
      // The selection does not name the candidates: a title block above them (merged cells make the
      // region around A1 one column wide), a summary table, one of the add-in's sheets. The first of
      // the clerk's sheets whose used range does; else what was selected, and the reading says why.
      let primeira: TabelaBruta | null = null;
      for (const f of folhas) {
        if (f.marca) continue;
        const usado = await porta.lerIntervalo(f.nome, undefined, loteDaEtapa("Lendo os dados", opcoes));
        if (temCandidatos(usado)) return usado;
        primeira ??= usado;
      }
      return daSelecao ?? primeira ?? regiao;
    }
  }
}

/** Whether a table's header names the candidates: an inscrição and a nota column recognized. */
function temCandidatos(tabela: TabelaBruta): boolean {
  const campos = mapearTabela(tabela)?.mapa.campos;
  return campos?.id !== undefined && campos.nota !== undefined;
}

/**
 * The region's columns from its first row to the last row of the sheet's used range. The port only
 * reads rectangles, so the used range is read and cut (once, and only when something lies below).
 */
async function ateOFimDaFolha(
  porta: PortaPasta,
  regiao: TabelaBruta,
  opcoes: OpcoesEtapa,
): Promise<TabelaBruta> {
  if (regiao.tabela !== undefined) return regiao;
  const usado = await porta.lerIntervalo(regiao.folha, undefined, loteDaEtapa("Lendo os dados", opcoes));
  const fimDaRegiao = regiao.linhaInicial + regiao.valores.length;
  if (usado.linhaInicial + usado.valores.length <= fimDaRegiao) return regiao;
  const largura = colunasDaTabela(regiao.valores);
  const deColuna = regiao.colunaInicial - usado.colunaInicial;
  const valores = usado.valores
    .slice(regiao.linhaInicial - usado.linhaInicial)
    .map((linha) => Array.from({ length: largura }, (_, j) => linha[deColuna + j] ?? null));
  return { ...regiao, valores };
}
