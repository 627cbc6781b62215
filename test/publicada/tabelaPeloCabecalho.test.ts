/**
 * Tables read by their header row, with no sentence of columns (#37: "a header row of a table" is the
 * column sentence; "columns are checked against the values"): the header's columns get a kind from
 * their words and each row is aligned with them by the kinds of its values. Real text only: pages of
 * the documents of test/publicada/mundo/reservado-2 as the project's PDF reader gives them
 * (test/publicada/corpus/README.md), and one whole PDF. Every count is checked against an independent
 * pattern over the text, never against the reader.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { paginasDoMundo } from "./trechosReais";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { registrosNaoLidos } from "../../src/publicada/naoLidos";
import { paginasDoTexto } from "../../src/publicada/paginas";
import { colunasDoCabecalho, tipoDoValor } from "../../src/publicada/tabelaPeloCabecalho";

/** The whole BB/Cesgranrio PDF (mundo/reservado-2), as the project's PDF reader gives its pages. */
const paginasDoBB = () =>
  paginasDoMundo("reservado-2", "cesgranrio-2021-12-21-bb-escriturario-agente-tecnologia-resultado.pdf");

const texto = (nome: string) => readFileSync(join(__dirname, "corpus", nome), "utf8");
const contar = (t: string, padrao: RegExp) => t.match(padrao)?.length ?? 0;

