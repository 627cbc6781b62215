/**
 * =COTAS.ALOCAR(ids; notas; listas; vagas; …): a candidate table in three columns goes through the
 * engine as one cargo, and each row gets back the list whose vaga the candidate fills and their
 * position in the nomination order, blank when not nominated, and a warning: "provisório: empate" when
 * equal scores the criteria cannot separate decide who takes the vaga (the engine orders them by id
 * only provisionally: the result must not be read as final), or a reserve the edital does not have
 * (Lei 12.990: only negros; the candidate competes where else the row says). Rows stay where they are, so the result
 * spills beside the table; blank rows stay blank (linhasDeCandidatos.ts reads them).
 */
import { alocar } from "../engine/alocar";
import { lerEdital, lerInteiroPositivo } from "./argumentos";
import { ErroDeArgumento } from "./erros";
import { coluna, lerLinhasDeCandidatos } from "./linhasDeCandidatos";
import type { EditalDosArgumentos } from "./planejamento";

/** Third column, the warnings: a tie the criteria cannot break decides this candidate's vaga (there are
 *  no birth dates here), or a reserve named in the row that the edital does not have. */
export const PROVISORIO = "provisório: empate";

/** The one cargo of a call: the candidates' lists and positions are its own. */
const CARGO = "cargo";

export function alocarEmCelulas(
  ids: unknown,
  notas: unknown,
  listas: unknown,
  vagas: unknown,
  { dataEdital, percentualPcd, editalJson }: EditalDosArgumentos,
): (string | number)[][] {
  const n = lerInteiroPositivo(vagas, "vagas");
  const edital = lerEdital(dataEdital, percentualPcd, editalJson);
  const colunaIds = coluna(ids, "ids");
  const colunaNotas = coluna(notas, "notas");
  const colunaListas = coluna(listas, "listas");
  if (colunaNotas.length !== colunaIds.length || colunaListas.length !== colunaIds.length) {
    throw new ErroDeArgumento(
      `ids, notas e listas devem ter o mesmo número de linhas (têm ${colunaIds.length}, ${colunaNotas.length} e ${colunaListas.length})`,
    );
  }

  const { candidatos, idDaLinha, avisos } = lerLinhasDeCandidatos(
    { ids: colunaIds, notas: colunaNotas, listas: colunaListas },
    edital,
    CARGO,
  );

  const resultado = alocar({ edital, cargos: [{ id: CARGO, vagas: n }], candidatos });
  const porId = new Map(resultado.candidatos.map((c) => [c.id, c]));
  return idDaLinha.map((id) => {
    if (id === null) return ["", "", ""];
    const r = porId.get(id);
    const aviso = [...(r?.provisorio ? [PROVISORIO] : []), ...(avisos.get(id) ?? [])].join("; ");
    return [r?.lista ?? "", r?.posicao ?? "", aviso];
  });
}
