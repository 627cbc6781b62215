/**
 * Whole editions of a Diário Oficial hold tables that are no list of a concurso's candidates: a
 * cultural edital's proposals, a budget's programmes. A word in them ("memória negra", "pessoas
 * portadoras de deficiência") must not make their rows a reserved list. Real PDFs of
 * test/publicada/mundo/ (their README says where each comes from).
 */
import { describe, expect, it } from "vitest";
import { paginasDoMundo } from "./trechosReais";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";

describe("Diário Oficial do Estado da Bahia, 21/1/2020, edição inteira (64 páginas)", () => {
  // Read once: 64 pages of a PDF.
  const paginas = paginasDoMundo("reservado-4", "doe-ba-2020-01-21.pdf");

  it("a linha partida de um título de proposta ('da memória negra e cuidados sagrados com o') não é subtítulo de lista: nenhuma proposta nem matrícula lida como de pretos e pardos; o candidato da SECULT lido na AC", async () => {
    const lida = lerPublicacao(await paginas);
    expect(lida.candidatos.filter((c) => c.listas.includes("PPP"))).toEqual([]);
    expect(lida.secoes.filter((s) => s.lista === "PPP")).toEqual([]);
    expect(lida.candidatos.find((c) => c.inscricao === "510280")).toMatchObject({
      nome: "PATRICIO GOMES DA SILVA MOTA",
      nota: 10,
      listas: ["AC"],
    });
    // The rest is of no list the text names: counted and asked for, not guessed.
    expect(lida.semLista?.registros).toBeGreaterThan(0);
  }, 60_000);

  it("com --lista AC, as linhas sem lista são lidas na AC e nenhuma na lista dos pretos e pardos", async () => {
    const lida = lerPublicacao(await paginas, { lista: "AC" });
    expect(lida.candidatos.some((c) => c.listas.includes("PPP"))).toBe(false);
  }, 60_000);
});

describe("DODF nº 232 de 6/12/2001, seção 1 (41 páginas): créditos suplementares", () => {
  it("os programas de trabalho do orçamento ('04.122.0100.2324 MANUTENÇÃO DE SERVIÇOS', repetido com outros códigos) sob 'ATENDIMENTO A PESSOAS PORTADORAS DE DEFICIÊNCIA' não são candidatos com deficiência: contados e ditos", async () => {
    const lida = lerPublicacao(await paginasDoMundo("reservado-3", "dodf-2001-12-06-edicao-232-secao1.pdf"));
    const programa = /^\d{2}\.\d{3}\.\d{4}\.\d{4}$/;
    expect(lida.candidatos.filter((c) => programa.test(c.inscricao ?? ""))).toEqual([]);
    const dita = lida.avisos.find((a) => /não é uma lista de candidatos/.test(a.mensagem));
    expect(dita?.mensagem).toMatch(
      /^35 linha\(s\) de uma tabela sem cabeçalho que não é uma lista de candidatos \(10 de 35 linhas dão o mesmo nome a números diferentes, como "MANUTENÇÃO DE SERVIÇOS"\): não entram na tabela\.$/,
    );
  }, 60_000);

  it("as unidades orçamentárias ('24201 DEPARTAMENTO DE TRÂNSITO DO DISTRITO FEDERAL', '17101 SECRETARIA DE ESTADO DE AÇÃO SOCIAL') sob o mesmo título não são candidatos com deficiência: recusadas como nomes de órgãos, com o texto", async () => {
    const lida = lerPublicacao(await paginasDoMundo("reservado-3", "dodf-2001-12-06-edicao-232-secao1.pdf"));
    expect(lida.candidatos.filter((c) => c.listas.includes("PCD"))).toEqual([]);
    const ditas = lida.avisos.filter((a) => /nome de um órgão/.test(a.mensagem)).map((a) => a.texto);
    expect(ditas).toEqual(
      expect.arrayContaining([
        expect.stringContaining("DEPARTAMENTO DE TRÂNSITO DO DISTRITO FEDERAL"),
        expect.stringContaining("SECRETARIA DE ESTADO DE AÇÃO SOCIAL"),
      ]),
    );
  }, 60_000);
});

