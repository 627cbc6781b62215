/**
 * As fases: who goes on to the next phase of a concurso, per list (cláusula de barreira, RULES § 8).
 *
 * 1. Qualified: not eliminated nor desistente, with the phase's minimum score; the reserve never lowers
 *    it (Lei 15.142 art. 6; Decreto 12.536 art. 19: the optant takes part in every phase "desde que
 *    alcançada a nota mínima").
 * 2. AC: every qualified candidate, optants included (Lei art. 7; Decreto art. 16), by score; the limit
 *    is a number or a multiple of the list's vagas; everyone tied with the last place's score goes on.
 * 3. The reserved lists in decreasing percentage: the qualified optants whose self-declaration was not
 *    refused (Lei art. 3 § 2: refused, the person goes on only by AC), less those already going on by AC
 *    or by a list of higher percentage — shown in the list (Decreto art. 18), not counted in its limit
 *    (art. 7 § 2 applied to the phase; courts annulled phase results that counted them, TRF3 ap.
 *    5000912-13.2021.4.03.6124). A person in two reserves takes a place in one (Decreto art. 21), or in
 *    each when the edital says so.
 * 4. A reserve with fewer people than places leaves them unused, or the edital sends them to AC; AC's
 *    larger limit can take more optants, leaving more reserve places unused: the places are sent again
 *    until nothing changes (a fixed point: the places sent only grow, and are bounded).
 * A list for which the edital fixes no number has no cut: everyone qualified goes on by it (art. 6).
 *
 * Cost per cargo: one sort (classificar), then linear passes per list; the fixed point of step 4 runs
 * at most once per unused place.
 */
import { arredondarTeto } from "./arredondamento";
import { classificar, type Inscrito } from "./classificacao";
import { decimalExato, formatarNumero } from "./decimal";
import { lerRegraDaFase, problemasDaFase, type RegraDaFase, type RegraDoCargoNaFase } from "./esquemaDaFase";
import { lerConcurso } from "./lerConcurso";
import { saidaPelosDados } from "./listas";
import { BIT, listasDaMascara } from "./mascaras";
import { NotasDaFase } from "./notasDaFase";
import { percentuaisDoEdital, reservasPorPercentual } from "./percentuais";
import { calcularQuadro } from "./quadro";
import { regimeDoEdital } from "./regimes";
import { ErroDeEntrada } from "./tipos";
import type { Candidato, Cargo, Edital, Lista, ListaReservada, Nota, Quadro, RegimeId } from "./tipos";
import { ehObjeto } from "./validacao";

/** A concurso at the end of a phase: the edital, the phase's rule, the cargos and their candidates. */
export interface ConcursoEmFase {
  edital: Edital;
  fase: RegraDaFase;
  cargos: Cargo[];
  candidatos: Candidato[];
}

/** How a candidate ends in one list of the phase. */
export type DesfechoNaFase =
  /** Takes a place of this list. */
  | "segue"
  /** Goes on by AC or by a reserve of higher percentage: shown here, not counted. */
  | "conta-em-outra-lista"
  /** Below the list's cut. */
  | "nao-segue"
  | "abaixo-da-nota-minima"
  /** Self-declaration refused: out of the reserved list, goes on only by AC (Lei 15.142 art. 3 § 2). */
  | "autodeclaracao-indeferida"
  | "eliminado"
  | "desistente";

export interface EntradaNaFase {
  candidato: string;
  /** Rank among the list's qualified members (those counted elsewhere included), or null. */
  classificacao: number | null;
  nota: number;
  desfecho: DesfechoNaFase;
  /** For "conta-em-outra-lista" (and a refused optant going on by AC): the list where the person counts. */
  contaEm?: Lista;
  empatadoNoCorte: boolean;
  motivo: Nota;
}

