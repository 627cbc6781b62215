/**
 * Convocações (RULES § 7): the next call of a cargo on top of the ledger — replacements at the same
 * position by the next of the same list (Lei 15.142, art. 7º, § 3º), the order continued past N
 * (art. 1º, § 2º; art. 9º), the reserve called when the ampla concorrência is exhausted (art. 9º, § 1º),
 * earlier calls kept whatever the data says today (art. 9º, § 2º), and the validity (CF art. 37, III).
 */
import { describe, expect, it } from "vitest";
import { alocar, proximaConvocacao, registrarConvocacao, textoDoAto } from "../../src/engine";
import type {
  Candidato,
  Concurso,
  DesfechoConvocacao,
  Edital,
  Lista,
  ResultadoDaConvocacao,
} from "../../src/engine";
import { c } from "./montar";

const EDITAL: Edital = { dataPublicacao: "2025-09-01" };

/**
 * N = 5 under Decreto 12.536: AC 3, PPP 1, PCD 1; order AC, PPP, AC, AC, PCD. p1 (a cotista) is within
 * the AC vagas, so the PPP vaga is p2's: AC {a1, a2, p1}, PPP {p2}, PCD {d1}.
 */
const CANDIDATOS: Candidato[] = [
  c("a1:100:AC"),
  c("a2:95:AC"),
  c("p1:94:AC,PPP", { confirmacao: { PPP: "confirmada" } }),
  c("a3:90:AC"),
  c("p2:80:AC,PPP", { confirmacao: { PPP: "confirmada" } }),
  c("d1:70:AC,PCD"),
  c("a4:60:AC"),
  c("p3:50:PPP", { confirmacao: { PPP: "confirmada" } }),
  c("a5:30:AC"),
];
const CONCURSO: Concurso = { edital: EDITAL, cargos: [{ id: "C1", vagas: 5 }], candidatos: CANDIDATOS };

/** Positions, lists, people and whom they replace: [[2, "PPP", "p3", "p2"], …]. */
function quem(r: ResultadoDaConvocacao) {
  return r.convocacao.chamados.map((x) => [x.posicao, x.lista, x.candidato, x.substitui]);
}

/** Calls M positions and records the call, with the outcomes given for its people. */
function convocar(
  concurso: Concurso,
  posicoes: number,
  desfechos: Record<string, DesfechoConvocacao> = {},
): { concurso: Concurso; r: ResultadoDaConvocacao } {
  const r = proximaConvocacao(concurso, { cargo: "C1", posicoes });
  const depois = registrarConvocacao(concurso, r.convocacao);
  depois.convocacoes!.at(-1)!.desfechos = desfechos;
  return { concurso: depois, r };
}

describe("Lei 15.142 art. 9º: a primeira convocação segue a ordem de nomeação", () => {
  it("chama as primeiras posições da ordem, cada uma com a pessoa que a alocação põe nela", () => {
    const { r } = convocar(CONCURSO, 3);
    expect(r.convocacao.numero).toBe(1);
    expect(quem(r)).toEqual([
      [1, "AC", "a1", null],
      [2, "PPP", "p2", null],
      [3, "AC", "a2", null],
    ]);
    expect(r.convocacao.chamados[1].nota.fundamento).toBe("Lei nº 15.142/2025, art. 9º, caput");
    expect(r.avisos).toEqual([]);
  });
});

