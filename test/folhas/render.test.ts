import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine/alocar";
import { LISTAS, type Concurso, type Desfecho } from "../../src/engine/tipos";
import { NOME_DA_FOLHA, formatosPorFaixa } from "../../src/folhas/comum";
import { renderizar } from "../../src/folhas/render";
import { CABECALHO_LISTA } from "../../src/folhas/listas";
import {
  COR_LISTA,
  COR_VAGA_VAZIA,
  DESFECHO,
  ESTILO_CABECALHO,
  TEXTO_ESCURO,
  contraste,
} from "../../src/folhas/paleta";
import { CABECALHO_ORDEM, VAGA_NAO_PREENCHIDA } from "../../src/folhas/ordem";
import { COLUNA_TOTAIS } from "../../src/folhas/quadro";

function concurso(dataPublicacao: string): Concurso {
  const racial = dataPublicacao < "2025-06-28" && dataPublicacao >= "2025-06-04" ? "PPIQ" : "PPP";
  const candidatos = [];
  for (let i = 0; i < 40; i++) {
    const listas: Concurso["candidatos"][number]["listas"] = ["AC"];
    if (i % 5 === 0)
      listas.push(dataPublicacao < "2025-06-28" && dataPublicacao >= "2025-06-04" ? "PPIQ" : "PPP");
    if (i % 9 === 0) listas.push("PCD");
    candidatos.push({
      id: `${1000 + i}`,
      nome: `Pessoa ${i}`,
      cargo: i % 2 ? "ADM" : "TI",
      nota: 100 - i,
      listas,
    });
  }
  return {
    edital: { dataPublicacao },
    cargos: [
      { id: "ADM", nome: "Administrador", vagas: 10, quadroPublicado: { AC: 7, [racial]: 2, PCD: 1 } },
      { id: "TI", nome: "Analista de TI", vagas: 3 },
    ],
    candidatos,
  };
}

const modelos = (data: string) => {
  const c = concurso(data);
  return renderizar({ concurso: c, resultado: alocar(c) });
};

