/**
 * `cotas anotar` end to end, in process: a generated sample goes in, the annotated workbook comes out
 * and is read back with ExcelJS; every add-in sheet is checked against the engine's result and the
 * clerk's sheets against the input, cell by cell.
 */
import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executarAnotar } from "../../src/cli/anotar";
import { DESFECHO } from "../../src/folhas/paleta";
import { NOME_DA_FOLHA } from "../../src/folhas/comum";
import { gerarExemplo, type Exemplo } from "../../src/exemplo/gerar";
import { editalDoExemplo, escreverExemploXlsx, linhaDoCandidato } from "../../src/exemplo/planilha";
import type { Lista, Resultado } from "../../src/engine/tipos";

let dir: string;
let exemplo: Exemplo;
let entrada: string;
let edital: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "anotar-"));
  exemplo = gerarExemplo({ candidatos: 300, cargos: 4, semente: 2025 });
  entrada = join(dir, "edital.xlsx");
  edital = join(dir, "edital.json");
  await escreverExemploXlsx(exemplo, entrada);
  await writeFile(edital, JSON.stringify(editalDoExemplo(exemplo)));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function ler(caminho: string): Promise<ExcelJS.Workbook> {
  const pasta = new ExcelJS.Workbook();
  await pasta.xlsx.readFile(caminho);
  return pasta;
}

/** The rows of an add-in sheet as objects keyed by header. */
/** The rows of the sheet's table (those with a Cargo: the colour legend beside it is not one of them). */
/** The rows of the sheet's table: from under the header to the first blank row (the colour legend
 *  follows the table of the lists and the order, after a blank row). */
function linhas(folha: ExcelJS.Worksheet): Record<string, unknown>[] {
  const cabecalho = Array.from(folha.getRow(1).values as unknown[])
    .slice(1)
    .map(String);
  const r: Record<string, unknown>[] = [];
  for (let n = 2; n <= folha.rowCount && folha.getRow(n).getCell(1).value !== null; n++) {
    const linha = folha.getRow(n);
    r.push(Object.fromEntries(cabecalho.map((c, j) => [c, linha.getCell(j + 1).value])));
  }
  return r;
}

