/**
 * The real Office.js client in tests: `@microsoft/office-js`'s Excel library for Excel on the web
 * (it carries the shared office.js pieces, OfficeExtension and the Excel namespace) evaluated once in
 * a jsdom window. Its request builder serializes every `context.sync()` exactly as it does in Excel;
 * `OfficeExtension.HttpUtility.setCustomSendRequestFunc` hands the body, as wire text, to a HostExcel
 * (hostExcel.ts), which executes it and answers. So what the adapter sends, how big it is, and what
 * Excel would refuse are decided by the real client and the simulated host, not by a mock.
 *
 * Each host gets its own URL, so several simulated workbooks can live in one test file.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AmbienteOffice } from "../../../src/adapters/office";
import type { HostExcel } from "./hostExcel";

interface PedidoHttp {
  url: string;
  body: unknown;
}

/** The part of OfficeExtension the harness uses; HttpUtility is public but not in @types/office-js. */
interface ExtensaoComHttp {
  HttpUtility: {
    setCustomSendRequestFunc(
      enviar: (pedido: PedidoHttp) => Promise<{ statusCode: number; headers: object; body: string }>,
    ): void;
  };
}

interface Biblioteca {
  Excel: typeof Excel;
  OfficeExtension: ExtensaoComHttp;
}

/** jsdom ships no types (and @types/jsdom is not a dependency): the one constructor used. */
type Jsdom = new (html: string, opcoes: object) => { window: unknown };

const hosts = new Map<string, HostExcel>();
let biblioteca: Biblioteca | undefined;

function carregar(): Biblioteca {
  if (biblioteca) return biblioteca;
  const exigir = createRequire(import.meta.url);
  const arquivo = exigir.resolve("@microsoft/office-js/dist/excel-web-16.00.debug.js");
  const { JSDOM } = exigir("jsdom") as { JSDOM: Jsdom };
  const dom = new JSDOM("<!doctype html><html><head></head><body></body></html>", {
    runScripts: "outside-only",
    url: "https://localhost/taskpane.html",
  });
  const janela = dom.window as unknown as Biblioteca & { eval(codigo: string): unknown };
  janela.eval(readFileSync(arquivo, "utf8"));
  const { Excel, OfficeExtension } = janela;
  OfficeExtension.HttpUtility.setCustomSendRequestFunc(async (pedido) => {
    const { url, body } = pedido;
    const host = hosts.get(new URL(url).host);
    if (!host) throw new Error(`Nenhum host simulado em ${url}`);
    // The wire text: what the client's own fetch/XHR senders would put in the request body.
    const texto = typeof body === "string" ? body : JSON.stringify(body);
    return { ...host.processar(texto), headers: {} };
  });
  biblioteca = { Excel, OfficeExtension };
  return biblioteca;
}

/**
 * The Office environment of the adapter (PastaOffice) on the real client, talking to `host`.
 * `idInicial`: where the client's object path ids start (they grow over a run, and every action and
 * path carries them: seven digits weigh more than one, which the size checks must see).
 */
export function ambienteReal(host: HostExcel, { idInicial = 0 } = {}): AmbienteOffice {
  const { Excel } = carregar();
  const endereco = `host${hosts.size + 1}.excel.simulado`;
  hosts.set(endereco, host);
  const contexto = () => {
    const ctx = new Excel.RequestContext(`https://${endereco}/`);
    const interno = ctx as unknown as { m_nextId: number };
    interno.m_nextId = Math.max(interno.m_nextId, idInicial);
    return ctx;
  };
  return {
    run: (lote) => Excel.run(contexto(), lote),
    configuracoes: host.configuracoes(),
    suporta: (versao) => host.suporta(versao),
  };
}
