/**
 * Header rows that do not give one plain word per column (#37: find the columns from the evidence, not
 * from one layout): words glued by a database's export ("NRINSCRICAO NOMECANDIDATO NOTAFINALP1 …"), a
 * score word the reader did not know ("ESCORE", "MEDIA_PROVA"), a header whose words go on in a second
 * line ("PROVISORIA PROVISORIA") and whose name column has no word at all (the name printed before the
 * inscrição). Real text only, copied line for line from the documents of test/publicada/mundo/ (as the
 * project's PDF reader gives the pages of a PDF); every count checked against an independent pattern
 * over the same text.
 */
import { describe, expect, it } from "vitest";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { registrosNaoLidos } from "../../src/publicada/naoLidos";
import { paginasDoTexto } from "../../src/publicada/paginas";
import { listaDoBloco } from "../../src/publicada/tabela";
import { paginasDoMundo } from "./trechosReais";
import {
  colunaDaNota,
  colunasDoCabecalho,
  ladoDoNome,
  partesDaPalavra,
} from "../../src/publicada/tabelaPeloCabecalho";

const contar = (t: string, padrao: RegExp) => t.match(padrao)?.length ?? 0;

/**
 * Banrisul/Cebraspe 2022, área 3 (mundo/reservado-4/cebraspe-2022-banrisul-area3-lista-ordenada-texto.txt):
 * the result exported by the author's script, a fixed-width table with glued column names; its first
 * five rows and its last lines.
 */
const BANRISUL = [
  "NRINSCRICAO NOMECANDIDATO                              NOTAFINALP1 ACERTOSP1 NOTAFINALP2 ACERTOSP2 NOTAFINALTOTAL",
  "10004893    Giovani Gheno Bombardieri                  40          45        46          58        86            ",
  "10002721    Vitor Jurkfitz Moraes                      42          45        43          54        85            ",
  "10003907    Neimar Coelho Rech                         39          41        45          55        84            ",
  "10001634    Lucas Petit de Aragao                      33          36        47          51        80            ",
  "10002563    Guilherme Virgilio Picinin Oliveira Simoes 44          47        36          53        80            ",
  "",
  "===== ÁREA 3: DESENVOLVIMENTO SISTEMAS ===== ",
  "",
  " CANDIDATOS CLASSIFICADOS:  273",
].join("\n");

describe("cabeçalho de palavras coladas, exportado de um banco de dados: NRINSCRICAO NOMECANDIDATO NOTAFINALP1 ACERTOSP1 NOTAFINALP2 ACERTOSP2 NOTAFINALTOTAL (Banrisul/Cebraspe 2022, área 3)", () => {
  it("cada palavra colada se lê pelas palavras de coluna de que é feita: a inscrição, o nome, três notas e dois acertos (que não são nota)", () => {
    expect(partesDaPalavra("NRINSCRICAO")).toEqual(["nr", "inscricao"]);
    expect(partesDaPalavra("NOTAFINALTOTAL")).toEqual(["nota", "final", "total"]);
    expect(partesDaPalavra("NOTAFINALP1")).toEqual(["nota", "final", "p1"]);
    const colunas = colunasDoCabecalho(BANRISUL.split("\n")[0]);
    expect(colunas?.map((c) => [c.nome, c.tipo])).toEqual([
      ["NRINSCRICAO", "inscricao"],
      ["NOMECANDIDATO", "nome"],
      ["NOTAFINALP1", "nota"],
      ["ACERTOSP1", "numero"],
      ["NOTAFINALP2", "nota"],
      ["ACERTOSP2", "numero"],
      ["NOTAFINALTOTAL", "nota"],
    ]);
    // Of the three scores, the final one of the whole, not a partial one.
    expect(colunaDaNota(colunas!)).toBe(6);
  });

  it("com a lista dita (--lista AC), cada linha lida com a nota = NOTAFINALTOTAL, a última coluna", () => {
    const independentes = contar(BANRISUL, /^\d{8} {2,}\p{Lu}/gmu);
    expect(independentes).toBe(5);
    const lida = lerPublicacao(paginasDoTexto(BANRISUL), { lista: "AC" });
    expect(registrosNaoLidos(lida).total).toBe(0);
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota])).toEqual([
      ["10004893", "Giovani Gheno Bombardieri", 86],
      ["10002721", "Vitor Jurkfitz Moraes", 85],
      ["10003907", "Neimar Coelho Rech", 84],
      ["10001634", "Lucas Petit de Aragao", 80],
      ["10002563", "Guilherme Virgilio Picinin Oliveira Simoes", 80],
    ]);
  });
});

