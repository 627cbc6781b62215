/**
 * Where the vagas of each cargo may be read from the workbook instead of typed: a table of the clerk's
 * with Cargo and Vagas columns (and, if it has them, the quadro the edital published per list). The
 * task pane lists these places and the `cotas anotar` command takes the first that reads cleanly.
 */
import type { PortaPasta } from "../adapters/porta";
import { ErroDeEntrada, type Cargo } from "../engine/tipos";
import { cargosDaTabela } from "../leitura/leituraDosCandidatos";
import type { MapaColunas } from "../leitura/mapaColunas";
import { completarMapa, mapearTabela } from "../leitura/mapeamentoAutomatico";
import { chaveDoCargo } from "../leitura/texto";
import type { TabelaBruta } from "../planilha/tabela";
import { temErros } from "../leitura/problema";
import { lerVagasPorCargo, type VagasLidas } from "../leitura/vagasPorCargo";
import { ondeSeIndica, type Leitor } from "../leitura/vocabulario";
import { lugaresDoEscrivao, type LugarDaPasta } from "./lugaresDaPasta";

export type OrigemDasVagas = LugarDaPasta & { texto: string };

/** The candidates' own table or sheet, never a source of vagas. */
export interface DosCandidatos {
  tabela?: string;
  folha?: string;
}

/** The clerk's tables and sheets (`lugaresDoEscrivao`) but the candidates'. */
export async function origensDasVagas(porta: PortaPasta, excluir: DosCandidatos): Promise<OrigemDasVagas[]> {
  return (await lugaresDoEscrivao(porta))
    .filter((l) =>
      l.fonte.tipo === "tabela" ? l.fonte.nome !== excluir.tabela : l.fonte.folha !== excluir.folha,
    )
    .map((l) => ({
      ...l,
      texto: l.fonte.tipo === "tabela" ? `Tabela ${l.fonte.nome}` : `Folha ${l.fonte.folha}`,
    }));
}

export async function lerVagasDaOrigem(porta: PortaPasta, o: OrigemDasVagas): Promise<VagasLidas> {
  const tabela =
    o.fonte.tipo === "tabela" ? await porta.lerTabela(o.fonte.nome) : await porta.lerIntervalo(o.fonte.folha);
  return lerVagasPorCargo(tabela);
}

/** Whether what was read can stand for the vagas without the clerk looking: some cargo, no error. */
export function vagasUsaveis(lidas: VagasLidas): boolean {
  return lidas.cargos.length > 0 && !temErros(lidas.problemas);
}

/** Whether every cargo of the candidates is in what was read (as chaveDoCargo compares them). */
function temOsCargos(lidas: VagasLidas, cargos: readonly string[]): boolean {
  const lidos = new Set(lidas.cargos.map((c) => chaveDoCargo(c.id)));
  return cargos.length > 0 && cargos.every((c) => lidos.has(chaveDoCargo(c)));
}

export type VagasEscolhidas =
  | { origem: OrigemDasVagas; lidas: VagasLidas }
  /** Two or more origins have every cargo of the candidates: the clerk chooses. */
  | { ambiguas: OrigemDasVagas[] }
  | null;

/**
 * Where the vagas come from when nobody typed them: among the origins that read as vagas without errors,
 * the one that has every cargo of the candidates — a "Resumo" table with the same headers and other
 * cargos is not theirs; when none has them all, the first that reads (the validation then says which
 * cargo has no vagas); two or more with all of them are not guessed between.
 */
export async function escolherVagas(
  porta: PortaPasta,
  origens: readonly OrigemDasVagas[],
  cargosDosCandidatos: readonly string[],
): Promise<VagasEscolhidas> {
  const usaveis: { origem: OrigemDasVagas; lidas: VagasLidas }[] = [];
  for (const origem of origens) {
    const lidas = await lerVagasDaOrigem(porta, origem);
    if (vagasUsaveis(lidas)) usaveis.push({ origem, lidas });
  }
  const todosOsCargos = usaveis.filter((u) => temOsCargos(u.lidas, cargosDosCandidatos));
  // A sheet that is itself the Excel table (#39) is one place, not two: the sheet is left out when a
  // table on it read the same vagas.
  const comOsCargos = todosOsCargos.filter(
    (u) =>
      u.origem.fonte.tipo !== "intervalo" ||
      !todosOsCargos.some(
        (t) =>
          "tabela" in t.origem &&
          t.origem.tabela.folha === (u.origem.fonte as { folha: string }).folha &&
          JSON.stringify(t.lidas.cargos) === JSON.stringify(u.lidas.cargos),
      ),
  );
  if (comOsCargos.length > 1) return { ambiguas: comOsCargos.map((u) => u.origem) };
  return comOsCargos[0] ?? usaveis[0] ?? null;
}

/** The vagas of the workbook for the candidates of `tabela` (escolherVagas); none → no cargos, and the
 *  validation then says what is missing. Two places with their cargos: refused, naming both. */
export async function vagasDaPasta(
  porta: PortaPasta,
  tabela: TabelaBruta,
  mapa: MapaColunas | undefined,
  leitor: Leitor = "painel",
): Promise<Cargo[]> {
  const automatico = mapearTabela(tabela)?.mapa;
  const doMapa = mapa ? completarMapa(mapa, automatico) : automatico;
  const cargos = doMapa ? cargosDaTabela(tabela, doMapa) : [];
  const origens = await origensDasVagas(porta, { folha: tabela.folha, tabela: tabela.tabela });
  const escolha = await escolherVagas(porta, origens, cargos);
  if (escolha && "ambiguas" in escolha) {
    throw new ErroDeEntrada([
      {
        campo: "vagas",
        mensagem: `${escolha.ambiguas.map((o) => o.texto).join(" e ")} têm as colunas Cargo e Vagas com os cargos dos candidatos; diga qual vale ${ondeSeIndica("vagas", leitor)}`,
      },
    ]);
  }
  return escolha?.lidas.cargos ?? [];
}
