/**
 * Property: a table written out as a banca writes it — "inscrição, nome, nota /" (Cebraspe; names with
 * a comma in quotes), "inscrição / nome / nota;" (Quadrix; the inscrição as 388.01339535/9) or
 * "inscrição, nome, nota;" (IADES), the last record ending the sentence with a full stop — with
 * scores as "40.00" or "40,00" and lines broken anywhere between words, and read back, is the same
 * table, for any names: accents, apostrophes, hyphens, commas. A "/" or ";" inside a name is left out:
 * no banca's record format can carry one.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { linhasComPosicoes } from "../../src/adapters/pdf/linhasDaPagina";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { paginasDoTexto } from "../../src/publicada/paginas";
import { FORMATOS, type FormatoDosRegistros } from "../../src/publicada/registros";

const LETRAS = [..."abcdeghilmnoprstuvzáâãàéêíóôõúçÁÉÍÓÚÂÊÔÃÕÇ"];
const palavra = fc
  .tuple(
    fc.constantFrom(..."ABCDEFGHIJLMNOPRSTUVZÁÉÍÓÚÇ"),
    fc.array(fc.constantFrom(...LETRAS), { minLength: 1, maxLength: 9 }),
    fc.constantFrom("", "", "", "'", "-", ","),
    fc.array(fc.constantFrom(...LETRAS), { maxLength: 5 }),
  )
  // A comma may end a word ("Silva, João" is a field only in quotes); an apostrophe or hyphen joins two.
  .map(([inicial, meio, sinal, fim]) => {
    const depois = sinal === "," ? fim.join("") : sinal ? fim.join("") || "a" : "";
    return `${inicial}${meio.join("")}${sinal}${depois}`;
  });
const nome = fc.array(palavra, { minLength: 1, maxLength: 5 }).map((p) => p.join(" "));

// One length of inscrição per table, as a banca numbers them (leading zeros kept as text).
const tabela = fc.integer({ min: 5, max: 10 }).chain((digitos) =>
  fc.uniqueArray(
    fc.record({
      inscricao: fc.stringMatching(new RegExp(`^[0-9]{${digitos}}$`)),
      nome,
      centesimos: fc.integer({ min: 0, max: 100_000 }),
    }),
    { minLength: 1, maxLength: 40, selector: (l) => l.inscricao },
  ),
);

/** Quadrix's inscrição: the digits with a point after the third and a "/" before the last. */
const comPontoEBarra = (i: string) => `${i.slice(0, 3)}.${i.slice(3, -1)}/${i.slice(-1)}`;

function publicar(
  linhas: { inscricao: string; nome: string; centesimos: number }[],
  formato: FormatoDosRegistros,
  virgula: boolean,
  quebras: number[],
) {
  const nota = (c: number) => {
    const t = (c / 100).toFixed(2);
    return virgula ? t.replace(".", ",") : t;
  };
  const campo = (n: string) => (n.includes(",") ? `"${n}"` : n);
  const registro = (l: (typeof linhas)[number]) =>
    formato.campo === ","
      ? `${l.inscricao}, ${campo(l.nome)}, ${nota(l.centesimos)}`
      : `${comPontoEBarra(l.inscricao)} / ${l.nome} / ${nota(l.centesimos)}`;
  const registros =
    formato.registro === "/"
      ? linhas.map(registro).join(" / ") + " /"
      : linhas.map(registro).join("; ") + ".";
  // Line breaks where a PDF's lines end: at some of the spaces.
  let k = 0;
  const quebrado = registros.replace(/ /g, () => (quebras.includes(k++) ? "\n" : " "));
  return (
    "1.1 Resultado final, na seguinte ordem: número de inscrição, nome do candidato e nota final.\n" +
    `${quebrado}\n`
  );
}