describe("Lei 15.142 art. 7º § 3º: quem não toma posse é substituído pelo próximo da mesma lista, na mesma posição", () => {
  it("nomeação sem efeito em PPP: a posição 2 passa a p3, o próximo de PPP ainda não convocado, antes das posições novas", () => {
    const primeira = convocar(CONCURSO, 3, { p2: "sem-efeito" });
    const { r } = convocar(primeira.concurso, 2);
    expect(r.convocacao.numero).toBe(2);
    // p1 is placed in the ampla concorrência (art. 7º, § 2º): not taken for the PPP vaga.
    expect(quem(r)).toEqual([
      [2, "PPP", "p3", "p2"],
      [4, "AC", "p1", null],
    ]);
    expect(r.convocacao.chamados[0].nota).toEqual({
      texto:
        "Substitui inscrição p2 na posição 2 (convocação nº 1; nomeação tornada sem efeito): é o(a) próximo(a) da lista de pessoas pretas e pardas (PPP) ainda não convocado(a).",
      fundamento: "Lei nº 15.142/2025, art. 7º, § 3º",
    });
  });

  it("desistência na ampla: a posição volta à ampla, com o próximo da ampla ainda não convocado", () => {
    const primeira = convocar(CONCURSO, 4, { a2: "desistencia" });
    const { r } = convocar(primeira.concurso, 1);
    expect(quem(r)).toEqual([[3, "AC", "a3", "a2"]]);
    // Art. 7º, § 3º governs the reserved vagas: in the ampla concorrência the edital says it.
    expect(r.convocacao.chamados[0].nota.fundamento).toBe(
      "Edital (o lugar do desistente passa ao próximo da lista)",
    );
  });

  it("grupo de cargos (Decreto 12.536 art. 20): com uma vaga surgida no cargo, quem substitui o sem efeito de PPP toma a posição e a lista dele, qualquer que seja a nova repartição do grupo (#36, item 9)", () => {
    // C1 e C2, uma vaga cada, agrupados: a reserva de PPP do grupo (1) coube a C1 pelo sorteio, e p0
    // foi convocado na posição 1 de C1, em PPP. A nomeação de p0 foi tornada sem efeito; surge uma vaga
    // em C1 (três no grupo). Repartida de novo sem contar a vaga de p0, a reserva ia a C2, e a posição 1
    // de C1 ia à ampla: a substituição de p0 é de PPP, na posição 1 (art. 9º, § 2º; art. 7º, § 3º).
    const grupo: Concurso = {
      edital: {
        dataPublicacao: "2025-09-01",
        agrupamento: [{ cargos: ["C1", "C2"], sorteio: "semente publicada" }],
      },
      cargos: [
        { id: "C1", vagas: 1 },
        { id: "C2", vagas: 1 },
      ],
      candidatos: [
        c("a0:100:AC"),
        c("a1:99:AC"),
        c("p0:50:AC,PPP"),
        c("p1:49:AC,PPP"),
        c("b0:100:AC", { cargo: "C2" }),
        c("b1:99:AC", { cargo: "C2" }),
        c("q0:50:AC,PPP", { cargo: "C2" }),
      ],
    };
    const primeira = convocar(grupo, 1, { p0: "sem-efeito" });
    expect(quem(primeira.r)).toEqual([[1, "PPP", "p0", null]]);
    const comVagaSurgida: Concurso = {
      ...primeira.concurso,
      cargos: primeira.concurso.cargos.map((x) => (x.id === "C1" ? { ...x, vagas: 2 } : x)),
    };
    const { r } = convocar(comVagaSurgida, 1);
    expect(quem(r)).toEqual([[1, "PPP", "p1", "p0"]]);
    // And the allocation with the ledger puts the same person there, in the same list.
    const depois = registrarConvocacao(comVagaSurgida, r.convocacao);
    const c1 = alocar(depois).cargos.find((x) => x.id === "C1")!;
    expect(c1.ordem.slice(0, 1).map((p) => [p.posicao, p.lista, p.candidato])).toEqual([[1, "PPP", "p1"]]);
  });

  it("grupo de cargos: a reserva repartida de novo com as vagas surgidas conta a vaga de quem saiu, que fica no cargo e na lista (#36, item 9)", () => {
    // C1 e C2, nove vagas cada, agrupados; C1 chamou as nove, quatro delas de PPP (2, 6, 8 e 9), e a
    // nomeação de p0 (posição 2) foi tornada sem efeito. Com duas vagas surgidas em C1, o grupo reparte
    // de novo a reserva: contando só as três pessoas de PPP que ficam, a quarta vaga de PPP de C1 ia a
    // C2 e a posição 2 de C1 à ampla.
    const pessoas = (cargo: string) => [
      ...Array.from({ length: 20 }, (_, k) => c(`${cargo}-a${k}:${100 - k}:AC`, { cargo })),
      ...Array.from({ length: 8 }, (_, k) => c(`${cargo}-p${k}:${50 - k}:AC,PPP`, { cargo })),
      ...Array.from({ length: 4 }, (_, k) => c(`${cargo}-d${k}:${40 - k}:AC,PCD`, { cargo })),
    ];
    const grupo: Concurso = {
      edital: {
        dataPublicacao: "2025-09-01",
        agrupamento: [{ cargos: ["C1", "C2"], sorteio: "semente publicada" }],
      },
      cargos: [
        { id: "C1", vagas: 9 },
        { id: "C2", vagas: 9 },
      ],
      candidatos: [...pessoas("C1"), ...pessoas("C2")],
    };
    const primeira = convocar(grupo, 9, { "C1-p0": "sem-efeito" });
    expect(quem(primeira.r).filter(([, lista]) => lista === "PPP")).toEqual([
      [2, "PPP", "C1-p0", null],
      [6, "PPP", "C1-p1", null],
      [8, "PPP", "C1-p2", null],
      [9, "PPP", "C1-p3", null],
    ]);
    const comVagasSurgidas: Concurso = {
      ...primeira.concurso,
      cargos: primeira.concurso.cargos.map((x) => (x.id === "C1" ? { ...x, vagas: 11 } : x)),
    };
    const { r } = convocar(comVagasSurgidas, 1);
    expect(quem(r)).toEqual([[2, "PPP", "C1-p4", "C1-p0"]]);
  });

  it("sem ninguém na lista, a vaga da substituição segue a cascata do regime (PPP → AC, art. 8º)", () => {
    let concurso = convocar(CONCURSO, 3, { p2: "sem-efeito" }).concurso;
    concurso = convocar(concurso, 1, { p3: "desistencia" }).concurso;
    const { r } = convocar(concurso, 1);
    expect(quem(r)).toEqual([[2, "AC", "p1", "p3"]]);
    expect(r.convocacao.chamados[0].nota.fundamento).toBe(
      "Lei nº 15.142/2025, art. 7º, § 3º; Lei nº 15.142/2025, art. 8º",
    );
  });
});

