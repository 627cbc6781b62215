// The edital saved in the workbook's settings goes through the edital's schema when the pane reads it
// back: the choices of issue 12 make the round trip, a damaged edital is dropped rather than trusted.
import { describe, expect, it } from "vitest";
import { PastaMemoria } from "../../src/adapters/memoria";
import { CHAVE_CONFIGURACAO } from "../../src/adapters/porta";
import type { Edital } from "../../src/engine/tipos";
import { lerPreferencias, salvarPreferencias } from "../../src/pipeline";

const pasta = () => new PastaMemoria({ folhas: [{ nome: "Dados", valores: [["x"]] }] });

describe("configurações da pasta: o edital", () => {
  it("as escolhas do edital (regime, mínimos, teto, cascata, séries, agrupamento) fazem a ida e volta", async () => {
    const p = pasta();
    const edital: Edital = {
      dataPublicacao: "2025-09-01",
      regime: "edital",
      percentuais: { PPP: 20, PCD: 10 },
      arredondamento: { PCD: "meio-para-cima" },
      minimoDeVagas: { racial: 4 },
      tetoPcd: null,
      cascata: [{ de: "QUI", para: ["AC"] }],
      modoOrdem: "primeira-e-intervalo",
      series: { IND: { primeira: 10, intervalo: 10 } },
      agrupamento: [{ cargos: ["C1", "C2"], sorteio: "s" }],
    };
    await salvarPreferencias(p, { edital, cargos: [{ id: "C1", vagas: 1 }] });
    expect((await lerPreferencias(p))?.edital).toEqual(edital);
  });

  it("um edital guardado que o esquema recusa é ignorado; o resto das configurações volta", async () => {
    const p = pasta();
    await p.salvarConfiguracao(CHAVE_CONFIGURACAO, {
      versao: 1,
      edital: { dataPublicacao: "2025-09-01", tetoPcd: "vinte" },
      cargos: [{ id: "C1", vagas: 1 }],
    });
    const lidas = await lerPreferencias(p);
    expect(lidas?.edital).toBeUndefined();
    expect(lidas?.cargos).toEqual([{ id: "C1", vagas: 1 }]);
  });
});
