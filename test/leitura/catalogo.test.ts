/**
 * The bad-data catalogue of issue #4: each case with the message the clerk reads.
 */
import { describe, expect, it } from "vitest";
import type { Cargo, Edital } from "../../src/engine/tipos";
import { mapearTabela } from "../../src/leitura/mapeamentoAutomatico";
import { montarConcurso } from "../../src/leitura/montarConcurso";
import type { Problema } from "../../src/leitura/problema";
import type { TabelaBruta, ValorCelula } from "../../src/planilha/tabela";

const EDITAL: Edital = { dataPublicacao: "2025-09-01" };
const CARGOS: Cargo[] = [
  { id: "Analista", vagas: 10 },
  { id: "Técnico", vagas: 5 },
];
const CABECALHO = ["Inscrição", "Nome", "Cargo", "Nota final", "Modalidade", "Data de nascimento"];

function montar(valores: ValorCelula[][], cargos = CARGOS) {
  const tabela: TabelaBruta = { folha: "Candidatos", linhaInicial: 0, colunaInicial: 0, valores };
  const mapa = mapearTabela(tabela)?.mapa ?? { campos: {} };
  return montarConcurso(tabela, mapa, EDITAL, cargos);
}
const mensagens = (ps: Problema[], gravidade?: "erro" | "aviso") =>
  ps.filter((p) => !gravidade || p.gravidade === gravidade).map((p) => p.mensagem);

