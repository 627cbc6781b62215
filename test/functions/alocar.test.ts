import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine/alocar";
import type { Candidato, Lista } from "../../src/engine/tipos";
import { PROVISORIO } from "../../src/functions/alocacao";
import { allocate, breakdown } from "../../src/functions/functions";
import { coluna, erroAssincronoDe, serial } from "./excel";

const LEI_12990 = serial(2024, 1, 10);
const DECRETO = serial(2025, 9, 1);

describe("COTAS.ALOCAR: quem ocupa cada vaga, linha a linha", () => {
  it("RULES § 4: o cotista dentro das vagas de AC não gasta a reserva (Lei 15.142, art. 7º, § 2º)", async () => {
    // A (AC, 100), B (AC e PPP, 99), C (AC, 98), D (AC, 97), E (PPP, 50); 3 vagas = 2 AC + 1 PPP.
    const resultado = await allocate(
      coluna(["A", "B", "C", "D", "E"]),
      coluna([100, 99, 98, 97, 50]),
      coluna(["AC", "AC;PPP", "AC", "AC", "PPP"]),
      3,
      LEI_12990,
    );
    expect(resultado.map(([lista]) => lista)).toEqual(["AC", "AC", "", "", "PPP"]);
    const posicoes = resultado.map(([, posicao]) => posicao);
    expect(posicoes.filter((p) => p !== "").sort()).toEqual([1, 2, 3]);
    expect(posicoes.slice(2, 4)).toEqual(["", ""]);
    expect(resultado.every(([, , aviso]) => aviso === "")).toBe(true);
  });

  it("linhas em branco ficam em branco, no lugar: o resultado derrama ao lado da tabela", async () => {
    const resultado = await allocate(
      coluna(["A", null, "B", 0, ""]),
      coluna([90, null, 80, 0, null]),
      coluna(["AC", null, "pretos e pardos, PcD", 0, null]),
      2,
      DECRETO,
    );
    expect(resultado).toHaveLength(5);
    expect(resultado[1]).toEqual(["", "", ""]);
    expect(resultado[3]).toEqual(["", "", ""]);
    expect(resultado[4]).toEqual(["", "", ""]);
    expect(resultado[0][0]).toBe("AC");
    expect(resultado[2][0]).toBe("PPP"); // B is only in PPP and PCD: 2 vagas = AC 1 + PPP 1
  });

  it("listas em branco: só AC; ids numéricos (inscrições) viram texto", async () => {
    const resultado = await allocate(coluna([1001, 1002]), coluna([7, 8]), coluna([null, ""]), 1, DECRETO);
    expect(resultado).toEqual([
      ["", "", ""],
      ["AC", 1, ""],
    ]);
  });

  it("notas iguais que os critérios não separam e que decidem a vaga: resultado provisório", async () => {
    const resultado = await allocate(
      coluna(["X", "Y", "Z"]),
      coluna([80, 80, 70]),
      coluna(["AC", "AC", "AC"]),
      1,
      DECRETO,
    );
    expect(resultado.map((l) => l[2])).toEqual([PROVISORIO, PROVISORIO, ""]);
    expect(resultado.filter((l) => l[1] === 1)).toHaveLength(1);
  });

  it("dados errados: #VALOR! dizendo a linha, nunca um resultado", async () => {
    const ids = coluna(["A", "B", "C"]);
    const listas = coluna(["AC", "AC", "AC"]);
    expect(
      (await erroAssincronoDe(() => allocate(ids, coluna([10, "dez", 8]), listas, 1, DECRETO))).message,
    ).toBe('linha 2: nota: "dez" não é uma nota');
    expect(
      (await erroAssincronoDe(() => allocate(ids, coluna([10, null, 8]), listas, 1, DECRETO))).message,
    ).toBe("linha 2: falta a nota");
    expect(
      (await erroAssincronoDe(() => allocate(coluna(["A", "A", "C"]), coluna([1, 2, 3]), listas, 1, DECRETO)))
        .message,
    ).toBe('linha 2: o candidato "A" já está na linha 1');
    expect(
      (
        await erroAssincronoDe(() =>
          allocate(coluna([null, "B", "C"]), coluna([1, 2, 3]), listas, 1, DECRETO),
        )
      ).message,
    ).toBe("linha 1: falta a identificação do candidato (ids)");
    expect(
      (
        await erroAssincronoDe(() =>
          allocate(ids, coluna([1, 2, 3]), coluna(["AC", "xyz", "IND"]), 1, LEI_12990),
        )
      ).message,
    ).toMatch(/^linha 2: modalidade "xyz" não reconhecida.*\(e mais 1 problema\)$/);
    expect(
      (
        await erroAssincronoDe(() =>
          allocate(ids, coluna([1, 2, 3]), coluna(["AC", "AC", "IND"]), 1, LEI_12990),
        )
      ).message,
    ).toBe(
      'linha 3: "IND" não nomeia nenhuma lista deste edital (AC, PPP, PCD); escreva AC se o candidato está classificado na ampla concorrência',
    );
  });

  it("Lei 12.990: só negros têm reserva; quem também está na AC concorre nela, com o aviso na terceira coluna", async () => {
    const resultado = await allocate(
      coluna(["A", "B"]),
      coluna([90, 80]),
      coluna(["AC;IND", "AC"]),
      1,
      LEI_12990,
    );
    expect(resultado[0]).toEqual([
      "AC",
      1,
      "este edital não tem reserva para indígenas: o candidato concorre só na ampla concorrência",
    ]);
  });

  it("Lei 15.142 antes do Decreto: pretos e pardos, indígenas e quilombolas vão à lista única PPIQ", async () => {
    const resultado = await allocate(
      coluna(["A", "B", "C"]),
      coluna([90, 80, 70]),
      coluna(["AC", "AC", "indígena"]),
      2,
      serial(2025, 6, 10),
    );
    expect(resultado[2]).toEqual(["PPIQ", 2, ""]);
  });

  it("intervalos de formas erradas: #VALOR!", async () => {
    expect(
      (await erroAssincronoDe(() => allocate(coluna(["A", "B"]), coluna([1]), coluna(["AC", "AC"]), 1)))
        .message,
    ).toBe("ids, notas e listas devem ter o mesmo número de linhas (têm 2, 1 e 2)");
    expect((await erroAssincronoDe(() => allocate([["A", "B"]], [[1, 2]], [["AC", "AC"]], 1))).message).toBe(
      "ids deve ser um intervalo de uma só coluna",
    );
    expect((await erroAssincronoDe(() => allocate(coluna(["A"]), coluna([1]), coluna(["AC"]), 0))).code).toBe(
      "#VALUE!",
    );
  });

  it("uma célula no lugar de um intervalo vale como uma linha", async () => {
    expect(
      await allocate(
        "A" as unknown as unknown[][],
        10 as unknown as unknown[][],
        "AC" as unknown as unknown[][],
        1,
      ),
    ).toEqual([["AC", 1, ""]]);
  });

  it("100.000 linhas: cada vaga ocupada uma vez, o quadro respeitado, e o mesmo resultado do motor", async () => {
    const N = 100_000;
    const vagas = 2_000;
    const modalidades = ["AC", "AC;PPP", "PPP", "AC;IND", "AC;QUI", "AC;PCD", "AC;PPP;PCD", "QUI"];
    const ids: unknown[][] = [];
    const notas: unknown[][] = [];
    const listas: unknown[][] = [];
    for (let i = 0; i < N; i++) {
      const branco = i % 997 === 0; // a few blank rows inside the range
      ids.push([branco ? null : `I${i}`]);
      // Distinct scores (no tie to make anything provisional): a permutation of 0..N-1.
      notas.push([branco ? null : ((i * 7919) % N) / 100]);
      listas.push([branco ? null : modalidades[(i * 31) % modalidades.length]]);
    }
    const resultado = await allocate(ids, notas, listas, vagas, DECRETO);
    expect(resultado).toHaveLength(N);

    const posicoes = resultado.map((l) => l[1]).filter((p): p is number => p !== "");
    expect(posicoes).toHaveLength(vagas);
    expect(new Set(posicoes).size).toBe(vagas);
    expect(Math.min(...posicoes)).toBe(1);
    expect(Math.max(...posicoes)).toBe(vagas);

    const [cabecalho, quadro] = breakdown(vagas, DECRETO);
    const porLista = new Map<unknown, number>();
    for (const [lista] of resultado) if (lista !== "") porLista.set(lista, (porLista.get(lista) ?? 0) + 1);
    cabecalho.forEach((lista, i) => expect(porLista.get(lista) ?? 0).toBe(quadro[i]));
    resultado.forEach((linha, i) => {
      if (ids[i][0] === null) expect(linha).toEqual(["", "", ""]);
    });

    // The same table given to the engine directly.
    const candidatos: Candidato[] = [];
    ids.forEach(([id], i) => {
      if (id === null) return;
      const texto = listas[i][0] as string;
      const proprias = texto.split(";") as Lista[];
      candidatos.push({ id: id as string, cargo: "cargo", nota: notas[i][0] as number, listas: proprias });
    });
    const direto = alocar({
      edital: { dataPublicacao: "2025-09-01" },
      cargos: [{ id: "cargo", vagas }],
      candidatos,
    });
    const porId = new Map(direto.candidatos.map((c) => [c.id, c]));
    resultado.forEach((linha, i) => {
      const id = ids[i][0];
      if (id === null) return;
      const c = porId.get(id as string)!;
      expect([linha[0], linha[1]]).toEqual([c.lista ?? "", c.posicao ?? ""]);
    });
  });
});
