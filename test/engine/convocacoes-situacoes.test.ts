/**
 * The calls of the years after the result, in the situations a clerk meets, each written from the law
 * text (RULES § 7) — never from this project's output: one allocation decides every call, and `alocar`
 * with the ledger gives the same people at the same positions.
 */
import { describe, expect, it } from "vitest";
import { alocar, proximaConvocacao, registrarConvocacao } from "../../src/engine";
import type { Candidato, Concurso, DesfechoConvocacao, ResultadoDaConvocacao } from "../../src/engine";

const EDITAL = { dataPublicacao: "2025-09-01" };

const quem = (r: ResultadoDaConvocacao) =>
  r.convocacao.chamados.map((x) => [x.posicao, x.lista, x.candidato, x.substitui]);

function registrar(
  concurso: Concurso,
  r: ResultadoDaConvocacao,
  desfechos: Record<string, DesfechoConvocacao> = {},
) {
  const depois = registrarConvocacao(concurso, r.convocacao);
  depois.convocacoes!.at(-1)!.desfechos = desfechos;
  return depois;
}

/** alocar's order of a cargo: [position, list, candidate]. */
const ordem = (concurso: Concurso, cargo = "C1") =>
  alocar(concurso)
    .cargos.find((c) => c.id === cargo)!
    .ordem.map((p) => [p.posicao, p.lista, p.candidato]);

describe("Lei 15.142 art. 7º §§ 1º e 2º: quem sai da ampla pode trazer um optante para dentro das vagas da ampla, e ele deixa de contar na reserva", () => {
  // 5 vagas (AC PPP AC AC PCD). A was called at position 1 and gave up; nobody else was called.
  const candidatos: Candidato[] = [
    { id: "A", nome: "Ana", cargo: "C1", nota: 100, listas: ["AC"] },
    { id: "B", nome: "Bruno", cargo: "C1", nota: 99, listas: ["AC"] },
    { id: "C", nome: "Carla", cargo: "C1", nota: 98, listas: ["AC"] },
    {
      id: "P1",
      nome: "Paulo",
      cargo: "C1",
      nota: 97,
      listas: ["AC", "PPP"],
      confirmacao: { PPP: "confirmada" },
    },
    { id: "D", nome: "Davi", cargo: "C1", nota: 96, listas: ["AC"] },
    {
      id: "P2",
      nome: "Priscila",
      cargo: "C1",
      nota: 90,
      listas: ["AC", "PPP"],
      confirmacao: { PPP: "confirmada" },
    },
    { id: "X", nome: "Xavier", cargo: "C1", nota: 80, listas: ["AC", "PCD"] },
  ];
  const inicio: Concurso = { edital: EDITAL, cargos: [{ id: "C1", vagas: 5 }], candidatos };
  const primeira = proximaConvocacao(inicio, { cargo: "C1", posicoes: 1 });
  const concurso = registrar(inicio, primeira, { A: "desistencia" });

  it("sem A, as vagas da ampla são B, C e P1 (97 > 96): a convocação de 4 posições é 1 B, 2 PPP P2, 3 C, 4 P1 — não 2 P1, 4 D", () => {
    expect(quem(primeira)).toEqual([[1, "AC", "A", null]]);
    const r = proximaConvocacao(concurso, { cargo: "C1", posicoes: 4 });
    expect(quem(r)).toEqual([
      [1, "AC", "B", "A"],
      [2, "PPP", "P2", null],
      [3, "AC", "C", null],
      [4, "AC", "P1", null],
    ]);
    // alocar with the ledger says the same: one rule, not two readings.
    expect(ordem(concurso).slice(0, 4)).toEqual(
      r.convocacao.chamados.map((x) => [x.posicao, x.lista, x.candidato]),
    );
  });

  it("as notas dizem, nas palavras do escrivão, quem saiu, quem substitui quem e que a mudança de P1 é a lei, não uma mudança de posição", () => {
    const [b, p2, , p1] = proximaConvocacao(concurso, { cargo: "C1", posicoes: 4 }).convocacao.chamados;
    expect(b.nota.texto).toBe(
      "Substitui Ana (inscrição A) na posição 1 (convocação nº 1; desistência): é o(a) próximo(a) da lista de ampla concorrência (AC) ainda não convocado(a).",
    );
    expect(p1.nota.texto).toContain(
      "Com a saída de Ana (inscrição A), Paulo (inscrição P1) está dentro das vagas de ampla concorrência e é chamado(a) por ela",
    );
    expect(p1.nota.texto).toContain("Isso é a lei, não uma mudança de posição");
    expect(p1.nota.fundamento).toContain("Lei nº 15.142/2025, art. 7º, § 2º");
    expect(p2.nota.texto).toContain(
      "Priscila (inscrição P2) ocupa a vaga reservada a pessoas pretas e pardas (PPP): Paulo (inscrição P1), à frente nessa lista, passou às vagas de ampla concorrência com a saída de Ana (inscrição A)",
    );
    expect(p2.nota.fundamento).toContain("Lei nº 15.142/2025, art. 7º, § 2º");
  });
});

