/**
 * Who holds a provisional result, and why, from the engine's reasons (ResultadoCandidato.
 * motivosProvisorios: a confirmation still pending, a sub judice situation, a tie the edital's criteria
 * did not break that decides who fills a vaga): `provisorios` names each person with the reason in the
 * clerk's words (the CLI); `provisoriosDoResultado` adds the cell that shows it in the sheets just
 * written, and the open ties (the pane's Resultado links to them). The cell is found by walking the
 * result in the order the sheets are rendered (cargo by cargo, as folhas/ordem.ts, listas.ts and
 * empates.ts do).
 */
import { rotulo } from "../engine/notas";
import type { Concurso, Empate, Lista, MotivoProvisorio, Resultado } from "../engine/tipos";
import { NOME_DA_FOLHA, nomeDoCargo, type EntradaRender } from "../folhas/comum";
import {
  CABECALHO_EMPATES,
  contagemDosEmpates,
  decisaoDoEmpate,
  descreverGrupo,
  ordemDosEmpates,
  type DecisaoDoEmpate,
} from "../folhas/empates";
import { CABECALHO_LISTA } from "../folhas/listas";
import { enderecoA1 } from "../folhas/modelo";
import { CABECALHO_ORDEM } from "../folhas/ordem";
import { motivosDaLinha, motivosPorCandidato, textoDoMotivo } from "../folhas/provisorios";

export interface Provisorio {
  cargo: string;
  candidato: string;
  nome?: string;
  /** Each reason in a short Portuguese phrase ("confirmação da autodeclaração pendente na lista …"). */
  motivos: string[];
}

export function provisorios(concurso: Concurso, resultado: Resultado): Provisorio[] {
  const nomes = new Map(concurso.candidatos.map((c) => [c.id, c.nome]));
  // The tie of each tied candidate, found once (a search per candidate was quadratic in the ties).
  const empates = new Map<string, Empate>();
  for (const e of resultado.empates)
    if (e.decideVaga) for (const id of e.candidatos) empates.set(`${e.cargo}\u0000${e.lista}\u0000${id}`, e);
  return resultado.candidatos.flatMap((x) => {
    if (!x.motivosProvisorios) return [];
    const nome = nomes.get(x.id);
    const motivos = x.motivosProvisorios.map((m) =>
      fraseDoMotivo(m, empates.get(`${x.cargo}\u0000${m.tipo === "empate" ? m.lista : ""}\u0000${x.id}`)),
    );
    return [{ cargo: x.cargo, candidato: x.id, ...(nome ? { nome } : {}), motivos }];
  });
}

function fraseDoMotivo(m: MotivoProvisorio, empate: Empate | undefined): string {
  switch (m.tipo) {
    case "confirmacao-pendente":
      return m.lista === "PCD"
        ? "avaliação da condição de pessoa com deficiência pendente"
        : `confirmação da autodeclaração pendente na lista de ${rotulo(m.lista)}`;
    case "sub-judice":
      return "sub judice, até a decisão judicial";
    case "empate":
      // The group in a few words, never the other tied (a tie of thousands would repeat them all).
      return `empate não desfeito pelos critérios do edital na lista de ${rotulo(m.lista)}${empate ? `: ${descreverGrupo(empate)}` : ""}`;
  }
}

/** A cell of a written sheet (0-based, header in row 0), and its address "Folha!I5" for text. */
export interface LugarNaFolha {
  folha: string;
  linha: number;
  coluna: number;
  endereco: string;
}

export interface CandidatoProvisorio {
  id: string;
  nome: string | null;
  cargo: string;
  /** The reasons in a few words, as in the Provisório column. */
  motivos: string[];
  /** Its Provisório cell: in the order when nominated, else in the list the reason concerns. */
  lugar: LugarNaFolha | null;
}

/** The pane lists this many of each kind at a time; the sheets have them all (thousands, in a big concurso). */
export const POR_PAGINA = 50;
/** Of a tie's candidates, the pane names this many (a tie may have thousands: they are its rows). */
const CANDIDATOS_POR_EMPATE = 10;

export interface EmpateAberto {
  cargo: string;
  lista: string;
  /** The first tied, in the provisional order (at most CANDIDATOS_POR_EMPATE); `empatados` counts them all. */
  candidatos: { id: string; nome: string | null }[];
  empatados: number;
  /** "12 candidatos com nota 80, da 10ª à 21ª classificação". */
  grupo: string;
  criterios: string | null;
  decide: DecisaoDoEmpate;
  /** Kept for the callers that asked only this. */
  decideVaga: boolean;
  /** Its first row in the Empates sheet. */
  lugar: LugarNaFolha | null;
}

/** The ties as the pane shows them: counted per cargo and list, the first page, the rest on request. */
export interface EmpatesAbertos {
  total: number;
  /** Those that decide a vaga or the order of nomination (they come first in every page). */
  decidem: number;
  contagem: { cargo: string; lista: string; vaga: number; ordem: number; nada: number; empatados: number }[];
  /** The first POR_PAGINA ties, in the order of the Empates sheet (those that decide first). */
  primeiros: EmpateAberto[];
}

/** Where to find a place: the sheets as written (a clerk's sheet may have taken a name, ours "AC (2)"). */
function lugares(escritas: readonly string[]) {
  const nomeEscrito = (padrao: string) =>
    escritas.find((n) => n === padrao) ?? escritas.find((n) => n.startsWith(`${padrao.slice(0, 25)} (`));
  return (padrao: string, linha: number, coluna: number): LugarNaFolha | null => {
    const folha = nomeEscrito(padrao);
    if (folha === undefined) return null;
    const celula = enderecoA1({ linha, coluna, linhas: 1, colunas: 1 });
    return { folha, linha, coluna, endereco: `'${folha.replace(/'/g, "''")}'!${celula}` };
  };
}

