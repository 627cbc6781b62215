import { describe, expect, it } from "vitest";
import { classificar } from "../../src/engine";
import { alocarUm, c, candidato, EDITAL_2025 } from "./montar";

describe("Desempate (Estatuto da Pessoa Idosa, Lei 10.741 art. 27, parágrafo único; critérios do edital)", () => {
  it("art. 27: com a mesma nota, quem tem 60 anos ou mais na data de referência vem primeiro", () => {
    const { r } = alocarUm(1, [
      c("Jovem:80:AC", { nascimento: "1990-01-01" }),
      c("Idoso:80:AC", { nascimento: "1960-01-01" }),
    ]);
    expect(candidato(r, "Idoso").lista).toBe("AC");
    expect(r.empates).toEqual([]);
  });

  it("art. 27: entre dois com 60 anos ou mais, o de idade mais elevada", () => {
    const { r } = alocarUm(1, [
      c("B:80:AC", { nascimento: "1955-05-02" }),
      c("A:80:AC", { nascimento: "1955-05-01" }),
    ]);
    expect(candidato(r, "A").lista).toBe("AC");
  });

  it("os 60 anos se completam no aniversário: na data de referência já conta", () => {
    const edital = { ...EDITAL_2025, dataReferenciaIdade: "2025-10-10" };
    const { r } = alocarUm(
      1,
      [c("Z:80:AC", { nascimento: "1965-10-10" }), c("A:80:AC", { nascimento: "1965-10-11" })],
      edital,
    );
    expect(candidato(r, "Z").lista).toBe("AC");
  });

  it("abaixo de 60 anos a idade não desempata: empate relatado, ordenado pela inscrição e provisório", () => {
    const { r } = alocarUm(1, [
      c("B:80:AC", { nascimento: "1980-01-01" }),
      c("A:80:AC", { nascimento: "1990-01-01" }),
    ]);
    expect(r.empates).toEqual([
      expect.objectContaining({ cargo: "C1", lista: "AC", candidatos: ["A", "B"] }),
    ]);
    expect(candidato(r, "A")).toMatchObject({ lista: "AC", provisorio: true });
    expect(candidato(r, "B").provisorio).toBe(true);
    expect(candidato(r, "B").notas.some((n) => n.texto.includes("Empate"))).toBe(true);
  });

  it("empate que não decide vaga é relatado, sem tornar o resultado provisório", () => {
    const { r } = alocarUm(1, [c("T:90:AC"), c("B:80:AC"), c("A:80:AC")]);
    expect(r.empates).toHaveLength(1);
    expect(candidato(r, "A").provisorio).toBe(false);
  });

  it("critérios do edital depois da idade, na ordem dada (campo numérico, maior primeiro ou menor primeiro)", () => {
    const edital = {
      ...EDITAL_2025,
      desempate: ["idade-60" as const, { campo: "redacao" }, { campo: "faltas", ordem: "menor" as const }],
    };
    const cands = [
      c("A:80:AC", { desempate: { redacao: 7, faltas: 0 } }),
      c("B:80:AC", { desempate: { redacao: 9, faltas: 3 } }),
      c("C:80:AC", { desempate: { redacao: 9, faltas: 1 } }),
    ];
    const { cargo } = alocarUm(3, cands, edital);
    expect(cargo.listas.AC!.map((e) => e.candidato)).toEqual(["C", "B", "A"]);
  });

  it("a classificação não depende da ordem das linhas", () => {
    const cands = [c("B:80:AC"), c("A:80:AC"), c("C:81:AC"), c("D:79:AC")];
    const um = alocarUm(2, cands).cargo.listas.AC!.map((e) => e.candidato);
    const outro = alocarUm(2, [...cands].reverse()).cargo.listas.AC!.map((e) => e.candidato);
    expect(um).toEqual(["C", "A", "B", "D"]);
    expect(outro).toEqual(um);
  });
});

describe("Ordem por nota (classificacao.ts: ordenação por base sobre os bits da nota)", () => {
  it("nota decrescente exata: negativas, frações binárias, zero e -0 iguais (desempate pela inscrição)", () => {
    const notas = [3, -0, 0, -5.5, 1e300, -1e-300, 2.25, 2.25, 100, 0.1 + 0.2, 0.3];
    const cands = notas.map((nota, i) => ({
      id: String(i).padStart(2, "0"),
      cargo: "C1",
      nota,
      listas: ["AC" as const],
    }));
    const ordem = classificar(cands, {}).map((x) => [x.nota, x.id]);
    expect(ordem).toEqual([
      [1e300, "04"],
      [100, "08"],
      [3, "00"],
      [2.25, "06"],
      [2.25, "07"],
      [0.1 + 0.2, "09"],
      [0.3, "10"],
      [-0, "01"],
      [0, "02"],
      [-1e-300, "05"],
      [-5.5, "03"],
    ]);
  });

  it.each([5_000, 70_000])(
    "cargo de %i candidatos (passes de 8 e de 16 bits): a mesma ordem de uma ordenação por comparação",
    (n) => {
      let semente = 7;
      const aleatorio = () => (semente = (semente * 1103515245 + 12345) % 2147483648) / 2147483648;
      const cands = Array.from({ length: n }, (_, i) => ({
        id: `c${i}`,
        cargo: "C1",
        nota: Math.round((aleatorio() * 200 - 50) * 100) / 100,
        listas: ["AC" as const],
      }));
      const esperado = [...cands].sort((a, b) => b.nota - a.nota || (a.id < b.id ? -1 : 1)).map((c) => c.id);
      expect(classificar(cands, { desempate: [] }).map((x) => x.id)).toEqual(esperado);
    },
  );
});
