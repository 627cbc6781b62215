/**
 * As listas: who is classified in each list of a cargo (RULES §3).
 *
 * - AC holds every candidate classified in ampla concorrência, cotistas included (Lei 15.142 art. 7;
 *   Decreto 12.536 art. 16).
 * - A reserved list holds who opted for it and was classified in it, even below the AC cut (Lei art. 6;
 *   Decreto art. 19), unless the self-declaration was refused (Lei art. 3 § 2: the candidate leaves the
 *   reserved list and stays in AC if classified there) — a pending confirmation keeps the candidate in
 *   and makes the result provisional. A missing confirmation is read as "classified as given": the
 *   clerk's `listas` field already says where the candidate is classified.
 * - Fraud established in due process eliminates (Lei art. 4 § 1 I); eliminated and desistente
 *   candidates leave every list; sub judice candidates stay, flagged provisional.
 * - Several racial reserves (Decreto 12.536 art. 21): classified only in the one with the highest
 *   percentage in the edital; with equal percentages, in the one where the relative position is better,
 *   read as rank in the list divided by the list's reserved vagas (smaller is better; compared by
 *   cross-multiplication, exact). A list without reserved vagas has an infinitely bad relative position;
 *   a remaining tie goes to the list named first in LISTAS. The other lists show the candidate for
 *   information only (art. 21 § 3). PCD joins this rule only by edital option; by default a PCD candidate
 *   is in both lists and the selection decides which vaga they fill.
 */
import type { Inscrito } from "./classificacao";
import type { Notas } from "./notas";
import { LISTAS } from "./tipos";
import type {
  Desfecho,
  Empate,
  EntradaLista,
  Lista,
  ListaReservada,
  Nota,
  PontosBase,
  Quadro,
} from "./tipos";

/** Bit of each list in the masks of Inscrito (AC = 1, PPP = 2, …, following LISTAS). */
export const BIT = Object.fromEntries(LISTAS.map((l, i) => [l, 1 << i])) as Record<Lista, number>;

const POR_MASCARA: readonly (readonly Lista[])[] = Array.from({ length: 1 << LISTAS.length }, (_, m) =>
  Object.freeze(LISTAS.filter((l) => (m & BIT[l]) !== 0)),
);

/** The lists of a mask, in LISTAS order (precomputed: called for every candidate). */
export function listasDaMascara(mascara: number): readonly Lista[] {
  return POR_MASCARA[mascara];
}

const RESERVADAS = LISTAS.filter((l): l is ListaReservada => l !== "AC");

export interface ContextoDasListas {
  /** The lists of the concurso: AC first, then the reserved lists of the regime and edital. */
  listas: Lista[];
  pontosBase: Partial<Record<ListaReservada, PontosBase>>;
  /** The quadro in force (after the published override): reserved vagas for art. 21 § 2. */
  quadro: Quadro;
  pcdNaRegraDoMaiorPercentual: boolean;
  notas: Notas;
}

export type Membros = Partial<Record<Lista, Inscrito[]>>;

