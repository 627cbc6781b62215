// The confirmation stage (RULES § 9): each test named for the article or the edital item it applies.
import { describe, expect, it } from "vitest";
import { alocar } from "../../src/engine/alocar";
import { confirmarAutodeclaracoes, lerEntradaDaConfirmacao } from "../../src/engine/etapaDeConfirmacao";
import { aplicarConfirmacao } from "../../src/engine/listasAposConfirmacao";
import { ErroDeEntrada, type Candidato, type Edital, type Lista } from "../../src/engine/tipos";
import type {
  CandidatoNaConfirmacao,
  ConfirmacaoDoCandidato,
  RegistroDaLista,
  VotosDoCandidato,
} from "../../src/engine/tiposDaConfirmacao";

const DECRETO: Edital = { dataPublicacao: "2025-09-01" };

function etapa(
  candidatos: CandidatoNaConfirmacao[],
  votos: Record<string, VotosDoCandidato> = {},
  edital: Edital = DECRETO,
) {
  const { edital: e, entrada } = lerEntradaDaConfirmacao(structuredClone({ edital, candidatos, votos }));
  return confirmarAutodeclaracoes(e, entrada);
}
const de = (r: ReturnType<typeof etapa>, id: string): ConfirmacaoDoCandidato =>
  r.candidatos.find((c) => c.id === id)!;
const textos = (c: ConfirmacaoDoCandidato) =>
  [...c.decisoes.flatMap((d) => d.notas), ...c.notas].map((n) => `${n.texto} [${n.fundamento}]`).join("\n");

const A = ["favor", "favor", "favor", "contra", "contra"] as const;
const C = ["contra", "contra", "contra", "favor", "favor"] as const;
const UNANIME_CONTRA = ["contra", "contra", "contra", "contra", "contra"] as const;

describe("comissão de heteroidentificação (IN Conjunta MGI/MIR/MPI 261/2025, art. 19, como os editais a citam)", () => {
  it("maioria de 5 a favor: confirmada, segue em AC e PPP", () => {
    const r = etapa([{ id: "1", nota: 80, listas: ["AC", "PPP"] }], { "1": { PPP: { comissao: [...A] } } });
    expect(de(r, "1")).toMatchObject({
      resultado: { PPP: "confirmada" },
      listas: ["AC", "PPP"],
      provisorio: false,
    });
    expect(textos(de(r, "1"))).toContain("por maioria (3 votos a favor e 2 contra)");
    expect(textos(de(r, "1"))).toContain("Lei nº 15.142/2025, art. 3º, § 1º");
    expect(textos(de(r, "1"))).toContain("art. 19");
  });

  it("maioria contra e sem recurso: não confirmada, sai de PPP e segue na ampla (Lei 15.142, art. 3º, § 2º)", () => {
    const r = etapa([{ id: "1", nota: 80, listas: ["AC", "PPP"] }], { "1": { PPP: { comissao: [...C] } } });
    expect(de(r, "1")).toMatchObject({
      resultado: { PPP: "nao-confirmada" },
      listas: ["AC"],
      eliminado: false,
    });
    expect(textos(de(r, "1"))).toContain("Lei nº 15.142/2025, art. 3º, § 2º");
    expect(textos(de(r, "1"))).toContain("Segue na ampla concorrência");
  });

  it("a comissão de 3 que o edital escolhe decide por maioria de 3", () => {
    const edital: Edital = { ...DECRETO, confirmacao: { comissao: { integrantes: 3, decisao: "maioria" } } };
    const r = etapa(
      [{ id: "1", nota: 80, listas: ["PPP"] }],
      { "1": { PPP: { comissao: ["favor", "favor", "contra"] } } },
      edital,
    );
    expect(de(r, "1").resultado.PPP).toBe("confirmada");
  });

  it("votos incompletos: pendente, resultado provisório", () => {
    const r = etapa([{ id: "1", nota: 80, listas: ["AC", "PPP"] }], {
      "1": { PPP: { comissao: ["favor", "favor", "favor"] } },
    });
    expect(de(r, "1")).toMatchObject({
      resultado: { PPP: "pendente" },
      listas: ["AC", "PPP"],
      provisorio: true,
    });
  });
});