describe("Lei 15.142 art. 1º § 2º: além das N vagas, a ordem continua a série", () => {
  it("posição 6 é de PPP (série 2, 6, 10…), com p3, que aguardava; a 7 é da ampla", () => {
    let concurso = convocar(CONCURSO, 5).concurso;
    concurso = convocar(concurso, 1).concurso;
    const r = proximaConvocacao(concurso, { cargo: "C1", posicoes: 1 });
    expect(concurso.convocacoes![1].chamados).toEqual([{ posicao: 6, lista: "PPP", candidato: "p3" }]);
    expect(quem(r)).toEqual([[7, "AC", "a3", null]]);
    expect(r.convocacao.chamados[0].nota.fundamento).toBe(
      "Lei nº 15.142/2025, art. 9º, caput; Edital (cadastro de reserva)",
    );
  });
});

describe("Lei 15.142 art. 9º § 1º: a reserva é chamada só quando a ampla se esgota", () => {
  const reserva = [c("p1:90:PPP"), c("p2:80:PPP"), c("p3:85:PPP"), c("d1:70:PCD")];
  const base: Concurso = {
    edital: EDITAL,
    cargos: [{ id: "C1", vagas: 2 }],
    candidatos: [c("a1:100:AC"), ...reserva],
  };

  it("ampla esgotada: as posições da ampla vão aos aprovados da reserva, pela classificação (p3 85 antes de p2 80)", () => {
    const r = proximaConvocacao(base, { cargo: "C1", posicoes: 5 });
    expect(quem(r)).toEqual([
      [1, "AC", "a1", null],
      [2, "PPP", "p1", null],
      [3, "PPP", "p3", null],
      [4, "PPP", "p2", null],
      [5, "PCD", "d1", null],
    ]);
    // Position 3 is past the 2 vagas of the edital: a vaga that arose (art. 1º, § 2º).
    expect(r.convocacao.chamados[2].nota.fundamento).toBe(
      "Decreto nº 12.536/2025, art. 3º, § 4º; Lei nº 15.142/2025, art. 9º, § 1º; Lei nº 15.142/2025, art. 1º, § 2º, e art. 5º, § 4º; Edital (cadastro de reserva)",
    );
  });

  it("com um aprovado na ampla, mesmo de nota menor, a posição da ampla é dele", () => {
    const r = proximaConvocacao(
      { ...base, candidatos: [...base.candidatos, c("a2:10:AC")] },
      { cargo: "C1", posicoes: 3 },
    );
    expect(quem(r)[2]).toEqual([3, "AC", "a2", null]);
  });

  it("ninguém mais a convocar: chama os que há e avisa", () => {
    const r = proximaConvocacao(base, { cargo: "C1", posicoes: 9 });
    expect(r.convocacao.chamados).toHaveLength(5);
    expect(r.avisos.map((a) => a.texto)).toEqual([
      'Não há mais aprovados a convocar no cargo "C1": 5 de 9 posições convocadas.',
    ]);
  });
});

