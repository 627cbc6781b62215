/** Runs `cotas` in-process over files kept in memory, as the CLI tests need it. */
import { main } from "../../src/cli/main";

export async function rodar(argv: string[], arquivos: Record<string, string> = {}, hoje = "2025-09-01") {
  let stdout = "";
  let stderr = "";
  const codigo = await main(
    argv,
    {
      lerArquivo: (caminho) => {
        if (!(caminho in arquivos)) throw new Error(`ENOENT: ${caminho}`);
        return arquivos[caminho];
      },
      hoje: () => hoje,
    },
    { escrever: (t) => (stdout += t), erro: (t) => (stderr += t) },
  );
  return { codigo, stdout, stderr };
}
