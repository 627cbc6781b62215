import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine/alocar";
import { proximaConvocacao } from "../../src/engine/convocacoes";
import { ordemDasListas } from "../../src/engine/ordem";
import { calcularQuadro, compararComPublicado, distribuirReservaAgrupada } from "../../src/engine/quadro";
import { ErroDeEntrada, type Edital } from "../../src/engine/tipos";

const decreto: Edital = { dataPublicacao: "2025-09-01" };
const quadro = (vagas: number, edital: Edital = decreto) => calcularQuadro(vagas, edital).quadro;

describe("Decreto 12.536, art. 3º, e Lei 15.142, art. 5º — valores de referência (RULES.md § 2)", () => {
  it.each([
    [1, { AC: 1, PPP: 0, IND: 0, QUI: 0, PCD: 0 }],
    [2, { AC: 1, PPP: 1, IND: 0, QUI: 0, PCD: 0 }],
    [3, { AC: 2, PPP: 1, IND: 0, QUI: 0, PCD: 0 }],
    [5, { AC: 3, PPP: 1, IND: 0, QUI: 0, PCD: 1 }],
    [10, { AC: 6, PPP: 3, IND: 0, QUI: 0, PCD: 1 }],
    [100, { AC: 65, PPP: 25, IND: 3, QUI: 2, PCD: 5 }],
    [250, { AC: 161, PPP: 63, IND: 8, QUI: 5, PCD: 13 }],
  ])("N = %i", (vagas, esperado) => {
    expect(quadro(vagas)).toEqual(esperado);
  });
  it("IND tem a primeira vaga com 17 (3% de 17 = 0,51) e não com 16 (0,48)", () => {
    expect(quadro(16).IND).toBe(0);
    expect(quadro(17).IND).toBe(1);
  });
  it("QUI tem a primeira vaga com 25 (2% de 25 = 0,5) e não com 24 (0,48)", () => {
    expect(quadro(24).QUI).toBe(0);
    expect(quadro(25).QUI).toBe(1);
  });
  it("por grupo, não 30% primeiro: 250 vagas dão 76 reservas raciais, como publicou o CNU 2", () => {
    const q = quadro(250);
    expect(q.PPP! + q.IND! + q.QUI!).toBe(76);
  });
  it("as chaves seguem a ordem das listas e as notas explicam cada número com o artigo", () => {
    const r = calcularQuadro(250, decreto);
    expect(Object.keys(r.quadro)).toEqual(["AC", "PPP", "IND", "QUI", "PCD"]);
    expect(r.regime).toBe("decreto-12536");
    expect(r.notas.map((n) => n.texto)).toContain(
      "Pessoas pretas e pardas: 25% de 250 = 62,5 → 63 (fração igual ou maior que 0,5 sobe, menor desce).",
    );
    expect(r.notas.map((n) => n.texto)).toContain(
      "Indígenas: 3% de 250 = 7,5 → 8 (fração igual ou maior que 0,5 sobe, menor desce).",
    );
    expect(r.fundamentos.PPP).toBe("Decreto nº 12.536/2025, art. 3º, I; Lei nº 15.142/2025, art. 5º, § 2º");
    expect(r.fundamentos.PCD).toContain("Lei nº 8.112/1990, art. 5º, § 2º");
  });
});

describe("Lei 15.142, art. 5º — sem reserva racial abaixo de 2 vagas", () => {
  it("1 vaga: tudo AC, com nota do mínimo", () => {
    const r = calcularQuadro(1, decreto);
    expect(r.quadro).toEqual({ AC: 1, PPP: 0, IND: 0, QUI: 0, PCD: 0 });
    expect(r.notas.find((n) => n.texto.includes("abaixo do mínimo de 2"))?.fundamento).toContain(
      "Lei nº 15.142/2025, art. 5º",
    );
  });
  it("Lei 15.142, art. 5º, §§ 3º e 4º — zero vagas (apenas cadastro de reserva) dá quadro vazio", () => {
    const r = calcularQuadro(0, decreto);
    expect(r.quadro).toEqual({ AC: 0, PPP: 0, IND: 0, QUI: 0, PCD: 0 });
    expect(r.notas[1].texto).toContain("Apenas cadastro de reserva");
  });
});