describe("recurso à comissão recursal (3 integrantes, maioria)", () => {
  it("recurso que reverte: confirmada", () => {
    const r = etapa([{ id: "1", nota: 70, listas: ["PPP"] }], {
      "1": { PPP: { comissao: [...C], recurso: ["favor", "favor", "contra"] } },
    });
    expect(de(r, "1")).toMatchObject({ resultado: { PPP: "confirmada" }, listas: ["PPP"] });
    expect(textos(de(r, "1"))).toContain("deu provimento ao recurso");
    expect(textos(de(r, "1"))).toContain("comissão recursal de 3 integrantes");
  });

  it("recurso interposto e não julgado: pendente de recurso, continua na lista, provisório", () => {
    const r = etapa([{ id: "1", nota: 70, listas: ["AC", "PPP"] }], {
      "1": { PPP: { comissao: [...C], recurso: "interposto" } },
    });
    expect(de(r, "1")).toMatchObject({
      resultado: { PPP: "pendente-de-recurso" },
      listas: ["AC", "PPP"],
      provisorio: true,
    });
  });
});

describe("decisão não unânime nas duas comissões (TCU 2025, item 5.2.6.15; Instituto AOCP, DOU 14/10/2025, item 7.10)", () => {
  const edital: Edital = {
    ...DECRETO,
    confirmacao: { prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes: true },
  };
  it("um voto a favor em cada comissão: prevalece a autodeclaração", () => {
    const votos = { "1": { PPP: { comissao: [...C], recurso: ["favor", "contra", "contra"] } } } as const;
    const r = etapa([{ id: "1", nota: 70, listas: ["PPP"] }], structuredClone(votos) as never, edital);
    expect(de(r, "1").resultado.PPP).toBe("confirmada");
    expect(textos(de(r, "1"))).toContain(
      "prevalece a autodeclaração quando a decisão contrária não for unânime",
    );
    // The same votes without the edital's rule: not confirmed.
    expect(
      de(etapa([{ id: "1", nota: 70, listas: ["PPP"] }], structuredClone(votos) as never), "1").resultado.PPP,
    ).toBe("nao-confirmada");
  });

  it("unânime em uma delas: não confirmada", () => {
    const r = etapa(
      [{ id: "1", nota: 70, listas: ["PPP"] }],
      {
        "1": { PPP: { comissao: [...UNANIME_CONTRA], recurso: ["favor", "contra", "contra"] } },
      },
      edital,
    );
    expect(de(r, "1").resultado.PPP).toBe("nao-confirmada");
    expect(textos(de(r, "1"))).toContain("só prevaleceria com voto a favor nas duas comissões");
  });

  it("sem recurso, a regra cumulativa não se aplica: não confirmada", () => {
    const r = etapa([{ id: "1", nota: 70, listas: ["PPP"] }], { "1": { PPP: { comissao: [...C] } } }, edital);
    expect(de(r, "1").resultado.PPP).toBe("nao-confirmada");
  });
});

describe("ausência e recusa de filmagem (IN 261, art. 16, § 2º, como os editais a citam)", () => {
  it("ausente sob a regra federal: perde só a reserva, segue na ampla", () => {
    const r = etapa([{ id: "1", nota: 90, listas: ["AC", "PPP"] }], { "1": { PPP: "ausente" } });
    expect(de(r, "1")).toMatchObject({ resultado: { PPP: "ausente" }, listas: ["AC"], eliminado: false });
    expect(textos(de(r, "1"))).toContain("art. 16, § 2º");
  });

  it("ausente num edital que elimina: eliminado, em nenhuma lista", () => {
    const edital: Edital = { ...DECRETO, confirmacao: { ausencia: "eliminado" } };
    const r = etapa([{ id: "1", nota: 90, listas: ["AC", "PPP"] }], { "1": { PPP: "ausente" } }, edital);
    expect(de(r, "1")).toMatchObject({ resultado: { PPP: "ausente" }, listas: [], eliminado: true });
    expect(textos(de(r, "1"))).toContain("eliminado(a) do concurso, como o edital prevê");
  });

  it("recusa de filmagem: perde a reserva (padrão) ou é eliminado (edital)", () => {
    const c = [{ id: "1", nota: 90, listas: ["AC", "PPP"] as const }];
    const votos = { "1": { PPP: "recusou-filmagem" as const } };
    expect(de(etapa(structuredClone(c) as never, votos), "1")).toMatchObject({
      resultado: { PPP: "recusa-de-filmagem" },
      listas: ["AC"],
    });
    const elimina: Edital = { ...DECRETO, confirmacao: { recusaDeFilmagem: "eliminado" } };
    expect(de(etapa(structuredClone(c) as never, votos, elimina), "1")).toMatchObject({
      listas: [],
      eliminado: true,
    });
  });
});

