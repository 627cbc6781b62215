import { describe, expect, it } from "vitest";
import { breakdown, listAt, nominationOrder, positions, reserved } from "../../src/functions/functions";
import { hoje } from "../../src/functions/argumentos";
import { erroDe, serial } from "./excel";

const DECRETO = serial(2025, 9, 1); // an edital under Decreto 12.536
const VALOR = "#VALUE!";

describe("COTAS.QUADRO: o quadro de vagas (RULES § 2)", () => {
  it("Decreto 12.536, art. 3º: 100 vagas → AC 65, PPP 25, IND 3, QUI 2, PCD 5, em linha com cabeçalho", () => {
    expect(breakdown(100, DECRETO, null, null)).toEqual([
      ["AC", "PPP", "IND", "QUI", "PCD"],
      [65, 25, 3, 2, 5],
    ]);
  });

  it("valores de referência do Decreto 12.536 com PcD 5% (N = 1, 2, 3, 5, 10, 17, 25)", () => {
    const linha = (n: number) => breakdown(n, DECRETO)[1];
    expect(linha(1)).toEqual([1, 0, 0, 0, 0]);
    expect(linha(2)).toEqual([1, 1, 0, 0, 0]);
    expect(linha(3)).toEqual([2, 1, 0, 0, 0]);
    expect(linha(5)).toEqual([3, 1, 0, 0, 1]);
    expect(linha(10)).toEqual([6, 3, 0, 0, 1]);
    expect(linha(17)[2]).toBe(1); // IND's first vaga
    expect(linha(25)[3]).toBe(1); // QUI's first vaga
  });

  it("CNU 2 (edital ENAP 114/2025): 250 vagas → AC 161, PPP 63, IND 8, QUI 5, PCD 13, por grupo", () => {
    expect(breakdown(250, "2025-07-01")[1]).toEqual([161, 63, 8, 5, 13]);
  });

  it("em coluna quando pedido: uma linha por lista", () => {
    expect(breakdown(10, DECRETO, null, "coluna")).toEqual([
      ["AC", 6],
      ["PPP", 3],
      ["IND", 0],
      ["QUI", 0],
      ["PCD", 1],
    ]);
    expect(breakdown(10, DECRETO, null, "Vertical")).toEqual(breakdown(10, DECRETO, null, "coluna"));
    expect(breakdown(10, DECRETO, null, "linha")).toEqual(breakdown(10, DECRETO));
  });

  it("a data escolhe o regime: Lei 12.990 até 03/06/2025, Lei 15.142 (PPIQ) de 04/06 a 27/06, Decreto depois", () => {
    expect(breakdown(10, serial(2025, 6, 3))).toEqual([
      ["AC", "PPP", "PCD"],
      [7, 2, 1],
    ]);
    expect(breakdown(10, serial(2025, 6, 4))).toEqual([
      ["AC", "PPIQ", "PCD"],
      [6, 3, 1],
    ]);
    expect(breakdown(10, "27/06/2025")).toEqual([
      ["AC", "PPIQ", "PCD"],
      [6, 3, 1],
    ]);
    expect(breakdown(10, "2025-06-28")[0]).toEqual(["AC", "PPP", "IND", "QUI", "PCD"]);
  });

  it("sem data: um edital publicado hoje; célula vazia (null, ou 0 no Excel para Windows) também", () => {
    const deHoje = breakdown(100, hoje());
    expect(breakdown(100)).toEqual(deHoje);
    expect(breakdown(100, null)).toEqual(deHoje);
    expect(breakdown(100, 0)).toEqual(deHoje);
    expect(breakdown(100, "")).toEqual(deHoje);
  });

  it("percentual de PcD como número, texto ou célula formatada em % (0,1 = 10%)", () => {
    expect(breakdown(100, DECRETO, 10)[1][4]).toBe(10);
    expect(breakdown(100, DECRETO, 0.1)[1][4]).toBe(10);
    expect(breakdown(100, DECRETO, "10%")[1][4]).toBe(10);
    expect(breakdown(100, DECRETO, "7,5")[1][4]).toBe(8); // 7,5 vagas: qualquer fração sobe (Decreto 9.508, art. 1º, § 3º)
  });

  it("argumentos errados: #VALOR! com a mensagem, nunca um número", () => {
    expect(erroDe(() => breakdown(0))).toEqual({
      code: VALOR,
      message: "vagas deve ser um inteiro ≥ 1 (a célula tem 0 ou está vazia)",
    });
    expect(erroDe(() => breakdown(2.5)).message).toBe('vagas deve ser um inteiro ≥ 1 (recebido: "2,5")');
    expect(erroDe(() => breakdown(-3)).code).toBe(VALOR);
    expect(erroDe(() => breakdown(null)).message).toBe("vagas deve ser um inteiro ≥ 1 (a célula está vazia)");
    expect(erroDe(() => breakdown("dez")).message).toBe('vagas: "dez" não é um número');
    expect(erroDe(() => breakdown(true)).code).toBe(VALOR);
    expect(erroDe(() => breakdown(10, "31/02/2025")).message).toBe(
      'data_edital: "31/02/2025" não é uma data que exista',
    );
    expect(erroDe(() => breakdown(10, "2010-01-01")).message).toMatch(/antes da Lei nº 12.990\/2014/);
    expect(erroDe(() => breakdown(10, DECRETO, null, "diagonal")).message).toBe(
      'orientação deve ser "linha" ou "coluna" (recebido: "diagonal")',
    );
  });

  it("PcD fora de 5% a 20%: o motor recusa e cita o artigo", () => {
    const acima = erroDe(() => breakdown(100, DECRETO, 25));
    expect(acima.code).toBe(VALOR);
    expect(acima.message).toMatch(/Lei nº 8\.112/);
    expect(erroDe(() => breakdown(100, DECRETO, "0%")).message).toMatch(/Decreto nº 9\.508/);
  });

  it("vagas em texto, como vêm de uma célula formatada como texto", () => {
    expect(breakdown("100", DECRETO)).toEqual(breakdown(100, DECRETO));
  });
});

