/**
 * An unexpected failure (a bug, not the clerk's data): exit code 1 and the message said once. It was
 * "cotas anotar: erro inesperado: Error: cotas anotar: erro inesperado: …" with the stack.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main";

vi.mock("../../src/pipeline", async (original) => ({
  ...(await original<typeof import("../../src/pipeline")>()),
  lerDados: () => Promise.reject(new Error("falha simulada na leitura")),
}));

describe("erro inesperado", () => {
  it("código 1 e a mensagem uma vez, sem a pilha", async () => {
    let stderr = "";
    const codigo = await main(
      [
        "anotar",
        "assets/exemplo-edital.xlsx",
        "-o",
        join(tmpdir(), `nunca-gravado-${process.pid}.xlsx`),
        "--edital",
        "assets/exemplo-edital.json",
      ],
      { lerArquivo: () => "", hoje: () => "2025-09-01" },
      { escrever: () => {}, erro: (t) => (stderr += t) },
    );
    expect(codigo).toBe(1);
    expect(stderr).toBe("cotas anotar: erro inesperado: falha simulada na leitura\n");
  });
});
