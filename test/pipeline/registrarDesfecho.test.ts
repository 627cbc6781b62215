/**
 * An outcome recorded from the pane (#36, item 4): written into the Desfecho cell of the person's row,
 * the act into "Atos das convocações", read back by the ledger's reader, and the next call replaces the
 * person as if the clerk had typed it — through the three adapters. Refusals in one sentence, nothing
 * written.
 */
import { describe, expect, it } from "vitest";
import { PastaMemoria } from "../../src/adapters/memoria";
import { PastaOffice } from "../../src/adapters/office";
import type { PortaPasta } from "../../src/adapters/porta";
import { PastaXlsx } from "../../src/adapters/xlsx/pastaXlsx";
import { COLUNA_DESFECHO, FOLHA_ATOS, FOLHA_CONVOCACOES } from "../../src/folhas/convocacoes";
import { DesfechoRecusado, lerConvocacoesDaPasta, registrarDesfechoNaPasta } from "../../src/pipeline";
import { HostExcel } from "../adapters/office/hostExcel";
import { ambienteReal } from "../adapters/office/officeReal";
import { partesDaPasta } from "../adapters/xlsx/partesDaPasta";
import { convocar, ESCRIVAO } from "./livroDeTeste";

const SEM_EFEITO = {
  cargo: "C1",
  candidato: "E",
  desfecho: "sem-efeito" as const,
  data: "2026-03-10",
  ato: "Portaria nº 5/2026",
};
const LINHA_DO_ATO =
  "Portaria nº 5/2026, de 10/03/2026: Elis (inscrição E), convocação nº 1, 2ª posição, lista PPP — nomeação tornada sem efeito.";

async function desfechosLidos(porta: PortaPasta) {
  const livro = await lerConvocacoesDaPasta(porta);
  expect(livro.problemas).toEqual([]);
  return livro.convocacoes.map((c) => c.desfechos ?? {});
}

describe("registrar um desfecho pelo painel", () => {
  it("memória: a célula Desfecho de E recebe 'Sem efeito', o ato vai aos Atos, e a próxima convocação substitui E na posição 2", async () => {
    const porta = new PastaMemoria({ folhas: [{ nome: "Candidatos", valores: ESCRIVAO }] });
    await convocar(porta, 2, "Portaria nº 1/2026");
    const texto = await registrarDesfechoNaPasta(porta, SEM_EFEITO);
    expect(texto).toBe(
      "Desfecho de Elis (inscrição E) registrado na folha Convocações (linha 3): Sem efeito; o ato e a data, na folha Atos das convocações.",
    );
    expect(porta.folha(FOLHA_CONVOCACOES)!.celulas.map((l) => l[COLUNA_DESFECHO] ?? null)).toEqual([
      "Desfecho",
      null,
      "Sem efeito",
    ]);
    expect(porta.folha(FOLHA_ATOS)!.celulas.at(-1)).toEqual(["C1", 1, LINHA_DO_ATO]);
    expect(await desfechosLidos(porta)).toEqual([{ E: "sem-efeito" }]);
    expect(await convocar(porta, 1, "Portaria nº 6/2026")).toEqual([[2, "PPP", "F", "E"]]);
  });

  it("recusas numa frase, nada escrito: desfecho já escrito, pessoa não convocada, data antes da convocação, data vazia, pasta sem convocação", async () => {
    const vazia = new PastaMemoria({ folhas: [{ nome: "Candidatos", valores: ESCRIVAO }] });
    await expect(registrarDesfechoNaPasta(vazia, SEM_EFEITO)).rejects.toThrow(
      "A pasta ainda não tem a folha Convocações",
    );
    const porta = new PastaMemoria({ folhas: [{ nome: "Candidatos", valores: ESCRIVAO }] });
    await convocar(porta, 2, "Portaria nº 1/2026");
    const antes = JSON.stringify(porta.folhas.map((f) => f.celulas));
    await expect(registrarDesfechoNaPasta(porta, { ...SEM_EFEITO, candidato: "F" })).rejects.toThrow(
      "A inscrição F não foi convocada no cargo C1",
    );
    await expect(registrarDesfechoNaPasta(porta, { ...SEM_EFEITO, data: "2026-02-28" })).rejects.toThrow(
      "A data do desfecho (28/02/2026) é anterior à convocação nº 1 (01/03/2026).",
    );
    await expect(registrarDesfechoNaPasta(porta, { ...SEM_EFEITO, data: "" })).rejects.toBeInstanceOf(
      DesfechoRecusado,
    );
    expect(JSON.stringify(porta.folhas.map((f) => f.celulas))).toBe(antes);
    await registrarDesfechoNaPasta(porta, { ...SEM_EFEITO, candidato: "A", desfecho: "posse" });
    await expect(
      registrarDesfechoNaPasta(porta, { ...SEM_EFEITO, candidato: "A", desfecho: "desistencia" }),
    ).rejects.toThrow('Ana (inscrição A) já tem o desfecho "Posse" na folha Convocações (linha 2)');
  });

  it(".xlsx: numa pasta de outra sessão, a célula é escrita no lugar (o estilo e a lista suspensa ficam), lida de volta noutra sessão", async () => {
    const primeira = PastaXlsx.nova();
    await primeira.criarFolhaDeDados("Candidatos", ESCRIVAO);
    await convocar(primeira, 2, "Portaria nº 1/2026");
    const porta = PastaXlsx.abrir(await primeira.paraBytes());
    await registrarDesfechoNaPasta(porta, SEM_EFEITO);
    // Read in the same session (the edit not yet in the file), then from the file.
    expect(await desfechosLidos(porta)).toEqual([{ E: "sem-efeito" }]);
    const bytes = await porta.paraBytes();
    const outra = PastaXlsx.abrir(bytes);
    expect(await desfechosLidos(outra)).toEqual([{ E: "sem-efeito" }]);
    const xml = (await partesDaPasta(bytes)).folhas.get(FOLHA_CONVOCACOES)!;
    expect(xml).toMatch(/<c r="J3"( s="\d+")? t="inlineStr"><is><t>Sem efeito<\/t><\/is><\/c><\/row>/);
    expect(xml).toContain('sqref="J2:J3"');
    expect(await convocar(outra, 1, "Portaria nº 6/2026")).toEqual([[2, "PPP", "F", "E"]]);
  });

  it("Office.js: a célula J3 recebe o desfecho pelo cliente real, e o ato entra pela tabela dos Atos", async () => {
    const host = new HostExcel([{ nome: "Candidatos", valores: ESCRIVAO }]);
    const porta = new PastaOffice(ambienteReal(host));
    await convocar(porta, 2, "Portaria nº 1/2026");
    await registrarDesfechoNaPasta(porta, SEM_EFEITO);
    expect(host.pasta.valores(FOLHA_CONVOCACOES).map((l) => l[COLUNA_DESFECHO])).toEqual([
      "Desfecho",
      "",
      "Sem efeito",
    ]);
    expect(host.pasta.valores(FOLHA_ATOS).at(-1)).toEqual(["C1", 1, LINHA_DO_ATO]);
    expect(host.requisicoes.filter((q) => q.erro)).toEqual([]);
  });
});