/**
 * UPE, SSA3, classificados de 6/4/2021, p. 1 (mundo/reservado-3/upe-2021-04-06-ssa3-classificados.pdf):
 * the campus, the course and the shift above the header, the list in alphabetical order; its first ten
 * rows.
 */
const UPE = [
  "SISTEMA SERIADO DE AVALIAÇÃO 3 - SSA3",
  "CLASSIFICADOS",
  "Campus: Arcoverde",
  "Curso: Direito - Bacharelado",
  "Turno: DIURNO",
  "INSC. NOME ESCORE ORDEM COTISTA",
  "3000725 ADAILTON CALUMBY DE ARAUJO LINS 53.37 55 SIM",
  "3006989 ALLEF RAYFF BEZERRA DA NOBREGA 63.2 14 SIM",
  "3002263 ANA CLARA RIOS SUNDFELD 64.1 9 NÃO",
  "3013206 ANA LUISA DA SILVA BORGES 63.1 15 NÃO",
  "3003165 BRUNA CAMILLA DA MOTA SOUZA 69.8 2 NÃO",
  "3012763 CAMILLA GOMES CAZE 63.84 10 NÃO",
  "3014193 ELIAZAR CORDEIRO LEONARDO NETO 67.54 4 NÃO",
  "3000156 FELIPE GONCALVES BARBOSA MACIEL 63.2 13 NÃO",
  "3007157 FRANCIMAGNO PEREIRA LACERDA DE ARAUJO 54.6 52 SIM",
  "3011284 GABRIEL DE BRITO MARTINS 63.44 12 NÃO",
].join("\n");

describe("cabeçalho INSC. NOME ESCORE ORDEM COTISTA: o escore é a nota pela qual a lista se ordena (UPE, SSA3 2021, classificados)", () => {
  it("cada linha lida com a nota = ESCORE, não sem nota", () => {
    const independentes = contar(UPE, /^\d{7} \p{Lu}/gmu);
    expect(independentes).toBe(10);
    const lida = lerPublicacao(paginasDoTexto(UPE), { lista: "AC" });
    expect(registrosNaoLidos(lida).total).toBe(0);
    expect(lida.candidatos).toHaveLength(independentes);
    expect(lida.candidatos.slice(0, 3).map((c) => [c.inscricao, c.nome, c.nota])).toEqual([
      ["3000725", "ADAILTON CALUMBY DE ARAUJO LINS", 53.37],
      ["3006989", "ALLEF RAYFF BEZERRA DA NOBREGA", 63.2],
      ["3002263", "ANA CLARA RIOS SUNDFELD", 64.1],
    ]);
  });
});

/**
 * EEAR, EAGS 2021, relação das notas, da média e da classificação provisórias, especialidade SIN, 16/11/2020,
 * p. 18 (mundo/reservado-4/eear-2020-11-16-eags-2021-sin-classificacao-provisoria.pdf), up to the row of
 * CAIO CÉSAR, and the page's foot: the header goes on in a second line ("PROVISORIA PROVISORIA"), no
 * word over the names, printed before the inscrição; "**" for no classification; a classification
 * with the legend's marks ("(OVR)6", "16ºCG e 1ºVR").
 */
