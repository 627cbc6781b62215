/**
 * The one place where the texts that will be written are made writable: a candidate's inscription,
 * name and cargo, and the cargos' names, go into the add-in's sheets (and the engine's notes quote
 * them, and so does the publication). Characters an .xlsx cannot hold, and those that would show a name
 * reversed (U+202E), are replaced (caracteresDoXml.ts) and each replacement is reported as a warning
 * at the clerk's cell, before anything is rendered, for every port alike.
 */
import type { Candidato, Concurso } from "../engine/tipos";
import type { OrigemCandidatos } from "../folhas/comum";
import { ColetorDeProblemas } from "../leitura/coletorDeProblemas";
import { motivoIlegivel, temIlegivel, tornarLegivel } from "../planilha/caracteresDoXml";
import type { CampoCandidato } from "../leitura/mapaColunas";
import type { Problema } from "../leitura/problema";

const CAMPOS_DE_TEXTO = ["id", "nome", "cargo"] as const satisfies readonly (keyof Candidato &
  CampoCandidato)[];

export function textosGravaveis(
  concurso: Concurso,
  origem: OrigemCandidatos,
  colunas: Partial<Record<CampoCandidato, number>>,
  folha: string,
): { concurso: Concurso; origem: OrigemCandidatos; problemas: Problema[] } {
  const algum = (c: Candidato) => CAMPOS_DE_TEXTO.some((k) => temIlegivel(c[k] ?? ""));
  if (!concurso.candidatos.some(algum) && !concurso.cargos.some((c) => temIlegivel(c.id))) {
    return { concurso, origem, problemas: [] };
  }
  const coletor = new ColetorDeProblemas(folha);
  const novaOrigem = new Map(origem);
  const cargoRelatado = new Set<string>();
  const candidatos = concurso.candidatos.map((c) => {
    if (!algum(c)) return c;
    const onde = origem.get(c.id);
    const trocado = { ...c };
    for (const k of CAMPOS_DE_TEXTO) {
      const texto = c[k];
      if (texto === undefined || !temIlegivel(texto)) continue;
      trocado[k] = tornarLegivel(texto);
      if (k === "cargo") {
        // A cargo's name is reported once, at its first candidate.
        if (cargoRelatado.has(texto)) continue;
        cargoRelatado.add(texto);
      }
      if (onde)
        coletor.naCelula(
          "aviso",
          "Caracteres",
          onde.linha,
          colunas[k] ?? colunas.id ?? 0,
          motivoIlegivel(texto),
        );
    }
    if (trocado.id !== c.id && onde) {
      novaOrigem.delete(c.id);
      novaOrigem.set(trocado.id, onde);
    }
    return trocado;
  });
  const cargos = concurso.cargos.map((c) => (temIlegivel(c.id) ? { ...c, id: tornarLegivel(c.id) } : c));
  return { concurso: { ...concurso, candidatos, cargos }, origem: novaOrigem, problemas: coletor.fechar() };
}