describe("fraude apurada em procedimento administrativo (Lei 15.142, art. 4º)", () => {
  it("de quem já foi nomeado: anulação da admissão, encaminhado ao MP e à AGU (§ 1º, II, e § 2º)", () => {
    const r = etapa([{ id: "1", nota: 90, listas: ["AC", "PPP"], situacao: "nomeado" }], {
      "1": { PPP: { comissao: [...A], apuracaoDeFraude: "fraude-apurada" } },
    });
    expect(de(r, "1")).toMatchObject({
      resultado: { PPP: "fraude-apurada" },
      listas: [],
      anulacaoDaAdmissao: true,
      eliminado: false,
      encaminhamentos: ["Ministério Público", "Advocacia-Geral da União"],
    });
    expect(textos(de(r, "1"))).toContain("Lei nº 15.142/2025, art. 4º, § 1º, II, e § 2º");
  });

  it("com o certame em andamento: eliminado (§ 1º, I); em andamento o procedimento não muda nada", () => {
    const r = etapa(
      [
        { id: "1", nota: 90, listas: ["AC", "PPP", "PCD"] },
        { id: "2", nota: 90, listas: ["AC", "PPP"] },
      ],
      {
        "1": {
          PPP: { comissao: [...A], apuracaoDeFraude: "fraude-apurada" },
          PCD: { parecer: "caracterizada" },
        },
        "2": { PPP: { comissao: [...A], apuracaoDeFraude: "em-andamento" } },
      },
    );
    expect(de(r, "1")).toMatchObject({ eliminado: true, anulacaoDaAdmissao: false, listas: [] });
    expect(de(r, "2")).toMatchObject({ eliminado: false, listas: ["AC", "PPP"], encaminhamentos: [] });
  });
});

describe("convocação (Lei 15.142, art. 3º, § 1º; IN 261, art. 16)", () => {
  it("cotista com nota para a ampla é convocado mesmo assim", () => {
    const r = etapa([{ id: "1", nota: 99, listas: ["AC", "PPP"] }]);
    expect(de(r, "1")).toMatchObject({ convocado: true, resultado: { PPP: "pendente" } });
    expect(textos(de(r, "1"))).toContain("ainda que tenha pontuação para a ampla concorrência");
    expect(textos(de(r, "1"))).toContain("Lei nº 15.142/2025, art. 3º, § 1º");
  });

  it("não habilitado: não convocado, em nenhuma lista", () => {
    const r = etapa([{ id: "1", nota: 99, listas: ["AC", "PPP"], habilitado: false }], {
      "1": { PPP: { comissao: [...A] } },
    });
    expect(de(r, "1")).toMatchObject({ convocado: false, resultado: { PPP: "nao-convocado" }, listas: [] });
    expect(r.avisos[0].texto).toContain("1 (PPP)");
  });

  it("limite por lista com empate na última posição: todos os empatados são convocados; os demais saem da lista", () => {
    const edital: Edital = {
      ...DECRETO,
      confirmacao: {
        convocacao: {
          modo: "limite-por-lista",
          limite: { PPP: 2 },
          empatesNaUltimaPosicao: "convocar-todos",
        },
      },
    };
    const r = etapa(
      [
        { id: "a", nota: 90, listas: ["AC", "PPP"] },
        { id: "b", nota: 80.5, listas: ["AC", "PPP"] },
        { id: "c", nota: 80.5, listas: ["AC", "PPP"] },
        { id: "d", nota: 70, listas: ["AC", "PPP"] },
      ],
      {},
      edital,
    );
    expect(r.convocacao).toEqual([
      expect.objectContaining({
        lista: "PPP",
        limite: 2,
        convocados: ["a", "b", "c"],
        empatadosNaUltimaPosicao: ["c"],
        notaDeCorte: 80.5,
      }),
    ]);
    expect(de(r, "c").convocado).toBe(true);
    expect(textos(de(r, "c"))).toContain("empatado(a) na última posição");
    expect(de(r, "d")).toMatchObject({
      convocado: false,
      resultado: { PPP: "nao-convocado" },
      listas: ["AC"],
    });
  });

  it("convocação suplementar, onde o edital a prevê: o seguinte é chamado no lugar de quem perdeu a reserva", () => {
    const edital: Edital = {
      ...DECRETO,
      confirmacao: {
        convocacao: { modo: "limite-por-lista", limite: { PPP: 1 }, convocacaoSuplementar: true },
      },
    };
    const r = etapa(
      [
        { id: "a", nota: 90, listas: ["AC", "PPP"] },
        { id: "b", nota: 80, listas: ["AC", "PPP"] },
        { id: "c", nota: 70, listas: ["AC", "PPP"] },
      ],
      { a: { PPP: "ausente" } },
      edital,
    );
    expect(r.convocacao[0]).toMatchObject({ convocados: ["a", "b"], suplementares: ["b"] });
    expect(de(r, "c").resultado.PPP).toBe("nao-convocado");
  });
});