const EAGS_SIN_P18 = [
  "MINISTÉRIO DA DEFESA",
  "COMANDO DA AERONÁUTICA",
  "ESCOLA DE ESPECIALISTAS DE AERONÁUTICA",
  "Procure pelo número da inscrição final - Relação das Notas, da Média e da Classificação Provisórias EAGS 2021 - Critérios de desempate: Port|Espec|dtnasc|",
  "SIN - vagas ampla concorrência:13 e 3 vagas reservadas",
  "INSCRIÇÃO SITUACAO SITUACAO FINAL CLASSIFICACAO CLASSIFICACAO MEDIA_PROVA PORT ESPEC DTNASC",
  "PROVISORIA PROVISORIA",
  "LOHRAN NERI DOS SANTOS MOURA 1830002 reprovado reprovado ** ** 2,2500 2,7500 2,0000 05/06/01",
  "RUAN FORTUNATO DOS SANTOS 1830047 reprovado reprovado ** ** 2,1667 1,5000 2,5000 05/06/01",
  "MARCOS PAULO LINS DOS SANTOS 1830218 reprovado reprovado ** ** 2,1389 1,7500 2,3333 19/12/02",
  "LUCAS DI PAULO COSTA DOS SANTOS 1010587 reprovado reprovado ** ** 2,0555 2,5000 1,8333 12/09/97",
  "VICTOR BARBOSA DE LIMA 1060606 reprovado reprovado ** ** 2,0278 2,7500 1,6667 20/07/02",
  "LUARA RIBEIRO DOS SANTOS 1631368 reprovado reprovado ** ** 2,0278 2,7500 1,6667 03/10/97",
  "DANIEL BRUNO BENTES DOS REIS 1130147 reprovado reprovado ** ** 1,9722 2,2500 1,8333 26/04/89",
  "JASSON LUIZ GONZAGA JÚNIOR 1820118 excluido excluido ** ** 0,0833 0,2500 0,0000 26/01/99",
  "SÉRGIO RUAN BATISTA CORRÊA 1631592 excluido excluido ** ** 0,0833 0,2500 0,0000 15/07/98",
  "ANDREI ROSA DA SILVA AZEVEDO 1830174 aprovado aprovado 1 1 9,2778 8,5000 9,6667 13/09/99",
  "CARLOS HENRIQUE DA SILVA MOREIRA 1631590 aprovado aprovado 2 2 8,8889 7,0000 9,8333 10/12/97",
  "LUCAS MONTEIRO MACHADO 1830319 aprovado aprovado 3 3 8,7500 7,2500 9,5000 19/06/99",
  "ALEXANDRE SILVA DE ALMEIDA 1830199 aprovado aprovado 4 4 8,7500 7,2500 9,5000 02/07/99",
  "ARTHUR QUINTAS MEDEIROS PRUDENTE 1260026 aprovado aprovado 5 5 8,6389 7,2500 9,3333 03/09/97",
  "JOÃO GUILHERME DE SOUZA PASCO 1830102 aprovado aprovado 6 (OVR)6 8,5278 7,2500 9,1667 15/01/03",
  "MARIA EDUARDA DA SILVA 1160605 aprovado aprovado 7 7 8,4167 7,2500 9,0000 16/09/01",
  "FELIPE DOS SANTOS COSTA 1830263 aprovado aprovado 8 (OVR)8 8,3889 7,5000 8,8333 01/08/00",
  "LUAN DA SILVA SANTOS 1830205 aprovado aprovado 9 (OVR)9 8,3611 5,7500 9,6667 24/08/97",
  "RAFAELLA JUNQUEIRA DA SILVA TAVARES 1060560 aprovado aprovado 10 10 8,2500 6,7500 9,0000 02/04/97",
  "ANA CAROLINA CARVALHO GOMES 1631437 aprovado aprovado 11 11 8,2222 7,0000 8,8333 14/02/02",
  "ROGER RIBEIRO MOREIRA 1830320 aprovado aprovado 12 12 8,2222 6,0000 9,3333 26/04/00",
  "LUCAS SILVA DE FREITAS 1830295 aprovado aprovado 13 13 8,1945 7,2500 8,6667 05/04/98",
  "ALISON ISRAEL FERREIRA PAULA 1830421 aprovado aprovado 14 14 8,1389 5,7500 9,3333 24/08/01",
  "RENAN BRAGA DE SOUZA 1631567 aprovado aprovado 15 15 8,0555 7,5000 8,3333 17/10/98",
  "PAULO ROBERTO DANIEL MELO DE SOUZA 1830197 aprovado aprovado 16 16ºCG e 1ºVR 8,0555 7,5000 8,3333 11/10/99",
  "CAIO CÉSAR CORRÊA SANTOS 1830314 aprovado aprovado 17 17ºCG e 2ºVR 8,0555 7,5000 8,3333 11/07/00",
  "original_SGCEM/EEAR-original_SGCEM/EEAR-original_SGCEM/EEAR-original_SGCEM/EEAR-original_SGCEM/EEAR-original_SGCEM/EEAR-",
  "16/11/2020 09:45:41 LEGENDA:(OVR)-optante das vagas reservadas e das vagas da ampla concorrência, ºCG-na classifição geral da ESP/OPC, ºVR-na classifição das vagas reservadas da ESP/OPC SGCEM",
].join("\n");