describe("COTAS.RESERVA: as vagas de uma lista", () => {
  it("por código e por extenso (CNU 2, 250 vagas)", () => {
    const data = serial(2025, 7, 1);
    expect(reserved(250, "AC", data)).toBe(161);
    expect(reserved(250, "ampla concorrência", data)).toBe(161);
    expect(reserved(250, "PPP", data)).toBe(63);
    expect(reserved(250, "pretos e pardos", data)).toBe(63);
    expect(reserved(250, "indígenas", data)).toBe(8);
    expect(reserved(250, "Quilombolas", data)).toBe(5);
    expect(reserved(250, "pessoas com deficiência", data)).toBe(13);
    expect(reserved(250, "PcD", data)).toBe(13);
  });

  it("Lei 15.142 antes do Decreto: pretos e pardos, indígenas e quilombolas são a lista única PPIQ (art. 1º)", () => {
    const data = serial(2025, 6, 10);
    expect(reserved(10, "PPIQ", data)).toBe(3);
    expect(reserved(10, "negros", data)).toBe(3);
    expect(reserved(10, "cota racial", data)).toBe(3);
  });

  it("uma lista zerada do regime é 0; uma lista que o regime não tem é erro, não zero", () => {
    expect(reserved(10, "IND", DECRETO)).toBe(0);
    expect(erroDe(() => reserved(10, "IND", "2024-01-10")).message).toBe(
      "a lista IND não existe para um edital de 10/01/2024 (regime: Lei nº 12.990/2014); as listas são AC, PPP, PCD",
    );
  });

  it("lista vazia, desconhecida, dupla ou racial ambígua: #VALOR! com a mensagem", () => {
    expect(erroDe(() => reserved(10, null, DECRETO)).message).toBe(
      "lista está vazia: use AC, PPP, IND, QUI, PPIQ ou PCD",
    );
    expect(erroDe(() => reserved(10, "xyz", DECRETO)).message).toMatch(
      /^lista: modalidade "xyz" não reconhecida/,
    );
    expect(erroDe(() => reserved(10, "AC;PPP", DECRETO)).message).toBe(
      'lista deve ser uma só lista (recebido: "AC;PPP", que nomeia AC e PPP)',
    );
    expect(erroDe(() => reserved(10, "cota racial", DECRETO)).message).toMatch(/não diz qual reserva racial/);
  });
});

describe("COTAS.ORDEM.NOMEACAO, COTAS.POSICOES e COTAS.LISTA: a ordem de nomeação (Lei 15.142, art. 9º; RULES § 5)", () => {
  const posicoesDe = (lista: string, n = 100) => positions(n, lista, DECRETO).map((linha) => linha[0]);

  it("100 vagas: PCD em 5, 21, 41, 61, 81; PPP em 2, 6, …, 98; IND em 17, 49, 84; QUI em 25, 75", () => {
    expect(posicoesDe("PCD")).toEqual([5, 21, 41, 61, 81]);
    expect(posicoesDe("PPP")).toEqual(Array.from({ length: 25 }, (_, k) => 2 + 4 * k));
    expect(posicoesDe("indígenas")).toEqual([17, 49, 84]);
    expect(posicoesDe("QUI")).toEqual([25, 75]);
    expect(posicoesDe("AC")).toHaveLength(65);
  });

  it("a ordem derrama uma lista por linha, de 1 a N, coerente com POSICOES e LISTA", () => {
    const ordem = nominationOrder(100, DECRETO) as string[][];
    expect(ordem).toHaveLength(100);
    expect(ordem.every((linha) => linha.length === 1)).toBe(true);
    expect(ordem[48][0]).toBe("IND");
    for (const p of [1, 2, 5, 17, 25, 49, 100]) expect(listAt(p, 100, DECRETO)).toBe(ordem[p - 1][0]);
    expect(ordem.filter(([l]) => l === "PPP")).toHaveLength(25);
  });

  it("Lei 12.990: PPP em 3, 8, 13, …", () => {
    expect(positions(20, "PPP", "2020-01-01").map((l) => l[0])).toEqual([3, 8, 13, 18]);
  });

  it("além das vagas a ordem continua (cadastro de reserva): até e posições além de N", () => {
    const ordem = nominationOrder(4, DECRETO, null, 10) as string[][];
    expect(ordem).toHaveLength(10);
    expect(ordem.slice(0, 4)).toEqual(nominationOrder(4, DECRETO));
    expect(listAt(10, 4, DECRETO)).toBe(ordem[9][0]);
    expect(nominationOrder(10, DECRETO, null, 3)).toEqual(
      (nominationOrder(10, DECRETO) as string[][]).slice(0, 3),
    );
  });

  it("uma lista sem vaga: #N/D com a mensagem; posição inválida: #VALOR!", () => {
    expect(erroDe(() => positions(4, "PCD", DECRETO))).toEqual({
      code: "#N/A",
      message: "a lista PCD não tem vagas em 4 vagas",
    });
    expect(erroDe(() => listAt(0, 10, DECRETO)).message).toBe(
      "posição deve ser um inteiro ≥ 1 (a célula tem 0 ou está vazia)",
    );
    expect(erroDe(() => nominationOrder(10, DECRETO, null, -1)).message).toBe(
      'até deve ser um inteiro ≥ 1 (recebido: "-1")',
    );
  });
});
