/**
 * A whole edition of a Diário Oficial in one line, its line breaks lost (#37: the DOM Belo Horizonte
 * editions as a scraper extracted them, test/publicada/mundo/reservado-3 and reservado-6, README.md there
 * says where each comes from): the lists in it are found by their header (the order's column, the
 * name's) and the order numbers in sequence, each record put on its line; the rest of the edition is
 * never read as records. The excerpts are copied from the documents; the whole documents are read as
 * `cotas importar` reads them and compared with their esperado CSVs, checked by hand, never with the
 * reader's output.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { registrosNaoLidos } from "../../src/publicada/naoLidos";
import { paginasDoTexto } from "../../src/publicada/paginas";
import { linhasDoTextoCorrido } from "../../src/publicada/textoCorrido";

const MUNDO = join(__dirname, "mundo");
const documento = (pasta: string, nome: string) => readFileSync(join(MUNDO, pasta, `${nome}.txt`), "utf8");
const ler = (texto: string, lista?: "AC") => lerPublicacao(paginasDoTexto(texto), lista ? { lista } : {});
/** The esperado CSV's rows: inscrição (null where the list prints none), name and score as printed. */
const esperado = (pasta: string, nome: string) =>
  Papa.parse<Record<string, string>>(readFileSync(join(MUNDO, pasta, "esperado", `${nome}.csv`), "utf8"), {
    header: true,
    skipEmptyLines: true,
  }).data.map((l) => [l.inscricao || null, l.nome, l.nota === "" ? null : Number(l.nota.replace(",", "."))]);
const linhasDosCandidatos = (lida: ReturnType<typeof ler>) =>
  lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota]);

describe("as linhas de uma lista no texto corrido (linhasDoTextoCorrido)", () => {
  it("DOM-BH 7143: o cabeçalho 'CLAS. NOME TITULOS' numa linha, cada registro na sua, o texto depois da lista na dele", () => {
    const trecho =
      "torna público a lista de candidatos habilitados/classificados no Processo Seletivo Simplificado – Edital 039/2024 para o cargo de Técnico em Nutrição e Dietética, conforme listagem abaixo: CANDIDATAS HABILITADAS / CLASSIFICADAS CLAS. NOME TITULOS 1 CASSIA DA SILVA MARTINS DE SOUZA 20 2 JANAINA MAGALHAES DE SOUZA 0 CANDIDATA INABILITADA / DESCLASSIFICADA Não houveram desclassificados Belo Horizonte, 27 de novembro de 2024 Cristiane Valentim Rodri";
    expect(linhasDoTextoCorrido(trecho)).toEqual([
      "torna público a lista de candidatos habilitados/classificados no Processo Seletivo Simplificado – Edital 039/2024 para o cargo de Técnico em Nutrição e Dietética, conforme listagem abaixo:",
      "CANDIDATAS HABILITADAS / CLASSIFICADAS",
      "CLAS. NOME TITULOS",
      "1 CASSIA DA SILVA MARTINS DE SOUZA 20",
      "2 JANAINA MAGALHAES DE SOUZA 0",
      "CANDIDATA INABILITADA / DESCLASSIFICADA Não houveram desclassificados Belo Horizonte, 27 de novembro de 2024 Cristiane Valentim Rodri",
    ]);
  });

  it("DOM-BH 7141: 'Classificação Nome' e '223º lugar', '224º “' — o último nome acaba antes do lugar e da data que fecham o ato", () => {
    const trecho =
      "atendimento presencial, em data e horário a serem definidos pela Gerência de Ges\u00ad tão de Ingresso e da Vida Funcional. ASSISTENTE DE APOIO ADMINISTRATIVO Classificação\t Nome 223º lugar\t Ana Carolina Da Silva Resende 224º “\t Maicon Assad Tenorio De Freitas 225º “\t Luisa Braga Cezar Santos Belo Horizonte, 25 de novembro de 2024 Cinthia Soares Gonçalves Diretora Central de Admini";
    const linhas = linhasDoTextoCorrido(trecho);
    expect(linhas.slice(-6)).toEqual([
      "ASSISTENTE DE APOIO ADMINISTRATIVO",
      "Classificação\t Nome",
      "223º lugar\t Ana Carolina Da Silva Resende",
      "224º “\t Maicon Assad Tenorio De Freitas",
      "225º “\t Luisa Braga Cezar Santos",
      "Belo Horizonte, 25 de novembro de 2024 Cinthia Soares Gonçalves Diretora Central de Admini",
    ]);
  });

  it("DOM-BH 7141, a revogação: números fora de sequência (211º, 214º…) e um registro só que acaba no nome não são uma lista achada — o texto fica como está", () => {
    const trecho =
      "ASSISTENTE DE APOIO ADMINISTRATIVO Classificação\t Nome 211º lugar\t Paulo Vitor Rocha De Figueiredo 214º “\t Rafaela Ribeiro Mendes 215º “\t Lorena Maghiani Silva De Oliveira 216º “\t Samuel Da Silva Dias Ato de 14 de outubro de 2024, publicado no DOM de 17 de outubro de 2024. ASSISTENTE DE APOIO ADMINISTRATIVO Classificação\t Nome 220º lugar\t Mariane Trindade Dos Santos Costa 222º “\t Giovana Mourao Bandeira De Melo Cosme";
    expect(linhasDoTextoCorrido(trecho)).toEqual([trecho]);
  });

  it("DOM-BH 7142: o rodapé e o cabeçalho de página entre o 163 e o 164 saem da lista, para depois do último registro", () => {
    const linhas = linhasDoTextoCorrido(documento("reservado-3", "dom-bh-2024-11-28-edicao-7142-texto"));
    const i = linhas.indexOf("163 Não Classificado 25,00 ANDRE LUIZ NUNES DE MOURA 084974-3");
    expect(i).toBeGreaterThan(0);
    expect(linhas[i + 1]).toBe("164 Não Classificado 25,00 LEONARDO LACERDA DE CARVALHO 103019-X");
    const j = linhas.indexOf("217 Não Classificado 0,00 TALITA OSORIO AMORIM 084704-X");
    expect(linhas[j + 1]).toMatch(/^Documento assinado digitalmente .* Poder Executivo$/);
  });

  it("nenhuma palavra do texto se perde nem se inventa: as linhas têm as palavras do texto, cada uma uma vez", () => {
    const palavra = fc.constantFrom(
      "1",
      "2",
      "3",
      "4",
      "1º",
      "2º",
      "CLAS.",
      "NOME",
      "TITULOS",
      "Classificação",
      "Nome",
      "MARIA",
      "DA",
      "SILVA",
      "Belo",
      "Horizonte,",
      "25",
      "de",
      "“",
      "20",
      "45,5",
      "041849-1",
      "Documento",
      "assinado.",
    );
    fc.assert(
      fc.property(fc.array(palavra, { maxLength: 120 }), (palavras) => {
        const linhas = linhasDoTextoCorrido(palavras.join(" "));
        const saidas = linhas.join(" ").split(/\s+/).filter(Boolean);
        expect([...saidas].sort()).toEqual([...palavras].sort());
      }),
    );
  });
});