describe("tabela larga sem frase: polo / nome / nascimento / CPF mascarado / inscrição / notas / pontos / class ac / class pcd / class ppp / situação final (Fundação Cesgranrio, Banco do Brasil 01/2021, Escriturário – Agente de Tecnologia, pp. 1–2)", () => {
  const nome = "cesgranrio-2021-bb-escriturario-agente-tecnologia-pag1a2.txt";
  const lida = lerPublicacao(paginasDoTexto(texto(nome)));

  it("o cabeçalho dá a cada coluna um tipo: o CPF e a data não são inscrição nem nota, as abreviaturas das notas parciais são uma faixa de valores, cada classificação é de uma lista", () => {
    const cabecalho = texto(nome).split("\n")[3];
    expect(colunasDoCabecalho(cabecalho)).toEqual([
      { nome: "polo", tipo: "texto" },
      { nome: "nome", tipo: "nome" },
      { nome: "nascimento", tipo: "data" },
      { nome: "cpf", tipo: "cpf" },
      { nome: "inscrição", tipo: "inscricao" },
      { nome: "l por l ing mat atu conh bas prob c ban tec conh esp", tipo: "valores" },
      { nome: "pontos", tipo: "nota" },
      { nome: "class ac", tipo: "classificacao", lista: "AC" },
      { nome: "class pcd", tipo: "classificacao", lista: "PCD" },
      { nome: "class ppp", tipo: "classificacao", lista: "PPP" },
      { nome: "situação final", tipo: "texto" },
    ]);
  });

  it("cada linha lida na AC (a classificação AC impressa em todas): a inscrição de 11 dígitos ao lado do CPF mascarado, o nome entre o polo e a data, a nota = pontos", () => {
    const independentes = contar(texto(nome), /XXX\.\d{3}\.\d{3}-XX \d{11} /g);
    expect(independentes).toBe(136);
    expect(lida.secoes).toHaveLength(1);
    expect(lida.secoes[0]).toMatchObject({
      lista: "AC",
      registros: independentes,
      recusados: 0,
      naoLidos: 0,
    });
    expect(registrosNaoLidos(lida).total).toBe(0);
    expect(lida.candidatos[0]).toMatchObject({
      inscricao: "01800352210",
      nome: "ADELSON JHONATA SILVA DE SOUSA",
      nota: 61.5,
      listas: ["AC"],
      classificacao: { AC: 410 },
    });
    expect(lida.candidatos[0].valores.slice(0, 3)).toEqual([
      "MACRORREGIÃO 10 - MICRORREGIÃO 16",
      "30/09/1997",
      "XXX.917.491-XX",
    ]);
    expect(lida.candidatos[0].valores.at(-1)).toBe("CLASSIFICADO");
    expect(lida.candidatos[1]).toMatchObject({
      inscricao: "01800287469",
      nome: "ADERSON LUCAS MENDONCA E SILVA MEDEIROS",
      nota: 64,
      classificacao: { AC: 312 },
    });
    expect(lida.candidatos[1].valores.at(-1)).toBe("CADASTRO-RESERVA");
  });

  it("uma classificação impressa numa só das colunas PcD e PPP (vazias para quem não concorre): qual delas o texto não diz — dito num aviso por linha, não adivinhado", () => {
    const comUmaAMais = contar(texto(nome), /\d,\d \d+ \d+ (?:CLASSIFICADO|CADASTRO-RESERVA)$/gm);
    expect(comUmaAMais).toBe(19);
    const avisos = lida.avisos.filter((a) =>
      a.mensagem.includes("numa só das colunas class pcd e class ppp"),
    );
    expect(avisos).toHaveLength(comUmaAMais);
    expect(avisos[0].texto).toContain("ADELSON JHONATA SILVA DE S");
    expect(avisos[0].mensagem).toBe(
      "A linha imprime 36 numa só das colunas class pcd e class ppp, que só se imprimem para quem concorre, e o texto do PDF não diz em qual: lida sem esse valor (ampla concorrência); confira no PDF a lista dessa classificação.",
    );
    const adelson = lida.candidatos.find((c) => c.inscricao === "01800352210");
    expect(adelson?.listas).toEqual(["AC"]);
    expect(adelson?.valores.slice(-4)).toEqual(["410", "", "", "CLASSIFICADO"]);
  });

  it("o PDF inteiro (8 páginas): o cabeçalho da tabela, repetido no alto de cada página, fica na primeira (é a frase das colunas) e sai das outras; os 480 registros lidos", async () => {
    const paginas = await paginasDoBB();
    const todo = paginas.map((p) => p.linhas.join("\n")).join("\n");
    const independentes = contar(todo, /XXX\.\d{3}\.\d{3}-XX \d{11} /g);
    expect(independentes).toBe(480);
    const doPdf = lerPublicacao(paginas);
    expect(doPdf.secoes[0]).toMatchObject({ lista: "AC", registros: independentes, naoLidos: 0 });
    expect(doPdf.candidatos).toHaveLength(independentes);
    expect(registrosNaoLidos(doPdf).total).toBe(0);
  });

  it("no PDF, a classificação impressa numa só das colunas class pcd e class ppp é da coluna sob cujo cabeçalho ela está (a posição do texto na página): as 52 classificações PPP (1 a 52) e as 8 PcD (1 a 8), cada uma uma vez, e nenhum aviso", async () => {
    const paginas = await paginasDoBB();
    const todo = paginas.map((p) => p.linhas.join("\n")).join("\n");
    // Rows with one classification more than the AC's: each in one of the two optional columns.
    const comUmaAMais = contar(todo, /\d,\d \d+ \d+ (?:CLASSIFICADO|CADASTRO-RESERVA)$/gm);
    expect(comUmaAMais).toBe(60);
    const doPdf = lerPublicacao(paginas);
    const classificacoes = (lista: "PPP" | "PCD") =>
      doPdf.candidatos
        .map((c) => c.classificacao[lista])
        .filter((n): n is number => n !== undefined)
        .sort((a, b) => a - b);
    const ate = (n: number) => Array.from({ length: n }, (_, k) => k + 1);
    expect(classificacoes("PPP")).toEqual(ate(52));
    expect(classificacoes("PCD")).toEqual(ate(8));
    expect(doPdf.avisos.filter((a) => a.mensagem.includes("numa só das colunas"))).toEqual([]);
    expect(doPdf.secoes.map((s) => [s.lista, s.registros, s.naoLidos])).toEqual([
      ["AC", 480, 0],
      ["PPP", 52, 0],
      ["PCD", 8, 0],
    ]);
    // Adelson's 36 stands under "class ppp" (the README's first rows: PPP where the row prints it).
    const adelson = doPdf.candidatos.find((c) => c.inscricao === "01800352210");
    expect(adelson?.listas).toEqual(["AC", "PPP"]);
    expect(adelson?.classificacao).toEqual({ AC: 410, PPP: 36 });
  });
});