/**
 * EAGS 2021, especialidade SEF, p. 12 (mundo/reservado-4/eear-2020-11-16-eags-2021-sef-classificacao-provisoria.pdf):
 * its header and four rows, one a name printed with a comma after it.
 */
const EAGS_SEF_VIRGULA = [
  "INSCRIÇÃO SITUACAO SITUACAO FINAL CLASSIFICACAO CLASSIFICACAO MEDIA_PROVA PORT ESPEC DTNASC",
  "PROVISORIA PROVISORIA",
  "JENNIFER DA SILVA COSTA 1630351 reprovado reprovado ** ** 6,1389 3,7500 7,3333 27/08/01",
  "RAFAELLA DA SILVA GODINHO 1531786 reprovado reprovado ** ** 6,1389 3,7500 7,3333 12/04/00",
  "ADRIANE LOUIZE SALES FERREIRA, 1531542 reprovado reprovado ** ** 6,1389 3,7500 7,3333 25/02/99",
  "TAYNÁ FERREIRA ALBINO 1532293 reprovado reprovado ** ** 6,1389 3,7500 7,3333 30/11/97",
].join("\n");

describe("cabeçalho em duas linhas e sem a palavra da coluna do nome, o nome antes da inscrição: INSCRIÇÃO SITUACAO … MEDIA_PROVA PORT ESPEC DTNASC / PROVISORIA PROVISORIA (EEAR, EAGS 2021, classificação provisória)", () => {
  const linhasDeCandidato = (t: string) => t.split("\n").filter((l) => / \d{7} /.test(l));

  it("a coluna do nome, sem palavra no cabeçalho, fica do lado da inscrição em que todas as linhas imprimem um nome (antes dela); MEDIA_PROVA é a nota; DTNASC, a data", () => {
    const colunas = colunasDoCabecalho(EAGS_SIN_P18.split("\n")[5]);
    expect(colunas?.map((c) => [c.nome, c.tipo])).toEqual([
      ["NOME", "nome"],
      ["INSCRIÇÃO", "inscricao"],
      ["SITUACAO", "texto"],
      ["SITUACAO FINAL", "texto"],
      ["CLASSIFICACAO", "classificacao"],
      ["CLASSIFICACAO", "classificacao"],
      ["MEDIA_PROVA", "nota"],
      ["PORT ESPEC", "valores"],
      ["DTNASC", "data"],
    ]);
    expect(ladoDoNome(linhasDeCandidato(EAGS_SIN_P18))).toBe("antes");
  });

  it("o título diz as vagas da ampla e as reservadas: não é o de uma lista só, e a leitura pergunta a lista (não a toma por AC)", () => {
    expect(listaDoBloco("SIN - vagas ampla concorrência:13 e 3 vagas reservadas")).toBeNull();
    const lida = lerPublicacao(paginasDoTexto(EAGS_SIN_P18));
    expect(lida.candidatos).toHaveLength(0);
    expect(lida.semLista?.registros).toBe(linhasDeCandidato(EAGS_SIN_P18).length);
  });

  it("com a lista dita, cada linha lida: o nome antes da inscrição, a nota = MEDIA_PROVA, as classificações '**', '(OVR)6' e '16ºCG e 1ºVR' como impressas", () => {
    const independentes = contar(
      EAGS_SIN_P18,
      /^\p{Lu}[\p{Lu}\s]+ \d{7} (?:reprovado|aprovado|excluido) /gmu,
    );
    expect(independentes).toBe(26);
    const lida = lerPublicacao(paginasDoTexto(EAGS_SIN_P18), { lista: "AC" });
    expect(registrosNaoLidos(lida).total).toBe(0);
    expect(lida.candidatos).toHaveLength(independentes);
    const por = (inscricao: string) => lida.candidatos.find((c) => c.inscricao === inscricao);
    expect(por("1830002")).toMatchObject({ nome: "LOHRAN NERI DOS SANTOS MOURA", nota: 2.25 });
    expect(por("1830102")).toMatchObject({ nome: "JOÃO GUILHERME DE SOUZA PASCO", nota: 8.5278 });
    expect(por("1830102")?.valores).toContain("(OVR)6");
    expect(por("1830197")).toMatchObject({ nome: "PAULO ROBERTO DANIEL MELO DE SOUZA", nota: 8.0555 });
    expect(por("1830197")?.valores).toContain("16ºCG e 1ºVR");
  });

  it("a segunda linha do cabeçalho ('PROVISORIA PROVISORIA') e o próprio cabeçalho não são subtítulo da lista: o título é o que está acima deles", () => {
    const lida = lerPublicacao(paginasDoTexto(EAGS_SIN_P18), { lista: "AC" });
    expect(lida.secoes).toHaveLength(1);
    expect(lida.secoes[0].titulo).toContain("SIN - vagas ampla concorrência:13 e 3 vagas reservadas");
    expect(lida.secoes[0].titulo).not.toMatch(/PROVISORIA|MEDIA_PROVA/);
  });

  it("na página do PDF, cada palavra da segunda linha entra no nome da coluna sob a qual está: 'CLASSIFICACAO PROVISORIA' duas vezes", async () => {
    const paginas = await paginasDoMundo(
      "reservado-4",
      "eear-2020-11-16-eags-2021-sin-classificacao-provisoria.pdf",
    );
    // The page alone (p. 18), its header and second line not repeated on other pages.
    const pagina = paginas[17];
    const independentes = pagina.linhas.filter((l) =>
      /^\p{Lu}[\p{Lu}\s]+ \d{7} (?:reprovado|aprovado|excluido) /u.test(l),
    ).length;
    expect(independentes).toBe(34);
    const lida = lerPublicacao([pagina], { lista: "AC" });
    expect(registrosNaoLidos(lida).total).toBe(0);
    expect(lida.candidatos).toHaveLength(independentes);
    expect(lida.colunasDosValores).toEqual([
      "SITUACAO",
      "SITUACAO FINAL",
      "CLASSIFICACAO PROVISORIA",
      "CLASSIFICACAO PROVISORIA",
      "MEDIA_PROVA",
      "PORT ESPEC (1)",
      "PORT ESPEC (2)",
      "DTNASC",
    ]);
  });

  it("um nome impresso com uma vírgula depois ('… SALES FERREIRA, 1531542') é lido sem ela", () => {
    const lida = lerPublicacao(paginasDoTexto(EAGS_SEF_VIRGULA), { lista: "AC" });
    expect(registrosNaoLidos(lida).total).toBe(0);
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota])).toEqual([
      ["1630351", "JENNIFER DA SILVA COSTA", 6.1389],
      ["1531786", "RAFAELLA DA SILVA GODINHO", 6.1389],
      ["1531542", "ADRIANE LOUIZE SALES FERREIRA", 6.1389],
      ["1532293", "TAYNÁ FERREIRA ALBINO", 6.1389],
    ]);
  });
});

