/**
 * Property: a table written out as a banca writes it — "inscrição, nome, nota /" (Cebraspe; names with
 * a comma in quotes), "inscrição / nome / nota;" (Quadrix; the inscrição as 388.01339535/9) or
 * "inscrição, nome, nota;" (IADES), the last record ending the sentence with a full stop — with
 * scores as "40.00" or "40,00" and lines broken anywhere between words, and read back, is the same
 * table, for any names: accents, apostrophes, hyphens, commas. A "/" or ";" inside a name is left out:
 * no banca's record format can carry one.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { paginasDoTexto } from "../../src/publicada/paginas";
import { FORMATOS, type FormatoDosRegistros } from "../../src/publicada/registros";

const LETRAS = [..."abcdeghilmnoprstuvzáâãàéêíóôõúçÁÉÍÓÚÂÊÔÃÕÇ"];
const palavra = fc
  .tuple(
    fc.constantFrom(..."ABCDEFGHIJLMNOPRSTUVZÁÉÍÓÚÇ"),
    fc.array(fc.constantFrom(...LETRAS), { minLength: 1, maxLength: 9 }),
    fc.constantFrom("", "", "", "'", "-", ","),
    fc.array(fc.constantFrom(...LETRAS), { maxLength: 5 }),
  )
  // A comma may end a word ("Silva, João" is a field only in quotes); an apostrophe or hyphen joins two.
  .map(([inicial, meio, sinal, fim]) => {
    const depois = sinal === "," ? fim.join("") : sinal ? fim.join("") || "a" : "";
    return `${inicial}${meio.join("")}${sinal}${depois}`;
  });
const nome = fc.array(palavra, { minLength: 1, maxLength: 5 }).map((p) => p.join(" "));

// One length of inscrição per table, as a banca numbers them (leading zeros kept as text).
const tabela = fc.integer({ min: 5, max: 10 }).chain((digitos) =>
  fc.uniqueArray(
    fc.record({
      inscricao: fc.stringMatching(new RegExp(`^[0-9]{${digitos}}$`)),
      nome,
      centesimos: fc.integer({ min: 0, max: 100_000 }),
    }),
    { minLength: 1, maxLength: 40, selector: (l) => l.inscricao },
  ),
);

/** Quadrix's inscrição: the digits with a point after the third and a "/" before the last. */
const comPontoEBarra = (i: string) => `${i.slice(0, 3)}.${i.slice(3, -1)}/${i.slice(-1)}`;

function publicar(
  linhas: { inscricao: string; nome: string; centesimos: number }[],
  formato: FormatoDosRegistros,
  virgula: boolean,
  quebras: number[],
) {
  const nota = (c: number) => {
    const t = (c / 100).toFixed(2);
    return virgula ? t.replace(".", ",") : t;
  };
  const campo = (n: string) => (n.includes(",") ? `"${n}"` : n);
  const registro = (l: (typeof linhas)[number]) =>
    formato.campo === ","
      ? `${l.inscricao}, ${campo(l.nome)}, ${nota(l.centesimos)}`
      : `${comPontoEBarra(l.inscricao)} / ${l.nome} / ${nota(l.centesimos)}`;
  const registros =
    formato.registro === "/"
      ? linhas.map(registro).join(" / ") + " /"
      : linhas.map(registro).join("; ") + ".";
  // Line breaks where a PDF's lines end: at some of the spaces.
  let k = 0;
  const quebrado = registros.replace(/ /g, () => (quebras.includes(k++) ? "\n" : " "));
  return (
    "1.1 Resultado final, na seguinte ordem: número de inscrição, nome do candidato e nota final.\n" +
    `${quebrado}\n`
  );
}

describe("ida e volta: tabela → texto publicado → tabela", () => {
  it("a mesma tabela nos três formatos, para quaisquer nomes, notas com ponto ou vírgula e linhas quebradas em qualquer espaço", () => {
    fc.assert(
      fc.property(
        tabela,
        fc.constantFrom(...FORMATOS),
        fc.boolean(),
        fc.array(fc.nat(400), { maxLength: 60 }),
        (linhas, formato, virgula, quebras) => {
          const lida = lerPublicacao(paginasDoTexto(publicar(linhas, formato, virgula, quebras)));
          expect(lida.secoes[0]).toMatchObject({ lista: "AC", registros: linhas.length, recusados: 0 });
          const inscricao = formato.campo === "/" ? comPontoEBarra : (i: string) => i;
          expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota])).toEqual(
            linhas.map((l) => [inscricao(l.inscricao), l.nome, l.centesimos / 100]),
          );
          expect(lida.avisos).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("o formato de um trecho pelos separadores, não pelos começos de linha", () => {
  it('registros terminados por ";" um em cada linha (o contraexemplo da semente 295418537): os dois lidos, não um só recusado', () => {
    const texto =
      "1.1 Resultado final, na seguinte ordem: número de inscrição, nome do candidato e nota final.\n" +
      "0000000000, Aa Aa Aa Aa Aa, 0.00;\n0000000001, Aa, 0.00.\n";
    const lida = lerPublicacao(paginasDoTexto(texto));
    expect(lida.secoes[0]).toMatchObject({ registros: 2, recusados: 0 });
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota])).toEqual([
      ["0000000000", "Aa Aa Aa Aa Aa", 0],
      ["0000000001", "Aa", 0],
    ]);
    expect(lida.avisos).toEqual([]);
  });
});
