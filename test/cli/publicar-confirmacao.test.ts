/**
 * `cotas publicar ENTRADA.xlsx -o ATO.docx --confirmacao convocacao|provisorio|definitivo` (issue #38): the
 * acts of the confirmation of the self-declaration, by the model of the final result's publication, from a
 * workbook where the clerk recorded the votes (ExcelJS, as another program would): the text of the .docx
 * (word/document.xml) names the convened per reserve, the outcomes and the edital's item to fill.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pastaConvocada, registrar, votos } from "./pastaDaConfirmacao";
import { rodar } from "./rodar";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "publicar-confirmacao-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("cotas publicar --confirmacao", () => {
  it("convocação por reserva com o item do edital, resultado provisório e definitivo com o resultado de cada um", async () => {
    const convocados = await pastaConvocada(dir, "c1.xlsx");
    const registrada = join(dir, "registrada.xlsx");
    await registrar(convocados, registrada, {
      "102/PPP": votos("CCCAC"),
      "103/PPP": votos("AAACA"),
      "105/PPP": { Ausência: "Ausente" },
      "104/PcD": { Parecer: "Não caracterizada" },
    });

    // The acts, by the model of the final result's publication.
    const texto = async (ato: string) => {
      const docx = join(dir, `${ato}.docx`);
      const p = await rodar(["publicar", registrada, "-o", docx, "--confirmacao", ato]);
      expect(p.stderr).toBe("");
      expect(p.codigo).toBe(0);
      const t = strFromU8(unzipSync(new Uint8Array(await readFile(docx)))["word/document.xml"]).replace(
        /<[^>]+>/g,
        "",
      );
      return t;
    };
    const convocacao = await texto("convocacao");
    expect(convocacao).toContain("CONVOCAÇÃO PARA O PROCEDIMENTO DE CONFIRMAÇÃO DA AUTODECLARAÇÃO");
    expect(convocacao).toContain("[ITEM DO EDITAL]");
    expect(convocacao).toMatch(
      /Da lista de pessoas pretas e pardas \(heteroidentificação\).*Bruno Lima.*Carla Dias.*Elisa Prado/,
    );
    expect(convocacao).toMatch(
      /Da lista de pessoas com deficiência \(avaliação da deficiência\).*Davi Rocha/,
    );
    const provisorio = await texto("provisorio");
    expect(provisorio).toContain("RESULTADO PROVISÓRIO");
    expect(provisorio).toMatch(/102Bruno LimaNão confirmadaSegue em: ampla concorrência/);
    expect(provisorio).toMatch(/103Carla DiasConfirmada/);
    expect(provisorio).toContain("[PRAZO DO RECURSO]");
    const definitivo = await texto("definitivo");
    expect(definitivo).toContain(
      "RESULTADO DEFINITIVO DO PROCEDIMENTO DE CONFIRMAÇÃO DA AUTODECLARAÇÃO, APÓS OS RECURSOS",
    );
    expect(definitivo).toMatch(/105Elisa PradoAusente/);
  });

  it("o resultado definitivo é recusado enquanto há procedimento sem registro", async () => {
    const convocados = await pastaConvocada(dir, "c3.xlsx");
    const docx = join(dir, "def.docx");
    const r = await rodar(["publicar", convocados, "-o", docx, "--confirmacao", "definitivo"]);
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain("o resultado definitivo pede todos os procedimentos registrados");
    expect(existsSync(docx)).toBe(false);
  });
});