describe("Lei 15.142 art. 9º § 2º: quem já foi convocado mantém posição e lista, e a mudança dos dados é só aviso", () => {
  it("posições cruzadas de dois convocados (um de AC numa posição de PPIQ, um de PcD numa de AC): a posição livre passa de lista em lista até a que a deve, sem quebrar a convocação", () => {
    // Cadastro de reserva sob a Lei 12.990 (PPIQ): 1 AC i01, 2 PPIQ i02, 3 AC i03 (eliminado depois),
    // 4 AC i04; i00, de PcD, substituiu i03 na posição 3, revertida da ampla esgotada. Pedida mais uma
    // posição, 5 vagas: AC PPIQ AC PPIQ PCD — i04 fica numa posição de PPIQ e i00 numa de AC. A posição 5
    // (PCD) passa à ampla, que a deve a PPIQ: é de PPIQ, vaga, e ninguém mais é chamado.
    const concurso: Concurso = {
      edital: { dataPublicacao: "2025-06-10" },
      cargos: [{ id: "C1", vagas: 0 }],
      candidatos: [
        c("i00:0:PPIQ,PCD", { nascimento: "1950-01-01", confirmacao: { PPIQ: "confirmada" } }),
        c("i01:0:AC,PPIQ,PCD", { nascimento: "1951-01-01" }),
        c("i02:0:PPIQ,PCD", { nascimento: "1952-01-01" }),
        c("i03:0:AC,PPIQ,PCD", { nascimento: "1953-01-01", situacao: "eliminado" }),
        c("i04:0:AC", { nascimento: "1954-01-01" }),
      ],
      convocacoes: [
        {
          numero: 1,
          cargo: "C1",
          chamados: [
            { posicao: 1, lista: "AC", candidato: "i01" },
            { posicao: 2, lista: "PPIQ", candidato: "i02" },
          ],
        },
        {
          numero: 2,
          cargo: "C1",
          chamados: [
            { posicao: 3, lista: "AC", candidato: "i03" },
            { posicao: 4, lista: "AC", candidato: "i04" },
          ],
        },
        { numero: 3, cargo: "C1", chamados: [{ posicao: 3, lista: "PCD", candidato: "i00" }] },
      ],
    };
    const r = proximaConvocacao(concurso, { cargo: "C1", posicoes: 1 });
    expect(r.convocacao.chamados).toEqual([]);
    expect(r.avisos.map((a) => a.texto)).toEqual([
      'Convocação nº 2, posição 3: "i03" foi convocado(a) em ampla concorrência (AC) e está eliminado(a) segundo os dados de hoje: sai das listas; a posição já foi convocada de novo.',
      'Não há mais aprovados a convocar no cargo "C1": 0 de 1 posições convocadas.',
    ]);
    const ordem = alocar({ ...concurso, cargos: [{ id: "C1", vagas: 5 }] }).cargos[0].ordem;
    expect(ordem.map((p) => [p.posicao, p.lista, p.listaOriginal ?? null, p.candidato])).toEqual([
      [1, "AC", null, "i01"],
      [2, "PPIQ", null, "i02"],
      [3, "PCD", "AC", "i00"],
      [4, "AC", "PPIQ", "i04"],
      [5, "PPIQ", "PCD", null],
    ]);
  });

  it("grupo de cargos (Decreto 12.536 art. 20): uma cadeia de posições cruzadas (AC na de PcD, PcD na de IND) conta as duas reversões já feitas, sem quebrar o cálculo", () => {
    // C1 (7 vagas) e C2 (4 vagas) agrupados; C2 chamou dez posições em quatro convocações. Hoje a série
    // de C2 é AC PPP AC AC PCD PPP AC AC IND PPP: C2-a3, da ampla, está na posição 5 (de PcD) e r1, de
    // PcD, na 9 (de IND). Contada só a primeira, PcD ficava com um nomeado a mais que as vagas, a vaga
    // de IND ia também à ampla, e o cálculo quebrava ("Cannot read properties of undefined").
    const ampla = (cargo: string) =>
      Array.from({ length: 30 }, (_, k) => c(`${cargo}-a${k}:${60 - k}:AC`, { cargo }));
    const chamados = (...xs: [number, Lista, string][]) =>
      xs.map(([posicao, lista, candidato]) => ({ posicao, lista, candidato }));
    const concurso: Concurso = {
      edital: {
        dataPublicacao: "2025-09-01",
        agrupamento: [{ cargos: ["C1", "C2"], sorteio: "semente publicada" }],
      },
      cargos: [
        { id: "C1", vagas: 7 },
        { id: "C2", vagas: 4 },
      ],
      candidatos: [
        ...ampla("C1"),
        ...ampla("C2"),
        c("r0:0:PPP", { cargo: "C2" }),
        c("r1:0:AC,PCD", { cargo: "C2" }),
        c("r2:0:PPP", { cargo: "C2" }),
        c("r3:0:PPP", { cargo: "C2" }),
      ],
      convocacoes: [
        {
          numero: 1,
          cargo: "C2",
          chamados: chamados([1, "AC", "C2-a0"], [2, "PPP", "r0"], [3, "AC", "C2-a1"]),
        },
        { numero: 1, cargo: "C1", chamados: chamados([1, "AC", "C1-a0"]) },
        { numero: 2, cargo: "C1", chamados: chamados([2, "AC", "C1-a1"]) },
        {
          numero: 2,
          cargo: "C2",
          chamados: chamados([4, "AC", "C2-a2"], [5, "AC", "C2-a3"], [6, "AC", "C2-a4"]),
        },
        { numero: 3, cargo: "C2", chamados: chamados([7, "PPP", "r2"]) },
        {
          numero: 4,
          cargo: "C2",
          chamados: chamados([8, "AC", "C2-a5"], [9, "PCD", "r1"], [10, "PPP", "r3"]),
        },
      ],
    };
    const c2 = alocar(concurso).cargos.find((x) => x.id === "C2")!;
    expect(c2.ordem.map((p) => [p.posicao, p.lista, p.listaOriginal ?? null, p.candidato])).toEqual([
      [1, "AC", null, "C2-a0"],
      [2, "PPP", null, "r0"],
      [3, "AC", null, "C2-a1"],
      [4, "AC", null, "C2-a2"],
      [5, "AC", "PCD", "C2-a3"],
      [6, "AC", "PPP", "C2-a4"],
      [7, "PPP", "AC", "r2"],
      [8, "AC", null, "C2-a5"],
      [9, "PCD", "IND", "r1"],
      [10, "PPP", null, "r3"],
    ]);
    expect(c2.reversoes.map((r) => [r.de, r.para, r.vagas])).toEqual([
      ["PCD", "AC", 1],
      ["IND", "PCD", 1],
    ]);
  });

  it("autodeclaração de p2 indeferida depois da convocação: p2 segue na posição 2 em PPP, o aviso nomeia p2 e p3", () => {
    const { concurso } = convocar(CONCURSO, 3);
    const mudado: Concurso = {
      ...concurso,
      candidatos: concurso.candidatos.map((x) =>
        x.id === "p2" ? { ...x, confirmacao: { PPP: "indeferida" } } : x,
      ),
    };
    const r = proximaConvocacao(mudado, { cargo: "C1", posicoes: 1 });
    expect(quem(r)).toEqual([[4, "AC", "p1", null]]);
    expect(r.avisos).toEqual([
      {
        texto:
          'Convocação nº 1, posição 2: "p2" foi convocado(a) em pessoas pretas e pardas (PPP) e mantém a posição e a lista, embora os dados de hoje não o(a) classifiquem mais nessa lista; pelos dados de hoje a posição seria de "p3", em pessoas pretas e pardas (PPP).',
        fundamento: "Lei nº 15.142/2025, art. 9º, § 2º",
      },
    ]);
    expect(mudado.convocacoes![0].chamados).toEqual(concurso.convocacoes![0].chamados);
  });

  it("os nomeados dos dados (situação nomeado) contam como já convocados: a convocação começa depois deles", () => {
    const candidatos = CANDIDATOS.map((x) =>
      x.id === "a1" ? { ...x, situacao: "nomeado" as const, posicaoNomeacao: 1 } : x,
    );
    const r = proximaConvocacao({ ...CONCURSO, candidatos }, { cargo: "C1", posicoes: 1 });
    expect(quem(r)).toEqual([[2, "PPP", "p2", null]]);
  });

  it("posições deixadas entre os nomeados dos dados (1 e 3) são chamadas antes das seguintes", () => {
    const posicao: Record<string, number> = { a1: 1, a2: 3 };
    const candidatos = CANDIDATOS.map((x) =>
      posicao[x.id] ? { ...x, situacao: "nomeado" as const, posicaoNomeacao: posicao[x.id] } : x,
    );
    const r = proximaConvocacao({ ...CONCURSO, candidatos }, { cargo: "C1", posicoes: 2 });
    expect(quem(r)).toEqual([
      [2, "PPP", "p2", null],
      [4, "AC", "p1", null],
    ]);
  });
});