describe("tabela Inscrição / CPF / Nome / Pólo, a inscrição alfanumérica (TIC37…), sem nota e sem lista (CEPEDI, EmbarcaTech, resultado final da homologação das inscrições, p. 2)", () => {
  const nome = "cepedi-2024-embarcatech-homologacao-pag2.txt";
  const independentes = contar(texto(nome), /^TIC37\d{7} \*{3}\.\d{3}\.\d{3}-\*{2} /gm);

  it("sem lista no texto (nem subtítulo, nem coluna): as linhas contadas e não adivinhadas", () => {
    expect(independentes).toBe(42);
    const lida = lerPublicacao(paginasDoTexto(texto(nome)));
    expect(lida.candidatos).toEqual([]);
    expect(lida.semLista?.registros).toBe(independentes);
  });

  it("com a lista dita (--lista AC): cada linha lida, o nome separado do pólo pelo valor que as linhas repetem (Bom Jesus da Lapa)", () => {
    const lida = lerPublicacao(paginasDoTexto(texto(nome)), { lista: "AC" });
    expect(lida.secoes[0]).toMatchObject({ registros: independentes, recusados: 0, naoLidos: 0 });
    expect(lida.candidatos[0]).toMatchObject({
      inscricao: "TIC370100757",
      nome: "Acácia Ester Carvalho Santos",
      valores: ["***.180.875-**", "Bom Jesus da Lapa"],
      nota: null,
    });
    expect(lida.candidatos.find((c) => c.inscricao === "TIC370101870")?.nome).toBe(
      "Ana Carolina Barbosa Ayres Pereira.",
    );
    expect(new Set(lida.candidatos.map((c) => c.valores[1]))).toEqual(new Set(["Bom Jesus da Lapa"]));
  });
});

describe("tabela IDENTIFICADOR / CPF / Nome / Polo / Nota Total / Status e a relação dos desclassificados só com CPF, polo e justificativa (CEPEDI, EmbarcaTech, resultado preliminar da prova, pp. 2, 29 e 30)", () => {
  const nome = "cepedi-2024-embarcatech-prova-pag2-29-30.txt";
  const lida = lerPublicacao(paginasDoTexto(texto(nome)), { lista: "AC" });

  it('"IDENTIFICADOR" é a inscrição; cada linha lida com a Nota Total, o polo (de uma ou de várias palavras) e o status', () => {
    const independentes = contar(texto(nome), /(?:^|\f)TIC37\d{7} /gm);
    expect(independentes).toBe(81);
    const secao = lida.secoes.find((s) => s.lista === "AC");
    expect(secao).toMatchObject({ registros: independentes, recusados: 0, naoLidos: 0 });
    expect(lida.candidatos[0]).toMatchObject({
      inscricao: "TIC370100111",
      nome: "Jadson De Jesus Santos",
      nota: 99,
      valores: ["***.248.825-**", "Bom Jesus da Lapa", "99,00", "Convocado"],
    });
    expect(lida.candidatos.find((c) => c.inscricao === "TIC370100511")).toMatchObject({
      nome: "Victor Weverthon Dos Santos Barros Fonsêca Costa",
      nota: 85.71,
    });
    expect(lida.candidatos.at(-1)).toMatchObject({
      inscricao: "TIC370102010",
      nome: "Silas Lahel Gomes Marques",
      nota: 35,
      valores: ["***.673.775-**", "Vitória da Conquista", "35,00", "Classificado"],
    });
  });

  it("os desclassificados, sem inscrição nem nome, não são candidatos a ler: contados e ditos, fora da tabela", () => {
    const linhas = contar(texto(nome), /^\*{3}\.\d{3}\.\d{3}-\*{2} /gm);
    expect(linhas).toBe(22);
    expect(lida.avisos.map((a) => a.mensagem)).toContain(
      `${linhas} linha(s) de uma relação sem inscrição nem nome (CPF / Polo / Justificativa): não são candidatos a ler; não entram na tabela.`,
    );
    expect(lida.secoes.map((s) => s.lista)).toEqual(["AC", "outra"]);
    expect(lida.secoes.find((s) => s.lista === "outra")).toMatchObject({
      titulo: `CANDIDATOS DESCLASSIFICADOS (${linhas} linha(s) sem inscrição nem nome)`,
      etapa: "eliminados",
      registros: 0,
    });
    expect(lida.candidatos.every((c) => c.inscricao?.startsWith("TIC37"))).toBe(true);
  });
});

