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
import { BIT, listasDaMascara, mascaraDe } from "./mascaras";
import type { Notas } from "./notas";
import { LISTAS } from "./tipos";
import type {
  Candidato,
  Desfecho,
  Empate,
  EntradaLista,
  Lista,
  ListaReservada,
  MotivoProvisorio,
  Nota,
  PontosBase,
  Quadro,
} from "./tipos";

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

/** Adds a note to a candidate (notes may be a shared frozen array: it is copied on the first change). */
export function anotar(inscrito: Inscrito, nota: Nota): void {
  if (Object.isFrozen(inscrito.notas)) inscrito.notas = [...inscrito.notas, nota];
  else inscrito.notas.push(nota);
}

/** Flags the candidate provisional, keeping the reason (shown in the sheets) and its note. */
export function marcarProvisorio(inscrito: Inscrito, motivo: MotivoProvisorio): void {
  inscrito.provisorio = true;
  (inscrito.motivosProvisorios ??= []).push(motivo);
  anotar(inscrito, motivo.nota);
}

function fraudeEm(c: Candidato): ListaReservada | undefined {
  return c.confirmacao ? RESERVADAS.find((l) => c.confirmacao?.[l] === "fraude") : undefined;
}

/**
 * Whether today's data takes the candidate out of every list: eliminated, a fraud established in due
 * process (Lei 15.142 art. 4 § 1: eliminated, or the admission annulled when already nominated), or
 * desistente. The lists and the ledger of calls (a called person the data takes out leaves their
 * position, RULES § 7.1) read it here.
 */
export function saidaPelosDados(c: Candidato): "eliminado" | "fraude" | "desistente" | null {
  if (c.situacao === "eliminado") return "eliminado";
  if (fraudeEm(c)) return "fraude";
  return c.situacao === "desistente" ? "desistente" : null;
}