/** Fills elegiveis/informativas/indeferidas/excluido/provisorio and returns each list's members in merit order. */
export function formarListas(inscritos: readonly Inscrito[], ctx: ContextoDasListas): Membros {
  const { notas } = ctx;
  const doConcurso = ctx.listas.reduce((m, l) => m | BIT[l], 0);
  const disputaPercentual = ctx.listas
    .filter((l) => l !== "AC" && (l !== "PCD" || ctx.pcdNaRegraDoMaiorPercentual))
    .reduce((m, l) => m | BIT[l], 0);
  const membros: Membros = {};
  for (const l of ctx.listas) membros[l] = [];
  // Rank of each candidate in each list before art. 21 chooses (the ranks art. 21 § 2 compares).
  const contagem: Record<Lista, number> = { AC: 0, PPP: 0, IND: 0, QUI: 0, PPIQ: 0, PCD: 0 };

  for (const inscrito of inscritos) {
    const c = inscrito.candidato;
    if (c.situacao === "eliminado") {
      inscrito.excluido = "eliminado";
      inscrito.notas.push(notas.eliminado());
      continue;
    }
    const fraude = c.confirmacao ? RESERVADAS.find((l) => c.confirmacao?.[l] === "fraude") : undefined;
    if (fraude) {
      // Lei 15.142 art. 4 § 1: eliminated, and a nomination already made is annulled (II).
      inscrito.excluido = "eliminado";
      inscrito.notas.push(notas.fraude(fraude));
      continue;
    }
    if (c.situacao === "desistente") {
      inscrito.excluido = "desistente";
      inscrito.notas.push(notas.desistente());
      continue;
    }
    let mascara = 0;
    for (const l of c.listas) mascara |= BIT[l];
    mascara &= doConcurso;
    if (c.confirmacao) {
      for (const l of listasDaMascara(mascara)) {
        const resultado = l === "AC" ? undefined : c.confirmacao[l];
        if (resultado === "indeferida") {
          mascara &= ~BIT[l];
          inscrito.indeferidas |= BIT[l];
          inscrito.notas.push(notas.indeferida(l, (mascara & BIT.AC) !== 0));
        } else if (resultado === "pendente") {
          inscrito.provisorio = true;
          inscrito.notas.push(notas.pendente(l));
        }
      }
    }
    if (c.situacao === "sub judice") {
      inscrito.provisorio = true;
      inscrito.notas.push(notas.subJudice());
    }
    for (const l of listasDaMascara(mascara)) contagem[l]++;
    if (contarBits(mascara & disputaPercentual) > 1) {
      // contagem now holds this candidate's rank in each of its lists.
      mascara = aplicarMaiorPercentual(inscrito, mascara, mascara & disputaPercentual, contagem, ctx);
    }
    if ((mascara & BIT.AC) === 0) {
      for (const l of listasDaMascara(mascara)) inscrito.notas.push(notas.semCorteAC(l));
    }
    inscrito.elegiveis = mascara;
    for (const l of listasDaMascara(mascara)) membros[l]!.push(inscrito);
  }
  return membros;
}

function contarBits(m: number): number {
  let n = 0;
  for (; m; m &= m - 1) n++;
  return n;
}

/** Decreto 12.536 art. 21: keep only the highest-percentage reserve (§ 1), or the better relative position (§ 2). */
function aplicarMaiorPercentual(
  inscrito: Inscrito,
  mascara: number,
  disputa: number,
  ranks: Record<Lista, number>,
  ctx: ContextoDasListas,
): number {
  const candidatas = listasDaMascara(disputa);
  const pct = (l: Lista) => ctx.pontosBase[l as ListaReservada] ?? 0;
  const maior = Math.max(...candidatas.map(pct));
  const empatadas = candidatas.filter((l) => pct(l) === maior);
  let escolhida = empatadas[0];
  for (const l of empatadas.slice(1)) {
    if (posicaoRelativaMelhor(ranks[l], ctx.quadro[l] ?? 0, ranks[escolhida], ctx.quadro[escolhida] ?? 0)) {
      escolhida = l;
    }
  }
  const outras = candidatas.filter((l) => l !== escolhida);
  for (const l of outras) inscrito.informativas |= BIT[l];
  inscrito.notas.push(
    empatadas.length > 1
      ? ctx.notas.melhorPosicaoRelativa(escolhida, outras, ranks[escolhida], ctx.quadro[escolhida] ?? 0)
      : ctx.notas.maiorPercentual(escolhida, outras),
  );
  return mascara & ~inscrito.informativas;
}

/** rankA / vagasA < rankB / vagasB, exactly; a list with no reserved vaga is never better. */
function posicaoRelativaMelhor(rankA: number, vagasA: number, rankB: number, vagasB: number): boolean {
  if (vagasA === 0) return false;
  if (vagasB === 0) return true;
  return rankA * vagasB < rankB * vagasA;
}

export interface ListasDoResultado {
  listas: Partial<Record<Lista, EntradaLista[]>>;
  empates: Empate[];
}

/**
 * Each list's sheet after the allocation: every candidate who names the list, in merit order, with the
 * outcome and its reason; the rank counts only those classified in the list (0 for the others). Also
 * writes each placed candidate's own note (rank, vagas, or the reversion it came by), and reports the
 * ties the criteria could not break — provisional when the tied candidates end differently.
 */
