/**
 * What the engine will refuse, asked before anything is written: the Conferência must never let
 * through an edital or a cargo that "Calcular e gravar" would then fail on. There is one validation,
 * the engine's own (lerConcurso and the computation of each cargo's quadro and order, run here without
 * candidates, which costs nothing); this module only says where each refusal belongs: the cargo and
 * field of the edital, or the cell of the candidate.
 */
import { alocar } from "../engine/alocar";
import { lerConcurso } from "../engine/lerConcurso";
import { SIGLA_DA_LISTA } from "../engine/notas";
import { ErroDeEntrada, type Cargo, type Concurso, type Edital } from "../engine/tipos";
import type { CampoCandidato } from "../leitura/mapaColunas";
import type { ConcursoMontado } from "../leitura/montarConcurso";
import type { Problema } from "../leitura/problema";
import { celulaA1, enderecoNaFolha } from "../planilha/endereco";

type Recusa = { campo: string; mensagem: string };

/** The engine's problems with what it was given, or [] when it accepts it. */
function recusas(verificar: () => unknown): Recusa[] {
  try {
    verificar();
    return [];
  } catch (e) {
    if (e instanceof ErroDeEntrada) return e.problemas;
    throw e;
  }
}

const SEM_CANDIDATOS: Concurso["candidatos"] = [];

/**
 * The edital and the cargos as the engine checks them: first their shape (lerConcurso names the cargo
 * or the edital's field), then the computation of each quadro and order. A refusal that arises only
 * there (an edital's rounding that reserves more than a cargo's vagas…) is tried again cargo by cargo,
 * so the clerk is told which cargo.
 */
export function recusasDoEdital(edital: Edital, cargos: readonly Cargo[]): Recusa[] {
  const concurso = (c: readonly Cargo[]): Concurso => ({
    edital,
    cargos: [...c],
    candidatos: SEM_CANDIDATOS,
  });
  // Without cargos (no vagas typed yet) only the edital is checked; the reading asks for the vagas.
  const daForma = recusas(() => lerConcurso(concurso(cargos))).filter(
    (r) => cargos.length > 0 || r.campo !== "cargos",
  );
  if (daForma.length > 0 || cargos.length === 0) return daForma;
  const juntos = recusas(() => alocar(concurso(cargos)));
  if (juntos.length === 0) return [];
  if (cargos.length === 1) return juntos.map((r) => comCargo(r, cargos[0]));
  const porCargo = cargos.flatMap((c) => recusas(() => alocar(concurso([c]))).map((r) => comCargo(r, c)));
  // The refusal needs the cargos together (none alone is refused): said as the engine said it.
  return porCargo.length > 0 ? dedup(porCargo) : juntos;
}

/** A field of the computation ("edital.arredondamento", "vagas") said of the cargo it was computed for. */
function comCargo(r: Recusa, cargo: Cargo): Recusa {
  if (r.campo.startsWith("cargo ") || r.campo.startsWith("cargos")) return r;
  return { campo: `cargo "${cargo.id}".${r.campo.replace(/^edital\./, "")}`, mensagem: r.mensagem };
}

function dedup(lista: Recusa[]): Recusa[] {
  const vistos = new Set<string>();
  return lista.filter((r) => {
    const k = `${r.campo}\u0000${r.mensagem}`;
    return !vistos.has(k) && (vistos.add(k), true);
  });
}

const SIGLA: Record<string, string> = SIGLA_DA_LISTA;

/** The engine's field ("cargo \"Analista\".quadroPublicado.PCD") as the clerk names it in the Edital step. */
export function nomeDoCampo(campo: string): string {
  const doCargo = /^cargo "(.*)"\.(\w+)(?:\.(\w+))?$/.exec(campo);
  if (doCargo) {
    const [, cargo, campoDoCargo, lista] = doCargo;
    const qual =
      campoDoCargo === "vagas"
        ? "vagas"
        : campoDoCargo === "quadroPublicado"
          ? `quadro publicado${lista ? ` (${SIGLA[lista] ?? lista})` : ""}`
          : campoDoCargo === "percentuais" && lista
            ? `percentual de ${SIGLA[lista] ?? lista}`
            : campoDoCargo;
    return `cargo "${cargo}", ${qual}`;
  }
  const percentual = /^edital\.percentuais\.(\w+)$/.exec(campo);
  if (percentual) return `percentual de ${SIGLA[percentual[1]] ?? percentual[1]}`;
  return campo.replace(/^edital\.?/, "") || "edital";
}

/** A refusal of the edital, which lives in no cell: addressed "Edital" (no link to select). */
function problemaDoEdital(r: Recusa): Problema {
  const endereco = "Edital";
  return {
    gravidade: "erro",
    grupo: r.campo.includes(".vagas") ? "Vagas" : "Edital",
    folha: "",
    celula: "",
    endereco,
    mensagem: `${endereco}: ${nomeDoCampo(r.campo)}: ${r.mensagem}`,
  };
}

const CANDIDATO = /^(?:candidato ".*" )?\(?candidatos\[(\d+)\]\)?\.(\w+)/;

/**
 * The engine's problems with the candidates as built from the sheet (a nominee's position beyond the
 * vagas, the same position twice…), each at the candidate's cell.
 */
function problemaDoCandidato(
  r: Recusa,
  concurso: Concurso,
  montado: ConcursoMontado,
  folha: string,
): Problema {
  const [, indice, campo] = CANDIDATO.exec(r.campo) ?? [];
  const candidato = indice === undefined ? undefined : concurso.candidatos[Number(indice)];
  const onde = candidato && montado.linhaDoCandidato.get(candidato.id);
  if (!onde) return problemaDoEdital(r);
  const coluna = montado.colunas[campo as CampoCandidato] ?? montado.colunas.id ?? 0;
  const celula = celulaA1(onde.linha, coluna);
  const endereco = enderecoNaFolha(onde.folha || folha, celula);
  return {
    gravidade: "erro",
    grupo: campo === "posicaoNomeacao" || campo === "situacao" ? "Situação" : "Cargos",
    folha: onde.folha || folha,
    celula,
    endereco,
    mensagem: `${endereco}: ${r.mensagem}`,
    linha: onde.linha,
    coluna,
  };
}

/**
 * Every refusal of the engine, as problems of the Conferência: the edital's (with the cargo and field)
 * first, then, with an edital the engine accepts, the candidates' as built from the sheet.
 */
export function recusasDoMotor(
  edital: Edital,
  cargos: readonly Cargo[],
  montado: ConcursoMontado,
  folha: string,
): Problema[] {
  const doEdital = recusasDoEdital(edital, cargos);
  if (doEdital.length > 0 || !montado.concurso) return doEdital.map(problemaDoEdital);
  const concurso = montado.concurso;
  return recusas(() => lerConcurso(concurso)).map((r) => problemaDoCandidato(r, concurso, montado, folha));
}