describe("cotas anotar: ida e volta", () => {
  let saida: string;
  let resultado: Resultado;
  let resumo: string;

  beforeAll(async () => {
    saida = join(dir, "anotada.xlsx");
    const json = await executarAnotar([
      entrada,
      "-o",
      join(dir, "para-json.xlsx"),
      "--edital",
      edital,
      "--json",
    ]);
    expect(json).toMatchObject({ codigo: 0, erro: "" });
    resultado = JSON.parse(json.saida) as Resultado;
    const r = await executarAnotar([entrada, "-o", saida, "--edital", edital]);
    expect(r.erro).toBe("");
    expect(r.codigo).toBe(0);
    resumo = r.saida;
  });

  it("imprime o resumo em português: regime, vagas por cargo, reversões, empates, provisórios", () => {
    expect(resumo).toContain(`Pasta anotada gravada em ${saida}`);
    expect(resumo).toContain("Regime: Decreto nº 12.536/2025 (decreto-12536).");
    for (const cargo of exemplo.cargos) expect(resumo).toContain(`• ${cargo.nome}: ${cargo.vagas} vagas`);
    expect(resumo).toMatch(/Reversões:\n.*Engenheiro Civil: 1 vaga de pessoas com deficiência/);
    expect(resumo).toMatch(
      /Empates que os critérios do edital não desfazem: 1, \d+ decidem? uma vaga ou a ordem/,
    );
    expect(resumo).toMatch(/Resultado provisório para \d+ candidatos?/);
  });

  it("as folhas do escrivão saem com os mesmos valores, célula por célula", async () => {
    const [antes, depois] = [await ler(entrada), await ler(saida)];
    for (const nome of ["Candidatos", "Vagas"]) {
      const [a, d] = [antes.getWorksheet(nome)!, depois.getWorksheet(nome)!];
      expect(d.rowCount).toBe(a.rowCount);
      a.eachRow({ includeEmpty: true }, (linha, n) => {
        linha.eachCell({ includeEmpty: true }, (celula, m) => {
          const outra = d.getCell(n, m);
          expect([outra.type, outra.value, outra.numFmt]).toEqual([celula.type, celula.value, celula.numFmt]);
        });
      });
    }
    const candidatos = depois.getWorksheet("Candidatos")!;
    exemplo.candidatos.forEach((c, i) => {
      expect(candidatos.getCell(3 + i, 1).value).toBe(linhaDoCandidato(c)[0]);
    });
  });

  it("cada folha de lista traz cada candidato do resultado com classificação, nota e desfecho", async () => {
    const depois = await ler(saida);
    const porLista = new Map<
      Lista,
      { cargo: string; candidato: string; classificacao: number; desfecho: string }[]
    >();
    for (const cargo of resultado.cargos) {
      for (const [lista, entradas] of Object.entries(cargo.listas) as [
        Lista,
        NonNullable<(typeof cargo.listas)["AC"]>,
      ][]) {
        const l = porLista.get(lista) ?? [];
        for (const e of entradas)
          l.push({
            cargo: cargo.id,
            candidato: e.candidato,
            classificacao: e.classificacao,
            desfecho: DESFECHO[e.desfecho].texto,
          });
        porLista.set(lista, l);
      }
    }
    for (const [lista, esperadas] of porLista) {
      const folha = depois.getWorksheet(NOME_DA_FOLHA[lista]);
      if (esperadas.length === 0) continue;
      expect(folha, `folha ${NOME_DA_FOLHA[lista]}`).toBeDefined();
      const lidas = linhas(folha!).map((l) => ({
        cargo: String(l["Cargo"]),
        candidato: String(l["Inscrição"]),
        classificacao: Number(l["Classificação"]),
        desfecho: String(l["Desfecho"]),
      }));
      expect(new Set(lidas.map((l) => JSON.stringify(l)))).toEqual(
        new Set(esperadas.map((e) => JSON.stringify(e))),
      );
    }
  });

  it("a ordem de nomeação da folha é a do resultado, posição por posição", async () => {
    const folha = (await ler(saida)).getWorksheet(NOME_DA_FOLHA.ordem)!;
    const lidas = linhas(folha).map((l) => `${l["Cargo"]}|${l["Posição"]}|${l["Inscrição"] ?? ""}`);
    const esperadas = resultado.cargos.flatMap((c) =>
      c.ordem.map((p) => `${c.id}|${p.posicao}|${p.candidato ?? ""}`),
    );
    expect(lidas).toEqual(esperadas);
  });

  it("os casos plantados no exemplo aparecem como a lei manda", () => {
    const { casos } = exemplo;
    const acDoPrimeiro = resultado.cargos[0].listas.AC!;
    const pos = (id: number) => acDoPrimeiro.findIndex((e) => e.candidato === String(id));
    // Estatuto da Pessoa Idosa art. 27: the 60+ candidate goes first in the tie.
    expect(pos(casos.empateDesfeitoPelaIdade.idoso)).toBeLessThan(pos(casos.empateDesfeitoPelaIdade.outro));
    // A tie no criterion breaks is reported, never broken silently.
    expect(resultado.empates.map((e) => [...e.candidatos].sort())).toContainEqual(
      casos.empateSemDesempate.map(String).sort(),
    );
    // Lei 15.142 art. 6: classified in the reserved list only.
    expect(pos(casos.apenasNaReservada)).toBe(-1);
    expect(resultado.cargos[0].listas.PPP!.some((e) => e.candidato === String(casos.apenasNaReservada))).toBe(
      true,
    );
    // Confirmation refused (art. 3 § 2): out of the reserved list, still in AC.
    expect(
      resultado.cargos[0].listas.PPP!.find((e) => e.candidato === String(casos.confirmacaoIndeferida))
        ?.desfecho,
    ).not.toBe("nomeado-nesta-lista");
    expect(pos(casos.confirmacaoIndeferida)).toBeGreaterThanOrEqual(0);
    expect(resultado.candidatos.find((c) => c.id === String(casos.confirmacaoPendente))?.provisorio).toBe(
      true,
    );
  });

  it("as notas das células ficam no arquivo, e o gráfico do Quadro vira uma nota que explica a falta", async () => {
    const depois = await ler(saida);
    let notas = 0;
    for (const nome of ["AC", NOME_DA_FOLHA.ordem]) {
      depois.getWorksheet(nome)!.eachRow((linha) => linha.eachCell((c) => void (c.note ? notas++ : 0)));
    }
    expect(notas).toBeGreaterThan(0);
    let semGrafico = false;
    depois.getWorksheet(NOME_DA_FOLHA.quadro)!.eachRow((linha) =>
      linha.eachCell((c) => {
        if (typeof c.note === "string" && c.note.includes("só cria gráficos nativos dentro do Excel"))
          semGrafico = true;
      }),
    );
    expect(semGrafico).toBe(true);
  });

  it("rodar de novo sobre a pasta anotada substitui só as folhas do suplemento, usando o edital guardado", async () => {
    const segunda = join(dir, "anotada-de-novo.xlsx");
    const r = await executarAnotar([saida, "-o", segunda]);
    expect(r.erro).toBe("");
    const [a, b] = [await ler(saida), await ler(segunda)];
    expect(b.worksheets.map((f) => f.name)).toEqual(a.worksheets.map((f) => f.name));
    expect(linhas(b.getWorksheet("AC")!)).toEqual(linhas(a.getWorksheet("AC")!));
  });
});

