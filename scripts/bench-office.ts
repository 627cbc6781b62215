/**
 * npm run bench:office — the whole pipeline (read → conferir → calcular → escrever) on the in-memory
 * port, which makes exactly the round trips the Office.js adapter makes, for 10,000 and 100,000
 * synthetic candidates. Prints syncs (context.sync() round trips) and the largest request, first run
 * and rerun (the rerun also reads the add-in's sheets back to detect the clerk's edits).
 * Goal: syncs grow with the 5 MB chunks of payload, never with rows or cells.
 */
import { PastaMemoria } from "../src/adapters/memoria";
import { editalECargosDoExemplo, folhasDoExemplo } from "../src/adapters/memoria/exemplo";
import { LIMITE_REQUISICAO_OFFICE, ORCAMENTO_POR_LOTE } from "../src/adapters/lotes";
import { gerarExemplo } from "../src/exemplo/gerar";
import { executar } from "../src/pipeline";

const MB = 1024 * 1024;
const mb = (b: number) => `${(b / MB).toFixed(2)} MB`;

interface Medida {
  syncs: number;
  leituras: number;
  lotes: number;
  maior: number;
  escritos: number;
  ms: number;
}

async function medir(
  pasta: PastaMemoria,
  entrada: ReturnType<typeof editalECargosDoExemplo>,
): Promise<Medida> {
  pasta.requisicoes.length = 0;
  const t = performance.now();
  const r = await executar(pasta, entrada);
  const ms = performance.now() - t;
  if (r.situacao !== "escrito") throw new Error(`dados com erros: ${r.problemas[0]?.mensagem}`);
  const lotes = pasta.requisicoes.filter((q) => q.metodo === "escreverFolhas:lote");
  return {
    syncs: pasta.syncs,
    leituras: pasta.requisicoes.filter((q) => q.metodo === "ler:bloco").length,
    lotes: lotes.length,
    maior: pasta.maiorRequisicao,
    escritos: lotes.reduce((s, q) => s + q.bytes, 0),
    ms,
  };
}

async function main(): Promise<void> {
  console.log(
    `Orçamento por requisição: ${mb(ORCAMENTO_POR_LOTE)} (limite do Office.js: ${mb(LIMITE_REQUISICAO_OFFICE)})\n`,
  );
  console.log(
    "candidatos | execução  | syncs | blocos lidos | lotes escritos | mínimo (carga ÷ orçamento) | carga escrita | maior requisição | tempo",
  );
  for (const candidatos of [10_000, 100_000]) {
    const exemplo = gerarExemplo({ candidatos, cargos: 4, semente: 2025 });
    const pasta = new PastaMemoria({
      folhas: folhasDoExemplo(exemplo),
      selecao: { folha: "Candidatos", linha: 5, coluna: 1 },
    });
    const entrada = editalECargosDoExemplo(exemplo);
    for (const [rotulo, m] of [
      ["primeira", await medir(pasta, entrada)],
      ["repetida", await medir(pasta, entrada)],
    ] as const) {
      console.log(
        [
          String(candidatos).padStart(10),
          rotulo.padEnd(9),
          String(m.syncs).padStart(5),
          String(m.leituras).padStart(12),
          String(m.lotes).padStart(14),
          String(Math.ceil(m.escritos / ORCAMENTO_POR_LOTE)).padStart(26),
          mb(m.escritos).padStart(13),
          mb(m.maior).padStart(16),
          `${(m.ms / 1000).toFixed(1)} s`,
        ].join(" | "),
      );
    }
  }
}

main().catch((erro: unknown) => {
  console.error(erro);
  process.exit(1);
});
