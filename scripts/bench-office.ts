/**
 * npm run bench:office — the whole pipeline (read → conferir → calcular → escrever) through the real
 * Office.js client (the Excel on the web library of @microsoft/office-js, in jsdom) against the
 * simulated host of the tests (test/adapters/office), at 1,000, 10,000 and 100,000 synthetic
 * candidates, first run and re-run (the re-run also reads the add-in's sheets back to detect the
 * clerk's edits). Every size is measured on the wire text the client sends.
 *
 * Baseline: the fewest write requests the payload allows (what was written ÷ the 4.5 MB budget); the
 * ratio beside it says how far the batching is from it. Goal: ratio near 1, largest request under the
 * budget, none refused by the host's 5 MB limit.
 */
import { editalECargosDoExemplo, folhasDoExemplo } from "../src/adapters/memoria/exemplo";
import { LIMITE_REQUISICAO_OFFICE, ORCAMENTO_POR_LOTE } from "../src/adapters/lotes";
import { PastaOffice } from "../src/adapters/office";
import { gerarExemplo } from "../src/exemplo/gerar";
import { executar } from "../src/pipeline";
import { HostExcel } from "../test/adapters/office/hostExcel";
import { ambienteReal } from "../test/adapters/office/officeReal";

const mb = (b: number) => `${(b / 1_000_000).toFixed(2)} MB`;

async function medir(
  host: HostExcel,
  porta: PastaOffice,
  entrada: ReturnType<typeof editalECargosDoExemplo>,
) {
  const inicio = host.requisicoes.length;
  const t = performance.now();
  const r = await executar(porta, entrada);
  const ms = performance.now() - t;
  if (r.situacao !== "escrito") throw new Error(`dados com erros: ${r.problemas[0]?.mensagem}`);
  const reqs = host.requisicoes.slice(inicio);
  const escritas = reqs.filter((q) => q.escrita);
  const escrito = escritas.reduce((s, q) => s + q.bytes, 0);
  return {
    syncs: reqs.length,
    escritas: escritas.length,
    minimo: Math.ceil(escrito / ORCAMENTO_POR_LOTE),
    escrito,
    maior: Math.max(...reqs.map((q) => q.bytes)),
    maiorResposta: Math.max(...reqs.map((q) => q.bytesResposta)),
    recusadas: reqs.filter((q) => q.erro).length,
    ms,
  };
}

async function main(): Promise<void> {
  console.log(
    `Orçamento por pedido: ${mb(ORCAMENTO_POR_LOTE)} no fio (limite do Excel na web: ${mb(LIMITE_REQUISICAO_OFFICE)})\n`,
  );
  console.log(
    "candidatos | execução | syncs | pedidos de escrita | mínimo (carga ÷ orçamento) | razão | carga escrita | maior pedido | maior resposta | recusados | tempo",
  );
  for (const candidatos of [1_000, 10_000, 100_000]) {
    const exemplo = gerarExemplo({ candidatos, cargos: 4, semente: 2025 });
    const host = new HostExcel(folhasDoExemplo(exemplo));
    host.selecionar("Candidatos", "B5");
    const porta = new PastaOffice(ambienteReal(host));
    const entrada = editalECargosDoExemplo(exemplo);
    for (const rotulo of ["primeira", "repetida"]) {
      const m = await medir(host, porta, entrada);
      console.log(
        [
          String(candidatos).padStart(10),
          rotulo.padEnd(8),
          String(m.syncs).padStart(5),
          String(m.escritas).padStart(18),
          String(m.minimo).padStart(26),
          (m.escritas / m.minimo).toFixed(2).padStart(5),
          mb(m.escrito).padStart(13),
          mb(m.maior).padStart(12),
          mb(m.maiorResposta).padStart(14),
          String(m.recusadas).padStart(9),
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