describe("documentos de indígenas e quilombolas (Decreto 12.536, arts. 14 e 15)", () => {
  it("quilombola: a declaração das três lideranças e a certificação da Palmares, as duas (art. 15, I e II)", () => {
    const r = etapa(
      [
        { id: "1", nota: 70, listas: ["QUI"] },
        { id: "2", nota: 70, listas: ["QUI"] },
      ],
      {
        "1": { QUI: { documentos: ["declaracao-tres-liderancas"], parecer: "favoravel" } },
        "2": {
          QUI: { documentos: ["declaracao-tres-liderancas", "certificacao-palmares"], parecer: "favoravel" },
        },
      },
    );
    expect(de(r, "1").resultado.QUI).toBe("nao-confirmada");
    expect(textos(de(r, "1"))).toContain("faltou certificacao-palmares");
    expect(textos(de(r, "1"))).toContain("Decreto nº 12.536/2025, arts. 14 e 15");
    expect(de(r, "2")).toMatchObject({ resultado: { QUI: "confirmada" }, listas: ["QUI"] });
  });

  it("indígena: basta um dos documentos aceitos; o parecer do recurso decide", () => {
    const r = etapa([{ id: "1", nota: 70, listas: ["AC", "IND"] }], {
      "1": { IND: { documentos: ["rani"], parecer: "desfavoravel", recurso: { parecer: "favoravel" } } },
    });
    expect(de(r, "1")).toMatchObject({ resultado: { IND: "confirmada" }, listas: ["AC", "IND"] });
    expect(textos(de(r, "1"))).toContain("Lei nº 15.142/2025, art. 3º, § 4º");
  });

  it("a regra do edital substitui a federal ({regra: algum} para quilombolas)", () => {
    const edital: Edital = {
      ...DECRETO,
      confirmacao: {
        documentosQuilombola: {
          regra: "algum",
          aceitos: ["certificacao-palmares", "declaracao-tres-liderancas"],
        },
      },
    };
    const r = etapa(
      [{ id: "1", nota: 70, listas: ["QUI"] }],
      {
        "1": { QUI: { documentos: ["certificacao-palmares"], parecer: "favoravel" } },
      },
      edital,
    );
    expect(de(r, "1").resultado.QUI).toBe("confirmada");
  });
});

