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
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { registrosNaoLidos } from "../../src/publicada/naoLidos";
import { paginasDoTexto } from "../../src/publicada/paginas";
import { tabelaDaPublicacao } from "../../src/publicada/tabelaDaPublicacao";
import { PMDF_TITULOS_2_1, PMDF_SUB_JUDICE_3_1, paginasDoMundo } from "./trechosReais";

const texto = (nome: string) => readFileSync(join(__dirname, "corpus", nome), "utf8");
const doTexto = (nome: string, lista?: "AC") =>
  lerPublicacao(paginasDoTexto(texto(nome)), lista ? { lista } : {});
const doPdf = async (nome: string) => lerPublicacao(await paginasDoMundo(nome));
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

describe("tabela sem frase, listas pelos subtítulos, cabeçalho em três linhas (SEJUSP-MG, resultado final de Agente de Segurança Penitenciário, p. 44)", () => {
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

  it("o cabeçalho em três linhas não cabe nas linhas; sob um título que diz 'Nota Final', a classificação (o último valor, subindo linha a linha) e a nota final (o anterior, que nunca sobe) vêm dos valores", () => {
    const lida = doTexto(nome);
    const pcd = lida.candidatos.filter((c) => c.listas.includes("PCD"));
    expect(pcd).toHaveLength(60);
    expect(pcd.slice(0, 3).map((c) => [c.inscricao, c.nota, c.classificacao])).toEqual([
      ["228225549", 128, { PCD: 1 }],
      ["228198708", 126.5, { PCD: 2 }],
      ["228017467", 126.5, { PCD: 3 }],
    ]);
    expect(pcd.every((c) => c.nota !== null)).toBe(true);
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

/** Real text, as the project's PDF reader gives it: pages parted by "\f". */
const deTexto = (t: string) => lerPublicacao(paginasDoTexto(t));

describe("tabela com o NOME antes da inscrição, um candidato por linha, sob a frase das colunas (Cebraspe, Vestibular UnB 2018/2, Edital nº 13 de 10/7/2018, p. 1 — test/publicada/mundo/cebraspe-2018-07-10-vestibular-unb-2018-2-primeira-chamada.pdf)", () => {
  const trecho = [
    "1.1 Relação dos candidatos selecionados em primeira chamada, na seguinte ordem: nome do candidato em ordem alfabética, número de inscrição,",
    "número do documento de identidade e curso/turno/campus.",
    "Nº do",
    "Nº de",
    "Nome do candidato documento deCurso/turno/campus",
    "inscrição",
    "identidade",
    "Aaron Aubrey Siqueira Sue 10023992 2083285 DF Letras – Tradução – Inglês (Bacharelado) / Diurno / UnB Darcy Ribeiro (Plano Piloto)",
    "Abimael de Jesus Barros Costa 10016099 1875527 DF Estatística (Bacharelado) / Diurno / UnB Darcy Ribeiro (Plano Piloto)",
    "Abraao de Carvalho Santos 10024616 000111688299-7Estatística (Bacharelado) / Diurno / UnB Darcy Ribeiro (Plano Piloto)",
    "MA",
    "Adalberto Ferreira Barbosa Junior 10013254 2049861219 BA Engenharia de Computação (Bacharelado) / Diurno / UnB Darcy Ribeiro (Plano",
    "Piloto)",
    "Adelson Jhonata Silva de Sousa 10012296 936300 TO Ciência da Computação (Bacharelado) / Diurno / UnB Darcy Ribeiro (Plano Piloto)",
  ].join("\n");
  const lida = deTexto(trecho);

  it("cada linha lida: o nome antes da inscrição, a identidade e o curso como valores; 'e curso/turno/campus' separado da identidade", () => {
    const [secao] = lida.secoes;
    const naFolha = contar(trecho, /\b100[0-9]{5}\b/g);
    expect(naFolha).toBe(5);
    expect(secao).toMatchObject({ inicios: naFolha, registros: naFolha, recusados: 0, naoLidos: 0 });
    expect(secao.colunas).toEqual([
      "nome do candidato em ordem alfabética",
      "número de inscrição",
      "número do documento de identidade",
      "curso/turno/campus",
    ]);
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome])).toEqual([
      ["10023992", "Aaron Aubrey Siqueira Sue"],
      ["10016099", "Abimael de Jesus Barros Costa"],
      ["10024616", "Abraao de Carvalho Santos"],
      ["10013254", "Adalberto Ferreira Barbosa Junior"],
      ["10012296", "Adelson Jhonata Silva de Sousa"],
    ]);
    // The identity glued to the course by the PDF taken apart; the course's second line kept with it.
    expect(lida.candidatos[2].valores[0]).toBe("000111688299-7");
    expect(lida.candidatos[3].valores[1]).toBe(
      "BA Engenharia de Computação (Bacharelado) / Diurno / UnB Darcy Ribeiro (Plano Piloto)",
    );
  });
});

describe("tabela com o nome antes da inscrição e a célula do curso partida acima e abaixo da linha (Cebraspe, PAS 2020, Edital nº 46 de 15/6/2023, item 1.1.1 sub judice, pp. 34–35 — test/publicada/mundo/cebraspe-2023-06-15-pas-2020-relacao-provisoria-registro-2sem.pdf)", () => {
  const trecho = [
    "1.1.1 Relação provisória dos candidatos sub judice selecionados, em primeira chamada, dentro do",
    "quantitativo de vagas para o segundo semestre letivo de 2023, cujo registro acadêmico on-line foi",
    "homologado, na seguinte ordem: nome do candidato em ordem alfabética, número de inscrição e",
    "campus/curso/turno.",
    "Nome do candidato Inscrição Campus/curso/turno",
    "Campus UnB — Gama / Engenharias –",
    "Caio Rocha de Oliveira 20195701Aeroespacial / Automotiva / Eletrônica / Energia /",
    "Software (Bacharelados) / Diurno",
    "Campus UnB — Darcy Ribeiro (Plano Piloto) /",
    "Camilly de Araujo Nogueira 20178605",
    "Nutrição (Bacharelado) / Diurno",
    "Campus UnB — Gama / Engenharias –",
    "Diogo Alves da Silva 20183494Aeroespacial / Automotiva / Eletrônica / Energia /",
    "Software (Bacharelados) / Diurno",
    "Campus UnB — Darcy Ribeiro (Plano Piloto) /",
    "Julia Rocha Oliveira 20101692Psicologia (Bacharelado / Licenciatura /",
    "Psicólogo) / Diurno",
    "Campus UnB — Ceilândia / Farmácia",
    "Leticia Cristina Brito de Melo 20197771",
    "(Bacharelado) / Diurno",
    "Campus UnB — Ceilândia / Enfermagem",
    "Maria Eduarda Costa Souza 20169056",
    "(Bacharelado) / Diurno",
    "Campus UnB — Darcy Ribeiro (Plano Piloto) /",
    "Maria Eduarda Lourenco Ribeiro 20118873Língua Portuguesa e Respectiva Literatura",
    "(Bacharelado/Licenciatura) / Diurno",
    "2 DO REENVIO DOS DOCUMENTOS OU ENVIO DE DOCUMENTOS PENDENTES DOS CANDIDATOS",
  ].join("\n");
  const lida = deTexto(trecho);

  it("os sete sub judice lidos; cada um com o campus da linha de cima e o curso da de baixo; 'número de inscrição e campus/curso/turno' são duas colunas", () => {
    const [secao] = lida.secoes;
    expect(contar(trecho, /\b20[0-9]{6}/g)).toBe(7);
    expect(secao).toMatchObject({ inicios: 7, registros: 7, recusados: 0, naoLidos: 0 });
    expect(secao.colunas).toEqual([
      "nome do candidato em ordem alfabética",
      "número de inscrição",
      "campus/curso/turno",
    ]);
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.situacao])).toContainEqual([
      "20197771",
      "Leticia Cristina Brito de Melo",
      "sub judice",
    ]);
    expect(lida.candidatos.map((c) => c.valores[0])).toEqual([
      "Campus UnB — Gama / Engenharias – Aeroespacial / Automotiva / Eletrônica / Energia / Software (Bacharelados) / Diurno",
      "Campus UnB — Darcy Ribeiro (Plano Piloto) / Nutrição (Bacharelado) / Diurno",
      "Campus UnB — Gama / Engenharias – Aeroespacial / Automotiva / Eletrônica / Energia / Software (Bacharelados) / Diurno",
      "Campus UnB — Darcy Ribeiro (Plano Piloto) / Psicologia (Bacharelado / Licenciatura / Psicólogo) / Diurno",
      "Campus UnB — Ceilândia / Farmácia (Bacharelado) / Diurno",
      "Campus UnB — Ceilândia / Enfermagem (Bacharelado) / Diurno",
      "Campus UnB — Darcy Ribeiro (Plano Piloto) / Língua Portuguesa e Respectiva Literatura (Bacharelado/Licenciatura) / Diurno",
    ]);
  });

  it("uma inscrição sozinha na linha (o nome partido acima e abaixo dela, p. 10 do mesmo edital) é um registro recusado e contado, não texto de uma célula", () => {
    const partido = [
      "1.1 Relação provisória dos candidatos selecionados, em primeira chamada, dentro do quantitativo de vagas",
      "para o segundo semestre letivo de 2023, cujo registro acadêmico on-line foi homologado, na seguinte",
      "ordem: nome do candidato em ordem alfabética, número de inscrição e campus/curso/turno.",
      "Campus UnB — Ceilândia / Fisioterapia",
      "Fernanda Veloso Dornelles 21214151",
      "(Bacharelado) / Diurno",
      "Campus UnB — Darcy Ribeiro (Plano Piloto) /",
      "Fernando Andrade da Silva 20113698",
      "Nutrição (Bacharelado) / Diurno",
      "Campus UnB — Darcy Ribeiro (Plano Piloto) /",
      "Fernando Augusto Hortencio de",
      "20195477Engenharia de Computação (Bacharelado) /",
      "Oliveira",
      "Diurno",
      "Campus UnB — Darcy Ribeiro (Plano Piloto) /",
      "Fernando Benfica Rodrigues 20170392Arquitetura e Urbanismo (Bacharelado) /",
      "Noturno",
    ].join("\n");
    const lida = deTexto(partido);
    const [secao] = lida.secoes;
    expect(secao).toMatchObject({ inicios: 4, registros: 3, recusados: 1, naoLidos: 1 });
    expect(lida.candidatos.map((c) => c.inscricao)).toEqual(["21214151", "20113698", "20170392"]);
    expect(secao.recusas[0].texto).toContain("20195477");
  });
});