export interface ListaNaFase {
  /** The places of the list (null: the edital fixes none, everyone qualified goes on); for AC, with the
   *  reserves' unused places the edital sends to it. */
  limite: number | null;
  /** Where the limit comes from, in words ("fixado no edital", "5 × 3 vagas"). */
  origemDoLimite: string;
  /** The limit in a sentence, with its fundamento. */
  regra: Nota;
  /** For AC: the reserves' unused places it received (sobraDasReservas "ampla"). */
  recebidosDasReservas?: number;
  /** Who takes a place of the list, in merit order. */
  avancam: string[];
  /** The score of the last place taken, or null when nobody goes on by the list. */
  notaDeCorte: number | null;
  /** Everyone with the cut score, when the tie takes the list past its limit. */
  empatadosNoCorte: string[];
  /** Shown in the list, going on by AC or by a higher reserve. */
  contadosEmOutraLista: string[];
  /** Places nobody takes (fewer candidates than places). */
  lugaresSemUso: number;
  /** Everyone in the list, in merit order, with the outcome and its note. */
  candidatos: EntradaNaFase[];
}

export interface CargoNaFase {
  id: string;
  listas: Partial<Record<Lista, ListaNaFase>>;
  /** Everyone who goes on, by any list, in merit order. */
  avancam: string[];
  /** What the cargo's lists share: unused reserve places, a person counted in two reserves. */
  notas: Nota[];
}

export interface ResultadoDaFase {
  regime: RegimeId;
  cargos: CargoNaFase[];
}

/** The cargo of candidates that name none, when the file has no cargos. */
export const CARGO_UNICO = "único";

type Problema = { campo: string; mensagem: string };

/**
 * Checks a phase as read from JSON ({"edital", "fase", "candidatos", "cargos"?}) and returns it typed.
 * Without cargos, the candidates' cargos are taken from them (those without one form the cargo
 * "único") and have no vagas: a multiplier then needs `fase.vagas`. Throws ErroDeEntrada with every problem.
 */
export function lerConcursoEmFase(json: unknown): ConcursoEmFase {
  if (!ehObjeto(json)) {
    throw new ErroDeEntrada([
      { campo: "arquivo", mensagem: 'esperado um objeto {"edital", "fase", "candidatos"}' },
    ]);
  }
  const problemas: Problema[] = problemasDaFase(json.fase);
  const semCargos = json.cargos === undefined;
  const candidatos =
    Array.isArray(json.candidatos) && semCargos
      ? json.candidatos.map((c: unknown) =>
          ehObjeto(c) && c.cargo === undefined ? { ...c, cargo: CARGO_UNICO } : c,
        )
      : json.candidatos;
  let concurso: ConcursoEmFase | null = null;
  try {
    const cargos = semCargos ? cargosDosCandidatos(candidatos) : json.cargos;
    concurso = {
      ...lerConcurso({ edital: json.edital, cargos, candidatos }),
      fase: json.fase as RegraDaFase,
    };
  } catch (erro) {
    if (!(erro instanceof ErroDeEntrada)) throw erro;
    problemas.push(...erro.problemas);
  }
  if (concurso && !problemas.length) problemas.push(...problemasDaRegraNoConcurso(concurso, semCargos));
  if (problemas.length) throw new ErroDeEntrada(problemas);
  return concurso!;
}

/** The cargos the candidates name (no vagas: the file gives none), or the one cargo "único". */
function cargosDosCandidatos(candidatos: unknown): Cargo[] {
  const ids = new Set<string>();
  for (const c of Array.isArray(candidatos) ? candidatos : [])
    if (ehObjeto(c) && typeof c.cargo === "string") ids.add(c.cargo);
  if (!ids.size) ids.add(CARGO_UNICO);
  return [...ids].map((id) => ({ id, vagas: 0 }));
}

