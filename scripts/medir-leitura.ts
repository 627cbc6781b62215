/**
 * Benchmark of the reading of clerk data (src/leitura): time and memory to map, read and build the
 * engine input from sheets of growing size, up to 5,000,000 cells. Prints figures; asserts nothing.
 *   npm run bench:leitura
 */
import { mapearTabela, montarConcurso, type TabelaBruta, type ValorCelula } from "../src/leitura/index";

const MODALIDADES = ["Ampla", "Negro", "PPP/PcD", "Indígena", "Quilombola", "PcD", "", "Preto ou pardo"];

function tabelaSintetica(linhas: number, colunas: number, ruim: boolean): TabelaBruta {
  const cabecalho: ValorCelula[] = [
    "Inscrição",
    "Nome",
    "Cargo",
    "Nota final",
    "Modalidade",
    "Data de nascimento",
  ];
  for (let j = cabecalho.length; j < colunas; j++) cabecalho.push(`Nota prova ${j}`);
  const valores: ValorCelula[][] = [cabecalho];
  for (let i = 0; i < linhas; i++) {
    const linha: ValorCelula[] = [
      100000 + i,
      `Candidato ${i}`,
      i % 3 === 0 ? "Analista" : "Técnico",
      ruim && i % 7 === 0 ? `${i % 10},5a` : `${(i % 1000) / 10}`.replace(".", ","),
      MODALIDADES[i % MODALIDADES.length],
      ruim && i % 11 === 0 ? "#N/D" : 20000 + (i % 9000),
    ];
    for (let j = linha.length; j < colunas; j++) linha.push((i * j) % 100);
    valores.push(linha);
  }
  return { folha: "Candidatos", linhaInicial: 0, colunaInicial: 0, valores };
}

function medir(linhas: number, colunas: number, ruim: boolean): void {
  const tabela = tabelaSintetica(linhas, colunas, ruim);
  global.gc?.();
  const memoriaAntes = process.memoryUsage().heapUsed;
  const inicio = performance.now();
  const mapeamento = mapearTabela(tabela);
  const r = montarConcurso(tabela, mapeamento!.mapa, { dataPublicacao: "2025-09-01" }, [
    { id: "Analista", vagas: 100 },
    { id: "Técnico", vagas: 300 },
  ]);
  const ms = performance.now() - inicio;
  const mb = (process.memoryUsage().heapUsed - memoriaAntes) / 2 ** 20;
  const celulas = (linhas + 1) * colunas;
  console.log(
    `${String(celulas).padStart(9)} células (${linhas} linhas × ${colunas} colunas${ruim ? ", dados ruins" : ""}): ` +
      `${ms.toFixed(0).padStart(6)} ms, ${((ms / celulas) * 1e6).toFixed(0).padStart(4)} ns/célula, ` +
      `+${mb.toFixed(0)} MB no heap, ${r.concurso?.candidatos.length ?? 0} candidatos, ${r.problemas.length} problemas`,
  );
}

for (const linhas of [10_000, 100_000, 500_000]) medir(linhas, 10, false);
medir(500_000, 10, true);
medir(50_000, 100, false);