describe("Diário Oficial do Município de Belo Horizonte, edições inteiras de dezembro de 2024", () => {
  it("nº 7.148: a relação de compras ('20.323.529/0001-53 MESA DE REUNIÃO', móveis de 'COR PRETA') e os projetos culturais com o mesmo proponente em vários números não são lista de pretos e pardos", async () => {
    const lida = lerPublicacao(await paginasDoMundo("reservado-2", "dom-bh-2024-12-06-edicao-7148.pdf"), {
      lista: "AC",
    });
    expect(lida.candidatos.filter((c) => c.listas.includes("PPP"))).toEqual([]);
    // A CNPJ is no inscrição.
    expect(
      lida.candidatos.filter((c) => /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/.test(c.inscricao ?? "")),
    ).toEqual([]);
  }, 60_000);

  it("nº 7.145: 'B. Barro Preto', um bairro no texto de outro ato, não faz dos processos sob ele uma lista de pretos e pardos; as listas do PSS do HOB lidas como antes", async () => {
    const lida = lerPublicacao(await paginasDoMundo("reservado-2", "dom-bh-2024-12-03-edicao-7145.pdf"), {
      lista: "AC",
    });
    expect(lida.candidatos.filter((c) => c.listas.includes("PPP"))).toEqual([]);
    expect(lida.candidatos.find((c) => c.nome === "BRENDA MOREIRA MAGNANI")).toMatchObject({ nota: 45 });
  }, 60_000);
});

describe("Diário Oficial dos Municípios de Alagoas, nº 2.094 de 20/7/2023, edição inteira (84 páginas)", () => {
  // Each act ends at its "Código Identificador:…": the titles of the next acts are no rows of a table
  // of the act before (nor of the sentences of an edital that name the inscrição and the candidate).
  it("os títulos de atos com o nome antes do número ('PRIMEIRO TERMO ADITIVO À ATA Nº 34/2023', 'AVISO DE COTAÇÃO Nº 112/2023'), depois do capítulo '8. DAS VAGAS PARA CANDIDATOS AFRODESCENDENTES OU INDÍGENAS' de um edital, não são candidatos indígenas nem linhas de uma tabela", async () => {
    const lida = lerPublicacao(await paginasDoMundo("reservado-5", "ama-al-2023-07-20-edicao-2094.pdf"));
    expect(lida.candidatos.filter((c) => c.listas.some((l) => l !== "AC"))).toEqual([]);
    const citados = [
      ...lida.candidatos.map((c) => c.nome),
      ...lida.avisos.map((a) => a.texto),
      ...lida.secoes.flatMap((s) => s.recusas.map((r) => r.texto)),
    ];
    expect(citados.filter((t) => /TERMO ADITIVO À ATA Nº 34|AVISO DE COTAÇÃO Nº 112/.test(t))).toEqual([]);
    expect(lida.avisos.filter((a) => /não segue o cabeçalho/.test(a.mensagem))).toEqual([]);
  }, 60_000);
});

describe("Diário Oficial dos Municípios de Alagoas (AMA) nº 1.973, de 26/1/2023 (edição inteira)", () => {
  it("o número de um processo seguido do texto do ato ('125/2022 em favor da licitante EVILASIO …') não é um candidato: recusado com o texto; a lista do PSS lida", async () => {
    const lida = lerPublicacao(await paginasDoMundo("reservado-5", "ama-al-2023-01-26-edicao-1973.pdf"), {
      lista: "AC",
    });
    expect(lida.candidatos.filter((c) => /^\p{Ll}+ \p{Ll}/u.test(c.nome))).toEqual([]);
    expect(
      lida.avisos.some(
        (a) => /não começa por um nome/.test(a.mensagem) && /em favor da licitante/.test(a.texto),
      ),
    ).toBe(true);
    expect(lida.candidatos.find((c) => c.inscricao === "1199")).toMatchObject({
      nome: "JESSICA DA FONSECA SILVA",
      nota: 15,
    });
  }, 60_000);
});
