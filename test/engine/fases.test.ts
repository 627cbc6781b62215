/**
 * Who goes on to the next phase (cláusula de barreira, RULES § 8; src/engine/fases.ts), each test named
 * for the article or the edital clause it checks.
 */
import { describe, expect, it } from "vitest";
import { ErroDeEntrada } from "../../src/engine";
import { lerConcursoEmFase, quemSegue, type ResultadoDaFase } from "../../src/engine/fases";

const EDITAL = { dataPublicacao: "2025-09-01" };

function fase(json: Record<string, unknown>): ResultadoDaFase {
  return quemSegue(lerConcursoEmFase({ edital: EDITAL, ...json }));
}

const lista = (r: ResultadoDaFase, l: string) => r.cargos[0].listas[l as "AC"]!;
const desfecho = (r: ResultadoDaFase, l: string, id: string) =>
  lista(r, l).candidatos.find((e) => e.candidato === id);

function problemas(json: Record<string, unknown>): string[] {
  try {
    lerConcursoEmFase({ edital: EDITAL, ...json });
  } catch (erro) {
    if (erro instanceof ErroDeEntrada) return erro.problemas.map((p) => `${p.campo}: ${p.mensagem}`);
    throw erro;
  }
  return [];
}

describe("Decreto 12.536 art. 18 e Lei 15.142 art. 7º § 2º na fase: o optante acima do corte da ampla não ocupa lugar da reserva", () => {
  // The TRF3 case (ap. 5000912-13.2021.4.03.6124): counting B in the reserve would leave E out.
  const r = fase({
    fase: { limites: { AC: 2, PPP: 1 } },
    candidatos: [
      { id: "A", nota: 100, listas: ["AC"] },
      { id: "B", nota: 99, listas: ["AC", "PPP"] },
      { id: "C", nota: 98, listas: ["AC"] },
      { id: "E", nota: 50, listas: ["AC", "PPP"] },
    ],
  });

  it("B segue pela ampla e consta da lista de PPP sem contar; o lugar de PPP é de E", () => {
    expect(lista(r, "AC").avancam).toEqual(["A", "B"]);
    expect(lista(r, "PPP").avancam).toEqual(["E"]);
    expect(lista(r, "PPP").contadosEmOutraLista).toEqual(["B"]);
    expect(lista(r, "PPP").notaDeCorte).toBe(50);
    expect(r.cargos[0].avancam).toEqual(["A", "B", "E"]);
  });

  it("a nota de B cita o art. 18 e o art. 7º, § 2º", () => {
    const b = desfecho(r, "PPP", "B")!;
    expect(b).toMatchObject({ desfecho: "conta-em-outra-lista", contaEm: "AC", classificacao: 1 });
    expect(b.motivo.texto).toBe(
      "Segue pela ampla concorrência: consta da lista de pessoas pretas e pardas, mas não ocupa lugar dela.",
    );
    expect(b.motivo.fundamento).toMatch(
      /^Decreto nº 12\.536\/2025, art\. 18; Lei nº 15\.142\/2025, art\. 7º, § 2º/,
    );
  });

  it("na ampla, quem segue pela reserva aparece como contado em outra lista", () => {
    expect(desfecho(r, "AC", "E")).toMatchObject({ desfecho: "conta-em-outra-lista", contaEm: "PPP" });
    expect(desfecho(r, "AC", "C")).toMatchObject({ desfecho: "nao-segue" });
    expect(desfecho(r, "AC", "C")!.motivo.texto).toBe(
      "Não segue pela ampla concorrência: nota abaixo da nota de corte (99).",
    );
  });
});

describe('Edital ("respeitados os empates na última posição"): um empate no último lugar leva todos os empatados', () => {
  const r = fase({
    fase: { limites: { AC: 3 } },
    candidatos: [
      { id: "A", nota: 90, listas: ["AC"] },
      { id: "B", nota: 80, listas: ["AC"] },
      { id: "C", nota: 75.5, listas: ["AC"] },
      { id: "D", nota: 75.5, listas: ["AC"] },
      { id: "E", nota: 75.5, listas: ["AC"] },
      { id: "F", nota: 75.4, listas: ["AC"] },
    ],
  });

  it("seguem 5 para 3 lugares, com a nota de corte 75,5", () => {
    expect(lista(r, "AC").avancam).toEqual(["A", "B", "C", "D", "E"]);
    expect(lista(r, "AC").notaDeCorte).toBe(75.5);
    expect(lista(r, "AC").empatadosNoCorte).toEqual(["C", "D", "E"]);
    expect(desfecho(r, "AC", "E")!.motivo.texto).toBe(
      "Segue para a próxima fase pela ampla concorrência (5º, empatado(a) com o último dos 3 lugares na nota de corte (75,5): seguem todos os empatados na última posição).",
    );
  });

  it("um empate que não passa do limite não é empate no corte", () => {
    const s = fase({
      fase: { limites: { AC: 3 } },
      candidatos: [
        { id: "A", nota: 90, listas: ["AC"] },
        { id: "B", nota: 80, listas: ["AC"] },
        { id: "C", nota: 80, listas: ["AC"] },
        { id: "D", nota: 70, listas: ["AC"] },
      ],
    });
    expect(lista(s, "AC").avancam).toEqual(["A", "B", "C"]);
    expect(lista(s, "AC").empatadosNoCorte).toEqual([]);
  });
});