describe("Constituição art. 37, III: convocação só na validade do concurso", () => {
  const comValidade = (prorrogada: boolean): Concurso => ({
    ...CONCURSO,
    edital: { ...EDITAL, validade: { homologacao: "2026-01-31", meses: 1, prorrogada } },
  });

  it("depois do fim da validade, recusada com a data (Lei 810/1949: sem dia 31 em fevereiro, termina em 1º de março)", () => {
    expect(
      proximaConvocacao(comValidade(false), { cargo: "C1", posicoes: 1, data: "2026-03-01" }).avisos,
    ).toEqual([]);
    expect(() =>
      proximaConvocacao(comValidade(false), { cargo: "C1", posicoes: 1, data: "2026-03-02" }),
    ).toThrow(
      "data: a validade do concurso terminou em 01/03/2026 (sem prorrogação registrada); não há convocação em 02/03/2026",
    );
  });

  it("prorrogada por igual período: permitida com aviso até o novo fim, recusada depois", () => {
    const r = proximaConvocacao(comValidade(true), { cargo: "C1", posicoes: 1, data: "2026-03-31" });
    expect(r.avisos.map((a) => a.texto)).toEqual([
      "Convocação no período de prorrogação da validade: a validade terminava em 01/03/2026 e, prorrogada, termina em 31/03/2026.",
    ]);
    expect(() =>
      proximaConvocacao(comValidade(true), { cargo: "C1", posicoes: 1, data: "2026-04-01" }),
    ).toThrow("a validade do concurso terminou em 31/03/2026 (já prorrogada)");
  });

  it("data anterior à última convocação: recusada", () => {
    const r = proximaConvocacao(CONCURSO, { cargo: "C1", posicoes: 1, data: "2026-05-10" });
    const concurso = registrarConvocacao(CONCURSO, r.convocacao);
    expect(() => proximaConvocacao(concurso, { cargo: "C1", posicoes: 1, data: "2026-05-09" })).toThrow(
      "data: 09/05/2026 é anterior à convocação nº 1 (10/05/2026)",
    );
  });
});