describe("Lei 15.142, arts. 1º e 5º — regime da janela de junho de 2025: lista única PPIQ de 30%", () => {
  const lei: Edital = { dataPublicacao: "2025-06-10" };
  it.each([
    [1, { AC: 1, PPIQ: 0, PCD: 0 }],
    [2, { AC: 1, PPIQ: 1, PCD: 0 }],
    [5, { AC: 2, PPIQ: 2, PCD: 1 }],
    [10, { AC: 6, PPIQ: 3, PCD: 1 }],
    [250, { AC: 162, PPIQ: 75, PCD: 13 }],
  ])("N = %i", (vagas, esperado) => {
    expect(quadro(vagas, lei)).toEqual(esperado);
  });
  it("com a divisão do edital, as três listas são calculadas por grupo", () => {
    expect(quadro(100, { ...lei, percentuais: { PPP: 25, IND: 3, QUI: 2 } })).toEqual({
      AC: 65,
      PPP: 25,
      IND: 3,
      QUI: 2,
      PCD: 5,
    });
  });
});

describe("Lei 12.990, art. 1º, §§ 1º e 2º — 20% para negros a partir de 3 vagas", () => {
  const lei: Edital = { dataPublicacao: "2024-01-15" };
  it.each([
    [2, { AC: 2, PPP: 0, PCD: 0 }],
    [3, { AC: 2, PPP: 1, PCD: 0 }],
    [5, { AC: 3, PPP: 1, PCD: 1 }],
    [7, { AC: 5, PPP: 1, PCD: 1 }], // 1,4 → 1
    [8, { AC: 5, PPP: 2, PCD: 1 }], // 1,6 → 2
    [100, { AC: 75, PPP: 20, PCD: 5 }],
  ])("N = %i", (vagas, esperado) => {
    expect(quadro(vagas, lei)).toEqual(esperado);
  });
});

describe("Decreto 9.508, art. 1º, § 3º, e Lei 8.112, art. 5º, § 2º — PcD: teto, até 20%", () => {
  it("nenhuma vaga com 4 ou menos; uma de 5 a 20; duas de 21 a 40 (a 5%)", () => {
    expect([1, 2, 3, 4].map((n) => quadro(n).PCD)).toEqual([0, 0, 0, 0]);
    expect([5, 20].map((n) => quadro(n).PCD)).toEqual([1, 1]);
    expect([21, 40, 41].map((n) => quadro(n).PCD)).toEqual([2, 2, 3]);
  });
  it("a nota diz quando o limite de 20% cortou a vaga", () => {
    const nota = calcularQuadro(4, decreto).notas.find((n) => n.texto.startsWith("Pessoas com deficiência"));
    expect(nota?.texto).toBe(
      "Pessoas com deficiência: 5% de 4 = 0,2 → 1 (qualquer fração sobe), limitado a 0 para não passar de 20% das vagas.",
    );
  });
  it("com 20% de PcD no edital, o limite é a própria reserva", () => {
    expect(quadro(7, { ...decreto, percentuais: { PCD: 20 } }).PCD).toBe(1);
    expect(quadro(10, { ...decreto, percentuais: { PCD: 20 } }).PCD).toBe(2);
  });
});

