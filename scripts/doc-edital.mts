/** `npm run doc:edital`: writes the tables of the edital's and the phase's fields into the README (scripts/tabelaDoEdital.ts),
 *  formatted by Prettier as the rest of the README. */
import { readFileSync, writeFileSync } from "node:fs";
import { format } from "prettier";
import { readmeComTabelas } from "./tabelaDoEdital";

const readme = readFileSync("README.md", "utf8");
const novo = await format(readmeComTabelas(readme), {
  parser: "markdown",
  filepath: "README.md",
});
writeFileSync("README.md", novo);
console.log(
  novo === readme
    ? "README: as tabelas do edital e da fase já estavam em dia."
    : "README: tabelas do edital e da fase atualizadas.",
);
