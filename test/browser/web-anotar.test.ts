/**
 * One pipeline, two doors: the annotated workbook downloaded from the task pane in web mode (the sample
 * opened through the file input) keeps the clerk's choices, and `cotas anotar` run with those choices
 * writes exactly the same sheets; the clerk's sheets come out exactly as they went in.
 * Screenshots: test-results/web-anotar-*.png.
 */
import { mkdtempSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import ExcelJS from "exceljs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executarAnotar } from "../../src/cli/anotar";
import { CHAVE_CONFIGURACAO } from "../../src/adapters/porta";
import { abrirXlsx } from "../../src/adapters/xlsx/arquivo";
import { FOLHA_INTERNA } from "../../src/adapters/xlsx/pastaXlsx";
import {
  abrirNavegador,
  PASTA_DIST,
  PASTA_RESULTADOS,
  passoNaTela,
  servirPasta,
  type Servidor,
} from "./navegador";

const RAIZ = resolve(__dirname, "..", "..");
const EXEMPLO = join(RAIZ, "assets", "exemplo-edital.xlsx");
const NOMES_DO_SUPLEMENTO = [
  "AC",
  "Pretos e pardos",
  "Indígenas",
  "Quilombolas",
  "PcD",
  "Ordem de nomeação",
  "Empates",
  "Reversões",
  "Quadro",
];

async function ler(caminho: string): Promise<ExcelJS.Workbook> {
  const pasta = new ExcelJS.Workbook();
  await pasta.xlsx.readFile(caminho);
  return pasta;
}

/** Every cell of a sheet: address → [type, value]. */
function celulas(folha: ExcelJS.Worksheet): Map<string, [number, unknown]> {
  const m = new Map<string, [number, unknown]>();
  folha.eachRow((linha) => linha.eachCell((c) => void m.set(c.address, [c.type, c.value])));
  return m;
}

describe("modo web: a pasta baixada é a mesma que o cotas anotar grava", () => {
  let servidor: Servidor;
  let navegador: Browser;
  let contexto: BrowserContext;
  let pagina: Page;
  const dir = mkdtempSync(join(tmpdir(), "web-anotar-"));
  const baixada = join(PASTA_RESULTADOS, "web-anotar-baixada.xlsx");
  const erros: string[] = [];
  const foto = (nome: string) =>
    pagina.screenshot({ path: join(PASTA_RESULTADOS, `web-anotar-${nome}.png`), fullPage: true });

  beforeAll(async () => {
    servidor = await servirPasta(process.env.PASTA_DIST ?? PASTA_DIST);
    navegador = await abrirNavegador();
    contexto = await navegador.newContext({
      locale: "pt-BR",
      viewport: { width: 360, height: 800 },
      acceptDownloads: true,
    });
    pagina = await contexto.newPage();
    pagina.on("pageerror", (e) => erros.push(`${e.name}: ${e.message}`));
    await pagina.goto(`${servidor.url}index.html`);
  }, 60_000); // a loaded machine starts Chromium in more than 10 s

  afterAll(async () => {
    await contexto?.close();
    await navegador?.close();
    await servidor?.fechar();
    await rm(dir, { recursive: true, force: true });
  });

  it("abre o exemplo pelo seletor de arquivo, calcula e baixa a pasta anotada", async () => {
    await pagina.locator('input[type="file"]').setInputFiles(EXEMPLO);
    await passoNaTela(pagina)
      .getByText(/^Lido: folha Candidatos/)
      .waitFor({ timeout: 30_000 });
    await foto("1-aberto");
    await pagina.getByRole("button", { name: "Avançar: Edital" }).click();
    await pagina.getByLabel("Data de publicação do edital").fill("2025-09-01");
    await foto("2-edital");
    await pagina.getByRole("button", { name: "Avançar: Conferência" }).click();
    const aceitar = pagina.getByRole("checkbox", { name: "Li os avisos e quero calcular assim mesmo" });
    await pagina.waitForTimeout(500);
    if (await aceitar.count()) await aceitar.check();
    await foto("3-conferencia");
    await pagina.getByRole("button", { name: "Avançar: Resultado" }).click();
    await pagina.getByRole("button", { name: "Calcular e gravar as folhas" }).click();
    await passoNaTela(pagina).getByText("Folhas gravadas.").waitFor({ timeout: 60_000 });
    await foto("4-resultado");
    const [download] = await Promise.all([
      pagina.waitForEvent("download"),
      pagina.getByRole("button", { name: "Baixar pasta anotada" }).click(),
    ]);
    await download.saveAs(baixada);
    expect(erros).toEqual([]);
  });

  it("a pasta baixada guarda as escolhas do escrivão (edital, vagas lidas da folha Vagas, colunas)", async () => {
    const porta = await abrirXlsx(await readFile(baixada));
    expect(await porta.lerConfiguracao(CHAVE_CONFIGURACAO)).toMatchObject({
      // The tie-break comes from the edital the sample carries, not from the test ticking it.
      edital: {
        dataPublicacao: "2025-09-01",
        desempate: ["idade-60", { campo: "Nota discursiva", ordem: "maior", rotulo: "Nota discursiva" }],
      },
      cargos: [
        { id: "Analista Administrativo", vagas: 20 },
        { id: "Técnico em Contabilidade", vagas: 9 },
        { id: "Engenheiro Civil", vagas: 8 },
        { id: "Médico do Trabalho", vagas: 2 },
      ],
      mapa: { campos: { nota: { cabecalho: "Nota final" } } },
    });
  });

  it("o cotas anotar com as mesmas escolhas grava as mesmas células; as folhas do escrivão são as da entrada", async () => {
    const daLinha = join(dir, "cli.xlsx");
    // No --edital: the CLI takes the edital, vagas and mapping the pane saved in the workbook.
    const r = await executarAnotar([baixada, "-o", daLinha]);
    expect(r.erro).toBe("");
    const [web, cli, entrada] = [await ler(baixada), await ler(daLinha), await ler(EXEMPLO)];
    const visiveis = (p: ExcelJS.Workbook) =>
      p.worksheets.filter((f) => f.name !== FOLHA_INTERNA).map((f) => f.name);
    expect(visiveis(web)).toEqual(visiveis(cli));
    expect(visiveis(web)).toEqual([...visiveis(entrada), ...NOMES_DO_SUPLEMENTO]);
    for (const nome of visiveis(cli)) {
      expect(celulas(web.getWorksheet(nome)!), nome).toEqual(celulas(cli.getWorksheet(nome)!));
    }
    // The add-in's hidden store is not the clerk's: it gains the marks of the sheets written.
    for (const f of entrada.worksheets.filter((x) => x.name !== FOLHA_INTERNA))
      expect(celulas(web.getWorksheet(f.name)!), f.name).toEqual(celulas(f));
  });
});