/** What the schema cannot see: the lists the edital has, the cargos that exist, the vagas a multiplier needs. */
function problemasDaRegraNoConcurso(concurso: ConcursoEmFase, semVagas: boolean): Problema[] {
  const { fase } = concurso;
  const listas = listasDoEdital(concurso.edital);
  const problemas: Problema[] = [];
  const conferirListas = (porLista: Partial<Record<Lista, number>> | undefined, campo: string) => {
    for (const l of Object.keys(porLista ?? {}) as Lista[]) {
      if (!listas.includes(l))
        problemas.push({
          campo: `${campo}.${l}`,
          mensagem: `a lista "${l}" não existe neste edital; as listas são ${listas.join(", ")}`,
        });
    }
  };
  conferirListas(fase.limites, "fase.limites");
  conferirListas(fase.vagas, "fase.vagas");
  const ids = new Set(concurso.cargos.map((c) => c.id));
  for (const [id, doCargo] of Object.entries(fase.porCargo ?? {})) {
    if (!ids.has(id)) {
      problemas.push({
        campo: `fase.porCargo.${id}`,
        mensagem: `cargo "${id}" não está ${semVagas ? "entre os cargos dos candidatos" : "na lista de cargos"}`,
      });
    }
    conferirListas(doCargo.limites, `fase.porCargo.${id}.limites`);
    conferirListas(doCargo.vagas, `fase.porCargo.${id}.vagas`);
  }
  if (semVagas && fase.multiplicador !== undefined) {
    for (const cargo of concurso.cargos) {
      if (!(fase.porCargo?.[cargo.id]?.vagas ?? fase.vagas)) {
        problemas.push({
          campo: "fase.vagas",
          mensagem:
            'o multiplicador se aplica às vagas de cada lista: informe-as em "fase.vagas", como {"AC": 6, "PPP": 3, "PCD": 1}, ou os cargos com as suas vagas',
        });
        break;
      }
    }
  }
  return problemas;
}

function listasDoEdital(edital: Edital): Lista[] {
  return ["AC", ...percentuaisDoEdital(edital, regimeDoEdital(edital)).listasRaciais, "PCD"];
}

interface LimiteDaLista {
  limite: number | null;
  origem: string;
}

/** The limit of each list and where it comes from: the edital's number, or ⌈multiplier × vagas⌉. */
function limitesDoCargo(
  cargo: Cargo,
  regra: RegraDoCargoNaFase & Pick<RegraDaFase, "multiplicador">,
  listas: readonly Lista[],
  edital: Edital,
): Map<Lista, LimiteDaLista> {
  const vagas: Quadro | undefined =
    regra.multiplicador === undefined
      ? undefined
      : (regra.vagas ?? cargo.quadroPublicado ?? calcularQuadro(cargo.vagas, edital).quadro);
  const multiplicador = regra.multiplicador === undefined ? undefined : decimalExato(regra.multiplicador)!;
  return new Map(
    listas.map((l): [Lista, LimiteDaLista] => {
      const fixado = regra.limites?.[l];
      if (fixado !== undefined) return [l, { limite: fixado, origem: "fixado no edital" }];
      if (!multiplicador || !vagas) return [l, { limite: null, origem: "sem limite no edital" }];
      const v = vagas[l] ?? 0;
      const limite = arredondarTeto(multiplicador.numerador * BigInt(v), multiplicador.denominador);
      return [
        l,
        { limite, origem: `${formatarNumero(regra.multiplicador!)} × ${v === 1 ? "1 vaga" : `${v} vagas`}` },
      ];
    }),
  );
}

/** The top `limite` of the members (in merit order), with everyone tied at the last place's score. */
function cortar(membros: readonly Inscrito[], limite: number | null) {
  let n = membros.length;
  if (limite !== null && n > limite) {
    if (limite === 0) n = 0;
    else {
      const corte = membros[limite - 1].nota;
      n = limite;
      while (n < membros.length && membros[n].nota === corte) n++;
    }
  }
  const avancam = membros.slice(0, n);
  const notaDeCorte = n > 0 ? avancam[n - 1].nota : null;
  const empatados = limite !== null && n > limite ? avancam.filter((x) => x.nota === notaDeCorte) : [];
  return { avancam, notaDeCorte, empatados };
}

type Corte = ReturnType<typeof cortar>;

interface Passagem {
  cortes: Map<Lista, Corte>;
  /** Where each person going on counts: the first list that took them. */
  contaEm: Map<Inscrito, Lista>;
  /** Unused places of each reserve. */
  sobras: Map<ListaReservada, number>;
}

interface Contexto {
  edital: Edital;
  listas: Lista[];
  reservas: ListaReservada[];
  notas: NotasDaFase;
}

function recusada(x: Inscrito, l: Lista): boolean {
  return l !== "AC" && x.candidato.confirmacao?.[l as ListaReservada] === "indeferida";
}