/** Fills elegiveis/informativas/excluido/provisorio and returns each list's members in merit order. */
export function formarListas(inscritos: readonly Inscrito[], ctx: ContextoDasListas): Membros {
  const { notas } = ctx;
  const doConcurso = mascaraDe(ctx.listas);
  const disputaPercentual = mascaraDe(
    ctx.listas.filter((l) => l !== "AC" && (l !== "PCD" || ctx.pcdNaRegraDoMaiorPercentual)),
  );
  const porIndice: Inscrito[][] = LISTAS.map(() => []);
  // Rank of each candidate in each list before art. 21 chooses (the ranks art. 21 § 2 compares).
  const contagem = new Int32Array(LISTAS.length);

  for (const inscrito of inscritos) {
    const c = inscrito.candidato;
    inscrito.inscritas &= doConcurso;
    const saida = saidaPelosDados(c);
    if (saida) {
      inscrito.excluido = saida === "desistente" ? "desistente" : "eliminado";
      anotar(
        inscrito,
        saida === "eliminado"
          ? notas.eliminado()
          : saida === "desistente"
            ? notas.desistente(listasDaMascara(inscrito.inscritas))
            : // Lei 15.142 art. 4 § 1: eliminated (I), or the admission annulled when already nominated (II).
              notas.fraude(fraudeEm(c)!, c.situacao === "nomeado"),
      );
      continue;
    }
    let mascara = inscrito.inscritas;
    if (c.confirmacao) {
      for (const l of listasDaMascara(mascara)) {
        const resultado = l === "AC" ? undefined : c.confirmacao[l];
        if (resultado === "indeferida") {
          mascara &= ~BIT[l];
          anotar(inscrito, notas.indeferida(l, (mascara & BIT.AC) !== 0));
        } else if (resultado === "pendente") {
          marcarProvisorio(inscrito, {
            tipo: "confirmacao-pendente",
            lista: l as ListaReservada,
            nota: notas.pendente(l),
          });
        }
      }
    }
    if (c.situacao === "sub judice")
      marcarProvisorio(inscrito, { tipo: "sub-judice", nota: notas.subJudice() });
    for (let k = 0, m = mascara; m; k++, m >>= 1) if (m & 1) contagem[k]++;
    if (contarBits(mascara & disputaPercentual) > 1) {
      // contagem now holds this candidate's rank in each of its lists.
      mascara = aplicarMaiorPercentual(inscrito, mascara, mascara & disputaPercentual, contagem, ctx);
    }
    if ((mascara & BIT.AC) === 0) {
      for (const l of listasDaMascara(mascara)) anotar(inscrito, notas.semCorteAC(l));
    }
    inscrito.elegiveis = mascara;
    for (let k = 0, m = mascara; m; k++, m >>= 1) if (m & 1) porIndice[k].push(inscrito);
  }
  const membros: Membros = {};
  for (const l of ctx.listas) membros[l] = porIndice[LISTAS.indexOf(l)];
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
  ranks: Int32Array,
  ctx: ContextoDasListas,
): number {
  const candidatas = listasDaMascara(disputa);
  const pct = (l: Lista) => ctx.pontosBase[l as ListaReservada] ?? 0;
  const maior = Math.max(...candidatas.map(pct));
  const empatadas = candidatas.filter((l) => pct(l) === maior);
  let escolhida = empatadas[0];
  for (const l of empatadas.slice(1)) {
    if (
      posicaoRelativaMelhor(
        ranks[LISTAS.indexOf(l)],
        ctx.quadro[l] ?? 0,
        ranks[LISTAS.indexOf(escolhida)],
        ctx.quadro[escolhida] ?? 0,
      )
    ) {
      escolhida = l;
    }
  }
  const outras = candidatas.filter((l) => l !== escolhida);
  for (const l of outras) inscrito.informativas |= BIT[l];
  anotar(
    inscrito,
    empatadas.length > 1
      ? ctx.notas.melhorPosicaoRelativa(
          escolhida,
          outras,
          ranks[LISTAS.indexOf(escolhida)],
          ctx.quadro[escolhida] ?? 0,
        )
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
 * A candidate whose only notes say "waiting" shares one frozen notes array with everyone waiting in
 * the same lists (a million waiting candidates, one array).
 */
export function registrarDesfechos(
  cargo: string,
  inscritos: readonly Inscrito[],
  listas: readonly Lista[],
  quadro: Quadro,
  ctx: { notas: Notas; criterios?: string },
): ListasDoResultado {
  const { notas } = ctx;
  const reservadas = mascaraDe(listas) & ~BIT.AC;
  const porIndice: EntradaLista[][] = LISTAS.map(() => []);
  const rank = new Int32Array(LISTAS.length);
  const aguardando = LISTAS.map((l) => notas.aguardando(l));
  const soAguardando = new Map<number, Nota[]>();
  // Whose each entry is (parallel to porIndice): ties are runs of classified entries of one group.
  const donos: Inscrito[][] = LISTAS.map(() => []);

  for (const x of inscritos) {
    const c = x.candidato;
    let esperando = 0;
    for (let k = 0, m = x.inscritas; m; k++, m >>= 1) {
      if ((m & 1) === 0) continue;
      const l = LISTAS[k];
      const bit = 1 << k;
      let desfecho: Desfecho;
      let motivo: Nota;
      let classificacao = 0;
      if (x.excluido) {
        desfecho = x.excluido;
        motivo = x.notas[0];
      } else if ((x.elegiveis & bit) === 0) {
        [desfecho, motivo] =
          x.informativas & bit
            ? ["apenas-informativo", notas.apenasInformativo(l, listasDaMascara(x.elegiveis & reservadas))]
            : ["nao-classificado", notas.indeferida(l, (x.elegiveis & BIT.AC) !== 0)];
      } else {
        classificacao = ++rank[k];
        if (x.colocadoEm === k) {
          desfecho = "nomeado-nesta-lista";
          motivo =
            c.situacao === "nomeado"
              ? notas.jaNomeado(x.posicao, l)
              : x.viaReversao
                ? notas.vagaRevertida(x.viaReversao.de, l, classificacao, x.viaReversao.fundamento)
                : l === "AC"
                  ? notas.vagaAC(classificacao, quadro.AC ?? 0)
                  : notas.vagaReservada(l, classificacao, quadro[l] ?? 0);
          anotar(x, motivo);
          if (l === "AC" && x.elegiveis & reservadas && !x.viaReversao) {
            anotar(x, notas.cotistaNaAC([...listasDaMascara(x.elegiveis & reservadas)]));
          }
        } else if (x.colocadoEm >= 0) {
          desfecho = "nomeado-em-outra-lista";
          motivo = notas.emOutraLista(l, LISTAS[x.colocadoEm]);
        } else {
          desfecho = "aguardando";
          motivo = aguardando[k];
          esperando |= bit;
        }
      }
      const entrada: EntradaLista = {
        candidato: x.id,
        classificacao,
        nota: x.nota,
        desfecho,
        provisorio: x.provisorio,
        motivo,
      };
      porIndice[k].push(entrada);
      donos[k].push(x);
    }
    if (esperando === 0) continue;
    if (x.notas.length > 0) {
      for (const l of listasDaMascara(esperando)) anotar(x, aguardando[LISTAS.indexOf(l)]);
      continue;
    }
    let compartilhadas = soAguardando.get(esperando);
    if (!compartilhadas) {
      compartilhadas = Object.freeze(
        listasDaMascara(esperando).map((l) => aguardando[LISTAS.indexOf(l)]),
      ) as Nota[];
      soAguardando.set(esperando, compartilhadas);
    }
    x.notas = compartilhadas;
  }

  const empates: Empate[] = [];
  const grupo: number[] = []; // entries (indices) of the tie being read, reused
  for (const l of listas) {
    const k = LISTAS.indexOf(l);
    for (let i = 0; i <= porIndice[k].length; i++) {
      const dono = i < porIndice[k].length ? donos[k][i] : null;
      if (dono && porIndice[k][i].classificacao === 0) continue; // shown, not classified here: not in the tie
      const g = dono ? dono.grupoEmpate : -1;
      if (grupo.length > 0 && (g < 0 || donos[k][grupo[0]].grupoEmpate !== g)) {
        if (grupo.length > 1) relatarEmpate(cargo, l, grupo, donos[k], porIndice[k], empates, ctx);
        grupo.length = 0;
      }
      if (g >= 0) grupo.push(i);
    }
  }
  const saida: Partial<Record<Lista, EntradaLista[]>> = {};
  for (const l of listas) saida[l] = porIndice[LISTAS.indexOf(l)];
  return { listas: saida, empates };
}

/**
 * A tie the criteria could not break, in one list: reported once for the group, and provisional if it
 * decides a vaga. Every tied candidate shares one note, which names the group by its list, score and
 * ranks: a tie of 20,000 candidates gives 20,000 references to one note, never 20,000 lists of 19,999.
 */
function relatarEmpate(
  cargo: string,
  lista: Lista,
  grupo: readonly number[],
  donos: readonly Inscrito[],
  entradas: readonly EntradaLista[],
  empates: Empate[],
  { notas, criterios }: { notas: Notas; criterios?: string },
): void {
  const ids = grupo.map((i) => donos[i].id);
  const decide = grupo.some((i) => entradas[i].desfecho !== entradas[grupo[0]].desfecho);
  const nomeadosNela = grupo.filter((i) => entradas[i].desfecho === "nomeado-nesta-lista").length;
  const decideOrdem = !decide && nomeadosNela > 1;
  const grupoDoEmpate = {
    lista,
    n: ids.length,
    nota: donos[grupo[0]].nota,
    de: entradas[grupo[0]].classificacao,
    ate: entradas[grupo[grupo.length - 1]].classificacao,
  };
  empates.push({
    cargo,
    lista,
    candidatos: ids,
    nota: grupoDoEmpate.nota,
    classificacoes: { de: grupoDoEmpate.de, ate: grupoDoEmpate.ate },
    texto: notas.textoDoEmpate(grupoDoEmpate, decide ? "vaga" : decideOrdem ? "ordem" : null),
    criterios,
    decideVaga: decide,
    decideOrdem,
  });
  if (!decide) return;
  const nota = notas.empate(grupoDoEmpate);
  for (const i of grupo) {
    entradas[i].provisorio = true;
    marcarProvisorio(donos[i], { tipo: "empate", lista, nota });
  }
}