describe("ida e volta: tabela → texto publicado → tabela", () => {
  it("a mesma tabela nos três formatos, para quaisquer nomes, notas com ponto ou vírgula e linhas quebradas em qualquer espaço", () => {
    fc.assert(
      fc.property(
        tabela,
        fc.constantFrom(...FORMATOS),
        fc.boolean(),
        fc.array(fc.nat(400), { maxLength: 60 }),
        (linhas, formato, virgula, quebras) => {
          const lida = lerPublicacao(paginasDoTexto(publicar(linhas, formato, virgula, quebras)));
          expect(lida.secoes[0]).toMatchObject({ lista: "AC", registros: linhas.length, recusados: 0 });
          const inscricao = formato.campo === "/" ? comPontoEBarra : (i: string) => i;
          expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota])).toEqual(
            linhas.map((l) => [inscricao(l.inscricao), l.nome, l.centesimos / 100]),
          );
          expect(lida.avisos).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('o nome entre aspas no fim de uma lista "inscrição, nome.": o ponto final fecha a frase, não o nome', () => {
  it('contraexemplo da ida e volta: \'000000, "Aa,".\' é o nome "Aa," (era "Aa,.")', () => {
    const lida = lerPublicacao(
      paginasDoTexto(
        '1.1 Candidatos indicados na etapa, na seguinte ordem: número de inscrição e nome do candidato.\n000001, Bb; 000000, "Aa,".\n',
      ),
    );
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome])).toEqual([
      ["000001", "Bb"],
      ["000000", "Aa,"],
    ]);
  });
});

describe("um valor sozinho na sua linha, no meio de um registro, numa página curta (um trecho colado): é do registro, não o número da página", () => {
  it("contraexemplo da ida e volta (semente -686581619, a 20×): '…, 8,' / '8' / '/ 00005, …' — a classificação de cotas 8 lida, os 9 registros (eram 8, e '8' retirado como número de página)", () => {
    const registros = Array.from(
      { length: 9 },
      (_, i) => `0000${i}, Aa Aa, 0.00, -, -, ${i + 1}, ${i === 7 ? "8" : "-"}`,
    );
    const corpo = registros.join(" / ").replace(", 8, 8 / ", ", 8,\n8\n/ ");
    const lida = lerPublicacao(
      paginasDoTexto(
        "2.1 Resultado final, na seguinte ordem: número de inscrição, nome do candidato em ordem alfabética, escore bruto da parte 1, escore bruto da parte 2, nota final, classificação final no Sistema Universal e classificação final no Sistema de Cotas para Negros (se houver).\n" +
          corpo +
          ".\n",
      ),
    );
    expect(corpo.split("\n")).toHaveLength(3);
    expect(lida.secoes.map((s) => [s.registros, s.naoLidos])).toEqual([[9, 0]]);
    expect(lida.candidatos[7].valores.slice(-2)).toEqual(["8", "8"]);
    expect(lida.avisos.map((a) => a.mensagem).join(" ")).not.toMatch(/número\(s\) de página/);
  });
});

describe("ida e volta com a mesma pessoa em duas seções de colunas diferentes (o leiaute do DODF de 3/1/2020: 1.1 só inscrição e nome, 3.1 com a nota e a classificação)", () => {
  it("os valores da segunda seção chegam à tabela de quem já estava na primeira; cada registro com a nota da sua seção", () => {
    fc.assert(
      fc.property(tabela, fc.nat(40), (linhas, k) => {
        // Names with a comma are quoted, also the last one before the full stop of "inscrição, nome."
        const antes = linhas.slice(0, 1 + (k % linhas.length));
        const registro = (l: (typeof linhas)[number], i: number) =>
          `${l.inscricao}, ${l.nome.includes(",") ? `"${l.nome}"` : l.nome}, ${(l.centesimos / 100).toFixed(2)}, ${i + 1}`;
        const texto =
          "1.1 Candidatos indicados na etapa, na seguinte ordem: número de inscrição e nome do candidato.\n" +
          antes.map((l) => `${l.inscricao}, ${l.nome.includes(",") ? `"${l.nome}"` : l.nome}`).join("; ") +
          ".\n3.1 Resultado final, na seguinte ordem: número de inscrição, nome do candidato, nota final e classificação.\n" +
          linhas.map(registro).join(" / ") +
          " /\n";
        const lida = lerPublicacao(paginasDoTexto(texto));
        expect(lida.secoes.map((s) => [s.registros, s.naoLidos])).toEqual([
          [antes.length, 0],
          [linhas.length, 0],
        ]);
        expect(lida.colunasDosValores).toEqual(["nota final", "classificação"]);
        expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota, c.valores])).toEqual(
          linhas.map((l, i) => [
            l.inscricao,
            l.nome,
            l.centesimos / 100,
            [(l.centesimos / 100).toFixed(2), String(i + 1)],
          ]),
        );
        for (const c of lida.candidatos.slice(0, antes.length)) {
          expect(c.registros).toEqual([
            { secao: 0, nota: null },
            { secao: 1, nota: c.nota },
          ]);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("o formato de um trecho pelos separadores, não pelos começos de linha", () => {
  it('registros terminados por ";" um em cada linha (o contraexemplo da semente 295418537): os dois lidos, não um só recusado', () => {
    const texto =
      "1.1 Resultado final, na seguinte ordem: número de inscrição, nome do candidato e nota final.\n" +
      "0000000000, Aa Aa Aa Aa Aa, 0.00;\n0000000001, Aa, 0.00.\n";
    const lida = lerPublicacao(paginasDoTexto(texto));
    expect(lida.secoes[0]).toMatchObject({ registros: 2, recusados: 0 });
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota])).toEqual([
      ["0000000000", "Aa Aa Aa Aa Aa", 0],
      ["0000000001", "Aa", 0],
    ]);
    expect(lida.avisos).toEqual([]);
  });
});

/**
 * #37: the same round trip over the layouts found by the evidence — one record per line (fields at a
 * comma, or at ";" with decimal commas), records at "/" with fields at ";" and decimal commas, a table
 * of one candidate per line with a MODALIDADE column (each list its section), a cargo column that
 * the records do not carry, printed as the subtitle "1.1.k CARGO k: …" above them, a table under the
 * sentence of columns with the name before the inscrição or after it (its header row over the lines),
 * and a list with no inscrição (classification, name, final score) whose title names its list.
 */
type Leiaute =
  | "linha-virgula"
  | "linha-ponto-e-virgula"
  | "barra-ponto-e-virgula"
  | "tabela"
  | "cargo"
  | "tabela-nome-primeiro"
  | "tabela-sob-frase"
  | "sem-inscricao"
  | "tabela-codigos"
  | "partes-da-nota"
  | "cabecalho-partido"
  | "cabecalho-tipado"
  | "cargo-codigo-ponto-e-virgula"
  | "area-codigo"
  | "notas-negativas";
const LEIAUTES: readonly Leiaute[] = [
  "linha-virgula",
  "linha-ponto-e-virgula",
  "barra-ponto-e-virgula",
  "tabela",
  "cargo",
  "tabela-nome-primeiro",
  "tabela-sob-frase",
  "sem-inscricao",
  "tabela-codigos",
  "partes-da-nota",
  "cabecalho-partido",
  "cabecalho-tipado",
  "cargo-codigo-ponto-e-virgula",
  "area-codigo",
  "notas-negativas",
];
/** Layouts of one candidate per line in table columns: names in capitals, none broken. */
const DE_TABELA: readonly Leiaute[] = [
  "tabela",
  "tabela-sob-frase",
  "sem-inscricao",
  "tabela-codigos",
  "partes-da-nota",
  "cabecalho-partido",
  "cabecalho-tipado",
];
const MODALIDADES = [
  ["Ampla Concorrência", "AC"],
  ["PcD", "PCD"],
  ["Negro", "PPP"],
  ["Indígena", "IND"],
  ["Quilombola", "QUI"],
] as const;
// A table's name: capitals, two words at least, no comma (a table has no quotes).
const nomeDeTabela = fc
  .array(
    fc
      .tuple(
        fc.constantFrom(..."ABCDEFGHIJLMNOPRSTUVZÁÉÍÓÚÇ"),
        fc.array(fc.constantFrom(..."ABCDEGHILMNOPRSTUVZÁÂÃÉÊÍÓÔÕÚÇ"), { minLength: 1, maxLength: 9 }),
      )
      .map(([a, b]) => a + b.join("")),
    { minLength: 2, maxLength: 5 },
  )
  .map((p) => p.join(" "));
// A name before the inscrição in a table's row: two words at least, accents, apostrophes and hyphens
// inside a word, no comma (a table has no quotes), lowercase particles ("de", "da") between words.
const nomeAntesDaInscricao = fc
  .tuple(
    palavra.filter((p) => !p.includes(",")),
    fc.array(
      fc.oneof(
        palavra.filter((p) => !p.includes(",")),
        fc.constantFrom("de", "da", "dos"),
      ),
      { maxLength: 3 },
    ),
    palavra.filter((p) => !p.includes(",")),
  )
  .map(([a, meio, b]) => [a, ...meio, b].join(" "));
const linhaDaTabela = (digitos: number, nomeDaLinha: fc.Arbitrary<string>) =>
  fc.record({
    inscricao: fc.stringMatching(new RegExp(`^[0-9]{${digitos}}$`)),
    nome: nomeDaLinha,
    centesimos: fc.integer({ min: 0, max: 100_000 }),
    modalidade: fc.integer({ min: 0, max: MODALIDADES.length - 1 }),
    cargo: fc.integer({ min: 0, max: 2 }),
    // A score that may be negative or absent ("-"), in thousandths (the PAS's argumento final).
    milesimos: fc.option(fc.integer({ min: -99_999, max: 99_999 }), { freq: 5 }),
    digito: fc.integer({ min: 0, max: 9 }),
  });
const tabelaDoLeiaute = (leiaute: Leiaute) =>
  fc.integer({ min: 5, max: 10 }).chain((digitos) =>
    fc.uniqueArray(
      linhaDaTabela(
        digitos,
        DE_TABELA.includes(leiaute)
          ? nomeDeTabela
          : leiaute === "tabela-nome-primeiro"
            ? nomeAntesDaInscricao
            : nome,
      ),
      {
        minLength: ["tabela", "tabela-codigos", "cabecalho-partido", "notas-negativas"].includes(leiaute)
          ? 3
          : 2,
        maxLength: 40,
        selector: (l) => l.inscricao,
      },
    ),
  );
type LinhaGerada = {
  inscricao: string;
  nome: string;
  centesimos: number;
  modalidade: number;
  cargo: number;
  milesimos: number | null;
  digito: number;
};
/** The IADES's cargo subtitles in the Diário: a code at the end, records on the same line. */
const INSTRUMENTOS = ["Clarineta Bb/Clarones Bb e Eb", "Saxofone", "Trompa F"];
const cargoComCodigo = (c: number) =>
  `Cargo: Soldado Policial Militar - Músico - QPMP-4 - ${INSTRUMENTOS[c]} (código 10${c + 1})`;
/** The CAESB's áreas and their códigos, given once before the área's first record. */
const AREAS = [
  ["Suporte Administrativo/Atendimento Comercial", "112"],
  ["Saneamento", "122"],
  ["Contabilidade", "144"],
] as const;
/** A CPF as printed beside the name (a value, neither inscrição nor score). */
const cpf = (i: string) =>
  `${i
    .padStart(9, "0")
    .slice(-9)
    .replace(/(\d{3})(\d{3})(\d{3})/, "$1.$2.$3")}-00`;
/** A score in thousandths as printed ("-45.238"), the minus split from it at a line's end when asked. */
const milesimosImpressos = (m: number, partido: boolean) => {
  const t = (Math.abs(m) / 1000).toFixed(3);
  return m < 0 ? (partido ? `-\n${t}` : `-${t}`) : t;
};
const CARGOS = [
  "CARGO 1: ANALISTA – ÁREA: ADMINISTRATIVA",
  "CARGO 2: TÉCNICO",
  "CARGO 3: AUXILIAR – ÊNFASE: SAÚDE",
];

const CURSOS = [
  "ABI - ENGENHARIA GRAU: ÁREA BÁSICA DE INGRESSO TURNO: INTEGRAL CAMPUS: RECIFE 1A. ENTRADA",
  "ADMINISTRAÇÃO GRAU: BACHARELADO TURNO: NOTURNO",
  "DIREITO",
];
/** Pólos of a table read by its header: words in small letters and capitals, one with a "/". */
const POLOS = ["Bom Jesus da Lapa", "Feira de Santana", "Ilhéus/Itabuna", "Juazeiro", "Vitória da Conquista"];
/**
 * The pólo of row i: rows two by two (the last with the two before it), so that every pólo a table
 * prints is shared by two rows at least — what tells it from the name (one printed once cannot be).
 */
const poloDaLinha = (i: number, total: number) =>
  POLOS[Math.floor(Math.min(i, total - 2) / 2) % POLOS.length];

/** The SISU's code of a generated row's modalidade: A0 the ampla, L1… the reserves of Lei 12.711/2012. */
const codigoSisu = (modalidade: number) => (modalidade === 0 ? "A0" : `L${modalidade * 2 - 1}`);

function publicarLeiaute(linhas: LinhaGerada[], leiaute: Leiaute, quebras: number[]): string {
  const virgula = (c: number) => (c / 100).toFixed(2).replace(".", ",");
  const ponto = (c: number) => (c / 100).toFixed(2);
  const quebrar = (texto: string) => {
    let k = 0;
    return texto.replace(/ /g, () => (quebras.includes(k++) ? "\n" : " "));
  };
  const frase =
    "1.1 Resultado final, na seguinte ordem: número de inscrição, nome do candidato e nota final.\n";
  const campo = (n: string) => (n.includes(",") ? `"${n}"` : n);
  switch (leiaute) {
    case "linha-virgula":
      // One record per line; a long line broken where the PDF breaks it (not before an inscrição).
      return (
        frase +
        linhas.map((l) => quebrar(`${l.inscricao}, ${campo(l.nome)}, ${ponto(l.centesimos)}`)).join("\n") +
        "\n"
      );
    case "linha-ponto-e-virgula":
      return (
        frase +
        linhas.map((l) => quebrar(`${l.inscricao}; ${l.nome}; ${virgula(l.centesimos)}`)).join("\n") +
        "\n"
      );
    case "barra-ponto-e-virgula":
      return (
        frase +
        quebrar(linhas.map((l) => `${l.inscricao}; ${l.nome}; ${virgula(l.centesimos)}`).join(" / ")) +
        ".\n"
      );
    case "tabela":
      return (
        "RESULTADO FINAL\nINSCRIÇÃO NOME NOTA MODALIDADE\n" +
        linhas
          .map((l) => `${l.inscricao} ${l.nome} ${virgula(l.centesimos)} ${MODALIDADES[l.modalidade][0]}`)
          .join("\n") +
        "\n"
      );
    case "tabela-codigos":
      // A fixed-width report: the header in words of more than one ("INSC. ENEM", "NOME DO
      // CANDIDATO"), the SISU's codes in the list column (A0 the ampla, L1… reserves of another law),
      // the course as a subtitle "CURSO:" over its lines.
      return CURSOS.map((curso, c) => {
        const ls = linhas.filter((l) => l.cargo === c);
        return ls.length === 0
          ? ""
          : `CURSO: ${curso}\nINSC. ENEM NOME DO CANDIDATO NOTA MODALIDADE\n` +
              ls
                .map((l) => `${l.inscricao} ${l.nome} ${ponto(l.centesimos)} ${codigoSisu(l.modalidade)}`)
                .join("\n") +
              "\n";
      }).join("");
    case "cabecalho-partido":
      // No sentence; the header row printed over three lines (its words not in columns); the lines
      // ranked by the final score, the classification last.
      return (
        "AMPLA CONCORRÊNCIA\nNota Nota Final Class.\nInscrição Nome Data Nasc. Nota\nObjetiva Ampla\n" +
        [...linhas]
          .sort((a, b) => b.centesimos - a.centesimos)
          .map(
            (l, i) =>
              `${l.inscricao} ${l.nome} 01/02/1990 ${virgula(Math.floor(l.centesimos / 2))} ${virgula(l.centesimos)} ${i + 1}`,
          )
          .join("\n") +
        "\n"
      );
    case "cabecalho-tipado":
      // No sentence; a header row whose words say each column's kind (CEPEDI's "IDENTIFICADOR CPF Nome
      // Polo Nota Total Status", with the classification in the ampla): an inscrição with a prefix of
      // letters, a masked CPF before the name, a pólo of several words right after it.
      return (
        "RESULTADO PRELIMINAR\nIDENTIFICADOR CPF Nome Polo Nota Total Class AC Status\n" +
        linhas
          .map((l, i) => {
            const cpf = String(l.centesimos % 1_000_000).padStart(6, "0");
            return `TIC${l.inscricao} ***.${cpf.slice(0, 3)}.${cpf.slice(3)}-** ${l.nome} ${poloDaLinha(i, linhas.length)} ${virgula(l.centesimos)} ${i + 1} ${i % 3 === 0 ? "Convocado" : "Classificado"}`;
          })
          .join("\n") +
        "\n"
      );
    case "partes-da-nota":
      // Two scores the sentence does not name before the final score, which they add up to.
      return (
        "1.1 Resultado final, na seguinte ordem: inscrição, nome do candidato, nota final e classificação.\n" +
        linhas
          .map((l, i) => {
            const objetiva = Math.floor(l.centesimos / 2);
            return `${l.inscricao} ${l.nome} ${ponto(objetiva)} ${ponto(l.centesimos - objetiva)} ${ponto(l.centesimos)} ${i + 1}º`;
          })
          .join("\n") +
        "\n"
      );
    case "tabela-nome-primeiro":
      // Name, inscrição, score: a table under the sentence, its header row over the lines.
      return (
        "1.1 Relação final, na seguinte ordem: nome do candidato em ordem alfabética, número de inscrição e nota final.\n" +
        "Nome do candidato Inscrição Nota final\n" +
        linhas.map((l) => `${l.nome} ${l.inscricao} ${virgula(l.centesimos)}`).join("\n") +
        "\n"
      );
    case "tabela-sob-frase":
      return (
        "1.1 Resultado final, na seguinte ordem: número de inscrição, nome do candidato e nota final.\n" +
        "Nº de\nNome do candidato Nota final\ninscrição\n" +
        linhas.map((l) => `${l.inscricao} ${l.nome} ${ponto(l.centesimos)}`).join("\n") +
        "\n"
      );
    case "sem-inscricao":
      // No inscrição: the classification, the name and the final score, the list named by the title.
      return (
        "Candidatos(as) nomeados(as) para as vagas de negros atendendo ao disposto no art. 1º da Lei nº 10.924/2016:\n" +
        "CLAS. CANDIDATO NOTA FINAL\n" +
        linhas
          .map((l, i) => `${i + 1}º ${i === 0 ? "lugar" : "“"} ${l.nome} ${virgula(l.centesimos)}`)
          .join("\n") +
        "\n"
      );
    case "cargo-codigo-ponto-e-virgula":
      // Records at ";", "inscrição, NOME, nota"; each cargo's subtitle with its code on the line of its
      // first records, "(código" and the number parted by the line's end (IADES in the DODF).
      return (
        frase +
        CARGOS.map((_, c) => {
          const ls = linhas.filter((l) => l.cargo === c);
          if (ls.length === 0) return "";
          const [antes, numero] = cargoComCodigo(c).split("(código ");
          return (
            `1.1.${c + 1} ${antes}(código\n${numero}: ` +
            quebrar(ls.map((l) => `${l.inscricao}, ${campo(l.nome)}, ${ponto(l.centesimos)}`).join("; ")) +
            ".\n"
          );
        }).join("")
      );
    case "area-codigo":
      // The CAESB's convocation: "área de contribuição, código: n° de inscrição, nome, CPF e
      // classificação"; the área and its código before the área's first record, then ";" records.
      return (
        "1. Convocação de candidatos aprovados para o cargo de AGENTE, na seguinte ordem: área de contribuição, código: n° de inscrição, nome, CPF e classificação.\n" +
        AREAS.map(([area, codigo], c) => {
          const ls = linhas.filter((l) => l.cargo === c);
          if (ls.length === 0) return "";
          return (
            `1.${c + 1} ${area}, ${codigo}: ` +
            quebrar(
              ls
                .map((l, i) => `${l.inscricao}-${l.digito}, ${campo(l.nome)}, ${cpf(l.inscricao)}, ${i + 1}º`)
                .join("; "),
            ) +
            ".\n"
          );
        }).join("")
      );
    case "notas-negativas":
      // The PAS's final result: two scores, the final score (negative or "-" when absent, its minus
      // at a line's end and its number on the next), the classification, a reserve's classification
      // "-" when the candidate is not in it; records at " / ".
      return (
        "2.1 Resultado final, na seguinte ordem: número de inscrição, nome do candidato em ordem alfabética, escore bruto da parte 1, escore bruto da parte 2, nota final, classificação final no Sistema Universal e classificação final no Sistema de Cotas para Negros (se houver).\n" +
        quebrar(
          linhas
            .map(
              (l, i) =>
                `${l.inscricao}, ${campo(l.nome)}, ${ponto(l.centesimos)}, -, ` +
                `${l.milesimos === null ? "-" : milesimosImpressos(l.milesimos, quebras.includes(i))}, ${i + 1}, ` +
                (l.modalidade === 2 ? `${i + 1}` : "-"),
            )
            .join(" / "),
        ) +
        ".\n"
      );
    case "cargo": {
      const porCargo = CARGOS.map((_, c) => linhas.filter((l) => l.cargo === c));
      return (
        "1.1 Resultado final, na seguinte ordem: cargo, número de inscrição, nome do candidato e nota final.\n" +
        porCargo
          .map((ls, c) =>
            ls.length === 0
              ? ""
              : `1.1.${c + 1} ${CARGOS[c]}\n` +
                quebrar(
                  ls.map((l) => `${l.inscricao}, ${campo(l.nome)}, ${ponto(l.centesimos)}`).join(" / "),
                ) +
                ".\n",
          )
          .join("")
      );
    }
  }
}

describe("ida e volta nos leiautes da evidência (#37): um por linha, ';' com vírgula decimal, tabela com MODALIDADE, cargo no subtítulo, tabela sob a frase com o nome antes ou depois da inscrição, lista sem inscrição, tabela de largura fixa com códigos do SISU, valores a mais que somam a nota final, cabeçalho em três linhas, cabeçalho que dá o tipo das colunas (inscrição alfanumérica, CPF mascarado, pólo de várias palavras)", () => {
  it("a mesma tabela volta, cada registro lido e nenhum perdido, para quaisquer nomes e notas", () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...LEIAUTES)
          .chain((leiaute) =>
            fc.tuple(
              fc.constant(leiaute),
              tabelaDoLeiaute(leiaute),
              fc.array(fc.nat(400), { maxLength: 60 }),
            ),
          ),
        ([leiaute, linhas, quebras]) => {
          // The cargo layouts' records are printed cargo by cargo: read back in that order.
          const publicadas = ["cargo", "cargo-codigo-ponto-e-virgula", "area-codigo"].includes(leiaute)
            ? CARGOS.flatMap((_, c) => linhas.filter((l) => l.cargo === c))
            : linhas;
          const lida = lerPublicacao(paginasDoTexto(publicarLeiaute(linhas, leiaute, quebras)));
          expect(lida.secoes.reduce((n, s) => n + s.registros, 0)).toBe(linhas.length);
          expect(lida.secoes.every((s) => s.naoLidos === 0 && s.inicios === s.registros)).toBe(true);
          const porInscricao = (a: { inscricao: string | null }, b: { inscricao: string | null }) =>
            (a.inscricao ?? "").localeCompare(b.inscricao ?? "");
          if (leiaute === "sem-inscricao") {
            expect(
              lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota, c.listas, c.classificacao]),
            ).toEqual(linhas.map((l, i) => [null, l.nome, l.centesimos / 100, ["PPP"], { PPP: i + 1 }]));
            return;
          }
          if (leiaute === "cabecalho-partido") {
            expect(
              lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota, c.listas, c.classificacao]),
            ).toEqual(
              [...linhas]
                .sort((a, b) => b.centesimos - a.centesimos)
                .map((l, i) => [l.inscricao, l.nome, l.centesimos / 100, ["AC"], { AC: i + 1 }]),
            );
            return;
          }
          if (leiaute === "cabecalho-tipado") {
            expect(
              lida.candidatos.map((c) => [
                c.inscricao,
                c.nome,
                c.nota,
                c.listas,
                c.classificacao,
                c.valores[1],
              ]),
            ).toEqual(
              linhas.map((l, i) => [
                `TIC${l.inscricao}`,
                l.nome,
                l.centesimos / 100,
                ["AC"],
                { AC: i + 1 },
                poloDaLinha(i, linhas.length),
              ]),
            );
            expect(lida.avisos).toEqual([]);
            return;
          }
          if (leiaute === "partes-da-nota") {
            expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota, c.classificacao])).toEqual(
              linhas.map((l, i) => [l.inscricao, l.nome, l.centesimos / 100, { AC: i + 1 }]),
            );
            expect(lida.avisos.every((a) => a.mensagem.includes("que somam a nota final"))).toBe(true);
            return;
          }
          if (leiaute === "tabela-codigos") {
            const daAmpla = publicadas.filter((l) => l.modalidade === 0);
            expect(
              [...lida.candidatos]
                .sort(porInscricao)
                .map((c) => [c.inscricao, c.nome, c.nota, c.listas, c.cargo]),
            ).toEqual(
              [...daAmpla]
                .sort(porInscricao)
                .map((l) => [l.inscricao, l.nome, l.centesimos / 100, ["AC"], `CURSO: ${CURSOS[l.cargo]}`]),
            );
            return;
          }
          if (leiaute === "cargo-codigo-ponto-e-virgula") {
            expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota, c.cargo])).toEqual(
              publicadas.map((l) => [l.inscricao, l.nome, l.centesimos / 100, cargoComCodigo(l.cargo)]),
            );
            expect(lida.avisos).toEqual([]);
            return;
          }
          if (leiaute === "area-codigo") {
            const posicao = (l: LinhaGerada) => linhas.filter((x) => x.cargo === l.cargo).indexOf(l) + 1;
            expect(
              lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota, c.valores, c.classificacao]),
            ).toEqual(
              publicadas.map((l) => [
                `${l.inscricao}-${l.digito}`,
                l.nome,
                null,
                [AREAS[l.cargo][0], AREAS[l.cargo][1], cpf(l.inscricao), `${posicao(l)}º`],
                { AC: posicao(l) },
              ]),
            );
            return;
          }
          if (leiaute === "notas-negativas") {
            expect(
              lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota, c.classificacao, c.valores.at(-1)]),
            ).toEqual(
              linhas.map((l, i) => [
                l.inscricao,
                l.nome,
                l.milesimos === null ? null : l.milesimos / 1000,
                { AC: i + 1 },
                l.modalidade === 2 ? `${i + 1}` : "-",
              ]),
            );
            expect(
              lida.avisos.every((a) => a.mensagem.startsWith("Sinal de menos separado do número juntado")),
            ).toBe(true);
            return;
          }
          if (leiaute === "tabela") {
            expect(
              [...lida.candidatos].sort(porInscricao).map((c) => [c.inscricao, c.nome, c.nota, c.listas]),
            ).toEqual(
              [...linhas]
                .sort(porInscricao)
                .map((l) => [l.inscricao, l.nome, l.centesimos / 100, [MODALIDADES[l.modalidade][1]]]),
            );
            return;
          }
          expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota])).toEqual(
            publicadas.map((l) => [l.inscricao, l.nome, l.centesimos / 100]),
          );
          if (leiaute === "cargo") {
            expect(lida.candidatos.map((c) => [c.cargo, c.valores[0]])).toEqual(
              publicadas.map((l) => [CARGOS[l.cargo], CARGOS[l.cargo]]),
            );
          }
          expect(lida.avisos).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/**
 * The typed header's table as a PDF prints it (layout "cabecalho-tipado" with places): a list's
 * classification column printed only for those who compete in it (Cesgranrio's "class pcd", "class
 * ppp"), each cell a text piece at its column's x. Read from the page's pieces, every classification is
 * in the column it stands under, with no warning; read from the same lines as a pasted text (no places),
 * a row that prints one of the two is said in a warning and read without it.
 */