describe("o exemplo do README: três convocações, uma substituição e duas vagas surgidas", () => {
  it("1: Ana, Elis, Bruno; 2: Hana no lugar de Elis (sem efeito) e Célia; 3 (vagas 5 → 7): Fábio, Davi na posição de PPP revertida, Gil", () => {
    const nomes: Record<string, string> = {
      a1: "Ana",
      a2: "Bruno",
      p1: "Célia",
      a3: "Davi",
      p2: "Elis",
      d1: "Fábio",
      a4: "Gil",
      p3: "Hana",
    };
    const exemplo: Concurso = { ...CONCURSO, candidatos: CANDIDATOS.filter((x) => x.id !== "a5") };
    const primeira = convocar(exemplo, 3, { a1: "posse", p2: "sem-efeito", a2: "posse" });
    const segunda = convocar(primeira.concurso, 2, { p3: "posse", p1: "posse" });
    const terceira = convocar({ ...segunda.concurso, cargos: [{ id: "C1", vagas: 7 }] }, 3);
    const comNomes = (r: ResultadoDaConvocacao) =>
      quem(r).map(([p, l, id, s]) => [p, l, nomes[id as string], s && nomes[s as string]]);
    expect([primeira.r, segunda.r, terceira.r].map(comNomes)).toEqual([
      [
        [1, "AC", "Ana", null],
        [2, "PPP", "Elis", null],
        [3, "AC", "Bruno", null],
      ],
      [
        [2, "PPP", "Hana", "Elis"],
        [4, "AC", "Célia", null],
      ],
      [
        [5, "PCD", "Fábio", null],
        [6, "AC", "Davi", null],
        [7, "AC", "Gil", null],
      ],
    ]);
    expect(terceira.r.convocacao.chamados[1].nota.fundamento).toBe("Lei nº 15.142/2025, art. 8º");
    expect(terceira.r.avisos).toEqual([]);
  });
});

