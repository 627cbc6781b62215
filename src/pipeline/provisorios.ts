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
import type { Concurso, Lista, MotivoProvisorio, Resultado } from "../engine/tipos";
import { NOME_DA_FOLHA, nomeDoCargo, type EntradaRender } from "../folhas/comum";
import { CABECALHO_EMPATES } from "../folhas/empates";
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
  return resultado.candidatos.flatMap((x) => {
    if (!x.motivosProvisorios) return [];
    const nome = nomes.get(x.id);
    const motivos = x.motivosProvisorios.map((m) => fraseDoMotivo(m, x.id, x.cargo, resultado));
    return [{ cargo: x.cargo, candidato: x.id, ...(nome ? { nome } : {}), motivos }];
  });
}

function fraseDoMotivo(m: MotivoProvisorio, id: string, cargo: string, resultado: Resultado): string {
  switch (m.tipo) {
    case "confirmacao-pendente":
      return m.lista === "PCD"
        ? "avaliação da condição de pessoa com deficiência pendente"
        : `confirmação da autodeclaração pendente na lista de ${rotulo(m.lista)}`;
    case "sub-judice":
      return "sub judice, até a decisão judicial";
    case "empate": {
      const empate = resultado.empates.find(
        (e) => e.cargo === cargo && e.lista === m.lista && e.candidatos.includes(id),
      );
      const outros = (empate?.candidatos ?? []).filter((x) => x !== id).join(", ");
      return `empate não desfeito pelos critérios do edital na lista de ${rotulo(m.lista)} com ${outros}`;
    }
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

export interface EmpateAberto {
  cargo: string;
  lista: string;
  candidatos: { id: string; nome: string | null }[];
  criterios: string | null;
  decideVaga: boolean;
  /** Its first row in the Empates sheet. */
  lugar: LugarNaFolha | null;
}

/**
 * `escritas`: the names the sheets were written under (a clerk's sheet may have taken one, and ours
 * became "AC (2)"); a sheet not written gives no place.
 */
export function provisoriosDoResultado(
  { concurso, resultado }: EntradaRender,
  escritas: readonly string[],
): { candidatos: CandidatoProvisorio[]; empates: EmpateAberto[] } {
  const nomeEscrito = (padrao: string) =>
    escritas.find((n) => n === padrao) ?? escritas.find((n) => n.startsWith(`${padrao.slice(0, 25)} (`));
  const lugar = (padrao: string, linha: number, coluna: number): LugarNaFolha | null => {
    const folha = nomeEscrito(padrao);
    if (folha === undefined) return null;
    const celula = enderecoA1({ linha, coluna, linhas: 1, colunas: 1 });
    return { folha, linha, coluna, endereco: `'${folha.replace(/'/g, "''")}'!${celula}` };
  };
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

  const candidatos = resultado.candidatos.flatMap((c): CandidatoProvisorio[] => {
    const doCandidato = motivos.get(c.id);
    if (!doCandidato) return [];
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
    return [
      {
        id: c.id,
        nome: nomes.get(c.id) ?? null,
        cargo: nomeDoCargo(concurso, c.cargo),
        motivos: doCandidato.map(textoDoMotivo),
        lugar: onde,
      },
    ];
  });

  let linhaDoEmpate = 1;
  const empates = resultado.empates.map((e): EmpateAberto => {
    const onde = lugar(NOME_DA_FOLHA.empates, linhaDoEmpate, CABECALHO_EMPATES.indexOf("Empate"));
    linhaDoEmpate += e.candidatos.length;
    return {
      cargo: nomeDoCargo(concurso, e.cargo),
      lista: rotulo(e.lista),
      candidatos: e.candidatos.map((id) => ({ id, nome: nomes.get(id) ?? null })),
      criterios: e.criterios ?? null,
      decideVaga: e.decideVaga ?? false,
      lugar: onde,
    };
  });
  return { candidatos, empates };
}