describe("pessoa com deficiência (Decreto 9.508; avaliação prevista no edital)", () => {
  it("deficiência não caracterizada: sai de PCD, segue na ampla", () => {
    const r = etapa([{ id: "1", nota: 70, listas: ["AC", "PCD"] }], {
      "1": { PCD: { parecer: "nao-caracterizada" } },
    });
    expect(de(r, "1")).toMatchObject({ resultado: { PCD: "nao-confirmada" }, listas: ["AC"] });
    expect(textos(de(r, "1"))).toContain("Decreto nº 9.508/2018");
  });

  it("em PPP e PcD, recusado só em uma: cada resultado toca só a sua lista", () => {
    const r = etapa(
      [
        { id: "1", nota: 70, listas: ["AC", "PPP", "PCD"] },
        { id: "2", nota: 70, listas: ["AC", "PPP", "PCD"] },
      ],
      {
        "1": { PPP: { comissao: [...C] }, PCD: { parecer: "caracterizada" } },
        "2": { PPP: { comissao: [...A] }, PCD: { parecer: "nao-caracterizada" } },
      },
    );
    expect(de(r, "1")).toMatchObject({
      resultado: { PPP: "nao-confirmada", PCD: "confirmada" },
      listas: ["AC", "PCD"],
    });
    expect(de(r, "2")).toMatchObject({
      resultado: { PPP: "confirmada", PCD: "nao-confirmada" },
      listas: ["AC", "PPP"],
    });
  });

  it("ausente à avaliação: perde a reserva; num edital que elimina (ausenciaPcd), eliminado", () => {
    const c = [{ id: "1", nota: 70, listas: ["AC", "PCD"] }] as CandidatoNaConfirmacao[];
    expect(de(etapa(structuredClone(c), { "1": { PCD: "ausente" } }), "1")).toMatchObject({ listas: ["AC"] });
    const elimina: Edital = { ...DECRETO, confirmacao: { ausenciaPcd: "eliminado" } };
    expect(de(etapa(structuredClone(c), { "1": { PCD: "ausente" } }, elimina), "1")).toMatchObject({
      listas: [],
      eliminado: true,
    });
  });
});

describe("nota de corte da ampla (Lei 15.142, art. 3º, § 2º: pontuação suficiente em cada fase)", () => {
  it("não confirmada abaixo da nota da ampla do edital: sai de PPP e não segue na ampla", () => {
    const edital: Edital = { ...DECRETO, confirmacao: { notaDeCorteAmpla: 75.5 } };
    const r = etapa(
      [
        { id: "1", nota: 75.4, listas: ["AC", "PPP"] },
        { id: "2", nota: 75.5, listas: ["AC", "PPP"] },
      ],
      { "1": { PPP: { comissao: [...C] } }, "2": { PPP: { comissao: [...C] } } },
      edital,
    );
    expect(de(r, "1").listas).toEqual([]);
    expect(textos(de(r, "1"))).toContain("abaixo da nota de corte da ampla (75,5)");
    expect(de(r, "2").listas).toEqual(["AC"]);
  });
});

describe("o resultado da etapa alimenta a confirmação do motor (alocar) sem mudá-lo", () => {
  it("PPP não confirmada pela etapa: no resultado, só na ampla; a vaga de PPP vai ao seguinte", () => {
    const edital: Edital = DECRETO;
    const base: Candidato[] = [
      { id: "A1", cargo: "C1", nota: 95, listas: ["AC"] },
      { id: "A2", cargo: "C1", nota: 94, listas: ["AC"] },
      { id: "A3", cargo: "C1", nota: 93, listas: ["AC"] },
      { id: "P1", cargo: "C1", nota: 60, listas: ["AC", "PPP"] },
      { id: "P2", cargo: "C1", nota: 50, listas: ["AC", "PPP"] },
    ];
    const votos = { P1: { PPP: { comissao: [...UNANIME_CONTRA] } }, P2: { PPP: { comissao: [...A] } } };
    const r = etapa(
      base.map(({ id, nota, listas }) => ({ id, nota, listas })),
      votos,
      edital,
    );
    const candidatos = aplicarConfirmacao(base, r);
    expect(base[3]).toEqual({ id: "P1", cargo: "C1", nota: 60, listas: ["AC", "PPP"] }); // not mutated
    expect(candidatos.find((c) => c.id === "P1")).toMatchObject({ confirmacao: { PPP: "indeferida" } });
    const resultado = alocar({ edital, cargos: [{ id: "C1", vagas: 4 }], candidatos });
    const cargo = resultado.cargos[0];
    expect(cargo.listas.AC!.map((e) => e.candidato)).toContain("P1");
    expect(cargo.listas.PPP!.find((e) => e.candidato === "P1")?.desfecho ?? "nao-classificado").toBe(
      "nao-classificado",
    );
    expect(resultado.candidatos.find((c) => c.id === "P1")!.lista).toBeNull();
    expect(resultado.candidatos.find((c) => c.id === "P2")!.lista).toBe("PPP");
    // The same concurso with P1 confirmed: P1 takes the PPP vaga (the stage is what moved it).
    const confirmado = aplicarConfirmacao(
      base,
      etapa(
        base.map(({ id, nota, listas }) => ({ id, nota, listas })),
        { ...votos, P1: { PPP: { comissao: [...A] } } },
        edital,
      ),
    );
    const outro = alocar({ edital, cargos: [{ id: "C1", vagas: 4 }], candidatos: confirmado });
    expect(outro.candidatos.find((c) => c.id === "P1")!.lista).toBe("PPP");
  });
});

