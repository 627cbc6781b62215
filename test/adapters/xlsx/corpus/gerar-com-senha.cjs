// A workbook encrypted with a password as Excel encrypts it (an OLE compound file holding EncryptionInfo
// and EncryptedPackage, agile encryption), written by xlsx-populate, which is not a dependency of the
// project (neither openpyxl, LibreOffice headless nor Debian's msoffcrypto-tool 5 can encrypt):
//
//     d=$(mktemp -d) && npm install --prefix "$d" xlsx-populate@1.21.0 &&
//       NODE_PATH="$d/node_modules" node test/adapters/xlsx/corpus/gerar-com-senha.cjs
//
// The .xlsx is committed: the tests read it as it is.
const { join } = require("node:path");
const XlsxPopulate = require("xlsx-populate");

async function main() {
  const pasta = await XlsxPopulate.fromBlankAsync();
  const folha = pasta.sheet(0).name("Candidatos");
  folha.cell("A1").value([
    ["Inscrição", "Nome", "Cargo", "Modalidade", "Nota final"],
    [1001, "Candidato 1", "Analista", "Ampla concorrência", 90],
    [1002, "Candidato 2", "Analista", "Negro", 85],
  ]);
  await pasta.toFileAsync(join(__dirname, "xlsx-populate-com-senha.xlsx"), { password: "cotas" });
  console.log("gerado xlsx-populate-com-senha.xlsx");
}

main();
