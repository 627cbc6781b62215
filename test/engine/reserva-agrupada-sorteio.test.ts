/**
 * Decreto 12.536, art. 20 (reserva sobre as vagas totais do concurso), read across cargos: the grouped
 * reserve of `edital.agrupamento`, with the public draw that decides equal remainders (Embrapa 01/2024,
 * Anexo IX, itens 3.1 e 3.2). The draw is checked against node:crypto, not against the engine's hash.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { alocar, calcularQuadro, LISTAS } from "../../src/engine";
import { problemas } from "./montar";
import type { Cargo, Concurso, Edital, Lista, Quadro } from "../../src/engine";

const sha256sum = (texto: string) => createHash("sha256").update(texto, "utf8").digest("hex");

const VINTE: Cargo[] = Array.from({ length: 20 }, (_, i) => ({ id: `C${i + 1}`, vagas: 1 }));

function concursoAgrupado(semente: string, cargos: Cargo[] = VINTE, edital: Edital = {}): Concurso {
  return {
    edital: {
      dataPublicacao: "2025-09-01",
      agrupamento: [{ cargos: cargos.map((c) => c.id), sorteio: semente }],
      ...edital,
    },
    cargos,
    candidatos: [],
  };
}

/** Each cargo's reserved lists, as the clerk would publish them: { C7: "PPP", … }. */
function reservadas(concurso: Concurso): Record<string, string> {
  const saida: Record<string, string> = {};
  for (const c of alocar(concurso).cargos) {
    const listas = LISTAS.filter((l) => l !== "AC" && (c.quadroCalculado[l] ?? 0) > 0);
    if (listas.length) saida[c.id] = listas.join("+");
  }
  return saida;
}

function somaDosQuadros(quadros: Quadro[]): Quadro {
  const soma: Quadro = {};
  for (const q of quadros)
    for (const [l, n] of Object.entries(q)) soma[l as Lista] = (soma[l as Lista] ?? 0) + n;
  return soma;
}

