// npm start.
// - Windows or Mac with office-addin-debugging installed: sideloads manifest.xml into Excel desktop
//   (office-addin-debugging starts the dev server itself, with Office's trusted development certificate).
// - Elsewhere (Linux, or without office-addin-debugging): serves the task pane over https on localhost
//   with a self-signed certificate that is generated, never installed, and prints the web-mode page.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { get } from "node:https";
import { fileURLToPath, pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);
const PORTA = Number(process.env.npm_package_config_dev_server_port || 3000);
const PAGINA = `https://localhost:${PORTA}/index.html`;

/** The JS file of a package's command, run with this same node: signals reach it directly, no npx in between. */
function comandoDe(pacote) {
  try {
    const caminho = require.resolve(`${pacote}/package.json`);
    const { bin } = require(caminho);
    return fileURLToPath(
      new URL(typeof bin === "string" ? bin : Object.values(bin)[0], pathToFileURL(caminho)),
    );
  } catch {
    return null;
  }
}

function rodar(script, argumentos) {
  const filho = spawn(process.execPath, [script, ...argumentos], { stdio: "inherit" });
  let encerrando = false;
  const encerrar = (sinal) => {
    filho.kill(sinal);
    if (encerrando) return;
    encerrando = true;
    // webpack-dev-server shuts down "gracefully", which waits for a build in progress (a minute or more);
    // a second signal is its own forced exit, and SIGKILL the last word.
    setTimeout(() => filho.kill(sinal), 2000).unref();
    setTimeout(() => filho.kill("SIGKILL"), 6000).unref();
  };
  for (const sinal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(sinal, () => encerrar(sinal));
  // `npm start` runs this script through a shell; a SIGTERM to npm ends the shell, which does not pass
  // it on, and this script would be left serving with no parent. Its parent gone counts as a SIGTERM.
  const pai = process.ppid;
  setInterval(() => vivo(pai) || encerrar("SIGTERM"), 500).unref();
  filho.on("exit", (codigo, sinal) => process.exit(codigo ?? (sinal ? 1 : 0)));
}

function vivo(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (erro) {
    return erro.code === "EPERM";
  }
}

/** Resolves once the page answers 200 (the first build takes a few seconds). */
function esperarPagina(url, tentativas = 240) {
  return new Promise((pronto, falhou) => {
    const tentar = (resta) => {
      const pedido = get(url, { rejectUnauthorized: false }, (resposta) => {
        resposta.resume();
        if (resposta.statusCode === 200) pronto();
        else repetir(resta);
      });
      pedido.on("error", () => repetir(resta));
    };
    const repetir = (resta) =>
      resta > 0 ? setTimeout(() => tentar(resta - 1), 500) : falhou(new Error(`${url} não respondeu.`));
    tentar(tentativas);
  });
}

const depurador = ["win32", "darwin"].includes(process.platform) ? comandoDe("office-addin-debugging") : null;

if (depurador) {
  console.log("Abrindo o Excel com o suplemento (office-addin-debugging)…");
  rodar(depurador, ["start", "manifest.xml"]);
} else {
  console.log(`Sem Excel desktop aqui (${process.platform}): servindo o painel como página web em https.`);
  rodar(comandoDe("webpack-cli"), ["serve", "--mode", "development"]);
  esperarPagina(PAGINA).then(
    () => {
      console.log(`\nCotas em Concursos, modo web: ${PAGINA}`);
      console.log("Certificado autoassinado (gerado, não instalado): aceite o aviso do navegador.");
      console.log("Para o Excel na web, carregue manifest.xml (veja o README). Ctrl+C encerra.\n");
    },
    (erro) => console.error(erro.message),
  );
}
