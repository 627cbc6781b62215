/**
 * The limits of the published text (#39): 125 MB on one line ran out of memory, and 100 MB in short
 * lines was refused only at 4.2 GB. Now the file's size is refused before it is read, and a line past
 * LIMITE_DA_LINHA before the text is split: one sentence, exit code 2, in bounded memory.
 */
import { mkdtemp, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITE_DA_LINHA, LIMITE_DO_TEXTO_EM_BYTES } from "../../src/leitura/limitesDoTexto";
import { importarPublicacao } from "../../src/pipeline/importarPublicacao";
import { rodar } from "./rodar";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "importar-limites-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("o texto publicado tem limites, conferidos antes de ler", () => {
  it("um texto de 100 MB é recusado pelo tamanho no disco, sem ser lido", async () => {
    const grande = join(dir, "grande.txt");
    await writeFile(grande, "");
    await truncate(grande, 100 * 1024 * 1024);
    const antes = process.memoryUsage().rss;
    const r = await rodar(["importar", grande, "--lista", "AC"]);
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain(
      "O texto tem 100 MB, mais do que os 20 MB que o importador lê: divida-o em partes menores (as páginas das listas).",
    );
    expect(process.memoryUsage().rss - antes).toBeLessThan(50 * 1024 * 1024);
  });

  it("um PDF de 600 MB é recusado pelo tamanho no disco, sem ser lido", async () => {
    const grande = join(dir, "grande.pdf");
    await writeFile(grande, "");
    await truncate(grande, 600 * 1024 * 1024);
    const r = await rodar(["importar", grande]);
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain(
      "O PDF tem 600 MB, mais do que os 512 MB que o importador lê: divida-o em partes menores.",
    );
  });

  it("o mesmo limite quando o texto chega em bytes (o painel)", async () => {
    await expect(
      importarPublicacao({ arquivoDeTexto: new Uint8Array(LIMITE_DO_TEXTO_EM_BYTES + 1) }, { lista: "AC" }),
    ).rejects.toThrow("mais do que os 20 MB que o importador lê");
  });

  it("uma linha de mais de 1.048.576 caracteres é recusada, com o número da linha", async () => {
    const registro = "21000001, Ana Silva, 1.000, 2.000 / ";
    const linha = registro.repeat(Math.ceil((LIMITE_DA_LINHA + 1) / registro.length));
    const texto = `${registro}\n${linha}\n${registro}`;
    const r = await rodar(["importar", await escrever("uma-linha.txt", texto), "--lista", "AC"]);
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain(
      `A linha 2 do texto tem ${linha.length.toLocaleString("pt-BR")} caracteres, mais do que os 1.048.576 que o importador lê numa linha`,
    );
    // Just under the limit: read.
    const cabe = registro.repeat(Math.floor(LIMITE_DA_LINHA / registro.length));
    await expect(importarPublicacao({ texto: cabe }, { lista: "AC" })).resolves.toBeDefined();
  });
});

async function escrever(nome: string, texto: string): Promise<string> {
  const caminho = join(dir, nome);
  await writeFile(caminho, texto);
  return caminho;
}
