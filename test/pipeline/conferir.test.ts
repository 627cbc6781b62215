/**
 * The Conferência says every refusal the engine would make when computing, before anything is written,
 * naming the cargo and the field (issue 13.4): the pane's "Nenhum erro" followed by a failing
 * "Calcular e gravar" ("recebido "NaN"") must not happen again.
 */
import { describe, expect, it } from "vitest";
import type { Cargo, Edital } from "../../src/engine/tipos";
import { conferir } from "../../src/pipeline/conferir";
import { executar } from "../../src/pipeline/executar";
import type { TabelaBruta } from "../../src/planilha/tabela";
import { paraCargos, paraEdital, FORMULARIO_VAZIO } from "../../src/taskpane/estado";
import { CABECALHO, candidatos, pastaDeExemplo } from "../taskpane/dadosDeTeste";

const tabela: TabelaBruta = {
  folha: "Candidatos",
  linhaInicial: 0,
  colunaInicial: 0,
  valores: [CABECALHO, ...candidatos()],
};
const edital: Edital = { dataPublicacao: "2025-09-01" };

/** The cargos as the pane builds them from the vagas typed. */
const digitadas = (vagas: string, publicado: Record<string, string> = {}): Cargo[] =>
  paraCargos({ ...FORMULARIO_VAZIO, vagas: { Analista: vagas }, quadroPublicado: { Analista: publicado } }, [
    "Analista",
  ]);

const erros = (edital: Edital, cargos: Cargo[]) =>
  conferir({ tabela, edital, cargos })
    .problemas.filter((p) => p.gravidade === "erro")
    .map((p) => p.mensagem);

describe("Conferência: o que o motor recusa é erro antes de calcular", () => {
  it.each(["abc", "-3", "20,5", "1e3"])(
    'vagas "%s": erro que nomeia o cargo e o campo, com o texto digitado, nunca NaN',
    (vagas) => {
      const c = conferir({ tabela, edital, cargos: digitadas(vagas) });
      expect(c.concurso).toBeNull();
      const mensagens = c.problemas.filter((p) => p.gravidade === "erro").map((p) => p.mensagem);
      expect(mensagens).toEqual([
        `Edital: cargo "Analista", vagas: o número de vagas deve ser um número inteiro igual ou maior que zero (zero: apenas cadastro de reserva); recebido "${vagas}"`,
      ]);
      expect(mensagens.join(" ")).not.toContain("NaN");
    },
  );

  it("percentual fora da faixa da lei (PcD acima de 20%, Decreto 9.508, art. 1º, § 1º): erro do edital", () => {
    const f = { ...FORMULARIO_VAZIO, dataPublicacao: "2025-09-01", percentuais: { PCD: "25" } };
    const m = erros(paraEdital(f), digitadas("10"));
    expect(m).toHaveLength(1);
    expect(m[0]).toMatch(
      /^Edital: percentual de PcD: a reserva para pessoas com deficiência deve ficar entre/,
    );
  });

  it('percentual "abc": o texto digitado na mensagem, nunca NaN', () => {
    const f = { ...FORMULARIO_VAZIO, dataPublicacao: "2025-09-01", percentuais: { PCD: "abc" } };
    const m = erros(paraEdital(f), digitadas("10")).join(" ");
    expect(m).toMatch(/^Edital: percentual de PcD: /);
    expect(m).toContain('"abc"');
    expect(m).not.toContain("NaN");
  });

  it("quadro publicado que não soma as vagas do cargo: erro com o cargo", () => {
    const m = erros(edital, digitadas("10", { AC: "5", PPP: "2", PCD: "1" }));
    expect(m).toEqual([
      'Edital: cargo "Analista", quadro publicado: o quadro publicado soma 8 vagas, mas o cargo tem 10',
    ]);
  });

  it("arredondamento do edital que reserva mais que as vagas: o cargo é dito (a recusa só aparece ao calcular o quadro)", () => {
    const teto: Edital = {
      ...edital,
      arredondamento: { PPP: "teto", IND: "teto", QUI: "teto", PCD: "teto" },
    };
    const cargos: Cargo[] = [
      { id: "Analista", vagas: 10 },
      { id: "Outro", vagas: 2 },
    ];
    const m = erros(teto, cargos);
    expect(m.length).toBeGreaterThan(0);
    for (const x of m) expect(x).toMatch(/^Edital: cargo "Outro", /);
  });

  it("posição de nomeação além das vagas: erro na célula do candidato", () => {
    const comPosicao: TabelaBruta = {
      ...tabela,
      valores: [
        [...CABECALHO, "Situação", "Posição na nomeação"],
        ...candidatos().map((l, i) => [...l, i === 0 ? "nomeado" : null, i === 0 ? 15 : null]),
      ],
    };
    const c = conferir({ tabela: comPosicao, edital, cargos: digitadas("10") });
    const e = c.problemas.filter((p) => p.gravidade === "erro");
    expect(e).toHaveLength(1);
    expect(e[0].endereco).toBe("Candidatos!H2");
    expect(e[0].mensagem).toContain("posição 15");
  });

  it("dados e edital aceitos: nenhum erro a mais", () => {
    expect(erros(edital, digitadas("10"))).toEqual([]);
  });

  it("executar não grava nada quando o motor recusaria (nenhuma folha nova, nada nas configurações)", async () => {
    const pasta = pastaDeExemplo();
    const r = await executar(pasta, { tabela, edital, cargos: digitadas("abc") });
    expect(r.situacao).toBe("com-erros");
    expect(pasta.folhas.map((f) => f.nome)).toEqual(["Candidatos", "Vagas"]);
  });
});