describe("o texto do ato de nomeação", () => {
  it("cada pessoa com posição, lista e quem substitui, e os fundamentos das notas, uma vez cada", () => {
    const comNomes: Concurso = {
      ...CONCURSO,
      cargos: [{ id: "C1", nome: "Analista", vagas: 5 }],
      candidatos: CANDIDATOS.map((x) => (x.id === "p3" ? { ...x, nome: "Hana" } : x)),
    };
    const primeira = convocar(comNomes, 3, { p2: "sem-efeito" });
    const r = proximaConvocacao(primeira.concurso, {
      cargo: "C1",
      posicoes: 2,
      ato: "Portaria nº 31/2026",
      data: "2026-04-01",
    });
    expect(textoDoAto(primeira.concurso, r.convocacao)).toBe(
      [
        "Portaria nº 31/2026 — convocação nº 2 — 01/04/2026",
        "",
        "Nomear, para o cargo Analista (C1), os(as) aprovados(as) abaixo, nas posições da ordem de nomeação do concurso, que observa a alternância e a proporcionalidade entre as listas:",
        "",
        "2ª posição — Hana (inscrição p3) — lista de pessoas pretas e pardas (PPP), em substituição a inscrição p2, que não tomou posse.",
        "4ª posição — inscrição p1 — lista de ampla concorrência (AC).",
        "",
        "Fundamento: Lei nº 15.142/2025, art. 7º, § 3º; Lei nº 15.142/2025, art. 9º, caput.",
      ].join("\n"),
    );
  });
});
