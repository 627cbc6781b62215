import { describe, expect, it } from "vitest";
import { alocarUm, c, candidato, EDITAL_2025, porLista } from "./montar";

/** 5 vagas under Decreto 12.536: AC 3, PPP 1, PCD 1 (positions AC, PPP, AC, AC, PCD). */
const TRES_AC = [c("A1:99:AC"), c("A2:98:AC"), c("A3:97:AC")];

describe("Confirmação da autodeclaração (Lei 15.142 arts. 3 e 4)", () => {
  it("art. 3 § 2: indeferida → sai da lista PPP e segue na AC, sem ser eliminado; a vaga PPP passa ao próximo", () => {
    const { r, cargo } = alocarUm(5, [
      ...TRES_AC,
      c("X:90:AC,PPP", { confirmacao: { PPP: "indeferida" } }),
      c("P:50:PPP"),
    ]);
    expect(porLista(r).PPP).toEqual(["P"]);
    expect(candidato(r, "X").lista).toBe("AC"); // PCD vaga reverts to AC and X is next in AC
    expect(cargo.listas.PPP!.find((e) => e.candidato === "X")).toMatchObject({
      desfecho: "nao-classificado",
      classificacao: 0,
      motivo: { fundamento: "Lei nº 15.142/2025, art. 3º, § 2º" },
    });
  });

  it("art. 3 § 2: indeferida sem classificação na AC → fora das vagas; seguiria só com pontuação na ampla", () => {
    const { r, cargo } = alocarUm(5, [...TRES_AC, c("X:90:PPP", { confirmacao: { PPP: "indeferida" } })]);
    expect(candidato(r, "X").lista).toBeNull();
    expect(cargo.listas.PPP![0].desfecho).toBe("nao-classificado");
    // The law lets them go on by the ampla only with enough score in each phase, which X lacks.
    expect(candidato(r, "X").notas[0].texto).toContain(
      "Só seguiria pela ampla concorrência com pontuação suficiente",
    );
    expect(candidato(r, "X").notas[0].texto).not.toContain("não é eliminado(a)");
  });

  it("art. 3 § 1: confirmação pendente → fica na lista e o resultado é provisório", () => {
    const { r } = alocarUm(5, [...TRES_AC, c("X:60:PPP", { confirmacao: { PPP: "pendente" } })]);
    expect(candidato(r, "X")).toMatchObject({ lista: "PPP", provisorio: true });
    expect(candidato(r, "X").notas.some((n) => n.texto.includes("pendente"))).toBe(true);
  });

  it("art. 4 § 1, I, e § 2: fraude apurada → eliminado de todas as listas, com o resultado ao MP e à AGU", () => {
    const { r, cargo } = alocarUm(5, [
      ...TRES_AC,
      c("X:95:AC,PPP", { confirmacao: { PPP: "fraude" } }),
      c("P:50:PPP"),
    ]);
    expect(candidato(r, "X").lista).toBeNull();
    expect(cargo.listas.AC!.find((e) => e.candidato === "X")!.desfecho).toBe("eliminado");
    expect(cargo.listas.PPP!.find((e) => e.candidato === "X")!.motivo.fundamento).toBe(
      "Lei nº 15.142/2025, art. 4º, § 1º, I, e § 2º",
    );
    expect(porLista(r).PPP).toEqual(["P"]);
  });
});

describe("Situações (RULES §3)", () => {
  it("eliminado e desistente saem de todas as listas e o lugar passa ao próximo", () => {
    const { r, cargo } = alocarUm(2, [
      c("A:99:AC", { situacao: "desistente" }),
      c("B:98:AC", { situacao: "eliminado" }),
      c("C:97:AC"),
      c("P:50:PPP"),
    ]);
    expect(porLista(r)).toEqual({ AC: ["C"], PPP: ["P"] });
    expect(cargo.listas.AC!.map((e) => e.desfecho)).toEqual([
      "desistente",
      "eliminado",
      "nomeado-nesta-lista",
    ]);
  });

  it("sub judice: colocado pela nota e sinalizado como provisório", () => {
    const { r } = alocarUm(2, [c("A:99:AC", { situacao: "sub judice" }), c("P:50:PPP")]);
    expect(candidato(r, "A")).toMatchObject({ lista: "AC", posicao: 1, provisorio: true });
  });

  it("Lei 15.142 art. 9 § 2: o já nomeado mantém a posição quando a ordem é recalculada com novas vagas", () => {
    // 10 vagas: PPP at 2, 6, 10. N was nominated at position 2 (PPP); a better PPP candidate appears.
    const ac = Array.from({ length: 6 }, (_, i) => c(`A${i}:${99 - i}:AC`));
    const { r, cargo } = alocarUm(10, [
      ...ac,
      c("N:40:PPP", { situacao: "nomeado", posicaoNomeacao: 2 }),
      c("P1:70:PPP"),
      c("P2:60:PPP"),
      c("Q:30:PCD"),
    ]);
    expect(candidato(r, "N")).toMatchObject({ lista: "PPP", posicao: 2 });
    expect(cargo.ordem[1]).toMatchObject({ posicao: 2, candidato: "N" });
    expect(cargo.ordem.filter((p) => p.lista === "PPP").map((p) => p.candidato)).toEqual(["N", "P1", "P2"]);
  });
});

describe("Várias reservas raciais (Decreto 12.536 art. 21)", () => {
  it("art. 21 caput: classificado só na de maior percentual (PPP 25% > IND 3%); na outra, apenas informativo (§ 3)", () => {
    const { r, cargo } = alocarUm(20, [c("X:80:PPP,IND"), c("I:70:IND")]);
    expect(candidato(r, "X").lista).toBe("PPP");
    expect(porLista(r).IND).toEqual(["I"]);
    expect(cargo.listas.IND!.find((e) => e.candidato === "X")).toMatchObject({
      desfecho: "apenas-informativo",
      motivo: { fundamento: "Decreto nº 12.536/2025, art. 21, § 3º" },
    });
  });

  it("art. 21 § 2: percentuais iguais → a lista de melhor posição relativa (classificação ÷ vagas reservadas)", () => {
    // Edital of art. 3 § 5: PPP 20, IND 5, QUI 5. 40 vagas → IND 2, QUI 2. X is 2nd in IND, 1st in QUI.
    const edital = { ...EDITAL_2025, percentuais: { PPP: 20, IND: 5, QUI: 5 } };
    const { r } = alocarUm(40, [c("I1:90:IND"), c("X:80:IND,QUI")], edital);
    expect(candidato(r, "X").lista).toBe("QUI");
    expect(
      candidato(r, "X").notas.some((n) => n.fundamento.startsWith("Decreto nº 12.536/2025, art. 21, § 2º;")),
    ).toBe(true);
  });

  it("PcD concomitante por padrão: está nas duas listas; com a opção do edital entra na regra do maior percentual", () => {
    const cands = [...TRES_AC, c("X:60:PPP,PCD")];
    expect(alocarUm(5, cands).cargo.listas.PCD![0].desfecho).toBe("nomeado-em-outra-lista");
    const opcao = alocarUm(5, cands, { ...EDITAL_2025, pcdNaRegraDoMaiorPercentual: true });
    expect(opcao.cargo.listas.PCD![0].desfecho).toBe("apenas-informativo");
    expect(candidato(opcao.r, "X").lista).toBe("PPP");
  });
});