describe("tabela 'inscrição nome código' sob a frase, campus e curso como subtítulos e o cabeçalho da tabela em três linhas (Cebraspe, PAS 2019, Edital nº 31 de 30/3/2022, p. 1 — test/publicada/mundo/cebraspe-2022-03-30-pas-2019-convocacao-registro-1chamada.pdf)", () => {
  const trecho = [
    "1.1 Convocação, em primeira chamada, para o registro acadêmico on-line dos candidatos selecionados",
    "dentro do quantitativo das vagas, na seguinte ordem: campus/turno/curso, número de inscrição, nome",
    "do candidato em ordem alfabética e sistema/subsistema (conforme legenda abaixo).",
    "(1) Sistema Universal",
    "(2) Sistema de Cotas para Negros",
    "(3) Sistema de Cotas para Escolas Públicas/Candidatos com renda familiar bruta igual ou inferior a 1,5",
    "salário mínimo per capita que se autodeclararam pretos, pardos ou indígenas",
    "1.1.1 CAMPUS DARCY RIBEIRO – DIURNO",
    "ADMINISTRAÇÃO (BACHARELADO)",
    "Nº de",
    "Nome do candidato em ordem alfabética Sistema/subsistema",
    "inscrição",
    "19194104 Alessandra Rodrigues Gomes 7",
    "19184584 Arthur Galdino da Silva 9",
    "19100058 Beatriz Araujo Silva dos Santos 1",
    "19178766 David Dias da Silva 3",
    "\f19191988 Diego de Aguiar Noronha 1",
    "19177123 Vitor Faroni do Espirito Santo 2",
    "19186106 Yan Pinheiro de Souza Mendes 1",
    "AGRONOMIA (BACHARELADO)",
    "Nº de",
    "Nome do candidato em ordem alfabética Sistema/subsistema",
    "inscrição",
    "19197399 Akemi Maria Silva Kawashi 1",
    "19103342 Atico de Melo Pereira Tiscoski 1",
  ].join("\n");
  const lida = deTexto(trecho);

  it("cada linha lida com o campus e o curso dos subtítulos acima dela e o código do sistema; a legenda e o cabeçalho não são registros", () => {
    const [secao] = lida.secoes;
    const naFolha = contar(trecho, /^\f?19[0-9]{6} /gm);
    expect(naFolha).toBe(9);
    expect(secao).toMatchObject({ inicios: naFolha, registros: naFolha, recusados: 0, naoLidos: 0 });
    expect(lida.candidatos[0]).toMatchObject({
      inscricao: "19194104",
      nome: "Alessandra Rodrigues Gomes",
      valores: ["CAMPUS DARCY RIBEIRO – DIURNO / ADMINISTRAÇÃO (BACHARELADO)", "7"],
    });
    expect(lida.candidatos.at(-1)).toMatchObject({
      inscricao: "19103342",
      nome: "Atico de Melo Pereira Tiscoski",
      valores: ["CAMPUS DARCY RIBEIRO – DIURNO / AGRONOMIA (BACHARELADO)", "1"],
    });
  });
});

