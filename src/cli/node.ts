/** The Node side of `cotas`: real files, the real clock, process streams and exit code. */
import { readFileSync } from "node:fs";
import { textoUtf8 } from "./json";
import { main } from "./main";

// A reader that stops early (`cotas alocar --json | head`) closes the pipe: the rest of the output is
// not wanted, which is no failure and no reason for a stack trace.
process.stdout.on("error", (erro: NodeJS.ErrnoException) => {
  if (erro.code !== "EPIPE") throw erro;
  process.exit(0);
});

void main(
  process.argv.slice(2),
  {
    lerArquivo: (caminho) => textoUtf8(readFileSync(caminho)),
    hoje: () => new Date().toISOString().slice(0, 10),
  },
  {
    // Waits for "drain" when stdout's buffer is full, so a streamed output is not all kept in memory.
    escrever: (texto) =>
      process.stdout.write(texto) ? undefined : new Promise((pronto) => process.stdout.once("drain", pronto)),
    erro: (texto) => void process.stderr.write(texto),
  },
).then((codigo) => {
  process.exitCode = codigo;
});