describe("Lei 15.142 art. 6º e Decreto 12.536 art. 19: a nota mínima exclui também os optantes", () => {
  const r = fase({
    fase: { notaMinima: 60, limites: { AC: 5, PPP: 5, PCD: 5 } },
    candidatos: [
      { id: "A", nota: 70, listas: ["AC"] },
      { id: "P", nota: 59.99, listas: ["AC", "PPP"] },
      { id: "D", nota: 10, listas: ["AC", "PCD"] },
    ],
  });

  it("ninguém abaixo de 60 segue, por lista nenhuma", () => {
    expect(r.cargos[0].avancam).toEqual(["A"]);
    expect(desfecho(r, "PPP", "P")).toMatchObject({ desfecho: "abaixo-da-nota-minima", classificacao: null });
    expect(desfecho(r, "PPP", "P")!.motivo.fundamento).toContain("Lei nº 15.142/2025, art. 6º");
    expect(desfecho(r, "PCD", "D")).toMatchObject({ desfecho: "abaixo-da-nota-minima" });
  });

  it("a nota mínima é a da fase, igual para todas as listas", () => {
    const s = fase({
      fase: { notaMinima: 60, limites: { AC: 5, PPP: 5 } },
      candidatos: [{ id: "P", nota: 60, listas: ["AC", "PPP"] }],
    });
    expect(s.cargos[0].avancam).toEqual(["P"]);
  });
});

describe("RULES § 8.4: lista reservada sem candidatos bastantes", () => {
  const candidatos = [
    { id: "A", nota: 90, listas: ["AC"] },
    { id: "B", nota: 80, listas: ["AC"] },
    { id: "C", nota: 70, listas: ["AC"] },
    { id: "P", nota: 60, listas: ["AC", "PPP"] },
  ];

  it("os lugares de uma lista vazia ficam sem uso (padrão)", () => {
    const r = fase({ fase: { limites: { AC: 2, PPP: 1, IND: 1, QUI: 1 } }, candidatos });
    expect(lista(r, "IND")).toMatchObject({ avancam: [], notaDeCorte: null, lugaresSemUso: 1 });
    expect(lista(r, "AC").avancam).toEqual(["A", "B"]);
    expect(r.cargos[0].notas.map((n) => n.texto)).toContain(
      "1 lugar da lista de indígenas fica sem uso: não há candidatos bastantes nela.",
    );
  });

  it('com sobraDasReservas "ampla", os lugares sem uso vão à ampla concorrência', () => {
    const r = fase({
      fase: { limites: { AC: 2, PPP: 1, IND: 1, QUI: 1 }, sobraDasReservas: "ampla" },
      candidatos,
    });
    // IND and QUI send 2 places: AC takes 4, P among them; PPP then has nobody and sends its place too.
    expect(lista(r, "AC")).toMatchObject({ limite: 5, recebidosDasReservas: 3 });
    expect(lista(r, "AC").avancam).toEqual(["A", "B", "C", "P"]);
    expect(lista(r, "PPP")).toMatchObject({ avancam: [], contadosEmOutraLista: ["P"], lugaresSemUso: 1 });
  });
});

describe("Decreto 12.536 art. 21: PcD e PPP na mesma pessoa", () => {
  const candidatos = [
    { id: "A", nota: 90, listas: ["AC"] },
    { id: "X", nota: 70, listas: ["AC", "PPP", "PCD"] },
    { id: "D", nota: 60, listas: ["AC", "PCD"] },
  ];

  it("conta numa só, a de maior percentual; o lugar de PcD vai ao seguinte", () => {
    const r = fase({ fase: { limites: { AC: 1, PPP: 1, PCD: 1 } }, candidatos });
    expect(lista(r, "PPP").avancam).toEqual(["X"]);
    expect(lista(r, "PCD").avancam).toEqual(["D"]);
    expect(desfecho(r, "PCD", "X")).toMatchObject({ desfecho: "conta-em-outra-lista", contaEm: "PPP" });
    expect(desfecho(r, "PCD", "X")!.motivo.fundamento).toMatch(/^Decreto nº 12\.536\/2025, art\. 21, caput/);
  });

  it("com contarNasDuasReservas, ocupa um lugar em cada uma", () => {
    const r = fase({ fase: { limites: { AC: 1, PPP: 1, PCD: 1 }, contarNasDuasReservas: true }, candidatos });
    expect(lista(r, "PCD").avancam).toEqual(["X"]);
    expect(r.cargos[0].avancam).toEqual(["A", "X"]);
  });
});