describe("tabela de uma linha sob a frase, a célula com '. ' na frente (DODF nº 15 de 22/1/2019, p. 8, CBMDF — test/publicada/mundo/reservado/dodf-2019-01-22-edicao-015-integra.pdf)", () => {
  it("a linha lida com a nota final no concurso e a classificação '501º'; o item seguinte não é registro", () => {
    const lida = deTexto(
      [
        '1.1 Relação do aluno incorporado nos termos do item "2" da Portaria de 20 de Julho de 2018 (QBMG-1) publicada no DODF nº 138, de 23 de julho de 2018, dos Processos SEI 00053-00049530/2018-22 e 00053-',
        "00093068/2018-09, bem como das autorizações contidas nos Processos SEI 00053-00005775/2018-48 e Processo 414.000.428/2013, na condição de Soldado BM de 2ª Classe, a contar de 22 de janeiro de 2019, na",
        "seguinte ordem: inscrição, nome do candidato, nota final no concurso e classificação.",
        ". INSCRIÇÃO CANDIDATO NOTA FINAL NO CONCURSO CLASSIFICAÇÃO",
        ". 724021856 Andre Phelipy De Souza Barbosa 68 501º",
        "2. DAS DISPOSIÇÕES FINAIS",
        "2.1 Em caso de indevida acumulação de cargos públicos, o aluno (Soldado BM de 2ª Classe) ou o Praça BM, efetivado no Quadro Geral de Praças Bombeiros Militares na Qualificação Bombeiro Militar Geral",
      ].join("\n"),
    );
    expect(lida.secoes[0]).toMatchObject({ inicios: 1, registros: 1, recusados: 0 });
    expect(lida.candidatos).toMatchObject([
      {
        inscricao: "724021856",
        nome: "Andre Phelipy De Souza Barbosa",
        nota: 68,
        classificacao: { AC: 501 },
      },
    ]);
  });

  it("uma linha com mais valores que a frase diz (as notas objetiva e discursiva, DODF nº 3 de 6/1/2020, p. 27): os dois a mais somam a nota final (80 + 77 = 157), a frase vale para as últimas colunas, as partes ditas num aviso", () => {
    const lida = deTexto(
      [
        "1.1 Relação de candidata convocada para a apresentação e entrega dos documentos, de acordo com as",
        "vagas previstas para o 2º semestre de 2019 nos termos do subitem 2.1 do Edital do Concurso Público nº",
        "001/2016, na seguinte ordem: inscrição, nome do candidato, nota final no concurso e classificação.",
        ". Inscrição Candidata NotaNotaNota final noClassificação",
        "Objetiva Discursiva Concurso",
        ". 728001092 Thatiany Teixeira80 77 157 130º",
        "Batista Chaves",
        "2. DO LOCAL E DA DATA DE APRESENTAÇÃO",
      ].join("\n"),
    );
    expect(lida.secoes[0]).toMatchObject({ inicios: 1, registros: 1, recusados: 0, naoLidos: 0 });
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota, c.classificacao, c.valores])).toEqual([
      ["728001092", "Thatiany Teixeira Batista Chaves", 157, { AC: 130 }, ["157", "130º"]],
    ]);
    expect(lida.avisos.map((a) => a.mensagem)).toContain(
      "A linha tem 2 valor(es) a mais do que as colunas da frase (80; 77), que somam a nota final (157): lidos como as partes da nota, fora das colunas.",
    );
  });
});