describe("as edições do DOM-BH numa linha só, lidas inteiras (cotas importar)", () => {
  it("7143 (reservado-6): as 2 candidatas habilitadas, com a nota de títulos; sem --lista, contadas e a lista pedida", () => {
    const texto = documento("reservado-6", "dombh-2024-11-29-edicao-7143");
    const lida = ler(texto, "AC");
    expect(linhasDosCandidatos(lida)).toEqual(esperado("reservado-6", "dombh-2024-11-29-edicao-7143"));
    expect(registrosNaoLidos(lida).total).toBe(0);
    const semLista = ler(texto);
    expect(semLista.candidatos).toEqual([]);
    expect(semLista.semLista?.registros).toBe(2);
  });

  it("7151 (reservado-6): a Área 01 inteira (15, nota final) e a Área 02 (3); os inabilitados ('SEQ. NOME 4. DA INSCRIÇÃO') não são candidatos", () => {
    const lida = ler(documento("reservado-6", "dombh-2024-12-11-edicao-7151"), "AC");
    const linhas = linhasDosCandidatos(lida);
    expect(linhas.slice(0, 15)).toEqual(esperado("reservado-6", "dombh-2024-12-11-edicao-7151"));
    expect(linhas.slice(15)).toEqual([
      [null, "BRENO FERRAZ ALFEU", 50],
      [null, "RODRIGO GOMES DE OLIVEIRA", 40],
      [null, "LUCAS RODRIGO ALMADA CAETANO", 30],
    ]);
    expect(registrosNaoLidos(lida).total).toBe(0);
  });

  it("7142 (reservado-3): as 217 posições da lista, de página a página (1 a 217, sem falha), com a pontuação; a matrícula BM não é inscrição", () => {
    const lida = ler(documento("reservado-3", "dom-bh-2024-11-28-edicao-7142-texto"), "AC");
    const linhas = linhasDosCandidatos(lida);
    expect(linhas).toHaveLength(217);
    expect(linhas.slice(0, 20)).toEqual(esperado("reservado-3", "dom-bh-2024-11-28-edicao-7142-texto"));
    expect(linhas[163]).toEqual([null, "LEONARDO LACERDA DE CARVALHO", 25]);
    expect(linhas.at(-1)).toEqual([null, "TALITA OSORIO AMORIM", 0]);
    expect(lida.candidatos.every((c) => c.inscricao === null)).toBe(true);
    expect(registrosNaoLidos(lida).total).toBe(0);
  });

  it("7141 (reservado-3): os 3 convocados (223º a 225º), nomes em caixa mista; os da revogação não", () => {
    const lida = ler(documento("reservado-3", "dom-bh-2024-11-27-edicao-7141-texto"), "AC");
    expect(linhasDosCandidatos(lida)).toEqual(esperado("reservado-3", "dom-bh-2024-11-27-edicao-7141-texto"));
  });

  it("7140 (reservado-3): as áreas do resultado parcial do PSS 038/2024, cada uma com os seus títulos", () => {
    const lida = ler(documento("reservado-3", "dom-bh-2024-11-26-edicao-7140-texto"), "AC");
    const parcial = esperado("reservado-3", "dom-bh-2024-11-26-edicao-7140-texto").filter(
      (l) => l[2] !== null,
    );
    expect(parcial).toHaveLength(7);
    expect(linhasDosCandidatos(lida)).toEqual(expect.arrayContaining(parcial));
    expect(registrosNaoLidos(lida).total).toBe(0);
  });
});
