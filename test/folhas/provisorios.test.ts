import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine/alocar";
import type { Concurso } from "../../src/engine/tipos";
import { CABECALHO_EMPATES, NENHUM_EMPATE } from "../../src/folhas/empates";
import { CABECALHO_LISTA } from "../../src/folhas/listas";
import { celulaDaLegenda } from "../../src/folhas/legenda";
import type { ModeloFolha } from "../../src/folhas/modelo";
import { CABECALHO_ORDEM } from "../../src/folhas/ordem";
import { DESFECHO } from "../../src/folhas/paleta";
import { renderizar } from "../../src/folhas/render";

/** One cargo of 4 vagas (3 AC, 1 PPP): sub judice, a tie at the last AC vaga, a pending heteroidentificação,
 *  an eliminated and a desistente candidate. */
const concurso: Concurso = {
  edital: { dataPublicacao: "2025-09-01" },
  cargos: [{ id: "ADM", nome: "Administrador & Cia", vagas: 4 }],
  candidatos: [
    { id: "101", nome: "Dora", cargo: "ADM", nota: 95, listas: ["AC"], situacao: "sub judice" },
    { id: "102", nome: "Ana", cargo: "ADM", nota: 90, listas: ["AC"] },
    { id: "103", nome: "Bruno", cargo: "ADM", nota: 80, listas: ["AC"] },
    { id: "104", nome: "Carla", cargo: "ADM", nota: 80, listas: ["AC"] },
    {
      id: "105",
      nome: "Eva",
      cargo: "ADM",
      nota: 60,
      listas: ["AC", "PPP"],
      confirmacao: { PPP: "pendente" },
    },
    { id: "106", nome: "Fábio", cargo: "ADM", nota: 99, listas: ["AC"], situacao: "eliminado" },
    { id: "107", nome: "Gil", cargo: "ADM", nota: 98, listas: ["AC"], situacao: "desistente" },
  ],
};
const modelos = renderizar({
  concurso,
  resultado: alocar(concurso),
  titulo: "Concurso nº 1/2026 & outros",
  dataDoCalculo: "2026-11-30",
});
const folha = (tipo: string) => modelos.find((m) => m.tipo === tipo)!;
/** Data rows by inscrição, as objects keyed by the header. */
function linhas(m: ModeloFolha, cabecalho: string[]): Map<string, Record<string, unknown>> {
  const porInscricao = new Map<string, Record<string, unknown>>();
  for (const l of m.valores.slice(1)) {
    const r = Object.fromEntries(cabecalho.map((c, j) => [c, l[j]]));
    if (typeof r["Inscrição"] === "string") porInscricao.set(r["Inscrição"], r);
  }
  return porInscricao;
}

describe("Provisório column: the reason, in every sheet that names a person", () => {
  const ordem = linhas(folha("ordem"), CABECALHO_ORDEM);
  const ac = linhas(folha("lista:AC"), CABECALHO_LISTA);

  it("Ordem de nomeação: sub judice, pending heteroidentificação (Lei 15.142 art. 3) and a tie that decides a vaga", () => {
    expect(ordem.get("101")!["Provisório"]).toBe("Sub judice");
    expect(ordem.get("105")!["Provisório"]).toBe("Confirmação da autodeclaração pendente (PPP)");
    expect(ordem.get("103")!["Provisório"]).toBe("Empate não desfeito pelos critérios do edital (AC)");
    expect(ordem.get("102")!["Provisório"]).toBeNull();
  });

  it("the note on the Provisório cell gives the whole reason with its article", () => {
    const m = folha("ordem");
    const col = CABECALHO_ORDEM.indexOf("Provisório");
    const nota = (id: string) =>
      m.notas.find((n) => n.coluna === col && m.valores[n.linha][CABECALHO_ORDEM.indexOf("Inscrição")] === id)
        ?.texto;
    expect(nota("105")).toMatch(/pendente.*Lei nº 15\.142\/2025, art\. 3º/);
    expect(nota("103")).toMatch(/Lei nº 10\.741\/2003.*art\. 27, parágrafo único/);
    expect(nota("101")).toMatch(/sub judice/);
    expect(nota("102")).toBeUndefined();
  });

  it("list sheets: the tie's reason on both tied candidates, blank for a final result", () => {
    expect(ac.get("104")!["Provisório"]).toBe("Empate não desfeito pelos critérios do edital (AC)");
    expect(ac.get("102")!["Provisório"]).toBeNull();
    expect(CABECALHO_LISTA).toContain("Provisório");
  });

  it("blank, not 0, where there is no classification (eliminated, desistente)", () => {
    expect(ac.get("106")!["Classificação"]).toBeNull();
    expect(ac.get("107")!["Classificação"]).toBeNull();
    expect(ac.get("101")!["Classificação"]).toBe(1);
  });
});

