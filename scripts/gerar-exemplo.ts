/**
 * npm run gerar-exemplo -- --candidatos N --cargos K --semente S [-o arquivo.xlsx]
 * Writes a deterministic sample edital workbook, its edital saved inside it (restored by the pane and by
 * `cotas anotar` without --edital) and, beside it, the same edital as JSON (same name, .json).
 * Without arguments it regenerates the bundled sample assets/exemplo-edital.xlsx.
 */
import { writeFile } from "node:fs/promises";
import { gerarExemplo } from "../src/exemplo/gerar";
import { editalDoExemplo } from "../src/exemplo/planilha";
import { escreverExemploComEdital } from "./exemploComEdital";

const PADRAO = { candidatos: 300, cargos: 4, semente: 2025, saida: "assets/exemplo-edital.xlsx" };

function lerArgumentos(args: string[]): typeof PADRAO {
  const opcoes = { ...PADRAO };
  for (let i = 0; i < args.length; i++) {
    const [nome, valor] = [args[i], args[i + 1]];
    if (valor === undefined) throw new Error(`falta o valor de ${nome}`);
    i++;
    if (nome === "-o" || nome === "--saida") opcoes.saida = valor;
    else if (nome === "--candidatos" || nome === "--cargos" || nome === "--semente") {
      const n = Number(valor);
      if (!Number.isInteger(n)) throw new Error(`${nome} deve ser um número inteiro: "${valor}"`);
      opcoes[nome.slice(2) as "candidatos" | "cargos" | "semente"] = n;
    } else throw new Error(`opção desconhecida: ${nome}`);
  }
  return opcoes;
}

async function main(): Promise<void> {
  const { saida, ...parametros } = lerArgumentos(process.argv.slice(2));
  const exemplo = gerarExemplo(parametros);
  await escreverExemploComEdital(exemplo, saida);
  const caminhoEdital = saida.replace(/\.xlsx$/i, "") + ".json";
  await writeFile(caminhoEdital, JSON.stringify(editalDoExemplo(exemplo), null, 2) + "\n");
  const vagas = exemplo.cargos.map((c) => `${c.nome} (${c.vagas})`).join(", ");
  console.log(`${exemplo.candidatos.length} candidatos em ${exemplo.cargos.length} cargos: ${vagas}`);
  console.log(`Pasta: ${saida}\nEdital: ${caminhoEdital}`);
}

main().catch((erro: unknown) => {
  console.error(`Erro: ${erro instanceof Error ? erro.message : String(erro)}`);
  process.exit(1);
});
