/**
 * Each function as every Excel host calls it: a blank cell arrives as null on the web and as 0 on the
 * desktop (office-js issues 4702, 5262), and a data-type cell as an Excel.CellValue object (functions.json
 * declares allowCustomDataForDataTypeAny). The same sheet must give the same answer on every host.
 */
import { describe, expect, it } from "vitest";
import {
  allocate,
  breakdown,
  cutScore,
  listAt,
  nominationOrder,
  positions,
  reserved,
  roundHalfUp,
} from "../../src/functions/functions";
import { hoje } from "../../src/functions/argumentos";
import { coluna, erroAssincronoDe, erroDe, serial } from "./excel";

const DECRETO = serial(2025, 9, 1);
/** A blank cell as Excel on the web passes it, and as Excel desktop does. */
const VAZIA = { web: null, desktop: 0 } as const;

/** The answer of a call, or the error it shows (code only: the message may name the encoding). */
function resposta(chamada: () => unknown): unknown {
  try {
    return chamada();
  } catch (erro) {
    return { erro: (erro as { code: string }).code };
  }
}

/** Calls with the blank cell in each encoding and checks both answers are the same; returns it. */
function igualNosDoisHosts(chamada: (vazia: null | 0) => unknown): unknown {
  const naWeb = resposta(() => chamada(VAZIA.web));
  expect(resposta(() => chamada(VAZIA.desktop))).toEqual(naWeb);
  return naWeb;
}

/** igualNosDoisHosts for an asynchronous function (=COTAS.CORTE, =COTAS.ALOCAR). */
async function igualNosDoisHostsAssincrono(chamada: (vazia: null | 0) => Promise<unknown>) {
  const resposta = (v: null | 0) => chamada(v).catch((erro: { code: string }) => ({ erro: erro.code }));
  const naWeb = await resposta(VAZIA.web);
  expect(await resposta(VAZIA.desktop)).toEqual(naWeb);
  return naWeb;
}

// The shapes of Excel.CellValue (@types/office-js, ExcelApi 1.16).
const duplo = (n: number) => ({ type: "Double", basicValue: n, basicType: "Double" });
const formatado = (n: number, numberFormat: string) => ({
  type: "FormattedNumber",
  basicValue: n,
  basicType: "Double",
  numberFormat,
});
const entidade = (text: string) => ({
  type: "Entity",
  text,
  basicValue: "#VALUE!",
  basicType: "Error",
  properties: { Código: { type: "String", basicValue: text } },
});
const texto = (s: string) => ({ type: "String", basicValue: s, basicType: "String" });

describe("célula vazia: null (Excel na web) e 0 (Excel desktop) dão a mesma resposta", () => {
  it("opcionais vazios são omitidos: percentual_pcd no padrão do regime, 5% (Decreto 9.508, art. 1º, § 1º), data de hoje, em linha, até as vagas", async () => {
    expect(igualNosDoisHosts((v) => breakdown(100, DECRETO, v))).toEqual(breakdown(100, DECRETO));
    expect(igualNosDoisHosts((v) => reserved(100, "PCD", DECRETO, v))).toBe(5);
    expect(igualNosDoisHosts((v) => nominationOrder(20, DECRETO, v))).toEqual(nominationOrder(20, DECRETO));
    expect(igualNosDoisHosts((v) => positions(100, "PCD", DECRETO, v))).toEqual([
      [5],
      [21],
      [41],
      [61],
      [81],
    ]);
    expect(igualNosDoisHosts((v) => listAt(5, 100, DECRETO, v))).toBe("PCD");
    expect(
      await igualNosDoisHostsAssincrono((v) =>
        allocate(coluna(["A"]), coluna([9]), coluna(["AC"]), 1, DECRETO, v),
      ),
    ).toEqual([["AC", 1, ""]]);
    // A typed 0 never means a PcD percentage (the minimum is 5%): as text, it still reaches the refusal.
    expect(erroDe(() => breakdown(100, DECRETO, "0%")).message).toMatch(/Decreto nº 9\.508/);

    const deHoje = serial(...(hoje().split("-").map(Number) as [number, number, number]));
    expect(igualNosDoisHosts((v) => breakdown(10, v))).toEqual(breakdown(10, deHoje));
    expect(igualNosDoisHosts((v) => reserved(10, "AC", v))).toBe(reserved(10, "AC", deHoje));
    expect(igualNosDoisHosts((v) => positions(10, "AC", v))).toEqual(positions(10, "AC", deHoje));
    expect(igualNosDoisHosts((v) => listAt(1, 10, v))).toBe(listAt(1, 10, deHoje));
    expect(igualNosDoisHosts((v) => breakdown(10, DECRETO, null, v))).toEqual(breakdown(10, DECRETO));
    expect(igualNosDoisHosts((v) => nominationOrder(10, DECRETO, null, v))).toHaveLength(10);
    expect(igualNosDoisHosts((v) => roundHalfUp(v))).toBe(0); // as Excel's ARRED
  });

  it("vagas, posição e lista vazias: #VALOR! nos dois", () => {
    expect(igualNosDoisHosts((v) => breakdown(v, DECRETO))).toEqual({ erro: "#VALUE!" });
    expect(igualNosDoisHosts((v) => listAt(v, 10, DECRETO))).toEqual({ erro: "#VALUE!" });
    expect(igualNosDoisHosts((v) => reserved(10, v, DECRETO))).toEqual({ erro: "#VALUE!" });
    expect(igualNosDoisHosts((v) => positions(10, v, DECRETO))).toEqual({ erro: "#VALUE!" });
    expect(erroDe(() => breakdown(0, DECRETO)).message).toBe(
      "vagas deve ser um inteiro ≥ 1 (a célula tem 0 ou está vazia)",
    );
    expect(erroDe(() => reserved(10, 0, DECRETO)).message).toMatch(/^lista está vazia/);
  });

  it("COTAS.ALOCAR: nota vazia é erro nos dois, nunca um 0 silencioso", async () => {
    const chamada = (v: null | 0) =>
      allocate(coluna(["A", "B", "C"]), coluna([90, v, 70]), coluna(["AC", "AC", "AC"]), 2, DECRETO);
    expect(await igualNosDoisHostsAssincrono(chamada)).toEqual({ erro: "#VALUE!" });
    expect((await erroAssincronoDe(() => chamada(0))).message).toBe(
      "linha 2: nota 0: preencha a nota (no Excel para Windows e Mac, uma célula vazia chega como 0)",
    );
  });

  it("COTAS.ALOCAR: identificação vazia é erro nos dois; lista vazia é só AC; linha toda vazia fica vazia", async () => {
    const semId = (v: null | 0) =>
      allocate(coluna(["A", v]), coluna([90, 80]), coluna(["AC", "AC"]), 1, DECRETO);
    expect(await igualNosDoisHostsAssincrono(semId)).toEqual({ erro: "#VALUE!" });
    expect((await erroAssincronoDe(() => semId(0))).message).toBe(
      "linha 2: falta a identificação do candidato (ids)",
    );
    const semLista = (v: null | 0) =>
      allocate(coluna(["A", "B"]), coluna([90, 80]), coluna(["PPP", v]), 2, DECRETO);
    expect(await igualNosDoisHostsAssincrono(semLista)).toEqual(
      await allocate(coluna(["A", "B"]), coluna([90, 80]), coluna(["PPP", "AC"]), 2, DECRETO),
    );
    const linhaVazia = (v: null | 0) =>
      allocate(coluna(["A", v]), coluna([90, v]), coluna(["AC", v]), 1, DECRETO);
    expect(await igualNosDoisHostsAssincrono(linhaVazia)).toEqual([
      ["AC", 1, ""],
      ["", "", ""],
    ]);
  });
});

