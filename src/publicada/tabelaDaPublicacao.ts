/**
 * The candidates of a published result as a table the pipeline reads with its automatic column
 * mapping, as it is: Inscrição (text, leading zeros kept), Nome, Cargo (when the text has cargo
 * subheadings), Nota final, "Classificado na AC" and one Sim/Não column per reserve list found, the
 * Situação "sub judice" of those a section lists by a court's order, then every published value under
 * its published column name, and the page of the record.
 */
import type { ValorCelula } from "../planilha/tabela";
import type { ListaDaSecao, PublicacaoLida } from "./tipos";

/** The sheet the imported candidates go to (a free name is taken if the workbook has one already). */
export const FOLHA_DOS_IMPORTADOS = "Candidatos importados";
/** Web mode with no file open: the new workbook they go in, as the download names it. */
export const ARQUIVO_DOS_IMPORTADOS = "candidatos-importados.xlsx";

/** The Sim/Não column of each reserve, titled as the mapping knows it (leitura/nomesDeColuna.ts). */
const COLUNA_DA_LISTA: Record<Exclude<ListaDaSecao, "AC" | "outra">, string> = {
  PPP: "Pretos e pardos",
  IND: "Indígena",
  QUI: "Quilombola",
  PCD: "PcD",
};

/**
 * `cargo`: the cargo of every candidate the text gives none ("Todos os candidatos são de um cargo", a
 * result of one cargo), so that the table has the Cargo column the edital's cargos are matched by.
 */
export function tabelaDaPublicacao(lida: PublicacaoLida, cargo?: string): ValorCelula[][] {
  const doCargo = cargo?.trim();
  const candidatos = doCargo
    ? lida.candidatos.map((c) => (c.cargo ? c : { ...c, cargo: doCargo }))
    : lida.candidatos;
  const listas = new Set(lida.secoes.map((s) => s.lista));
  const reservas = (["PPP", "IND", "QUI", "PCD"] as const).filter((l) => listas.has(l));
  const comCargo = candidatos.some((c) => c.cargo);
  const comNota = candidatos.some((c) => c.nota !== null);
  const comSituacao = candidatos.some((c) => c.situacao);
  const largura = candidatos.reduce((m, c) => Math.max(m, c.valores.length), 0);
  const nomesDosValores = Array.from(
    { length: largura },
    (_, j) => lida.colunasDosValores[j] ?? `Valor publicado ${j + 1}`,
  );
  const cabecalho: ValorCelula[] = [
    "Inscrição",
    "Nome",
    ...(comCargo ? ["Cargo"] : []),
    ...(comNota ? ["Nota final"] : []),
    // Without an AC section the text does not say who is in the ampla concorrência: no column.
    ...(listas.has("AC") ? ["Classificado na AC"] : []),
    ...reservas.map((l) => COLUNA_DA_LISTA[l]),
    ...(comSituacao ? ["Situação"] : []),
    ...nomesDosValores,
    "Página",
  ];
  const simNao = (sim: boolean) => (sim ? "Sim" : "Não");
  const linhas = candidatos.map((c): ValorCelula[] => [
    c.inscricao ?? "",
    c.nome,
    ...(comCargo ? [c.cargo ?? ""] : []),
    ...(comNota ? [c.nota] : []),
    ...(listas.has("AC") ? [simNao(c.listas.includes("AC"))] : []),
    ...reservas.map((l) => simNao(c.listas.includes(l))),
    ...(comSituacao ? [c.situacao ?? ""] : []),
    ...nomesDosValores.map((_, j) => c.valores[j] ?? ""),
    c.pagina,
  ]);
  return [cabecalho, ...linhas];
}
