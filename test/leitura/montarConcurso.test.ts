import { describe, expect, it } from "vitest";
import type { Cargo, Edital } from "../../src/engine/tipos";
import { mapearTabela } from "../../src/leitura/mapeamentoAutomatico";
import { montarConcurso, type OpcoesMontagem } from "../../src/leitura/montarConcurso";
import type { TabelaBruta, ValorCelula } from "../../src/planilha/tabela";

const DECRETO: Edital = { dataPublicacao: "2025-09-01" };
const LEI_15142: Edital = { dataPublicacao: "2025-06-10" };
const LEI_12990: Edital = { dataPublicacao: "2024-01-10" };
const CARGOS: Cargo[] = [{ id: "Analista", vagas: 10 }];

function montar(valores: ValorCelula[][], edital = DECRETO, opcoes: OpcoesMontagem = {}, cargos = CARGOS) {
  const tabela: TabelaBruta = { folha: "Lista", linhaInicial: 0, colunaInicial: 0, valores };
  return montarConcurso(tabela, mapearTabela(tabela)!.mapa, edital, cargos, opcoes);
}
const MOD = ["Inscrição", "Cargo", "Nota", "Modalidade"];
const listas = (r: ReturnType<typeof montar>) => r.concurso?.candidatos.map((c) => c.listas);

describe("listas de cada candidato (RULES.md § 3)", () => {
  it("cotista concorre na ampla e nas reservas que escolheu (Lei 15.142 art. 7º; Decreto 12.536 art. 16)", () => {
    const r = montar([
      MOD,
      ["1", "Analista", 9, "Negro e PcD"],
      ["2", "Analista", 8, "Ampla"],
      ["3", "Analista", 7, ""],
    ]);
    expect(r.problemas).toEqual([]);
    expect(listas(r)).toEqual([["AC", "PPP", "PCD"], ["AC"], ["AC"]]);
  });

  it("candidatos com as mesmas listas partilham um só vetor, congelado: um milhão deles não guarda um milhão de vetores (#39)", () => {
    const r = montar([
      MOD,
      ["1", "Analista", 9, "Negro"],
      ["2", "Analista", 8, "Ampla"],
      ["3", "Analista", 7, "Pretos e pardos"],
      ["4", "Analista", 6, ""],
    ]);
    const [a, b, c, d] = r.concurso!.candidatos.map((x) => x.listas);
    expect(a).toEqual(["AC", "PPP"]);
    expect(a).toBe(c);
    expect(b).toBe(d);
    expect(Object.isFrozen(a) && Object.isFrozen(b)).toBe(true);
  });

  it("regime da Lei 15.142: opções raciais caem na lista única PPIQ (art. 1º)", () => {
    const r = montar(
      [MOD, ["1", "Analista", 9, "Indígena"], ["2", "Analista", 8, "Negro/Quilombola"]],
      LEI_15142,
    );
    expect(listas(r)).toEqual([
      ["AC", "PPIQ"],
      ["AC", "PPIQ"],
    ]);
  });

  it("regime da Lei 12.990: só há reserva para negros; indígena concorre só na ampla, com aviso", () => {
    const r = montar([MOD, ["1", "Analista", 9, "Indígena"], ["2", "Analista", 8, "Cota racial"]], LEI_12990);
    expect(listas(r)).toEqual([["AC"], ["AC", "PPP"]]);
    expect(r.problemas).toMatchObject([
      {
        gravidade: "aviso",
        mensagem:
          "Lista!D2: este edital não tem reserva para indígenas: o candidato concorre só na ampla concorrência",
      },
    ]);
  });

  it("reserva racial genérica sob o Decreto 12.536 (três listas) é erro: não se adivinha", () => {
    const r = montar([MOD, ["1", "Analista", 9, "Cota racial"]]);
    expect(r.concurso).toBeNull();
    expect(r.problemas[0].mensagem).toBe(
      "Lista!D2: a modalidade não diz qual reserva racial: escreva Preto ou pardo, Indígena ou Quilombola",
    );
  });

  it("listas raciais podem ser dadas pelo chamador", () => {
    const r = montar([MOD, ["1", "Analista", 9, "Negro"]], DECRETO, { listasRaciais: ["PPIQ"] });
    expect(listas(r)).toEqual([["AC", "PPIQ"]]);
  });

  it("colunas sim/não por reserva somam-se à modalidade; contradição explícita é erro", () => {
    const cab = ["Inscrição", "Cargo", "Nota", "Modalidade", "PcD", "Indígena"];
    const r = montar([cab, ["1", "Analista", 9, "Negro", "X", null], ["2", "Analista", 8, "", "", "Sim"]]);
    expect(listas(r)).toEqual([
      ["AC", "PPP", "PCD"],
      ["AC", "IND"],
    ]);
    const c = montar([cab, ["1", "Analista", 9, "PcD", "Não", null]]);
    expect(c.problemas.map((p) => p.mensagem)).toEqual([
      'Lista!D2: a modalidade "PcD" contradiz "Não" na coluna Pessoa com deficiência',
    ]);
  });

  it("classificado só na reserva: sem AC (Lei 15.142 art. 6º); padrão configurável", () => {
    const cab = [...MOD, "Classificado na AC"];
    const r = montar([cab, ["1", "Analista", 9, "Negro", "Não"], ["2", "Analista", 8, "Negro", null]]);
    expect(listas(r)).toEqual([["PPP"], ["AC", "PPP"]]);
    const semColuna = montar([MOD, ["1", "Analista", 9, "Negro"]], DECRETO, {
      classificadoNaAcPorPadrao: false,
    });
    expect(listas(semColuna)).toEqual([["PPP"]]);
    const ninguem = montar([MOD, ["1", "Analista", 9, "Ampla"]], DECRETO, {
      classificadoNaAcPorPadrao: false,
    });
    expect(ninguem.problemas.map((p) => p.mensagem)).toEqual([
      "Lista!A2: o candidato não está classificado na ampla concorrência nem optou por reserva: não entra em nenhuma lista",
    ]);
    expect(ninguem.concurso?.candidatos).toHaveLength(1);
  });
});

