/**
 * A table with a leading course column and the count of right answers as its only score (#37: FAMURS nº
 * 0279, Ibirubá/RS, Edital 010/2010, resultado final da seleção do Programa Bolsa Estágio-CIEE, p. 4;
 * test/publicada/mundo/reservado-5): "CURSO INSCRIÇÃO CANDIDATO(A) ACERTOS CLASSIFICAÇÃO", the course
 * printed only on its group's first row, the acertos sometimes zero-padded ("014"), then "CANDIDATOS NÃO
 * APROVADOS" with the classification "--" and one "Não Compareceu". Real text only: the lines as the
 * project's PDF reader gives them (pdftotext -layout, white space collapsed), and the whole PDF checked
 * against its esperado CSV (built by hand, not by the reader).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { paginasDoMundo } from "./trechosReais";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { paginasDoTexto } from "../../src/publicada/paginas";
import { colunasDoCabecalho } from "../../src/publicada/tabelaPeloCabecalho";

const TEXTO = [
  "HOMOLOGA o Resultado Final para o PROCESSO SELETIVO DO PROGRAMA BOLSA ESTÁGIO-CIEE, do Edital de",
  "Abertura n.º 004/2010, conforme segue:",
  "CURSO INSCRIÇÃO CANDIDATO(A) ACERTOS CLASSIFICAÇÃO",
  "Arquitetura e Urbanismo 007 Amanda Kogler 15 1º",
  "025 Jaqueline Bongiorno 14 2º",
  "Administração 029 Kátia Letícia Kunz 17 1º",
  "006 Luana Carla Fior 15 2º",
  "032 Ligia Fernanda Doneda 10 3º",
  "C. Contábeis / Econômicas 008 Débora Belló 014 1º",
  "020 Andréia Maria Henkes 013 2º",
  "CANDIDATOS NÃO APROVADOS",
  "Administração 003 Bruna Brandão da Silva 008 --",
  "Comunicação Social 013 Gabrieli Valiati Moura 007 --",
  "Educação Física 023 Luana I. de Oliveira 008 --",
  "010 Joseane Moreira 006 --",
  "Jornalismo 036 Rosangela A. Tatsch Não Compareceu",
  "GABINETE DO PREFEITO MUNICIPAL DE IBIRUBÁ, em 19 de abril de 2010.",
].join("\n");

describe("'CURSO INSCRIÇÃO CANDIDATO(A) ACERTOS CLASSIFICAÇÃO' (FAMURS nº 0279, Ibirubá/RS, Bolsa Estágio, p. 4)", () => {
  it("'CANDIDATO(A)' é a coluna do nome (o '(A)' do feminino não faz dela outra coluna)", () => {
    expect(
      colunasDoCabecalho("CURSO INSCRIÇÃO CANDIDATO(A) ACERTOS CLASSIFICAÇÃO")?.map((c) => c.tipo),
    ).toEqual(["texto", "inscricao", "nome", "numero", "classificacao"]);
  });

  it("cada aprovado com a inscrição de três dígitos, o nome e, sem coluna de nota, os acertos antes da classificação como nota; o curso da primeira linha do grupo vai às seguintes", () => {
    const lida = lerPublicacao(paginasDoTexto(TEXTO), { lista: "AC" });
    expect(lida.candidatos.map((c) => [c.cargo, c.inscricao, c.nome, c.nota])).toEqual([
      ["Arquitetura e Urbanismo", "007", "Amanda Kogler", 15],
      ["Arquitetura e Urbanismo", "025", "Jaqueline Bongiorno", 14],
      ["Administração", "029", "Kátia Letícia Kunz", 17],
      ["Administração", "006", "Luana Carla Fior", 15],
      ["Administração", "032", "Ligia Fernanda Doneda", 10],
      ["C. Contábeis / Econômicas", "008", "Débora Belló", 14],
      ["C. Contábeis / Econômicas", "020", "Andréia Maria Henkes", 13],
    ]);
  });

  it("os não aprovados ('--', 'Não Compareceu') não são candidatos nem somem: recusados com o seu texto", () => {
    const lida = lerPublicacao(paginasDoTexto(TEXTO), { lista: "AC" });
    expect(lida.candidatos.some((c) => ["003", "013", "023", "010", "036"].includes(c.inscricao ?? ""))).toBe(
      false,
    );
    const recusas = lida.avisos.filter((a) => /Registro recusado/.test(a.mensagem)).map((a) => a.texto);
    expect(recusas).toEqual([
      '"Administração 003 Bruna Brandão da Silva 008 --"',
      '"Comunicação Social 013 Gabrieli Valiati Moura 007 --"',
      '"Educação Física 023 Luana I. de Oliveira 008 --"',
      '"010 Joseane Moreira 006 --"',
      '"Jornalismo 036 Rosangela A. Tatsch Não Compareceu"',
    ]);
  });

  it("a edição inteira, contra o CSV esperado feito à mão: os 27 aprovados, com o curso, a inscrição, o nome e os acertos", async () => {
    const lida = lerPublicacao(await paginasDoMundo("reservado-5", "famurs-rs-2010-04-20-edicao-0279.pdf"), {
      lista: "AC",
    });
    const linhas = Papa.parse<Record<string, string>>(
      readFileSync(
        join(__dirname, "mundo", "reservado-5", "esperado", "famurs-rs-2010-04-20-edicao-0279.csv"),
        "utf8",
      ),
      { header: true, skipEmptyLines: true },
    ).data;
    expect(linhas).toHaveLength(27);
    expect(lida.candidatos.map((c) => [c.cargo, c.inscricao, c.nome, c.nota])).toEqual(
      linhas.map((e) => [e.cargo, e.inscricao, e.nome, Number(e.nota)]),
    );
    // The nine not approved: refused with their text, none read, none dropped.
    expect(lida.avisos.filter((a) => /Registro recusado/.test(a.mensagem))).toHaveLength(9);
  }, 30_000);
});
