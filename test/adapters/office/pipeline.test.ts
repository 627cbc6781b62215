import { describe, expect, it } from "vitest";
import { editalECargosDoExemplo, folhasDoExemplo } from "../../../src/adapters/memoria/exemplo";
import { ORCAMENTO_POR_LOTE } from "../../../src/adapters/lotes";
import { PastaOffice } from "../../../src/adapters/office";
import { gerarExemplo } from "../../../src/exemplo/gerar";
import { executar } from "../../../src/pipeline";
import { HostExcel } from "./hostExcel";
import { ambienteReal } from "./officeReal";

/**
 * The whole pipeline (read → conferir → calcular → write) through the real Office.js client at the
 * sizes the issue names; the re-run (reads the add-in's sheets back, replaces them) at 1,000 and
 * 10,000, where it costs seconds, not at 100,000, where the first run alone is the size check. The
 * simulated host refuses any request over 5 MB; the adapter would then split and retry, so the tests
 * also require that no request was refused and that every one stayed within the 4.5 MB the plan aims at.
 */
describe.each([
  [1_000, true],
  [10_000, true],
  [100_000, false],
])("pipeline through the real Office.js client at %i candidates", (candidatos, repetir) => {
  it(`${repetir ? "first run and re-run" : "first run"}: every request within 4.5 MB on the wire, none refused, the clerk's sheets untouched`, async () => {
    const exemplo = gerarExemplo({ candidatos, cargos: 4, semente: 2025 });
    const host = new HostExcel(folhasDoExemplo(exemplo));
    host.selecionar("Candidatos", "B5");
    const porta = new PastaOffice(ambienteReal(host));
    const escrivao = () => JSON.stringify(["Candidatos", "Vagas"].map((n) => host.pasta.valores(n)));
    const antes = escrivao();
    const entrada = editalECargosDoExemplo(exemplo);
    const r = await executar(porta, entrada);
    expect(r.situacao).toBe("escrito");
    if (repetir) {
      const r2 = await executar(porta, entrada);
      expect(r2.situacao === "escrito" && r2.escrita.editadas).toEqual([]);
    }
    expect(host.pasta.folhas.map((f) => f.nome).join(", ")).toBe(
      "Candidatos, Vagas, AC, Pretos e pardos, Indígenas, Quilombolas, PcD, Ordem de nomeação, Empates, Reversões, Quadro",
    );
    expect(escrivao()).toBe(antes);
    expect(host.requisicoes.filter((q) => q.erro)).toEqual([]);
    expect(host.maiorRequisicao).toBeLessThanOrEqual(ORCAMENTO_POR_LOTE);
  }, 600_000);
});