describe("tabela pelo cabeçalho: o nome que acaba numa partícula (a célula partida, 'AAA DAS' / …) ainda é a linha de um candidato", () => {
  it("contraexemplo da ida e volta a 20×: a linha 'RECIFE AAA DAS 10000000 …' não some calada (eram 3 lidos e 3 começos de 4)", () => {
    for (const linha of [
      "RECIFE AAA DAS 10000000 90,00 1 CLASSIFICADO",
      "10000000 AAA DAS 90,00 1 CLASSIFICADO",
    ]) {
      const poloPrimeiro = linha.startsWith("RECIFE");
      const cabecalho = poloPrimeiro
        ? "Polo Nome Inscrição Pontos Class AC Class PcD Class PPP Situação"
        : "Inscrição Nome Pontos Class AC Class PcD Class PPP Situação";
      const outras = [10007919, 10015838, 10023757].map((n, i) =>
        poloPrimeiro
          ? `RECIFE AAA AAA ${n} 89,${9 - i}0 ${i + 2} CLASSIFICADO`
          : `${n} AAA AAA 89,${9 - i}0 ${i + 2} CLASSIFICADO`,
      );
      const lida = lerPublicacao(paginasDoTexto([cabecalho, linha, ...outras].join("\n")));
      expect(lida.secoes.map((s) => [s.inicios, s.registros, s.naoLidos])).toEqual([[4, 4, 0]]);
      expect(lida.candidatos[0]).toMatchObject({ inscricao: "10000000", nome: "AAA DAS", nota: 90 });
    }
  });
});

