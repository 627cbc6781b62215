/**
 * Ties at scale (#36, item 3; #39, "ties grow the output as their square"): a tie is described once,
 * for its group, and each tied candidate's notes refer to the group in a few words; the ties that
 * decide a vaga or the order of nomination come first in the Empates sheet and in the CLI summary, the
 * rest counted. Without a tie-break column (a banca's workbook with whole-point scores and no birth
 * dates) most ties decide nothing today.
 */
import fc from "fast-check";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { PastaXlsx } from "../../src/adapters/xlsx/pastaXlsx";
import { linhasDosEmpates } from "../../src/cli/avisos";
import { alocar } from "../../src/engine/alocar";
import type { Candidato, Concurso, Lista } from "../../src/engine/tipos";
import {
  CABECALHO_EMPATES,
  contagemDosEmpates,
  decisaoDoEmpate,
  ordemDosEmpates,
  renderizarEmpates,
} from "../../src/folhas/empates";
import { DESFECHO } from "../../src/folhas/paleta";
import { renderizar } from "../../src/folhas/render";
import { escrever } from "../../src/pipeline";

/** A deterministic generator (no Math.random: the same case every run). */
function gerador(semente: number) {
  let x = semente >>> 0;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return (x >>> 16) % n;
  };
}

/** 300 candidates in 3 cargos of 10, 8 and 5 vagas, whole-point scores 50..89, no birth dates. */
function semDesempate(): Concurso {
  const sorte = gerador(36);
  const cargos = [
    { id: "Analista", vagas: 10 },
    { id: "Técnico", vagas: 8 },
    { id: "Auxiliar", vagas: 5 },
  ];
  const candidatos: Candidato[] = Array.from({ length: 300 }, (_, i) => {
    const listas: Lista[] = sorte(4) === 0 ? ["AC", "PPP"] : sorte(20) === 0 ? ["AC", "PCD"] : ["AC"];
    return { id: String(1000 + i), cargo: cargos[i % 3].id, nota: 50 + sorte(40), listas };
  });
  return { edital: { dataPublicacao: "2025-09-01" }, cargos, candidatos };
}

/** The note texts of every sheet, summed: what the comments parts hold. */
function caracteresDasNotas(concurso: Concurso): number {
  const modelos = renderizar({ concurso, resultado: alocar(concurso) });
  return modelos.reduce((n, m) => n + m.notas.reduce((k, x) => k + x.texto.length, 0), 0);
}

describe("300 candidatos sem coluna de desempate (#36, item 3)", () => {
  const concurso = semDesempate();
  const resultado = alocar(concurso);
  const contagem = contagemDosEmpates(resultado);
  const decidem = resultado.empates.filter((e) => decisaoDoEmpate(e) !== "nada").length;

  it("dezenas de empates, poucos decidem uma vaga ou a ordem: contados por cargo e lista", () => {
    expect(resultado.empates.length).toBeGreaterThan(60);
    expect(decidem).toBeGreaterThan(0);
    expect(decidem).toBeLessThan(resultado.empates.length / 4);
    expect(contagem.reduce((n, c) => n + c.vaga + c.ordem + c.nada, 0)).toBe(resultado.empates.length);
    expect(contagem.reduce((n, c) => n + c.vaga + c.ordem, 0)).toBe(decidem);
    // The cargos and lists with something to decide come first.
    const primeirasSemDecisao = contagem.findIndex((c) => c.vaga + c.ordem === 0);
    expect(contagem.slice(primeirasSemDecisao).every((c) => c.vaga + c.ordem === 0)).toBe(true);
    // One warning for them all, not one per tie.
    expect(resultado.avisos.filter((a) => a.texto.includes("empate")).length).toBe(1);
  });

  it("a folha Empates começa pelos que decidem", () => {
    const empates = renderizar({ concurso, resultado }).find((m) => m.tipo === "empates")!;
    const decide = empates.valores.slice(1).map((l) => l[CABECALHO_EMPATES.indexOf("Decide")]);
    const primeiroSem = decide.indexOf("Nada, por ora");
    expect(primeiroSem).toBeGreaterThan(0);
    expect(decide.slice(0, primeiroSem).every((d) => d === "A vaga" || d === "A ordem de nomeação")).toBe(
      true,
    );
    expect(decide.slice(primeiroSem).every((d) => d === "Nada, por ora")).toBe(true);
    // Numbered in that order: the first row of tie k says k.
    const numeros = empates.valores.slice(1).map((l) => l[CABECALHO_EMPATES.indexOf("Empate")] as number);
    expect(numeros).toEqual([...numeros].sort((a, b) => a - b));
  });

  it("cada empatado na folha Empates com a nota, a classificação e o desfecho da sua entrada na lista, também com a lista fora da ordem das classificações (#39: as entradas achadas pelas classificações do empate, não por um mapa da lista inteira)", () => {
    for (const foraDeOrdem of [false, true]) {
      const r = alocar(concurso);
      if (foraDeOrdem) for (const c of r.cargos) for (const es of Object.values(c.listas)) es.reverse();
      const valores = renderizarEmpates({ concurso, resultado: r }).valores;
      const col = (nome: string) => CABECALHO_EMPATES.indexOf(nome);
      let linha = 1;
      for (const k of ordemDosEmpates(r.empates)) {
        const e = r.empates[k];
        const lista = r.cargos.find((c) => c.id === e.cargo)!.listas[e.lista]!;
        const entradas = new Map(lista.map((x) => [x.candidato, x]));
        for (const id of e.candidatos) {
          const l = valores[linha++];
          const x = entradas.get(id)!;
          expect(l[col("Inscrição")]).toBe(id);
          expect(l[col("Nota")]).toBe(x.nota);
          expect(l[col("Classificação provisória")]).toBe(x.classificacao);
          expect(l[col("Desfecho")]).toBe(DESFECHO[x.desfecho].texto);
        }
      }
      expect(linha).toBe(valores.length);
    }
  });

  it("o resumo do CLI cabe numa tela: a contagem, os que decidem, e os outros numa linha", () => {
    const linhas = linhasDosEmpates(resultado, "na folha Empates");
    expect(linhas.length).toBeLessThanOrEqual(3 + contagem.length + Math.min(decidem, 20) + 3);
    expect(linhas.length).toBeLessThan(40);
    expect(linhas[1]).toMatch(
      new RegExp(
        `^Empates que os critérios do edital não desfazem: ${resultado.empates.length}, ${decidem} decidem`,
      ),
    );
    expect(linhas.at(-1)).toMatch(
      new RegExp(`^${resultado.empates.length - decidem} empates não decidem vaga nem ordem por ora`),
    );
    expect(linhas.filter((l) => / — decide a (vaga|ordem de nomeação) \(/.test(l))).toHaveLength(
      Math.min(decidem, 20),
    );
  });
});

describe("as notas crescem com os empatados, nunca com o quadrado deles (#39)", () => {
  const todosEmpatados = (n: number, vagas: number): Concurso => ({
    edital: { dataPublicacao: "2025-09-01", desempate: [] },
    cargos: [{ id: "C", vagas }],
    candidatos: Array.from({ length: n }, (_, i) => ({
      id: String(100000 + i),
      cargo: "C",
      nota: 70,
      listas: (i % 5 === 0 ? ["AC", "PPP"] : ["AC"]) as Lista[],
    })),
  });

  it("propriedade: n candidatos todos empatados dão no máximo 800 caracteres de notas por candidato (e 400 por vaga)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 600 }), fc.integer({ min: 1, max: 30 }), (n, vagas) => {
        expect(caracteresDasNotas(todosEmpatados(n, vagas))).toBeLessThanOrEqual(
          800 * n + 400 * vagas + 2000,
        );
      }),
      { numRuns: 25 },
    );
  });

  it("20.000 candidatos todos empatados: as partes de notas do .xlsx (xl/comments*.xml) ficam abaixo de 1 KB por candidato", async () => {
    const n = 20_000;
    const concurso = todosEmpatados(n, 50);
    const porta = PastaXlsx.nova();
    await escrever(porta, { concurso, resultado: alocar(concurso), origem: new Map() });
    let comentarios = 0;
    unzipSync(await porta.paraBytes(), {
      filter: (f) => {
        if (/^xl\/comments\d*\.xml$/.test(f.name)) comentarios += f.originalSize;
        return false;
      },
    });
    expect(comentarios).toBeGreaterThan(0);
    expect(comentarios).toBeLessThan(1024 * n);
  }, 120_000);
});

