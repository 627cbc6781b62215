/**
 * Fuzzing of everything that reads clerk data (issue #7): hostile cells (control characters, very
 * long strings, mixed scripts, formulas, Excel errors, prototype keys), ragged and huge sheets. The
 * reader never throws, and never loses a row silently: each non-blank row is the header, read, or
 * not read and covered by a problem.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Cargo } from "../../src/engine/tipos";
import { celulaVazia } from "../../src/leitura/texto";
import { lerConfirmacao } from "../../src/leitura/confirmacao";
import { lerData } from "../../src/leitura/data";
import { separarEndereco } from "../../src/planilha/endereco";
import { lerCandidatos, type LeituraDosCandidatos } from "../../src/leitura/leituraDosCandidatos";
import { CAMPOS_CANDIDATO, type MapaColunas } from "../../src/leitura/mapaColunas";
import { mapearTabela } from "../../src/leitura/mapeamentoAutomatico";
import { lerModalidade } from "../../src/leitura/modalidade";
import { montarConcurso } from "../../src/leitura/montarConcurso";
import { lerNumero } from "../../src/leitura/numero";
import { previaDaLeitura } from "../../src/leitura/previa";
import type { Problema } from "../../src/leitura/problema";
import { lerSimNao } from "../../src/leitura/simNao";
import { lerSituacao } from "../../src/leitura/situacao";
import type { TabelaBruta, ValorCelula } from "../../src/planilha/tabela";
import { lerVagasPorCargo } from "../../src/leitura/vagasPorCargo";

const HOSTIS = [
  "#N/D",
  "#VALOR!",
  "#REF!",
  "#N/A",
  "#DIV/0!",
  "#SPILL!",
  "=SOMA(A1:A3)",
  '=HYPERLINK("http://x";"clique")',
  "+cmd|' /C calc'!A0",
  "@SUM(1)",
  "-2+3",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "\u0000",
  "\u200b",
  "\u00a0",
  "\t\r\n",
  "\ud800",
  "名前 候補者",
  "مرشح",
  "Ñandú Açaí",
  "𝔑𝔬𝔱𝔞 𝔣𝔦𝔫𝔞𝔩",
  "Ⅷ,Ⅴ",
  "８，５",
  "8,5",
  "1.234,56",
  "1e309",
  "-0",
  "31/02/1960",
  "1960-12-31",
  "Negro e PcD",
  "Sim",
  "X",
  "Inscrição",
  "Nota final",
  "Cargo",
  "Modalidade",
];

const textoHostil = fc.oneof(
  fc.constantFrom(...HOSTIS),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: "binary", minLength: 2000, maxLength: 20_000 }),
  fc.constantFrom(...HOSTIS).chain((h) => fc.string({ maxLength: 5 }).map((s) => `${s}${h}${s}`)),
);

const celula: fc.Arbitrary<ValorCelula> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 3 },
  { arbitrary: textoHostil, weight: 4 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.integer({ min: -10, max: 3_000_000 }), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
);

const CABECALHOS = [
  "Inscrição",
  "Nome",
  "Cargo",
  "Nota final",
  "Modalidade",
  "PcD",
  "Heteroidentificação",
  "Data de nascimento",
  "Situação",
  "Classificado na AC",
  "Nota prova discursiva",
];

/** A sheet: random rows (ragged, often blank), sometimes with a real header somewhere in them. */
const tabelaHostil: fc.Arbitrary<TabelaBruta> = fc
  .record({
    folha: fc.oneof(
      fc.constantFrom("Candidatos", "Minha folha", "D'Ávila", "A1"),
      fc.string({ maxLength: 31 }),
    ),
    linhaInicial: fc.integer({ min: 0, max: 1_000 }),
    colunaInicial: fc.integer({ min: 0, max: 100 }),
    linhas: fc.array(
      fc.oneof(
        { arbitrary: fc.array(celula, { maxLength: 12 }), weight: 5 },
        { arbitrary: fc.constant([] as ValorCelula[]), weight: 1 },
        { arbitrary: fc.array(fc.constant(null), { maxLength: 12 }), weight: 1 },
      ),
      { maxLength: 40 },
    ),
    cabecalho: fc.option(fc.subarray(CABECALHOS, { minLength: 1 }), { nil: undefined }),
    posicao: fc.nat(),
  })
  .map(({ folha, linhaInicial, colunaInicial, linhas, cabecalho, posicao }) => {
    const valores = linhas.map((l) => [...l]);
    if (cabecalho) valores.splice(posicao % (valores.length + 1), 0, [...cabecalho]);
    return { folha, linhaInicial, colunaInicial, valores };
  });