/**
 * UERJ, Vestibular Estadual 2023, listagem de notas, letra L, p. 90
 * (mundo/reservado-4/uerj-2022-12-vestibular-2023-listagem-notas-letra-L.pdf), its header and first
 * eleven rows: an apostrophe printed as a grave accent ("SANT`ANNA").
 */
const UERJ_L_P90 = [
  "UNIVERSIDADE DO ESTADO DO RIO DE JANEIRO",
  "PRÓ-REITORIA DE GRADUAÇÃO - PR1",
  "DEPARTAMENTO DE SELEÇÃO ACADÊMICA - DSEA",
  "VESTIBULAR ESTADUAL 2023 - EXAME ÚNICO",
  "LISTAGEM DE NOTAS",
  "OBJETIVA",
  "INSCRIÇÃO NOME DO CANDIDATO REDAÇÃO",
  "ACERTOS",
  "233012436-5 LUIZA ROLIM DE SOUZA 23 6,00",
  "233033935-9 LUIZA ROMANO ESTEFAN 29 3,00",
  "233036731-9 LUIZA ROSA DA SILVA GUIMARAES 19 -",
  "233042180-3 LUIZA ROSENDO PASCHUINI 29 6,00",
  "233053670-0 LUIZA ROSIGNOLI SANTOS 40 7,00",
  "233037598-6 LUIZA SANT`ANNA SCARAMELLA 43 8,50",
  "233005259-1 LUIZA SANT`ANNA VARELA 56 7,00",
  "233010776-0 LUIZA SANTINON FERREIRA 41 7,00",
  "233026680-3 LUIZA SANTOS LOPES 36 8,00",
  "233055928-8 LUIZA SANTOS MORAIS CANTANHEDE FALTOU FALTOU",
].join("\n");