describe("cotas anotar: dados ruins", () => {
  it("sai com código 2, aponta folha e célula, e não grava arquivo nenhum", async () => {
    const pasta = await ler(entrada);
    const folha = pasta.getWorksheet("Candidatos")!;
    folha.getCell("E10").value = "8,5a";
    folha.getCell("A12").value = folha.getCell("A11").value;
    const ruim = join(dir, "ruim.xlsx");
    await pasta.xlsx.writeFile(ruim);
    const destino = join(dir, "ruim-saida");
    await (await import("node:fs/promises")).mkdir(destino);
    const saida = join(destino, "nao-deve-existir.xlsx");
    const r = await executarAnotar([ruim, "-o", saida, "--edital", edital]);
    expect(r.codigo).toBe(2);
    expect(r.erro).toMatch(/nenhuma pasta foi gravada/);
    expect(r.erro).toMatch(/Candidatos!E10: "8,5a"/);
    expect(r.erro).toMatch(/Candidatos!A12/);
    expect(existsSync(saida)).toBe(false);
    expect(readdirSync(destino)).toEqual([]);
    expect(r.motivo).toMatchObject({ tipo: "dados" });
  });

  it("mapa.json com campo desconhecido e coluna inválida: código 2, os motivos em português, nenhum arquivo", async () => {
    const mapa = join(dir, "mapa-ruim.json");
    await writeFile(mapa, JSON.stringify({ campos: { nota: 7, notaFinal: "Nota final" } }));
    const saida = join(dir, "com-mapa-ruim.xlsx");
    const r = await executarAnotar([entrada, "-o", saida, "--edital", edital, "--mapa", mapa]);
    expect(r.codigo).toBe(2);
    expect(r.erro).toMatch(/o mapa das colunas em .*mapa-ruim\.json não pode ser usado \(2\)/);
    expect(r.erro).toMatch(/nota: "7" não indica uma coluna/);
    expect(r.erro).toMatch(/campo desconhecido "notaFinal"/);
    expect(existsSync(saida)).toBe(false);
  });

  it("erros de uso: sem -o, saída igual à entrada, sem edital", async () => {
    expect((await executarAnotar([entrada])).erro).toMatch(/informe a pasta a gravar com -o/);
    expect((await executarAnotar([entrada, "-o", entrada, "--edital", edital])).erro).toMatch(
      /não pode ser o próprio/,
    );
    const r = await executarAnotar([entrada, "-o", join(dir, "x.xlsx")]);
    expect([r.codigo, r.erro]).toEqual([2, expect.stringMatching(/informe o edital com --edital/)]);
    const semPasta = await executarAnotar([
      entrada,
      "-o",
      join(dir, "nao-existe", "x.xlsx"),
      "--edital",
      edital,
    ]);
    expect([semPasta.codigo, semPasta.erro]).toEqual([
      2,
      expect.stringMatching(/a pasta de .*nao-existe\/x\.xlsx não existe; crie-a antes\n/),
    ]);
    const naoXlsx = join(dir, "texto.xlsx");
    await writeFile(naoXlsx, "não sou uma pasta");
    expect((await executarAnotar([naoXlsx, "-o", join(dir, "y.xlsx"), "--edital", edital])).erro).toMatch(
      /não é uma pasta de trabalho do Excel \(\.xlsx\)/,
    );
  });
});

