/**
 * Build of the add-in: one bundle, two pages, and a static help page.
 * - taskpane.html: the shared runtime Office opens (task pane + custom functions), office.js from Microsoft's CDN.
 * - index.html: web mode, the same task pane outside Excel, without office.js (npm start on
 *   Linux, browser tests).
 * - ajuda.html: help in Portuguese, the manifest's SupportUrl and LearnMoreUrl (src/ajuda, copied as is).
 * Production URL: URL_PRODUCAO=https://host/caminho/ npm run build rewrites dist/manifest.xml.
 */
const path = require("node:path");
const CopyWebpackPlugin = require("copy-webpack-plugin");
const CustomFunctionsMetadataPlugin = require("custom-functions-metadata-plugin");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const { guiaEmHtml } = require("./scripts/guia-em-html.cjs");
// The Portuguese metadata of the custom functions (functions.pt-BR.json, the manifest's pt-BR override),
// written in TypeScript beside its source, loaded through tsx.
const { MetadadosPtBrPlugin } = require("tsx/cjs/api").require(
  "./scripts/gerar-metadados-ptbr.ts",
  __filename,
);

const URL_DESENVOLVIMENTO = "https://localhost:3000/";
const PORTA = Number(process.env.npm_package_config_dev_server_port || 3000);

function urlDeProducao() {
  const url = process.env.URL_PRODUCAO;
  if (!url) return URL_DESENVOLVIMENTO;
  if (!/^https:\/\/[^/]+\/(.*\/)?$/.test(url)) {
    throw new Error(`URL_PRODUCAO deve ser https e terminar com "/": ${url}`);
  }
  return url;
}

/**
 * https for the dev server. Windows/Mac (Excel desktop, npm start via office-addin-debugging): Office's
 * development certificate, which Excel trusts (office-addin-dev-certs installs it, asking the user).
 * Linux: webpack-dev-server's self-signed certificate, generated and never installed.
 */
async function servidorHttps() {
  if (!["win32", "darwin"].includes(process.platform)) return "https";
  try {
    const { getHttpsServerOptions } = require("office-addin-dev-certs");
    return { type: "https", options: await getHttpsServerOptions() };
  } catch {
    return "https";
  }
}