/**
 * `escritas`: the names the sheets were written under (a clerk's sheet may have taken one, and ours
 * became "AC (2)"); a sheet not written gives no place. The page receives only what it shows: the first
 * POR_PAGINA provisional candidates (and how many there are), the ties counted and their first page.
 */
export function provisoriosDoResultado(
  { concurso, resultado }: EntradaRender,
  escritas: readonly string[],
): { candidatos: CandidatoProvisorio[]; totalDeCandidatos: number; empates: EmpatesAbertos } {
  const lugar = lugares(escritas);
  const nomes = new Map(concurso.candidatos.map((c) => [c.id, c.nome ?? null]));
  const motivos = motivosPorCandidato(resultado);

  // Rows of the order and of each list, in the order the sheets are rendered.
  const naOrdem = new Map<string, number>();
  const nasListas = new Map<string, number>();
  const linhaDaLista = new Map<Lista, number>();
  let linhaDaOrdem = 0;
  for (const cargo of resultado.cargos) {
    for (const p of cargo.ordem) {
      linhaDaOrdem++;
      if (p.candidato !== null && motivos.has(p.candidato)) naOrdem.set(p.candidato, linhaDaOrdem);
    }
    for (const [lista, entradas] of Object.entries(cargo.listas) as [Lista, { candidato: string }[]][]) {
      let linha = linhaDaLista.get(lista) ?? 0;
      for (const e of entradas) {
        linha++;
        if (motivos.has(e.candidato)) nasListas.set(`${lista}\u0000${e.candidato}`, linha);
      }
      linhaDaLista.set(lista, linha);
    }
  }

  const provisorios = resultado.candidatos.filter((c) => motivos.has(c.id));
  const candidatos = provisorios.slice(0, POR_PAGINA).map((c): CandidatoProvisorio => {
    const doCandidato = motivos.get(c.id)!;
    const linhaNaOrdem = naOrdem.get(c.id);
    let onde: LugarNaFolha | null = null;
    if (linhaNaOrdem !== undefined) {
      onde = lugar(NOME_DA_FOLHA.ordem, linhaNaOrdem, CABECALHO_ORDEM.indexOf("Provisório"));
    } else {
      const lista = doCandidato.find((m) => m.tipo !== "sub-judice")?.lista ?? "AC";
      const linha = nasListas.get(`${lista}\u0000${c.id}`);
      if (linha !== undefined && motivosDaLinha(doCandidato, lista).length > 0)
        onde = lugar(NOME_DA_FOLHA[lista], linha, CABECALHO_LISTA.indexOf("Provisório"));
    }
    return {
      id: c.id,
      nome: nomes.get(c.id) ?? null,
      cargo: nomeDoCargo(concurso, c.cargo),
      motivos: doCandidato.map(textoDoMotivo),
      lugar: onde,
    };
  });

  const contagem = contagemDosEmpates(resultado).map((c) => ({
    ...c,
    cargo: nomeDoCargo(concurso, c.cargo),
    lista: rotulo(c.lista),
  }));
  return {
    candidatos,
    totalDeCandidatos: provisorios.length,
    empates: {
      total: resultado.empates.length,
      decidem: contagem.reduce((n, c) => n + c.vaga + c.ordem, 0),
      contagem,
      primeiros: paginaDeEmpates({ concurso, resultado }, escritas, 0, POR_PAGINA),
    },
  };
}

/** The ties from `inicio` (0-based, in the Empates sheet's order), at most `quantos`, with their places. */
export function paginaDeEmpates(
  { concurso, resultado }: Pick<EntradaRender, "concurso" | "resultado">,
  escritas: readonly string[],
  inicio: number,
  quantos: number,
): EmpateAberto[] {
  const lugar = lugares(escritas);
  const ordem = ordemDosEmpates(resultado.empates);
  const fim = Math.min(ordem.length, inicio + Math.max(0, quantos));
  // The first row of each tie: 1 (the header is row 0) plus the rows of the ties before it.
  let linha = 1;
  for (let i = 0; i < inicio && i < ordem.length; i++) linha += resultado.empates[ordem[i]].candidatos.length;
  const nomes = new Map<string, string | null>();
  const pagina: EmpateAberto[] = [];
  for (let i = inicio; i < fim; i++) {
    const e = resultado.empates[ordem[i]];
    for (const id of e.candidatos.slice(0, CANDIDATOS_POR_EMPATE)) nomes.set(id, null);
    pagina.push({
      cargo: nomeDoCargo(concurso, e.cargo),
      lista: rotulo(e.lista),
      candidatos: e.candidatos.slice(0, CANDIDATOS_POR_EMPATE).map((id) => ({ id, nome: null })),
      empatados: e.candidatos.length,
      grupo: descreverGrupo(e),
      criterios: e.criterios ?? null,
      decide: decisaoDoEmpate(e),
      decideVaga: e.decideVaga ?? false,
      lugar: lugar(NOME_DA_FOLHA.empates, linha, CABECALHO_EMPATES.indexOf("Empate")),
    });
    linha += e.candidatos.length;
  }
  // Names only of those shown: one pass over the candidates, no map of them all.
  if (nomes.size > 0)
    for (const c of concurso.candidatos) if (nomes.has(c.id)) nomes.set(c.id, c.nome ?? null);
  for (const e of pagina) for (const c of e.candidatos) c.nome = nomes.get(c.id) ?? null;
  return pagina;
}
