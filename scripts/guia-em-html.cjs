/**
 * The user guide (docs/guia.md) as the page the pane links to (dist/guia.html): the Markdown rendered by
 * `marked` at build time, in a static page with the help page's stylesheet and no script, so that a
 * clerk reads it with its pictures instead of raw Markdown. Used by webpack.config.js.
 */
const { marked } = require("marked");

function guiaEmHtml(markdown) {
  const titulo = /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? "Guia do usuário";
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta
      http-equiv="Content-Security-Policy"
      content="default-src 'self'; script-src 'none'; style-src 'self'; img-src 'self'; connect-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'"
    />
    <title>${titulo.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</title>
    <link rel="icon" type="image/png" href="assets/icon-32.png" />
    <link rel="stylesheet" href="ajuda.css" />
  </head>
  <body>
    <main>
${marked.parse(markdown)}
    </main>
  </body>
</html>
`;
}

module.exports = { guiaEmHtml };