describe("lista do IADES no meio de uma edição inteira do Diário (DODF nº 1 de 2/1/2020, p. 52, PMDF CFOPM, item 2.1 — test/publicada/mundo/dodf-2020-01-02-edicao-integra.pdf)", () => {
  const lida = deTexto(
    [
      ...PMDF_TITULOS_2_1,
      "3 DOS RECURSOS",
      "3.1 O candidato disporá de 10 (dez) dias úteis para interpor recurso contra o resultado preliminar da",
      "etapa de prova de títulos, após a publicação deste edital no Diário Oficial do Distrito Federal.",
      "3.2 O recurso deverá ser interposto online, por intermédio do Ambiente do Candidato, no endereço",
      "eletrônico http://www.iades.com.br.",
      "3.3 Recurso enviado por qualquer outro meio diferente do indicado no subitem 3.2 acima não será",
      "aceito e será considerado não conhecidos pelo IADES.",
      "3.4 O candidato deverá ser claro, consistente e objetivo em seu pleito. Recursos inconsistentes e (ou)",
      "fora das especificações e prazos estabelecidos neste edital e em outros editais serão indeferidos.",
      "3.5 Em nenhuma hipótese será aceito pedido de revisão de recurso, tampouco recurso de recurso.",
      "3.6 Recurso cujo teor desrespeite a Banca Examinadora será preliminarmente indeferido.",
      "3.7 A Banca Examinadora constitui a última instância para recurso, sendo soberana em suas decisões,",
      "razão pela qual não caberão recursos adicionais.",
      "WILSON SARMENTO DOS SANTOS",
      "DEPARTAMENTO DE SAÚDE E ASSISTÊNCIA AO PESSOAL",
      "EXTRATO DO 2º TERMO ADITIVO AO CONTRATO Nº 66/2017",
      "Processo de origem: 054.001.577/2016. Processo SEI: 00054-00102820/2019-64; ESPÉCIE: 2º Termo",
      "Aditivo ao Contrato n. 66/2017; CONTRATANTE: DISTRITO FEDERAL, CONTRATADA:",
      "NEFROMED ASSISTÊNCIA MÉDICA LTDA-ME (NEFROMED), CNPJ Nº 10.357.156/0001-88;",
      "OBJETO: Alterar a vigência do contrato, a que faz menção o Primeiro Termo Aditivo ao contrato, o qual",
      "passa a encerrar-se em 09DEZ2019; EMBASAMENTO LEGAL: artigo 57, § 1º, Inciso II, da Lei Federal",
      "n. 8.666/1993; DATA DA ASSINATURA: 30DEZ2019, ASSINANTES: Pelo DF: CEL EDMAR - Chefe",
      "do DSAP; Pela Contratada: ANTONIO JOSÉ ALMEIDA INDA FILHO - Representante legal.",
      "EXTRATO DO 3º TERMO ADITIVO AO CONTRATO Nº 66/2017",
      "Processo de origem: 054.001.577/2016. Processo SEI: 00054-00102820/2019-64; ESPÉCIE: 3º Termo",
      "Aditivo ao Contrato nº 66/2017; CONTRATANTE: DISTRITO FEDERAL, CONTRATADA:",
      "NEFROMED ASSISTÊNCIA MÉDICA LTDA-ME (NEFROMED), CNPJ Nº 10.357.156/0001-88;",
      "OBJETO: Prorrogar o prazo de vigência do Contrato por mais 07 (Sete) meses, encerrando-se em",
      "30JUL2020; EMBASAMENTO LEGAL: artigo 57, § 1º, Inciso II, da Lei Federal n. 8.666/1993; VALOR",
      "ENVOLVIDO NA EXECUÇÃO: R$ 2.382.177,39 (Dois milhões trezentos e oitenta e dois mil cento e",
      "setenta e sete reais e trinta e nove centavos); DATA DA ASSINATURA: 30DEZ2019, ASSINANTES:",
      "Pelo DF: CEL EDMAR - Chefe do DSAP; Pela Contratada: ANTONIO JOSÉ ALMEIDA INDA FILHO-",
      "Representante legal.",
      "CORPO DE BOMBEIROS MILITAR DO DISTRITO FEDERAL",
    ].join("\n"),
  );

  it("o formato dos registros vem da lista, não dos extratos de contrato que a seguem ('Processo SEI: …; ESPÉCIE'): os dois registros lidos", () => {
    expect(lida.secoes.map((s) => [s.inicios, s.registros, s.recusados, s.naoLidos])).toEqual([[2, 2, 0, 0]]);
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome])).toEqual([
      ["161100666", "ITALO DA SILVA OLIVEIRA"],
      ["161108361", "SERGIO LUIZ FARIA"],
    ]);
  });

  it("a nota judicial sem a vírgula antes do valor seguinte ('(sub judice, Mandado de Segurança nº …) - , - , - , 0.00') sai das colunas: o registro é sub judice e as pontuações ficam nas suas colunas", () => {
    expect(lida.candidatos[0]).toMatchObject({ situacao: "sub judice", valores: ["-", "-", "-", "0.00"] });
    expect(lida.candidatos[1].situacao).toBeUndefined();
  });
});