describe("tabela pelo cabeçalho: a linha com inscrição no meio das linhas da tabela é lida ou recusada, nunca some", () => {
  const cabecalho = "Inscrição Nome Pontos Class AC Class PcD Class PPP Situação";
  const outras = [10007919, 10015838, 10023757].map(
    (n, i) => `${n} AAA AAA 89,${9 - i}0 ${i + 2} CLASSIFICADO`,
  );
  it("contraexemplo da ida e volta a 20× (semente 1411232264): o nome que começa por partícula ('10000000 DAS AAA AAA …') é lido (eram 3 lidos e 3 começos de 4)", () => {
    const lida = lerPublicacao(
      paginasDoTexto([cabecalho, "10000000 DAS AAA AAA 90,00 1 CLASSIFICADO", ...outras].join("\n")),
    );
    expect(lida.secoes.map((s) => [s.inicios, s.registros, s.naoLidos])).toEqual([[4, 4, 0]]);
    expect(lida.candidatos[0]).toMatchObject({ inscricao: "10000000", nome: "DAS AAA AAA", nota: 90 });
  });
  it("a linha com a inscrição e sem o nome ('RECIFE 10000000 90,00 …', o pólo antes) é contada e recusada com o seu texto no meio das linhas e como a primeira (sumia calada)", () => {
    const polo = "Polo Nome Inscrição Pontos Class AC Class PcD Class PPP Situação";
    const linhas = [10007919, 10015838, 10023757].map(
      (n, i) => `RECIFE AAA AAA ${n} 89,${9 - i}0 ${i + 2} CLASSIFICADO`,
    );
    // In the middle of the rows, and as the first row under the header (no run begun yet).
    for (const onde of [1, 0]) {
      const comEla = [
        ...linhas.slice(0, onde),
        "RECIFE 10000000 90,00 1 CLASSIFICADO",
        ...linhas.slice(onde),
      ];
      const lida = lerPublicacao(paginasDoTexto([polo, ...comEla].join("\n")));
      expect(lida.secoes.map((s) => [s.inicios, s.registros, s.naoLidos])).toEqual([[4, 3, 1]]);
      expect(lida.secoes[0].recusas).toEqual([
        expect.objectContaining({ pagina: 1, texto: expect.stringContaining("RECIFE 10000000 90,00") }),
      ]);
    }
  });
});

