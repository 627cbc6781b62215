import { describe, expect, it } from "vitest";
import { ORCAMENTO_POR_LOTE, planejarEscrita } from "../../../src/adapters/lotes";
import { CHAVE_MARCAS, PastaOffice } from "../../../src/adapters/office";
import { PRECOS_OFFICE } from "../../../src/adapters/office/precos";
import type { MarcaFolha } from "../../../src/adapters/porta";
import type { FormatoIntervalo, ModeloFolha } from "../../../src/folhas/modelo";
import { HostExcel } from "./hostExcel";
import { ambienteReal } from "./officeReal";

const marca: MarcaFolha = { versao: 1, tipo: "reversoes", hash: "h", completa: true };

function modelo(linhas: number, parte: Partial<ModeloFolha> = {}): ModeloFolha {
  return {
    nome: "Reversões",
    tipo: "reversoes",
    valores: [
      ["Cargo", "Inscrição", "Nome", "Nota", "Situação"],
      ...Array.from({ length: linhas }, (_, i) => [
        `Cargo ${i % 7}`,
        `00${i}`,
        `Pessoa Conceição Ávila ${i}`,
        i / 7,
        i % 3 ? "Nomeado nesta lista" : "=aguardando",
      ]),
    ],
    formatos: [],
    larguras: [],
    congelarLinhas: 0,
    notas: [],
    ...parte,
  };
}

const todos: Omit<FormatoIntervalo, "intervalo"> = {
  preenchimento: "#00507D",
  corFonte: "#FFFFFF",
  negrito: true,
  italico: false,
  alinhamento: "direita",
  quebrarTexto: true,
  formatoNumero: "0.00##",
};
const formatos = (n: number, f: Omit<FormatoIntervalo, "intervalo">): FormatoIntervalo[] =>
  Array.from({ length: n }, (_, i) => ({
    intervalo: { linha: 1 + i, coluna: 0, linhas: 1, colunas: 5 },
    ...f,
  }));

const casos: [string, ModeloFolha][] = [
  ["values with accents and apostrophes, in the client's bands of 1,500 cells", modelo(5_000)],
  ["a few values", modelo(3)],
  ["formats with every property", modelo(400, { formatos: formatos(400, todos) })],
  [
    "formats with one property each",
    modelo(400, {
      formatos: [...formatos(200, { negrito: true }), ...formatos(200, { formatoNumero: "0" })],
    }),
  ],
  [
    "notes, widths, frozen rows, table and chart",
    modelo(300, {
      notas: Array.from({ length: 300 }, (_, i) => ({
        linha: 1 + i,
        coluna: 2,
        texto: `Vaga revertida "à" lista ${i} (art. 8º)`,
      })),
      larguras: [10, 12, 45, 8, 30],
      congelarLinhas: 1,
      tabela: { nome: "Cotas_Reversoes", intervalo: { linha: 0, coluna: 0, linhas: 301, colunas: 5 } },
      grafico: {
        titulo: "Vagas por lista",
        dados: { linha: 0, coluna: 0, linhas: 5, colunas: 3 },
        ancora: { linha: 0, coluna: 7 },
        linhas: 15,
        colunas: 8,
        coresSeries: ["#0072B2", "#E69F00"],
      },
    }),
  ],
  [
    "drop-down lists (data validation), one per column",
    modelo(300, {
      validacoes: Array.from({ length: 40 }, (_, j) => ({
        intervalo: { linha: 1, coluna: j, linhas: 1_048_575, colunas: 1 },
        valores: ["Posse", "Sem efeito", `Desistência ${j}`],
        alerta: {
          estilo: j % 2 ? ("aviso" as const) : ("parar" as const),
          titulo: "Desfecho",
          texto: "Escolha na lista: Posse, Sem efeito ou Desistência. Desistente também é lido.",
        },
      })),
    }),
  ],
];

/** Writes `m` through the real client with path ids already long; the write requests' wire sizes. */
async function escrever(m: ModeloFolha, host = new HostExcel([{ nome: "Candidatos", valores: [["x"]] }])) {
  const antes = host.requisicoes.length;
  await new PastaOffice(ambienteReal(host, { idInicial: 1_000_000 })).escreverFolhas([{ modelo: m, marca }]);
  // The first two requests list and recognize the sheets, the last recalculates; the rest are the plan's batches.
  return host.requisicoes.slice(antes + 2, -1);
}

describe("write batches priced at what Office.js really sends", () => {
  it.each(casos)(
    "%s: each request weighs no more than the plan priced it, and not much less",
    async (_, m) => {
      const enviados = await escrever(m);
      const lotes = planejarEscrita([{ modelo: m, marca }], [{ nome: "Candidatos", marca: null }]);
      expect(enviados.map((r) => r.erro)).toEqual(lotes.map(() => undefined));
      enviados.forEach((r, i) => {
        expect(r.bytes).toBeLessThanOrEqual(lotes[i].bytes);
        // Tight, so that batches are full: within 20%, or the reserve every request carries.
        expect(lotes[i].bytes - r.bytes).toBeLessThanOrEqual(
          0.2 * lotes[i].bytes + PRECOS_OFFICE.porRequisicao,
        );
      });
    },
  );

  it("a sheet larger than one request goes in full batches of at most 4.5 MB on the wire", async () => {
    const enviados = await escrever(modelo(90_000));
    const total = enviados.reduce((s, r) => s + r.bytes, 0);
    expect(enviados.length).toBeGreaterThan(1);
    expect(Math.max(...enviados.map((r) => r.bytes))).toBeLessThanOrEqual(ORCAMENTO_POR_LOTE);
    // As few syncs as the budget allows: one more than the minimum at most.
    expect(enviados.length).toBeLessThanOrEqual(Math.ceil(total / ORCAMENTO_POR_LOTE) + 1);
  });

  it("a batch Excel still refuses as too large is split and sent again until it fits; the sheet ends whole and tagged", async () => {
    const host = new HostExcel([{ nome: "Candidatos", valores: [["x"]] }]);
    host.limitePayload = 400_000;
    const m = modelo(20_000, {
      formatos: formatos(300, todos),
      notas: [{ linha: 1, coluna: 1, texto: "nota" }],
    });
    const enviados = await escrever(m, host);
    expect(enviados.filter((r) => r.erro === "RequestPayloadSizeLimitExceeded").length).toBeGreaterThan(0);
    expect(enviados.filter((r) => r.erro && r.erro !== "RequestPayloadSizeLimitExceeded")).toEqual([]);
    expect(host.pasta.valores("Reversões")).toEqual(
      m.valores.map((l) => l.map((v) => (typeof v === "string" && /^0\d/.test(v) ? v : v))),
    );
    expect(
      host.pasta.folha("Reversões")!.formatos.filter((f) => f.propriedade === "fill.color"),
    ).toHaveLength(300);
    expect(host.pasta.comentarios).toHaveLength(1);
    const id = host.pasta.folha("Reversões")!.id;
    expect(JSON.parse(host.pasta.configuracoesSalvas)[CHAVE_MARCAS]).toEqual([
      { nome: "Reversões", id, marca },
    ]);
  });
});