describe("lista sem inscrição: classificação e nome (DOM de Belo Horizonte nº 7.144 de 30/11/2024, p. 2, ato de nomeação do Edital 02/2022-SMASAC — test/publicada/mundo/reservado/dom-bh-2024-11-30-edicao-7144.pdf)", () => {
  const trecho = [
    "CONCURSO PÚBLICO",
    "EDITAL 02/2022",
    "SMASAC",
    "ATO DE NOMEAÇÃO",
    "O Prefeito de Belo Horizonte nomeia para o cargo de ANALISTA DE POLÍTICAS",
    "PÚBLICAS, Edital nº 02/2022, homologado em 19/05/2023, nos termos do art. 11, I, da",
    "Lei n.º 7.169/1996, em virtude de aprovação em concurso público, os(as) candidatos(as)",
    "abaixo listados(as):",
    "ANALISTA DE POLÍTICAS PÚBLICAS/PSICOLOGIA",
    "Classificação Nome",
    "60º lugar Tamires da Silva Gomes",
    "61º “ Érika Andressa Sampaio da Silva (Já nomeada no DOM de 30/09/2023,",
    "atendendo ao disposto no art. 1º da Lei 10.924/2016).",
    "62º “ Loarley José dos Santos",
    "63º “ Bárbara Vieira Souto",
    "Candidata nomeada para a vaga de negros, atendendo ao disposto no art. 1º da Lei",
    "nº10.924/2016:",
    "Classificação Nome",
    "13º lugar Roberta Viana Costa",
    "ANALISTA DE POLÍTICAS PÚBLICAS/SERVIÇO SOCIAL",
    "Classificação Nome",
    "54º lugar Francisca Viviane Matos Soares",
    "55º “ Dulcineia Candeias Gomes Parreiras (Já nomeada no DOM de",
    "02/03/2024, atendendo ao disposto no art. 1º da Lei 10.924/2016)",
    "56º “ Maria Isabel Gonçalves Bezerra",
    "57º “ Izabela Emilia Garcia de Lacerda",
    "Belo Horizonte, 27 de novembro de 2024",
    "Fuad Noman",
  ].join("\n");

  it("cada linha é um registro com a inscrição vazia, dito num aviso; a da vaga de negros lida na lista PPP; as outras, sem lista que as diga, contadas e não adivinhadas", () => {
    const lida = deTexto(trecho);
    expect(lida.secoes.map((s) => [s.lista, s.inicios, s.registros, s.recusados])).toEqual([
      ["PPP", 1, 1, 0],
    ]);
    expect(lida.candidatos).toMatchObject([
      { inscricao: null, nome: "Roberta Viana Costa", classificacao: { PPP: 13 }, listas: ["PPP"] },
    ]);
    expect(lida.semLista?.registros).toBe(8);
    expect(lida.avisos.map((a) => a.mensagem)).toContain(
      "1 linha(s) de uma lista que não publica a inscrição (só a classificação e o nome): lidas com a inscrição vazia; complete-a na tabela se a tiver.",
    );
  });

  it("com a lista dita (--lista AC), as oito da ampla lidas com a classificação publicada; a nota entre parênteses ('(Já nomeada no DOM de …)', em duas linhas) não entra no nome", () => {
    const lida = lerPublicacao(paginasDoTexto(trecho), { lista: "AC" });
    expect(registrosNaoLidos(lida).total).toBe(0);
    const ampla = lida.candidatos.filter((c) => c.listas.includes("AC"));
    expect(ampla.map((c) => [c.inscricao, c.nome, c.classificacao.AC])).toEqual([
      [null, "Tamires da Silva Gomes", 60],
      [null, "Érika Andressa Sampaio da Silva", 61],
      [null, "Loarley José dos Santos", 62],
      [null, "Bárbara Vieira Souto", 63],
      [null, "Francisca Viviane Matos Soares", 54],
      [null, "Dulcineia Candeias Gomes Parreiras", 55],
      [null, "Maria Isabel Gonçalves Bezerra", 56],
      [null, "Izabela Emilia Garcia de Lacerda", 57],
    ]);
  });
});

describe("lista sem inscrição com as notas: classificação, nome, notas e nota final (DOM de Belo Horizonte nº 7.151 de 11/12/2024, resultado final do PSS do HOB, Edital 037/2024 — test/publicada/mundo/dom-bh-2024-12-11-edicao-7151.pdf)", () => {
  it("a nota final é o último valor da linha, pelo cabeçalho 'CLAS. CANDIDATO NOTA NA PROVA TITULOS NOTA FINAL'", () => {
    const lida = lerPublicacao(
      paginasDoTexto(
        [
          "ÁREA 01: Raio X Digital e Arco Cirúrgico",
          "CANDIDATOS HABILITADOS / CLASSIFICADOS",
          "CLAS. CANDIDATO NOTA NA PROVA TITULOS NOTA FINAL",
          "1 SARA DE PAULA SEVERINO 19,5 50 69,5",
          "2 LUCAS MENDES FERREIRA 20 30 50",
          "3 GLEISSON GERALDO RIBEIRO 20 30 50",
        ].join("\n"),
      ),
      { lista: "AC" },
    );
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota, c.valores])).toEqual([
      [null, "SARA DE PAULA SEVERINO", 69.5, ["19,5", "50", "69,5"]],
      [null, "LUCAS MENDES FERREIRA", 50, ["20", "30", "50"]],
      [null, "GLEISSON GERALDO RIBEIRO", 50, ["20", "30", "50"]],
    ]);
  });
});

describe("lista sem inscrição com uma só pontuação: classificação, nome e títulos (DOM de Belo Horizonte nº 7.143 de 29/11/2024, resultado final do PSS do HOB, Edital 039/2024, p. 30 — test/publicada/mundo/dom-bh-2024-11-29-edicao-7143.pdf)", () => {
  it("a única coluna depois do nome, 'TITULOS', é a nota pela qual a lista se classifica", () => {
    const lida = lerPublicacao(
      paginasDoTexto(
        [
          "CANDIDATAS HABILITADAS / CLASSIFICADAS",
          "CLAS. NOME TITULOS",
          "1 CASSIA DA SILVA MARTINS DE SOUZA 20",
          "2 JANAINA MAGALHAES DE SOUZA 0",
          "CANDIDATA INABILITADA / DESCLASSIFICADA",
          "Não houveram desclassificados",
        ].join("\n"),
      ),
      { lista: "AC" },
    );
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota, c.classificacao])).toEqual([
      [null, "CASSIA DA SILVA MARTINS DE SOUZA", 20, { AC: 1 }],
      [null, "JANAINA MAGALHAES DE SOUZA", 0, { AC: 2 }],
    ]);
  });
});