describe("Lei 15.142 art. 7º § 3º e Decreto 12.536 art. 21: a posição de PPP tornada sem efeito vai ao próximo de PPP, mesmo que ele esteja hoje na vaga de PcD ainda não convocada", () => {
  // 5 vagas (AC PPP AC AC PCD). Q opted for PPP and PcD: with P in PPP, Q sits in the PcD vaga.
  const candidatos: Candidato[] = [
    { id: "a1", cargo: "C1", nota: 100, listas: ["AC"] },
    { id: "a2", cargo: "C1", nota: 99, listas: ["AC"] },
    { id: "a3", cargo: "C1", nota: 98, listas: ["AC"] },
    { id: "P", cargo: "C1", nota: 95, listas: ["AC", "PPP"], confirmacao: { PPP: "confirmada" } },
    { id: "Q", cargo: "C1", nota: 90, listas: ["AC", "PPP", "PCD"], confirmacao: { PPP: "confirmada" } },
    { id: "a4", cargo: "C1", nota: 80, listas: ["AC"] },
    { id: "a5", cargo: "C1", nota: 70, listas: ["AC"] },
  ];
  const inicio: Concurso = { edital: EDITAL, cargos: [{ id: "C1", vagas: 5 }], candidatos };

  it("antes: P em PPP na posição 2 e Q na vaga de PcD (posição 5); P sem efeito: a posição 2 é de Q em PPP, e a vaga de PcD, sem ninguém, reverte à ampla na sua posição", () => {
    expect(ordem(inicio)).toEqual([
      [1, "AC", "a1"],
      [2, "PPP", "P"],
      [3, "AC", "a2"],
      [4, "AC", "a3"],
      [5, "PCD", "Q"],
    ]);
    const concurso = registrar(inicio, proximaConvocacao(inicio, { cargo: "C1", posicoes: 3 }), {
      P: "sem-efeito",
    });
    const r = proximaConvocacao(concurso, { cargo: "C1", posicoes: 2 });
    expect(quem(r)).toEqual([
      [2, "PPP", "Q", "P"],
      [4, "AC", "a3", null],
    ]);
    expect(ordem(concurso)[4]).toEqual([5, "AC", "a4"]);
    expect(alocar(concurso).cargos[0].ordem[4].listaOriginal).toBe("PCD");
    expect(r.convocacao.chamados[0].nota.fundamento).toContain("Lei nº 15.142/2025, art. 7º, § 3º");
  });
});

describe("Lei 15.142 art. 1º § 2º e RULES § 4: vagas chamadas num só ato são alocadas juntas, nunca posição a posição", () => {
  // RULES § 4: A (AC 100), B (PPP 99), C (AC 98), D (AC 97), E (PPP 50); 3 vagas = 2 AC + 1 PPP.
  const candidatos: Candidato[] = [
    { id: "A", cargo: "C1", nota: 100, listas: ["AC"] },
    { id: "B", cargo: "C1", nota: 99, listas: ["AC", "PPP"], confirmacao: { PPP: "confirmada" } },
    { id: "C", cargo: "C1", nota: 98, listas: ["AC"] },
    { id: "D", cargo: "C1", nota: 97, listas: ["AC"] },
    { id: "E", cargo: "C1", nota: 50, listas: ["PPP"], confirmacao: { PPP: "confirmada" } },
  ];

  it("cadastro de reserva (0 vagas) chamando 3 posições de uma vez: a ampla é A e B, a reserva é E — não {A, B, C}", () => {
    const concurso: Concurso = { edital: EDITAL, cargos: [{ id: "C1", vagas: 0 }], candidatos };
    const r = proximaConvocacao(concurso, { cargo: "C1", posicoes: 3 });
    expect(quem(r)).toEqual([
      [1, "AC", "A", null],
      [2, "PPP", "E", null],
      [3, "AC", "B", null],
    ]);
    expect(r.convocacao.chamados[1].nota.texto).toContain("É vaga surgida durante a validade");
  });

  it("1 vaga no edital, A convocado; surgem 2 e são chamadas num só ato: o quadro de 3 vagas dá a PPP uma, que é de E, e B entra pela ampla", () => {
    const inicio: Concurso = { edital: EDITAL, cargos: [{ id: "C1", vagas: 1 }], candidatos };
    const primeira = proximaConvocacao(inicio, { cargo: "C1", posicoes: 1 });
    expect(quem(primeira)).toEqual([[1, "AC", "A", null]]);
    const comVagas = { ...registrar(inicio, primeira, { A: "posse" }), cargos: [{ id: "C1", vagas: 3 }] };
    const r = proximaConvocacao(comVagas, { cargo: "C1", posicoes: 2 });
    expect(quem(r)).toEqual([
      [2, "PPP", "E", null],
      [3, "AC", "B", null],
    ]);
    expect(ordem(registrar(comVagas, r))).toEqual([
      [1, "AC", "A"],
      [2, "PPP", "E"],
      [3, "AC", "B"],
    ]);
  });
});