/** The same, letras G–I, p. 4: an apostrophe printed as an acute accent ("D´AVILA"). */
const UERJ_GI_P4 = [
  "INSCRIÇÃO NOME DO CANDIDATO REDAÇÃO",
  "233042436-0 GABRIEL CUNHA COARACY DUARTE 30 6,00",
  "233008385-4 GABRIEL CUNHA TADINI FIGUEIREDO 42 5,00",
  "233053792-5 GABRIEL D´AVILA BARROS 16 -",
  "233021704-8 GABRIEL DA CONCEICAO DIAS 26 4,00",
  "233003632-9 GABRIEL DA COSTA DAMINELLI 28 4,00",
].join("\n");

describe("nome com o apóstrofo impresso como acento, numa tabela lida pela contagem das palavras (UERJ, Vestibular Estadual 2023, listagem de notas)", () => {
  it("'SANT`ANNA' e 'D´AVILA' são palavras do nome, como impressas: cada linha lida, nenhuma recusada", () => {
    for (const trecho of [UERJ_L_P90, UERJ_GI_P4]) {
      const independentes = contar(trecho, /^\d{9}-\d \p{Lu}/gmu);
      const lida = lerPublicacao(paginasDoTexto(trecho), { lista: "AC" });
      expect(registrosNaoLidos(lida).total).toBe(0);
      expect(lida.candidatos).toHaveLength(independentes);
    }
    const l = lerPublicacao(paginasDoTexto(UERJ_L_P90), { lista: "AC" });
    expect(l.candidatos.find((c) => c.inscricao === "233005259-1")?.nome).toBe("LUIZA SANT`ANNA VARELA");
    const gi = lerPublicacao(paginasDoTexto(UERJ_GI_P4), { lista: "AC" });
    expect(gi.candidatos.find((c) => c.inscricao === "233053792-5")?.nome).toBe("GABRIEL D´AVILA BARROS");
  });
});