describe("Decreto 12.536, art. 20 — vinte cargos de uma vaga agrupados, com sorteio", () => {
  it("a reserva é a do quadro de 20 vagas e os quadros dos cargos somam o quadro do grupo", () => {
    const r = alocar(concursoAgrupado("Edital 1/2026, sessão pública de 10/01/2026"));
    const grupo = calcularQuadro(20, { dataPublicacao: "2025-09-01" }).quadro;
    expect(grupo).toEqual({ AC: 13, PPP: 5, IND: 1, QUI: 0, PCD: 1 });
    expect(somaDosQuadros(r.cargos.map((c) => c.quadroCalculado))).toEqual(grupo);
    expect(r.cargos.every((c) => c.quadro.AC! + c.quadro.PPP! + c.quadro.IND! + c.quadro.PCD! === 1)).toBe(
      true,
    );
  });

  it("mesma semente, mesmo resultado, seja qual for a ordem dos cargos no grupo", () => {
    const semente = "sorteio-2026";
    const primeiro = reservadas(concursoAgrupado(semente));
    expect(reservadas(concursoAgrupado(semente))).toEqual(primeiro);
    const invertido = concursoAgrupado(semente);
    invertido.edital.agrupamento![0].cargos.reverse();
    expect(reservadas(invertido)).toEqual(primeiro);
    expect(Object.keys(primeiro)).toHaveLength(7);
  });

  it("outra semente pode dar outro resultado", () => {
    expect(reservadas(concursoAgrupado("semente A"))).not.toEqual(reservadas(concursoAgrupado("semente B")));
  });

  it("o sorteio sai no resultado e qualquer um o refaz com sha256sum: menor valor primeiro", () => {
    const semente = "Embrapa 01/2024 — Anexo IX";
    const r = alocar(concursoAgrupado(semente));
    const refeito = VINTE.map((c) => ({ cargo: c.id, valor: sha256sum(`${semente}:${c.id}`) })).sort(
      (a, b) => (a.valor < b.valor ? -1 : 1),
    );
    expect(r.sorteios).toHaveLength(1);
    const [sorteio] = r.sorteios!;
    expect(sorteio).toMatchObject({ grupo: 0, semente });
    expect(sorteio.metodo).toContain('SHA-256 do texto semente + ":" + id do cargo');
    expect(sorteio.cargos.map(({ cargo, valor }) => ({ cargo, valor }))).toEqual(refeito);
    // Decreasing percentage (RULES § 2): PPP to the first five of the draw, then PCD, then IND.
    expect(sorteio.cargos.map((c) => c.lista)).toEqual([
      ...Array<string>(5).fill("PPP"),
      "PCD",
      "IND",
      ...Array<null>(13).fill(null),
    ]);
    expect(reservadas(concursoAgrupado(semente))).toEqual(
      Object.fromEntries(sorteio.cargos.filter((c) => c.lista).map((c) => [c.cargo, c.lista])),
    );
  });

  it("cada cargo segue à alocação com a sua parte: o cotista do cargo que tirou PPP é nomeado na vaga PPP", () => {
    const semente = "x";
    const sem = alocar(concursoAgrupado(semente));
    const doPpp = sem.sorteios![0].cargos.find((c) => c.lista === "PPP")!.cargo;
    const concurso = concursoAgrupado(semente);
    concurso.candidatos = [
      { id: "A", cargo: doPpp, nota: 90, listas: ["AC"] },
      { id: "B", cargo: doPpp, nota: 70, listas: ["AC", "PPP"], confirmacao: { PPP: "confirmada" } },
    ];
    const r = alocar(concurso);
    expect(r.candidatos.find((x) => x.id === "B")).toMatchObject({ lista: "PPP", posicao: 1 });
    const notas = r.cargos.find((c) => c.id === doPpp)!.notas;
    expect(notas[0].fundamento).toContain("Decreto nº 12.536/2025, art. 20");
    const sorteio = notas.find((n) => n.texto.startsWith("Sorteio do grupo 1"))!.texto;
    expect(sorteio).toContain(sha256sum(`${semente}:${doPpp}`));
    expect(sorteio).toMatch(/recebeu 1 vaga de pessoas pretas e pardas\.$/);
    expect(notas.map((n) => n.texto).join(" ")).not.toMatch(/\b(PPP|PPIQ|IND|QUI|PCD)\b/); // names, not codes
  });

  it("regime do edital (órgão não vinculado aos atos federais): a nota do grupo cita o Edital, não o Decreto 9.508", () => {
    const r = alocar(
      concursoAgrupado("x", VINTE.slice(0, 4), {
        dataPublicacao: undefined,
        regime: "edital",
        percentuais: { PPP: 20, PCD: 10 },
      }),
    );
    expect(r.sorteios![0].cargos.filter((c) => c.lista === "PPP")).toHaveLength(1);
    const grupo = r.cargos[0].notas[0];
    expect(grupo.texto).toMatch(/^Grupo 1 do edital: reserva calculada sobre o total de 4 vagas/);
    expect(grupo.fundamento).toBe("Edital (reserva racial calculada sobre os cargos agrupados)");
  });

  it("recusa cargo desconhecido, cargo em dois grupos e semente vazia, nomeando o campo", () => {
    const concurso = concursoAgrupado("s", VINTE.slice(0, 3));
    concurso.edital.agrupamento = [
      { cargos: ["C1", "C9"], sorteio: "s" },
      { cargos: ["C2", "C1"], sorteio: " " },
    ];
    expect(problemas(concurso)).toEqual([
      "edital.agrupamento[1].sorteio: informe a semente do sorteio publicada no edital (um texto não vazio)",
      'edital.agrupamento[0].cargos[1]: cargo "C9" não está na lista de cargos',
      'edital.agrupamento[1].cargos[1]: cargo "C1" já está no grupo edital.agrupamento[0]; um cargo só pode estar em um grupo',
    ]);
    expect(() => alocar(concurso)).toThrow(/edital\.agrupamento\[1\]\.sorteio/);
  });

  it("propriedade: nenhum cargo recebe mais reservas do que vagas e as partes somam a reserva do grupo", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(3), { minLength: 1, maxLength: 30 }), fc.string(), (vagas, semente) => {
        fc.pre(semente.trim() !== "");
        const cargos = vagas.map((v, i) => ({ id: `K${i}`, vagas: v }));
        const r = alocar(concursoAgrupado(semente, cargos));
        const grupo = calcularQuadro(
          vagas.reduce((s, v) => s + v, 0),
          { dataPublicacao: "2025-09-01" },
        ).quadro;
        expect(somaDosQuadros(r.cargos.map((c) => c.quadroCalculado))).toEqual(grupo);
        r.cargos.forEach((c, i) => {
          expect(c.quadroCalculado.AC).toBeGreaterThanOrEqual(0);
          const reservadas = LISTAS.filter((l) => l !== "AC").reduce(
            (s, l) => s + (c.quadroCalculado[l] ?? 0),
            0,
          );
          expect(reservadas).toBeLessThanOrEqual(vagas[i]);
        });
      }),
      { numRuns: 100 },
    );
  });
});