/** One pass of steps 2–3 with AC's limit raised by `extra`. */
function passar(
  membros: Map<Lista, Inscrito[]>,
  limites: Map<Lista, { limite: number | null }>,
  extra: number,
  ctx: Contexto,
  contarNasDuas: boolean,
): Passagem {
  const cortes = new Map<Lista, Corte>();
  const contaEm = new Map<Inscrito, Lista>();
  const sobras = new Map<ListaReservada, number>();
  for (const l of ["AC" as const, ...ctx.reservas]) {
    let limite = limites.get(l)!.limite;
    if (l === "AC" && limite !== null) limite += extra;
    const livres = membros
      .get(l)!
      .filter((x) => !contaEm.has(x) || (l !== "AC" && contarNasDuas && contaEm.get(x) !== "AC"));
    const corte = cortar(livres, limite);
    for (const x of corte.avancam) if (!contaEm.has(x)) contaEm.set(x, l);
    cortes.set(l, corte);
    if (l !== "AC" && limite !== null) sobras.set(l, Math.max(0, limite - corte.avancam.length));
  }
  return { cortes, contaEm, sobras };
}

const soma = (sobras: Map<ListaReservada, number>) => [...sobras.values()].reduce((a, b) => a + b, 0);

function cargoNaFase(
  cargo: Cargo,
  candidatos: readonly Candidato[],
  fase: RegraDaFase,
  ctx: Contexto,
): CargoNaFase {
  const regra = { ...fase, ...fase.porCargo?.[cargo.id] };
  const { notas } = ctx;
  const minima = regra.notaMinima;
  const inscritos = classificar(candidatos, ctx.edital);
  const qualificado = (x: Inscrito) =>
    saidaPelosDados(x.candidato) === null && (minima === undefined || x.nota >= minima);
  const membros = new Map<Lista, Inscrito[]>(
    ctx.listas.map((l) => [
      l,
      inscritos.filter((x) => qualificado(x) && (l === "AC" || (x.inscritas & BIT[l] && !recusada(x, l)))),
    ]),
  );
  const limites = limitesDoCargo(cargo, regra, ctx.listas, ctx.edital);
  const contarNasDuas = fase.contarNasDuasReservas === true;
  const paraAmpla = fase.sobraDasReservas === "ampla";

  let extra = 0;
  let p = passar(membros, limites, extra, ctx, contarNasDuas);
  while (paraAmpla && soma(p.sobras) !== extra) {
    extra = soma(p.sobras);
    p = passar(membros, limites, extra, ctx, contarNasDuas);
  }

  const cargoNotas: Nota[] = [];
  for (const [l, n] of p.sobras) if (n > 0) cargoNotas.push(notas.lugaresSemUso(l, n, paraAmpla));
  if (contarNasDuas) cargoNotas.push(notas.duasReservas(ctx.reservas));

  const listas: Partial<Record<Lista, ListaNaFase>> = {};
  for (const l of ctx.listas) {
    const corte = p.cortes.get(l)!;
    const { limite: doEdital, origem } = limites.get(l)!;
    const limite = l === "AC" && doEdital !== null ? doEdital + extra : doEdital;
    const avancam = new Set(corte.avancam);
    const empatados = new Set(corte.empatados);
    const qualificados = new Set(membros.get(l));
    const entradas: EntradaNaFase[] = [];
    let k = 0;
    let lugar = 0;
    for (const x of inscritos) {
      if (l !== "AC" && !(x.inscritas & BIT[l])) continue;
      const classificacao = qualificados.has(x) ? ++k : null;
      const empatadoNoCorte = empatados.has(x);
      entradas.push({
        candidato: x.id,
        classificacao,
        nota: x.nota,
        empatadoNoCorte,
        ...desfechoNaLista(x, l, {
          avancam,
          empatado: empatadoNoCorte,
          lugar: avancam.has(x) ? ++lugar : 0,
          limite,
          corte,
          minima,
          contaEm: p.contaEm,
          ctx,
        }),
      });
    }
    listas[l] = {
      limite,
      origemDoLimite: origem,
      regra: notas.limiteDaLista(l, doEdital, origem),
      ...(l === "AC" && extra > 0 ? { recebidosDasReservas: extra } : {}),
      avancam: corte.avancam.map((x) => x.id),
      notaDeCorte: corte.notaDeCorte,
      empatadosNoCorte: corte.empatados.map((x) => x.id),
      contadosEmOutraLista: entradas
        .filter((e) => e.desfecho === "conta-em-outra-lista")
        .map((e) => e.candidato),
      lugaresSemUso: l === "AC" ? 0 : (p.sobras.get(l as ListaReservada) ?? 0),
      candidatos: entradas,
    };
  }
  return {
    id: cargo.id,
    listas,
    avancam: inscritos.filter((x) => p.contaEm.has(x)).map((x) => x.id),
    notas: cargoNotas,
  };
}