describe("Opções do edital (RULES.md § 2)", () => {
  it("arredondamento meio-para-cima para PcD: 5% de 10 = 0,5 → 1, de 9 = 0,45 → 0", () => {
    const edital: Edital = { ...decreto, arredondamento: { PCD: "meio-para-cima" } };
    expect(quadro(10, edital).PCD).toBe(1);
    expect(quadro(9, edital).PCD).toBe(0);
    expect(calcularQuadro(9, edital).fundamentos.PCD).toContain(
      "Edital (arredondamento: fração igual ou maior que 0,5 sobe, menor desce; a regra é qualquer fração sobe)",
    );
  });
  it("teto para uma lista racial: 3% de 10 = 0,3 → 1", () => {
    expect(quadro(10, { ...decreto, arredondamento: { IND: "teto" } }).IND).toBe(1);
  });
  it("reservas que passariam do total de vagas são recusadas", () => {
    const edital: Edital = { ...decreto, arredondamento: { PPP: "teto", IND: "teto", QUI: "teto" } };
    expect(() => calcularQuadro(2, edital)).toThrow(/as reservas não podem passar do total de vagas/);
  });
  it("modo de arredondamento desconhecido é recusado", () => {
    expect(() => calcularQuadro(10, { ...decreto, arredondamento: { PPP: "baixo" as never } })).toThrow(
      /edital.arredondamento.PPP: modo de arredondamento desconhecido/,
    );
  });
  it("30% primeiro: 250 vagas → 75 raciais repartidas pelo maior resto (62,5 · 7,5 · 5 → 63 · 7 · 5)", () => {
    const r = calcularQuadro(250, { ...decreto, trintaPorCentoPrimeiro: true });
    expect(r.quadro).toEqual({ AC: 162, PPP: 63, IND: 7, QUI: 5, PCD: 13 });
    expect(r.notas[1].texto).toContain(
      "repartida entre pessoas pretas e pardas, indígenas, quilombolas pelo maior resto",
    );
  });
  it("30% primeiro pelo maior resto pode tirar vaga de uma lista quando N cresce (paradoxo do Alabama)", () => {
    const edital: Edital = {
      regime: "lei-15142",
      percentuais: { PPP: 7.56, IND: 22.35, QUI: 0.09 },
      trintaPorCentoPrimeiro: true,
    };
    expect(quadro(428, edital).QUI).toBe(1);
    expect(quadro(429, edital).QUI).toBe(0);
  });
  it("30% primeiro respeita o mínimo de vagas", () => {
    expect(quadro(1, { ...decreto, trintaPorCentoPrimeiro: true })).toEqual({
      AC: 1,
      PPP: 0,
      IND: 0,
      QUI: 0,
      PCD: 0,
    });
  });
});

describe("Vagas: número inteiro, zero ou mais", () => {
  it.each([-1, 2.5, Number.NaN, "10"])("recusa %s", (vagas) => {
    try {
      calcularQuadro(vagas as number, decreto);
      expect.unreachable();
    } catch (erro) {
      expect(erro).toBeInstanceOf(ErroDeEntrada);
      expect((erro as ErroDeEntrada).problemas[0].campo).toBe("vagas");
      expect((erro as ErroDeEntrada).message).toContain("número inteiro igual ou maior que zero");
    }
  });
});

describe("O quadro publicado no edital prevalece — a diferença é mostrada", () => {
  it("uma linha por lista, publicado − calculado; lista omitida no publicado conta zero", () => {
    const calculado = quadro(4);
    expect(compararComPublicado(calculado, { AC: 3, PCD: 1 })).toEqual([
      { lista: "AC", calculado: 3, publicado: 3, diferenca: 0 },
      { lista: "PPP", calculado: 1, publicado: 0, diferenca: -1 },
      { lista: "IND", calculado: 0, publicado: 0, diferenca: 0 },
      { lista: "QUI", calculado: 0, publicado: 0, diferenca: 0 },
      { lista: "PCD", calculado: 0, publicado: 1, diferenca: 1 },
    ]);
  });
});