describe("tabela CURSO / INSCRIÇÃO / NOME sem frase, as listas como subtítulos (UNEB, Vestibular 2025, convocados em 1ª opção, pp. 1–3 — test/publicada/corpus/uneb-2025-vestibular-1sem-1opcao-pag1a3.txt)", () => {
  const nome = "uneb-2025-vestibular-1sem-1opcao-pag1a3.txt";
  const lida = doTexto(nome);

  it("todas as linhas lidas, o curso (a coluna antes da inscrição) como valor; 'Não Optante por Cotas' é a ampla, 'Negros(as)' a PPP, 'Quilombolas' a QUI", () => {
    const naFolha = contar(texto(nome), /^\d{3} 625\d{6} /gm);
    expect(naFolha).toBe(88);
    expect(lida.secoes.reduce((n, s) => n + s.registros, 0)).toBe(naFolha);
    expect(registrosNaoLidos(lida).total).toBe(0);
    const porLista = (l: string) => lida.candidatos.filter((c) => c.listas.includes(l as "AC")).length;
    // Counted by hand under each subtitle of the three pages.
    expect([porLista("AC"), porLista("PPP"), porLista("QUI")]).toEqual([51, 34, 3]);
    expect(lida.candidatos[0]).toMatchObject({
      inscricao: "625020495",
      nome: "ANA CAROLINA ALMEIDA DE SANTANA",
      valores: ["102"],
      listas: ["AC"],
    });
    expect(lida.colunasDosValores).toEqual(["CURSO"]);
  });

  it("o subtítulo do curso e o da lista, no alto de cada página, não são cabeçalho corrido: só as três linhas da UNEB e o número da página saem", () => {
    expect(lida.avisos.map((a) => a.mensagem)).toContain(
      "Cabeçalho ou rodapé repetido retirado (páginas 1 a 3, 3 linhas).",
    );
    expect(lida.avisos.map((a) => a.texto).join(" ")).not.toContain("Não Optante por Cotas");
  });
});

describe("registros no mesmo parágrafo da frase, separados por ';', a nota judicial depois do nome com o parêntese aberto, e um extrato de contrato logo depois (DODF nº 62 de 2/4/2019, p. 40, PMDF — test/publicada/mundo/reservado/dodf-2019-04-02-edicao-062-integra.pdf)", () => {
  it("os quatro reintegrados lidos sub judice, a nota fora do nome; a lista acaba no ponto do último registro: o extrato de contrato não vira registros", () => {
    const lida = deTexto(
      [
        "REINTEGRAÇÃO DE CANDIDATOS NA CONDIÇÃO SUB JUDICE",
        "O CHEFE DO DEPARTAMENTO DE GESTÃO DE PESSOAL, DA POLÍCIA MILITAR DO DISTRITO",
        "FEDERAL, no uso de suas atribuições legais, que lhe são conferidas no inciso VI do artigo 1o da Portaria",
        "PMDF no 670 de 3 de junho de 2009 e em conformidade com o disposto na Lei Distrital no 4.949, de 15",
        "de outubro de 2012, e em face das decisões judiciais proferidas, em caráter liminar, torna pública a",
        'suspensão da eliminação dos candidatos, bem como a participação, na condição "sub judice", nas demais',
        "fases do concurso público de admissão ao Curso de Formação de Praças (CFP) com graduação de Soldado",
        "Policial Militar da Polícia Militar do Distrito Federal do Quadro de Praças Policiais Militares Combatentes",
        "- QPPMC, conforme a seguir. 1 DA REINTEGRAÇÃO DE CANDIDATO NA CONDIÇÃO SUB",
        "JUDICE; 1.1 Ficam reintegrados no certame os candidatos, na condição sub judice, na seguinte ordem:",
        "número de inscrição e nome completo em ordem alfabética. 197102616, ANTONIO DA COSTA",
        "AMORIM JUNIOR (sub judice, Mandado de Segurança nº 0702639-60.2019.8.07.0018; 197117116,",
        "KAIQUE FRANCIS RODRIGUES BUENO (sub judice, Agravo de Instrumento nº 0700234-",
        "71.2019.8.07.9000); 197106654, NAYARA CASTRO DE OLIVEIRA (sub judice, Mandado de Segurança",
        "nº 0702557-29.2019.8.07.0018); 197102944, RODRIGO MARK ALVES DE LIMA (sub judice, Agravo",
        "de Instrumento nº 0703756-43.2019.8.07.0000).",
        "GILMAR DA SILVA FERREIRA",
        "DEPARTAMENTO DE LOGÍSTICA E FINANÇAS",
        "EXTRATO DO CONTRATO Nº 07/2019",
        "PROCESSO: 00054-00031577/2018-10. PARTES: DF/PMDF X TECHNODATA COMPUTADORES",
        "LTDA. OBJETO: Aquisição de 51 (cinquenta e um) PROJETORES MULTIMÍDIA. Tecnologia 3LCD ou",
        "DLP; Projeção frontal/retroprojeção/com montagem no teto; Brilho mínimo de 3000 ANSI Lumens;",
        "Contraste mínimo de 10000:1; Resolução nativa XGA (1024x768) ou superior; Relação de aspecto de 4;3",
        "devendo suportar o aspecto 16:9 ou 16:10; Relação de zoom de 1-1.2 (ótico); lâmpada com vida útil",
        "mínimo de 5000 horas; Conectividade: HDMI, USB; O equipamento deverá possuir tensão da fonte de",
        "alimentação bivolt: 100 - 240 V; Acessórios obrigatórios: Bolsa para transporte, controle remoto com",
        "bateria, e cabo de força. VALOR: R$ 97.461,00 (noventa e sete mil, quatrocentos e sessenta e um reais).",
        "NOTA DE EMPENHO: 2019NE000225 de 25/02/2019. FONTE DE RECURSO: 0100000000. UG/UO:",
        "170393/00001. PROGRAMA DE TRABALHO: 28845090300NR0053. NATUREZA DA DESPESA:",
        "44.90.52. BASE LEGAL: Edital De Pregão Eletrônico nº 43/2018-PMDF. ASSINATURA: 11/03/2019.",
        "VIGÊNCIA: 12 (doze) meses a contar da data de sua assinatura. SIGNATÁRIOS: Pelo DISTRITO",
        "FEDERAL: STÉFANO ENES LOBÃO, Chefe do Departamento de Logística e Finanças. Pela Contratada:",
        "WILSON CARLOS DE ALMEIDA, na qualidade de Sócio.",
      ].join("\n"),
    );
    expect(lida.secoes.map((s) => [s.inicios, s.registros, s.recusados, s.naoLidos])).toEqual([[4, 4, 0, 0]]);
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.situacao])).toEqual([
      ["197102616", "ANTONIO DA COSTA AMORIM JUNIOR", "sub judice"],
      ["197117116", "KAIQUE FRANCIS RODRIGUES BUENO", "sub judice"],
      ["197106654", "NAYARA CASTRO DE OLIVEIRA", "sub judice"],
      ["197102944", "RODRIGO MARK ALVES DE LIMA", "sub judice"],
    ]);
    expect(lida.avisos.map((a) => a.mensagem)).toContain(
      "Nota de decisão judicial depois do nome: lido como sub judice, a nota fora do nome.",
    );
  });
});