describe("catálogo de dados ruins (issue #4)", () => {
  it("folha vazia: erro, nada produzido", () => {
    for (const valores of [[], [[null, null]], [["  ", null]]]) {
      const r = montar(valores);
      expect(r.concurso).toBeNull();
      expect(mensagens(r.problemas)).toContain(
        "Candidatos!A1: a folha está vazia: não há candidatos para ler",
      );
    }
  });

  it("só o cabeçalho: erro que diz a linha do cabeçalho", () => {
    const r = montar([CABECALHO, [null, null, null, null, null, null]]);
    expect(r.concurso).toBeNull();
    expect(mensagens(r.problemas, "erro")).toEqual([
      "Candidatos!A1: só há o cabeçalho (linha 1): nenhum candidato abaixo dele",
    ]);
  });

  it("células de cabeçalho mescladas: o título de grupo acima é relatado e a coluna sem título com dados também", () => {
    const r = montar([
      ["Dados do candidato", null, null, "Resultado", null, null, null],
      [...CABECALHO, null],
      ["1", "Ana", "Analista", 9, "Ampla", "31/12/1960", "obs"],
    ]);
    expect(mensagens(r.problemas)).toEqual([
      "Candidatos!A1:G1: a linha 1 está acima do cabeçalho (linha 2) e não foi lida como dados",
      'Candidatos!G2: esta coluna tem dados mas não tem título no cabeçalho, e seus valores não foram lidos; se a célula do título está mesclada com a da coluna "Data de nascimento", desfaça a mesclagem e dê um título a cada coluna',
    ]);
    // The title above is information (clerks' sheets have one); the column not read is a warning.
    expect(r.problemas.map((p) => p.gravidade)).toEqual(["informacao", "aviso"]);
    expect(r.concurso?.candidatos).toHaveLength(1);
  });

  it("linhas em branco no meio: puladas com aviso, e as linhas depois delas são lidas", () => {
    const r = montar([
      CABECALHO,
      ["1", "Ana", "Analista", 9, "Ampla", null],
      [null, null, null, null, null, null],
      ["", "  ", null, null, null, null],
      ["2", "Bia", "Analista", 8, "Ampla", null],
      [null, null, null, null, null, null],
    ]);
    expect(mensagens(r.problemas)).toEqual([
      "Candidatos!A3:F4: as linhas 3 a 4 estão em branco no meio dos dados; foram puladas e a leitura continuou na linha 5",
    ]);
    expect(r.problemas[0]).toMatchObject({
      gravidade: "aviso",
      grupo: "Linhas em branco",
      linha: 2,
      ultimaLinha: 3,
    });
    expect(r.concurso?.candidatos.map((c) => c.id)).toEqual(["1", "2"]);
  });

  it("notas como texto com vírgula decimal são lidas", () => {
    const r = montar([
      CABECALHO,
      ["1", "Ana", "Analista", "8,5", "Ampla", null],
      ["2", "Bia", "Analista", "1.234,5", "", null],
    ]);
    expect(r.problemas).toEqual([]);
    expect(r.concurso?.candidatos.map((c) => c.nota)).toEqual([8.5, 1234.5]);
  });

  it('nota que não é número: Candidatos!D2: "8,5a" não é uma nota', () => {
    const r = montar([CABECALHO, ["1", "Ana", "Analista", "8,5a", "Ampla", null]]);
    expect(r.concurso).toBeNull();
    expect(r.problemas).toEqual([
      {
        gravidade: "erro",
        grupo: "Notas",
        folha: "Candidatos",
        celula: "D2",
        endereco: "Candidatos!D2",
        mensagem: 'Candidatos!D2: "8,5a" não é uma nota',
        linha: 1,
        coluna: 3,
      },
    ]);
  });

  it("valores de erro do Excel (#N/D) em qualquer coluna mapeada", () => {
    const r = montar([CABECALHO, ["#N/D", "#REF!", "Analista", "#N/D", "#VALOR!", "#N/A"]]);
    expect(mensagens(r.problemas)).toEqual([
      'Candidatos!A2: "#N/D" é um erro do Excel: corrija a fórmula ou digite o valor',
      'Candidatos!B2: "#REF!" é um erro do Excel: corrija a fórmula ou digite o valor',
      'Candidatos!D2: "#N/D" é um erro do Excel: corrija a fórmula ou digite o valor',
      'Candidatos!E2: "#VALOR!" é um erro do Excel: corrija a fórmula ou digite o valor',
      'Candidatos!F2: "#N/A" é um erro do Excel: corrija a fórmula ou digite o valor',
    ]);
    expect(r.concurso).toBeNull();
  });

  it("nota em branco é erro, salvo para eliminado ou desistente", () => {
    const cab = [...CABECALHO, "Situação"];
    const r = montar([
      cab,
      ["1", "Ana", "Analista", null, "", null, null],
      ["2", "Bia", "Analista", null, "", null, "Desistente"],
    ]);
    expect(mensagens(r.problemas)).toEqual(["Candidatos!D2: nota em branco"]);
  });

  it("datas como número de série e como texto", () => {
    const r = montar([
      CABECALHO,
      ["1", "Ana", "Analista", 9, "", 22281],
      ["2", "Bia", "Analista", 9, "", "31/12/1960"],
      ["3", "Caio", "Analista", 9, "", "1960-12-31"],
      ["4", "Davi", "Analista", 9, "", "31.12.1960"],
      ["5", "Eva", "Analista", 9, "", "31/02/1960"],
      ["6", "Fábio", "Analista", 9, "", 1960],
    ]);
    expect(r.concurso).toBeNull();
    expect(mensagens(r.problemas)).toEqual([
      'Candidatos!F6: "31/02/1960" não é uma data que exista',
      'Candidatos!F7: o número "1960" foi lido como a data 13/05/1905; se é só o ano, digite a data completa (DD/MM/AAAA)',
    ]);
    const ok = montar([
      CABECALHO,
      ["1", "Ana", "Analista", 9, "", 22281],
      ["2", "Bia", "Analista", 9, "", "31.12.1960"],
    ]);
    expect(ok.concurso?.candidatos.map((c) => c.nascimento)).toEqual(["1960-12-31", "1960-12-31"]);
  });

  it("inscrições duplicadas: as duas células são nomeadas", () => {
    const r = montar([
      CABECALHO,
      ["123", "Ana", "Analista", 9, "", null],
      ["7", "Bia", "Analista", 8, "", null],
      [123, "Caio", "Técnico", 7, "", null],
    ]);
    expect(r.problemas).toMatchObject([
      {
        gravidade: "erro",
        grupo: "Inscrições duplicadas",
        endereco: "Candidatos!A4",
        mensagem: 'Candidatos!A4: inscrição "123" repetida: já aparece em Candidatos!A2',
      },
    ]);
    expect(r.concurso).toBeNull();
  });

  it("modalidade desconhecida: relatada, não adivinhada", () => {
    const r = montar([CABECALHO, ["1", "Ana", "Analista", 9, "Cota social", null]]);
    expect(r.problemas).toMatchObject([
      {
        gravidade: "erro",
        grupo: "Modalidade",
        mensagem:
          'Candidatos!E2: modalidade "Cota social" não reconhecida: não entendi "social" (use Ampla, Preto ou pardo, Indígena, Quilombola, PcD ou combinações como "Preto ou pardo e PcD")',
      },
    ]);
  });

  it("candidato de cargo sem vagas: um erro por cargo, na primeira célula, com a contagem", () => {
    const r = montar([
      CABECALHO,
      ["1", "Ana", "Analista", 9, "", null],
      ["2", "Bia", "Agente", 8, "", null],
      ["3", "Caio", "agente", 7, "", null],
      ["4", "Davi", "ANALISTA ", 7, "", null],
    ]);
    expect(r.problemas).toMatchObject([
      {
        gravidade: "erro",
        grupo: "Cargos sem vagas",
        celula: "C3",
        mensagem:
          'Candidatos!C3: o cargo "Agente" não tem vagas no edital (2 candidatos, o primeiro nesta linha); informe as vagas do cargo ou corrija o nome (cargos com vagas: "Analista", "Técnico")',
      },
    ]);
    // "ANALISTA " is the cargo "Analista" of the edital (case and spaces aside)
    const ok = montar([CABECALHO, ["4", "Davi", "ANALISTA ", 7, "", null]]);
    expect(ok.concurso?.candidatos[0].cargo).toBe("Analista");
  });

  it("sem vagas informadas: erro que manda informá-las", () => {
    const r = montar([CABECALHO, ["1", "Ana", "Analista", 9, "", null]], []);
    expect(mensagens(r.problemas)).toEqual([
      "Candidatos!C1: informe as vagas de cada cargo do edital (digitadas ou lidas de uma tabela com as colunas Cargo e Vagas)",
    ]);
  });

  it("5.000.000 de células: lidas sem quebrar, cada linha lida e os problemas limitados por tipo", () => {
    const colunas = 100;
    const cabecalho: ValorCelula[] = [...CABECALHO];
    for (let j = cabecalho.length; j < colunas; j++) cabecalho.push(`Observação ${j}`);
    const valores: ValorCelula[][] = [cabecalho];
    for (let i = 0; i < 49_999; i++) {
      const linha: ValorCelula[] = [i, `Nome ${i}`, "Analista", i % 2 ? "8,5a" : "7,5", "Negro", 22281];
      for (let j = linha.length; j < colunas; j++) linha.push("x");
      valores.push(linha);
    }
    expect(valores.length * colunas).toBe(5_000_000);
    const r = montar(valores);
    expect(r.linhaDoCandidato.size).toBe(49_999);
    const notas = r.problemas.filter((p) => p.grupo === "Notas");
    expect(notas).toHaveLength(1001);
    expect(notas[1000].mensagem).toBe(
      'Candidatos!D2003:D49999: mais 23.999 problemas de "Notas" nesta coluna, além dos 1.000 listados (de D2003 a D49999)',
    );
  }, 120_000);
});