describe("Lei 15.142 art. 3º § 2º: autodeclaração indeferida, segue só pela ampla", () => {
  const candidatos = [
    { id: "A", nota: 90, listas: ["AC"] },
    { id: "R", nota: 80, listas: ["AC", "PPP"], confirmacao: { PPP: "indeferida" } },
    { id: "S", nota: 50, listas: ["AC", "PPP"], confirmacao: { PPP: "indeferida" } },
    { id: "P", nota: 40, listas: ["AC", "PPP"] },
  ];
  const r = fase({ fase: { limites: { AC: 2, PPP: 1 } }, candidatos });

  it("R segue pela ampla; S, fora da ampla, não toma o lugar de P na reserva", () => {
    expect(lista(r, "AC").avancam).toEqual(["A", "R"]);
    expect(lista(r, "PPP").avancam).toEqual(["P"]);
    expect(desfecho(r, "PPP", "R")).toMatchObject({ desfecho: "autodeclaracao-indeferida", contaEm: "AC" });
    expect(desfecho(r, "PPP", "S")).toMatchObject({
      desfecho: "autodeclaracao-indeferida",
      classificacao: null,
    });
    expect(desfecho(r, "PPP", "S")!.motivo.fundamento).toBe("Lei nº 15.142/2025, art. 3º, § 2º");
  });
});

describe("Edital (multiplicador): seguem até um múltiplo das vagas de cada lista", () => {
  const candidatos = Array.from({ length: 30 }, (_, i) => ({
    id: `c${String(i).padStart(2, "0")}`,
    cargo: "C1",
    nota: 100 - i,
    listas: i % 3 === 0 ? ["AC", "PPP"] : ["AC"],
  }));

  it("10 vagas (AC 6, PPP 3, PCD 1) vezes 2: AC 12, PPP 6, PCD 2, IND e QUI 0", () => {
    const r = fase({ cargos: [{ id: "C1", vagas: 10 }], fase: { multiplicador: 2 }, candidatos });
    const limites = Object.fromEntries(Object.entries(r.cargos[0].listas).map(([l, x]) => [l, x.limite]));
    expect(limites).toEqual({ AC: 12, PPP: 6, IND: 0, QUI: 0, PCD: 2 });
    expect(lista(r, "AC").origemDoLimite).toBe("2 × 6 vagas");
    expect(lista(r, "AC").avancam).toHaveLength(12);
    // c00, c03, c06, c09 go on by AC; PPP takes the next six optants.
    expect(lista(r, "PPP").avancam).toEqual(["c12", "c15", "c18", "c21", "c24", "c27"]);
  });

  it('README, exemplo 2 ("até três vezes o número de vagas reservadas"): com a ampla em 0, 9 em PPP e 3 em PcD', () => {
    const r = fase({
      cargos: [{ id: "C1", vagas: 10 }],
      fase: { multiplicador: 3, limites: { AC: 0 } },
      candidatos,
    });
    expect(lista(r, "AC").avancam).toEqual([]);
    expect(lista(r, "PPP").limite).toBe(9);
    expect(lista(r, "PPP").avancam).toHaveLength(9);
    expect(lista(r, "PCD").limite).toBe(3);
  });

  it("a fração do produto arredonda para cima (1,5 × 3 vagas = 5 lugares)", () => {
    const r = fase({ cargos: [{ id: "C1", vagas: 10 }], fase: { multiplicador: 1.5 }, candidatos });
    expect(lista(r, "PPP").limite).toBe(5);
  });

  it("os limites fixados valem sobre o multiplicador, e porCargo sobre a regra geral", () => {
    const r = fase({
      cargos: [
        { id: "C1", vagas: 10 },
        { id: "C2", vagas: 10 },
      ],
      fase: { multiplicador: 2, limites: { AC: 3 }, porCargo: { C2: { limites: { AC: 1 } } } },
      candidatos: [...candidatos, { id: "z", cargo: "C2", nota: 1, listas: ["AC"] }],
    });
    expect(r.cargos.map((c) => c.listas.AC!.limite)).toEqual([3, 1]);
    expect(r.cargos[1].listas.PPP!.limite).toBe(6);
  });

  it("o quadro publicado do cargo vale sobre o calculado", () => {
    const r = fase({
      cargos: [{ id: "C1", vagas: 10, quadroPublicado: { AC: 5, PPP: 4, PCD: 1 } }],
      fase: { multiplicador: 2 },
      candidatos,
    });
    expect(lista(r, "PPP").limite).toBe(8);
  });
});

