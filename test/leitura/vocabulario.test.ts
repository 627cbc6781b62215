/**
 * One source for the messages that say where the clerk gives something (#36, item 5): the pane names
 * its fields and boxes, `cotas` its options; a message reaches each in its own words, never both.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { problemasDaFase, QUANTOS_SEGUEM } from "../../src/engine/esquemaDaFase";
import { lerCandidatos } from "../../src/leitura/leituraDosCandidatos";
import { ONDE_SE_INDICA, usarColunaComo, type Leitor } from "../../src/leitura/vocabulario";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { paginasDoTexto } from "../../src/publicada/paginas";
import type { TabelaBruta } from "../../src/planilha/tabela";

/** An option of the command: "--mapa", "--lista"… */
const OPCAO = /(^|\s|\()--[a-z]/;

const tabela = (valores: TabelaBruta["valores"]): TabelaBruta => ({
  folha: "Candidatos",
  linhaInicial: 0,
  colunaInicial: 0,
  valores,
});

describe("o vocabulário: o campo do painel, a opção do cotas", () => {
  it("no painel nenhuma opção de linha de comando nem JSON; no cotas, a opção", () => {
    for (const [indicacao, palavras] of Object.entries(ONDE_SE_INDICA)) {
      expect(palavras.painel, indicacao).not.toMatch(OPCAO);
      expect(palavras.painel, indicacao).not.toMatch(/[{}]/);
      expect(palavras.cli, indicacao).toMatch(OPCAO);
    }
    expect(usarColunaComo("ppp", "Cota racial (S/N)", "cli")).toBe(
      'com --mapa MAPA.json: {"campos": {"ppp": {"cabecalho": "Cota racial (S/N)"}}}',
    );
    expect(usarColunaComo("ppp", "Cota racial (S/N)", "painel")).toBe("em Colunas, na etapa Dados");
  });
});

describe("as mensagens da leitura em cada porta", () => {
  const semNota = tabela([
    ["Inscrição", "Nome", "Cargo"],
    [1, "Ana", "Analista"],
  ]);
  const mensagens = (leitor?: Leitor) =>
    lerCandidatos(semNota, { campos: {} }, leitor ? { leitor } : {}).problemas.map((p) => p.mensagem);

  it("a coluna que falta: no painel, Colunas e “Onde estão os candidatos”; no cotas, --mapa e --folha", () => {
    const painel = mensagens().find((m) => /nenhuma coluna de Nota final/.test(m))!;
    expect(painel).toBe(
      "Candidatos!A1: nenhuma coluna de Nota final no cabeçalho (linha 1): indique-a em Colunas, na etapa Dados; se os candidatos estão em outra folha, escolha-a em “Onde estão os candidatos”, na etapa Dados",
    );
    const cli = mensagens("cli").find((m) => /nenhuma coluna de Nota final/.test(m))!;
    expect(cli).toBe(
      "Candidatos!A1: nenhuma coluna de Nota final no cabeçalho (linha 1): indique-a com --mapa MAPA.json; se os candidatos estão em outra folha, escolha-a com --folha NOME",
    );
    for (const m of mensagens()) expect(m).not.toMatch(OPCAO);
  });

  it("a coluna Sim/Não tomada pela Modalidade: o campo no painel, o mapa com a coluna no cotas", () => {
    const sn = tabela([
      ["Inscrição", "Cargo", "Nota", "Modalidade"],
      [1, "Analista", 80, "S"],
      [2, "Analista", 70, "N"],
      [3, "Analista", 60, "S"],
    ]);
    const mapa = {
      campos: {
        id: { cabecalho: "Inscrição" },
        cargo: { cabecalho: "Cargo" },
        nota: { cabecalho: "Nota" },
        modalidade: { cabecalho: "Modalidade" },
      },
    };
    const painel = lerCandidatos(sn, mapa).problemas.find((p) => p.grupo === "Modalidade")!.mensagem;
    const cli = lerCandidatos(sn, mapa, { leitor: "cli" }).problemas.find(
      (p) => p.grupo === "Modalidade",
    )!.mensagem;
    expect(painel).toMatch(/Indique-a como "Preto ou pardo" em Colunas, na etapa Dados$/);
    expect(painel).not.toMatch(OPCAO);
    expect(cli).toMatch(/Indique-a como "Preto ou pardo" com --mapa MAPA\.json: \{"campos": \{"ppp"/);
  });

  it("a lista publicada sem a frase que a apresenta: a caixa da lista no painel, --lista no cotas", () => {
    const texto = readFileSync(join(__dirname, "../publicada/corpus/cfo-trecho.txt"), "utf8");
    expect(() => lerPublicacao(paginasDoTexto(texto))).toThrow(
      /diga de que lista ele é na caixa “Lista de um texto sem a frase que apresenta a lista”\.$/,
    );
    expect(() => lerPublicacao(paginasDoTexto(texto), { leitor: "cli" })).toThrow(
      /diga de que lista ele é com --lista AC, PPP, IND, QUI ou PCD\.$/,
    );
    const lida = lerPublicacao(paginasDoTexto(texto), { lista: "AC" });
    expect(lida.secoes[0].titulo).toBe(
      "Lista sem título no texto, lida como ampla concorrência (a lista escolhida)",
    );
  });

  it("a regra da fase sem quantos seguem: os campos do painel, os campos do JSON no cotas", () => {
    expect(problemasDaFase({ notaMinima: 60 }, "fase", "painel")).toEqual([
      {
        campo: "fase",
        mensagem: "informe quantos seguem em cada lista, ou um múltiplo das vagas de cada lista",
      },
    ]);
    expect(problemasDaFase({ notaMinima: 60 })).toEqual([{ campo: "fase", mensagem: QUANTOS_SEGUEM.cli }]);
  });
});

describe("uma coluna que não serve ao campo é dita uma vez", () => {
  it("a coluna inteira recusada: um problema no cabeçalho; poucas células ruins: uma por célula", () => {
    const nomes = tabela([
      ["Inscrição", "Nome", "Cargo", "Nota"],
      ...Array.from({ length: 50 }, (_, i) => [i + 1, `Pessoa ${i}`, "Analista", 80]),
    ]);
    const mapa = { campos: { id: { coluna: "A" }, cargo: { coluna: "C" }, nota: { coluna: "B" } } };
    const notas = lerCandidatos(nomes, mapa).problemas.filter((p) => p.grupo === "Notas");
    expect(notas.map((p) => p.mensagem)).toEqual([
      'Candidatos!B1: a coluna "Nome" foi lida como Nota final, mas nenhuma das suas 50 células serve: "Pessoa 0" não é uma nota (e "Pessoa 1", "Pessoa 2"…). Indique a coluna de Nota final em Colunas, na etapa Dados',
    ]);
    const algumas = tabela([
      ["Inscrição", "Cargo", "Nota"],
      ...Array.from({ length: 50 }, (_, i) => [i + 1, "Analista", i < 3 ? `x${i}` : 80]),
    ]);
    const porLetra = { campos: { id: { coluna: "A" }, cargo: { coluna: "B" }, nota: { coluna: "C" } } };
    const celulas = lerCandidatos(algumas, porLetra).problemas.filter((p) => p.grupo === "Notas");
    expect(celulas.map((p) => p.celula)).toEqual(["C2", "C3", "C4"]);
  });
});
