/**
 * The publication's model: what the act says of a result (lists of the regime only, in order, words in
 * the right number), that a cell's text cannot break the .docx's XML, and that the draws and the acts
 * of the recorded calls are published when there are any.
 */
import { unzipSync, strFromU8 } from "fflate";
import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import { alocar, proximaConvocacao, registrarConvocacao } from "../../src/engine";
import type { Concurso, Resultado } from "../../src/engine";
import { publicacaoEmDocx } from "../../src/publicacao/docx";
import { montarPublicacao, textoDoTrecho, type Publicacao } from "../../src/publicacao/modelo";
import { c, concurso } from "../engine/montar";

/** The whole document as lines: each paragraph, and each table row with its cells joined by " | ". */
function linhas(p: Publicacao): string[] {
  return p.blocos.flatMap((b) =>
    b.tipo === "paragrafo"
      ? [b.trechos.map(textoDoTrecho).join("")]
      : [b.cabecalho, ...b.linhas].map((l) => l.join(" | ")),
  );
}

function publicar(k: Concurso, r: Resultado = alocar(k)): string[] {
  return linhas(montarPublicacao({ concurso: k, resultado: r }));
}

const CINCO = concurso(5, [
  c("a1:100:AC", { nome: "Ana" }),
  c("a2:95:AC", { nome: "Bruno" }),
  c("p1:94:AC,PPP", { nome: "Célia", confirmacao: { PPP: "confirmada" } }),
  c("a3:90:AC", { nome: "Davi" }),
  c("p2:80:AC,PPP", { nome: "Elis", confirmacao: { PPP: "confirmada" } }),
  c("d1:70:AC,PCD", { nome: "Fábio" }),
  c("a4:60:AC", { nome: "Gil" }),
]);

describe("publicação: as listas do regime, em ordem", () => {
  it("Decreto 12.536: uma seção por lista (ampla, pretos e pardos, indígenas, quilombolas, PcD), nenhuma de PPIQ", () => {
    const texto = publicar(CINCO);
    const secoes = texto.filter((l) => /^1\.\d+\. Da lista de /.test(l));
    expect(secoes).toEqual([
      "1.2. Da lista de ampla concorrência",
      "1.3. Da lista de pessoas pretas e pardas",
      "1.4. Da lista de indígenas",
      "1.5. Da lista de quilombolas",
      "1.6. Da lista de pessoas com deficiência",
    ]);
    expect(texto).toContain("Não há candidatos classificados nesta lista.");
  });

  it("Lei 15.142 sem o decreto: a lista única de pretos, pardos, indígenas e quilombolas", () => {
    const candidatos = CINCO.candidatos.map((x) => ({
      ...x,
      listas: x.listas.map((l) => (l === "PPP" ? "PPIQ" : l)),
      ...(x.confirmacao ? { confirmacao: { PPIQ: "confirmada" as const } } : {}),
    }));
    const k = { ...CINCO, candidatos, edital: { regime: "lei-15142" as const } };
    const secoes = publicar(k).filter((l) => /^1\.\d+\. Da lista de /.test(l));
    expect(secoes).toEqual([
      "1.2. Da lista de ampla concorrência",
      "1.3. Da lista de pessoas pretas e pardas, indígenas e quilombolas",
      "1.4. Da lista de pessoas com deficiência",
    ]);
  });

  it("cada lista com classificação, inscrição, nome e nota, na ordem da classificação", () => {
    const texto = publicar(CINCO);
    const inicio = texto.indexOf("1.2. Da lista de ampla concorrência");
    expect(texto.slice(inicio + 1, inicio + 4)).toEqual([
      "Classificação | Inscrição | Nome | Nota final | Situação",
      "1 | a1 | Ana | 100,00 | Nas vagas desta lista",
      "2 | a2 | Bruno | 95,00 | Nas vagas desta lista",
    ]);
    const ppp = texto.indexOf("1.3. Da lista de pessoas pretas e pardas");
    expect(texto.slice(ppp + 2, ppp + 4)).toEqual([
      "1 | p1 | Célia | 94,00 | Nas vagas de ampla concorrência",
      "2 | p2 | Elis | 80,00 | Nas vagas desta lista",
    ]);
  });

  it("o quadro com os fundamentos, e a ordem de nomeação até as vagas", () => {
    const texto = publicar(CINCO);
    expect(texto).toContain("O cargo de C1 tem 5 vagas, assim distribuídas entre as listas:");
    expect(texto.some((l) => l.includes("Fundamento: Decreto nº 9.508/2018, art. 1º"))).toBe(true);
    const ordem = texto.indexOf("Posição | Lista | Inscrição | Nome");
    expect(texto.slice(ordem + 1, ordem + 6).map((l) => l.split(" | ")[2])).toEqual([
      "a1",
      "p2",
      "a2",
      "p1",
      "d1",
    ]);
  });
});