describe("Decreto 12.536 art. 20 e Lei 8.112 art. 5º § 2º: cargos agrupados em toda convocação", () => {
  // Two cargos of 3 vagas: the group of 6 reserves PPP 2 and PcD 1; the draw decides which cargo holds PcD.
  const cargos = ["C1", "C2"];
  const candidatos: Candidato[] = cargos.flatMap((cargo) => [
    ...[100, 99, 98, 97, 96].map((nota, k) => ({
      id: `${cargo}-a${k}`,
      cargo,
      nota,
      listas: ["AC" as const],
    })),
    { id: `${cargo}-p`, cargo, nota: 90, listas: ["PPP" as const] },
    { id: `${cargo}-d`, cargo, nota: 85, listas: ["PCD" as const] },
  ]);
  const inicio: Concurso = {
    edital: { ...EDITAL, agrupamento: [{ cargos, sorteio: "semente do edital" }] },
    cargos: cargos.map((id) => ({ id, vagas: 3 })),
    candidatos,
  };
  const pcdDe = (c: Concurso) =>
    Object.fromEntries(alocar(c).cargos.map((x) => [x.id, x.quadro.PCD ?? 0])) as Record<string, number>;

  it("a convocação de um cargo agrupado é calculada (antes: recusada porque os outros cargos do grupo eram tirados do concurso)", () => {
    const comPcd = cargos.find((c) => pcdDe(inicio)[c] === 1)!;
    const r = proximaConvocacao(inicio, { cargo: comPcd, posicoes: 3 });
    expect(r.convocacao.chamados.map((x) => x.lista).sort()).toEqual(["AC", "PCD", "PPP"]);
  });

  it("com uma vaga surgida no outro cargo (7 no grupo), o grupo segue com uma só vaga de PcD: quem já foi convocado em PcD a mantém, e o outro cargo não recebe outra", () => {
    const comPcd = cargos.find((c) => pcdDe(inicio)[c] === 1)!;
    const outro = cargos.find((c) => c !== comPcd)!;
    const chamada = proximaConvocacao(inicio, { cargo: comPcd, posicoes: 3 });
    const depois: Concurso = {
      ...registrar(inicio, chamada, {}),
      cargos: inicio.cargos.map((c) => (c.id === outro ? { ...c, vagas: 4 } : c)),
    };
    // Recomputed alone, the group of 7 would give the PcD vaga to the cargo of 4 (remainder 0.2 > 0.15).
    const semLivro = pcdDe({ ...depois, convocacoes: undefined });
    expect(semLivro).toEqual({ [comPcd]: 0, [outro]: 1 });
    expect(pcdDe(depois)).toEqual({ [comPcd]: 1, [outro]: 0 });
    const pessoasEmPcd = alocar(depois).cargos.flatMap((c) =>
      c.ordem.filter((p) => p.lista === "PCD" && p.candidato),
    );
    expect(pessoasEmPcd.map((p) => p.candidato)).toEqual([`${comPcd}-d`]);
    // The call of the cargo where the vaga arose follows the same group reserve.
    const r = proximaConvocacao(depois, { cargo: outro, posicoes: 4 });
    expect(r.convocacao.chamados.map((x) => x.lista).filter((l) => l === "PCD")).toEqual([]);
  });
});