/** The outcome of one person in one list, and its note. */
function desfechoNaLista(
  x: Inscrito,
  l: Lista,
  o: {
    avancam: Set<Inscrito>;
    empatado: boolean;
    lugar: number;
    limite: number | null;
    corte: Corte;
    minima: number | undefined;
    contaEm: Map<Inscrito, Lista>;
    ctx: Contexto;
  },
): Pick<EntradaNaFase, "desfecho" | "contaEm" | "motivo"> {
  const { notas } = o.ctx;
  const saida = saidaPelosDados(x.candidato);
  if (saida === "desistente")
    return { desfecho: "desistente", motivo: notas.desistente(listasDaMascara(x.inscritas)) };
  if (saida === "fraude") {
    const lista = (Object.keys(x.candidato.confirmacao!) as ListaReservada[]).find(
      (r) => x.candidato.confirmacao![r] === "fraude",
    )!;
    return { desfecho: "eliminado", motivo: notas.fraude(lista, false) };
  }
  if (saida === "eliminado") return { desfecho: "eliminado", motivo: notas.eliminado() };
  const em = o.contaEm.get(x);
  if (recusada(x, l)) {
    return {
      desfecho: "autodeclaracao-indeferida",
      ...(em === "AC" ? { contaEm: "AC" as const } : {}),
      motivo: notas.indeferida(l, em === "AC"),
    };
  }
  if (o.minima !== undefined && x.nota < o.minima)
    return { desfecho: "abaixo-da-nota-minima", motivo: notas.abaixoDaMinima(l, o.minima) };
  if (o.avancam.has(x)) {
    const empatadoEm = o.empatado ? o.corte.notaDeCorte : null;
    const reservas = listasDaMascara(x.inscritas).filter(
      (r) => r !== "AC" && o.ctx.listas.includes(r) && !recusada(x, r),
    );
    return {
      desfecho: "segue",
      motivo:
        l === "AC"
          ? notas.segueNaAmpla(o.lugar, o.limite, empatadoEm, reservas)
          : notas.segueNaReserva(l, o.lugar, o.limite, empatadoEm),
    };
  }
  if (em !== undefined)
    return { desfecho: "conta-em-outra-lista", contaEm: em, motivo: notas.contaEmOutraLista(l, em) };
  return { desfecho: "nao-segue", motivo: notas.naoSegue(l, o.corte.notaDeCorte, o.limite) };
}

/** Who goes on to the next phase, per cargo and list (RULES § 8). */
export function quemSegue(concurso: ConcursoEmFase): ResultadoDaFase {
  const { edital } = concurso;
  const fase = lerRegraDaFase(concurso.fase);
  const regime = regimeDoEdital(edital);
  const percentuais = percentuaisDoEdital(edital, regime);
  const listas: Lista[] = ["AC", ...percentuais.listasRaciais, "PCD"];
  const ctx: Contexto = {
    edital,
    listas,
    reservas: reservasPorPercentual(listas, percentuais),
    notas: new NotasDaFase(regime.id, percentuais),
  };
  const porCargo = new Map<string, Candidato[]>(concurso.cargos.map((c) => [c.id, []]));
  for (const c of concurso.candidatos) porCargo.get(c.cargo)?.push(c);
  return {
    regime: regime.id,
    cargos: concurso.cargos.map((c) => cargoNaFase(c, porCargo.get(c.id)!, fase, ctx)),
  };
}