describe("o resultado preliminar da prova inteiro (CEPEDI, EmbarcaTech, 47 páginas): nenhuma linha perdida", () => {
  it("as 1.407 linhas de convocados e classificados contadas (as de nome começado em minúscula, 'ícaro De Souza', também), e as 378 dos desclassificados ditas", async () => {
    const paginas = await paginasDoMundo(
      "reservado-2",
      "cepedi-2024-11-embarcatech-resultado-preliminar-prova.pdf",
    );
    const todo = paginas.map((p) => p.linhas.join("\n")).join("\n");
    const independentes = contar(todo, /^TIC37\d{7} \*{3}\.\d{3}\.\d{3}-\*{2} /gm);
    const desclassificados = contar(todo, /^\*{3}\.\d{3}\.\d{3}-\*{2} /gm);
    expect([independentes, desclassificados]).toEqual([1407, 378]);
    const semLista = lerPublicacao(paginas);
    expect(semLista.semLista?.registros).toBe(independentes);
    const comLista = lerPublicacao(paginas, { lista: "AC" });
    expect(comLista.candidatos).toHaveLength(independentes);
    expect(comLista.candidatos.find((c) => c.inscricao === "TIC370101707")).toMatchObject({
      nome: "ícaro De Souza Gonçalves",
      nota: 94,
      valores: ["***.514.055-**", "Feira de Santana", "94,00", "Convocado"],
    });
    expect(comLista.avisos.map((a) => a.mensagem)).toContain(
      `${desclassificados} linha(s) de uma relação sem inscrição nem nome (CPF / Polo / Justificativa): não são candidatos a ler; não entram na tabela.`,
    );
  });
});

describe("o que não é cabeçalho de tabela", () => {
  it('uma frase com as palavras ("Não houve candidatos inscritos.", Diário Oficial de Belo Horizonte nº 7.145): não é cabeçalho', () => {
    expect(colunasDoCabecalho("Não houve candidatos inscritos.")).toBeNull();
  });
});

describe("tabelas de um Diário Oficial municipal sem lista: 'CARGO INSCRIÇÃO NOME COLOCAÇÃO' e 'RANKING NOME CPF' com o CPF cortado (Diário Oficial de Petrolina nº 2.737, pp. 25, 27 e 28)", () => {
  const nome = "dom-petrolina-2021-08-13-pag25-27-28.txt";
  const lida = lerPublicacao(paginasDoTexto(texto(nome)));

  it("as quatro linhas contadas, nenhuma adivinhada: a colocação sem lista não é a ampla concorrência, e sem subtítulo que diga a lista nenhuma é lida", () => {
    const comInscricao = contar(texto(nome), /^\p{Lu}+ \d\.\d{3}\/\d{4} \p{Lu}/gmu);
    const doRanking = contar(texto(nome), /^\d+º \p{Lu}[\p{L} ]+ \d{3}\.\*{3}$/gmu);
    expect([comInscricao, doRanking]).toEqual([1, 3]);
    expect(lida.candidatos).toEqual([]);
    expect(lida.semLista?.registros).toBe(comInscricao + doRanking);
  });

  it("com a lista dita (--lista AC): a linha da inscrição lida pelo cabeçalho, a colocação como classificação; as do RANKING com a inscrição vazia, o CPF cortado fora do nome; a frase do edital ('Nº 001/2020 a comparecerem…') não é linha", () => {
    const comLista = lerPublicacao(paginasDoTexto(texto(nome)), { lista: "AC" });
    expect(comLista.candidatos.map((c) => [c.inscricao, c.nome, c.classificacao])).toEqual([
      ["7.470/2020", "LUCIANO JOAQUIM NETO", { AC: 19 }],
      [null, "Edna Ana da Silva", { AC: 84 }],
      [null, "Fabineide dos Santos Silva", { AC: 85 }],
      [null, "Jozeilton Alves de Barros", { AC: 86 }],
    ]);
    expect(comLista.secoes.every((s) => s.recusados === 0 && s.naoLidos === 0)).toBe(true);
  });
});