describe("Empates: each tie the edital's criteria did not break (the warning's 'lista de empates')", () => {
  it("the list, each tied candidate, the criteria tried and whether it decides a vaga", () => {
    const empates = linhas(folha("empates"), CABECALHO_EMPATES);
    expect([...empates.keys()]).toEqual(["103", "104"]);
    for (const id of ["103", "104"]) {
      const e = empates.get(id)!;
      expect(e["Empate"]).toBe(1);
      expect(e["Lista"]).toBe("ampla concorrência (AC)");
      expect(e["Nota"]).toBe(80);
      expect(e["Critérios aplicados"]).toBe(
        "nota final, depois idade de 60 anos ou mais (a mais elevada primeiro)",
      );
      expect(e["Decide"]).toBe("A vaga");
      expect(e["Empatados"]).toBe(2);
    }
    expect(empates.get("103")!["Desfecho"]).toBe(DESFECHO["nomeado-nesta-lista"].texto);
    expect(empates.get("104")!["Desfecho"]).toBe(DESFECHO.aguardando.texto);
    expect(empates.get("104")!["Nome"]).toBe("Carla");
  });

  it("without ties the sheet says so", () => {
    const semEmpate: Concurso = {
      ...concurso,
      candidatos: concurso.candidatos.filter((c) => c.id !== "104"),
    };
    const m = renderizar({ concurso: semEmpate, resultado: alocar(semEmpate) }).find(
      (x) => x.tipo === "empates",
    )!;
    expect(m.valores[1]).toContain(NENHUM_EMPATE);
    expect(m.tabela).toBeDefined();
  });
});

describe("print-ready: colour legend and page setup on every add-in sheet", () => {
  it("a legend on the coloured sheets (below the table of the order and the lists: the printed page as wide as the table), each fill on the cell that names it", () => {
    for (const m of modelos.filter(
      (x) => x.tipo === "ordem" || x.tipo === "empates" || x.tipo.startsWith("lista:"),
    )) {
      const legenda = celulaDaLegenda(m)!;
      if (m.tipo === "empates") expect(legenda.linha).toBe(0);
      else expect(legenda).toEqual({ linha: (m.tabela?.intervalo.linhas ?? 1) + 1, coluna: 0 });
      const celulas = m.formatos.filter(
        (f) => f.intervalo.coluna === legenda.coluna && f.intervalo.linha > legenda.linha,
      );
      expect(celulas.length).toBeGreaterThan(1);
      for (const f of celulas)
        expect(m.valores[f.intervalo.linha][legenda.coluna]).toEqual(expect.any(String));
      // Its title is not in the table header's fill: it must not read as one more column of the list.
      const titulo = m.formatos.filter(
        (f) => f.intervalo.coluna === legenda.coluna && f.intervalo.linha === legenda.linha,
      );
      expect(titulo.map((f) => f.preenchimento)).toEqual([undefined]);
    }
    const ordem = folha("ordem");
    const { linha } = celulaDaLegenda(ordem)!;
    expect(ordem.valores.slice(linha).map((l) => l[0])).toContain("Vaga não preenchida");
  });

  it("every sheet: header row repeated, concurso, cargo, date and 'Página &P de &N'; '&' of the data doubled", () => {
    for (const m of modelos) {
      expect(m.impressao).toEqual({
        linhasRepetidas: 1,
        cabecalho: {
          esquerda: "Concurso nº 1/2026 && outros",
          centro: "&A",
          direita: "Cargo: Administrador && Cia",
        },
        rodape: { esquerda: "Calculado em 30/11/2026", centro: "", direita: "Página &P de &N" },
      });
    }
  });
});