describe("a coluna 'código da vaga' dada pelo subtítulo do cargo e a nota judicial como campo a mais (DODF nº 2 de 3/1/2020, p. 23, PMDF — test/publicada/mundo/reservado/dodf-2020-01-03-edicao-integra.pdf)", () => {
  it("os dois registros lidos sub judice, com a pontuação preliminar e a ordem de classificação nas suas colunas", () => {
    const lida = deTexto(
      [
        ...PMDF_SUB_JUDICE_3_1,
        "3.2 Os candidatos que na forma do subitem 1.1.1 do Edital nº 270/DGP - PMDF, de 23 de dezembro",
        "de 2019, se encontram entre a 769ª (septingentésima sexagésima nova) posição e a 1727ª (milésima",
      ].join("\n"),
    );
    expect(lida.secoes.map((s) => [s.lista, s.inicios, s.registros, s.recusados])).toEqual([["AC", 2, 2, 0]]);
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.situacao, c.valores.slice(1)])).toEqual([
      ["197110865", "GUILHERME ROCHA CORRETO DUARTE", "sub judice", ["50.43", "1727"]],
      ["197131205", "HENRIQUE OLIVEIRA FIRMINO", "sub judice", ["54.22", "769"]],
    ]);
  });
});

describe("tabela de largura fixa sem frase, o cabeçalho em palavras de mais de uma ('INSC. ENEM', 'NOME DO CANDIDATO') e a coluna MODALIDADE em códigos do SISU (UFPE, SISU 2023, classificados por entrada, 5/4/2023, p. 9 — test/publicada/mundo/ufpe-2023-04-05-sisu2023-classificados-por-entrada.pdf, pelo leitor de PDF do projeto)", () => {
  const pagina = `UFPE - SISU - SISTEMA DE SELEÇÃO UNIFICADA 2023 PAG 9
RELAÇÃO DOS CANDIDATOS CLASSIFICADOS POR ENTRADA 05/04/2023
=========================================================================================================================================
CURSO: ABI - ENGENHARIA GRAU: ÁREA BÁSICA DE INGRESSO TURNO: INTEGRAL CAMPUS: RECIFE 1A. ENTRADA
INSC. ENEM NOME DO CANDIDATO NOTA MODALIDADE
**************************************************************************************************************************************************************************************************************
221019738535 VINICIUS PORTO FEITOSA 771.37 A0
221034182552 VINICIUS TORRES SILVEIRA 659.71 A0
221006677407 VINICIUS XAVIER FERREIRA DA SILVA 699.35 A0
221015185723 VITORIA CRISTINE PEREIRA DA SILVA 593.80 L3
221000644833 VITOR MATHEUS DE ASSIS LIMA 642.03 L3
221035003526 WAGNER VINICIUS CAVALCANTI SILVA 651.23 L1
221009670789 WALDECY LUCAS DE SOUZA BARBOSA 613.99 L7
221001921313 WELLINGTON DOUGAS SANTANA DA SILVA 566.09 L3
221017823636 WESLEY FELIPE ALVES DA SILVA 555.15 L3
221010288787 WILLAMIS PEREIRA BEZERRA DA SILVA 592.34 L7
221041142060 WILLIAN GABRIEL DA SILVA COSTA 667.98 L5
221017226392 WILLIAN MATHEUS NASCIMENTO DA SILVA 602.90 L3
221025220023 WILSON VALERIO DA SILVA NETO 678.29 A0
221027077744 WLADIMIR ARAUJO REGO 571.48 L3
221003391721 WYLLYAN SIMPLICIO DE CARVALHO 605.70 L3
221027273053 YAN GUILHERME CAVALCANTE LIMA 697.51 A0
221030043394 YASMIM CECILIA ALENCAR MONTEIRO LIMA 648.74 L5
221033929524 YOANES BARBOSA DE ARAUJO 652.31 L3
TOTAL DE CANDIDATOS CLASSIFICADOS NA PREFERÊNCIA: 330`;

  it("as colunas vêm do cabeçalho; a nota é a NOTA (ponto decimal); A0 é a ampla; L1…L15 (modalidades da Lei 12.711/2012) contadas fora da tabela; o curso (subtítulo 'CURSO:') é o cargo", () => {
    const lida = lerPublicacao(paginasDoTexto(pagina));
    const linhas = contar(pagina, /^\d{12} /gm);
    expect(lida.secoes[0].colunas).toEqual(["INSC. ENEM", "NOME DO CANDIDATO", "NOTA", "MODALIDADE"]);
    expect(lida.secoes.map((s) => [s.lista, s.registros, s.recusados])).toEqual([
      ["AC", 5, 0],
      ["outra", 13, 0],
    ]);
    expect(5 + 13).toBe(linhas);
    expect(lida.semLista).toBeUndefined();
    expect(lida.candidatos[0]).toMatchObject({
      inscricao: "221019738535",
      nome: "VINICIUS PORTO FEITOSA",
      nota: 771.37,
      listas: ["AC"],
      cargo:
        "CURSO: ABI - ENGENHARIA GRAU: ÁREA BÁSICA DE INGRESSO TURNO: INTEGRAL CAMPUS: RECIFE 1A. ENTRADA",
    });
    expect(registrosNaoLidos(lida).total).toBe(0);
  });
});

