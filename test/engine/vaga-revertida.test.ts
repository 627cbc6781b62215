// Lei nº 15.142/2025, art. 8º, and Decreto nº 12.536/2025, art. 3º, §§ 1º a 3º: what the clerk reads about a
// reverted vaga — the note of the candidate who fills it (from which list, under which article) and the
// position in the nomination order, marked as received only when it came from another list.
import { describe, expect, it } from "vitest";
import type { Candidato } from "../../src/engine";
import { alocarUm, c, candidato } from "./montar";

function muitos(prefixo: string, n: number, listas: string, nota = 60): Candidato[] {
  return Array.from({ length: n }, (_, i) => c(`${prefixo}${i + 1}:${nota - i / 100}:${listas}`));
}

describe("Vaga revertida: o candidato e a posição (Lei nº 15.142/2025, art. 8º)", () => {
  it("art. 3º, § 1º: o indígena que ocupa a vaga de QUI tem a nota da reversão, com a lista de origem e o artigo", () => {
    // 25 vagas: AC 15, PPP 6, IND 1, QUI 1, PCD 2; no quilombola.
    const { r, cargo } = alocarUm(25, [
      ...muitos("A", 15, "AC", 99),
      ...muitos("P", 6, "PPP"),
      ...muitos("I", 2, "IND"),
      ...muitos("D", 2, "PCD"),
    ]);
    expect(cargo.reversoes).toEqual([
      {
        de: "QUI",
        para: "IND",
        vagas: 1,
        fundamento: "Decreto nº 12.536/2025, art. 3º, §§ 1º e 3º",
        texto: "1 vaga de quilombolas sem candidato para ocupá-la revertida para a lista de indígenas.",
      },
    ]);
    expect(candidato(r, "I2").notas.at(-1)).toEqual({
      texto: "2º na lista de indígenas: ocupa vaga de quilombolas revertida para esta lista.",
      fundamento: "Decreto nº 12.536/2025, art. 3º, §§ 1º e 3º",
    });
    expect(candidato(r, "I1").notas.at(-1)).toEqual({
      texto: "1º na lista de indígenas, dentro da vaga reservada.",
      fundamento: "Decreto nº 12.536/2025, art. 3º, II",
    });
  });

  it("posição própria da lista: a alternância (Lei nº 15.142/2025, art. 9º, caput); a recebida diz a lista original", () => {
    // 10 vagas: AC, PPP, AC, AC, PCD, PPP, AC, AC, AC, PPP. One PPP candidate: 6 and 10 go to AC.
    const { cargo } = alocarUm(10, [...muitos("A", 9, "AC", 99), c("P:50:PPP"), c("D:40:PCD")]);
    const serie = (lista: string) => ({
      texto: `Posição da lista de ${lista} na ordem de nomeação, pela alternância e proporcionalidade entre as listas.`,
      fundamento: "Lei nº 15.142/2025, art. 9º, caput",
    });
    expect(cargo.ordem[0]).toEqual({
      posicao: 1,
      lista: "AC",
      candidato: "A1",
      nota: serie("ampla concorrência"),
    });
    expect(cargo.ordem[1]).toEqual({
      posicao: 2,
      lista: "PPP",
      candidato: "P",
      nota: serie("pessoas pretas e pardas"),
    });
    expect(cargo.ordem[5]).toMatchObject({ posicao: 6, lista: "AC", listaOriginal: "PPP", candidato: "A4" });
  });
});
