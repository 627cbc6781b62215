/** `npm run doc:edital`: writes the table of the edital's fields into the README (scripts/tabelaDoEdital.ts),
 *  formatted by Prettier as the rest of the README. */
import { readFileSync, writeFileSync } from "node:fs";
import { format } from "prettier";
import { readmeComTabela, tabelaDoEdital } from "./tabelaDoEdital";

const readme = readFileSync("README.md", "utf8");
const novo = await format(readmeComTabela(readme, tabelaDoEdital()), {
  parser: "markdown",
  filepath: "README.md",
});
writeFileSync("README.md", novo);
console.log(
  novo === readme ? "README: a tabela do edital já estava em dia." : "README: tabela do edital atualizada.",
);
