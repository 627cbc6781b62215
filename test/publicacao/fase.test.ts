/**
 * The publication of a phase (publicacao/fase.ts): per list, who goes on in order with the cut score and
 * the tied; a reserved list shows the optants going on by AC (Decreto 12.536 art. 18) and by a higher
 * reserve (art. 21 § 3); the rule of each list with its fundamento; the .docx is well-formed XML.
 */
import { strFromU8, unzipSync } from "fflate";
import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import { lerConcursoEmFase, quemSegue } from "../../src/engine/fases";
import { publicacaoEmDocx } from "../../src/publicacao/docx";
import { montarPublicacaoDaFase } from "../../src/publicacao/fase";
import { textoDoTrecho, type Publicacao } from "../../src/publicacao/modelo";
import { CANDIDATOS_DA_FASE, FASE_DE_TESTE } from "../engine/faseDeTeste";

function linhas(p: Publicacao): string[] {
  return p.blocos.flatMap((b) =>
    b.tipo === "paragrafo"
      ? [b.trechos.map(textoDoTrecho).join("")]
      : [b.cabecalho, ...b.linhas].map((l) => l.join(" | ")),
  );
}

// One name with characters XML must escape.
const concurso = lerConcursoEmFase({
  ...FASE_DE_TESTE,
  candidatos: CANDIDATOS_DA_FASE.map((c) => (c.id === "102" ? { ...c, nome: "Bruno <Lima> & Cia" } : c)),
});
const publicacao = montarPublicacaoDaFase({ concurso, resultado: quemSegue(concurso) });
const texto = linhas(publicacao);
const secao = (titulo: string) => {
  const i = texto.indexOf(titulo);
  const fim = texto.findIndex((l, k) => k > i && /^\d+\.\d+\. /.test(l));
  return texto.slice(i, fim);
};

describe("publicação do resultado da fase", () => {
  it('Edital ("respeitados os empates na última posição"): a ampla publica os 4 que seguem, com a nota de corte e os empatados', () => {
    expect(secao("1.1. Da lista de ampla concorrência")).toEqual([
      "1.1. Da lista de ampla concorrência",
      "Seguem 4 candidatos para 3 lugares; nota de corte: 98,00 (2 empatados na nota de corte).",
      "Classificação | Inscrição | Nome | Nota | Situação",
      "1 | 101 | Ana Souza | 100,00 | Segue",
      "2 | 102 | Bruno <Lima> & Cia | 99,00 | Segue",
      "3 | 103 | Carla Dias | 98,00 | Segue (empatado(a) na nota de corte)",
      "4 | 104 | Davi Rocha | 98,00 | Segue (empatado(a) na nota de corte)",
    ]);
  });

  it("Decreto 12.536 arts. 18 e 21 § 3º: a reserva mostra quem segue por outra lista, sem contar; abaixo da mínima, ninguém", () => {
    expect(secao("1.2. Da lista de pessoas pretas e pardas").slice(1)).toEqual([
      "Segue 1 candidato para 1 lugar; nota de corte: 60,00.",
      "Classificação | Inscrição | Nome | Nota | Situação",
      "1 | 102 | Bruno <Lima> & Cia | 99,00 | Segue pela ampla concorrência",
      "2 | 105 | Elisa Prado | 60,00 | Segue",
    ]);
    expect(secao("1.5. Da lista de pessoas com deficiência")).toContain(
      "1 | 105 | Elisa Prado | 60,00 | Segue pela lista de pessoas pretas e pardas",
    );
    expect(texto.join("\n")).not.toContain("Gil Matos");
    expect(secao("1.3. Da lista de indígenas")).toEqual([
      "1.3. Da lista de indígenas",
      "Nenhum candidato segue por esta lista.",
    ]);
  });

  it("os fundamentos de cada lista e os campos a preencher; o .docx é XML bem formado", async () => {
    expect(texto).toContain("RESULTADO DA [NOME DA FASE]");
    expect(texto).toContain(
      "Lista de pessoas pretas e pardas: segue 1 (fixado no edital), e os empatados na nota do último lugar. Fundamento: Edital (número de classificados que seguem para a próxima fase).",
    );
    const partes = unzipSync(await publicacaoEmDocx(publicacao));
    const documento = strFromU8(partes["word/document.xml"]);
    const parser = new SaxesParser();
    expect(() => parser.write(documento).close()).not.toThrow();
    expect(documento).toContain("Bruno &lt;Lima&gt; &amp; Cia");
  });
});