module.exports = async (env, argv) => {
  const producao = argv.mode !== "development";
  const urlFinal = producao ? urlDeProducao() : URL_DESENVOLVIMENTO;
  /** One page of the template; `parametros`: where office.js comes from and the CSP's extra script host. */
  const pagina = (arquivo, chunks, parametros) =>
    new HtmlWebpackPlugin({
      filename: arquivo,
      template: "./src/taskpane/taskpane.html",
      chunks,
      templateParameters: parametros,
    });

  return {
    mode: producao ? "production" : "development",
    // Never "eval" source maps: the pages' Content-Security-Policy forbids eval, in development too.
    devtool: "source-map",
    entry: {
      taskpane: "./src/taskpane/index.tsx",
      functions: "./src/functions/functions.ts",
    },
    output: {
      path: path.resolve(__dirname, "dist"),
      filename: "[name].js", // stable names: the manifest points at functions.js
      chunkFilename: "[name].[contenthash:8].js",
      publicPath: "auto", // works at any production path, not only at the host's root
      clean: true,
    },
    resolve: {
      extensions: [".ts", ".tsx", ".js", ".mjs"],
    },
    module: {
      // ExcelJS is used through its prebuilt browser bundle (package.json "browser" field): nothing in it
      // for webpack to resolve, and parsing its 900 kB would only slow the build.
      noParse: /[\\/]node_modules[\\/]exceljs[\\/]dist[\\/]/,
      rules: [
        // Our modules do nothing on import but define (the entries run regardless): a module re-exported
        // by a barrel such as src/pipeline/index.ts, and none of whose exports is used, is left out.
        // Without it, the pane's `import { temErros } from "../../pipeline"` brought every stage of the
        // pipeline (the confirmation's, the calls', the publication's) into its first load.
        { test: /[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: "ts-loader",
          // Types are checked by `npm run typecheck` (tsc --noEmit); the build only transpiles.
          options: { transpileOnly: true, compilerOptions: { noEmit: false } },
        },
      ],
    },
    optimization: {
      splitChunks: {
        chunks: "all",
        // The two entries have their own runtimes and use different exports of the engine; splitting by
        // used exports per runtime kept a copy of the engine in each (taskpane.html loads both). One copy,
        // in "comum", with the exports either one uses.
        usedExports: false,
        cacheGroups: {
          // Only ever reached through `await import("exceljs")`: never part of the pane's first load.
          exceljs: {
            test: /[\\/]node_modules[\\/]exceljs[\\/]/,
            name: "exceljs",
            chunks: "async",
            priority: 30,
          },
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: "react",
            priority: 20,
          },
          // Our code both entries use (engine, reading): one file, so the shared runtime page loads it once.
          comum: {
            test: /[\\/]src[\\/]/,
            name: "comum",
            chunks: "initial",
            minChunks: 2,
            priority: 5,
          },
          // What the first screen needs; a component only a lazy panel uses (the import's text field)
          // stays in that panel's chunk.
          fluentui: {
            test: /[\\/]node_modules[\\/](@fluentui|@griffel|tabster|keyborg|@floating-ui|@swc|@emotion|rtl-css-js|stylis)[\\/]/,
            name: "fluentui",
            chunks: "initial",
            priority: 10,
          },
        },
      },
    },
    // Budgets are stated and enforced by scripts/tamanhos.mjs, not by webpack's generic hints.
    performance: { hints: false },
    plugins: [
      new CustomFunctionsMetadataPlugin({
        output: "functions.json",
        input: "./src/functions/functions.ts",
      }),
      new MetadadosPtBrPlugin(),
      pagina("taskpane.html", ["taskpane", "functions"], {
        officeJs: "https://appsforoffice.microsoft.com/lib/1/hosted/office.js",
        scriptHost: " https://appsforoffice.microsoft.com",
      }),
      // Web mode: no custom functions (there is no CustomFunctions runtime outside Excel), and no office.js:
      // outside Office it only answers "no host" (src/taskpane/office.ts needs no answer for that), and its
      // loader (o15apptofilemappingtable.js) frames telemetryservice.firstpartyapps.oaspapps.com 3 s after
      // load, which the page's CSP refuses with a console error and the web mode promises not to call.
      pagina("index.html", ["taskpane"], { officeJs: "", scriptHost: "" }),
      new CopyWebpackPlugin({
        patterns: [
          { from: "assets/icon-*.png", to: "assets/[name][ext]" },
          // The help page (the manifest's SupportUrl and LearnMoreUrl): static, no script.
          { from: "src/ajuda/ajuda.{html,css}", to: "[name][ext]" },
          // The user guide the pane links to, with its screenshots (docs/imagens, taken by test/browser).
          { from: "docs/guia.md", to: "guia.md" },
          // The same guide as a page (Markdown rendered at build time), the one the pane links to.
          { from: "docs/guia.md", to: "guia.html", transform: (conteudo) => guiaEmHtml(conteudo.toString()) },
          { from: "docs/imagens/*.png", to: "imagens/[name][ext]", noErrorOnMissing: true },
          // The sample edital the web mode opens with (src/taskpane/ambienteWeb.ts).
          { from: "assets/exemplo-edital.{xlsx,json}", to: "assets/[name][ext]" },
          // pdf.js reads a PDF in a worker of its own: "Importar lista publicada" points it at this file.
          // As .js: every web server sends it as JavaScript (a module worker refuses another type).
          {
            from: "node_modules/pdfjs-dist/legacy/build/pdf.worker.min.mjs",
            to: "pdf.worker.min.js",
            info: { minimized: true },
          },
          {
            from: "manifest.xml",
            to: "manifest.xml",
            transform: (conteudo) => conteudo.toString().replaceAll(URL_DESENVOLVIMENTO, urlFinal),
          },
        ],
      }),
    ],
    devServer: {
      port: PORTA,
      host: "localhost", // not exposed to the network
      server: env.WEBPACK_SERVE ? await servidorHttps() : "https",
      // Excel on the web fetches functions.json from another origin than its own.
      headers: { "Access-Control-Allow-Origin": "*" },
      hot: false,
      liveReload: true,
      client: { overlay: { warnings: false } },
      static: false,
    },
  };
};
