/**
 * The Convocações sheet edited at random by the clerk (rows deleted, sorted, moved, the sheet renamed,
 * cells retyped or replaced by a formula with no stored value) against the copy of the ledger saved
 * with each call: either the next call is exactly the call from the untouched workbook, or the ledger
 * stops with errors, each naming a cell of the sheet. Never does a call reach someone already called
 * (Lei 15.142, art. 9º, § 2º; art. 7º, § 3º).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PastaMemoria, type FolhaMemoria } from "../../src/adapters/memoria";
import { ENTRADA_DANIFICADA } from "../../src/adapters/porta";
import type { Concurso, Lista } from "../../src/engine";
import { COLUNA_DESFECHO, FOLHA_CONVOCACOES } from "../../src/folhas/convocacoes";
import { celulaA1, separarEndereco } from "../../src/planilha/endereco";
import { ErroDeEntrada } from "../../src/engine/tipos";
import { problemasNaFolhaDoLivro } from "../../src/pipeline/problemasDoLivro";
import {
  CHAVE_CONVOCACOES,
  calcularConvocacao,
  calcularConvocacaoNaPasta,
  lerConvocacoesDaPasta,
  registrarConvocacaoNaPasta,
  temErros,
} from "../../src/pipeline";

const LISTAS: Lista[] = ["AC", "PPP", "PCD"];

/** COTAS_RODADAS multiplies the runs (fresh seeds); the counts asserted after a property scale with it. */
const VEZES = Number(process.env.COTAS_RODADAS ?? 1);
const RODADAS_DA_FOLHA = 150 * VEZES;

/** 8 vagas under Decreto 12.536: AC 5, PPP 2, PCD 1; 24 candidates, some in two lists. */
const CONCURSO: Concurso = {
  edital: { dataPublicacao: "2025-09-01" },
  cargos: [{ id: "C1", vagas: 8 }],
  candidatos: Array.from({ length: 24 }, (_, i) => ({
    id: `I${String(i + 1).padStart(2, "0")}`,
    nome: `Pessoa ${i + 1}`,
    cargo: "C1",
    nota: 100 - i,
    listas: i % 4 === 1 ? ["AC", "PPP"] : i % 7 === 3 ? ["AC", "PCD"] : i % 5 === 2 ? ["PPP"] : ["AC"],
  })) as Concurso["candidatos"],
};
const IDS = CONCURSO.candidatos.map((c) => c.id);

async function convocar(porta: PastaMemoria, posicoes: number, numero: number) {
  const livro = await lerConvocacoesDaPasta(porta);
  expect(livro.problemas).toEqual([]);
  const r = calcularConvocacao(CONCURSO, livro.convocacoes, {
    cargo: "C1",
    posicoes,
    ato: `Portaria nº ${numero}/2026`,
    data: `2026-0${numero}-10`,
  });
  await registrarConvocacaoNaPasta(porta, CONCURSO, livro.convocacoes, r.convocacao);
}

/** A workbook with two calls (4 and 2 positions), the second person of the first made void in between. */
async function pastaComDuasConvocacoes(): Promise<PastaMemoria> {
  const porta = new PastaMemoria({ folhas: [{ nome: "Candidatos", valores: [["Inscrição"], ["I01"]] }] });
  await convocar(porta, 4, 1);
  porta.folha(FOLHA_CONVOCACOES)!.celulas[2][COLUNA_DESFECHO] = "Sem efeito";
  await convocar(porta, 2, 2);
  porta.reabrir();
  return porta;
}

/**
 * The next call as `cotas convocar` and the pane make it (`calcularConvocacaoNaPasta`): a ledger the
 * engine refuses (a desfecho typed over a position already given to a replacement) stops the call with
 * its problems at the cells of the Convocações sheet, as the CLI and the pane show them.
 */
async function proxima(porta: PastaMemoria) {
  const livro = await lerConvocacoesDaPasta(porta);
  if (temErros(livro.problemas)) return { problemas: livro.problemas };
  try {
    const r = calcularConvocacaoNaPasta(CONCURSO, livro, { cargo: "C1", posicoes: 3, data: "2026-05-10" });
    return { chamados: r.convocacao.chamados, convocados: livro.convocacoes.flatMap((v) => v.chamados) };
  } catch (erro) {
    if (erro instanceof ErroDeEntrada) return { problemas: problemasNaFolhaDoLivro(erro, livro) };
    throw erro;
  }
}

type Edicao =
  | { tipo: "apagar"; linha: number }
  | { tipo: "ordenar"; chaves: number[] }
  | { tipo: "renomear" }
  | { tipo: "redigitar"; linha: number; coluna: number; valor: string | number | null }
  | { tipo: "mesmoValorComoTexto"; linha: number; coluna: number }
  | { tipo: "mover"; linhas: number; colunas: number }
  | { tipo: "formula"; linha: number; coluna: number };