describe("a entrada ruim é recusada com o lugar de cada problema", () => {
  it("voto desconhecido, lista não optada, inscrição desconhecida, votos demais", () => {
    try {
      lerEntradaDaConfirmacao({
        edital: DECRETO,
        candidatos: [{ id: "123", nota: 80, listas: ["AC", "PPP"] }],
        votos: {
          "123": { PPP: { comissao: ["favor", "favor", "talvez"] }, IND: "ausente" },
          "999": { PPP: "ausente" },
        },
      });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ErroDeEntrada);
      expect((e as ErroDeEntrada).problemas).toEqual([
        {
          campo: 'votos["123"].PPP.comissao[2]',
          mensagem: 'voto desconhecido "talvez"; use "favor" ou "contra"',
        },
        {
          campo: 'votos["123"].IND',
          mensagem: "o candidato não optou pela lista IND (as suas listas são AC, PPP)",
        },
        { campo: 'votos["999"]', mensagem: 'a inscrição "999" não está entre os candidatos' },
      ]);
    }
    expect(() =>
      lerEntradaDaConfirmacao({
        edital: DECRETO,
        candidatos: [{ id: "1", nota: 80, listas: ["PPP"] }],
        votos: { "1": { PPP: { comissao: ["favor", "favor", "favor", "favor", "favor", "favor"] } } },
      }),
    ).toThrow("a comissão tem 5 integrantes, e há 6 votos");
  });
});

describe("cada regime cita o que o rege (citacoes.ts recusa o que não rege)", () => {
  const EDITAIS: [string, Edital][] = [
    ["lei-12990", { dataPublicacao: "2025-01-10" }],
    ["lei-15142", { dataPublicacao: "2025-06-10" }],
    ["decreto-12536", DECRETO],
    ["edital", { regime: "edital" }],
  ];
  it.each(EDITAIS)("%s: confirmada, não confirmada, ausente, fraude, em cada lista", (regime, edital) => {
    const listas = ["PPP", "IND", "QUI", "PPIQ", "PCD"] as const;
    const registro = (l: (typeof listas)[number], caso: number): RegistroDaLista => {
      if (caso === 2) return "ausente";
      const fraude = caso === 3 ? { apuracaoDeFraude: "fraude-apurada" as const } : {};
      if (l === "PPP" || l === "PPIQ") return { comissao: caso === 0 ? [...A] : [...C], ...fraude };
      if (l === "PCD") return { parecer: caso === 0 ? "caracterizada" : "nao-caracterizada", ...fraude };
      return { parecer: caso === 0 ? "favoravel" : "desfavoravel", ...fraude };
    };
    const candidatos = listas.flatMap((l) =>
      [0, 1, 2, 3].map((caso) => ({ id: `${l}-${caso}`, nota: 50, listas: ["AC", l] as Lista[] })),
    );
    const votos = Object.fromEntries(
      candidatos.map((c) => [
        c.id,
        { [c.listas[1]]: registro(c.listas[1] as (typeof listas)[number], Number(c.id.at(-1))) },
      ]),
    );
    const r = etapa(candidatos, votos, edital);
    for (const l of listas) {
      expect(de(r, `${l}-0`).resultado[l]).toBe("confirmada");
      expect(de(r, `${l}-1`).resultado[l]).toBe("nao-confirmada");
      expect(de(r, `${l}-2`).resultado[l]).toBe("ausente");
      expect(de(r, `${l}-3`)).toMatchObject({ eliminado: true, listas: [] });
      const mp = l !== "PCD" && (regime === "lei-15142" || regime === "decreto-12536");
      expect(de(r, `${l}-3`).encaminhamentos.length).toBe(mp ? 2 : 0);
    }
  });
});