describe("lista de inscritos com CPF e nascimento, o cabeçalho terminado na abreviatura 'Data Nasc.' e um subtítulo por campus (UPT/UNEB, alunos inscritos no Vestibular 2025, p. 1 — mundo/reservado-6/upt-uneb-2024-11-12-inscritos-vestibular-2025.pdf)", () => {
  // The first lines of page 1 as the project's PDF reader gives them.
  const pagina = [
    "ALUNOS INSCRITOS NO VESTIBULAR UNEB 2025",
    "Nº Inscrição CPF Nome do Candidato Data Nasc.",
    "UPT25 63_ JUAZEIRO - SEDE-CAMPUS UNEB (DCH III) -",
    "625036522 064.946.755-81 ALINE BEATRIZ CARDOSO ALMEIDA 05/07/2005",
    "625036663 858.325.365-09 ANA CAROLINA CONCEIÇÃO DE OLIVEIRA 21/11/2006",
    "625036665 089.371.885-89 ANA CAROLINA DE JESUS ARAUJO 12/08/2005",
    "625036670 079.612.315-28 ANA CLARA BARROSO DA SILVA 05/05/2005",
  ].join("\n");

  it("'Data Nasc.' é uma coluna, não o fim de uma frase: o cabeçalho tem a inscrição, o CPF, o nome e a data", () => {
    expect(colunasDoCabecalho("Nº Inscrição CPF Nome do Candidato Data Nasc.")?.map((c) => c.tipo)).toEqual([
      "valores",
      "inscricao",
      "cpf",
      "nome",
      "data",
    ]);
    // A sentence's end is still one: no header.
    expect(colunasDoCabecalho("Nome do candidato e inscrição.")).toBeNull();
  });

  it("os quatro registros lidos com o nome inteiro, nenhum recusado", () => {
    const lida = lerPublicacao(paginasDoTexto(pagina), { lista: "AC" });
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome])).toEqual([
      ["625036522", "ALINE BEATRIZ CARDOSO ALMEIDA"],
      ["625036663", "ANA CAROLINA CONCEIÇÃO DE OLIVEIRA"],
      ["625036665", "ANA CAROLINA DE JESUS ARAUJO"],
      ["625036670", "ANA CLARA BARROSO DA SILVA"],
    ]);
    expect(lida.secoes.map((s) => [s.inicios, s.registros, s.recusados, s.naoLidos])).toEqual([[4, 4, 0, 0]]);
  });
});

describe("o CPF mascarado dentro de um grupo ('820.97X.XXX-XX') e a inscrição com prefixo de letras ('ENFERM120242263'), na tabela NOME / CPF / INSCRIÇÃO / PONTOS (DOM de Salvador nº 8.810, 21/6/2024, p. 29 — mundo/reservado-3/dom-salvador-2024-06-21-edicao-8810.pdf)", () => {
  it("cada valor com o seu tipo: o CPF não é um nome nem 'outro'", () => {
    const linha = "JODISELMO DOS SANTOS AMORIM 820.97X.XXX-XX ENFERM120242263 80";
    expect(linha.split(" ").map(tipoDoValor)).toEqual([
      "palavra",
      "palavra",
      "palavra",
      "palavra",
      "cpf",
      "inscricao",
      "numero",
    ]);
    expect(["***.180.875-**", "XXX.917.491-XX", "123.456.789-09"].map(tipoDoValor)).toEqual([
      "cpf",
      "cpf",
      "cpf",
    ]);
    expect(tipoDoValor("820.97Y.XXX-XX")).not.toBe("cpf");
  });
});