/** Data rows are 1..6 (the header is row 0); columns other than Desfecho, whose edits are the clerk's. */
const arbLinha = fc.integer({ min: 1, max: 6 });
const arbColuna = fc.integer({ min: 0, max: COLUNA_DESFECHO - 1 });
const arbEdicao: fc.Arbitrary<Edicao> = fc.oneof(
  fc.record({ tipo: fc.constant("apagar" as const), linha: arbLinha }),
  fc.record({
    tipo: fc.constant("ordenar" as const),
    chaves: fc.array(fc.double({ noNaN: true }), { minLength: 6, maxLength: 6 }),
  }),
  fc.record({ tipo: fc.constant("renomear" as const) }),
  fc.record({
    tipo: fc.constant("redigitar" as const),
    linha: arbLinha,
    coluna: arbColuna,
    valor: fc.oneof(
      fc.integer({ min: 1, max: 12 }),
      fc.constantFrom<string | null>(...LISTAS, ...IDS, null, "C1", "01/01/2026"),
      fc.string({ maxLength: 6 }),
    ),
  }),
  fc.record({ tipo: fc.constant("mesmoValorComoTexto" as const), linha: arbLinha, coluna: arbColuna }),
  fc.record({
    tipo: fc.constant("mover" as const),
    linhas: fc.integer({ min: 0, max: 3 }),
    colunas: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({ tipo: fc.constant("formula" as const), linha: arbLinha, coluna: arbColuna }),
);

/** The clerk's edit as Excel would leave the sheet; the table follows its rows. */
function editar(f: FolhaMemoria, e: Edicao): void {
  const tabela = f.tabelas[0].intervalo;
  const [l0, c0] = [tabela.linha, tabela.coluna];
  const dados = f.celulas.length - 1 - l0;
  const celula = (linha: number) => f.celulas[l0 + 1 + ((linha - 1) % dados)];
  switch (e.tipo) {
    case "apagar":
      if (dados > 0) f.celulas.splice(l0 + 1 + ((e.linha - 1) % dados), 1);
      tabela.linhas = f.celulas.length - l0;
      return;
    case "ordenar": {
      const linhas = f.celulas.splice(l0 + 1);
      const ordem = linhas.map((l, i) => ({ l, k: e.chaves[i % e.chaves.length] + i * 1e-9 }));
      f.celulas.push(...ordem.sort((a, b) => a.k - b.k).map((x) => x.l));
      return;
    }
    case "renomear":
      f.nome = "Livro das convocações";
      return;
    case "redigitar":
      if (dados > 0) celula(e.linha)[c0 + e.coluna] = e.valor;
      return;
    case "mesmoValorComoTexto":
      if (dados > 0) {
        const l = celula(e.linha);
        l[c0 + e.coluna] = l[c0 + e.coluna] === null ? null : String(l[c0 + e.coluna]);
      }
      return;
    case "mover":
      f.celulas = [
        ...Array.from({ length: e.linhas }, () => []),
        ...f.celulas.map((l) => [...Array.from({ length: e.colunas }, () => null), ...l]),
      ];
      tabela.linha += e.linhas;
      tabela.coluna += e.colunas;
      return;
    case "formula":
      if (dados > 0) {
        const linha = l0 + 1 + ((e.linha - 1) % dados);
        f.celulas[linha][c0 + e.coluna] = null;
        f.formulas[celulaA1(linha, c0 + e.coluna)] = "=Candidatos!Z99";
      }
  }
}

describe("a folha Convocações editada à mão contra a cópia do livro (art. 9º, § 2º)", () => {
  it("a próxima convocação é a da pasta intocada, ou o livro para com erros que nomeiam a célula; ninguém é convocado duas vezes", async () => {
    const intocada = await proxima(await pastaComDuasConvocacoes());
    expect(intocada.chamados).toHaveLength(3);
    let paradas = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(arbEdicao, { minLength: 1, maxLength: 4 }), async (edicoes) => {
        const porta = await pastaComDuasConvocacoes();
        const folha = porta.folha(FOLHA_CONVOCACOES)!;
        for (const e of edicoes) editar(folha, e);
        const r = await proxima(porta);
        if (r.problemas) {
          paradas++;
          const erros = r.problemas.filter((p) => p.gravidade === "erro");
          expect(erros.length).toBeGreaterThan(0);
          for (const p of erros) expect(separarEndereco(p.endereco)?.folha).toBe(folha.nome);
          return;
        }
        expect(r.chamados).toEqual(intocada.chamados);
        const jaChamados = new Set(r.convocados.map((c) => c.candidato));
        expect(r.chamados!.filter((c) => jaChamados.has(c.candidato))).toEqual([]);
      }),
      { numRuns: RODADAS_DA_FOLHA },
    );
    // Both outcomes happen: the property is not passing by always stopping.
    expect(paradas).toBeGreaterThan(0);
    expect(paradas).toBeLessThan(RODADAS_DA_FOLHA);
  });
});