describe("confirmação da autodeclaração", () => {
  const cab = [...MOD, "Heteroidentificação", "Perícia médica"];

  it("coluna única vale para as reservas raciais; a perícia só para PcD; vazio é pendente", () => {
    const r = montar([
      cab,
      ["1", "Analista", 9, "Negro e PcD", "Confirmada", "Apto"],
      ["2", "Analista", 8, "Negro", "Indeferida", null],
      ["3", "Analista", 7, "PcD", null, null],
      ["4", "Analista", 6, "Ampla", null, null],
    ]);
    expect(r.problemas).toEqual([]);
    expect(r.concurso?.candidatos.map((c) => c.confirmacao)).toEqual([
      { PPP: "confirmada", PCD: "confirmada" },
      { PPP: "indeferida" },
      { PCD: "pendente" },
      undefined,
    ]);
  });

  it("confirmação de quem não optou pela reserva: aviso para conferir a modalidade", () => {
    const r = montar([
      cab,
      ["1", "Analista", 9, "Ampla", "Indeferida", null],
      ["2", "Analista", 8, "Negro", null, "Apto"],
    ]);
    expect(r.problemas.map((p) => [p.gravidade, p.mensagem])).toEqual([
      [
        "aviso",
        'Lista!E2: a confirmação diz "indeferida", mas o candidato não optou por reserva racial: confira a modalidade',
      ],
      [
        "aviso",
        'Lista!F3: a confirmação diz "confirmada", mas o candidato não optou por pessoas com deficiência: confira a modalidade',
      ],
    ]);
    expect(r.concurso?.candidatos.map((c) => c.listas)).toEqual([["AC"], ["AC", "PPP"]]);
  });

  it("fraude chega ao motor como fraude (Lei 15.142 art. 4º)", () => {
    const r = montar([cab, ["1", "Analista", 9, "Negro", "Eliminado por fraude", null]]);
    expect(r.concurso?.candidatos[0].confirmacao).toEqual({ PPP: "fraude" });
  });

  it("sem coluna de confirmação, nada é dito ao motor", () => {
    const r = montar([MOD, ["1", "Analista", 9, "Negro"]]);
    expect(r.concurso?.candidatos[0].confirmacao).toBeUndefined();
  });

  it("na lista única PPIQ, confirmações de várias opções se juntam (uma confirmada basta)", () => {
    const c = ["Inscrição", "Cargo", "Nota", "Modalidade", "Heteroidentificação PPP", "Confirmação indígena"];
    const r = montar([c, ["1", "Analista", 9, "Negro e Indígena", "Indeferida", "Confirmada"]], LEI_15142);
    expect(r.concurso?.candidatos[0]).toMatchObject({
      listas: ["AC", "PPIQ"],
      confirmacao: { PPIQ: "confirmada" },
    });
  });
});

