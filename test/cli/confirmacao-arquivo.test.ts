/**
 * `cotas confirmacao ENTRADA.xlsx -o SAIDA.xlsx` (issue #38): the convened per reserve and the
 * "Confirmação" sheet with a drop-down on every column the clerk fills; the clerk records the votes and
 * pareceres in another program (ExcelJS) and runs it again: the outcomes with their reason and article;
 * `cotas anotar` takes them. A value that cannot be read is an error at its cell, and nothing is written.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type ExcelJS from "exceljs";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Resultado } from "../../src/engine/tipos";
import { entrada as entradaEm, ler, pastaConvocada, registrar, votos } from "./pastaDaConfirmacao";
import { rodar } from "./rodar";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "confirmacao-xlsx-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
const entrada = (edital: object = {}) => entradaEm(dir, edital);

const valores = (ws: ExcelJS.Worksheet) =>
  ws
    .getSheetValues()
    .slice(1)
    .map((r) => (Array.isArray(r) ? r.slice(1) : []));

describe("cotas confirmacao numa pasta .xlsx", () => {
  it("grava os convocados por reserva e a folha Confirmação com lista suspensa em cada coluna a preencher", async () => {
    const { arquivo, json } = await entrada();
    const saida = join(dir, "convocados.xlsx");
    const r = await rodar(["confirmacao", arquivo, "-o", saida, "--edital", json]);
    expect(r.stderr).toBe("");
    expect(r.codigo).toBe(0);
    expect(r.stdout).toContain("Convocados para a heteroidentificação (PPP): 3");
    const wb = await ler(saida);
    expect(wb.worksheets.filter((w) => w.state === "visible").map((w) => w.name)).toEqual([
      "Objetiva",
      "Observações",
      "Confirmação",
      "Confirmação - convocados",
      "Confirmação - resultado",
    ]);
    const conf = valores(wb.getWorksheet("Confirmação")!);
    expect(conf[0].slice(0, 7)).toEqual([
      "Cargo",
      "Inscrição",
      "Nome",
      "Lista",
      "Procedimento",
      "Ausência",
      "Comissão 1",
    ]);
    expect(conf.slice(1).map((l) => [l[1], l[3]])).toEqual([
      ["102", "PPP"],
      ["103", "PPP"],
      ["105", "PPP"],
      ["104", "PcD"],
    ]);
    // Every drop-down of the sheet, read from the file's XML as Excel reads it.
    const zip = unzipSync(new Uint8Array(await readFile(saida)));
    const xml = Object.entries(zip)
      .filter(([n]) => n.startsWith("xl/worksheets/sheet"))
      .map(([, b]) => strFromU8(b))
      .find((x) => x.includes("<dataValidations"))!;
    const listas = [...xml.matchAll(/<formula1>"([^"]*)"<\/formula1>/g)].map((m) => m[1]);
    expect(listas).toEqual(
      expect.arrayContaining([
        "Ausente,Recusou filmagem",
        "A favor,Contra",
        "Interposto",
        "Favorável,Desfavorável,Caracterizada,Não caracterizada",
        "Em andamento,Fraude apurada",
      ]),
    );
    expect(xml).toMatch(/sqref="G2:K5001"/); // Comissão 1 to 5
    expect(xml).toMatch(/sqref="M2:O5001"/); // Recurso 1 to 3
    expect(valores(wb.getWorksheet("Observações")!)).toEqual([["não mexer"]]);
  });

  it("lê os votos registrados: maioria contra não confirma, ausente perde a reserva, não caracterizada; o anotar usa os resultados", async () => {
    const convocados = await pastaConvocada(dir, "c1.xlsx");
    const registrada = join(dir, "registrada.xlsx");
    await registrar(convocados, registrada, {
      "102/PPP": votos("CCCAA"),
      "103/PPP": votos("AAAAC"),
      "105/PPP": { Ausência: "Ausente" },
      "104/PcD": { Parecer: "Não caracterizada" },
    });
    const resultados = join(dir, "resultados.xlsx");
    const r = await rodar(["confirmacao", registrada, "-o", resultados]);
    expect(r.stderr).toBe("");
    expect(r.codigo).toBe(0);
    const res = valores((await ler(resultados)).getWorksheet("Confirmação - resultado")!);
    const linha = (id: string) => res.find((l) => l[1] === id)!;
    expect(linha("102").slice(3, 7)).toEqual(["PPP", "Não confirmada", "Não", "AC"]);
    expect(linha("102")[8]).toContain("Lei nº 15.142/2025, art. 3º, § 2º");
    expect(linha("103").slice(3, 7)).toEqual(["PPP", "Confirmada", "Não", "AC, PPP"]);
    expect(linha("105").slice(4, 6)).toEqual(["Ausente", "Não"]);
    expect(linha("105")[7]).toContain("Não compareceu");
    expect(linha("104").slice(3, 5)).toEqual(["PcD", "Não confirmada"]);
    // The clerk's record is not rewritten.
    const conf = valores((await ler(resultados)).getWorksheet("Confirmação")!);
    expect(conf.find((l) => l[1] === "105")![5]).toBe("Ausente");

    const anotada = join(dir, "anotada.xlsx");
    const a = await rodar(["anotar", registrada, "-o", anotada, "--json"]);
    expect(a.stderr).toBe("");
    const resultado = JSON.parse(a.stdout) as Resultado;
    // Refused and absent leave the reserved list (in it as not classified, with the reason); confirmed stays.
    const naLista = (lista: "PPP" | "PCD", id: string) =>
      resultado.cargos[0].listas[lista]!.find((e) => e.candidato === id)!;
    expect(naLista("PPP", "103").desfecho).not.toBe("nao-classificado");
    expect(naLista("PPP", "102").desfecho).toBe("nao-classificado");
    expect(naLista("PPP", "102").motivo.texto).toContain(
      "Autodeclaração para a lista de pessoas pretas e pardas não confirmada",
    );
    expect(naLista("PPP", "105").desfecho).toBe("nao-classificado");
    expect(naLista("PCD", "104").desfecho).toBe("nao-classificado");
    expect(naLista("PCD", "104").motivo.texto).toContain("Condição de pessoa com deficiência não confirmada");
  });

  it("um voto que não se lê é um erro na sua célula, em português, e nada é gravado", async () => {
    const convocados = await pastaConvocada(dir, "c2.xlsx");
    const registrada = join(dir, "ruim.xlsx");
    await registrar(convocados, registrada, {
      "103/PPP": { "Comissão 2": "Talvez" },
      "104/PcD": { Parecer: "Favorável", "Comissão 1": "A favor" },
    });
    const saida = join(dir, "nao-gravada.xlsx");
    const r = await rodar(["confirmacao", registrada, "-o", saida]);
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain('Confirmação!H3: "Talvez" não é um voto: escolha A favor ou Contra');
    expect(r.stderr).toContain("Confirmação!G5: a avaliação da deficiência não tem votos da comissão");
    expect(r.stderr).toContain(
      "Confirmação!P5: na avaliação da deficiência, escolha Caracterizada ou Não caracterizada",
    );
    expect(existsSync(saida)).toBe(false);
    const anotar = await rodar(["anotar", registrada, "-o", join(dir, "nao-anotada.xlsx")]);
    expect(anotar.codigo).toBe(2);
    expect(anotar.stderr).toContain("Confirmação!H3");
  });
});