describe("linha da tabela cujos valores o texto do PDF pôs numa linha à parte (SEJUSP-MG, resultado final de Agente de Segurança Penitenciário, pp. 10 e 44 — test/publicada/mundo/sejusp-mg-2024-02-02-agente-penitenciario-resultado-final.pdf, trechos pelo leitor de PDF do projeto)", () => {
  const trecho = `AGENTE DE SEGURANÇA PENITENCIÁRIO
ENSINO MÉDIO
AMPLA CONCORRÊNCIA
REGIÕES INTEGRADAS DE SEGURANÇA PÚBLICA - (FEMININO)
Nota Nota Nota Final Nota Final Nota Class.
Inscrição Nome Data Nasc. POR RL INF LEG DH LE
Objetiva Redação 1ª Etapa 6ª Etapa Final Ampla
228138536 VITORIA MENDES DE ANDRADE 06/10/1996 12,00 2,00 4,00 6,00 20,00 30,00 74,00 85,00 159,00 82,00 120,50 618
228030108 SIENY SOUZA SANTOS 28/12/1982 16,00 3,00 5,00 4,00 20,00 28,00 76,00 85,00 161,00 80,00 120,50 619
228131322 JOZY LUCCE SANTOS OLIVEIRA 03/09/1988 8,00 4,00 5,00 6,00 20,00 30,00 73,00 90,00 163,00 78,00 120,50 620
228141314 RENATA SAMPAIO COSTA PINTO 20/05/1991 16,00 4,00 5,00 7,00 18,00 28,00 78,00 85,00 163,00 78,00 120,50 621
228002137 ADRIANA RANGEL TORRES 24/12/1978 18,00 4,00 4,00 4,00 20,00 30,00 80,00 85,00 165,00 76,00 120,50 622
228206601 GABRIELA SOARES AMORIM 04/05/1998 18,00 3,00 3,00 5,00 18,00 28,00 75,00 90,00 165,00 76,00 120,50 623
228110896 ROSILENE ALVES CORDEIRO 13/02/1994 16,00 2,00 4,00 7,00 20,00 28,00 77,00 90,00 167,00 74,00 120,50 624
228153351 LUCIANA MARIA RODRIGUES DANTAS 08/08/1992 18,00 3,00 4,00 5,00 18,00 26,00 74,00 95,00 169,00 72,00 120,50 625
228211047 DANIELA APARECIDA RIBEIRO GONCALVES
228151977 JAYANE RANARA RODRIGUES DE AMORIM
21/07/2000 12,00 2,00 4,00 6,00 18,00 26,00 68,00 80,00 148,00 92,00 120,00 626
10/07/1996 14,00 3,00 4,00 7,00 20,00 26,00 74,00 80,00 154,00 86,00 120,00 627
228043810 TAYNÁ SOUZA PINHEIRO 08/07/1998 14,00 3,00 4,00 4,00 20,00 28,00 73,00 85,00 158,00 82,00 120,00 628
AGENTE DE SEGURANÇA PENITENCIÁRIO
ENSINO MÉDIO
PESSOA COM DEFICIÊNCIA
REGIÕES INTEGRADAS DE SEGURANÇA PÚBLICA - (FEMININO)
Nota Nota Nota Final 1ª Nota Final Class.
Inscrição Nome Data Nasc. POR RL INF LEG DH LE Nota Final
Objetiva Redação Etapa 6ª Etapa Pcd
228225549 VERONICA DE ASSIS GOMES 13/04/1982 14,00 3,00 5,00 4,00 18,00 30,00 74,00 90,00 164,00 92,00 128,00 1
228198708 JOYCE BERNARDINA RODRIGUES DE OLIVEIRA 10/05/1996 16,00 2,00 4,00 7,00 20,00 28,00 77,00 80,00 157,00 96,00 126,50 2
228017467 LETICIA RODRIGUES MIRANDA 28/12/1989 16,00 3,00 2,00 6,00 16,00 26,00 69,00 90,00 159,00 94,00 126,50 3
228090406 AMANDA ARTIN ARTINIAN DEPANIAN 19/01/1995 14,00 2,00 4,00 8,00 20,00 26,00 74,00 85,00 159,00 92,00 125,50 4
228037433 ALINE KELLY APARECIDA PEREIRA HENRIQUES 05/03/1989 14,00 2,00 3,00 4,00 18,00 24,00 65,00 90,00 155,00 92,00 123,50 5
228030297 CLEIDIMARA RODRIGUES PEREIRA 12/01/1995 14,00 2,00 4,00 8,00 16,00 32,00 76,00 80,00 156,00 90,00 123,00 6
228029470 BEATRIZ DA SILVA NOGUEIRA 14/11/2000 14,00 4,00 4,00 5,00 20,00 26,00 73,00 85,00 158,00 88,00 123,00 7
228211047 DANIELA APARECIDA RIBEIRO GONCALVES 21/07/2000 12,00 2,00 4,00 6,00 18,00 26,00 68,00 80,00 148,00 92,00 120,00 8`;

  it("a linha só com inscrição e nome é lida sem a nota e dita; a nota final vem da mesma pessoa na lista de PcD, onde a linha está inteira", () => {
    const lida = lerPublicacao(paginasDoTexto(trecho));
    expect(lida.secoes.map((s) => [s.lista, s.registros])).toEqual([
      ["AC", 11],
      ["PCD", 8],
    ]);
    expect(lida.candidatos.find((c) => c.inscricao === "228211047")).toMatchObject({
      nome: "DANIELA APARECIDA RIBEIRO GONCALVES",
      nota: 120,
      listas: ["AC", "PCD"],
      classificacao: { PCD: 8 },
    });
    expect(lida.candidatos.find((c) => c.inscricao === "228153351")).toMatchObject({
      nota: 120.5,
      classificacao: { AC: 625 },
    });
    expect(
      lida.avisos.filter((a) => a.mensagem.startsWith("A linha tem 0 valor(es)")).map((a) => a.texto),
    ).toEqual([
      '"228211047 DANIELA APARECIDA RIBEIRO GONCALVES"',
      '"228151977 JAYANE RANARA RODRIGUES DE AMORIM"',
    ]);
  });
});