export function registrarDesfechos(
  cargo: string,
  inscritos: readonly Inscrito[],
  listas: readonly Lista[],
  quadro: Quadro,
  ctx: { notas: Notas; criterios: string },
): ListasDoResultado {
  const { notas } = ctx;
  const doConcurso = listas.reduce((m, l) => m | BIT[l], 0);
  const reservadas = doConcurso & ~BIT.AC;
  const saida: Partial<Record<Lista, EntradaLista[]>> = {};
  for (const l of listas) saida[l] = [];
  const rank: Record<Lista, number> = { AC: 0, PPP: 0, IND: 0, QUI: 0, PPIQ: 0, PCD: 0 };
  const empatados = new Map<string, { inscrito: Inscrito; entrada: EntradaLista }[]>();

  for (const x of inscritos) {
    let mostradas = 0;
    for (const l of x.candidato.listas) mostradas |= BIT[l];
    for (const l of listasDaMascara(mostradas & doConcurso)) {
      const bit = BIT[l];
      let entrada: EntradaLista;
      if (x.excluido || (x.elegiveis & bit) === 0) {
        const [desfecho, motivo]: [Desfecho, Nota] = x.excluido
          ? [x.excluido, x.notas[0]]
          : x.informativas & bit
            ? ["apenas-informativo", notas.apenasInformativo(l)]
            : ["nao-classificado", notas.indeferida(l, (x.elegiveis & BIT.AC) !== 0)];
        entrada = {
          candidato: x.candidato.id,
          classificacao: 0,
          nota: x.candidato.nota,
          desfecho,
          provisorio: x.provisorio,
          motivo,
        };
      } else {
        const r = ++rank[l];
        const colocado = x.colocadoEm >= 0 ? LISTAS[x.colocadoEm] : null;
        let desfecho: Desfecho = "aguardando";
        let motivo = notas.aguardando(l);
        if (colocado === l) {
          desfecho = "nomeado-nesta-lista";
          motivo =
            x.candidato.situacao === "nomeado"
              ? notas.jaNomeado(x.posicao)
              : x.viaReversao
                ? notas.vagaRevertida(x.viaReversao.de, l, r, x.viaReversao.fundamento)
                : l === "AC"
                  ? notas.vagaAC(r, quadro.AC ?? 0)
                  : notas.vagaReservada(l, r, quadro[l] ?? 0);
          x.notas.push(motivo);
          if (l === "AC" && x.elegiveis & reservadas && !x.viaReversao) {
            x.notas.push(notas.cotistaNaAC([...listasDaMascara(x.elegiveis & reservadas)]));
          }
        } else if (colocado) {
          desfecho = "nomeado-em-outra-lista";
          motivo = notas.emOutraLista(l, colocado);
        } else {
          x.notas.push(motivo);
        }
        entrada = {
          candidato: x.candidato.id,
          classificacao: r,
          nota: x.candidato.nota,
          desfecho,
          provisorio: x.provisorio,
          motivo,
        };
        if (x.grupoEmpate >= 0) {
          const chave = `${x.grupoEmpate}:${l}`;
          let grupo = empatados.get(chave);
          if (!grupo) empatados.set(chave, (grupo = []));
          grupo.push({ inscrito: x, entrada });
        }
      }
      saida[l]!.push(entrada);
    }
  }

  const empates: Empate[] = [];
  for (const [chave, grupo] of empatados) {
    if (grupo.length < 2) continue;
    const lista = chave.slice(chave.indexOf(":") + 1) as Lista;
    const ids = grupo.map((g) => g.inscrito.candidato.id);
    const decide = grupo.some((g) => g.entrada.desfecho !== grupo[0].entrada.desfecho);
    empates.push({
      cargo,
      lista,
      candidatos: ids,
      texto:
        `Empate na lista ${lista} entre ${ids.join(", ")}: os critérios (${ctx.criterios}) não os separam; ordenados provisoriamente pelo número de inscrição.` +
        (decide ? " O empate decide quem ocupa a vaga: resultado provisório até a comissão decidir." : ""),
    });
    if (!decide) continue;
    for (const g of grupo) {
      g.entrada.provisorio = true;
      g.inscrito.provisorio = true;
      g.inscrito.notas.push(
        notas.empate(
          lista,
          ids.filter((id) => id !== g.inscrito.candidato.id),
        ),
      );
    }
  }
  return { listas: saida, empates };
}