describe("COTAS.CORTE nos dois hosts", () => {
  it("nota mínima omitida, linhas vazias nas notas e nos limites: a mesma nota de corte", async () => {
    const chamada = (v: null | 0) =>
      cutScore(
        coluna([90, v, 80, 70]),
        coluna(["AC", v, "AC;PPP", "PPP"]),
        "PPP",
        [
          ["AC", 2],
          [v, v],
          ["PPP", 1],
        ],
        v,
        DECRETO,
      );
    expect(await igualNosDoisHostsAssincrono(chamada)).toBe(70);
  });

  it("uma nota vazia numa linha preenchida é erro nos dois", async () => {
    const chamada = (v: null | 0) =>
      cutScore(coluna([90, v]), coluna(["AC", "PPP"]), "AC", [[1]], null, DECRETO);
    expect(await igualNosDoisHostsAssincrono(chamada)).toEqual({ erro: "#VALUE!" });
  });
});

describe("célula com tipo de dado: lida pelo basicValue (ou pelo texto de uma entidade)", () => {
  it("vagas, data e percentual como Double e FormattedNumber", () => {
    expect(breakdown(duplo(100), formatado(DECRETO, "dd/mm/aaaa"), formatado(0.1, "0%"))).toEqual(
      breakdown(100, DECRETO, 10),
    );
    expect(listAt(duplo(5), formatado(100, "0"), DECRETO)).toBe("PCD");
    expect(nominationOrder(10, DECRETO, null, duplo(12))).toHaveLength(12);
    expect(roundHalfUp(formatado(2.5, "0,0"))).toBe(3);
  });

  it("lista como entidade (pelo texto do cartão) e como String; orientação como String", () => {
    expect(reserved(100, entidade("PPP"), DECRETO)).toBe(25);
    expect(positions(100, texto("PCD"), DECRETO)).toEqual([[5], [21], [41], [61], [81]]);
    expect(breakdown(10, DECRETO, null, texto("coluna"))).toEqual(breakdown(10, DECRETO, null, "coluna"));
  });

  it("COTAS.ALOCAR com ids em entidades, notas em Double e listas em String", async () => {
    const resultado = await allocate(
      coluna([entidade("A"), entidade("B")]),
      coluna([duplo(90), formatado(80, "0,00")]),
      coluna([texto("AC"), { type: "Empty", basicValue: "" }]),
      1,
      DECRETO,
    );
    expect(resultado).toEqual(
      await allocate(coluna(["A", "B"]), coluna([90, 80]), coluna(["AC", null]), 1, DECRETO),
    );
  });

  it("tipo de erro ou objeto sem valor: #VALOR! com a mensagem, nunca um resultado", () => {
    expect(erroDe(() => breakdown({ type: "Error", basicValue: "#DIV/0!", errorType: "Div0" })).code).toBe(
      "#VALUE!",
    );
    expect(erroDe(() => reserved(10, { type: "Entity", properties: {} }, DECRETO)).message).toBe(
      'lista: tipo de dado "Entity" sem valor que possa ser lido',
    );
    expect(erroDe(() => breakdown({ algo: 1 })).message).toBe("vagas: valor que não é texto nem número");
  });
});