describe("render: sheet models of the add-in", () => {
  it("Decreto 12.536: one sheet per list (AC, PPP, IND, QUI, PcD), then order, reversions, quadro", () => {
    expect(modelos("2025-09-01").map((m) => m.nome)).toEqual([
      "AC",
      "Pretos e pardos",
      "Indígenas",
      "Quilombolas",
      "PcD",
      "Ordem de nomeação",
      "Empates",
      "Reversões",
      "Quadro",
    ]);
  });

  it("Lei 15.142 window (2025-06-04 to 06-27): the single racial list is the 'PPIQ' sheet", () => {
    expect(
      modelos("2025-06-10")
        .map((m) => m.nome)
        .slice(0, 3),
    ).toEqual(["AC", "PPIQ", "PcD"]);
  });

  it("Lei 12.990 (before 2025-06-04): AC, Pretos e pardos, PcD", () => {
    expect(
      modelos("2024-01-10")
        .map((m) => m.nome)
        .slice(0, 3),
    ).toEqual(["AC", "Pretos e pardos", "PcD"]);
  });

  it("sheet names are valid Excel names: ≤ 31 characters, none of : \\ / ? * [ ]", () => {
    for (const nome of Object.values(NOME_DA_FOLHA)) {
      expect(nome.length).toBeLessThanOrEqual(31);
      expect(nome).not.toMatch(/[:\\/?*[\]]/);
    }
  });

  it("every model is a rectangle, its formats and table inside it, header frozen", () => {
    for (const m of modelos("2025-09-01")) {
      const largura = m.valores[0].length;
      expect(m.valores.every((l) => l.length === largura)).toBe(true);
      expect(m.larguras).toHaveLength(largura);
      expect(m.congelarLinhas).toBe(1);
      for (const f of m.formatos) {
        expect(f.intervalo.linha + f.intervalo.linhas).toBeLessThanOrEqual(m.valores.length);
        expect(f.intervalo.coluna + f.intervalo.colunas).toBeLessThanOrEqual(largura);
      }
    }
  });

  it("palette: every fill under its text reaches WCAG AA contrast (≥ 4.5:1)", () => {
    const fundos = [
      ...Object.values(DESFECHO).map((d) => d.preenchimento),
      ...Object.values(COR_LISTA),
      COR_VAGA_VAZIA,
    ];
    for (const f of fundos) expect(contraste(f, TEXTO_ESCURO)).toBeGreaterThanOrEqual(4.5);
    expect(contraste(ESTILO_CABECALHO.preenchimento!, ESTILO_CABECALHO.corFonte!)).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it("color is always paired with text: each outcome's fill marks rows whose Desfecho says that outcome", () => {
    const desfecho = CABECALHO_LISTA.indexOf("Desfecho");
    const porCor = new Map(Object.values(DESFECHO).map((d) => [d.preenchimento, d.texto]));
    expect(porCor.size).toBe(Object.keys(DESFECHO).length);
    for (const m of modelos("2025-09-01").filter((m) => m.tipo.startsWith("lista:"))) {
      for (const f of m.formatos.filter((f) => f.preenchimento && f.intervalo.linha > 0)) {
        // A row's fill is said by its Desfecho; a legend cell's (below the table), by its own text.
        const naLegenda = f.intervalo.linha > (m.tabela?.intervalo.linhas ?? 1);
        const col = naLegenda ? f.intervalo.coluna : desfecho;
        for (let i = f.intervalo.linha; i < f.intervalo.linha + f.intervalo.linhas; i++) {
          expect(m.valores[i][col]).toBe(porCor.get(f.preenchimento!));
        }
      }
    }
  });

  it("formats are grouped: one range per run of equal outcomes (property)", () => {
    const desfechos = Object.keys(DESFECHO) as Desfecho[];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...desfechos), { maxLength: 200 }), (chaves) => {
        const f = formatosPorFaixa(chaves, 4, (d) => ({ preenchimento: DESFECHO[d].preenchimento }));
        const corridas = chaves.filter((k, i) => i === 0 || chaves[i - 1] !== k).length;
        expect(f).toHaveLength(corridas);
        expect(f.reduce((s, x) => s + x.intervalo.linhas, 0)).toBe(chaves.length);
      }),
    );
  });

  it("ordem de nomeação: reverted positions show the original list and a note with the article", () => {
    const ordem = modelos("2025-09-01").find((m) => m.tipo === "ordem")!;
    const revertidas = ordem.valores.slice(1).filter((l) => l[3] !== null);
    for (const l of revertidas) expect(String(l[CABECALHO_ORDEM.indexOf("Fundamento")])).toMatch(/art\./);
    expect(ordem.notas.length).toBe(
      revertidas.length + ordem.valores.filter((l) => l[4] === VAGA_NAO_PREENCHIDA).length,
    );
  });

  it("quadro: published minus computed, and a chart over the totals per list", () => {
    const c = concurso("2025-09-01");
    const r = alocar(c);
    const q = renderizar({ concurso: c, resultado: r }).find((m) => m.tipo === "quadro")!;
    const adm = q.valores.filter((l) => l[0] === "Administrador");
    const ppp = adm.find((l) => String(l[2]).includes("(PPP)"))!;
    const cargo = r.cargos.find((x) => x.id === "ADM")!;
    expect(ppp[3]).toBe(cargo.quadroCalculado.PPP ?? 0);
    expect(ppp[4]).toBe(2);
    expect(ppp[5]).toBe(2 - (cargo.quadroCalculado.PPP ?? 0));
    expect(q.grafico!.dados.coluna).toBe(COLUNA_TOTAIS);
    const listas = q.valores.slice(1, q.grafico!.dados.linhas).map((l) => l[COLUNA_TOTAIS]);
    expect(listas.every((l) => LISTAS.includes(l as never))).toBe(true);
  });
});
