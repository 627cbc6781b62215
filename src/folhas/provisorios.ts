/**
 * The Provisório column: why a person's result may still change (a confirmation pending, a tie the
 * edital's criteria did not break, a court case), in a few words; the note on the cell keeps the whole
 * reason with its article. The reasons are the engine's (ResultadoCandidato.motivosProvisorios).
 */
import type { Lista, MotivoProvisorio, Resultado } from "../engine/tipos";

/** The engine's reasons, by candidate id (only provisional candidates). */
export function motivosPorCandidato(resultado: Resultado): Map<string, MotivoProvisorio[]> {
  const motivos = new Map<string, MotivoProvisorio[]>();
  for (const c of resultado.candidatos) if (c.motivosProvisorios) motivos.set(c.id, c.motivosProvisorios);
  return motivos;
}

/**
 * The texts of the cells and notes, one string for each reason (by its kind and list, or by its note,
 * which the engine shares across a tie's group), not one per row: a million tied candidates made a
 * new string for each of them in every list, ~400 MB of the same few texts (#39).
 */
const TEXTOS_DOS_MOTIVOS = new Map<string, string>();
const NOTAS_DOS_MOTIVOS = new WeakMap<object, string>();

/** One reason in a few words: "Confirmação pendente (PPP)", "Empate não desfeito… (AC)", "Sub judice". */
export function textoDoMotivo(m: MotivoProvisorio): string {
  const chave = m.tipo === "sub-judice" ? m.tipo : `${m.tipo}\u0000${m.lista}`;
  let texto = TEXTOS_DOS_MOTIVOS.get(chave);
  if (texto === undefined) TEXTOS_DOS_MOTIVOS.set(chave, (texto = textoNovoDoMotivo(m)));
  return texto;
}

function textoNovoDoMotivo(m: MotivoProvisorio): string {
  switch (m.tipo) {
    case "confirmacao-pendente":
      return `${m.lista === "PCD" ? "Avaliação da deficiência pendente" : "Confirmação da autodeclaração pendente"} (${m.lista})`;
    case "empate":
      return `Empate não desfeito pelos critérios do edital (${m.lista})`;
    case "sub-judice":
      return "Sub judice";
  }
}

/**
 * The reasons that concern one row: in a list's sheet, a tie counts only in the list where it happened
 * (`lista`); in the order every reason of the person counts (no `lista`).
 */
export function motivosDaLinha(motivos: readonly MotivoProvisorio[], lista?: Lista): MotivoProvisorio[] {
  return lista === undefined ? [...motivos] : motivos.filter((m) => m.tipo !== "empate" || m.lista === lista);
}

/** The Provisório cell: the reasons joined, or null (blank) for a final result. */
export function textoProvisorio(motivos: readonly MotivoProvisorio[]): string | null {
  if (motivos.length === 1) return textoDoMotivo(motivos[0]);
  return motivos.length > 0 ? motivos.map(textoDoMotivo).join("; ") : null;
}

/** The note on the Provisório cell: each reason in full, with its article. */
export function notaProvisoria(motivos: readonly MotivoProvisorio[]): string {
  if (motivos.length === 1) {
    const { nota } = motivos[0];
    let texto = NOTAS_DOS_MOTIVOS.get(nota);
    if (texto === undefined) NOTAS_DOS_MOTIVOS.set(nota, (texto = `${nota.texto} (${nota.fundamento})`));
    return texto;
  }
  return motivos.map((m) => `${m.nota.texto} (${m.nota.fundamento})`).join("\n");
}