describe("publicação: palavras no número certo", () => {
  it("1 vaga: singular", () => {
    const texto = publicar(concurso(1, [c("a1:100:AC", { nome: "Ana" })]));
    expect(texto).toContain("O cargo de C1 tem 1 vaga, assim distribuída entre as listas:");
  });

  it("duas reversões: 'Das reversões de vagas'; sem reversão, nenhuma seção", () => {
    // 5 vagas, nobody in PPP nor PcD: both reserved vagas go to the ampla concorrência.
    const sem = concurso(
      5,
      [1, 2, 3, 4, 5, 6].map((i) => c(`a${i}:${100 - i}:AC`)),
    );
    const texto = publicar(sem);
    const titulos = texto.filter((l) => /^1\.\d+\. Das? revers/.test(l));
    expect(titulos).toEqual(["1.8. Das reversões de vagas"]);
    expect(publicar(CINCO).some((l) => /revers/i.test(l))).toBe(false);
  });

  it("provisórios: a frase só aparece com alguém provisório, com o número certo", () => {
    expect(publicar(CINCO).some((l) => l.includes("provisória"))).toBe(false);
    const k = concurso(5, [
      c("a1:100:AC"),
      c("p1:80:AC,PPP", { confirmacao: { PPP: "pendente" } }),
      c("a2:70:AC"),
    ]);
    expect(publicar(k).find((l) => l.includes("provisória"))).toContain("(1 candidato)");
  });
});

describe("publicação: texto vindo das células", () => {
  const NOME = "Ana <b>&amp;\u0007\nSilva\u0000";

  it("caracteres que o XML recusa viram �, quebras de linha viram espaço", () => {
    const k = concurso(1, [c("a1:100:AC", { nome: NOME })]);
    expect(publicar(k)).toContain("1 | a1 | Ana <b>&amp;� Silva� | 100,00 | Nas vagas desta lista");
  });

  it("o .docx guarda o nome escapado, como texto, e continua XML bem formado", async () => {
    const k = concurso(1, [c("a1:100:AC", { nome: NOME })]);
    const bytes = await publicacaoEmDocx(montarPublicacao({ concurso: k, resultado: alocar(k) }));
    const xml = strFromU8(unzipSync(bytes)["word/document.xml"]);
    expect(xml).toContain("Ana &lt;b&gt;&amp;amp;� Silva�");
    expect([...xml].some((ch) => ch.charCodeAt(0) < 9)).toBe(false);
    const leitor = new SaxesParser();
    leitor.on("error", (erro) => {
      throw erro;
    });
    expect(() => leitor.write(xml).close()).not.toThrow();
  });
});

describe("publicação: sorteios e atos das convocações", () => {
  it("sem sorteio nem convocação, nenhuma das duas seções; o fecho com os campos a preencher", () => {
    const texto = publicar(CINCO);
    expect(texto.some((l) => /SORTEIO|ATOS? DE NOMEAÇÃO/.test(l))).toBe(false);
    expect(texto.slice(-3)).toEqual(["[LOCAL], [DATA].", "[NOME DA AUTORIDADE]", "[CARGO DA AUTORIDADE]"]);
  });

  it("um sorteio do resultado é publicado com a semente, o método e o valor de cada cargo", () => {
    const r = alocar(CINCO);
    r.sorteios = [
      {
        grupo: 0,
        semente: "2025-abc",
        metodo: 'SHA-256 de semente + ":" + id do cargo; menor valor primeiro',
        cargos: [{ cargo: "C1", valor: "0a1b", lista: "PPP", quadro: { AC: 3, PPP: 1, PCD: 1 } }],
      },
    ];
    const texto = publicar(CINCO, r);
    expect(texto).toContain("2. DO SORTEIO");
    expect(texto).toContain(
      'Grupo 1 (C1): sorteio com a semente "2025-abc", pelo método: SHA-256 de semente + ":" + id do cargo; menor valor primeiro.',
    );
    expect(texto).toContain("C1 | 0a1b | pessoas pretas e pardas: 1; pessoas com deficiência: 1");
  });

  it("as convocações do livro saem com o texto do ato (textoDoAto), quem substitui quem", () => {
    const primeira = proximaConvocacao(CINCO, { cargo: "C1", posicoes: 2, ato: "Portaria nº 12/2026" });
    const k1 = registrarConvocacao(CINCO, primeira.convocacao);
    k1.convocacoes![0].desfechos = { p2: "sem-efeito" };
    const segunda = proximaConvocacao(k1, { cargo: "C1", posicoes: 1, ato: "Portaria nº 31/2026" });
    const k2 = registrarConvocacao(k1, segunda.convocacao);
    const texto = publicar(k2);
    expect(texto).toContain("2. DOS ATOS DE NOMEAÇÃO");
    expect(texto).toContain("Portaria nº 12/2026 — convocação nº 1");
    expect(texto).toContain("2ª posição — Elis (inscrição p2) — lista de pessoas pretas e pardas (PPP).");
    expect(texto.find((l) => l.startsWith("2ª posição") && l.includes("em substituição"))).toBeDefined();
    expect(texto.filter((l) => l.startsWith("Fundamento: ")).length).toBe(2);
  });
});