/** A saved mapping can name anything: fields to random letters or names. */
const mapaHostil: fc.Arbitrary<MapaColunas> = fc.record(
  {
    linhaDoCabecalho: fc.integer({ min: -3, max: 1_100 }),
    campos: fc.dictionary(
      fc.oneof(fc.constantFrom(...CAMPOS_CANDIDATO), fc.constantFrom("__proto__", "constructor", "xyz")),
      fc.record(
        {
          cabecalho: fc.oneof(fc.constantFrom(...CABECALHOS), textoHostil),
          coluna: fc.constantFrom("A", "C", "AB", "", "1", "ZZZZ"),
        },
        { requiredKeys: [] },
      ),
    ),
    desempate: fc.array(
      fc.record({ campo: textoHostil, coluna: fc.record({ coluna: fc.constantFrom("B", "D", "Q") }) }),
      { maxLength: 2 },
    ),
  },
  { requiredKeys: ["campos"] },
);

function enderecosBemFormados(problemas: readonly Problema[], folha: string): void {
  for (const p of problemas) {
    expect(p.mensagem.startsWith(`${p.endereco}: `)).toBe(true);
    expect(separarEndereco(p.endereco)).toEqual({ folha, celula: p.celula });
    // eslint-disable-next-line no-control-regex
    expect(p.mensagem).not.toMatch(/[\u0000-\u001f]/);
    expect(p.mensagem.length).toBeLessThan(1_000);
  }
}

/** Each non-blank row: the header, read, or not read and covered by a problem. */
function nenhumaLinhaPerdida(tabela: TabelaBruta, leitura: LeituraDosCandidatos): void {
  const lidas = new Set(leitura.linhas.map((l) => l.linha));
  const ignoradas = new Set(leitura.linhasIgnoradas);
  expect(lidas.size).toBe(leitura.linhas.length);
  for (const l of ignoradas) expect(lidas.has(l)).toBe(false);
  const cobertas = (linha: number) =>
    leitura.problemas.some(
      (p) => p.linha !== undefined && p.linha <= linha && linha <= (p.ultimaLinha ?? p.linha),
    );
  for (const l of ignoradas) expect(cobertas(l), `linha ${l} ignorada sem problema`).toBe(true);
  tabela.valores.forEach((linha, i) => {
    const naFolha = tabela.linhaInicial + i;
    const emBranco = linha.every((v) => celulaVazia(v));
    if (emBranco) return;
    const conta =
      (naFolha === leitura.linhaDoCabecalho ? 1 : 0) +
      (lidas.has(naFolha) ? 1 : 0) +
      (ignoradas.has(naFolha) ? 1 : 0);
    if (leitura.linhaDoCabecalho === null) {
      // The header could not be placed: the problems say so, and nothing was read.
      expect(leitura.problemas.some((p) => p.gravidade === "erro")).toBe(true);
      expect(conta).toBe(0);
    } else {
      expect(conta, `linha ${naFolha + 1} perdida`).toBe(1);
    }
  });
  // Blank rows between read rows are reported.
  const ordenadas = [...lidas].sort((a, b) => a - b);
  for (let k = 1; k < ordenadas.length; k++) {
    for (let l = ordenadas[k - 1] + 1; l < ordenadas[k]; l++) {
      const linha = tabela.valores[l - tabela.linhaInicial];
      if (linha.every((v) => celulaVazia(v)))
        expect(cobertas(l), `linha em branco ${l + 1} sem aviso`).toBe(true);
    }
  }
}

const CARGOS: Cargo[] = [{ id: "Analista", vagas: 3 }];

