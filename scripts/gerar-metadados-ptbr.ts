/**
 * The Portuguese metadata of the custom functions (functions.pt-BR.json, the file manifest.xml gives
 * Excel in pt-BR), made at build time from the English functions.json and src/functions/nomesPtBr.ts.
 *
 * - In webpack: `new MetadadosPtBrPlugin()` after CustomFunctionsMetadataPlugin, loaded from the
 *   CommonJS webpack.config.js through tsx:
 *     const { MetadadosPtBrPlugin } = require("tsx/cjs/api").require("./scripts/gerar-metadados-ptbr.ts", __filename);
 * - Alone: `npx tsx scripts/gerar-metadados-ptbr.ts [pasta]` writes both files from
 *   src/functions/functions.ts into the folder (default dist/), without webpack.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generateCustomFunctionsMetadata } from "custom-functions-metadata";
import type { Compiler } from "webpack";
import { localizarMetadados, type MetadadosDeFuncoes } from "../src/functions/localizar";

const NOME = "MetadadosPtBrPlugin";
export const FONTE = "src/functions/functions.ts";

/** The localized file, formatted as the plugin formats functions.json. */
export function metadadosPtBr(json: string): string {
  return JSON.stringify(localizarMetadados(JSON.parse(json) as MetadadosDeFuncoes), null, 4);
}

/** English metadata straight from the JSDoc of functions.ts, as CustomFunctionsMetadataPlugin makes it. */
export async function gerarMetadados(fonte = FONTE): Promise<{ en: string; ptBR: string }> {
  const gerado = await generateCustomFunctionsMetadata([path.resolve(fonte)], false);
  if (gerado.errors.length) throw new Error(`Metadados das funções com erros:\n${gerado.errors.join("\n")}`);
  return { en: gerado.metadataJson, ptBR: metadadosPtBr(gerado.metadataJson) };
}

export class MetadadosPtBrPlugin {
  constructor(private readonly opcoes = { origem: "functions.json", destino: "functions.pt-BR.json" }) {}

  apply(compiler: Compiler): void {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NOME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NOME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const origem = compilation.getAsset(this.opcoes.origem);
          if (!origem) {
            // CustomFunctionsMetadataPlugin reports its own errors and then emits nothing.
            if (compilation.errors.length === 0) {
              compilation.errors.push(new WebpackError(`${NOME}: ${this.opcoes.origem} não foi gerado`));
            }
            return;
          }
          try {
            const texto = metadadosPtBr(origem.source.source().toString());
            compilation.emitAsset(this.opcoes.destino, new sources.RawSource(texto));
          } catch (erro) {
            compilation.errors.push(new WebpackError(`${NOME}: ${(erro as Error).message}`));
          }
        },
      );
    });
  }
}

async function principal(pasta: string): Promise<void> {
  const { en, ptBR } = await gerarMetadados();
  mkdirSync(pasta, { recursive: true });
  writeFileSync(path.join(pasta, "functions.json"), en);
  writeFileSync(path.join(pasta, "functions.pt-BR.json"), ptBR);
  console.log(`Metadados das funções gravados em ${pasta}: functions.json e functions.pt-BR.json`);
}

if (process.argv[1] && /gerar-metadados-ptbr\.ts$/.test(process.argv[1])) {
  principal(process.argv[2] ?? "dist").catch((erro: unknown) => {
    console.error((erro as Error).message);
    process.exitCode = 1;
  });
}