describe("Decreto 12.536, art. 20 — reserva sobre o total de cargos agrupados", () => {
  it("calcula no total e reparte pelo maior resto, proporcional às vagas de cada cargo", () => {
    const r = distribuirReservaAgrupada(
      [
        { id: "A", vagas: 1 },
        { id: "B", vagas: 1 },
        { id: "C", vagas: 3 },
        { id: "D", vagas: 40 },
      ],
      decreto,
    );
    expect(r.total.quadro).toEqual({ AC: 29, PPP: 11, IND: 1, QUI: 1, PCD: 3 });
    expect(r.cargos).toEqual([
      { id: "A", vagas: 1, quadro: { AC: 1, PPP: 0, IND: 0, QUI: 0, PCD: 0 } },
      { id: "B", vagas: 1, quadro: { AC: 1, PPP: 0, IND: 0, QUI: 0, PCD: 0 } },
      { id: "C", vagas: 3, quadro: { AC: 2, PPP: 1, IND: 0, QUI: 0, PCD: 0 } },
      { id: "D", vagas: 40, quadro: { AC: 25, PPP: 10, IND: 1, QUI: 1, PCD: 3 } },
    ]);
    expect(r.notas[0].fundamento).toContain("Decreto nº 12.536/2025, art. 20");
  });
  it("cargos de uma vaga cada: a reserva que o agrupamento cria vai ao primeiro em caso de empate", () => {
    const r = distribuirReservaAgrupada(
      [
        { id: "A", vagas: 1 },
        { id: "B", vagas: 1 },
      ],
      decreto,
    );
    expect(r.cargos.map((c) => c.quadro)).toEqual([
      { AC: 0, PPP: 1, IND: 0, QUI: 0, PCD: 0 },
      { AC: 1, PPP: 0, IND: 0, QUI: 0, PCD: 0 },
    ]);
  });
  it("nenhum cargo recebe mais reservas do que vagas", () => {
    const cargos = Array.from({ length: 20 }, (_, i) => ({ id: `C${i}`, vagas: 1 }));
    const r = distribuirReservaAgrupada(cargos, decreto);
    expect(r.cargos.every((c) => c.quadro.AC! >= 0)).toBe(true);
    expect(r.cargos.filter((c) => c.quadro.AC === 0)).toHaveLength(20 - r.total.quadro.AC!);
  });
  it("recusa lista vazia, id repetido e vagas inválidas", () => {
    expect(() => distribuirReservaAgrupada([], decreto)).toThrow(/ao menos um cargo/);
    expect(() =>
      distribuirReservaAgrupada(
        [
          { id: "A", vagas: 1 },
          { id: "A", vagas: -1 },
        ],
        decreto,
      ),
    ).toThrow(/cargo "A" repetido\ncargos\[1\]\.vagas/);
  });
});

describe("vagas acima do que o suplemento calcula (100.000 por cargo): uma frase, nunca a memória esgotada", () => {
  it("10.000.000 vagas no quadro, na alocação, na ordem e 1.000.000.000 posições numa convocação", () => {
    const mensagem = /10\.000\.000 vagas num só cargo é mais do que o suplemento calcula \(até 100\.000/;
    expect(() => calcularQuadro(10_000_000, { dataPublicacao: "2025-09-01" })).toThrow(mensagem);
    expect(() => ordemDasListas({ AC: 1 }, { dataPublicacao: "2025-09-01" }, { ate: 10_000_000 })).toThrow(
      mensagem,
    );
    const concurso = {
      edital: { dataPublicacao: "2025-09-01" },
      cargos: [{ id: "A", vagas: 10_000_000 }],
      candidatos: [{ id: "1", cargo: "A", nota: 1, listas: ["AC" as const] }],
    };
    try {
      alocar(concurso);
      expect.unreachable();
    } catch (erro) {
      expect((erro as ErroDeEntrada).problemas).toEqual([
        { campo: 'cargo "A".vagas', mensagem: expect.stringMatching(mensagem) },
      ]);
    }
    expect(() =>
      proximaConvocacao(
        { ...concurso, cargos: [{ id: "A", vagas: 1 }] },
        { cargo: "A", posicoes: 1_000_000_000 },
      ),
    ).toThrow(/1\.000\.000\.000 posições numa convocação é mais do que um cargo pode ter aqui/);
    // The bound itself is accepted.
    expect(calcularQuadro(100_000, { dataPublicacao: "2025-09-01" }).quadro.AC).toBeGreaterThan(0);
  });
});