describe("fuzzing da leitura dos dados do servidor (issue #7)", () => {
  it("os leitores de valores nunca lançam e devolvem valor, vazio ou um motivo legível", () => {
    const leitores = [
      (v: ValorCelula) => lerNumero(v, "uma nota"),
      (v: ValorCelula) => lerData(v),
      (v: ValorCelula) => lerData(v, { datas1904: true }),
      lerSimNao,
      lerConfirmacao,
      lerSituacao,
      lerModalidade,
    ];
    fc.assert(
      fc.property(celula, (v) => {
        for (const ler of leitores) {
          const r = ler(v);
          expect(["valor", "vazio", "invalido"]).toContain(r.tipo);
          if (r.tipo === "invalido") {
            // eslint-disable-next-line no-control-regex
            expect(r.motivo).not.toMatch(/[\u0000-\u001f]/);
            expect(r.motivo.length).toBeLessThan(400);
          }
          if (r.tipo === "valor" && typeof r.valor === "number") expect(Number.isFinite(r.valor)).toBe(true);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it("mapeamento automático e leitura nunca lançam e não perdem linha nenhuma", () => {
    fc.assert(
      fc.property(tabelaHostil, (tabela) => {
        const mapa = mapearTabela(tabela)?.mapa ?? { campos: {} };
        const leitura = lerCandidatos(tabela, mapa);
        nenhumaLinhaPerdida(tabela, leitura);
        enderecosBemFormados(leitura.problemas, tabela.folha);
      }),
      { numRuns: 300 },
    );
  });

  it("com um mapa salvo qualquer (mapa.json hostil), a leitura não lança e não perde linha", () => {
    fc.assert(
      fc.property(tabelaHostil, mapaHostil, (tabela, mapa) => {
        const leitura = lerCandidatos(tabela, mapa);
        nenhumaLinhaPerdida(tabela, leitura);
        enderecosBemFormados(leitura.problemas, tabela.folha);
      }),
      { numRuns: 300 },
    );
  });

  it("com qualquer valor JSON no lugar do mapa, a leitura não lança e não perde linha", () => {
    fc.assert(
      fc.property(tabelaHostil, fc.jsonValue(), (tabela, json) => {
        const leitura = lerCandidatos(tabela, json as unknown as MapaColunas);
        nenhumaLinhaPerdida(tabela, leitura);
        enderecosBemFormados(leitura.problemas, tabela.folha);
      }),
      { numRuns: 200 },
    );
  });

  it("montarConcurso não lança; só produz concurso sem erros, com um candidato por linha lida", () => {
    fc.assert(
      fc.property(tabelaHostil, fc.boolean(), (tabela, comCargo) => {
        const mapa = mapearTabela(tabela)?.mapa ?? { campos: {} };
        const cargos = comCargo ? CARGOS : [...CARGOS, { id: "Técnico", vagas: 2 }];
        const r = montarConcurso(tabela, mapa, { dataPublicacao: "2025-09-01" }, cargos);
        enderecosBemFormados(r.problemas, tabela.folha);
        if (r.concurso) {
          expect(r.problemas.some((p) => p.gravidade === "erro")).toBe(false);
          const lidas = lerCandidatos(tabela, mapa, {
            cargoUnico: comCargo && !mapa.campos.cargo ? "Analista" : undefined,
          });
          expect(r.concurso.candidatos).toHaveLength(lidas.linhas.length);
          for (const c of r.concurso.candidatos) {
            expect(Number.isFinite(c.nota)).toBe(true);
            expect(r.linhaDoCandidato.has(c.id)).toBe(true);
          }
        } else {
          expect(r.problemas.some((p) => p.gravidade === "erro")).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("prévia e tabela de vagas não lançam com dados hostis", () => {
    fc.assert(
      fc.property(tabelaHostil, (tabela) => {
        const mapa = mapearTabela(tabela)?.mapa ?? { campos: {} };
        const previa = previaDaLeitura(tabela, mapa, {}, 5);
        expect(previa.linhas.length).toBeLessThanOrEqual(5);
        const vagas = lerVagasPorCargo(tabela);
        enderecosBemFormados(vagas.problemas, tabela.folha);
        for (const c of vagas.cargos) expect(Number.isInteger(c.vagas) && c.vagas >= 0).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("planilha enorme de lixo (200.000 linhas): não lança, conta cada linha e limita os problemas", () => {
    const amostra = fc.sample(fc.array(celula, { minLength: 6, maxLength: 6 }), { numRuns: 997, seed: 7 });
    const valores: ValorCelula[][] = [CABECALHOS.slice(0, 6)];
    for (let i = 0; i < 200_000; i++) valores.push(amostra[i % amostra.length]);
    const tabela: TabelaBruta = { folha: "Candidatos", linhaInicial: 0, colunaInicial: 0, valores };
    const leitura = lerCandidatos(tabela, mapearTabela(tabela)!.mapa);
    const emBranco = valores.filter((l) => l.every((v) => celulaVazia(v))).length;
    expect(leitura.linhas.length + leitura.linhasIgnoradas.length + 1 + emBranco).toBe(valores.length);
    expect(leitura.problemas.length).toBeLessThan(30_000);
  }, 120_000);
});