/** What happens to the saved copy of the ledger (the hidden `_cotas_suplemento`, or the settings). */
type NaCopia =
  | { tipo: "manter" }
  | { tipo: "apagar" }
  | { tipo: "danificar"; valor: unknown }
  | { tipo: "outraVersao"; versao: number | string }
  | { tipo: "substituir"; convocacoes: unknown[] };

const arbNaCopia: fc.Arbitrary<NaCopia> = fc.oneof(
  fc.record({ tipo: fc.constant("manter" as const) }),
  fc.record({ tipo: fc.constant("apagar" as const) }),
  fc.record({
    tipo: fc.constant("danificar" as const),
    valor: fc.oneof(fc.constant({ [ENTRADA_DANIFICADA]: true }), fc.jsonValue({ maxDepth: 2 })),
  }),
  fc.record({
    tipo: fc.constant("outraVersao" as const),
    versao: fc.oneof(fc.integer({ min: 2, max: 9 }), fc.constant("2.0")),
  }),
  fc.record({
    tipo: fc.constant("substituir" as const),
    convocacoes: fc.constantFrom<unknown[]>(
      [],
      [{ numero: 1, cargo: "C9", chamados: [{ posicao: 1, lista: "AC", candidato: "I01" }] }],
    ),
  }),
);

function mexerNaCopia(porta: PastaMemoria, c: NaCopia): void {
  const atual = porta.configuracoes.get(CHAVE_CONVOCACOES) as { convocacoes: unknown[] };
  switch (c.tipo) {
    case "manter":
      return;
    case "apagar":
      porta.configuracoes.delete(CHAVE_CONVOCACOES);
      return;
    case "danificar":
      porta.configuracoes.set(CHAVE_CONVOCACOES, c.valor);
      return;
    case "outraVersao":
      porta.configuracoes.set(CHAVE_CONVOCACOES, { ...atual, versao: c.versao });
      return;
    case "substituir":
      porta.configuracoes.set(CHAVE_CONVOCACOES, { versao: 1, convocacoes: c.convocacoes });
  }
}

/** The clerk's edits of the sheet for this property: rows deleted, outcomes typed or cleared. */
type EdicaoDoLivro =
  { tipo: "apagar"; linha: number } | { tipo: "desfecho"; linha: number; valor: string | null };
const arbEdicaoDoLivro: fc.Arbitrary<EdicaoDoLivro> = fc.oneof(
  fc.record({ tipo: fc.constant("apagar" as const), linha: arbLinha }),
  fc.record({
    tipo: fc.constant("desfecho" as const),
    linha: arbLinha,
    valor: fc.constantFrom<string | null>("Posse", "Sem efeito", "Desistência", "Desistente", null),
  }),
);

describe("a cópia do livro apagada, danificada ou trocada, e a folha editada (#39: ninguém convocado duas vezes)", () => {
  it("ou a convocação para com a frase sobre a cópia (ou a célula), ou ninguém já convocado é chamado de novo", async () => {
    const original = await pastaComDuasConvocacoes();
    const jaChamados = new Set(
      (await lerConvocacoesDaPasta(original)).convocacoes.flatMap((v) => v.chamados.map((c) => c.candidato)),
    );
    expect(jaChamados.size).toBe(6);
    let paradas = 0;
    let chamadas = 0;
    await fc.assert(
      fc.asyncProperty(arbNaCopia, fc.array(arbEdicaoDoLivro, { maxLength: 4 }), async (naCopia, edicoes) => {
        const porta = await pastaComDuasConvocacoes();
        mexerNaCopia(porta, naCopia);
        const folha = porta.folha(FOLHA_CONVOCACOES)!;
        for (const e of edicoes)
          if (e.tipo === "apagar") editar(folha, e);
          else {
            const dados = folha.celulas.length - 1;
            if (dados > 0) folha.celulas[1 + ((e.linha - 1) % dados)][COLUNA_DESFECHO] = e.valor;
          }
        const r = await proxima(porta);
        if (r.problemas) {
          paradas++;
          if (naCopia.tipo !== "manter" && naCopia.tipo !== "substituir") {
            const texto = r.problemas.map((p) => p.mensagem).join("\n");
            expect(texto).toMatch(/a cópia das convocações que o suplemento guarda na pasta|falta a cópia/);
            expect(texto).toContain("Volte a uma cópia da pasta salva depois da última convocação");
          }
          return;
        }
        chamadas++;
        expect(naCopia.tipo).toBe("manter");
        expect(r.chamados!.filter((c) => jaChamados.has(c.candidato))).toEqual([]);
      }),
      { numRuns: 200 * VEZES },
    );
    expect(paradas).toBeGreaterThan(0);
    expect(chamadas).toBeGreaterThan(0);
  });
});