describe("RULES § 8: lista sem limite no edital", () => {
  it("seguem todos os que alcançam a nota mínima", () => {
    const r = fase({
      fase: { notaMinima: 50, limites: { AC: 1 } },
      candidatos: [
        { id: "A", nota: 90, listas: ["AC"] },
        { id: "P1", nota: 70, listas: ["AC", "PPP"] },
        { id: "P2", nota: 55, listas: ["AC", "PPP"] },
        { id: "P3", nota: 45, listas: ["AC", "PPP"] },
      ],
    });
    expect(lista(r, "PPP")).toMatchObject({ limite: null, avancam: ["P1", "P2"] });
  });
});

describe("eliminados e desistentes não seguem", () => {
  it("saem de todas as listas, com a nota de cada caso", () => {
    const r = fase({
      fase: { limites: { AC: 5, PPP: 5 } },
      candidatos: [
        { id: "E", nota: 90, listas: ["AC"], situacao: "eliminado" },
        { id: "D", nota: 80, listas: ["AC", "PPP"], situacao: "desistente" },
        { id: "F", nota: 70, listas: ["AC", "PPP"], confirmacao: { PPP: "fraude" } },
      ],
    });
    expect(r.cargos[0].avancam).toEqual([]);
    expect(desfecho(r, "PPP", "D")!.desfecho).toBe("desistente");
    expect(desfecho(r, "PPP", "F")!.desfecho).toBe("eliminado");
  });
});

describe("a regra da fase no arquivo: cada problema com o seu campo", () => {
  const candidatos = [{ id: "A", nota: 90, listas: ["AC"] }];

  it("sem limites nem multiplicador", () => {
    expect(problemas({ fase: { notaMinima: 50 }, candidatos })).toEqual([
      'fase: informe quantos seguem: "limites" por lista ou o "multiplicador" das vagas',
    ]);
  });

  it("uma lista que o edital não tem, um limite negativo, um campo desconhecido", () => {
    expect(problemas({ fase: { limites: { PPIQ: 3 } }, candidatos })).toEqual([
      'fase.limites.PPIQ: a lista "PPIQ" não existe neste edital; as listas são AC, PPP, IND, QUI, PCD',
    ]);
    expect(problemas({ fase: { limites: { AC: -1 } }, candidatos })).toEqual([
      'fase.limites.AC: o limite da lista deve ser 0 ou mais; recebido "-1"',
    ]);
    expect(problemas({ fase: { limite: 3 }, candidatos })[0]).toMatch(
      /^fase.limite: campo desconhecido "limite"; os campos da fase são notaMinima, limites/,
    );
  });

  it("um multiplicador sem vagas, com mais de duas casas ou zero", () => {
    expect(problemas({ fase: { multiplicador: 3 }, candidatos })).toEqual([
      'fase.vagas: o multiplicador se aplica às vagas de cada lista: informe-as em "fase.vagas", como {"AC": 6, "PPP": 3, "PCD": 1}, ou os cargos com as suas vagas',
    ]);
    expect(problemas({ fase: { multiplicador: 1.255, vagas: { AC: 1 } }, candidatos })).toHaveLength(1);
    expect(problemas({ fase: { multiplicador: 0, vagas: { AC: 1 } }, candidatos })).toHaveLength(1);
  });

  it("porCargo de um cargo que não existe; candidatos e fase com problemas juntos", () => {
    expect(
      problemas({
        cargos: [{ id: "C1", vagas: 3 }],
        fase: { limites: { AC: 1 }, porCargo: { C9: { limites: { AC: 1 } } } },
        candidatos: [{ id: "A", cargo: "C1", nota: 90, listas: ["AC"] }],
      }),
    ).toEqual(['fase.porCargo.C9: cargo "C9" não está na lista de cargos']);
    expect(problemas({ fase: {}, candidatos: [{ id: "A", nota: "x", listas: ["AC"] }] })).toHaveLength(2);
  });

  it("sem cargos, os candidatos formam o cargo único", () => {
    const r = fase({ fase: { limites: { AC: 1 } }, candidatos });
    expect(r.cargos.map((c) => c.id)).toEqual(["único"]);
  });
});