describe("cotas anotar: CSV", () => {
  it("lê um CSV do Excel em pt-BR (;, vírgula decimal, Latin-1) com as vagas no edital", async () => {
    const cabecalho =
      "Inscrição;Nome;Cargo;Modalidade;Nota final;Nota discursiva;Data de nascimento;Heteroidentificação;Classificado na ampla;Situação";
    const data = (c: Exemplo["candidatos"][number]) =>
      `${String(c.nascimento.dia).padStart(2, "0")}/${String(c.nascimento.mes).padStart(2, "0")}/${c.nascimento.ano}`;
    const corpo = exemplo.candidatos.map((c) =>
      [
        c.inscricao,
        c.nome,
        c.cargo,
        c.modalidade,
        (c.notaFinalCentesimos / 100).toFixed(2).replace(".", ","),
        (c.notaDiscursivaCentesimos / 100).toFixed(2).replace(".", ","),
        data(c),
        c.heteroidentificacao,
        c.classificadoNaAmpla,
        c.situacao,
      ].join(";"),
    );
    const texto = [cabecalho, ...corpo].join("\r\n") + "\r\n";
    const latin1 = Uint8Array.from(texto, (ch) => ch.charCodeAt(0));
    expect(latin1.every((b, i) => b === texto.charCodeAt(i))).toBe(true);
    const csv = join(dir, "resultado.csv");
    await writeFile(csv, latin1);
    const comCargos = join(dir, "edital-com-cargos.json");
    await writeFile(
      comCargos,
      JSON.stringify({
        ...editalDoExemplo(exemplo),
        cargos: exemplo.cargos.map((c) => ({ id: c.nome, vagas: c.vagas })),
      }),
    );
    const saida = join(dir, "do-csv.xlsx");
    const r = await executarAnotar([csv, "-o", saida, "--edital", comCargos]);
    expect(r.erro).toBe("");
    const pasta = await ler(saida);
    expect(pasta.worksheets.map((f) => f.name)[0]).toBe("resultado");
    expect(pasta.getWorksheet("resultado")!.getCell("B2").value).toBe(exemplo.candidatos[0].nome);
    expect(pasta.getWorksheet("resultado")!.getCell("E2").value).toBe(
      (exemplo.candidatos[0].notaFinalCentesimos / 100).toFixed(2).replace(".", ","),
    );
    const daPlanilha = await executarAnotar([
      entrada,
      "-o",
      join(dir, "cmp.xlsx"),
      "--edital",
      edital,
      "--json",
    ]);
    const doCsv = await executarAnotar([
      csv,
      "-o",
      join(dir, "cmp-csv.xlsx"),
      "--edital",
      comCargos,
      "--json",
    ]);
    const ordem = (s: string) => (JSON.parse(s) as Resultado).cargos.map((c) => c.ordem);
    expect(ordem(doCsv.saida)).toEqual(ordem(daPlanilha.saida));
  });
});

describe("cotas anotar: injeção de fórmulas", () => {
  it("um nome do escrivão que começa com = vai como texto para as folhas do suplemento", async () => {
    const pasta = await ler(entrada);
    pasta.getWorksheet("Candidatos")!.getCell("B3").value = '=HYPERLINK("http://exemplo.invalid";"x")';
    const perigosa = join(dir, "perigosa.xlsx");
    await pasta.xlsx.writeFile(perigosa);
    const saida = join(dir, "perigosa-saida.xlsx");
    expect((await executarAnotar([perigosa, "-o", saida, "--edital", edital])).erro).toBe("");
    const ac = (await ler(saida)).getWorksheet("AC")!;
    let achou = false;
    ac.eachRow((linha) =>
      linha.eachCell((c) => {
        if (String(c.value).startsWith("=HYPERLINK")) {
          achou = true;
          expect([c.type, c.formula]).toEqual([ExcelJS.ValueType.String, undefined]);
        }
      }),
    );
    expect(achou).toBe(true);
    expect(await readFile(saida)).toBeTruthy();
  });
});