describe("empates além da grade do Excel (#39: 1.048.575 candidatos com notas inteiras, 1,3 milhão de linhas empatadas)", () => {
  const concurso = semDesempate();
  const resultado = alocar(concurso);
  const empatados = resultado.empates.reduce((n, e) => n + e.candidatos.length, 0);
  // Room for every row of the ties that decide something, one row for each other tie, and 5 more.
  const decidem = resultado.empates.filter((e) => decisaoDoEmpate(e) !== "nada");
  const maximo =
    decidem.reduce((n, e) => n + e.candidatos.length, 0) + resultado.empates.length - decidem.length + 5;

  it("a folha cabe: os empates que decidem com uma linha por empatado, os que não cabem numa linha do grupo, que diz onde estão os empatados", () => {
    const inteira = renderizarEmpates({ concurso, resultado });
    expect(inteira.valores.length).toBe(empatados + 1);
    expect(maximo).toBeLessThan(empatados / 2);
    const cortada = renderizarEmpates({ concurso, resultado }, maximo);
    const linhas = cortada.valores.slice(1);
    expect(linhas.length).toBeLessThanOrEqual(maximo);
    // Every tie still has its row (its number in the Empate column), in the same order.
    expect([...new Set(linhas.map((l) => l[1]))]).toEqual(resultado.empates.map((_, i) => i + 1));
    // Those that decide a vaga or the order are listed in full, one row per tied candidate.
    const porEmpate = new Map<unknown, number>();
    for (const l of linhas) porEmpate.set(l[1], (porEmpate.get(l[1]) ?? 0) + 1);
    const ordem = ordemDosEmpates(resultado.empates);
    ordem.forEach((k, i) => {
      const e = resultado.empates[k];
      if (decisaoDoEmpate(e) !== "nada") expect(porEmpate.get(i + 1)).toBe(e.candidatos.length);
    });
    const grupos = linhas.filter((l) => l[5] === null);
    expect(grupos.length).toBeGreaterThan(0);
    const [g] = grupos;
    const e = resultado.empates[ordem[(g[1] as number) - 1]];
    expect(g[4]).toBe(e.candidatos.length);
    expect(g[6]).toBe(
      `Os ${e.candidatos.length} empatados (da ${e.classificacoes.de}ª à ${e.classificacoes.ate}ª classificação) estão na folha ${e.lista === "AC" ? "AC" : g[2] === "PcD" ? "PcD" : "Pretos e pardos"}, com a nota "Empate nº ${String(g[1])}" no Desfecho: não cabem aqui, além das linhas do Excel`,
    );
  });
});