describe("ida e volta: tabela pelo cabeçalho com colunas opcionais, lida pelas posições do PDF", () => {
  const palavraDeNome = fc
    .tuple(
      fc.constantFrom(..."ABCDEFGHIJLMNOPRSTUVZ"),
      fc.array(fc.constantFrom(..."ABCDEGHILMNOPRSTUVZÁÉÍÓÚÇ"), { minLength: 2, maxLength: 8 }),
    )
    .map(([a, b]) => `${a}${b.join("")}`);
  const linhaGerada = fc.record({
    nome: fc.array(palavraDeNome, { minLength: 2, maxLength: 4 }).map((p) => p.join(" ")),
    // Which optional columns the row prints: none, PcD, PPP or both.
    opcionais: fc.constantFrom<("PCD" | "PPP")[]>([], [], ["PCD"], ["PPP"], ["PCD", "PPP"]),
  });
  const OPCIONAIS = ["PCD", "PPP"] as const;

  it("cada classificação na coluna sob a qual está; do texto sem posições, a linha com uma só dita num aviso", () => {
    fc.assert(
      fc.property(
        fc.array(linhaGerada, { minLength: 3, maxLength: 30 }),
        fc.integer({ min: 0, max: 40 }),
        fc.boolean(),
        (geradas, folga, poloPrimeiro) => {
          const contagem = { PCD: 0, PPP: 0 };
          const linhas = geradas.map((g, i) => ({
            inscricao: String(10_000_000 + i * 7919),
            nome: g.nome,
            pontos: (9000 - i * 10) / 100,
            classificacao: {
              AC: i + 1,
              ...Object.fromEntries(g.opcionais.map((l) => [l, ++contagem[l]])),
            } as Partial<Record<"AC" | "PCD" | "PPP", number>>,
          }));
          // Columns at fixed places, as wide as their widest text (5 points a character), `folga` apart.
          // The pólo first, as the Cesgranrio prints it, or the inscrição first ("Inscrição Nome …").
          const celulas = (l: (typeof linhas)[number]) => [
            ...(poloPrimeiro ? ["RECIFE", l.nome, l.inscricao] : [l.inscricao, l.nome]),
            l.pontos.toFixed(2).replace(".", ","),
            String(l.classificacao.AC),
            l.classificacao.PCD === undefined ? "" : String(l.classificacao.PCD),
            l.classificacao.PPP === undefined ? "" : String(l.classificacao.PPP),
            "CLASSIFICADO",
          ];
          const cabecalho = [
            ...(poloPrimeiro ? ["Polo", "Nome", "Inscrição"] : ["Inscrição", "Nome"]),
            "Pontos",
            "Class AC",
            "Class PcD",
            "Class PPP",
            "Situação",
          ];
          const larguras = cabecalho.map((c, k) =>
            Math.max(c.length, ...linhas.map((l) => celulas(l)[k].length)),
          );
          const xs = larguras.map((_, k) =>
            larguras.slice(0, k).reduce((s, w) => s + w * 5 + 12 + folga, 40),
          );
          const pedaco = (str: string, k: number, y: number) => ({
            str,
            transform: [1, 0, 0, 1, xs[k], y],
            width: str.length * 5,
            height: 10,
          });
          const pedacos = [
            ...cabecalho.map((c, k) => pedaco(c, k, 780)),
            ...linhas.flatMap((l, i) =>
              celulas(l)
                .map((c, k) => (c ? pedaco(c, k, 768 - 12 * i) : null))
                .filter((p) => p !== null),
            ),
          ];
          const comPosicoes = linhasComPosicoes(pedacos);
          const pagina = {
            numero: 1,
            linhas: comPosicoes.map((l) => l.texto),
            posicoes: comPosicoes.map((l) => l.palavras),
          };
          const lida = lerPublicacao([pagina]);
          expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.nota, c.classificacao])).toEqual(
            linhas.map((l) => [l.inscricao, l.nome, l.pontos, l.classificacao]),
          );
          expect(lida.avisos).toEqual([]);
          // The same lines with no places: a row printing one optional column is said, read in AC.
          const semPosicoes = lerPublicacao([{ numero: 1, linhas: pagina.linhas }]);
          const comUma = geradas.filter((g) => g.opcionais.length === 1).length;
          expect(semPosicoes.avisos.filter((a) => a.mensagem.includes("numa só das colunas"))).toHaveLength(
            comUma,
          );
          expect(
            semPosicoes.candidatos.filter((c) => OPCIONAIS.some((l) => c.classificacao[l] !== undefined)),
          ).toHaveLength(geradas.filter((g) => g.opcionais.length === 2).length);
        },
      ),
      { numRuns: 100 },
    );
  });
});