describe("outros campos e opções", () => {
  it("situação, nascimento, desempate e posição de nomeação chegam ao motor", () => {
    const cab = [
      "Inscrição",
      "Nome",
      "Cargo",
      "Nota final",
      "Nota prova discursiva",
      "Nascimento",
      "Situação",
      "Posição de nomeação",
      "Modalidade",
    ];
    const r = montar([
      cab,
      ["1", "Ana", "Analista", "80", "7,5", "01/02/1950", "Nomeado", 3, "Ampla"],
      ["2", "Bia", "Analista", null, null, null, "Eliminado", null, "Ampla"],
    ]);
    expect(r.problemas).toEqual([]);
    expect(r.concurso?.candidatos).toEqual([
      {
        id: "1",
        nome: "Ana",
        cargo: "Analista",
        nota: 80,
        listas: ["AC"],
        situacao: "nomeado",
        nascimento: "1950-02-01",
        desempate: { "Nota prova discursiva": 7.5 },
        posicaoNomeacao: 3,
      },
      { id: "2", nome: "Bia", cargo: "Analista", nota: 0, listas: ["AC"], situacao: "eliminado" },
    ]);
  });

  it("sem coluna de cargo, com um só cargo no edital, todos são desse cargo", () => {
    const r = montar([
      ["Inscrição", "Nota", "Modalidade"],
      ["1", 9, "Ampla"],
    ]);
    expect(r.concurso?.candidatos[0].cargo).toBe("Analista");
    const dois = montar(
      [
        ["Inscrição", "Nota", "Modalidade"],
        ["1", 9, "Ampla"],
      ],
      DECRETO,
      {},
      [...CARGOS, { id: "Técnico", vagas: 2 }],
    );
    expect(dois.problemas.map((p) => p.mensagem)).toEqual([
      "Lista!A1: nenhuma coluna de Cargo no cabeçalho (linha 1): indique-a em Colunas, na etapa Dados; se os candidatos estão em outra folha, escolha-a em “Onde estão os candidatos”, na etapa Dados",
    ]);
  });

  it("edital sem data nem regime: erro do edital, nada produzido", () => {
    const r = montar([MOD, ["1", "Analista", 9, "Negro"]], {});
    expect(r.concurso).toBeNull();
    expect(r.problemas[0]).toMatchObject({ grupo: "Edital", gravidade: "erro" });
    expect(r.problemas[0].mensagem).toMatch(/^Lista!A1: edital: informe a data de publicação do edital/);
  });

  it("avisos e informações não impedem (o título acima do cabeçalho é informação); a linha de cada candidato é guardada", () => {
    const r = montar([
      ["Resultado"],
      MOD,
      ["1", "Analista", "1.234", "Negro"],
      [],
      ["2", "Analista", 8, "PcD"],
    ]);
    expect(r.problemas.map((p) => p.gravidade)).toEqual(["informacao", "aviso", "aviso"]);
    expect(r.concurso?.candidatos).toHaveLength(2);
    expect([...r.linhaDoCandidato]).toEqual([
      ["1", { folha: "Lista", linha: 2 }],
      ["2", { folha: "Lista", linha: 4 }],
    ]);
    expect(r.colunas).toEqual({ id: 0, cargo: 1, nota: 2, modalidade: 3 });
  });

  it("cargo com 0 vagas é aviso (cadastro de reserva)", () => {
    const r = montar([MOD, ["1", "Analista", 9, ""]], DECRETO, {}, [{ id: "Analista", vagas: 0 }]);
    expect(r.problemas.map((p) => [p.gravidade, p.mensagem])).toEqual([
      ["aviso", 'Lista!B1: o cargo "Analista" tem 0 vagas: ninguém será nomeado nele'],
    ]);
  });
});

describe("colunas de desempate que o edital nomeia", () => {
  const CAB = ["Inscrição", "Cargo", "Nota final", "Nota discursiva", "Redação", "Modalidade"];
  const LINHAS: ValorCelula[][] = [
    CAB,
    ["1", "Analista", 80, 7, 9, "Ampla"],
    ["2", "Analista", 80, 8, 6, "Ampla"],
  ];
  const criterio = (campo: string): Edital => ({ ...DECRETO, desempate: [{ campo, ordem: "maior" }] });

  it('coluna escrita errado no edital ("Nota discursva"): erro que a nomeia, nenhum concurso', () => {
    const r = montar(LINHAS, criterio("Nota discursva"));
    expect(r.concurso).toBeNull();
    expect(r.problemas).toMatchObject([
      {
        gravidade: "erro",
        endereco: "Lista!A1",
        mensagem:
          'Lista!A1: Desempate "Nota discursva": nenhuma coluna chamada "Nota discursva" no cabeçalho',
      },
    ]);
  });

  it("coluna que existe, mesmo sem cara de desempate (Redação), é lida com o nome do edital", () => {
    const r = montar(LINHAS, criterio("redação"));
    expect(r.problemas).toEqual([]);
    expect(r.concurso?.candidatos.map((c) => c.desempate?.["redação"])).toEqual([9, 6]);
  });
});
