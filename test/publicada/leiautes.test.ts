/**
 * The layouts of #37 on real published text, each test named for the layout it covers (#37: "read
 * every list a banca really publishes, and never lose a record quietly"). The texts are pages of real
 * documents as the project's PDF reader gives them (test/publicada/corpus/README.md says where each
 * comes from); the two IGEDUC PDFs are whole, as published (test/publicada/mundo/). Every count is
 * checked against an independent pattern over the text (an inscrição of so many digits and a comma, or
 * at a line's start), never against the reader itself.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { paginasDoPdf } from "../../src/adapters/pdf/textoDoPdf";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { registrosNaoLidos } from "../../src/publicada/naoLidos";
import { paginasDoTexto } from "../../src/publicada/paginas";
import { tabelaDaPublicacao } from "../../src/publicada/tabelaDaPublicacao";

const texto = (nome: string) => readFileSync(join(__dirname, "corpus", nome), "utf8");
const doTexto = (nome: string, lista?: "AC") =>
  lerPublicacao(paginasDoTexto(texto(nome)), lista ? { lista } : {});
const doPdf = async (nome: string) =>
  lerPublicacao(await paginasDoPdf(new Uint8Array(readFileSync(join(__dirname, "mundo", nome)))));
const contar = (t: string, padrao: RegExp) => t.match(padrao)?.length ?? 0;

describe("colunas dadas por subtítulos: seccional e cidade (FGV, 39º Exame de Ordem, resultado definitivo da 1ª fase, p. 1)", () => {
  const nome = "fgv-oab-2023-12-20-39exame-pag1.txt";
  const lida = doTexto(nome);

  it("a frase diz quatro colunas, os registros trazem duas: seccional e cidade vêm dos subtítulos, e todos os registros são lidos", () => {
    const [secao] = lida.secoes;
    expect(secao.colunas).toEqual([
      "seccional",
      "cidade de prova",
      "número de inscrição",
      "nome do examinando em ordem alfabética",
    ]);
    const naPagina = contar(texto(nome), /\b\d{9},/g);
    expect(naPagina).toBe(217);
    expect(secao).toMatchObject({ inicios: naPagina, registros: naPagina, naoLidos: 0, recusas: [] });
    expect(registrosNaoLidos(lida).total).toBe(0);
  });

  it('cada registro com a seccional e a cidade do subtítulo acima dele ("1.1. RIO BRANCO"; "2. OAB / AL", "2.1. ARAPIRACA")', () => {
    expect(lida.candidatos[0]).toMatchObject({
      inscricao: "631186260",
      nome: "Adalcimar Adalci Nunes De Amorim",
      valores: ["", "RIO BRANCO"],
    });
    expect(lida.candidatos.at(-1)).toMatchObject({
      inscricao: "631090903",
      nome: "Carles André",
      valores: ["OAB / AL", "ARAPIRACA"],
    });
    expect(tabelaDaPublicacao(lida)[0]).toEqual([
      "Inscrição",
      "Nome",
      "Classificado na AC",
      "seccional",
      "cidade de prova",
      "Página",
    ]);
  });
});

describe("coluna campus/curso/turno nos subtítulos, colunas da frase separadas por ';', '-' por classificação ausente (Cebraspe, PAS 2018, 3ª etapa, p. 76)", () => {
  const nome = "cebraspe-pas-2018-3etapa-2021-pag76.txt";
  const lida = doTexto(nome);
  const secao = lida.secoes[0];

  it("23 colunas: a vírgula de '1,5 salário mínimo' e a de 'pretos, pardos ou indígenas' não separam colunas; ';' e ' e classificação' separam", () => {
    expect(secao.colunas).toHaveLength(23);
    expect(secao.colunas[0]).toBe("campus/curso/turno");
    expect(secao.colunas[14]).toBe("classificação final no Sistema de Cotas para Negros (se houver)");
    expect(secao.colunas[16]).toBe(
      "candidatos com renda familiar bruta igual ou inferior a 1,5 salário mínimo per capita que se autodeclararam pretos, pardos ou indígenas e que concorrem como pessoas com deficiência (se houver)",
    );
  });

  it("campus e curso de cada registro tomados dos dois subtítulos acima dele; o registro cortado no pé da página recusado e contado", () => {
    const depoisDaFrase = texto(nome).slice(texto(nome).indexOf("2.1 Resultado"));
    expect(secao.inicios).toBe(contar(depoisDaFrase, /\b\d{8},/g));
    expect([secao.registros, secao.naoLidos]).toEqual([18, 1]);
    expect(secao.recusas).toEqual([
      expect.objectContaining({ pagina: 1, motivo: "O registro tem 9 campo(s) e a seção tem 23 coluna(s)." }),
    ]);
    expect(lida.candidatos[0]).toMatchObject({
      inscricao: "18159094",
      nome: "Amanda Nunes Silva",
      valores: expect.arrayContaining(["CAMPUS DARCY RIBEIRO – DIURNO / ADMINISTRAÇÃO (BACHARELADO)"]),
    });
    expect(lida.candidatos[0].valores.slice(-9)).toEqual(["-", "-", "-", "-", "-", "-", "-", "-", "-"]);
    // The three records before the sentence (the end of section 1.1) are of no list here: counted.
    expect(lida.semLista).toEqual({ registros: 3, pagina: 1 });
    expect(registrosNaoLidos(lida).total).toBe(4);
  });
});

describe("titulares com 6 campos e suplentes com 5, região nos subtítulos, ' e ' entre duas colunas (DODF, 8/1/2020, pp. 43 e 44, Conselho Tutelar)", () => {
  const nome = "dodf-2020-01-08-p43a44.txt";
  const lida = doTexto(nome);
  const secao = lida.secoes[0];

  it("a região de cada registro vem do subtítulo; 'situação final e Conselho Tutelar escolhido' são duas colunas; o suplente sem conselho lido com ela vazia", () => {
    expect(secao.colunas).toEqual([
      "região administrativa de concorrência",
      "número de inscrição",
      "nome do candidato em ordem de classificação",
      "classificação final no processo de escolha",
      "situação final",
      "Conselho Tutelar escolhido pelos titulares",
    ]);
    expect(lida.candidatos[0]).toMatchObject({
      inscricao: "10011747",
      valores: ["Águas Claras", "1", "titular", "Águas Claras"],
      classificacao: { AC: 1 },
    });
    expect(lida.candidatos.find((c) => c.inscricao === "10009490")).toMatchObject({
      nome: "CRISTINA ALVES PEREIRA",
      valores: ["Sobradinho", "12", "suplente", ""],
    });
  });

  it("cada começo de registro da seção lido ou recusado com a página (o de campo vazio); os do fim da seção anterior, sem frase, contados", () => {
    const t = texto(nome);
    const daSecao = t.slice(t.indexOf("2.1 Resultado final do Processo"));
    expect(secao.inicios).toBe(contar(daSecao, /\b\d{8},/g));
    expect([secao.registros, secao.naoLidos]).toEqual([secao.inicios - 1, 1]);
    expect(secao.recusas[0]).toMatchObject({
      pagina: 2,
      texto: expect.stringMatching(/^"10000041, FRANCISCO/),
    });
    // The end of section 1.1 before it: its inscrições, and the first record, whose inscrição is on
    // the page before ("CARLOS FELIPE RODRIGUES DE OLIVEIRA, suplente, aprovado /").
    const antes = t.slice(0, t.indexOf("2.1 Resultado final do Processo"));
    expect(lida.semLista?.registros).toBe(contar(antes, /\b\d{8},/g) + 1);
  });
});

describe("tabela sem frase, listas pelos subtítulos (SEJUSP-MG, resultado final de Agente de Segurança Penitenciário, p. 44)", () => {
  const nome = "sejusp-mg-2024-02-02-pag44.txt";

  it("uma linha por candidato; as linhas sob 'PESSOA COM DEFICIÊNCIA' na lista de PcD; as do alto da página, sem subtítulo, contadas e não lidas", () => {
    const lida = doTexto(nome);
    const linhas = contar(texto(nome), /^\d{9} /gm);
    expect(lida.secoes.map((s) => [s.lista, s.registros, s.naoLidos])).toEqual([
      ["PCD", 29, 0],
      ["PCD", 31, 0],
    ]);
    expect(lida.semLista).toEqual({ registros: 4, pagina: 1 });
    expect(29 + 31 + 4).toBe(linhas);
    expect(lida.candidatos[0]).toMatchObject({
      inscricao: "228225549",
      nome: "VERONICA DE ASSIS GOMES",
      listas: ["PCD"],
    });
    expect(lida.candidatos[0].valores.slice(-2)).toEqual(["128,00", "1"]);
  });

  it("com --lista AC, as linhas sem subtítulo entram na ampla", () => {
    const lida = doTexto(nome, "AC");
    expect(lida.secoes.map((s) => [s.lista, s.registros])).toEqual([
      ["AC", 4],
      ["PCD", 29],
      ["PCD", 31],
    ]);
    expect(registrosNaoLidos(lida).total).toBe(0);
  });
});

describe("tabela com a coluna MODALIDADE (IGEDUC, Guarda Municipal de Arcoverde, PDFs publicados)", () => {
  it("resultado das etapas: cada linha na lista da sua modalidade, a nota (PONTOS), a posição e o cargo do subtítulo", async () => {
    const lida = await doPdf("igeduc-2024-12-11-gcm-arcoverde-resultado-etapas-classificacao.pdf");
    expect(lida.secoes.map((s) => [s.lista, s.registros, s.naoLidos])).toEqual([
      ["AC", 61, 0],
      ["outra", 12, 0],
      ["PCD", 10, 0],
    ]);
    expect(lida.secoes[0].colunas).toEqual([
      "INSCRIÇÃO",
      "NOME",
      "ESP",
      "GER",
      "TAF",
      "ES",
      "IS",
      "AP",
      "PONTOS",
      "NASC.",
      "JURADO",
      "MODALIDADE",
      "POSIÇÃO",
    ]);
    // GABRIELLA TENÓRIO GUIMARÃES, 90,00, of the Feminino list: out of the table.
    expect(lida.candidatos.find((c) => c.inscricao === "0213423")).toBeUndefined();
    expect(lida.candidatos[0]).toMatchObject({
      inscricao: "0236788",
      cargo: "841 - GUARDA MUNICIPAL - ARCOVERDE",
      nome: "RAUL HENRIQUE DE SOUZA BEZERRA",
      nota: 92,
      listas: ["AC"],
      classificacao: { AC: 1 },
    });
    // The Feminino list is no reserve of the law: said, out of the table.
    expect(lida.avisos.map((a) => a.mensagem)).toContain(
      "Linhas de um grupo que não é reserva da Lei 15.142/2025 nem do Decreto 9.508/2018: seus 12 registro(s) não entram na tabela.",
    );
  });

  it('convocados para o curso de formação: "PcD - Pessoa com Deficiência" é a lista de PcD, o nome em maiúsculas termina onde a modalidade começa', async () => {
    const lida = await doPdf("igeduc-2024-12-11-gcm-arcoverde-convocados-curso-formacao.pdf");
    expect(lida.candidatos.find((c) => c.inscricao === "0214575")).toMatchObject({
      nome: "ALESSANDRO LESSA RODRIGUES",
      valores: ["PcD - Pessoa com Deficiência"],
      listas: ["PCD"],
    });
    expect(registrosNaoLidos(lida).total).toBe(0);
  });
});

describe("caracteres de controle no texto publicado (a página da FGV com um U+202E e um NUL no nome, como um PDF hostil os traz)", () => {
  it("retirados do nome, avisados com a página, e nenhum registro perdido", () => {
    const original = texto("fgv-oab-2023-12-20-39exame-pag1.txt");
    const hostil = original
      .replace("Adalcimar Adalci", "Adalcimar\u202E Adalci")
      .replace("Adek Pereira", "Adek\u0000 Pereira");
    const lida = lerPublicacao(paginasDoTexto(hostil));
    expect(lida.candidatos.slice(0, 3).map((c) => c.nome)).toEqual([
      "Adalcimar Adalci Nunes De Amorim",
      "Adeilson Nascimento De Souza",
      "Adek Pereira Dos Santos",
    ]);
    // eslint-disable-next-line no-control-regex -- the characters the test looks for
    expect(tabelaDaPublicacao(lida).flat().join("")).not.toMatch(/[\u0000\u202E]/);
    const avisos = lida.avisos.filter((a) => a.mensagem.startsWith("Caracteres de controle"));
    // Both on the first line of records: one warning for the line, with its page and its text.
    expect(avisos.map((a) => [a.pagina, a.texto.slice(0, 40)])).toEqual([
      [1, "631186260, Adalcimar Adalci Nunes De Amo"],
    ]);
    expect(lida.secoes[0]).toMatchObject({ registros: 217, naoLidos: 0 });
  });
});
